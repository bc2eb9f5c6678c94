"""Statistics: the store written at once after each finished hand, the page reached from
the browser tile (its Stats button or S), and a damaged file said and started afresh."""

from __future__ import annotations

import json

import pygame

from game.ui import notices, stats
from game.ui.i18n import t
from game.ui.scenes.browser import BrowserScene
from game.ui.scenes.stats import StatsScene
from tests.ui.conftest import click, drive, key
from tests.ui.test_browser import open_browser, widget


def test_record_counts_hands_roles_matches_and_bests(home):
    stats.record("doudizhu", ["role_landlord"], True, 6)
    stats.record("doudizhu", ["role_farmer"], False, -3, match_won=True)
    stats.record("alacarte", [], True, 31, bests={"alc_stats_best_stars": 2})
    stats.record("alacarte", [], False, 12, bests={"alc_stats_best_stars": 1})
    games, problem = stats.load()
    assert problem is None
    d, a = games["doudizhu"], games["alacarte"]
    assert (d.hands, d.won, d.matches, d.matches_won, d.best) == (2, 1, 1, 1, 6)
    assert d.roles == {"role_landlord": [1, 1], "role_farmer": [1, 0]}
    assert (a.hands, a.won, a.best, a.bests) == (2, 1, 31, {"alc_stats_best_stars": 2})
    on_disk = json.loads((home / "stats.json").read_text(encoding="utf-8"))
    assert on_disk["games"]["doudizhu"]["hands"] == 2


def test_the_stats_page_from_the_tile_button_and_the_s_key(app):
    stats.record("doudizhu", ["role_landlord"], True, 12)
    stats.record("doudizhu", ["role_farmer"], False, -6)
    browser = open_browser(app)
    button = widget(browser, "stats_doudizhu")
    click(app, app.view.pt(*button.rect.center))
    drive(app, 2)
    page = app.top
    assert isinstance(page, StatsScene) and page.game.key == "doudizhu"
    rows = dict(page.summary())
    assert rows[t("stats_hands")] == "2" and rows[t("stats_won")].startswith("1 ")
    assert rows[t("stats_best")] == "+12"
    app.draw()
    key(app, pygame.K_ESCAPE)
    drive(app, 2)
    assert isinstance(app.top, BrowserScene)
    i = [g.key for g in browser.games].index("alacarte")
    browser.focus = i
    key(app, pygame.K_s)
    drive(app, 2)
    assert isinstance(app.top, StatsScene) and app.top.game.key == "alacarte"
    assert app.top.stats is None  # nothing played yet: the page says so
    app.draw()


def test_a_damaged_stats_file_is_said_set_aside_and_counting_starts_again(app, home):
    (home / "stats.json").write_text('{"version": 1, "games": {"doudizhu": {"hands": -4}}}',
                                     encoding="utf-8")
    browser = open_browser(app)
    browser.focus = [g.key for g in browser.games].index("doudizhu")
    key(app, pygame.K_s)
    drive(app, 2)
    page = app.top
    assert isinstance(page, StatsScene)
    assert page.stats is None and "damaged" in page.message
    assert (home / "stats.json.bad").exists() and not (home / "stats.json").exists()
    app.draw()
    stats.record("doudizhu", ["role_farmer"], True, 2)
    assert stats.load()[0]["doudizhu"].hands == 1


def test_a_hand_recorded_over_a_damaged_file_posts_a_notice(home):
    (home / "stats.json").write_text("not json", encoding="utf-8")
    notices.take()
    stats.record("guandan", ["role_gd_team_0"], False, -1)
    said = [n.text for n in notices.take()]
    assert said and "damaged" in said[0]
    assert stats.load()[0]["guandan"].hands == 1


