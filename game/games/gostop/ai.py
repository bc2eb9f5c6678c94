"""Computer players for Go-Stop 고스톱 (2 players: Matgo; or 3).

`make_agent("easy" | "normal" | "hard", seed)` gives an agent whose `choose(observation,
legal)` returns one of the legal actions. An agent reads only the seat's observation
(card codes, as `pack.codes` writes them) and the legal list: this module never imports
the model's state. Decisions by phase: "chongtong" (win at once or play on), "play" (a
hand card, a shake, a bomb, a flip-only turn), "take" (which of two table cards),
"go_stop".

- easy: plays a card that captures something when it has one (at random among them),
  else any card; takes the first of two table cards; shakes and bombs now and then;
  says Stop at once (Go now and then); always takes a chongtong win.
- normal: judges every card by what it adds to its capture area (`potential`: the
  points, and what the unfinished sets promise: brights 3/4/5 with the rain rule,
  godori, the three ribbon sets, 5 animals, 5 ribbons, 10 junk, the sake cup in its
  better use, the cover against pi-bak / gwang-bak / meong-bak) and by what it would
  add to an opponent's (denying the cards they need). It counts the cards it has seen
  (its hand, the table, every capture area, the cards shown) to know which months
  nobody else can take; a card it cannot pair it leaves where nobody else can take it,
  or the one that gives the least away; it weighs the ppuk risk of a single match, the
  sweep it makes or leaves to the next player. It bombs when a bomb is there (a bomb
  always captures), shakes when it is doing no worse than the others, turns up only
  (after a bomb) when no card is worth playing, takes the better of two table cards.
  Go or Stop: `go_or_stop`, its chance to score again in the turns it has left
  against the opponents' chance to reach the target first, what a win after the Go
  adds (a point, the Go bonus, its own multiplier) and what a loss costs (the
  opponent's value with his shakes, the penalties it is exposed to, go-bak); never
  with an opponent one card from the target.
- hard: a search (`ai_search`: the core's determinized Monte-Carlo) over the normal
  player's best few choices, Go and Stop and the chongtong answer included.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable

from game.core.agents import PhaseAgent, agent_for
from game.core.protocol import Action
from game.games.gostop.cards import (
    ANIMAL,
    BONUS_CARD,
    BRIGHT,
    BY_CODE,
    CARDS,
    GODORI,
    JUNK,
    RAIN_BRIGHT,
    RIBBON,
    RIBBON_SETS,
    SAKE_CUP,
    SAKE_CUP_JUNK,
)
from game.games.gostop.options import Options
from game.games.gostop.scoring import BRIGHT_POINTS, best_score, go_total
from game.games.gostop.settlement import Seat, settle

LEVELS = ("easy", "normal", "hard")

# --- the cards as the players read them ------------------------------------------------

ID_OF: dict[str, int] = {code: c.id for code, c in BY_CODE.items()}
MONTH: tuple[int, ...] = tuple(c.month for c in CARDS)
BRIGHTS = frozenset(c.id for c in CARDS if c.category == BRIGHT)
ANIMALS = frozenset(c.id for c in CARDS if c.category == ANIMAL)
RIBBONS = frozenset(c.id for c in CARDS if c.category == RIBBON)
JUNK_VALUE: tuple[int, ...] = tuple(c.junk_value for c in CARDS)
PACK_SIZE = {False: 48, True: len(CARDS)}
# The three-card sets: (cards, points).
TRIOS: tuple[tuple[frozenset[int], int], ...] = (
    (GODORI, 5), *((cards, 3) for cards in RIBBON_SETS.values()))


def ids(codes: Iterable[str]) -> list[int]:
    return [ID_OF[c] for c in codes]


def is_bonus(card: int) -> bool:
    return CARDS[card].category == BONUS_CARD


# --- what a capture area is worth -------------------------------------------------------

SET_HOPE = 0.5  # an unfinished set is worth this share of its points × (share held)²
NEXT_HOPE = 0.25  # the same for the next step of a set already scoring (a 4th bright...)
COUNT_POINTS = 1.5  # what reaching 5 animals / 5 ribbons / 10 junk is worth (it goes on)
GWANG_GUARD = 0.5  # no bright: the cost of the gwang-bak it risks
MEONG_GUARD = 0.2  # no animal: meong-bak
PI_GUARD = 2.0  # a junk value of 0 against pi-bak; less per junk up to PI_SAFE
PI_SAFE = 6  # a junk value above the pi-bak threshold (5)


def _hope(have: int, need: int, points: float, free: int, hope: float = SET_HOPE) -> float:
    """What `have` of the `need` cards of a set promise, when `free` more are still to
    be had (nobody else holds them): none once it is out of reach."""
    if have >= need or have + free < need:
        return 0.0
    return points * hope * (have / need) ** 2


def _count(have: int, start: int, free: int) -> float:
    """A count set (animals, ribbons from 5; junk from 10): its points and its promise."""
    if have >= start:
        return have - start + 1 + (NEXT_HOPE if free else 0.0)
    return _hope(have, start, COUNT_POINTS, free)


def potential(held: set[int], gone: set[int]) -> float:
    """A capture area's worth in points: what it scores, what its unfinished sets
    promise while their missing cards are not `gone` (in another seat's captures), and
    the cover it has against the penalties. The sake cup counts in its better use."""
    if SAKE_CUP in held:
        return max(_potential(held, gone, ANIMAL), _potential(held, gone, JUNK))
    return _potential(held, gone, ANIMAL)


def _potential(held: set[int], gone: set[int], cup: str) -> float:
    cup_junk = cup == JUNK and SAKE_CUP in held
    free = [c for c in range(48) if c not in held and c not in gone]
    brights = len(held & BRIGHTS)
    rain = RAIN_BRIGHT in held
    free_brights = sum(1 for c in free if c in BRIGHTS)
    if brights >= 3:
        value = BRIGHT_POINTS[(brights, rain)] if brights < 5 else 15
        step = (4 - value if brights == 3 else 11) if brights < 5 else 0
        value += _hope(brights, brights + 1, step, free_brights, NEXT_HOPE)
    else:
        value = _hope(brights, 3, 2 if rain else 3, free_brights)
        if brights == 0:
            value -= GWANG_GUARD
    for cards, points in TRIOS:
        have = len(held & cards)
        value += points if have == 3 else _hope(have, 3, points, sum(
            1 for c in cards if c not in held and c not in gone))
    animals = len(held & ANIMALS) - cup_junk
    value += _count(animals, 5, sum(1 for c in free if c in ANIMALS))
    if animals == 0:
        value -= MEONG_GUARD
    value += _count(len(held & RIBBONS), 5, sum(1 for c in free if c in RIBBONS))
    junk = sum(JUNK_VALUE[c] for c in held) + (SAKE_CUP_JUNK if cup_junk else 0)
    value += _count(junk, 10, sum(JUNK_VALUE[c] for c in free))
    value -= PI_GUARD * max(0, PI_SAFE - junk) / PI_SAFE
    return value


# --- one decision's view -----------------------------------------------------------------


class View:
    """What the seat knows, from its observation: its hand, the table, every capture
    area, and the cards it cannot place (in another hand or the stock)."""

    def __init__(self, obs: dict) -> None:
        self.obs = obs
        self.seat = seat = obs["seat"]
        self.players = obs["players"]
        self.options = Options.parse(obs["variant"])
        self.target = obs["target"]
        self.hand = ids(obs["hand"])
        self.table = ids(obs["table"])
        self.captures = [set(ids(c)) for c in obs["captures"]]
        self.opponents = [s for s in range(self.players) if s != seat]
        # Cards shown by a shake or a chongtong are in that seat's hand.
        self.held_by = {c: s for s in self.opponents for c in ids(obs["shown"][s])}
        seen = set(self.hand) | set(self.table) | set(self.held_by)
        for area in self.captures:
            seen |= area
        self.unseen = [c for c in range(PACK_SIZE[self.options.bonus]) if c not in seen]
        self._gone: dict[int, set[int]] = {}
        self._base: dict[int, float] = {}

    def gone(self, seat: int) -> set[int]:
        """The cards `seat` can no longer capture: in another seat's captures."""
        if seat not in self._gone:
            self._gone[seat] = set().union(
                *(a for s, a in enumerate(self.captures) if s != seat))
        return self._gone[seat]

    def gain(self, seat: int, cards: Iterable[int]) -> float:
        """What capturing `cards` adds to `seat`'s capture area."""
        if seat not in self._base:
            self._base[seat] = potential(self.captures[seat], self.gone(seat))
        return potential(self.captures[seat] | set(cards), self.gone(seat)) - self._base[seat]

    def deny(self, cards: Iterable[int]) -> float:
        """What the cards would add to the opponent who needs them most."""
        cards = list(cards)
        return max((self.gain(o, cards) for o in self.opponents), default=0.0)

    def out(self, m: int) -> int:
        """The cards of month `m` another seat may hold or the stock may turn up."""
        return sum(1 for c in self.unseen if MONTH[c] == m) + sum(
            1 for c in self.held_by if MONTH[c] == m)

    def flip_chance(self, m: int) -> float:
        """The chance the turn-up is of month `m` (it is one of the unseen cards)."""
        n = len(self.unseen)
        return sum(1 for c in self.unseen if MONTH[c] == m) / n if n else 0.0

    def of_month(self, cards: list[int], m: int) -> list[int]:
        return [c for c in cards if MONTH[c] == m]

    def turns_left(self, seat: int) -> int:
        return self.obs["hand_counts"][seat] + self.obs["skips"][seat]


# --- the normal player's judgement of a turn ---------------------------------------------

DENY = 0.5  # a card kept from the opponents counts this share of its worth to them
STEAL = 0.6  # one junk handed over by each opponent (jjok, ttadak, sweep, bomb, stacks)
EXPOSE = 0.6  # a card left on the table counts this share of its worth to them, lost
EXPOSE_BASE = 0.15  # ... and a turn given away
SAFE_PARK = 0.1  # a card left where nobody else can take it (its month is all seen)
SWEEP_RISK = 0.4  # leaving one card on the table the next player may sweep
BOMB_BONUS = 1.5  # a bomb doubles the value if it wins, and saves two hand cards
BONUS_PLAY = 1.0  # a bonus card from hand: free junk and another card played
SHAKE_BONUS = 0.8  # shaking doubles the value if it wins
SHAKE_SHOW = 0.3  # ... and shows three cards: not worth it when losing
LIKELY_WIN = 0.0  # shake when its worth is at least the best opponent's plus this


def play_value(v: View, card: int) -> float:
    """What playing `card` from hand is worth this turn (the turn-up unknown)."""
    me = v.seat
    if is_bonus(card):
        return v.gain(me, [card]) + BONUS_PLAY
    m = MONTH[card]
    on = v.of_month(v.table, m)
    p_flip = v.flip_chance(m)
    if not on:  # it stays on the table, unless the turn-up pairs it (jjok)
        out = v.out(m)
        if out == 0:
            value = SAFE_PARK
        else:
            mine = len(v.of_month(v.hand, m)) > 1  # one of mine may take it back
            value = -(EXPOSE * v.deny([card]) + EXPOSE_BASE) * (0.5 if mine else 1.0)
            value *= min(1.0, out / 2)
        value += p_flip * (v.gain(me, [card]) + STEAL * len(v.opponents))
        rest = v.table
    elif len(on) == 1:
        cap = [card, on[0]]
        # The turn-up of the month spoils it (a ppuk): no capture. (A further cost for
        # the stack left was measured to lose points: the discount is enough.)
        value = (1 - p_flip) * (v.gain(me, cap) + DENY * v.deny(cap))
        rest = [c for c in v.table if c != on[0]]
    elif len(on) == 2:
        best = max(on, key=lambda t: take_value(v, t))
        cap = [card, best]
        value = v.gain(me, cap) + DENY * v.deny(cap)
        value += p_flip * (v.gain(me, on + [card]) - v.gain(me, cap) + STEAL)
        rest = [c for c in v.table if c != best]
    else:  # a stack of three: all four, and junk when someone's ppuk made it
        cap = on + [card]
        value = v.gain(me, cap) + DENY * v.deny(cap)
        maker = next((k for mm, k in v.obs["stacks"] if mm == m), None)
        if maker is not None:
            value += STEAL * len(v.opponents) * (2 if maker == me else 1)
        rest = [c for c in v.table if MONTH[c] != m]
    return value + _sweep(v, rest, m if on else None)


def _sweep(v: View, rest: list[int], taken: int | None) -> float:
    """A table left empty is a sweep (when nothing else lands); one card left there may
    be the next player's sweep."""
    if taken is not None and not rest:
        return STEAL * len(v.opponents)
    if len(rest) == 1 and v.out(MONTH[rest[0]]):
        return -SWEEP_RISK
    return 0.0


def take_value(v: View, card: int) -> float:
    """One of two table cards: its worth to the seat and what it keeps from the others."""
    return v.gain(v.seat, [card]) + DENY * v.deny([card])


def bomb_value(v: View, cards: tuple[int, ...]) -> float:
    m = MONTH[cards[0]]
    cap = list(cards) + v.of_month(v.table, m)
    rest = [c for c in v.table if MONTH[c] != m]
    return (v.gain(v.seat, cap) + DENY * v.deny(cap) + STEAL * len(v.opponents)
            + BOMB_BONUS + _sweep(v, rest, m))


def likely_win(v: View) -> bool:
    """The seat is doing no worse than the best opponent (worth of the captures)."""
    mine = potential(v.captures[v.seat], v.gone(v.seat))
    best = max(potential(v.captures[o], v.gone(o)) for o in v.opponents)
    return mine >= best + LIKELY_WIN


def judge_play(v: View, legal: list[Action]) -> list[tuple[float, Action]]:
    """Every action of a play turn with its worth, best first (the earlier on a tie)."""
    scored = []
    shake_ok: bool | None = None
    for i, action in enumerate(legal):
        kind = action.kind
        if kind == "play":
            value = play_value(v, action.cards[0])
        elif kind == "shake":
            if shake_ok is None:
                shake_ok = likely_win(v)
            value = play_value(v, action.card) + (SHAKE_BONUS if shake_ok else -SHAKE_SHOW)
        elif kind == "bomb":
            value = bomb_value(v, action.cards)
        else:  # flip_only: the hand is kept, only the turn-up is played
            value = 0.0
        scored.append((value, -i, action))
    scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
    return [(value, action) for value, _i, action in scored]


# --- Go or Stop (normal) -------------------------------------------------------------------

GO_MIN_TURNS = 2  # with fewer turns of its own left, a Go rarely scores again: stop
POINT_CHANCE = 0.25  # the chance one of its turns adds a point...
RUNNING_CHANCE = 0.15  # ... more per count already scoring (each card of it adds a point)
NEAR_CHANCE = 0.1  # ... and per set one card from complete whose card is still out
MAX_CHANCE = 0.75
OPP_POINT_CHANCE = 0.3  # an opponent's chance a turn to add a point
DANGER_GAP = 0  # an opponent one card from the target (a gap this small left): stop
# A penalty (박) the seat would pay an opponent who wins: pi-bak when his junk value is
# at least this (he may well score junk) and its own is at most the threshold;
# gwang-bak with no bright against this many of his; meong-bak with no animal against
# this many.
BAK_JUNK, BAK_BRIGHTS, BAK_ANIMALS = 7, 2, 5


def _at_least(k: int, n: int, p: float) -> float:
    """The chance of k or more successes in n tries of chance p."""
    if k <= 0:
        return 1.0
    return sum(math.comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1))


