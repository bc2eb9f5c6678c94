"""Sima Yi 司马懿 — Feedback 反馈: after taking damage he may take one card (a hand card
blind, or an equipped one) from its source. Demonic Talent 鬼才: before any judgement
takes effect he may play a hand card to replace the judgement card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Turn
from game.core.protocol import Action
from game.games.sanguosha.abilities import Ability, Moment, ability, resolving
from game.games.sanguosha.actions import HAND_CARD, ChooseCard, TakeCard
from game.games.sanguosha.flow import SeatStep
from game.games.sanguosha.judgement import Judge
from game.games.sanguosha.tricks import TakeFrom

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


def _takeable(state: SgsState, seat: int) -> bool:
    s = state.seats[seat]
    return bool(s.hand or s.equipment)


@ability
class Feedback(Ability):
    key = "feedback"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        source = moment.source
        return moment.kind == "after_damaged" and moment.seat == seat \
            and source is not None and source != seat and state.seats[source].alive \
            and _takeable(state, source)

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.push(FeedbackTake(seat, moment.source, keep=True))


class FeedbackTake(TakeFrom):
    """Snatch's pick (a hand card blind, or an equipped card, kept), without the
    judgement area: Feedback names hand and equipment only."""

    __slots__ = ()

    def run(self, state: SgsState) -> None:
        if _takeable(state, self.owner):
            state.ask(Turn(self.taker))
        else:
            state.pop()

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        owner = state.seats[self.owner]
        blind = [TakeCard(seat, self.owner, HAND_CARD)] if owner.hand else []
        return blind + [TakeCard(seat, self.owner, c) for c in owner.equipment.values()]


@ability
class DemonicTalent(Ability):
    key = "demonic_talent"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "judging" and bool(state.seats[seat].hand)

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.push(ReplaceJudgement(seat))


class ReplaceJudgement(SeatStep):
    """Sima Yi picks the hand card to play; it becomes the judgement card in the
    processing area and the card it replaces goes to the discard pile."""

    __slots__ = ()

    def run(self, state: SgsState) -> None:
        if state.seats[self.seat].hand and resolving(state, Judge) is not None:
            state.ask(Turn(self.seat))
        else:
            state.pop()

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [ChooseCard(seat, c) for c in sorted(state.seats[seat].hand)]

    def answer(self, state: SgsState, action: Action) -> None:
        state.pop()
        judge = resolving(state, Judge)
        old, new = judge.card, action.card
        state.lose(self.seat, [new])
        if old in state.processing:
            state.processing.remove(old)
            state.to_discard([old])
        state.processing.append(new)
        judge.card = new
        state.emit("play", self.seat, cards=[state.code(new)], card_name="judgement", targets=[],
                   skill=DemonicTalent.key, replaced=state.code(old), judged=judge.seat)
