"""The choices the rules ask of one player, outside his turn-order steps (rules sheet
§6.1, §3, §5, C3, C5): goods of his choice (an advisor's reward, the King's aid, a
victory), the Alchemist's good, the goods a defeat takes, the row whose rightmost
building a defeat takes, what he pays the Town Hall.

A pending choice is a plain dict (`seat`, `kind`, `why`; the goods `options` of a gain,
the `count` of a loss) kept in the state's `asks`, the first asked now. Its answers are
worked out when it is asked (the goods he has then); one with a single answer is made
for him."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event
from game.games.kingsburg.advisors import exchange_options, exchanged
from game.games.kingsburg.buildings import ROWS, param, rightmost
from game.games.kingsburg.goods import add, choices, counted, take, total
from game.games.kingsburg.seasons import DECLINE, PLUS2_TOKEN, town_hall_options

GAIN, ALCHEMIST, LOSE, BUILDING, TOWN_HALL = (
    "gain", "alchemist", "lose", "building", "town_hall")
GOODS_ASKS = (GAIN, ALCHEMIST, LOSE)  # answered with goods


def gain(seat: int, options: list[tuple[str, ...]], why: str) -> dict[str, Any]:
    return {"seat": seat, "kind": GAIN, "why": why, "options": [list(o) for o in options]}


def alchemist(seat: int, why: str) -> dict[str, Any]:
    return {"seat": seat, "kind": ALCHEMIST, "why": why}


def lose(seat: int, count: int, why: str) -> dict[str, Any]:
    return {"seat": seat, "kind": LOSE, "why": why, "count": count}


def building(seat: int, why: str) -> dict[str, Any]:
    return {"seat": seat, "kind": BUILDING, "why": why}


def town_hall(seat: int, why: str) -> dict[str, Any]:
    return {"seat": seat, "kind": TOWN_HALL, "why": why}


def options(state: Any, ask: dict[str, Any]) -> list[Any]:
    """The answers `ask` may take in `state` now: goods lists, rows, Town Hall payments."""
    seat, kind = ask["seat"], ask["kind"]
    store = state.goods[seat]
    if kind == GAIN:
        return [tuple(o) for o in ask["options"]]
    if kind == ALCHEMIST:
        return exchange_options(store)
    if kind == LOSE:  # as many as he has, at most the count (C3)
        return choices(min(ask["count"], total(store)), store)
    if kind == BUILDING:
        return [r for r in range(ROWS) if state.rows[seat][r]]
    return town_hall_options(state.rows[seat], store, state.plus2[seat])


def answer(state: Any, ask: dict[str, Any], value: Any, auto: bool = False) -> list[Event]:
    """Carry out the answer `value` to `ask` (taken off the state's asks already)."""
    seat, kind = ask["seat"], ask["kind"]
    data: dict[str, Any] = {"why": ask["why"], "auto": auto}
    if kind == GAIN:
        add(state.goods[seat], counted(value))
        return [Event("gain_goods", seat, {**data, "goods": list(value)})]
    if kind == ALCHEMIST:
        add(state.goods[seat], exchanged(value[0]))
        return [Event("exchange", seat, {**data, "gave": value[0]})]
    if kind == LOSE:
        take(state.goods[seat], counted(value))
        return [Event("lose_goods", seat, {**data, "goods": list(value)})]
    if kind == BUILDING:
        lost = rightmost(state.rows[seat], value)
        state.rows[seat][value] -= 1
        state.vp[seat] -= lost.vp  # its points come off the track (second pass)
        return [Event("lose_building", seat, {**data, "building": lost.key, "row": value})]
    if value == PLUS2_TOKEN:
        state.plus2[seat] -= 1
    elif value != DECLINE:
        state.goods[seat][value] -= 1
    if value != DECLINE:
        state.vp[seat] += param("town_hall", "vp")
    return [Event("town_hall", seat, {**data, "paid": value})]
