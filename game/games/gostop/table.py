"""The Go-Stop table: the centre grouped by month with the stock at its left, every
seat's captures sorted into brights, animals, ribbons and junk, the viewer's hand with
the cards that match something lit, a panel per seat with its live tally, and the
calls said aloud (고! 스톱! 뻑! ...) shown big with a sound.

Drawn from `Shown` (the cards as the events have shown them so far, synced with
`observation(viewer)` whenever nothing is left to show) and the controller's decision.
Input: click a hand card or drag it onto the centre; when it may also shake or bomb, a
small menu over it asks which; when two table cards match, click the one to take;
Go or Stop and chongtong are asked in a panel over the centre. Keys: ← → along the hand
(or the two cards to choose from), Enter or Space plays, G / S for Go / Stop, M turns the
month numbers on the cards on or off, L the log, Esc the menu.
"""

from __future__ import annotations

import pygame

from game.games.gostop import art
from game.games.gostop.actions import Bomb, Chongtong, FlipOnly, Go, Play, Shake, Stop, Take
from game.games.gostop.cards import BY_CODE, CARDS, CHEONGDAN, CHODAN, HONGDAN
from game.games.gostop.controller import GsController
from game.games.gostop.emblem import SEAT_DOTS
from game.games.gostop.scoring import best_score, go_total
from game.games.gostop.set_progress import SET_GROUP, SetProgress, completing, set_progress
from game.games.gostop.shown import Shown
from game.games.gostop.table_layout import (
    HAND_W,
    TABLE_W,
    capture_groups,
    capture_rects,
    card_height,
    group_rects,
    hand_rects,
    month_of,
    stock_rect,
    table_rects,
)
from game.games.gostop.timing import (
    BOMB_GAP,
    CALL_TIME,
    CAPTURE_GAP,
    DEAL_GAP,
    FLY_TIME,
    REVEAL_TIME,
)
from game.ui import fonts
from game.ui.app import App
from game.ui.i18n import t
from game.ui.log_panel import StoryLog
from game.ui.preparing import draw_offscreen, prepare
from game.ui.seated_scene import Press, SeatedFastForward, SeatedScene
from game.ui.tooltip import draw_tooltip
from game.ui.tween import ease_out_back, ease_out_cubic
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_panel, draw_text, fit_text_size

CHOICE_W = 84  # a card to choose, in the panel over the centre
LIT = (110, 210, 255)  # a card that can be chosen now
MATCH = (250, 214, 110)  # a hand card that captures something
CURRENT = (238, 196, 92)  # whose turn
DANGER = (255, 110, 90)  # an opponent one card from a set; the card that would finish it
PROGRESS = (150, 220, 160)  # a set begun
# Each capture group's heading in Hangul alone, when the strip is too narrow for both.
GROUP_KOREAN = {"bright": "gs_korean_gwang", "animal": "gs_korean_yeol",
                "ribbon": "gs_korean_tti", "junk": "gs_korean_pi"}
PLATE = (16, 24, 20, 200)  # under a capture strip
GROUP_TERMS = {"bright": "gs_cat_bright", "animal": "gs_cat_animal",
               "ribbon": "gs_cat_ribbon", "junk": "gs_cat_junk"}
SET_TERMS = (("godori", "gs_term_godori"), (HONGDAN, "gs_term_hongdan"),
             (CHEONGDAN, "gs_term_cheongdan"), (CHODAN, "gs_term_chodan"))


