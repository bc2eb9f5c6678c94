"""Guan Dan's hard player searches (ai_search on the core's SearchAgent): it answers only
legal actions through `decide` (with worlds) in every phase, its roll-out policy plays
legal moves in sampled worlds to the end, it stops at its world limit or its budget
(an injected clock), repeats itself for a seed, and values a hand as its team's levels.
How long a decision takes is the bench's (`python -m game.bench gd-ai-time`)."""

from __future__ import annotations

import random

from game.core.agents import RandomAgent
from game.core.search import SearchAgent, decide
from game.games.guandan import ai, ai_search, rules
from game.games.guandan.levels import HandSetup
from game.games.guandan.model import FACES, GdState
from game.games.guandan.rules import ACE
from tests.guandan.helpers import pass_, play, rigged


def random_setup(rng: random.Random) -> HandSetup:
    """A first hand now and then, else a tribute from a random finishing order at
    random levels (so the wild hearts change)."""
    if rng.random() < 0.2:
        return HandSetup()
    order = list(range(4))
    rng.shuffle(order)
    return HandSetup((rng.randint(2, ACE), rng.randint(2, ACE)), order[0] % 2, tuple(order))


def test_hard_is_a_search_over_the_counting_players_guess():
    agent = ai.make_agent("hard", 3)
    assert isinstance(agent, SearchAgent) and agent.level == "hard"
    state = GdState.new(5)
    seat = state.to_act
    legal = state.legal_actions(seat)
    # Without worlds it answers its first candidate: the counting player's choice.
    assert agent.choose(state.observation(seat), legal) == \
        ai.CountingAgent(3).choose(state.observation(seat), legal)


def test_hard_answers_only_legal_actions_through_decide_in_every_phase():
    phases: set[str] = set()
    searched = 0
    for seed in range(4):
        rng = random.Random(seed)
        setup = random_setup(rng)
        state = GdState.new(300 + seed, "std", setup)
        hard = ai_search.hard_agent(seed, max_worlds=1, time_budget=1e9)
        others = RandomAgent(seed)
        seats = {setup.previous[0] if setup.previous else seed % 4}  # a receiver returns
        while not state.is_terminal():
            seat = state.to_act
            legal = state.legal_actions(seat)
            agent = hard if seat in seats else others
            action = decide(agent, state, seat, legal)
            assert any(action is a for a in legal), action
            if seat in seats:
                phases.add(state.phase)
                searched += agent.last_worlds
            state.apply(action)
    assert phases == {"return", "play"} and searched > 0


def test_the_rollout_plays_legal_moves_in_sampled_worlds_to_the_end():
    """At states of random playouts (every level rank, tributes), each seat's world:
    the roll-out's move is one the model lists, and roll-outs end the hand."""
    moves = 0
    for seed in range(8):
        rng = random.Random(seed)
        state = GdState.new(400 + seed, "std", random_setup(rng))
        agent = RandomAgent(seed)
        step = 0
        while not state.is_terminal():
            seat = state.to_act
            if state.phase == "play" and step % 9 == 0:
                world = state.determinize(seat, rng)
                while not world.is_terminal():
                    who = world.to_act
                    action = ai_search.rollout(world, who, rng)
                    assert _legal(world, action), action
                    world.apply(action)
                    moves += 1
                assert world.result is not None
            state.apply(agent.choose(state.observation(seat), state.legal_actions(seat)))
            step += 1
    assert moves > 1000


def _legal(world: GdState, action) -> bool:
    """By the rules' full check (every reading tried), not the model's fast path."""
    prev = world.to_beat()
    if action.kind == "pass":
        return prev is not None
    hand = world.hands[action.seat]
    _combo, refusal = rules.why_not([FACES[c] for c in action.cards], world.level,
                                    None if prev is None else prev[0], action.reading)
    return refusal is None and len(set(action.cards)) == len(action.cards) and \
        set(action.cards) <= set(hand)


