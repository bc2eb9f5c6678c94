"""Computer players for Guan Dan, and the hint the table shows.

`make_agent("easy" | "normal" | "hard", seed)` gives a `PhaseAgent` whose
`choose(observation, legal)` returns one of the legal actions. An agent reads only
the seat's observation dict and the legal action list: this module never imports
the model's state, and knows actions only by their `kind` and fields. Phases with a
choice are "return" (the card given back after a tribute) and "play".

- easy: legal and naive: returns its lowest card, leads its lowest play, follows
  with the lowest play that beats, passes now and then (seeded rng), bombs rarely
  and only an opponent; it does not beat its partner with a bomb.
- normal: judges plays by what the rest of the hand costs to empty (ai_hand): gives
  back the card that hurts least (never a wild, never from a bomb), leads the group
  that costs least to lose, follows with the cheapest beating play that does not
  wreck the hand. Partnership: it lets the partner's trick stand (unless it goes
  out), feeds a partner with few cards a low single or pair, keeps bombs for an
  opponent close to going out or for its own way out, and stops a nearly-out
  opponent rather than letting a low play through.
- hard: `CountingAgent`, searched in the end game (ai_search: the core's
  determinized Monte-Carlo, its first guess this player's choice). CountingAgent is
  normal plus card counting from the public history (the unseen cards): it knows
  which of its plays nobody can beat without a bomb and how many bombs may be out,
  so it keeps sure winners for the end game, cashes them when the rest then goes in
  one play, and spends a bomb when it wins the hand. It also fights for a trick
  sooner than normal (an owner with ten cards or fewer) and hardest when it is the
  team's last chance at it (the partner has passed on it). Its card given back after a
  tribute, and its answer to the partner's trick, are never searched.
"""

from __future__ import annotations

import random

from game.core.agents import PhaseAgent, agent_for
from game.core.protocol import Action
from game.games.climbing.agent import suggested_play
from game.games.guandan import rules
from game.games.guandan.ai_hand import (
    FACES,
    ID_OF_CODE,
    Unseen,
    combo_strength,
    hand_cost,
    single_combination,
)
from game.games.guandan.rules import Combo

LEVELS = ("easy", "normal", "hard")
SEATS = 4
FOLLOW_KEYS = 4  # following: the lowest beating keys of the play's kind worth judging
LEAD_KEYS = 3  # leading: per kind, the lowest keys worth judging


def combo_of(action: Action) -> Combo:
    return rules.parse_reading(action.reading, len(action.cards))


class Seen:
    """One decision's view: the hand, who owns the trick, the card counts."""

    def __init__(self, observation: dict, legal: list[Action]) -> None:
        self.obs = observation
        self.seat = observation["seat"]
        self.level = observation["level"]
        self.partner = observation["partner"]
        self.counts = list(observation["counts"])
        self.hand = [ID_OF_CODE[c] for c in observation["hand"]]
        self.faces = [FACES[c] for c in self.hand]
        self.plays = [(a, combo_of(a)) for a in legal if a.kind == "play"]
        self.passing = next((a for a in legal if a.kind == "pass"), None)
        last = observation["last_play"]
        self.owner = last["seat"] if last is not None and self.passing is not None else None
        self.opponents = [s for s in range(SEATS) if s % 2 != self.seat % 2]
        self._cost: dict[frozenset, float] = {}

    @property
    def leading(self) -> bool:
        return self.passing is None

    def cost_without(self, cards) -> float:
        key = frozenset(cards)
        if key not in self._cost:
            rest = [FACES[c] for c in self.hand if c not in key]
            self._cost[key] = hand_cost(rest, self.level) if rest else -3.0
        return self._cost[key]

    def rest_faces(self, cards) -> list:
        gone = set(cards)
        return [FACES[c] for c in self.hand if c not in gone]

    def danger(self) -> int:
        """The fewest cards an opponent still in the hand holds."""
        return min((self.counts[s] for s in self.opponents if self.counts[s]), default=99)

    def partner_left(self) -> int:
        return self.counts[self.partner]


