"""How long the Go-Stop table's animations and pauses last, in seconds at speed 1.

Each event kind's motion is declared with these (`events.py`), and the table holds an
event as long as its declared motion lasts (a card's flight, a call said aloud, shown
cards over the centre), while the table kit (`game.ui.kit.motion`) plays it in that time,
both scaled by the same speed. Pure numbers: the controller needs no pygame.
"""

from __future__ import annotations

FLY_TIME = 0.32  # a card's flight
DEAL_GAP = 0.035  # between two dealt cards
HANDS_DEALT = 20  # the hands' cards at the deal (2 × 10; 3 × 7 is one more), before the table's
BOMB_GAP = 0.06  # each further card of a bomb leaves this much later
CAPTURE_GAP = 0.05  # each further card of a capture leaves this much later
CALL_TIME = 1.2  # a call's big word on screen (it fades while the table goes on)
CALL_HOLD = 0.9  # a call said aloud holds the table this long, so a chain is read call by call
CALL_MAX_SPEED = 3.0  # calls and shown cards run at most this fast, readable at any speed
REVEAL_TIME = 1.3  # shown cards (a shake, a chongtong) over the centre
TURN = 0.05  # a new turn announced
OVER = 0.5  # the hand's end, before the results
