"""A game's set-up page, built from its definition: how many players, who sits where
(person or computer, and how strong), the game's own options, and a deal code for the
games that take one. Start (or Enter) opens the table; Back (or Esc) returns to the
browser.

The panel is sized once per game for its fullest page (most players, every option
shown), so changing the player count never moves the rows or buttons under the mouse.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.dealcode import DealCodeError
from game.core.gamedef import SEAT_LEVELS, GameDef, Option
from game.ui import fonts
from game.ui.app import App
from game.ui.i18n import game_name, t
from game.ui.scenes.menu import MenuScene
from game.ui.tooltip import draw_tooltip
from game.ui.widgets import (
    TEXT,
    TEXT_DIM,
    Button,
    Choice,
    TextBox,
    draw_panel,
    draw_text,
    fit_text_size,
)

CONTROL_H = 46  # a control's height
ROW = 56  # a row of controls and the gap under it
MIN_SEAT_ROW = 38  # seat rows may close up to this when a page is very full (ten seats)
SEAT_GAP = 6  # under a seat's controls once its rows close up (the controls get lower)
PANEL_W = 840
HEAD = 106  # from the panel top to the first row: the title and its rule
NOTE_H = 40  # the band of the game's note under the seats
MSG_H = 44  # the band under the deal code box where a bad code is explained
BUTTON_BOTTOM = 26  # from the Back / Start buttons to the panel bottom
FOOT = 28 + 52 + BUTTON_BOTTOM  # from the last row to the panel bottom
MAX_PANEL_H = 680
LABEL_X, CONTROL_X = 270, 470
RIGHT = 1020  # controls end here, under the end of the title rule
TOGGLE_FONT = 18
GAP = 8  # between controls on one row


def text_w(text: str, size: float, bold: bool = False) -> float:
    """Width in level units (measured at the 1280x720 design scale)."""
    return fonts.text_width(text, round(size), bold)


class Toggle(Button):
    """An on/off option: a check box and the option's name, lit while on."""

    def __init__(self, rect, label, on: bool, on_click, key: str = "",
                 font: float = TOGGLE_FONT) -> None:
        super().__init__(rect, label, on_click, "primary" if on else "plain", key=key)
        self.on = on
        self.font = font

    @staticmethod
    def width_for(text: str, font: float = TOGGLE_FONT) -> float:
        return 12 + 18 + 8 + text_w(text, font, True) + 14

    def draw(self, surf: pygame.Surface, view) -> None:
        base, hover, fg = self.STYLES[self.style]
        r = self.rect
        lift = 0 if self.pressed else 3
        draw_panel(surf, view, r.move(0, 3), (0, 0, 0, 90), r.height * 0.3)
        face = r.move(0, 3 - lift)
        draw_panel(surf, view, face, hover if self.hover else base, r.height * 0.3,
                   border=(255, 255, 255, 70), border_w=1.5)
        box = pygame.Rect(face.x + 12, face.centery - 9, 18, 18)
        draw_panel(surf, view, box, (255, 248, 230) if self.on else (0, 0, 0, 80), 4,
                   border=fg, border_w=2)
        if self.on:
            tick = [(box.x + 4, box.y + 9.5), (box.x + 7.5, box.y + 13),
                    (box.x + 14, box.y + 5)]
            pygame.draw.lines(surf, (60, 34, 6), False, [view.pt(*p) for p in tick],
                              max(2, view.len(2.6)))
        x = box.right + 8
        size = fit_text_size(self.label, self.font, face.right - 10 - x, view, bold=True)
        draw_text(surf, view, self.label, (x, face.centery), size, fg, "midleft", bold=True)


