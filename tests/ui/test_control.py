"""Control: the in-game menu (pause, Rules, Settings, Leave), the keys on every page,
the global keys (F1, F11, Alt+Enter), what the table's main button offers, and
results sheets that only a fresh key press dismisses. Driven by posted events; every
event goes through `global_keys.handle` first, in the app's loop."""

from __future__ import annotations

import pygame

from game.core.dealcode import encode
from game.games.alacarte.table import KitchenScene
from game.games.doudizhu import GAME
from game.games.doudizhu.controller import start_game
from game.games.doudizhu.results import ResultsScene
from game.ui.scenes.browser import BrowserScene
from game.ui.scenes.dialog import ConfirmScene
from game.ui.scenes.keys_overlay import KeysOverlay
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings_scene import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.title import TitleScene
from game.ui.table import TableScene
from tests.ui.conftest import ALL_COMPUTER, HUMAN_VS_2, draw_sparsely
from tests.ui.helpers import human_leads


def run(app, frames: int = 1, until=None) -> int:
    """Frames of fake time; the app hands each event to the global keys first, as its
    loop does."""
    for i in range(frames):
        app.frame(1 / 60)
        if until is not None and until():
            return i + 1
    return frames


def down(k: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode,
                                         scancode=0))


def up(k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="",
                                         scancode=0))


def tap(app, *keys: int, mod: int = 0) -> None:
    """Press and let go of each key in turn, a frame for each."""
    for k in keys:
        down(k, mod)
        up(k, mod)
        run(app, 1)


