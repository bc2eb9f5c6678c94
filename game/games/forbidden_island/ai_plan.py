"""Forbidden Island's plan: what the normal computer player does, and the same policy
for the hard player's roll-outs (`ai.py`).

The policy reads a `View`: the island (tile states by slot), the pawns, the open
hands, the captured treasures, the water, the flood discard and the known top of the
flood deck (after a Waters Rise!), the treasure deck's size and the Waters Rise! cards
still in it. A view is built from a seat's observation (`View.of_observation`) or, in
a made-up world of the search, from the world itself (`View.of_world`: the world is a
sample, so reading it is fair). The policy builds one action (`decide`), never the
whole legal list: the agent checks it against the legal list.

The team plan (`collectors`): each treasure not yet captured has a collector, the
player holding most of its cards (ties: not the Messenger, who gives at a distance,
then the player with fewer treasures to collect). The others give him their cards.

The priority list for the active player's actions (rules sheet §7), in order:
  1. lift off when everything is ready (any decision, any seat);
  2. capture when holding four cards on one of the treasure's tiles;
  3. all four captured: gather on Fools' Landing (a spare Helicopter Lift carries the
     pawns farthest away; the Pilot flies; the Navigator carries the others);
  4. shore up a threatened tile in reach: Fools' Landing or a treasure tile not yet
     captured whose partner has sunk or is flooded or that is in danger (its flood card
     in the known top after a Waters Rise!, or likely drawn in the next flood phase);
  5. give the collector his cards when on his tile (the Messenger anywhere);
  6. a collector holding four cards goes to the treasure's nearest tile (the Pilot
     flies; a spare Helicopter Lift when it is far);
  7. go to shore up a threatened tile reachable in this turn;
  8. the Navigator moves a teammate toward his goal (the collector with four cards to
     the treasure, a collector onto the Navigator's tile to take a gift);
  9. go toward the collector to give, when the meeting is in reach this turn or the
     team holds enough of the treasure's cards to capture it; a collector with nothing
     better goes onto a giver's tile;
 10. shore up any flooded tile in reach (the Engineer two), the most valuable first:
     important tiles, and those whose cards come back soonest;
 11. move toward a flooded tile worth shoring (toward Fools' Landing once three
     treasures are captured), else end the actions.
Special cards: Sandbags before a flood card when an irreplaceable flooded tile
(Fools' Landing, the last tile of a treasure) may be drawn in what is left of the flood
phase; a Helicopter Lift to rescue a pawn whose flooded tile may sink with nowhere to
swim; one Helicopter Lift kept for the lift-off once three treasures are captured. At
the hand limit: a captured treasure's card first, else Sandbags played on the best
flooded tile instead of a useful card, else the treasure card the team needs least.
Swims: to the safest tile (dry, not in the known top, not cut off), toward the goal.
"""

from __future__ import annotations

from typing import Any

from game.games.forbidden_island.actions import (
    Capture,
    Discard,
    DrawFlood,
    EndActions,
    Fly,
    Give,
    Lift,
    LiftOff,
    Move,
    Navigate,
    Sandbags,
    Shore,
    Swim,
)
from game.games.forbidden_island.tiles import (
    CAPTURE_CARDS,
    DIVER,
    DRY,
    ENGINEER,
    EXPLORER,
    FLOOD_CARDS_AT,
    FLOODED,
    HAND_LIMIT,
    HELICOPTER_LIFT,
    HELIPAD,
    MESSENGER,
    NAVIGATOR,
    PACK,
    PILOT,
    SANDBAGS,
    SUNK,
    TILE_OF_CARD,
    TREASURE_DECK,
    TREASURES,
    WATERS_RISE,
    treasure_tiles,
)

# --- the cards and tiles as the plan reads them --------------------------------------------

D, F, S = 0, 1, 2  # a slot's tile: dry, flooded, sunk
STATE_CODE = {DRY: D, FLOODED: F, SUNK: S}
NT = len(TREASURES)
T_OF_KIND = {t.card: i for i, t in enumerate(TREASURES)}
KIND = tuple(PACK[i].rank for i in range(len(PACK)))
TIDX = tuple(T_OF_KIND.get(k, -1) for k in KIND)  # a card's treasure, -1 for none
CODE_ID = {PACK.code(i): i for i in range(len(PACK))}
T_INDEX = {t.key: i for i, t in enumerate(TREASURES)}
WATERS_RISE_CARDS = TREASURE_DECK[WATERS_RISE]
INF = 99
ORTH = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))

# --- weights ----------------------------------------------------------------------------------

VITAL = 10.0  # Fools' Landing, or the last tile of a treasure not yet captured
PAIR_FLOODED = 5.0  # a treasure tile whose partner is flooded
TREASURE_TILE = 3.0  # a treasure tile of a treasure not yet captured
PLAIN = 1.0
BASE_RISK = 0.2  # a flooded tile's risk beyond the next flood phase
URGENT = 2.0  # a shore worth this much comes before the cards
WORTH_SHORING = 0.1  # a shore worth less than this is not worth an action
GIVE_READY = 4  # the team holds this many of a treasure's cards: meeting pays off
SANDBAG_PAIR = 0.25
LIFT_KEEP = (9.0, 6.0, 4.0)  # the team's first, second, third Helicopter Lift
SANDBAGS_KEEP = 5.0
MINE_KEEP = 0.3  # per card of the treasure in the same hand
COLLECTOR_KEEP = 1.0  # both tiles of a treasure flooded, each drawn this likely: sandbag


