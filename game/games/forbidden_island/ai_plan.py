"""Forbidden Island's plan: the normal computer player, and the same policy for the
hard player's roll-outs (`ai.py`).

The plan reads a `View`: the island (each slot's tile dry, flooded or sunk), the pawns,
the open hands, the captured treasures, the water, the flood discard and the known top
of the flood deck (after a Waters Rise!), the treasure deck's size and the Waters Rise!
cards still in it. A view is built from a seat's observation (`View.of_observation`)
or, in a made-up world of the search, from the world itself (`View.of_world`: the world
is a sample, so reading it is fair; the two agree). The plan builds one action
(`decide`), never the whole legal list.

The danger (`draw_risk`): each tile's chance that its flood card comes up in the next
flood phase: the known layers first, then the unknown rest of the deck, the discard
when the deck runs out, and before the draw the chance of a Waters Rise! putting the
discard on top. A flooded tile's worth to shore (`shore_value`): its importance
(Fools' Landing and the last tile of a treasure not yet captured, then a treasure tile
whose partner is flooded, then any treasure tile, then the rest) times that danger and
a little more (the danger beyond the next phase).

The team plan (`collectors`): each treasure not yet captured has a collector, the player
holding most of its cards (ties: not the Messenger, who gives at a distance, then the
one collecting fewer treasures); the others bring him their cards. Once the team holds
four, the cards meet on the treasure's tile nearest their holders (`rendezvous`).

The priority list (rules sheet §7) for the active player:
  1. lift off once every treasure is captured and everyone is on Fools' Landing (at
     any decision, from anyone's hand);
  2. capture when holding four cards on one of the treasure's tiles;
  3. every treasure captured: a spare Helicopter Lift (one is kept for the lift-off)
     carries the pawns farthest from Fools' Landing there; the others walk (fly, are
     navigated) home, shoring up on the way;
  4. a spare Helicopter Lift (one is kept once three treasures are captured) carries a
     collector holding four to a treasure he cannot reach this turn, or a giver to a
     collector two or more tiles away;
  5. the Navigator fetches a collector he holds cards for onto his own tile;
  6. otherwise the turn planner (`ranked_plans`): for every tile the pawn can reach
     with the actions left (the Pilot by air, the Diver through the water, the
     Explorer diagonally), the best use of the remaining actions at the start, there,
     and anywhere (the Messenger's gifts, the Navigator's moves of teammates toward
     their goals): shore up flooded tiles by their worth (the Engineer two for an
     action, the Explorer diagonally too), give the collector his cards (the card that
     makes four worth more), capture; plus what ending the turn on that tile is worth
     (`endpos`): a collector holding four close to the treasure, a giver close to his
     collector (or the meeting tile), home once three treasures are captured, near the
     flooded tiles, not on a tile about to sink, and (three or four players) close to
     the teammates, which makes the next gifts cheap. The first step of the best plan
     is played; the next decision plans again with what is left.
Special cards: Sandbags before a flood card when an irreplaceable flooded tile (Fools'
Landing, the last tile of a treasure) may come up in what is left of the flood phase,
or both tiles of a treasure are flooded and likely to come up; a Helicopter Lift to
rescue a pawn whose flooded tile may sink with nowhere to swim (to Fools' Landing once
everything is captured). At the hand limit (`card_value`): a captured treasure's card
first, else the treasure card the team holds fewest of (a collector's own set and the
Helicopter Lifts kept), and Sandbags played on the best flooded tile rather than
discarding a useful card. Swims: to the safest tile (dry, not about to be drawn, with
tiles around), toward the pawn's goal.

The weights were tuned on the normal team's win rate (1000 games per team size at
normal difficulty on the classic island).
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

# --- the cards and tiles as the plan reads them -------------------------------------------

D, F, S = 0, 1, 2  # a slot's tile: dry, flooded, sunk
STATE_CODE = {DRY: D, FLOODED: F, SUNK: S}
NT = len(TREASURES)
T_OF_KIND = {t.card: i for i, t in enumerate(TREASURES)}
KIND = tuple(PACK[i].rank for i in range(len(PACK)))
TIDX = tuple(T_OF_KIND.get(k, -1) for k in KIND)  # a card's treasure, -1 for none
CODE_ID = {PACK.code(i): i for i in range(len(PACK))}
WATERS_RISE_CARDS = TREASURE_DECK[WATERS_RISE]
INF = 99
ORTH = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))

# --- weights --------------------------------------------------------------------------------

# A flooded tile's importance (what losing it costs)...
VITAL = 10.0  # Fools' Landing, or the last tile of a treasure not yet captured
PAIR_FLOODED = 5.0  # a treasure tile whose partner is flooded
TREASURE_TILE = 3.0  # a treasure tile of a treasure not yet captured
PLAIN = 1.0
BASE_RISK = 0.2  # ... times its danger: the chance of its card next phase, plus this
SWIM_SPARED = 0.3  # shoring the tile a pawn stands on spares him a swim
SANDBAG_PAIR = 0.25  # both tiles of a treasure flooded, each this likely drawn: sandbag
# Keeping a card at the hand limit (`card_value`).
LIFT_KEEP = (9.0, 6.0, 4.0)  # the team's first, second, third Helicopter Lift
SANDBAGS_KEEP = 5.0
MINE_KEEP = 0.3  # per card of its treasure in the same hand
COLLECTOR_KEEP = 1.0  # the collector's own
SANDBAG_INSTEAD = 2.0  # Sandbags are played rather than discarding a card worth this
SANDBAG_ANYWHERE = 2.0  # ... on a tile that does not matter: rather than one worth this
# The turn planner's options...
GIVE_VALUE = 6.0  # a card to its collector
GIVE_COMPLETES = 1.0  # ... more for the card that makes four
NOT_READY = 0.6  # ... less while the team holds fewer than four of the treasure
CAPTURE_VALUE = 100.0
MOVE_COST = 0.01  # a step that gains nothing is not taken
# ... and what the end tile is worth (`endpos`).
CAPTURE_PULL = 1.0  # per tile between a collector holding four and the treasure
GIVE_PULL = 0.5  # per tile and card between a giver and the collector (or meeting)
RDV_PULL = 0.5  # per tile between a collector and the meeting tile
COLLECT_PULL = 0.05  # per tile between a collector and his nearest giver (before it)
HOME_PULL = 0.6  # per tile from Fools' Landing once three treasures are captured
HOME_PULL_END = 3.0  # ... once all four are
COVER = 0.25  # the flooded tiles' worth near the end tile (halved per tile away)
SAFETY = 1.0  # ending on a flooded tile, times its danger
COHESION = (0.0, 0.1, 0.25)  # by team size (2, 3, 4): per tile to a teammate, on average
CLUSTER = (0.0, 0.1, 0.3)  # ... ending on (twice) or next to a teammate's tile
# The Helicopter Lifts spent on the cards (`lift_to_give`, `lift_to_capture`).
LIFT_CAPTURE_DIST = 9  # a collector with four, this far (or out of reach this turn)
LIFT_GIFT_CARDS = 2  # a giver is carried for gifts completing four, or this many,
LIFT_GIFT_TEAM = 4  # ... or any while the team holds this many of the treasure
LIFT_SHORE_RISK = 0.5  # a tile whose sinking loses, this likely drawn: lift to shore it

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
            _DISTANCES.clear()  # keyed by the id of a Geo
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
            found = self._dist[key] = shared_distances(self, key[0], goals)
        return found


# --- movement (movement.py's reach, by slot) ----------------------------------------


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


# Distances depend only on the island and its water (the sunk tiles; for the Diver the
# flooded ones too), which change a few times a turn, while the plan asks for them
# thousands of times a turn in the hard player's roll-outs: kept across views.
_DISTANCES: dict[tuple, list[int]] = {}


def shared_distances(v: View, role: str, goals: tuple[int, ...]) -> list[int]:
    water = bytes(v.st) if role == DIVER else bytes(x == S for x in v.st)
    key = (id(v.geo), water, role, goals)
    found = _DISTANCES.get(key)
    if found is None:
        if len(_DISTANCES) > 100_000:
            _DISTANCES.clear()
        found = _DISTANCES[key] = walk_distances(v, role, goals)
    return found


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


# --- the water: which tiles the next flood cards name ---------------------------------


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
        value += SWIM_SPARED * v.risk[s]
    return value


def loses_anyway(v: View, s: int) -> bool:
    """Whether slot `s` sinking loses the game whoever stands on it: Fools' Landing, the
    last tile of a treasure not yet captured (lifting pawns off it saves nothing)."""
    t = v.geo.tre[s]
    return s == v.geo.fl or (t >= 0 and not v.captured[t] and v.st[v.geo.partner[s]] == S)


def needed_slots(v: View) -> set[int]:
    """The slots the team must be able to walk between: Fools' Landing, the pawns, the
    live tiles of the treasures not yet captured."""
    geo, st = v.geo, v.st
    out = {geo.fl, *v.pos}
    for t in range(NT):
        if not v.captured[t]:
            out.update(s for s in geo.ttiles[t] if st[s] != S)
    return out


def cuts_off(v: View, s: int) -> bool:
    """Whether sinking slot `s` leaves a needed slot (not `s`) out of walking reach
    (orthogonal steps) of Fools' Landing."""
    geo, st = v.geo, v.st
    if geo.fl == s:
        return False
    seen = {geo.fl}
    todo = [geo.fl]
    while todo:
        for n in geo.orth[todo.pop()]:
            if n != s and n not in seen and st[n] != S:
                seen.add(n)
                todo.append(n)
    return any(x not in seen for x in needed_slots(v) if x != s)


