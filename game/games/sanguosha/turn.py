"""A turn (§3): start, judgement, draw 2, play, discard down to health, end; then the
next living seat in turn order. If the seat whose turn it is dies, its turn ends at
once (`end_turn_now`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.decisions import Turn
from game.core.protocol import Action
from game.games.sanguosha import abilities
from game.games.sanguosha.abilities import ABILITIES, Moment, raise_moment
from game.games.sanguosha.actions import Discard, EndPlay, UseSkill
from game.games.sanguosha.characters import SKILLS
from game.games.sanguosha.flow import SeatStep
from game.games.sanguosha.judgement_phase import JudgementPhase
from game.games.sanguosha.play import play_options, start_use

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

DRAW_PHASE_CARDS = 2
PHASES = ("start", "judgement", "draw", "play", "discard", "end")


class TurnStep(SeatStep):
    __slots__ = ()

    def run(self, state: SgsState) -> None:
        if self.stage == len(PHASES):
            state.pop()
            state.push(TurnStep(state.next_living(self.seat)))
            return
        phase = PHASES[self.stage]
        self.stage += 1
        if phase == "start":
            state.current = self.seat
            state.slashes_used = 0
            state.skip_play = state.skip_discard = state.slashed_in_play = False
            state.used_skills = set()
            state.turn_counts = {}
            state.emit("turn", self.seat)
        state.phase = phase
        state.emit("phase", self.seat, phase=phase)
        if phase in ("start", "end"):  # Stargaze, Goddess Luo; Close the Moon
            raise_moment(state, Moment(f"turn_{phase}", self.seat))
        elif phase == "judgement":
            state.push(JudgementPhase(self.seat))
        elif phase == "draw":
            state.push(DrawPhase(self.seat))
        elif phase == "play" and not state.skip_play:
            state.push(PlayPhase(self.seat))
        elif phase == "discard":
            state.push(DiscardPhase(self.seat))


def end_turn_now(state: SgsState) -> None:
    """The seat whose turn it is has died: drop every step of its turn; the next turn
    starts from the next living seat."""
    index = max(i for i, step in enumerate(state.stack) if isinstance(step, TurnStep))
    turn = state.stack[index]
    del state.stack[index:]
    state.push(TurnStep(state.next_living(turn.seat)))


class DrawPhase(SeatStep):
    """Draw two; abilities answering "draw_phase" may change how many (Heroic,
    Bare-chested) or take cards instead (Surprise Raid) through `state.draw_count`."""

    __slots__ = ()

    def run(self, state: SgsState) -> None:
        if self.stage == 0:
            self.stage = 1
            state.draw_count = DRAW_PHASE_CARDS
            raise_moment(state, Moment("draw_phase", self.seat))
            return
        if state.draw_count > 0:
            state.draw(self.seat, state.draw_count)
        state.pop()


class PlayPhase(SeatStep):
    """The seat uses cards one after another until it ends its play phase."""

    __slots__ = ()

    def run(self, state: SgsState) -> None:
        state.ask(Turn(self.seat))

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [*play_options(state, seat), *abilities.play_actions(state, seat), EndPlay(seat)]

    def answer(self, state: SgsState, action: Action) -> None:
        if isinstance(action, EndPlay):
            state.used_skills = set()  # "once per play phase"
            state.pop()
        elif isinstance(action, UseSkill):
            if SKILLS[action.skill].once_per_phase:
                state.used_skills.add(action.skill)
            codes = [state.code(c) for c in action.cards]
            if ABILITIES[action.skill].hides_cards:  # handed over face down
                seen = {s: {"cards": codes} for s in (action.seat, *action.targets)}
                state.emit("use_skill", action.seat, seen, skill=action.skill,
                           targets=list(action.targets), count=len(codes))
            else:
                state.emit("use_skill", action.seat, skill=action.skill,
                           targets=list(action.targets), cards=codes)
            ABILITIES[action.skill].start(state, action)
        else:
            start_use(state, action)


class DiscardPhase(SeatStep):
    """Discard down to one's health, one card at a time (§3); none when within it."""

    __slots__ = ()

    def excess(self, state: SgsState) -> int:
        seat = state.seats[self.seat]
        return len(seat.hand) - max(seat.hp, 0)

    def run(self, state: SgsState) -> None:
        if self.stage == 0:  # Self-restraint may skip it
            self.stage = 1
            raise_moment(state, Moment("discard_phase", self.seat))
        elif self.excess(state) > 0 and not state.skip_discard:
            state.ask(Turn(self.seat))
        else:
            state.pop()

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [Discard(seat, (c,)) for c in sorted(state.seats[seat].hand)]

    def answer(self, state: SgsState, action: Action) -> None:
        state.spend(action.seat, action.cards)
