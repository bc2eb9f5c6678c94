"""What a computer seat believes about the others' loyalties, from its observation only.

The lord is known. Every other seat starts as unknown and is read from the public
record of acts (`observation["acts"]`): harming the lord or a seat that acts like the
lord's friend looks rebellious; harming a rebel-like seat or saving the lord looks
loyal. Revealed identities (the dead's, one's own) are facts. A seat's stance is a
number: > 0 leans to the lord's side, < 0 against it.

The hard player reads the same record with an opponent model instead
(`identity_posterior`): every assignment of the hidden identities, weighed by how
likely each act's target is for a normal player of the actor's identity
(`ACT_TARGETS`, counted from normal players' games); `identity_marginals` and
`expected_stances` sum it up per seat.
"""

from __future__ import annotations

import math
from collections import Counter
from itertools import permutations

from game.games.sanguosha.identities import identities_for

LORD_SIDE, REBEL_SIDE = 1.0, -1.0
HARM_LORD = 2.0  # what one harm to the lord says about its author
HELP_WEIGHT = 1.5
PASSES = 2  # rounds of reading: a second pass reads acts against seats judged in the first
# A shown identity's stance.
FACT = {"lord": 9.0, "loyalist": 9.0, "rebel": -9.0, "renegade": -3.0}


def stances(obs: dict) -> list[float]:
    """Each seat's lean toward the lord's side (the lord 9, facts ±9)."""
    n = len(obs["seats"])
    known = shown_identities(obs)
    prior, sure = elimination_prior(obs, known, FACT)
    if sure:  # no loyalist hides any more: every hidden seat is against the lord
        known = {s: known.get(s, "rebel") for s in range(n)}
    stance = [FACT.get(known.get(s, ""), prior) for s in range(n)]
    for _ in range(PASSES):
        lean = list(stance)
        for actor, target, kind in obs["acts"]:
            if actor in known:
                continue
            sign = 1.0 if kind == "help" else -1.0
            weight = HELP_WEIGHT if kind == "help" else 1.0
            target_lean = HARM_LORD if known.get(target) == "lord" else stance[target] / 9.0
            lean[actor] += sign * weight * target_lean
        stance = [stance[s] if s in known else max(-8.0, min(8.0, lean[s])) for s in range(n)]
    return stance


def shown_identities(obs: dict) -> dict[int, str]:
    """The identities this seat sees: the lord's, its own, the dead's."""
    return {s: seat["identity"] for s, seat in enumerate(obs["seats"]) if seat["identity"]}


def elimination_prior(obs: dict, known: dict[int, str],
                      fact: dict[str, float]) -> tuple[float, bool]:
    """The expected stance of a seat whose identity is hidden, from the identities not
    yet accounted for (the table's, less the shown ones and one's own): with no
    loyalist left, every hidden seat is against the lord (the second value says so)."""
    left = Counter(identities_for(len(obs["seats"])))
    left.subtract(known.values())
    hidden = sum(n for n in left.values() if n > 0)
    if hidden == 0:
        return 0.0, False
    prior = sum(fact[who] * n for who, n in left.items() if n > 0) / hidden
    return prior, left["loyalist"] <= 0


def attitude(obs: dict, stance: list[float] | None = None) -> list[float]:
    """How much this seat wants each seat to do well (+ friend, - foe), by its own
    identity and the stances: the lord's side backs the lord's side; rebels the
    reverse; a renegade keeps the lord alive while others live and weakens whoever
    is ahead."""
    me = obs["seat"]
    mine = obs["seats"][me]["identity"]
    if stance is None:
        stance = stances(obs)
    out = []
    for s, seat in enumerate(obs["seats"]):
        if s == me:
            out.append(10.0)
        elif not seat["alive"]:
            out.append(0.0)
        elif mine in ("lord", "loyalist"):
            out.append(stance[s])
        elif mine == "rebel":
            out.append(-stance[s] if seat["identity"] != "lord" else -9.0)
        else:  # renegade: the lord must die last; thin out the stronger side
            alone = sum(o["alive"] for o in obs["seats"]) <= 2
            lord = 2.0 if not alone else -9.0
            out.append(lord if seat["identity"] == "lord" else -1.0 - abs(stance[s]) / 9.0)
    return out


