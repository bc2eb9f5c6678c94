"""ddz-engine: random games per second and legal-play generation time, ours beside
RLCard 1.2.0's Dou Di Zhu engine (if it is installed: the `bench` extra)."""

from __future__ import annotations

import random
import time

from game.bench.common import emit
from game.core.agents import RandomAgent
from game.games.doudizhu import rules
from game.games.doudizhu.model import DdzState


def our_games(games: int, seed: int = 0) -> tuple[float, list]:
    """Random full hands (deal, auction, play) through the model: legal_actions + apply
    per decision, as a random player needs. Returns (games/s, decision samples)."""
    samples = []
    start = time.perf_counter()
    for i in range(games):
        state = DdzState.new(seed + i)
        agent = RandomAgent(seed + i)
        while not state.is_terminal():
            legal = state.legal_actions()
            if state.phase == "play" and len(samples) < 20_000:
                samples.append((state.counts(state.current), state.to_beat()))
            state.apply(agent.choose({}, legal))
    return games / (time.perf_counter() - start), samples


def our_legal_us(samples: list, repeat: int = 3) -> float:
    """Mean microseconds of rules.legal_plays over decisions seen in random games."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for counts, prev in samples:
            rules.legal_plays(counts, prev)
        best = min(best, (time.perf_counter() - start) / len(samples) * 1e6)
    return best


def rlcard_games(games: int, seed: int = 0) -> tuple[float, float] | None:
    """RLCard's Game class driven by a random player. Returns (games/s, legal µs per
    decision), where legal time is its available_actions plus the playable-card
    bookkeeping it does after each play (calc_playable_cards)."""
    try:
        from rlcard.games.doudizhu.game import DoudizhuGame
        from rlcard.games.doudizhu.judger import DoudizhuJudger
        from rlcard.games.doudizhu.player import DoudizhuPlayer
    except ImportError:
        return None
    spent = [0.0, 0]
    original_available = DoudizhuPlayer.available_actions
    original_calc = DoudizhuJudger.calc_playable_cards

    def timed_available(self, *args, **kwargs):
        start = time.perf_counter()
        out = original_available(self, *args, **kwargs)
        spent[0] += time.perf_counter() - start
        spent[1] += 1
        return out

    def timed_calc(self, *args, **kwargs):
        start = time.perf_counter()
        out = original_calc(self, *args, **kwargs)
        spent[0] += time.perf_counter() - start
        return out

    def run(n: int) -> float:
        rng = random.Random(seed)
        game = DoudizhuGame()
        game.np_random.seed(seed)
        start = time.perf_counter()
        for _ in range(n):
            state, _player = game.init_game()
            while not game.is_over():
                actions = state["actions"]
                state, _player = game.step(actions[rng.randrange(len(actions))])
        return n / (time.perf_counter() - start)

    games_per_s = run(games)  # untimed internals: the plain speed
    DoudizhuPlayer.available_actions = timed_available
    DoudizhuJudger.calc_playable_cards = timed_calc
    try:
        run(max(20, games // 4))
    finally:
        DoudizhuPlayer.available_actions = original_available
        DoudizhuJudger.calc_playable_cards = original_calc
    return games_per_s, spent[0] / max(1, spent[1]) * 1e6


def main(games: int = 500) -> dict:
    ours_gps, samples = our_games(games)
    ours_legal = our_legal_us(samples)
    theirs = rlcard_games(games)
    print(f"{'engine':<12}{'games/s':>12}{'legal µs':>12}")
    print(f"{'ours':<12}{ours_gps:>12.1f}{ours_legal:>12.1f}   ({len(samples)} decisions)")
    fields: dict[str, object] = {"games_per_s": ours_gps, "legal_us": ours_legal}
    if theirs is None:
        print("rlcard is not importable (pip install rlcard==1.2.0 numpy): ours only")
    else:
        their_gps, their_legal = theirs
        print(f"{'rlcard':<12}{their_gps:>12.1f}{their_legal:>12.1f}")
        print(f"{'ratio':<12}{ours_gps / their_gps:>11.2f}x{their_legal / ours_legal:>11.2f}x"
              "   (ours faster when > 1)")
        fields.update(rlcard_games_per_s=their_gps, rlcard_legal_us=their_legal)
    emit("ddz-engine", fields)
    return fields
