"""A game's statistics page (from the browser tile's Stats button or S): hands and
matches played and won, the best hand score and the game's own bests on the left,
the hands by role (the game's role names) on the right."""

from __future__ import annotations

import pygame

from game.core.gamedef import GameDef
from game.ui import i18n, stats
from game.ui.app import App
from game.ui.i18n import t
from game.ui.scenes.menu import MenuScene
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_panel, draw_text, fit_text_size

ROW = 40
LEFT_X, LEFT_VALUE_X = 290, 600  # the summary's labels and right-aligned values
ROLE_X, ROLE_COLS = 650, (850, 915, 990)  # the role table: name, then right-aligned columns
TOP = 190


def percent(won: int, played: int) -> str:
    return f"{round(100 * won / played)}%" if played else "–"


class StatsScene(MenuScene):
    panel_rect = pygame.Rect(240, 70, 800, 580)

    def __init__(self, app: App, game: GameDef) -> None:
        super().__init__(app)
        self.game = game
        games, problem = stats.load()
        if problem is not None:
            self.message = stats.damaged_text(problem)
        self.stats = games.get(game.key)
        self.widgets = [Button((565, 580, 150, 54), lambda: t("btn_back"), self.back,
                               "secondary", key="back")]

    def label(self, key: str) -> str:
        """A row's name, or the game's own word for it (`<key>_<game>`: a game of A la
        Carte is played, not a hand)."""
        own = f"{key}_{self.game.key}"
        return t(own if i18n.has(own) else key)

    def summary(self) -> list[tuple[str, str]]:
        """(label, value) rows of the left column; the matches once one has ended."""
        g = self.stats
        rows = [(self.label("stats_hands"), str(g.hands)),
                (self.label("stats_won"), f"{g.won}  ({percent(g.won, g.hands)})")]
        if g.matches:
            rows += [(t("stats_matches"), str(g.matches)),
                     (t("stats_matches_won"), f"{g.matches_won}  "
                                               f"({percent(g.matches_won, g.matches)})")]
        if g.best is not None:  # a game that keeps no score has no best to show
            rows.append((self.label("stats_best"), f"{g.best:+g}"))
        rows += [(t(key), f"{value:g}") for key, value in sorted(g.bests.items())]
        return rows

    def shared(self) -> bool:
        """Some hands were played by several people at this device (pass-and-play):
        the page says how they count (the rule: `game.ui.stats`)."""
        return bool(self.stats and self.stats.shared)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        self.draw_frame(surf, t("stats_title", game=self.game.name(i18n.language())))
        v = self.view
        if self.stats is None or not self.stats.hands:
            draw_text(surf, v, t("stats_none"), (self.panel_rect.centerx, 300), 20, TEXT_DIM,
                      "midtop")
        else:
            self.draw_summary(surf)
            self.draw_roles(surf)
            if self.shared():
                note = t("stats_shared_note")
                size = fit_text_size(note, 15, self.panel_rect.w - 60, v)
                draw_text(surf, v, note, (self.panel_rect.centerx, 568), size, TEXT_DIM,
                          "midbottom")
        self.draw_widgets(surf)
        draw_text(surf, v, t("stats_keys"), (640, 708), 14, TEXT_DIM, "midbottom")
        if self.message:
            self.draw_message(surf, 420)

    def draw_summary(self, surf: pygame.Surface) -> None:
        v = self.view
        # Alone (a game without roles) the column sits in the middle of the page.
        dx = 0 if self.stats.roles else self.panel_rect.centerx - (LEFT_X + LEFT_VALUE_X) / 2
        for i, (label, value) in enumerate(self.summary()):
            y = TOP + i * ROW
            if i % 2 == 0:
                draw_panel(surf, v, (LEFT_X + dx - 14, y - ROW / 2 + 3, LEFT_VALUE_X - LEFT_X + 28,
                                     ROW - 6), (255, 255, 255, 14), 8)
            size = fit_text_size(label, 19, LEFT_VALUE_X - LEFT_X - 90, v)
            draw_text(surf, v, label, (LEFT_X + dx, y), size, TEXT, "midleft")
            draw_text(surf, v, value, (LEFT_VALUE_X + dx, y), 20, GOLD, "midright", bold=True)

    def draw_roles(self, surf: pygame.Surface) -> None:
        v = self.view
        roles = self.stats.roles
        if not roles:
            return
        pygame.draw.line(surf, (238, 196, 92, 120), v.pt(625, TOP - 20), v.pt(625, 540),
                         max(1, v.len(1)))
        y = TOP - 8
        heads = (t("stats_role"), t("stats_played"), t("stats_won_col"), t("stats_rate"))
        draw_text(surf, v, heads[0], (ROLE_X, y), 15, TEXT_DIM, "midleft", bold=True)
        for x, head in zip(ROLE_COLS, heads[1:], strict=True):
            draw_text(surf, v, head, (x, y), 15, TEXT_DIM, "midright", bold=True)
        for i, (role, (played, won)) in enumerate(sorted(roles.items())):
            y = TOP + 28 + i * 34
            name = t(role) if i18n.has(role) else role
            size = fit_text_size(name, 19, ROLE_COLS[0] - ROLE_X - 70, v)
            draw_text(surf, v, name, (ROLE_X, y), size, TEXT, "midleft")
            for x, text in zip(ROLE_COLS, (str(played), str(won), percent(won, played)),
                               strict=True):
                draw_text(surf, v, text, (x, y), 19, GOLD if x == ROLE_COLS[-1] else TEXT,
                          "midright")
