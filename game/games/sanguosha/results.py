"""Sanguosha's end of a game: which side won, and every seat's identity, character and
fate, the winners first."""

from __future__ import annotations

import pygame

from game.games.sanguosha import art
from game.games.sanguosha.identities import IDENTITIES
from game.ui import i18n, paint
from game.ui.app import App
from game.ui.i18n import t
from game.ui.scenes.results import PlayAgainSheet
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

COLS = {"name": 190, "identity": 430, "character": 580, "fate": 850, "won": 1040}
TOP = 172  # the column headings' line
BOTTOM = 590  # the rows end above the buttons
WIN_COLOURS = {"lord": (236, 190, 80), "rebel": (226, 92, 72), "renegade": (150, 190, 120)}


class SgsResultsScene(PlayAgainSheet):
    def __init__(self, app: App, controller) -> None:
        super().__init__(app, controller, "sgs_btn_again")
        self.obs = controller.state.observation(controller.viewer)  # all shown at the end
        self.result = self.obs["result"] or {}

    def headline(self) -> str:
        side = self.result.get("side")
        if side is None:
            return t("sgs_results_draw")
        return t("sgs_over_won", side=t(f"sgs_identity_{side}"))

    def order(self) -> list[int]:
        """Winners first, then by identity (lord, loyalists, rebels, renegade), then seat."""
        winners = set(self.result.get("winners", ()))
        seats = self.obs["seats"]
        return sorted(range(len(seats)), key=lambda s: (
            s not in winners, IDENTITIES.index(seats[s]["identity"] or "rebel"), s))

    def draw(self, surf: pygame.Surface) -> None:
        v = self.view
        self.draw_sheet(surf, (52, 26, 20, 245))
        side = self.result.get("side")
        draw_text(surf, v, t("sgs_over_title"), (640, 50), 20, TEXT_DIM, "midtop")
        draw_text(surf, v, self.headline(), (640, 76), 38,
                  WIN_COLOURS.get(side, GOLD), "midtop", bold=True)
        draw_text(surf, v, t("sgs_results_players", n=len(self.obs["seats"])), (640, 132), 16,
                  TEXT_DIM, "midtop")
        for key, col in (("col_player", "name"), ("sgs_col_identity", "identity"),
                         ("sgs_col_character", "character"), ("sgs_col_fate", "fate")):
            draw_text(surf, v, t(key), (COLS[col], TOP), 16, TEXT_DIM, "midleft")
        pygame.draw.line(surf, GOLD, v.pt(160, TOP + 16), v.pt(1120, TOP + 16),
                         max(1, v.len(1)))
        seats = self.obs["seats"]
        row_h = min(76, (BOTTOM - TOP - 24) // max(1, len(seats)))
        winners = set(self.result.get("winners", ()))
        for i, seat in enumerate(self.order()):
            self.draw_row(surf, seat, seats[seat], TOP + 24 + i * row_h, row_h,
                          seat in winners, i % 2 == 0)
        self.draw_buttons(surf)

    def draw_row(self, surf: pygame.Surface, seat: int, s: dict, y: float, h: float,
                 won: bool, shaded: bool) -> None:
        v = self.view
        lang = i18n.language()
        cy = y + h / 2
        if shaded:
            draw_panel(surf, v, (150, y + 1, 980, h - 2), (255, 255, 255, 14), 10)
        name = self.ctl.name_of(seat)
        size = fit_text_size(name, min(21, h * 0.45), COLS["identity"] - COLS["name"] - 16, v,
                             bold=True)
        draw_text(surf, v, name, (COLS["name"], cy), size, TEXT if s["alive"] else TEXT_DIM,
                  "midleft", bold=True)
        badge_w = min(110, (h - 10) / 0.34)
        badge = art.identity_badge(s["identity"], v.len(badge_w), lang)
        surf.blit(badge, badge.get_rect(midleft=v.pt(COLS["identity"], cy)))
        x = COLS["character"]
        if s["character"]:
            pw = (h - 8) / art.PORTRAIT_RATIO
            img = art.portrait(s["character"], v.len(pw), lang)
            if not s["alive"]:
                img = paint.cached(("sgs_grey", s["character"], img.get_width(), lang),
                                   lambda img=img: pygame.transform.grayscale(img))
            surf.blit(img, img.get_rect(midleft=v.pt(x, cy)))
            draw_text(surf, v, t(f"sgs_char_{s['character']}"), (x + pw + 12, cy),
                      min(19, h * 0.4), TEXT, "midleft", bold=True)
        if s["alive"] and h >= 56:  # room for the HP as pips under the word
            draw_text(surf, v, t("sgs_fate_alive", hp=max(0, s["hp"])),
                      (COLS["fate"], cy - 12), 17, TEXT, "midleft")
            pips = art.hp_pips(max(0, s["hp"]), s["max_hp"], v.len(100))
            surf.blit(pips, pips.get_rect(midleft=v.pt(COLS["fate"], cy + 14)))
        elif s["alive"]:
            draw_text(surf, v, t("sgs_fate_alive", hp=max(0, s["hp"])), (COLS["fate"], cy),
                      min(17, h * 0.4), TEXT, "midleft")
        else:
            draw_text(surf, v, t("sgs_fate_dead"), (COLS["fate"], cy), min(17, h * 0.4),
                      TEXT_DIM, "midleft")
        mark = t("sgs_won") if won else t("sgs_lost")
        draw_text(surf, v, mark, (COLS["won"], cy), min(22, h * 0.45),
                  GOLD if won else TEXT_DIM, "midleft", bold=won)
