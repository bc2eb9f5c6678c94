"""How long the Forbidden Island board's animations last, in seconds at speed 1.

Each event kind's motion is declared with these (`events.py`), and the table holds an
event exactly as long as its declared motion lasts, while the board's animation of it
(`motion.py`) plays in that time, both scaled by the same speed (the setting, fast
forward): the table never moves on under an animation, and never waits past one.
"""

from __future__ import annotations

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
TURN = 0.3  # a new turn announced
OVER = 1.0  # the game won or lost, before the results
