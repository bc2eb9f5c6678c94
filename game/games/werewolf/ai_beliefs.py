"""What a computer seat believes about the others' roles, from its observation only
(rules sheet §6): P(role(p) = r) for every player.

Hard facts first: the deck less every card the seat can place (its own, the dead's,
its packmates' as a werewolf, its Seer results, the wolves its Little Girl saw, the
two cards aside as the Thief) is what the unplaced seats (and, unless the seat is the
Thief, the two cards aside) hold; every unplaced seat starts from that pool. A werewolf
knows every werewolf, so no unplaced seat is one.

Then the soft evidence of the public record, as likelihood ratios on each seat's
wolfiness (`WOLFINESS` below): votes and the Captain's tiebreaks against players later
shown to be villagers or wolves, statements accusing or defending them, Seer claims
checked against how their named players turned out, counter-claims, silence. The
wolfiness weights share out the wolves the unplaced seats must hold between them
(`spread`), so the probabilities add up to the wolves still hidden.

`beliefs(obs)` reads the seat's own view; `beliefs(obs, public=True)` what anyone at
the table could think from the public record alone (a werewolf's picture of the town's
suspicions). `informed(obs)` (the hard player's) weighs the sets of seats that could be
the hidden pack jointly by how the normal player would have acted (`pack_model`).
Pure functions; nothing here knows the real state.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

from game.games.werewolf.roles import (
    CUPID,
    HUNTER,
    LITTLE_GIRL,
    ROLES,
    SEER,
    VILLAGE,
    WITCH,
    WOLF,
    side_of,
)

# -- likelihood ratios on wolfiness (our values; the sheet's where it gives one) ------------
VOTED_VILLAGER = 1.3  # sheet: a ballot against a player later shown a villager
VOTED_WOLF = 0.7  # sheet: a ballot against a player later shown a wolf
ELECTED_WOLF = 1.2  # a Captain's ballot for a later-shown wolf: packmates back each other
DEFENDED_WOLF = 1.6  # sheet: defending a player later shown a wolf
DEFENDED_VILLAGER = 0.9  # defending a later-shown villager: weakly on the right side
ACCUSED_WOLF = 0.8  # accusing a later-shown wolf: weakly on the right side
ACCUSED_VILLAGER = 1.15  # accusing a later-shown villager: weakly on the wrong side
ACCUSED_BY = 1.06  # an unresolved accusation: most accusers are villagers, so weakly telling
DEFENDED_BY = 0.96  # an unresolved defence, likewise
COUNTER_CLAIM = 1.5  # sheet: two claims of one single-card role, both until one is resolved
SOLE_CLAIM = 0.5  # the only claim of a power role: wolves seldom fake one (and then are caught)
LIAR = 4.0  # claimed a role the seat knows is elsewhere, or said a checked result wrongly
TRUSTED = 0.05  # a Seer claimer whose named wolf flipped wolf: villagers do not lie so
QUIET = 1.1  # sheet: no statement at all while others talked
QUIET_AFTER = 3  # statements by others before silence counts
NIGHT_VICTIM = 0.05  # the Witch saw the wolves choose this player: wolves bite villagers
# What a Seer claimer's "X is a wolf" does to X, by how far the claimer is believed.
SEER_WORD_TRUSTED = 30.0  # a proven Seer: as good as a fact
SEER_WORD_SOLE = 4.0  # the only claimer so far: likely true
SEER_WORD_CONTESTED = 1.6  # one of several claimers: a coin flip between liars
SEER_CLEAR = {SEER_WORD_TRUSTED: 0.05, SEER_WORD_SOLE: 0.35, SEER_WORD_CONTESTED: 0.8}
CLAIM_ROLE = 4.0  # a claim makes the claimed role that much likelier (when not a lie)
MAX_LOG = 4.0  # the most soft evidence can tip one seat's odds (e^4 ~ 55x) before facts
CAP = 0.98  # soft evidence alone never makes a seat certainly a wolf

POWERS = (SEER, WITCH, HUNTER, LITTLE_GIRL, CUPID)  # the single cards worth claiming
ACCUSE = ("accuse", "wolf")
DEFEND = ("defend", "not_wolf")


@dataclass
class Beliefs:
    """One seat's picture: per seat P(werewolf), and (worked out when first asked) a
    role distribution, certain for a placed seat."""

    seat: int
    known: list[str | None]  # the roles the seat can place
    wolf: list[float]  # P(role(p) = werewolf)
    claims: dict[int, str] = field(default_factory=dict)  # seat -> its last claimed role
    trusted: set[int] = field(default_factory=set)  # Seer claimers proven right
    liars: set[int] = field(default_factory=set)  # claimers proven wrong
    pool: Counter = field(default_factory=Counter)  # the cards not placed
    _roles: list[dict[str, float]] | None = None

    def wolf_odds(self, seat: int) -> float:
        """log odds of `seat` being a werewolf, kept finite for placed seats."""
        p = min(max(self.wolf[seat], 1e-4), 1 - 1e-4)
        return math.log(p / (1 - p))

    @property
    def roles(self) -> list[dict[str, float]]:
        """P(role(p) = r) for every seat (the viewer's own too): the pool's other cards
        share what is not werewolf, a claimed role (not a proven lie) CLAIM_ROLE times
        likelier."""
        if self._roles is None:
            others = {r: c for r, c in self.pool.items() if r != WOLF}
            out: list[dict[str, float]] = []
            for s, role in enumerate(self.known):
                if role is not None:
                    out.append({role: 1.0})
                    continue
                pw = self.wolf[s]
                claimed = self.claims.get(s)
                boost = {r: c * (CLAIM_ROLE if r == claimed and s not in self.liars else 1.0)
                         for r, c in others.items()}
                norm = sum(boost.values()) or 1.0
                dist = {r: (1 - pw) * v / norm for r, v in boost.items()}
                if pw:
                    dist[WOLF] = pw
                out.append(dist)
            self._roles = out
        return self._roles


def known_roles(obs: dict, public: bool = False) -> list[str | None]:
    """The roles the seat can place; with `public`, only the dead's."""
    if public:
        return [r if not a else None for r, a in zip(obs["roles"], obs["alive"], strict=True)]
    return list(obs["roles"])


def card_pool(obs: dict, known: list[str | None], public: bool = False) -> Counter:
    """The cards nobody the seat can place holds: the deck less the placed roles (and
    less the cards aside, which the Thief knows)."""
    pool = Counter(obs["deck"])
    for role in known:
        if role is not None:
            pool[role] -= 1
    if not public and obs.get("extras"):
        for role in obs["extras"]:
            pool[role] -= 1
    return +pool  # drops zero (and any negative from a counting slip)


def claims_of(statements: list) -> dict[int, str]:
    out: dict[int, str] = {}
    for _, seat, what, _, role in statements:
        if what == "claim":
            out[seat] = role
    return out


def beliefs(obs: dict, public: bool = False) -> Beliefs:
    """The seat's (or with `public` the table's) P(role) for every seat."""
    n = obs["players"]
    me = obs["seat"]
    known = known_roles(obs, public)
    pool = card_pool(obs, known, public)
    unplaced = [s for s in range(n) if known[s] is None]
    claims = claims_of(obs["statements"])
    log_w = [0.0] * n
    trusted, liars = _seer_claims(obs, known, claims, log_w)
    _counter_claims(known, pool, claims, trusted, liars, log_w)
    _ballots(obs, known, log_w)
    _statements(obs, known, claims, trusted, liars, log_w)
    _quiet(obs, log_w)
    if not public and obs["potions"] is not None and obs["victim"] is not None:
        log_w[obs["victim"]] += math.log(NIGHT_VICTIM)
    # wolves still hidden among the unplaced seats
    total = sum(pool.values())
    knows_pack = bool(obs["wolves"]) and not public
    hidden_wolves = 0.0 if knows_pack or not total else \
        pool.get(WOLF, 0) * len(unplaced) / total
    weights = {s: math.exp(max(-MAX_LOG, min(MAX_LOG, log_w[s]))) for s in unplaced}
    p_wolf = spread(weights, hidden_wolves)
    wolf = [(1.0 if known[s] == WOLF else 0.0) if known[s] is not None else p_wolf.get(s, 0.0)
            for s in range(n)]
    return Beliefs(me, known, wolf, claims, trusted, liars, pool)


def wolf_probability(obs: dict) -> dict[int, float]:
    """P(werewolf) of every other player, as the seat believes it."""
    b = beliefs(obs)
    return {s: b.wolf[s] for s in range(obs["players"]) if s != obs["seat"]}


def spread(weights: dict[int, float], total: float, cap: float = CAP) -> dict[int, float]:
    """Share `total` out in proportion to `weights`, none above `cap` (what a capped
    seat cannot take goes to the rest)."""
    out: dict[int, float] = {}
    left = dict(weights)
    remaining = total
    while left and remaining > 1e-12:
        scale = remaining / (sum(left.values()) or 1.0)
        over = [s for s, w in left.items() if w * scale > cap]
        if not over:
            for s, w in left.items():
                out[s] = w * scale
            return out
        for s in over:
            out[s] = cap
            remaining -= cap
            del left[s]
    for s in left:
        out[s] = 0.0
    return out


def _side_known(role: str | None) -> str | None:
    return None if role is None else ("wolf" if role == WOLF else "good")


def _seer_claims(obs: dict, known: list, claims: dict[int, str],
                 log_w: list[float]) -> tuple[set[int], set[int]]:
    """Seer claimers checked against how their named players turned out: one right
    and never wrong is trusted, one wrong is a liar. A claimer the seat can place as
    something else is a liar at once."""
    right: Counter = Counter()
    wrong: Counter = Counter()
    claimed_seer = {s for s, r in claims.items() if r == SEER}
    for _, seat, what, target, _ in obs["statements"]:
        if seat not in claimed_seer or what not in ("wolf", "not_wolf") or target == seat:
            continue
        side = _side_known(known[target])
        if side is None:
            continue
        if (side == "wolf") == (what == "wolf"):
            right[seat] += 1
        else:
            wrong[seat] += 1
    trusted, liars = set(), set()
    for s in claimed_seer:
        if known[s] is not None:
            (trusted if known[s] == SEER else liars).add(s)
        elif wrong[s]:
            liars.add(s)
            log_w[s] += math.log(LIAR) * wrong[s]
        elif right[s] and any(known[t] == WOLF for _, c, w, t, _ in obs["statements"]
                              if c == s and w == "wolf"):
            trusted.add(s)
            log_w[s] += math.log(TRUSTED)
    return trusted, liars


def _counter_claims(known: list, pool: Counter, claims: dict[int, str], trusted: set[int],
                    liars: set[int], log_w: list[float]) -> None:
    """A claim of a single-card role nobody unplaced can hold is a lie; two open claims
    of one such role make both suspect until one is resolved."""
    by_role: dict[str, list[int]] = {}
    for s, r in claims.items():
        if known[s] is not None or s in liars:
            continue
        if r not in ROLES or side_of(r) != VILLAGE or pool.get(r, 0) == 0:
            liars.add(s)  # the role is placed elsewhere (or a claim of a wolf card)
            log_w[s] += math.log(LIAR)
            continue
        by_role.setdefault(r, []).append(s)
    for r, seats in by_role.items():
        if r not in POWERS:
            continue  # a villager's (or the Thief's) claim proves nothing
        if len(seats) == 1:
            log_w[seats[0]] += math.log(SOLE_CLAIM)
            continue
        proven = [s for s in seats if s in trusted]
        for s in seats:
            if proven and s not in proven:
                liars.add(s)
                log_w[s] += math.log(LIAR)
            elif not proven:
                log_w[s] += math.log(COUNTER_CLAIM)


def _ballots(obs: dict, known: list, log_w: list[float]) -> None:
    """Open ballots and tiebreaks against players later shown to be villagers or wolves."""
    for record in obs["votes"]:
        kind = record["kind"]
        if kind == "tiebreak":
            pairs = [(record["by"], record["result"])]
        elif record.get("ballots"):
            pairs = [(int(v), t) for v, t in record["ballots"].items()]
        else:
            continue
        for voter, target in pairs:
            if known[voter] is not None or voter == target:
                continue
            side = _side_known(known[target])
            if side is None:
                continue
            if kind == "election":
                if side == "wolf":
                    log_w[voter] += math.log(ELECTED_WOLF)
            else:
                log_w[voter] += math.log(VOTED_WOLF if side == "wolf" else VOTED_VILLAGER)


def _seer_word(seat: int, claims: dict[int, str], trusted: set[int], liars: set[int],
               known: list) -> float:
    """How much a Seer claimer's word weighs (1: not a believed Seer's word)."""
    if claims.get(seat) != SEER or seat in liars:
        return 1.0
    if seat in trusted:
        return SEER_WORD_TRUSTED
    rivals = [s for s, r in claims.items() if r == SEER and s != seat and s not in liars
              and known[s] is None]
    return SEER_WORD_CONTESTED if rivals else SEER_WORD_SOLE


def _statements(obs: dict, known: list, claims: dict[int, str], trusted: set[int],
                liars: set[int], log_w: list[float]) -> None:
    for _, seat, what, target, _ in obs["statements"]:
        if what == "claim" or target == seat:  # "I am no werewolf!": anyone says so
            continue
        side = _side_known(known[target])
        if side is not None:  # the statement is checked: it says something of its author
            if known[seat] is None and seat not in trusted:
                if what in ACCUSE:
                    log_w[seat] += math.log(ACCUSED_WOLF if side == "wolf" else ACCUSED_VILLAGER)
                else:
                    log_w[seat] += math.log(DEFENDED_WOLF if side == "wolf"
                                            else DEFENDED_VILLAGER)
            continue
        word = _seer_word(seat, claims, trusted, liars, known) if what in ("wolf", "not_wolf") \
            else 1.0
        if word > 1.0:
            log_w[target] += math.log(word if what == "wolf" else SEER_CLEAR[word])
        elif what in ACCUSE:
            log_w[target] += math.log(ACCUSED_BY)
        else:
            log_w[target] += math.log(DEFENDED_BY)


def _quiet(obs: dict, log_w: list[float]) -> None:
    talked = Counter(s for _, s, *_ in obs["statements"])
    total = sum(talked.values())
    for s, alive in enumerate(obs["alive"]):
        if alive and not talked[s] and total >= QUIET_AFTER:
            log_w[s] += math.log(QUIET)


# -- the opponent model: who the wolves are, jointly (the hard player) ----------------------
# The per-seat wolfiness above treats the seats one by one. The hard player knows how the
# other computers play (the normal player of `ai.py`) and weighs each set of seats that
# could hold the hidden wolves by how likely every public act so far was under that
# policy in a world where exactly those seats are wolves: a pair that voted each other is
# seldom a pack; a wolf never defends anyone, never claims a power other than the Seer,
# and fake-claims the Seer only after a Seer claim named him; whoever says "X is a wolf"
# is the Seer (or the Little Girl) telling the truth or a wolf naming a villager, so
# exactly one of the two is a wolf. The prior of a set is the product of its seats' odds
# in `beliefs` (the soft evidence above); the posterior's marginals replace them.
NEVER_LIKELY = 0.05  # an act the normal player never makes in that role (a person might)
BUS_LIKELY = 0.15  # a wolf's ballot or accusation against a packmate (the bus)
BACKED_PACKMATE = 1.5  # a Captain's ballot between packmates: wolves back each other
MAX_PACKS = 5000  # more sets than this (very large tables): keep the per-seat beliefs


@dataclass
class Packs:
    """The sets of unplaced seats that may hold the hidden wolves, and their posterior."""

    sets: list[tuple[int, ...]]
    weights: list[float]


def _acts(obs: dict) -> list[tuple[int, int, tuple[float, float, float, float]]]:
    """The public acts as pairwise factors: (seat, target, f) with f the likelihood of
    the act given (seat a wolf, target a wolf) for (no, no), (yes, no), (no, yes),
    (yes, yes); target -1 for an act of the seat alone (f of no, yes)."""
    acts: list[tuple[int, int, tuple[float, float, float, float]]] = []
    never = NEVER_LIKELY
    named: set[int] = set()  # seats a Seer claimer has named a wolf so far
    seer_claimers: set[int] = set()
    for _, seat, what, target, role in obs["statements"]:
        if target == seat and what != "claim":
            continue  # "I am no werewolf!": a wolf says it as readily as anyone
        if what == "claim":
            if role == SEER:
                if seat not in named:  # a wolf fakes the Seer only once named by one
                    acts.append((seat, -1, (1.0, never, 0.0, 0.0)))
                seer_claimers.add(seat)
            elif role != WOLF:
                acts.append((seat, -1, (1.0, never, 0.0, 0.0)))
        elif what in DEFEND:
            acts.append((seat, -1, (1.0, never, 0.0, 0.0)))  # wolves never defend
            if what == "not_wolf":  # the Seer's word: the target is no wolf
                acts.append((seat, target, (1.0, 1.0, never, 1.0)))
        elif what == "wolf":  # the truth of a Seer (or Little Girl), or a wolf's lie
            acts.append((seat, target, (never, 1.0, 1.0, never)))
            if seat in seer_claimers:
                named.add(target)
        elif what == "accuse":
            acts.append((seat, target, (1.0, 1.0, 1.0, BUS_LIKELY)))
    for record in obs["votes"]:
        kind = record["kind"]
        if kind == "tiebreak":
            acts.append((record["by"], record["result"], (1.0, 1.0, 1.0, never)))
            continue
        for voter, target in (record.get("ballots") or {}).items():
            voter = int(voter)
            if voter == target:
                continue
            f = BACKED_PACKMATE if kind == "election" else BUS_LIKELY
            acts.append((voter, target, (1.0, 1.0, 1.0, f)))
    return acts


def pack_model(obs: dict, b: Beliefs) -> Packs | None:
    """The posterior over the sets of seats holding the hidden wolves, or None when it
    does not apply (the seat knows the pack, or cards aside hide how many are out)."""
    from itertools import combinations

    unplaced = [s for s, r in enumerate(b.known) if r is None]
    wolves = b.pool.get(WOLF, 0)
    if obs["wolves"] or not wolves or sum(b.pool.values()) != len(unplaced) \
            or wolves > len(unplaced):
        return None
    if math.comb(len(unplaced), wolves) > MAX_PACKS:
        return None
    index = {s: i for i, s in enumerate(unplaced)}
    n = len(unplaced)
    unary = [logit_of(b.wolf[s]) for s in unplaced]
    pair = [[0.0] * n for _ in range(n)]
    for seat, target, f in _acts(obs):
        if target < 0:
            if seat in index:
                unary[index[seat]] += math.log(f[1]) - math.log(f[0])
            continue
        logs = [math.log(x) for x in f]  # (0,0), (1,0), (0,1), (1,1)
        i, j = index.get(seat), index.get(target)
        xs = None if i is not None else int(b.known[seat] == WOLF)
        xt = None if j is not None else int(b.known[target] == WOLF)
        if i is not None and j is not None:
            unary[i] += logs[1] - logs[0]
            unary[j] += logs[2] - logs[0]
            d = logs[3] - logs[1] - logs[2] + logs[0]
            pair[min(i, j)][max(i, j)] += d
        elif i is not None:  # the target is placed
            unary[i] += logs[1 + 2 * xt] - logs[2 * xt]
        elif j is not None:  # the seat is placed
            unary[j] += logs[2 + xs] - logs[xs]
    sets, logw = [], []
    for combo in combinations(range(n), wolves):
        w = sum(unary[i] for i in combo)
        for a in range(len(combo)):
            row = pair[combo[a]]
            for c in combo[a + 1:]:
                w += row[c]
        sets.append(tuple(unplaced[i] for i in combo))
        logw.append(w)
    top = max(logw)
    weights = [math.exp(w - top) for w in logw]
    total = sum(weights)
    return Packs(sets, [w / total for w in weights])


def logit_of(p: float) -> float:
    p = min(max(p, 1e-4), 1 - 1e-4)
    return math.log(p / (1 - p))


def informed(obs: dict) -> tuple[Beliefs, Packs | None]:
    """The seat's beliefs with P(werewolf) from the opponent model (`pack_model`), and
    the model itself (None where it does not apply: the plain beliefs)."""
    b = beliefs(obs)
    packs = pack_model(obs, b)
    if packs is None:
        return b, None
    wolf = list(b.wolf)
    for s, r in enumerate(b.known):
        if r is None:
            wolf[s] = 0.0
    for combo, w in zip(packs.sets, packs.weights, strict=True):
        for s in combo:
            wolf[s] += w
    return Beliefs(b.seat, b.known, wolf, b.claims, b.trusted, b.liars, b.pool), packs