def best_single(v: View, seat: int) -> int:
    """The most one more card could add to `seat`'s points (a card still out or on the
    table): how close it is to a jump."""
    have = v.captures[seat]
    now = points_of(have)
    pool = set(v.unseen) | set(v.table) | set(v.held_by)
    return max((points_of(have | {c}) - now for c in pool), default=0)


def points_of(cards: set[int]) -> int:
    return best_score(cards).total


def stop_payment(v: View) -> int:
    """What the seat receives if it stops now (the settlement itself; the order of two
    Go callers, which only a three-player go-bak reads, taken from their Go counts)."""
    obs = v.obs
    seats = [Seat(tuple(v.captures[s]), obs["gos"][s], obs["gos"][s], obs["shakes"][s])
             for s in range(v.players)]
    return settle(seats, v.seat, obs["nagari"], v.options.rules).total


def go_or_stop(v: View) -> bool:
    """True for Go: its worth (`go_worth`) beats the Stop's payment. Stop at once with
    fewer than GO_MIN_TURNS turns of its own left, or with an opponent one card from the
    target (DANGER_GAP)."""
    if v.turns_left(v.seat) < GO_MIN_TURNS:
        return False
    if min(gap(v, o) for o in v.opponents) <= DANGER_GAP:
        return False
    return go_worth(v) > stop_payment(v)