# --- the hard player's opponent model ---------------------------------------------------------
# How the normal player picks whom its acts land on: P(the target's identity | the actor's
# identity, the kind of act, how far into the game), counted over 600 five-seat games of
# normal players (seeds 900000+; the act's place in the record: before the 4th, the 12th,
# later). A harm on a seat is its use of a harmful card at it (every target of an AoE).
ACT_TARGETS: dict[tuple[str, str, int], dict[str, float]] = {
    ("lord", "damage", 0): {"loyalist": 0.247, "rebel": 0.518, "renegade": 0.234},
    ("lord", "damage", 1): {"loyalist": 0.15, "rebel": 0.673, "renegade": 0.177},
    ("lord", "damage", 2): {"loyalist": 0.11, "rebel": 0.451, "renegade": 0.439},
    ("lord", "harm", 0): {"loyalist": 0.248, "rebel": 0.515, "renegade": 0.237},
    ("lord", "harm", 1): {"loyalist": 0.147, "rebel": 0.635, "renegade": 0.218},
    ("lord", "harm", 2): {"loyalist": 0.084, "rebel": 0.436, "renegade": 0.48},
    ("lord", "help", 2): {"loyalist": 0.417, "renegade": 0.583},
    ("loyalist", "damage", 0): {"lord": 0.169, "rebel": 0.569, "renegade": 0.262},
    ("loyalist", "damage", 1): {"lord": 0.125, "rebel": 0.626, "renegade": 0.248},
    ("loyalist", "damage", 2): {"lord": 0.106, "rebel": 0.421, "renegade": 0.474},
    ("loyalist", "harm", 0): {"rebel": 0.76, "renegade": 0.24},
    ("loyalist", "harm", 1): {"rebel": 0.711, "renegade": 0.289},
    ("loyalist", "harm", 2): {"rebel": 0.367, "renegade": 0.633},
    ("loyalist", "help", 2): {"lord": 1.0},
    ("rebel", "damage", 0): {"lord": 0.541, "loyalist": 0.115, "rebel": 0.148,
                             "renegade": 0.197},
    ("rebel", "damage", 1): {"lord": 0.602, "loyalist": 0.147, "rebel": 0.104,
                             "renegade": 0.147},
    ("rebel", "damage", 2): {"lord": 0.673, "loyalist": 0.142, "rebel": 0.066,
                             "renegade": 0.119},
    ("rebel", "harm", 0): {"lord": 0.992, "loyalist": 0.004, "renegade": 0.004},
    ("rebel", "harm", 1): {"lord": 0.895, "loyalist": 0.052, "rebel": 0.003, "renegade": 0.05},
    ("rebel", "harm", 2): {"lord": 0.777, "loyalist": 0.126, "rebel": 0.001, "renegade": 0.096},
    ("rebel", "help", 1): {"loyalist": 0.227, "rebel": 0.591, "renegade": 0.182},
    ("rebel", "help", 2): {"loyalist": 0.051, "rebel": 0.874, "renegade": 0.075},
    ("renegade", "damage", 0): {"lord": 0.111, "loyalist": 0.222, "rebel": 0.667},
    ("renegade", "damage", 1): {"lord": 0.073, "loyalist": 0.232, "rebel": 0.695},
    ("renegade", "damage", 2): {"lord": 0.341, "loyalist": 0.349, "rebel": 0.311},
    ("renegade", "harm", 0): {"loyalist": 0.272, "rebel": 0.728},
    ("renegade", "harm", 1): {"loyalist": 0.143, "rebel": 0.857},
    ("renegade", "harm", 2): {"lord": 0.282, "loyalist": 0.456, "rebel": 0.262},
    ("renegade", "help", 2): {"lord": 1.0},
}
ACT_STAGES = (4, 12)  # an act before the 4th is stage 0, before the 12th stage 1, else 2
ACT_FLOOR = 0.01  # no act is impossible for any identity (a misclick, a forced target)
ACT_TEMPER = 0.7  # acts are not independent (a Slash is a harm and then a damage)


