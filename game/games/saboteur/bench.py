"""Saboteur's benches: the sides' balance, the levels' strength, the decision time.

saboteur-balance: G games (--games, 500 by default) of normal players at every player
count from 3 to 10; per count, the rounds the gold-diggers and the saboteurs won, with
the standard error of the diggers' share (the table shows the balance, it is no target).

saboteur-strength: every deal played twice, level X at the even seats and Y at the odd
ones, then swapped, so each seat plays the deal once at each level; per seat and game,
the X seats' gold and rounds won less the Y seats', paired by deal, with standard errors
(at 4 players; hard vs normal on 100 deals and normal vs easy on 300 by default, or
--deals each).

saboteur-ai-time: whole games of 10 players with every seat at one level; the p50,
p95 and max time of decisions with a real choice, and the worlds per searched decision.
"""

from __future__ import annotations

import math
import time

from game.bench.common import decision_times, emit, hard_flags, mean_se, play_timed, run_jobs
from game.core.gamedef import Bench
from game.games.saboteur.ai import LEVELS, make_agent
from game.games.saboteur.cards import PLAYERS
from game.games.saboteur.model import SaboteurState

STRENGTH_PLAYERS = 4
# (X, Y, deals by default): a deal with hard at half the seats takes some 40 s of CPU
PAIRINGS = (("hard", "normal", 100), ("normal", "easy", 300))
TIME_PLAYERS = 10
HARD_FLAGS: dict = {}  # the hard player's options from the command line (worker-visible)


def agent(level: str, seed: int):
    if level == "hard" and HARD_FLAGS:
        from game.games.saboteur.ai_search import hard_agent
        return hard_agent(seed, **HARD_FLAGS)
    return make_agent(level, seed)


def play_game(seed: int, agents, on_decision=None) -> SaboteurState:
    return play_timed(SaboteurState(seed, f"{len(agents)}p"), agents, on_decision)


# -- balance ----------------------------------------------------------------------------


def _balance_job(job: tuple[int, int]) -> tuple[int, int, int]:
    """(players, rounds the diggers won, rounds played) for one game of normal players."""
    players, seed = job
    state = play_game(seed, [make_agent("normal", seed * 16 + s) for s in range(players)])
    won = sum(1 for r in state.results if r["side"] == "digger")
    return players, won, len(state.results)


def balance(games: int = 500, workers: int = 2) -> dict:
    print(f"normal players, {games} games (3 rounds each) a player count")
    print(f"{'players':<8}{'rounds':>8}{'diggers':>9}{'saboteurs':>11}{'± se':>8}")
    fields: dict[str, object] = {}
    jobs = [(n, 70_000 + n * 10_000 + g) for n in PLAYERS for g in range(games)]
    rows = run_jobs(_balance_job, jobs, workers)
    for n in PLAYERS:
        won = sum(w for p, w, _ in rows if p == n)
        rounds = sum(r for p, _, r in rows if p == n)
        share = won / rounds
        se = math.sqrt(share * (1 - share) / rounds)
        print(f"{n:<8}{rounds:>8}{share:>9.3f}{1 - share:>11.3f}{se:>8.3f}", flush=True)
        fields[f"digger_{n}p"] = share
        fields[f"se_{n}p"] = se
    emit("saboteur-balance", fields)
    return fields


# -- strength ---------------------------------------------------------------------------


def _strength_job(job: tuple) -> tuple[float, float, float, float]:
    """One deal played twice: level X at the even seats and Y at the odd ones, then the
    other way round. Returns (X seats' gold, Y seats' gold, X seats' round wins, Y's),
    each summed over both plays, so every seat is X once and Y once on the deal."""
    seed, strong, weak, players, flags = job
    HARD_FLAGS.update(flags)
    gold = {strong: 0.0, weak: 0.0}
    rounds = {strong: 0.0, weak: 0.0}
    for first in (strong, weak):
        second = weak if first == strong else strong
        levels = [first if s % 2 == 0 else second for s in range(players)]
        state = play_game(seed, [agent(level, seed * 10 + s) for s, level in enumerate(levels)])
        for s, level in enumerate(levels):
            gold[level] += state.gold_of(s)
            rounds[level] += sum(1 for r in state.results if r["roles"][s] == r["side"])
    return gold[strong], gold[weak], rounds[strong], rounds[weak]


