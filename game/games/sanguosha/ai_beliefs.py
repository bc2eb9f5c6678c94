"""What a computer seat believes about the others' loyalties, from its observation only.

The lord is known. Every other seat starts as unknown and is read from the public
record of acts (`observation["acts"]`): harming the lord or a seat that acts like the
lord's friend looks rebellious; harming a rebel-like seat or saving the lord looks
loyal. Revealed identities (the dead's, one's own) are facts. A seat's stance is a
number: > 0 leans to the lord's side, < 0 against it.
"""

from __future__ import annotations

from collections import Counter

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


def attitude(obs: dict) -> list[float]:
    """How much this seat wants each seat to do well (+ friend, - foe), by its own
    identity and the stances: the lord's side backs the lord's side; rebels the
    reverse; a renegade keeps the lord alive while others live and weakens whoever
    is ahead."""
    me = obs["seat"]
    mine = obs["seats"][me]["identity"]
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