class GdAgent(PhaseAgent):
    level = ""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.seen: Seen | None = None  # the last play decision's view

    # return ------------------------------------------------------------------------

    def decide_return(self, observation: dict, legal: list[Action]) -> Action:
        level = observation["level"]
        hand = [ID_OF_CODE[c] for c in observation["hand"]]

        def score(action: Action):
            face = FACES[action.card]
            wild = rules.is_wild(face, level)
            rest = [FACES[c] for c in hand if c != action.card]
            return (wild, face[0] > rules.TEN, hand_cost(rest, level),
                    rules.level_value(face[0], level))

        return min(legal, key=score)

    # play --------------------------------------------------------------------------

    def decide_play(self, observation: dict, legal: list[Action]) -> Action:
        v = self.seen = Seen(observation, legal)  # kept: a search judges its options on it
        for action, _combo in v.plays:
            if len(action.cards) == len(v.hand):
                return action  # out
        if v.leading:
            return self.lead(v)
        chosen = self.follow(v)
        return chosen if chosen is not None else v.passing

    def lead(self, v: Seen) -> Action:
        raise NotImplementedError

    def follow(self, v: Seen) -> Action | None:
        raise NotImplementedError


class EasyAgent(GdAgent):
    level = "easy"

    def decide_return(self, observation: dict, legal: list[Action]) -> Action:
        level = observation["level"]
        return min(legal, key=lambda a: (rules.is_wild(FACES[a.card], level),
                                         rules.level_value(FACES[a.card][0], level)))

    def lead(self, v: Seen) -> Action:
        plain = [p for p in v.plays if not p[1].is_bomb] or v.plays
        low = min(c.key for _a, c in plain if c.kind not in rules.SEQUENCES) \
            if any(c.kind not in rules.SEQUENCES for _a, c in plain) else None
        pool = [a for a, c in plain if c.kind not in rules.SEQUENCES and c.key == low] \
            or [a for a, _c in plain]
        return self.rng.choice(pool)

    def follow(self, v: Seen) -> Action | None:
        plain = [(a, c) for a, c in v.plays if not c.is_bomb]
        if plain:
            if self.rng.random() < 0.25:
                return None
            return min(plain, key=lambda p: (p[1].key, len(p[0].cards)))[0]
        bombs = [(a, c) for a, c in v.plays if c.is_bomb]
        if bombs and v.owner != v.partner and self.rng.random() < 0.1:
            return min(bombs, key=lambda p: p[1].power)[0]
        return None


class NormalAgent(GdAgent):
    level = "normal"

    # leading ----------------------------------------------------------------------

    def lead_candidates(self, v: Seen) -> list[tuple[Action, Combo]]:
        by_kind: dict[str, list[tuple[Action, Combo]]] = {}
        for action, combo in v.plays:
            if not combo.is_bomb:
                by_kind.setdefault(combo.kind, []).append((action, combo))
        out = []
        for found in by_kind.values():
            keys = sorted({c.key for _a, c in found})[:LEAD_KEYS]
            top = max(c.key for _a, c in found)
            out += [p for p in found if p[1].key in keys or p[1].key == top][:12]
        return out

    def lead(self, v: Seen) -> Action:
        candidates = self.lead_candidates(v)
        if not candidates:  # only bombs left: the smallest
            return min(v.plays, key=lambda p: p[1].power)[0]
        return min(candidates, key=lambda p: self.lead_score(v, *p))[0]

    def lead_score(self, v: Seen, action: Action, combo: Combo) -> float:
        score = v.cost_without(action.cards) - 0.03 * len(action.cards) + 0.002 * combo.key
        mate = v.partner_left()
        if 0 < mate <= 3 and combo.size <= mate and combo.kind in rules.SETS:
            # Hand the partner the lead: something low he can follow.
            score -= 3.0 - 0.1 * combo.key + (0.5 if combo.size < mate else 0.0)
        danger = v.danger()
        if danger <= 2 and combo.size <= danger:
            weight = 3.0 if combo.size == danger else 1.0
            score += weight * (1.0 - combo_strength(combo))
        return score

    # following --------------------------------------------------------------------

    def follow(self, v: Seen) -> Action | None:
        if v.owner == v.partner:
            return self.over_partner(v)
        base = v.cost_without(())
        worth = self.trick_worth(v, base)
        best, best_value = None, 0.0
        for action, combo in self.follow_candidates(v):
            value = v.cost_without(action.cards) - base - worth
            if combo.is_bomb:
                value += self.bomb_price(v, action, combo)
            if value < best_value:
                best, best_value = action, value
        return best

    def over_partner(self, v: Seen) -> Action | None:
        """The partner owns the trick: let it stand, unless a play leaves one play to go."""
        for action, combo in v.plays:
            if not combo.is_bomb and single_combination(v.rest_faces(action.cards), v.level) \
                    and combo_strength(combo) >= 0.5:
                return action
        return None

    def follow_candidates(self, v: Seen) -> list[tuple[Action, Combo]]:
        plain = [p for p in v.plays if not p[1].is_bomb]
        keys = sorted({c.key for _a, c in plain})[:FOLLOW_KEYS]
        out = [p for p in plain if p[1].key in keys]
        if self.may_bomb(v):
            bombs = sorted((p for p in v.plays if p[1].is_bomb), key=lambda p: p[1].power)
            out += bombs[:3]
        return out

    def may_bomb(self, v: Seen) -> bool:
        return v.counts[v.owner] <= 6 or v.cost_without(()) <= 2.0

    def bomb_price(self, v: Seen, action: Action, combo: Combo) -> float:
        """Extra price of a bomb beyond what it does to the hand: the table sees it."""
        return 0.3 + 0.05 * combo.power[0]

    # What stopping a trick is worth, in turns, by the cards its owner has left: (at
    # most this many, worth); the first row that fits counts.
    STOP_WORTH: tuple[tuple[int, float], ...] = ((2, 4.0), (4, 2.0), (6, 0.6))

    def trick_worth(self, v: Seen, base: float) -> float:
        """What winning this trick is worth, in turns."""
        owner_left = v.counts[v.owner]
        worth = 0.05 + next((w for most, w in self.STOP_WORTH if owner_left <= most), 0.0)
        if base <= 2.0:
            worth += 0.5
        if 0 < v.partner_left() <= 3:
            worth += 0.5  # winning the lead lets us feed him
        return worth


