"""The Forbidden Island table shows what happens (posted pygame events drive it): a
Waters Rise! drawn holds the table with its splash over the board for its time (scaled
by the speed setting) while the meter rises; the treasure cards fly into the hand
before they are drawn there; a flood card flies to its tile, which then floods or
sinks; every animation ends, and then the table is still (`animating()` False)."""

from __future__ import annotations

import pygame

from game.games.forbidden_island import timing
from game.games.forbidden_island.actions import DrawFlood, EndActions, Move, Shore
from game.games.forbidden_island.controller import FiController
from game.games.forbidden_island.motion import water
from game.games.forbidden_island.table import FiTableScene
from tests.forbidden_island.board_driver import perform
from tests.forbidden_island.rigged import flood, rigged, stack_flood, stack_treasure
from tests.table_events import drive, press, press_key

FPS = 60


def board(app, state) -> FiController:
    seats = [{"kind": "human", "level": "normal"} for _ in range(state.players)]
    ctl = FiController(app, seats, state.log.variant, state=state, threads=False)
    app.push(FiTableScene(app, ctl))
    drive(app, 60, until=ctl.my_decision)
    assert ctl.my_decision()
    return ctl


def watch(app, ctl, frames: int = 2000) -> list[dict]:
    """Frames until the person is asked again and the table is still: what each showed."""
    seen = []
    for _ in range(frames):
        drive(app, 1)
        sc = app.top
        splash = sc.motion.effect("splash")
        seen.append({"splash": splash is not None, "wait": ctl.wait,
                     "kind": ctl.showing.kind if ctl.showing else None,
                     "water": sc.obs()["water"], "meter": water(splash, sc.obs()["water"]),
                     "flights": [(f.piece, f.lands) for f in sc.motion.flights
                                 if f.t >= f.delay],
                     "ends": {f.piece: (f.end, f.fade) for f in sc.motion.flights},
                     "tiles": {k: v.to for k, v in sc.motion.turns.items()},
                     "hand": list(sc.obs()["hands"][0]), "animating": sc.animating()})
        if ctl.my_decision() and not sc.animating():
            return seen
    raise AssertionError("the table never came to rest")


def test_waters_rise_holds_the_table_with_its_splash_and_then_it_is_still(app):
    state = rigged(["pilot", "engineer"])
    stack_treasure(state, "WR1", "ES1")  # the turn draws a Waters Rise! and a card
    ctl = board(app, state)
    level = state.water
    press(app, "end")
    seen = watch(app, ctl)
    splash = [f for f in seen if f["splash"]]
    speed = app.settings.speed_factor
    assert splash, "no splash"
    # Held for its time at the speed setting (one frame either way).
    assert abs(len(splash) - timing.SPLASH / speed * FPS) <= 2, len(splash)
    assert all(f["kind"] == "water_rises" and f["wait"] > 0 for f in splash[:-2]), \
        "the table waits while the splash is up"
    meters = [f["meter"] for f in splash]
    assert meters[0] == level and meters[-1] == level + 1 and meters == sorted(meters)
    assert any(level < m < level + 1 for m in meters), "the meter visibly rises"
    # The card flew into the hand before it was drawn there; the Waters Rise! to the board.
    flying = [f for f in seen if f["flights"]]
    assert any(("ES1", "hand:0") in f["flights"] and "ES1" in f["hand"] for f in flying)
    middle = app.top.a["board"]
    wr = [f["ends"]["WR1"] for f in flying if "WR1" in f["ends"]]
    assert wr and all(middle.collidepoint(x + w / 2, y + h / 2) and fade
                      for (x, y, w, h), fade in wr), "the Waters Rise! fades over the board"
    assert seen.index(flying[0]) < seen.index(splash[0])
    assert not seen[-1]["animating"] and not app.top.animating()
    assert ctl.state.water == level + 1 and app.top.obs() == ctl.obs()
    drive(app, 5)
    assert app.still(), "a still table costs nothing"


def test_a_flood_card_flies_to_its_tile_which_floods_then_one_sinks(app):
    state = rigged(["pilot", "engineer"])
    flood(state, "gold_gate")
    stack_flood(state, "coral_palace", "gold_gate")  # one floods, one sinks
    stack_treasure(state, "ES1", "SW1")
    ctl = board(app, state)
    press(app, "end")
    drive(app, 600, until=ctl.my_decision)
    assert ctl.state.step() == "flood"
    press_key(app, pygame.K_SPACE)
    seen = watch(app, ctl)
    flooding = [f for f in seen if f["tiles"].get("coral_palace") == "flooded"]
    flying = [f for f in seen if ("coral_palace", "tile:coral_palace") in f["flights"]]
    assert flying and flooding and seen.index(flying[0]) <= seen.index(flooding[0])
    held = (timing.FLOOD_CARD + timing.FLIP) / app.settings.speed_factor
    assert abs(len(flooding) - held * FPS) <= 2
    press_key(app, pygame.K_SPACE)
    seen = watch(app, ctl)
    sinking = [f for f in seen if f["tiles"].get("gold_gate") == "sunk"]
    assert abs(len(sinking) - (timing.FLOOD_CARD + timing.SINK)
               / app.settings.speed_factor * FPS) <= 2
    assert ctl.state.tiles["gold_gate"] == "sunk" and not app.top.animating()


def test_each_event_holds_the_table_exactly_as_long_as_its_animation(app):
    """When an event is shown, the table's pause covers everything playing (nothing is
    cut short by the next event) and is no longer than that (nobody waits for
    nothing): a move, a shore-up, the draw, Waters Rise!, the flood cards."""
    state = rigged(["pilot", "engineer"])
    flood(state, "bronze_gate", "silver_gate")
    stack_treasure(state, "WR1", "ES1")
    ctl = board(app, state)
    checked, last = [], None

    def check() -> None:
        nonlocal last
        if ctl.showing is not None and ctl.showing is not last:
            last = ctl.showing
            left = app.top.motion.remaining()
            if left > 0:  # an event with something to watch
                assert abs(ctl.wait - left) < 1e-6, (last.kind, ctl.wait, left)
            checked.append(last.kind)

    steps = [Move(0, "bronze_gate"), Shore(0, "bronze_gate"), EndActions(0)]
    while steps or ctl.state.active == 0:
        drive(app, 600, until=ctl.my_decision)
        perform(app, ctl, steps.pop(0) if steps else DrawFlood(0))
        for _ in range(600):
            check()
            drive(app, 1)
            check()
            if ctl.my_decision() and not app.top.animating():
                break
    for kind in ("moved", "shored", "drew", "water_rises", "flooded"):
        assert kind in checked, (kind, checked)
