"""The table's log: in pass-and-play it holds only what everyone may know (whoever holds
the device can open it: no one's drawn cards), and a resumed game's log is the one the
game had (its actions played again from the deal)."""

from __future__ import annotations

from game.games.sanguosha.controller import SgsController, load_save, resume_game
from game.games.sanguosha.table import SgsTableScene
from game.ui.app import App
from game.ui.scenes.title import TitleScene
from game.ui.settings import Settings
from tests.conformance.helpers import GAMES
from tests.sanguosha.test_full_game import play_to_results
from tests.ui.conftest import drive


def fresh_app() -> App:
    app = App((1280, 720), Settings(anim_speed="fast"), games=GAMES)
    app.push(TitleScene(app))
    return app


def test_a_pass_and_play_log_holds_no_ones_private_cards_and_resumes_whole(app):
    seats = [{"kind": "human" if s in (0, 2) else "computer", "level": "normal"}
             for s in range(5)]
    ctl = SgsController(app, seats, seed=21, threads=False)
    app.push(SgsTableScene(app, ctl))
    drive(app, 1)
    from tests.sanguosha import test_full_game

    test_full_game.MAX_FRAMES, frames = 4000, test_full_game.MAX_FRAMES
    try:
        play_to_results(app, ctl, 21)
    except AssertionError:
        pass  # a few thousand frames of the game: enough to have drawn cards
    finally:
        test_full_game.MAX_FRAMES = frames
    lines = [text for _, _, text in ctl.log_lines()]
    assert lines, "nothing was logged"
    drawn_seen = [text for text in lines if "draws" in text and any(s in text for s in "♠♥♣♦")]
    assert not drawn_seen, drawn_seen[:3]  # "Player 3 draws Slash ♠7" would tell all
    data = load_save()
    again = fresh_app()
    resumed = resume_game(again, data, threads=False)
    assert [text for _, _, text in resumed.log_lines()] == lines
