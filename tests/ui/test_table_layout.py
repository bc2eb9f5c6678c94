"""Where things sit on every card table: the open play history covers no seat, pile or
card of the hand, the button strip ends above a raised card of the hand, and a dialog
over the table hides what is under its panel."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.ui.app import Scene
from game.ui.i18n import t
from game.ui.scenes.dialog import ConfirmScene
from game.ui.scenes.keys_overlay import KeysOverlay
from game.ui.scenes.pause import PauseScene
from game.ui.table import TableScene
from game.ui.table.history import card_band
from game.ui.table.zones import RAISE, STRIP_INSET
from game.ui.widgets import Button
from tests.ui.conftest import drive
from tests.ui.test_table_seats import FakeController

# The levels the shared card table lays out (a hand per seat); a game with a table of
# its own (the kitchen, Sanguosha's oval) has levels without them.
TABLES = sorted(p.stem for p in Path("levels").glob("*.tmx")
                if p.stem != "menu" and 'name="hand_0"' in p.read_text(encoding="utf-8"))


def test_every_card_table_is_checked():
    assert {"doudizhu", "doudizhu_4p", "guandan", "baohuang"} <= set(TABLES)


def raised_hand(sc: TableScene) -> pygame.Rect:
    """The viewer's hand cards with a selected one raised (level units)."""
    a = sc.anchors["hand_0"]
    h = sc.card_w * 1.41
    return pygame.Rect(a.x, a.y + a.h / 2 - h / 2 - RAISE, a.w, h + RAISE)


def covered(sc: TableScene, anchors: dict, name: str) -> pygame.Rect:
    """What an anchor's things cover: a pile its cards' band, anything else its rect."""
    if name.startswith("played_"):
        return card_band(anchors[name], sc.played_w * 1.41)
    return pygame.Rect(anchors[name].rect)


def seat_rects(sc: TableScene) -> dict[str, pygame.Rect]:
    """Every seat's panel, every other seat's face-down stack and every play pile."""
    return {name: covered(sc, sc.anchors, name) for name in sc.anchors
            if name.startswith(("info_", "played_"))
            or (name.startswith("hand_") and name != "hand_0")}


@pytest.mark.parametrize("level", TABLES)
def test_the_open_play_history_covers_no_seat_no_pile_and_no_hand(app, level):
    sc = TableScene(app, FakeController(), level)
    sc.history.entries = []
    before = seat_rects(sc)
    sc.history.toggle()
    assert sc.history.open
    panel = sc.history.rect()
    assert panel.w >= 240 and panel.h >= 280, panel  # room for a dozen lines
    assert pygame.Rect(0, 0, *sc.level.size).contains(panel)
    after = seat_rects(sc)
    for name, r in after.items():
        assert not panel.colliderect(r), (level, name, r, panel)
    assert not panel.colliderect(raised_hand(sc)), level
    for name in ("buttons", "message", "menu", "status", "tracker", "board", "kitty"):
        if name in sc.anchors:
            assert not panel.colliderect(sc.anchors[name].rect), (level, name)
    assert not panel.colliderect(sc.history.button.rect), level
    # Making room made no new overlap: a pile (and the table's middle, where the
    # banner shows) still clear of every seat panel and stack it was clear of, and a
    # pile wide enough for three cards side by side.
    for name, r in after.items():
        if name.startswith("played_"):
            assert r.w >= 3.5 * sc.played_w, (level, name, r)
    squeezed = [n for n in sc.anchors if n.startswith(("played_", "reveal_"))]
    for name in squeezed + ["table", "center_text"]:
        r, was = covered(sc, sc.anchors, name), covered(sc, sc.history.base, name)
        for other, o in after.items():
            if name.startswith("reveal_") and other.startswith("played_"):
                continue  # a hand's last play and the cards left may meet at its end
            if other != name and not was.colliderect(before[other]):
                assert not r.colliderect(o), (level, name, other)
    # Closed, the table is the level's own again.
    sc.history.toggle()
    assert seat_rects(sc) == before


@pytest.mark.parametrize("level", TABLES)
def test_the_button_strip_ends_above_a_raised_card(app, level):
    sc = TableScene(app, FakeController(), level)
    b = sc.anchors["buttons"]
    strip = pygame.Rect(b.x, b.y, b.w, b.h - STRIP_INSET)
    assert strip.bottom <= raised_hand(sc).top, (level, strip, raised_hand(sc))
    # The message line stays above the strip.
    assert sc.anchors["message"].rect.bottom <= strip.top


