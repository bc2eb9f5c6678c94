"""Setup (§2): the lord picks his character among Liu Bei, Cao Cao, Sun Quan and two
others and shows it; every other seat then gets three candidates (two at ten seats)
from the rest and picks one in secret; all are shown together, health is set (the lord
+1 from five players) and each seat draws four cards. The lord's turn comes first."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.core.decisions import Simultaneous, Turn
from game.core.protocol import Action
from game.games.sanguosha.actions import PickCharacter
from game.games.sanguosha.characters import BY_KEY, CHARACTERS, LORD_CHOICES
from game.games.sanguosha.flow import Step
from game.games.sanguosha.identities import LORD, max_hp

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

LORD_EXTRA = 2  # random candidates the lord sees beside the three lords


def candidates_each(players: int) -> int:
    """Three candidates a seat; two at ten seats, where three would need more than 24."""
    return 2 if players == 10 else 3


class ChooseCharacters(Step):
    __slots__ = ()

    def run(self, state: SgsState) -> None:
        lord = state.current
        if self.stage == 0:
            others = [c.key for c in CHARACTERS if c.key not in LORD_CHOICES]
            state.candidates = {lord: LORD_CHOICES + tuple(state.rng.sample(others, LORD_EXTRA))}
            state.emit("candidates", lord, {lord: {"candidates": list(state.candidates[lord])}})
            self.stage = 1
        if self.stage == 1:
            if lord not in state.picks:
                state.ask(Turn(lord))
                return
            self._deal_candidates(state)
            self.stage = 2
        if self.stage == 2:
            waiting = tuple(s for s in range(state.players) if s not in state.picks)
            if waiting:
                state.ask(Simultaneous(waiting))
                return
            self._reveal(state)

    def _deal_candidates(self, state: SgsState) -> None:
        lord = state.current
        pool = [c.key for c in CHARACTERS if c.key != state.picks[lord]]
        state.rng.shuffle(pool)
        n = candidates_each(state.players)
        state.candidates = {}  # the lord's others go back into the pool
        for i, seat in enumerate(s for s in state.living(lord) if s != lord):
            state.candidates[seat] = tuple(pool[i * n:(i + 1) * n])
        state.emit("candidates", None, {s: {"candidates": list(keys)}
                                        for s, keys in state.candidates.items()})

    def _reveal(self, state: SgsState) -> None:
        for s, key in state.picks.items():
            seat = state.seats[s]
            seat.character = key
            seat.max_hp = seat.hp = max_hp(BY_KEY[key].max_hp, seat.identity, state.players)
        state.emit("characters", None, characters=[s.character for s in state.seats],
                   hp=[s.hp for s in state.seats])
        state.candidates, state.picks = {}, {}
        state.phase = "play"
        from game.games.sanguosha.model import HAND_SIZE_AT_START
        from game.games.sanguosha.turn import TurnStep
        for s in state.living(state.current):
            state.draw(s, HAND_SIZE_AT_START)
        state.pop()
        state.push(TurnStep(state.current))

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        if seat in state.picks:
            return []
        return [PickCharacter(seat, key) for key in state.candidates.get(seat, ())]

    def answer(self, state: SgsState, action: Action) -> None:
        state.picks[action.seat] = action.character
        if state.seats[action.seat].identity == LORD:
            state.seats[action.seat].character = action.character  # shown at once
            state.emit("lord_picked", action.seat, character=action.character)
        else:
            state.emit("picked", action.seat)  # that it chose is public; what is not


def redraw_candidates(world: SgsState, seat: int, rng: random.Random) -> None:
    """During setup: the candidates and pending picks `seat` cannot see, drawn again
    from the characters it cannot place (the lord's shown pick and its own stay)."""
    lord = world.current
    shown = {world.picks[lord]} if lord in world.picks and lord != seat else set()
    mine = set(world.candidates.get(seat, ()))
    if lord not in world.picks:
        if seat == lord:
            return
        pool = [c.key for c in CHARACTERS if c.key not in LORD_CHOICES and c.key not in mine]
        world.candidates[lord] = LORD_CHOICES + tuple(rng.sample(pool, LORD_EXTRA))
        return
    pool = [c.key for c in CHARACTERS if c.key not in shown | mine]
    if seat == lord:
        pool = [k for k in pool if k != world.picks[lord]]
    rng.shuffle(pool)
    for s in sorted(world.candidates):
        if s in (seat, lord):
            continue
        n = len(world.candidates[s])
        world.candidates[s], pool = tuple(pool[:n]), pool[n:]
        if s in world.picks:
            world.picks[s] = rng.choice(world.candidates[s])