class Geo:
    """An island's layout by slot: names, neighbours, the special tiles."""

    def __init__(self, names: tuple[str, ...], cells: tuple[tuple[int, int], ...]) -> None:
        self.names = names
        self.cells = cells
        self.slot = {t: i for i, t in enumerate(names)}
        at = {c: i for i, c in enumerate(cells)}

        def around(cell, steps) -> tuple[int, ...]:
            found = (at.get((cell[0] + dx, cell[1] + dy)) for dx, dy in steps)
            return tuple(sorted(s for s in found if s is not None))

        self.orth = tuple(around(c, ORTH) for c in cells)
        self.diag = tuple(around(c, DIAG) for c in cells)
        self.both = tuple(o + d for o, d in zip(self.orth, self.diag, strict=True))
        self.fl = self.slot[HELIPAD]
        self.ttiles = tuple(tuple(self.slot[t] for t in treasure_tiles(tr.key))
                            for tr in TREASURES)
        self.tre = [-1] * len(names)
        self.partner = [-1] * len(names)
        for i, (a, b) in enumerate(self.ttiles):
            self.tre[a] = self.tre[b] = i
            self.partner[a], self.partner[b] = b, a


_GEOS: dict[tuple, Geo] = {}


def geo_for(names: tuple[str, ...], cells: tuple[tuple[int, int], ...]) -> Geo:
    key = (names, cells)
    geo = _GEOS.get(key)
    if geo is None:
        if len(_GEOS) > 256:
            _GEOS.clear()
        geo = _GEOS[key] = Geo(names, cells)
    return geo


class View:
    """What the plan reads: the public table (see the module's doc)."""

    __slots__ = ("geo", "st", "n", "roles", "pos", "hands", "captured", "water", "step",
                 "asked", "active", "actions_left", "flew", "flood_left", "swimmers",
                 "in_discard", "discard_n", "known", "known_n", "deck_n", "tdeck_n",
                 "wr_left", "tdiscard", "_counts", "_risk", "_collectors", "_dist", "_meet",
                 "_team")

    def _init(self) -> None:
        self._counts = None
        self._risk = None
        self._collectors = None
        self._dist = {}
        self._meet = {}
        self._team = None

    @classmethod
    def of_observation(cls, obs: dict) -> View:
        v = cls()
        tiles = obs["tiles"]
        v.geo = geo = geo_for(tuple(t["tile"] for t in tiles),
                              tuple((t["col"], t["row"]) for t in tiles))
        v.st = [STATE_CODE[t["state"]] for t in tiles]
        v.n = obs["players"]
        v.roles = list(obs["roles"])
        v.pos = [geo.slot[t] for t in obs["pawns"]]
        v.hands = [[CODE_ID[c] for c in hand] for hand in obs["hands"]]
        v.captured = [t.key in obs["captured"] for t in TREASURES]
        v.water = obs["water"]
        v.step = obs["step"]
        v.asked = obs["asked"]
        v.active = obs["active"]
        v.actions_left = obs["actions_left"]
        v.flew = obs["pilot_flew"]
        v.flood_left = obs["flood_left"]
        v.swimmers = list(obs["swimmers"])
        inside = [False] * len(tiles)
        for t in obs["flood_discard"]:
            inside[geo.slot[t]] = True
        v.in_discard = inside
        v.discard_n = len(obs["flood_discard"])
        v.known = [[geo.slot[t] for t in layer] for layer in obs["flood_known_layers"]]
        v.known_n = sum(len(layer) for layer in v.known)
        v.deck_n = obs["flood_deck"]
        v.tdeck_n = obs["treasure_deck"]
        v.tdiscard = [CODE_ID[c] for c in obs["treasure_discard"]]
        v.wr_left = WATERS_RISE_CARDS - sum(1 for c in v.tdiscard if KIND[c] == WATERS_RISE)
        v._init()
        return v

    @classmethod
    def of_world(cls, world: Any) -> View:
        """The same view read straight off a (made-up) world: no observation built."""
        v = cls()
        v.geo = geo = geo_for(tuple(world.layout), world.island.cells)
        tiles = world.tiles
        v.st = [STATE_CODE[tiles[t]] for t in geo.names]
        v.n = world.players
        v.roles = world.roles
        slot = geo.slot
        v.pos = [slot[t] for t in world.pos]
        v.hands = world.hands  # read only
        cap = world.captured
        v.captured = [t.key in cap for t in TREASURES]
        v.water = world.water
        v.step = world.step()
        v.asked = world.asked()
        v.active = world.active
        v.actions_left = world.actions_left
        v.flew = world.flew
        v.flood_left = world.flood_left
        v.swimmers = world.swimmers
        inside = [False] * len(geo.names)
        for c in world.flood_discard:
            inside[slot[TILE_OF_CARD[c]]] = True
        v.in_discard = inside
        v.discard_n = len(world.flood_discard)
        deck = world.flood_deck
        layers, end = [], len(deck)
        for size in world.flood_known:
            layers.append([slot[TILE_OF_CARD[c]] for c in deck[end - size:end]])
            end -= size
        v.known = layers
        v.known_n = len(deck) - end
        v.deck_n = len(deck)
        v.tdeck_n = len(world.treasure_deck)
        v.tdiscard = world.treasure_discard  # read only
        v.wr_left = WATERS_RISE_CARDS - sum(1 for c in v.tdiscard if KIND[c] == WATERS_RISE)
        v._init()
        return v

    # -- derived facts, computed once per view ------------------------------------------------
    @property
    def counts(self) -> list[list[int]]:
        """counts[seat][treasure]: the treasure cards in each hand."""
        if self._counts is None:
            out = []
            for hand in self.hands:
                row = [0] * NT
                for c in hand:
                    t = TIDX[c]
                    if t >= 0:
                        row[t] += 1
                out.append(row)
            self._counts = out
        return self._counts

    def team(self, t: int) -> int:
        if self._team is None:
            counts = self.counts
            self._team = [sum(row[i] for row in counts) for i in range(NT)]
        return self._team[t]

    def held(self, kind: str) -> list[tuple[int, int]]:
        return [(h, c) for h in range(self.n) for c in self.hands[h] if KIND[c] == kind]

    @property
    def ncaptured(self) -> int:
        return sum(self.captured)

    @property
    def risk(self) -> list[float]:
        """Each slot's chance that its flood card is drawn in the coming flood phase (the
        rest of the current one during the flood step)."""
        if self._risk is None:
            self._risk = draw_risk(self)
        return self._risk

    @property
    def collectors(self) -> list[int]:
        if self._collectors is None:
            self._collectors = collectors(self)
        return self._collectors

    def dist(self, role: str, goals: tuple[int, ...]) -> list[int]:
        """Actions a pawn of `role` needs (walking: the Pilot's flight apart) from each
        slot to the nearest of `goals`."""
        key = (role if role in (DIVER, EXPLORER) else "", goals)
        found = self._dist.get(key)
        if found is None:
            found = self._dist[key] = walk_distances(self, key[0], goals)
        return found


