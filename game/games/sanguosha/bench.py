"""Sanguosha computer players: decision time per level, and strength by identity.

sgs-ai-time: G games of five seats per level (every seat that level); only decisions
with a real choice are timed; a searching level also reports worlds per decision.

sgs-ai-strength: in each game one seat plays level X and the others level Y; the X
seat goes round every seat, so it holds every identity in turn, and the same deal is
played with an all-Y table for comparison. Reported per identity: how often the X seat
won, and how often a Y seat in the same seat of the same deal won (the difference is
X's strength over Y there).
"""

from __future__ import annotations

import time
from collections import Counter

from game.bench.common import decision_times, emit, level_benches, play_timed, run_jobs
from game.games.sanguosha.ai import LEVELS, make_agent
from game.games.sanguosha.identities import IDENTITIES
from game.games.sanguosha.model import SgsState

PLAYERS = 5
PAIRINGS = (("normal", "easy"), ("hard", "normal"))


def play_game(seed: int, agents, on_decision=None) -> SgsState:
    return play_timed(SgsState.new(seed, len(agents)), agents, on_decision)


def time_levels(games: int = 4) -> dict:
    return decision_times("sgs-ai-time", LEVELS, make_agent, play_game, PLAYERS, games, 9000)


def _game_job(job: tuple) -> tuple[str, int, int]:
    """(the X seat's identity, X won, Y in that seat won) for one deal."""
    seed, strong, weak = job
    seat = seed % PLAYERS
    mixed = [make_agent(strong if s == seat else weak, seed * 10 + s) for s in range(PLAYERS)]
    plain = [make_agent(weak, seed * 10 + s) for s in range(PLAYERS)]
    with_x, without = play_game(seed, mixed), play_game(seed, plain)
    return (with_x.seats[seat].identity, int(seat in with_x.result["winners"]),
            int(seat in without.result["winners"]))


def strength(deals: int = 300, workers: int = 2) -> dict:
    print(f"{PLAYERS} seats; one seat of X among Y, the same deal also all Y;"
          " win rate of that seat by identity")
    fields: dict[str, object] = {}
    for strong, weak in PAIRINGS:
        start = time.perf_counter()
        rows = run_jobs(_game_job, [(40_000 + d, strong, weak) for d in range(deals)], workers)
        games, won, base = Counter(), Counter(), Counter()
        for identity, x_won, y_won in rows:
            games[identity] += 1
            won[identity] += x_won
            base[identity] += y_won
        print(f"{strong} vs {weak} ({deals} games, {time.perf_counter() - start:.0f} s)")
        print(f"{'identity':<10}{'games':>7}{strong + ' won':>12}{weak + ' won':>12}")
        for identity in IDENTITIES:
            n = games[identity]
            if n:
                print(f"{identity:<10}{n:>7}{won[identity] / n:>12.3f}{base[identity] / n:>12.3f}")
                fields[f"{strong}_vs_{weak}_{identity}"] = won[identity] / n - base[identity] / n
        total = sum(games.values())
        fields[f"{strong}_vs_{weak}"] = (sum(won.values()) - sum(base.values())) / total
        print(f"{'all':<10}{total:>7}{sum(won.values()) / total:>12.3f}"
              f"{sum(base.values()) / total:>12.3f}", flush=True)
    emit("sgs-ai-strength", fields)
    return fields


BENCHES = level_benches(
    "sgs", __name__,
    "one seat of a level among four of another, every identity in turn, against the same "
    "deal played by all of the other level (--deals = deals per pairing)",
    "the 10-seat table's frame times")


if __name__ == "__main__":
    import sys
    if sys.argv[1:2] == ["time"]:
        time_levels(int(sys.argv[2]) if len(sys.argv) > 2 else 4)
    else:
        strength(int(sys.argv[2]) if len(sys.argv) > 2 else 300)
