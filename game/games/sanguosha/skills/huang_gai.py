"""Huang Gai 黄盖 — Self-injury 苦肉: any number of times in your play phase, lose 1 HP,
then draw 2 (at 0 HP he is dying first, and draws only if saved)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.abilities import Ability, ability
from game.games.sanguosha.actions import UseSkill
from game.games.sanguosha.damage import Dying
from game.games.sanguosha.flow import SeatStep

if TYPE_CHECKING:
    from game.core.protocol import Action
    from game.games.sanguosha.model import SgsState

HP_LOST = 1
CARDS_DRAWN = 2


@ability
class SelfInjury(Ability):
    key = "self_injury"

    def play_actions(self, state: SgsState, seat: int) -> list[Action]:
        return [UseSkill(seat, self.key)]

    def start(self, state: SgsState, action: Action) -> None:
        state.push(InjureSelf(action.seat))


class InjureSelf(SeatStep):
    """Losing health is not damage: no source, nothing "after damage". Should he die of
    it, he is the source of his own death (no kill reward, clarification 2026-11); the
    turn then ends there and this step with it."""

    __slots__ = ()

    def run(self, state: SgsState) -> None:
        s = state.seats[self.seat]
        if self.stage == 0:
            self.stage = 1
            s.hp -= HP_LOST
            state.emit("lose_hp", self.seat, amount=HP_LOST, hp=s.hp)
            if s.hp <= 0:
                state.push(Dying(self.seat, self.seat))
                return
        state.pop()
        if s.alive:
            state.draw(self.seat, CARDS_DRAWN)