# --- movement (movement.py's reach, by slot) ------------------------------------------------------


def diver_reach(v: View, here: int) -> list[int]:
    orth, st = v.geo.orth, v.st
    seen, todo, ends = {here}, [here], []
    while todo:
        for n in orth[todo.pop()]:
            if n in seen:
                continue
            seen.add(n)
            s = st[n]
            if s != S:
                ends.append(n)
            if s != D:
                todo.append(n)
    return ends


def steps_of(v: View, role: str, here: int) -> list[int]:
    """Where a pawn of `role` walks from `here` for one action."""
    if role == DIVER:
        return diver_reach(v, here)
    st = v.st
    near = v.geo.both[here] if role == EXPLORER else v.geo.orth[here]
    return [n for n in near if st[n] != S]


def move_targets(v: View, seat: int) -> list[int]:
    return steps_of(v, v.roles[seat], v.pos[seat])


def walk_distances(v: View, role: str, goals: tuple[int, ...]) -> list[int]:
    """Breadth-first from the goals (the reach is symmetric) over unsunk tiles."""
    dist = [INF] * len(v.st)
    frontier = [g for g in goals if v.st[g] != S]
    for g in frontier:
        dist[g] = 0
    d = 0
    while frontier:
        d += 1
        nxt = []
        for here in frontier:
            for n in steps_of(v, role, here):
                if dist[n] == INF:
                    dist[n] = d
                    nxt.append(n)
        frontier = nxt
    return dist


def shore_reach(v: View, seat: int) -> list[int]:
    """The flooded tiles `seat` can shore up now."""
    here = v.pos[seat]
    near = v.geo.both[here] if v.roles[seat] == EXPLORER else v.geo.orth[here]
    st = v.st
    return [s for s in (here, *near) if st[s] == F]


def shore_spots(v: View, role: str, target: int) -> tuple[int, ...]:
    """The tiles from which a pawn of `role` can shore up `target`."""
    near = v.geo.both[target] if role == EXPLORER else v.geo.orth[target]
    return (target, *(n for n in near if v.st[n] != S))


def navigate_targets(v: View, pawn: int) -> list[int]:
    orth, st = v.geo.orth, v.st
    start = v.pos[pawn]
    one = [n for n in orth[start] if st[n] != S]
    reached = set(one)
    for a in one:
        reached.update(n for n in orth[a] if st[n] != S)
    reached.discard(start)
    return sorted(reached)


def swim_targets(v: View, seat: int) -> list[int]:
    role, here, st = v.roles[seat], v.pos[seat], v.st
    if role == PILOT:
        return [s for s in range(len(st)) if st[s] != S]
    if role == DIVER:
        cells = v.geo.cells
        hx, hy = cells[here]
        left = [s for s in range(len(st)) if st[s] != S and s != here]
        if not left:
            return []
        far = [abs(cells[s][0] - hx) + abs(cells[s][1] - hy) for s in left]
        best = min(far)
        return [s for s, d in zip(left, far, strict=True) if d == best]
    near = v.geo.both[here] if role == EXPLORER else v.geo.orth[here]
    return [n for n in near if st[n] != S]


# --- the water: which tiles the next flood cards name -----------------------------------------


def draw_risk(v: View) -> list[float]:
    st = v.st
    risk = [0.0] * len(st)
    if v.step == "flood":
        draws = v.flood_left
    else:
        draws = FLOOD_CARDS_AT.get(v.water, 5)
    left = draws
    for layer in v.known:
        if left <= 0:
            break
        p = min(1.0, left / len(layer))
        for s in layer:
            risk[s] = p
        left -= len(layer)
    unknown = v.deck_n - v.known_n
    in_discard = v.in_discard
    if left > 0 and unknown > 0:
        p = min(1.0, left / unknown)
        known = {s for layer in v.known for s in layer}
        for s in range(len(st)):
            if st[s] != S and not in_discard[s] and s not in known:
                risk[s] = p
        left -= unknown
    if left > 0 and v.discard_n:  # the deck runs out: its discard comes back
        p = min(1.0, left / v.discard_n)
        for s in range(len(st)):
            if in_discard[s]:
                risk[s] = max(risk[s], p)
    if v.step == "actions" and v.wr_left > 0 and v.tdeck_n and v.discard_n:
        # A Waters Rise! among the two cards drawn puts the discard on top.
        n, w = v.tdeck_n, v.wr_left
        p_rise = 1.0 if n <= 2 else 1.0 - (n - w) * (n - w - 1) / (n * (n - 1))
        p = p_rise * min(1.0, FLOOD_CARDS_AT.get(v.water + 1, 5) / v.discard_n)
        for s in range(len(st)):
            if in_discard[s]:
                risk[s] = max(risk[s], p)
    return risk


def importance(v: View, s: int) -> float:
    geo = v.geo
    if s == geo.fl:
        return VITAL
    t = geo.tre[s]
    if t >= 0 and not v.captured[t]:
        other = v.st[geo.partner[s]]
        if other == S:
            return VITAL
        if other == F:
            return PAIR_FLOODED
        return TREASURE_TILE
    return PLAIN


def shore_value(v: View, s: int) -> float:
    """What shoring up flooded slot `s` is worth now."""
    value = importance(v, s) * (v.risk[s] + BASE_RISK)
    if s in v.pos:
        value += 0.3 * v.risk[s]  # a pawn spared a swim
    return value


# --- the team plan ------------------------------------------------------------------------------


