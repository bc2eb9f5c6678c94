"""What a card is worth to a player, in points, as the rules sheet's §8 and C11 value it:
the income it adds over the payouts left (rubles at a rate that falls to a tenth of a
point in the last round), the aristocrat variety it adds, the worth of its effect, less
what it costs.

Everything here reads an observation (what the seat knows) and the kinds of cards."""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.games.saint_petersburg.cards import STACKS, Kind, kind_of_code
from game.games.saint_petersburg.costs import price
from game.games.saint_petersburg.scoring import PUB_PRICE, phase_income, variety_points

ROWS = 8  # a refill's size before any is seen
RUBLE_EARLY, RUBLE_LAST = 1 / 3, 1 / 10  # a ruble's worth in points (§8)
DISCOUNT_USES = 1.0  # cards of its colour a Carpenter Workshop or Gold Smelter cheapens a round
WAREHOUSE_WORTH = 0.5  # a fourth hand card's room, a round


def rounds_after(obs: dict) -> int:
    """Rounds still to come after this one (C11): each stack lasts as many refills as its
    cards over its last refill's size (a refill still due this round counts in this one);
    the first stack to run out ends the game."""
    if obs["last_round"]:
        return 0
    now = STACKS.index(obs["phase"])
    rounds = math.inf
    for i, stack in enumerate(STACKS):
        draw = max(1, obs["refilled"].get(stack, ROWS))
        rounds = min(rounds, math.ceil(obs["stacks"][stack] / draw) - (i > now))
    return max(0, int(rounds))


def ruble_worth(obs: dict) -> float:
    return RUBLE_LAST if rounds_after(obs) == 0 else RUBLE_EARLY


def display_of(obs: dict, seat: int) -> list[Kind]:
    return [kind_of_code(c) for c in obs["displays"][seat]]


def payouts(obs: dict, phase: str, now: bool = True) -> int:
    """How often `phase` still pays a card laid out now (this round's too if it has not
    scored yet), or laid out next round (`now` False)."""
    this_round = now and STACKS.index(phase) >= STACKS.index(obs["phase"])
    return rounds_after(obs) + this_round


def effect_worth(kind: Kind, obs: dict, rubles_left: int, now: bool = True) -> float:
    """What a card's effect adds beyond its income."""
    worth = ruble_worth(obs)
    future = rounds_after(obs)
    if kind.effect in ("carpenter", "smelter"):
        return DISCOUNT_USES * future * worth
    if kind.effect == "warehouse":
        return WAREHOUSE_WORTH * min(future, 2)
    if kind.effect == "pub":
        spare = max(0, rubles_left) // PUB_PRICE
        return payouts(obs, "building", now) * min(5, spare) * max(0.0, 1 - PUB_PRICE * worth)
    if kind.effect == "village":
        return 1.0 if future else 0.0
    return 0.0


def gain(kind: Kind, display: Sequence[Kind], obs: dict, replaced: Kind | None = None,
         now: bool = True, rubles_left: int = 0) -> float:
    """The points a card adds laid out over `replaced` (or beside the display): each
    phase's income change over its payouts, the variety change, its effect."""
    after = list(display)
    if replaced is not None:
        after.remove(replaced)
    after.append(kind)
    worth = ruble_worth(obs)
    total = 0.0
    for phase in STACKS[:3]:
        r0, p0 = phase_income(display, phase)
        r1, p1 = phase_income(after, phase)
        total += payouts(obs, phase, now) * ((r1 - r0) * worth + (p1 - p0))
    total += variety_points(after) - variety_points(display)
    return total + effect_worth(kind, obs, rubles_left, now)


def move_value(code: str, obs: dict, seat: int, displaces: str | None = None,
               lower_row: bool = False, now: bool = True) -> float:
    """A buy's (or a play's) worth to `seat`: the card's gain less its price in points."""
    kind = kind_of_code(code)
    display = display_of(obs, seat)
    replaced = kind_of_code(displaces) if displaces else None
    cost = price(kind, display, lower_row, replaced)
    rubles = obs["rubles"][seat] or 0
    return gain(kind, display, obs, replaced, now, rubles - cost) - cost * ruble_worth(obs)
