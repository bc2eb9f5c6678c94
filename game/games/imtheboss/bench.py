"""I'm the Boss!'s benches: the levels' strength, the deals they strike, the decision time.

imtheboss-strength: one seat of a stronger level among seats of the level below it (hard
among normal, normal among easy), at 4 players; the special seat moves round the table
game by game (game g: seat g mod n), so every seat holds it equally often. Per pairing
(--games a row, 300 by default; --workers): the special seat's win rate (a shared win
split) with its standard error, the fair share 1/n and how many standard errors above it
the rate is; the mean final money of the special seat and of the others.

imtheboss-deals: every seat at one level, at 4 players (--games a level, 100 by default;
a tenth for hard, whose every seat searches): per game the deals closed and broken down,
the money a seat ends with, the actions and the Boss cards, Stops, Travels and
Recruitments played.

imtheboss-ai-time: whole games with every seat at one level, at 3, 4 and 6 players
(--games a level and player count, 3 by default): p50, p95 and max time of the decisions
with a real choice (searched decisions: worlds and ms a world).
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

STRENGTH_PLAYERS = (4,)
PAIRINGS = (("hard", "normal"), ("normal", "easy"))
DEALS_PLAYERS = 4
TIME_PLAYERS = (3, 4, 6)


def agent(level: str, seed: int):
    from game.games.imtheboss.ai import make_agent

    return make_agent(level, seed)


def play_game(seed: int, agents, on_decision=None, players: int | None = None):
    from game.games.imtheboss.model import BossState

    return play_timed(BossState(seed, f"{players or len(agents)}p"), agents, on_decision)


# -- strength ---------------------------------------------------------------------------


def play_levels(seed: int, levels: list[str]):
    """A game with these levels at the seats, to its end."""
    return play_game(seed, [agent(level, seed * 10 + s) for s, level in enumerate(levels)])


def strength(games: int = 300, workers: int = 2, pairings: tuple = PAIRINGS,
             players: tuple[int, ...] = STRENGTH_PLAYERS) -> dict:
    return rotated_strength("imtheboss-strength", play_levels, pairings, players, games,
                            workers, 60_000, unit="money")


# -- deals --------------------------------------------------------------------------------

PLAYED = ("play_boss", "stop", "travel_placard", "travel_clan", "recruit")


def _deals_job(job: tuple) -> dict[str, float]:
    """One game with every seat at `level`: its deals, money, length and cards played."""
    from game.games.imtheboss.model import BossState

    level, players, game = job
    seed = 80_000 + players * 1000 + game
    state = BossState(seed, f"{players}p")
    agents = [agent(level, seed * 10 + s) for s in range(players)]
    counts = {"closed": 0.0, "broken": 0.0, "actions": 0.0}
    counts.update({k: 0.0 for k in PLAYED})
    from game.core.search import decide

    while not state.is_terminal():
        seat = state.to_act
        action = decide(agents[seat], state, seat, state.legal_actions(seat))
        counts["actions"] += 1
        if action.kind in PLAYED:
            counts[action.kind] += 1
        for event in state.apply(action):
            if event.kind == "closed":
                counts["closed"] += 1
            elif event.kind == "breakdown":
                counts["broken"] += 1
    counts["money"] = sum(state.returns()) / players
    counts["top"] = float(max(state.returns()))
    return counts


def deals(games: int = 100, workers: int = 2, levels: tuple[str, ...] | None = None,
          players: int = DEALS_PLAYERS, hard_games: int | None = None) -> dict:
    from game.games.imtheboss.ai import LEVELS

    levels = levels or LEVELS
    hard_games = hard_games or max(2, games // 10)
    print(f"every seat at one level, {players} players; {games} games a level "
          f"({hard_games} for hard); means a game (± se)")
    cols = ("closed", "broken", "money", "top", "actions", *PLAYED)
    print(f"{'level':<8}{'games':>6}" + "".join(f"{c[:10]:>12}" for c in cols))
    fields: dict[str, object] = {}
    for level in levels:
        count = hard_games if level == "hard" else games
        rows = run_jobs(_deals_job, [(level, players, g) for g in range(count)], workers)
        line = f"{level:<8}{len(rows):>6}"
        for c in cols:
            mean, se = mean_se([r[c] for r in rows])
            line += f"{mean:>7.1f}±{se:<4.1f}"
            fields[f"{level}_{c}"] = mean
            fields[f"{level}_{c}_se"] = se
        print(line, flush=True)
    emit("imtheboss-deals", fields)
    return fields


# -- decision time ----------------------------------------------------------------------


def time_levels(games: int = 3, players: tuple[int, ...] = TIME_PLAYERS,
                levels: tuple[str, ...] | None = None) -> dict:
    from game.games.imtheboss.ai import LEVELS

    levels = levels or LEVELS
    fields: dict[str, object] = {}
    for n in players:
        print(f"{n} players, {games} games a level")

        def play(seed, agents, on_decision=None, n=n):
            return play_game(seed, agents, on_decision, n)

        found = decision_times(f"imtheboss-ai-time-{n}p", levels, agent, play, n, games,
                               95_000 + n * 1000)
        fields.update({f"{k}_{n}p": v for k, v in found.items()})
    emit("imtheboss-ai-time", fields)
    return fields


BENCHES = (
    Bench("imtheboss-strength", "one hard seat among normal and one normal among easy, "
          "the seat rotated, at 4 players: win rate, its se, fair share, se above it, "
          "mean money (--games a row, 300 by default; --workers)",
          lambda args: strength(args.games or 300, args.workers)),
    Bench("imtheboss-deals", "every seat at one level, 4 players: deals closed and broken "
          "down a game, money a seat, actions, cards played (--games a level, 100 by "
          "default, a tenth for hard; --workers)",
          lambda args: deals(args.games or 100, args.workers)),
    Bench("imtheboss-ai-time", "decision time per level over whole games at 3, 4 and 6 "
          "players (--games a level and count, 3 by default)",
          lambda args: time_levels(args.games or 3)),
)