def test_the_rollout_goes_out_in_one_play_and_lets_the_partner_stand():
    state = rigged(["7S 7D 7C 9H 9S", "3S 4S", "5C 6C", "8D 8H"], leader=0, level=5)
    assert ai_search.rollout(state, 0, random.Random(0)).reading == "full_house:7"
    state = rigged(["KS 3D", "4S 4D", "QS 6C", "8D 8H"], leader=2, level=5)
    play(state, 2, "QS")
    pass_(state, 3)
    assert ai_search.rollout(state, 0, random.Random(0)).kind == "pass"


def end_game(seed: int) -> GdState:
    """A hand played by normal players until some hand is small enough to search and
    the seat to act has several candidates."""
    state = GdState.new(seed)
    agents = [ai.make_agent("normal", s) for s in range(4)]
    probe = ai_search.hard_agent(0)
    while True:
        seat = state.to_act
        legal = state.legal_actions(seat)
        if len(probe.game.candidates(state.observation(seat), legal)) > 1:
            return state
        state.apply(agents[seat].choose(state.observation(seat), legal))


def test_it_searches_the_end_game_only_and_leaves_the_partners_trick_alone():
    state = GdState.new(12)
    seat = state.to_act
    hard = ai_search.hard_agent(1, max_worlds=3, time_budget=1e9)
    decide(hard, state, seat, state.legal_actions(seat))
    assert hard.last_worlds == 0  # 27 cards each: the counting player's choice
    state = end_game(12)
    assert min(n for n in state.observation(0)["counts"] if n) <= ai_search.SEARCH_WITHIN
    state = rigged(["KS 3D 5C 7H", "4S 4D", "QS 6C", "8D 8H 9C"], leader=2, level=5)
    play(state, 2, "QS")
    pass_(state, 3)
    legal = state.legal_actions(0)
    assert len(legal) > 1 and len(hard.game.candidates(state.observation(0), legal)) == 1


def test_it_stops_at_its_world_limit_or_its_budget():
    state = end_game(12)
    seat = state.to_act
    legal = state.legal_actions(seat)
    limited = ai_search.hard_agent(1, max_worlds=3, time_budget=1e9)
    decide(limited, state, seat, legal)
    assert limited.last_worlds == 3
    candidates = limited.game.candidates(state.observation(seat), legal)
    assert len(candidates) > 1 and limited.rollouts == 3 * len(candidates)

    ticks = iter(range(1000))
    hasty = ai_search.hard_agent(1, max_worlds=50, time_budget=2.5,
                                 clock=lambda: float(next(ticks)))
    decide(hasty, state, seat, legal)
    assert hasty.last_worlds == 3  # the clock read 0 at the start, then 1, 2, 3 >= 2.5


def test_the_same_seed_searches_the_same_way():
    def hand() -> list:
        state = GdState.new(21, "std", HandSetup((6, 9), 1, (3, 1, 0, 2)))
        agents = [ai_search.hard_agent(s, max_worlds=2, time_budget=1e9) if s % 2 == 0
                  else ai.make_agent("normal", s) for s in range(4)]
        while not state.is_terminal():
            seat = state.to_act
            state.apply(decide(agents[seat], state, seat, state.legal_actions(seat)))
        assert agents[0].rollouts and agents[2].rollouts  # both searched
        return state.actions

    assert hand() == hand()


def test_a_hand_is_worth_its_teams_levels_and_a_match_more():
    state = rigged(["3S", "9S 9D", "4S", "TS TD"], leader=0, level=5)
    play(state, 0, "3S")
    pass_(state, 1)
    play(state, 2, "4S")  # 接风: seat 2 led after his partner went out; 1st + 2nd
    assert state.result["deltas"] == [3, -3, 3, -3]
    assert [ai_search.value(state, s) for s in range(4)] == [3.0, -3.0, 3.0, -3.0]

    at_ace = HandSetup((ACE, 9), 0, None)
    state = rigged(["3S", "9S 9D", "4S", "TS TD"], leader=0, setup=at_ace)
    play(state, 0, "3S")
    pass_(state, 1)
    play(state, 2, "4S")
    assert state.result["match_won"]
    assert ai_search.value(state, 0) == 3 + ai_search.MATCH_BONUS
    assert ai_search.value(state, 1) == -3 - ai_search.MATCH_BONUS
