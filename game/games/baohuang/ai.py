"""Computer players for Bao Huang, and the hint the table shows.

`make_agent("easy" | "normal" | "hard", seed)` gives a `PhaseAgent` whose
`choose(observation, legal)` returns one of the legal actions. An agent reads only
the seat's observation dict and the legal action list: this module never imports
the model's state, and it knows actions only by their `kind` and fields.

- easy: legal and naive: ascends on a fair hand, never declares, leads its lowest
  rank, follows with the lowest play that beats, passes now and then (seeded rng).
- normal: hand strength for ascending / solo / open guard / rebellion; in play it
  knows sides from the public roles (guard supports the emperor and keeps his marked
  card back, commoners press the emperor), leads whole low sets, keeps jokers and 2s
  for control, beats opponents when the price is right, leads sets a nearly-out
  opponent cannot follow.
- hard: a search (`ai_search.py`: the core's determinized Monte-Carlo) whose first
  guess, and whose answer without worlds to sample, is `HardAgent`: normal plus card
  counting (the unseen cards per rank from the history): it knows which of its sets
  nobody can beat and plans its last plays around them, spends control only where it
  makes a difference.
"""

from __future__ import annotations

import random
from functools import cache

from game.core.agents import PhaseAgent, agent_for
from game.core.protocol import Action
from game.games.baohuang.ai_policy import (
    CARD_VALUE,
    SEATS,
    View,
    beatable,
    counts_of,
    friendliness,
    groups,
    minus,
    play_cost,
    rank_of_code,
    strength,
)
from game.games.baohuang.rules import (
    ACE,
    BIG,
    DECKS,
    JOKERS,
    PLAIN_RANKS,
    SIX,
    SMALL,
    TWO,
    baohuang_pack,
    card_rank,
)
from game.games.baohuang.ruleset import Ruleset
from game.games.climbing.agent import suggested_play

LEVELS = ("easy", "normal", "hard")

# Strength thresholds (see ai_policy.strength; an average hand is about 0).
ASCEND_AT = 0.0
SECRET_SOLO_AT = 7.0
OPEN_SOLO_AT = 16.0
OPEN_GUARD_AT = 5.0
REBEL_AT = 4.5


# --- reading an observation -----------------------------------------------------------------


@cache
def rank_table(deck: str) -> tuple[int, ...]:
    """Card id -> rank value for a deck: how a legal Play's card ids read."""
    return tuple(card_rank(c) for c in baohuang_pack(deck).cards)


@cache
def deck_counts(deck: str) -> dict[int, int]:
    out: dict[int, int] = {}
    for r in rank_table(deck):
        out[r] = out.get(r, 0) + 1
    return out


def play_ranks(action: Action, ranks: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(ranks[c] for c in action.cards))


def unseen(observation: dict, rules: Ruleset) -> dict[int, int]:
    """Per rank, the cards neither in this hand nor played so far: the other hands."""
    pool = dict(deck_counts(rules.deck))
    for r, n in counts_of(observation["hand"]).items():
        pool[r] -= n
    for _seat, codes in observation["history"]:
        for code in codes or ():
            pool[rank_of_code(code)] -= 1
    return {r: n for r, n in pool.items() if n > 0}


def view_of(observation: dict) -> View:
    rules = Ruleset.parse(observation["variant"])
    seat = observation["seat"]
    last = observation["last_play"]
    prev = prev_seat = None
    if last is not None and last["seat"] != seat:
        prev = tuple(sorted(rank_of_code(c) for c in last["cards"]))
        prev_seat = last["seat"]
    sizes = tuple(observation["counts"])
    after = []
    if prev_seat is not None:
        s = (seat + 1) % SEATS
        while s != prev_seat and s != seat:
            if sizes[s]:
                after.append(s)
            s = (s + 1) % SEATS
    guard_code = observation.get("guard_card")
    return View(seat, counts_of(observation["hand"]), sizes, tuple(observation["roles"]),
                observation["emperor"], prev, prev_seat, unseen(observation, rules),
                rules.roast, rules.hold6,
                None if guard_code is None else rank_of_code(guard_code), tuple(after))


