"""Blokus's state machine (rules sheet C2-C5): the colours take turns in order (Blue,
Yellow, Red, Green; Purple and Orange on the Duo board), each placing one piece; a
colour that cannot place any piece is out for good; when every colour is out the game
ends and is scored. Seats own colours by the player count (C4): four players one
each; three, the shared Green played by each in turn; two, Blue and Red against Yellow
and Green, or one colour each on the Duo board.

Variants: "4p", "3p", "2p", "2p-duo", each with "-simple" for the squares-left count.
The rules live beside it: `pieces`, `board`, `placement`, `scoring`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.actionlog import ActionLog, replay
from game.core.cards import Pack
from game.core.determinize import clone_state
from game.core.protocol import Action, ActionCodec, Event, IllegalAction
from game.core.rng import GameRng
from game.games.blokus import determinize as knows
from game.games.blokus.board import CLASSIC, DUO, Geometry
from game.games.blokus.pieces import NAMES, orientations
from game.games.blokus.placement import can_move, placed_mask, placement_problem, placements
from game.games.blokus.scoring import colour_score, player_totals, winners

PACK = Pack("blokus", ())  # no cards: nothing is hidden


@dataclass(frozen=True)
class Layout:
    """A board and its colours, each with its start cell, in turn order."""

    geometry: Geometry
    colours: tuple[str, ...]
    starts: tuple[tuple[int, int], ...]


CLASSIC_LAYOUT = Layout(CLASSIC, ("blue", "yellow", "red", "green"),
                        ((0, 0), (19, 0), (19, 19), (0, 19)))
DUO_LAYOUT = Layout(DUO, ("purple", "orange"), ((4, 4), (9, 9)))
# Players -> the seat owning each colour (None: shared, played by each seat in turn).
OWNERS: dict[str, tuple[int | None, ...]] = {
    "4p": (0, 1, 2, 3), "3p": (0, 1, 2, None), "2p": (0, 1, 0, 1), "2p-duo": (0, 1)}


def base_of(variant: str) -> str:
    """The players and board of a variant ("3p", "2p-duo"), its scoring left off."""
    return variant.removesuffix("-simple")


def scoring_of(variant: str) -> str:
    return "simple" if variant.endswith("-simple") else "official"


def layout_of(variant: str) -> Layout:
    return DUO_LAYOUT if base_of(variant) == "2p-duo" else CLASSIC_LAYOUT


VARIANTS = tuple(f"{base}{rule}" for base in OWNERS for rule in ("", "-simple"))

MESSAGES = {
    "not_your_turn": "It is not your turn.",
    "not_in_tray": "That piece has been placed already.",
    "no_such_orientation": "A piece does not lie that way.",
    "off_board": "The piece must lie wholly on the board.",
    "overlap": "The piece would lie on another.",
    "own_edge": "A piece may not touch its own colour along an edge.",
    "no_own_corner": "A piece must touch its own colour at a corner.",
    "first_not_on_start": "A colour's first piece must cover its starting corner.",
}


@dataclass(frozen=True, slots=True)
class Place(Action):
    piece: str = "I1"
    orientation: int = 0
    x: int = 0
    y: int = 0
    kind = "place"


CODEC = ActionCodec(Place)


def refuse(reason: str) -> IllegalAction:
    return IllegalAction(reason, MESSAGES[reason])


class BlokusState:
    pack, codec = PACK, CODEC

    def __init__(self, seed: int, variant: str) -> None:
        if variant not in VARIANTS:
            raise ValueError(f"not a Blokus variant: {variant!r}")
        self.log = ActionLog(seed, variant)
        self.rng = GameRng(seed)  # nothing is dealt; kept so every state has one
        self.base = base_of(variant)
        self.scoring = scoring_of(variant)
        self.layout = layout_of(variant)
        self.owners = OWNERS[self.base]
        self.players = len({o for o in self.owners if o is not None})
        n = len(self.layout.colours)
        self.own = [0] * n  # each colour's squares
        self.occupied = 0
        self.left: list[list[str]] = [list(NAMES) for _ in range(n)]
        self.last: list[str | None] = [None] * n
        self.out = [False] * n
        self.colour = 0  # whose turn
        self.shared_turns = 0  # the shared colour's turns played so far (three players)
        self.placed: list[list] = []  # [colour, piece, orientation, x, y] in order

    # -- who decides --------------------------------------------------------------------
    def seat_of(self, colour: int) -> int:
        owner = self.owners[colour]
        return self.shared_turns % self.players if owner is None else owner

    @property
    def to_act(self) -> int | None:
        return None if self.is_terminal() else self.seat_of(self.colour)

    def is_terminal(self) -> bool:
        return all(self.out)

    def start_bit(self, colour: int) -> int:
        return self.layout.geometry.bit(*self.layout.starts[colour])

    def opening_events(self) -> list[Event]:
        return [Event("turn", self.to_act, {"colour": self.layout.colours[self.colour]})]

    # -- the rules ----------------------------------------------------------------------
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if seat is None or seat != self.to_act:
            return []
        c = self.colour
        return [Place(seat, *p) for p in placements(
            self.layout.geometry, self.occupied, self.own[c], self.start_bit(c), self.left[c])]

    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, self.players, len(PACK))
        if action.seat != self.to_act:
            raise refuse("not_your_turn")
        c = self.colour
        if action.piece not in self.left[c]:
            raise refuse("not_in_tray")
        if not 0 <= action.orientation < len(orientations(action.piece)):
            raise refuse("no_such_orientation")
        geo = self.layout.geometry
        problem = placement_problem(geo, self.occupied, self.own[c], self.start_bit(c),
                                    action.piece, action.orientation, action.x, action.y)
        if problem is not None:
            raise refuse(problem)
        self.log.record(action)
        cells = placed_mask(geo, action.piece, action.orientation, action.x, action.y)
        self.own[c] |= cells
        self.occupied |= cells
        self.left[c].remove(action.piece)
        self.last[c] = action.piece
        if self.owners[c] is None:
            self.shared_turns += 1
        self.placed.append([c, action.piece, action.orientation, action.x, action.y])
        colour = self.layout.colours[c]
        events = [Event("placed", action.seat, {"colour": colour, "piece": action.piece,
                                                "orientation": action.orientation,
                                                "x": action.x, "y": action.y})]
        return events + self.next_colour()

    def next_colour(self) -> list[Event]:
        """The next colour in order that can still place; one that cannot is out (C3)."""
        events: list[Event] = []
        n = len(self.layout.colours)
        for step in range(1, n + 1):
            c = (self.colour + step) % n
            if self.out[c]:
                continue
            if not self.left[c] or not can_move(self.layout.geometry, self.occupied,
                                                self.own[c], self.start_bit(c), self.left[c]):
                self.out[c] = True
                events.append(Event("out", self.seat_of(c), {"colour": self.layout.colours[c]}))
                continue
            self.colour = c
            return events + [Event("turn", self.seat_of(c), {"colour": self.layout.colours[c]})]
        return events + [Event("over", None, {"scores": self.returns(),
                                              "winners": self.winners()})]

    # -- scores ---------------------------------------------------------------------------
    def colour_scores(self) -> list[int]:
        return [colour_score(self.left[c], self.last[c], self.scoring)
                for c in range(len(self.layout.colours))]

    def scores(self) -> list[int]:
        """Each player's score: the colours he owns (the shared colour counts for none)."""
        return player_totals(self.colour_scores(), self.owners)

    def returns(self) -> list[int]:
        """Higher is better under either scoring (simple: the squares left, negated)."""
        s = self.scores()
        return s if self.scoring == "official" else [-v for v in s]

    def winners(self) -> list[int]:
        return winners(self.scores(), self.scoring)

    # -- what each seat knows: everything -----------------------------------------------------
    def observation(self, seat: int) -> dict[str, Any]:
        return knows.observation(self, seat)

    def hidden_from(self, seat: int) -> set[int]:
        return knows.hidden_from(self, seat)

    def hidden_values(self, seat: int) -> dict:
        return knows.hidden_values(self, seat)

    def determinize(self, seat: int, rng: Any) -> BlokusState:
        return knows.determinize(self, seat, rng)

    def card_zones(self) -> dict[str, list[int]]:
        return {}

    def clone(self) -> BlokusState:
        return clone_state(self)

    def to_json(self) -> dict:
        return self.log.to_json()

    @classmethod
    def from_json(cls, data: dict) -> BlokusState:
        return replay(ActionLog.from_json(data, CODEC), cls)
