"""ddz-ai-strength: who beats whom, on the same deals with the roles swapped.

Each deal seed fixes the cards and the landlord seat (seed % seats, the auction
forced: that seat bids 3). Side A plays it as landlord against side B's farmers, then
B as landlord against A's farmers, so luck of the cards cancels out. A win is a hand
won by the side; points are the side's score (the landlord's, or the farmers' summed).
The three-player game here; strength_4p runs the same matches with four seats.
"""

from __future__ import annotations

import time

from game.bench.common import emit, play_timed, run_jobs
from game.games.doudizhu.ai import make_agent
from game.games.doudizhu.ai_4p import make_agent_4p
from game.games.doudizhu.model import Bid, DdzState
from game.games.doudizhu.model_4p import Ddz4State

PAIRINGS = (("hard", "normal"), ("hard", "easy"), ("normal", "easy"), ("hard", "rlcard"))
# Per seat count: the fresh deal and the level's agent.
FORMS = {3: (DdzState.new, make_agent), 4: (Ddz4State.new, make_agent_4p)}


def forced_deal(seed: int, landlord: int, seats: int = 3) -> DdzState:
    """A fresh deal whose auction is settled at once: `landlord` bids 3, others pass.
    Used so two sides can play the very same deal with the roles swapped."""
    state = FORMS[seats][0](seed)
    while state.phase == "auction":
        seat = state.to_act
        state.apply(Bid(seat, 3 if seat == landlord else 0))
    return state


def _agent(level: str, seed: int, hard_options: dict, seats: int = 3):
    if level == "rlcard":
        from game.games.doudizhu.bench.rlcard_agent import RlcardRuleAgent

        return RlcardRuleAgent(seed)
    return FORMS[seats][1](level, seed, **(hard_options if level == "hard" else {}))


def play_deal(job: tuple) -> list[tuple[bool, int, bool]]:
    """Both role assignments of one deal: [(A won, A's points, A was landlord)]."""
    seed, side_a, side_b, hard_options, seats = job
    landlord = seed % seats
    out = []
    for a_is_landlord in (True, False):
        state = forced_deal(seed, landlord, seats)
        agents = [_agent(side_a if (s == landlord) == a_is_landlord else side_b,
                         seed * 7 + s, hard_options, seats) for s in range(seats)]
        play_timed(state, agents)  # asked as a table asks (a searching agent gets worlds)
        result = state.result
        a_won = (result["winner"] == "landlord") == a_is_landlord
        points = result["deltas"][landlord]
        out.append((a_won, points if a_is_landlord else -points, a_is_landlord))
    return out


def match(side_a: str, side_b: str, deals: int, workers: int = 2,
          hard_options: dict | None = None, seats: int = 3) -> dict:
    jobs = [(seed, side_a, side_b, hard_options or {}, seats) for seed in range(deals)]
    results = run_jobs(play_deal, jobs, workers)
    games = [g for pair in results for g in pair]
    n = len(games)
    return {
        "win": sum(g[0] for g in games) / n,
        "points": sum(g[1] for g in games) / n,
        "as_landlord": sum(g[0] for g in games if g[2]) / deals,
        "as_farmers": sum(g[0] for g in games if not g[2]) / deals,
    }


# The issue asks for at least 300 deals each way. With the hard player (up to 0.3 s a
# move) a pairing takes 5 to 7 minutes on two cores; `--deals` makes a quicker look.
DEFAULT_DEALS = 300


def main(deals: int | None = None, workers: int = 2, hard_options: dict | None = None,
         pairings=PAIRINGS) -> dict:
    """`deals` per pairing, each played twice with the roles swapped (default 300)."""
    try:
        import rlcard  # noqa: F401
    except ImportError:
        print("rlcard is not importable (pip install rlcard==1.2.0 numpy): skipping it")
        pairings = [p for p in pairings if "rlcard" not in p]
    return report("ddz-ai-strength", pairings, deals or DEFAULT_DEALS, workers, hard_options)


def report(name: str, pairings, deals: int, workers: int, hard_options: dict | None,
           seats: int = 3) -> dict:
    """Play every pairing on `deals` deals, print a table, emit A's win rate per pairing."""
    print(f"{'A vs B':<18}{'deals':>6}{'A wins':>8}{'as LL':>8}{'as farm':>9}"
          f"{'A pts/hand':>12}{'seconds':>9}")
    fields: dict[str, object] = {}
    for side_a, side_b in pairings:
        start = time.perf_counter()
        r = match(side_a, side_b, deals, workers, hard_options, seats)
        pairing = f"{side_a}_vs_{'rlcard_rule' if side_b == 'rlcard' else side_b}"
        print(f"{side_a + ' vs ' + side_b:<18}{deals:>6}{r['win']:>8.3f}"
              f"{r['as_landlord']:>8.3f}{r['as_farmers']:>9.3f}{r['points']:>12.2f}"
              f"{time.perf_counter() - start:>9.0f}", flush=True)
        fields[pairing] = round(r["win"], 4)
    emit(name, fields)
    return fields
