"""Forbidden Island's computer players: decision time, and how often the computer team wins.

fi-ai-time: G games of the 4-player normal classic island per level, every seat at that
level (hard: G // 10 games, at least 2: its searched decisions take ~0.3 s each); the
p50 / p95 / max agent time of the decisions with a real choice (more than one legal
action), and for hard the worlds per searched decision and the ms per world.

fi-win-rates: the computer team (every seat the same level) on the classic island, for
each difficulty (novice, normal, elite, legendary) and team size (2, 3, 4): N games at
easy and at normal (--games, default 1000; 0 for none), fewer at hard (--hard-games,
default 0: a hard game takes ~4 s; `--hard-games 50` adds 50 a cell); then the other
island shapes at normal difficulty, normal level (N games each). The share of games
won ± its standard error, the average length in turns, and the most common way to
lose; the seeds are the same for every level, so the levels meet the same islands and
decks.

fi-frames: the real board with four computer adventurers playing game after game,
headless, at two window sizes: p50 and p99 ms per frame.

fi-card-use: how the computer team spends its special cards (issue 29; `ai_audit.py`):
for each difficulty and team size on the classic island, N games (--games, default 200)
at easy and normal and, with --hard-games N, N at hard (normal difficulty only): the
share won, the treasures captured per game and by turn 9, the Helicopter Lifts played
per game and those wasted (not used the turn they were played, or undone within two
turns), the Sandbags played and those off target. The seeds are the fi-win-rates ones.

fi-hard-vs-normal: hard and normal on the same seeds (--deals per team size, default 100,
at normal difficulty, classic island): both win rates, and the difference with its
standard error over the paired games.

Run as `python -m game.bench NAME [--games N] [--hard-games N] [--deals N] [--workers N]`
(fi-card-use also takes --hard-budget and --hard-deals for its hard games).
"""

from __future__ import annotations

import time
from collections import Counter

from game.bench.common import decision_times, emit, hard_flags, play_timed, run_jobs
from game.core.gamedef import Bench, Lazy
from game.games.forbidden_island.ai import LEVELS, make_agent
from game.games.forbidden_island.islands import shapes
from game.games.forbidden_island.model import IslandState
from game.games.forbidden_island.setup import DEFAULT_SHAPE, Setup
from game.games.forbidden_island.tiles import DIFFICULTIES

TIME_VARIANT = "4p-normal-classic"
SIZES = (2, 3, 4)
CHUNK = 25  # games per job
FIRST_SEED = 50_000


def variant(players: int, difficulty: str, shape: str = DEFAULT_SHAPE) -> str:
    return Setup(players, difficulty, shape).name


def play_game(seed: int, name: str, level: str, on_decision=None, **hard) -> IslandState:
    """One game to its end, every seat at `level`, asked as the table asks them."""
    state = IslandState.new(seed, name)
    agents = [make_agent(level, seed * 10 + s, **(hard if level == "hard" else {}))
              for s in range(state.players)]
    return play_timed(state, agents, on_decision)


