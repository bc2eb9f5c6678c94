"""The results sheet is not skipped by the key that played on: a person drawing flood
cards with Space, tapping on as the island sinks, sees the defeat sheet and it stays
(posted pygame events)."""

from __future__ import annotations

import pygame

from game.games.forbidden_island.controller import FiController
from game.games.forbidden_island.results import FiResultsScene
from game.games.forbidden_island.table import FiTableScene
from tests.forbidden_island.rigged import flood, rigged, stack_flood, to_flood_phase
from tests.table_events import drive
from tests.ui.conftest import key

TAP_EVERY = 15  # frames: four taps a second


def test_space_tapped_through_the_last_flood_draw_does_not_dismiss_the_results(app):
    state = rigged(["engineer", "pilot"])
    state.pos[1] = "gold_gate"
    flood(state, "fools_landing")
    stack_flood(state, "fools_landing")  # the next flood card sinks Fools' Landing
    to_flood_phase(state)
    seats = [{"kind": "human", "level": "normal"} for _ in range(2)]
    ctl = FiController(app, seats, state.log.variant, state=state, threads=False)
    app.push(FiTableScene(app, ctl))
    drive(app, 60, until=ctl.my_decision)
    sheet_up = 0
    for frame in range(600):
        if frame % TAP_EVERY == 0:
            key(app, pygame.K_SPACE, " ")
        drive(app, 1)
        if isinstance(app.top, FiResultsScene):
            sheet_up += 1
            if sheet_up > 30:  # half a second of the sheet: the person stops tapping
                break
    assert isinstance(app.top, FiResultsScene), "the sheet was skipped"
    assert ctl.state.result["won"] is False
    drive(app, 180)
    assert isinstance(app.top, FiResultsScene)