def collectors(v: View) -> list[int]:
    """For each treasure, the seat collecting it (-1: captured): the one to whom the
    cards travel cheapest (a gift an action, each giver's walk to him, the Messenger's
    walk nothing), then his walk to the treasure; ties: the most cards, not the
    Messenger, fewer treasures to collect already."""
    counts = v.counts
    out = [-1] * NT
    load = [0] * v.n
    order = sorted((t for t in range(NT) if not v.captured[t]),
                   key=lambda t: -max(row[t] for row in counts))
    for t in order:
        if ASSIGN:
            tiles = tuple(s for s in v.geo.ttiles[t] if v.st[s] != S)

            def cost(c: int, t=t, tiles=tiles) -> float:
                total = 0.0
                for h in range(v.n):
                    n = counts[h][t]
                    if h == c or not n:
                        continue
                    total += n
                    if v.roles[h] != MESSENGER:
                        total += min(v.dist(v.roles[h], (v.pos[c],))[v.pos[h]], 8)
                if tiles:
                    total += TRIP * min(v.dist(v.roles[c], tiles)[v.pos[c]], 8)
                return total

            best = min(range(v.n), key=lambda s: (cost(s), -counts[s][t],
                                                  v.roles[s] == MESSENGER, load[s], s))
        else:
            best = max(range(v.n), key=lambda s: (counts[s][t], v.roles[s] != MESSENGER,
                                                  -load[s], -s))
        out[t] = best
        load[best] += 1
    return out


def junk(v: View, seat: int) -> int:
    """Cards in `seat`'s hand of treasures already captured."""
    cap = v.captured
    return sum(1 for c in v.hands[seat] if TIDX[c] >= 0 and cap[TIDX[c]])


def card_value(v: View, seat: int, card: int) -> float:
    """What keeping `card` in `seat`'s hand is worth (to choose a discard)."""
    t = TIDX[card]
    if t < 0:
        if KIND[card] == HELICOPTER_LIFT:
            lifts = len(v.held(HELICOPTER_LIFT))
            return LIFT_KEEP[min(lifts, len(LIFT_KEEP)) - 1]
        return SANDBAGS_KEEP
    if v.captured[t]:
        return 0.0
    mine = v.counts[seat][t]
    if mine > CAPTURE_CARDS:
        return 0.5  # one more than a capture takes
    if mine == CAPTURE_CARDS:
        return 20.0
    team = v.team(t)
    value = 1.0 + team + MINE_KEEP * mine
    if team > CAPTURE_CARDS:
        value -= 2.0  # a spare one
    if v.collectors[t] == seat:
        value += COLLECTOR_KEEP
    return value


# --- choosing -------------------------------------------------------------------------------------


def decide(v: View) -> Any:
    """The plan's action for the seat asked (an action the rules allow)."""
    seat = v.asked
    lifts = v.held(HELICOPTER_LIFT)
    if lifts and v.ncaptured == NT and all(p == v.geo.fl for p in v.pos):
        holder, card = lifts[0]
        return LiftOff(seat, holder, card)
    step = v.step
    if step == "swim":
        return swim(v, seat)
    if step == "discard":
        return discard(v, seat)
    if step == "flood":
        return flood(v, seat, lifts)
    if not v.actions_left:
        return EndActions(seat)
    return act(v, seat, lifts)


def swim(v: View, seat: int) -> Any:
    return Swim(seat, v.geo.names[swim_ranking(v, seat)[0]])


def swim_ranking(v: View, seat: int) -> list[int]:
    """The tiles `seat` can swim to, safest first: dry, out of the next flood cards,
    with tiles around, toward the pawn's goal."""
    targets = swim_targets(v, seat)
    goal = goal_of(v, seat)
    dist = v.dist(v.roles[seat], goal) if goal else None
    risk, st = v.risk, v.st

    def score(s: int) -> float:
        value = (2.0 if st[s] == D else 0.0) - 3.0 * risk[s] * (st[s] == F) - risk[s]
        value += 0.1 * sum(1 for n in v.geo.orth[s] if st[n] != S)
        if dist is not None:
            value -= 0.3 * min(dist[s], 10)
        return value

    return sorted(targets, key=lambda s: -score(s))


def discard(v: View, seat: int) -> Any:
    over = seat  # the seat asked is the first one over the limit
    hand = v.hands[over]
    values = [(card_value(v, over, c), c) for c in hand]
    value, card = min(values)
    if value >= 2.0:
        bags = [c for c in hand if KIND[c] == SANDBAGS]
        flooded = [s for s in range(len(v.st)) if v.st[s] == F]
        if bags and flooded:
            best = max(flooded, key=lambda s: shore_value(v, s))
            return Sandbags(seat, over, bags[0], v.geo.names[best])
    return Discard(over, card)


def flood(v: View, seat: int, lifts) -> Any:
    risk, st, geo = v.risk, v.st, v.geo
    bags = v.held(SANDBAGS)
    if bags:
        best, best_value = -1, 0.0
        for s in range(len(st)):
            if st[s] != F or risk[s] <= 0:
                continue
            imp = importance(v, s)
            if imp >= VITAL:
                value = imp * risk[s]
            elif imp >= PAIR_FLOODED and risk[s] * risk[geo.partner[s]] >= SANDBAG_PAIR:
                value = imp * risk[s]
            else:
                continue
            if value > best_value:
                best, best_value = s, value
        if best >= 0:
            holder, card = bags[0]
            return Sandbags(seat, holder, card, geo.names[best])
    if lifts:
        for p in range(v.n):
            here = v.pos[p]
            if st[here] == F and risk[here] > 0 and not swim_targets(v, p):
                pawns = tuple(q for q in range(v.n) if v.pos[q] == here)
                holder, card = lifts[0]
                return Lift(seat, holder, card, pawns, geo.names[safe_tile(v, here)])
    return DrawFlood(seat)


def safe_tile(v: View, avoid: int) -> int:
    """Where a rescue lift goes: Fools' Landing once every treasure is captured, else
    a dry tile out of danger."""
    st, risk, fl = v.st, v.risk, v.geo.fl
    if v.ncaptured == NT and avoid != fl:
        return fl
    options = [s for s in range(len(st)) if st[s] != S and s != avoid]
    return max(options, key=lambda s: (st[s] == D, -risk[s], s == fl,
                                       sum(1 for n in v.geo.orth[s] if st[n] != S)))