class CountingAgent(NormalAgent):
    """Normal plus card counting: which plays nobody can beat, and bombs still out (the
    hard player's first guess, and its card given back)."""

    level = "hard"

    def unseen(self, v: Seen) -> Unseen:
        played = [ID_OF_CODE[c] for _s, codes in v.obs["history"] for c in codes or ()]
        return Unseen(v.hand, played, v.level)

    def most(self, v: Seen) -> int:
        return max((v.counts[s] for s in range(SEATS) if s != v.seat), default=0)

    def lead(self, v: Seen) -> Action:
        u = self.unseen(v)
        most = self.most(v)
        # End game: a sure winner now, and the rest goes in one play.
        for action, combo in v.plays:
            rest = v.rest_faces(action.cards)
            if not u.beatable(combo, most) and single_combination(rest, v.level):
                return action
        self._u, self._most = u, most
        return super().lead(v)

    def lead_score(self, v: Seen, action: Action, combo: Combo) -> float:
        score = super().lead_score(v, action, combo)
        if not self._u.beatable(combo, self._most) and v.cost_without(()) > 1.5:
            score += 0.4  # a sure winner is worth more later, as a way back in
        return score

    # It fights for a trick from further out (measured: +0.09 levels a hand against
    # normal), and harder when it is the team's last chance (+0.23).
    STOP_WORTH = ((2, 4.0), (4, 2.5), (6, 1.2), (10, 0.6))
    LAST_CHANCE = 0.3

    def trick_worth(self, v: Seen, base: float) -> float:
        worth = super().trick_worth(v, base)
        return worth + (self.LAST_CHANCE if self.last_chance(v) else 0.0)

    @staticmethod
    def last_chance(v: Seen) -> bool:
        """Whether the trick is the owner's once this seat passes: the partner already
        passed on it (or is out)."""
        seat = (v.seat + 1) % SEATS
        while seat != v.owner:
            if seat == v.partner and v.counts[seat]:
                return False
            seat = (seat + 1) % SEATS
        return True

    def follow(self, v: Seen) -> Action | None:
        u = self.unseen(v)
        most = self.most(v)
        for action, combo in v.plays:
            if v.owner == v.partner and combo.is_bomb:
                continue
            rest = v.rest_faces(action.cards)
            if not u.beats_possible(combo, most) and single_combination(rest, v.level):
                return action  # win the trick for sure, then go out
        self._u, self._most = u, most
        return super().follow(v)

    def bomb_price(self, v: Seen, action: Action, combo: Combo) -> float:
        price = super().bomb_price(v, action, combo)
        if self._u.bombs_possible() == 0:
            price -= 0.2  # nobody can answer it
        return price


def hard_agent(seed: int = 0):
    """The searching hard player (ai_search builds on this module's players)."""
    from game.games.guandan.ai_search import hard_agent as searching
    return searching(seed)


AGENTS = {"easy": EasyAgent, "normal": NormalAgent, "hard": hard_agent}


def make_agent(level: str, seed: int = 0):
    """A computer player of this level: easy, normal (PhaseAgents) or hard (a search)."""
    return agent_for(AGENTS, level, seed)


def hint_play(observation: dict, legal: list[Action]) -> Action | None:
    """The normal player's suggestion for the human's Hint button."""
    return suggested_play(observation, legal, NormalAgent())


__all__ = ["LEVELS", "make_agent", "hint_play", "EasyAgent", "NormalAgent", "CountingAgent"]
