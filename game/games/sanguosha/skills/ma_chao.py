"""Ma Chao 马超 — Horsemanship 马术 (locked): his distance to others −1 (a distance modifier in
`distance.py`, so nothing here). Iron Cavalry 铁骑: after he targets someone with a Slash he
may judge; if red, the target cannot avoid it at all (Eight Trigrams included)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.abilities import Ability, Moment, ability, resolving
from game.games.sanguosha.basic import SlashEffect
from game.games.sanguosha.flow import SeatStep
from game.games.sanguosha.judgement import Judge, settle

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


@ability
class IronCavalry(Ability):
    key = "iron_cavalry"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "slash_targeted" and moment.seat == seat

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.push(CavalryJudgement(seat))


class CavalryJudgement(SeatStep):
    """Judge; on red the Slash being resolved skips the Dodge demand altogether (no
    Eight Trigrams judgement either: `undodgeable`)."""

    __slots__ = ()

    def run(self, state: SgsState) -> None:
        if self.stage == 0:
            self.stage = 1
            state.push(Judge(self.seat, IronCavalry.key))
            return
        card = state.returned
        state.pop()
        slash = resolving(state, SlashEffect)
        if state.card(card).red and slash is not None:
            slash.undodgeable = True
            state.emit("undodgeable", self.seat, target=slash.targets[0],
                       skill=IronCavalry.key)
        settle(state, card, self.seat)
