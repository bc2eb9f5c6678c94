"""The Forbidden Island board: the island (its shape from the Tiled map, every tile
drawn in code, flooded tiles under water, sunk tiles gone into the sea), the pawns, the
water meter, both decks and discards, each adventurer's panel with the open hand.

Input: the turn's action is chosen with the buttons (Move, Shore up, Fly, Navigate) and
carried out by clicking a lit tile; Capture, End actions and Draw flood card are
buttons; drag a treasure card onto a pawn or a player's panel to give it; click a
Helicopter Lift or Sandbags card in any hand to play it (then the tiles); over the hand
limit, click the card to discard. Keys: M move, S shore up, E end actions, Space draws
the next flood card, U (or Ctrl+Z) takes the last action back, D the danger view, L the
log, Esc cancels or opens the menu.

The board is drawn from the island as shown so far (`FiController.table_obs`), and each
shown event plays the motion declared in `events.py`, played by the table kit
(`game.ui.kit.motion`): cards flying, pawns walking; tiles turning and sinking and
"Waters Rise!" are this board's own drawing (`motion.py`).

This module is the scene, a `KitScene` (the places from the level, the motion's clock,
the log, the menu button, the press that becomes a click or a drag are the kit's): what
it keeps (the mode and what is picked), its hooks, the kit's questions and the order it
draws in; the parts live beside it: `table_layout`
(where things lie), `table_choices` (what may be picked next, the action buttons),
`table_input` (clicks, drags and keys), `table_board` (the island and the pawns),
`table_panels` (meter, decks, the players' panels and hands), `table_banner` (the words
at the top).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.games.forbidden_island import art, motion, table_input, table_layout, timing
from game.games.forbidden_island.actions import Move
from game.games.forbidden_island.controller import FiController
from game.games.forbidden_island.table_banner import draw_banner, splash_line
from game.games.forbidden_island.table_board import draw_island, tile_face
from game.games.forbidden_island.table_choices import MODES, action_buttons
from game.games.forbidden_island.table_layout import (
    BOUNDS,
    CARD_W,
    SPLASH_CARD_W,
    flood_card_box,
    splash_card_box,
)
from game.games.forbidden_island.table_panels import (
    draw_card_name,
    draw_decks,
    draw_drag,
    draw_meter,
    draw_seat,
    role_rgb,
)
from game.games.forbidden_island.tiles import PACK, TREASURE_CARDS, WATERS_RISE
from game.ui.app import App
from game.ui.i18n import t
from game.ui.kit.motion import Flight, Turning
from game.ui.kit.table import KitScene
from game.ui.log_panel import StoryLog
from game.ui.preparing import draw_offscreen, prepare
from game.ui.tooltip import draw_tooltip
from game.ui.widgets import Button


class FiLog(StoryLog):
    title_key, title_size = "fi_log", 16
    fill, border = (10, 24, 40, 240), (238, 196, 92, 120)


class FiTableScene(KitScene):
    log_class = FiLog
    # The kit's picks (a press takes up a hand card: (holder, card)), said in table_input.
    piece_at, clicked_at, dropped = table_input.card_at, table_input.click, table_input.drop
    key_down = table_input.key

    def __init__(self, app: App, controller: FiController) -> None:
        super().__init__(app, controller)
        self.mode: str | None = None
        self.pick: object = None  # the Engineer's first tile, a lift's source, a pawn to guide
        self.special: tuple[int, int] | None = None  # (holder, card) being played
        self.group: list[int] = []  # the pawns a Helicopter Lift takes from its tile
        self.refreshed_at = -1  # the number of moves when the buttons were last set up
        self.colour_log()
        m = self.a["meter"]
        self.danger_button = Button((m.x, m.bottom + 12, 158, 36), lambda: t("fi_danger"),
                                    self.toggle_danger, "plain", key="danger", font_size=14)
        # Undo sits at the banner's end, where fast forward would (never both: fast
        # forward is for a table with no person, undo for a person's turn).
        b = self.a["banner"]
        self.undo_button = Button((b.right - 150, b.y + 3, 146, b.h - 6), lambda: t("fi_btn_undo"),
                                  self.undo, "plain", key="undo", font_size=14)

    def prepare_art(self) -> None:
        """Make the island's pictures at this window size before the table's first frame
        (a progress bar if it takes long): every tile dry and flooded with its name, the
        treasure and flood cards at the sizes they are drawn and fly at, and what the
        opening picture shows, so no flood or draw makes art inside draw()."""
        v = self.view
        steps = [lambda t=tile, f=flooded, r=r: tile_face(v, t, f, r)
                 for tile, r in self.tile_rects().items() for flooded in (False, True)]
        treasure = sorted({PACK.code(card) for card in TREASURE_CARDS})
        deck_w = self.a["treasure_deck"].w  # the decks' and discards' width: cards fly at it
        steps += [lambda c=code, w=w: art.card_picture(c, v.len(w)) for code in treasure
                  for w in (CARD_W, deck_w)]
        steps += [lambda c=code: art.card_picture(c, v.len(SPLASH_CARD_W)) for code in treasure
                  if code.startswith(WATERS_RISE)]
        steps += [lambda t=tile: art.flood_face(t, v.len(deck_w)) for tile in self.tile_rects()]
        steps += [lambda d=deck, w=w: art.card_back(d, v.len(w)) for deck in ("flood", "treasure")
                  for w in (deck_w, SPLASH_CARD_W)]
        prepare(self.app, [*steps, lambda: draw_offscreen(self)])

    # -- hooks ----------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.prepare_art()

    def on_resize(self) -> None:
        self.prepare_art()

    def keys_help(self) -> list[tuple[str, str]]:
        return [("key_mouse", "fi_prompt_move"), ("M", "fi_btn_move"), ("S", "fi_btn_shore"),
                ("E", "fi_btn_end"), ("key_space", "fi_btn_flood"), ("U", "fi_key_undo"),
                ("D", "fi_danger"), ("Esc", "keys_menu"), ("L", "history_button")]

    def colour_log(self) -> None:
        """The log's seat dots in each seat's adventurer colour."""
        self.history.colours = tuple(role_rgb(role) for role in self.ctl.state.roles)

    def new_game(self) -> None:
        self.colour_log()
        super().new_game()

    def game_over(self) -> None:
        self.decision_changed()

    def handle(self, event: pygame.event.Event) -> None:
        self.undo_button.enabled = self.ctl.undoable() > 0  # as the turn stands, drawn or not
        super().handle(event)

    def toggles(self) -> tuple[Button, ...]:
        return self.danger_button, self.undo_button

    def fast_forward_box(self) -> tuple:
        b = self.a["banner"]  # at the banner's end, where undo is while a person plays
        return b.right - 200, b.y, 200, b.h

    def clicked(self, piece: tuple[int, int]) -> None:
        table_input.click_card(self, *piece)

    # -- the shown events' motion, played by the kit from events.py ----------------------
    def zone_box(self, zone: str, piece: Any) -> pygame.Rect | tuple | None:
        """Where `piece` stands in `zone` (the kit asks before and after an event)."""
        kind, _, where = zone.partition(":")
        if kind == "hand":
            if str(piece).startswith("WR"):  # a Waters Rise! drawn grows over the board
                return splash_card_box(self.a["board"])
            return self.hand_box(int(where), piece)
        if kind == "tile":
            r = self.tile_rects().get(where)
            return None if r is None else flood_card_box(r)
        return self.a.get(zone)

    def piece_picture(self, flight: Flight, face_up: bool, px: int) -> pygame.Surface:
        flood = flight.src == "flood_deck"
        if not face_up:
            return art.card_back("flood" if flood else "treasure", px)
        return art.flood_face(flight.piece, px) if flood else art.card_picture(flight.piece, px)

    @staticmethod
    def fades(flight: Flight) -> bool:
        """A flood card fades on its tile, a Waters Rise! over the board."""
        return flight.lands.startswith("tile:") or str(flight.piece).startswith("WR")

    def hand_box(self, seat: int, code: str) -> pygame.Rect:
        """Where card `code` lies in `seat`'s hand as shown (where a card flies to)."""
        card = PACK.from_codes([code])[0]
        return dict(self.hand_rects(seat)).get(card, self.a[f"seat_{seat}"])

    def undone(self, was: dict) -> None:
        """An action taken back (`was`: the island before): the pawns it moved walk back,
        the tiles it shored up turn back."""
        now = self.obs()
        self.motion.clear()
        rects = self.tile_rects()
        for seat, tile in enumerate(now["pawns"]):
            if was["pawns"][seat] != tile:
                self.motion.walk(seat, rects[was["pawns"][seat]].center, timing.WALK)
        states = {d["tile"]: d["state"] for d in was["tiles"]}
        for d in now["tiles"]:
            if states[d["tile"]] == "dry" and d["state"] == "flooded":
                self.motion.turns[d["tile"]] = Turning("flooded", timing.FLIP)
        self.app.sounds.play("click")
        self.decision_changed()

    def undo(self) -> None:
        if not self.ctl.undo():
            self.refuse(t("fi_undo_none"))

    # -- what may be done now ----------------------------------------------------------------
    def legal(self) -> list:
        return self.ctl.legal()

    def decision_changed(self) -> None:
        """A new decision (or none): the picks start again, the mode stays if it may."""
        kinds = {type(a) for a in self.legal()}
        self.pick, self.special, self.group = None, None, []
        if self.mode not in MODES or MODES[self.mode] not in kinds:
            self.mode = "move" if Move in kinds else None
        self.refresh()

    def refresh(self) -> None:
        self.buttons = action_buttons(self)

    def set_mode(self, mode: str) -> None:
        self.mode, self.pick, self.special = mode, None, None
        self.refresh()

    def toggle_danger(self) -> None:
        self.ctl.toggle_danger()
        self.app.sounds.play("click")

    # -- where things lie (`table_layout`), as the drawing, the input and the tests ask -----
    def obs(self) -> dict:
        """The island as the board shows it (the controller's shown copy)."""
        return self.ctl.table_obs()

    def tile_rects(self) -> dict[str, pygame.Rect]:
        return table_layout.tile_rects(self.a["board"], self.obs())

    def pawn_rects(self) -> dict[int, pygame.Rect]:
        return table_layout.pawn_rects(self.tile_rects(), self.obs()["pawns"])

    def hand_rects(self, seat: int) -> list[tuple[int, pygame.Rect]]:
        return table_layout.hand_rects(self.a[f"seat_{seat}"], self.obs()["hands"][seat])

    # -- per frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        moves = len(self.ctl.state.log.actions)
        if self.ctl.my_decision() and moves != self.refreshed_at:  # a new decision on screen
            self.refreshed_at = moves
            self.decision_changed()

    def draw(self, surf: pygame.Surface) -> None:
        v = self.view
        surf.blit(art.sea(v.window), (0, 0))
        obs = self.obs()
        draw_island(self, surf, obs)
        draw_meter(surf, v, self.a["meter"],  # between two marks while it rises
                   motion.water(self.motion.effect("splash"), obs["water"]), obs["water"])
        draw_decks(self, surf, obs)
        for seat in range(self.ctl.players):
            draw_seat(self, surf, obs, seat)
        draw_banner(self, surf, obs)
        for b in self.buttons:
            b.draw(surf, v)
        self.menu_button.draw(surf, v)
        self.danger_button.style = "secondary" if self.ctl.danger else "plain"
        self.danger_button.draw(surf, v)
        self.fast_forward.button.visible = self.fast_forward.shown
        self.fast_forward.draw(surf)
        self.undo_button.visible = bool(self.ctl.humans) and not self.ctl.state.is_terminal()
        self.undo_button.enabled = self.ctl.undoable() > 0
        self.undo_button.draw(surf, v)
        self.motion.draw_flights(surf, v)
        motion.draw_splash(surf, v, self.a["board"], self.motion.effect("splash"),
                           splash_line(obs))
        draw_drag(self, surf)
        self.history.draw(surf)
        if self.danger_button.hover:
            draw_tooltip(surf, v, t("fi_danger_help"), self.danger_button.rect, BOUNDS,
                         max_w=380)
        elif self.hover is not None and (self.press is None or not self.press.drag):
            draw_card_name(self, surf)