class SetupScene(MenuScene):
    default_focus = "start"  # Enter starts, as long as no other control was chosen

    def __init__(self, app: App, game: GameDef) -> None:
        super().__init__(app)
        self.game = game
        self.players = game.default_seats or game.seats[-1]
        self.options: dict[str, Any] = game.default_options()
        self.seats = [{"kind": "human" if i == 0 else "computer", "level": "normal"}
                      for i in range(max(game.seats))]
        self.code_box = TextBox((CONTROL_X, 0, 360, CONTROL_H), max_len=11, key="deal_code",
                                placeholder=lambda: t("deal_code_hint"))
        self.panel_rect = pygame.Rect(220, 40, PANEL_W, 640)
        self.rows: list[tuple[str, float]] = []  # (heading, y) drawn left of the controls
        self.seat_ys: list[float] = []
        self.seat_h: float = CONTROL_H  # the seat rows' control height
        self.note_y = 0.0
        self.message_y = 0.0
        self.bad_code = ""  # the code the message is about; editing it clears the message
        self.pointer: tuple[float, float] | None = None  # level units, for the options' help
        self.help_by_pointer = True  # the last input was the mouse (else the keys)
        self.build()

    # -- layout ----------------------------------------------------------------------
    def option_rows(self, players: int | None = None) -> list[tuple[str, list[Option]]]:
        """The options shown for `players` grouped by row heading, in definition order."""
        players = self.players if players is None else players
        rows: dict[str, list[Option]] = {}
        for option in self.game.options:
            if option.shown_for(players):
                rows.setdefault(option.row, []).append(option)
        return list(rows.items())

    def build(self) -> None:
        """Size the panel for the game's fullest page, then lay out the current one."""
        foot = FOOT - (20 if self.game.deal_code else 0)  # the message band spaces it
        heights = [self._lay_out(n, 0.0, ROW) for n in self.game.seats]
        tallest = max(heights)
        seat_row = ROW
        if HEAD + tallest + foot > MAX_PANEL_H:  # close the seat rows up a little
            most = self.game.seats[heights.index(tallest)]
            seat_row = max(MIN_SEAT_ROW, ROW - (HEAD + tallest + foot - MAX_PANEL_H) / most)
            tallest = max(self._lay_out(n, 0.0, seat_row) for n in self.game.seats)
        h = round(HEAD + tallest + foot)
        self.panel_rect = pygame.Rect(640 - PANEL_W // 2, max(8, (720 - h) // 2), PANEL_W, h)
        self._lay_out(self.players, self.panel_rect.y + HEAD, seat_row)
        # The buttons sit on the panel's foot, wherever the rows of this page end.
        y = self.panel_rect.bottom - BUTTON_BOTTOM - 52
        self.widgets.append(Button((460, y, 170, 52), lambda: t("btn_back"), self.back,
                                   "secondary", key="back"))
        self.widgets.append(Button((650, y, 170, 52), lambda: t("btn_start"), self.start,
                                   "primary", key="start"))

    def _lay_out(self, players: int, top: float, seat_row: float) -> float:
        """The widgets for `players` from `top`; returns the height they take."""
        self.widgets = []
        self.rows = []
        y = top
        if len(self.game.seats) > 1:
            self.rows.append(("picker_players", y))
            width = self._choice_width([str(n) for n in self.game.seats], 90)
            self.widgets.append(Choice(
                (CONTROL_X, y, width, CONTROL_H),
                [(str(n), (lambda n=n: str(n))) for n in self.game.seats],
                str(players), lambda v: self.set_players(int(v)), key="players"))
            y += ROW
        for heading, options in self.option_rows(players):
            self.rows.append((heading, y))
            y += self._option_row(options, y)
        self.seat_ys = [y + i * seat_row for i in range(players)]
        self.seat_h = min(CONTROL_H, seat_row - SEAT_GAP)
        for i, sy in enumerate(self.seat_ys):
            self.widgets.append(Choice(
                (CONTROL_X, sy, 260, self.seat_h),
                [("human", lambda: t("seat_human")), ("computer", lambda: t("seat_computer"))],
                self.seats[i]["kind"], (lambda v, i=i: self._set(i, "kind", v)), key=f"kind{i}"))
            if self.seats[i]["kind"] == "computer":
                self.widgets.append(Choice(
                    (RIGHT - 270, sy, 270, self.seat_h),
                    [(lv, (lambda lv=lv: t(f"level_{lv}"))) for lv in SEAT_LEVELS],
                    self.seats[i]["level"], (lambda v, i=i: self._set(i, "level", v)),
                    key=f"level{i}"))
        y += players * seat_row
        self.note_y = y
        if self.game.setup_note:
            y += NOTE_H
        if self.game.deal_code:
            self.rows.append(("deal_code", y))
            self.code_box.rect.y = round(y)
            self.widgets.append(self.code_box)
            y += ROW
        y -= ROW - CONTROL_H  # no gap after the last row
        self.message_y = y
        if self.game.deal_code:
            y += MSG_H
        return y - top

    @staticmethod
    def _choice_width(labels: list[str], least: float) -> float:
        """A segmented control wide enough for its longest label in every cell."""
        cell = max([least] + [text_w(s, CONTROL_H * 0.42, True) + 36 for s in labels])
        return min(RIGHT - CONTROL_X, cell * len(labels))

    def _option_row(self, options: list[Option], y: float) -> float:
        """The controls of one heading, wrapping onto further lines when they would run
        past the panel; returns the height taken."""
        def widths(font: float) -> list[float]:
            return [min(RIGHT - CONTROL_X, Toggle.width_for(t(o.label), font)) if o.toggle
                    else self._choice_width([t(f"{o.label}_{v}") for v in o.values], 150)
                    for o in options]

        font = TOGGLE_FONT
        ws = widths(font)
        if sum(ws) + GAP * (len(ws) - 1) > RIGHT - CONTROL_X:
            small = widths(TOGGLE_FONT - 2)  # a slightly smaller label keeps one line
            if sum(small) + GAP * (len(small) - 1) <= RIGHT - CONTROL_X:
                font, ws = TOGGLE_FONT - 2, small
        x, line = CONTROL_X, 0
        for option, w in zip(options, ws, strict=True):
            if x > CONTROL_X and x + w > RIGHT:
                x, line = CONTROL_X, line + 1
            self._option_control(option, pygame.Rect(x, y + line * ROW, w, CONTROL_H), font)
            x += w + GAP
        return (line + 1) * ROW

    def _option_control(self, option: Option, rect: pygame.Rect, font: float) -> None:
        if option.toggle:
            self.widgets.append(Toggle(
                rect, (lambda o=option: t(o.label)), bool(self.options[option.key]),
                (lambda o=option: self._set_option(o.key, not self.options[o.key])),
                key=f"opt_{option.key}", font=font))
            return
        self.widgets.append(Choice(
            rect, [(v, (lambda v=v, o=option: t(f"{o.label}_{v}"))) for v in option.values],
            str(self.options[option.key]), (lambda v, o=option: self._set_option(o.key, v)),
            key=f"opt_{option.key}"))

    # -- changes ---------------------------------------------------------------------
    def _set_option(self, key: str, value: Any) -> None:
        self.options[key] = value
        self.build()

    def set_players(self, n: int) -> None:
        self.players = n
        self.build()

    def _set(self, seat: int, field: str, value: str) -> None:
        self.seats[seat][field] = value
        self.build()

    def on_language(self) -> None:
        self.build()

    def handle(self, event: pygame.event.Event) -> None:
        self.follow_for_help(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        super().handle(event)  # the keys move the focus; Enter works it (Start at first)
        if self.message and self.code_box.text != self.bad_code:
            self.message = ""  # the code was edited: the complaint no longer applies

    def start(self) -> None:
        seats = [dict(s) for s in self.seats[:self.players]]
        code = self.code_box.text.strip() if self.game.deal_code else ""
        try:
            self.game.start(self.app, seats, dict(self.options), code or None)
        except DealCodeError as e:
            self.message = t(f"deal_code_{e.reason}")
            self.bad_code = self.code_box.text
            return
        # Set-up is done: the table sits straight above the title.
        table = self.app.scenes.pop()
        while len(self.app.scenes) > 1:
            self.app.pop()
        self.app.scenes.append(table)

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        self.draw_frame(surf, f"{t('picker_title')} · {game_name(self.game)}")
        v = self.view
        label_w = CONTROL_X - LABEL_X - 12
        for heading, y in self.rows:
            text = t(heading)
            size = fit_text_size(text, 20, label_w, v)
            draw_text(surf, v, text, (LABEL_X, y + CONTROL_H / 2), size, TEXT_DIM, "midleft")
        marker = self.game.seat_marker
        name_x = LABEL_X + 30 if marker is not None else LABEL_X
        for i, y in enumerate(self.seat_ys):
            middle = y + self.seat_h / 2
            if marker is not None:
                marker(surf, v, LABEL_X + 12, middle, i, self.players)
            name = t(self.game.seat_name.format(i=i, players=self.players), n=i + 1)
            size = fit_text_size(name, min(22, self.seat_h * 0.5), CONTROL_X - name_x - 12, v,
                                 bold=True)
            draw_text(surf, v, name, (name_x, middle), size, TEXT, "midleft", bold=True)
        if self.game.setup_note:
            note = t(self.game.setup_note)
            size = fit_text_size(note, 17, RIGHT - CONTROL_X, v)
            draw_text(surf, v, note, (CONTROL_X, self.note_y + 16), size, TEXT_DIM, "midleft")
        self.draw_widgets(surf)
        if self.message:
            self.draw_code_message(surf)
        self.draw_option_help(surf)

    # -- the options' help -------------------------------------------------------------
    def follow_for_help(self, event: pygame.event.Event) -> None:
        """Remember where the pointer is and whether the mouse or the keys were used last:
        the help follows whichever the player is using."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and hasattr(event, "pos"):
            self.pointer = self.view.to_level(event.pos)
            self.help_by_pointer = True
        elif event.type == pygame.KEYDOWN:
            self.help_by_pointer = False

    def option_under_help(self) -> tuple[Option, str | None, pygame.Rect] | None:
        """The option chip the player is on: under the pointer, or holding the keyboard
        focus while the keys are in use. (option, the choice's value, the chip's rect)."""
        options = {f"opt_{o.key}": o for o in self.game.options}
        chips = [w for w in self.widgets if getattr(w, "key", "") in options]
        ring = getattr(self, "ring", None)  # the menu's keyboard focus, where there is one
        if not self.help_by_pointer and ring is not None and ring.visible:
            w = ring.current(self.widgets)
            if w in chips:
                option = options[w.key]
                if option.toggle:
                    return option, None, pygame.Rect(w.rect)
                return option, w.value, self._cell(w, option.values.index(w.value))
            return None
        if self.pointer is None:
            return None
        for w in chips:
            if not w.rect.collidepoint(self.pointer):
                continue
            option = options[w.key]
            if option.toggle:
                return option, None, pygame.Rect(w.rect)
            i = min(len(option.values) - 1,
                    int((self.pointer[0] - w.rect.x) * len(option.values) / w.rect.w))
            return option, option.values[i], self._cell(w, i)
        return None

    @staticmethod
    def _cell(choice: Choice, i: int) -> pygame.Rect:
        w = choice.rect.w / len(choice.options)
        return pygame.Rect(round(choice.rect.x + i * w), choice.rect.y, round(w), choice.rect.h)

    def draw_option_help(self, surf: pygame.Surface) -> None:
        """One line explaining the rule of the chip the player is on, just under it."""
        target = self.option_under_help()
        if target is None:
            return
        option, value, rect = target
        key = option.help_key(value)
        if key:
            bounds = self.panel_rect.inflate(-40, -20)
            draw_tooltip(surf, self.view, t(key), rect, bounds, bounds.w)

    def draw_code_message(self, surf: pygame.Surface) -> None:
        """Why the deal code was refused, in the band under its box."""
        v = self.view
        if not self.game.deal_code:
            self.draw_message(surf, self.message_y + 8)
            return
        r = pygame.Rect(LABEL_X - 10, self.message_y + 8, RIGHT - LABEL_X + 10, 28)
        draw_panel(surf, v, r, (140, 30, 30, 230), 10)
        size = fit_text_size(self.message, 16, r.w - 20, v)
        draw_text(surf, v, self.message, r.center, size, (255, 244, 236), "center")
