"""The Saint Petersburg table: the other players along the top (tokens, rubles, points,
hand, display by colour with its income), the stacks, the upper and lower rows, the
phase track, the discard pile and the Observatory's card in the middle, and the viewer's
display by colour (each phase's income beside it), purse, hand and controls below.

Buying: drag a card of a row onto your display (or click it and press Buy); onto your
hand to take it (or Take). A hand card dragged onto the display is played. A trading
card goes onto the card it replaces: dropped on it, or, picked, by a click on one of the
glowing targets. Hovering a card shows what it costs you and why. In the Building phase
an Observatory lights the stacks: click one to draw its top card, then buy, take or
discard it. At the Pub choose how many points to buy. Esc clears the pick, else opens
the menu.

This module is the scene, a `KitScene`: what it keeps (the pick, the Pub's count), where
the kit's zones lie, its input; `table_view` draws it."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.protocol import Action
from game.games.saint_petersburg import art, table_view
from game.games.saint_petersburg import table_layout as lay
from game.games.saint_petersburg.actions import (
    Buy,
    Discard,
    Observe,
    Pass,
    Play,
    PubPoints,
    Take,
)
from game.games.saint_petersburg.cards import PACK, kind_of_code
from game.ui.i18n import t
from game.ui.kit.motion import Flight
from game.ui.kit.table import KitScene
from game.ui.widgets import Button

R = pygame.Rect
BUTTON_W, BUTTON_H = 138, 40
SOURCES = ("upper", "lower", "hand", "drawn")  # where a card the viewer may pick lies


class SpTableScene(KitScene):
    panel_widest = 420
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller)
        self.pick: tuple[str, str] | None = None  # (where, card code) picked
        self.pub_points = 0  # the Pub's count being chosen
        self.picked_for: tuple | None = None
        c, p = self.a["controls"], self.a["pub"]

        def at(col: int, row: int) -> R:
            return R(c.x + 8 + col * (BUTTON_W + 8), c.y + 30 + row * (BUTTON_H + 8), BUTTON_W,
                     BUTTON_H)

        self.controls = {
            "buy": Button(at(0, 0), lambda: t("sp_play_for" if self.pick and self.pick[0] == "hand"
                                              else "sp_buy_for", price=self.picked_price()),
                          self.buy_picked, "primary", key="buy", font_size=15),
            "take": Button(at(1, 0), lambda: t("sp_take"), self.take_picked, "secondary",
                           key="take", font_size=15),
            "discard": Button(at(2, 0), lambda: t("sp_discard"), self.discard_drawn, "plain",
                              key="discard", font_size=15),
            "pass": Button(at(0, 1), lambda: t("sp_pass"), self.pass_turn, "secondary",
                           key="pass", font_size=15),
            "clear": Button(at(1, 1), lambda: t("sp_clear"), self.clear_pick, "plain",
                            key="clear", font_size=15),
            "pass_phase": Button(at(2, 1), lambda: t("sp_pass_phase"), self.pass_phase, "plain",
                                 key="pass_phase", font_size=13),
            "less": Button((p.x + 6, p.y + 34, 36, 36), "−", lambda: self.step_pub(-1), "plain",
                           key="pub_less", font_size=20),
            "more": Button((p.right - 42, p.y + 34, 36, 36), "+", lambda: self.step_pub(1),
                           "plain", key="pub_more", font_size=20),
            "pub": Button((p.x + 6, p.bottom - 40, p.w - 12, 36),
                          lambda: t("sp_pub_buy", n=self.pub_points, rubles=2 * self.pub_points),
                          self.buy_points, "primary", key="pub_buy", font_size=14),
        }

    # -- what the table shows ----------------------------------------------------------------
    @property
    def seat(self) -> int:
        return self.ctl.viewer

    @property
    def hand(self) -> list[str]:
        """The hand shown: the viewer's cards."""
        return self.board()["hand"]

    def mine(self) -> bool:
        return self.ctl.my_decision()

    def flying(self) -> set:
        """Cards in flight now (drawn where they land only once there)."""
        return {f.piece for f in self.motion.flights}

    def row_cards(self, row: str) -> list[tuple[str, R]]:
        cards = self.board()[row]
        slots = lay.row_slots(self.a[row])
        return [(code, slots[i].move(0, -8) if self.pick == (row, code) else slots[i])
                for i, code in enumerate(cards[:8])]

    def hand_cards(self) -> list[tuple[str, R]]:
        hand = self.hand
        rects = lay.hand_cards(self.a["hand"], len(hand))
        return [(code, r.move(0, -10) if self.pick == ("hand", code) else r)
                for code, r in zip(hand, rects, strict=True)]

    def display_by_colour(self, seat: int) -> list[list[str]]:
        """A seat's display in its three colours, each sorted by kind."""
        display = self.board()["displays"][seat]
        return [sorted((c for c in display if kind_of_code(c).colour == colour),
                       key=lambda c: (kind_of_code(c).trading, kind_of_code(c).cost, c))
                for colour in lay.COLOURS]

    def display_cards(self) -> list[tuple[str, R]]:
        out = []
        for codes, column in zip(self.display_by_colour(self.seat),
                                 lay.columns(self.a["display"]), strict=True):
            out += list(zip(codes, lay.column_cards(column, len(codes)), strict=True))
        return out

    def panel_cards(self, seat: int) -> list[tuple[str, R]]:
        panel = self.panel_of(seat)
        out = []
        for codes, column in zip(self.display_by_colour(seat), lay.panel_columns(panel),
                                 strict=True):
            out += list(zip(codes, lay.panel_cards(column, len(codes)), strict=True))
        return out

    def drawn_card(self) -> str | None:
        return self.board()["drawn"]

    def stack_spots(self) -> dict[str, R]:
        return lay.stack_spots(self.a["stacks"])

    # -- the legal options -------------------------------------------------------------------
    def legal(self) -> list[Action]:
        return self.ctl.legal() if self.mine() else []

    def options_for(self, code: str) -> list[Action]:
        """The viewer's legal ways to lay out the card with this code (buy or play)."""
        card = PACK.from_codes([code])[0]
        return [a for a in self.legal() if isinstance(a, Buy | Play) and a.card == card]

    def targets_for(self, code: str) -> list[str]:
        """The display cards a picked trading card may go onto now, by code."""
        return [PACK.code(a.displaces[0]) for a in self.options_for(code) if a.displaces]

    def observable(self) -> set[str]:
        return {a.stack for a in self.legal() if isinstance(a, Observe)}

    def picked_price(self) -> int:
        """The price of the picked card (the cheapest way, for a trading card)."""
        if self.pick is None:
            return 0
        return table_view.cheapest(self, self.pick[1])

    # -- the pick ----------------------------------------------------------------------------
    def decision_changed(self) -> None:
        board = self.board()
        key = (self.seat, board["step"], board["phase"], board["turn"], self.mine(),
               len(self.ctl.state.log.actions))
        if key == self.picked_for:
            return
        self.picked_for = key
        self.pick = None
        drawn = board["drawn"]
        if self.mine() and board["step"] == "observed" and drawn:
            self.pick = ("drawn", drawn)
        if self.mine() and board["step"] == "pub_points":
            self.pub_points = 0

    def clear_pick(self) -> None:
        if self.pick is not None and self.pick[0] != "drawn":
            self.pick = None

    def step_pub(self, by: int) -> None:
        most = max((a.points for a in self.legal() if isinstance(a, PubPoints)), default=0)
        self.pub_points = max(0, min(most, self.pub_points + by))

    # -- actions -----------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        before = len(self.ctl.state.log.actions)
        super().act(action)
        if len(self.ctl.state.log.actions) > before:
            self.pick = None

    def lay_out(self, code: str, source: str, target: str | None = None) -> None:
        """Buy (or play) the card: onto `target` for a trading card; with one target
        the only one; with several the pick waits for a click on one."""
        card = PACK.from_codes([code])[0]
        kind = kind_of_code(code)
        cls = Play if source == "hand" else Buy
        if not kind.trading:
            self.act(cls(self.seat, card))
            return
        targets = self.targets_for(code)
        if target is None and len(targets) == 1:
            target = targets[0]
        if target is None and targets:
            self.pick = (source, code)
            self.refuse(t("sp_pick_target"), sound=False)
            return
        displaces = (PACK.from_codes([target])[0],) if target else ()
        self.act(cls(self.seat, card, displaces))  # with no target the rules say why

    def buy_picked(self) -> None:
        if self.pick is not None:
            self.lay_out(self.pick[1], self.pick[0])

    def take_picked(self) -> None:
        if self.pick is not None:
            self.act(Take(self.seat, PACK.from_codes([self.pick[1]])[0]))

    def discard_drawn(self) -> None:
        drawn = self.drawn_card()
        if drawn:
            self.act(Discard(self.seat, PACK.from_codes([drawn])[0]))

    def pass_turn(self) -> None:
        self.act(Pass(self.seat))

    def pass_phase(self) -> None:
        """Pass now and for the rest of this phase."""
        self.ctl.pass_to_phase_end(self.seat)
        self.pass_turn()

    def buy_points(self) -> None:
        self.act(PubPoints(self.seat, self.pub_points))

    # -- the kit's zones ---------------------------------------------------------------------
    def zone_box(self, zone: str, piece: Any) -> R | None:
        kind, _, where = zone.partition(":")
        board = self.board()
        if kind == "stack":
            return self.stack_spots()[where]
        if kind in ("upper", "lower"):
            slots = lay.row_slots(self.a[kind])
            row = board[kind]
            return slots[min(7, row.index(piece) if piece in row else len(row))]
        if kind in ("discard", "observatory"):
            return lay.pile_card(self.a["discard" if kind == "discard" else "drawn"])
        seat = int(where)
        panel = self.panel_of(seat)
        if kind == "hand":
            if panel is not None:
                return lay.panel_hand(panel)
            spot = next((r for code, r in self.hand_cards() if code == piece), None)
            return spot or R(self.a["hand"].x + 8, self.a["hand"].y + 18, lay.HAND_W,
                             lay.card_h(lay.HAND_W))
        if kind == "display":
            cards = self.panel_cards(seat) if panel is not None else self.display_cards()
            spot = next((r for code, r in cards if code == piece), None)
            if spot is not None:
                return spot
            return panel if panel is not None else self.a["display"]
        return None

    def piece_picture(self, flight: Flight, face_up: bool, px: int) -> pygame.Surface:
        code = str(flight.piece)
        if face_up:
            return art.face(code, px)
        return art.back(kind_of_code(code).stack, px)

    # -- input -------------------------------------------------------------------------------
    def piece_at(self, pos: tuple[float, float]) -> Any:
        if not self.mine():
            return None
        board = self.board()
        if board["step"] == "observed":
            drawn = self.drawn_card()
            spot = lay.pile_card(self.a["drawn"])
            return ("drawn", drawn) if drawn and spot.collidepoint(pos) else None
        if board["step"] != "actions":
            return None
        for row in ("upper", "lower"):
            for code, r in self.row_cards(row):
                if r.collidepoint(pos):
                    return (row, code)
        for code, r in reversed(self.hand_cards()):
            if r.collidepoint(pos):
                return ("hand", code)
        for stack, r in self.stack_spots().items():
            if stack in self.observable() and r.collidepoint(pos):
                return ("stack", stack)
        for code, r in reversed(self.display_cards()):
            if r.collidepoint(pos):
                return ("display", code)
        return None

    def clicked(self, piece: Any) -> None:
        where, what = piece
        if where == "stack":
            self.act(Observe(self.seat, what))
        elif where == "display":
            if self.pick is not None and what in self.targets_for(self.pick[1]):
                self.lay_out(self.pick[1], self.pick[0], what)
        elif where == "drawn":
            self.pick = ("drawn", what)
        else:
            self.pick = None if self.pick == (where, what) else (where, what)

    def dropped(self, piece: Any, pos: tuple[float, float]) -> None:
        where, what = piece
        if where not in SOURCES:
            return
        if self.a["display"].collidepoint(pos):
            target = next((code for code, r in reversed(self.display_cards())
                           if r.collidepoint(pos)), None)
            kind = kind_of_code(what)
            self.lay_out(what, where, target if kind.trading else None)
        elif self.a["hand"].collidepoint(pos) and where != "hand":
            self.act(Take(self.seat, PACK.from_codes([what])[0]))
        elif where == "drawn" and self.a["discard"].collidepoint(pos):
            self.discard_drawn()

    def key_down(self, key: int, mod: int) -> None:
        if key == pygame.K_ESCAPE and self.pick is not None and self.pick[0] != "drawn":
            self.pick = None
        else:
            super().key_down(key, mod)

    def toggles(self) -> tuple[Button, ...]:
        return tuple(self.controls.values())

    def shown_controls(self) -> set[str]:
        """The buttons the decision offers."""
        if not self.mine():
            return set()
        board, legal = self.board(), self.legal()
        if board["step"] == "pub_points":
            return {"less", "more", "pub"}
        shown: set[str] = set()
        if self.pick is not None:
            code = self.pick[1]
            card = PACK.from_codes([code])[0]
            if self.options_for(code):
                shown.add("buy")
            if any(isinstance(a, Take) and a.card == card for a in legal):
                shown.add("take")
            if self.pick[0] != "drawn":
                shown.add("clear")
        if board["step"] == "observed":
            return shown | {"discard"}
        return shown | {"pass", "pass_phase"}

    def sync_buttons(self) -> None:
        shown = self.shown_controls()
        for name, button in self.controls.items():
            button.visible = name in shown

    def handle(self, event: pygame.event.Event) -> None:
        self.sync_buttons()
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.sync_buttons()

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        table_view.draw(self, surf)
