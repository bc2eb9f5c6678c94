"""Guan Dan's hard player: the core's search (`game/core/search.py`) with Guan Dan's
roll-out policy, candidates and value.

- When it searches: in the end game only (some hand holds SEARCH_WITHIN cards or
  fewer), and never over the partner's trick or for the card given back after a
  tribute: there the counting player (ai.CountingAgent) decides alone. Measured: with
  27 cards a hand, roll-outs by a player cruder than the heuristic misjudged more
  than they found, and the hard player lost levels to the normal one.
- Candidates (from the seat's observation and legal list only): the counting
  player's choice first, then a few others. Leading: the normal player's best lead
  of each kind; following an opponent: a pass, the two plays that cost the hand
  least, the smallest bomb when the trick's owner is close to going out.
- The first guess keeps a head start (FIRST_MARGIN levels a world): another
  candidate must beat it clearly over the same worlds, not by the luck of a few.
  Measured on the same 150 deals against normal, paired with the counting player
  alone: a head start of 1.0 lost 0.19 levels a hand to it, 2.5 is even with it
  (-0.003 ± 0.037): the roll-outs still misjudge more than they find, so the search
  overrules its first guess only where the worlds agree by a wide margin.
- Roll-out: a fast greedy player that reads the sampled world's hands (a made-up
  world, so that is fair) and builds only its own play, on rank groups: lead the
  lowest group (a low straight, tube or plate when the low cards make one; a triple
  takes the lowest pair), feed a partner about to go out, lead nothing cheap to an
  opponent about to go out, follow with the lowest group that beats without
  breaking a bomb, let the partner's trick stand, bomb only an opponent close to
  going out, go out whenever the hand is one play. Wild hearts count as level cards.
- Value: the hand's levels for the seat's team (the model's deltas: + for the team
  of the first player out, by where his partner came), a match won or lost worth more.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.core.protocol import Action
from game.core.search import SearchAgent, SearchGame
from game.games.guandan import rules
from game.games.guandan.ai import CountingAgent, NormalAgent, Seen, combo_of
from game.games.guandan.ai_hand import FACES
from game.games.guandan.model import Pass, Play
from game.games.guandan.rules import ACE, BJ, LEVEL_SLOT, SJ, Combo

if TYPE_CHECKING:
    from game.games.guandan.model import GdState

TIME_BUDGET = 0.3  # seconds of search per decision
MAX_WORLDS = 64  # sampled worlds per decision (deterministic when reached first)
MAX_CANDIDATES = 4
MATCH_BONUS = 4.0  # a match won (or lost) is worth more than any hand's levels
FIRST_MARGIN = 2.5  # the first guess's head start, in levels a world (see Options)
SEARCH_WITHIN = 10  # search once some hand holds this many cards or fewer
BOMB_NEAR = 10  # a roll-out bombs an opponent holding this many cards or fewer
SAVE_HIGH = 12  # ... and keeps its level cards and jokers for a low play while he holds more

Groups = dict[int, list[int]]  # level-order rank -> the hand's cards of it (wilds at the level)


# --- the roll-out policy ----------------------------------------------------------------


def rollout(world: GdState, seat: int, rng: random.Random) -> Action:
    """The seat's move in a roll-out: a legal play built on rank groups, or a pass."""
    if world.phase != "play":
        return world.legal_actions(seat)[0]  # a return inside a world: any allowed card
    hand = world.hands[seat]
    rank_of = world.rank_of
    groups: Groups = {}
    for c in hand:  # the hand is sorted by rank, so the groups come low to high
        groups.setdefault(rank_of[c], []).append(c)
    prev = world.to_beat()
    whole = _whole_hand(hand, groups, world.level)
    if prev is None:
        if whole is not None:
            return Play(seat, tuple(hand), whole.reading)
        return _lead(world, seat, groups)
    combo = prev[0]
    if whole is not None and rules.beats(whole, combo):
        return Play(seat, tuple(hand), whole.reading)
    owner = world.last_play[0]
    if owner == (seat + 2) % 4:
        return Pass(seat)  # the partner's trick stands
    return _follow(world, seat, groups, combo, len(world.hands[owner]))


