"""Judgement (§4): the top card of the deck is turned over; its suit and rank decide;
then it goes to the discard pile. The judgement phase resolves the delayed tricks in a
judgement area, last placed first (§3's choice)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.flow import Step

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


class Judge(Step):
    """Turn over the deck's top card for `seat`'s judgement about `reason`; before it
    takes effect, abilities answering "judging" may replace it (Demonic Talent sets
    `card`). Returns the card id that stands (it stays in the processing area until the
    caller settles it)."""

    __slots__ = ("seat", "reason", "card")

    def __init__(self, seat: int, reason: str) -> None:
        super().__init__()
        self.seat, self.reason = seat, reason
        self.card = -1

    def run(self, state: SgsState) -> None:
        from game.games.sanguosha.abilities import Moment, raise_moment
        if self.stage == 0:
            self.stage = 1
            self.card = state.take_top()
            state.processing.append(self.card)
            state.emit("judgement", self.seat, card=state.code(self.card), reason=self.reason)
            raise_moment(state, Moment("judging", self.seat, cards=(self.card,)))
            return
        state.pop(self.card)


class Settle(Step):
    """A judgement card done with goes to the discard pile, unless an ability answering
    "judgement_settled" took it (Envy of Heaven)."""

    __slots__ = ("card",)

    def __init__(self, card: int) -> None:
        super().__init__()
        self.card = card

    def run(self, state: SgsState) -> None:
        if self.card in state.processing:
            state.processing.remove(self.card)
            state.to_discard([self.card])
        state.pop()


def settle(state: SgsState, card: int, seat: int | None = None) -> None:
    """Done with a judgement card of `seat`'s: it goes to the discard pile once the
    abilities answering its settling have had their say."""
    from game.games.sanguosha.abilities import Moment, raise_moment
    state.push(Settle(card))
    if seat is not None:
        raise_moment(state, Moment("judgement_settled", seat, cards=(card,)))