def whole_hand(observation: dict) -> dict[int, int]:
    """The hand with the emperor card and the cards attached to it (emperor phase)."""
    return counts_of(list(observation["hand"]) + list(observation["emperor_cards"] or ()))


# --- agents ---------------------------------------------------------------------------------


class BhAgent(PhaseAgent):
    """Shared: the phases, and turning a rank-level choice into a legal action."""

    level = ""
    open_guard_at = OPEN_GUARD_AT
    rebel_at = REBEL_AT

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    # emperor / declare ------------------------------------------------------------

    def decide_emperor(self, observation: dict, legal: list[Action]) -> Action:
        counts = whole_hand(observation)
        value = strength(counts) + self.ascend_bias(observation)
        ascends = [a for a in legal if a.kind == "ascend"]
        abdicate = next((a for a in legal if a.kind == "abdicate"), None)
        open_solo = next((a for a in ascends if a.open_solo), None)
        rules = Ruleset.parse(observation["variant"])
        if rules.named_guard:
            held = {}
            for code in observation["hand"]:
                face = code.split("~")[0]
                held[face] = held.get(face, 0) + 1
            named = [a for a in ascends if a.named]
            solo = [a for a in named if held.get(a.named, 0) >= 4]
            pair = [a for a in named if held.get(a.named, 0) == 3]
            if open_solo is not None and value >= OPEN_SOLO_AT:
                return open_solo
            if solo and value >= SECRET_SOLO_AT:
                return solo[0]
            if pair and (value >= ASCEND_AT or abdicate is None):
                # The guard's card: a middling rank, so it is a useful card to hold.
                return min(pair, key=lambda a: abs(rank_of_code(a.named) - 10))
            if abdicate is not None:
                return abdicate
            return (solo or pair or [open_solo or ascends[0]])[0]
        both = open_solo is not None
        if both:
            if value >= OPEN_SOLO_AT:
                return open_solo
            if value >= SECRET_SOLO_AT or abdicate is None:
                return next(a for a in ascends if not a.open_solo)
            return abdicate
        if value >= ASCEND_AT or abdicate is None:
            return ascends[0]
        return abdicate

    def ascend_bias(self, observation: dict) -> float:
        return 0.0

    def decide_declare(self, observation: dict, legal: list[Action]) -> Action:
        quiet = next(a for a in legal if a.choice == "quiet")
        loud = next((a for a in legal if a.choice != "quiet"), None)
        if loud is None:
            return quiet
        value = strength(counts_of(observation["hand"]))
        if loud.choice == "open_guard":
            return loud if value >= self.open_guard_at else quiet
        rebels = sum(1 for _s, c in observation["declared"] if c == "rebel")
        return loud if value >= self.rebel_at - 1.0 * rebels else quiet

    # play -------------------------------------------------------------------------

    def decide_play(self, observation: dict, legal: list[Action]) -> Action:
        ranks = rank_table(Ruleset.parse(observation["variant"]).deck)
        plays = {}
        passing = None
        for action in legal:
            if action.kind == "play":
                plays.setdefault(play_ranks(action, ranks), action)
            elif action.kind == "pass":
                passing = action
        v = view_of(observation)
        size = sum(v.hand.values())
        for p, action in plays.items():
            if len(p) == size:
                return action  # out
        want = self.lead(v, list(plays)) if v.prev is None else self.follow(v, list(plays))
        if want is None and passing is not None:
            return passing
        return plays.get(want) or passing or legal[0]

    def lead(self, v: View, plays: list[tuple[int, ...]]) -> tuple[int, ...]:
        raise NotImplementedError

    def follow(self, v: View, plays: list[tuple[int, ...]]) -> tuple[int, ...] | None:
        raise NotImplementedError


