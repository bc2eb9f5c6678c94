"""A game's set-up page, built from its definition: how many players, who sits where
(person or computer, and how strong), the game's own options, and a deal code for the
games that take one. A game of many seats (`GameDef.seat_counts`) asks instead how many
seats are people (the first ones) and how strong the computers in the others play.
Start (or Enter) opens the table; Back (or Esc) returns to the browser.

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
from game.ui.saves import save_path
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
# A page still too tall for the window then closes every row up, to this at most; its
# controls lose half of what the row loses (46 high at ROW, 42 at MIN_ROW).
MIN_ROW = 48
WINDOW_H, MARGIN = 720, 8  # the design window's height; the least room above and below
SEAT_GAP = 6  # under a seat's controls once its rows close up (the controls get lower)
PANEL_W = 840
HEAD = 106  # from the panel top to the first row: the title and its rule
NOTE_H = 40  # the band of the game's note under the seats
NOTE_FONT = 17  # the note's size, shrunk (then wrapped onto two lines) to fit the band
NOTE_MIN_FONT = 13  # a one-line note shrinks no smaller; past this it wraps
NOTE_SMALL_FONT = 10.5  # a wrapped note shrinks no smaller: three lines fill the band
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
        self.options: dict[str, Any] = game.default_options(self.players)
        self.seats = [{"kind": "human" if i == 0 else "computer", "level": "normal"}
                      for i in range(max(game.seats))]
        # With `seat_counts`: seats 1..people are people, the rest computers at one level.
        self.people = 1
        self.computer_level = "normal"
        self.code_box = TextBox((CONTROL_X, 0, 360, CONTROL_H), max_len=11, key="deal_code",
                                placeholder=lambda: t("deal_code_hint"))
        self.panel_rect = pygame.Rect(220, 40, PANEL_W, 640)
        self.rows: list[tuple[str, float]] = []  # (heading, y) drawn left of the controls
        self.seat_ys: list[float] = []
        self.seat_h: float = CONTROL_H  # the seat rows' control height
        self.row: float = ROW  # the other rows' pitch and their controls' height
        self.control_h: float = CONTROL_H
        self.note_y = 0.0
        self.note = ""  # the note band's text as last drawn (the game's hint or its note)
        self.message_y = 0.0
        self.bad_code = ""  # the code the message is about; editing it clears the message
        self.pointer: tuple[float, float] | None = None  # level units, for the options' help
        self.help_by_pointer = True  # the last input was the mouse (else the keys)
        self.recall(app.settings.setups.get(game.key, {}))
        self.build()

    # -- the last set-up of this game --------------------------------------------------
    def recall(self, last: dict) -> None:
        """Start from the choices this game was last started with (settings.setups);
        any that no longer fit (another version's options) keep their defaults."""
        players = last.get("players")
        if players in self.game.seats:
            self.players = players
            self.options = self.game.default_options(players)
        options = last.get("options")
        for option in self.game.options if isinstance(options, dict) else ():
            value = options.get(option.key)
            if (option.toggle and type(value) is bool) or (
                    not option.toggle and value in option.values):
                self.options[option.key] = value
        seats = last.get("seats")
        if isinstance(seats, list):
            for i, seat in enumerate(seats[:len(self.seats)]):
                if isinstance(seat, dict) and seat.get("kind") in ("human", "computer") \
                        and seat.get("level") in SEAT_LEVELS:
                    self.seats[i] = {"kind": seat["kind"], "level": seat["level"]}
        if type(last.get("people")) is int and 1 <= last["people"] <= max(self.game.seats):
            self.people = last["people"]
        if last.get("computer_level") in SEAT_LEVELS:
            self.computer_level = last["computer_level"]

    def remember(self) -> None:
        """Keep this page's choices for the next time (saved with the settings)."""
        self.app.settings.setups[self.game.key] = {
            "players": self.players, "options": dict(self.options),
            "seats": [dict(s) for s in self.seats], "people": self.people,
            "computer_level": self.computer_level}
        self.app.settings.save()

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
        self._set_row(ROW)
        heights = [self._lay_out(n, 0.0, ROW) for n in self.game.seats]
        tallest = max(heights)
        seat_row = ROW
        if HEAD + tallest + foot > MAX_PANEL_H and not self.game.seat_counts:
            most = self.game.seats[heights.index(tallest)]  # close the seat rows up a little
            seat_row = max(MIN_SEAT_ROW, ROW - (HEAD + tallest + foot - MAX_PANEL_H) / most)
            tallest = max(self._lay_out(n, 0.0, seat_row) for n in self.game.seats)
        room = WINDOW_H - 2 * MARGIN
        for _ in range(3):  # still too tall for the window (many option rows): close all up
            if HEAD + tallest + foot <= room or self.row <= MIN_ROW:
                break
            heights = [self._lay_out(n, 0.0, seat_row) for n in self.game.seats]
            most = self.game.seats[heights.index(max(heights))]
            was = self.row
            self._set_row(was - 1)  # the pitch's share of the page's height
            share = was - self.row
            rows = (max(heights) - self._lay_out(most, 0.0, seat_row)) / share
            self._set_row(max(MIN_ROW, was - (HEAD + tallest + foot - room) / max(rows, 1)))
            tallest = max(self._lay_out(n, 0.0, seat_row) for n in self.game.seats)
        h = round(HEAD + tallest + foot)
        self.panel_rect = pygame.Rect(640 - PANEL_W // 2, max(8, (720 - h) // 2), PANEL_W, h)
        self._lay_out(self.players, self.panel_rect.y + HEAD, seat_row)
        # The buttons sit on the panel's foot, wherever the rows of this page end.
        y = self.panel_rect.bottom - BUTTON_BOTTOM - 52
        # Back and Start stay put whatever is chosen; Names joins at the left, under the
        # seats' names, once two people sit (pass-and-play: who is who).
        if len(self.people_seats()) >= 2:
            self.widgets.append(Button((LABEL_X, y, 170, 52), lambda: t("btn_names"),
                                       self.open_names, "secondary", key="names"))
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
                (CONTROL_X, y, width, self.control_h),
                [(str(n), (lambda n=n: str(n))) for n in self.game.seats],
                str(players), lambda v: self.set_players(int(v)), key="players"))
            y += self.row
        for heading, options in self.option_rows(players):
            self.rows.append((heading, y))
            y += self._option_row(options, y)
        if not self.game.computers:
            self.seat_ys = []  # every seat a person: nothing to ask
        elif self.game.seat_counts:
            y += self._count_rows(players, y)
        else:
            y += self._seat_rows(players, y, seat_row)
        self.note_y = y
        if self.game.setup_note or self.game.setup_hint is not None:
            y += NOTE_H
        if self.game.deal_code:
            self.rows.append(("deal_code", y))
            self.code_box.rect.y = round(y)
            self.code_box.rect.h = round(self.control_h)
            self.widgets.append(self.code_box)
            y += self.row
        y -= self.row - self.control_h  # no gap after the last row
        self.message_y = y
        if self.game.deal_code:
            y += MSG_H
        return y - top

    def _seat_rows(self, players: int, y: float, seat_row: float) -> float:
        """A row per seat: person or computer, and a computer's level."""
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
        return players * seat_row

    def _count_rows(self, players: int, y: float) -> float:
        """Two rows for a game of many seats: how many seats are people, and the level of
        the computers (shown while there is one). The second row's place is kept either
        way, so the rows under it stay put."""
        self.seat_ys = []
        people = min(self.people, players)
        labels = [str(k) for k in range(1, players + 1)]
        self.rows.append(("setup_people", y))
        self.widgets.append(Choice(
            (CONTROL_X, y, self._choice_width(labels, 56), self.control_h),
            [(k, (lambda k=k: k)) for k in labels], str(people),
            lambda v: self._set_people(int(v)), key="people"))
        if people < players:
            self.rows.append(("setup_computers", y + self.row))
            self.widgets.append(Choice(
                (CONTROL_X, y + self.row, 270, self.control_h),
                [(lv, (lambda lv=lv: t(f"level_{lv}"))) for lv in SEAT_LEVELS],
                self.computer_level, self._set_computer_level, key="computers"))
        return 2 * self.row

    def _set_row(self, row: float) -> None:
        self.row = row
        self.control_h = CONTROL_H - (ROW - row) / 2

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
            rect = pygame.Rect(x, y + line * self.row, w, self.control_h)
            self._option_control(option, rect, font)
            x += w + GAP
        return (line + 1) * self.row

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
        if n != self.players:  # the options that follow the count go back to its default
            for option in self.game.options:
                if option.by_players is not None:
                    self.options[option.key] = option.by_players(n)
        self.players = n
        self.people = min(self.people, n)
        self.build()

    def _set_people(self, k: int) -> None:
        self.people = k
        self.build()

    def _set_computer_level(self, level: str) -> None:
        self.computer_level = level
        self.build()

    def chosen_seats(self) -> list[dict[str, str]]:
        """Who sits at each of the table's seats, as the game's `start` takes them; in
        pass-and-play the people's names (settings.player_names, by person)."""
        if not self.game.computers:
            seats = [{"kind": "human", "level": "normal"} for _ in range(self.players)]
        elif not self.game.seat_counts:
            seats = [dict(s) for s in self.seats[:self.players]]
        else:
            people = min(self.people, self.players)
            seats = [{"kind": "human", "level": "normal"} for _ in range(people)] + \
                [{"kind": "computer", "level": self.computer_level}
                 for _ in range(self.players - people)]
        humans = [s for s in seats if s["kind"] == "human"]
        names = self.app.settings.player_names
        if len(humans) >= 2:
            for seat, name in zip(humans, names, strict=False):
                if name:
                    seat["name"] = name
        return seats

    def people_seats(self) -> list[int]:
        """The seats people sit at, in order."""
        return [i for i, s in enumerate(self.chosen_seats()) if s["kind"] == "human"]

    def open_names(self) -> None:
        from game.ui.scenes.names import NamesScene

        self.app.push(NamesScene(self.app, self.people_seats()))

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
        """Start the game; a game of this kind saved in progress is replaced only once
        the player says so."""
        if save_path(self.game.key).exists():
            from game.ui.scenes.dialog import ConfirmScene

            self.app.push(ConfirmScene(self.app, "replace_title", "replace_note",
                                       "btn_new_anyway", "btn_keep_it", self.start_new))
            return
        self.start_new()

    def start_new(self) -> None:
        seats = self.chosen_seats()
        code = self.code_box.text.strip() if self.game.deal_code else ""
        depth = len(self.app.scenes)
        try:
            self.game.start(self.app, seats, dict(self.options), code or None)
        except DealCodeError as e:
            self.message = t(f"deal_code_{e.reason}")
            self.bad_code = self.code_box.text
            return
        self.remember()
        # Set-up is done: the table (with a hand-off it may have pushed at once) sits
        # straight above the title.
        self.app.settle_on_root(depth)

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        self.draw_frame(surf, f"{t('picker_title')} · {game_name(self.game)}")
        v = self.view
        label_w = CONTROL_X - LABEL_X - 12
        for heading, y in self.rows:
            text = t(heading)
            size = fit_text_size(text, 20, label_w, v)
            draw_text(surf, v, text, (LABEL_X, y + self.control_h / 2), size, TEXT_DIM,
                      "midleft")
        marker = self.game.seat_marker
        name_x = LABEL_X + 30 if marker is not None else LABEL_X
        chosen = self.chosen_seats()
        for i, y in enumerate(self.seat_ys):
            middle = y + self.seat_h / 2
            if marker is not None:
                marker(surf, v, LABEL_X + 12, middle, i, self.players)
            name = chosen[i].get("name") or \
                t(self.game.seat_name.format(i=i, players=self.players), n=i + 1)
            size = fit_text_size(name, min(22, self.seat_h * 0.5), CONTROL_X - name_x - 12, v,
                                 bold=True)
            draw_text(surf, v, name, (name_x, middle), size, TEXT, "midleft", bold=True)
        self.draw_note(surf)
        self.draw_widgets(surf)
        if self.message:
            self.draw_code_message(surf)
        self.draw_option_help(surf)

    def note_text(self) -> str:
        """The line under the seats: the game's hint for the current choices, else its
        fixed note ("" for none)."""
        if self.game.setup_hint is not None:
            return self.game.setup_hint(dict(self.options), self.players)
        return t(self.game.setup_note) if self.game.setup_note else ""

    def draw_note(self, surf: pygame.Surface) -> None:
        """The note in its band under the seats, never wider than the controls: shrunk a
        little to keep one line, else wrapped onto two (smaller still if need be)."""
        self.note = note = self.note_text()
        if not note:
            return
        v = self.view
        width = RIGHT - CONTROL_X
        size = fit_text_size(note, NOTE_FONT, width, v)
        if size >= NOTE_MIN_FONT or not self.game.setup_hint:
            # A fixed note keeps the page it always had: one line, shrunk to fit.
            draw_text(surf, v, note, (CONTROL_X, self.note_y + 16), size, TEXT_DIM, "midleft")
            return
        size, lines = self._wrap_note(note, width)
        line_h = size * 1.25
        top = self.note_y + 16 - line_h * (len(lines) - 1) / 2
        for i, line in enumerate(lines):
            draw_text(surf, v, line, (CONTROL_X, top + i * line_h), size, TEXT_DIM, "midleft")

    def _wrap_note(self, note: str, width: float) -> tuple[float, list[str]]:
        """The largest size from NOTE_MIN_FONT down to NOTE_SMALL_FONT at which `note`
        takes two lines of `width` level units, and those lines; past that, three lines
        at the smallest size, the last one cut short with "…" if the note is longer."""
        v = self.view
        size = float(NOTE_MIN_FONT)
        lines = fonts.wrap(note, v.len(size), v.len(width))
        while len(lines) > 2 and size > NOTE_SMALL_FONT:
            size = max(NOTE_SMALL_FONT, size * 0.92)
            lines = fonts.wrap(note, v.len(size), v.len(width))
        if len(lines) > 3:
            pos = 0  # where the kept lines end in the note (wrapping dropped the spaces)
            for line in lines[:2]:
                found = note.find(line, pos)
                pos = found + len(line) if found >= 0 else pos
            last = note[pos:].strip()  # the rest, cut to the band with "…"
            while len(last) > 1 and fonts.text_width(last + "…", v.len(size)) > v.len(width):
                last = last[:-1]
            lines = [*lines[:2], last.rstrip() + "…"]
        # A single word wider than the band (no break in it) still shrinks to fit.
        size = min(fit_text_size(line, size, width, v) for line in lines)
        return size, lines

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
