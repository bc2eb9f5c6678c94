"""Forbidden Island's things in words: tiles, cards, how the game ended (the events'
sentences are declared in `events.py`)."""

from __future__ import annotations

from collections.abc import Callable

from game.ui.i18n import has, t

Name = Callable[[int], str]


def tile_name(key: str) -> str:
    return t(f"fi_tile_{key}")


def card_name(code: str) -> str:
    kind = code[:2]
    treasure = {"ES": "earth_stone", "SW": "wind_statue", "CF": "fire_crystal",
                "OC": "ocean_chalice"}.get(kind)
    return t(f"fi_treasure_{treasure}") if treasure else t(f"fi_card_{kind}")


def card_help(code: str) -> str:
    """A hand card's name, and for a special card what it does (its tooltip)."""
    key = f"fi_card_help_{code[:2]}" if code[:2] in ("HL", "SB") else "fi_card_help_treasure"
    return f"{card_name(code)}: {t(key)}" if has(key) else card_name(code)


ENDINGS = {"fools_landing_sunk": "fi_lose_helipad", "treasure_lost": "fi_lose_treasure",
           "drowned": "fi_lose_drowned", "water_skull": "fi_lose_skull"}


def ending(result: dict, name_of: Name) -> str:
    """Why the game ended, in words."""
    if result.get("won"):
        return t("fi_win")
    key = ENDINGS.get(result.get("reason", ""), "")
    if not key:
        return ""
    treasure = result.get("treasure")
    return t(key, treasure=t(f"fi_treasure_{treasure}") if treasure else "",
             name=name_of(result["seat"]) if "seat" in result else "")
