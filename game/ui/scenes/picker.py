"""Game picker with seat set-up: which game, how many seats, who sits where (human or
computer, and how strong), and the game's own options (a deal code for the climbing
games, Bao Huang's rules and options, Guan Dan's options, the 2-chef end count for
A la Carte)."""

from __future__ import annotations

import importlib

import pygame

from game.core.dealcode import DealCodeError
from game.ui.app import App
from game.ui.i18n import game_name, t
from game.ui.kitchen import SEAT_RGB
from game.ui.scenes.menu import MenuScene
from game.ui.table import ROLE_STYLES
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, Choice, TextBox, draw_text

LEVELS = ("easy", "normal", "hard")
GAME_KEYS = ("doudizhu", "baohuang", "guandan", "alacarte")
DEALT = ("doudizhu", "baohuang", "guandan")  # card games that take a deal code
SEAT_ROW = 58  # vertical step between seat rows (four rows fit the panel)


def option_label(prefix: str, option: str, on: bool) -> str:
    """A rule option toggle: "Hold the 6s: on"."""
    return f"{t(f'{prefix}_opt_{option}')}: {t('bh_on' if on else 'bh_off')}"


class PickerScene(MenuScene):
    panel_rect = pygame.Rect(220, 40, 840, 640)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.game = "doudizhu"
        self.players = 3
        self.two_player_end = 7
        self.bh_mode = "ls"
        self.bh_options: set[str] = set()
        self.gd_options: set[str] = set()
        self.seats = [{"kind": "human" if i == 0 else "computer", "level": "normal"}
                      for i in range(5)]
        self.code_box = TextBox((470, 528, 360, 46), max_len=11, key="deal_code",
                                placeholder=lambda: t("deal_code_hint"))
        self.build()

    def seat_y(self, i: int) -> int:
        if self.game == "baohuang":
            return 292 + i * 50  # five seats below the rules and options rows
        if self.game == "guandan":
            return 244 + i * 54  # four seats below the options row
        return 250 + i * SEAT_ROW

    @property
    def code_y(self) -> int:
        return 546 if self.game == "baohuang" else 528

    @property
    def gd_variant(self) -> str:
        from game.games.guandan.ruleset import OPTIONS

        return "+".join(["std"] + [o for o in OPTIONS if o in self.gd_options])

    @property
    def bh_variant(self) -> str:
        from game.games.baohuang.ruleset import OPTIONS

        return "+".join([self.bh_mode] + [o for o in OPTIONS if o in self.bh_options])

    def build(self) -> None:
        self.widgets = [Choice(
            (470, 126, 550, 46), [(k, (lambda k=k: game_name(k))) for k in GAME_KEYS],
            self.game, self._set_game, key="game")]
        if self.game == "alacarte":
            self.widgets.append(Choice(
                (470, 184, 300, 46), [(str(n), (lambda n=n: str(n))) for n in (2, 3, 4)],
                str(self.players), lambda v: self._set_players(int(v)), key="players"))
        for i in range(self.players):
            y = self.seat_y(i)
            self.widgets.append(Choice(
                (470, y, 260, 46),
                [("human", lambda: t("seat_human")), ("computer", lambda: t("seat_computer"))],
                self.seats[i]["kind"], (lambda v, i=i: self._set(i, "kind", v)), key=f"kind{i}"))
            if self.seats[i]["kind"] == "computer":
                self.widgets.append(Choice(
                    (750, y, 270, 46),
                    [(lv, (lambda lv=lv: t(f"level_{lv}"))) for lv in LEVELS],
                    self.seats[i]["level"], (lambda v, i=i: self._set(i, "level", v)),
                    key=f"level{i}"))
        if self.game == "baohuang":
            self._bh_widgets()
        if self.game == "guandan":
            self._option_toggles("gd", "game.games.guandan.ruleset", self.gd_options, 184)
        if self.game in DEALT:
            self.code_box.rect.y = self.code_y
            self.widgets.append(self.code_box)
        elif self.players == 2:
            self.widgets.append(Choice(
                (470, 528, 300, 46), [(str(n), (lambda n=n: t("end_dishes_n", n=n)))
                                      for n in (5, 7)],
                str(self.two_player_end), lambda v: self._set_end(int(v)), key="end"))
        self.widgets.append(Button((460, 598, 170, 52), lambda: t("btn_back"), self.back,
                                   "secondary", key="back"))
        self.widgets.append(Button((650, 598, 170, 52), lambda: t("btn_start"), self.start,
                                   "primary", key="start"))

    def _bh_widgets(self) -> None:
        from game.games.baohuang.ruleset import MODES

        self.widgets.append(Choice(
            (470, 184, 420, 46), [(m, (lambda m=m: t(f"bh_mode_{m}"))) for m in MODES],
            self.bh_mode, self._set_bh_mode, key="bh_mode"))
        self._option_toggles("bh", "game.games.baohuang.ruleset", self.bh_options, 238)

    def _option_toggles(self, prefix: str, module: str, chosen: set[str], y: int) -> None:
        """One on/off button per option of a game's ruleset module."""
        options = importlib.import_module(module).OPTIONS
        for i, option in enumerate(options):
            on = option in chosen
            self.widgets.append(Button((470 + i * 186, y, 178, 44),
                                       (lambda o=option, on=on: option_label(prefix, o, on)),
                                       (lambda o=option: self._toggle(chosen, o)),
                                       "primary" if on else "plain", key=f"{prefix}_{option}"))

    def _set_bh_mode(self, mode: str) -> None:
        self.bh_mode = mode
        self.build()

    def _toggle(self, chosen: set[str], option: str) -> None:
        chosen ^= {option}
        self.build()

    def _set_game(self, key: str) -> None:
        from game.games.registry import load_all

        self.game = key
        seats = load_all()[key].seats
        if self.players not in seats:
            self.players = seats[-1]
        self.message = ""
        self.build()

    def _set_players(self, n: int) -> None:
        self.players = n
        self.build()

    def _set_end(self, n: int) -> None:
        self.two_player_end = n
        self.build()

    def _set(self, seat: int, field: str, value: str) -> None:
        self.seats[seat][field] = value
        self.build()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and not self.code_box.focus:
            self.start()
            return
        super().handle(event)

    def start(self) -> None:
        seats = self.seats[:self.players]
        if self.game == "alacarte":
            from game.games.alacarte.controller import start_game as start_alacarte

            start_alacarte(self.app, seats, self.two_player_end)
        else:
            code = self.code_box.text.strip() or None
            try:
                if self.game == "baohuang":
                    from game.games.baohuang.controller import start_game as start_baohuang

                    start_baohuang(self.app, seats, code, variant=self.bh_variant)
                elif self.game == "guandan":
                    from game.games.guandan.controller import start_game as start_guandan

                    start_guandan(self.app, seats, code, variant=self.gd_variant)
                else:
                    from game.games.doudizhu.controller import start_game

                    start_game(self.app, seats, code)
            except DealCodeError as e:
                self.message = t(f"deal_code_{e.reason}")
                return
        # The picker is done: the table sits above the title.
        table = self.app.scenes.pop()
        self.app.pop()
        self.app.scenes.append(table)

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        self.draw_frame(surf, t("picker_title"))
        v = self.view
        draw_text(surf, v, t("picker_game"), (270, 149), 20, TEXT_DIM, "midleft")
        if self.game == "alacarte":
            draw_text(surf, v, t("picker_chefs"), (270, 207), 20, TEXT_DIM, "midleft")
        for i in range(self.players):
            y = self.seat_y(i)
            if self.game == "alacarte":
                seat = t("player_n", n=i + 1)
                pygame.draw.circle(surf, SEAT_RGB[i], v.pt(282, y + 23), v.len(7))
            elif self.game == "baohuang":
                seat = t("player_n", n=i + 1)  # five seats in turn order: no compass
            elif self.game == "guandan":
                seat = t("player_n", n=i + 1)
                team_colour = ROLE_STYLES[f"gd_team_{i % 2}"].bg
                pygame.draw.circle(surf, team_colour, v.pt(282, y + 23), v.len(7))
            else:
                seat = t(f"seat_name_{i}")
                self._seat_icon(surf, 280, y + 23, i)
            draw_text(surf, v, seat, (300, y + 23), 22, TEXT, "midleft", bold=True)
        if self.game == "baohuang":
            draw_text(surf, v, t("bh_picker_rules"), (270, 207), 20, TEXT_DIM, "midleft")
            draw_text(surf, v, t("bh_picker_options"), (270, 260), 20, TEXT_DIM, "midleft")
        if self.game == "guandan":
            draw_text(surf, v, t("gd_picker_options"), (270, 206), 20, TEXT_DIM, "midleft")
            draw_text(surf, v, t("gd_picker_teams"), (470, self.seat_y(4) + 12), 17, TEXT_DIM,
                      "midleft")
        if self.game in DEALT:
            draw_text(surf, v, t("deal_code"), (270, self.code_y + 23), 20, TEXT_DIM, "midleft")
        elif self.players == 2:
            draw_text(surf, v, t("picker_end"), (270, 551), 20, TEXT_DIM, "midleft")
        self.draw_widgets(surf)
        if self.message:
            self.draw_message(surf, 586)

    def _seat_icon(self, surf: pygame.Surface, x: float, y: float, seat: int) -> None:
        """A small compass arrow: where this seat sits at the table."""
        v = self.view
        dirs = {0: (0, 1), 1: (1, 0), 2: (-1, 0)}
        dx, dy = dirs[seat]
        tip = (x + dx * 8, y + dy * 8)
        left = (x - dy * 6 - dx * 4, y + dx * 6 - dy * 4)
        right = (x + dy * 6 - dx * 4, y - dx * 6 - dy * 4)
        pygame.draw.polygon(surf, GOLD, [v.pt(*tip), v.pt(*left), v.pt(*right)])
