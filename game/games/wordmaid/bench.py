"""The word game's benches.

wordmaid-ai-time: whole games with every seat at one level, at 2 and 6 players (--games a
level and player count, 10 by default): p50, p95 and max time of the decisions with a
real choice (the agent's own time), then of the word search a word decision costs: the
state's menu of words (`legal_actions`, where the dictionary is searched) plus the
agent's choice, caches of earlier hands cleared (the sheet's bound: p95 <= 0.2 s).

wordmaid-strength: one seat of each level among normal seats, at 4 players, the seat
moving round the table game by game (--games, 200 by default): the special seat's
turtle rate, against the fair share 1/4."""

from __future__ import annotations

from game.bench.common import decision_times, emit, play_timed
from game.core.gamedef import Bench

TIME_PLAYERS = (2, 6)
STRENGTH_PLAYERS = 4


def agent(level: str, seed: int):
    from game.games.wordmaid.ai import make_agent

    return make_agent(level, seed)


def play_game(seed: int, agents, on_decision=None, players: int | None = None):
    from game.games.wordmaid.model import WordMaidState

    return play_timed(WordMaidState(seed, f"{players or len(agents)}p"), agents, on_decision)


def time_levels(games: int = 10, players: tuple[int, ...] = TIME_PLAYERS) -> dict:
    from game.games.wordmaid.ai import LEVELS

    fields: dict[str, object] = {}
    for n in players:
        print(f"{n} players, {games} games a level")

        def play(seed, agents, on_decision=None, n=n):
            return play_game(seed, agents, on_decision, n)

        found = decision_times(f"wordmaid-ai-time-{n}p", LEVELS, agent, play, n, games,
                               30_000 + n * 1000)
        fields.update({f"{k}_{n}p": v for k, v in found.items()})
        fields.update({f"{k}_{n}p": v for k, v in search_times(LEVELS, n, games).items()})
    emit("wordmaid-ai-time", fields)
    return fields


def search_times(levels, players: int, games: int) -> dict:
    """Per level, the time of each word decision's search and choice (ms)."""
    import time

    from game.bench.common import percentile
    from game.games.wordmaid.dictionary import index, playable
    from game.games.wordmaid.model import WORD, WordMaidState
    from game.games.wordmaid.plays import menu

    index()  # built once when the game loads, not per decision
    print(f"{'level':<8}{'searches':>10}{'p50 ms':>10}{'p95 ms':>10}{'max ms':>10}")
    fields: dict[str, object] = {}
    for level in levels:
        times: list[float] = []
        for g in range(games):
            state = WordMaidState(40_000 + players * 1000 + g, f"{players}p")
            agents = [agent(level, g * players + s) for s in range(players)]
            while not state.is_terminal():
                seat = state.to_act
                searching = state.phase == WORD
                if searching:
                    playable.cache_clear()
                    menu.cache_clear()
                start = time.perf_counter()
                legal = state.legal_actions(seat)
                action = agents[seat].choose(state.observation(seat), legal)
                if searching:
                    times.append((time.perf_counter() - start) * 1000)
                state.apply(action)
        p50, p95, top = percentile(times, 50), percentile(times, 95), max(times, default=0.0)
        print(f"{level:<8}{len(times):>10}{p50:>10.2f}{p95:>10.2f}{top:>10.2f}")
        fields.update({f"{level}_search_p50_ms": p50, f"{level}_search_p95_ms": p95,
                       f"{level}_search_max_ms": top})
    return fields


def strength(games: int = 800, players: int = STRENGTH_PLAYERS) -> dict:
    """The turtle rate of one seat of each level among normal seats (the seat rotated).
    Not every game marks a turtle (the last two may go out on one turn), so the fair
    share is normal's own row, not 1/players: a level is stronger the lower its rate."""
    from game.games.wordmaid.ai import LEVELS
    print(f"one seat of each level among normal seats, {players} players, {games} games, "
          "the seat rotated; the turtle rate (lower is stronger) and its distance from "
          "normal's in standard errors")
    print(f"{'level':<8}{'games':>7}{'turtle':>8}{'± se':>7}{'se from normal':>16}")
    fields: dict[str, object] = {}
    rates: dict[str, tuple[float, float]] = {}
    for level in ("normal", *(lv for lv in LEVELS if lv != "normal")):
        marks = []
        for g in range(games):
            special = g % players
            seed = 50_000 + g
            agents = [agent(level if s == special else "normal", seed * 10 + s)
                      for s in range(players)]
            state = play_game(seed, agents, players=players)
            marks.append(1.0 if state.returns()[special] < 0 else 0.0)
        rate = sum(marks) / len(marks)
        se = (rate * (1 - rate) / len(marks)) ** 0.5
        rates[level] = (rate, se)
        base, base_se = rates["normal"]
        apart = (base - rate) / max(1e-9, (se ** 2 + base_se ** 2) ** 0.5)
        shown = "" if level == "normal" else f"{apart:>+16.1f}"
        print(f"{level:<8}{len(marks):>7}{rate:>8.3f}{se:>7.3f}{shown}", flush=True)
        fields.update({f"{level}_turtle_rate": rate, f"{level}_se": se})
        if level != "normal":
            fields[f"{level}_se_better_than_normal"] = apart
    emit("wordmaid-strength", fields)
    return fields


BENCHES = (
    Bench("wordmaid-ai-time", "word search and decision time per level over whole games at "
          "2 and 6 players (--games a level and count, 10 by default)",
          lambda args: time_levels(args.games or 10)),
    Bench("wordmaid-strength", "one seat of each level among normal seats at 4 players, "
          "the seat rotated: its turtle rate against normal's (--games, 800 by default)",
          lambda args: strength(args.games or 800)),
)
