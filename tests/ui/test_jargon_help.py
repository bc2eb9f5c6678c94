"""Jargon is explained where it appears: every set-up option says its rule in one line
under the pointer (or the keyboard focus), and the table's tracker, role-guess chip and
a said "…" say what they are under the pointer. Driven by posted pygame events; what
is checked is the help's text and that it is drawn on screen."""

from __future__ import annotations

import pygame
import pytest

from game.core.dealcode import encode
from game.games import catalogue
from game.games.baohuang import controller as bh
from game.games.baohuang.model import BhState
from game.games.baohuang.ruleset import VARIANTS
from game.ui import i18n
from game.ui.scenes.setup import SetupScene
from tests.ui.conftest import drive, key
from tests.ui.helpers import human_leads

HUMAN_AND_4 = [{"kind": "human", "level": "normal"}] + [
    {"kind": "computer", "level": "easy"} for _ in range(4)]


def move(app, level_point) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.view.pt(*level_point),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    drive(app, 2)


def pixels(app, level_rect: pygame.Rect) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.screen.subsurface(app.view.rect(level_rect)), "RGB")


def test_every_option_of_every_game_explains_itself_in_both_languages():
    games = catalogue.load()
    seen = 0
    for game in games.values():
        for option in game.options:
            keys = [option.help_key()] if option.toggle else [
                option.help_key(v) for v in option.values]
            for k in keys:
                assert k and i18n.has(k), (game.key, option.key, k)
                entry = i18n.STRINGS[k]
                assert entry["en"] and entry["zh"], k
                assert len(entry["en"]) <= 120, (k, "one line")
                seen += 1
    assert seen >= 9  # Bao Huang 5, Guan Dan 3, A la Carte 2 at least


def open_setup(app, key_: str, players: int | None = None) -> SetupScene:
    scene = SetupScene(app, app.games[key_])
    if players is not None:
        scene.set_players(players)
    app.push(scene)
    drive(app, 2)
    return scene


def chip(scene: SetupScene, option_key: str):
    return next(w for w in scene.widgets if getattr(w, "key", "") == f"opt_{option_key}")


@pytest.mark.parametrize("game,option", [("guandan", "return_any"), ("baohuang", "roast")])
def test_hovering_an_option_chip_shows_its_rule_under_it(app, game, option):
    scene = open_setup(app, game)
    w = chip(scene, option)
    below = pygame.Rect(w.rect.x, w.rect.bottom + 8, w.rect.w, 24)
    bare = pixels(app, below)
    move(app, w.rect.center)
    found = scene.option_under_help()
    assert found is not None and found[0].key == option and found[1] is None
    assert pixels(app, below) != bare  # the help box is drawn under the chip
    move(app, (scene.panel_rect.x + 10, scene.panel_rect.bottom - 10))  # off the chips
    assert scene.option_under_help() is None
    assert pixels(app, below) == bare


def test_each_cell_of_a_choice_explains_its_own_value(app):
    scene = open_setup(app, "alacarte", players=2)
    w = chip(scene, "end")
    move(app, (w.rect.x + w.rect.w * 0.25, w.rect.centery))
    option, value, _ = scene.option_under_help()
    assert (option.key, value) == ("end", "7")
    move(app, (w.rect.x + w.rect.w * 0.75, w.rect.centery))
    option, value, rect = scene.option_under_help()
    assert (option.key, value) == ("end", "5") and rect.x > w.rect.centerx - 2
    assert "5" in i18n.t(option.help_key(value))


def test_the_help_follows_the_keyboard_focus(app):
    scene = open_setup(app, "guandan")
    if not hasattr(scene, "ring"):
        pytest.skip("the set-up page has no keyboard focus ring yet")
    move(app, (scene.panel_rect.x + 10, scene.panel_rect.bottom - 10))
    for _ in range(len(scene.widgets)):
        key(app, pygame.K_TAB)
        drive(app, 1)
        found = scene.option_under_help()
        if found is not None:
            break
    assert found is not None and found[0].key in {o.key for o in app.games["guandan"].options}
    w = chip(scene, found[0].key)
    assert found[2] == w.rect


