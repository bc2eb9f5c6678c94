"""Shared helpers for the benchmarks: timing, percentiles, worker pools, playing out."""

from __future__ import annotations

import importlib
import math
import time
from collections.abc import Callable
from functools import partial
from multiprocessing import get_all_start_methods, get_context
from typing import Any

from game.core.gamedef import Bench
from game.core.search import decide


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) by nearest rank; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def mean_se(values: list[float]) -> tuple[float, float]:
    """The mean of `values` and its standard error (0 for a single value)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    spread = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(spread / n)


def run_jobs(fn: Callable, jobs: list, workers: int = 2) -> list:
    """`[fn(job) for job in jobs]`, on `workers` forked processes when there are several."""
    if workers > 1 and "fork" in get_all_start_methods():
        with get_context("fork").Pool(workers) as pool:
            return pool.map(fn, jobs, chunksize=1)
    return [fn(job) for job in jobs]


def rotated_seat_game(play: Callable[[int, list[str]], Any], job: tuple) -> tuple[float, ...]:
    """One game of a seat-rotated strength bench. `job` = (strong, weak, players, game,
    seed base): the strong level at seat game mod players, the weak one elsewhere, played
    by `play(seed, levels)` to a finished state. Returns the strong seat's share of the
    win (a shared win split), its score and the other seats' mean score."""
    strong, weak, players, game, base = job
    special = game % players
    seed = base + players * 10_000 + game
    state = play(seed, [strong if s == special else weak for s in range(players)])
    winners, scores = state.winners(), state.returns()
    share = 1 / len(winners) if special in winners else 0.0
    others = sum(c for s, c in enumerate(scores) if s != special) / (players - 1)
    return share, float(scores[special]), others


def rotated_strength(name: str, play: Callable[[int, list[str]], Any], pairings: tuple,
                     players: tuple[int, ...], games: int, workers: int, seed_base: int,
                     unit: str = "score") -> dict:
    """One seat of the stronger level of each pairing among seats of the weaker, the seat
    moving round the table game by game so every seat holds it equally often: per
    pairing and player count the win rate, its standard error, the fair share 1/n, how
    many standard errors above it, and the mean `unit` of the special seat and of the
    others. `play` must be a module-level function (or a partial of one): the games run
    on worker processes."""
    print(f"one seat of the first level among the second, the seat rotated; {games} games "
          "a row; win rate with shared wins split")
    print(f"{'pairing':<16}{'n':>3}{'games':>7}{'win':>8}{'± se':>7}{'fair':>7}{'se above':>10}"
          f"{unit:>8}{'others':>8}")
    fields: dict[str, object] = {}
    for strong, weak in pairings:
        for n in players:
            jobs = [(strong, weak, n, g, seed_base) for g in range(games)]
            rows = run_jobs(partial(rotated_seat_game, play), jobs, workers)
            win, se = mean_se([r[0] for r in rows])
            fair = 1 / n
            above = (win - fair) / se if se else 0.0
            mine = sum(r[1] for r in rows) / len(rows)
            others = sum(r[2] for r in rows) / len(rows)
            print(f"{strong + ' v ' + weak:<16}{n:>3}{len(rows):>7}{win:>8.3f}{se:>7.3f}"
                  f"{fair:>7.3f}{above:>10.1f}{mine:>8.2f}{others:>8.2f}", flush=True)
            key = f"{strong}_v_{weak}_{n}p"
            fields.update({f"{key}_win": win, f"{key}_se": se, f"{key}_fair": fair,
                           f"{key}_se_above": above, f"{key}_{unit}_{strong}": mine,
                           f"{key}_{unit}_{weak}": others})
    emit(name, fields)
    return fields


def play_out(state, choose: Callable[[int, dict, list], object],
             on_decision: Callable[[int, float, int], None] | None = None):
    """Play the hand to its end; `choose(seat, observation, legal)` answers each turn and
    `on_decision(seat, seconds, number of legal actions)` hears how long it took."""
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        observation = state.observation(seat)
        start = time.perf_counter()
        action = choose(seat, observation, legal)
        if on_decision is not None:
            on_decision(seat, time.perf_counter() - start, len(legal))
        state.apply(action)
    return state


def emit(name: str, fields: dict[str, object]) -> None:
    """The one machine-readable last line of a benchmark."""
    parts = " ".join(f"{k}={v:.6g}" if isinstance(v, float) else f"{k}={v}"
                     for k, v in fields.items())
    print(f"{name} {parts}", flush=True)


def play_timed(state, agents, on_decision=None):
    """Play a hand to its end with `agents` (one per seat), each asked as a table asks it
    (`search.decide`: a searching agent gets worlds); `on_decision(seconds, n_legal,
    seat)` is told each decision's time."""
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        start = time.perf_counter()
        action = decide(agents[seat], state, seat, legal)
        if on_decision is not None:
            on_decision(time.perf_counter() - start, len(legal), seat)
        state.apply(action)
    return state


