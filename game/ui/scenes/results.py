"""Results of a hand: winner, deal code, per-seat scores, totals, every hand revealed."""

from __future__ import annotations

import pygame

from game.ui.app import App, Scene
from game.ui.i18n import t
from game.ui.sprites import row_positions
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_panel, draw_text, fit_text_size

PANEL = pygame.Rect(120, 36, 1040, 648)


class ResultsOverlay(Scene):
    """A results sheet over the dimmed, finished table: Enter goes on (`primary`),
    Esc goes back to the title (`menu`). Each game draws its own sheet."""

    opaque = False  # the finished table stays visible, dimmed, behind the sheet

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self._dim: pygame.Surface | None = None

    def primary(self) -> None: ...

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.buttons:
            if b.handle(event, self.view):
                self.app.sounds.play("click")
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.primary()
            elif event.key == pygame.K_ESCAPE:
                self.menu()

    def menu(self) -> None:
        self.app.pop()
        self.app.pop()  # the table; the title below offers Resume

    def draw_sheet(self, surf: pygame.Surface, colour: tuple) -> None:
        v = self.view
        if self._dim is None or self._dim.get_size() != surf.get_size():
            self._dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            self._dim.fill((0, 0, 0, 150))
        surf.blit(self._dim, (0, 0))
        draw_panel(surf, v, PANEL.move(0, 6), (0, 0, 0, 90), 24)
        draw_panel(surf, v, PANEL, colour, 24, border=(238, 196, 92, 170), border_w=2)


class HandResults(ResultsOverlay):
    """A climbing game's hand results: the finished hand's observation, its deal code,
    Menu and Next hand (New match once the match is over)."""

    def __init__(self, app: App, controller) -> None:
        super().__init__(app)
        self.ctl = controller
        self.obs = controller.obs()
        self.result = self.obs["result"] or {}
        self.hands = self.obs.get("hands") or []
        self.deal_code = controller.deal_code
        over = controller.match.is_over()
        self.buttons = [
            Button((440, 604, 190, 56), lambda: t("btn_menu"), self.menu, "secondary",
                   key="menu"),
            Button((650, 604, 190, 56), lambda: t("btn_new_match" if over else "btn_next_hand"),
                   self.next_hand, "primary", key="next"),
        ]

    def primary(self) -> None:
        self.next_hand()

    def next_hand(self) -> None:
        self.app.pop()
        self.ctl.next_hand()

    def badge(self, surf: pygame.Surface, key: str, x: float, cy: float,
              w: float = 110) -> None:
        """A role or team badge (a ROLE_STYLES key) starting at x, centred on cy."""
        from game.ui.table import ROLE_STYLES

        v = self.view
        style = ROLE_STYLES[key]
        draw_panel(surf, v, (x, cy - 14, w, 28), style.bg, 14)
        label = t(style.label)
        size = fit_text_size(label, 16, w - 10, v, bold=True)
        draw_text(surf, v, label, (x + w / 2, cy), size, style.fg, "center", bold=True)

    def card_row(self, surf: pygame.Surface, codes: list[str], x: float, cy: float,
                 span: float, w: float = 42) -> None:
        """Cards left in a hand, overlapped in a row from x; a dash when none."""
        v = self.view
        slots = row_positions(len(codes), x + span / 2, cy, w, span, w * 0.45, "left")
        for code, (cx, y) in zip(codes, slots, strict=True):
            img = self.app.art.get(code, v.len(w), True)
            surf.blit(img, img.get_rect(center=v.pt(cx, y)))
        if not codes:
            draw_text(surf, v, "—", (x + 10, cy), 22, TEXT_DIM, "midleft")

    def match_over_line(self, surf: pygame.Surface) -> None:
        if self.ctl.match.is_over():
            best = ", ".join(self.ctl.name_of(s) for s in self.ctl.match.leaders())
            draw_text(surf, self.view, t("match_over", name=best), (640, 566), 20, GOLD,
                      "midtop", bold=True)