def press_widget(app, widgets, name: str) -> None:
    w = next(w for w in widgets if getattr(w, "key", "") == name)
    pos = app.view.pt(*w.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run(app, 2)


def computer_table(app):
    app.settings.anim_speed = "instant"
    ctl = start_game(app, ALL_COMPUTER, threads=False)
    run(app, 3000, until=lambda: len(ctl.state.history) >= 3)
    assert len(ctl.state.history) >= 3
    return ctl


# -- the in-game menu -------------------------------------------------------------------

def test_esc_pauses_a_computer_table_and_resume_goes_on(app):
    ctl = computer_table(app)
    tap(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and app.top.game.key == "doudizhu"
    before = ctl.state.to_json()
    run(app, 900)  # fifteen seconds of game time: no computer moves under the menu
    assert ctl.state.to_json() == before and isinstance(app.top, PauseScene)
    press_widget(app, app.top.widgets, "resume")
    assert isinstance(app.top, TableScene)
    run(app, 3000, until=lambda: ctl.state.to_json() != before)
    assert ctl.state.to_json() != before, "the game did not go on after Resume"


def test_the_menu_button_opens_the_menu_and_esc_resumes(app):
    computer_table(app)
    press_widget(app, app.top.fixed_buttons, "menu")
    assert isinstance(app.top, PauseScene)
    tap(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TableScene)


def test_leave_asks_first_then_returns_to_the_title_with_the_game_saved(app):
    ctl = computer_table(app)
    tap(app, pygame.K_ESCAPE)
    press_widget(app, app.top.widgets, "leave")
    assert isinstance(app.top, ConfirmScene)
    tap(app, pygame.K_ESCAPE)  # Esc keeps playing: back to the menu, the table still up
    assert isinstance(app.top, PauseScene) and app.find(TableScene) is not None
    press_widget(app, app.top.widgets, "leave")
    press_widget(app, app.top.widgets, "yes")
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1
    saved = GAME.load_save()
    assert saved["state"]["actions"] == ctl.state.to_json()["actions"]
    assert app.top.save_game == "doudizhu"
    press_widget(app, app.top.widgets, "resume")
    assert isinstance(app.top, TableScene)
    assert app.top.controller.state.history == ctl.state.history


def test_rules_and_settings_open_from_the_menu_and_come_back(app):
    computer_table(app)
    tap(app, pygame.K_ESCAPE)
    pause = app.top
    press_widget(app, pause.widgets, "rules")
    assert isinstance(app.top, RulesScene) and [g.key for g in app.top.games] == ["doudizhu"]
    tap(app, pygame.K_ESCAPE)
    assert app.top is pause
    press_widget(app, pause.widgets, "settings")
    assert isinstance(app.top, SettingsScene)
    tap(app, pygame.K_ESCAPE)
    assert app.top is pause


def test_the_leave_dialog_by_keys(app):
    ctl = computer_table(app)
    tap(app, pygame.K_ESCAPE)
    assert app.top.ring.key == "resume"
    tap(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN)
    assert app.top.ring.key == "leave"
    tap(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmScene) and app.top.ring.key == "yes"
    tap(app, pygame.K_LEFT)  # to "Keep playing"
    assert app.top.ring.key == "no"
    tap(app, pygame.K_RETURN)
    assert isinstance(app.top, PauseScene) and app.top.ring.key == "leave"
    tap(app, pygame.K_RETURN)
    tap(app, pygame.K_TAB)  # Tab steps round the two answers
    assert app.top.ring.key == "no"
    tap(app, pygame.K_TAB, pygame.K_RETURN)
    assert isinstance(app.top, TitleScene)
    assert GAME.load_save()["state"]["actions"] == ctl.state.to_json()["actions"]


def test_esc_on_the_hand_off_screen_opens_the_menu_over_it(app):
    from game.ui.scenes.handoff import HandoffScene
    from tests.ui.conftest import PASS_AND_PLAY

    ctl = start_game(app, PASS_AND_PLAY, threads=False)
    run(app, 600, until=lambda: isinstance(app.top, HandoffScene))
    handoff = app.top
    assert isinstance(handoff, HandoffScene)
    shown = []
    real_get = app.art.get
    app.art.get = lambda code, *a, **kw: shown.append(code) or real_get(code, *a, **kw)
    tap(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and app.scenes[-2] is handoff
    app.draw()
    assert shown == []  # the menu is over the hand-off screen: no card shows
    tap(app, pygame.K_ESCAPE)
    assert app.top is handoff
    run(app, 30)
    tap(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and ctl.handoff_for is None


# -- keys on the menu pages -------------------------------------------------------------

def test_title_by_keys(app):
    title = app.top
    assert title.ring.current(title.widgets).key == "new"
    tap(app, pygame.K_DOWN)
    assert title.ring.key == "settings" and title.ring.visible
    tap(app, pygame.K_RETURN)
    assert isinstance(app.top, SettingsScene)
    tap(app, pygame.K_ESCAPE)
    assert app.top is title
    tap(app, pygame.K_TAB)  # Tab: on from Settings to Rules
    tap(app, pygame.K_RETURN)
    assert isinstance(app.top, RulesScene)
    tap(app, pygame.K_ESCAPE)
    tap(app, pygame.K_UP, pygame.K_UP, pygame.K_RETURN)
    assert isinstance(app.top, BrowserScene)


def test_a_set_up_page_by_keys_player_count(app):
    app.push(SetupScene(app, app.games["alacarte"]))
    page = app.top
    assert page.players == 4 and page.ring.key == "start"
    tap(app, pygame.K_TAB)  # from Start round to the first row: the player count
    assert page.ring.key == "players"
    tap(app, pygame.K_LEFT)
    assert page.players == 3
    assert sum(1 for w in page.widgets if w.key.startswith("kind")) == 3
    tap(app, pygame.K_LEFT, pygame.K_LEFT)
    assert page.players == 2
    tap(app, pygame.K_DOWN)  # the next row down
    assert page.ring.key != "players"
    tap(app, pygame.K_TAB, pygame.K_TAB, pygame.K_TAB, pygame.K_TAB, pygame.K_TAB,
        pygame.K_TAB)
    # Shift+Tab back from wherever Tab got to reaches Start again the other way round.
    for _ in range(12):
        if page.ring.key == "start":
            break
        tap(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert page.ring.key == "start"
    tap(app, pygame.K_RETURN)
    assert isinstance(app.top, KitchenScene) and app.top.ctl.players == 2


def test_a_set_up_page_by_keys_toggle_code_and_start(app):
    app.push(SetupScene(app, app.games["doudizhu"]))
    page = app.top
    if len(page.game.seats) > 1:  # the options are those of three players
        tap(app, pygame.K_TAB)
        assert page.ring.key == "players"
        while page.players > 3:
            tap(app, pygame.K_LEFT)
    toggles = [w.key for w in page.widgets if w.key.startswith("opt_")]
    option = toggles[0][len("opt_"):]
    was = page.options[option]
    tap(app, pygame.K_TAB)  # the next control: the first option
    assert page.ring.key == toggles[0]
    tap(app, pygame.K_RETURN)
    assert page.options[option] == (not was)
    tap(app, pygame.K_SPACE)
    assert page.options[option] == was
    # Down the rows to the deal code box; it takes the typing.
    for _ in range(12):
        if page.ring.key == "deal_code":
            break
        tap(app, pygame.K_DOWN)
    assert page.ring.key == "deal_code" and page.code_box.focus
    code = encode(4242)
    for ch in code:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    run(app, 1)
    assert page.code_box.text == code.upper()
    tap(app, pygame.K_RETURN)  # done typing: on to the next control
    assert not page.code_box.focus
    for _ in range(4):
        if page.ring.key == "start":
            break
        tap(app, pygame.K_TAB)
    tap(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and app.top.controller.state.seed == 4242


# -- global keys ------------------------------------------------------------------------

def test_f1_shows_the_keys_of_the_screen_and_any_key_hides_them(app):
    human_leads(app)
    table = app.top
    tap(app, pygame.K_F1)
    assert isinstance(app.top, KeysOverlay)
    labels = [label for label, _ in app.top.rows]
    assert "P" in labels and "F11" in labels and "Esc" in labels
    run(app, 2)  # drawn over the table
    tap(app, pygame.K_a)
    assert app.top is table
    tap(app, pygame.K_F1)
    tap(app, pygame.K_F1)  # F1 again hides it too
    assert app.top is table
    tap(app, pygame.K_F1)
    pos = app.view.pt(640, 360)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run(app, 1)
    assert app.top is table


def test_f11_and_alt_enter_toggle_full_screen(app):
    from game.ui.settings import Settings

    assert app.settings.fullscreen is False
    tap(app, pygame.K_F11)
    assert app.settings.fullscreen is True and Settings.load().fullscreen is True
    tap(app, pygame.K_RETURN, mod=pygame.KMOD_LALT)
    assert app.settings.fullscreen is False
    assert isinstance(app.top, TitleScene)  # Alt+Enter did not reach the title's Enter
    down(pygame.K_F11)
    down(pygame.K_F11)  # a held key repeats: it does not flip the screen back
    run(app, 1)
    assert app.settings.fullscreen is True
    up(pygame.K_F11)
    press_widget(app, app.top.widgets, "settings")
    tap(app, pygame.K_F11)  # the settings page shows the setting as the key left it
    choice = next(w for w in app.top.widgets if w.key == "fullscreen")
    assert app.settings.fullscreen is False and choice.value == "off"


# -- the main button --------------------------------------------------------------------

def test_play_is_enabled_only_for_a_legal_selection(app):
    ctl = human_leads(app)
    sc = app.top

    def play_enabled() -> bool:
        return next(b for b in sc.buttons if b.key == "play").enabled

    assert not play_enabled()  # nothing picked
    hand = [c for c in sc.hand if c[1] != "J"]
    single = hand[0]
    other_rank = next(c for c in hand if c[0] != single[0])
    sc.set_selected([single])
    run(app, 1)
    assert play_enabled()
    sc.set_selected([single, other_rank])  # two ranks: no play
    run(app, 1)
    assert not play_enabled()
    assert not ctl.legal_with_cards(ctl.state.pack.from_codes([single, other_rank]))
    sc.set_selected([single])
    run(app, 1)
    assert play_enabled()


def test_pass_is_the_primary_button_when_nothing_beats(app):
    app.settings.anim_speed = "instant"
    draw_sparsely(app)
    seen = False
    for seed in range(1, 40):
        ctl = start_game(app, HUMAN_VS_2, encode(seed), threads=False)
        for _ in range(20000):
            run(app, 1)
            if ctl.state.is_terminal():
                break
            if not ctl.my_turn() or not app.top.buttons:
                continue
            if ctl.state.phase != "play":
                ctl.bid(3)
                continue
            if ctl.only_pass():
                buttons = {b.key: b for b in app.top.buttons}
                assert buttons["pass"].style == "primary" and buttons["pass"].enabled
                assert buttons["play"].style != "primary"
                seen = True
                break
            ctl.hint()
            ctl.play_selected()
        if seen:
            break
        while len(app.scenes) > 1:
            app.pop()
    assert seen, "never faced a play nothing beats"


# -- results sheets ---------------------------------------------------------------------

def test_a_held_key_does_not_dismiss_the_results_but_a_fresh_press_does(app):
    ctl = computer_table(app)
    draw_sparsely(app)
    down(pygame.K_RETURN)  # pressed during the hand and held down
    run(app, 1)
    run(app, 60000, until=lambda: isinstance(app.top, ResultsScene))
    run(app, 40)  # past the sheet's first moment, when it takes no press
    sheet = app.top
    assert isinstance(sheet, ResultsScene)
    hands = len(ctl.match.hand_seeds)
    for _ in range(5):  # the held key repeats
        down(pygame.K_RETURN)
        run(app, 1)
    assert app.top is sheet
    up(pygame.K_RETURN)
    run(app, 1)
    assert app.top is sheet
    tap(app, pygame.K_RETURN)  # a fresh press: the next hand
    assert isinstance(app.top, TableScene) and len(ctl.match.hand_seeds) == hands + 1


def test_results_buttons_by_keys(app):
    computer_table(app)
    draw_sparsely(app)
    run(app, 60000, until=lambda: isinstance(app.top, ResultsScene))
    run(app, 40)  # past the sheet's first moment, when it takes no press
    sheet = app.top
    assert sheet.ring.key == "next"
    tap(app, pygame.K_LEFT)
    assert sheet.ring.key == "menu" and sheet.ring.visible
    tap(app, pygame.K_RETURN)  # Menu: the game's menu over the sheet, as on the table
    assert isinstance(app.top, PauseScene) and app.scenes[-2] is sheet
    tap(app, pygame.K_ESCAPE)
    assert app.top is sheet


def test_esc_on_a_results_sheet_opens_the_game_menu_resume_and_leave(app):
    ctl = computer_table(app)
    draw_sparsely(app)
    run(app, 60000, until=lambda: isinstance(app.top, ResultsScene))
    run(app, 40)  # past the sheet's first moment, when it takes no press
    sheet = app.top
    hands = len(ctl.match.hand_seeds)
    assert ("Esc", "keys_menu") in sheet.keys_help()
    tap(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and app.top.game.key == "doudizhu"
    assert app.scenes[-2] is sheet  # the menu is over the sheet, the table below it
    app.draw()
    press_widget(app, app.top.widgets, "resume")
    assert app.top is sheet and len(ctl.match.hand_seeds) == hands  # nothing moved on
    tap(app, pygame.K_ESCAPE)
    tap(app, pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN)  # Resume, Rules, Settings, Leave
    tap(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmScene), "Leave did not ask first"
    tap(app, pygame.K_ESCAPE)  # keep playing: back to the menu over the sheet
    assert isinstance(app.top, PauseScene) and app.scenes[-2] is sheet
    press_widget(app, app.top.widgets, "leave")
    press_widget(app, app.top.widgets, "yes")
    assert isinstance(app.top, TitleScene) and len(app.scenes) == 1
    saved = GAME.load_save()
    assert saved["state"]["actions"] == ctl.state.to_json()["actions"] and saved["recorded"]
    assert app.top.save_game == "doudizhu"


def test_guan_dan_play_is_enabled_for_a_pair_made_with_a_wild(app):
    from game.games.guandan import controller as gd
    from game.games.guandan import rules
    from game.games.guandan.model import FACES, GdState
    from tests.ui.conftest import drive

    def has_wild(s: GdState) -> bool:
        return s.to_act == 0 and any(rules.is_wild(FACES[c], s.level) for c in s.hands[0])

    seed = next(s for s in range(1, 5000) if has_wild(GdState.new(s)))
    seats = [{"kind": "human", "level": "normal"}] + [{"kind": "computer", "level": "easy"}] * 3
    ctl = gd.start_game(app, seats, encode(seed, 0), threads=False)
    drive(app, 8000, until=lambda: ctl.my_turn() and ctl.turn_shown)
    run(app, 3)
    sc, state = app.top, ctl.state
    hand = state.hands[0]
    wild = next(c for c in hand if rules.is_wild(FACES[c], state.level))
    plain = [c for c in hand if not rules.is_wild(FACES[c], state.level)
             and FACES[c][0] < 15]  # not a joker
    x = plain[0]
    y = next(c for c in plain if FACES[c][0] != FACES[x][0])

    def play_enabled(cards) -> bool:
        sc.set_selected(state.pack.codes(cards))
        run(app, 1)
        return next(b for b in sc.buttons if b.key == "play").enabled

    assert play_enabled([x, wild])  # a pair: the wild stands for the other card
    assert not play_enabled([x, y])  # two ranks: no play
    assert play_enabled([y])


def test_f1_lists_each_screens_own_keys(app):
    tap(app, pygame.K_F1)
    assert "Esc" not in [label for label, _ in app.top.rows]  # the title has no Back
    tap(app, pygame.K_F1)
    tap(app, pygame.K_RETURN)  # New game: the browser
    assert isinstance(app.top, BrowserScene)
    tap(app, pygame.K_F1)
    assert {"R", "S", "Esc"} <= {label for label, _ in app.top.rows}
    app.draw()
    tap(app, pygame.K_ESCAPE)  # any key closes the list, and only the list
    assert isinstance(app.top, BrowserScene)


# -- the minigame frame: Esc before a person's gesture starts ---------------------------

def test_esc_before_my_pour_starts_opens_the_menu_at_once_and_resume_returns(app):
    import json

    from game.games.alacarte.minigames import PourMinigame
    from tests.ui.test_alacarte_table import (
        choose_first_dish,
        human_kitchen,
        pour_gesture,
        pt,
        stroke,
        until_human_acts,
    )

    ctl = human_kitchen(app)
    choose_first_dish(app, ctl, 9)  # Hippo: pepper and lemon
    until_human_acts(app, ctl)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                         pos=pt(app, *app.top.dispenser_rect("P").center)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1,
                                         pos=pt(app, *app.top.dispenser_rect("P").center)))
    run(app, 120, until=lambda: isinstance(app.top, PourMinigame))
    pour = app.top
    assert isinstance(pour, PourMinigame) and not pour.computer and pour.idle()
    assert ("Esc", "keys_menu") in pour.keys_help()
    pending = json.dumps(ctl.state.snapshot(), sort_keys=True)
    tap(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and app.top.game.key == "alacarte"
    assert app.scenes[-2] is pour and not pour.menu_after
    app.draw()
    run(app, 120)  # the pour waits under the menu
    press_widget(app, app.top.widgets, "resume")
    assert app.top is pour and pour.sim.phase == "waiting" and not pour.sim.done
    assert json.dumps(ctl.state.snapshot(), sort_keys=True) == pending
    assert ctl.state.actions_left == 3  # the action is not spent
    stroke(app, pour_gesture())  # the pour still works after Resume
    run(app, 600, until=lambda: pour.sim.done)
    assert pour.sim.done and pour.sim.poured


def test_esc_once_my_flip_has_begun_waits_for_its_end_but_not_before(app):
    from game.games.alacarte.minigames import FlipMinigame
    from tests.ui.test_alacarte_table import human_kitchen, pt

    ctl = human_kitchen(app)
    done = []
    ctl.flip_done = lambda seat, outcome: done.append(outcome)
    flip = FlipMinigame(app, ctl, 0, 7, None, 1)
    app.push(flip)
    run(app, 2)
    assert flip.idle()
    tap(app, pygame.K_ESCAPE)  # not begun: the menu now
    assert isinstance(app.top, PauseScene) and app.scenes[-2] is flip
    tap(app, pygame.K_ESCAPE)  # Esc on the menu resumes
    assert app.top is flip and flip.idle() and not done
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                         pos=pt(app, *flip.sim.layout.start)))
    run(app, 20)
    assert not flip.idle() and not flip.sim.done
    tap(app, pygame.K_ESCAPE)  # under way: the menu once it ends
    assert app.top is flip and flip.menu_after
    assert ("Esc", "keys_menu_after") in flip.keys_help()


def test_right_on_an_option_chip_stays_in_its_row(app):
    """On the set-up page the arrows sideways move along a row of option chips and stop
    at its end: they never jump to the Players row above and change the count."""
    from game.games import catalogue

    app.push(SetupScene(app, catalogue.load()["werewolf"]))
    page = app.top
    players = page.players
    chip = next(w for w in page.widgets if w.key == "opt_hunter")
    page.ring.focus(chip, page.widgets)
    for _ in range(6):
        tap(app, pygame.K_RIGHT)
    assert page.players == players
    assert page.ring.key.startswith("opt_")
    row = {w.key for w in page.widgets if w.rect.y == chip.rect.y}
    assert page.ring.key in row


def test_the_set_up_page_remembers_the_last_choices(app):
    """Started once with three Go-Stop players and an option changed, the page opens
    with them next time (kept in the settings)."""
    from game.games import catalogue
    from game.ui.settings import Settings

    game = catalogue.load()["gostop"]
    app.push(SetupScene(app, game))
    page = app.top
    page.set_players(3)
    page._set(1, "kind", "human")
    option = next(o for o in game.options if not o.toggle)
    other = next(v for v in option.values if v != page.options[option.key])
    page._set_option(option.key, other)
    page.start()
    saved = Settings.load().setups["gostop"]
    assert saved["players"] == 3 and saved["options"][option.key] == other
    again = SetupScene(app, game)
    assert again.players == 3 and again.options[option.key] == other
    assert again.seats[1]["kind"] == "human"
