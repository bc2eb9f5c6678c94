"""The Blokus table: the board in the middle (drawn in code, each colour's start corner
marked), a tray of pieces by each corner for the colour that starts there (its score
live, its moves left, "out" once it cannot place), the controls under the board.

Take a piece from the moving colour's tray (press and drag it, or click it): it follows
the pointer as a ghost snapped to the cells, green where it may lie and red where not
(a drop there says why); R or the wheel turns it, F flips it (or the buttons); the
cells its colour may touch at a corner glow; "Every place" (A) lights every cell the
chosen piece could cover. Keys: Tab the next piece, the arrows move the ghost, Enter
places it, Esc puts it back (else the menu).

This module is the scene, a `KitScene`: what it keeps (the piece chosen, its way round,
the keyboard's cell), where the kit's zones lie, its input and drawing."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.core.protocol import Action
from game.games.blokus import art
from game.games.blokus.ai import Position
from game.games.blokus.model import Place, layout_of
from game.games.blokus.pieces import NAMES, flipped, orientations, turned
from game.games.blokus.placement import anchors, placements
from game.games.blokus.scoring import colour_score
from game.ui.i18n import t
from game.ui.kit.motion import Flight
from game.ui.kit.table import KitScene
from game.ui.kit.zones import square_grid
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_panel, draw_text, fit_text_size

R = pygame.Rect
TRAY_COLS, TRAY_ROWS = 5, 5
TRAY_CELL = 10  # a tray piece's squares, level units
LIT, BAD = (120, 230, 120), (230, 90, 80)


@lru_cache(maxsize=8)
def _moves_left(placed: tuple, variant: str, left: tuple, out: tuple) -> tuple[int, ...]:
    """Each colour's legal placements now (0 once out): kept per position."""
    pos = Position.of({"variant": variant, "placed": [list(p) for p in placed]})
    layout = layout_of(variant)
    geo = layout.geometry
    return tuple(0 if out[c] else len(placements(
        geo, pos.occupied, pos.own[c], geo.bit(*layout.starts[c]), left[c]))
        for c in range(len(layout.colours)))


