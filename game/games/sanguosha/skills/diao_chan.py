"""Diao Chan 貂蝉 — Sow Discord 离间: once per play phase, discard a card and choose two
other male characters; the second is treated as using a Duel on the first, which cannot
be nullified. Close the Moon 闭月: at the end of your turn you may draw 1."""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from game.core.protocol import Action
from game.games.sanguosha import abilities
from game.games.sanguosha.abilities import Ability, Moment, ability
from game.games.sanguosha.actions import UseSkill
from game.games.sanguosha.characters import BY_KEY, MALE
from game.games.sanguosha.tricks import DuelFight

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


@ability
class SowDiscord(Ability):
    """targets = (first chosen, second chosen): the second duels the first, so the first
    plays the first Slash and the second is the source of the damage the first takes.
    The Duel counts as the second's own, so whatever keeps the first from being a Duel's
    target for him (Empty Fort) keeps the pair from being chosen."""

    key = "sow_discord"

    def play_actions(self, state: SgsState, seat: int) -> list[Action]:
        s = state.seats[seat]
        cards = [*sorted(s.hand), *s.equipment.values()]
        men = [t for t in state.living(seat) if t != seat
               and BY_KEY[state.seats[t].character].gender == MALE]
        pairs = [(first, second) for first, second in permutations(men, 2)
                 if abilities.may_be_targeted(state, first, second, "duel")]
        return [UseSkill(seat, self.key, (card,), pair) for card in cards for pair in pairs]

    def start(self, state: SgsState, action: Action) -> None:
        assert isinstance(action, UseSkill)
        first, second = action.targets
        # Straight to the fight: the Duel has no card and no Nullification window.
        state.push(DuelFight(first, second))
        state.emit("use", second, cards=[], card_name="duel", targets=[first], skill=self.key)
        # The discard is the cost: its triggers (Continuous Camps...) run before the Duel.
        state.lose(action.seat, action.cards)
        state.to_discard(action.cards)


@ability
class CloseTheMoon(Ability):
    key = "close_the_moon"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "turn_end" and moment.seat == seat

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.draw(seat, 1)
