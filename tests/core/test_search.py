"""The core search player (game/core/search.py) on Masks, the tiny test-only game."""

from __future__ import annotations

import random
import time

from game.core.agents import RandomAgent
from game.core.search import OVERRUN, SearchAgent, SearchGame, decide
from tests.core.masks import Accuse, MasksState, Pass, Shield, Vote


def play(seed: int, search_seat: int, **options) -> tuple[list[int], SearchAgent]:
    state = MasksState.new(seed)
    searcher = SearchAgent(SearchGame(), seed=seed, time_budget=1e9, **options)
    others = RandomAgent(seed)
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        agent = searcher if seat == search_seat else others
        action = decide(agent, state, seat, legal)
        assert action in legal
        state.apply(action)
    return state.returns(), searcher


def test_it_finds_the_moves_that_win_the_point():
    """A suspect who shields is sure of the round's point; an accuser gains by voting
    to unmask and a suspect by voting not to. Random roll-outs show it."""
    for seed in range(3):
        state = MasksState.new(seed)
        state.apply(Accuse(0, 1))
        searcher = SearchAgent(SearchGame(), seed=seed, max_worlds=300, time_budget=1e9)
        assert isinstance(decide(searcher, state, 1, state.legal_actions(1)), Shield)
        state.apply(Pass(1))
        state.apply(Pass(2))
        assert decide(searcher, state, 0, state.legal_actions(0)) == Vote(0, True)
        assert decide(searcher, state, 1, state.legal_actions(1)) == Vote(1, False)


def test_it_samples_worlds_not_the_state_and_stops_at_its_limits():
    asked: list[int] = []

    class Watched(MasksState):
        def determinize(self, seat, rng):
            asked.append(seat)
            return super().determinize(seat, rng)

    state = Watched.new(4)
    searcher = SearchAgent(SearchGame(), max_worlds=5, time_budget=1e9)
    decide(searcher, state, 0, state.legal_actions(0))
    assert asked == [0] * 5 and searcher.last_worlds == 5
    assert searcher.rollouts == 5 * 2  # two candidates (the other two seats), same worlds

    ticks = iter(range(100))
    hasty = SearchAgent(SearchGame(), max_worlds=50, time_budget=2.5,
                        clock=lambda: float(next(ticks)))
    decide(hasty, state, 0, state.legal_actions(0))
    assert hasty.last_worlds == 3  # the clock read 0 at the start, then 1, 2, 3 >= 2.5


def test_one_candidate_is_taken_without_searching():
    state = MasksState.new(2)
    game = SearchGame(candidates=lambda obs, legal: legal[-1:])
    searcher = SearchAgent(game, max_worlds=5)
    legal = state.legal_actions(0)
    assert decide(searcher, state, 0, legal) == legal[-1] and searcher.rollouts == 0


def test_the_same_seed_searches_the_same_way():
    runs = [play(9, 1, max_worlds=6)[0] for _ in range(2)]
    assert runs[0] == runs[1]


def test_a_roll_out_stops_at_the_horizon_and_the_estimate_judges_the_world():
    """Masks has nine decisions or more; a horizon of two judges every roll-out halfway
    with the estimate, which alone then decides the search."""
    judged: list[int] = []

    def estimate(world, seat):
        judged.append(len(world.log.actions))
        return 1.0 if world.scores[seat] == 0 and world.phase == "vote" else 0.0

    state = MasksState.new(1)
    state.apply(Accuse(0, 1))
    game = SearchGame(horizon=2, estimate=estimate)
    searcher = SearchAgent(game, seed=1, max_worlds=5, time_budget=1e9)
    decide(searcher, state, 1, state.legal_actions(1))
    assert judged and all(n == len(state.log.actions) + 1 + 2 for n in judged)
    assert searcher.rollouts == len(judged)


def test_a_gain_counts_as_clear_only_beyond_its_standard_error():
    from game.core.search import clearly_better

    first = [0.0] * 8
    noisy = [1.0, -1.0, 1.0, -1.0, 1.0, -1.0, 1.0, 0.0]  # mean 0.125, standard error ~0.3
    steady = [0.5] * 7 + [0.25]
    assert clearly_better(noisy, first, 0.0) and not clearly_better(noisy, first, 1.0)
    assert clearly_better(steady, first, 2.0)
    assert not clearly_better(first, first, 0.0)  # a tie keeps the first guess


class _ScriptedWorld:
    """A world that only remembers the candidate tried on it; the test's `play_out`
    gives each candidate the results it scripts, world after world."""

    action = None

    def clone(self):
        return _ScriptedWorld()

    def apply(self, action):
        self.action = action


def test_with_confidence_the_first_guess_stays_unless_another_is_clearly_better():
    from game.core.search import SearchAgent, SearchGame

    script = {"first": [0.0] * 8, "lucky": [1.0, -1.0, 1.0, -1.0, 1.0, -1.0, 1.0, 0.0]}

    def agent(z):
        a = SearchAgent(SearchGame(candidates=lambda obs, legal: list(legal)),
                        max_worlds=8, time_budget=60.0, confidence=z)
        counters = {k: iter(v) for k, v in script.items()}
        a.play_out = lambda world, seat: next(counters[world.action])
        return a

    def worlds(rng):
        return _ScriptedWorld()

    assert agent(0.0).choose_in({"seat": 0}, ["first", "lucky"], worlds) == "lucky"
    assert agent(1.0).choose_in({"seat": 0}, ["first", "lucky"], worlds) == "first"


class Long:
    """A one-seat game of 100 moves whose every move takes a while: one world is far
    longer than the search's budget."""

    to_act = 0

    def __init__(self, moves: int = 0) -> None:
        self.moves = moves

    def is_terminal(self) -> bool:
        return self.moves >= 100

    def legal_actions(self, seat: int) -> list[int]:
        return [1, 2]

    def apply(self, action: int) -> None:
        time.sleep(0.005)
        self.moves += 1

    def returns(self) -> list[float]:
        return [0.0]

    def clone(self) -> Long:
        return Long(self.moves)

    def determinize(self, seat: int, rng: random.Random) -> Long:
        return self.clone()


def test_the_budget_is_checked_inside_a_world():
    searcher = SearchAgent(SearchGame(), time_budget=0.05, max_worlds=10)
    state = Long()
    start = time.perf_counter()
    action = searcher.choose_in({"seat": 0}, [1, 2], lambda rng: state.determinize(0, rng))
    took = time.perf_counter() - start
    # A world takes over a second (2 candidates x 100 moves x 5 ms): it is dropped at
    # the ceiling and the first guess answers, instead of playing the world out.
    assert action == 1 and searcher.last_worlds == 0
    assert took < 0.05 + OVERRUN + 0.25  # the ceiling, one move, a busy machine's slack
