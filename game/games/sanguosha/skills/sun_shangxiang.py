"""Sun Shangxiang 孙尚香 — Marriage 结姻: once per play phase, discard 2 hand cards and
choose a wounded male character; you and he each recover 1 HP. Warrior Lady 枭姬:
whenever you lose an equipped card, you may draw 2."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Turn
from game.games.sanguosha.abilities import Ability, Moment, ability
from game.games.sanguosha.actions import Discard, UseSkill
from game.games.sanguosha.basic import recover
from game.games.sanguosha.characters import BY_KEY, MALE
from game.games.sanguosha.flow import Step

if TYPE_CHECKING:
    from game.core.protocol import Action
    from game.games.sanguosha.model import SgsState

MARRIAGE_CARDS = 2
MARRIAGE_HEAL = 1
WARRIOR_LADY_DRAW = 2  # for each equipped card lost


@ability
class Marriage(Ability):
    """Offered once per wounded man; the two cards are then discarded one pick at a time
    (`MarriageDiscard`), which keeps the choices linear in the hand size."""

    key = "marriage"

    def play_actions(self, state: SgsState, seat: int) -> list[Action]:
        if len(state.seats[seat].hand) < MARRIAGE_CARDS:
            return []
        return [UseSkill(seat, self.key, (), (t,)) for t in state.living(seat + 1)
                if t != seat and state.seats[t].wounded
                and BY_KEY[state.seats[t].character].gender == MALE]

    def start(self, state: SgsState, action: Action) -> None:
        state.push(MarriageDiscard(action.seat, action.targets[0], ()))


class MarriageDiscard(Step):
    __slots__ = ("seat", "husband", "chosen")

    def __init__(self, seat: int, husband: int, chosen: tuple[int, ...]) -> None:
        super().__init__()
        self.seat, self.husband, self.chosen = seat, husband, chosen

    def run(self, state: SgsState) -> None:
        state.ask(Turn(self.seat))

    def hand_held(self) -> tuple[int, tuple[int, ...]]:
        return self.seat, self.chosen

    def rename_cards(self, renamed: dict[int, int]) -> None:
        self.chosen = tuple(renamed.get(c, c) for c in self.chosen)

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [Discard(seat, (c,)) for c in sorted(state.seats[seat].hand)
                if c not in self.chosen]

    def answer(self, state: SgsState, action: Action) -> None:
        self.chosen += action.cards
        if len(self.chosen) < MARRIAGE_CARDS:
            return
        state.pop()
        state.lose(self.seat, self.chosen)
        state.to_discard(self.chosen)
        state.emit("discard", self.seat, cards=[state.code(c) for c in self.chosen],
                   skill=Marriage.key)
        recover(state, self.seat, MARRIAGE_HEAL)
        recover(state, self.husband, MARRIAGE_HEAL)


@ability
class WarriorLady(Ability):
    key = "warrior_lady"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "lost_equipment" and moment.seat == seat

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.draw(seat, WARRIOR_LADY_DRAW * len(moment.cards))
