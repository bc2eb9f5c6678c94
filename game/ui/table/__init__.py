"""The card table scene: zones from the level, card sprites, the hand fan,
drag-and-drop, seat panels and effects. It knows nothing of any game's rules; a
controller tells it what to show and decides what a drop or a key means.

Screen positions: pos 0 is the viewer at the bottom; positions 1..N-1 go round
the table anticlockwise on screen, in turn order (with 3 seats: 1 right, 2 left;
with 5: 1 right, 2 top right, 3 top left, 4 left). N is the level's `seats`
property (3 when absent). The controller maps seats to positions.

Per position the level has anchors `info_{p}` (seat panel, property `layout`:
"bottom" or "side"), `hand_{p}` (another seat's face-down stack), `played_{p}`
(property `align`: "left", "right" or "center") and optionally `reveal_{p}` (where
that seat's cards are shown face up at the end of a hand). `kitty` and `tracker`
are optional.

Drawing: settled cards and panels are drawn into a static layer, rebuilt only
when something changes; cards in a zone that has a mover are drawn every frame.

Dropping: the controller offers `drop_zones()`. When a drag starts the scene asks
each zone once whether it `accepts` the dragged cards and shows the answer until
the release (the zone's label, or muted "not a legal play"); a release inside a
zone hands the cards to its `drop`, which plays them or says why not.

The modules, one job each:
  scene        `TableScene`: the Scene hooks, the content a controller sets, the
               update and the drawing order; it composes the parts below
  zones        the places read from the level's anchors, and `DropZone`: where a
               controller takes dragged cards and whether it would take these
  gestures     press, sweep, drag and keyboard focus on the viewer's hand
  seat_panels  seat panels and their role styles, stacks, bubbles, tracker, scoreboard
  effects      the message line, the banner, confetti, screen shake
  deal         the deck, the deal animation and the kitty
  card_images  card faces warmed up front and a sprite's image
"""

from game.ui.table.deal import DEAL_SPAN
from game.ui.table.gestures import DRAG_START
from game.ui.table.scene import TableController, TableScene
from game.ui.table.seat_panels import NO_GUESS, RoleStyle, SeatInfo, role_style, style_label
from game.ui.table.zones import RAISE, DropZone

__all__ = ["DEAL_SPAN", "DRAG_START", "NO_GUESS", "DropZone", "RAISE", "RoleStyle", "SeatInfo",
           "TableController", "TableScene", "role_style", "style_label"]
