"""The tricks (§6): each one's effect, and the Nullification window every trick meets
for each seat it is about to affect.

A trick used on several seats (Barbarian Invasion, Arrow Barrage, Peach Garden,
Harvest) affects them one at a time in turn order, each after its own window, so a
Nullification spares one seat only. Delayed tricks (Indulgence, Lightning) wait in a
judgement area and meet their window when judged (`judgement_phase.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Response, Turn
from game.core.protocol import Action
from game.games.sanguosha.actions import HAND_CARD, ChooseCard, Pass, Respond, TakeCard
from game.games.sanguosha.basic import CardEffect, Demand, SlashEffect, answers, recover
from game.games.sanguosha.flow import Step

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

EX_NIHILO_DRAW = 2


class Nullify(Step):
    """Every living seat, in turn order from the seat whose turn it is, may use a
    Nullification on `trick` about to affect `target`; a Nullification used opens the
    same window against itself (a chain). Returns True when the trick is cancelled."""

    __slots__ = ("trick", "target", "cancelled", "asked")

    def __init__(self, trick: str, target: int) -> None:
        super().__init__()
        self.trick, self.target = trick, target
        self.cancelled = False
        self.asked: tuple[int, ...] = ()

    def public(self) -> dict:
        return {"step": "Nullify", "trick": self.trick, "target": self.target,
                "cancelled": self.cancelled}

    def run(self, state: SgsState) -> None:
        if self.stage == 0:
            self.stage = 1
            self.asked = tuple(state.living())
        if not self.asked:
            state.pop(self.cancelled)
            return
        about = "nullify_nullification" if self.cancelled else f"nullify_{self.trick}"
        state.ask(Response(self.asked[0], self.asked[1:], about=about))

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [*answers(state, seat, "nullification"), Pass(seat)]

    def answer(self, state: SgsState, action: Action) -> None:
        if isinstance(action, Pass):
            self.asked = self.asked[1:]
            return
        state.spend(action.seat, action.cards, "use", card_name="nullification",
                    targets=[self.target], skill=action.skill, answer=True,
                    against=self.trick, cancels=not self.cancelled)
        self.cancelled = not self.cancelled
        self.asked = tuple(state.living())  # the window opens again, against it
        from game.games.sanguosha.abilities import Moment, raise_moment
        raise_moment(state, Moment("trick_used", action.seat, cards=action.cards))  # Wisdom


class Trick(CardEffect):
    """A trick on its targets one at a time: the window, then `affect` unless cancelled
    (it may push steps: they run before the next target)."""

    __slots__ = ("index",)
    name = ""

    def __init__(self, user: int, targets: tuple[int, ...], cards: tuple[int, ...]) -> None:
        super().__init__(user, targets, cards)
        self.index = 0

    def run(self, state: SgsState) -> None:
        if self.stage == 0 and self.index == 0:
            self.begin(state)
        while self.index < len(self.targets):
            target = self.targets[self.index]
            if self.stage == 0:
                if not self.applies(state, target):
                    self.index += 1
                    continue
                self.stage = 1
                state.push(Nullify(self.name, target))
                return
            if self.stage == 1:
                self.stage = 2
                if not state.returned:
                    self.affect(state, target)
                    if state.stack[-1] is not self:
                        return
            self.after(state, target, state.returned)
            if state.stack[-1] is not self:
                return
            self.stage, self.index = 0, self.index + 1
        self.end(state)
        self.done(state)

    def begin(self, state: SgsState) -> None:
        """Before the first target (Harvest lays its cards out)."""

    def applies(self, state: SgsState, target: int) -> bool:
        """Whether the trick still has something to do to `target` (alive, a card to
        take, a wound to heal)."""
        return state.seats[target].alive

    def affect(self, state: SgsState, target: int) -> None:
        raise NotImplementedError

    def after(self, state: SgsState, target: int, result: object) -> None:
        """Once `affect`'s steps are done (their result given)."""

    def end(self, state: SgsState) -> None:
        """After the last target."""


