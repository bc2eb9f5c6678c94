"""What the weapons do (§6), as abilities of the seat that wields them. Range is card
data (`cards.py`); the Qinggang Sword's armour-piercing is asked where armour is
(`equipment.armour_works`); the Sky Halberd's extra targets are a targeting rule."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.core.decisions import Turn
from game.core.protocol import Action
from game.games.sanguosha.abilities import (
    Ability,
    Moment,
    ability,
    may_be_targeted,
    resolving,
)
from game.games.sanguosha.actions import Discard, Pass, TakeCard, Use
from game.games.sanguosha.basic import SlashEffect
from game.games.sanguosha.characters import BY_KEY
from game.games.sanguosha.flow import SeatStep, Step

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

HORSES = ("plus_horse", "minus_horse")


@ability
class ZhugeCrossbow(Ability):
    key = "zhuge_crossbow"
    optional = False

    def unlimited_slashes(self, state: SgsState, seat: int) -> bool:
        return True


@ability
class SerpentSpear(Ability):
    """Any two hand cards as a Slash, used or played."""

    key = "serpent_spear"

    def conversions(self, state: SgsState, seat: int, name: str,
                    verb: str) -> list[tuple[int, ...]]:
        if name != "slash":
            return []
        return list(combinations(sorted(state.seats[seat].hand), 2))


def _mine(seat: int, moment: Moment) -> bool:
    return moment.seat == seat


@ability
class GreenDragonBlade(Ability):
    """When your Slash is dodged, you may at once use another Slash on the same target
    (beyond the Slash limit, and not counted toward it)."""

    key = "green_dragon_blade"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "slash_dodged" and _mine(seat, moment) and \
            state.seats[moment.target].alive and \
            may_be_targeted(state, moment.target, seat, "slash") and \
            any(state.card(c).name == "slash" for c in state.seats[seat].hand)

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.push(FollowUpSlash(seat, moment.target))


class FollowUpSlash(Step):
    __slots__ = ("seat", "target")

    def __init__(self, seat: int, target: int) -> None:
        super().__init__()
        self.seat, self.target = seat, target

    def run(self, state: SgsState) -> None:
        state.ask(Turn(self.seat))

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [Use(seat, (c,), "slash", (self.target,), "green_dragon_blade")
                for c in sorted(state.seats[seat].hand) if state.card(c).name == "slash"] \
            + [Pass(seat)]

    def answer(self, state: SgsState, action: Action) -> None:
        state.pop()
        if isinstance(action, Use):
            state.lose(action.seat, action.cards)
            state.processing += action.cards
            state.emit("use", action.seat, cards=[state.code(c) for c in action.cards],
                       card_name="slash", targets=[self.target], skill="green_dragon_blade")
            state.push(SlashEffect(action.seat, action.targets, action.cards))


@ability
class RockCleavingAxe(Ability):
    """When your Slash is dodged, you may discard two cards (hand or other equipment)
    to make it hit anyway."""

    key = "rock_cleaving_axe"

    def payable(self, state: SgsState, seat: int) -> list[int]:
        s = state.seats[seat]
        return sorted(s.hand) + [c for slot, c in s.equipment.items() if slot != "weapon"]

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "slash_dodged" and _mine(seat, moment) and \
            len(self.payable(state, seat)) >= 2

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.push(PayForAxe(seat))


class PayForAxe(SeatStep):
    __slots__ = ()

    def run(self, state: SgsState) -> None:
        state.ask(Turn(self.seat))

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        cards = RockCleavingAxe().payable(state, seat)
        return [Discard(seat, pair) for pair in combinations(cards, 2)]

    def answer(self, state: SgsState, action: Action) -> None:
        state.spend(self.seat, action.cards)
        state.pop()
        slash = resolving(state, SlashEffect)
        if slash is not None:
            slash.hit_anyway = True


@ability
class KirinBow(Ability):
    """When your Slash is about to deal damage, you may discard one of the target's horses."""

    key = "kirin_bow"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "slash_hits" and _mine(seat, moment) and \
            any(slot in HORSES for slot in state.seats[moment.target].equipment)

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.push(ShootHorse(seat, moment.target))


class ShootHorse(Step):
    __slots__ = ("seat", "target")

    def __init__(self, seat: int, target: int) -> None:
        super().__init__()
        self.seat, self.target = seat, target

    def run(self, state: SgsState) -> None:
        state.ask(Turn(self.seat))

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [TakeCard(seat, self.target, c)
                for slot, c in state.seats[self.target].equipment.items() if slot in HORSES]

    def answer(self, state: SgsState, action: Action) -> None:
        state.lose(self.target, [action.card])
        state.to_discard([action.card])
        state.emit("dismantle", self.seat, owner=self.target, card=state.code(action.card),
                   blind=False)
        state.pop()


@ability
class DoubleSwords(Ability):
    """When you Slash a character of the other gender, he chooses: discard one hand card,
    or you draw one."""

    key = "double_swords"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        if moment.kind != "slash_targeted" or not _mine(seat, moment):
            return False
        genders = {BY_KEY[state.seats[s].character].gender for s in (seat, moment.target)}
        return len(genders) == 2

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.push(DoubleSwordsChoice(seat, moment.target))


class DoubleSwordsChoice(Step):
    __slots__ = ("seat", "target")

    def __init__(self, seat: int, target: int) -> None:
        super().__init__()
        self.seat, self.target = seat, target

    def run(self, state: SgsState) -> None:
        if state.seats[self.target].hand:
            state.ask(Turn(self.target))
            return
        state.pop()
        state.draw(self.seat, 1)

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [Discard(seat, (c,)) for c in sorted(state.seats[seat].hand)] + [Pass(seat)]

    def answer(self, state: SgsState, action: Action) -> None:
        state.pop()
        if isinstance(action, Pass):
            state.draw(self.seat, 1)
            return
        state.spend(self.target, action.cards)