def goal_of(v: View, seat: int) -> tuple[int, ...]:
    """Where `seat`'s pawn is heading: Fools' Landing at the end, the treasure's tiles
    for a collector with four cards, the collector's tile for a giver."""
    geo, st = v.geo, v.st
    if v.ncaptured == NT:
        return (geo.fl,)
    counts = v.counts[seat]
    for t in range(NT):
        if not v.captured[t] and counts[t] >= CAPTURE_CARDS:
            tiles = tuple(s for s in geo.ttiles[t] if st[s] != S)
            if tiles:
                return tiles
    coll = v.collectors
    for t in range(NT):
        c = coll[t]
        if c >= 0 and c != seat and counts[t] and v.roles[seat] != MESSENGER:
            return (v.pos[c],)
    if v.ncaptured >= NT - 1:
        return (geo.fl,)
    return ()


def spare_lifts(v: View, lifts) -> int:
    """Helicopter Lifts the team may spend now: one is kept for the lift-off once three
    treasures are captured."""
    return len(lifts) - (1 if v.ncaptured >= NT - 1 else 0)


def act(v: View, seat: int, lifts) -> Any:
    geo = v.geo
    here = v.pos[seat]
    counts = v.counts
    t = geo.tre[here]
    if t >= 0 and not v.captured[t] and counts[seat][t] >= CAPTURE_CARDS:
        return Capture(seat, TREASURES[t].key)
    if v.ncaptured == NT:
        away = [p for p in range(v.n) if v.pos[p] != geo.fl]
        if away and len(lifts) >= 2:
            return gather(v, seat, lifts)
    jump = lift_to_capture(v, seat, lifts)
    if jump is not None:
        return jump
    return plan_turn(v, seat)


def lift_to_capture(v: View, seat: int, lifts) -> Any:
    """A spare Helicopter Lift carries a collector holding four to a treasure tile he
    cannot reach this turn."""
    if spare_lifts(v, lifts) <= 0:
        return None
    counts, geo, st = v.counts[seat], v.geo, v.st
    for t in range(NT):
        if v.captured[t] or counts[t] < CAPTURE_CARDS:
            continue
        tiles = tuple(s for s in geo.ttiles[t] if st[s] != S)
        if not tiles:
            continue
        dist = v.dist(v.roles[seat], tiles)
        pilot_jump = v.roles[seat] == PILOT and not v.flew
        if dist[v.pos[seat]] >= v.actions_left and not pilot_jump:
            holder, card = lifts[0]
            target = min(tiles, key=lambda s: st[s])
            return Lift(seat, holder, card, (seat,), geo.names[target])
    return None


# --- the turn planner ---------------------------------------------------------------
# A plan for the rest of the turn: stay or walk (fly) to a tile T, and spend the actions
# left on the best options open at the start, at T, or anywhere (the Messenger's gifts,
# the Navigator's moves); its worth: the options' plus what standing on T at the end is
# worth (`endpos`: toward the treasure with four cards, toward the collector with his
# cards, home at the end, near the tiles that will need shoring, off a tile about to sink).

GIVE_VALUE = 6.0  # a card to its collector
GIVE_COMPLETES = 1.0  # ... more for the card that makes four
NOT_READY = 0.6  # ... less while the team holds fewer than four of the treasure
CAPTURE_VALUE = 100.0
NAV_PULL = 0.5  # per tile a Navigator's move brings a teammate closer to his goal
MOVE_COST = 0.01
CAPTURE_PULL = 1.0  # per tile between a collector holding four and the treasure
GIVE_PULL = 0.5  # per tile and card between a giver and the collector
COLLECT_PULL = 0.05  # per tile between a collector and his nearest giver
HOME_PULL = 0.6  # per tile from Fools' Landing once three treasures are captured
HOME_PULL_END = 3.0  # ... once all four are
COVER = 0.25  # the worth of flooded tiles near the end tile
SAFETY = 1.0  # ending on a flooded tile that may sink
ASSIGN = 0
TRIP = 0.5  # the collector's walk to the treasure, per tile, in the assignment
# By team size (2, 3, 4): the pull toward the teammates (future gifts are cheap)...
COHESION = (0.0, 0.1, 0.25)  # per tile to a teammate, on average
CLUSTER = (0.0, 0.1, 0.3)  # ending next to (or on) a teammate's tile
RDV = 1  # the cards meet on the treasure's tile once the team holds four
RDV_PULL = 0.5  # per tile between a collector and that meeting


def gift_options(v: View, seat: int) -> list[tuple[float, int, int, int]]:
    """(value, collector, card, collector's tile) for each useful gift of `seat`."""
    counts, coll = v.counts, v.collectors
    mine = counts[seat]
    out = []
    for t in range(NT):
        c = coll[t]
        if c < 0 or c == seat or not mine[t]:
            continue
        need = CAPTURE_CARDS - counts[c][t]
        if need <= 0:
            continue
        team = v.team(t)
        base = GIVE_VALUE * (1.0 if team >= CAPTURE_CARDS else NOT_READY)
        if len(v.hands[c]) >= HAND_LIMIT:
            lowest = min(card_value(v, c, x) for x in v.hands[c])
            if lowest >= 2.0 + team:
                continue
            base *= 0.5
        cards = [x for x in v.hands[seat] if TIDX[x] == t][:need]
        for i, card in enumerate(cards):
            value = base + (GIVE_COMPLETES if i == need - 1 else 0.0)
            out.append((value - 0.001 * i, c, card, v.pos[c]))
    return out


def rendezvous(v: View, t: int) -> int:
    """Where the cards of treasure `t` meet once the team holds four: the live tile of
    the treasure nearest its holders (card-weighted); -1 before that."""
    found = v._meet.get(t)
    if found is None:
        found = v._meet[t] = _rendezvous(v, t)
    return found


