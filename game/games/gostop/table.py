"""The Go-Stop table: the centre grouped by month with the stock at its left, every
seat's captures sorted into brights, animals, ribbons and junk, the viewer's hand with
the cards that match something lit, a panel per seat with its live tally, and the
calls said aloud (고! 스톱! 뻑! ...) shown big with a sound.

Drawn from `Shown` (the cards as the events have shown them so far, synced with
`observation(viewer)` whenever nothing is left to show) and the controller's decision.
Each shown event plays the motion declared in `events.py`, played by the table kit
(`game.ui.kit.motion`): cards fly between the zones this scene places (`zone_box`),
joining the copy as they land; the calls and shown cards are this table's own views
(`table_effects.py`). The still parts are kept between frames by the kit's
`StillPicture`, each repainted only when what it shows changes. One job per module
beside it: the card faces (`table_faces.py`), the centre (`table_centre.py`), the
capture strips, the seat panels, the hand (`table_hand.py`), the panel over the centre
(`choice_panel.py`), the input (`table_input.py`), the geometry (`table_layout.py`).
"""

from __future__ import annotations

import pygame

from game.core.protocol import Action
from game.games.gostop import choice_panel, table_input
from game.games.gostop.actions import Take
from game.games.gostop.capture_strips import paint_strip, set_cards, strip_shown
from game.games.gostop.choice_panel import draw_choice
from game.games.gostop.controller import GsController
from game.games.gostop.emblem import SEAT_DOTS
from game.games.gostop.events import EVENTS
from game.games.gostop.seat_panels import paint_seat_panel, panel_shown
from game.games.gostop.shown import Dealt, Shown, lays_aside
from game.games.gostop.table_centre import centre_shown, draw_danger_help, paint_centre
from game.games.gostop.table_effects import draw_calls, draw_reveals
from game.games.gostop.table_faces import art_steps, blit_face, face
from game.games.gostop.table_hand import draw_dragged, hand_shown, paint_hand
from game.games.gostop.table_layout import (
    capture_rects,
    hand_rects,
    seat_hand_rect,
    stock_rect,
    table_rects,
)
from game.games.gostop.table_style import PLATE
from game.games.gostop.timing import CALL_MAX_SPEED
from game.ui.app import App
from game.ui.i18n import t
from game.ui.kit.motion import Flight, Motion
from game.ui.kit.still import Part, StillPicture
from game.ui.log_panel import StoryLog
from game.ui.preparing import draw_offscreen, prepare
from game.ui.seated_scene import Press, SeatedFastForward, SeatedScene
from game.ui.tooltip import draw_tooltip
from game.ui.tween import ease_out_cubic
from game.ui.widgets import TEXT, Button, draw_panel, draw_text, fit_text_size


class GsLog(StoryLog):
    """The log in words, over the right column; L or the Log button opens it."""

    title_key, title_size = "gs_log_title", 16
    fill, border = (16, 22, 18, 235), (238, 196, 92, 120)
    colours = SEAT_DOTS


