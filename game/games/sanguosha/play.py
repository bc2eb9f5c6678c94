"""What a seat may use in its play phase, and how a use begins: the cards leave the
hand face up for everyone (the processing area) and the card's effect is pushed.

A Slash once per turn at a seat within attack range (§6); a Peach when wounded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Action
from game.games.sanguosha.actions import Use
from game.games.sanguosha.basic import PeachEffect, SlashEffect

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

SLASHES_PER_TURN = 1


def slash_targets(state: SgsState, seat: int) -> list[int]:
    return [t for t in state.living(seat) if state.in_attack_range(seat, t)]


def may_slash(state: SgsState, seat: int) -> bool:
    return state.slashes_used < SLASHES_PER_TURN


def play_options(state: SgsState, seat: int) -> list[Action]:
    hand = state.seats[seat].hand
    options: list[Action] = []
    slashes = [c for c in hand if state.card(c).name == "slash"]
    if slashes and may_slash(state, seat):
        targets = slash_targets(state, seat)
        options += [Use(seat, (c,), "slash", (t,)) for c in slashes for t in targets]
    if state.seats[seat].wounded:
        options += [Use(seat, (c,), "peach", (seat,)) for c in hand
                    if state.card(c).name == "peach"]
    return options


EFFECTS = {"slash": SlashEffect, "peach": PeachEffect}


def start_use(state: SgsState, action: Use) -> None:
    """The cards are used: out of the hand into the processing area, then the effect."""
    state.lose(action.seat, action.cards)
    state.processing += action.cards
    if action.name == "slash":
        state.slashes_used += 1
    state.emit("use", action.seat, cards=[state.code(c) for c in action.cards],
               name=action.name, targets=list(action.targets), skill=action.skill)
    state.push(EFFECTS[action.name](action.seat, action.targets, action.cards))
