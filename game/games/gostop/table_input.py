"""What a person does at the Go-Stop table: click a hand card or drag it onto the centre
to play it (a small menu over it when it may also shake or bomb), click the card to take
of two, click the stock to only flip, and the buttons of the decision. Keys: ← → along
the hand (or the two cards to choose from), Enter or Space plays the card or presses the
main button, G / S for Go / Stop, M the month numbers, Esc closes the menu or opens the
game's."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.gostop import choice_panel
from game.games.gostop.actions import Bomb, FlipOnly, Go, Play, Shake, Stop
from game.games.gostop.cards import CARDS
from game.games.gostop.table_layout import stock_rect
from game.ui.i18n import t
from game.ui.seated_scene import Press
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.games.gostop.table import GsTableScene

MENU_KEYS = {Play: "gs_btn_play", Shake: "gs_shake", Bomb: "gs_bomb"}


def decision_buttons(sc: GsTableScene) -> list[Button]:
    """The buttons the decision puts up, and the shake / bomb menu when it is open."""
    kinds = {type(a) for a in sc.ctl.legal()}
    out = choice_panel.buttons(sc, kinds)
    if not out and FlipOnly in kinds:
        p = sc.a["prompt"]
        out = [Button((p.right - 240, p.y - 6, 240, p.h + 8), lambda: t("gs_flip_only"),
                      lambda: sc.act(FlipOnly(sc.ctl.viewer)), "primary", key="flip_only",
                      font_size=16)]
    if sc.menu_for is not None:
        out += menu_buttons(sc, sc.menu_for)
    return out


def menu_buttons(sc: GsTableScene, code: str) -> list[Button]:
    """The small menu over a hand card that may do more than be played."""
    rects = dict(sc.hand_cards())
    if code not in rects:
        return []
    r = rects[code]
    out = []
    for i, a in enumerate(sc.ctl.plays_of(code)):
        box = pygame.Rect(0, 0, 150, 38)
        box.midbottom = (r.centerx, r.y - 8 - i * 44)
        box.clamp_ip(sc.a["table"].union(sc.a["hand"]))
        label = MENU_KEYS[type(a)]
        out.append(Button(box, lambda k=label: t(k), lambda a=a: sc.act(a),
                          "secondary" if isinstance(a, Play) else "primary",
                          key=type(a).__name__.lower(), font_size=16))
    return out


def play_card(sc: GsTableScene, code: str) -> None:
    """A hand card clicked or dropped on the centre: played at once, or a menu when it
    could also shake or bomb."""
    options = sc.ctl.plays_of(code)
    if not options:
        return
    if len(options) == 1:
        sc.act(options[0])
    else:
        sc.menu_for = code
        sc.app.sounds.play("click")
        sc.refresh()


def handle(sc: GsTableScene, event: pygame.event.Event) -> None:
    if sc.buttons_took(event, sc.numbers_button):
        return
    if event.type == pygame.MOUSEMOTION:
        sc.hover = sc.view.to_level(event.pos)
        if sc.press is not None:
            sc.press.moved(sc.hover)
    elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
        pos = sc.view.to_level(event.pos)
        code = sc.hand_card_at(pos)
        if code is not None and sc.ctl.plays_of(code):
            sc.press = Press(code, pos)
    elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
        pos = sc.view.to_level(event.pos)
        press, sc.press = sc.press, None
        if press is not None and press.drag:
            if sc.a["table"].collidepoint(pos):
                play_card(sc, press.piece)
        else:
            click(sc, pos)
    elif event.type == pygame.KEYDOWN:
        key(sc, event.key)


def close_menu(sc: GsTableScene) -> None:
    sc.menu_for = None
    sc.refresh()


def click(sc: GsTableScene, pos: tuple[float, float]) -> None:
    for a, r in reversed(choice_panel.take_options(sc)):
        if r.collidepoint(pos):
            sc.act(a)
            return
    code = sc.hand_card_at(pos)
    if code is not None:
        if code == sc.menu_for:
            close_menu(sc)
        else:
            sc.menu_for = None
            play_card(sc, code)
        return
    if stock_rect(sc.a["table"]).collidepoint(pos):
        flip = [a for a in sc.ctl.legal() if isinstance(a, FlipOnly)]
        if flip:
            sc.act(flip[0])
        return
    if sc.menu_for is not None:
        close_menu(sc)


def keyboard_cards(sc: GsTableScene) -> list[str]:
    """What ← → move along: the two cards to choose from, else the playable hand."""
    takes = choice_panel.take_options(sc)
    if takes:
        return [CARDS[a.card].code for a, _ in takes]
    return [c for c, _ in sc.hand_cards() if sc.ctl.plays_of(c)]


def cursor_code(sc: GsTableScene) -> str | None:
    """The card the keyboard is on, if any."""
    cards = keyboard_cards(sc) if sc.cursor is not None else []
    return cards[sc.cursor % len(cards)] if cards else None


def key(sc: GsTableScene, pressed: int) -> None:
    viewer = sc.ctl.viewer
    legal = sc.ctl.legal()
    if pressed == pygame.K_ESCAPE:
        if sc.menu_for is not None:
            close_menu(sc)
        else:
            sc.open_menu()
    elif pressed == pygame.K_m:
        sc.toggle_numbers()
    elif pressed == pygame.K_g and Go(viewer) in legal:
        sc.act(Go(viewer))
    elif pressed == pygame.K_s and Stop(viewer) in legal:
        sc.act(Stop(viewer))
    elif pressed in (pygame.K_LEFT, pygame.K_RIGHT):
        cards = keyboard_cards(sc)
        if cards:
            step = 1 if pressed == pygame.K_RIGHT else -1
            start = -1 if step == 1 else 0
            sc.cursor = ((start if sc.cursor is None else sc.cursor) + step) % len(cards)
    elif pressed in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        cards = keyboard_cards(sc)
        if sc.cursor is not None and cards:
            code = cards[sc.cursor % len(cards)]
            takes = [a for a, _ in choice_panel.take_options(sc) if CARDS[a.card].code == code]
            if takes:
                sc.act(takes[0])
            else:
                play_card(sc, code)
        else:
            primary = [b for b in sc.buttons if b.style == "primary" and b.enabled]
            if primary:
                primary[0].on_click()
