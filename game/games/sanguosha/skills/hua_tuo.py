"""Hua Tuo 华佗 — First Aid 急救: outside your turn, you may use any red card (hand or
equipped) as a Peach. Green Salve 青囊: once per play phase, discard a hand card and let
one wounded character (you too) recover 1 HP."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Action
from game.games.sanguosha.abilities import Ability, ability
from game.games.sanguosha.actions import UseSkill
from game.games.sanguosha.basic import recover

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


@ability
class FirstAid(Ability):
    """A Peach outside one's own turn is only ever asked for by a dying character, so the
    conversion is offered there (the play phase asks for "peach" only in one's own turn)."""

    key = "first_aid"

    def conversions(self, state: SgsState, seat: int, name: str,
                    verb: str) -> list[tuple[int, ...]]:
        if name != "peach" or state.current == seat:
            return []
        s = state.seats[seat]
        return [(c,) for c in [*sorted(s.hand), *s.equipment.values()] if state.card(c).red]


@ability
class GreenSalve(Ability):
    key = "green_salve"

    def play_actions(self, state: SgsState, seat: int) -> list[Action]:
        wounded = [t for t in state.living(seat) if state.seats[t].wounded]
        return [UseSkill(seat, self.key, (card,), (target,))
                for card in sorted(state.seats[seat].hand) for target in wounded]

    def start(self, state: SgsState, action: Action) -> None:
        assert isinstance(action, UseSkill)
        state.lose(action.seat, action.cards)
        state.to_discard(action.cards)
        recover(state, action.targets[0], 1)