class GsTableScene(SeatedScene):
    pass_prompt_at = (461, 458)  # over the message line

    def __init__(self, app: App, controller: GsController) -> None:
        super().__init__(app, controller)
        self.level = app.level(f"gostop_{controller.players}p")
        self.a = {name: pygame.Rect(anchor.rect) for name, anchor in self.level.anchors.items()}
        self.shown = Shown.of(controller.obs())
        # What the shown events are playing now (the kit plays events.py's motion). Cards
        # glide straight and settle, as they slide across a table.
        self.motion = Motion(EVENTS, self, sounds=app.sounds, on_land=self.landed,
                             easing=ease_out_cubic, arc=0.0)
        self.buttons: list[Button] = []
        self.menu_for: str | None = None  # the hand card whose shake / bomb menu is open
        self.cursor: int | None = None  # the keyboard's place among the choosable cards
        self.hover: tuple[float, float] | None = None
        self.press: Press | None = None  # on a hand card: piece = its code
        self._bg: pygame.Surface | None = None
        # The felt with the centre, strips, panels and hand as last shown (keyed parts).
        self.layer = StillPicture()
        self.history = GsLog(self)
        p = self.a["prompt"]  # fast forward at its right end, while only computers play
        self.fast_forward = SeatedFastForward(self, (p.right - 220, p.y, 220, p.h))
        self.menu_button = Button(self.a["menu"], lambda: t("btn_menu"), self.open_menu,
                                  "plain", key="menu", font_size=16)
        self.numbers_button = Button((p.x, p.y - 2, 120, p.h + 4),
                                     lambda: t("gs_btn_month_numbers"), self.toggle_numbers,
                                     "plain", key="month_numbers", font_size=15)

    def prepare_art(self) -> None:
        """The felt, every card's face at every width the table draws one, and what the
        opening picture shows (plates, panels, words) made at this window size before the
        table's first frame (a progress bar if slow)."""
        prepare(self.app, [self.background, *self.faces(), lambda: draw_offscreen(self)])

    def faces(self) -> list:
        """Every face and back at this size and month-number setting, as steps; none
        while the app draws no frames (tests that look at no pixel), as draw_offscreen."""
        return art_steps(self.view, self.ctl.month_numbers) if self.app.draw_frames else []

    # -- scene hooks ------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.prepare_art()

    def on_resize(self) -> None:
        self._bg = None
        self.layer.forget()
        self.prepare_art()

    def keys_help(self) -> list[tuple[str, str]]:
        rows = [("key_mouse", "gs_keys_play"), ("key_leftright", "keys_hand_move"),
                ("key_enter", "gs_keys_confirm"), ("G / S", "gs_keys_go_stop"),
                ("M", "gs_keys_month_numbers"), ("Esc", "keys_menu"), ("L", "history_button")]
        if self.fast_forward.shown:
            rows.append(("F", "ff_button"))
        return rows

    @property
    def busy(self) -> bool:
        """Cards still flying: the next event reads where they lie once landed."""
        return bool(self.motion.flights)

    def animating(self) -> bool:
        return bool(self.motion.active() or self.message_time > 0 or self.press) \
            or self.ctl.animating()

    def handle(self, event: pygame.event.Event) -> None:
        table_input.handle(self, event)

    # -- from the controller -------------------------------------------------------------
    def decision_changed(self) -> None:
        """A new decision (or none): menus close, the buttons follow."""
        self.menu_for, self.cursor = None, None
        self.refresh()

    def viewer_changed(self) -> None:
        self.motion.effects.pop("reveal", None)  # the last viewer's shown cards go
        self.shown = Shown.of(self.ctl.obs())
        self.decision_changed()

    def new_game(self) -> None:
        self.motion.clear()
        self.shown = Shown.of(self.ctl.obs())
        self.history.scroll = 0
        self.message_time = 0.0
        self.decision_changed()

    def game_over(self) -> None:
        self.sync()
        self.refresh()

    def sync(self) -> None:
        self.shown = self.shown.synced(self.ctl.obs())

    # -- the decision -------------------------------------------------------------------------
    def refresh(self) -> None:
        self.buttons = table_input.decision_buttons(self)

    def toggle_numbers(self) -> None:
        """The month numbers on the cards on or off (a beginner's help; M)."""
        self.ctl.toggle_month_numbers()
        self.app.sounds.play("click")
        prepare(self.app, self.faces())  # the faces with (or without) their numbers

    def act(self, action: Action) -> None:
        self.menu_for = None
        if self.ctl.try_apply(action):
            self.app.sounds.play("play")
        self.refresh()

    def take_options(self) -> list[tuple[Take, pygame.Rect]]:
        return choice_panel.take_options(self)

    def cursor_code(self) -> str | None:
        return table_input.cursor_code(self)

    # -- where the cards lie, as shown --------------------------------------------------------
    def strip(self, seat: int) -> pygame.Rect:
        return self.a[f"captures_{self.ctl.pos_of(seat)}"]

    def panel(self, seat: int) -> pygame.Rect:
        return self.a[f"seat_{self.ctl.pos_of(seat)}"]

    @property
    def hand(self) -> list[str]:
        """The viewer's hand as the table shows it (codes)."""
        return self.shown.hand

    def hand_cards(self) -> list[tuple[str, pygame.Rect]]:
        return list(zip(self.shown.hand, hand_rects(self.a["hand"], len(self.shown.hand)),
                        strict=True))

    def hand_card_at(self, pos: tuple[float, float]) -> str | None:
        for code, r in reversed(self.hand_cards()):
            if r.collidepoint(pos):
                return code
        return None

    def table_cards(self) -> list[tuple[str, pygame.Rect]]:
        return table_rects(self.a["table"], self.shown.table)

    def capture_cards(self, seat: int) -> list[tuple[str, pygame.Rect]]:
        return capture_rects(self.strip(seat), self.shown.captures[seat])

    # -- the shown events' motion, played by the kit from events.py ---------------------------
    def zone_box(self, zone: str, piece: str | Dealt) -> pygame.Rect:
        """Where `piece` lies in `zone` (a zone of `events.py`), or, not there yet, where
        it will lie once it and the cards flying there before it have landed."""
        kind, _, where = zone.partition(":")
        if kind == "stock":
            return stock_rect(self.a["table"])
        if kind == "hands":  # the deal: the viewer's place in the hand dealt, or a back
            if piece.code is None:
                return seat_hand_rect(self.panel(piece.seat))
            return hand_rects(self.a["hand"], piece.size)[piece.index]
        if kind == "hand":
            seat = int(where)
            mine = dict(self.hand_cards()) if seat == self.ctl.viewer else {}
            return mine[piece] if piece in mine else seat_hand_rect(self.panel(seat))
        if kind == "captures" or (where and lays_aside(piece)):
            seat = int(where)
            return rect_of(capture_rects(self.strip(seat), self.shown.captures[seat]
                                         + self.arriving(f"captures:{seat}") + [piece]),
                           piece, self.strip(seat))
        stock = stock_rect(self.a["table"])
        if lays_aside(piece):  # a bonus card dealt to the centre: never laid there
            return stock
        return rect_of(table_rects(self.a["table"], self.shown.table + self.arriving("table")
                                   + [piece]), piece, stock)

    def arriving(self, place: str) -> list[str]:
        """The cards on their way to `place` ("table", "captures:<seat>"), in order."""
        return [f.piece for f in self.motion.flights if lands_in(f) == place]

    def landed(self, flight: Flight) -> None:
        self.shown.arrive(flight.lands, flight.piece)

    def piece_picture(self, flight: Flight, face_up: bool, px: int) -> pygame.Surface:
        """A flying card's face (or back), made at the width one of its ends is drawn at
        rest, so the faces cached for the table serve the flight too."""
        piece = flight.piece
        code = piece.code if isinstance(piece, Dealt) else piece
        made_at = max(self.view.rect(flight.start).w, self.view.rect(flight.end).w)
        return self.face(code if face_up else None, made_at)

    # -- per frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.animate(dt)
        had = bool(self.buttons)
        self.ctl.update(dt)
        if not self.motion.flights and not self.ctl.pending and self.shown.moved:
            self.sync()
        if not had and self.ctl.my_decision() and not self.buttons:
            self.refresh()

    def animate(self, dt: float) -> None:
        """The cards fly on at the table's speed (landing into the copy); the calls and
        shown cards no faster than a person can read them."""
        speed = self.ctl.pace_speed
        self.motion.update(dt * speed, dt * min(speed, CALL_MAX_SPEED))
        if self.message_time > 0:
            self.message_time -= dt

    # -- drawing ------------------------------------------------------------------------------
    def background(self) -> pygame.Surface:
        if self._bg is None or self._bg.get_size() != self.view.window:
            bg = self.level.render_background(self.view)
            v = self.view
            draw_panel(bg, v, self.a["table"], (10, 40, 28, 110), 18,
                       border=(238, 196, 92, 50), border_w=1.5)
            for seat in range(self.ctl.players):
                draw_panel(bg, v, self.strip(seat), PLATE, 12)
            self._bg = bg
        return self._bg

    def face(self, code: str | None, w: int, made_at: int | None = None) -> pygame.Surface:
        """The card's face (its back for None) `w` pixels wide, with the month numbers as
        set now (`table_faces.face`)."""
        return face(code, w, self.ctl.month_numbers, made_at)

    def blit_card(self, surf: pygame.Surface, code: str | None, rect: pygame.Rect,
                  ring: tuple | None = None, lift: float = 0,
                  made_at: int | None = None) -> None:
        blit_face(surf, self.view, code, rect, self.ctl.month_numbers, ring, lift, made_at)

    def still_parts(self, obs: dict, legal: list) -> list[Part]:
        """The parts of the still picture, each keyed by all it shows: the centre, every
        seat's panel, the opponents' strips, and the viewer's strip with the hand over
        it (a raised hand card reaches into that strip, so they are painted together)."""
        v = self.view
        in_sets = set_cards(self.shown.captures)
        centre = centre_shown(self, obs, legal, in_sets)
        parts = [Part("table", centre, v.rect(self.a["table"]),
                      lambda surf: paint_centre(surf, v, centre))]
        for seat in range(self.ctl.players):
            pos = self.ctl.pos_of(seat)
            strip = strip_shown(self, seat, in_sets)
            if pos == 0:
                hand = hand_shown(self, obs, legal)
                near = v.rect(self.a["captures_0"]).union(v.rect(self.a["hand"]))
                parts.append(Part("near", (strip, hand), near,
                                  lambda surf, s=strip, h=hand: (paint_strip(surf, v, s),
                                                                 paint_hand(surf, v, h))))
            else:
                parts.append(Part(f"captures_{pos}", strip, v.rect(strip.strip),
                                  lambda surf, s=strip: paint_strip(surf, v, s)))
            panel = panel_shown(self, obs, seat)
            parts.append(Part(f"seat_{pos}", panel, v.rect(panel.rect),
                              lambda surf, p=panel: paint_seat_panel(surf, v, p)))
        return parts

    def draw(self, surf: pygame.Surface) -> None:
        obs = self.ctl.obs()
        legal = self.ctl.legal()
        surf.blit(self.layer.compose(self.background(), self.still_parts(obs, legal)), (0, 0))
        draw_dragged(self, surf)
        self.draw_prompt(surf)
        self.menu_button.draw(surf, self.view)
        self.numbers_button.style = "secondary" if self.ctl.month_numbers else "plain"
        self.numbers_button.draw(surf, self.view)
        self.fast_forward.button.visible = self.fast_forward.shown
        self.fast_forward.draw(surf)
        if choice_panel.asks(legal):
            draw_choice(self, surf, obs, legal)
        for b in self.buttons:
            b.draw(surf, self.view)
        self.history.draw(surf)
        draw_reveals(self, surf)
        self.motion.draw_flights(surf, self.view)
        draw_calls(self, surf)
        self.draw_pass_prompt(surf)
        if self.numbers_button.hover:
            draw_tooltip(surf, self.view, t("gs_btn_month_numbers_help"),
                         self.numbers_button.rect, pygame.Rect(0, 0, 1280, 720), max_w=380)
        elif self.hover is not None and not self.press:
            draw_danger_help(self, surf)

    def draw_prompt(self, surf: pygame.Surface) -> None:
        if self.passing():
            return  # the pass prompt says what is asked now
        v = self.view
        p = self.a["prompt"]
        text = self.message if self.message_time > 0 else self.ctl.prompt()
        if not text:
            return
        plate = pygame.Rect(p.x + 140, p.y, p.w - 400, p.h)
        draw_panel(surf, v, plate, (12, 16, 14, 200), 10)
        draw_text(surf, v, text, plate.center, fit_text_size(text, 16, plate.w - 20, v),
                  (255, 150, 130) if self.message_time > 0 else TEXT, "center")


def lands_in(flight: Flight) -> str:
    """Where a flying card will lie: "table" or "captures:<seat>" (a bonus card played or
    turned up by a seat goes to its captures)."""
    kind, _, where = flight.lands.partition(":")
    if kind == "table" and where:
        return f"captures:{where}" if lays_aside(flight.piece) else "table"
    return flight.lands


def rect_of(placed: list[tuple[str, pygame.Rect]], piece: str, otherwise: pygame.Rect
          ) -> pygame.Rect:
    """The rect of the first of `placed` that is `piece`, else `otherwise`."""
    return next((r for c, r in placed if c == piece), otherwise)
