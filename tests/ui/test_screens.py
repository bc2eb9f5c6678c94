"""Menus, settings, language switching, layout and card art."""

from __future__ import annotations

import json

import pygame

from game.ui import fonts, i18n
from game.ui.cardart import CardArt
from game.ui.layout import Level, View
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.settings import Settings
from game.ui.table import TableScene
from tests.ui.conftest import click, drive


def _cell_center(app, choice, value):
    cell = dict(choice._cells())[value]
    return app.view.pt(*cell.center)


def test_settings_language_switch_is_live_and_saved(app, home):
    title = app.top
    app.push(SettingsScene(app))
    drive(app, 1)
    lang = next(w for w in app.top.widgets if w.key == "language")
    click(app, _cell_center(app, lang, "zh"))
    drive(app, 2)
    assert i18n.language() == "zh"
    assert i18n.t("btn_back") == "返回"
    saved = json.loads((home / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "zh"
    back = next(w for w in app.top.widgets if getattr(w, "key", "") == "back")
    assert back.label == "返回"
    click(app, app.view.pt(*back.rect.center))
    drive(app, 2)
    assert app.top is title
    assert any(getattr(w, "label", "") == "新游戏" for w in title.widgets)


def test_settings_speed_and_volume(app, home):
    app.push(SettingsScene(app))
    sc = app.top
    anim = next(w for w in sc.widgets if w.key == "anim")
    vol = next(w for w in sc.widgets if w.key == "volume")
    click(app, _cell_center(app, anim, "slow"))
    click(app, _cell_center(app, vol, "25"))
    drive(app, 2)
    assert app.settings.anim_speed == "slow" and app.settings.volume == 0.25
    assert Settings.load().anim_speed == "slow"


def test_picker_starts_a_table_from_a_deal_code(app):
    from game.core.dealcode import encode

    app.push(SetupScene(app, app.games["doudizhu"]))
    picker = app.top
    picker.code_box.text = encode(12345)
    start = next(w for w in picker.widgets if getattr(w, "key", "") == "start")
    click(app, app.view.pt(*start.rect.center))
    drive(app, 2)
    assert isinstance(app.top, TableScene)
    assert app.top.controller.state.seed == 12345
    assert type(app.scenes[0]).__name__ == "TitleScene" and len(app.scenes) == 2


def test_picker_rejects_a_bad_deal_code(app):
    app.push(SetupScene(app, app.games["doudizhu"]))
    picker = app.top
    picker.code_box.text = "ZZZZ-ZZZZZ"
    picker.start()
    assert picker.message and app.top is picker


def test_picker_seat_choices(app):
    app.push(SetupScene(app, app.games["doudizhu"]))
    picker = app.top
    kind1 = next(w for w in picker.widgets if w.key == "kind1")
    click(app, _cell_center(app, kind1, "human"))
    drive(app, 1)
    assert picker.seats[1]["kind"] == "human"
    assert not any(getattr(w, "key", "") == "level1" for w in picker.widgets)
    level2 = next(w for w in picker.widgets if w.key == "level2")
    click(app, _cell_center(app, level2, "hard"))
    drive(app, 1)
    assert picker.seats[2]["level"] == "hard"


def test_letterbox_view():
    v = View((1280, 720), (2560, 1440))
    assert v.scale == 2 and v.pt(640, 360) == (1280, 720)
    v.resize((1000, 1000))
    assert abs(v.scale - 1000 / 1280) < 1e-9
    assert v.pt(0, 0)[0] == 0 and v.pt(0, 0)[1] > 100  # bars above and below
    x, y = v.to_level(v.pt(300, 200))
    assert abs(x - 300) < 1 and abs(y - 200) < 1


def test_level_has_every_anchor_the_table_uses():
    level = Level.named("doudizhu")
    assert level.size == (1280, 720)
    need = {"hand_0", "hand_1", "hand_2", "played_0", "played_1", "played_2", "kitty", "deck",
            "info_0", "info_1", "info_2", "buttons", "table", "message", "status"}
    assert need <= set(level.anchors)
    assert level.anchors["hand_1"].x > level.anchors["hand_2"].x  # seat 1 sits on the right


def test_resize_keeps_table_working(app):
    from tests.ui.helpers import human_leads

    ctl = human_leads(app)
    app.resize((2560, 1440))
    drive(app, 3)
    assert app.view.scale == 2
    assert app.screen.get_size() == (2560, 1440)
    img = app.art.get(ctl.scene.hand[0], app.view.len(ctl.scene.card_w))
    assert img.get_width() == 176


def test_card_art_cached_and_jokers_distinct(app):
    art = CardArt()
    a = art.get("AS", 80)
    assert art.get("AS", 80) is a
    assert art.get("AS", 100).get_width() == 100
    red, black = art.get("RJ", 80), art.get("BJ", 80)
    diff = sum(1 for x in range(0, 80, 4) for y in range(0, 112, 4)
               if red.get_at((x, y)) != black.get_at((x, y)))
    assert diff > 100
    assert art.get(None, 80, False) is art.get("AS", 80, False)  # one back for all
    rot = art.get("KH", 80, True, 31)
    assert art.get("KH", 80, True, 30) is rot  # angles are quantised


def test_every_string_has_both_languages_and_glyphs():
    for key, entry in i18n.STRINGS.items():
        assert set(entry) >= {"en", "zh"}, key
        assert entry["en"] and entry["zh"], key
    pygame.freetype.init()
    for lang in ("en", "zh"):
        for key, entry in i18n.STRINGS.items():
            assert fonts.missing_glyphs(entry[lang]) == [], (key, lang)


def test_bench_frames_reports_per_frame_times():
    from game.games import catalogue
    from game.ui.runner import bench_frames

    times = bench_frames(catalogue.load()["doudizhu"], (1280, 720), frames=90)
    assert len(times) == 90 and all(t > 0 for t in times)


def test_model_refusals_are_translated():
    from game.core.protocol import IllegalAction
    from game.games.doudizhu.controller import refusal_text
    from game.games.doudizhu.rules import classify, parse_cards, why_not

    def c(text):
        return classify(parse_cards(text))

    low, same_len = why_not(c("33"), c("44")), why_not(c("345678"), c("34567"))
    turn = IllegalAction("turn", "It is not your turn.")
    i18n.set_language("zh")
    assert refusal_text(turn) == "还没轮到你。"
    assert refusal_text(low) == "你的对子大不过桌上的对子。"
    assert refusal_text(same_len) == "须出同样长度的顺子，或出炸弹。"
    i18n.set_language("en")
    for refusal in (low, same_len, turn, why_not(None, None), why_not(c("3"), c("BR"))):
        assert refusal_text(refusal) == str(refusal)  # the English table says what the model says


def test_sounds_are_synthesised_or_silent(app):
    from game.ui.sound import Sounds

    s = app.sounds
    if s.enabled and s.wait(30):  # the dummy audio driver usually opens a mixer
        assert {"deal", "play", "pass", "bomb", "rocket", "win"} <= set(s.names)
        s.set_volume(0.3)
        assert abs(s._sounds["bomb"].get_volume() - 0.3) < 0.01
    s.play("bomb")  # never raises, with or without a device
    silent = Sounds.__new__(Sounds)
    silent.enabled, silent.volume, silent._sounds = False, 1.0, {}
    silent.play("win")


def test_deal_code_box_takes_typed_text(app):
    from game.core.dealcode import encode

    app.push(SetupScene(app, app.games["doudizhu"]))
    picker = app.top
    box = picker.code_box
    click(app, app.view.pt(*box.rect.center))
    code = encode(777)
    for ch in code.lower():
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0,
                                         unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=code[-1]))
    drive(app, 2)
    assert box.text == code
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, scancode=0))
    drive(app, 1)
    assert not box.focus
    picker.start()
    drive(app, 2)
    assert isinstance(app.top, TableScene) and app.top.controller.state.seed == 777
