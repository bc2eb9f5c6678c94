"""Liu Bei 刘备 — Benevolence 仁德: in his play phase he may give any number of hand cards to
other players; the first time this turn his gifts reach 2 cards in total, he recovers 1 HP.
★Rouse 激将 (lord): when he needs to use or play a Slash, he may ask the other Shu
characters in turn; one may play a Slash that counts as his."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Response
from game.core.protocol import Action
from game.games.sanguosha import targeting
from game.games.sanguosha.abilities import Ability, ability
from game.games.sanguosha.actions import Pass, Respond, UseSkill
from game.games.sanguosha.basic import SlashEffect, answers, recover
from game.games.sanguosha.characters import BY_KEY, SHU
from game.games.sanguosha.flow import Step
from game.games.sanguosha.play import may_slash

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

GIFTS_TO_RECOVER = 2
RECOVERED = 1


@ability
class Benevolence(Ability):
    """One hand card to one other player per UseSkill (cards x players choices, never one
    per subset); giving several is using it again. The gifts of the turn are tallied in
    `state.turn_counts`."""

    key = "benevolence"
    hides_cards = True

    def play_actions(self, state: SgsState, seat: int) -> list[Action]:
        others = [t for t in state.living(seat + 1) if t != seat]
        return [UseSkill(seat, self.key, (c,), (t,))
                for c in sorted(state.seats[seat].hand) for t in others]

    def start(self, state: SgsState, action: Action) -> None:
        assert isinstance(action, UseSkill)
        giver, (to,) = action.seat, action.targets
        state.lose(giver, action.cards)  # his last card gone: Continuous Camps and the like
        state.pass_face_down(giver, to, action.cards)
        before = state.turn_counts.get(self.key, 0)
        given = state.turn_counts[self.key] = before + len(action.cards)
        if before < GIFTS_TO_RECOVER <= given and state.seats[giver].wounded:
            recover(state, giver, RECOVERED)


def shu_helpers(state: SgsState, lord: int) -> tuple[int, ...]:
    """The other living Shu characters, in turn order from the lord's next seat."""
    return tuple(s for s in state.living(lord + 1)
                 if s != lord and BY_KEY[state.seats[s].character].kingdom == SHU)


def rouse_just_failed(state: SgsState, lord: int) -> bool:
    """Whether the lord's last call went unanswered: the last actions are the helpers'
    passes after his Rouse (an answer's Respond or a play-phase UseSkill). Calling the
    same helpers again at once could only go round in circles (a computer player would
    repeat it forever); once anything else has happened it may be worth another try (a
    gift may have handed a helper a Slash). Read from the action log, which is copied
    with the state."""
    for action in reversed(state.log.actions):
        if not (isinstance(action, Pass) and action.seat != lord):
            return action.seat == lord and isinstance(action, Respond | UseSkill) \
                and action.skill == Rouse.key and not action.cards
    return False


@ability
class Rouse(Ability):
    """As an answer: offered as Respond(lord, (), "slash", "rouse") wherever he is asked
    for a Slash. In his play phase: UseSkill(lord, "rouse", (), (target,)) for each target
    his Slash could have while he may still Slash; a Slash given is his Slash on that
    target and counts toward his limit. A call nobody answered is not offered again
    until something else has happened (`rouse_just_failed`)."""

    key = "rouse"

    def proxy(self, state: SgsState, seat: int, name: str, verb: str) -> bool:
        return name == "slash" and bool(shu_helpers(state, seat)) \
            and not rouse_just_failed(state, seat)

    def proxy_step(self, state: SgsState, seat: int, name: str) -> Step:
        return RouseCall(seat, shu_helpers(state, seat))

    def play_actions(self, state: SgsState, seat: int) -> list[Action]:
        if not may_slash(state, seat) or not shu_helpers(state, seat) \
                or rouse_just_failed(state, seat):
            return []
        # Single targets only: the Sky Halberd's extra targets need his own last hand card.
        return [UseSkill(seat, self.key, (), targets)
                for targets in targeting.target_choices(state, seat, "slash")
                if len(targets) == 1]

    def start(self, state: SgsState, action: Action) -> None:
        assert isinstance(action, UseSkill)
        state.push(RouseCall(action.seat, shu_helpers(state, action.seat), action.targets[0]))


NO_TARGET = -1  # an answer to a demand, not a use in the play phase


class RouseCall(Step):
    """Each helper in turn may play a Slash (or what counts as one for him: Warrior
    Saint, Dragon Heart) for the lord; the first one given ends it. For an answer it goes
    to the discard pile and the step returns True (False if none came); for a use it
    becomes the lord's Slash on `target`."""

    __slots__ = ("lord", "asked", "target")

    def __init__(self, lord: int, asked: tuple[int, ...], target: int = NO_TARGET) -> None:
        super().__init__()
        self.lord, self.asked, self.target = lord, asked, target

    def run(self, state: SgsState) -> None:
        self.asked = tuple(s for s in self.asked if state.seats[s].alive)
        if not self.asked:
            state.emit("rouse_failed", self.lord)
            state.pop(False)
            return
        state.ask(Response(self.asked[0], self.asked[1:], about=Rouse.key))

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [*answers(state, seat, "slash", "play"), Pass(seat)]

    def public(self) -> dict:
        return {"step": "RouseCall", "lord": self.lord}

    def answer(self, state: SgsState, action: Action) -> None:
        if isinstance(action, Pass):
            self.asked = self.asked[1:]
            return
        assert isinstance(action, Respond)
        codes = [state.code(c) for c in action.cards]
        state.lose(action.seat, action.cards)
        state.emit("play", action.seat, cards=codes, card_name="slash", targets=[],
                   skill=action.skill, answer=True, for_seat=self.lord, via=Rouse.key)
        if state.current == self.lord and state.phase == "play":
            state.slashed_in_play = True  # his Slash, used or played (Self-restraint's test)
        if self.target == NO_TARGET:
            state.to_discard(action.cards)
            state.pop(True)
            return
        state.processing += action.cards
        state.slashes_used += 1
        state.emit("use", self.lord, cards=codes, card_name="slash", targets=[self.target],
                   skill=Rouse.key)
        state.pop(True)
        state.push(SlashEffect(self.lord, (self.target,), action.cards))
