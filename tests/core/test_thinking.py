"""Computer decisions off the frame (game/core/thinking.py): a searching agent's decision
in the worker process is the decision made inline for the same seed, the worker is sent
the seat's knowledge only, a search's bug plays the fallback, and a worker that dies is
replaced while the table's thread answers."""

from __future__ import annotations

import importlib
import os
import pickle
import random
import time

import pytest

from game.core import thinking
from game.core.decisions import decision_of
from game.core.search import SearchAgent, SearchGame
from game.core.thinking import Think
from game.games import catalogue
from game.ui.session import Session

SEARCHING = ("doudizhu", "baohuang", "guandan", "sanguosha", "gostop", "werewolf",
             "forbidden_island")
DECISIONS = 6  # searched or not (two searched at least): each agent's random numbers move on


def hard(key: str, seed: int):
    """A game's hard player, held to a few worlds (deterministic: the world limit comes
    long before the budget)."""
    agent = importlib.import_module(f"game.games.{key}.ai").make_agent("hard", seed)
    agent.max_worlds, agent.time_budget = 3, 60.0
    return agent


def ask(session: Session, seat: int, think: Think, frames: int = 20_000):
    """The session's answer, asked every frame as a table asks it."""
    for _ in range(frames):
        action = session.computer_decides(seat, think, 1 / 60, 1.0,
                                          fallback=lambda: pytest.fail("the agent failed"))
        if action is not None:
            return action
        time.sleep(0.001)
    raise AssertionError("no answer")


def play(key: str, threads: bool) -> tuple[list, dict]:
    """DECISIONS decisions of a game with every seat hard, through a session, and on
    until two of them have searched."""
    game = catalogue.load()[key]
    state = game.new_state(11, game.variants[0])
    seats = [{"kind": "computer", "level": "hard"}] * 10
    session = Session(key, seats, threads=threads, think_delay=0.0)
    agents: dict = {}
    rng = random.Random(5)
    actions = []
    searched = 0  # decisions that played roll-outs
    while (len(actions) < DECISIONS or searched < 2) and len(actions) < 200 \
            and (decision := decision_of(state)) is not None:
        seat = decision.asked
        legal = state.legal_actions(seat)
        if not legal:  # a minigame's measured result
            state.apply(game.outcome(state, rng))
            continue
        agents.setdefault(seat, hard(key, 100 + seat))
        before = agents[seat].rollouts
        action = ask(session, seat, Think(agents, seat, state, legal))
        searched += agents[seat].rollouts > before
        assert action in legal
        actions.append(action)
        state.apply(action)
    return actions, agents


@pytest.mark.parametrize("key", SEARCHING)
def test_a_hard_decision_in_the_worker_is_the_inline_decision(key):
    inline, inline_agents = play(key, threads=False)
    worked, worker_agents = play(key, threads=True)
    assert worked == inline
    assert sum(agent.rollouts for agent in inline_agents.values()) > 0  # some searched
    assert thinking.WORKER.pid not in (None, os.getpid())
    for seat, agent in inline_agents.items():  # the agents moved on alike, too
        assert worker_agents[seat] is not agent
        assert worker_agents[seat].rng.getstate() == agent.rng.getstate()
        assert worker_agents[seat].rollouts == agent.rollouts


def test_the_worker_is_sent_the_seats_knowledge_not_the_state():
    game = catalogue.load()["doudizhu"]
    state = game.new_state(3, game.variants[0])
    seat = decision_of(state).asked
    legal = state.legal_actions(seat)
    hidden = state.hidden_values(seat)
    sent = []
    for seed in range(4):
        think = Think({seat: hard("doudizhu", seed)}, seat, state, legal)
        job = pickle.loads(think.payload())
        assert job.observation == state.observation(seat) and job.legal == legal
        assert job.world is not None and job.world is not state
        assert job.world.observation(seat) == state.observation(seat)
        sent.append(job.world.hidden_values(seat))
    # What the seat cannot see is dealt afresh in every job, not the real state's.
    assert any(values != hidden for values in sent)
    assert len({repr(values) for values in sent}) > 1


class Broken(SearchAgent):
    """A search with a bug."""

    def choose_in(self, observation, legal, worlds):
        raise KeyError("a bug in the search")


class Dying(SearchAgent):
    """A search whose worker process dies under it (here it answers the second action)."""

    def __init__(self) -> None:
        super().__init__(SearchGame())
        self.home = os.getpid()

    def choose_in(self, observation, legal, worlds):
        if os.getpid() != self.home:
            os._exit(3)
        return legal[1]


def a_decision():
    game = catalogue.load()["doudizhu"]
    state = game.new_state(3, game.variants[0])
    seat = decision_of(state).asked
    return state, seat, state.legal_actions(seat)


def answer(think: Think, fallback):
    session = Session("doudizhu", [{"kind": "computer"}] * 3, think_delay=0.0)
    for _ in range(20_000):
        action = session.computer_decides(think.seat, think, 1 / 60, 1.0, fallback=fallback)
        if action is not None:
            return action
        time.sleep(0.001)
    raise AssertionError("no answer")


def test_a_failing_search_in_the_worker_plays_the_fallback(capsys):
    state, seat, legal = a_decision()
    failed = thinking.WORKER.failed
    action = answer(Think({seat: Broken(SearchGame())}, seat, state, legal),
                    fallback=lambda: "first")
    assert action == "first" and thinking.WORKER.failed == failed + 1
    assert "a bug in the search" in capsys.readouterr().err


def test_a_worker_process_that_dies_is_replaced_and_the_thread_answers(capsys):
    state, seat, legal = a_decision()
    action = answer(Think({seat: Dying()}, seat, state, legal), fallback=lambda: "first")
    assert action == legal[1]  # thought again on the table's thread
    assert thinking.WORKER.lost == 1
    assert "EOFError" in capsys.readouterr().err
    started = thinking.WORKER.started
    # The next search starts a new process, and the count of losses starts again.
    state, seat, legal = a_decision()
    agents = {seat: hard("doudizhu", 1)}
    assert answer(Think(agents, seat, state, legal), fallback=lambda: "first") in legal
    assert thinking.WORKER.started == started + 1 and thinking.WORKER.lost == 0
