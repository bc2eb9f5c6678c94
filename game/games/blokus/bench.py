"""Blokus's benches (more to come with the hard player): blokus-ai-time, the decision
time per level over whole four-colour games."""

from __future__ import annotations

from game.bench.common import decision_times, play_timed
from game.core.gamedef import Bench


def _play(seed: int, agents, on_decision=None):
    from game.games.blokus.model import BlokusState

    return play_timed(BlokusState(seed, f"{len(agents)}p"), agents, on_decision)


def _time(args) -> None:
    from game.games.blokus.ai import LEVELS, make_agent

    decision_times("blokus-ai-time", LEVELS, make_agent, _play, 4, args.games or 6, 30_000)


BENCHES = (Bench("blokus-ai-time", "decision time per level, four colours (--games)", _time),)
