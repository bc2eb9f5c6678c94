"""A seat's panel on the Go-Stop table: its name and dot, the dealer's mark, the live
tally of its captures as the table shows them (points against the target, Gos, each
group's count, the sets made, shakes, bombs and ppuks), and for another seat its hand,
a card back with how many it holds. Painted from `PanelShown`, all it shows (the key
the table's still picture keeps it by), so the tally is scored once per change."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.games.gostop.cards import BY_CODE, CHEONGDAN, CHODAN, HONGDAN
from game.games.gostop.emblem import SEAT_DOTS
from game.games.gostop.scoring import best_score
from game.games.gostop.table_faces import blit_face
from game.games.gostop.table_layout import seat_hand_rect
from game.games.gostop.table_style import CURRENT, PROGRESS
from game.ui.i18n import language, t
from game.ui.layout import View
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text

if TYPE_CHECKING:
    from game.games.gostop.table import GsTableScene

SET_TERMS = (("godori", "gs_term_godori"), (HONGDAN, "gs_term_hongdan"),
             (CHEONGDAN, "gs_term_cheongdan"), (CHODAN, "gs_term_chodan"))


@dataclass(frozen=True)
class PanelShown:
    """All a seat's panel shows, the key its picture is kept by: whose and where, whether
    it is the seat's turn, the dealer's mark, its captures as shown (the tally is scored
    from them once per change), the target, Gos, shakes, bombs and ppuks, how many cards
    another seat holds (None: the viewer's own panel) and the language."""

    seat: int
    rect: tuple[int, int, int, int]  # level units
    name: str
    now: bool
    dealer: bool
    captures: tuple[str, ...]
    target: int
    gos: int
    shakes: int
    bombs: int
    ppuks: int
    held: int | None
    lang: str


def panel_shown(sc: GsTableScene, obs: dict, seat: int) -> PanelShown:
    return PanelShown(seat, tuple(sc.panel(seat)), sc.ctl.name_of(seat),
                      obs["to_act"] == seat, seat == obs["dealer"],
                      tuple(sc.shown.captures[seat]), obs["target"],
                      obs["gos"][seat], obs["shakes"][seat], obs["bombs"][seat],
                      obs["ppuks"][seat],
                      None if seat == sc.ctl.viewer else sc.shown.counts[seat], language())


def paint_seat_panel(surf: pygame.Surface, v: View, p: PanelShown) -> None:
    seat, r = p.seat, pygame.Rect(p.rect)
    draw_panel(surf, v, r, (18, 26, 22, 225), 12,
               border=CURRENT if p.now else (255, 255, 255, 40), border_w=2.5 if p.now else 1)
    x, y = r.x + 12, r.y + 8
    pygame.draw.circle(surf, SEAT_DOTS[seat % 3], v.pt(x + 5, y + 11), v.len(5))
    draw_text(surf, v, p.name, (x + 16, y + 2), 18, TEXT, bold=True)
    if p.dealer:
        draw_text(surf, v, t("gs_dealer"), (r.right - 12, y + 4), 13, GOLD, "topright")
    score = best_score([BY_CODE[c].id for c in p.captures])
    draw_text(surf, v, t("gs_points", points=score.total), (x, y + 28), 22,
              GOLD if score.total >= p.target else TEXT, bold=True)
    draw_text(surf, v, t("gs_needs_to_stop", points=p.target), (x, y + 56), 13,
              TEXT_DIM)
    line = y + 76
    if p.gos:
        draw_text(surf, v, t("gs_gos", n=p.gos), (x, line), 14, (255, 170, 90), bold=True)
        line += 20
    tally = "  ".join(f"{t(f'gs_korean_{k}')} {n}" for k, n in (
        ("gwang", score.bright_count), ("yeol", score.animal_count),
        ("tti", score.ribbon_count), ("pi", score.junk_value)))
    draw_text(surf, v, tally, (x, line), 15, TEXT)
    line += 20
    marks = [t(key) for name, key in SET_TERMS if getattr(score, name)]
    for count, key in ((p.shakes - p.bombs, "gs_korean_heundeulgi"),
                       (p.bombs, "gs_korean_poktan"), (p.ppuks, "gs_korean_ppuk")):
        if count > 0:
            marks.append(f"{t(key)}×{count}" if count > 1 else t(key))
    if marks and line + 16 < r.bottom:
        draw_text(surf, v, " · ".join(marks), (x, line), 13, PROGRESS)
    if p.held is not None:  # another seat's hand: a card back and how many
        back = seat_hand_rect(r)
        blit_face(surf, v, None, back, False)
        draw_text(surf, v, f"×{p.held}", (back.x - 4, back.centery), 15,
                  TEXT, "midright", bold=True)
