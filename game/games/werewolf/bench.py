"""Werewolf's computer players: decision time, win rates by table size, strength.

werewolf-ai-time: G games of the 8-player preset per level, every seat at that level
(hard: G // 5 games, at least 2: its searched decisions take ~0.3 s each); the p50 /
p95 / max agent time of the decisions with a real choice, and for hard the worlds per
searched decision.

werewolf-win-rates: for each preset (5p, 8p, 10p, 12p, 18p), N computer-only games at
normal (--games, default 1000): how often the village, the wolves, the lovers or nobody
won, and the average game length in days; the same with the Seer's claims switched off
(no Seer claims, real or fake) and with the Witch's potions switched off, side by side.

werewolf-ai-strength: on the 8-player preset, level X plays the village and level Y the
wolves, then the sides swap (village Y, wolves X), over the same deals; the deals are
also played by Y on both sides. A seat plays the level of the side its card is on now
(a Thief who took a werewolf plays for the wolves). A stronger X wins more as the
village and more as the wolves. Pairings normal vs easy and hard vs normal; --deals
games per arrangement (default 1000 for normal vs easy and 200 for hard vs normal,
since a hard game takes several seconds: about 15 minutes on 2 workers). Each win rate
is shown with its standard error sqrt(p(1 - p) / n); a level's gain over Y-vs-Y is
paired by deal: the mean of the per-deal differences (each -1, 0 or 1) with their
standard deviation over sqrt(n) as its standard error.

werewolf-talk: how the computers' talk serves the village, on the 10-player preset,
every seat normal (--games, default 400): the lynch accuracy by day (of the day's
votes that eliminated somebody, the share that hit a werewolf), computers only and
with one villager seat scripted as a false Seer (on day 1 it claims the Seer and names
a villager a werewolf, then votes as the normal player does); and how often the real
Seer, alive at that talk, contests the false claim the same day (claims the Seer and
accuses the false one).

werewolf-frames: the real 18-player village (all computers) playing game after game,
headless: frame times at two window sizes, computers at normal and hard
(`game.bench.frames`).

Run as `python -m game.bench NAME [--games N] [--deals N] [--workers N]`.
"""

from __future__ import annotations

import random
import time
from collections import Counter

from game.bench.common import decision_times, emit, hard_flags, play_timed, run_jobs
from game.core.gamedef import Bench, Lazy
from game.core.search import decide
from game.games.werewolf.actions import Done, Say
from game.games.werewolf.ai import LEVELS, make_agent
from game.games.werewolf.model import WerewolfState
from game.games.werewolf.roles import SEER, VILLAGER, WOLF

TIME_VARIANT = "8p"
STRENGTH_VARIANT = "8p"
PRESETS = ("5p", "8p", "10p", "12p", "18p")
CONFIGS = {"full": {}, "no claims": {"seer_claims": False}, "no potions": {"potions": False}}
SIDES = ("village", "wolves", "lovers", "nobody")
PAIRINGS = (("normal", "easy", 1000), ("hard", "normal", 200))
CHUNK = 25  # games per job


