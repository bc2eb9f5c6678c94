"""The Saboteur table: the maze in the middle (drawn in code, fitted as it grows, zoomed
with the wheel or + and -, panned by dragging its empty ground), the other seats round
it, the viewer's panel, hand, draw pile and discard along the bottom.

Play a card by dragging it (or clicking it, then its target): a path card onto a lit
cell (R, a right-click or the wheel turns it 180 degrees while it is held; a drop
where it may not lie says why and it goes back), a broken tool onto a player's panel, a
repair onto a lit broken tool, a map onto a face-down goal, a rockfall onto a tunnel; any
card onto the discard passes with it. Keys: 1-6 take up a card, R turns it, P passes
with it, Esc puts it back (else the menu), + / - / 0 zoom, L the log.

This module is the scene, a `KitScene` (the kit has the places from the level, the
motion's clock, the log, the menu button, the press that becomes a click or a drag):
what it keeps (the card held, its turn, the zoom), what may be done (from the one legal
list), where the kit's zones lie. Drawing is `table_maze` and `table_panels`; where
things lie is `table_layout`."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.protocol import Action
from game.games.saboteur import art
from game.games.saboteur.actions import (
    BreakTool,
    Map,
    Pass,
    PlacePath,
    Repair,
    Rockfall,
    TakeNugget,
)
from game.games.saboteur.cards import INFO, PACK
from game.games.saboteur.table_layout import (
    HAND_W,
    ZOOMS,
    MazeView,
    hand_rects,
    maze_view,
    offer_rects,
    panel_card,
    tool_rects,
)
from game.games.saboteur.table_maze import draw_maze
from game.games.saboteur.table_panels import (
    draw_banner,
    draw_hand,
    draw_me,
    draw_offer,
    draw_peek,
    draw_piles,
    draw_round_end,
    draw_seat,
    me_tools,
)
from game.ui.i18n import t
from game.ui.kit.motion import Flight
from game.ui.kit.table import KitScene
from game.ui.log_panel import StoryLog
from game.ui.preparing import draw_offscreen, prepare
from game.ui.widgets import Button

PAN = "pan"  # a press on the maze's empty ground: it drags the view


class SabLog(StoryLog):
    title_key, title_size = "sab_log", 16
    fill, border = (24, 16, 10, 240), (238, 196, 92, 120)


class SabTableScene(KitScene):
    log_class = SabLog
    pass_prompt_at = (640, 634)  # over the person's own hand, clear of the maze

    def __init__(self, app, controller) -> None:
        super().__init__(app, controller)
        self.held: str | None = None  # the hand card taken up by a click
        self.turned = False  # how the held (or dragged) path card is turned
        self.zoom = 0  # an index into ZOOMS
        self.pan = (0.0, 0.0)  # cells the view is moved from the maze's centre
        self._by_card: tuple[Any, dict[str, list[Action]]] = (None, {})
        m = self.a["maze"]
        self.zoom_buttons = (
            Button((m.right - 126, m.y + 8, 36, 32), "+", lambda: self.zoom_by(1), "plain",
                   key="zoom_in", font_size=20),
            Button((m.right - 86, m.y + 8, 36, 32), "−", lambda: self.zoom_by(-1), "plain",
                   key="zoom_out", font_size=20),
            Button((m.right - 46, m.y + 8, 38, 32), lambda: t("sab_fit"), self.fit, "plain",
                   key="fit", font_size=13))
        # The held card's two buttons flank the hand, clear of the maze and the cards.
        h = self.a["hand"]
        self.pass_card_button = Button((h.x + 4, h.centery - 17, 92, 34),
                                       lambda: t("sab_btn_pass"), self.pass_held, "plain",
                                       key="pass_card", font_size=14)
        self.turn_button = Button((h.right - 96, h.centery - 17, 92, 34), lambda: t("sab_turn"),
                                  self.turn_held, "secondary", key="turn", font_size=14)

    # -- art made as the table opens ------------------------------------------------------
    def prepare_art(self) -> None:
        """Every kind of card at the hand's width and, path cards both ways round, at
        the maze's (copies share their picture), before the first frame."""
        v = self.view
        cell = max(8, round(v.len(self.maze_view().w)))
        kinds = sorted({PACK.code(i) for i in range(len(PACK)) if "~" not in PACK.code(i)})
        steps = [lambda c=c: art.face(c, v.len(HAND_W)) for c in kinds]
        steps += [lambda c=c, turned=tu: art.face(c, cell, turned)
                  for c in kinds for tu in (False, True) if INFO[PACK.from_codes([c])[0]].edges]
        steps += [lambda k=k: art.back(k, v.len(HAND_W)) for k in ("deck", "goal", "nugget")]
        steps.append(lambda: art.back("goal", cell))
        prepare(self.app, [*steps, lambda: draw_offscreen(self)])

    def enter(self) -> None:
        super().enter()
        self.prepare_art()

    def on_resize(self) -> None:
        self.prepare_art()

    def keys_help(self) -> list[tuple[str, str]]:
        return [("key_mouse", "sab_help_drag"), ("R", "sab_turn"), ("P", "sab_btn_pass"),
                ("1-6", "sab_help_pick"), ("+ / - / 0", "sab_help_zoom"),
                ("Esc", "keys_menu"), ("L", "history_button")]

    # -- where things lie ------------------------------------------------------------------
    def panel(self, seat: int) -> pygame.Rect:
        pos = self.ctl.pos_of(seat)
        return self.a["me"] if pos == 0 else self.a[f"seat_{pos}"]

    def maze_view(self) -> MazeView:
        cells = [(c[0], c[1]) for c in self.board()["maze"]]
        return maze_view(self.a["maze"], cells, ZOOMS[self.zoom], self.pan)

    def hand_rects(self) -> list[tuple[str, pygame.Rect]]:
        return hand_rects(self.a["hand"], self.board()["hand"], self.held)

    def tools_of(self, seat: int) -> dict[str, pygame.Rect]:
        p = self.panel(seat)
        return tool_rects(me_tools(p) if seat == self.ctl.viewer else p)

    @property
    def hand(self) -> list[str]:
        """The viewer's cards as the table shows them."""
        return self.board()["hand"]

    def hover_cell(self) -> tuple[int, int] | None:
        return None if self.hover is None else self.maze_view().cell_at(self.hover)

    def flying_to(self) -> set[str]:
        return {f.lands for f in self.motion.flights}

    # -- the kit's zones and flying pieces -----------------------------------------------------
    def zone_box(self, zone: str, piece: Any) -> pygame.Rect | tuple | None:
        kind, _, where = zone.partition(":")
        board = self.board()
        if kind == "cell":
            x, y = map(int, where.split(":"))
            return self.maze_view().cell_box(x, y)
        if kind == "goal":
            return self.maze_view().cell_box(*board["goals"][int(where)])
        if kind in ("deck", "discard", "nuggets"):
            r = pygame.Rect(0, 0, HAND_W * 0.8, HAND_W * 0.8 * art.CARD_ASPECT)
            r.center = self.a["deck" if kind == "nuggets" else kind].center
            return r
        seat = int(where.split(":")[0])
        if kind == "hand" and seat == self.ctl.viewer:
            placed = dict(self.hand_rects())
            return placed.get(piece) or pygame.Rect(self.a["hand"].center, (HAND_W, HAND_W))
        if kind == "tools":
            return self.tools_of(seat)[zone.split(":")[2]]
        if kind == "offer" and seat == self.ctl.viewer and board["offer"]:
            return dict(offer_rects(self.a["maze"], board["offer"])).get(piece)
        return panel_card(self.panel(seat))

    def piece_picture(self, flight: Flight, face_up: bool, px: int) -> pygame.Surface:
        code = flight.piece
        group = INFO[PACK.from_codes([code])[0]].group
        if not face_up:
            return art.back({"nugget": "nugget", "dwarf": "dwarf"}.get(group, "deck"), px)
        turned = False
        if flight.lands.startswith("cell:"):
            x, y = map(int, flight.lands.split(":")[1:])
            turned = next((c[3] for c in self.board()["maze"] if (c[0], c[1]) == (x, y)), False)
        return art.face(code, px, turned)

    # -- what may be done now (the one legal list) -----------------------------------------
    def by_card(self) -> dict[str, list[Action]]:
        legal = self.ctl.legal()
        if self._by_card[0] is not legal:
            out: dict[str, list[Action]] = {}
            for a in legal:
                if not isinstance(a, TakeNugget):
                    out.setdefault(PACK.code(a.card), []).append(a)
            self._by_card = (legal, out)
        return self._by_card[1]

    def playable(self) -> set[str]:
        """The hand's cards that may be played or passed with now."""
        return set(self.by_card())

    def useful(self) -> set[str]:
        """The hand's cards that may do more than be passed with (the rest are dimmed)."""
        return {code for code, actions in self.by_card().items()
                if any(not isinstance(a, Pass) for a in actions)}

    def holding(self) -> str | None:
        dragged = self.dragging()
        return dragged if isinstance(dragged, str) and dragged != PAN else self.held

    @staticmethod
    def is_path(code: str) -> bool:
        return INFO[PACK.from_codes([code])[0]].group == "tunnel"

    def lit_cells(self, code: str) -> list[tuple[int, int]]:
        goals = self.board()["goals"]
        out = []
        for a in self.by_card().get(code, []):
            if isinstance(a, PlacePath) and a.turned == self.turned:
                out.append((a.x, a.y))
            elif isinstance(a, Rockfall):
                out.append((a.x, a.y))
            elif isinstance(a, Map):
                out.append(tuple(goals[a.goal]))
        return out

    def lit_seats(self) -> set[int]:
        held = self.holding()
        if held is None:
            return set()
        return {a.target for a in self.by_card().get(held, [])
                if isinstance(a, (BreakTool, Repair))}

    def lit_tools(self, seat: int) -> set[str]:
        held = self.holding()
        if held is None:
            return set()
        return {a.tool for a in self.by_card().get(held, [])
                if isinstance(a, Repair) and a.target == seat}

    def prompt(self) -> str:
        board = self.board()
        if board["phase"] == "pick":
            return t("sab_prompt_pick")
        held = self.holding()
        if held is None:
            return t("sab_prompt_turn")
        kind = INFO[PACK.from_codes([held])[0]]
        if kind.group == "tunnel":
            return t("sab_prompt_path") if not board["broken"][board["seat"]] \
                else t("sab_prompt_broken")
        key = "break" if kind.breaks else ("repair" if kind.mends else kind.kind)
        return t(f"sab_prompt_{key}")

    # -- input (the kit's press, click and drop; keys and the wheel) -------------------------
    def piece_at(self, pos: tuple[float, float]) -> Any:
        board = self.board()
        if board["offer"] and board["picker"] == board["seat"] and self.ctl.my_decision():
            for code, r in offer_rects(self.a["maze"], board["offer"]):
                if r.collidepoint(pos):
                    return ("nugget", code)
        for code, r in reversed(self.hand_rects()):
            if r.collidepoint(pos):
                if code != self.held:  # another card taken up: it starts unturned
                    self.held, self.turned = None, False
                return code
        if self.a["maze"].collidepoint(pos):
            return (PAN, pos)
        return None

    def clicked(self, piece: Any) -> None:
        if isinstance(piece, tuple) and piece[0] == "nugget":
            self.act(TakeNugget(self.ctl.viewer, PACK.from_codes([piece[1]])[0]))
        elif isinstance(piece, tuple):
            self.clicked_at(piece[1])
        elif self.ctl.my_decision() and (piece == self.held or piece in self.playable()):
            self.take_up(None if piece == self.held else piece)

    def clicked_at(self, pos: tuple[float, float]) -> None:
        if self.held is not None and self.ctl.my_decision():
            self.play(self.held, pos, dropped=False)

    def dropped(self, piece: Any, pos: tuple[float, float]) -> None:
        if isinstance(piece, str) and self.ctl.my_decision():
            if piece not in self.playable():  # a nugget card to take now: it goes back
                self.refuse(self.prompt(), sound=False)
                return
            self.play(piece, pos, dropped=True)

    def take_up(self, code: str | None) -> None:
        if code != self.held:
            self.turned = False
        self.held = code
        self.refresh()

    def play(self, code: str, pos: tuple[float, float], dropped: bool) -> None:
        """Play `code` onto what lies at `pos`: the rules judge it; a refusal is said and
        the card goes back to the hand."""
        action = self.action_at(code, pos)
        if action is None:
            if dropped:
                self.refuse(t("sab_drop_nowhere"), sound=False)
            return
        self.act(action)

    def action_at(self, code: str, pos: tuple[float, float]) -> Action | None:
        seat, card = self.ctl.viewer, PACK.from_codes([code])[0]
        info = INFO[card]
        if self.a["discard"].collidepoint(pos) or self.a["deck"].collidepoint(pos):
            return Pass(seat, card)
        cell = self.maze_view().cell_at(pos)
        if info.group == "tunnel":
            return None if cell is None else PlacePath(seat, card, cell[0], cell[1], self.turned)
        if info.kind == "rockfall":
            return None if cell is None else Rockfall(seat, card, cell[0], cell[1])
        if info.kind == "map":
            goals = [tuple(g) for g in self.board()["goals"]]
            return Map(seat, card, goals.index(cell)) if cell in goals else None
        target = next((s for s in range(self.ctl.players)
                       if self.panel(s).collidepoint(pos)), None)
        if target is None:
            return None
        if info.breaks:
            return BreakTool(seat, card, target)
        icons = self.tools_of(target)
        near = min(info.mends, key=lambda tool: (
            tool not in self.lit_tools(target),
            abs(icons[tool].centerx - pos[0]) + abs(icons[tool].centery - pos[1])))
        return Repair(seat, card, target, near)

    def act(self, action: Action) -> None:
        self.held, self.turned = None, False
        super().act(action)

    def turn_held(self) -> None:
        held = self.holding()
        if held is not None and self.is_path(held):
            self.turned = not self.turned
            self.app.sounds.play("click")

    def pass_held(self) -> None:
        if self.held is not None and self.ctl.my_decision():
            self.act(Pass(self.ctl.viewer, PACK.from_codes([self.held])[0]))

    def zoom_by(self, step: int) -> None:
        self.zoom = max(0, min(len(ZOOMS) - 1, self.zoom + step))
        if self.zoom == 0:
            self.pan = (0.0, 0.0)

    def fit(self) -> None:
        self.zoom, self.pan = 0, (0.0, 0.0)

    def key_down(self, key: int, mod: int) -> None:
        hand = self.board()["hand"]
        if key == pygame.K_ESCAPE and self.held is not None:
            self.take_up(None)
        elif key == pygame.K_r:
            self.turn_held()
        elif key == pygame.K_p:
            self.pass_held()
        elif key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_by(1)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_by(-1)
        elif key in (pygame.K_0, pygame.K_HOME):
            self.fit()
        elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(hand) \
                and self.ctl.my_decision() and hand[key - pygame.K_1] in self.playable():
            code = hand[key - pygame.K_1]
            self.take_up(None if code == self.held else code)
        else:
            super().key_down(key, mod)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            held = self.holding()
            if held is not None and self.is_path(held):
                self.turn_held()
            elif self.hover is not None and self.a["maze"].collidepoint(self.hover):
                self.zoom_by(1 if event.y > 0 else -1)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 3:
            self.turn_held()
            return
        if event.type == pygame.MOUSEMOTION and self.press is not None \
                and isinstance(self.press.piece, tuple) and self.press.piece[0] == PAN:
            before = self.hover
            super().handle(event)
            if self.press is not None and self.press.drag and before is not None:
                mv = self.maze_view()
                dx, dy = self.hover[0] - before[0], self.hover[1] - before[1]
                self.pan = (self.pan[0] - dx / mv.w, self.pan[1] - dy / mv.h)
                # Kept where the view stopped: dragged past the maze's edge and back, it
                # moves at once (no slack to take up first).
                cells = [(c[0], c[1]) for c in self.board()["maze"]]
                home = maze_view(self.a["maze"], cells, ZOOMS[self.zoom])
                moved = self.maze_view()
                self.pan = (moved.cx - home.cx, moved.cy - home.cy)
            return
        super().handle(event)

    # -- buttons ---------------------------------------------------------------------------
    def toggles(self) -> tuple[Button, ...]:
        return self.zoom_buttons

    def decision_changed(self) -> None:
        if self.held is not None and self.held not in self.board()["hand"]:
            self.held, self.turned = None, False
        self.refresh()

    def refresh(self) -> None:
        mine = self.ctl.my_decision() and self.board()["phase"] == "turn"
        held = self.held
        self.turn_button.visible = mine and held is not None and held in self.useful() \
            and self.is_path(held)
        self.pass_card_button.visible = mine and held is not None
        self.buttons = [self.turn_button, self.pass_card_button]

    def update(self, dt: float) -> None:
        super().update(dt)
        self.refresh()

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        v, board = self.view, self.board()
        surf.blit(self.app.backdrop(), (0, 0))
        draw_maze(self, surf, board)
        for seat in range(self.ctl.players):
            if seat != self.ctl.viewer:
                draw_seat(self, surf, board, seat)
        draw_me(self, surf, board)
        draw_piles(self, surf, board)
        draw_hand(self, surf, board)
        draw_banner(self, surf, board)
        for b in (*self.zoom_buttons, *self.buttons, self.menu_button):
            b.draw(surf, v)
        self.fast_forward.button.visible = self.fast_forward.shown
        self.fast_forward.draw(surf)
        draw_offer(self, surf, board)
        self.motion.draw_flights(surf, v)
        draw_round_end(self, surf, board)
        draw_peek(self, surf, board)
        self.draw_dragged(surf)
        self.history.draw(surf)
        self.draw_pass_prompt(surf)

    def draw_dragged(self, surf: pygame.Surface) -> None:
        """The card dragged, under the pointer (over a maze cell the ghost shows it)."""
        dragged = self.dragging()
        if not isinstance(dragged, str) or self.hover is None:
            return
        if self.is_path(dragged) and self.hover_cell() is not None:
            return
        img = art.face(dragged, self.view.len(HAND_W * 0.8), self.turned)
        surf.blit(img, img.get_rect(center=self.view.pt(*self.hover)))
