"""The climbing tables put up a decision's buttons only once the deal has landed
(issue 29): while the dealt cards still fly, no bid, call or play button is drawn or
takes the pointer; then the first decision is made by posted clicks."""

from __future__ import annotations

import pygame
import pytest

from game.core.dealcode import encode
from tests.ui.conftest import HUMAN_VS_2, click, drive
from tests.ui.helpers import seat0_bids_first


def dou_di_zhu(app):
    from game.games.doudizhu.controller import start_game

    return start_game(app, HUMAN_VS_2, seat0_bids_first(), threads=False), ["bid1"]


def guan_dan(app):
    from game.games.guandan.controller import start_game
    from game.games.guandan.model import GdState

    seats = [{"kind": "human", "level": "normal"}] + [
        {"kind": "computer", "level": "easy"} for _ in range(3)]
    seed = next(s for s in range(1, 5000) if GdState.new(s).to_act == 0)
    return start_game(app, seats, encode(seed, 0), threads=False), ["hint", "play"]


def bao_huang(app):
    from game.games.baohuang.controller import start_game
    from game.games.baohuang.model import BhState

    seats = [{"kind": "human", "level": "normal"}] + [
        {"kind": "computer", "level": "easy"} for _ in range(4)]
    seed = next(s for s in range(1, 5000) if BhState.new(s, "ls").holder == 0)
    return start_game(app, seats, encode(seed, 0), threads=False), ["d0"]


@pytest.mark.parametrize("table", [dou_di_zhu, guan_dan, bao_huang])
def test_no_decision_button_while_the_deal_flies(app, table):
    app.settings.anim_speed = "normal"  # the deal's own pace: several seconds of flights
    ctl, presses = table(app)
    sc = app.top
    strip = app.view.pt(*sc.anchors["buttons"].center)
    dealing = 0
    for _ in range(1200):
        drive(app, 1)
        if sc.dealer.deck_left <= 0 and not sc.busy:
            break
        dealing += 1
        assert not sc.buttons, f"buttons up while the deal flies: {[b.key for b in sc.buttons]}"
        if dealing % 20 == 1:  # the pointer over the strip, a click on it: nothing there
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=strip, rel=(0, 0),
                                                 buttons=(0, 0, 0)))
            click(app, strip)
    assert dealing > 60, "the deal should take a while at normal speed"
    assert not ctl.state.actions, "nothing was decided during the deal"
    # Landed: the decision's buttons come up, and the decision is made by clicks.
    for name in presses:
        drive(app, 120, until=lambda name=name: any(b.key == name and b.enabled
                                                     for b in sc.buttons))
        button = next(b for b in sc.buttons if b.key == name)
        assert button.enabled
        click(app, app.view.pt(*button.rect.center))
        drive(app, 3)
    assert ctl.state.actions and ctl.state.actions[0].seat == 0
