"""The Go-Stop table's own views of the effects its events raise (`events.py`, played by
the table kit): a call said aloud ("call": Go! 고!, Ppuk! 뻑!, ...) big over the centre in
the caller's colour, swelling in and fading out, several stacked; and cards shown a
moment ("reveal": a shake's three, a chongtong's four) on a plate over the centre."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.gostop.emblem import SEAT_DOTS
from game.games.gostop.events import call_of
from game.games.gostop.table_layout import TABLE_W, card_height
from game.ui import fonts
from game.ui.i18n import t
from game.ui.tween import ease_out_back
from game.ui.widgets import GOLD, TEXT, draw_panel, draw_text

if TYPE_CHECKING:
    from game.games.gostop.table import GsTableScene

FADE_FROM = 0.7  # a call fades over the last part of its time up


def draw_reveals(sc: GsTableScene, surf: pygame.Surface) -> None:
    """Cards shown a moment over the centre, with whose they are."""
    v = sc.view
    c = sc.a["table"]
    w, h = TABLE_W, card_height(TABLE_W)
    for shown in sc.motion.effects_of("reveal"):
        codes = shown.ev.data["cards"]
        total = len(codes) * (w + 8) - 8
        x0 = c.centerx - total / 2
        y = c.centery - h / 2
        plate = pygame.Rect(round(x0 - 16), round(y - 34), total + 32, h + 50)
        draw_panel(surf, v, plate, (12, 16, 14, 230), 12, border=GOLD, border_w=1.5)
        draw_text(surf, v, sc.ctl.name_of(shown.ev.seat), (plate.centerx, plate.y + 6), 15,
                  TEXT, "midtop", bold=True)
        for i, code in enumerate(codes):
            sc.blit_card(surf, code, pygame.Rect(round(x0 + i * (w + 8)), round(y), w, h))


def draw_calls(sc: GsTableScene, surf: pygame.Surface) -> None:
    v = sc.view
    c = sc.a["table"]
    for i, call in enumerate(sc.motion.effects_of("call")):
        age = call.progress
        grow = ease_out_back(min(1.0, age * 4))
        size = 30 + 44 * grow
        alpha = 255 if age < FADE_FROM else round(255 * (1 - (age - FADE_FROM) / (1 - FADE_FROM)))
        seat = call.ev.seat
        colour = SEAT_DOTS[seat % 3] if seat is not None else GOLD
        text = t(f"gs_call_{call_of(call.ev)}")
        img = fonts.render(text, v.len(size), colour, True)
        shadow = fonts.render(text, v.len(size), (0, 0, 0), True)
        img.set_alpha(alpha)
        shadow.set_alpha(alpha // 2)
        centre = v.pt(c.centerx, c.centery - 30 + i * 70)
        off = max(2, v.len(3))
        surf.blit(shadow, shadow.get_rect(center=(centre[0] + off, centre[1] + off)))
        surf.blit(img, img.get_rect(center=centre))
