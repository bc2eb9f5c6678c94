"""The kitchen's play history and fast forward, driven by posted events: L and the Log
button toggle a panel listing the game's actions chef by chef; an all-computer kitchen
offers fast forward (F or its button), which reaches the results far sooner; a
kitchen with a person in it never offers it."""

from __future__ import annotations

import pygame

from game.games.alacarte.controller import AlcController, start_game
from game.games.alacarte.model import AlcState, ChooseDish
from game.games.alacarte.results import AlcResultsScene
from game.games.alacarte.table import KitchenScene
from game.ui import i18n
from tests.ui.conftest import click, draw_sparsely, drive, key
from tests.ui.test_alacarte_table import COMPUTERS, HUMAN, human_kitchen, pt

EASY = [{"kind": "computer", "level": "easy"} for _ in range(4)]


def words(ctl) -> list[str]:
    return [text for _note, _seat, text in ctl.history_lines()]


def test_l_and_the_log_button_toggle_the_history(app):
    human_kitchen(app)
    scene = app.top
    assert not scene.history.open
    key(app, pygame.K_l)
    drive(app, 2)
    assert scene.history.open
    app.draw()
    key(app, pygame.K_l)
    drive(app, 2)
    assert not scene.history.open
    click(app, pt(app, *scene.history.button.rect.center))
    drive(app, 2)
    assert scene.history.open
    # A press on the open panel is the panel's: nothing under it is clicked.
    click(app, pt(app, *scene.history.rect().center))
    drive(app, 2)
    assert scene.history.open and app.top is scene
    click(app, pt(app, *scene.history.button.rect.center))
    drive(app, 2)
    assert not scene.history.open


def test_the_history_lists_each_action_by_chef_in_order(app):
    ctl = human_kitchen(app)
    scene = app.top
    assert words(ctl) == []
    dish = next(a for a in ctl.legal_actions(0) if isinstance(a, ChooseDish) and a.dish)
    click(app, pt(app, *scene.market_slot(dish.dish).center))  # the person's first dish
    drive(app, 60 * 60, until=lambda: ctl.human_to_act() == 0
          and ctl.state.phase == "action" and not scene.busy and not ctl.pending)
    lines = ctl.history_lines()
    name = ctl.state.data.dishes[dish.dish].name
    assert lines[0] == (False, 0, f"chose {name}")  # the person chose first
    assert [seat for note, seat, _ in lines[:4]] == [0, 1, 2, 3]  # then each computer
    assert any(note for note, _s, _t in lines), "no turn heading"
    before = len(lines)
    key(app, pygame.K_RETURN)  # Roll heat, the highlighted action
    drive(app, 120, until=lambda: not scene.busy and not ctl.pending)
    new = words(ctl)[before:]
    assert new and new[0].startswith("rolled "), new
    key(app, pygame.K_l)
    drive(app, 2)
    app.draw()  # the open panel draws every line
    rows = scene.history.rows(290)
    assert any(text.startswith("rolled ") for _kind, _seat, text in rows)


def test_a_resumed_game_keeps_its_history_and_it_reads_in_chinese(app):
    ctl = start_game(app, EASY, seed=5)
    draw_sparsely(app)
    drive(app, 60 * 40, until=lambda: len(ctl.state.actions) >= 12 and not ctl.pending)
    shown = words(ctl)
    saved = AlcState.from_json(ctl.state.to_json())
    again = AlcController(app, EASY, state=saved)
    assert words(again)[:len(shown) - 3] == shown[:len(shown) - 3]
    i18n.set_language("zh")
    assert any("选了" in w for w in words(again))


def test_fast_forward_brings_an_all_computer_kitchen_to_its_results(app):
    ctl = start_game(app, EASY, seed=3)
    draw_sparsely(app)
    drive(app, 30)
    scene = ctl.scene
    assert ctl.fast_forward_offered() and scene.fast_forward.shown
    assert ("F", "alc_keys_fast_forward") in scene.keys_help()
    drive(app, 1500)
    assert not ctl.state.is_terminal(), "at the chosen speed a dinner takes much longer"
    while app.top is not scene:  # a computer's pour on screen: back at the kitchen
        drive(app, 1)
    key(app, pygame.K_f)
    frames = drive(app, 1500, until=lambda: isinstance(app.top, AlcResultsScene))
    assert isinstance(app.top, AlcResultsScene), "fast forward did not reach the results"
    assert frames < 1500
    assert ctl.fast_forwarding and not scene.fast_forward.shown
    assert any("finished" in w for w in words(ctl))


def test_a_kitchen_with_a_person_offers_no_fast_forward(app):
    ctl = human_kitchen(app, [HUMAN] + COMPUTERS)
    drive(app, 30)
    assert not ctl.fast_forward_offered() and not app.top.fast_forward.shown
    key(app, pygame.K_f)
    drive(app, 2)
    assert not ctl.fast_forwarding
    assert isinstance(app.top, KitchenScene)


def test_the_open_history_writes_14_px_or_more(app, monkeypatch):
    from game.ui import fonts

    ctl = start_game(app, EASY, seed=3)
    draw_sparsely(app)
    key(app, pygame.K_f)
    drive(app, 600, until=lambda: len(ctl.log) > 60)
    ctl.scene.history.open = True
    sizes = []
    render = fonts.render

    def measured(text, size, *args, **kwargs):
        sizes.append((text, int(size)))
        return render(text, size, *args, **kwargs)

    monkeypatch.setattr(fonts, "render", measured)
    ctl.scene.draw(app.screen)
    small = {(text, size) for text, size in sizes if text.strip() and size < 14}
    assert sizes and not small, small
