"""Cao Cao 曹操 — Villainous Hero 奸雄: after taking damage he may take the card that
caused it. ★Escort 护驾 (lord): when he needs a Dodge, the other Wei characters are asked
in turn; one may play a Dodge that counts as his."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Response
from game.core.protocol import Action
from game.games.sanguosha.abilities import Ability, Moment, Triggers, ability, resolving
from game.games.sanguosha.actions import Pass, Respond
from game.games.sanguosha.basic import CardEffect, Demand, answers
from game.games.sanguosha.characters import BY_KEY, WEI
from game.games.sanguosha.flow import Step

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


def causing_cards(state: SgsState, moment: Moment) -> tuple[int, ...]:
    """The cards behind the damage of an "after_damaged" moment that still lie face up in
    the processing area. A Slash names its card in the damage; a Duel or a mass trick
    pushes its damage itself without naming it, so the card is that of the card effect
    the damage came straight from: the step under this moment's triggers. Damage from a
    skill (Unyielding) sits on a skill's step, so no card is found for it."""
    cards = moment.cards
    if not cards:
        # While the moment is raised its Triggers step is not pushed yet (the parent is
        # on top); once it runs, the parent is the step right under it.
        top = len(state.stack) - 1
        if top >= 0 and isinstance(state.stack[top], Triggers) \
                and state.stack[top].moment == moment:
            top -= 1
        parent = state.stack[top] if top >= 0 else None
        cards = parent.cards if isinstance(parent, CardEffect) else ()
    return tuple(c for c in cards if c in state.processing)


@ability
class VillainousHero(Ability):
    key = "villainous_hero"

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return moment.kind == "after_damaged" and moment.seat == seat \
            and bool(causing_cards(state, moment))

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        cards = causing_cards(state, moment)
        for c in cards:
            state.processing.remove(c)
        state.take_face_up(seat, cards)


def wei_helpers(state: SgsState, lord: int) -> tuple[int, ...]:
    """The other living Wei characters, in turn order from the lord's next seat."""
    return tuple(s for s in state.living(lord + 1)
                 if s != lord and BY_KEY[state.seats[s].character].kingdom == WEI)


def escort_just_failed(state: SgsState, lord: int) -> bool:
    """Whether the lord is being asked again right after an Escort nobody answered: the
    last actions are the helpers' passes after his Escort. Derived from the action log
    (plain values, cloned with the state) so the same need cannot be escorted round and
    round."""
    for action in reversed(state.log.actions):
        if not (isinstance(action, Pass) and action.seat != lord):
            return action == Respond(lord, (), "dodge", Escort.key)
    return False


@ability
class Escort(Ability):
    key = "escort"

    def proxy(self, state: SgsState, seat: int, name: str, verb: str) -> bool:
        return name == "dodge" and bool(wei_helpers(state, seat)) \
            and not escort_just_failed(state, seat)

    def proxy_step(self, state: SgsState, seat: int, name: str) -> Step:
        demand = resolving(state, Demand)
        return EscortAsk(seat, name, demand.verb if demand is not None else "play",
                         wei_helpers(state, seat))


class EscortAsk(Step):
    """Each helper in turn may give a Dodge (or what counts as one for him, e.g. Beauty
    of the Nation) for the lord; the first one given ends it. Returns True if one came."""

    __slots__ = ("lord", "name", "verb", "asked")

    def __init__(self, lord: int, name: str, verb: str, asked: tuple[int, ...]) -> None:
        super().__init__()
        self.lord, self.name, self.verb, self.asked = lord, name, verb, asked

    def run(self, state: SgsState) -> None:
        self.asked = tuple(s for s in self.asked if state.seats[s].alive)
        if not self.asked:
            state.pop(False)
            return
        state.ask(Response(self.asked[0], self.asked[1:], about=Escort.key))

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [*answers(state, seat, self.name, self.verb), Pass(seat)]

    def public(self) -> dict:
        return {"step": "EscortAsk", "lord": self.lord, "name": self.name}

    def answer(self, state: SgsState, action: Action) -> None:
        if isinstance(action, Pass):
            self.asked = self.asked[1:]
            return
        state.spend(action.seat, action.cards, self.verb, card_name=self.name, targets=[],
                    skill=action.skill, answer=True, for_seat=self.lord, via=Escort.key)
        state.pop(True)
