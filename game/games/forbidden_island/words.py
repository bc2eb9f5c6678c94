"""Forbidden Island's events in words, for the log (everything is public)."""

from __future__ import annotations

from collections.abc import Callable

from game.core.protocol import Event
from game.ui.i18n import has, name_list, t

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


def event_text(ev: Event, name_of: Name) -> str:
    """The log's line for an event ("" for none)."""
    d = ev.data
    name = name_of(ev.seat) if ev.seat is not None else ""
    kind = ev.kind
    if kind in ("moved", "flew", "swam"):
        return t(f"fi_log_{kind}", name=name, tile=tile_name(d["tile"]))
    if kind == "navigated":
        return t("fi_log_navigated", name=name, pawn=name_of(d["pawn"]), tile=tile_name(d["tile"]))
    if kind == "shored":
        return t("fi_log_shored", name=name,
                 tiles=t("players_sep").join(tile_name(x) for x in d["tiles"]))
    if kind == "gave":
        return t("fi_log_gave", name=name, card=card_name(d["card"]), to=name_of(d["to"]))
    if kind == "captured":
        return t("fi_log_captured", name=name, treasure=t(f"fi_treasure_{d['treasure']}"))
    if kind == "drew":
        return t("fi_log_drew", name=name,
                 cards=t("players_sep").join(card_name(c) for c in d["cards"]))
    if kind == "discarded":
        return t("fi_log_discarded", name=name, card=card_name(d["card"]))
    if kind == "water_rises":
        return t("fi_log_water_rises", water=d["water"])
    if kind in ("flooded", "sank", "sandbagged"):
        return t(f"fi_log_{kind}", tile=tile_name(d["tile"]))
    if kind == "lifted":
        return t("fi_log_lifted", pawns=name_list([name_of(p) for p in d["pawns"]]),
                 tile=tile_name(d["tile"]))
    if kind == "turn":
        return t("fi_log_turn", turn=d["turn"], name=name)
    if kind == "over":
        return ending(d, name_of)
    return ""


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
