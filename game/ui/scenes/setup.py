"""A game's set-up page, built from its definition: how many players, who sits where
(person or computer, and how strong), the game's own options, and a deal code for the
games that take one. Start opens the table; Back returns to the browser."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.dealcode import DealCodeError
from game.core.gamedef import GameDef, Option
from game.ui.app import App
from game.ui.i18n import game_name, t
from game.ui.scenes.menu import MenuScene
from game.ui.widgets import TEXT, TEXT_DIM, Button, Choice, TextBox, draw_text

LEVELS = ("easy", "normal", "hard")
TOP = 126  # the first row, under the title rule
ROW = 56  # an option row
BOTTOM = 586  # the last row ends above the Back / Start buttons
LABEL_X, CONTROL_X = 270, 470


class SetupScene(MenuScene):
    panel_rect = pygame.Rect(220, 40, 840, 640)

    def __init__(self, app: App, game: GameDef) -> None:
        super().__init__(app)
        self.game = game
        self.players = game.seats[-1]
        self.options: dict[str, Any] = game.default_options()
        self.seats = [{"kind": "human" if i == 0 else "computer", "level": "normal"}
                      for i in range(max(game.seats))]
        self.code_box = TextBox((CONTROL_X, 0, 360, 46), max_len=11, key="deal_code",
                                placeholder=lambda: t("deal_code_hint"))
        self.rows: list[tuple[str, float]] = []  # (heading, y) drawn left of the controls
        self.seat_ys: list[float] = []
        self.build()

    # -- layout ----------------------------------------------------------------------
    def option_rows(self) -> list[tuple[str, list[Option]]]:
        """The shown options grouped by row heading, in definition order."""
        rows: dict[str, list[Option]] = {}
        for option in self.game.options:
            if option.shown_for(self.players):
                rows.setdefault(option.row, []).append(option)
        return list(rows.items())

    def build(self) -> None:
        self.widgets = []
        self.rows = []
        y = TOP
        if len(self.game.seats) > 1:
            self.rows.append(("picker_players", y))
            self.widgets.append(Choice(
                (CONTROL_X, y, 100 * len(self.game.seats), 46),
                [(str(n), (lambda n=n: str(n))) for n in self.game.seats],
                str(self.players), lambda v: self._set_players(int(v)), key="players"))
            y += ROW
        for heading, options in self.option_rows():
            self.rows.append((heading, y))
            x = CONTROL_X
            for option in options:
                x = self._option_control(option, x, y) + 8
            y += ROW
        after = 46 if self.game.deal_code else 0
        after += 28 if self.game.setup_note else 0
        step = max(48, min(58, (BOTTOM - after - y) / self.players))
        self.seat_ys = [y + i * step for i in range(self.players)]
        for i, sy in enumerate(self.seat_ys):
            self.widgets.append(Choice(
                (CONTROL_X, sy, 260, 46),
                [("human", lambda: t("seat_human")), ("computer", lambda: t("seat_computer"))],
                self.seats[i]["kind"], (lambda v, i=i: self._set(i, "kind", v)), key=f"kind{i}"))
            if self.seats[i]["kind"] == "computer":
                self.widgets.append(Choice(
                    (CONTROL_X + 280, sy, 270, 46),
                    [(lv, (lambda lv=lv: t(f"level_{lv}"))) for lv in LEVELS],
                    self.seats[i]["level"], (lambda v, i=i: self._set(i, "level", v)),
                    key=f"level{i}"))
        y += self.players * step
        self.note_y = y + 4
        if self.game.setup_note:
            y += 28
        if self.game.deal_code:
            self.rows.append(("deal_code", y))
            self.code_box.rect.y = round(y)
            self.widgets.append(self.code_box)
        self.widgets.append(Button((460, 598, 170, 52), lambda: t("btn_back"), self.back,
                                   "secondary", key="back"))
        self.widgets.append(Button((650, 598, 170, 52), lambda: t("btn_start"), self.start,
                                   "primary", key="start"))

    def _option_control(self, option: Option, x: float, y: float) -> float:
        """The option's widget from x; returns where it ends."""
        if option.toggle:
            on = bool(self.options[option.key])
            self.widgets.append(Button(
                (x, y, 178, 44),
                (lambda o=option, on=on: f"{t(o.label)}: {t('on' if on else 'off')}"),
                (lambda o=option: self._set_option(o.key, not self.options[o.key])),
                "primary" if on else "plain", key=f"opt_{option.key}"))
            return x + 178
        width = 210 * len(option.values)
        self.widgets.append(Choice(
            (x, y, width, 46),
            [(v, (lambda v=v, o=option: t(f"{o.label}_{v}"))) for v in option.values],
            str(self.options[option.key]), (lambda v, o=option: self._set_option(o.key, v)),
            key=f"opt_{option.key}"))
        return x + width

    # -- changes ---------------------------------------------------------------------
    def _set_option(self, key: str, value: Any) -> None:
        self.options[key] = value
        self.build()

    def _set_players(self, n: int) -> None:
        self.players = n
        self.build()

    def _set(self, seat: int, field: str, value: str) -> None:
        self.seats[seat][field] = value
        self.build()

    def on_language(self) -> None:
        self.build()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and not self.code_box.focus:
            self.start()
            return
        super().handle(event)

    def start(self) -> None:
        seats = [dict(s) for s in self.seats[:self.players]]
        code = self.code_box.text.strip() if self.game.deal_code else ""
        try:
            self.game.start(self.app, seats, dict(self.options), code or None)
        except DealCodeError as e:
            self.message = t(f"deal_code_{e.reason}")
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
        for heading, y in self.rows:
            draw_text(surf, v, t(heading), (LABEL_X, y + 23), 20, TEXT_DIM, "midleft")
        marker = self.game.seat_marker
        for i, y in enumerate(self.seat_ys):
            if marker is not None:
                marker(surf, v, 282, y + 23, i)
            name = t(self.game.seat_name.format(i=i), n=i + 1)
            draw_text(surf, v, name, (300, y + 23), 22, TEXT, "midleft", bold=True)
        if self.game.setup_note:
            draw_text(surf, v, t(self.game.setup_note), (CONTROL_X, self.note_y + 12), 17,
                      TEXT_DIM, "midleft")
        self.draw_widgets(surf)
        if self.message:
            self.draw_message(surf, 540)