class BkTableScene(KitScene):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller)
        self.chosen: str | None = None
        self.orient = 0
        self.cursor: tuple[int, int] | None = None  # the keyboard's cell
        self.show_all = False
        self.pressed_from: str | None = None
        c = self.a["controls"]
        self.controls = (
            Button((c.x, c.y + 6, 140, 36), lambda: t("bk_turn"), self.turn_piece, "plain",
                   key="turn", font_size=15),
            Button((c.x + 150, c.y + 6, 140, 36), lambda: t("bk_flip"), self.flip_piece,
                   "plain", key="flip", font_size=15),
            Button((c.right - 200, c.y + 6, 200, 36), lambda: t("bk_every_place"),
                   self.toggle_all, "plain", key="every_place", font_size=15))

    # -- where things lie ---------------------------------------------------------------------
    def size(self) -> int:
        return layout_of(self.board()["variant"]).geometry.size

    def grid(self):
        return square_grid(self.a["board"], self.size(), self.size())

    def colours(self) -> list[str]:
        return self.board()["colours"]

    def tray(self, colour: int) -> R:
        return self.a[f"tray_{colour}"]

    def slots(self, colour: int) -> list[tuple[str, R]]:
        """Each piece's place in its colour's tray (in the pieces' order)."""
        area = self.tray(colour).inflate(-12, -12)
        area.y += 30
        area.h -= 30
        w, h = area.w / TRAY_COLS, area.h / TRAY_ROWS
        return [(p, R(round(area.x + (i % TRAY_COLS) * w), round(area.y + (i // TRAY_COLS) * h),
                      round(w), round(h))) for i, p in enumerate(NAMES)]

    def piece_box(self, colour: int, piece: str, orientation: int, x: int, y: int) -> R:
        cells = orientations(piece)[orientation]
        w = max(cx for cx, _ in cells) + 1
        h = max(cy for _, cy in cells) + 1
        g = self.grid()
        top = g.cell_rect(x, y)
        return R(round(top.x), round(top.y), round(top.w * w), round(top.h * h))

    def hover_cell(self) -> tuple[int, int] | None:
        if self.cursor is not None and self.hover is None:
            return self.cursor
        return None if self.hover is None else self.grid().cell_at(self.hover)

    # -- the kit's zones ----------------------------------------------------------------------
    def zone_box(self, zone: str, piece: Any) -> R | None:
        kind, _, where = zone.partition(":")
        if kind == "tray":
            colour = self.colours().index(where)
            return dict(self.slots(colour)).get(piece)
        entry = self.last_placed(piece)
        return None if entry is None else self.piece_box(*entry)

    def last_placed(self, piece: str) -> list | None:
        return next((p for p in reversed(self.board()["placed"]) if p[1] == piece), None)

    def piece_picture(self, flight: Flight, face_up: bool, px: int) -> pygame.Surface:
        colour, piece, orientation, *_ = self.last_placed(flight.piece)
        cells = orientations(piece)[orientation]
        w = max(cx for cx, _ in cells) + 1
        return art.piece(piece, orientation, self.colours()[colour], max(4, px // w))

    # -- what may be done -----------------------------------------------------------------------
    def mine(self) -> bool:
        return self.ctl.my_decision()

    def legal_set(self) -> set[tuple]:
        return {(a.piece, a.orientation, a.x, a.y) for a in self.ctl.legal()}

    def ghost_at(self, cell: tuple[int, int]) -> tuple[int, int]:
        """The box's top-left that puts the chosen piece's middle on `cell`."""
        cells = orientations(self.chosen)[self.orient]
        w = max(x for x, _ in cells) + 1
        h = max(y for _, y in cells) + 1
        return cell[0] - (w - 1) // 2, cell[1] - (h - 1) // 2

    def place_at(self, cell: tuple[int, int] | None) -> None:
        if self.chosen is None or cell is None or not self.mine():
            return
        x, y = self.ghost_at(cell)
        self.act(Place(self.ctl.viewer, self.chosen, self.orient, x, y))

    def act(self, action: Action) -> None:
        before = len(self.ctl.state.log.actions)
        super().act(action)
        if len(self.ctl.state.log.actions) > before:
            self.chosen = None

    def choose(self, piece: str | None) -> None:
        if piece != self.chosen:
            self.orient = 0
        self.chosen = piece

    def turn_piece(self) -> None:
        if self.chosen is not None:
            self.orient = turned(self.chosen, self.orient)

    def flip_piece(self) -> None:
        if self.chosen is not None:
            self.orient = flipped(self.chosen, self.orient)

    def toggle_all(self) -> None:
        self.show_all = not self.show_all

    # -- input ------------------------------------------------------------------------------
    def piece_at(self, pos: tuple[float, float]) -> Any:
        if not self.mine():
            return None
        board = self.board()
        colour = board["colour"]
        for piece, r in self.slots(colour):
            if piece in board["left"][colour] and r.collidepoint(pos):
                self.pressed_from = self.chosen  # a click on the chosen piece puts it back
                self.choose(piece)  # chosen at once: dragged, its ghost shows on the board
                return piece
        return None

    def clicked(self, piece: Any) -> None:
        self.choose(None if piece == self.pressed_from else piece)

    def dropped(self, piece: Any, pos: tuple[float, float]) -> None:
        self.choose(piece)
        cell = self.grid().cell_at(pos)
        if cell is None:
            return  # back to the tray, still chosen
        self.place_at(cell)

    def clicked_at(self, pos: tuple[float, float]) -> None:
        self.place_at(self.grid().cell_at(pos))

    def key_down(self, key: int, mod: int) -> None:
        left = self.board()["left"][self.board()["colour"]]
        moves = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
                 pygame.K_DOWN: (0, 1)}
        if key == pygame.K_ESCAPE and self.chosen is not None:
            self.choose(None)
        elif key == pygame.K_r:
            self.turn_piece()
        elif key == pygame.K_f:
            self.flip_piece()
        elif key == pygame.K_a:
            self.toggle_all()
        elif key == pygame.K_TAB and self.mine() and left:
            i = left.index(self.chosen) + 1 if self.chosen in left else 0
            self.choose(left[i % len(left)])
            self.cursor = self.cursor or (self.size() // 2, self.size() // 2)
        elif key in moves and self.chosen is not None:
            x, y = self.cursor or (self.size() // 2, self.size() // 2)
            dx, dy = moves[key]
            self.cursor = (max(0, min(self.size() - 1, x + dx)),
                           max(0, min(self.size() - 1, y + dy)))
            self.hover = None  # the keys lead the ghost now
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.place_at(self.hover_cell())
        else:
            super().key_down(key, mod)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.turn_piece()
            return
        if event.type == pygame.MOUSEMOTION:
            self.cursor = None
        super().handle(event)

    def toggles(self) -> tuple[Button, ...]:
        return self.controls

    def decision_changed(self) -> None:
        if self.chosen is not None and self.chosen not in self.board()["left"][
                self.board()["colour"]]:
            self.chosen = None

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        v, board = self.view, self.board()
        surf.blit(self.app.backdrop(), (0, 0))
        self.draw_board(surf, board)
        for c in range(len(board["colours"])):
            self.draw_tray(surf, board, c)
        self.draw_banner(surf, board)
        for b in self.controls:
            b.visible = self.mine()
            b.draw(surf, v)
        self.menu_button.draw(surf, v)
        self.fast_forward.button.visible = self.fast_forward.shown
        self.fast_forward.draw(surf)
        self.motion.draw_flights(surf, v)
        self.draw_dragged(surf)
        self.history.draw(surf)

    def draw_board(self, surf: pygame.Surface, board: dict) -> None:
        v, g = self.view, self.grid()
        draw_panel(surf, v, self.a["board"].inflate(12, 12), (22, 26, 34, 245), 10)
        px = max(4, v.len(g.cell_size[0]))
        colours = board["colours"]
        layout = layout_of(board["variant"])
        for x, y in g.cells():
            pygame.draw.rect(surf, (48, 54, 66), v.rect(g.cell_rect(x, y)), 1)
        for c, (x, y) in enumerate(layout.starts):
            r = v.rect(g.cell_rect(x, y)).inflate(-px // 3, -px // 3)
            pygame.draw.rect(surf, art.rgb(colours[c]), r, max(1, px // 8))
        flying = self.motion.hidden("board")
        last = len(board["placed"]) - 1
        for i, (c, piece, orientation, x, y) in enumerate(board["placed"]):
            if i == last and piece in flying:
                continue
            for cx, cy in orientations(piece)[orientation]:
                surf.blit(art.square(colours[c], px), v.rect(g.cell_rect(x + cx, y + cy)))
        if self.mine():
            self.draw_help(surf, board, g, px)

    def draw_help(self, surf: pygame.Surface, board: dict, g, px: int) -> None:
        """The moving colour's free corners, every place the chosen piece fits (if asked)
        and the ghost under the pointer or the keys."""
        v = self.view
        colour = board["colours"][board["colour"]]
        legal = self.legal_set()
        geo = self.ctl.state.layout.geometry
        for x, y in geo.cells(self.anchor_mask()):
            pygame.draw.circle(surf, art.rgb(colour), v.rect(g.cell_rect(x, y)).center,
                               max(2, px // 5))
        if self.chosen is None:
            return
        if self.show_all:
            lit = set()
            for piece, o, x, y in legal:
                if piece == self.chosen:
                    lit.update((x + cx, y + cy) for cx, cy in orientations(piece)[o])
            shade = pygame.Surface((px, px), pygame.SRCALPHA)
            shade.fill((*LIT, 70))
            for x, y in lit:
                surf.blit(shade, v.rect(g.cell_rect(x, y)))
        cell = self.hover_cell()
        if cell is None:
            return
        x0, y0 = self.ghost_at(cell)
        ok = (self.chosen, self.orient, x0, y0) in legal
        tile = art.square(colour, px).copy()
        tile.set_alpha(170)
        for cx, cy in orientations(self.chosen)[self.orient]:
            x, y = x0 + cx, y0 + cy
            if 0 <= x < self.size() and 0 <= y < self.size():
                r = v.rect(g.cell_rect(x, y))
                surf.blit(tile, r)
                pygame.draw.rect(surf, LIT if ok else BAD, r, max(2, px // 8))

    def anchor_mask(self) -> int:
        """The cells the moving colour may touch at a corner (its start cell at first)."""
        state = self.ctl.state
        c = state.colour
        return anchors(state.layout.geometry, state.occupied, state.own[c], state.start_bit(c))

    def draw_tray(self, surf: pygame.Surface, board: dict, c: int) -> None:
        v, r = self.view, self.tray(c)
        colour = board["colours"][c]
        moving = board["colour"] == c and board["asked"] is not None
        draw_panel(surf, v, r, (14, 22, 30, 225), 12,
                   border=GOLD if moving else art.rgb(colour), border_w=3 if moving else 1.5)
        owner = self.ctl.state.owners[c]
        who = t("bk_shared") if owner is None else self.ctl.name_of(owner)
        if owner is None:  # the shared colour: who plays it this time round, under its name
            by = t("bk_played_by", name=self.ctl.name_of(self.ctl.state.seat_of(c)))
            draw_text(surf, v, by, (r.x + 12, r.y + 30), fit_text_size(by, 12, r.w - 24, v),
                      TEXT_DIM, "topleft")
        left = board["left"][c]
        score = colour_score(left, None if left else self.last_piece(board, c), "official")
        moves = _moves_left(tuple(map(tuple, board["placed"])), board["variant"],
                            tuple(tuple(x) for x in board["left"]), tuple(board["out"]))[c]
        # no move left is out already (the board only fills), though the rules say so
        # only when the colour's turn comes round
        out = board["out"][c] or moves == 0
        status = t("bk_out") if out else t("bk_moves", n=moves)
        drawn = draw_text(surf, v, f"{t('bk_score', n=score)} · {status}",
                          (r.right - 12, r.y + 12), 13,
                          TEXT_DIM if out else TEXT, "topright")
        title = f"{t(f'bk_colour_{colour}')} · {who}"
        room = v.to_level(drawn.topleft)[0] - r.x - 22  # the title ends before the status
        draw_text(surf, v, title, (r.x + 12, r.y + 10), fit_text_size(title, 15, room, v, True),
                  art.rgb(colour), "topleft", bold=True)
        flying = self.motion.hidden(f"tray:{colour}")
        for piece, slot in self.slots(c):
            if piece not in left and piece not in flying:
                continue
            if piece == self.dragging():
                continue
            img = art.piece(piece, 0, colour, v.len(TRAY_CELL))
            if out:
                img = img.copy()
                img.set_alpha(110)
            at = img.get_rect(center=v.rect(slot).center)
            surf.blit(img, at)
            if moving and piece == self.chosen:
                pygame.draw.rect(surf, GOLD, at.inflate(8, 8), max(2, v.len(2)),
                                 border_radius=v.len(4))

    @staticmethod
    def last_piece(board: dict, c: int) -> str | None:
        return next((p[1] for p in reversed(board["placed"]) if p[0] == c), None)

    def draw_banner(self, surf: pygame.Surface, board: dict) -> None:
        v, b = self.view, self.a["banner"]
        if self.message_time > 0:
            text = self.message
        elif board["asked"] is None:
            text = t("bk_over")
        else:
            colour = t(f"bk_colour_{board['colours'][board['colour']]}")
            if self.ctl.state.owners[board["colour"]] is None:
                colour = t("bk_shared_colour", colour=colour)
            name = self.ctl.name_of(board["asked"])
            text = t("bk_prompt", colour=colour) if self.mine() else \
                t("bk_waiting", name=name, colour=colour)
        draw_text(surf, v, text, (b.x + 6, b.centery), fit_text_size(text, 17, b.w - 12, v, True),
                  TEXT, "midleft", bold=True)

    def draw_dragged(self, surf: pygame.Surface) -> None:
        """A piece dragged off the board follows the pointer (over it, the ghost shows)."""
        dragged = self.dragging()
        if dragged is None or self.hover is None or self.grid().cell_at(self.hover):
            return
        colour = self.board()["colours"][self.board()["colour"]]
        img = art.piece(dragged, self.orient, colour, self.view.len(TRAY_CELL * 1.6))
        surf.blit(img, img.get_rect(center=self.view.pt(*self.hover)))