# -- decision time -----------------------------------------------------------------------------
def time_levels(games: int = 20, hard_games: int | None = None, **hard) -> dict:
    counts = {level: games for level in LEVELS}
    counts["hard"] = hard_games or max(2, games // 10)

    def agent(level: str, seed: int):
        return make_agent(level, seed, **(hard if level == "hard" else {}))

    def play(seed: int, agents, on_decision=None) -> IslandState:
        return play_timed(IslandState.new(seed, TIME_VARIANT), agents, on_decision)

    print(f"{TIME_VARIANT}, every seat at the level; decisions with a real choice")
    return decision_times("fi-ai-time", LEVELS, agent, play, 10, counts, FIRST_SEED)


# -- win rates -----------------------------------------------------------------------------------
def _rates_job(job: tuple) -> tuple[str, str, int, int, Counter]:
    name, level, first, count = job
    won, turns, losses = 0, 0, Counter()
    for seed in range(first, first + count):
        state = play_game(seed, name, level)
        if state.result["won"]:
            won += 1
        else:
            losses[state.result["reason"]] += 1
        turns += state.turn
    return name, level, won, turns, losses


def _configs(games: int, hard_games: int) -> list[tuple[str, str, int]]:
    """(variant, level, games) in table order: the classic island, then the shapes."""
    out = []
    for difficulty in DIFFICULTIES:
        for players in SIZES:
            name = variant(players, difficulty)
            for level in LEVELS:
                n = hard_games if level == "hard" else games
                if n:
                    out.append((name, level, n))
    for shape in shapes():
        if shape != DEFAULT_SHAPE and games:
            for players in SIZES:
                out.append((variant(players, "normal", shape), "normal", games))
    return out


def stderr(p: float, n: int) -> float:
    return (p * (1 - p) / n) ** 0.5 if n else 0.0


def win_rates(games: int = 1000, workers: int = 2, hard_games: int = 0) -> dict:
    start = time.perf_counter()
    configs = _configs(games, hard_games)
    jobs = [(name, level, FIRST_SEED + first, min(CHUNK, n - first))
            for name, level, n in configs for first in range(0, n, CHUNK)]
    totals: dict[tuple[str, str], list] = {}
    for name, level, won, turns, losses in run_jobs(_rates_job, jobs, workers):
        row = totals.setdefault((name, level), [0, 0, Counter()])
        row[0] += won
        row[1] += turns
        row[2].update(losses)
    counts = {(name, level): n for name, level, n in configs}
    print("the computer team, every seat the same level: share of games won ± standard "
          "error, average turns, the most common loss")
    print(f"{'variant':<24}{'level':<8}{'games':>7}{'won':>8}{'± se':>7}{'turns':>7}  loss")
    fields: dict[str, object] = {}
    for name, level, n in configs:
        won, turns, losses = totals[(name, level)]
        rate = won / n
        worst = losses.most_common(1)[0][0] if losses else "-"
        print(f"{name:<24}{level:<8}{n:>7}{rate:>8.3f}{stderr(rate, n):>7.3f}"
              f"{turns / n:>7.1f}  {worst}")
        fields[f"{name}_{level}"] = rate
    elapsed = time.perf_counter() - start
    played = sum(counts.values())
    print(f"({played} games in {elapsed:.0f} s, {workers} worker{'s' if workers > 1 else ''})")
    fields["games"] = played
    fields["seconds"] = elapsed
    emit("fi-win-rates", fields)
    return fields


# -- special cards and pace ------------------------------------------------------------------
CARD_FIELDS = ("won", "treasures", "by_turn_9", "lifts", "wasted", "idle", "undone",
               "relifted", "sandbags", "off_target", "at_limit")


def _cards_job(job: tuple) -> tuple[str, str, dict[str, float], Counter]:
    from game.games.forbidden_island.ai_audit import audit_game

    name, level, first, count, hard = job
    sums = dict.fromkeys(CARD_FIELDS, 0.0)
    uses: Counter = Counter()
    for seed in range(first, first + count):
        state = IslandState.new(seed, name)
        agents = [make_agent(level, seed * 10 + s, **(hard if level == "hard" else {}))
                  for s in range(state.players)]
        audit = audit_game(state, agents)
        sums["won"] += audit.won
        sums["treasures"] += len(audit.captures)
        sums["by_turn_9"] += audit.captured_by_turn_9
        sums["lifts"] += len(audit.lifts)
        sums["wasted"] += sum(r.wasted for r in audit.lifts)
        sums["idle"] += sum(not r.use for r in audit.lifts)
        sums["undone"] += sum(r.undone for r in audit.lifts)
        sums["relifted"] += sum(r.undone_by == "lift" for r in audit.lifts)
        uses.update(r.use or "none" for r in audit.lifts)
        for b in audit.sandbags:
            sums["sandbags"] += 1
            sums["at_limit"] += b.step == "discard"
            sums["off_target"] += not b.on_target
            uses["sb_" + b.why] += 1
    return name, level, sums, uses


def card_use(games: int = 200, workers: int = 1, hard_games: int = 0, **hard) -> dict:
    start = time.perf_counter()
    configs = []
    for difficulty in DIFFICULTIES:
        for players in SIZES:
            for level in LEVELS:
                n = hard_games if level == "hard" else games
                if level == "hard" and difficulty != "normal":
                    n = 0  # ~8 s a game: normal difficulty alone
                if n:
                    configs.append((variant(players, difficulty), level, n))
    jobs = [(name, level, FIRST_SEED + first, min(CHUNK, n - first), hard)
            for name, level, n in configs for first in range(0, n, CHUNK)]
    totals: dict[tuple[str, str], dict[str, float]] = {}
    uses: dict[str, Counter] = {}
    for name, level, sums, used in run_jobs(_cards_job, jobs, workers):
        row = totals.setdefault((name, level), dict.fromkeys(CARD_FIELDS, 0.0))
        for k, x in sums.items():
            row[k] += x
        uses.setdefault(level, Counter()).update(used)
    print("per game: treasures captured (all, by turn 9), Helicopter Lifts played (wasted: "
          "idle or undone), Sandbags played (off target; played at the hand limit)")
    print(f"{'variant':<22}{'level':<8}{'games':>6}{'won':>7}{'treas':>7}{'by t9':>7}"
          f"{'lifts':>7}{'wasted':>7}{'idle':>6}{'undone':>7}{'lifted':>7}{'sandb':>7}"
          f"{'off':>6}{'limit':>6}")  # lifted: undone by a lift; limit: at the hand limit
    fields: dict[str, object] = {}
    by_level: dict[tuple[str, str], list[float]] = {}
    for name, level, n in configs:
        row = totals[(name, level)]
        m = {k: x / n for k, x in row.items()}
        print(f"{name:<22}{level:<8}{n:>6}{m['won']:>7.3f}{m['treasures']:>7.2f}"
              f"{m['by_turn_9']:>7.2f}{m['lifts']:>7.2f}{m['wasted']:>7.2f}{m['idle']:>6.2f}"
              f"{m['undone']:>7.2f}{m['relifted']:>7.2f}{m['sandbags']:>7.2f}{m['off_target']:>6.2f}"
              f"{m['at_limit']:>6.2f}")
        difficulty = name.split("-")[1]
        acc = by_level.setdefault((difficulty, level), [0.0] * (len(CARD_FIELDS) + 1))
        acc[0] += n
        for i, k in enumerate(CARD_FIELDS):
            acc[i + 1] += row[k]
    print("\nby difficulty (every team size together)")
    print(f"{'difficulty':<12}{'level':<8}{'games':>6}{'won':>7}{'treas':>7}{'by t9':>7}"
          f"{'lifts':>7}{'wasted':>7}{'sandb':>7}{'off':>6}")
    for (difficulty, level), acc in by_level.items():
        n = acc[0]
        m = {k: acc[i + 1] / n for i, k in enumerate(CARD_FIELDS)}
        print(f"{difficulty:<12}{level:<8}{int(n):>6}{m['won']:>7.3f}{m['treasures']:>7.2f}"
              f"{m['by_turn_9']:>7.2f}{m['lifts']:>7.2f}{m['wasted']:>7.2f}"
              f"{m['sandbags']:>7.2f}{m['off_target']:>6.2f}")
        for k in ("won", "treasures", "by_turn_9", "lifts", "wasted", "off_target"):
            fields[f"{difficulty}_{level}_{k}"] = round(m[k], 4)
    for level, used in uses.items():
        lifts = ", ".join(f"{k} {x}" for k, x in sorted(used.items()) if not k.startswith("sb_"))
        bags = ", ".join(f"{k[3:]} {x}" for k, x in sorted(used.items()) if k.startswith("sb_"))
        print(f"{level}: lifts used for: {lifts or '-'}; Sandbags on: {bags or '-'}")
    elapsed = time.perf_counter() - start
    print(f"({sum(n for _, _, n in configs)} games in {elapsed:.0f} s)")
    fields["seconds"] = elapsed
    emit("fi-card-use", fields)
    return fields


# -- hard against normal ----------------------------------------------------------------------
def _pair_job(job: tuple) -> tuple[int, int, int]:
    name, seed, hard = job
    a = play_game(seed, name, "hard", **hard).result["won"]
    b = play_game(seed, name, "normal").result["won"]
    return int(a), int(b), seed


def hard_vs_normal(deals: int = 100, workers: int = 2, **hard) -> dict:
    start = time.perf_counter()
    fields: dict[str, object] = {}
    print("hard and normal teams on the same seeds (normal difficulty, classic island)")
    print(f"{'variant':<22}{'games':>7}{'hard':>8}{'normal':>8}{'diff':>8}{'± se':>7}{'s':>7}")
    for players in SIZES:
        t0 = time.perf_counter()
        name = variant(players, "normal")
        jobs = [(name, FIRST_SEED + d, hard) for d in range(deals)]
        pairs = run_jobs(_pair_job, jobs, workers)
        n = len(pairs)
        diffs = [a - b for a, b, _ in pairs]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
        h = sum(a for a, _, _ in pairs) / n
        m = sum(b for _, b, _ in pairs) / n
        print(f"{name:<22}{n:>7}{h:>8.3f}{m:>8.3f}{mean:>8.3f}{(var / n) ** 0.5:>7.3f}"
              f"{time.perf_counter() - t0:>7.0f}", flush=True)
        fields[f"{players}p_hard"] = h
        fields[f"{players}p_normal"] = m
        fields[f"{players}p_diff"] = mean
        fields[f"{players}p_diff_se"] = (var / n) ** 0.5
    fields["seconds"] = time.perf_counter() - start
    emit("fi-hard-vs-normal", fields)
    return fields


def ai_time(args) -> None:
    time_levels(args.games or 20, **hard_flags(args))


def rates(args) -> None:
    games = 1000 if args.games is None else args.games  # 0: the hard cells alone
    win_rates(games, args.workers, args.hard_games or 0)


def cards(args) -> None:
    games = 200 if args.games is None else args.games
    card_use(games, args.workers, args.hard_games or 0, **hard_flags(args))


def versus(args) -> None:
    hard_vs_normal(args.deals or 100, args.workers, **hard_flags(args))


def frames(args) -> None:
    from game.bench.frames import main
    from game.games.forbidden_island import GAME

    main(GAME, "fi-frames", args.frames)


BENCHES = (
    Bench("fi-ai-time", "decision time per level (4p normal; --games, hard a tenth)",
          Lazy(f"{__name__}:ai_time")),
    Bench("fi-win-rates", "the computer team's win rate per difficulty, team size and level, "
          "and per island shape (--games per cell, default 1000)", Lazy(f"{__name__}:rates")),
    Bench("fi-card-use", "the computer team's special cards (Helicopter Lifts wasted, "
          "Sandbags off target) and pace (treasures by turn 9) per difficulty and level "
          "(--games per cell, default 200; --hard-games)", Lazy(f"{__name__}:cards")),
    Bench("fi-hard-vs-normal", "hard and normal teams on the same seeds (--deals per team "
          "size, default 100)", Lazy(f"{__name__}:versus")),
    Bench("fi-frames", "the 4-player island's frame times, computers playing, headless",
          Lazy(f"{__name__}:frames")),
)

