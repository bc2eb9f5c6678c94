"""The climbing tables' terms explain themselves under the pointer, in both languages
(issue 29): Guan Dan's "wild ♥n", Bao Huang's calls (Ascend, Abdicate, Rebel...) and its
×2, Dou Di Zhu's "doubled ×2/×1", and the tracker's bJ and RJ columns. A posted mouse
motion over the term draws its help with the table's tooltip (seat_panels'
draw_tooltip, as the role badges do)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.i18n import t
from game.ui.table import seat_panels
from tests.ui.conftest import drive


@pytest.fixture
def tooltips(monkeypatch) -> list[str]:
    """The text of every tooltip the table draws."""
    shown: list[str] = []
    real = seat_panels.draw_tooltip

    def record(surf, view, text, *args, **kwargs):
        shown.append(text)
        return real(surf, view, text, *args, **kwargs)

    monkeypatch.setattr(seat_panels, "draw_tooltip", record)
    return shown


def point_at(app, level_pos) -> None:
    pos = app.view.pt(*level_pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    drive(app, 2)


def spot(app, key: str) -> pygame.Rect:
    found = [r for k, r in app.top.ctl.help_spots() if k == key]
    assert found, f"no part of the table explains {key!r}"
    return found[0]


def hover(app, key: str, tooltips: list[str]) -> str:
    """Point at the part explained by `key`; the tooltip then drawn."""
    tooltips.clear()
    point_at(app, spot(app, key).center)
    app.draw()
    assert tooltips, f"no tooltip over {key!r}"
    return tooltips[-1]


def in_both_languages(app, key: str, tooltips: list[str]) -> None:
    assert hover(app, key, tooltips) == t(key)
    i18n.set_language("zh")
    app.top.on_language()
    drive(app, 1)
    zh = hover(app, key, tooltips)
    assert zh == i18n.STRINGS[key]["zh"] and zh != i18n.STRINGS[key]["en"]
    i18n.set_language("en")
    app.top.on_language()


def test_guan_dans_wild_and_jokers_explain_themselves(app, tooltips):
    from tests.ui.test_guandan_table import we_lead

    app.settings.anim_speed = "instant"
    we_lead(app)
    status = app.top.anchors["status"].rect
    wild = spot(app, "gd_wild_help")
    assert status.contains(wild) and wild.x > status.x + 100  # on the words, not the line
    point_at(app, (status.x + 30, status.centery))  # "Hand 1": nothing to explain
    app.draw()
    assert not tooltips
    in_both_languages(app, "gd_wild_help", tooltips)
    in_both_languages(app, "gd_tracker_bj_help", tooltips)
    in_both_languages(app, "gd_tracker_rj_help", tooltips)
    # The two joker columns are the last two of the tracker, side by side.
    bj, rj = spot(app, "gd_tracker_bj_help"), spot(app, "gd_tracker_rj_help")
    assert bj.right <= rj.left + 1 and rj.right <= app.top.anchors["tracker"].rect.right


def test_bao_huangs_calls_explain_what_they_do(app, tooltips):
    from game.core.dealcode import encode
    from game.games.baohuang.controller import start_game
    from game.games.baohuang.model import BhState
    from tests.ui.test_baohuang_table import HUMAN_AND_4, until_my_turn

    app.settings.anim_speed = "instant"
    seed = next(s for s in range(1, 5000) if BhState.new(s, "ls").holder == 0)
    ctl = start_game(app, HUMAN_AND_4, encode(seed, 0), threads=False)
    until_my_turn(app, ctl, "emperor")
    in_both_languages(app, "bh_btn_ascend_help", tooltips)
    in_both_languages(app, "bh_btn_abdicate_help", tooltips)
    in_both_languages(app, "bh_tracker_bj_help", tooltips)
    in_both_languages(app, "bh_tracker_rj_help", tooltips)


def test_a_commoner_sees_what_rebel_means(app, tooltips):
    from game.games.baohuang.shots import declare_scene

    app.settings.anim_speed = "instant"
    declare_scene(app, guard=False)
    assert [b.key for b in app.top.buttons] == ["d0", "d1"]
    in_both_languages(app, "bh_btn_quiet_help", tooltips)
    in_both_languages(app, "bh_btn_rebel_help", tooltips)


def test_bao_huangs_doubling_says_why(app, tooltips):
    from game.games.baohuang.shots import declare_scene

    app.settings.anim_speed = "instant"
    declare_scene(app, guard=True)  # the human declared himself the guard
    assert app.top.status.endswith(t("bh_doubled"))
    in_both_languages(app, "bh_doubled_guard_help", tooltips)


def test_dou_di_zhus_doubling_and_jokers_explain_themselves(app, tooltips):
    from game.games.doudizhu.shots import options_scene

    app.settings.anim_speed = "instant"
    options_scene(app, "double")  # the human landlord; both farmers doubled
    assert "doubled ×2/×2" in app.top.status
    in_both_languages(app, "ddz_doubles_help", tooltips)
    in_both_languages(app, "ddz_tracker_bj_help", tooltips)
    in_both_languages(app, "ddz_tracker_rj_help", tooltips)
