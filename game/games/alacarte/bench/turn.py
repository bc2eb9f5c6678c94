"""A la Carte: computer turn time (its frame times: `alc-frames`, `game.bench.frames`).

alc-turn: whole games between computer chefs (one of each level plus a normal one);
per computer decision the strategy time, and per pour / flip the time to compute the
physics of the performed gesture (what a computer turn costs beyond its animation).
"""

from __future__ import annotations

import random
import time
from collections import Counter

from game.bench.common import emit, percentile

LEVELS = ("easy", "normal", "hard", "normal")


def _play(seed: int, decisions: list[float], pours: list[float], flips: list[float]):
    from game.games.alacarte.ai import make_agent
    from game.games.alacarte.crepe import FlipScene
    from game.games.alacarte.crepe_ai import ComputerFlipper
    from game.games.alacarte.crepe_ai import perform as flip
    from game.games.alacarte.model import AlcState, Flip, Pour
    from game.games.alacarte.pour import PourScene
    from game.games.alacarte.pour_ai import ComputerPourer
    from game.games.alacarte.pour_ai import perform as pour

    state = AlcState.new(seed, "4p")
    agents = [make_agent(level, seed * 10 + i) for i, level in enumerate(LEVELS)]
    rng = random.Random(seed)
    while not state.is_terminal():
        seat = state.to_act
        obs = state.observation(seat)
        start = time.perf_counter()
        if state.awaiting_outcome() == "pour":
            colour, target = state.pending["colour"], state.pending["target"]
            aim = agents[seat].pour_target(obs, colour, target)
            scene = PourScene(state.kinds(state.dispensers[colour]), rng.getrandbits(31))
            out = pour(scene, ComputerPourer(LEVELS[seat], aim, rng))
            action = Pour(seat, tuple(out.poured), tuple(out.remaining))
            pours.append(time.perf_counter() - start)
        elif state.awaiting_outcome() == "flip":
            out = flip(FlipScene(rng.getrandbits(31)), ComputerFlipper(LEVELS[seat], rng))
            action = Flip(seat, out.success)
            flips.append(time.perf_counter() - start)
        else:
            action = agents[seat].choose(obs, state.legal_actions(seat))
            decisions.append(time.perf_counter() - start)
        state.apply(action)
    return state


def turn_time(games: int = 10) -> dict:
    decisions: list[float] = []
    pours: list[float] = []
    flips: list[float] = []
    ends = [_play(seed, decisions, pours, flips) for seed in range(games)]
    turns = [s.turn_number for s in ends]
    reasons = Counter(s.over_reason for s in ends)
    rows = {"decision": decisions, "pour physics": pours, "flip physics": flips}
    print(f"{games} games of 4 computer chefs, {sum(turns) / games:.1f} turns a game, "
          f"ended by {dict(reasons)}")
    print(f"{'':<16}{'count':>8}{'p50 ms':>10}{'p95 ms':>10}{'max ms':>10}")
    for name, values in rows.items():
        ms = [v * 1000 for v in values]
        print(f"{name:<16}{len(ms):>8}{percentile(ms, 50):>10.2f}{percentile(ms, 95):>10.2f}"
              f"{max(ms, default=0):>10.2f}")
    fields = {f"{k.split()[0]}_p95_ms": percentile([v * 1000 for v in vals], 95)
              for k, vals in rows.items()}
    fields["turns_per_game"] = sum(turns) / games
    emit("alc-turn", fields)
    return fields