def critical(v: View, s: int) -> bool:
    """A tile worth a special card (issue 29: Sandbags went on any tile): Fools' Landing,
    a tile of a treasure not yet captured whose twin has sunk or is flooded, or a tile
    whose loss cuts the team off from something it needs."""
    if importance(v, s) >= PAIR_FLOODED:
        return True
    return cuts_off(v, s)


def spend(v: View, cards: list[tuple[int, int]]) -> tuple[int, int]:
    """Which of the team's copies of a special card to play: the one in the fullest hand
    (it makes room under the hand limit)."""
    return max(cards, key=lambda hc: (len(v.hands[hc[0]]), -hc[0]))


# --- the team plan ------------------------------------------------------------------------


def collectors(v: View) -> list[int]:
    """For each treasure, the seat collecting it (-1: captured): the one holding most
    of its cards; ties: not the Messenger, then fewer treasures to collect already.
    (Weighing the givers' walks instead was measured worse: the plan changes its mind
    as the pawns move.)"""
    counts = v.counts
    out = [-1] * NT
    load = [0] * v.n
    order = sorted((t for t in range(NT) if not v.captured[t]),
                   key=lambda t: -max(row[t] for row in counts))
    for t in order:
        best = max(range(v.n), key=lambda s: (counts[s][t], v.roles[s] != MESSENGER,
                                              -load[s], -s))
        out[t] = best
        load[best] += 1
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


