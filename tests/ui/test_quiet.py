"""A still screen draws nothing and the real loop sleeps; input, a change of scenes or
anything animating draws; a table waiting for a computer keeps updating so the computer
plays. Counted in frames and events, never in wall-clock time (the CPU it saves is
`python -m game.bench idle-cpu`)."""

from __future__ import annotations

import pygame

from game.core.dealcode import encode
from game.games.doudizhu.controller import start_game
from game.games.doudizhu.model import DdzState
from game.ui.scenes.handoff import PULSE_SECONDS, HandoffScene
from game.ui.scenes.minigame import MinigameScene
from tests.ui.conftest import HUMAN_VS_2, click, drive, key
from tests.ui.helpers import card_point, human_leads


def motion(pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))


def loop(app, frames: int, until=None) -> int:
    """What `App.run` does, in fake time: a frame while the app is not still, else the
    sleep it would take (no update, no drawing). Returns how many times it slept."""
    slept = 0
    for _ in range(frames):
        if app.still():
            slept += 1
        else:
            app.frame(1 / 60)
        if until is not None and until():
            break
    return slept


def drawn_over(app, frames: int) -> int:
    before = app.frames_drawn
    drive(app, frames)
    return app.frames_drawn - before


def test_a_still_title_draws_no_frame_without_events(app):
    drive(app, 2)  # the first frame draws the new scene
    assert not app.animating()
    assert drawn_over(app, 300) == 0
    assert app.still()


def test_an_event_draws_one_frame_then_the_title_is_still_again(app):
    drive(app, 2)
    new_game = next(w for w in app.top.widgets if w.key == "new")
    motion(app.view.pt(*new_game.rect.center))
    assert not app.still()  # an event is waiting
    assert drawn_over(app, 1) == 1
    assert new_game.hover
    assert drawn_over(app, 60) == 0


def test_an_event_is_followed_by_an_update_step_before_the_app_sleeps(app):
    drive(app, 2)
    steps = []
    app.top.update = steps.append
    motion((5, 5))
    app.frame(0.0)  # the event is handled, but no step of time has passed yet
    assert steps == [] and not app.still()
    drawn = app.frames_drawn
    app.frame(1 / 60)
    assert len(steps) == 1 and app.frames_drawn == drawn + 1  # what update() saw is drawn
    assert app.still()


def test_a_change_of_scenes_draws(app):
    from game.ui.scenes.browser import BrowserScene

    drive(app, 2)
    app.push(BrowserScene(app))
    assert drawn_over(app, 30) == 1
    app.pop()
    assert drawn_over(app, 30) == 1


def test_a_notice_draws_when_it_comes_and_when_it_goes(app):
    from game.ui import notices

    drive(app, 2)
    notices.post("disk full", seconds=0.5)
    assert drawn_over(app, 1) == 1
    assert app.notice is not None
    assert drawn_over(app, 60) == 1  # its end: drawn without it
    assert app.notice is None


def test_the_real_loop_sleeps_while_still_and_wakes_for_input(app, monkeypatch):
    drive(app, 2)
    drawn = app.frames_drawn
    sleeps = []
    sleep = app.idle

    def counted_sleep(timeout: float) -> None:
        sleeps.append(timeout)
        if len(sleeps) == 3:
            motion((5, 5))
        sleep(0.0)  # takes a waiting event, without the real wait

    monkeypatch.setattr(app, "idle", counted_sleep)
    app.run(until=lambda: len(sleeps) >= 6)
    assert len(sleeps) == 6
    assert app.frames_drawn == drawn + 1  # only the frame after the event


def test_a_table_waiting_for_the_human_is_still_and_a_tween_draws(app):
    ctl = human_leads(app)
    drive(app, 120)  # the "your turn" line ends
    assert ctl.my_turn()
    assert not app.animating()
    assert drawn_over(app, 120) == 0
    code = ctl.scene.hand[0]
    click(app, card_point(app, code))
    drive(app, 1)
    assert ctl.scene.sprites[code].selected
    assert ctl.scene.tweens.busy()  # the card rises
    assert app.animating()
    rising = 0
    while ctl.scene.tweens.busy():  # every frame of the rise draws, the last one too
        assert drawn_over(app, 1) == 1
        rising += 1
    assert rising >= 1
    assert not app.animating()
    assert drawn_over(app, 60) == 0


def test_a_table_waiting_for_a_computer_keeps_going_until_the_human_decides(app):
    seed = next(s for s in range(1, 300) if DdzState.new(s).first_bidder == 1)
    ctl = start_game(app, HUMAN_VS_2, encode(seed), threads=False)
    assert ctl.state.to_act == 1
    slept = loop(app, 6000, until=ctl.my_turn)
    assert ctl.my_turn(), "the computers never passed the turn to the human"
    assert slept == 0  # the deal and the computers' bids never let the app sleep
    # Now it waits for the person: once the "your turn" line has gone, the app sleeps.
    loop(app, 600, until=app.still)
    assert app.still()


def test_hand_off_pulses_a_while_then_waits_still_and_still_answers(app):
    done = []
    app.push(HandoffScene(app, "Player 2", lambda: done.append(True)))
    assert app.animating()
    drive(app, round(PULSE_SECONDS * 60) + 2)
    assert not app.animating()
    assert drawn_over(app, 60) == 0
    key(app, pygame.K_SPACE)
    drive(app, 1)
    assert done == [True]


def test_a_minigame_runs_every_step_without_input(app):
    class Sim:
        done = False

        def feed(self, sample) -> None:
            self.fed = getattr(self, "fed", 0) + 1

    sim = Sim()
    app.push(MinigameScene(app, sim, None, lambda outcome: None))
    drive(app, 2)
    assert app.animating()
    assert drawn_over(app, 10) == 10
    assert sim.fed >= 10


def test_a_focused_text_box_blinks_and_an_unfocused_one_is_still(app):
    from game.ui.scenes.setup import SetupScene

    game = next(g for g in app.games.values() if g.deal_code)
    page = SetupScene(app, game)
    app.push(page)
    drive(app, 2)
    assert not app.animating()
    click(app, app.view.pt(*page.code_box.rect.center))
    drive(app, 1)
    assert page.code_box.focus and app.animating()
    key(app, pygame.K_RETURN)
    drive(app, 1)
    assert not page.code_box.focus and not app.animating()


def test_a_kitchen_waiting_for_computer_chefs_keeps_going_until_the_human_acts(app):
    from game.games.alacarte.controller import start_game as start_kitchen
    from game.games.alacarte.model import AlcState

    seats = [{"kind": "human", "level": "normal"}] + [
        {"kind": "computer", "level": "easy"} for _ in range(2)]
    seed = next(s for s in range(1, 500) if AlcState.new(s, "3p").first == 1)
    ctl = start_kitchen(app, seats, seed=seed)
    app.draw_frames = False  # nothing here looks at pixels; the loop's choice is the same
    slept = loop(app, 20000, until=lambda: ctl.human_to_act() == 0)
    assert ctl.human_to_act() == 0, "the computer chefs never passed the turn"
    assert slept == 0
    loop(app, 600, until=app.still)
    assert app.still()
