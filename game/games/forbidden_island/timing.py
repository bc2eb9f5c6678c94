"""How long each shown event holds the Forbidden Island table, in seconds at speed 1.

The board's animation of an event (`motion.py`) plays in exactly the time the table
waits on it, both scaled by the same speed (the setting, fast forward): the table never
moves on under an animation, and never waits past one. Pure numbers: the controller
needs no pygame.
"""

from __future__ import annotations

from game.core.protocol import Event

CARD_FLIGHT = 0.5  # a treasure card from the deck to a hand, turning face up
CARD_STAGGER = 0.18  # each further card of a draw leaves this much later
HAND_FLIGHT = 0.4  # a card from a hand to another hand or to the discard
FLOOD_CARD = 0.45  # a flood card from its deck to the tile it names, turning over
FLIP = 0.3  # a tile turning to its flooded side (or back, shored up)
SINK = 0.9  # a tile going under, ripples spreading
SPLASH = 1.2  # "Waters Rise!" over the board while the meter rises: long enough to read
WALK = 0.3  # a pawn moving a tile, swimming, guided
FLY = 0.45  # a pawn flown (the Pilot, a Helicopter Lift)
CAPTURE = 1.2  # a treasure captured: its four cards go, the figure is taken
BRIEF = 0.05  # an event with nothing to watch

HOLDS = {"water_rises": SPLASH, "flooded": FLOOD_CARD + FLIP, "sank": FLOOD_CARD + SINK,
         "moved": WALK, "swam": WALK, "navigated": WALK, "flew": FLY,
         "lifted": max(FLY, HAND_FLIGHT), "shored": FLIP,
         "sandbagged": max(HAND_FLIGHT, FLIP), "gave": HAND_FLIGHT, "discarded": HAND_FLIGHT,
         "captured": CAPTURE, "over": 1.0, "lifted_off": 1.0, "turn": 0.3}


def draw_time(cards: int) -> float:
    """A draw of `cards` treasure cards, flown one after another."""
    return CARD_FLIGHT + CARD_STAGGER * (cards - 1) if cards else BRIEF


def hold(ev: Event) -> float:
    """The seconds (at speed 1) the table gives event `ev`."""
    if ev.kind == "drew":
        return draw_time(len(ev.data["cards"]))
    return HOLDS.get(ev.kind, BRIEF)
