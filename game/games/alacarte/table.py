"""The A la Carte kitchen: shared band on top, one chef station per seat below.

Layout comes from levels/alacarte_<n>p.tmx; all art from kitchen_art. The scene shows
the controller's state and turns clicks into actions: the die or Roll heat, a
dispenser to season, a market dish to choose, a cup and then its target. Nothing is
hidden among chefs, so there is no hand-off: the banner says whose turn it is.
"""

from __future__ import annotations

import math
import random

import pygame

from game.games.alacarte import GAME, art, rules
from game.games.alacarte.data import COLOURS, CREPE, load_data
from game.games.alacarte.model import (
    ChooseDish,
    ChooseHeat,
    EndTurn,
    Heat,
    Season,
    Steal,
    TryFlip,
    UseCup,
)
from game.ui import fonts
from game.ui.app import App, Scene
from game.ui.fast_forward import FastForwardButton
from game.ui.i18n import t
from game.ui.log_panel import LogPanel
from game.ui.preparing import draw_offscreen, prepare
from game.ui.widgets import (
    GOLD,
    TEXT,
    TEXT_DIM,
    Button,
    draw_panel,
    draw_text,
    panel_surface,
)

ROLL_TIME = 0.6
TOAST_TIME = 1.8  # a label with nothing waiting behind it
TOAST_FADE = 0.3  # its last seconds: the toast, words and plate as one, fades out
# One label per pan at a time: a newer one waits, and the one shown gives way once it
# has been up this long, so news never piles up on a pan nor fades into the next.
TOAST_READ = 1.0
TOAST_QUEUE = 3  # labels a place keeps waiting at most: the oldest waiting one goes
TOAST_RISE = 0.4  # a new label rises into place for this long
TOAST_PAD = 14  # words to the plate's edge, each side
TOAST_MARGIN = 6  # a label's plate to its station's edge
# The kitchen's own news (a refill, every stove heated) over the jars, above the stations.
KITCHEN_NEWS = pygame.Rect(452, 66, 600, 196)
# A toast's plate by its news (good, bad, neither): light words on it read 6:1 or more.
TOAST_PLATES = {True: (46, 104, 56, 240), False: (138, 42, 34, 240), None: (50, 34, 22, 240)}
TOAST_TEXT = (255, 250, 240)
PLATE = art.TEXT_PLATE  # the dark backing every text on the wood sits on
LEVEL_RECT = pygame.Rect(0, 0, 1280, 720)  # the level's own size: messages stay inside
LOG_BUTTON = pygame.Rect(924, 12, 92, 40)  # between the banner and Rules
LOG_RECT = pygame.Rect(946, 60, 322, 652)  # the open history: the right-hand column
LOG_LINE = 20  # one line of the history (15 px text)
LOG_NOTE = 26  # a turn's heading
DOT_W = 18  # a row's seat dot, left of its words
FF_WIDTH = 300


class KitchenHistory(LogPanel):
    """The kitchen's play history: a panel down the right-hand side listing this game's
    actions chef by chef, turn by turn, from the controller's log (what the kitchen
    showed), in words where the card table's panel draws card faces (the key, button,
    wheel and open state are the shared `LogPanel`'s)."""

    fill, border = (40, 24, 14, 255), (238, 196, 92, 160)
    title_key, title_size = "alc_log_title", 18
    empty_key, earlier_key = "alc_log_empty", "alc_log_earlier"
    earlier_h = LOG_NOTE

    def __init__(self, scene: KitchenScene) -> None:
        super().__init__(scene, LOG_BUTTON)

    def rect(self) -> pygame.Rect:
        return LOG_RECT.copy()

    def rows(self, width: float) -> list[tuple[str, int | None, str]]:
        """The log as drawn rows: ("note", seat, heading) or ("line", seat, words), a
        long line wrapped beside the seat's dot (its later rows with no dot)."""
        v = self.scene.view
        out: list[tuple[str, int | None, str]] = []
        turn_seat = None
        for note, seat, text in self.scene.ctl.history_lines():
            if note:
                turn_seat = seat
                out.append(("note", seat, text))
                continue
            if seat is not None and seat != turn_seat:
                text = t("alc_log_by", name=self.scene.ctl.name_of(seat), what=text)
            for i, part in enumerate(fonts.wrap(text, v.len(15), v.len(width - DOT_W))):
                out.append(("line", seat if i == 0 else -1, part))
        return out

    def body(self, surf: pygame.Surface, r: pygame.Rect) -> pygame.Rect:
        """Its keys beside the title; the rows under them (room for a seat's dot)."""
        draw_text(surf, self.scene.view, t("history_keys"), (r.right - 12, r.y + 11), 14,
                  TEXT_DIM, "topright")
        return pygame.Rect(r.x + 12, r.y + 38, r.w - 24, r.h - 46)

    def row_height(self, row: tuple[str, int | None, str]) -> float:
        return LOG_NOTE if row[0] == "note" else LOG_LINE

    def draw_row(self, surf: pygame.Surface, row: tuple[str, int | None, str],
                 body: pygame.Rect, y: float, h: float) -> None:
        v = self.scene.view
        kind, seat, text = row
        mid = y + h / 2
        if kind == "note":
            if seat is not None:
                pygame.draw.circle(surf, art.SEAT_RGB[seat], v.pt(body.x + 7, mid), v.len(6))
            label = draw_text(surf, v, text, (body.x + DOT_W, mid), 15, GOLD, "midleft", bold=True)
            pygame.draw.line(surf, (238, 196, 92), (label.right + v.len(8), v.pt(0, mid)[1]),
                             v.pt(body.right - 2, mid), max(1, v.len(1)))
        else:
            if seat is not None and seat >= 0:
                pygame.draw.circle(surf, art.SEAT_RGB[seat], v.pt(body.x + 7, mid), v.len(4))
            draw_text(surf, v, text, (body.x + DOT_W, mid), 15, TEXT, "midleft")


