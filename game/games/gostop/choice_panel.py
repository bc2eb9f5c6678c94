"""The panel over the centre of the Go-Stop table, where the viewer is asked what the
hand card alone cannot say: Go or Stop (with what each is worth now and what each
opponent would pay), whether to win by chongtong, or which of two table cards to take
(shown side by side here; on the table they overlap in their month's place)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.gostop.actions import Chongtong, Go, Stop, Take
from game.games.gostop.cards import CARDS
from game.games.gostop.scoring import go_total
from game.games.gostop.table_layout import choice_rects
from game.games.gostop.table_style import CURSOR, LIT
from game.ui import fonts
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_panel, draw_text, fit_text_size

if TYPE_CHECKING:
    from game.games.gostop.table import GsTableScene


def asks(legal: list) -> bool:
    """Whether the decision is one the panel asks."""
    return any(isinstance(a, (Go, Chongtong, Take)) for a in legal)


def buttons(sc: GsTableScene, kinds: set[type]) -> list[Button]:
    """The panel's two answers: Go or Stop, or win by chongtong or play on."""
    c = sc.a["choice"]
    left = pygame.Rect(c.x + 40, c.bottom - 74, c.w // 2 - 60, 56)
    right = pygame.Rect(c.centerx + 20, c.bottom - 74, c.w // 2 - 60, 56)
    if Go in kinds:
        return [Button(left, lambda: t("gs_go"), lambda: sc.act(Go(sc.ctl.viewer)), "primary",
                       key="go"),
                Button(right, lambda: t("gs_stop"), lambda: sc.act(Stop(sc.ctl.viewer)), "danger",
                       key="stop")]
    if Chongtong in kinds:
        return [Button(left, lambda: t("gs_chongtong_win"),
                       lambda: sc.act(Chongtong(sc.ctl.viewer, True)), "primary",
                       key="chongtong_win"),
                Button(right, lambda: t("gs_chongtong_play"),
                       lambda: sc.act(Chongtong(sc.ctl.viewer, False)), "secondary",
                       key="chongtong_play")]
    return []


def take_options(sc: GsTableScene) -> list[tuple[Take, pygame.Rect]]:
    """The table cards the viewer may choose between now, and where each is shown."""
    takes = [a for a in sc.ctl.legal() if isinstance(a, Take)]
    return list(zip(takes, choice_rects(sc.a["choice"], len(takes)), strict=True))


def draw_choice(sc: GsTableScene, surf: pygame.Surface, obs: dict, legal: list) -> None:
    v = sc.view
    c = sc.a["choice"]
    draw_panel(surf, v, c, (20, 16, 12, 238), 16, border=GOLD, border_w=2)
    viewer = sc.ctl.viewer
    options = take_options(sc)
    if options:
        draw_text(surf, v, t("gs_prompt_take"), (c.centerx, c.y + 12), 16, TEXT, "midtop")
        cursor = sc.cursor_code()
        for a, r in options:
            code = CARDS[a.card].code
            sc.blit_card(surf, code, r, CURSOR if code == cursor else LIT)
        return
    if any(isinstance(a, Chongtong) for a in legal):
        draw_text(surf, v, t("gs_call_chongtong"), (c.centerx, c.y + 14), 30, GOLD,
                  "midtop", bold=True)
        y = c.y + 56
        for line in fonts.wrap(t("gs_prompt_chongtong"), v.len(16), v.len(c.w - 40))[:2]:
            draw_text(surf, v, line, (c.centerx, y), 16, TEXT, "midtop")
            y += 20
        return
    points, gos = obs["scores"][viewer], obs["gos"][viewer]
    draw_text(surf, v, t("gs_points", points=points), (c.centerx, c.y + 14), 30, GOLD,
              "midtop", bold=True)
    draw_text(surf, v, t("gs_stop_worth", points=go_total(points, gos)),
              (c.centerx, c.y + 56), 16, TEXT, "midtop")
    draw_text(surf, v, t("gs_go_worth", n=gos + 1, points=go_total(points, gos + 1)),
              (c.centerx, c.y + 78), 16, TEXT, "midtop")
    y = c.y + 104
    for pay in sc.ctl.stop_now()["payments"]:  # what each opponent pays on a Stop
        marks = [t(f"gs_bak_{p}") for p in pay["penalties"]]
        line = t("gs_would_pay", name=sc.ctl.name_of(pay["seat"]), points=pay["amount"])
        if marks:
            line += "  (" + t("players_sep").join(marks) + ")"
        draw_text(surf, v, line, (c.centerx, y), fit_text_size(line, 15, c.w - 30, v),
                  TEXT_DIM, "midtop")
        y += 20
