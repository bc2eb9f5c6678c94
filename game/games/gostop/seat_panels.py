"""A seat's panel on the Go-Stop table: its name and dot, the dealer's mark, the live
tally of its captures as the table shows them (points against the target, Gos, each
group's count, the sets made, shakes, bombs and ppuks), and for another seat its hand,
a card back with how many it holds."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.gostop.cards import BY_CODE, CHEONGDAN, CHODAN, HONGDAN
from game.games.gostop.emblem import SEAT_DOTS
from game.games.gostop.scoring import best_score
from game.games.gostop.table_layout import seat_hand_rect
from game.games.gostop.table_style import CURRENT, PROGRESS
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text

if TYPE_CHECKING:
    from game.games.gostop.table import GsTableScene

SET_TERMS = (("godori", "gs_term_godori"), (HONGDAN, "gs_term_hongdan"),
             (CHEONGDAN, "gs_term_cheongdan"), (CHODAN, "gs_term_chodan"))


def draw_seat_panel(sc: GsTableScene, surf: pygame.Surface, obs: dict, seat: int) -> None:
    v = sc.view
    r = sc.panel(seat)
    now = obs["to_act"] == seat
    draw_panel(surf, v, r, (18, 26, 22, 225), 12,
               border=CURRENT if now else (255, 255, 255, 40), border_w=2.5 if now else 1)
    x, y = r.x + 12, r.y + 8
    pygame.draw.circle(surf, SEAT_DOTS[seat % 3], v.pt(x + 5, y + 11), v.len(5))
    draw_text(surf, v, sc.ctl.name_of(seat), (x + 16, y + 2), 18, TEXT, bold=True)
    if seat == obs["dealer"]:
        draw_text(surf, v, t("gs_dealer"), (r.right - 12, y + 4), 13, GOLD, "topright")
    score = best_score([BY_CODE[c].id for c in sc.shown.captures[seat]])
    gos = obs["gos"][seat]
    draw_text(surf, v, t("gs_points", points=score.total), (x, y + 28), 22,
              GOLD if score.total >= obs["target"] else TEXT, bold=True)
    draw_text(surf, v, t("gs_needs_to_stop", points=obs["target"]), (x, y + 56), 13,
              TEXT_DIM)
    line = y + 76
    if gos:
        draw_text(surf, v, t("gs_gos", n=gos), (x, line), 14, (255, 170, 90), bold=True)
        line += 20
    tally = "  ".join(f"{t(f'gs_korean_{k}')} {n}" for k, n in (
        ("gwang", score.bright_count), ("yeol", score.animal_count),
        ("tti", score.ribbon_count), ("pi", score.junk_value)))
    draw_text(surf, v, tally, (x, line), 15, TEXT)
    line += 20
    marks = [t(key) for name, key in SET_TERMS if getattr(score, name)]
    for kind, key in (("shakes", "gs_korean_heundeulgi"), ("bombs", "gs_korean_poktan"),
                      ("ppuks", "gs_korean_ppuk")):
        count = obs[kind][seat] - (obs["bombs"][seat] if kind == "shakes" else 0)
        if count > 0:
            marks.append(f"{t(key)}×{count}" if count > 1 else t(key))
    if marks and line + 16 < r.bottom:
        draw_text(surf, v, " · ".join(marks), (x, line), 13, PROGRESS)
    if seat != sc.ctl.viewer:
        back = seat_hand_rect(r)
        sc.blit_card(surf, None, back)
        draw_text(surf, v, f"×{sc.shown.counts[seat]}", (back.x - 4, back.centery), 15,
                  TEXT, "midright", bold=True)