def _rendezvous(v: View, t: int) -> int:
    if v.team(t) < CAPTURE_CARDS:
        return -1
    tiles = [s for s in v.geo.ttiles[t] if v.st[s] != S]
    if not tiles:
        return -1
    if len(tiles) == 1:
        return tiles[0]
    counts = v.counts

    def cost(tile: int) -> float:
        return sum(counts[h][t] * min(v.dist(v.roles[h], (tile,))[v.pos[h]], 8)
                   for h in range(v.n) if counts[h][t] and v.roles[h] != MESSENGER)

    return min(tiles, key=cost)


def endpos(v: View, seat: int, at: int, fv: list[float]) -> float:
    role = v.roles[seat]
    counts, coll = v.counts, v.collectors
    mine = counts[seat]
    cap = 8 if role != PILOT else 1  # the Pilot flies next turn
    value = 0.0
    geo, st = v.geo, v.st
    for t in range(NT):
        if v.captured[t]:
            continue
        if mine[t] >= CAPTURE_CARDS:
            tiles = tuple(s for s in geo.ttiles[t] if st[s] != S)
            if tiles:
                value -= CAPTURE_PULL * min(v.dist(role, tiles)[at], cap)
            continue
        c = coll[t]
        meet = rendezvous(v, t) if RDV else -1
        if c == seat:
            if meet >= 0:
                value -= RDV_PULL * min(v.dist(role, (meet,))[at], cap)
                continue
            givers = tuple(v.pos[g] for g in range(v.n) if g != seat and counts[g][t]
                           and v.roles[g] != MESSENGER)
            if givers:
                value -= COLLECT_PULL * min(v.dist(role, givers)[at], cap)
        elif mine[t] and role != MESSENGER and c >= 0:
            need = CAPTURE_CARDS - counts[c][t]
            if need > 0:
                w = GIVE_PULL * min(mine[t], need)
                if v.team(t) < CAPTURE_CARDS:
                    w *= NOT_READY
                goals = (v.pos[c],) if meet < 0 else (v.pos[c], meet)
                value -= w * min(v.dist(role, goals)[at], cap)
    if v.ncaptured >= NT - 1:
        pull = HOME_PULL_END if v.ncaptured == NT else HOME_PULL
        value -= pull * min(v.dist(role, (geo.fl,))[at], cap)
    cells = geo.cells
    ax, ay = cells[at]
    cover = 0.0
    for s in range(len(st)):
        f = fv[s]
        if f > 0:
            x, y = cells[s]
            d = abs(x - ax) + abs(y - ay)
            if d <= 3:
                cover += f * (0.5 ** d)
    value += COVER * cover
    cohesion, cluster = COHESION[v.n - 2], CLUSTER[v.n - 2]
    if cohesion or cluster:
        for p in range(v.n):
            if p == seat:
                continue
            if cohesion and v.roles[p] != PILOT:
                value -= cohesion * min(v.dist(role, (v.pos[p],))[at], cap) / (v.n - 1)
            if cluster:
                px, py = cells[v.pos[p]]
                d = abs(px - ax) + abs(py - ay)
                if d < 2:
                    value += cluster * (2 - d)
    if st[at] == F:
        value -= SAFETY * v.risk[at]
    return value


def nav_options(v: View, seat: int) -> list[tuple[float, int, tuple]]:
    """The Navigator's moves of teammates toward their goals (what the move adds to
    the teammate's end position): (value, 1, key). The Pilot flies: never moved."""
    out = []
    geo, st, counts, coll = v.geo, v.st, v.counts, v.collectors
    for p in range(v.n):
        role = v.roles[p]
        if p == seat or role == PILOT:
            continue
        goals: list[tuple[float, tuple[int, ...]]] = []
        for t in range(NT):
            if v.captured[t]:
                continue
            if counts[p][t] >= CAPTURE_CARDS:
                tiles = tuple(s for s in geo.ttiles[t] if st[s] != S)
                if tiles:
                    goals.append((CAPTURE_PULL, tiles))
            elif counts[p][t] and coll[t] not in (-1, p) and role != MESSENGER:
                c = coll[t]
                need = CAPTURE_CARDS - counts[c][t]
                if need > 0:
                    w = GIVE_PULL * min(counts[p][t], need)
                    if v.team(t) < CAPTURE_CARDS:
                        w *= NOT_READY
                    goals.append((w, (v.pos[c],)))
        if v.ncaptured >= NT - 1:
            goals.append((HOME_PULL_END if v.ncaptured == NT else HOME_PULL, (geo.fl,)))
        if not goals:
            continue
        targets = navigate_targets(v, p)
        if not targets:
            continue
        here = v.pos[p]
        dists = [(w, v.dist(role, tiles)) for w, tiles in goals]

        def pull(s: int, dists=dists) -> float:
            return sum(w * min(d[s], 8) for w, d in dists)

        now = pull(here)
        to = min(targets, key=pull)
        gain = now - pull(to)
        if gain > 0:
            out.append((gain, 1, ("nav", p, to)))
    return out


def reach_bfs(v: View, seat: int, limit: int) -> dict[int, tuple[int, bool]]:
    """Tiles `seat` reaches within `limit` actions: tile -> (actions, by the flight)."""
    role, here = v.roles[seat], v.pos[seat]
    out = {here: (0, False)}
    frontier = [here]
    for d in range(1, limit + 1):
        nxt = []
        for a in frontier:
            for n in steps_of(v, role, a):
                if n not in out:
                    out[n] = (d, False)
                    nxt.append(n)
        frontier = nxt
    if role == PILOT and not v.flew and limit >= 1:
        for s in range(len(v.st)):
            if v.st[s] != S and (s not in out or out[s][0] > 1):
                out[s] = (1, True)
    return out