def card_id(code: str) -> int:
    return BY_CODE[code].id


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
        self.synced = True
        self.flights: list[dict] = []
        self.calls: list[dict] = []  # big words said aloud: {text, seat, age}
        self.reveals: list[dict] = []  # cards shown a moment: {codes, seat, age}
        self.buttons: list[Button] = []
        self.menu_for: str | None = None  # the hand card whose shake / bomb menu is open
        self.cursor: int | None = None  # the keyboard's place among the choosable cards
        self.hover: tuple[float, float] | None = None
        self.press: Press | None = None  # on a hand card: piece = its code
        self._bg: pygame.Surface | None = None
        self.history = GsLog(self)
        p = self.a["prompt"]  # fast forward at its right end, while only computers play
        self.fast_forward = SeatedFastForward(self, (p.right - 220, p.y, 220, p.h))
        self.menu_button = Button(self.a["menu"], lambda: t("btn_menu"), self.open_menu,
                                  "plain", key="menu", font_size=16)
        p = self.a["prompt"]
        self.numbers_button = Button((p.x, p.y - 2, 120, p.h + 4),
                                     lambda: t("gs_btn_month_numbers"), self.toggle_numbers,
                                     "plain", key="month_numbers", font_size=15)

    def prepare_art(self) -> None:
        """The felt and what the opening picture shows (faces, plates, panels) made at
        this window size before the table's first frame (a progress bar if slow)."""
        prepare(self.app, [self.background, lambda: draw_offscreen(self)])

    # -- scene hooks ------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.prepare_art()

    def on_resize(self) -> None:
        self._bg = None
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
        return bool(self.flights or self.reveals)

    def animating(self) -> bool:
        return bool(self.flights or self.calls or self.reveals or self.message_time > 0
                    or self.press) or self.ctl.animating()

    # -- from the controller -------------------------------------------------------------
    def decision_changed(self) -> None:
        """A new decision (or none): menus close, the buttons follow."""
        self.menu_for, self.cursor = None, None
        self.refresh()

    def viewer_changed(self) -> None:
        self.reveals = []
        self.shown = Shown.of(self.ctl.obs())
        self.decision_changed()

    def new_game(self) -> None:
        self.flights, self.calls, self.reveals = [], [], []
        self.shown = Shown.of(self.ctl.obs())
        self.history.scroll = 0
        self.message_time = 0.0
        self.decision_changed()

    def game_over(self) -> None:
        self.sync()
        self.refresh()

    def sync(self) -> None:
        self.shown = self.shown.synced(self.ctl.obs())
        self.synced = True

    # -- the buttons of the decision --------------------------------------------------------
    def refresh(self) -> None:
        legal = self.ctl.legal()
        kinds = {type(a) for a in legal}
        self.buttons = []
        c = self.a["choice"]
        left = pygame.Rect(c.x + 40, c.bottom - 74, c.w // 2 - 60, 56)
        right = pygame.Rect(c.centerx + 20, c.bottom - 74, c.w // 2 - 60, 56)
        if Go in kinds:
            self.buttons = [
                Button(left, lambda: t("gs_go"), lambda: self.act(Go(self.ctl.viewer)),
                       "primary", key="go"),
                Button(right, lambda: t("gs_stop"),
                       lambda: self.act(Stop(self.ctl.viewer)), "danger", key="stop")]
        elif Chongtong in kinds:
            self.buttons = [
                Button(left, lambda: t("gs_chongtong_win"),
                       lambda: self.act(Chongtong(self.ctl.viewer, True)), "primary",
                       key="chongtong_win"),
                Button(right, lambda: t("gs_chongtong_play"),
                       lambda: self.act(Chongtong(self.ctl.viewer, False)), "secondary",
                       key="chongtong_play")]
        elif FlipOnly in kinds:
            p = self.a["prompt"]
            self.buttons = [Button((p.right - 240, p.y - 6, 240, p.h + 8),
                                   lambda: t("gs_flip_only"),
                                   lambda: self.act(FlipOnly(self.ctl.viewer)), "primary",
                                   key="flip_only", font_size=16)]
        if self.menu_for is not None:
            self.buttons += self.menu_buttons(self.menu_for)

    def menu_buttons(self, code: str) -> list[Button]:
        """The small menu over a hand card that may do more than be played."""
        options = self.ctl.plays_of(code)
        rects = dict(self.hand_cards())
        if code not in rects:
            return []
        r = rects[code]
        out = []
        for i, a in enumerate(options):
            key = {Play: "gs_btn_play", Shake: "gs_shake", Bomb: "gs_bomb"}[type(a)]
            box = pygame.Rect(0, 0, 150, 38)
            box.midbottom = (r.centerx, r.y - 8 - i * 44)
            box.clamp_ip(self.a["table"].union(self.a["hand"]))
            out.append(Button(box, lambda k=key: t(k), lambda a=a: self.act(a), "secondary"
                              if isinstance(a, Play) else "primary", key=type(a).__name__.lower(),
                              font_size=16))
        return out

    def toggle_numbers(self) -> None:
        """The month numbers on the cards on or off (a beginner's help; M)."""
        self.ctl.toggle_month_numbers()
        self.app.sounds.play("click")

    def act(self, action) -> None:
        self.menu_for = None
        if self.ctl.try_apply(action):
            self.app.sounds.play("play")
        self.refresh()

    def play_card(self, code: str) -> None:
        """A hand card clicked or dropped on the centre: played at once, or a menu when
        it could also shake or bomb."""
        options = self.ctl.plays_of(code)
        if not options:
            return
        if len(options) == 1:
            self.act(options[0])
        else:
            self.menu_for = code
            self.app.sounds.play("click")
            self.refresh()

    # -- geometry -----------------------------------------------------------------------------
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

    def table_cards(self) -> list[tuple[str, pygame.Rect]]:
        return table_rects(self.a["table"], self.shown.table)

    def capture_cards(self, seat: int) -> list[tuple[str, pygame.Rect]]:
        return capture_rects(self.strip(seat), self.shown.captures[seat])

    def where_on_table(self, code: str) -> pygame.Rect:
        """Where a card lies on the centre now, or would lie arriving there."""
        for c, r in table_rects(self.a["table"], self.shown.table + [
                f["code"] for f in self.flights if f["to"] == "table"] + [code]):
            if c == code:
                return r
        return stock_rect(self.a["table"])

    def where_captured(self, seat: int, code: str) -> pygame.Rect:
        arriving = [f["code"] for f in self.flights if f["to"] == ("captures", seat)]
        for c, r in capture_rects(self.strip(seat), self.shown.captures[seat] + arriving
                                  + [code]):
            if c == code:
                return r
        return self.strip(seat)

    def seat_hand_rect(self, seat: int) -> pygame.Rect:
        """Where another seat's hand is pictured: the card back in its panel."""
        p = self.panel(seat)
        w = 30
        return pygame.Rect(p.right - w - 12, p.y + 34, w, card_height(w))

    def hand_origin(self, seat: int, code: str) -> pygame.Rect:
        if seat == self.ctl.viewer:
            for c, r in self.hand_cards():
                if c == code:
                    return r
        return self.seat_hand_rect(seat)

    # -- events -----------------------------------------------------------------------------
    def fly(self, code: str | None, start: pygame.Rect, end: pygame.Rect, to, delay: float = 0.0,
            flip: bool = False) -> None:
        """A card on its way; `to` is where it lands: "table", ("captures", seat),
        ("hand", seat) or None (it only shows the move)."""
        self.flights.append({"code": code, "from": start, "end": end, "to": to, "t": -delay,
                             "flip": flip})

    def land(self, f: dict) -> None:
        to, code = f["to"], f["code"]
        if to == "table":
            self.shown.table.append(code)
        elif to is not None and to[0] == "captures":
            self.shown.captures[to[1]].append(code)
        elif to is not None and to[0] == "hand":
            seat = to[1]
            if seat == self.ctl.viewer and code is not None:
                self.shown.hand.append(code)
            self.shown.counts[seat] += 1

    def destination(self, seat: int, code: str) -> tuple[pygame.Rect, object]:
        """Where a card played or turned up goes: a bonus card to its player's captures,
        any other to its month's place in the centre."""
        if month_of(code) == 0:
            return self.where_captured(seat, code), ("captures", seat)
        return self.where_on_table(code), "table"

    def show_event(self, ev) -> None:
        """Animate one event (seen by the viewer), in the time its declared motion
        holds the table (`events.py`)."""
        self.synced = False
        d, seat, k = ev.data, ev.seat, ev.kind
        s = self.shown
        if k == "deal":
            self.deal(ev)
            return
        if k in ("play", "bomb"):
            codes = d.get("cards") or [d["card"]]
            for i, code in enumerate(codes):
                start = self.hand_origin(seat, code)
                end, to = self.destination(seat, code)
                self.fly(code, start, end, to, delay=BOMB_GAP * i)
            s.take_from_hand(seat, self.ctl.viewer, codes)
            self.app.sounds.play("play")
            return
        if k in ("flip", "draw"):
            end, to = self.destination(seat, d["card"])
            self.fly(d["card"], stock_rect(self.a["table"]), end, to, flip=k == "flip")
            s.stock = max(0, s.stock - 1)
            self.app.sounds.play("deal")
            return
        if k == "bonus_table":  # dealt to the table: to the dealer's captures
            for code in d["cards"]:
                start = next((r for c, r in self.table_cards() if c == code),
                             stock_rect(self.a["table"]))
                self.fly(code, start, self.where_captured(seat, code), ("captures", seat))
            s.take_from_table(d["cards"])
            return
        if k == "capture":
            on_table = dict(self.table_cards())
            for i, code in enumerate(d["cards"]):
                self.fly(code, on_table.get(code, stock_rect(self.a["table"])),
                         self.where_captured(seat, code), ("captures", seat),
                         delay=CAPTURE_GAP * i)
            s.take_from_table(d["cards"])
            self.app.sounds.play("deal")
            return
        if k == "junk":
            giver = d["from"]
            theirs = dict(self.capture_cards(giver))
            for code in d["cards"]:
                self.fly(code, theirs.get(code, self.strip(giver)),
                         self.where_captured(seat, code), ("captures", seat))
            s.take_from_captures(giver, d["cards"])
            return
        if k in ("shake", "chongtong"):
            self.reveals.append({"codes": list(d["cards"]), "seat": seat, "age": 0.0})

    def deal(self, ev) -> None:
        """The deal: cards leave the stock one by one for the centre and the hands."""
        d = ev.data
        n = self.ctl.players
        self.flights = []
        self.shown = Shown.empty(n, d["stock"])
        start = stock_rect(self.a["table"])
        order: list[tuple[str | None, object, pygame.Rect]] = []  # card, where it lands, rect
        hand = list(d.get("hand") or [])
        hand_rects_now = hand_rects(self.a["hand"], len(hand))
        for seat in range(n):
            for i in range(d["counts"][seat]):
                if seat == self.ctl.viewer and i < len(hand):
                    order.append((hand[i], ("hand", seat), hand_rects_now[i]))
                else:
                    order.append((None, ("hand", seat), self.seat_hand_rect(seat)))
        order += [(code, "table", r) for code, r in table_rects(self.a["table"], list(d["table"]))]
        for i, (code, to, rect) in enumerate(order):
            self.fly(code, start, rect, to, delay=i * DEAL_GAP)
        self.app.sounds.play("deal")

    def call(self, seat: int | None, text: str) -> None:
        """A word said aloud, shown big over the centre with a sound."""
        self.calls.append({"text": text, "seat": seat, "age": 0.0})
        self.app.sounds.play("call")

    # -- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.buttons_took(event, self.numbers_button):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.view.to_level(event.pos)
            if self.press is not None:
                self.press.moved(self.hover)
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            pos = self.view.to_level(event.pos)
            code = self.hand_card_at(pos)
            if code is not None and self.ctl.plays_of(code):
                self.press = Press(code, pos)
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            pos = self.view.to_level(event.pos)
            press, self.press = self.press, None
            if press is not None and press.drag:
                if self.a["table"].collidepoint(pos):
                    self.play_card(press.piece)
            else:
                self.click(pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event.key)

    def hand_card_at(self, pos) -> str | None:
        for code, r in reversed(self.hand_cards()):
            if r.collidepoint(pos):
                return code
        return None

    def take_options(self) -> list[tuple[Take, pygame.Rect]]:
        """The table cards the viewer may choose between now, side by side in the panel
        over the centre (on the table they overlap in their month's place)."""
        takes = [a for a in self.ctl.legal() if isinstance(a, Take)]
        c = self.a["choice"]
        w, h = CHOICE_W, card_height(CHOICE_W)
        total = len(takes) * (w + 40) - 40
        y = round(c.y + (c.h - h) / 2 + 14)  # under the question, in the panel's middle
        return [(a, pygame.Rect(round(c.centerx - total / 2 + i * (w + 40)), y, w, h))
                for i, a in enumerate(takes)]

    def click(self, pos) -> None:
        for a, r in reversed(self.take_options()):
            if r.collidepoint(pos):
                self.act(a)
                return
        code = self.hand_card_at(pos)
        if code is not None:
            if code == self.menu_for:
                self.menu_for = None
                self.refresh()
            else:
                self.menu_for = None
                self.play_card(code)
            return
        if stock_rect(self.a["table"]).collidepoint(pos):
            flip = [a for a in self.ctl.legal() if isinstance(a, FlipOnly)]
            if flip:
                self.act(flip[0])
            return
        if self.menu_for is not None:
            self.menu_for = None
            self.refresh()

    def keyboard_cards(self) -> list[str]:
        """What ← → move along: the two cards to choose from, else the playable hand."""
        takes = self.take_options()
        if takes:
            return [CARDS[a.card].code for a, _ in takes]
        return [c for c, _ in self.hand_cards() if self.ctl.plays_of(c)]

    def key(self, key: int) -> None:
        viewer = self.ctl.viewer
        legal = self.ctl.legal()
        if key == pygame.K_ESCAPE:
            if self.menu_for is not None:
                self.menu_for = None
                self.refresh()
            else:
                self.open_menu()
        elif key == pygame.K_m:
            self.toggle_numbers()
        elif key == pygame.K_g and Go(viewer) in legal:
            self.act(Go(viewer))
        elif key == pygame.K_s and Stop(viewer) in legal:
            self.act(Stop(viewer))
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            cards = self.keyboard_cards()
            if cards:
                step = 1 if key == pygame.K_RIGHT else -1
                start = -1 if step == 1 else 0
                self.cursor = ((start if self.cursor is None else self.cursor) + step) \
                    % len(cards)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            cards = self.keyboard_cards()
            if self.cursor is not None and cards:
                code = cards[self.cursor % len(cards)]
                takes = [a for a, _ in self.take_options() if CARDS[a.card].code == code]
                if takes:
                    self.act(takes[0])
                else:
                    self.play_card(code)
            else:
                primary = [b for b in self.buttons if b.style == "primary" and b.enabled]
                if primary:
                    primary[0].on_click()

    # -- per frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.animate(dt)
        had = bool(self.buttons)
        self.ctl.update(dt)
        if not self.flights and not self.ctl.pending and not self.synced:
            self.sync()
        if not had and self.ctl.my_decision() and not self.buttons:
            self.refresh()

    def animate(self, dt: float) -> None:
        """Flights, calls and shown cards move on (speed-scaled); a card landing joins
        its place."""
        speed = self.ctl.pace_speed
        for f in self.flights:
            f["t"] += dt * speed / FLY_TIME
        for f in [f for f in self.flights if f["t"] >= 1.0]:
            self.land(f)
        self.flights = [f for f in self.flights if f["t"] < 1.0]
        for c in self.calls:
            c["age"] += dt * min(speed, 3.0)
        self.calls = [c for c in self.calls if c["age"] < CALL_TIME]
        for r in self.reveals:
            r["age"] += dt * speed
        self.reveals = [r for r in self.reveals if r["age"] < REVEAL_TIME]
        if self.message_time > 0:
            self.message_time -= dt

    # -- drawing ------------------------------------------------------------------------------
    def background(self) -> pygame.Surface:
        if self._bg is None or self._bg.get_size() != self.view.window:
            bg = self.level.render_background(self.view)
            v = self.view
            table = self.a["table"]
            draw_panel(bg, v, table, (10, 40, 28, 110), 18, border=(238, 196, 92, 50),
                       border_w=1.5)
            for seat in range(self.ctl.players):
                draw_panel(bg, v, self.strip(seat), PLATE, 12)
            self._bg = bg
        return self._bg

    def face(self, code: str | None, w: int, made_at: int | None = None) -> pygame.Surface:
        """The card's face (its back for None) `w` pixels wide. `made_at`: a width the
        same card is drawn at at rest (a flight's wider end): the face made there is
        smooth-scaled to `w`, so a card in flight, a new width every frame, makes no new
        face (the art caches faces by the width they are made at)."""
        if made_at is not None and made_at != w:
            made = self.face(code, made_at)
            return pygame.transform.smoothscale(made, (w, card_height(w)))
        if code is None:
            return art.back(w)
        return art.face(card_id(code), w, self.ctl.month_numbers)

    def blit_card(self, surf, code: str | None, rect: pygame.Rect, ring=None,
                  lift: float = 0, made_at: int | None = None) -> None:
        v = self.view
        r = v.rect(rect.move(0, -lift))
        surf.blit(self.face(code, r.w, made_at), r.topleft)
        if ring is not None:
            pygame.draw.rect(surf, ring, r.inflate(v.len(6), v.len(6)), max(2, v.len(3)),
                             border_radius=v.len(7))

    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(self.background(), (0, 0))
        obs = self.ctl.obs()
        legal = self.ctl.legal()
        self.draw_centre(surf, obs, legal)
        for seat in range(self.ctl.players):
            self.draw_captures(surf, seat)
            self.draw_panel(surf, obs, seat)
        self.draw_hand(surf, obs, legal)
        self.draw_prompt(surf)
        self.menu_button.draw(surf, self.view)
        self.numbers_button.style = "secondary" if self.ctl.month_numbers else "plain"
        self.numbers_button.draw(surf, self.view)
        self.fast_forward.button.visible = self.fast_forward.shown
        self.fast_forward.draw(surf)
        if any(isinstance(a, (Go, Chongtong, Take)) for a in legal):
            self.draw_choice(surf, obs, legal)
        for b in self.buttons:
            b.draw(surf, self.view)
        self.history.draw(surf)
        self.draw_reveals(surf)
        self.draw_flights(surf)
        self.draw_calls(surf)
        self.draw_pass_prompt(surf)
        if self.numbers_button.hover:
            draw_tooltip(surf, self.view, t("gs_btn_month_numbers_help"),
                         self.numbers_button.rect, pygame.Rect(0, 0, 1280, 720), max_w=380)
        elif self.hover is not None and not self.press:
            self.draw_danger_help(surf)

    def draw_danger_help(self, surf) -> None:
        """The pointer on a table card that would finish an opponent's set: whose, which."""
        danger = self.danger_cards()
        for code, r in self.table_cards():
            if code in danger and r.collidepoint(self.hover):
                lines = [t("gs_danger_card", name=self.ctl.name_of(seat),
                           set=t(f"gs_korean_{name}")) for seat, name in danger[code]]
                draw_tooltip(surf, self.view, "\n".join(lines), r,
                             pygame.Rect(0, 0, 1280, 720), max_w=380)
                return

    def draw_centre(self, surf, obs, legal) -> None:
        v = self.view
        stock = stock_rect(self.a["table"])
        for i in range(min(4, (self.shown.stock + 5) // 6)):
            self.blit_card(surf, None, stock.move(-i * 2, -i * 2))
        if self.shown.stock:
            draw_text(surf, v, str(self.shown.stock), (stock.centerx, stock.bottom + 14), 15,
                      TEXT, "center", bold=True, shadow=True)
        if any(isinstance(a, FlipOnly) for a in legal):
            pygame.draw.rect(surf, LIT, v.rect(stock.inflate(8, 8)), max(2, v.len(3)),
                             border_radius=v.len(7))
        lit = {CARDS[a.card].code for a, _ in self.take_options()}
        hover_month = self.hovered_month()
        cursor = self.cursor_code()
        danger = self.danger_cards()
        for code, r in self.table_cards():
            ring = LIT if code in lit else MATCH if month_of(code) == hover_month else \
                DANGER if code in danger else None
            if code == cursor:
                ring = (255, 255, 255)
            self.blit_card(surf, code, r, ring)
        for m, maker in obs["stacks"]:
            cards = [r for c, r in self.table_cards() if month_of(c) == m]
            if cards and maker is not None:
                top = cards[-1]
                draw_text(surf, v, t("gs_korean_ppuk"), (top.right - 4, top.y + 4), 15,
                          (255, 120, 110), "topright", bold=True, shadow=True)

    def hovered_month(self) -> int | None:
        """The month of the hand card under the pointer (its matches are lit)."""
        if self.hover is None:
            return None
        code = self.hand_card_at(self.hover)
        cursor = self.cursor_code()
        if code is None and cursor is not None and cursor in self.shown.hand:
            code = cursor
        return month_of(code) if code is not None else None

    def cursor_code(self) -> str | None:
        cards = self.keyboard_cards() if self.cursor is not None else []
        return cards[self.cursor % len(cards)] if cards else None

    def progress(self, seat: int) -> list[SetProgress]:
        """The sets `seat`'s captures have begun, as far as the table shows them."""
        captured = [[card_id(c) for c in cards] for cards in self.shown.captures]
        return set_progress(captured[seat], captured[:seat] + captured[seat + 1:])

    def danger_cards(self) -> dict[str, list[tuple[int, str]]]:
        """The cards that would finish an opponent's set: code -> (seat, set) pairs."""
        out: dict[str, list[tuple[int, str]]] = {}
        for seat in range(self.ctl.players):
            if seat != self.ctl.viewer:
                for card, names in completing(self.progress(seat)).items():
                    out.setdefault(CARDS[card].code, []).extend((seat, n) for n in names)
        return out

    @staticmethod
    def progress_chip(p: SetProgress) -> str:
        """A set a card or two short ("고도리 2/3") or made ("고도리 ✓"); the brights'
        count is their heading's, so theirs shows only one short ("2/3")."""
        if p.name == "gwang":
            return f"{p.have}/{p.need}" if p.have == p.need - 1 else ""
        name = t(f"gs_korean_{p.name}")
        return f"{name} ✓" if p.done else f"{name} {p.have}/{p.need}" \
            if p.have >= p.need - 1 else ""

    def draw_captures(self, surf, seat: int) -> None:
        v = self.view
        strip = self.strip(seat)
        groups = capture_groups(self.shown.captures[seat])
        progress = [p for p in self.progress(seat) if not p.dead]
        for g, part in group_rects(strip).items():
            n = len(groups[g])
            chips = [(self.progress_chip(p), DANGER if p.one_away and seat != self.ctl.viewer
                      else GOLD if p.done else PROGRESS)
                     for p in progress if SET_GROUP[p.name] == g]
            chips = [(text + ("!" if colour == DANGER else ""), colour)
                     for text, colour in chips if text]
            self.draw_group_heading(surf, part, n, t(GROUP_TERMS[g]), t(GROUP_KOREAN[g]),
                                    chips)
        for code, r in self.capture_cards(seat):
            self.blit_card(surf, code, r)
        if self.ctl.pos_of(seat):  # whose captures: the name, as on the seat's panel
            name = self.ctl.name_of(seat)
            size = fit_text_size(name, 14, 110, v)
            right = strip.right - 8
            draw_text(surf, v, name, (right, strip.y + 4), size, TEXT_DIM, "topright")
            width = fonts.text_width(name, v.len(size)) / max(v.scale, 1e-6)
            pygame.draw.circle(surf, SEAT_DOTS[seat % 3],
                               v.pt(right - width - 9, strip.y + 4 + size / 2 + 1), v.len(4))

    def draw_group_heading(self, surf, part: pygame.Rect, n: int, words: str, short: str,
                           chips: list[tuple[str, tuple]]) -> None:
        """A capture group's heading and count, then its sets' progress ("고도리 2/3");
        in a narrow strip the heading keeps only its Hangul, then all of it shrinks."""
        v = self.view
        room = part.w - 8
        gap = 6

        def width(head: str, size: float) -> float:
            parts = [head] + [text for text, _ in chips]
            return sum(fonts.text_width(x, v.len(size), True) for x in parts) / v.scale \
                + gap * len(chips)

        head = f"{words} {n}" if n else words
        if chips and width(head, 14) > room:
            head = f"{short} {n}" if n else short
        size = 14.0
        while size > 10 and width(head, size) > room:
            size *= 0.94
        x = part.x + 4
        rect = draw_text(surf, v, head, (x, part.y + 4), size, TEXT if n else TEXT_DIM,
                         "topleft", bold=bool(n))
        x += rect.w / v.scale + gap
        for text, colour in chips:
            rect = draw_text(surf, v, text, (x, part.y + 4), size, colour, "topleft", bold=True)
            x += rect.w / v.scale + gap

    def draw_panel(self, surf, obs, seat: int) -> None:
        v = self.view
        r = self.panel(seat)
        now = obs["to_act"] == seat
        draw_panel(surf, v, r, (18, 26, 22, 225), 12,
                   border=CURRENT if now else (255, 255, 255, 40), border_w=2.5 if now else 1)
        x, y = r.x + 12, r.y + 8
        pygame.draw.circle(surf, SEAT_DOTS[seat % 3], v.pt(x + 5, y + 11), v.len(5))
        draw_text(surf, v, self.ctl.name_of(seat), (x + 16, y + 2), 18, TEXT, bold=True)
        if seat == obs["dealer"]:
            draw_text(surf, v, t("gs_dealer"), (r.right - 12, y + 4), 13, GOLD, "topright")
        score = best_score([card_id(c) for c in self.shown.captures[seat]])
        gos = obs["gos"][seat]
        draw_text(surf, v, t("gs_points", points=score.total), (x, y + 28), 22,
                  GOLD if score.total >= obs["target"] else TEXT, bold=True)
        draw_text(surf, v, t("gs_needs_to_stop", points=obs["target"]), (x, y + 56), 13,
                  TEXT_DIM)
        line = y + 76
        if gos:
            draw_text(surf, v, t("gs_gos", n=gos),
                      (x, line), 14, (255, 170, 90), bold=True)
            line += 20
        tally = "  ".join(f"{t(f'gs_korean_{k}')} {n}" for k, n in (
            ("gwang", score.bright_count), ("yeol", score.animal_count),
            ("tti", score.ribbon_count), ("pi", score.junk_value)))
        draw_text(surf, v, tally, (x, line), 15, TEXT)
        line += 20
        marks = [t(key) for name, key in SET_TERMS if getattr(score, name)]
        for kind, key in (("shakes", "gs_korean_heundeulgi"), ("bombs", "gs_korean_poktan"),
                          ("ppuks", "gs_korean_ppuk")):
            count = obs[kind][seat] - (obs["bombs"][seat] if kind == "shakes" else 0)
            if count > 0:
                marks.append(f"{t(key)}×{count}" if count > 1 else t(key))
        if marks and line + 16 < r.bottom:
            draw_text(surf, v, " · ".join(marks), (x, line), 13, (150, 220, 160))
        if seat != self.ctl.viewer:
            back = self.seat_hand_rect(seat)
            self.blit_card(surf, None, back)
            draw_text(surf, v, f"×{self.shown.counts[seat]}", (back.x - 4, back.centery), 15,
                      TEXT, "midright", bold=True)

    def draw_hand(self, surf, obs, legal) -> None:
        if not self.ctl.session.is_human(self.ctl.viewer):
            return
        mine = bool(legal) and any(isinstance(a, Play) for a in legal)
        matching = self.ctl.matching() if mine else set()
        hovered = self.hand_card_at(self.hover) if self.hover else None
        cursor = self.cursor_code()
        dragging = self.press.piece if self.press and self.press.drag else None
        # A chongtong's four cards stand out while the person decides whether to win.
        showing = set(obs["shown"][self.ctl.viewer]) if any(
            isinstance(a, Chongtong) for a in legal) else set()
        for code, r in self.hand_cards():
            if code == dragging:
                continue
            ring = None
            if code in matching or code in showing:
                ring = MATCH
            if code == cursor or code == self.menu_for:
                ring = (255, 255, 255)
            lift = 10 if (mine and (code == hovered or code == cursor or
                                    code == self.menu_for)) or code in showing else 0
            self.blit_card(surf, code, r, ring, lift)
        if dragging is not None and self.hover is not None:
            w, h = HAND_W, card_height(HAND_W)
            self.blit_card(surf, dragging, pygame.Rect(round(self.hover[0] - w / 2),
                                                       round(self.hover[1] - h / 2), w, h))

    def draw_prompt(self, surf) -> None:
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

    def draw_choice(self, surf, obs, legal) -> None:
        """The panel over the centre asking Go or Stop (with what each is worth now), or
        whether to win by chongtong."""
        v = self.view
        c = self.a["choice"]
        draw_panel(surf, v, c, (20, 16, 12, 238), 16, border=GOLD, border_w=2)
        viewer = self.ctl.viewer
        options = self.take_options()
        if options:
            draw_text(surf, v, t("gs_prompt_take"), (c.centerx, c.y + 12), 16, TEXT, "midtop")
            cursor = self.cursor_code()
            for a, r in options:
                code = CARDS[a.card].code
                self.blit_card(surf, code, r, (255, 255, 255) if code == cursor else LIT)
            return
        if any(isinstance(a, Chongtong) for a in legal):
            draw_text(surf, v, t("gs_call_chongtong"), (c.centerx, c.y + 14), 30, GOLD,
                      "midtop", bold=True)
            y = c.y + 56
            for line in fonts.wrap(t("gs_prompt_chongtong"), v.len(16), v.len(c.w - 40))[:2]:
                draw_text(surf, v, line, (c.centerx, y), 16, TEXT, "midtop")
                y += 20
            return
        points, gos = obs["scores"][viewer], obs["gos"][viewer]
        draw_text(surf, v, t("gs_points", points=points), (c.centerx, c.y + 14), 30, GOLD,
                  "midtop", bold=True)
        draw_text(surf, v, t("gs_stop_worth", points=go_total(points, gos)),
                  (c.centerx, c.y + 56), 16, TEXT, "midtop")
        draw_text(surf, v, t("gs_go_worth", n=gos + 1, points=go_total(points, gos + 1)),
                  (c.centerx, c.y + 78), 16, TEXT, "midtop")
        y = c.y + 104
        for pay in self.ctl.stop_now()["payments"]:  # what each opponent pays on a Stop
            marks = [t(f"gs_bak_{p}") for p in pay["penalties"]]
            line = t("gs_would_pay", name=self.ctl.name_of(pay["seat"]), points=pay["amount"])
            if marks:
                line += "  (" + t("players_sep").join(marks) + ")"
            draw_text(surf, v, line, (c.centerx, y), fit_text_size(line, 15, c.w - 30, v),
                      TEXT_DIM, "midtop")
            y += 20

    def draw_reveals(self, surf) -> None:
        """Cards shown a moment (a shake's three, a chongtong's four) over the centre."""
        v = self.view
        for rv in self.reveals:
            codes = rv["codes"]
            w = TABLE_W
            total = len(codes) * (w + 8) - 8
            c = self.a["table"]
            x0 = c.centerx - total / 2
            y = c.centery - card_height(w) / 2
            plate = pygame.Rect(round(x0 - 16), round(y - 34), total + 32, card_height(w) + 50)
            draw_panel(surf, v, plate, (12, 16, 14, 230), 12, border=GOLD, border_w=1.5)
            draw_text(surf, v, self.ctl.name_of(rv["seat"]), (plate.centerx, plate.y + 6), 15,
                      TEXT, "midtop", bold=True)
            for i, code in enumerate(codes):
                self.blit_card(surf, code, pygame.Rect(round(x0 + i * (w + 8)), round(y), w,
                                                       card_height(w)))

    def draw_flights(self, surf) -> None:
        for f in self.flights:
            if f["t"] < 0:
                continue
            k = ease_out_cubic(min(1.0, f["t"]))
            a, b = f["from"], f["end"]
            x = a.x + (b.x - a.x) * k
            y = a.y + (b.y - a.y) * k
            w = a.w + (b.w - a.w) * k
            h = card_height(w)
            code = f["code"]
            if f["flip"] and f["t"] < 0.45:
                code = None  # a card turned up shows its back first, then its face
            r = pygame.Rect(round(x), round(y), max(4, round(w)), h)
            made_at = max(self.view.rect(a).w, self.view.rect(b).w)  # its ends' faces
            self.blit_card(surf, code, r, made_at=made_at)

    def draw_calls(self, surf) -> None:
        v = self.view
        c = self.a["table"]
        for i, call in enumerate(self.calls):
            age = call["age"] / CALL_TIME
            grow = ease_out_back(min(1.0, age * 4))
            size = 30 + 44 * grow
            alpha = 255 if age < 0.7 else round(255 * (1 - (age - 0.7) / 0.3))
            colour = SEAT_DOTS[call["seat"] % 3] if call["seat"] is not None else GOLD
            img = fonts.render(call["text"], v.len(size), colour, True)
            shadow = fonts.render(call["text"], v.len(size), (0, 0, 0), True)
            img.set_alpha(alpha)
            shadow.set_alpha(alpha // 2)
            centre = v.pt(c.centerx, c.centery - 30 + i * 70)
            off = max(2, v.len(3))
            surf.blit(shadow, shadow.get_rect(center=(centre[0] + off, centre[1] + off)))
            surf.blit(img, img.get_rect(center=centre))

