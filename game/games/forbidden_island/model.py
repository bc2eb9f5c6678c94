"""Forbidden Island's state machine: rules sheet §2 (set-up) and §3 (the turn).

A turn: the active seat's actions (up to three, ended by EndActions), the two treasure
cards (drawn at once, Waters Rise! resolved), a discard for each hand over five, then the
flood phase one card at a time (DrawFlood), a swim for each pawn of a sunk tile; then
the next seat. What the table waits on (`step()`), most urgent first: a pawn that must
swim, a hand over the limit (after a draw, or a gift during the actions), then the
phase. Every decision is a `Turn` of one seat; in each, that seat may also play any
player's special card (`specials.py`). The actions always end with EndActions, also
after the third: the table may still play a special card before the draw, and an
action's events never name a card that a refill of the treasure deck in the same
action shuffled out of sight (a discard, then the draw).
"""

from __future__ import annotations

import random
from typing import Any

from game.core.actionlog import ActionLog, replay
from game.core.decisions import Decision, Turn
from game.core.determinize import clone_state
from game.core.protocol import Action, Event
from game.core.rng import GameRng
from game.games.forbidden_island import (
    determinize,
    flooding,
    islands,
    legal,
    specials,
    treasure_draw,
    turn,
)
from game.games.forbidden_island.actions import (
    CODEC,
    TURN_ACTIONS,
    Discard,
    DrawFlood,
    EndActions,
    Lift,
    LiftOff,
    Sandbags,
    Swim,
)
from game.games.forbidden_island.setup import Setup
from game.games.forbidden_island.tiles import (
    ACTIONS_PER_TURN,
    ADVENTURER,
    ADVENTURERS,
    DEALT_AT_START,
    DRY,
    FLOOD_CARDS,
    FLOODED,
    FLOODED_AT_START,
    HAND_LIMIT,
    PACK,
    TILE_KEYS,
    TILE_OF_CARD,
    TREASURE_CARDS,
    WATERS_RISE,
    flood_cards_at,
    kind,
)


