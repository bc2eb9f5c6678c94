"""The play history panel through posted events: L and its button toggle it, it lists
the hand's plays and passes in order by seat, it keeps a trick after the table has
cleared it, and in Bao Huang it shows nothing the viewer may not see."""

from __future__ import annotations

import pygame

from game.games.baohuang import controller as bh
from game.ui.i18n import STRINGS, t
from tests.ui.conftest import click, draw_sparsely, drive, key
from tests.ui.helpers import human_leads, human_turn_by_controller


def shown_history(ctl) -> list[tuple[str, list[str] | None]]:
    """What the panel should list: the viewer's observed history, seat names given."""
    return [(ctl.name_of(seat), codes) for seat, codes in ctl.obs()["history"]]


def test_the_l_key_and_the_log_button_toggle_the_panel(app):
    ctl = human_leads(app)
    sc = app.top
    assert sc.history.available and not sc.history.open
    assert ("L", "keys_history") in sc.keys_help()  # the F1 list names it
    key(app, pygame.K_l)
    drive(app, 1)
    assert sc.history.open
    app.draw()
    key(app, pygame.K_l)
    drive(app, 1)
    assert not sc.history.open
    click(app, app.view.pt(*sc.history.button.rect.center))
    drive(app, 1)
    assert sc.history.open
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2))
    drive(app, 1)
    assert sc.history.scroll == 2
    assert ctl.my_turn()  # the key, the button and the wheel took nothing from the game


def test_the_panel_lists_the_plays_in_order_and_keeps_the_last_trick(app):
    ctl = human_leads(app)
    sc = app.top
    key(app, pygame.K_l)
    # Play on (the person plays the hint or passes) until a trick has been cleared
    # from the table and the next one has begun.
    for _ in range(6000):
        drive(app, 1)
        obs = ctl.obs()
        starts = [s for s in obs["round_starts"] if s > 0]
        if starts and len(obs["history"]) > starts[0] and not ctl.pending and not sc.busy:
            break
        if ctl.my_turn() and sc.buttons and not sc.busy:
            human_turn_by_controller(ctl)
    first_end = starts[0]
    entries = sc.history.entries
    assert [(name, codes) for name, codes, _ in entries] == shown_history(ctl)
    assert entries[0][0] == t("you") and entries[0][2] == t("history_trick", n=1)
    assert entries[first_end][2] == t("history_trick", n=2)
    assert all(note == "" for _, _, note in entries[1:first_end])
    # The first trick's cards left the table but are still listed in the open panel.
    first_trick = [c for _, codes, _ in entries[:first_end] if codes for c in codes]
    on_table = {c for pile in sc.piles.values() for c in pile}
    assert first_trick and not on_table & set(first_trick)
    listed = [c for kind, what in sc.history.lines(300) if kind == "cards" for c in what[1]]
    assert listed[:len(first_trick)] == first_trick
    assert sc.history.open
    app.draw()


def test_bao_huang_history_shows_only_what_the_viewer_saw(app):
    """Every frame of a whole hand: the listed cards are never hidden from the viewer,
    the list is the viewer's observed history, and no role is named in it."""
    seats = [{"kind": "computer", "level": "easy"} for _ in range(5)]
    ctl = bh.start_game(app, seats, threads=False)
    draw_sparsely(app)
    key(app, pygame.K_l)
    role_words = {STRINGS[k][lang] for k in ("role_emperor", "role_guard", "role_rebel",
                                             "role_commoner") for lang in ("en", "zh")}
    checked = 0
    for _ in range(30000):
        drive(app, 1)
        if app.top is not ctl.scene or app.top.history.entries is None:
            continue
        state, entries = ctl.state, app.top.history.entries
        hidden = set(state.pack.codes(state.hidden_from(ctl.viewer)))
        listed = {c for _, codes, _ in entries if codes for c in codes}
        assert not listed & hidden
        assert [(n, c) for n, c, _ in entries] == shown_history(ctl)[:len(entries)]
        assert not any(word in text for name, _, note in entries for text in (name, note)
                       for word in role_words)
        checked += bool(listed)
        if state.is_terminal():
            break
    assert ctl.state.is_terminal() and checked > 20
