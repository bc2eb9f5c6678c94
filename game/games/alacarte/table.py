"""The A la Carte kitchen: shared band on top, one chef station per seat below.

Layout comes from levels/alacarte_<n>p.tmx; all art from kitchen_art. The scene shows
the controller's state and turns clicks into actions: the die or Roll heat, a
dispenser to season, a market dish to choose, a cup and then its target. Nothing is
hidden among chefs, so there is no hand-off: the banner says whose turn it is.

What it draws is in its parts: kitchen_band (banner, market, jars, sink and pools, the
die), kitchen_stations (a chef's station), kitchen_notices (labels, the message line,
tooltips), kitchen_history (the history, Fast forward); kitchen_input turns input into
actions. What stands still is kept from frame to frame in the kit's still picture
(game/ui/kit/still.py): the banner, market, jars, sink and pools, buttons and each
station are its parts, each drawn again only when what it shows changes.
"""

from __future__ import annotations

import pygame

from game.games.alacarte import GAME, art, kitchen_band, kitchen_input, kitchen_notices
from game.games.alacarte.data import load_data
from game.games.alacarte.kitchen_history import KitchenFastForward, KitchenHistory
from game.games.alacarte.kitchen_layout import KitchenLayout
from game.games.alacarte.kitchen_stations import (
    draw_station,
    prepare_station_art,
    station_key,
)
from game.games.alacarte.model import UseCup
from game.ui import i18n
from game.ui.app import App, Scene
from game.ui.i18n import t
from game.ui.kit.still import Part, StillPicture
from game.ui.paint import px_rect
from game.ui.preparing import draw_offscreen, prepare
from game.ui.widgets import Button

ROLL_TIME = 0.6
MESSAGE_TIME = 4.0  # a refusal stays this long
FLASH_TIME = 1.0  # a station lit by a turn begun or a dish placed


