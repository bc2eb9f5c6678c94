"""Blokus's benches.

blokus-movegen: legal placements generated a second at mid-game positions (the move
generator under the model, the table and the hard player), and the hard player's light
play-outs a second from the first move and from the middle.

blokus-strength: two-player classic games (each seat two colours), every seed played
twice with the seats swapped; per pairing the first level's win rate (a draw half) with
its standard error and its mean lead in points. Hard vs normal, hard vs easy (--hard-games
seeds each, 10 by default) and normal vs easy (--games seeds, 100 by default).

blokus-pentobi: hard against Pentobi's text-protocol engine (`pentobi-gtp`, GPL, built
for benchmarks only by ../shared/tools/pentobi/build.sh; found by PENTOBI_GTP or that
script's default path) at levels 1 and 3 in two-player classic, seats swapped; skipped,
saying so, when the engine is not there.

blokus-ai-time: the decision time per level over whole four-colour games.

blokus-frames: the four-colour table's frame times, every seat a computer.
"""

from __future__ import annotations

import os
import random
import subprocess
import time
from pathlib import Path

from game.bench.common import decision_times, emit, mean_se, play_timed, run_jobs
from game.core.gamedef import Bench

STRENGTH_VARIANT = "2p"  # two-player classic: seat 0 blue and red, seat 1 yellow and green
PENTOBI_LEVELS = (1, 3)
PENTOBI_DEFAULT = Path.home() / ".cache/pentobi/build/pentobi_gtp/pentobi-gtp"
HARD_FLAGS: dict = {}  # the hard player's options from the command line (worker-visible)


def agent(level: str, seed: int):
    from game.games.blokus.ai import make_agent
    from game.games.blokus.hard import MonteCarlo

    if level == "hard" and HARD_FLAGS:
        return MonteCarlo(seed, **HARD_FLAGS)
    return make_agent(level, seed)


def _play(seed: int, agents, on_decision=None, variant: str | None = None):
    from game.games.blokus.model import BlokusState

    return play_timed(BlokusState(seed, variant or f"{len(agents)}p"), agents, on_decision)


def outcome(scores: list[int], seat: int) -> tuple[float, int]:
    """(1 a win, ½ a draw, 0 a loss; the lead in points) for `seat` of two."""
    lead = scores[seat] - scores[1 - seat]
    return (1.0 if lead > 0 else 0.5 if lead == 0 else 0.0), lead


# -- move generation ------------------------------------------------------------------------

def midgame_positions(count: int, moves: int = 24):
    """Four-colour positions after `moves` placements by normal players, seeded."""
    from game.games.blokus.ai import make_agent
    from game.games.blokus.model import BlokusState

    out = []
    for seed in range(count):
        state = BlokusState(70_000 + seed, "4p")
        agents = [make_agent("normal", seed * 4 + s) for s in range(4)]
        for _ in range(moves):
            seat = state.to_act
            state.apply(agents[seat].choose(state.observation(seat), state.legal_actions(seat)))
        out.append(state)
    return out


def movegen(positions: int = 12, seconds: float = 1.0) -> dict:
    from game.games.blokus.model import BlokusState
    from game.games.blokus.placement import cover_table, placements
    from game.games.blokus.playout import Sim

    states = midgame_positions(positions)
    geo = states[0].layout.geometry
    cover_table(geo)  # built once per board size, before the clock starts
    generated, start = 0, time.perf_counter()
    rounds = 0
    while time.perf_counter() - start < seconds:
        for s in states:
            c = s.colour
            generated += len(placements(geo, s.occupied, s.own[c], s.start_bit(c), s.left[c]))
        rounds += 1
    per_second = generated / (time.perf_counter() - start)
    fields: dict[str, object] = {"placements_per_s": per_second,
                                 "placements_mean": generated / (rounds * len(states))}
    rng = random.Random(1)
    for name, state in (("opening", BlokusState(1, "4p")), ("middle", states[0])):
        sim = Sim.of(state.observation(state.to_act))
        done, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            sim.copy().playout(rng)
            done += 1
        fields[f"playouts_per_s_{name}"] = done / (time.perf_counter() - start)
    print(f"{fields['placements_mean']:.0f} legal placements a position; "
          f"{per_second:,.0f} placements/s; play-outs/s from the opening "
          f"{fields['playouts_per_s_opening']:.0f}, from the middle "
          f"{fields['playouts_per_s_middle']:.0f}")
    emit("blokus-movegen", fields)
    return fields


