"""The word solitaire's table: the stock and the waste at the top left, the game's numbers
beside them, the four foundations at the top right, the eight columns below.

Drag a face-up card (and the cards on it) onto a column or a foundation; drag the
waste's card, or a foundation's top card back onto a column; a drop the rules refuse
flies back and the banner says why. Double-click a card to send it to its foundation;
click the stock to turn a card (or, empty, to turn the waste over); right-click a card to
see its word large and hear it read (S6). Buttons and keys:
Winnable? (W), Hint (H: the move's card and where it goes light up), Undo (Ctrl+Z or U),
New deal (N), Space turns the stock.

This module is the scene, a `KitScene`: what it keeps (the hint shown, the card taken
and where it was taken, a click that waits for the cards to land), the kit's zones, and
the input; `table_view.py` draws it, `table_layout.py` says where everything lies."""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.core.protocol import Action, Event, IllegalAction
from game.games.wordpatience import art, table_view
from game.games.wordpatience import table_layout as lay
from game.games.wordpatience.actions import (
    ColumnToFoundation,
    FoundationToColumn,
    MoveRun,
    TurnStock,
    WasteToColumn,
    WasteToFoundation,
)
from game.games.wordpatience.deck import PACK, SUITS, headword
from game.games.wordpatience.events import WORD_SECONDS
from game.games.wordpatience.hint import finish_moves, hint
from game.games.wordpatience.words import goes_on
from game.ui.i18n import t
from game.ui.kit.motion import Flight, Playing
from game.ui.kit.table import KitScene
from game.ui.kit.zones import top_hit
from game.ui.preparing import draw_offscreen, prepare
from game.ui.scenes.dialog import ConfirmScene
from game.ui.speech import Narrator
from game.ui.widgets import Button

R = pygame.Rect
DOUBLE_CLICK = 0.45  # seconds between the two clicks of a double-click
SNAP_BACK = 0.2  # seconds a refused card takes back to its place


def card_id(code: str) -> int:
    return PACK.from_codes([code])[0]