# --- choosing ----------------------------------------------------------------------------


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
        return before_draw(v, seat)
    action = act(v, seat, lifts)
    if isinstance(action, EndActions):
        return before_draw(v, seat)
    return action


def before_draw(v: View, seat: int) -> Any:
    """The end of the actions; but Sandbags the draw would push over the hand limit (to be
    played there on whatever is flooded rather than discard a needed card) go on a
    flooded tile that matters first."""
    hand = v.hands[seat]
    if len(hand) + 2 > HAND_LIMIT:
        bags = [c for c in hand if KIND[c] == SANDBAGS]
        if bags and min(card_value(v, seat, c) for c in hand) >= SANDBAG_INSTEAD:
            tiles = [s for s in range(len(v.st)) if v.st[s] == F and critical(v, s)]
            if tiles:
                best = max(tiles, key=lambda s: shore_value(v, s))
                return Sandbags(seat, seat, bags[0], v.geo.names[best])
    return EndActions(seat)


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
    if value >= SANDBAG_INSTEAD:
        bags = [c for c in hand if KIND[c] == SANDBAGS]
        # On a tile that matters; on any other only rather than discard a card worth
        # SANDBAG_ANYWHERE (the Sandbags leave the hand either way).
        flooded = [s for s in range(len(v.st)) if v.st[s] == F and
                   (critical(v, s) or value >= SANDBAG_ANYWHERE)]
        if bags and flooded:
            best = max(flooded, key=lambda s: (critical(v, s), shore_value(v, s)))
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
            holder, card = spend(v, bags)
            return Sandbags(seat, holder, card, geo.names[best])
    if lifts:
        for p in range(v.n):
            here = v.pos[p]
            # No rescue off a tile whose sinking loses anyway (issue 29: the team lifted
            # itself between Fools' Landing and a last treasure tile three times).
            if st[here] == F and risk[here] > 0 and not swim_targets(v, p) \
                    and not loses_anyway(v, here):
                to = safe_tile(v, here)
                if st[to] == F and risk[to] >= risk[here] and not loses_anyway(v, to):
                    continue  # no safer place
                pawns = tuple(q for q in range(v.n) if v.pos[q] == here)
                holder, card = spend(v, lifts)
                return Lift(seat, holder, card, pawns, geo.names[to])
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
            home = gather(v, seat, lifts)
            if home is not None:
                return home
    jump = lift_to_capture(v, seat, lifts)
    if jump is not None:
        return jump
    urgent = urgent_tile(v)
    if urgent >= 0:  # a tile whose sinking loses is likely drawn: shore it first
        if shore_reach(v, seat, urgent):
            return plan_turn(v, seat)
        rescue = lift_to_shore(v, seat, lifts, urgent)
        if rescue is not None:
            return rescue
    if v.roles[seat] == NAVIGATOR and v.actions_left >= 2:
        fetch = fetch_collector(v, seat)
        if fetch is not None:
            return fetch
    carry = lift_to_give(v, seat, lifts)
    if carry is not None:
        return carry
    return plan_turn(v, seat)


