"""Broken tools and repairs (rules sheet §1.2 and C3): a broken tool goes in front of
any player, the player himself included, but never a second of the same tool; a repair
mends only a tool that is broken, and a double repair mends one of its two. A player
with any broken tool plays no path card."""

from __future__ import annotations

from game.games.saboteur.cards import INFO

Broken = dict[str, int]  # tool -> the broken-tool card lying in front of the player


def may_dig(broken: Broken) -> bool:
    return not broken


def break_problem(card: int, broken: Broken) -> str | None:
    """Why this broken-tool card may not go in front of a player with `broken`."""
    tool = INFO[card].breaks
    if not tool:
        return "not_a_broken_tool"
    return "already_broken" if tool in broken else None


def repair_problem(card: int, tool: str, broken: Broken) -> str | None:
    """Why this repair card may not mend `tool` of a player with `broken`."""
    mends = INFO[card].mends
    if not mends:
        return "not_a_repair"
    if tool not in mends:
        return "wrong_tool"
    return None if tool in broken else "not_broken"


def mendable(card: int, broken: Broken) -> list[str]:
    """The tools this repair card may mend in front of a player with `broken`."""
    return [tool for tool in INFO[card].mends if tool in broken]