def gap(v: View, seat: int) -> int:
    """The points `seat` still needs for the target after the best single card."""
    return v.target - v.obs["scores"][seat] - best_single(v, seat)


def go_worth(v: View) -> float:
    """What a Go is worth, in points: it pays when the seat scores again in its turns
    left (POINT_CHANCE a turn, more with counts already scoring and sets one card short)
    and no opponent closes his gap to the target in his turns first (OPP_POINT_CHANCE
    a turn); then it wins a point and the Go bonus more than a Stop now. It costs when
    an opponent wins: his target value or points, doubled per shake of his, per drawn
    hand before this one and per penalty (박) the seat is exposed to, and go-bak: ×2, or
    every loser's share with 3 players. Neither: a draw, nothing."""
    obs, me = v.obs, v.seat
    p_none = 1.0  # every opponent falls short
    for o in v.opponents:
        p_none *= 1 - _at_least(gap(v, o), v.turns_left(o), OPP_POINT_CHANCE)
    p_turn = min(MAX_CHANCE, POINT_CHANCE + RUNNING_CHANCE * running_counts(v.captures[me])
                 + NEAR_CHANCE * near_sets(v, me))
    p_more = 1 - (1 - p_turn) ** v.turns_left(me)
    points, gos = obs["scores"][me], obs["gos"][me]
    won = stop_payment(v) * go_total(points + 1, gos + 1) / go_total(points, gos)
    go_bak = 2 if v.players == 2 else v.players - 1
    lost = max(max(v.target, obs["scores"][o]) * 2 ** (obs["shakes"][o] + obs["nagari"]
                                                        + bak_exposure(v, o))
               for o in v.opponents) * go_bak
    return p_more * p_none * won - (1 - p_none) * lost


