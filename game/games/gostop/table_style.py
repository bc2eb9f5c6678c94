"""The Go-Stop table's colours, by what they tell: shared by the centre, the hand, the
capture strips, the seat panels and the panel over the centre."""

from __future__ import annotations

LIT = (110, 210, 255)  # a card that can be chosen now
MATCH = (250, 214, 110)  # a hand card that captures something
CURSOR = (255, 255, 255)  # the keyboard's card, an open menu's card
CURRENT = (238, 196, 92)  # whose turn
DANGER = (255, 110, 90)  # an opponent one card from a set; the card that would finish it
PROGRESS = (150, 220, 160)  # a set begun
PLATE = (16, 24, 20, 200)  # under a capture strip