class ResultsScene(HandResults):
    """Dou Di Zhu: landlord or farmers, bid and multiplier, the kitty."""

    def __init__(self, app: App, controller) -> None:
        super().__init__(app, controller)
        self.hands = self.hands or [[], [], []]
        self.kitty = self.obs.get("kitty") or []

    def draw(self, surf: pygame.Surface) -> None:
        v = self.view
        self.draw_sheet(surf, (14, 44, 36, 245))
        res = self.result
        landlord = res.get("landlord")
        headline = t("landlord_wins" if res.get("winner") == "landlord" else "farmers_win")
        draw_text(surf, v, headline, (640, 56), 40, GOLD, "midtop", bold=True)
        match = self.ctl.match
        extras = [t("hand_of", n=match.hands_played, total=match.hands_target),
                  t("multiplier_was", base=res.get("bid", 1), mult=res.get("multiplier", 1))]
        if res.get("spring"):
            extras.append(t("spring"))
        if res.get("anti_spring"):
            extras.append(t("anti_spring"))
        extras.append(t("deal_code_was", code=self.deal_code))
        draw_text(surf, v, "    ".join(extras), (640, 112), 19, TEXT_DIM, "midtop")
        # Column heads.
        y0 = 160
        cols = {"name": 170, "role": 360, "hand": 500, "total": 610, "cards": 700}
        for key, col in (("col_player", "name"), ("col_role", "role"), ("col_hand", "hand"),
                         ("col_total", "total"), ("hands_left", "cards")):
            draw_text(surf, v, t(key), (cols[col], y0), 17, TEXT_DIM, "midleft")
        pygame.draw.line(surf, (238, 196, 92), v.pt(160, y0 + 20), v.pt(1120, y0 + 20),
                         max(1, v.len(1)))
        deltas = res.get("deltas") or [0, 0, 0]
        totals = self.ctl.match.totals
        for seat in range(3):
            y = y0 + 40 + seat * 118
            cy = y + 46
            if seat % 2 == 0:
                draw_panel(surf, v, (150, y, 980, 104), (255, 255, 255, 12), 12)
            draw_text(surf, v, self.ctl.name_of(seat), (cols["name"], cy), 22, TEXT, "midleft",
                      bold=True)
            is_ll = seat == landlord
            label = t("role_landlord" if is_ll else "role_farmer")
            color = (236, 168, 52) if is_ll else (70, 150, 90)
            fg = (60, 34, 6) if is_ll else (240, 250, 240)
            draw_panel(surf, v, (cols["role"], cy - 14, 100, 28), color, 14)
            draw_text(surf, v, label, (cols["role"] + 50, cy), 16, fg, "center", bold=True)
            d = deltas[seat]
            dcol = (120, 230, 140) if d > 0 else (255, 120, 110) if d < 0 else TEXT
            draw_text(surf, v, f"{d:+d}", (cols["hand"], cy), 26, dcol, "midleft", bold=True)
            draw_text(surf, v, f"{totals[seat]:+d}", (cols["total"], cy), 26, TEXT, "midleft",
                      bold=True)
            self._cards(surf, self.hands[seat] if seat < len(self.hands) else [], cy)
        self.match_over_line(surf)
        for b in self.buttons:
            b.draw(surf, v)

    def _cards(self, surf: pygame.Surface, codes: list[str], cy: float) -> None:
        v = self.view
        w = 50
        slots = row_positions(len(codes), 700 + 210, cy, w, 420, w * 0.5, "left")
        for code, (x, y) in zip(codes, slots, strict=True):
            img = self.app.art.get(code, v.len(w), True)
            surf.blit(img, img.get_rect(center=v.pt(x, y)))
        if not codes:
            draw_text(surf, v, "—", (720, cy), 22, TEXT_DIM, "midleft")
