"""Da Qiao 大乔 — National Beauty 国色: you may use any ♦ card (hand or equipped) as
Indulgence. Displacement 流离: when you are targeted by a Slash, you may discard a card
to move the Slash to another player within your attack range (not its user)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Turn
from game.games.sanguosha import abilities
from game.games.sanguosha import distance as dist
from game.games.sanguosha.abilities import Ability, Moment, Triggers, ability, resolving
from game.games.sanguosha.actions import UseSkill
from game.games.sanguosha.basic import SlashEffect
from game.games.sanguosha.flow import Step

if TYPE_CHECKING:
    from game.core.protocol import Action
    from game.games.sanguosha.model import SgsState

DIAMOND = "♦"


def _own_cards(state: SgsState, seat: int) -> list[int]:
    s = state.seats[seat]
    return [*sorted(s.hand), *s.equipment.values()]


@ability
class NationalBeauty(Ability):
    key = "national_beauty"

    def conversions(self, state: SgsState, seat: int, name: str,
                    verb: str) -> list[tuple[int, ...]]:
        if name != "indulgence":
            return []
        return [(c,) for c in _own_cards(state, seat) if state.card(c).suit == DIAMOND]


def _in_range_without(state: SgsState, seat: int, card: int, other: int) -> bool:
    """Whether `other` is within the seat's attack range once `card` is discarded (a
    weapon or −1 horse paid as the cost no longer counts)."""
    kept = {slot: c for slot, c in state.seats[seat].equipment.items() if c != card}
    minus, _ = dist.modifiers(kept, state.skills(seat))
    _, plus = dist.modifiers(state.seats[other].equipment, state.skills(other))
    weapon = kept.get("weapon")
    return dist.in_attack_range(state.alive(), seat, other,
                                None if weapon is None else state.card(weapon).name, minus, plus)


def moves(state: SgsState, seat: int, user: int) -> list[Action]:
    """Each (card to discard, new target) Displacement allows: another living player in
    range, not the Slash's user, and one a Slash may target (Empty Fort)."""
    others = [t for t in state.living(seat + 1) if t not in (seat, user)
              and abilities.may_be_targeted(state, t, user, "slash")]
    return [UseSkill(seat, Displacement.key, (c,), (t,)) for c in _own_cards(state, seat)
            for t in others if _in_range_without(state, seat, c, t)]


@ability
class Displacement(Ability):
    key = "displacement"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "slash_targeted" and moment.target == seat \
            and bool(moves(state, seat, moment.seat))

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        state.push(Displace(seat, moment.seat))


class Displace(Step):
    """The card is discarded and the Slash being resolved turns to the new target. It is
    then targeted afresh: what answered "the Slash targets Da Qiao" and has not run yet
    is dropped, and "slash_targeted" is raised again for the new target."""

    __slots__ = ("seat", "user")

    def __init__(self, seat: int, user: int) -> None:
        super().__init__()
        self.seat, self.user = seat, user

    def run(self, state: SgsState) -> None:
        if not moves(state, self.seat, self.user):
            state.pop()
            return
        state.ask(Turn(self.seat))

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return moves(state, seat, self.user)

    def answer(self, state: SgsState, action: Action) -> None:
        state.pop()
        slash = resolving(state, SlashEffect)
        targeted = next((s for s in reversed(state.stack) if isinstance(s, Triggers)
                         and s.moment.kind == "slash_targeted"), None)
        if targeted is not None:
            targeted.pending = ()
        state.spend(self.seat, action.cards, skill=Displacement.key)
        new = action.targets[0]
        state.emit("slash_moved", self.seat, to=new, user=self.user)
        if slash is not None:
            slash.targets = (new,)
            slash.undodgeable = False
            slash.stage = 0