class KitchenFastForward(FastForwardButton):
    """Fast forward in the kitchen: a button where the actions' buttons go, and F,
    while the controller offers it (EventPacing: only computer chefs are left to
    decide)."""

    def __init__(self, scene: KitchenScene) -> None:
        a = scene.a["buttons"]
        super().__init__(scene, (a.centerx - FF_WIDTH / 2, a.y, FF_WIDTH, a.h))

    @property
    def shown(self) -> bool:
        return self.scene.ctl.fast_forward_offered() and not self.scene.buttons

    def press(self) -> None:
        self.scene.ctl.fast_forward()
        self.scene.toast(None, t("alc_ff_started"))


class KitchenScene(Scene):
    holds_game = True  # its leaving releases the game's memory (game/ui/memory.py)

    def __init__(self, app: App, controller) -> None:
        super().__init__(app)
        self.ctl = controller
        self.data = load_data()
        self.level = app.level(GAME.level_for(controller.players))
        self.a = {name: pygame.Rect(anchor.rect) for name, anchor in self.level.anchors.items()}
        self.buttons: list[Button] = []
        self.mode: str | None = None  # a cup waiting for its target: exchange / reseason...
        self.mode_target: int | None = None
        self.message = ""
        self.message_age = 0.0
        self.toasts: list[dict] = []
        self.roll: dict | None = None
        self.die_face = 0
        self.flash: dict[int, float] = {}
        self.hover: tuple[float, float] | None = None
        self.rng = random.Random(7)
        self.top_buttons = [
            Button(self.a["rules"], lambda: t("btn_rules"), self.open_rules, "plain",
                   key="rules"),
            Button(self.a["menu"], lambda: t("btn_menu"), self.open_menu, "secondary",
                   key="menu"),
        ]
        self.history = KitchenHistory(self)
        self.fast_forward = KitchenFastForward(self)

    def enter(self) -> None:
        self.ctl.attach(self)
        self.prepare_art()

    def on_resize(self) -> None:
        self.prepare_art()

    def prepare_art(self) -> None:
        """Before the kitchen's first frame (a progress bar if it takes long): the
        minigames' modules loaded, so the first pour or flip imports nothing inside a
        frame, and what the opening picture shows made at this window size."""

        def minigame_modules() -> None:
            from game.games.alacarte import crepe_ai, crepe_draw, pour_ai, pour_draw  # noqa: F401

        def plates(seat: int) -> None:  # the chef's name plate, cooking and waiting
            scratch = pygame.Surface((1, 1))
            for active in (False, True):
                art.draw_chef_plate(scratch, self.view, self.plate_rect(seat),
                                    self.ctl.name_of(seat), art.SEAT_RGB[seat], active)

        steps = [lambda s=seat: plates(s) for seat in range(self.ctl.players)]
        prepare(self.app, [minigame_modules, *steps, lambda: draw_offscreen(self)])

    def leave(self) -> None:
        self.ctl.detach()

    def uncovered(self) -> None:
        self.refresh()

    # -- geometry -----------------------------------------------------------------------
    def station(self, seat: int) -> pygame.Rect:
        return self.a[f"station_{seat}"]

    def plate_rect(self, seat: int) -> pygame.Rect:
        """The chef's name plate along the top of the station."""
        r = self.station(seat)
        return pygame.Rect(r.x + 4, r.y + 4, r.w - 8, 34)

    def stove_rect(self, seat: int) -> pygame.Rect:
        r = self.station(seat)
        side = min(176, r.w - 148)  # the rest of the row is the dish's words at 14 px+
        return pygame.Rect(r.x + 6, r.y + 42, side, side)

    def info_rect(self, seat: int) -> pygame.Rect:
        s = self.stove_rect(seat)
        r = self.station(seat)
        return pygame.Rect(s.right + 8, s.y, r.right - s.right - 14, s.h)

    def cup_rects(self, seat: int) -> list[pygame.Rect]:
        r = self.station(seat)
        n = len(self.ctl.state.cups[seat])
        w = min(46, (r.w - 12) // max(1, n) - 4)
        return [pygame.Rect(r.x + 8 + i * (w + 4), r.y + 226, w, 54) for i in range(n)]

    def cup_rects_top(self, seat: int) -> int:
        return self.station(seat).y + 223

    def tray_rect(self, seat: int) -> pygame.Rect:
        r = self.station(seat)
        return pygame.Rect(r.x + 6, r.y + 286, r.w - 12, 66)

    def market_slot(self, dish_id: int) -> pygame.Rect:
        m = self.a["market"]
        col, row = (dish_id - 1) // 4, (dish_id - 1) % 4
        w, h = m.w / 5, (m.h - 26) / 4
        size = min(w, h) - 4
        cx, cy = m.x + w * (col + 0.5), m.y + 26 + h * (row + 0.5)
        return pygame.Rect(round(cx - size / 2), round(cy - size / 2), round(size), round(size))

    def dispenser_rect(self, colour: str) -> pygame.Rect:
        d = self.a["dispensers"]
        i = COLOURS.index(colour)
        w = d.w / 4
        return pygame.Rect(round(d.x + i * w + 8), d.y + 4, round(w - 16), d.h - 46)

    # -- state to controls ------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.roll is not None

    def animating(self) -> bool:
        """The die, toasts, flashes or the message still playing, or the kitchen going on
        without the person (a computer chef, events to show, a minigame to open)."""
        if self.roll is not None or self.toasts or self.flash or self.message:
            return True
        return self.ctl.animating()

    def legal(self) -> list:
        seat = self.ctl.human_to_act()
        return [] if seat is None else self.ctl.legal_actions(seat)

    def refresh(self) -> None:
        legal = self.legal()
        cup_mode = self.mode not in (None, "practise")
        if not legal or (cup_mode and not any(isinstance(a, UseCup) for a in legal)):
            self.mode = None
        self.buttons = []
        area = self.a["buttons"]
        specs: list[tuple[str, object, str, str]] = []  # label, callback, style, key
        if self.mode == "lower":
            specs += [(t("btn_minus", n=a.amount), (lambda a=a: self.act(a)), "primary",
                       f"lower{a.amount}") for a in legal
                      if isinstance(a, UseCup) and a.cup == "lower"]
            specs.append((t("btn_cancel"), self.cancel_mode, "plain", "cancel"))
        elif self.mode == "practise":
            specs.append((t("btn_practice_flip"), self.practise_flip, "primary", "practise_flip"))
            specs.append((t("btn_cancel"), self.cancel_mode, "plain", "cancel"))
        elif self.mode is not None:
            specs.append((t("btn_cancel"), self.cancel_mode, "plain", "cancel"))
        else:
            for a in legal:
                if isinstance(a, Heat):
                    specs.append((t("btn_heat"), (lambda a=a: self.act(a)), "primary", "heat"))
                elif isinstance(a, TryFlip):
                    specs.append((t("btn_flip"), (lambda a=a: self.act(a)), "primary", "flip"))
                elif isinstance(a, EndTurn):
                    specs.append((t("btn_end_turn"), (lambda a=a: self.act(a)), "secondary",
                                  "end_turn"))
                elif isinstance(a, ChooseHeat):
                    specs.append((t("btn_plus", n=a.amount), (lambda a=a: self.act(a)),
                                  "primary", f"plus{a.amount}"))
                elif isinstance(a, ChooseDish) and a.dish == CREPE:
                    specs.append((t("btn_crepe"), (lambda a=a: self.act(a)), "secondary",
                                  "crepe"))
                elif isinstance(a, Steal):
                    specs.append((t("alc_steal_btn", cup=t(f"cup_{a.cup}"),
                                    name=self.ctl.name_of(a.victim)),
                                  (lambda a=a: self.act(a)), "secondary",
                                  f"steal{a.victim}{a.cup}"))
        if self.mode is None and self.ctl.state.phase == "action" and legal:
            # Trying the gestures costs nothing: the practice runs change no state.
            specs.append((t("btn_practice"), self.practise_mode, "plain", "practise"))
        specs = specs[:5]
        if specs:
            w = min(200, (area.w - 10 * (len(specs) - 1)) / len(specs))
            if any(key.startswith("steal") for *_, key in specs):
                w = (area.w - 10 * (len(specs) - 1)) / len(specs)
            x = area.x
            for label, callback, style, key in specs:
                self.buttons.append(Button((x, area.y, w, area.h), label, callback, style,
                                           key=key))
                x += w + 10

    def act(self, action) -> None:
        self.mode = None
        self.mode_target = None
        if self.ctl.try_apply(action):
            self.app.sounds.play("click")

    def practise_mode(self) -> None:
        self.mode = "practise"
        self.refresh()

    def practise_pour(self, colour: str) -> None:
        """A practice pour from this jar into the chef's own pan: shown, not applied."""
        from game.games.alacarte.minigames import PourMinigame, practice_seed

        seat = self.ctl.human_to_act()
        state = self.ctl.state
        self.cancel_mode()
        self.app.push(PourMinigame(self.app, self.ctl, seat, colour, seat,
                                   state.kinds(state.dispensers[colour]),
                                   practice_seed(self.ctl.minigame_seed()), None,
                                   practice=True))

    def practise_flip(self) -> None:
        from game.games.alacarte.minigames import FlipMinigame, practice_seed

        seat = self.ctl.human_to_act()
        self.cancel_mode()
        self.app.push(FlipMinigame(self.app, self.ctl, seat,
                                   practice_seed(self.ctl.minigame_seed()), None, 1,
                                   practice=True))

    def cancel_mode(self) -> None:
        self.mode = None
        self.mode_target = None
        self.refresh()

    def refuse(self, text: str) -> None:
        self.message = text
        self.message_age = 0.0
        self.app.sounds.play("error")

    # -- animation hooks (called by the controller) -------------------------------------
    def roll_die(self, face: int) -> None:
        self.roll = {"face": face, "age": 0.0}
        self.app.sounds.play("deal")

    def knob_changed(self, seat: int, before: int, after: int) -> None:
        if after != before:
            self.toast(seat, f"{t('alc_heat_label')} {before} → {after}", small=True)

    def dish_placed(self, seat: int, dish: int) -> None:
        self.flash[seat] = 0.0

    def turn_started(self, seat: int) -> None:
        self.flash[seat] = 0.0
        self.message = ""

    def toast(self, seat: int | None, text: str, good: bool | None = None,
              small: bool = False) -> None:
        """News over a chef's pan (seat None: the kitchen's). A place shows one label at
        a time (the first of its own in `toasts`); a newer one waits behind it."""
        waiting = [x for x in self.toasts if x["seat"] == seat][1:]
        if small:  # a knob's newer reading says all a waiting one would have said
            for old in waiting:
                if old["small"]:
                    self.toasts.remove(old)
                    waiting.remove(old)
        if len(waiting) >= TOAST_QUEUE:
            self.toasts.remove(waiting[0])
        self.toasts.append({"seat": seat, "text": text, "age": 0.0, "good": good,
                            "small": small})

    def age_toasts(self, step: float) -> None:
        """The label shown at each place ages; the ones waiting behind it do not. A
        shown label gives way after TOAST_READ when another waits (no fade: the next
        takes its place at once), else after TOAST_TIME."""
        shown: set[int | None] = set()
        kept = []
        for i, toast in enumerate(self.toasts):
            seat = toast["seat"]
            if seat in shown:
                kept.append(toast)
                continue
            shown.add(seat)
            toast["age"] += step
            behind = any(x["seat"] == seat for x in self.toasts[i + 1:])
            if toast["age"] < (TOAST_READ if behind else TOAST_TIME):
                kept.append(toast)
        self.toasts = kept

    def label_area(self, seat: int | None) -> pygame.Rect:
        """Where a place's labels must stay: inside its own station (so never over
        another chef's), or the band over the jars for the kitchen's news."""
        if seat is None:
            return KITCHEN_NEWS.copy()
        return self.station(seat).inflate(-2 * TOAST_MARGIN, -2 * TOAST_MARGIN)

    def shown_toasts(self) -> list[tuple[dict, pygame.Rect, list[str], int]]:
        """Each place's shown label: the toast, its plate (level units, inside its
        area and the window), its words wrapped to the area's width, and their size."""
        v = self.view
        out = []
        seen: set[int | None] = set()
        for toast in self.toasts:
            seat = toast["seat"]
            if seat in seen:
                continue  # waiting behind the one shown here
            seen.add(seat)
            area = self.label_area(seat).clip(LEVEL_RECT)
            if seat is None:
                cx, cy = self.a["dispensers"].center
            else:
                st = self.stove_rect(seat)
                cx, cy = st.centerx, st.centery + 20  # over the pan's middle
            cy -= min(toast["age"], TOAST_RISE) * 40
            size = 15 if toast["small"] else 19
            bold = not toast["small"]
            room = area.w - 2 * TOAST_PAD
            lines = fonts.wrap(toast["text"], v.len(size), v.len(room), bold)
            widest = max(fonts.text_width(line, v.len(size), bold) for line in lines) / v.scale
            step = size + 5
            plate = pygame.Rect(0, 0, min(area.w, math.ceil(widest) + 2 * TOAST_PAD),
                                min(area.h, step * len(lines) + 14))
            plate.center = (round(cx), round(cy))
            plate.clamp_ip(area)
            out.append((toast, plate, lines, size))
        return out

    # -- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.history.handle(event) or self.fast_forward.handle(event):
            return
        for b in self.top_buttons + self.buttons:
            if b.handle(event, self.view):
                return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.view.to_level(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            self.click(self.view.to_level(event.pos))
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.mode:
                    self.cancel_mode()
                else:
                    self.open_menu()
            elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                first = next((b for b in self.buttons if b.style == "primary"), None)
                if first:
                    first.on_click()

    def click(self, pos: tuple[float, float]) -> None:
        legal = self.legal()
        if not legal:
            return
        seat = self.ctl.state.to_act
        die = self.a["die"]
        if die.collidepoint(pos):
            heat = next((a for a in legal if isinstance(a, Heat)), None)
            if heat:
                self.act(heat)
            return
        for a in legal:
            if isinstance(a, ChooseDish) and a.dish != CREPE \
                    and self.market_slot(a.dish).collidepoint(pos):
                self.act(a)
                return
        if any(isinstance(a, ChooseDish) for a in legal):
            if any(self.market_slot(d).collidepoint(pos) for d in range(1, 21)):
                self.refuse(t("alc_refuse_dish_colour"))
            return
        for colour in COLOURS:
            if self.dispenser_rect(colour).collidepoint(pos):
                self.click_dispenser(colour, legal)
                return
        for i, rect in enumerate(self.cup_rects(seat)):
            if rect.collidepoint(pos):
                self.click_cup(self.ctl.state.cup_kinds(self.ctl.state.cups[seat])[i], legal)
                return
        if self.mode in ("exchange", "reseason"):
            for other in range(self.ctl.players):
                if self.station(other).collidepoint(pos):
                    self.click_station(other, legal)
                    return

    def click_dispenser(self, colour: str, legal: list) -> None:
        if self.mode == "practise":
            self.practise_pour(colour)
        elif self.mode == "reseason_colour":
            action = UseCup(self.ctl.state.to_act, "reseason", self.mode_target, 0, colour)
            self.act(action)
        elif self.mode is None:
            self.act(Season(self.ctl.state.to_act, colour))

    def click_cup(self, kind: str, legal: list) -> None:
        seat = self.ctl.state.to_act
        if kind in ("victory", "spoons"):
            self.act(UseCup(seat, kind))
            return
        options = [a for a in legal if isinstance(a, UseCup) and a.cup == kind]
        if not options:
            self.act(UseCup(seat, kind, amount=1, target=(seat + 1) % self.ctl.players,
                            colour=COLOURS[0]))  # refused with the rule's own reason
            return
        self.mode = {"lower": "lower", "exchange": "exchange", "reseason": "reseason"}[kind]
        self.refresh()

    def click_station(self, other: int, legal: list) -> None:
        seat = self.ctl.state.to_act
        if self.mode == "exchange":
            self.act(UseCup(seat, "exchange", target=other))
        elif self.mode == "reseason":
            if not any(isinstance(a, UseCup) and a.cup == "reseason" and a.target == other
                       for a in legal):
                self.refuse(t("alc_refuse_reseason_target"))
                return
            self.mode, self.mode_target = "reseason_colour", other
            self.refresh()

    def open_menu(self) -> None:
        """Esc or Menu: the game's menu over the kitchen, which pauses under it."""
        self.ctl.on_escape()

    def keys_help(self) -> list[tuple[str, str]]:
        rows = [("key_mouse", "alc_keys_mouse"), ("key_enter", "alc_keys_enter"),
                ("key_space", "alc_keys_enter"), ("Esc", "alc_keys_esc"), ("L", "alc_keys_log")]
        if self.fast_forward.shown:
            rows.append(("F", "alc_keys_fast_forward"))
        return rows

    def open_rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        self.app.push(RulesScene(self.app, GAME))

    # -- time -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        speed = self.ctl.pace_speed  # the chosen speed, or fast forward's
        if self.roll is not None:
            self.roll["age"] += dt * speed
            if self.roll["age"] >= ROLL_TIME:
                self.die_face = self.roll["face"]
                self.roll = None
        self.age_toasts(dt * min(speed, 3.0))
        for seat in list(self.flash):
            self.flash[seat] += dt
            if self.flash[seat] > 1.0:
                del self.flash[seat]
        self.message_age += dt
        if self.message and self.message_age > 4.0:
            self.message = ""
        self.ctl.update(dt)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        v = self.view
        art.draw_kitchen_background(surf, v)
        obs = self.ctl.obs()
        legal = self.legal()  # once a frame: every part below reads the same list
        self.draw_market(surf, obs, legal)
        self.draw_dispensers(surf, obs, legal)
        self.draw_centre(surf, obs)
        for seat in range(self.ctl.players):
            self.draw_station(surf, seat, obs, legal)
        self.draw_banner(surf, obs)
        for b in self.buttons + self.top_buttons:
            b.draw(surf, v)
        self.fast_forward.draw(surf)
        self.draw_toasts(surf)  # under the open history: it covers the stoves at its side
        self.history.draw(surf)
        self.draw_message(surf, obs)
        self.draw_hover(surf, obs)

    def draw_market(self, surf: pygame.Surface, obs: dict, legal: list) -> None:
        v = self.view
        m = self.a["market"]
        draw_panel(surf, v, m, (60, 36, 20, 150), 14)
        draw_text(surf, v, t("alc_market"), (m.x + 12, m.y + 4), 16, TEXT_DIM, bold=True)
        choosable = {a.dish for a in legal if isinstance(a, ChooseDish)}
        for dish_id in range(1, 21):
            r = self.market_slot(dish_id)
            if dish_id in obs["available"]:
                if dish_id in choosable:
                    pygame.draw.circle(surf, GOLD, v.pt(*r.center), v.len(r.w / 2 + 4),
                                       max(1, v.len(3)))
                art.draw_dish_token(surf, v, r, self.data.dishes[dish_id], "recipe")
            else:
                pygame.draw.circle(surf, (90, 62, 40), v.pt(*r.center), v.len(r.w / 2 - 2),
                                   max(1, v.len(1.5)))

    def draw_dispensers(self, surf: pygame.Surface, obs: dict, legal: list) -> None:
        v = self.view
        pickable = self.mode == "reseason_colour" or any(isinstance(a, Season) for a in legal)
        for colour in COLOURS:
            r = self.dispenser_rect(colour)
            pieces = obs["dispensers"][colour]
            if pickable and pieces:
                draw_panel(surf, v, r.inflate(8, 8), (255, 220, 120, 40), 12,
                           border=(238, 196, 92, 200), border_w=2)
            art.draw_dispenser(surf, v, r, colour, pieces, dim=not pieces)
            # What is inside, said in words: the condiment, and the salt mixed in.
            plate = pygame.Rect(r.x - 6, r.bottom + 3, r.w + 12, 38)
            draw_panel(surf, v, plate, PLATE, 8)
            main = t("alc_jar_main", n=pieces.count(colour), colour=t(f"colour_{colour}"))
            draw_text(surf, v, main, (plate.centerx, plate.y + 1), 15, TEXT, "midtop",
                      bold=True)
            salt = t("alc_jar_salt", n=pieces.count("S"))
            draw_text(surf, v, salt, (plate.centerx, plate.y + 19), 14, TEXT_DIM, "midtop")

    def draw_centre(self, surf: pygame.Surface, obs: dict) -> None:
        v = self.view
        die = self.a["die"]
        if self.roll is not None:
            face = self.rng.randrange(len(self.data.die))
            angle = self.roll["age"] * 900 % 360
            bounce = abs(((self.roll["age"] * 5) % 2) - 1) * 10
            art.draw_die(surf, v, die.move(0, -bounce), self.data.die[face], angle=angle)
        else:
            art.draw_die(surf, v, die, self.data.die[self.die_face])
        art.draw_sink(surf, v, self.a["sink"], obs["sink"])
        art.draw_trash(surf, v, self.a["trash"], len(obs["trash"]))
        pool = self.a["cup_pool"]
        draw_panel(surf, v, pool, (60, 36, 20, 150), 12)
        for i in range(min(obs["cup_pool"], 9)):
            art.draw_cup(surf, v, (pool.x + 8 + i * 14, pool.y + 10, 40, 46), "victory",
                         face_up=False)
        draw_text(surf, v, t("alc_cups_left", n=obs["cup_pool"]),
                  (pool.right - 8, pool.bottom - 6), 15, TEXT, "bottomright", shadow=True)
        stars = self.a["star_pool"]
        draw_panel(surf, v, stars, (60, 36, 20, 150), 12)
        for i in range(obs["star_pool"]):
            art.draw_star(surf, v, (stars.x + 22 + i * 20, stars.centery), 12)

    def draw_station(self, surf: pygame.Surface, seat: int, obs: dict, legal: list) -> None:
        v = self.view
        r = self.station(seat)
        current = obs["current"] == seat and obs["phase"] != "over"
        chooser = obs["phase"] == "choose_dish" and obs["to_act"] == seat
        draw_panel(surf, v, r, (250, 240, 220, 36 if current else 18), 16,
                   border=(238, 196, 92, 220) if current or chooser else None, border_w=3)
        if seat in self.flash:
            alpha = int(120 * (1 - self.flash[seat]))
            draw_panel(surf, v, r, (255, 230, 160, alpha), 16)
        targetable = self.mode in ("exchange", "reseason") and seat != obs["to_act"]
        if targetable:
            draw_panel(surf, v, r.inflate(6, 6), (120, 200, 255, 40), 18,
                       border=(120, 200, 255, 220), border_w=3)
        plate = self.plate_rect(seat)
        art.draw_chef_plate(surf, v, plate, self.ctl.name_of(seat), art.SEAT_RGB[seat],
                            current)
        for i in range(obs["stars"][seat]):
            art.draw_star(surf, v, (plate.right - 14 - i * 22, plate.centery), 10)
        if obs["crepes"][seat] == "unused":  # the crêpe still waiting in its box
            crepe = pygame.Rect(plate.right - 86, plate.y + 4, 26, 26)
            art.draw_dish_token(surf, v, crepe, self.data.dishes[CREPE], "picture")
        dish_id = obs["dishes"][seat]
        dish = None if dish_id is None else self.data.dishes[dish_id]
        level = obs["levels"][seat]
        stove = self.stove_rect(seat)
        art.draw_stove(surf, v, stove, level, burnt_at=dish.burnt_at if dish else None,
                       green=dish.green if dish else None, highlight=current)
        centre, radius = art.stove_pan_spot(stove)
        spoiled = None
        if dish is not None:
            spoiled = rules.spoil_reason(dish, level, obs["pans"][seat])
        art.draw_pan(surf, v, centre, radius, dish, condiments=obs["pans"][seat],
                     spoiled=spoiled)
        self.draw_info(surf, seat, dish, obs)
        cups = obs["cups"][seat]
        # Greyed: the cups of the chef to act that cannot be drunk now.
        deciding = bool(legal) and obs["to_act"] == seat
        usable = {a.cup for a in legal if isinstance(a, UseCup)}
        for kind, rect in zip(cups, self.cup_rects(seat), strict=True):
            art.draw_cup(surf, v, rect, kind, face_up=True,
                         used=deciding and kind not in usable)
        tray = self.tray_rect(seat)
        finished = [self.data.dishes[d] for d in obs["trays"][seat]]
        art.draw_tray(surf, v, tray, finished, obs["vp_cups"][seat])

    def draw_info(self, surf: pygame.Surface, seat: int, dish, obs: dict) -> None:
        v = self.view
        box = self.info_rect(seat)
        plate = pygame.Rect(box.x - 4, box.y - 3, box.w + 8, self.cup_rects_top(seat) - box.y)
        draw_panel(surf, v, plate, PLATE, 10)  # light text wants a dark ground
        x, y = box.x, box.y
        points = obs["points"][seat]
        draw_text(surf, v, t("alc_points", n=points), (x, y), 20, GOLD, bold=True)
        draw_text(surf, v, t("alc_dishes_done", n=len(obs["trays"][seat]),
                             goal=obs["dishes_to_end"]), (x, y + 25), 15, TEXT)
        if dish is None:
            return
        name = art.dish_name(dish)
        lines = fonts.wrap(name, v.len(15), v.len(box.w), bold=True)[:2]
        for i, line in enumerate(lines):
            draw_text(surf, v, line, (x, y + 47 + i * 18), 15, (255, 236, 190), bold=True)
        yy = y + 49 + 18 * len(lines)
        for line in heat_lines(dish, box.w, v):
            draw_text(surf, v, line, (x, yy), 14, TEXT)
            yy += 18
        pan = obs["pans"][seat]
        yy += 2
        for colour, need in dish.needs.items():
            have = pan.get(colour, 0)
            art.draw_condiment_marker(surf, v, (x + 7, yy + 8), colour)
            ok = have >= need
            draw_text(surf, v, f"{have}/{need}" + (" ✓" if ok else ""), (x + 18, yy), 14,
                      (150, 230, 140) if ok else TEXT)
            x += 58 if box.w > 150 else 52
            if x + 50 > box.right:
                x, yy = box.x, yy + 20
        salt = pan.get("S", 0)
        if salt:
            yy += 20 if x != box.x else 0
            draw_text(surf, v, f"{t('colour_S')} {salt}", (box.x, yy), 14,
                      (255, 150, 130) if salt >= 2 else TEXT)

    def draw_banner(self, surf: pygame.Surface, obs: dict) -> None:
        v = self.view
        b = self.a["banner"]
        draw_panel(surf, v, b, (40, 24, 14, 215), 14, border=(238, 196, 92, 140), border_w=2)
        if obs["phase"] == "over":
            return
        seat = obs["to_act"]
        title = self.banner_title(obs)
        pygame.draw.circle(surf, art.SEAT_RGB[seat], v.pt(b.x + 24, b.centery), v.len(9))
        draw_text(surf, v, title, (b.x + 42, b.centery), 24, GOLD, "midleft", bold=True)
        status = t("alc_crepe_turn") if obs["crepe_turn"] else t(
            "alc_coffee_used" if obs["coffee_used"] else "alc_coffee_ready")
        right = draw_text(surf, v, status, (b.right - 14, b.centery), 15, TEXT_DIM, "midright")
        # The spoons count the actions; the words say it for whoever does not know that.
        left = t("alc_actions_left", n=obs["actions_left"])
        words = draw_text(surf, v, left, (v.to_level(right.topleft)[0] - 20, b.centery), 16,
                          TEXT, "midright", bold=True)
        spoons = pygame.Rect(v.to_level(words.topleft)[0] - 78, b.y + 8, 70, b.h - 16)
        art.draw_spoons(surf, v, spoons, obs["actions_left"])

    def banner_title(self, obs: dict) -> str:
        """Whose turn, in words: with no hidden cards, this banner is the hand-off."""
        seat = obs["to_act"]
        name = self.ctl.name_of(seat)
        if obs["phase"] == "choose_dish":
            return t("alc_choose_setup" if self.ctl.state.setup else "alc_choose_dish",
                     name=name)
        if self.ctl.is_human(seat):
            solo = len(self.ctl.humans) == 1
            return t("alc_your_turn_solo") if solo else t("alc_your_turn", name=name)
        return t("alc_turn", name=name)

    def draw_message(self, surf: pygame.Surface, obs: dict) -> None:
        v = self.view
        m = self.a["message"]
        if self.message:  # a long refusal wraps onto more lines below the first
            lines = fonts.wrap(self.message, v.len(16), v.len(m.w - 16))
            step = m.h
            box = pygame.Rect(m.x, m.y, m.w, m.h + step * (len(lines) - 1))
            draw_panel(surf, v, box.inflate(8, 6), (150, 40, 30, 220), 10)
            for i, line in enumerate(lines):
                draw_text(surf, v, line, (m.centerx, m.centery + i * step), 16,
                          (255, 244, 236), "center")
            return
        seat = self.ctl.human_to_act()
        if seat is None:
            return
        if self.mode == "exchange":
            hint = t("alc_pick_exchange")
        elif self.mode == "reseason":
            hint = t("alc_pick_reseason")
        elif self.mode == "reseason_colour":
            hint = t("alc_pick_colour", name=self.ctl.name_of(self.mode_target))
        elif self.mode == "lower":
            hint = t("alc_pick_lower")
        elif self.mode == "practise":
            hint = t("alc_practice_pick")
        elif obs["phase"] == "choose_heat":
            hint = t("alc_choose_heat")
        elif obs["phase"] == "steal":
            hint = t("alc_steal")
        elif obs["phase"] == "action" and not obs["crepe_turn"]:
            hint = t("alc_hint_action")
        else:
            return
        width = fonts.text_width(hint, v.len(16)) / v.scale + 28
        plate = pygame.Rect(0, 0, min(width, m.w), m.h + 4)
        plate.center = m.center
        draw_panel(surf, v, plate, PLATE, 10)
        draw_text(surf, v, hint, m.center, 16, TEXT, "center")

    def draw_toasts(self, surf: pygame.Surface) -> None:
        """What just happened, as a label over the pan it happened in: one at a time
        per pan, wrapped to stay inside its own station."""
        v = self.view
        for toast, plate, lines, size in self.shown_toasts():
            fade = TOAST_TIME - toast["age"]
            alpha = 255 if fade >= TOAST_FADE else max(0, int(255 * fade / TOAST_FADE))
            bold = not toast["small"]
            colour = TOAST_PLATES[toast["good"]]
            step = size + 5
            top = plate.centery - step * len(lines) / 2 + step / 2
            if alpha == 255:
                draw_panel(surf, v, plate, colour, 12)
                for i, line in enumerate(lines):
                    draw_text(surf, v, line, (plate.centerx, top + i * step), size,
                              TOAST_TEXT, "center", bold=bold)
                continue
            # Going: the words fade with their plate, never left over a pale dish
            # without it.
            r = v.rect(plate)
            img = panel_surface(r.size, colour, v.len(12))
            for i, line in enumerate(lines):
                words = fonts.render(line, v.len(size), TOAST_TEXT, bold)
                centre = (r.w // 2, round(v.len(top + i * step - plate.y)))
                img.blit(words, words.get_rect(center=centre))
            img.set_alpha(alpha)
            surf.blit(img, r.topleft)

    def draw_hover(self, surf: pygame.Surface, obs: dict) -> None:
        """A magnified recipe under the cursor (market tokens are small), or what a
        coffee cup does."""
        if self.hover is None:
            return
        for seat in range(self.ctl.players):
            for kind, rect in zip(obs["cups"][seat], self.cup_rects(seat), strict=True):
                if rect.collidepoint(self.hover):
                    text = t(f"cup_{kind}")
                    tip = pygame.Rect(0, 0, fonts.text_width(text, self.view.len(15))
                                      / self.view.scale + 28, 30)
                    tip.midbottom = (rect.centerx, rect.y - 4)
                    tip.clamp_ip(pygame.Rect(0, 0, 1280, 720))
                    draw_panel(surf, self.view, tip, (30, 20, 12, 235), 10)
                    draw_text(surf, self.view, text, tip.center, 15, TEXT, "center")
                    return
        for dish_id in obs["available"]:
            r = self.market_slot(dish_id)
            if r.collidepoint(self.hover):
                dish = self.data.dishes[dish_id]
                big = pygame.Rect(0, 0, 200, 200)
                big.midleft = (r.right + 14, min(max(r.centery, 112), 560))
                back = big.inflate(16, 16)
                back.h += 22  # the heat range in words under the token
                draw_panel(surf, self.view, back, (30, 20, 12, 230), 16)
                art.draw_dish_token(surf, self.view, big, dish, "recipe")
                draw_text(surf, self.view, " · ".join(heat_lines(dish, 10_000, self.view)),
                          (big.centerx, big.bottom + 6), 14, TEXT, "midtop")
                return


def heat_lines(dish, width: float, view) -> list[str]:
    """A dish's heat range and where it burns, as one line when it fits `width` (level
    units) at 14 px, otherwise a line each."""
    lo, hi = dish.green
    parts = [f"{t('alc_heat_label')} {lo}–{hi}" if lo != hi else f"{t('alc_heat_label')} {lo}"]
    if dish.burnt_at is not None:
        parts.append(t("alc_burns", n=dish.burnt_at))
    one = " · ".join(parts)
    return [one] if fonts.text_width(one, view.len(14)) <= view.len(width) else parts
