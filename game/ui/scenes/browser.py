"""The game browser: a tile per game in the catalogue, with its emblem, its name in
the interface language (and small in the other), its player counts and family, and
Resume on the tile of a game with a save. Arrow keys move, Enter opens the set-up
page, R resumes; the mouse does the same."""

from __future__ import annotations

import math

import pygame

from game.core.gamedef import GameDef
from game.ui import i18n
from game.ui.app import App
from game.ui.i18n import t
from game.ui.saves import find_saves
from game.ui.scenes.menu import MenuScene
from game.ui.widgets import (
    GOLD,
    TEXT,
    TEXT_DIM,
    Button,
    draw_panel,
    draw_text,
    fit_text_size,
)

COLS = 4
TILE_W, TILE_H, GAP = 282, 122, 14  # sixteen tiles fit 4 x 4 in 1280x720
GRID_TOP = 112


def players_text(seats: tuple[int, ...]) -> str:
    """"3 players", "2–4 players", "4 or 6 players"."""
    if len(seats) == 1:
        return t("players_n", n=seats[0])
    if list(seats) == list(range(seats[0], seats[-1] + 1)):
        return t("players_range", lo=seats[0], hi=seats[-1])
    return t("players_n", n=", ".join(str(n) for n in seats))


class BrowserScene(MenuScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.games: list[GameDef] = list(app.games.values())
        self.focus = 0
        self.saves: dict[str, dict] = {}
        self.load_saves()
        self.build()

    def load_saves(self) -> None:
        self.saves, problems = find_saves(self.app.games)
        if problems:
            self.message = t("save_bad", reason=problems[-1])

    def uncovered(self) -> None:
        self.load_saves()
        self.build()

    # -- layout ------------------------------------------------------------------
    def tile_rect(self, i: int) -> pygame.Rect:
        rows = math.ceil(len(self.games) / COLS)
        in_row = min(COLS, len(self.games) - (i // COLS) * COLS)
        row_w = in_row * TILE_W + (in_row - 1) * GAP
        x0 = 640 - row_w / 2
        grid_h = rows * TILE_H + (rows - 1) * GAP
        y0 = GRID_TOP + max(0, (560 - GRID_TOP - grid_h) / 2)
        r, c = divmod(i, COLS)
        return pygame.Rect(round(x0 + c * (TILE_W + GAP)), round(y0 + r * (TILE_H + GAP)),
                           TILE_W, TILE_H)

    def build(self) -> None:
        self.widgets = []
        for i, game in enumerate(self.games):
            if game.key in self.saves:
                r = self.tile_rect(i)
                self.widgets.append(Button((r.right - 104, r.bottom - 38, 96, 30),
                                           lambda: t("btn_resume"),
                                           (lambda g=game: self.resume(g)), "primary",
                                           key=f"resume_{game.key}"))
        self.widgets.append(Button((555, 640, 170, 52), lambda: t("btn_back"), self.back,
                                   "secondary", key="back"))

    def on_language(self) -> None:
        self.build()

    # -- choosing ----------------------------------------------------------------
    def open(self, game: GameDef) -> None:
        from game.ui.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app, game))

    def resume(self, game: GameDef) -> None:
        data = self.saves.get(game.key)
        if data is None:
            return
        game.resume(self.app, data)
        # The table sits straight above the title, as after a set-up.
        table = self.app.scenes.pop()
        while len(self.app.scenes) > 1:
            self.app.pop()
        self.app.scenes.append(table)

    def tile_at(self, pos: tuple[float, float]) -> int | None:
        return next((i for i in range(len(self.games)) if self.tile_rect(i).collidepoint(pos)),
                    None)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if self.key(event.key):
                return
        for w in self.widgets:
            if w.handle(event, self.view):
                self.app.sounds.play("click")
                return
        if event.type == pygame.MOUSEMOTION:
            i = self.tile_at(self.view.to_level(event.pos))
            if i is not None:
                self.focus = i
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            i = self.tile_at(self.view.to_level(event.pos))
            if i is not None:
                self.focus = i
                self.app.sounds.play("click")
                self.open(self.games[i])
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def key(self, k: int) -> bool:
        n = len(self.games)
        moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -COLS, pygame.K_DOWN: COLS}
        if k in moves:
            target = self.focus + moves[k]
            if 0 <= target < n:
                self.focus = target
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.open(self.games[self.focus])
            return True
        if k == pygame.K_r:
            self.resume(self.games[self.focus])
            return True
        return False

    # -- drawing -----------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        v = self.view
        draw_text(surf, v, t("browser_title"), (640, 26), 40, GOLD, "midtop", bold=True,
                  shadow=True)
        for i, game in enumerate(self.games):
            self.draw_tile(surf, i, game)
        self.draw_widgets(surf)
        draw_text(surf, v, t("browser_keys"), (640, 702), 14, TEXT_DIM, "midbottom")
        if self.message:
            self.draw_message(surf, 560)

    def draw_tile(self, surf: pygame.Surface, i: int, game: GameDef) -> None:
        v = self.view
        r = self.tile_rect(i)
        lit = i == self.focus
        draw_panel(surf, v, r.move(0, 4), (0, 0, 0, 80), 16)
        draw_panel(surf, v, r, (16, 52, 42, 240) if lit else (12, 40, 32, 225), 16,
                   border=GOLD if lit else (238, 196, 92, 90), border_w=3 if lit else 1.5)
        emblem = pygame.Rect(r.x + 10, r.y + 11, 100, 100)
        draw_panel(surf, v, emblem, (0, 0, 0, 70), 12)
        game.emblem(self.app, surf, emblem)
        tx, w = r.x + 122, r.w - 132
        name = game.name(i18n.language())
        other = game.name("en" if i18n.language() == "zh" else "zh")
        size = fit_text_size(name, 23, w, v, bold=True)
        draw_text(surf, v, name, (tx, r.y + 12), size, GOLD if lit else TEXT, bold=True)
        draw_text(surf, v, other, (tx, r.y + 44), 14, TEXT_DIM)
        draw_text(surf, v, players_text(game.seats), (tx, r.y + 66), 15, TEXT)
        family = t(f"family_{game.family}")
        size = fit_text_size(family, 14, w if game.key not in self.saves else w - 104, v)
        draw_text(surf, v, family, (tx, r.y + 90), size, TEXT_DIM)