# -- decision time --------------------------------------------------------------------
def time_levels(games: int = 20, hard_games: int | None = None, **hard: float) -> dict:
    counts = {level: games for level in LEVELS}
    counts["hard"] = hard_games or max(2, games // 5)

    def agent(level: str, seed: int):
        return make_agent(level, seed, **(hard if level == "hard" else {}))

    def play(seed: int, agents, on_decision=None) -> WerewolfState:
        return play_timed(WerewolfState.new(seed, TIME_VARIANT), agents, on_decision)

    print(f"{TIME_VARIANT}, every seat at the level; decisions with a real choice")
    return decision_times("werewolf-ai-time", LEVELS, agent, play, 100, counts, 9000)


# -- win rates ------------------------------------------------------------------------------
def _rates_job(job: tuple) -> tuple[str, str, Counter, int, int]:
    variant, config, first, count = job
    sides: Counter = Counter()
    days = 0
    for seed in range(first, first + count):
        state = WerewolfState.new(seed, variant)
        agents = [make_agent("normal", seed * 100 + s, **CONFIGS[config])
                  for s in range(state.players)]
        play_timed(state, agents)
        sides[state.result["side"]] += 1
        days += state.day
    return variant, config, sides, days, count


def win_rates(games: int = 1000, workers: int = 2, presets=PRESETS) -> dict:
    start = time.perf_counter()
    jobs = [(v, c, first, min(CHUNK, games - first)) for v in presets for c in CONFIGS
            for first in range(0, games, CHUNK)]
    totals: dict[tuple[str, str], list] = {}
    for variant, config, sides, days, count in run_jobs(_rates_job, jobs, workers):
        row = totals.setdefault((variant, config), [Counter(), 0, 0])
        row[0].update(sides)
        row[1] += days
        row[2] += count
    print(f"{games} games per preset and setting, every seat normal; share of games each "
          "side won, and the average length in days")
    head = "".join(f" | {c:<33}" for c in CONFIGS)
    print(f"{'':<6}{head}")
    cols = "".join(f" | {'vil':>5}{'wolf':>6}{'lov':>6}{'none':>6}{'days':>6}    "
                   for _ in CONFIGS)
    print(f"{'preset':<6}{cols}")
    fields: dict[str, object] = {}
    for variant in presets:
        line = f"{variant:<6}"
        for config in CONFIGS:
            sides, days, n = totals[(variant, config)]
            rates = [sides[s] / n for s in SIDES]
            line += f" | {rates[0]:>5.3f}{rates[1]:>6.3f}{rates[2]:>6.3f}{rates[3]:>6.3f}" \
                    f"{days / n:>6.2f}    "
            key = config.replace(" ", "_")
            fields[f"{variant}_{key}_village"] = rates[0]
            fields[f"{variant}_{key}_wolves"] = rates[1]
            fields[f"{variant}_{key}_days"] = days / n
        print(line)
    elapsed = time.perf_counter() - start
    print(f"({len(presets) * len(CONFIGS) * games} games in {elapsed:.0f} s, {workers} workers)")
    fields["seconds"] = elapsed
    emit("werewolf-win-rates", fields)
    return fields


# -- strength ------------------------------------------------------------------------------
def _strength_job(job: tuple) -> tuple[str, str, dict[int, str]]:
    """Games with the village at one level and the wolves at another; the side that won
    each deal (by its seed)."""
    village, wolves, first, count, hard = job
    sides: dict[int, str] = {}
    for seed in range(first, first + count):
        state = WerewolfState.new(seed, STRENGTH_VARIANT)
        table = {lvl: [make_agent(lvl, seed * 100 + s, **(hard if lvl == "hard" else {}))
                       for s in range(state.players)] for lvl in {village, wolves}}
        while not state.is_terminal():
            seat = state.to_act
            level = wolves if state.role(seat) == WOLF else village
            state.apply(decide(table[level][seat], state, seat, state.legal_actions(seat)))
        sides[seed] = state.result["side"]
    return village, wolves, sides


def paired_gain(mine: dict[int, str], base: dict[int, str], side: str) -> tuple[float, float]:
    """How much more often `side` won in `mine` than in `base` over the same deals, and
    its standard error: the spread of the per-deal differences (each -1, 0 or 1) over
    the square root of the number of deals (a paired comparison)."""
    gains = [(mine[d] == side) - (base[d] == side) for d in base]
    n = len(gains)
    mean = sum(gains) / n
    spread = sum((g - mean) ** 2 for g in gains) / max(1, n - 1)
    return mean, (spread / n) ** 0.5


def rate_se(p: float, n: int) -> float:
    return (p * (1 - p) / n) ** 0.5


def strength(deals: int | None = None, workers: int = 2, pairings=PAIRINGS,
             **hard: float) -> dict:
    print(f"{STRENGTH_VARIANT}: the village at one level, the wolves at another, the same "
          "deals each way; share of games each side won (± its standard error)")
    fields: dict[str, object] = {}
    for strong, weak, default in pairings:
        n = deals or default
        start = time.perf_counter()
        arrangements = ((weak, weak), (strong, weak), (weak, strong))
        jobs = [(v, w, 50_000 + first, min(CHUNK, n - first), hard)
                for v, w in arrangements for first in range(0, n, CHUNK)]
        won: dict[tuple[str, str], dict[int, str]] = {a: {} for a in arrangements}
        for village, wolves, sides in run_jobs(_strength_job, jobs, workers):
            won[(village, wolves)].update(sides)
        elapsed = time.perf_counter() - start
        print(f"{strong} vs {weak}: {n} games per arrangement ({elapsed:.0f} s)")
        print(f"{'village':<9}{'wolves':<9}{'village won':>16}{'wolves won':>16}{'other':>8}")
        for village, wolves in arrangements:
            c = Counter(won[(village, wolves)].values())
            pv, pw = c["village"] / n, c["wolves"] / n
            print(f"{village:<9}{wolves:<9}{pv:>9.3f} ±{rate_se(pv, n):.3f}"
                  f"{pw:>9.3f} ±{rate_se(pw, n):.3f}{(c['lovers'] + c['nobody']) / n:>8.3f}")
        base = won[(weak, weak)]
        as_village, se_village = paired_gain(won[(strong, weak)], base, "village")
        as_wolves, se_wolves = paired_gain(won[(weak, strong)], base, "wolves")
        print(f"{strong} over {weak}: {as_village:+.3f} ±{se_village:.3f} as the village, "
              f"{as_wolves:+.3f} ±{se_wolves:.3f} as the wolves (paired by deal)", flush=True)
        key = f"{strong}_vs_{weak}"
        fields[f"{key}_village_gain"] = as_village
        fields[f"{key}_village_se"] = se_village
        fields[f"{key}_wolves_gain"] = as_wolves
        fields[f"{key}_wolves_se"] = se_wolves
        fields[f"{key}_games"] = n
        fields[f"{key}_seconds"] = elapsed
    emit("werewolf-ai-strength", fields)
    return fields


# -- the talk --------------------------------------------------------------------------------
TALK_VARIANT = "10p"
TALK_DAYS = 4  # lynch accuracy is reported for days 1..TALK_DAYS (later days pooled in)


class FalseSeer:
    """A villager seat that claims the Seer on day 1's talk and names a villager a
    werewolf (the person's lie in the issue's report), otherwise the normal player."""

    def __init__(self, seed: int) -> None:
        self.normal = make_agent("normal", seed)
        self.rng = random.Random(seed)

    def choose(self, obs: dict, legal: list) -> object:
        if obs["phase"] == "discussion" and obs["day"] == 1:
            me = obs["seat"]
            mine = [st for st in obs["statements"] if st[1] == me]
            if not mine:
                return Say(me, "claim", me, SEER)
            if len(mine) == 1:
                others = [s for s, a in enumerate(obs["alive"]) if a and s != me]
                return Say(me, "wolf", self.rng.choice(others), "")
            return Done(me)
        return self.normal.choose(obs, legal)


def _talk_job(job: tuple) -> tuple[str, Counter, Counter, int, int]:
    scripted, first, count = job
    hits: Counter = Counter()
    lynches: Counter = Counter()
    contested = chances = 0
    for seed in range(first, first + count):
        state = WerewolfState.new(seed, TALK_VARIANT)
        agents = [make_agent("normal", seed * 100 + s) for s in range(state.players)]
        liar = None
        if scripted:
            villagers = [s for s in range(state.players) if state.role(s) == VILLAGER]
            liar = villagers[seed % len(villagers)]
            agents[liar] = FalseSeer(seed * 100 + liar)
        seer_alive_at_talk = False
        while not state.is_terminal():
            seat = state.to_act
            if state.phase == "discussion" and state.day == 1 and not seer_alive_at_talk:
                seer_alive_at_talk = any(state.alive[s] and state.role(s) == SEER
                                         for s in range(state.players))
            state.apply(decide(agents[seat], state, seat, state.legal_actions(seat)))
        for death in state.deaths:
            if death["cause"] == "vote":
                day = min(death["day"], TALK_DAYS)
                lynches[day] += 1
                hits[day] += death["role"] == WOLF
        if liar is not None and seer_alive_at_talk:
            chances += 1
            seer = next(s for s in range(state.players) if state.role(s) == SEER)
            said = {(s, what, t) for d, s, what, t, _ in state.statements if d == 1}
            contested += (seer, "claim", seer) in said and (seer, "accuse", liar) in said
    return ("scripted" if scripted else "computers"), hits, lynches, contested, chances


def talk(games: int = 400, workers: int = 2) -> dict:
    start = time.perf_counter()
    jobs = [(scripted, 70_000 + first, min(CHUNK, games - first))
            for scripted in (False, True) for first in range(0, games, CHUNK)]
    rows: dict[str, list] = {}
    for name, hits, lynches, contested, chances in run_jobs(_talk_job, jobs, workers):
        row = rows.setdefault(name, [Counter(), Counter(), 0, 0])
        row[0].update(hits)
        row[1].update(lynches)
        row[2] += contested
        row[3] += chances
    print(f"{TALK_VARIANT}, {games} games each, every seat normal; lynch accuracy by day: "
          "the share of the day's eliminations by vote that hit a werewolf (eliminations)")
    fields: dict[str, object] = {}
    for name, (hits, lynches, contested, chances) in rows.items():
        days = "  ".join(f"day {d}{'+' if d == TALK_DAYS else ''}: "
                         f"{hits[d] / lynches[d]:.3f} ({lynches[d]})" if lynches[d]
                         else f"day {d}: -" for d in range(1, TALK_DAYS + 1))
        print(f"{name:<10} {days}")
        for d in range(1, TALK_DAYS + 1):
            if lynches[d]:
                fields[f"{name}_day{d}_accuracy"] = hits[d] / lynches[d]
        if chances:
            rate = contested / chances
            print(f"{'':<10} the false Seer contested by the real Seer the same day: "
                  f"{contested} of {chances} games with her alive ({rate:.3f})")
            fields["false_claim_contested"] = rate
            fields["false_claim_chances"] = chances
    elapsed = time.perf_counter() - start
    print(f"({2 * games} games in {elapsed:.0f} s, {workers} workers)")
    fields["seconds"] = elapsed
    emit("werewolf-talk", fields)
    return fields


# -- the benches ------------------------------------------------------------------------
def ai_time(args) -> None:
    time_levels(args.games or 20, **hard_flags(args))


def rates(args) -> None:
    win_rates(args.games or 1000, args.workers)


def ai_strength(args) -> None:
    strength(args.deals, args.workers, **hard_flags(args))


def talk_bench(args) -> None:
    talk(args.games or 400, args.workers)


def frames(args) -> None:
    from game.bench.frames import Table, main
    from game.games.werewolf import GAME

    main(GAME, "werewolf-frames", args.frames, Table(players=FRAMES_PLAYERS))


FRAMES_PLAYERS = 18  # the biggest village: the most seats to draw

BENCHES = (
    Bench("werewolf-ai-time", "decision time per level (8p; --games, hard a fifth of them)",
          Lazy(f"{__name__}:ai_time")),
    Bench("werewolf-win-rates", "village / wolves / lovers win rates per preset at normal, "
          "with and without Seer claims and potions (--games per preset, default 1000)",
          Lazy(f"{__name__}:rates")),
    Bench("werewolf-ai-strength", "a level on one side against another, then swapped "
          "(--deals per arrangement; default 1000, hard vs normal 200)",
          Lazy(f"{__name__}:ai_strength")),
    Bench("werewolf-talk", "lynch accuracy by day, computers only and with a scripted false "
          "Seer, and how often the real Seer contests it (--games, default 400)",
          Lazy(f"{__name__}:talk_bench")),
    Bench("werewolf-frames", f"the {FRAMES_PLAYERS}-player village's frame times, computers "
          "playing, headless", Lazy(f"{__name__}:frames")),
)