class SearchTally:
    """Per level, the searched decisions (those in which a searching agent played
    roll-outs: its `rollouts` count grew): the worlds (samples) each drew (`last_worlds`)
    and the time it took, for the worlds per decision and the ms per world."""

    def __init__(self, levels) -> None:
        self.worlds: dict[str, list[int]] = {level: [] for level in levels}
        self.ms: dict[str, list[float]] = {level: [] for level in levels}
        self.rollouts: dict[int, tuple[object, int]] = {}  # id -> (agent, rollouts seen)

    def note(self, level: str, agent, ms: float) -> None:
        rollouts = getattr(agent, "rollouts", None)
        if rollouts is None:
            return
        seen = self.rollouts.get(id(agent))
        before = seen[1] if seen is not None and seen[0] is agent else 0
        self.rollouts[id(agent)] = (agent, rollouts)
        if rollouts > before:
            worlds = getattr(agent, "last_worlds", None)
            self.worlds[level].append(getattr(agent, "last_deals", 0) if worlds is None
                                      else worlds)
            self.ms[level].append(ms)

    def report(self, fields: dict[str, object]) -> None:
        """Print a line per level that searched, and add its numbers to `fields`."""
        searched = [level for level in self.worlds if self.worlds[level]]
        if not searched:
            return
        print(f"{'searched':<8}{'decisions':>10}{'worlds p50':>12}{'mean':>8}{'min':>6}"
              f"{'ms/world':>10}")
        for level in searched:
            worlds, ms = self.worlds[level], self.ms[level]
            p50, mean = percentile(worlds, 50), sum(worlds) / len(worlds)
            per_world = sum(ms) / max(1, sum(worlds))
            print(f"{level:<8}{len(worlds):>10}{p50:>12.0f}{mean:>8.1f}{min(worlds):>6}"
                  f"{per_world:>10.2f}")
            fields[f"{level}_searched"] = len(worlds)
            fields[f"{level}_worlds_p50"] = float(p50)
            fields[f"{level}_worlds_mean"] = mean
            fields[f"{level}_ms_per_world"] = per_world


def hard_flags(args) -> dict:
    """The hard player's search options given on the command line (--hard-budget,
    --hard-deals), as keyword arguments of its constructor."""
    flags = {}
    if getattr(args, "hard_budget", None):
        flags["time_budget"] = args.hard_budget
    if getattr(args, "hard_deals", None):
        flags["max_worlds"] = args.hard_deals
    return flags


def decision_times(name: str, levels, make_agent, play_hand, seats: int,
                   games: int | dict[str, int], first_seed: int, before_level=None) -> dict:
    """G hands per level (`games`, or a count per level) with every seat at that level;
    prints the p50/p95/max agent time of decisions with a real choice and, for a level
    that searches, the worlds per searched decision and the ms per world; emits them as
    `name`."""
    times: dict[str, list[float]] = {level: [] for level in levels}
    tally = SearchTally(levels)
    for level in levels:
        if before_level is not None:
            before_level()
        for game in range(games[level] if isinstance(games, dict) else games):
            agents = [make_agent(level, game * seats + s) for s in range(seats)]

            def record(seconds, n_legal, seat, level=level, agents=agents):
                if n_legal > 1:
                    times[level].append(seconds * 1000)
                tally.note(level, agents[seat], seconds * 1000)

            play_hand(first_seed + game, agents, on_decision=record)
    print(f"{'level':<8}{'decisions':>10}{'p50 ms':>10}{'p95 ms':>10}{'max ms':>10}")
    fields: dict[str, object] = {}
    for level in levels:
        values = times[level]
        p50, p95 = percentile(values, 50), percentile(values, 95)
        top = max(values, default=0.0)
        print(f"{level:<8}{len(values):>10}{p50:>10.2f}{p95:>10.2f}{top:>10.2f}")
        fields[f"{level}_p50_ms"] = p50
        fields[f"{level}_p95_ms"] = p95
        fields[f"{level}_max_ms"] = top
    tally.report(fields)
    emit(name, fields)
    return fields


def level_benches(prefix: str, module: str, strength_about: str,
                  table_about: str) -> tuple[Bench, ...]:
    """A card game's three benches: decision time per computer level, the levels'
    strength against each other, and its table's frame times. `module` (a game's bench
    module, imported when a bench runs) has `time_levels(games)` and
    `strength(deals, workers)`, and may set `FRAMES_TABLE` (a `game.bench.frames.Table`);
    its package defines `GAME`."""

    def ai_time(args) -> None:
        importlib.import_module(module).time_levels(args.games or 20)

    def ai_strength(args) -> None:
        importlib.import_module(module).strength(args.deals or 300, args.workers)

    def frames(args) -> None:
        from game.bench.frames import main

        game = importlib.import_module(module.rpartition(".")[0]).GAME
        table = getattr(importlib.import_module(module), "FRAMES_TABLE", None)
        main(game, f"{prefix}-frames", args.frames, table)

    return (Bench(f"{prefix}-ai-time", "decision time per level", ai_time),
            Bench(f"{prefix}-ai-strength", strength_about, ai_strength),
            Bench(f"{prefix}-frames", table_about, frames))
