"""Every table decision by keyboard: the buttons of a decision (Bao Huang's throne and
declarations, Dou Di Zhu's bids, Guan Dan's choice of reading) take Tab or Left/Right
to move the gold focus ring and Enter or Space to press, and number keys press the
n-th button where the game gives digits no meaning of its own. Driven by posted key
events through the global keys, as the app's loop does (test_control.run)."""

from __future__ import annotations

import pygame

from game.core.dealcode import encode
from game.games.baohuang import controller as bh
from game.games.baohuang.model import Ascend
from game.games.doudizhu.controller import start_game as ddz_start
from game.games.doudizhu.model import Bid
from game.games.guandan import controller as gd
from game.games.guandan.model import GdState, Play
from game.ui.i18n import t
from game.ui.scenes.keys_overlay import KeysOverlay
from tests.ui.conftest import HUMAN_VS_2, draw_every_frame, draw_sparsely, drive
from tests.ui.helpers import seat0_bids_first
from tests.ui.test_baohuang_table import HUMAN_AND_4, code_where, until_my_turn
from tests.ui.test_control import run, tap
from tests.ui.test_guandan_table import HUMAN_AND_3


def ring_key(ctl) -> str:
    return getattr(ctl.strip_ring.current(ctl.scene.buttons), "key", "")


def test_bao_huang_emperor_ascends_by_the_arrows_and_space(app):
    app.settings.anim_speed = "instant"
    ctl = bh.start_game(app, HUMAN_AND_4, code_where(lambda s: s.holder == 0), threads=False)
    until_my_turn(app, ctl, "emperor")
    sc = ctl.scene
    assert sc.help_text == t("keys_help_choose")
    assert "Click" not in sc.help_text
    # The ring is on the first button from the start; the arrows walk the row.
    assert ctl.strip_ring.visible and ring_key(ctl) == sc.buttons[0].key
    app.draw()  # the ring drawn round the focused button
    labels = {b.key: b.label for b in sc.buttons}
    ascend = next(k for k, label in labels.items() if label == "Ascend")
    abdicate = next(k for k, label in labels.items() if label == "Abdicate")
    for _ in range(len(sc.buttons)):
        if ring_key(ctl) == abdicate:
            break
        tap(app, pygame.K_RIGHT)
    assert ring_key(ctl) == abdicate
    for _ in range(len(sc.buttons)):
        if ring_key(ctl) == ascend:
            break
        tap(app, pygame.K_LEFT)
    assert ring_key(ctl) == ascend and ctl.state.emperor is None
    tap(app, pygame.K_SPACE)
    assert ctl.state.emperor == 0
    assert any(isinstance(a, Ascend) for a in ctl.state.actions)


def test_bao_huang_declaration_by_its_number_key_and_listed_in_f1(app):
    app.settings.anim_speed = "instant"
    ctl = bh.start_game(app, HUMAN_AND_4, code_where(lambda s: s.holder == 0), threads=False)
    until_my_turn(app, ctl, "emperor")
    tap(app, pygame.K_F1)
    assert isinstance(app.top, KeysOverlay)
    rows = dict((k, v) for k, v in app.top.rows if k)
    assert rows.get("key_tab_leftright") == "keys_buttons_move"
    assert rows.get("key_numbers") == "keys_buttons_number"
    app.draw()
    tap(app, pygame.K_ESCAPE)  # closes the list only
    assert app.top is ctl.scene
    n = next(i for i, b in enumerate(ctl.scene.buttons) if b.label == "Ascend")
    tap(app, pygame.K_1 + n)  # the Ascend button's number
    assert ctl.state.emperor == 0


def test_dou_di_zhu_bid_by_tab_and_enter(app):
    app.settings.anim_speed = "instant"
    ctl = ddz_start(app, HUMAN_VS_2, seat0_bids_first(), threads=False)
    draw_sparsely(app)
    drive(app, 4000, until=lambda: ctl.my_turn() and ctl.turn_shown)
    draw_every_frame(app)
    drive(app, 3)
    assert ctl.state.phase == "auction" and ctl.my_turn()
    assert ctl.strip_ring.visible and ring_key(ctl) == "bid0"  # No bid: the first
    tap(app, pygame.K_TAB, pygame.K_TAB)
    assert ring_key(ctl) == "bid2"
    tap(app, pygame.K_LEFT)
    assert ring_key(ctl) == "bid1"
    app.draw()
    tap(app, pygame.K_RETURN)
    bids = [a for a in ctl.state.actions if isinstance(a, Bid)]
    assert bids and bids[0].seat == 0 and bids[0].value == 1