def _whole_hand(hand: list[int], groups: Groups, level: int) -> Combo | None:
    """The hand as one play, when it is a set, a full house, a bomb or a sequence."""
    n = len(hand)
    if len(groups) == 1:
        (rank, cards), = groups.items()
        if n <= 3:
            return None if n == 3 and rank > LEVEL_SLOT else Combo(_SET_KINDS[n], rank, n)
        return Combo("bomb", rank, n) if rank <= LEVEL_SLOT else Combo("joker_bomb", 0, 4)
    if len(groups) == 2:
        (r1, c1), (r2, c2) = groups.items()
        if len(c1) == 2 and len(c2) == 2 and r1 == SJ and r2 == BJ:
            return Combo("joker_bomb", 0, 4)
        if n == 5:
            trip = r1 if len(c1) == 3 else r2 if len(c2) == 3 else None
            if trip is not None and trip <= LEVEL_SLOT:
                return Combo("full_house", trip, 5)
    if n in (5, 6):
        nat = _natural(groups, level)
        for kind, (length, copies) in rules.SEQUENCES.items():
            if length * copies == n:
                top = _run(nat, length, copies, 0, exact=True)
                if top is not None and _run_size(nat, top, length) == n:
                    return Combo(kind, top, n)
    return None


_SET_KINDS = {1: "single", 2: "pair", 3: "triple"}


def _natural(groups: Groups, level: int) -> list[list[int]]:
    """Cards by natural rank (1 = the low ace) that sequences may use: no jokers, no
    wild hearts, nothing from a bomb."""
    nat: list[list[int]] = [[] for _ in range(ACE + 1)]
    for rank, cards in groups.items():
        if len(cards) >= 4 or rank >= SJ:
            continue
        for c in cards:
            face = FACES[c]
            if face[0] == level and face[1] == rules.WILD_SUIT:
                continue
            nat[face[0]].append(c)
    nat[1] = nat[ACE]
    return nat


def _run(nat: list[list[int]], length: int, copies: int, above: int,
         exact: bool = False) -> int | None:
    """The lowest top (natural order) above `above` of `length` consecutive ranks with
    `copies` cards each (exactly that many when `exact`)."""
    for top in range(max(length, above + 1), ACE + 1):
        if all((len(nat[r]) == copies) if exact else (len(nat[r]) >= copies)
               for r in range(top - length + 1, top + 1)):
            return top
    return None


def _run_size(nat: list[list[int]], top: int, length: int) -> int:
    return sum(len(nat[r]) for r in range(top - length + 1, top + 1))


def _run_cards(nat: list[list[int]], top: int, length: int, copies: int) -> tuple[int, ...]:
    return tuple(c for r in range(top - length + 1, top + 1) for c in nat[r][:copies])


def _bombs(groups: Groups) -> list[tuple[Combo, list[int]]]:
    """The hand's bombs, smallest first (no straight flushes: a roll-out does not look)."""
    found = [(Combo("bomb", r, len(cards)), cards) for r, cards in groups.items()
             if len(cards) >= 4]
    if len(groups.get(SJ, ())) == 2 and len(groups.get(BJ, ())) == 2:
        found.append((Combo("joker_bomb", 0, 4), groups[SJ] + groups[BJ]))
    found.sort(key=lambda b: b[0].power)
    return found


def _plain(groups: Groups) -> list[tuple[int, list[int]]]:
    """The groups that are not (part of) a bomb, low to high."""
    joker_bomb = len(groups.get(SJ, ())) == 2 and len(groups.get(BJ, ())) == 2
    return [(r, cards) for r, cards in groups.items()
            if len(cards) < 4 and not (joker_bomb and r >= SJ)]


