"""Dou Di Zhu's results sheet: landlord or farmers, bid and multiplier, every hand."""

from __future__ import annotations

import pygame

from game.games.climbing.results import HandResults
from game.games.doudizhu.controller import multiplier_parts, pairs_line
from game.ui import fonts
from game.ui.app import App
from game.ui.i18n import t
from game.ui.sprites import row_positions
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text

ROW_STEP = {3: 106, 4: 84}  # a player's row, by the number of players


class ResultsScene(HandResults):
    """Dou Di Zhu: landlord or farmers, bid and multiplier, the kitty."""

    def __init__(self, app: App, controller) -> None:
        super().__init__(app, controller)
        self.seats = self.ctl.seat_count
        self.hands = self.hands or [[] for _ in range(self.seats)]
        self.kitty = self.obs.get("kitty") or []

    def draw(self, surf: pygame.Surface) -> None:
        v = self.view
        self.draw_sheet(surf, (14, 44, 36, 245))
        res = self.result
        landlord = res.get("landlord")
        headline = t("landlord_wins" if res.get("winner") == "landlord" else "farmers_win")
        draw_text(surf, v, headline, (640, 50), 40, GOLD, "midtop", bold=True)
        match = self.ctl.match
        top = [t("hand_of", n=match.hands_played, total=match.hands_target),
               t("deal_code_was", code=self.deal_code)]
        draw_text(surf, v, "    ".join(top), (640, 108), 16, TEXT_DIM, "midtop")
        lines = self.multiplier_lines()
        for i, line in enumerate(lines):
            draw_text(surf, v, line, (640, 134 + 27 * i), 19, TEXT, "midtop")
        # Column heads, under the one or two multiplier lines.
        y0 = 182 + 27 * (len(lines) - 1)
        cols = {"name": 170, "role": 360, "hand": 522, "total": 622, "cards": 700}
        for key, col in (("col_player", "name"), ("col_role", "role"), ("col_hand", "hand"),
                         ("col_total", "total"), ("hands_left", "cards")):
            draw_text(surf, v, t(key), (cols[col], y0), 17, TEXT_DIM, "midleft")
        pygame.draw.line(surf, (238, 196, 92), v.pt(160, y0 + 20), v.pt(1120, y0 + 20),
                         max(1, v.len(1)))
        deltas = res.get("deltas") or [0] * self.seats
        totals = self.ctl.match.totals
        step = ROW_STEP[self.seats]
        for seat in range(self.seats):
            y = y0 + 40 + seat * step
            cy = y + (step - 14) / 2
            if seat % 2 == 0:
                draw_panel(surf, v, (150, y, 980, step - 14), (255, 255, 255, 12), 12)
            draw_text(surf, v, self.ctl.name_of(seat), (cols["name"], cy), 22, TEXT, "midleft",
                      bold=True)
            is_ll = seat == landlord
            label = t("role_landlord" if is_ll else "role_farmer")
            color = (236, 168, 52) if is_ll else (70, 150, 90)
            fg = (60, 34, 6) if is_ll else (240, 250, 240)
            draw_panel(surf, v, (cols["role"], cy - 14, 100, 28), color, 14)
            draw_text(surf, v, label, (cols["role"] + 50, cy), 16, fg, "center", bold=True)
            self._doubled(surf, res, seat, cols["role"] + 106, cy)
            d = deltas[seat]
            dcol = (120, 230, 140) if d > 0 else (255, 120, 110) if d < 0 else TEXT
            draw_text(surf, v, f"{d:+d}", (cols["hand"], cy), 26, dcol, "midleft", bold=True)
            draw_text(surf, v, f"{totals[seat]:+d}", (cols["total"], cy), 26, TEXT, "midleft",
                      bold=True)
            self._cards(surf, self.hands[seat] if seat < len(self.hands) else [], cy)
        self.match_over_line(surf)
        self.draw_buttons(surf)

    def multiplier_lines(self) -> list[str]:
        """Every factor of the hand's score, named: the base (the bid, or a call-and-rob
        hand's base) times the multiplier and what it is made of (robs, shown cards,
        bombs, rockets, spring, a void redeal), then the doubling round's factor of each
        farmer's pair. One line, or two when that is too wide for the sheet."""
        res, obs = self.result, self.obs
        rob = "rob" in (obs.get("rules_on") or ())
        base = t("multiplier_was_base" if rob else "multiplier_was", base=res.get("bid", 1),
                 mult=res.get("multiplier", 1))
        parts = multiplier_parts(res)
        first = f"{base} = " + " × ".join(parts) if parts else f"{base}   ({t('mult_none')})"
        pairs = pairs_line(res, self.ctl.name_of)
        if not pairs:
            return [first]
        one = f"{first}    {pairs}"
        if fonts.text_width(one, 19) <= 900:
            return [one]
        return [first, pairs]

    def _doubled(self, surf: pygame.Surface, res: dict, seat: int, x: float, cy: float) -> None:
        """A farmer's pair factor from the doubling round (×2, ×4), or the landlord's own
        double, beside the role."""
        factors, doubled = res.get("factors") or [], res.get("doubled") or []
        factor = (2 if seat < len(doubled) and doubled[seat] else 1) if seat == res.get(
            "landlord") else (factors[seat] if seat < len(factors) else 1)
        if factor > 1:
            draw_text(surf, self.view, f"×{factor}", (x, cy), 17, (255, 140, 120), "midleft",
                      bold=True)

    def _cards(self, surf: pygame.Surface, codes: list[str], cy: float) -> None:
        v = self.view
        w = 50
        slots = row_positions(len(codes), 700 + 210, cy, w, 420, w * 0.5, "left")
        for code, (x, y) in zip(codes, slots, strict=True):
            img = self.app.art.get(code, v.len(w), True)
            surf.blit(img, img.get_rect(center=v.pt(x, y)))
        if not codes:
            draw_text(surf, v, "—", (720, cy), 22, TEXT_DIM, "midleft")