class IslandState:
    codec = CODEC
    pack = PACK

    def __init__(self, seed: int, variant: str) -> None:
        self.setup = Setup.parse(variant)
        self.players = self.setup.players
        self.island = islands.load(self.setup.shape)
        self.log = ActionLog(seed, variant)
        self.rng = GameRng(seed)
        self.layout: list[str] = []  # the tile in each slot of the island
        self.slot_of: dict[str, int] = {}
        self.tiles: dict[str, str] = {}  # tile -> DRY, FLOODED or SUNK
        self.roles: list[str] = []  # each seat's adventurer
        self.pos: list[str] = []  # the tile each seat's pawn stands on
        self.hands: list[list[int]] = [[] for _ in range(self.players)]
        self.treasure_deck: list[int] = []  # the last card is the top
        self.treasure_discard: list[int] = []
        self.flood_deck: list[int] = []  # the last card is the top
        self.flood_discard: list[int] = []
        self.flood_known: list[int] = []  # known layers on the flood deck's top, top first
        self.removed: list[int] = []  # the flood cards of sunk tiles
        self.captured: list[str] = []  # treasures, in the order captured
        self.water = self.setup.water
        self.active = 0
        self.turn = 1
        self.phase = "actions"  # "actions", "flood", "over"
        self.actions_left = ACTIONS_PER_TURN
        self.flew = False  # the Pilot has flown this turn
        self.flood_left = 0  # flood cards still to draw in this flood phase
        self.swimmers: list[int] = []  # seats whose pawns must swim, in order
        self.result: dict | None = None
        self.opening: list[Event] = []

    # -- set-up (sheet §2) ----------------------------------------------------------------
    @classmethod
    def new(cls, seed: int, variant: str = "4p-normal-classic") -> IslandState:
        state = cls(seed, variant)
        rng = state.rng
        state.layout = list(TILE_KEYS)
        rng.shuffle(state.layout)
        state.slot_of = {t: s for s, t in enumerate(state.layout)}
        state.tiles = {t: DRY for t in state.layout}
        state.flood_deck = list(FLOOD_CARDS)
        rng.shuffle(state.flood_deck)
        for _ in range(FLOODED_AT_START):
            card = state.flood_deck.pop()
            state.tiles[TILE_OF_CARD[card]] = FLOODED
            state.flood_discard.append(card)
        state.roles = rng.sample([a.key for a in ADVENTURERS], state.players)
        state.pos = [ADVENTURER[r].start for r in state.roles]
        deck = [c for c in TREASURE_CARDS if kind(c) != WATERS_RISE]  # none in the deal
        rng.shuffle(deck)
        for hand in state.hands:
            hand.extend(deck.pop() for _ in range(DEALT_AT_START))
        deck += [c for c in TREASURE_CARDS if kind(c) == WATERS_RISE]
        rng.shuffle(deck)
        state.treasure_deck = deck
        state.opening = [Event("setup", None, {
            "layout": list(state.layout),
            "flooded": flooding.tiles_of(state.flood_discard),
            "roles": list(state.roles), "hands": [PACK.codes(h) for h in state.hands],
            "water": state.water})]
        return state

    def opening_events(self) -> list[Event]:
        return list(self.opening)

    # -- who decides now --------------------------------------------------------------------
    def over_limit(self) -> int | None:
        """The first seat (from the active one) holding more cards than the limit."""
        for i in range(self.players):
            seat = (self.active + i) % self.players
            if len(self.hands[seat]) > HAND_LIMIT:
                return seat
        return None

    def step(self) -> str:
        """What the table waits on: "swim", "discard", "actions", "flood" or "over"."""
        if self.phase == "over":
            return "over"
        if self.swimmers:
            return "swim"
        if self.over_limit() is not None:
            return "discard"
        return self.phase

    def asked(self) -> int | None:
        step = self.step()
        if step == "over":
            return None
        if step == "swim":
            return self.swimmers[0]
        if step == "discard":
            return self.over_limit()
        return self.active

    def decision(self) -> Decision | None:
        seat = self.asked()
        return None if seat is None else Turn(seat)

    @property
    def to_act(self) -> int | None:
        return self.asked()

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def returns(self) -> list[int]:
        """Cooperative: 1 for everyone after a lift-off, 0 for everyone otherwise."""
        won = bool(self.result and self.result["won"])
        return [int(won)] * self.players

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if seat is None:
            return []
        return legal.actions(self, seat)

    # -- applying an action ---------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, self.players, len(self.pack))
        refusal = legal.problem(self, action)
        if refusal is not None:
            raise refusal
        self.log.record(action)
        return self._perform(action) + self._advance()

    def _perform(self, action: Action) -> list[Event]:
        if isinstance(action, TURN_ACTIONS):
            return turn.perform(self, action)
        if isinstance(action, Swim):
            return turn.swim(self, action)
        if isinstance(action, Lift):
            return specials.lift(self, action)
        if isinstance(action, LiftOff):
            return specials.lift_off(self, action)
        if isinstance(action, Sandbags):
            return specials.sandbags(self, action)
        if isinstance(action, Discard):
            self.hands[action.seat].remove(action.card)
            self.treasure_discard.append(action.card)
            return [Event("discarded", action.seat, {"card": PACK.code(action.card)})]
        if isinstance(action, DrawFlood):
            return flooding.draw_flood(self)
        assert isinstance(action, EndActions)
        return self._draw_treasure()

    def _draw_treasure(self) -> list[Event]:
        events = treasure_draw.draw(self)
        if self.phase != "over":
            self.phase = "flood"
            self.flood_left = flood_cards_at(self.water)
            events.append(Event("flood_phase", self.active, {"count": self.flood_left}))
        return events

    def _advance(self) -> list[Event]:
        """Move on through what needs no decision: the next turn once the flood phase is
        done (and its swims)."""
        if self.step() == "flood" and self.flood_left <= 0:
            return self._next_turn()
        return []

    def _next_turn(self) -> list[Event]:
        self.active = (self.active + 1) % self.players
        self.turn += 1
        self.phase, self.actions_left, self.flew, self.flood_left = "actions", \
            ACTIONS_PER_TURN, False, 0
        return [Event("turn", self.active, {"turn": self.turn})]

    # -- what each seat knows -----------------------------------------------------------------
    def observation(self, seat: int) -> dict:
        return determinize.observation(self, seat)

    def card_zones(self) -> dict[str, list[int]]:
        zones = {"treasure_deck": list(self.treasure_deck),
                 "treasure_discard": list(self.treasure_discard),
                 "flood_deck": list(self.flood_deck),
                 "flood_discard": list(self.flood_discard),
                 "removed": list(self.removed)}
        zones.update({f"hand{s}": list(h) for s, h in enumerate(self.hands)})
        return zones

    def hidden_from(self, seat: int) -> set[int]:
        return determinize.hidden_cards(self)

    def hidden_values(self, seat: int) -> dict[str, Any]:
        return determinize.hidden_values(self, seat)

    def clone(self) -> IslandState:
        other = clone_state(self)
        if self.result is not None:
            other.result = dict(self.result)
        return other

    def determinize(self, seat: int, rng: random.Random) -> IslandState:
        """A world `seat` cannot tell from this one (`determinize.py`); its to_json does
        not replay it."""
        return determinize.determinize(self, seat, rng)

    # -- saves: the seed, the variant and the actions -----------------------------------------
    def to_json(self) -> dict:
        return self.log.to_json()

    @classmethod
    def from_json(cls, data: dict) -> IslandState:
        return replay(ActionLog.from_json(data, CODEC), cls.new)