class ExNihilo(Trick):
    __slots__ = ()
    name = "ex_nihilo"

    def affect(self, state: SgsState, target: int) -> None:
        state.draw(target, EX_NIHILO_DRAW)


class TakeFrom(Step):
    """`taker` picks one of `owner`'s cards: a hand card blind, or an equipped or judged
    one; `keep` puts it in the taker's hand (Snatch), else it is discarded (Dismantle)."""

    __slots__ = ("taker", "owner", "keep")

    def __init__(self, taker: int, owner: int, keep: bool) -> None:
        super().__init__()
        self.taker, self.owner, self.keep = taker, owner, keep

    def run(self, state: SgsState) -> None:
        if state.seats[self.owner].all_cards():
            state.ask(Turn(self.taker))
        else:
            state.pop()

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        owner = state.seats[self.owner]
        blind = [TakeCard(seat, self.owner, HAND_CARD)] if owner.hand else []
        return blind + [TakeCard(seat, self.owner, c)
                        for c in [*owner.equipment.values(), *owner.judging]]

    def answer(self, state: SgsState, action: Action) -> None:
        owner = state.seats[self.owner]
        blind = action.card == HAND_CARD
        card = state.rng.choice(owner.hand) if blind else action.card
        state.lose(self.owner, [card])
        code = state.code(card)
        if self.keep:
            if blind:  # only the two of them see which card it was
                state.pass_face_down(self.owner, self.taker, [card])
                state.emit("take", self.taker, {self.taker: {"card": code},
                                                 self.owner: {"card": code}},
                           owner=self.owner, blind=True)
            else:
                state.take_face_up(self.taker, [card], owner=self.owner)
        else:
            state.to_discard([card])
            state.emit("dismantle", self.taker, owner=self.owner, card=code, blind=blind)
        state.pop()


class Dismantle(Trick):
    __slots__ = ()
    name = "dismantle"

    def applies(self, state: SgsState, target: int) -> bool:
        return bool(state.seats[target].all_cards())

    def affect(self, state: SgsState, target: int) -> None:
        state.push(TakeFrom(self.user, target, keep=False))


class Snatch(Dismantle):
    __slots__ = ()
    name = "snatch"

    def affect(self, state: SgsState, target: int) -> None:
        state.push(TakeFrom(self.user, target, keep=True))


class DuelFight(Step):
    """From `first`, the two play Slashes in turn (two each time against Peerless); who
    does not takes 1 damage from the other."""

    __slots__ = ("first", "second", "turn")

    def __init__(self, first: int, second: int) -> None:
        super().__init__()
        self.first, self.second, self.turn = first, second, first

    def run(self, state: SgsState) -> None:
        from game.games.sanguosha import abilities
        from game.games.sanguosha.damage import Damage
        other = self.second if self.turn == self.first else self.first
        if self.stage == 0:
            self.stage = 1
            count = abilities.duel_slashes(state, other, self.turn)
            state.push(Demand(self.turn, "slash", "duel", count=count, verb="play",
                              source=other))
            return
        if state.returned:
            self.turn, self.stage = other, 0
            return
        state.pop()
        state.push(Damage(other, self.turn, 1 + abilities.damage_bonus(state, other, "duel")))


class Duel(Trick):
    __slots__ = ()
    name = "duel"

    def affect(self, state: SgsState, target: int) -> None:
        state.push(DuelFight(target, self.user))