def failing_disk(monkeypatch) -> None:
    """Every stats write fails as on a full disk; the failure not yet said."""
    def full(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(stats, "atomic_write_json", full)
    monkeypatch.setattr(stats, "_write_error", None)


def test_a_failed_stats_write_is_said_once_until_a_write_works(home, monkeypatch):
    real = stats.atomic_write_json
    failing_disk(monkeypatch)
    notices.take()
    stats.record("doudizhu", ["role_farmer"], True, 2)
    stats.record("doudizhu", ["role_farmer"], False, -2)
    said = [n.text for n in notices.take()]
    assert said == [t("stats_failed", reason="No space left on device")]
    monkeypatch.setattr(stats, "atomic_write_json", real)
    stats.record("doudizhu", ["role_farmer"], True, 2)  # written: nothing to say
    assert not notices.take() and stats.load()[0]["doudizhu"].hands == 1
    failing_disk(monkeypatch)
    monkeypatch.setattr(stats, "_write_error", None)
    stats.record("doudizhu", ["role_farmer"], True, 2)  # failing again: said again
    assert len(notices.take()) == 1


def test_a_failed_stats_write_is_said_on_the_table_once(app, monkeypatch):
    from tests.ui.helpers import human_leads

    ctl = human_leads(app)
    failing_disk(monkeypatch)
    notices.take()
    ctl.record_stats({"landlord": 0, "deltas": [4, -2, -2]})
    text = t("stats_failed", reason="No space left on device")
    assert ctl.scene.effects.message == text  # on the table's own message line
    said = []
    ctl.say_save_failed = said.append
    ctl.record_stats({"landlord": 0, "deltas": [4, -2, -2]})
    assert said == [] and not notices.take()  # said once, not at every hand
    app.draw()


def test_pass_and_play_counts_a_hand_once_and_each_persons_role(app):
    from game.games.doudizhu.controller import start_game
    from tests.ui.conftest import PASS_AND_PLAY

    ctl = start_game(app, PASS_AND_PLAY, threads=False)  # seats 0 and 1 are people
    ctl.record_stats({"landlord": 0, "deltas": [4, -2, -2]})  # seat 0 won, seat 1 lost
    g = stats.load()[0]["doudizhu"]
    assert (g.hands, g.won, g.shared, g.best) == (1, 1, 1, 4)
    assert g.roles == {"role_landlord": [1, 1], "role_farmer": [1, 0]}
    ctl.record_stats({"landlord": 2, "deltas": [-2, -2, 4]})  # the computer won
    g = stats.load()[0]["doudizhu"]
    assert (g.hands, g.won, g.shared, g.best) == (2, 1, 2, 4)
    assert g.roles == {"role_landlord": [1, 1], "role_farmer": [3, 0]}
    page = StatsScene(app, app.games["doudizhu"])
    app.push(page)
    drive(app, 1)
    assert page.shared() and dict(page.summary())[t("stats_hands")] == "2"
    app.draw()


def test_one_person_and_only_computers(app):
    from game.games.doudizhu.controller import start_game
    from tests.ui.conftest import ALL_COMPUTER, HUMAN_VS_2

    start_game(app, ALL_COMPUTER, threads=False).record_stats(
        {"landlord": 0, "deltas": [4, -2, -2]})
    assert "doudizhu" not in stats.load()[0]  # nobody of the device played
    app.pop()
    ctl = start_game(app, HUMAN_VS_2, threads=False)
    ctl.record_stats({"landlord": 1, "deltas": [-2, 4, -2]})
    g = stats.load()[0]["doudizhu"]
    assert (g.hands, g.won, g.shared, g.roles) == (1, 0, 0, {"role_farmer": [1, 0]})
    page = StatsScene(app, app.games["doudizhu"])
    assert not page.shared()


def test_a_pass_and_play_kitchen_counts_its_game_once(app, monkeypatch):
    """Two people cooked one game: it is one game on the device, won if either won."""
    from game.games.alacarte.controller import start_game

    seats = [{"kind": "human", "level": "normal"}, {"kind": "human", "level": "normal"}]
    ctl = start_game(app, seats)
    monkeypatch.setattr(ctl.state, "placings", lambda: [2, 1])
    monkeypatch.setattr(ctl.state, "returns", lambda: [10, 19])
    ctl.record_stats()
    g = stats.load()[0]["alacarte"]
    assert (g.hands, g.won, g.shared, g.best) == (1, 1, 1, 19)
