"""Saint Petersburg's benches: the levels' strength, their scores, the decision time.

saint_petersburg-strength: one seat of a stronger level among seats of the level below
it (hard among normal, normal among easy), at 2 and 4 players; the special seat moves
round the table game by game (game g: seat g mod n), so every seat holds it equally
often. Per pairing and player count (--games, 300 by default): the special seat's win
rate (a shared win split between the winners) with its standard error, the fair share
1/n and how many standard errors above it the rate is; the mean final score of the
special seat and of the others.

saint_petersburg-scores: every seat at one level, at 2 and 4 players (--games a level
and count, 100 by default; hard plays --hard-games, by default a fifth as many): the
mean final score of a seat with its standard error, the winner's mean score and the
rounds a game lasts.

saint_petersburg-ai-time: whole games with every seat at one level, at 2 and 4 players
(--games a level and count, 10 by default; hard --hard-games, by default 3): p50, p95
and max time of the decisions with a real choice, and for hard the worlds a search drew.

The hard player's search may be set with --hard-budget (seconds a decision) and
--hard-deals (most worlds a decision).

Measured (strength, 300 games a row): hard among normal 0.970 ± 0.010 at 2 players and
0.887 ± 0.018 at 4 (47.6 and 34.7 se above the fair share); normal among easy 0.727 ±
0.026 and 0.590 ± 0.028 (8.8 and 12.0 se). Decision time: easy and normal p95 under
1 ms, hard p95 200 ms.
"""

from __future__ import annotations

from functools import partial

from game.bench.common import (
    decision_times,
    emit,
    hard_flags,
    mean_se,
    play_timed,
    rotated_strength,
    run_jobs,
)
from game.core.gamedef import Bench

STRENGTH_PLAYERS = (2, 4)
PAIRINGS = (("hard", "normal"), ("normal", "easy"))
SCORE_PLAYERS = (2, 4)
TIME_PLAYERS = (2, 4)


def agent(level: str, seed: int, hard: dict | None = None):
    """A computer player of `level`; `hard` the hard player's search options."""
    from game.games.saint_petersburg.ai import make_agent

    if level == "hard" and hard:
        from game.games.saint_petersburg.hard import HardMerchant

        return HardMerchant(seed, **hard)
    return make_agent(level, seed)


def play_game(seed: int, agents, on_decision=None, players: int | None = None):
    from game.games.saint_petersburg.model import SaintPetersburgState

    return play_timed(SaintPetersburgState(seed, f"{players or len(agents)}p"), agents,
                      on_decision)


# -- strength ---------------------------------------------------------------------------


def play_levels(seed: int, levels: list[str], hard: dict | None = None):
    """A game with these levels at the seats, to its end."""
    return play_game(seed, [agent(level, seed * 10 + s, hard) for s, level in enumerate(levels)])


def strength(games: int = 300, workers: int = 2, pairings: tuple = PAIRINGS,
             players: tuple[int, ...] = STRENGTH_PLAYERS, hard: dict | None = None) -> dict:
    return rotated_strength("saint_petersburg-strength", partial(play_levels, hard=hard),
                            pairings, players, games, workers, 50000)


# -- scores -----------------------------------------------------------------------------


def _scores_job(job: tuple) -> tuple[float, float, int]:
    """One game with every seat at `level`: (a seat's mean score, the winner's, rounds)."""
    level, players, game, hard = job
    seed = 70_000 + players * 10_000 + game
    state = play_game(seed, [agent(level, seed * 10 + s, hard) for s in range(players)])
    scores = state.returns()
    return sum(scores) / players, float(max(scores)), state.round


def scores(games: int = 100, workers: int = 2, hard_games: int | None = None,
           players: tuple[int, ...] = SCORE_PLAYERS, hard: dict | None = None) -> dict:
    from game.games.saint_petersburg.ai import LEVELS

    counts = {level: games for level in LEVELS}
    counts["hard"] = hard_games or max(1, games // 5)
    print("every seat at one level; games a level and player count: "
          + ", ".join(f"{level} {g}" for level, g in counts.items()))
    print(f"{'level':<8}{'n':>3}{'games':>7}{'score':>8}{'± se':>7}{'winner':>8}"
          f"{'rounds':>8}")
    fields: dict[str, object] = {}
    for n in players:
        for level in LEVELS:
            jobs = [(level, n, g, hard) for g in range(counts[level])]
            rows = run_jobs(_scores_job, jobs, workers)
            mean, se = mean_se([r[0] for r in rows])
            winner = sum(r[1] for r in rows) / len(rows)
            rounds = sum(r[2] for r in rows) / len(rows)
            print(f"{level:<8}{n:>3}{len(rows):>7}{mean:>8.2f}{se:>7.2f}{winner:>8.2f}"
                  f"{rounds:>8.2f}", flush=True)
            fields.update({f"{level}_{n}p_score": mean, f"{level}_{n}p_se": se,
                           f"{level}_{n}p_winner": winner, f"{level}_{n}p_rounds": rounds})
    emit("saint_petersburg-scores", fields)
    return fields


# -- decision time ----------------------------------------------------------------------


def time_levels(games: int = 10, hard_games: int | None = None,
                hard: dict | None = None) -> dict:
    from game.games.saint_petersburg.ai import LEVELS

    counts = {level: games for level in LEVELS}
    counts["hard"] = hard_games or min(games, 3)
    fields: dict[str, object] = {}
    for n in TIME_PLAYERS:
        print(f"{n} players; games a level: "
              + ", ".join(f"{level} {g}" for level, g in counts.items()))

        def play(seed, agents, on_decision=None, n=n):
            return play_game(seed, agents, on_decision, n)

        def make(level, seed):
            return agent(level, seed, hard)

        found = decision_times(f"saint_petersburg-ai-time-{n}p", LEVELS, make, play, n,
                               counts, 90_000 + n * 1000)
        fields.update({f"{k}_{n}p": v for k, v in found.items()})
    emit("saint_petersburg-ai-time", fields)
    return fields


BENCHES = (
    Bench("saint_petersburg-strength", "one hard seat among normal and one normal among "
          "easy, the seat rotated, at 2 and 4 players: win rate, its se, fair share, mean "
          "scores (--games a row, 300 by default; --workers; --hard-budget, --hard-deals)",
          lambda args: strength(args.games or 300, args.workers, hard=hard_flags(args))),
    Bench("saint_petersburg-scores", "every seat at one level, at 2 and 4 players: mean "
          "final score, the winner's, rounds (--games, 100 by default; hard --hard-games, "
          "a fifth by default)",
          lambda args: scores(args.games or 100, args.workers, args.hard_games,
                              hard=hard_flags(args))),
    Bench("saint_petersburg-ai-time", "decision time per level over whole games at 2 and 4 "
          "players (--games a level and count, 10 by default; hard --hard-games, 3)",
          lambda args: time_levels(args.games or 10, args.hard_games, hard_flags(args))),
)
