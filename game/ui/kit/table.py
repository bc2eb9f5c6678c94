"""The table kit's controller and scene bases: what a table of its own on the kit need
not write.

`KitTable` (a `SeatedTable`) is the controller `TableEntry` opens: it takes (app, seats,
variant, state=None, seed=None, threads=True), builds the state with the game's
`new_state(seed, variant)` and a computer per seat with `make_agent(level, seed)`, and
shows each event as declared: its words into the log, the table held for its motion,
the kit's `Motion` told where the pieces stood (`begin`), the board moved on by the
game's `patch(shown, ev)`, the motion set off (`land`). The board draws `board()`: the
viewer's observation as the events shown so far left it (the model has already moved
on when an action's events are shown one by one). At the end the game's results sheet
(`GameDef.results`) comes up and the autosave goes.

`KitScene` (a `SeatedScene`) reads the table's places from the game's Tiled level,
holds the `Motion`, the log, fast forward and the menu button, runs the motion at the
table's speed, and turns the pointer into picks: a press on a piece (`piece_at`) is a
click (`clicked(piece)`) or, once moved, a drag dropped with `dropped(piece, pos)`; a
press elsewhere is `clicked_at(pos)`; a key goes to `key_down` (Esc: the menu). Its
controller is any `SeatedTable` that declares its `event_types` (`board()` alone asks
a `KitTable`). Nothing here knows a game.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.core.protocol import Action, Event
from game.ui.app import App
from game.ui.event_words import event_words
from game.ui.i18n import t
from game.ui.kit.motion import Flight, Motion
from game.ui.kit.zones import seat_panels
from game.ui.log_panel import StoryLog
from game.ui.seated_scene import Press, SeatedFastForward, SeatedScene
from game.ui.seated_table import SeatedTable
from game.ui.widgets import TEXT, Button, draw_panel, draw_text, fit_text_size

GOLD_LIGHT = (255, 214, 90)  # a refusal on the banner


class KitTable(SeatedTable):
    def __init__(self, app: App, seats: list[dict], variant: str, state: Any = None,
                 seed: int | None = None, threads: bool = True) -> None:
        self.app = app
        self.seat_up(seats, threads)
        self.variant = variant
        self.fresh = state is None
        if state is None:
            state = self.new_state(seed if seed is not None else random.getrandbits(32), variant)
        self.state = state
        self.agents = self.make_agents()
        self.viewer = self.humans[0] if self.humans else 0
        self.log: list[tuple[int | None, str]] = []
        self.shown: dict | None = None  # the board as shown so far; None: as it is

    # -- the game's part ------------------------------------------------------------------
    @staticmethod
    def new_state(seed: int, variant: str) -> Any:
        raise NotImplementedError

    @staticmethod
    def make_agent(level: str, seed: int) -> Any:
        raise NotImplementedError

    def patch(self, shown: dict, ev: Event) -> None:
        """Move the shown board on by `ev` (as the viewer sees it)."""

    # -- shared ---------------------------------------------------------------------------
    def make_agents(self) -> dict:
        return {s: self.make_agent(self.session.level(s), self.state.log.seed * 17 + s)
                for s in range(len(self.seats)) if not self.session.is_human(s)}

    def board(self) -> dict:
        return self.shown if self.shown is not None else self.obs()

    def apply(self, action: Action) -> list[Event]:
        if self.shown is None:  # the board stays as it was until the events are shown
            self.shown = self.obs()
        events = super().apply(action)
        after = self.obs()
        self.pending.append(lambda: self.caught_up(after))
        return events

    def caught_up(self, after: dict) -> None:
        self.shown = after if self.pending else None

    def cue(self, ev: Event) -> None:
        words = event_words(self.event_types, ev, self.name_of)
        if words:
            self.log.append((ev.seat, words))
        self.wait = self.event_types.get(ev.kind).seconds(ev)
        if self.scene is not None:
            self.scene.motion.begin(ev)
        if self.shown is not None:
            self.patch(self.shown, ev)
        if self.scene is not None:
            self.scene.motion.land(ev)

    def no_person_left(self) -> bool:
        """Fast forward is offered to a table of computers only."""
        return not self.humans

    def log_lines(self) -> list[tuple[bool, int | None, str]]:
        return [(False, seat, words) for seat, words in self.log]

    def show_results(self) -> None:
        self.end_for_good()
        self.app.push(self.app.games[self.game_key].results.resolve()(self.app, self))

    def new_game(self) -> None:
        self.shown = None
        self.deal_again(self.new_state(random.getrandbits(32), self.variant))


class KitLog(StoryLog):
    title_key = "history_title"


class KitScene(SeatedScene):
    """`a`: the table's places by name (level units), read from the game's level for
    this many players when it has one (`level`), else the class's own: at least "log",
    "log_button", "menu" and "fast_forward" (unless `fast_forward_box` says)."""

    a: dict[str, pygame.Rect] = {}
    log_class: type[StoryLog] = KitLog  # the log's look (its title, fill, seat colours)
    panel_widest = 300  # the other players' panels along place "seats" are at most this wide

    def __init__(self, app: App, controller: SeatedTable) -> None:
        super().__init__(app, controller)
        game = app.games.get(controller.game_key)
        if game is not None and controller.players in game.levels:
            self.level = app.level(game.level_for(controller.players))
            self.a = {name: pygame.Rect(anchor.rect) for name, anchor in self.level.anchors.items()}
        self.buttons: list[Button] = []
        self.motion = Motion(controller.event_types, self, self.fades, app.sounds)
        self.history = self.log_class(self)
        self.fast_forward = SeatedFastForward(self, self.fast_forward_box())
        self.menu_button = Button(self.a["menu"], lambda: t("btn_menu"), self.open_menu,
                                  "plain", key="menu", font_size=16)
        self.press: Press | None = None
        self.hover: tuple[float, float] | None = None

    # -- the game's part ------------------------------------------------------------------
    def piece_at(self, pos: tuple[float, float]) -> Any:
        """The piece a press at `pos` takes up (None: none)."""
        return None

    def clicked(self, piece: Any) -> None: ...

    def clicked_at(self, pos: tuple[float, float]) -> None: ...

    def dropped(self, piece: Any, pos: tuple[float, float]) -> None: ...

    def key_down(self, key: int, mod: int) -> None:
        """A key the buttons did not take: Esc opens the menu; a game adds its keys."""
        if key == pygame.K_ESCAPE:
            self.open_menu()

    def toggles(self) -> tuple[Button, ...]:
        """The game's buttons that stay whatever the decision (they see an event after
        the log, fast forward and menu buttons, before `buttons`)."""
        return ()

    def fast_forward_box(self) -> pygame.Rect | tuple:
        return self.a["fast_forward"]

    @staticmethod
    def fades(flight: Flight) -> bool:
        return False

    # -- drawing what every kit table has -----------------------------------------------------
    def draw_banner(self, surf: pygame.Surface, prompt: str,
                    fill: tuple[int, int, int, int] = (10, 20, 14, 200)) -> None:
        """The line along place "banner": a refusal said a while, in gold, else `prompt`."""
        v, b = self.view, self.a["banner"]
        refused = self.message_time > 0
        text = self.message if refused else prompt
        draw_panel(surf, v, b, fill, 10)
        draw_text(surf, v, text, (b.x + 12, b.centery), fit_text_size(text, 17, b.w - 24, v, True),
                  GOLD_LIGHT if refused else TEXT, "midleft", bold=True)

    def draw_corner_buttons(self, surf: pygame.Surface) -> None:
        """The menu and fast-forward buttons (over the game's own)."""
        self.menu_button.draw(surf, self.view)
        self.fast_forward.button.visible = self.fast_forward.shown
        self.fast_forward.draw(surf)

    def draw_on_top(self, surf: pygame.Surface) -> None:
        """The log when open and the pass-the-device prompt, over everything."""
        self.history.draw(surf)
        self.draw_pass_prompt(surf)

    # -- shared ---------------------------------------------------------------------------
    def others(self) -> list[int]:
        """The other seats in turn order from the viewer's left."""
        n, viewer = self.ctl.players, self.ctl.viewer
        return [(viewer + k) % n for k in range(1, n)]

    def panel_of(self, seat: int) -> pygame.Rect | None:
        """Another player's panel along place "seats" (None for the viewer)."""
        others = self.others()
        if seat not in others:
            return None
        return seat_panels(self.a["seats"], len(others), self.panel_widest)[others.index(seat)]

    @property
    def busy(self) -> bool:
        return False

    def board(self) -> dict:
        """The board as shown so far (a `KitTable`'s)."""
        return self.ctl.board()

    def dragging(self) -> Any:
        """The piece being dragged, or None."""
        return self.press.piece if self.press is not None and self.press.drag else None

    def act(self, action: Action) -> None:
        self.ctl.try_apply(action)
        self.decision_changed()

    def animating(self) -> bool:
        return bool(self.motion.active() or self.message_time > 0 or self.press) \
            or self.ctl.animating()

    def update(self, dt: float) -> None:
        self.motion.update(dt * self.ctl.pace_speed)
        if self.message_time > 0:
            self.message_time -= dt
        self.ctl.update(dt)

    def viewer_changed(self) -> None:
        self.decision_changed()

    def new_game(self) -> None:
        self.motion.clear()
        self.decision_changed()

    def handle(self, event: pygame.event.Event) -> None:
        if self.buttons_took(event, *self.toggles()):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.view.to_level(event.pos)
            if self.press is not None:
                self.press.moved(self.hover)
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            pos = self.view.to_level(event.pos)
            piece = self.piece_at(pos)
            if piece is not None:
                self.press = Press(piece, pos)
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            pos = self.view.to_level(event.pos)
            press, self.press = self.press, None
            if press is not None and press.drag:
                self.dropped(press.piece, pos)
            elif press is not None:
                self.clicked(press.piece)
            else:
                self.clicked_at(pos)
        elif event.type == pygame.KEYDOWN:
            self.key_down(event.key, getattr(event, "mod", 0))