# -- strength ---------------------------------------------------------------------------------

def _strength_game(job) -> tuple[float, int]:
    first, second, seed, swapped = job
    levels = (second, first) if swapped else (first, second)
    agents = [agent(level, seed * 2 + s) for s, level in enumerate(levels)]
    state = _play(90_000 + seed, agents, variant=STRENGTH_VARIANT)
    return outcome(state.returns(), 1 if swapped else 0)


HEADER = f"{'games':>6}{'win rate':>10}{'± se':>7}{'lead':>8}{'± se':>7}"


def tally(label: str, key: str, play, jobs: list, workers: int) -> dict[str, object]:
    """Play the jobs (each seed with the seats swapped), print a row of the first side's
    win rate and lead with their standard errors, and return them as fields."""
    results = run_jobs(play, jobs, workers)
    wins, win_se = mean_se([w for w, _ in results])
    lead, lead_se = mean_se([float(d) for _, d in results])
    print(f"{label:<16}{len(results):>6}{wins:>10.3f}{win_se:>7.3f}{lead:>8.1f}{lead_se:>7.1f}")
    return {f"{key}_games": len(results), f"{key}_win": wins, f"{key}_win_se": win_se,
            f"{key}_lead": lead, f"{key}_lead_se": lead_se}


def strength(games: int = 100, hard_games: int = 10, workers: int = 2,
             flags: dict | None = None) -> dict:
    HARD_FLAGS.update(flags or {})
    fields: dict[str, object] = {}
    print(f"{'pairing':<16}{HEADER}")
    for first, second in (("hard", "normal"), ("hard", "easy"), ("normal", "easy")):
        seeds = hard_games if first == "hard" else games
        jobs = [(first, second, seed, swapped) for seed in range(seeds)
                for swapped in (False, True)]
        fields.update(tally(f"{first} v {second}", f"{first}_v_{second}", _strength_game,
                            jobs, workers))
    emit("blokus-strength", fields)
    return fields


# -- against Pentobi ----------------------------------------------------------------------------

def pentobi_path() -> Path | None:
    path = Path(os.environ.get("PENTOBI_GTP", PENTOBI_DEFAULT))
    return path if path.is_file() and os.access(path, os.X_OK) else None