def strength(deals: int | None = None, workers: int = 2, flags: dict | None = None,
             pairings: tuple = PAIRINGS, players: int = STRENGTH_PLAYERS) -> dict:
    """Every deal played twice with the levels' seats swapped (X at the even seats, then
    at the odd ones): per deal, the X seats' mean gold and rounds won less the Y
    seats', paired, with standard errors. `deals` None: each pairing's own count."""
    x_seats = (players + 1) // 2
    print(f"{players} seats; each deal twice, X at the even seats then at the odd ones "
          "(Y at the others); per seat and game, X's gold and rounds won less Y's, paired")
    fields: dict[str, object] = {}
    for strong, weak, *count in pairings:
        deals_here = deals or (count[0] if count else 100)
        start = time.perf_counter()
        jobs = [(50_000 + d, strong, weak, players, flags or {}) for d in range(deals_here)]
        rows = run_jobs(_strength_job, jobs, workers)
        # both plays together give each seat once at each level: per seat and game
        per = players
        gold, gold_se = mean_se([(x - y) / per for x, y, _, _ in rows])
        won, won_se = mean_se([(x - y) / per for _, _, x, y in rows])
        x_gold = sum(r[0] for r in rows) / (deals_here * per)
        y_gold = sum(r[1] for r in rows) / (deals_here * per)
        print(f"{strong} vs {weak} ({deals_here} deals, {time.perf_counter() - start:.0f} s; "
              f"X at {x_seats} seats of {players} first)")
        print(f"  gold a game: {strong} {x_gold:.3f}  {weak} {y_gold:.3f}  difference "
              f"{gold:+.3f} ± {gold_se:.3f} ({gold / gold_se if gold_se else 0:.1f} se)")
        print(f"  rounds won a game: difference {won:+.3f} ± {won_se:.3f} "
              f"({won / won_se if won_se else 0:.1f} se)", flush=True)
        key = f"{strong}_vs_{weak}"
        fields.update({f"{key}_gold": gold, f"{key}_gold_se": gold_se,
                       f"{key}_rounds": won, f"{key}_rounds_se": won_se})
    emit("saboteur-strength", fields)
    return fields


# -- decision time ----------------------------------------------------------------------


def time_levels(games: int = 10, hard_games: int = 2, flags: dict | None = None) -> dict:
    HARD_FLAGS.update(flags or {})
    counts = {level: hard_games if level == "hard" else games for level in LEVELS}
    return decision_times("saboteur-ai-time", LEVELS, agent, play_game, TIME_PLAYERS,
                          counts, 90_000)


def _balance(args) -> None:
    balance(args.games or 500, args.workers)


def _strength(args) -> None:
    strength(args.deals, args.workers, hard_flags(args))


def _time(args) -> None:
    time_levels(args.games or 10, args.hard_games or 2, hard_flags(args))


def _frames(args) -> None:
    from game.bench.frames import Table, main
    from game.games.saboteur import GAME

    main(GAME, "saboteur-frames", args.frames, Table(players=10))


BENCHES = (
    Bench("saboteur-balance", "normal players at 3 to 10 seats: the rounds each side won "
          "(--games a count, 500 by default)", _balance),
    Bench("saboteur-strength", "hard vs normal and normal vs easy at 4 seats, each deal "
          "played twice with the levels' seats swapped (--deals; 100 and 300 by default)",
          _strength),
    Bench("saboteur-ai-time", "decision time per level at 10 seats (--games, --hard-games)",
          _time),
    Bench("saboteur-frames", "the 10-seat mine's frame times, computers playing, headless",
          _frames),
)
