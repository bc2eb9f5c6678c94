"""Damage, dying and death (§5).

Damage lowers health; at 0 or less the seat is dying: from the seat whose turn it is,
round in turn order, every living seat (the dying one too) may use Peaches on it until
its health is 1 again; if nobody does, it dies. A death shows the identity, discards
everything the seat had, and is followed at once by the win check; then the killer's
reward or penalty (a rebel's killer draws 3; a lord who kills a loyalist discards
everything). A seat that dies on its own turn ends it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Response
from game.core.protocol import Action
from game.games.sanguosha import abilities
from game.games.sanguosha.actions import Pass, Respond
from game.games.sanguosha.basic import answers, recover
from game.games.sanguosha.flow import Step
from game.games.sanguosha.identities import kill_reward, winner

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


class Damage(Step):
    """`source` (None: no source, like Lightning) deals `amount` to `target`."""

    __slots__ = ("source", "target", "amount", "cards")

    def __init__(self, source: int | None, target: int, amount: int,
                 cards: tuple[int, ...] = ()) -> None:
        super().__init__()
        self.source, self.target, self.amount, self.cards = source, target, amount, cards

    def run(self, state: SgsState) -> None:
        seat = state.seats[self.target]
        if self.stage == 0:
            self.stage = 1
            seat.hp -= self.amount
            if self.source is not None and self.source != self.target:
                state.acts.append((self.source, self.target, "damage"))
            state.emit("damage", self.target, source=self.source, amount=self.amount,
                       hp=seat.hp)
            if seat.hp <= 0:
                state.push(Dying(self.target, self.source))
                return
        state.pop()
        if seat.alive:  # Villainous Hero, Feedback, Unyielding, Bequeathed Strategy
            from game.games.sanguosha.abilities import Moment, raise_moment
            raise_moment(state, Moment("after_damaged", self.target, source=self.source,
                                       amount=self.amount, cards=self.cards))


class Dying(Step):
    """Peaches are asked for round the table until the seat is at 1 health or all pass."""

    __slots__ = ("seat", "killer", "asked")

    def __init__(self, seat: int, killer: int | None) -> None:
        super().__init__()
        self.seat, self.killer = seat, killer
        self.asked: tuple[int, ...] = ()  # seats still to ask, the one asked now first

    def run(self, state: SgsState) -> None:
        if self.stage == 0:
            self.stage = 1
            self.asked = tuple(state.living())
            state.emit("dying", self.seat, hp=state.seats[self.seat].hp)
        if state.seats[self.seat].hp > 0:
            state.emit("saved", self.seat)
            state.pop(True)
        elif not self.asked:
            state.pop(False)
            state.push(Death(self.seat, self.killer))
        else:
            state.ask(Response(self.asked[0], self.asked[1:], about="dying"))

    def public(self) -> dict:
        return {"step": "Dying", "seat": self.seat}

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [*answers(state, seat, "peach"), Pass(seat)]

    def answer(self, state: SgsState, action: Action) -> None:
        if isinstance(action, Pass):
            self.asked = self.asked[1:]
            return
        assert isinstance(action, Respond)
        state.spend(action.seat, action.cards, "use", card_name="peach", targets=[self.seat],
                    skill=action.skill, answer=True)
        if action.seat != self.seat:
            state.acts.append((action.seat, self.seat, "help"))
        recover(state, self.seat, 1 + abilities.peach_bonus(state, self.seat, action.seat))


class Death(Step):
    __slots__ = ("seat", "killer")

    def __init__(self, seat: int, killer: int | None) -> None:
        super().__init__()
        self.seat, self.killer = seat, killer

    def run(self, state: SgsState) -> None:
        from game.games.sanguosha.turn import end_turn_now
        dead = state.seats[self.seat]
        dead.alive, dead.revealed = False, True
        gone = dead.all_cards()
        dead.hand, dead.equipment, dead.judging = [], {}, []
        state.to_discard(gone)
        state.emit("death", self.seat, identity=dead.identity, killer=self.killer,
                   cards=[state.code(c) for c in gone])
        won = winner([s.identity for s in state.seats], state.alive())
        if won is not None:
            state.finish(won)
            return
        state.pop()
        self._reward(state)
        if self.seat == state.current:
            end_turn_now(state)

    def _reward(self, state: SgsState) -> None:
        killer = self.killer
        if killer is None:
            return
        k = state.seats[killer]
        reward = kill_reward(state.seats[self.seat].identity, k.identity, k.alive,
                             own_death=killer == self.seat)
        if reward.draw:
            state.draw(killer, reward.draw)
        if reward.discard_all:
            gone = [*k.hand, *k.equipment.values()]
            state.lose(killer, gone)
            state.to_discard(gone)
            state.emit("penalty", killer, cards=[state.code(c) for c in gone])
