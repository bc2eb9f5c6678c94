"""Zhou Yu 周瑜 — Heroic 英姿: you may draw 1 extra card in your draw phase. Sow Dissension
反间: once per play phase, another player names a suit, takes one of your hand cards
blind and shows it; if its suit is not the named one, you deal him 1 damage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Turn
from game.games.sanguosha.abilities import Ability, Moment, ability
from game.games.sanguosha.actions import HAND_CARD, Choose, TakeCard, UseSkill
from game.games.sanguosha.cards import SUITS
from game.games.sanguosha.damage import Damage
from game.games.sanguosha.flow import Step

if TYPE_CHECKING:
    from game.core.protocol import Action
    from game.games.sanguosha.model import SgsState

HEROIC_EXTRA = 1
DISSENSION_DAMAGE = 1


@ability
class Heroic(Ability):
    key = "heroic"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "draw_phase" and moment.seat == seat

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.draw_count += HEROIC_EXTRA


@ability
class SowDissension(Ability):
    key = "sow_dissension"

    def play_actions(self, state: SgsState, seat: int) -> list[Action]:
        if not state.seats[seat].hand:
            return []
        return [UseSkill(seat, self.key, (), (t,)) for t in state.living(seat + 1) if t != seat]

    def start(self, state: SgsState, action: Action) -> None:
        state.push(Dissension(action.seat, action.targets[0]))


class Dissension(Step):
    """The victim names a suit (Choose with the suit symbol), then takes one of the
    user's hand cards blind (TakeCard HAND_CARD, picked at random) and shows it."""

    __slots__ = ("user", "victim", "suit")

    def __init__(self, user: int, victim: int) -> None:
        super().__init__()
        self.user, self.victim = user, victim
        self.suit = ""

    def run(self, state: SgsState) -> None:
        if not state.seats[self.user].hand or not state.seats[self.victim].alive:
            state.pop()
            return
        state.ask(Turn(self.victim))

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        if not self.suit:
            return [Choose(seat, suit) for suit in SUITS]
        return [TakeCard(seat, self.user, HAND_CARD)]

    def answer(self, state: SgsState, action: Action) -> None:
        if isinstance(action, Choose):
            self.suit = action.option
            state.emit("name_suit", self.victim, suit=self.suit, skill=SowDissension.key)
            return
        state.pop()
        card = state.rng.choice(state.seats[self.user].hand)
        state.lose(self.user, [card])
        state.take_face_up(self.victim, [card], owner=self.user, blind=True, shown=True)
        if state.card(card).suit != self.suit:
            state.push(Damage(self.user, self.victim, DISSENSION_DAMAGE))