def _top(p: tuple[int, ...]) -> int:
    return p[-1]


class EasyAgent(BhAgent):
    level = "easy"

    def decide_emperor(self, observation: dict, legal: list[Action]) -> Action:
        ascends = [a for a in legal if a.kind == "ascend" and not a.open_solo]
        abdicate = next((a for a in legal if a.kind == "abdicate"), None)
        if abdicate is None or (ascends and self.rng.random() < 0.6):
            return ascends[0] if ascends else legal[0]
        return abdicate

    def decide_declare(self, observation: dict, legal: list[Action]) -> Action:
        return next(a for a in legal if a.choice == "quiet")

    def lead(self, v, plays):
        plain = [p for p in plays if not any(r in JOKERS for r in p)]
        pool = plain or plays
        low = min(p[0] for p in pool)
        return self.rng.choice([p for p in pool if p[0] == low])

    def follow(self, v, plays):
        if not plays or self.rng.random() < 0.25:
            return None
        return min(plays, key=lambda p: (_top(p), sum(p)))


class NormalAgent(BhAgent):
    level = "normal"

    # leading ----------------------------------------------------------------------

    def lead(self, v: View, plays: list[tuple[int, ...]]) -> tuple[int, ...]:
        whole = [p for p in plays if not any(r in JOKERS for r in p)
                 and len(p) == v.hand.get(p[0], 0)]
        if not whole:
            return min(plays, key=lambda p: play_cost(v.hand, p, v.guard_rank))
        planned = self.plan_finish(v, whole)
        if planned is not None:
            return planned
        fed = self.feed_partner(v, whole)
        if fed is not None:
            return fed
        danger = self.danger(v)
        return min(whole, key=lambda p: self.lead_score(v, p, danger))

    def lead_score(self, v: View, p: tuple[int, ...], danger: int) -> float:
        score = float(p[0]) + (6.0 if p[0] >= ACE else 0.0)
        if danger and len(p) <= danger:
            score += 20.0  # a nearly-out opponent could follow it and go out
        if v.guard_rank is not None and p[0] == v.guard_rank:
            score += 8.0  # the guard keeps his marked card for late
        return score

    def danger(self, v: View) -> int:
        """The fewest cards a sure-enough opponent holds, if that is few (else 0)."""
        left = [v.sizes[s] for s in range(SEATS)
                if s != v.seat and v.sizes[s] and friendliness(v, s) < 0]
        few = min(left, default=99)
        return few if few <= 4 else 0

    def feed_partner(self, v: View, whole):
        nxt = next((s for k in range(1, SEATS) if v.sizes[s := (v.seat + k) % SEATS]), None)
        if nxt is None or friendliness(v, nxt) < 0.99 or v.sizes[nxt] > 2:
            return None
        small = [p for p in whole if len(p) == v.sizes[nxt] and p[0] <= 11]
        if small:
            return min(small)
        return None

    def plan_finish(self, v: View, whole):
        """Two plays left: lead the one more likely to win first."""
        if groups(v.hand) != 2 or any(r in JOKERS for r in v.hand):
            return None
        return max(whole, key=lambda p: (p[0] != SIX, p[0], len(p)))

    # following --------------------------------------------------------------------

    def follow(self, v: View, plays: list[tuple[int, ...]]) -> tuple[int, ...] | None:
        if not plays:
            return None
        f = friendliness(v, v.prev_seat)
        if f >= 0.99:
            return None  # a partner is winning: let him have it
        best = min(plays, key=lambda p: self.follow_cost(v, p))
        cost = self.follow_cost(v, best)
        return best if cost <= self.trick_worth(v, f) else None

    def follow_cost(self, v: View, p: tuple[int, ...]) -> float:
        return play_cost(v.hand, p, v.guard_rank)

    def trick_worth(self, v: View, f: float) -> float:
        against = (1.0 - f) / 2.0  # how surely the owner is an opponent
        owner_left = v.sizes[v.prev_seat]
        worth = 0.8
        if owner_left <= 3:
            worth += 2.5
        elif owner_left <= 7:
            worth += 0.8
        if groups(v.hand) <= 3:
            worth += 0.8
        return against * worth + 0.15