def options_at(v: View, seat: int, at: int, fv: list[float], gifts) -> list[tuple]:
    """(value, slots, key) of what `seat` can do standing on `at`."""
    role = v.roles[seat]
    geo = v.geo
    near = geo.both[at] if role == EXPLORER else geo.orth[at]
    slot = 1
    out = [(fv[s], slot, ("shore", s)) for s in (at, *near) if fv[s] > 0]
    if role != MESSENGER:
        for value, c, card, where in gifts:
            if where == at:
                out.append((value, 2 if role == ENGINEER else 1, ("give", c, card)))
    t = geo.tre[at]
    if t >= 0 and not v.captured[t] and v.counts[seat][t] >= CAPTURE_CARDS:
        out.append((CAPTURE_VALUE, 2 if role == ENGINEER else 1, ("capture", t)))
    return out


def fill(items: list[tuple], slots: int) -> tuple[float, list[tuple]]:
    """The best options within `slots`: greedy by worth per slot."""
    if slots <= 0 or not items:
        return 0.0, []
    total, chosen, seen = 0.0, [], set()
    for item in sorted(items, key=lambda x: -x[0] / x[1]):
        key = item[2]
        if key in seen or item[1] > slots or item[0] <= 0:
            continue
        seen.add(key)
        chosen.append(item)
        total += item[0]
        slots -= item[1]
        if not slots:
            break
    return total, chosen


def plan_turn(v: View, seat: int) -> Any:
    return ranked_plans(v, seat, 1)[0][1]


def ranked_plans(v: View, seat: int, many: int) -> list[tuple[float, Any]]:
    """The best plans' first actions, best first, each action once: (worth, action)."""
    st = v.st
    fv = [shore_value(v, s) if st[s] == F else 0.0 for s in range(len(st))]
    role, here, left = v.roles[seat], v.pos[seat], v.actions_left
    per_action = 2 if role == ENGINEER else 1
    gifts = gift_options(v, seat)
    free: list[tuple] = []
    if role == MESSENGER:
        free += [(value, 1, ("give", c, card)) for value, c, card, _w in gifts]
    if role == NAVIGATOR:
        free += nav_options(v, seat)
    start_opts = options_at(v, seat, here, fv, gifts) + free
    plans = []
    for at, (k, by_air) in reach_bfs(v, seat, left).items():
        items = start_opts if at == here else start_opts + options_at(v, seat, at, fv, gifts)
        total, chosen = fill(items, (left - k) * per_action)
        value = total + endpos(v, seat, at, fv) - MOVE_COST * k
        plans.append((value, at, k, by_air, chosen))
    if many == 1:
        plans = [max(plans, key=lambda p: p[0])]
    else:
        plans.sort(key=lambda p: -p[0])
    start_keys = {item[2] for item in start_opts}
    out: list[tuple[float, Any]] = []
    seen = set()
    for value, at, _k, by_air, chosen in plans:
        action = first_action(v, seat, at, by_air, chosen, start_keys, fv)
        if action not in seen:
            seen.add(action)
            out.append((value, action))
            if len(out) >= many:
                break
    return out


def first_action(v: View, seat: int, at: int, by_air: bool, chosen: list[tuple],
                 start_keys: set, fv: list[float]) -> Any:
    """What a plan does first: an option open now, else the way toward its tile."""
    role, here = v.roles[seat], v.pos[seat]
    now = [item for item in chosen if item[2] in start_keys]
    if now:
        return perform(v, seat, now)
    if at == here:
        return EndActions(seat)
    names = v.geo.names
    if by_air:
        return Fly(seat, names[at])
    dist = v.dist(role, (at,))
    steps = steps_of(v, role, here)
    step = min(steps, key=lambda s: (dist[s], -fv[s], v.risk[s]))
    return Move(seat, names[step])


def perform(v: View, seat: int, items: list[tuple]) -> Any:
    """The first of the chosen options open now: a capture, else the most valuable."""
    names = v.geo.names
    items = sorted(items, key=lambda x: -x[0])
    key = items[0][2]
    if key[0] == "capture":
        return Capture(seat, TREASURES[key[1]].key)
    if key[0] == "shore":
        if v.roles[seat] == ENGINEER:
            others = [i[2][1] for i in items[1:] if i[2][0] == "shore"]
            if others:
                return Shore(seat, names[key[1]], names[others[0]])
        return Shore(seat, names[key[1]])
    if key[0] == "give":
        return Give(seat, key[1], key[2])
    return Navigate(seat, key[1], names[key[2]])



def shore(v: View, seat: int, best: int, reach: list[int], values: dict) -> Any:
    names = v.geo.names
    if v.roles[seat] == ENGINEER:
        others = [s for s in reach if s != best]
        if others:
            second = max(others, key=values.__getitem__)
            return Shore(seat, names[best], names[second])
    return Shore(seat, names[best])


def give_now(v: View, seat: int) -> Any:
    counts, coll = v.counts, v.collectors
    mine = counts[seat]
    messenger = v.roles[seat] == MESSENGER
    best, best_key = None, None
    for t in range(NT):
        c = coll[t]
        if c < 0 or c == seat or not mine[t]:
            continue
        if not messenger and v.pos[c] != v.pos[seat]:
            continue
        need = CAPTURE_CARDS - counts[c][t]
        if need <= 0:
            continue
        card = next(x for x in v.hands[seat] if TIDX[x] == t)
        if len(v.hands[c]) >= HAND_LIMIT:
            # He will discard his least useful card: worth it only if that is worth less.
            lowest = min(card_value(v, c, x) for x in v.hands[c])
            if lowest >= 1.0 + v.team(t) + 1.0:
                continue
        key = (need <= mine[t], -need, v.team(t))
        if best_key is None or key > best_key:
            best, best_key = Give(seat, c, card), key
    return best


def step_toward(v: View, seat: int, goals: tuple[int, ...], budget: int = INF) -> Any:
    """One move (or the Pilot's flight) toward the nearest of `goals`, if any of them
    is within `budget` actions; None when there already or out of reach."""
    role, here = v.roles[seat], v.pos[seat]
    if here in goals or not goals:
        return None
    dist = v.dist(role, goals)
    if role == PILOT and not v.flew and dist[here] > 1:
        live = [g for g in goals if v.st[g] != S]
        if live:
            st, risk = v.st, v.risk
            g = max(live, key=lambda s: (st[s] == D, -risk[s]))
            return Fly(seat, v.geo.names[g])
    if dist[here] > budget or dist[here] >= INF:
        return None
    steps = steps_of(v, role, here)
    if not steps:
        return None
    st, risk = v.st, v.risk
    best = min(steps, key=lambda s: (dist[s], st[s] == F, risk[s]))
    if dist[best] >= dist[here]:
        return None
    return Move(seat, v.geo.names[best])


