"""The game browser: a tile per game in the catalogue, with its emblem, its name in
the interface language (and small in the other), its player counts and family, and
Resume on the tile of a game with a save, and Stats on every tile. Arrow keys move,
Enter opens the set-up page, R resumes, S shows the statistics; the mouse does the
same."""

from __future__ import annotations

import math

import pygame

from game.core.gamedef import GameDef
from game.ui import fonts, i18n
from game.ui.app import App
from game.ui.i18n import t
from game.ui.saves import find_saves, problems_text, resume_saved
from game.ui.scenes.menu import MenuScene
from game.ui.tooltip import draw_tooltip
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
TILE_W, TILE_H = 282, 124
GAP_X, GAP_Y = 14, 12
GRID_TOP, GRID_BOTTOM = 80, 612  # sixteen tiles fit 4 x 4 in 1280x720
EMBLEM = 100  # the emblem's square box, inside the tile's left edge
PAD = 12  # tile edge to emblem, emblem to text
RIBBON_SCALE = 0.7  # an emblem over a Resume ribbon shrinks to the box's upper part
BACK_RECT = (570, 628, 140, 44)
KEYS_Y = 708  # the key help line's baseline, under the Back button
STATS_W, STATS_H = 62, 22  # the Stats pill, right of the players line


def players_text(seats: tuple[int, ...]) -> str:
    """"3 players", "2–4 players", "2, 4, 6 players"."""
    if seats == (1,):
        return t("players_one")
    if len(seats) == 1:
        return t("players_n", n=seats[0])
    if list(seats) == list(range(seats[0], seats[-1] + 1)):
        return t("players_range", lo=seats[0], hi=seats[-1])
    return t("players_n", n=t("players_sep").join(str(n) for n in seats))