def _lead(world: GdState, seat: int, groups: Groups) -> Action:
    plain = _plain(groups)
    if not plain:
        combo, cards = _bombs(groups)[0]
        return Play(seat, tuple(cards), combo.reading)
    hands = world.hands
    mate = len(hands[(seat + 2) % 4])
    danger = min((len(hands[s]) for s in ((seat + 1) % 4, (seat + 3) % 4) if hands[s]),
                 default=99)
    if 0 < mate <= 2 and mate < danger:  # feed the partner a low one he may follow
        fed = next(((r, c) for r, c in plain if len(c) == mate), None)
        if fed is not None:
            return Play(seat, tuple(fed[1]), f"{_SET_KINDS[mate]}:{fed[0]}")
    if danger <= 2:  # an opponent close to out: nothing he can follow cheaply
        safe = [(r, c) for r, c in plain if len(c) > danger]
        rank, cards = safe[0] if safe else plain[-1]
    else:
        rank, cards = plain[0]
    n = len(cards)
    if rank <= ACE:
        nat = _natural(groups, world.level)
        low = FACES[cards[0]][0]
        for kind, (length, copies) in _LEAD_RUNS[n]:
            top = _run(nat, length, copies, 0, exact=copies > 1)
            if top is not None and top - length + 1 <= low + 1 and \
                    (copies > 1 or sum(len(nat[r]) == 1 for r in range(top - 4, top + 1)) >= 3):
                return Play(seat, _run_cards(nat, top, length, copies), f"{kind}:{top}")
    if n == 3 and rank <= LEVEL_SLOT:
        pair = next((c for r, c in plain if len(c) == 2 and r != rank and r <= ACE), None)
        if pair is not None:
            return Play(seat, tuple(cards + pair), f"full_house:{rank}")
    return Play(seat, tuple(cards), f"{_SET_KINDS[n]}:{rank}")


# Which sequence a lowest group of n cards may lead: (kind, (ranks, copies)).
_LEAD_RUNS = {1: [("straight", (5, 1))], 2: [("tube", (3, 2))], 3: [("plate", (2, 3))]}


def _follow(world: GdState, seat: int, groups: Groups, prev: Combo, owner_left: int) -> Action:
    if not prev.is_bomb:
        play = _beat_plain(world, seat, groups, prev, owner_left)
        if play is not None:
            return play
    if owner_left <= BOMB_NEAR or len(world.hands[seat]) <= 8:
        for combo, cards in _bombs(groups):
            if rules.beats(combo, prev):
                return Play(seat, tuple(cards), combo.reading)
    return Pass(seat)


def _beat_plain(world: GdState, seat: int, groups: Groups, prev: Combo,
                owner_left: int) -> Action | None:
    kind, key = prev.kind, prev.key
    if kind in rules.SETS:
        n = prev.size
        plain = [(r, c) for r, c in _plain(groups) if r > key and len(c) >= n
                 and (n < 3 or r <= LEVEL_SLOT)]
        if owner_left > SAVE_HIGH and key < ACE:
            plain = [(r, c) for r, c in plain if r <= ACE]
        exact = [(r, c) for r, c in plain if len(c) == n]
        pick = (exact or plain)[:1]
        if pick:
            rank, cards = pick[0]
            return Play(seat, tuple(cards[:n]), f"{kind}:{rank}")
        return None
    if kind == "full_house":
        plain = _plain(groups)
        trip = next(((r, c) for r, c in plain if len(c) == 3 and key < r <= LEVEL_SLOT), None)
        if trip is None:
            return None
        pair = next((c for r, c in plain if len(c) == 2 and r != trip[0]), None) or \
            next((c for r, c in plain if len(c) == 3 and r != trip[0]), None)
        if pair is None:
            return None
        return Play(seat, tuple(trip[1] + pair[:2]), f"full_house:{trip[0]}")
    length, copies = rules.SEQUENCES[kind]
    nat = _natural(groups, world.level)
    top = _run(nat, length, copies, key)
    if top is None:
        return None
    return Play(seat, _run_cards(nat, top, length, copies), f"{kind}:{top}")