class HardAgent(NormalAgent):
    """Normal plus card counting: which sets can still be beaten by the unseen cards."""

    level = "hard"

    def most(self, v: View) -> int:
        return max((v.sizes[s] for s in range(SEATS) if s != v.seat), default=0)

    def safe(self, v: View, p) -> bool:
        return not beatable(p, v.pool, self.most(v), v.roasting)

    def plan_finish(self, v: View, whole):
        """If every set but at most one wins its trick, cash the winners first and keep
        the loser for last."""
        sets = [p for p in whole]
        if not sets or any(r in JOKERS for r in v.hand):
            return NormalAgent.plan_finish(self, v, whole)
        if len(sets) != groups(v.hand):
            return None
        safe = [p for p in sets if self.safe(v, p) and not (v.hold_six and p[0] == SIX)]
        if len(sets) - len(safe) <= 1 and safe:
            return max(safe, key=len)
        return NormalAgent.plan_finish(self, v, whole)

    def lead_score(self, v: View, p, danger: int) -> float:
        score = NormalAgent.lead_score(self, v, p, danger)
        if self.safe(v, p) and groups(v.hand) > 3:
            score += 10.0  # an unbeatable set is worth more later, as a way back in
        return score

    # Control is spent more freely than normal does: measured (bh-ai-strength), half
    # the normal price of K, A, 2 and jokers wins clearly more leads than it loses.
    values = {r: v * 0.5 if r >= 13 else v for r, v in CARD_VALUE.items()}

    def follow_cost(self, v: View, p) -> float:
        cost = play_cost(v.hand, p, v.guard_rank, self.values)
        rest = minus(v.hand, p)
        if self.safe(v, p):
            cost -= 0.4  # it wins the lead back for sure
            if rest and self.finishes(v, rest):
                cost -= 3.0
        # Spending a joker or a 2 that nobody else can answer any more is cheap.
        higher = sum(n for r, n in v.pool.items() if r > _top(p))
        if _top(p) in (TWO, SMALL, BIG) and higher == 0:
            cost -= 0.5
        return cost

    def finishes(self, v: View, rest: dict[int, int]) -> bool:
        """Can `rest` go out by leading winners first and one loser last?"""
        if any(r in JOKERS for r in rest):
            return False
        sets = [(r,) * n for r, n in rest.items() if r in PLAIN_RANKS]
        losers = sum(1 for p in sets if not self.safe(v, p))
        return losers <= 1

    def trick_worth(self, v: View, f: float) -> float:
        worth = NormalAgent.trick_worth(self, v, f)
        # A sure partner still to act after me, behind an opponent: he may take it.
        if f < 0 and any(friendliness(v, s) >= 0.99 for s in v.after):
            worth -= 0.2
        return worth

    def ascend_bias(self, observation: dict) -> float:
        return 0.0


def _search_agent(seed: int):
    # Imported here: the search module builds on the agents above.
    from game.games.baohuang.ai_search import make_search_agent

    return make_search_agent(seed)


AGENTS = {"easy": EasyAgent, "normal": NormalAgent, "hard": _search_agent}


def make_agent(level: str, seed: int = 0):
    """easy and normal: a `BhAgent`; hard: a `SearchAgent` whose first guess (and whose
    answer without worlds) is `HardAgent`'s."""
    return agent_for(AGENTS, level, seed)


def hint_play(observation: dict, legal: list[Action]) -> Action | None:
    """The normal player's suggestion for the human's Hint button."""
    return suggested_play(observation, legal, NormalAgent())


__all__ = ["LEVELS", "make_agent", "hint_play", "EasyAgent", "NormalAgent", "HardAgent",
           "DECKS", "BIG", "SMALL"]
