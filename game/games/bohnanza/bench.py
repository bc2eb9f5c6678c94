"""Bohnanza's benches: the levels' strength, how much they trade, the decision time.

bohnanza-strength: one seat of a stronger level among seats of the level below it (hard
among normal, normal among easy), at 4 and 6 players; the special seat moves round the
table game by game (game g: seat g mod n), so every seat holds it equally often. Per
pairing and player count (--games, 300 by default): the special seat's win rate (a
shared win split between the winners) with its standard error, the fair share 1/n and
how many standard errors above it the rate is; the mean coins a game of each level.

bohnanza-trades: 4-player games (--games, 100 by default) with every seat at one level:
trades a game (accepted bids in which both sides give), gifts a game (accepted bids in
which one side gives), their sum, the coins a seat makes a game, and the fraction of
games without a single trade or gift (it must be 0: trading is the game).

bohnanza-ai-time: whole games with every seat at one level, at 4 and 6 players (--games
a level and player count, 10 by default): p50, p95 and max time of the decisions with a
real choice.
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

STRENGTH_PLAYERS = (4, 6)
PAIRINGS = (("hard", "normal"), ("normal", "easy"))
TRADE_PLAYERS = 4
TIME_PLAYERS = (4, 6)


def agent(level: str, seed: int):
    from game.games.bohnanza.ai import make_agent

    return make_agent(level, seed)


def play_game(seed: int, agents, on_decision=None, players: int | None = None):
    from game.games.bohnanza.model import BohnanzaState

    return play_timed(BohnanzaState(seed, f"{players or len(agents)}p"), agents, on_decision)


# -- strength ---------------------------------------------------------------------------


def play_levels(seed: int, levels: list[str]):
    """A game with these levels at the seats, to its end."""
    return play_game(seed, [agent(level, seed * 10 + s) for s, level in enumerate(levels)])


def strength(games: int = 300, workers: int = 2, pairings: tuple = PAIRINGS,
             players: tuple[int, ...] = STRENGTH_PLAYERS) -> dict:
    return rotated_strength("bohnanza-strength", play_levels, pairings, players, games, workers,
                            40000, unit="coins")


# -- trades -----------------------------------------------------------------------------


def _trades_job(job: tuple) -> tuple[int, int, float]:
    """One game with every seat at `level`: (trades, gifts, mean coins a seat)."""
    from game.games.bohnanza.model import BohnanzaState

    level, players, game = job
    seed = 60_000 + game
    state = BohnanzaState(seed, f"{players}p")
    agents = [agent(level, seed * 10 + s) for s in range(players)]
    trades = gifts = 0
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        for event in state.apply(agents[seat].choose(state.observation(seat), legal)):
            if event.kind == "trade":
                both = event.data["give"] and (event.data["slots"] or event.data["beans"])
                trades += 1 if both else 0
                gifts += 0 if both else 1
    return trades, gifts, sum(state.returns()) / players


def trades(games: int = 100, workers: int = 2, players: int = TRADE_PLAYERS) -> dict:
    from game.games.bohnanza.ai import LEVELS

    print(f"{players} players, every seat at one level, {games} games a level")
    print(f"{'level':<8}{'trades':>8}{'gifts':>8}{'both':>8}{'± se':>7}{'coins':>8}"
          f"{'no trade':>10}")
    fields: dict[str, object] = {}
    for level in LEVELS:
        rows = run_jobs(_trades_job, [(level, players, g) for g in range(games)], workers)
        both, se = mean_se([float(t + g) for t, g, _ in rows])
        traded = sum(t for t, _, _ in rows) / len(rows)
        gifted = sum(g for _, g, _ in rows) / len(rows)
        coins = sum(c for _, _, c in rows) / len(rows)
        none = sum(1 for t, g, _ in rows if t + g == 0) / len(rows)
        print(f"{level:<8}{traded:>8.2f}{gifted:>8.2f}{both:>8.2f}{se:>7.2f}{coins:>8.2f}"
              f"{none:>10.3f}", flush=True)
        fields.update({f"{level}_trades": traded, f"{level}_gifts": gifted,
                       f"{level}_trades_and_gifts": both, f"{level}_coins": coins,
                       f"{level}_no_trade_games": none})
    emit("bohnanza-trades", fields)
    return fields


# -- decision time ----------------------------------------------------------------------


def time_levels(games: int = 10) -> dict:
    from game.games.bohnanza.ai import LEVELS

    fields: dict[str, object] = {}
    for n in TIME_PLAYERS:
        print(f"{n} players, {games} games a level")

        def play(seed, agents, on_decision=None, n=n):
            return play_game(seed, agents, on_decision, n)

        found = decision_times(f"bohnanza-ai-time-{n}p", LEVELS, agent, play, n, games,
                               80_000 + n * 1000)
        fields.update({f"{k}_{n}p": v for k, v in found.items()})
    emit("bohnanza-ai-time", fields)
    return fields


BENCHES = (
    Bench("bohnanza-strength", "one hard seat among normal and one normal among easy, the "
          "seat rotated, at 4 and 6 players: win rate, its se, fair share, coins (--games "
          "a row, 300 by default; --workers)",
          lambda args: strength(args.games or 300, args.workers)),
    Bench("bohnanza-trades", "4 players all at one level: trades and gifts a game, coins, "
          "games without a trade (--games, 100 by default)",
          lambda args: trades(args.games or 100, args.workers)),
    Bench("bohnanza-ai-time", "decision time per level over whole games at 4 and 6 "
          "players (--games a level and count, 10 by default)",
          lambda args: time_levels(args.games or 10)),
)
