"""Sun Quan 孙权 — Balance of Power 制衡: once per play phase, discard any number of cards
(hand and/or equipped) and draw as many. ★Rescue 救援 (locked, lord): another Wu
character's Peach on him while dying gives 1 extra HP."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Turn
from game.core.protocol import Action
from game.games.sanguosha.abilities import Ability, ability
from game.games.sanguosha.actions import Discard, Pass, UseSkill
from game.games.sanguosha.characters import BY_KEY, WU
from game.games.sanguosha.flow import Step

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

RESCUE_BONUS = 1


def _own_cards(state: SgsState, seat: int) -> list[int]:
    s = state.seats[seat]
    return sorted(s.hand) + list(s.equipment.values())


@ability
class BalanceOfPower(Ability):
    """Offered as one UseSkill per first card; the rest are then picked one at a time
    (`Balancing`), so a big hand means a few dozen choices, never one per subset."""

    key = "balance_of_power"
    # The first card picked stays in the hand until all are discarded together (face
    # up, in the discard event): until then only its owner knows it.
    hides_cards = True

    def play_actions(self, state: SgsState, seat: int) -> list[Action]:
        return [UseSkill(seat, self.key, (c,)) for c in _own_cards(state, seat)]

    def start(self, state: SgsState, action: Action) -> None:
        state.push(Balancing(action.seat, action.cards))


class Balancing(Step):
    """`seat` adds cards to the pile to discard (Discard, one card each) until it says
    it is done (Pass); then all go at once and as many are drawn."""

    __slots__ = ("seat", "chosen")

    def __init__(self, seat: int, chosen: tuple[int, ...]) -> None:
        super().__init__()
        self.seat, self.chosen = seat, chosen

    def run(self, state: SgsState) -> None:
        state.ask(Turn(self.seat))

    def hand_held(self) -> tuple[int, tuple[int, ...]]:
        return self.seat, self.chosen

    def rename_cards(self, renamed: dict[int, int]) -> None:
        self.chosen = tuple(renamed.get(c, c) for c in self.chosen)

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        more = [Discard(seat, (c,)) for c in _own_cards(state, seat) if c not in self.chosen]
        return [*more, Pass(seat)]

    def answer(self, state: SgsState, action: Action) -> None:
        if isinstance(action, Discard):
            self.chosen += action.cards
            return
        state.pop()
        state.lose(self.seat, self.chosen)
        state.to_discard(self.chosen)
        state.emit("discard", self.seat, cards=[state.code(c) for c in self.chosen],
                   skill=BalanceOfPower.key)
        state.draw(self.seat, len(self.chosen))


@ability
class Rescue(Ability):
    key = "rescue"
    optional = False

    def peach_bonus(self, state: SgsState, seat: int, giver: int) -> int:
        character = state.seats[giver].character
        if giver == seat or not character or BY_KEY[character].kingdom != WU:
            return 0
        return RESCUE_BONUS
