"""The basic cards (§6): Slash, Dodge, Peach; and `Demand`, a seat asked for a card
that counts as a given name (a Dodge against a Slash, a Slash in a Duel)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Response
from game.core.protocol import Action
from game.games.sanguosha.actions import Pass, Respond
from game.games.sanguosha.flow import Step

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


def answers(state: SgsState, seat: int, name: str) -> list[Action]:
    """The cards `seat` may answer with as `name` (skills will add conversions)."""
    return [Respond(seat, (c,), name) for c in sorted(state.seats[seat].hand)
            if state.card(c).name == name]


class Demand(Step):
    """`seat` is asked for `count` cards as `name`, about `about`; returns True when it
    gave them all, False when it declined. `verb` says whether the answer is used (a
    Dodge cancelling a Slash) or played (a Slash in a Duel): skills care (§3)."""

    __slots__ = ("seat", "name", "count", "about", "verb")

    def __init__(self, seat: int, name: str, about: str, count: int = 1,
                 verb: str = "use") -> None:
        super().__init__()
        self.seat, self.name, self.about, self.count, self.verb = seat, name, about, count, verb

    def run(self, state: SgsState) -> None:
        if not state.seats[self.seat].alive:
            state.pop(False)
            return
        state.ask(Response(self.seat, about=self.about))

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [*answers(state, seat, self.name), Pass(seat)]

    def answer(self, state: SgsState, action: Action) -> None:
        if isinstance(action, Pass):
            state.emit("decline", action.seat, name=self.name, about=self.about)
            state.pop(False)
            return
        state.lose(action.seat, action.cards)
        state.to_discard(action.cards)
        state.emit(self.verb, action.seat, cards=[state.code(c) for c in action.cards],
                   name=self.name, targets=[], skill=action.skill, answer=True)
        self.count -= 1
        if self.count == 0:
            state.pop(True)


class CardEffect(Step):
    """A used card's effect: by `user` on `targets`; its cards wait in the processing
    area until the effect is over, then go to the discard pile."""

    __slots__ = ("user", "targets", "cards")

    def __init__(self, user: int, targets: tuple[int, ...], cards: tuple[int, ...]) -> None:
        super().__init__()
        self.user, self.targets, self.cards = user, targets, cards

    def done(self, state: SgsState) -> None:
        left = [c for c in self.cards if c in state.processing]
        for c in left:
            state.processing.remove(c)
        state.to_discard(left)
        state.pop()


class SlashEffect(CardEffect):
    """The target must use a Dodge or take 1 damage from the user."""

    __slots__ = ()

    def run(self, state: SgsState) -> None:
        from game.games.sanguosha.damage import Damage
        target = self.targets[0]
        if self.stage == 0:
            self.stage = 1
            state.push(Demand(target, "dodge", "slash"))
        elif self.stage == 1:
            self.stage = 2
            if not state.returned and state.seats[target].alive:
                state.push(Damage(self.user, target, 1, self.cards))
        else:
            self.done(state)


class PeachEffect(CardEffect):
    """The user recovers 1 health."""

    __slots__ = ()

    def run(self, state: SgsState) -> None:
        recover(state, self.user, 1)
        self.done(state)


def recover(state: SgsState, seat: int, amount: int) -> None:
    """Health back, never above the maximum (§5)."""
    s = state.seats[seat]
    gained = min(amount, s.max_hp - s.hp)
    s.hp += gained
    state.emit("recover", seat, amount=gained, hp=s.hp)