class Stripes(Scene):
    """A screen under a dialog: stripes of one colour pair or another."""

    def __init__(self, app, colors) -> None:
        super().__init__(app)
        self.colors = colors

    def draw(self, surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        for x in range(0, w, 8):
            surf.fill(self.colors[(x // 8) % 2], (x, 0, 8, h))


def dialogs(app) -> list[tuple[Scene, pygame.Rect]]:
    pause = PauseScene(app, None, lambda: None)
    confirm = ConfirmScene(app, "leave_title", "leave_note", "btn_leave", "btn_stay",
                           lambda: None)
    keys = KeysOverlay(app, [("Esc", "keys_menu"), ("L", "keys_history")])
    return [(pause, pause.panel_rect), (confirm, confirm.panel_rect), (keys, keys.panel())]


@pytest.mark.parametrize("which", [0, 1, 2])
def test_a_dialog_panel_hides_the_screen_under_it(app, which):
    """The pause menu, a question and the F1 keys: what is under the panel does not
    show through it (the dimming around it may)."""
    shots = []
    for colors in (((255, 0, 0), (0, 0, 255)), ((0, 255, 0), (255, 255, 255))):
        while len(app.scenes) > 1:
            app.pop()
        app.push(Stripes(app, colors))
        scene, rect = dialogs(app)[which]
        app.push(scene)
        app.draw()
        inner = app.view.rect(rect.inflate(-48, -48))
        shots.append(pygame.image.tobytes(app.screen.subsurface(inner), "RGB"))
    assert shots[0] == shots[1]


def test_the_tables_button_strip_is_not_drawn_under_a_dialog(app, monkeypatch):
    sc = TableScene(app, FakeController(), "doudizhu")
    app.push(sc)
    sc.buttons = [Button((300, 480, 150, 50), "No bid", lambda: None, "primary", key="bid0")]
    sc.help_text = "1 2 3 bid"
    drawn = []
    original = Button.draw

    def kept(self, surf, view):
        drawn.append(self.key)
        return original(self, surf, view)

    monkeypatch.setattr(Button, "draw", kept)
    app.draw()
    assert "bid0" in drawn
    drawn.clear()
    app.push(ConfirmScene(app, "leave_title", "leave_note", "btn_leave", "btn_stay",
                          lambda: None))
    app.draw()
    assert "bid0" not in drawn and "yes" in drawn


CARD_TABLE_SHOTS = [("doudizhu", "table"), ("doudizhu", "double"), ("doudizhu", "table-4p"),
                    ("guandan", "gd-table"), ("baohuang", "bh-table")]


@pytest.mark.parametrize(("key", "shot"), CARD_TABLE_SHOTS)
def test_every_card_table_text_is_14_px_or_more(app, monkeypatch, key, shot):
    """At 1280x720, on each card table waiting for the person (Dou Di Zhu 3 and 4
    players, with doubles and a shown hand; Guan Dan; Bao Huang), the play history
    open: the key line, the Log button, the history's names, headings, keys and small
    card faces, the role and tag badges ("Open", "×2", "Partner"), the seat panels."""
    from game.ui import fonts, paint

    assert app.screen.get_size() == (1280, 720)
    app.games[key].shoot(app, shot)
    sc = app.top
    assert isinstance(sc, TableScene)
    sc.history.toggle()
    drive(app, 600, until=lambda: not sc.tweens.busy() and not sc.panels.animating())
    sizes: list[tuple[str, int]] = []
    render = fonts.render

    def measured_render(text, size, *args, **kwargs):
        sizes.append((text, int(size)))
        return render(text, size, *args, **kwargs)

    monkeypatch.setattr(fonts, "render", measured_render)
    paint.clear_cache()  # the small card faces of the history painted afresh
    sc.invalidate()
    app.draw()
    small = sorted({(text, size) for text, size in sizes if text.strip() and size < 14})
    assert sizes and not small, f"text below 14 px: {small}"
    words = {text for text, _ in sizes}
    assert t("history_button") in words and t("history_keys") in words
    assert sc.help_text in words  # the key line under the hand
    if shot == "double":  # the badges the audit found at 12-13 px
        assert t("tag_shown") in words and "×2" in words


def test_your_turn_ends_when_the_person_goes_out(app):
    """Guan Dan: the person plays the last cards; "Your turn" is gone at once, not
    left standing over the fast-forward control."""
    from tests.ui.test_fast_forward import go_out, table_before_going_out

    ctl = table_before_going_out(app)
    sc = ctl.scene
    drive(app, 5)
    assert sc.effects.message == t("your_turn") and sc.effects.message_time > 0
    go_out(app, ctl)
    prompt_shown = lambda: (sc.effects.message == t("your_turn")  # noqa: E731
                            and sc.effects.message_time > 0)
    drive(app, 1)
    assert not prompt_shown()
    for _ in range(200):
        drive(app, 1)
        assert not prompt_shown()
        if sc.fast_forward.shown:
            break
    assert sc.fast_forward.shown
