"""Go-Stop's hard player: the core's search (`game/core/search.py`) with Go-Stop's
roll-out policy, candidates and value.

- Worlds: `determinize` (the other hands but their shown cards, and the stock order,
  dealt again at random), handed in by `search.decide`.
- Candidates (from the observation and the legal list only): the normal player's
  choice first, then its next best plays (at most MAX_CANDIDATES), one of each kind of
  card (two plain junk of a month play alike); both answers of Go or Stop, of a
  chongtong and of a choice between two table cards.
- Roll-out: a fast normal player for every seat that reads the sampled world's own
  hand, table and capture areas (a made-up world, so that is fair) and builds only
  its own move: a bonus card first, then a bomb, else the card whose capture is worth
  most by a card table (`WORTH`, with a step per card already held of the set it
  belongs to, junk worth more while pi-bak threatens) plus a share of its worth to the
  opponents; with nothing to capture, the card whose month is all in sight, else the
  one worth least to the opponents (a flip-only turn rather than give one away),
  shaken when it can be; the better of two table cards; Go only early with every
  opponent far from the target. It draws no random number, so every candidate meets
  the same future in a world. Measured against normal on 600 two-player deals: -1.2
  points a game (-2.0 before it counted the months in sight and the opponents' worth).
- Value: the seat's point payment at the end (`returns()`). The first guess keeps a
  head start, as in the other games: another candidate must beat it over the same
  worlds by more than their luck: FIRST_MARGIN points a world for Go / Stop, a
  chongtong or two table cards, PLAY_MARGIN for the card to play, where the crude
  roll-outs misjudge most. Measured on 300 two-player deals against normal, seats
  swapped (points per game): searching Go / Stop alone +2.7 ± 0.6; every decision
  with a head start of 0.5 for plays +2.7 ± 1.7, with 2.0 +4.7 ± 1.3; plays searched
  only with five cards or fewer in hand +2.1 ± 0.8.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.core.protocol import Action
from game.core.search import SearchAgent, SearchGame
from game.games.gostop.actions import Bomb, Chongtong, FlipOnly, Go, Play, Shake, Stop, Take
from game.games.gostop.ai import (
    ANIMALS,
    BRIGHTS,
    JUNK_VALUE,
    MONTH,
    RIBBONS,
    TRIOS,
    NormalAgent,
    View,
    judge_play,
)
from game.games.gostop.cards import CARDS, SAKE_CUP
from game.games.gostop.scoring import best_score

if TYPE_CHECKING:
    from game.games.gostop.model import GostopState

TIME_BUDGET = 0.3  # seconds of search per decision
MAX_WORLDS = 200  # sampled worlds per decision (deterministic when reached first)
MAX_CANDIDATES = 5
FIRST_MARGIN = 0.5  # the first guess's head start, in points a world
PLAY_MARGIN = 2.0  # ... when the decision is which card to play

# --- the roll-out policy ----------------------------------------------------------------


def _base(card: int) -> float:
    c = CARDS[card]
    if card in BRIGHTS:
        return 1.6 if c.rain_bright else 2.2
    if card == SAKE_CUP:
        return 1.2
    if card in ANIMALS:
        return 0.8
    if card in RIBBONS:
        return 0.7
    return 0.45 * JUNK_VALUE[card]


# A card's worth to a roll-out player: a base by its kind, and a step for each card of
# its set (three brights, godori, a ribbon set) already held: (set, steps by cards held).
WORTH: tuple[float, ...] = tuple(_base(c.id) for c in CARDS)
SET_STEPS: tuple[tuple[tuple[frozenset[int], tuple[float, ...]], ...], ...] = tuple(
    tuple((cards, (0.0, points / 3, points * 0.8)) for cards, points in TRIOS
          if c.id in cards)
    + (((BRIGHTS, (0.0, 0.6, 2.0, 1.0, 3.0)),) if c.id in BRIGHTS else ())
    for c in CARDS)
STACK_BONUS = 1.0  # a stack of three taken with the fourth
DENY = 0.5  # a card kept from the opponents: this share of its worth to them
EXPOSE = 0.6  # a card left on the table: this share of its worth to them, lost...
EXPOSE_BASE = 0.15  # ... and a turn given away (halved when only one card of its month
# is still out, or this hand holds another)
SAFE_PARK = 0.1  # a card left where nobody else can take it (its month all in sight)
PI_LOW = 6  # below this junk value, junk counts more (pi-bak)
PI_LOW_STEP = 0.3
ROLL_GO_TURNS = 3  # a roll-out Go needs this many own turns left...
ROLL_OPP_SHARE = 0.5  # ... every opponent under this share of the target...
ROLL_MAX_GOS = 2  # ... and fewer Gos than this so far


def _worth(card: int, mine: set[int], junk_low: bool) -> float:
    w = WORTH[card]
    for cards, steps in SET_STEPS[card]:
        w += steps[sum(1 for x in cards if x in mine)]
    if junk_low and JUNK_VALUE[card]:
        w += PI_LOW_STEP
    return w


def rollout(world: GostopState, seat: int, rng: random.Random) -> Action:
    """The seat's move in a roll-out, built from the world's own cards."""
    phase = world.phase
    if phase == "play":
        return _play(world, seat)
    if phase == "take":
        mine = set(world.captures[seat])
        return Take(seat, max(world.pending["options"], key=lambda c: _worth(c, mine, False)))
    if phase == "go_stop":
        return Go(seat) if _go(world, seat) else Stop(seat)
    return Chongtong(seat, True)


def _play(world: GostopState, seat: int) -> Action:
    hand = world.hands[seat]
    if not hand:
        return FlipOnly(seat)
    on_table: dict[int, list[int]] = {}
    for c in world.table:
        on_table.setdefault(MONTH[c], []).append(c)
    in_hand: dict[int, list[int]] = {}
    for c in hand:
        in_hand.setdefault(MONTH[c], []).append(c)
    shaken = world.shaken[seat]
    for m, cards in in_hand.items():
        if len(cards) == 3 and m and m not in shaken and len(on_table.get(m, ())) == 1:
            return Bomb(seat, tuple(sorted(cards)))
    captures = world.captures
    mine = set(captures[seat])
    theirs: set[int] = set()
    seen = [0] * 13  # cards of each month in sight: table, this hand, every capture area
    for m, cards in on_table.items():
        seen[m] += len(cards)
    for m, cards in in_hand.items():
        seen[m] += len(cards)
    for s, area in enumerate(captures):
        if s != seat:
            theirs.update(area)
        for c in area:
            seen[MONTH[c]] += 1
    junk_low = sum(JUNK_VALUE[c] for c in mine) < PI_LOW
    their_low = sum(JUNK_VALUE[c] for c in theirs) < PI_LOW * (len(captures) - 1)
    best, best_value = hand[0], -1e9
    for c in hand:
        m = MONTH[c]
        if not m:
            return Play(seat, (c,))  # a bonus card: free junk, and the stock top played
        on = on_table.get(m)
        if on is None:
            out = 4 - seen[m]
            if out <= 0:
                value = SAFE_PARK
            else:
                value = -(EXPOSE * _worth(c, theirs, their_low) + EXPOSE_BASE)
                if out == 1 or len(in_hand[m]) > 1:
                    value *= 0.5
        else:
            if len(on) == 2:
                on = [max(on, key=lambda t: _worth(t, mine, junk_low))]
            value = _worth(c, mine, junk_low) + DENY * _worth(c, theirs, their_low)
            for t in on:
                value += _worth(t, mine, junk_low) + DENY * _worth(t, theirs, their_low)
            if len(on) == 3:
                value += STACK_BONUS
        if value > best_value:
            best, best_value = c, value
    if best_value < 0 and world.skips[seat]:
        return FlipOnly(seat)
    m = MONTH[best]
    if len(in_hand[m]) >= 3 and m not in shaken and m not in on_table:
        return Shake(seat, best)
    return Play(seat, (best,))


def _go(world: GostopState, seat: int) -> bool:
    if world.gos[seat] >= ROLL_MAX_GOS or len(world.hands[seat]) + world.skips[seat] < \
            ROLL_GO_TURNS:
        return False
    limit = world.options.goal * ROLL_OPP_SHARE
    return all(best_score(world.captures[o]).total < limit
               for o in range(world.players) if o != seat)


# --- what is searched, and what an ended hand is worth ------------------------------------


def _kind(action: Action) -> tuple:
    """Plays of two cards alike for scoring (two plain junk of a month) are one kind."""
    card = action.cards[0] if action.kind == "play" else getattr(action, "card", None)
    if card is None:
        return (action.kind, action)
    c = CARDS[card]
    return (action.kind, c.month, c.category, c.rain_bright, c.godori, c.ribbon,
            c.junk_value, c.sake_cup)


class Options:
    """One hard player's candidates and their worth: the normal player's choice first,
    with a head start of PLAY_MARGIN points a world for a card to play, FIRST_MARGIN
    for any other decision."""

    def __init__(self, first_guess: NormalAgent) -> None:
        self.first_guess = first_guess
        self.first: Action | None = None  # the first guess of the decision searched now
        self.margin = FIRST_MARGIN  # its head start

    def candidates(self, observation: dict, legal: list[Action]) -> list[Action]:
        first = self.first = self.first_guess.choose(observation, legal)
        if len(legal) == 1:
            return [first]
        phase = observation["phase"]
        if phase != "play":  # Go / Stop, a chongtong, two table cards: both are tried
            self.margin = FIRST_MARGIN
            return [first] + [a for a in legal if a is not first]
        self.margin = PLAY_MARGIN
        out, kinds = [first], {_kind(first)}
        for _value, action in judge_play(View(observation), legal):
            kind = _kind(action)
            if len(out) >= MAX_CANDIDATES:
                break
            if kind not in kinds:
                kinds.add(kind)
                out.append(action)
        return out

    def value(self, world: GostopState, seat: int) -> float:
        first = self.first
        tried_first = any(a is first for a in world.actions)  # the very object tried
        return float(world.returns()[seat]) + (self.margin if tried_first else 0.0)


def hard_agent(seed: int = 0, time_budget: float = TIME_BUDGET,
               max_worlds: int = MAX_WORLDS, **search) -> SearchAgent:
    """The hard player: a SearchAgent over Go-Stop's roll-out, candidates (the normal
    player's choice first) and value; `search` (a clock) goes to it."""
    options = Options(NormalAgent(seed))
    game = SearchGame(rollout=rollout, candidates=options.candidates, value=options.value)
    return SearchAgent(game, seed=seed, time_budget=time_budget, max_worlds=max_worlds,
                       **search)