class Collateral(Trick):
    """targets = (the weapon holder, his victim): he must use a Slash on the victim or
    hand his weapon to the user."""

    __slots__ = ()
    name = "collateral"

    def run(self, state: SgsState) -> None:
        holder, victim = self.targets
        if self.stage == 0:
            self.stage = 1
            state.push(Nullify(self.name, holder))
        elif self.stage == 1:
            self.stage = 2
            if state.returned or not state.seats[holder].alive:
                self.done(state)
            elif state.seats[victim].alive and state.in_attack_range(holder, victim):
                state.push(Demand(holder, "slash", "collateral", verb="use", source=self.user))
            else:
                state.returned = False  # no Slash possible: the weapon goes
        elif self.stage == 2:
            self.stage = 3
            if state.returned:  # the Slash he gave is used on the victim
                slash = state.discard.pop()
                state.processing.append(slash)
                state.push(SlashEffect(holder, (victim,), (slash,)))
            else:
                self._give_weapon(state, holder)
        else:
            self.done(state)

    def _give_weapon(self, state: SgsState, holder: int) -> None:
        weapon = state.seats[holder].equipment.get("weapon")
        if weapon is None or not state.seats[self.user].alive:
            return
        state.lose(holder, [weapon])
        state.take_face_up(self.user, [weapon], owner=holder)


class MassDemand(Trick):
    """Every other seat must play `wanted` or take 1 damage from the user."""

    __slots__ = ()
    wanted = ""

    def affect(self, state: SgsState, target: int) -> None:
        state.push(Demand(target, self.wanted, self.name, verb="play", source=self.user))

    def after(self, state: SgsState, target: int, result: object) -> None:
        from game.games.sanguosha.damage import Damage
        if self.stage == 2 and result is False and state.seats[target].alive:
            self.stage = 3
            state.push(Damage(self.user, target, 1))


class BarbarianInvasion(MassDemand):
    __slots__ = ()
    name, wanted = "barbarian_invasion", "slash"


class ArrowBarrage(MassDemand):
    __slots__ = ()
    name, wanted = "arrow_barrage", "dodge"


class PeachGarden(Trick):
    __slots__ = ()
    name = "peach_garden"

    def applies(self, state: SgsState, target: int) -> bool:
        return state.seats[target].alive and state.seats[target].wounded

    def affect(self, state: SgsState, target: int) -> None:
        recover(state, target, 1)


class Harvest(Trick):
    """As many deck cards as targets are laid out face up; each target, in turn order
    from the user, takes one; what is left is discarded."""

    __slots__ = ("laid_out",)
    name = "harvest"

    def begin(self, state: SgsState) -> None:
        self.laid_out = tuple(state.take_top() for _ in self.targets)
        state.processing += self.laid_out
        state.emit("laid_out", self.user, cards=[state.code(c) for c in self.laid_out])

    def applies(self, state: SgsState, target: int) -> bool:
        return state.seats[target].alive and bool(self.left(state))

    def left(self, state: SgsState) -> list[int]:
        return [c for c in self.laid_out if c in state.processing]

    def affect(self, state: SgsState, target: int) -> None:
        state.push(HarvestPick(target, tuple(self.left(state))))

    def end(self, state: SgsState) -> None:
        left = self.left(state)
        for c in left:
            state.processing.remove(c)
        state.to_discard(left)


class HarvestPick(Step):
    __slots__ = ("seat", "choices")

    def __init__(self, seat: int, choices: tuple[int, ...]) -> None:
        super().__init__()
        self.seat, self.choices = seat, choices

    def run(self, state: SgsState) -> None:
        state.ask(Turn(self.seat))

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [ChooseCard(seat, c) for c in self.choices]

    def answer(self, state: SgsState, action: Action) -> None:
        state.processing.remove(action.card)
        state.take_face_up(self.seat, [action.card])
        state.pop()


class PlaceDelayed(CardEffect):
    """A delayed trick goes into its target's judgement area, to be judged there."""

    __slots__ = ()

    def run(self, state: SgsState) -> None:
        target = self.targets[0]
        card = self.cards[0]
        state.processing.remove(card)
        state.seats[target].judging.append(card)
        state.pop()


__all__ = ["Nullify", "ExNihilo", "Dismantle", "Snatch", "Duel", "Collateral",
           "BarbarianInvasion", "ArrowBarrage", "PeachGarden", "Harvest", "PlaceDelayed",
           "Respond"]
