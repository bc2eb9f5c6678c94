"""Pass-and-play at the first deal: whoever takes the device first sees their own hand
dealt, never the hand of the seat the table happened to face before the hand-off."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scenes.handoff import HandoffScene
from game.ui.table import TableScene
from tests.conformance.helpers import GAMES
from tests.ui.conftest import draw_sparsely, drive, key

# Games that deal each seat a hand the others may not see.
HAND_GAMES = [g for g in GAMES.values()
              if "hand" in g.new_state(1, g.variants[0]).observation(0)]


def _first_viewer_sees_own_hand(app, game, seed: int) -> int:
    seats = [{"kind": "human", "level": "normal"} for _ in range(game.seats[0])]
    ctl = game.start(app, seats, game.default_options(), seed)
    for _ in range(600):
        drive(app, 1)
        if isinstance(app.top, HandoffScene):
            break
    else:
        pytest.fail(f"{game.key}: no hand-off before the deal of an all-human table")
    for _ in range(600):  # the hand-off takes a fresh press once it has been seen
        if isinstance(app.top, HandoffScene):
            key(app, pygame.K_SPACE)
        drive(app, 1)
        # The game's table, the shared card table or its own.
        if (isinstance(app.top, TableScene) or app.top is ctl.scene) \
                and not app.top.busy and not ctl.pending:
            break
    else:
        pytest.fail(f"{game.key}: the table never came back after the hand-off")
    # A hand is codes, or a game's card views (dicts): compared in a fixed order either way.
    shown = sorted(app.top.hand, key=repr)
    assert shown == sorted(ctl.obs()["hand"], key=repr), \
        f"{game.key} seed {seed}: seat {ctl.viewer} is shown another seat's hand"
    return ctl.viewer


@pytest.mark.parametrize("game", HAND_GAMES, ids=lambda g: g.key)
def test_the_first_person_handed_the_device_sees_their_own_deal(app, game):
    app.settings.anim_speed = "instant"
    draw_sparsely(app)  # no pixel is looked at; every scene is still drawn
    viewers = set()
    for seed in range(1, 9):
        viewers.add(_first_viewer_sees_own_hand(app, game, seed))
        while len(app.scenes) > 1:
            app.pop()
    # The deal must have gone to someone other than the seat the table faced first.
    assert viewers - {0}, f"{game.key}: every seed dealt first to seat 0"