class KitchenScene(Scene):
    holds_game = True  # its leaving releases the game's memory (game/ui/memory.py)

    def __init__(self, app: App, controller) -> None:
        super().__init__(app)
        self.ctl = controller
        self.data = load_data()
        self.level = app.level(GAME.level_for(controller.players))
        self.a = {name: pygame.Rect(anchor.rect) for name, anchor in self.level.anchors.items()}
        self.layout = KitchenLayout(self.a)
        # The places, as the scene's own (tests and the minigames ask the scene).
        lay = self.layout
        self.station, self.plate_rect, self.stove_rect = lay.station, lay.plate_rect, lay.stove_rect
        self.info_rect, self.tray_rect, self.cup_rects_top = (lay.info_rect, lay.tray_rect,
                                                              lay.cup_rects_top)
        self.market_slot, self.dispenser_rect = lay.market_slot, lay.dispenser_rect
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
        self.top_buttons = [
            Button(self.a["rules"], lambda: t("btn_rules"), self.open_rules, "plain",
                   key="rules"),
            Button(self.a["menu"], lambda: t("btn_menu"), self.open_menu, "secondary",
                   key="menu"),
        ]
        self.history = KitchenHistory(self)
        self.fast_forward = KitchenFastForward(self)
        # The kitchen's still parts as last shown: a frame while chefs cook and labels
        # rise costs one blit of it (drawing the kitchen afresh took 5-7 ms at 1920x1080).
        self.still = StillPicture()
        self.regions = self.layout.regions(controller.players)

    def enter(self) -> None:
        self.ctl.attach(self)
        self.prepare_art()

    def on_resize(self) -> None:
        self.prepare_art()

    def prepare_art(self) -> None:
        """Before the kitchen's first frame (a progress bar if it takes long): the
        minigames' modules loaded, so the first pour or flip imports nothing inside a
        frame, and what the kitchen shows made at this window size: the chefs' plates,
        every layer of the stoves, what a station, the band and the die may show, then
        the still picture with the opening one."""

        def minigame_modules() -> None:
            from game.games.alacarte import (  # noqa: F401
                crepe_ai,
                crepe_draw,
                minigames,
                pour_ai,
                pour_draw,
            )

        def plates(seat: int) -> None:  # the chef's name plate, cooking and waiting
            scratch = pygame.Surface((1, 1))
            for active in (False, True):
                art.draw_chef_plate(scratch, self.view, self.plate_rect(seat),
                                    self.ctl.name_of(seat), art.SEAT_RGB[seat], active)

        def stoves(seat: int) -> None:  # each layer once a pixel size (cached by it)
            art.prepare_stoves(self.view, self.stove_rect(seat),
                               list(self.data.dishes.values()))

        seats = range(self.ctl.players)
        steps = [*(lambda s=seat: plates(s) for seat in seats),
                 *(lambda s=seat: stoves(s) for seat in seats),
                 *(lambda s=seat: prepare_station_art(self, s) for seat in seats)]
        prepare(self.app, [minigame_modules, *steps, lambda: kitchen_band.prepare_die(self),
                           lambda: kitchen_band.prepare_band_art(self),
                           lambda: draw_offscreen(self)])

    def leave(self) -> None:
        self.ctl.detach()

    def uncovered(self) -> None:
        self.refresh()

    def cup_rects(self, seat: int) -> list[pygame.Rect]:
        return self.layout.cup_rects(seat, len(self.ctl.state.cups[seat]))

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
        self.buttons = kitchen_input.layout_buttons(self.a["buttons"],
                                                    kitchen_input.button_specs(self, legal))

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
        """News over a chef's pan (seat None: the kitchen's); see kitchen_notices."""
        kitchen_notices.add_toast(self.toasts, seat, text, good, small)

    # -- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        kitchen_input.handle(self, event)

    def open_menu(self) -> None:
        """Esc or Menu: the game's menu over the kitchen, which pauses under it."""
        self.ctl.on_escape()

    def keys_help(self) -> list[tuple[str, str]]:
        return kitchen_input.keys_help(self)

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
        self.toasts = kitchen_notices.aged_toasts(self.toasts, dt * min(speed, 3.0))
        for seat in list(self.flash):
            self.flash[seat] += dt
            if self.flash[seat] > FLASH_TIME:
                del self.flash[seat]
        self.message_age += dt
        if self.message and self.message_age > MESSAGE_TIME:
            self.message = ""
        self.ctl.update(dt)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        """The still picture brought up to date and blitted, then what moves over it."""
        obs = self.ctl.obs()
        legal = self.legal()  # once a frame: every part below reads the same list
        surf.blit(self.still.compose(art.kitchen_background(self.view),
                                     self.still_parts(obs, legal)), (0, 0))
        kitchen_band.draw_rolling_die(surf, self)
        self.fast_forward.draw(surf)
        self.draw_toasts(surf)  # under the open history: it covers the stoves at its side
        self.history.draw(surf)
        kitchen_notices.draw_message(surf, self, obs)
        kitchen_notices.draw_hover(surf, self, obs)

    def draw_toasts(self, surf: pygame.Surface) -> None:
        kitchen_notices.draw_toasts(surf, self)

    def still_parts(self, obs: dict, legal: list) -> list[Part]:
        """The parts of the still picture: what each shows (in this language) and how it
        is drawn, within its region."""
        band, lang, v = kitchen_band, i18n.language(), self.view

        def part(name: str, key: object, draw) -> Part:
            return Part(name, (lang, key), px_rect(v, self.regions[name]), draw)

        parts = [
            part("top", band.banner_key(self, obs), lambda s: band.draw_banner(s, self, obs)),
            part("market", band.market_key(obs, legal),
                 lambda s: band.draw_market(s, self, obs, legal)),
            part("dispensers", band.dispensers_key(self, obs, legal),
                 lambda s: band.draw_dispensers(s, self, obs, legal)),
            part("centre", band.centre_key(self, obs), lambda s: band.draw_centre(s, self, obs)),
            part("buttons", tuple(map(kitchen_input.button_look, self.buttons)),
                 self.draw_buttons),
        ]
        for seat in range(self.ctl.players):
            parts.append(part(f"station_{seat}", station_key(self, seat, obs, legal),
                              lambda s, seat=seat: draw_station(s, self, seat, obs, legal)))
        return parts

    def draw_buttons(self, surf: pygame.Surface) -> None:
        for b in self.buttons:
            b.draw(surf, self.view)
