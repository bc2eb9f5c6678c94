"""Saboteur's cards, goals and sides in words (the templates are in `strings.py`)."""

from __future__ import annotations

from game.games.saboteur.cards import INFO, PACK
from game.ui.i18n import t

SHAPES = {2: "straight", 3: "t", 4: "cross"}  # open edges -> a passage's shape


def card_kind(code: str) -> str:
    """The i18n suffix naming a card of this code: "straight", "bend", "dead_end",
    "break_pick", "map", "goal_gold", "nugget"..."""
    info = INFO[PACK.from_codes([code])[0]]
    if info.group == "tunnel":
        if info.dead_end:
            return "dead_end"
        opened = bin(info.edges).count("1")
        return "bend" if opened == 2 and info.edges not in (5, 10) else SHAPES[opened]
    if info.group == "goal":
        return "goal_gold" if info.gold else "goal_stone"
    return info.group if info.group in ("nugget", "dwarf") else info.kind


def card_name(code: str) -> str:
    info = INFO[PACK.from_codes([code])[0]]
    if info.group == "nugget":
        return t("sab_card_nugget", n=info.value)
    if info.group == "dwarf":
        return t(f"sab_role_{info.kind}")
    return t(f"sab_card_{card_kind(code)}")


def goal_name(goal: int) -> str:
    return t(f"sab_goal_{goal}")


def side_name(side: str) -> str:
    return t(f"sab_side_{side}")