def act_stage(index: int) -> int:
    return sum(index >= n for n in ACT_STAGES)


def act_row(actor: str, kind: str, stage: int) -> dict[str, float] | None:
    """ACT_TARGETS' row, from the nearest stage counted (None: never seen)."""
    for near in sorted(range(len(ACT_STAGES) + 1), key=lambda s: abs(s - stage)):
        row = ACT_TARGETS.get((actor, kind, near))
        if row is not None:
            return row
    return None


def identity_posterior(obs: dict) -> tuple[list[int], list[tuple[str, ...]], list[float]]:
    """Every way the hidden identities could lie among the seats that hide them, with its
    probability given the public acts: each act's target chosen as a normal player of the
    actor's identity would choose it (`ACT_TARGETS`, over the identities of the others at
    the table). Returns (hidden seats, assignments in that order, probabilities)."""
    n = len(obs["seats"])
    table = identities_for(n)
    known = shown_identities(obs)
    left = Counter(table)
    left.subtract(known.values())
    hidden = [s for s in range(n) if s not in known]
    pool = sorted(who for who, c in left.items() for _ in range(max(c, 0)))
    if len(pool) != len(hidden):  # an alternative table: identities as dealt
        pool = pool[:len(hidden)] + ["rebel"] * (len(hidden) - len(pool))
    counts = Counter(table)
    # log-likelihood of the acts between two seats, by their identities.
    pair: dict[tuple[int, int], dict[tuple[str, str], float]] = {}
    names = sorted(counts)
    for index, (actor, target, kind) in enumerate(obs["acts"]):
        stage = act_stage(index)
        logs = pair.setdefault((actor, target), {})
        for a in ([known[actor]] if actor in known else names):
            row = act_row(a, kind, stage)
            for b in ([known[target]] if target in known else names):
                others = counts[b] - (a == b)
                if others <= 0:
                    continue
                p = max(row.get(b, 0.0), ACT_FLOOR) / others if row else 1.0 / (n - 1)
                logs[(a, b)] = logs.get((a, b), 0.0) + ACT_TEMPER * math.log(p)
    assignments = sorted(set(permutations(pool)))
    where = {s: i for i, s in enumerate(hidden)}
    logw = []
    for combo in assignments:
        def who(s: int, combo=combo) -> str:
            return known[s] if s in known else combo[where[s]]
        w = 0.0
        for (actor, target), logs in pair.items():
            w += logs.get((who(actor), who(target)), 0.0)
        logw.append(w)
    top = max(logw) if logw else 0.0
    weights = [math.exp(w - top) for w in logw]
    total = sum(weights) or 1.0
    return hidden, assignments, [w / total for w in weights]


def identity_marginals(obs: dict) -> list[dict[str, float]]:
    """P(identity of seat s = r) for every seat, from `identity_posterior` (shown ones
    certain)."""
    known = shown_identities(obs)
    out: list[dict[str, float]] = [{known[s]: 1.0} if s in known else {}
                                   for s in range(len(obs["seats"]))]
    hidden, assignments, probs = identity_posterior(obs)
    for combo, p in zip(assignments, probs, strict=True):
        for s, who in zip(hidden, combo, strict=True):
            out[s][who] = out[s].get(who, 0.0) + p
    return out


def expected_stances(obs: dict) -> list[float]:
    """Each seat's lean toward the lord's side as `stances` has it, but read from the
    opponent model: the stance of each identity (FACT) weighed by its probability."""
    return [sum(p * FACT[who] for who, p in dist.items()) for dist in identity_marginals(obs)]