def test_hovering_the_card_tracker_explains_it(app):
    ctl = human_leads(app)
    sc = ctl.scene
    a = sc.anchors["tracker"].rect
    below = pygame.Rect(a.x, a.bottom + 10, a.w, 20)
    bare = pixels(app, below)
    move(app, a.center)
    assert sc.panels.help_at(sc.panels.pointer)[0] == "tracker_help"
    assert pixels(app, below) != bare
    i18n.set_language("zh")
    assert "记牌器" in i18n.t("tracker_help")


def test_hovering_a_role_guess_chip_and_a_quiet_seat_explains_them(app):
    app.settings.anim_speed = "instant"
    # Seat 4 holds the emperor card and ascends; we are a commoner: the other seats'
    # roles are hidden from us, a chip on each.
    seed = next(s for s in range(1, 5000) if BhState.new(s, "ls").holder == 4)
    ctl = bh.start_game(app, HUMAN_AND_4, encode(seed, VARIANTS.index("ls")), threads=False)
    drive(app, 8000, until=lambda: ctl.state.phase == "declare" and ctl.my_turn())
    drive(app, 5)
    assert ctl.state.guard != 0 and ctl.state.emperor != 0
    sc = ctl.scene
    pos = next(p for p in range(1, 5) if sc.chip_rect(p) is not None)
    move(app, sc.chip_rect(pos).center)
    assert sc.panels.help_at(sc.panels.pointer)[0] == "guess_chip_help"
    # Stay quiet, then hover a seat whose "…" says it stayed quiet too.
    ctl.try_apply(next(a for a in ctl.state.legal_actions(0)
                         if getattr(a, "choice", "") == "quiet"))
    drive(app, 8000, until=lambda: any(sc.infos[p].said and sc.infos[p].said[0] ==
                                       "bh_said_quiet" for p in range(1, 5)))
    drive(app, 30)
    quiet = next((p for p in range(1, 5) if sc.panels.said_rect(p) is not None
                  and sc.infos[p].said[0] == "bh_said_quiet"), None)
    if quiet is None:
        pytest.fail("no seat stayed quiet on this deal")
    move(app, sc.panels.said_rect(quiet).center)
    assert sc.panels.help_at(sc.panels.pointer)[0] == "bh_said_quiet_help"


def test_bao_huang_commoner_is_not_dou_di_zhus_farmer():
    catalogue.load()
    assert i18n.STRINGS["role_commoner"]["en"] == "Commoner"
    assert i18n.STRINGS["role_farmer"]["en"] == "Farmer"
    assert i18n.STRINGS["guess_commoner"]["en"] == "C?"


def test_every_role_and_tag_badge_explains_itself_in_both_languages():
    """Landlord, Farmer, Emperor, Guard, Partner...: every badge a card table can show
    says what it means under the pointer (`<label>_help`)."""
    import importlib

    seen = 0
    for game_key in ("doudizhu", "baohuang", "guandan"):
        module = importlib.import_module(f"game.games.{game_key}.controller")
        controller = next(v for name, v in vars(module).items()
                          if name.endswith("Controller") and hasattr(v, "role_styles")
                          and v.role_styles)
        for style in controller.role_styles.values():
            if style.label.startswith(("place_", "gd_place_")):
                continue  # a finishing place says itself
            entry = i18n.STRINGS.get(f"{style.label}_help")
            assert entry and entry["en"] and entry["zh"], style.label
            seen += 1
    assert seen >= 14


def test_hovering_the_landlord_badge_says_what_a_landlord_is(app):
    ctl = human_leads(app)  # seat 0 won the auction: the landlord
    sc = app.top
    app.draw()
    label, rect = next((lb, r) for lb, r in sc.panels.badge_rects if lb == "role_landlord")
    move(app, rect.center)
    found = sc.panels.help_at(sc.panels.pointer)
    assert found is not None and found[0] == "role_landlord_help"
    assert ctl.state.landlord == 0