class BrowserScene(MenuScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.games: list[GameDef] = list(app.games.values())
        # More games than four rows hold: the tiles grow shorter (their insides with
        # them, the type a little less) so that every row fits between the title and Back.
        rows = max(1, math.ceil(len(self.games) / COLS))
        room = GRID_BOTTOM - GRID_TOP - (rows - 1) * GAP_Y
        self.k = min(1.0, room / (rows * TILE_H))  # the tiles' height, as a share of TILE_H
        self.type_k = (1 + self.k) / 2  # the type shrinks half as much
        self.focus = 0
        self.pressed: int | None = None  # the tile a mouse press began on
        self._emblems: dict[tuple, pygame.Surface] = {}
        self.saves: dict[str, dict] = {}
        self.load_saves()
        self.build()

    def load_saves(self) -> None:
        self.saves, problems = find_saves(self.app.games)
        if problems:
            self.message = problems_text(problems)

    def uncovered(self) -> None:
        self.load_saves()
        self.build()

    # -- layout ------------------------------------------------------------------
    def tile_rect(self, i: int) -> pygame.Rect:
        """Tile i's rect: rows of COLS, a short last row centred, the grid centred in
        the space between the title and the Back button."""
        rows = math.ceil(len(self.games) / COLS)
        in_row = min(COLS, len(self.games) - (i // COLS) * COLS)
        row_w = in_row * TILE_W + (in_row - 1) * GAP_X
        x0 = 640 - row_w / 2
        tile_h = round(TILE_H * self.k)
        grid_h = rows * tile_h + (rows - 1) * GAP_Y
        y0 = GRID_TOP + max(0, (GRID_BOTTOM - GRID_TOP - grid_h) / 2)
        r, c = divmod(i, COLS)
        return pygame.Rect(round(x0 + c * (TILE_W + GAP_X)), round(y0 + r * (tile_h + GAP_Y)),
                           TILE_W, tile_h)

    def line_y(self, tile: pygame.Rect, y: float) -> float:
        """A line's middle `y` units down a full-height tile, on this tile."""
        return tile.y + y * self.k

    def stats_rect(self, tile: pygame.Rect) -> pygame.Rect:
        h = round(STATS_H * self.type_k)
        return pygame.Rect(tile.right - PAD - STATS_W, round(self.line_y(tile, 77) - h / 2),
                           STATS_W, h)

    def emblem_rect(self, tile: pygame.Rect) -> pygame.Rect:
        pad, side = round(PAD * self.k), round(EMBLEM * self.k)
        return pygame.Rect(tile.x + pad, tile.y + pad, side, side)

    def emblem_image(self, game: GameDef, size: tuple[int, int], small: bool) -> pygame.Surface:
        """The game's emblem cut to its box (it never spills onto the text), drawn once
        per size; `small`, shrunk to leave the box's foot to the Resume ribbon."""
        key = (game.key, size, small, i18n.language())
        img = self._emblems.get(key)
        if img is None:
            if small:
                full = self.emblem_image(game, size, False)
                k = RIBBON_SCALE
                img = pygame.transform.smoothscale(full, (round(size[0] * k), round(size[1] * k)))
            else:
                v = self.view
                side = round(EMBLEM * self.k)
                box = v.rect((0, 0, side, side))
                layer = pygame.Surface((box.right, box.bottom), pygame.SRCALPHA)
                game.emblem(self.app, layer, pygame.Rect(0, 0, side, side))
                img = layer.subsurface(box).copy()
                if img.get_size() != size:
                    img = pygame.transform.smoothscale(img, size)
            self._emblems[key] = img
        return img

    def build(self) -> None:
        self.widgets = []
        for i, game in enumerate(self.games):
            if game.key in self.saves:
                # A ribbon across the foot of the emblem: the text column stays whole.
                e = self.emblem_rect(self.tile_rect(i))
                h = round(25 * self.type_k)
                self.widgets.append(Pill((e.x + 4, e.bottom - h - 3, e.w - 8, h),
                                         lambda: t("btn_resume"),
                                         (lambda g=game: self.resume(g)), "primary",
                                         key=f"resume_{game.key}"))
        for i, game in enumerate(self.games):
            r = self.stats_rect(self.tile_rect(i))
            self.widgets.append(Pill(r, lambda: t("btn_stats"), (lambda g=game: self.show_stats(g)),
                                     "plain", key=f"stats_{game.key}"))
        self.widgets.append(Button(BACK_RECT, lambda: t("btn_back"), self.back, "secondary",
                                   key="back"))

    def on_language(self) -> None:
        self.build()

    # -- choosing ----------------------------------------------------------------
    def open(self, game: GameDef) -> None:
        from game.ui.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app, game))

    def show_stats(self, game: GameDef) -> None:
        from game.ui.scenes.stats import StatsScene

        self.app.push(StatsScene(self.app, game))

    def resume(self, game: GameDef) -> None:
        data = self.saves.get(game.key)
        if data is None:
            return
        depth = len(self.app.scenes)
        trouble = resume_saved(self.app, game, data)
        if trouble:
            self.message = trouble
            self.saves.pop(game.key, None)
            self.build()
            return
        # The table (and a hand-off over it) sits straight above the title, as after a
        # set-up.
        self.app.settle_on_root(depth)

    def tile_at(self, pos: tuple[float, float]) -> int | None:
        return next((i for i in range(len(self.games)) if self.tile_rect(i).collidepoint(pos)),
                    None)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if self.key(event.key):
                return
        for w in self.widgets:
            if w.handle(event, self.view):
                if event.type == pygame.MOUSEBUTTONUP:
                    self.app.sounds.play("click")
                self.pressed = None
                return
        if event.type == pygame.MOUSEMOTION:
            i = self.tile_at(self.view.to_level(event.pos))
            if i is not None:
                self.focus = i
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self.pressed = self.tile_at(self.view.to_level(event.pos))
            if self.pressed is not None:
                self.focus = self.pressed
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            # A click is a press and a release on the same tile.
            i = self.tile_at(self.view.to_level(event.pos))
            was, self.pressed = self.pressed, None
            if i is not None and i == was:
                self.app.sounds.play("click")
                self.open(self.games[i])
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()

    def keys_help(self) -> list[tuple[str, str]]:
        return [("key_arrows", "keys_browser_choose"), ("key_enter", "keys_browser_open"),
                ("R", "keys_browser_resume"), ("S", "keys_browser_stats"),
                ("Esc", "keys_back")]

    def key(self, k: int) -> bool:
        n = len(self.games)
        moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -COLS, pygame.K_DOWN: COLS}
        if k in moves:
            target = self.focus + moves[k]
            if k == pygame.K_DOWN and target >= n and target // COLS <= (n - 1) // COLS:
                target = n - 1  # down into a shorter last row
            if 0 <= target < n:
                self.focus = target
            return True
        if not n:
            return False
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.open(self.games[self.focus])
            return True
        if k == pygame.K_r:
            self.resume(self.games[self.focus])
            return True
        if k == pygame.K_s:
            self.show_stats(self.games[self.focus])
            return True
        return False

    # -- drawing -----------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        v = self.view
        draw_text(surf, v, t("browser_title"), (640, 14), 38, GOLD, "midtop", bold=True,
                  shadow=True)
        cut = [self.draw_tile(surf, i, game) for i, game in enumerate(self.games)]
        self.draw_widgets(surf)
        if self.games and cut[self.focus]:
            # A name cut short on its tile is read whole under the focused tile.
            game = self.games[self.focus]
            draw_tooltip(surf, v, " · ".join(dict.fromkeys((game.name(i18n.language()),
                                                             game.name("en"), game.name("zh")))),
                         self.tile_rect(self.focus), pygame.Rect(0, 0, 1280, 720))
        keys = t("browser_keys_resume" if self.saves else "browser_keys")
        draw_text(surf, v, keys, (640, KEYS_Y), 14, TEXT_DIM, "midbottom")
        if self.message:
            self.draw_message(surf, GRID_BOTTOM - 60)

    def draw_tile(self, surf: pygame.Surface, i: int, game: GameDef) -> bool:
        """Draw tile `i`; True when a name on it had to be cut short."""
        v = self.view
        r = self.tile_rect(i)
        lit = i == self.focus
        draw_panel(surf, v, r.move(0, 4), (0, 0, 0, 80), 16)
        draw_panel(surf, v, r, (18, 58, 46, 245) if lit else (12, 40, 32, 225), 16,
                   border=GOLD if lit else (238, 196, 92, 90), border_w=3 if lit else 1.5)
        emblem = self.emblem_rect(r)
        draw_panel(surf, v, emblem, (0, 0, 0, 70), 12)
        box = v.rect(emblem)
        img = self.emblem_image(game, box.size, game.key in self.saves)
        surf.blit(img, img.get_rect(midtop=box.midtop))
        tx = emblem.right + PAD
        w = r.right - PAD - tx
        name = game.name(i18n.language())
        other = game.name("en" if i18n.language() == "zh" else "zh")
        # (text, the line's middle, size, smallest size, colour, bold, room on the right)
        names = [(name, 27, 23, 17, GOLD if lit else TEXT, True, 0),
                 (other, 54, 14, 12, TEXT_DIM, False, 0)]
        facts = [(players_text(game.seats), 77, 15, 12, TEXT, False, STATS_W + 6),
                 (t(f"family_{game.family}"), 100, 14, 12, TEXT_DIM, False, 0)]
        cut = False
        k = self.type_k
        for i, (text, y, size, least, colour, bold, room) in enumerate(names + facts):
            shown, size = fit_line(text, size * k, least * k, w - room, v, bold)
            y = self.line_y(r, y)
            cut = cut or (shown != text and i < len(names))
            draw_text(surf, v, shown, (tx, y), size, colour, "midleft", bold=bold)
        return cut


def fit_line(text: str, size: float, least: float, width: float, view,
             bold: bool = False) -> tuple[str, float]:
    """Shrink `text` down to `least` to fit `width`; past that, cut it with an ellipsis."""
    size = max(least, fit_text_size(text, size, width, view, bold))
    px, limit = view.len(size), view.len(width)
    if fonts.text_width(text, px, bold) <= limit:
        return text, size
    while len(text) > 1 and fonts.text_width(text + "…", px, bold) > limit:
        text = text[:-1]
    return text.rstrip() + "…", size


class Pill(Button):
    """A small rounded button with a label that stays readable at its size."""

    def draw(self, surf: pygame.Surface, view) -> None:
        base, hover, fg = self.STYLES[self.style]
        r = self.rect
        lift = 0 if self.pressed else 2
        draw_panel(surf, view, r.move(0, 2), (0, 0, 0, 110), r.height / 2)
        draw_panel(surf, view, r.move(0, 2 - lift), hover if self.hover else base, r.height / 2,
                   border=(255, 255, 255, 90), border_w=1.5)
        size = fit_text_size(self.label, 15, r.width - 12, view, bold=True)
        draw_text(surf, view, self.label, (r.centerx, r.centery + 2 - lift), size, fg, "center",
                  bold=True)