def ambiguous_lead() -> tuple[str, list[int]]:
    """A deal where seat 0 leads holding cards the legal list reads two ways."""
    for seed in range(1, 400):
        state = GdState.new(seed)
        if state.to_act != 0 or state.phase != "play":
            continue
        readings: dict[tuple, set] = {}
        for a in state.legal_actions(0):
            if isinstance(a, Play):
                readings.setdefault(tuple(sorted(a.cards)), set()).add(a.reading)
        cards = next((c for c, r in readings.items() if len(r) > 1), None)
        if cards is not None:
            return encode(seed, 0), list(cards)
    raise AssertionError("no deal with two readings")


def readings_of(ctl) -> list[str]:
    """The readings the buttons offer, in order: each button's play, pressed on a copy."""
    out = []
    for b in ctl.scene.buttons:
        if b.key.startswith("reading"):
            seen = []
            real = ctl.try_apply
            ctl.try_apply = seen.append
            try:
                b.on_click()
            finally:
                ctl.try_apply = real
            out.append(seen[0].reading)
    return out


def asked_which_reading(app):
    """A Guan Dan lead of cards that read two ways, picked and played with Enter: the
    table now asks which reading. Returns the controller and the cards."""
    app.settings.anim_speed = "instant"
    code, cards = ambiguous_lead()
    ctl = gd.start_game(app, HUMAN_AND_3, code, threads=False)
    draw_sparsely(app)
    drive(app, 8000, until=lambda: ctl.my_turn() and ctl.turn_shown)
    draw_every_frame(app)
    drive(app, 3)
    ctl.scene.set_selected(ctl.state.pack.codes(cards))
    run(app, 2)
    tap(app, pygame.K_RETURN)
    return ctl, cards


def test_guan_dan_reading_chosen_by_keys(app):
    ctl, cards = asked_which_reading(app)
    sc = ctl.scene
    shown = readings_of(ctl)
    keys = [b.key for b in sc.buttons]
    assert keys[:2] == ["reading0", "reading1"] and keys[-1] == "back"
    assert ctl.state.history == []
    assert ctl.strip_ring.visible and ring_key(ctl) == "reading0"
    assert sc.help_text == t("keys_help_choose")
    tap(app, pygame.K_RETURN)  # Enter answers now; it no longer asks again
    assert len(ctl.state.history) == 1
    played = ctl.state.actions[-1]
    assert sorted(played.cards) == sorted(cards) and played.reading == shown[0]


def test_guan_dan_reading_by_number_and_back_by_arrows(app):
    ctl, cards = asked_which_reading(app)
    sc = ctl.scene
    n = len(sc.buttons)
    for _ in range(n):
        tap(app, pygame.K_RIGHT)
    assert ring_key(ctl) == "back"
    tap(app, pygame.K_SPACE)  # Back: the play strip again, no ring
    assert [b.key for b in sc.buttons] == ["pass", "hint", "play"]
    assert not ctl.strip_ring.visible and ctl.state.history == []
    tap(app, pygame.K_RETURN)  # asked again
    assert sc.buttons[1].key == "reading1"
    shown = readings_of(ctl)
    tap(app, pygame.K_2)  # the second reading
    assert len(ctl.state.history) == 1
    played = ctl.state.actions[-1]
    assert sorted(played.cards) == sorted(cards) and played.reading == shown[1]


def test_guan_dan_return_by_keys_the_hand_keeps_space(app):
    from game.games.guandan.shots import tribute_table
    from tests.ui.test_guandan_table import until_my_turn as gd_until

    app.settings.anim_speed = "instant"
    ctl = tribute_table(app)
    gd_until(app, ctl, "return")
    sc = ctl.scene
    assert [b.key for b in sc.buttons] == ["hint", "return"]
    assert not ctl.strip_ring.visible  # the hand is in use: no ring until Tab
    tap(app, pygame.K_TAB)
    assert ctl.strip_ring.visible and ring_key(ctl) == "hint"
    tap(app, pygame.K_RETURN)  # Hint, pressed by Enter: a card to give back is picked
    picked = sc.selected_codes()
    assert len(picked) == 1 and ctl.state.phase == "return"
    tap(app, pygame.K_TAB)
    assert ring_key(ctl) == "return"
    tap(app, pygame.K_SPACE)  # Space stays the hand's pick key: nothing given back yet
    assert ctl.state.phase == "return"
    sc.set_selected(picked)
    run(app, 2)
    tap(app, pygame.K_RETURN)  # Enter presses the focused Give back
    record = next(r for r in ctl.state.tributes if r["to"] == 0)
    assert ctl.state.pack.code(record["returned"]) == picked[0]
