"""Judgement (§4): the top card of the deck is turned over; its suit and rank decide;
then it goes to the discard pile. The judgement phase resolves the delayed tricks in a
judgement area, last placed first (§3's choice)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.flow import Step

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


class Judge(Step):
    """Turn over the deck's top card for `seat`'s judgement about `reason`; returns the
    card id (it stays in the processing area until the caller is done with it)."""

    __slots__ = ("seat", "reason")

    def __init__(self, seat: int, reason: str) -> None:
        super().__init__()
        self.seat, self.reason = seat, reason

    def run(self, state: SgsState) -> None:
        card = state.take_top()
        state.processing.append(card)
        state.emit("judgement", self.seat, card=state.code(card), reason=self.reason)
        state.pop(card)


def settle(state: SgsState, card: int) -> None:
    """A judgement card done with goes to the discard pile."""
    if card in state.processing:
        state.processing.remove(card)
        state.to_discard([card])
