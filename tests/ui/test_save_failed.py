"""A save that cannot be written (disk full, folder gone or read-only) is said once,
on screen, and the game goes on (issue 12)."""

from __future__ import annotations

from game.games.alacarte.controller import AlcController
from game.games.climbing.controller import ClimbingController
from game.ui import notices, session
from game.ui.saves import save_path
from tests.ui.conftest import drive
from tests.ui.helpers import human_leads

real_write = session.atomic_write_json


def disk_full(path, data):
    raise OSError(28, "No space left on device")


def spy(monkeypatch, controller_class) -> list[str]:
    """What the tables of `controller_class` say about failed saves from now on (still
    said on screen)."""
    said: list[str] = []
    real_say = controller_class.say_save_failed

    def say(self, text: str) -> None:
        said.append(text)
        real_say(self, text)

    monkeypatch.setattr(controller_class, "say_save_failed", say)
    return said


def test_a_save_that_cannot_be_written_is_said_once_and_the_game_goes_on(app, monkeypatch):
    posted = spy(monkeypatch, ClimbingController)
    monkeypatch.setattr(session, "atomic_write_json", disk_full)
    ctl = human_leads(app)  # the deal's autosave already failed
    assert ctl.session.save_error == "No space left on device"
    assert len(posted) == 1 and "could not be saved" in posted[0]
    assert "No space left on device" in posted[0]
    # Said on the table's own message line, in the colour of a refusal.
    effects = ctl.scene.effects
    assert effects.message == posted[0] and effects.message_error
    app.draw()

    # The game goes on: a play is taken, saved (and failed) again, not said again.
    held = len(ctl.state.hands[0])
    ctl.hint()
    ctl.play_selected()
    assert len(ctl.state.hands[0]) < held and not ctl.my_turn()
    assert drive(app, 1200, until=ctl.my_turn) < 1200  # both computers took their turns
    assert ctl.session.save_error and len(posted) == 1

    # The message ends by itself.
    drive(app, 40, dt=1.0)
    assert effects.message_time <= 0

    # A write that works clears it, so a new failure is news again.
    monkeypatch.setattr(session, "atomic_write_json", real_write)
    ctl.autosave()
    assert ctl.session.save_error is None and save_path("doudizhu").exists()
    monkeypatch.setattr(session, "atomic_write_json", disk_full)
    ctl.autosave()
    assert len(posted) == 2


def test_a_controller_may_say_a_failed_save_its_own_way(monkeypatch, home):
    notices.take()
    said = []
    s = session.Session("doudizhu", [{"kind": "human"}], on_save_failed=said.append)

    def gone(path, data):
        raise FileNotFoundError(2, "No such file or directory")

    monkeypatch.setattr(session, "atomic_write_json", gone)
    assert s.autosave({}) is False and s.autosave({}) is False
    assert said == [session.t("save_failed", reason="No such file or directory")]
    assert notices.take() == []


def test_every_table_says_it_once_the_kitchen_too(app, monkeypatch):
    """Once per table: A la Carte's kitchen says it over its own scene, and a new table
    (a new session) says it again."""
    posted = spy(monkeypatch, AlcController)
    monkeypatch.setattr(session, "atomic_write_json", disk_full)
    game = app.games["alacarte"]
    seats = [{"kind": "human", "level": "normal"}, {"kind": "computer", "level": "easy"}]
    ctl = game.start(app, seats, game.default_options(), 7)
    drive(app, 240)  # the computer chef and the kitchen go on; saves keep failing
    assert type(app.top).__name__ == "KitchenScene" and len(posted) == 1
    assert "could not be saved" in app.top.message
    assert ctl.session.save_error
    app.pop()  # leaving autosaves (and fails) without a word
    drive(app, 2)
    assert len(posted) == 1
    game.start(app, seats, game.default_options(), 8)
    drive(app, 2)
    assert len(posted) == 2


def test_news_waits_while_a_held_warning_shows(app, monkeypatch):
    monkeypatch.setattr(session, "atomic_write_json", disk_full)
    ctl = human_leads(app)
    effects = ctl.scene.effects
    warning = effects.message
    ctl.scene.flash("Your turn")  # news does not hide the warning...
    assert effects.message == warning and effects.message_error
    drive(app, 9 * 60)  # ...it shows once the warning has had its time
    assert effects.message == "Your turn" and not effects.message_error
    ctl.scene.flash("That is not a play.", error=True)  # an unheld message is replaced
    ctl.scene.flash("Hint 1 of 2")
    assert effects.message == "Hint 1 of 2"
