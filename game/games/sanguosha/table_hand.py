"""The bottom of the Sanguosha table: the viewer's hand (the cards a decision can use lit,
the others dimmed, the picked ones raised, the keyboard's caret), and the prompt above
it that says what is asked, with the answer timer's bar and seconds."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.games.sanguosha import actions as A
from game.games.sanguosha.cards import CARDS
from game.games.sanguosha.controller import ids_of
from game.games.sanguosha.events import card_name
from game.games.sanguosha.table_layout import BOUNDS, LIT, PLATE, RED, blit_card, fit
from game.ui import fonts, paint
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, draw_panel, draw_text

if TYPE_CHECKING:
    from game.games.sanguosha.table import SgsTableScene

CARD_NAMES = frozenset(c.name for c in CARDS)


def draw_hand(sc: SgsTableScene, surf: pygame.Surface, obs: dict, legal: list,
              cursor: int | None, hovered: int | None) -> None:
    """The viewer's hand; a card still flying in leaves its place empty until it lands."""
    hand = ids_of(obs["hand"])
    deciding = bool(legal) and not any(isinstance(a, A.PickCharacter) for a in legal)
    usable = sc.sel.selectable_cards(legal) if deciding else set()
    flying = set(ids_of(c for c in sc.motion.hidden(f"hand:{sc.ctl.viewer}")
                        if isinstance(c, str)))
    for card, rect in zip(hand, sc.hand_rects(len(hand)), strict=True):
        if card in flying:
            continue
        r = sc.lifted(rect, card)
        if card == hovered and card not in sc.sel.selected:
            r = r.move(0, -6)
        dim = deciding and card not in usable and card not in sc.sel.selected
        ring = LIT if card in sc.sel.selected else None
        blit_card(sc, surf, card, r, dim=dim, ring=ring)
        if deciding and card == cursor:
            draw_cursor(sc, surf, r)


def draw_cursor(sc: SgsTableScene, surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard's place: a gold caret under the card."""
    v = sc.view
    x, y = rect.centerx, min(rect.bottom + 2, BOUNDS.bottom - 8)
    paint.polygon(surf, GOLD, [v.pt(x, y - 6), v.pt(x - 9, y + 6), v.pt(x + 9, y + 6)])


def draw_prompt(sc: SgsTableScene, surf: pygame.Surface, obs: dict) -> None:
    """What is asked now (or the refusal being said), gold when the viewer is asked;
    while a card's target is chosen, which card's."""
    if sc.passing():
        return  # the pass prompt says what is asked now
    v = sc.view
    p = sc.a["prompt"]
    legal = sc.legal()
    if sc.message_time > 0:
        text, fill = sc.message, (150, 36, 30, 235)
    else:
        text, fill = sc.ctl.prompt(obs), PLATE
        sel = sc.sel
        exact = sel.targeted(sel.card_exact(legal)) if sel.selected else []
        if exact and sel.lit_seats(legal):
            name = getattr(exact[0], "name", None) or sel.mode or ""
            text = t("sgs_ask_target", card=card_name(name) if name in CARD_NAMES
                     else t(f"sgs_skill_{name}"))
    if not text:
        return
    size = 17
    while size > 14 and fonts.text_width(text, v.len(size), True) > v.len(p.w - 24):
        size -= 1
    w = min(p.w, fonts.text_width(text, v.len(size), True) / v.scale + 30)
    plate = pygame.Rect(0, p.y, round(w), p.h)
    plate.centerx = p.centerx
    mine = bool(legal)
    draw_panel(surf, v, plate, fill, 12, border=GOLD if mine else None, border_w=1.5)
    draw_text(surf, v, fit(text, p.w - 24, size, v, True), plate.center, size,
              GOLD if mine and sc.message_time <= 0 else TEXT, "center", bold=True)
    if sc.ctl.answer_left is not None and sc.ctl.answer_seconds:
        draw_countdown(sc, surf, plate)


def draw_countdown(sc: SgsTableScene, surf: pygame.Surface, plate: pygame.Rect) -> None:
    """The answer timer: a bar under the prompt that empties, the seconds beside it."""
    v = sc.view
    share = max(0.0, sc.ctl.answer_left / sc.ctl.answer_seconds)
    bar = pygame.Rect(plate.x + 12, plate.bottom + 2, plate.w - 24, 4)
    pygame.draw.rect(surf, (60, 50, 40), v.rect(bar))
    colour = GOLD if share > 0.3 else RED
    pygame.draw.rect(surf, colour, v.rect(bar.inflate(-(1 - share) * bar.w, 0)
                                         .move(-(1 - share) * bar.w / 2, 0)))
    seconds = t("sgs_ui_seconds_left", n=math.ceil(sc.ctl.answer_left))
    tag = pygame.Rect(plate.right + 6, plate.y, 54, plate.h)
    draw_panel(surf, v, tag, PLATE, 10, border=colour, border_w=1.5)
    draw_text(surf, v, seconds, tag.center, 15, colour, "center", bold=True)
