"""Bao Huang's hard level: the core search with Bao Huang's roll-out policy, candidates
and value (game/games/baohuang/ai_search.py). How long a decision takes and how strong
it plays are the benches' (`python -m game.bench bh-ai-time`, `bh-ai-strength`)."""

from __future__ import annotations

import random

import pytest

from game.core.agents import RandomAgent
from game.core.search import SearchAgent, decide
from game.games.baohuang import ai
from game.games.baohuang.ai_search import (
    FIRST_MARGIN,
    Candidates,
    make_search_agent,
    rollout,
    value,
)
from game.games.baohuang.model import BhState, Pass, Play

VARIANTS = ("ls", "classic+roast", "ls+hold6+roast", "ls+wh165+hold6")


def ranks_of(state: BhState, action) -> tuple | None:
    if not isinstance(action, Play):
        return None
    return tuple(sorted(state.rank_of[c] for c in action.cards))


def same_move(state: BhState, action, legal) -> bool:
    """A legal action, or a play of the same ranks as one (suits never matter)."""
    if action in legal:
        return True
    return isinstance(action, Play) and any(
        ranks_of(state, action) == ranks_of(state, a) for a in legal)


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_rollout_policy_makes_only_legal_moves(variant):
    """Every seat played by the roll-out policy, whole hands from several deals: each move
    is one the rules offer (by ranks for a play), and the hand ends with a score."""
    for seed in range(6):
        state = BhState.new(seed, variant)
        rng = random.Random(seed)
        while not state.is_terminal():
            seat = state.to_act
            action = rollout(state, seat, rng)
            assert same_move(state, action, state.legal_actions(seat)), (seed, action)
            state.apply(action)
        assert sum(state.returns()) == 0


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_hard_agent_returns_only_legal_actions_in_every_phase(variant):
    """Random playouts from several seeds with one searching seat, asked as a table asks
    it (`decide`: worlds from determinize): first the emperor-card holder, then the
    seats after him, so it meets the emperor, declare and play phases; every answer is
    one of the legal objects."""
    phases = set()
    for seed in range(4):
        state = BhState.new(seed, variant)
        hard_seat = (state.to_act + seed) % 5
        hard = make_search_agent(seed, time_budget=1e9, max_worlds=2)
        others = RandomAgent(seed)
        while not state.is_terminal():
            seat = state.to_act
            legal = state.legal_actions(seat)
            if seat == hard_seat:
                action = decide(hard, state, seat, legal)
                assert any(action is a for a in legal), action
                if hard.last_worlds:
                    phases.add(state.phase)
            else:
                action = others.choose(state.observation(seat), legal)
            state.apply(action)
        assert sum(state.returns()) == 0
    assert phases == {"emperor", "declare", "play"}, phases
    assert hard.rollouts > 0


def test_the_emperor_decision_is_searched():
    state = BhState.new(0, "ls")
    hard = make_search_agent(0, time_budget=1e9, max_worlds=2)
    legal = state.legal_actions(state.to_act)
    assert {a.kind for a in legal} == {"ascend", "abdicate"}
    assert decide(hard, state, state.to_act, legal) in legal
    assert hard.last_worlds == 2


def mid_hand(seed: int, steps: int = 40) -> BhState:
    state = BhState.new(seed, "ls")
    agents = [ai.make_agent("normal", seed * 5 + s) for s in range(5)]
    for _ in range(steps):
        seat = state.to_act
        state.apply(agents[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state


def test_it_stops_at_its_world_limit_or_its_budget():
    state = BhState.new(1, "ls")  # the emperor card's holder: ascend or abdicate
    seat = state.to_act
    legal = state.legal_actions(seat)
    limited = make_search_agent(1, time_budget=1e9, max_worlds=3)
    decide(limited, state, seat, legal)
    assert limited.last_worlds == 3

    ticks = iter(range(1000))
    hasty = make_search_agent(1, time_budget=2.5, max_worlds=50)
    hasty.clock = lambda: float(next(ticks))
    decide(hasty, state, seat, legal)
    assert hasty.last_worlds == 3  # the clock read 0 at the start, then 1, 2, 3 >= 2.5


def test_it_repeats_itself_for_a_seed_when_the_world_limit_comes_first():
    def run() -> list:
        state = BhState.new(5, "ls+hold6+roast")
        agents = [make_search_agent(5 * 7 + s, time_budget=1e9, max_worlds=2)
                  if s in (1, 3) else ai.make_agent("normal", s) for s in range(5)]
        while not state.is_terminal():
            seat = state.to_act
            state.apply(decide(agents[seat], state, seat, state.legal_actions(seat)))
        return [a.to_json() for a in state.actions]

    assert run() == run()


def test_candidates_are_the_heuristics_choice_then_a_few_legal_others():
    """A lead with dozens of legal plays is pruned to a handful, the card-counting
    heuristic's choice first; a follow offers the pass. Early in the hand (every hand
    above `play_at` cards) a play is the heuristic's alone."""
    state = mid_hand(2, 0)
    while state.phase != "play":
        seat = state.to_act
        state.apply(ai.make_agent("normal").choose(state.observation(seat),
                                                    state.legal_actions(seat)))
    seat = state.to_act
    legal = state.legal_actions(seat)
    early = Candidates(ai.HardAgent(0))(state.observation(seat), legal)
    assert early == [ai.HardAgent(0).choose(state.observation(seat), legal)]  # no search yet
    candidates = Candidates(ai.HardAgent(0), play_at=99)
    found = candidates(state.observation(seat), legal)
    assert len(legal) > 50 and 2 <= len(found) <= 5
    assert found[0] == ai.HardAgent(0).choose(state.observation(seat), legal)
    assert all(any(c is a for a in legal) for c in found)
    assert len(set(found)) == len(found)
    state.apply(found[-1])
    seat = state.to_act
    legal = state.legal_actions(seat)
    found = candidates(state.observation(seat), legal)
    if len(legal) > 1:
        assert any(isinstance(c, Pass) for c in found)


def test_the_value_is_the_seats_score_for_the_hand():
    state = BhState.new(4, "ls")
    rng = random.Random(4)
    while not state.is_terminal():
        state.apply(rollout(state, state.to_act, rng))
    assert any(state.returns())
    for seat in range(5):
        assert value(state, seat) == state.result["deltas"][seat]


def test_the_first_guess_of_a_play_keeps_a_head_start():
    """A world that tried the heuristic's play is worth FIRST_MARGIN more to the seat, so
    another play must beat it clearly; the emperor's and declarations' choices get none."""
    state = mid_hand(6)
    seat = state.to_act
    legal = state.legal_actions(seat)
    candidates = Candidates(ai.HardAgent(0), play_at=99)
    found = candidates(state.observation(seat), legal)
    assert len(found) >= 2
    worth = []
    for action in found[:2]:
        world = state.clone()
        world.apply(action)
        worth.append(candidates.value(world, seat) - value(world, seat))
    assert worth == [FIRST_MARGIN, 0.0]

    opening = BhState.new(6, "ls")
    holder = opening.to_act
    found = candidates(opening.observation(holder), opening.legal_actions(holder))
    world = opening.clone()
    world.apply(found[0])
    assert candidates.value(world, holder) == value(world, holder)


def test_without_worlds_it_answers_with_the_heuristic():
    state = mid_hand(3)
    seat = state.to_act
    legal = state.legal_actions(seat)
    hard = ai.make_agent("hard", 3)
    assert isinstance(hard, SearchAgent)
    assert hard.choose(state.observation(seat), legal) == \
        ai.HardAgent(3).choose(state.observation(seat), legal)