def capture_run(v: View, seat: int, lifts) -> Any:
    counts, geo, st = v.counts[seat], v.geo, v.st
    for t in range(NT):
        if v.captured[t] or counts[t] < CAPTURE_CARDS:
            continue
        tiles = tuple(s for s in geo.ttiles[t] if st[s] != S)
        if not tiles:
            continue
        dist = v.dist(v.roles[seat], tiles)
        here = v.pos[seat]
        pilot_jump = v.roles[seat] == PILOT and not v.flew
        if dist[here] >= v.actions_left and not pilot_jump and spare_lifts(v, lifts) > 0:
            holder, card = lifts[0]
            target = min(tiles, key=lambda s: st[s])
            return Lift(seat, holder, card, (seat,), geo.names[target])
        step = step_toward(v, seat, tiles)
        if step is not None:
            return step
    return None


def threatened(v: View) -> list[tuple[float, int]]:
    """Flooded tiles whose shoring is urgent, most valuable first."""
    st = v.st
    found = []
    for s in range(len(st)):
        if st[s] == F:
            value = shore_value(v, s)
            if value >= URGENT:
                found.append((value, s))
    found.sort(reverse=True)
    return found


def go_shore(v: View, seat: int) -> Any:
    role, left = v.roles[seat], v.actions_left
    for _value, s in threatened(v):
        spots = shore_spots(v, role, s)
        step = step_toward(v, seat, spots, left - 1)
        if step is not None:
            return step
    return None


def navigate(v: View, seat: int) -> Any:
    """The Navigator moves a teammate: a collector with four cards toward the
    treasure, a collector onto his own tile for a gift, everyone home at the end."""
    geo, st, counts = v.geo, v.st, v.counts
    here = v.pos[seat]
    names = geo.names
    best, best_gain = None, 0.0
    for p in range(v.n):
        if p == seat:
            continue
        targets = navigate_targets(v, p)
        if not targets:
            continue
        for t in range(NT):
            if v.captured[t] or counts[p][t] < CAPTURE_CARDS:
                continue
            tiles = tuple(s for s in geo.ttiles[t] if st[s] != S)
            if not tiles or v.pos[p] in tiles:
                continue
            dist = v.dist(v.roles[p], tiles)
            to = min(targets, key=lambda s: dist[s])
            gain = 2.0 * (dist[v.pos[p]] - dist[to])
            if gain > best_gain:
                best, best_gain = Navigate(seat, p, names[to]), gain
        for t in range(NT):
            if v.collectors[t] == p and counts[seat][t] and here in targets \
                    and counts[p][t] < CAPTURE_CARDS:
                gain = 1.5
                if gain > best_gain:
                    best, best_gain = Navigate(seat, p, names[here]), gain
    return best


STAY = EndActions(-1)  # a pawn where it should wait (a collector on a giver's tile)


def go_give(v: View, seat: int) -> Any:
    """A step to meet for the cards; STAY when this pawn is where it should wait."""
    counts, coll, left = v.counts, v.collectors, v.actions_left
    mine = counts[seat]
    if v.roles[seat] != MESSENGER:
        for t in sorted(range(NT), key=lambda t: -v.team(t)):
            c = coll[t]
            if c < 0 or c == seat or not mine[t] or counts[c][t] >= CAPTURE_CARDS:
                continue
            budget = left - 1 if v.team(t) < GIVE_READY else INF
            step = step_toward(v, seat, (v.pos[c],), budget)
            if step is not None:
                return step
    return None


def reposition(v: View, seat: int) -> Any:
    """A move toward a flooded tile worth shoring (home once three are captured)."""
    role, here, st = v.roles[seat], v.pos[seat], v.st
    if v.ncaptured >= NT - 1:
        step = step_toward(v, seat, (v.geo.fl,), INF)
        if step is not None:
            return step
    flooded = [s for s in range(len(st)) if st[s] == F]
    if not flooded:
        return None
    best, best_value = None, 0.0
    for s in flooded:
        spots = shore_spots(v, role, s)
        d = v.dist(role, spots)[here]
        if d >= INF:
            continue
        value = shore_value(v, s) / (1 + d)
        if value > best_value:
            best, best_value = spots, value
    if best is None:
        return None
    return step_toward(v, seat, best)


def gather(v: View, seat: int, lifts) -> Any:
    geo, names = v.geo, v.geo.names
    fl = geo.fl
    away = [p for p in range(v.n) if v.pos[p] != fl]
    if away and len(lifts) >= 2:
        groups: dict[int, list[int]] = {}
        for p in away:
            groups.setdefault(v.pos[p], []).append(p)
        dist = v.dist("", (fl,))
        source = max(groups, key=lambda s: (len(groups[s]) * min(dist[s], 10), -s))
        holder, card = lifts[0]
        return Lift(seat, holder, card, tuple(groups[source]), names[fl])
    if v.pos[seat] != fl:
        step = step_toward(v, seat, (fl,))
        if step is not None:
            return step
    if v.roles[seat] == NAVIGATOR:
        best, best_gain = None, 0
        for p in away:
            if p == seat:
                continue
            targets = navigate_targets(v, p)
            dist = v.dist(v.roles[p], (fl,))
            if targets:
                to = min(targets, key=lambda s: dist[s])
                gain = dist[v.pos[p]] - dist[to]
                if gain > best_gain:
                    best, best_gain = Navigate(seat, p, names[to]), gain
        if best is not None:
            return best
    reach = shore_reach(v, seat)
    if reach:
        values = {s: shore_value(v, s) for s in reach}
        best = max(reach, key=values.__getitem__)
        return shore(v, seat, best, reach, values)
    return EndActions(seat)
