"""Kingsburg's benches: the levels' strength, their scores, the decision time.

kingsburg-strength: one seat of a stronger level among seats of the level below it (hard
among normal, normal among easy), at 2 and 4 players; the special seat moves round the
table game by game (game g: seat g mod n), so every seat holds it equally often. Per
pairing and player count (--games, 300 by default): the special seat's win rate (a
shared win split between the winners) with its standard error, the fair share 1/n and
how many standard errors above it the rate is; the mean final score of the special seat
and of the others.

kingsburg-scores: every seat at one level, at 2 and 4 players (--games, 100 by
default; a table of hard players plays a tenth as many: every seat searches): the mean
final score a seat, its standard error.

kingsburg-ai-time: whole games with every seat at one level, at 2 and 4 players
(--games a level and player count, 10 by default): p50, p95 and max time of the
decisions with a real choice (searched decisions: worlds and ms a world).
"""

from __future__ import annotations

from game.bench.common import (
    decision_times,
    emit,
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


def agent(level: str, seed: int):
    from game.games.kingsburg.ai import make_agent

    return make_agent(level, seed)


def play_game(seed: int, agents, on_decision=None, players: int | None = None):
    from game.games.kingsburg.model import KingsburgState

    return play_timed(KingsburgState(seed, f"{players or len(agents)}p"), agents, on_decision)


# -- strength ---------------------------------------------------------------------------


def play_levels(seed: int, levels: list[str]):
    """A game with these levels at the seats, to its end."""
    return play_game(seed, [agent(level, seed * 10 + s) for s, level in enumerate(levels)])


def strength(games: int = 300, workers: int = 2, pairings: tuple = PAIRINGS,
             players: tuple[int, ...] = STRENGTH_PLAYERS) -> dict:
    return rotated_strength("kingsburg-strength", play_levels, pairings, players, games, workers,
                            50000)


# -- scores -----------------------------------------------------------------------------


def _scores_job(job: tuple) -> float:
    """One game with every seat at `level`: the mean final score a seat."""
    level, players, game = job
    seed = 70_000 + players * 1000 + game
    state = play_game(seed, [agent(level, seed * 10 + s) for s in range(players)])
    return sum(state.returns()) / players


def scores(games: int = 100, workers: int = 2, levels: tuple[str, ...] | None = None,
           players: tuple[int, ...] = SCORE_PLAYERS, hard_games: int | None = None) -> dict:
    from game.games.kingsburg.ai import LEVELS

    levels = levels or LEVELS
    hard_games = hard_games or max(2, games // 10)
    print(f"every seat at one level; {games} games a level and player count "
          f"({hard_games} for hard)")
    print(f"{'level':<8}{'n':>3}{'games':>7}{'score':>8}{'± se':>7}")
    fields: dict[str, object] = {}
    for level in levels:
        for n in players:
            count = hard_games if level == "hard" else games
            rows = run_jobs(_scores_job, [(level, n, g) for g in range(count)], workers)
            mean, se = mean_se(rows)
            print(f"{level:<8}{n:>3}{len(rows):>7}{mean:>8.2f}{se:>7.2f}", flush=True)
            fields.update({f"{level}_{n}p_score": mean, f"{level}_{n}p_se": se})
    emit("kingsburg-scores", fields)
    return fields


# -- decision time ----------------------------------------------------------------------


def time_levels(games: int = 10, players: tuple[int, ...] = TIME_PLAYERS) -> dict:
    from game.games.kingsburg.ai import LEVELS

    fields: dict[str, object] = {}
    for n in players:
        print(f"{n} players, {games} games a level")

        def play(seed, agents, on_decision=None, n=n):
            return play_game(seed, agents, on_decision, n)

        found = decision_times(f"kingsburg-ai-time-{n}p", LEVELS, agent, play, n, games,
                               90_000 + n * 1000)
        fields.update({f"{k}_{n}p": v for k, v in found.items()})
    emit("kingsburg-ai-time", fields)
    return fields


BENCHES = (
    Bench("kingsburg-strength", "one hard seat among normal and one normal among easy, "
          "the seat rotated, at 2 and 4 players: win rate, its se, fair share, se above "
          "it, mean scores (--games a row, 300 by default; --workers)",
          lambda args: strength(args.games or 300, args.workers)),
    Bench("kingsburg-scores", "every seat at one level, at 2 and 4 players: the mean final "
          "score per level (--games, 100 by default, a tenth for hard; --workers)",
          lambda args: scores(args.games or 100, args.workers)),
    Bench("kingsburg-ai-time", "decision time per level over whole games at 2 and 4 "
          "players (--games a level and count, 10 by default)",
          lambda args: time_levels(args.games or 10)),
)
