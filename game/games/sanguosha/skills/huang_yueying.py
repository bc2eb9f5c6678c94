"""Huang Yueying 黄月英 — Wisdom 集智: whenever you use a non-delayed trick, you may draw 1.
Genius 奇才 (locked): your tricks have no distance limit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.sanguosha.abilities import Ability, Moment, ability
from game.games.sanguosha.cards import DELAYED, KINDS, TRICK

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

WISDOM_DRAW = 1


@ability
class Wisdom(Ability):
    """"trick_used" is raised for non-delayed tricks only (a delayed one is placed, not
    resolved at once), so every use of hers it reports counts."""

    key = "wisdom"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "trick_used" and moment.seat == seat

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.draw(seat, WISDOM_DRAW)


@ability
class Genius(Ability):
    key = "genius"
    optional = False

    def ignores_distance(self, name: str) -> bool:
        kind = KINDS.get(name)
        return kind is not None and kind.type in (TRICK, DELAYED)
