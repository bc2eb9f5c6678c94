"""Every game through its real table controller, headless: a game saved mid-hand
resumes to the same state, and the smoke start (computer seats only) plays to its
results."""

from __future__ import annotations

import random

from game.core.playout_check import check_state
from game.ui.app import App
from game.ui.saves import save_path
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from tests.conformance.helpers import GAMES, each_game
from tests.ui.conftest import draw_sparsely, drive

SEED = 7
ACTIONS_BEFORE_SAVE = 6  # actions (by anyone) taken before the save is read
# Frames of DT seconds: the app runs its fixed-step updates for the whole DT and draws
# once, so a game plays exactly as at 60 frames a second with fewer (costly) draws.
DT = 0.25
FRAMES = 4 * 60 * 5  # the frame bound of every drive: five minutes of game time


def fresh_app() -> App:
    """A second app, as after quitting and starting again (the same data folder)."""
    app = App((1280, 720), Settings(anim_speed="fast"), games=GAMES)
    app.push(TitleScene(app))
    return app


def one_human(game) -> list[dict]:
    return [{"kind": "human", "level": "normal"}] + [
        {"kind": "computer", "level": "easy"} for _ in range(game.seats[-1] - 1)]


def play_some(app, ctl, actions: int) -> None:
    """Drive the table until `actions` actions have changed the state; the human at
    seat 0 takes a random legal action when its turn has been on screen a moment."""
    rng = random.Random(SEED)
    changes, waited = 0, 0
    last = ctl.state.to_json()
    for _ in range(FRAMES):
        drive(app, 1, dt=DT)
        now = ctl.state.to_json()
        if now != last:
            changes, last, waited = changes + 1, now, 0
            if changes >= actions:
                return
        state = ctl.state
        if state.to_act == 0 and not state.is_terminal():
            legal = state.legal_actions(0)
            waited += 1
            if legal and waited > 2:
                ctl.apply(rng.choice(legal))
    raise AssertionError(f"only {changes} of {actions} actions in {FRAMES} frames")


@each_game
def test_a_saved_game_resumes_to_the_same_state(app, game):
    draw_sparsely(app)  # no pixel is looked at; every scene is still drawn
    ctl = game.start(app, one_human(game), game.default_options(), SEED, threads=False)
    play_some(app, ctl, ACTIONS_BEFORE_SAVE)
    data = game.load_save(save_path(game.key))
    live = ctl.state.to_json()
    if "state" in data:
        assert data["state"] == live, "the autosave is behind the game"

    again = fresh_app()
    resumed = game.resume(again, data, threads=False)
    assert resumed.state.to_json() == live
    assert again.top is not again.scenes[0], "resume pushed no table"
    # the resumed table plays on
    drive(again, 20, dt=DT)
    check_state(resumed.state, len(resumed.state.returns()), f"{game.key} after resuming")


@each_game
def test_the_smoke_start_plays_to_its_results(app, game):
    app.settings.anim_speed = "instant"
    draw_sparsely(app)  # no pixel is looked at; every scene is still drawn
    seats = [{"kind": "computer", "level": level} for level in game.smoke.levels]
    seed = SEED if game.smoke.seed is None else game.smoke.seed  # a smoke seed or a fixed one
    ctl = game.start(app, seats, game.default_options(), seed, threads=False)
    frames = drive(app, FRAMES, until=lambda: ctl.results_pushed, dt=DT)
    assert ctl.results_pushed, f"no results after {frames} frames"
    assert ctl.state.is_terminal()