def gather(v: View, seat: int, lifts) -> Any:
    """Every treasure captured and two Helicopter Lifts or more: one carries the pawns
    of the tile whose walk home is longest to Fools' Landing (one is kept for the
    lift-off); none for pawns a walk of one action brings home."""
    geo, names = v.geo, v.geo.names
    fl = geo.fl
    groups: dict[int, list[int]] = {}
    for p in range(v.n):
        if v.pos[p] != fl:
            groups.setdefault(v.pos[p], []).append(p)
    dist = v.dist("", (fl,))
    source = max(groups, key=lambda s: (len(groups[s]) * min(dist[s], 10), -s))
    if dist[source] <= 1:
        return None
    holder, card = spend(v, lifts)
    return Lift(seat, holder, card, tuple(groups[source]), names[fl])


def lift_to_capture(v: View, seat: int, lifts) -> Any:
    """A spare Helicopter Lift carries a collector holding four to a treasure tile he
    cannot reach and capture on this turn: the lift buys a capture at once."""
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
        if dist[v.pos[seat]] >= min(v.actions_left, LIFT_CAPTURE_DIST) and not pilot_jump:
            holder, card = spend(v, lifts)
            target = min(tiles, key=lambda s: st[s])
            return Lift(seat, holder, card, (seat,), geo.names[target])
    return None


def urgent_tile(v: View) -> int:
    """The flooded tile whose sinking loses the game (Fools' Landing, a treasure's last
    tile) most likely drawn in the coming flood phase, if that is LIFT_SHORE_RISK or
    more; -1 for none."""
    st, risk = v.st, v.risk
    best, worst = -1, LIFT_SHORE_RISK
    for s in range(len(st)):
        if st[s] == F and risk[s] >= worst and loses_anyway(v, s):
            best, worst = s, risk[s]
    return best