# --- what is searched, and what an ended hand is worth ------------------------------------


def value(world: GdState, seat: int) -> float:
    """The levels the hand gave the seat's team; a match won or lost counts more."""
    result = world.result
    worth = float(result["deltas"][seat])
    if result["match_won"]:
        worth += MATCH_BONUS if result["winners"] == seat % 2 else -MATCH_BONUS
    return worth


def _same(a: Action, b: Action) -> bool:
    """Two actions that play the same faces the same way (copies are alike)."""
    if a.kind != b.kind:
        return False
    if a.kind != "play":
        return True
    return a.reading == b.reading and \
        sorted(FACES[c] for c in a.cards) == sorted(FACES[c] for c in b.cards)


class Options:
    """One hard player's candidates and their worth. The first guess (the counting
    player's choice) keeps a head start of FIRST_MARGIN levels a world: the roll-outs
    are cruder players than it, so another candidate must beat it clearly."""

    def __init__(self, first_guess: CountingAgent, judge: NormalAgent) -> None:
        self.first_guess, self.judge = first_guess, judge
        self.first: Action | None = None  # the first guess of the decision searched now

    def candidates(self, observation: dict, legal: list[Action]) -> list[Action]:
        first = self.first = self.first_guess.choose(observation, legal)
        if len(legal) == 1 or observation["phase"] != "play" or \
                min(n for n in observation["counts"] if n) > SEARCH_WITHIN:
            return [first]
        out = [first]

        def add(action: Action | None) -> None:
            if action is not None and len(out) < MAX_CANDIDATES and \
                    not any(_same(action, o) for o in out):
                out.append(action)

        v = self.first_guess.seen  # the first guess's view: its judgements are kept
        if v is None or v.obs is not observation:
            v = Seen(observation, legal)
        if v.leading:
            best: dict[str, tuple[float, Action]] = {}
            for action, combo in self.judge.lead_candidates(v):
                score = self.judge.lead_score(v, action, combo)
                if combo.kind not in best or score < best[combo.kind][0]:
                    best[combo.kind] = (score, action)
            for _score, action in sorted(best.values(), key=lambda p: p[0]):
                add(action)
            return out
        if v.owner == v.partner:
            return out  # the partner's trick: the counting player's judgement, unsearched
        add(v.passing)
        base = v.cost_without(())
        plain = sorted((v.cost_without(a.cards) - base, combo_of(a).key, i)
                       for i, (a, c) in enumerate(v.plays) if not c.is_bomb)
        for _cost, _key, i in plain[:2]:
            add(v.plays[i][0])
        bombs = [(c.power, i) for i, (_a, c) in enumerate(v.plays) if c.is_bomb]
        if bombs and v.counts[v.owner] <= BOMB_NEAR:
            add(v.plays[min(bombs)[1]][0])
        return out

    def value(self, world: GdState, seat: int) -> float:
        first = self.first
        tried_first = any(a is first for a in world.actions)  # the very object tried
        return value(world, seat) + (FIRST_MARGIN if tried_first else 0.0)


def hard_agent(seed: int = 0, time_budget: float = TIME_BUDGET,
               max_worlds: int = MAX_WORLDS, **search) -> SearchAgent:
    """The hard player: a SearchAgent over Guan Dan's roll-out, candidates (the
    card-counting heuristic's choice first) and value; `search` (a clock) goes to it."""
    options = Options(CountingAgent(seed), NormalAgent(seed))
    game = SearchGame(rollout=rollout, candidates=options.candidates, value=options.value)
    return SearchAgent(game, seed=seed, time_budget=time_budget, max_worlds=max_worlds,
                       **search)
