"""Whole hands and a whole match driven only by posted pygame events, as a player would:
hand-off screens, bid buttons, the hint key, dragging the hinted cards onto the table."""

from __future__ import annotations

import pygame

from game.games.doudizhu.controller import start_game
from game.games.doudizhu.results import ResultsScene
from game.ui.scenes.handoff import HandoffScene
from tests.ui.conftest import PASS_AND_PLAY, click, draw_sparsely, drive, key
from tests.ui.helpers import card_point


def _press_button(app, name: str) -> None:
    button = next(b for b in app.top.buttons if b.key == name)
    click(app, app.view.pt(*button.rect.center))


def _drag_selection_to_table(app) -> None:
    scene = app.top
    start = card_point(app, scene.selected_codes()[0])
    table = app.view.pt(*scene.anchors["table"].center)
    for type_, pos in ((pygame.MOUSEBUTTONDOWN, start), (pygame.MOUSEMOTION, table),
                       (pygame.MOUSEBUTTONUP, table)):
        extra = {"button": 1} if type_ != pygame.MOUSEMOTION else {"rel": (0, 0),
                                                                     "buttons": (1, 0, 0)}
        pygame.event.post(pygame.event.Event(type_, pos=pos, **extra))
        drive(app, 1)


def _take_human_turn(app, ctl) -> str:
    """Bid with the buttons; in play press H and drag what it selects, or press Pass."""
    if ctl.state.phase == "auction":
        bid = "bid1" if ctl.state.high_bid == 0 else "bid0"
        _press_button(app, bid)
        drive(app, 1)
        return bid
    key(app, pygame.K_h)
    drive(app, 2)
    if app.top.selected_codes():
        _drag_selection_to_table(app)
        return "play"
    _press_button(app, "pass")
    drive(app, 1)
    return "pass"


def _play_until_results(app, ctl, max_frames: int = 60000) -> dict:
    draw_sparsely(app)
    done = {"handoffs": 0, "play": 0, "pass": 0, "bid": 0}
    handoff = None
    for _ in range(max_frames):
        if isinstance(app.top, ResultsScene):
            return done
        drive(app, 1)
        if isinstance(app.top, HandoffScene):
            if app.top is not handoff:  # it ignores keys for a moment, so count screens
                handoff = app.top
                done["handoffs"] += 1
            key(app, pygame.K_SPACE)
            drive(app, 1)
        elif ctl.decision_shown() and not app.top.busy:  # the buttons are up
            before = ctl.state.to_json()
            what = _take_human_turn(app, ctl)
            done["bid" if what.startswith("bid") else what] += 1
            drive(app, 3)
            assert ctl.state.to_json() != before, f"{what} did not reach the model"
    raise AssertionError("the hand never reached the results screen")


def test_pass_and_play_hand_to_results_with_events_only(app):
    app.settings.anim_speed = "instant"
    ctl = start_game(app, PASS_AND_PLAY, threads=False)
    done = _play_until_results(app, ctl)
    assert ctl.state.is_terminal()
    # One hand-off before the deal, then one at every change between the two humans.
    assert done["handoffs"] >= 3 and done["play"] >= 2
    human_plays = [h for h in ctl.state.history if h[0] in (0, 1) and h[1] is not None]
    assert len(human_plays) == done["play"]  # every drag became a play in the model
    assert sum(ctl.state.returns()) == 0 and ctl.match.totals == ctl.state.returns()


def test_match_against_computers_runs_to_the_match_result(app):
    app.settings.anim_speed = "instant"
    seats = [{"kind": "human", "level": "normal"}, {"kind": "computer", "level": "normal"},
             {"kind": "computer", "level": "normal"}]
    ctl = start_game(app, seats, threads=False)
    ctl.match.hands_target = 2  # a short match keeps the suite quick; the rules are the same
    totals = [0, 0, 0]
    for hand in range(2):
        _play_until_results(app, ctl)
        totals = [t + d for t, d in zip(totals, ctl.state.returns(), strict=True)]
        assert ctl.match.totals == totals and ctl.match.hands_played == hand + 1
        if hand == 0:
            assert not ctl.match.is_over()
            drive(app, 40)  # past the sheet's first moment, when it takes no press
            _press_button(app, "next")
            drive(app, 3)
    assert ctl.match.is_over()
    assert isinstance(app.top, ResultsScene) and app.top.ctl.match.is_over()