def bak_exposure(v: View, winner: int) -> int:
    """How many penalties (박) the seat would pay if `winner` stopped now or soon."""
    mine, his = v.captures[v.seat], v.captures[winner]
    rules = v.options
    junk = junk_value(mine)
    pi = (junk_value(his) >= BAK_JUNK and junk <= rules.pi_bak_max
          and not (rules.pi_bak_zero_exempt and junk == 0))
    gwang = not mine & BRIGHTS and len(his & BRIGHTS) >= BAK_BRIGHTS
    meong = rules.meong_bak and not mine & ANIMALS and len(his & ANIMALS) >= BAK_ANIMALS
    return pi + gwang + meong


def junk_value(held: set[int]) -> int:
    """The junk value of a capture area, the sake cup as a double junk (the loser's
    choice when it saves him a penalty)."""
    return sum(JUNK_VALUE[c] for c in held) + (SAKE_CUP_JUNK if SAKE_CUP in held else 0)


def running_counts(held: set[int]) -> int:
    """The count sets already scoring (each more card of them adds a point)."""
    return (len(held & ANIMALS) >= 5) + (len(held & RIBBONS) >= 5) + (junk_value(held) >= 10)


def near_sets(v: View, seat: int) -> int:
    """Three-card sets (and three brights) one card short whose card nobody else holds."""
    held, gone = v.captures[seat], v.gone(seat)
    near = sum(1 for cards, _p in TRIOS if len(held & cards) == 2 and not (cards & gone))
    if len(held & BRIGHTS) == 2 and len(BRIGHTS - held - gone) > 0:
        near += 1
    return near