class Pentobi:
    """A `pentobi-gtp` process in two-player classic, spoken to in GTP: colours 1–4 are
    ours 0–3 and a cell (x, y) is column letter x and row 20 − y (a1 at the bottom left)."""

    def __init__(self, path: Path, level: int, seed: int) -> None:
        self.process = subprocess.Popen(
            [str(path), "--game", "classic_2", "--level", str(level), "--nobook", "--quiet",
             "--noresign", "--seed", str(seed)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, command: str) -> str:
        assert self.process.stdin and self.process.stdout
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines = []
        while (line := self.process.stdout.readline()) not in ("\n", ""):
            lines.append(line.strip())
        answer = " ".join(lines)
        if not answer.startswith("="):
            raise RuntimeError(f"pentobi: {command!r} -> {answer!r}")
        return answer[1:].strip()

    def close(self) -> None:
        try:
            self.ask("quit")
        finally:
            self.process.wait(timeout=10)


def gtp_cells(cells: list[tuple[int, int]], size: int = 20) -> str:
    return ",".join(f"{chr(ord('a') + x)}{size - y}" for x, y in cells)


def cells_of_gtp(text: str, size: int = 20) -> list[tuple[int, int]]:
    return [(ord(p[0]) - ord("a"), size - int(p[1:])) for p in text.split(",")]


def _pentobi_game(job) -> tuple[float, int]:
    from game.games.blokus.model import BlokusState
    from game.games.blokus.pieces import orientations

    mine, level, seed, swapped, path = job
    ours = 1 if swapped else 0
    player = agent(mine, seed)
    engine = Pentobi(Path(path), level, seed + 1)
    state = BlokusState(95_000 + seed, STRENGTH_VARIANT)
    geo = state.layout.geometry
    try:
        while not state.is_terminal():
            seat, colour = state.to_act, state.colour
            legal = state.legal_actions(seat)
            if seat == ours:
                action = player.choose(state.observation(seat), legal)
                cells = geo.cells(geo.shape_mask(action.piece, action.orientation)[0]
                                  << (action.y * geo.stride + action.x))
                engine.ask(f"play {colour + 1} {gtp_cells(cells)}")
            else:
                cells = set(cells_of_gtp(engine.ask(f"genmove {colour + 1}")))
                action = next(a for a in legal if {
                    (a.x + x, a.y + y) for x, y in orientations(a.piece)[a.orientation]} == cells)
            state.apply(action)
    finally:
        engine.close()
    return outcome(state.returns(), ours)


def against_pentobi(games: int = 10, workers: int = 2, flags: dict | None = None) -> dict:
    HARD_FLAGS.update(flags or {})
    path = pentobi_path()
    if path is None:
        print("blokus-pentobi skipped: no pentobi-gtp (build it with "
              "../shared/tools/pentobi/build.sh, or set PENTOBI_GTP)")
        emit("blokus-pentobi", {"skipped": 1})
        return {"skipped": 1}
    fields: dict[str, object] = {}
    print(f"{'pentobi level':<16}{HEADER}")
    for level in PENTOBI_LEVELS:
        jobs = [("hard", level, seed, swapped, str(path)) for seed in range(games)
                for swapped in (False, True)]
        fields.update(tally(str(level), f"level{level}", _pentobi_game, jobs, workers))
    emit("blokus-pentobi", fields)
    return fields


# -- decision time --------------------------------------------------------------------------------

def time_levels(games: int = 4, hard_games: int = 1, flags: dict | None = None) -> dict:
    from game.games.blokus.ai import LEVELS

    HARD_FLAGS.update(flags or {})
    counts = {level: hard_games if level == "hard" else games for level in LEVELS}
    return decision_times("blokus-ai-time", LEVELS, agent, _play, 4, counts, 30_000)


def _frames(args) -> None:
    from game.bench.frames import main
    from game.games.blokus import GAME

    main(GAME, "blokus-frames", args.frames)


def _flags(args) -> dict:
    return {"seconds": args.hard_budget} if getattr(args, "hard_budget", None) else {}


BENCHES = (
    Bench("blokus-movegen", "legal placements a second at mid-game positions, and "
          "play-outs a second", lambda args: movegen()),
    Bench("blokus-strength", "two-player classic, seats swapped: hard v normal, hard v "
          "easy (--hard-games seeds, 10) and normal v easy (--games seeds, 100)",
          lambda args: strength(args.games or 100, args.hard_games or 10, args.workers,
                                _flags(args))),
    Bench("blokus-pentobi", "hard v Pentobi levels 1 and 3 when pentobi-gtp is built "
          "(--hard-games seeds, 10; seats swapped)",
          lambda args: against_pentobi(args.hard_games or 10, args.workers, _flags(args))),
    Bench("blokus-ai-time", "decision time per level, four colours (--games; "
          "--hard-games, 1)", lambda args: time_levels(args.games or 4, args.hard_games or 1,
                                                       _flags(args))),
    Bench("blokus-frames", "the four-colour table's frame times", _frames),
)
