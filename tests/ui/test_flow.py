"""Whole-app flows: pass-and-play hand-off, a full computer hand, results, resume."""

from __future__ import annotations

import pygame
import pytest

from game.games import catalogue
from game.games.doudizhu import GAME
from game.games.doudizhu.controller import start_game
from game.games.doudizhu.results import ResultsScene
from game.ui.saves import save_path
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.title import TitleScene
from game.ui.table import TableScene
from tests.ui.conftest import ALL_COMPUTER, PASS_AND_PLAY, click, draw_sparsely, drive, key
from tests.ui.helpers import human_turn_by_controller, leave_to_title


def test_handoff_between_two_humans_shows_no_card(app):
    ctl = start_game(app, PASS_AND_PLAY, threads=False)
    requested = []
    real_get = app.art.get

    def spy(code, width, face_up=True, angle=0.0, highlight=False):
        requested.append((code, face_up))
        return real_get(code, width, face_up, angle, highlight)

    app.art.get = spy
    handoffs = []
    for _ in range(6000):
        drive(app, 1)
        if isinstance(app.top, HandoffScene):
            requested.clear()
            drive(app, 25)  # several frames of the hand-off screen
            assert isinstance(app.top, HandoffScene)
            assert requested == [], "the hand-off screen drew cards"
            handoffs.append(app.top.name)
            key(app, pygame.K_SPACE)
            drive(app, 1)
            assert not isinstance(app.top, HandoffScene)
            assert ctl.viewer == int(handoffs[-1].split()[-1]) - 1
        elif ctl.my_turn():
            human_turn_by_controller(ctl)
        if len(handoffs) >= 3:
            break
    assert len(handoffs) >= 3
    assert "Player 1" in handoffs and "Player 2" in handoffs
    # The table always drew the viewer's own hand only.
    assert set(ctl.scene.hand) == set(ctl.obs()["hand"])


def test_full_computer_hand_reaches_results_then_next_hand(app):
    ctl = start_game(app, ALL_COMPUTER, threads=False)
    app.settings.anim_speed = "instant"
    n = drive(app, 30000, until=lambda: isinstance(app.top, ResultsScene))
    assert isinstance(app.top, ResultsScene), f"no results after {n} frames"
    assert ctl.state.is_terminal()
    deltas = ctl.state.returns()
    assert sum(deltas) == 0 and any(deltas)
    assert ctl.match.totals == deltas
    # Card art is cached per settled size only: a whole hand must not grow it per frame.
    assert len(app.art._faces) <= 54 * 6 + 10
    results = app.top
    assert results.deal_code == ctl.deal_code
    assert all(isinstance(h, list) for h in results.hands) and len(results.hands) == 3
    # Every card is accounted for on the results sheet: played + left in hands.
    left = sum(len(h) for h in results.hands)
    played = sum(len(c) for _, c in ctl.state.history if c)
    assert left + played == 54
    first_seed = ctl.state.seed
    nxt = next(b for b in results.buttons if b.key == "next")
    drive(app, 40)  # past the sheet's first moment, when it takes no press
    click(app, app.view.pt(*nxt.rect.center))
    drive(app, 3)
    assert isinstance(app.top, TableScene)
    assert ctl.state.seed != first_seed and ctl.state.phase == "auction"
    assert len(ctl.match.hand_seeds) == 2


def test_autosave_and_resume(app):
    ctl = start_game(app, ALL_COMPUTER, threads=False)
    drive(app, 600, until=lambda: len(ctl.state.history) >= 2)
    data = GAME.load_save()
    assert data["state"]["actions"] == ctl.state.to_json()["actions"]
    # Seed and actions only: no hand or kitty for someone opening the file to read.
    assert set(data["state"]) == {"game", "seed", "variant", "actions"}
    leave_to_title(app)
    drive(app, 2)
    title = app.top
    assert isinstance(title, TitleScene)
    resume = next(w for w in title.widgets if getattr(w, "key", "") == "resume")
    click(app, app.view.pt(*resume.rect.center))
    drive(app, 2)
    assert isinstance(app.top, TableScene)
    ctl2 = app.top.controller
    assert ctl2 is not ctl
    assert ctl2.state.history[:2] == ctl.state.history[:2]


@pytest.mark.parametrize("content", [
    "{ this is not json",  # damaged
    '{"game": "doudizhu", "version": 1, "state": {}}',  # JSON, but not a game
])
def test_bad_save_gives_message_is_set_aside_and_app_starts(home, content):
    from game.ui.app import App
    from game.ui.settings import Settings

    path = save_path(GAME.key)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    app = App((1280, 720), Settings(), games=catalogue.load())
    title = TitleScene(app)
    app.push(title)
    drive(app, 3)
    assert "could not be loaded" in title.message
    assert not path.exists() and path.with_name(path.name + ".bad").exists()
    assert not any(getattr(w, "key", "") == "resume" for w in title.widgets)
    new = next(w for w in title.widgets if w.key == "new")
    click(app, app.view.pt(*new.rect.center))
    drive(app, 2)
    assert type(app.top).__name__ == "BrowserScene"


def test_warning_badge_and_counts_follow_the_model(app):
    ctl = start_game(app, ALL_COMPUTER, threads=False)
    app.settings.anim_speed = "instant"
    seen = []
    real_cue = ctl.cue

    def cue(ev):
        real_cue(ev)
        if ev.kind == "warning":
            info = ctl.scene.infos[ctl.pos_of(ev.seat)]
            seen.append((ev.data["left"], info.warn, info.count))

    ctl.cue = cue
    draw_sparsely(app)
    drive(app, 30000, until=lambda: isinstance(app.top, ResultsScene))
    assert seen, "no seat ever got down to two cards"
    for left, warn, count in seen:
        assert warn == left == count


def test_resumed_pass_and_play_game_starts_behind_the_hand_off_screen(app):
    ctl = start_game(app, PASS_AND_PLAY, threads=False)
    for _ in range(3000):  # play into the hand: hand-offs answered, humans bid and play
        drive(app, 1)
        if isinstance(app.top, HandoffScene):
            key(app, pygame.K_SPACE)
        elif ctl.my_turn():
            human_turn_by_controller(ctl)
        # Stop while the computer is to act: the device is still with the last human,
        # and the next human to play is another player.
        if (len(ctl.state.history) >= 2 and ctl.state.to_act == 2
                and not isinstance(app.top, HandoffScene)):
            break
    assert ctl.state.to_act == 2
    leave_to_title(app)
    drive(app, 2)
    resume = next(w for w in app.top.widgets if getattr(w, "key", "") == "resume")
    drawn = []
    real_get = app.art.get
    app.art.get = lambda code, *a, **kw: drawn.append(code) or real_get(code, *a, **kw)
    click(app, app.view.pt(*resume.rect.center))
    drive(app, 1)
    assert isinstance(app.top, HandoffScene), "a resumed pass-and-play game showed a hand"
    drawn.clear()  # entering the table warms the card cache; nothing may be drawn now
    drive(app, 20)
    assert isinstance(app.top, HandoffScene) and drawn == []
    key(app, pygame.K_SPACE)
    drive(app, 30)
    resumed = app.top.controller
    assert isinstance(app.top, TableScene) and resumed.viewer in (0, 1)
    assert set(resumed.scene.hand) == set(resumed.obs()["hand"])