# --- the players ---------------------------------------------------------------------------


class GostopAgent(PhaseAgent):
    level = ""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def decide_chongtong(self, obs: dict, legal: list[Action]) -> Action:
        return next(a for a in legal if a.win)


class EasyAgent(GostopAgent):
    """Legal and naive (see the module's doc)."""

    level = "easy"
    SHAKE_CHANCE = 0.15  # a shake or a bomb on offer is taken this often
    GO_CHANCE = 0.15  # and a Go instead of the Stop

    def decide_play(self, obs: dict, legal: list[Action]) -> Action:
        rng = self.rng
        special = [a for a in legal if a.kind in ("shake", "bomb")]
        if special and rng.random() < self.SHAKE_CHANCE:
            return rng.choice(special)
        table = {MONTH[c] for c in ids(obs["table"])}
        plays = [a for a in legal if a.kind == "play"]
        if not plays:
            return legal[0]
        capturing = [a for a in plays if MONTH[a.cards[0]] in table]
        return rng.choice(capturing or plays)

    def decide_take(self, obs: dict, legal: list[Action]) -> Action:
        return legal[0]

    def decide_go_stop(self, obs: dict, legal: list[Action]) -> Action:
        go = self.rng.random() < self.GO_CHANCE
        return next(a for a in legal if (a.kind == "go") == go)


class NormalAgent(GostopAgent):
    """Judges cards by their worth to its sets and the opponents' (see the module's doc)."""

    level = "normal"

    def decide_play(self, obs: dict, legal: list[Action]) -> Action:
        return judge_play(View(obs), legal)[0][1]

    def decide_take(self, obs: dict, legal: list[Action]) -> Action:
        v = View(obs)
        return max(legal, key=lambda a: take_value(v, a.card))

    def decide_go_stop(self, obs: dict, legal: list[Action]) -> Action:
        go = go_or_stop(View(obs))
        return next(a for a in legal if (a.kind == "go") == go)


def hard_agent(seed: int = 0):
    """The searching hard player (ai_search builds on the normal one)."""
    from game.games.gostop.ai_search import hard_agent as searching
    return searching(seed)


AGENTS = {"easy": EasyAgent, "normal": NormalAgent, "hard": hard_agent}


def make_agent(level: str, seed: int = 0):
    """A computer player of this level: easy, normal (PhaseAgents) or hard (a search)."""
    return agent_for(AGENTS, level, seed)


__all__ = ["LEVELS", "make_agent", "EasyAgent", "NormalAgent", "View", "potential",
           "go_or_stop", "judge_play"]