class WpTableScene(KitScene):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller)
        a = self.a
        self.controls = (
            Button(a["winnable"], lambda: t("wp_btn_winnable"), self.winnable, "plain",
                   key="winnable", font_size=15),
            Button(a["hint"], lambda: t("wp_btn_hint"), self.show_hint, "plain", key="hint",
                   font_size=15),
            Button(a["undo"], lambda: t("wp_btn_undo"), self.undo, "plain", key="undo",
                   font_size=15),
            Button(a["new_deal"], lambda: t("wp_btn_new_deal"), self.new_deal, "plain",
                   key="new_deal", font_size=15),
            Button(lay.finish_button(a["info"]), lambda: t("wp_btn_finish"), self.finish,
                   "primary", key="finish", font_size=15),
        )
        self.hinted: tuple[int, Action] | None = None  # (the move count, the move) shown
        self.grab = (0.0, 0.0)  # where in the card taken the pointer holds it
        self.drop_boxes: dict[str, R] = {}  # a dropped card's flight starts where it fell
        self.queued: list[Action] = []  # clicks made while the cards still moved, in order
        self.last_click: tuple[Any, float] | None = None
        self.clock_shown = -1  # the clock's second on screen
        self.answer_shown = False  # the solver's answer has been drawn
        self.narrator: Narrator | None = None  # made the first time a word is read aloud

    # -- art --------------------------------------------------------------------------------
    def prepare_art(self) -> None:
        px = self.view.len(lay.CARD_W)
        steps = [lambda c=c: art.face(c, px) for c in range(len(PACK))]
        steps += [lambda: art.back(px), *(lambda m=m: art.slot(px, m)
                                          for m in (*SUITS, "K", "redeal", "none"))]
        prepare(self.app, [*steps, lambda: draw_offscreen(self)])

    def enter(self) -> None:
        super().enter()
        self.prepare_art()

    def on_resize(self) -> None:
        self.prepare_art()

    # -- where things lie -------------------------------------------------------------------
    def column(self, board: dict, col: int) -> list[tuple[str | None, R]]:
        """Column `col`'s cards from the bottom: (code, or None face down; rect)."""
        c = board["columns"][col]
        rects = lay.column_cards(self.a["tableau"], col, c["down"], len(c["up"]))
        return list(zip([None] * c["down"] + list(c["up"]), rects, strict=True))

    def waste(self, board: dict) -> list[tuple[str, R]]:
        return list(zip(board["waste"], lay.waste_cards(self.a["waste"], len(board["waste"])),
                        strict=True))

    def foundation(self, suit: str) -> R:
        return lay.foundation_rect(self.a["tableau"], self.a["foundations"], suit)

    # -- the kit's zones --------------------------------------------------------------------
    def zone_box(self, zone: str, piece: Any) -> R | None:
        if piece in self.drop_boxes:
            return self.drop_boxes.pop(piece)
        kind, _, where = zone.partition(":")
        board = self.board()
        if kind == "column":
            return next((r for code, r in self.column(board, int(where)) if code == piece),
                        None)
        if kind == "waste":
            spots = self.waste(board)
            return dict(spots).get(piece, spots[-1][1] if spots else self.a["waste"])
        if kind == "foundation":
            return self.foundation(where)
        if kind == "stock":
            return self.a["stock"]
        return None

    def piece_picture(self, flight: Flight, face_up: bool, px: int) -> pygame.Surface:
        return art.face(card_id(flight.piece), px) if face_up else art.back(px)

    # -- what is taken up -------------------------------------------------------------------
    def piece_at(self, pos: tuple[float, float]) -> Any:
        board = self.board()
        if board.get("over") or board["won"]:
            return None
        if self.a["stock"].collidepoint(pos):
            return ("stock",)
        spots = self.waste(board)
        if spots and spots[-1][1].collidepoint(pos):
            return self.taken(("waste",), spots[-1][1], pos)
        for suit in SUITS:
            r = self.foundation(suit)
            if board["foundations"][suit] and r.collidepoint(pos):
                return self.taken(("foundation", suit), r, pos)
        for col in range(lay.COLUMNS):
            cards = self.column(board, col)
            down = board["columns"][col]["down"]
            for i in range(len(cards) - 1, -1, -1):
                if cards[i][1].collidepoint(pos):
                    if i < down:
                        return None
                    return self.taken(("column", col, i - down), cards[i][1], pos)
        return None

    def taken(self, piece: tuple, rect: R, pos: tuple[float, float]) -> tuple:
        self.grab = (pos[0] - rect.x, pos[1] - rect.y)
        return piece

    def run_of(self, piece: Any, board: dict | None = None) -> list[str]:
        """The cards a piece taken up carries (a column's from the one taken to the top)."""
        board = board or self.board()
        if piece[0] == "waste":
            return board["waste"][-1:]
        if piece[0] == "foundation":
            return board["foundations"][piece[1]][-1:]
        if piece[0] == "column":
            return board["columns"][piece[1]]["up"][piece[2]:]
        return []

    def home_of(self, piece: Any) -> str:
        """The kit's zone a piece taken up lies in."""
        if piece[0] in ("foundation", "column"):
            return f"{piece[0]}:{piece[1]}"
        return piece[0]

    # -- input ------------------------------------------------------------------------------
    def clicked(self, piece: Any) -> None:
        if piece == ("stock",):
            self.act(TurnStock(0))
            return
        now = time.monotonic()
        if self.last_click is not None and self.last_click[0] == piece \
                and now - self.last_click[1] < DOUBLE_CLICK:
            self.last_click = None
            self.send_home(piece)
        else:
            self.last_click = (piece, now)

    def send_home(self, piece: Any) -> None:
        """A double-click: the card to its foundation."""
        if piece[0] == "waste":
            self.act(WasteToFoundation(0))
        elif piece[0] == "column":
            if len(self.run_of(piece)) > 1:
                self.refuse(t("wp_refuse_one_card"))
            else:
                self.act(ColumnToFoundation(0, piece[1]))

    def dropped(self, piece: Any, pos: tuple[float, float]) -> None:
        if piece == ("stock",):
            return
        run = self.run_of(piece)
        top = R(round(pos[0] - self.grab[0]), round(pos[1] - self.grab[1]), lay.CARD_W,
                lay.CARD_H)
        boxes = {code: top.move(0, k * lay.UP_STEP) for k, code in enumerate(run)}
        target = self.drop_target(top)
        action, reason = self.action_for(piece, target, len(run))
        if action is None:
            if reason:
                self.refuse(t(f"wp_refuse_{reason}"))
            self.snap_back(piece, boxes)
            return
        self.drop_boxes = dict(boxes)
        if not self.act(action):
            self.snap_back(piece, boxes)

    def drop_target(self, card: R) -> tuple | None:
        """The place a card dropped at `card` lands on: the column or foundation it
        overlaps most."""
        board = self.board()
        places: list[tuple[tuple, R]] = [(("foundation", s), self.foundation(s)) for s in SUITS]
        for col in range(lay.COLUMNS):
            cards = self.column(board, col)
            area = lay.column_area(self.a["tableau"], col)
            if cards:
                area.h = cards[-1][1].bottom - area.y + lay.CARD_H // 2
            places.append((("column", col), area))
        best, most = None, 0
        for place, r in places:
            clip = r.clip(card)
            if clip.w * clip.h > most:
                best, most = place, clip.w * clip.h
        return best

    def action_for(self, piece: Any, target: tuple | None, count: int
                   ) -> tuple[Action | None, str]:
        """The move a drop makes, or None and the reason ("" to say nothing)."""
        if target is None:
            return None, ""
        kind = piece[0]
        if target[0] == "column":
            dst = target[1]
            if kind == "column":
                if dst == piece[1]:
                    return None, ""
                return MoveRun(0, piece[1], count, dst), ""
            if kind == "waste":
                return WasteToColumn(0, dst), ""
            return FoundationToColumn(0, piece[1], dst), ""
        suit = target[1]
        if kind == "foundation":
            return None, ""
        if count > 1:
            return None, "one_card"
        if self.run_of(piece)[0][1] != suit:
            return None, "wrong_suit"
        return (WasteToFoundation(0) if kind == "waste" else ColumnToFoundation(0, piece[1])), ""

    def snap_back(self, piece: Any, boxes: dict[str, R]) -> None:
        """The cards dropped where they may not go fly back to their place."""
        self.drop_boxes = {}
        zone = self.home_of(piece)
        for code, box in boxes.items():
            home = self.zone_box(zone, code)
            if home is not None:
                self.motion.flights.append(Flight(code, zone, zone, (box.x, box.y, box.w, box.h),
                                                  (home.x, home.y, home.w, home.h), SNAP_BACK))

    def act(self, action: Action) -> bool:
        """Play `action` now, or once the cards of the last move have landed."""
        ctl = self.ctl
        if ctl.my_decision():
            ok = ctl.try_apply(action)
            self.decision_changed()
            if not ok:
                self.drop_boxes, self.queued = {}, []
                self.say_where_it_goes(action)
            return ok
        if ctl.busy() and not ctl.state.is_terminal():
            self.queued.append(action)
            return True
        return False

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 3:
            self.say_card_at(self.view.to_level(event.pos))
            return
        super().handle(event)

    def say_card_at(self, pos: tuple[float, float]) -> None:
        """A right-click on a face-up card: its word shown large, and read aloud where
        the speech engine is (S6)."""
        code = self.face_up_at(pos)
        if code is None:
            return
        word = headword(card_id(code))
        ev = Event("say", 0, {"card": code, "word": word})
        self.motion.effects.setdefault("word", []).append(Playing(ev, WORD_SECONDS))
        if self.narrator is None:
            self.narrator = Narrator(self.app.sounds.enabled, self.app.settings.volume)
        if not self.narrator.say(word, "en"):
            self.app.sounds.play("click")

    def face_up_at(self, pos: tuple[float, float]) -> str | None:
        """The face-up card drawn on top at `pos`, if any."""
        board = self.board()
        placed = [(code, r) for col in range(lay.COLUMNS) for code, r in self.column(board, col)
                  if code is not None]
        placed += self.waste(board)[-1:]
        placed += [(board["foundations"][s][-1], self.foundation(s)) for s in SUITS
                   if board["foundations"][s]]
        return top_hit(placed, pos)

    def leave(self) -> None:
        super().leave()
        if self.narrator is not None:
            self.narrator.close()
            self.narrator = None

    def say_where_it_goes(self, action: Action) -> None:
        """A card refused on a column for its rank or colour: say what it goes on."""
        try:
            self.ctl.state.check(action)
        except IllegalAction as refusal:
            if refusal.reason not in ("wrong_rank", "wrong_colour"):
                return
        else:
            return
        board = self.board()
        if isinstance(action, MoveRun):
            code = board["columns"][action.src]["up"][-action.count]
        elif isinstance(action, WasteToColumn):
            code = board["waste"][-1]
        elif isinstance(action, FoundationToColumn):
            code = board["foundations"][action.suit][-1]
        else:
            return
        self.message = goes_on(code)

    def key_down(self, key: int, mod: int) -> None:
        if key == pygame.K_z and mod & pygame.KMOD_CTRL or key == pygame.K_u:
            self.undo()
        elif key == pygame.K_h:
            self.show_hint()
        elif key == pygame.K_n:
            self.new_deal()
        elif key == pygame.K_w:
            self.winnable()
        elif key == pygame.K_a:
            self.finish()
        elif key == pygame.K_SPACE:
            self.act(TurnStock(0))
        else:
            super().key_down(key, mod)

    def keys_help(self) -> list[tuple[str, str]]:
        return [("key_mouse", "wp_key_drag"), ("key_mouse", "wp_key_double"),
                ("key_mouse", "wp_key_say"),
                ("key_space", "wp_key_stock"), ("Ctrl+Z", "wp_key_undo"),
                ("H", "wp_key_hint"), ("N", "wp_key_new"), ("W", "wp_key_winnable"),
                ("A", "wp_key_finish"),
                ("Esc", "keys_menu"), ("L", "history_button")]

    def toggles(self) -> tuple[Button, ...]:
        return self.controls

    def refresh_buttons(self) -> None:
        """Each button enabled while it can do something now."""
        ctl = self.ctl
        solving = ctl.solving is not None and not ctl.solving.done
        enabled = {"winnable": not solving and not ctl.state.is_terminal(),
                   "hint": ctl.my_decision(),
                   "undo": ctl.undo_allowed() or (ctl.busy() and bool(ctl.state.log.actions)),
                   "new_deal": True, "finish": True}
        for b in self.controls:
            b.enabled = enabled[b.key]
        self.controls[-1].visible = self.finishable()

    def finishable(self) -> bool:
        """Every card face up, the stock and the waste empty: Finish sends them home."""
        return self.ctl.my_decision() and not self.queued \
            and bool(finish_moves(self.ctl.state))

    def finish(self) -> None:
        """Every card home, one after another, each flying as the last lands."""
        if self.finishable():
            self.queued = finish_moves(self.ctl.state)
            self.act(self.queued.pop(0))

    def decision_changed(self) -> None:
        self.refresh_buttons()

    # -- the buttons ------------------------------------------------------------------------
    def show_hint(self) -> None:
        ctl = self.ctl
        if not ctl.my_decision():
            return
        move = hint(ctl.state)
        if move is None:
            self.hinted = None
            self.refuse(t("wp_hint_none"), sound=False)
            return
        self.hinted = (len(ctl.state.log.actions), move)
        self.app.sounds.play("click")

    def hint_now(self) -> Action | None:
        """The hint shown for the position on the table, if any."""
        if self.hinted is None or self.hinted[0] != len(self.ctl.state.log.actions) \
                or not self.ctl.my_decision():
            return None
        return self.hinted[1]

    def undo(self) -> None:
        ctl = self.ctl
        if ctl.undo():
            return
        if ctl.busy() and ctl.state.log.actions:
            return  # a move still landing: the next press takes it back
        self.refuse(t("wp_refuse_nothing_to_undo"))

    def undone(self) -> None:
        self.motion.clear()
        self.drop_boxes, self.queued, self.hinted = {}, [], None
        self.refuse(t("wp_undone"), sound=False)
        self.app.sounds.play("click")

    def new_deal(self) -> None:
        ctl = self.ctl
        if ctl.under_way() and not ctl.state.is_terminal():
            self.app.push(ConfirmScene(self.app, "wp_confirm_title", "wp_confirm_note",
                                       "wp_confirm_yes", "btn_stay", ctl.new_game))
        else:
            ctl.new_game()

    def winnable(self) -> None:
        if self.ctl.state.is_terminal():
            self.refuse(t("wp_winnable_over"), sound=False)
            return
        self.answer_shown = False
        self.ctl.ask_winnable()

    def new_game(self) -> None:
        super().new_game()
        self.drop_boxes, self.queued, self.hinted = {}, [], None
        self.message_time = 0.0

    # -- time -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.queued and self.ctl.my_decision():
            self.act(self.queued.pop(0))
        self.refresh_buttons()
        self.clock_shown = self.ctl.seconds
        solving = self.ctl.solving
        if solving is not None and solving.done:
            self.answer_shown = True

    def animating(self) -> bool:
        solving = self.ctl.solving
        return super().animating() or self.ctl.seconds != self.clock_shown \
            or (solving is not None and not self.answer_shown) or bool(self.queued)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        table_view.draw(self, surf)