def shore_reach(v: View, seat: int, s: int) -> bool:
    """Whether `seat` can get where he shores up slot `s` (on it or beside it) with an
    action left for it, on foot or by the Pilot's flight."""
    st = v.st
    near = v.geo.both[s] if v.roles[seat] == EXPLORER else v.geo.orth[s]
    reach = reach_bfs(v, seat, v.actions_left - 1)
    return any(x in reach for x in (s, *near) if st[x] != S)


def lift_to_shore(v: View, seat: int, lifts, s: int) -> Any:
    """A Helicopter Lift carries the active pawn onto urgent tile `s` (`urgent_tile`) he
    cannot reach, to shore it up, when no Sandbags are held (they would do it for
    free in the flood phase)."""
    if not lifts or v.held(SANDBAGS) or v.actions_left < 1:
        return None
    holder, card = spend(v, lifts)
    return Lift(seat, holder, card, (seat,), v.geo.names[s])


def lift_to_give(v: View, seat: int, lifts) -> Any:
    """A spare Helicopter Lift carries a giver to a collector he cannot reach with the
    actions his gifts need, and only when the gifts make the collector's four (issue 29:
    lifts were spent on single cards, one collector and straight back to another). No
    lift away from a gift he can make where he stands."""
    role, here, left = v.roles[seat], v.pos[seat], v.actions_left
    if role == MESSENGER or spare_lifts(v, lifts) <= 0 or left < 1:
        return None
    if role == PILOT and not v.flew:
        return None  # he flies there himself
    counts = v.counts
    if any(counts[seat][t] >= CAPTURE_CARDS and not v.captured[t] for t in range(NT)):
        return None  # his own capture first (on foot, or by `lift_to_capture`)
    gifts = gift_options(v, seat)
    if any(where == here for _v, _c, _card, where in gifts):
        return None
    best, best_key = -1, None
    for t in range(NT):
        c = v.collectors[t]
        if c < 0 or c == seat or v.pos[c] == here:
            continue
        k = min(sum(1 for g in gifts if g[1] == c and TIDX[g[2]] == t), left)
        if k <= 0 or (k < LIFT_GIFT_CARDS and counts[c][t] + k < CAPTURE_CARDS
                      and v.team(t) < LIFT_GIFT_TEAM):
            continue  # too little given: not worth a lift
        d = v.dist(role, (v.pos[c],))[here]
        if d + k <= left:
            continue  # he walks there and gives on this turn
        key = (k, -d)
        if best_key is None or key > best_key:
            best, best_key = c, key
    if best < 0:
        return None
    holder, card = spend(v, lifts)
    return Lift(seat, holder, card, (seat,), v.geo.names[v.pos[best]])


def fetch_collector(v: View, seat: int) -> Any:
    """The Navigator brings a collector he holds cards for onto his own tile (then
    gives them): a teammate two tiles away costs one action instead of two moves."""
    here = v.pos[seat]
    best, most = None, 0
    for value, c, _card, where in gift_options(v, seat):
        if where == here or value <= 0:
            continue
        if here in navigate_targets(v, c):
            cards = sum(1 for g in gift_options(v, seat) if g[1] == c)
            if cards > most:
                best, most = c, cards
    if best is None:
        return None
    return Navigate(seat, best, v.geo.names[here])


# --- the turn planner ----------------------------------------------------------------------


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
        meet = rendezvous(v, t)
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
        near = 0
        for p in range(v.n):
            if p == seat:
                continue
            if cohesion and v.roles[p] != PILOT:
                value -= cohesion * min(v.dist(role, (v.pos[p],))[at], cap) / (v.n - 1)
            if cluster:
                px, py = cells[v.pos[p]]
                near = max(near, 2 - abs(px - ax) - abs(py - ay))
        value += cluster * near
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
