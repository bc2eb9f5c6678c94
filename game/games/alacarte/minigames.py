"""A la Carte's two dexterity minigames on screen: the pour and the crêpe flip."""

from __future__ import annotations

import pygame

from game.games.alacarte import art as kitchen_art
from game.games.alacarte.data import load_data
from game.ui.app import App
from game.ui.i18n import t
from game.ui.scenes.minigame import MinigameScene
from game.ui.widgets import GOLD, draw_text


class KitchenMinigame(MinigameScene):
    """A minigame in the kitchen: the kitchen's wall and worktop behind it."""

    def draw_background(self, surf: pygame.Surface) -> None:
        kitchen_art.draw_kitchen_background(surf, self.view)


class PourMinigame(KitchenMinigame):
    def __init__(self, app: App, ctl, seat: int, colour: str, target: int,
                 pieces: list[str], seed: int, driver) -> None:
        from game.games.alacarte.pour import PourScene

        super().__init__(app, PourScene(pieces, seed), driver,
                         lambda outcome: ctl.pour_done(seat, outcome))
        self.ctl, self.seat, self.colour, self.target = ctl, seat, colour, target
        self.heard = 0  # pieces already heard falling

    def sound_cues(self) -> None:
        poured = len(self.sim.poured)
        if poured > self.heard:
            self.app.sounds.play("deal")  # a piece leaves the bottle
        self.heard = poured

    def draw(self, surf: pygame.Surface) -> None:
        from game.games.alacarte.pour_draw import draw_pour

        ctl = self.ctl
        obs = ctl.obs()
        name = ctl.name_of(self.seat)
        lines = []
        dish_id = obs["dishes"][self.target]
        if dish_id is not None:
            lines.append(t("pour_target", name=ctl.name_of(self.target),
                           dish=kitchen_art.dish_name(load_data().dishes[dish_id]))
                         + "   " + needs_line(obs, self.target))
        if not self.computer:
            lines.append(t("pour_help"))
        self.draw_frame(surf, t("pour_title", name=name, colour=t(f"colour_{self.colour}")),
                        lines)
        draw_pour(surf, self.view, self.sim, self.time)
        v = self.view
        draw_text(surf, v, t("pour_count", n=len(self.sim.poured)), (330, 590), 26, GOLD,
                  "center", bold=True, shadow=True)
        if self.sim.foul:
            draw_text(surf, v, t("pour_foul"), (640, 640), 24, (255, 120, 100), "center",
                      bold=True, shadow=True)
        self.draw_hand(surf)


class FlipMinigame(KitchenMinigame):
    def __init__(self, app: App, ctl, seat: int, seed: int, driver, attempt: int) -> None:
        from game.games.alacarte.crepe import FlipScene

        super().__init__(app, FlipScene(seed), driver,
                         lambda outcome: ctl.flip_done(seat, outcome))
        self.ctl, self.seat, self.attempt = ctl, seat, attempt
        self.heard = self.sim.phase  # the phase whose sound has played

    def sound_cues(self) -> None:
        phase = self.sim.phase
        if phase != self.heard:
            sound = {"flight": "rocket", "landing": "play"}.get(phase)
            if sound:
                self.app.sounds.play(sound)
        self.heard = phase

    def draw(self, surf: pygame.Surface) -> None:
        from game.games.alacarte.crepe_draw import draw_flip

        lines = [] if self.computer else [t("flip_help")]
        self.draw_frame(surf, t("flip_title", name=self.ctl.name_of(self.seat),
                                n=self.attempt), lines)
        draw_flip(surf, self.view, self.sim, self.time)
        if self.sim.done:
            outcome = self.sim.outcome()
            key = "alc_flip_ok" if outcome.success else f"alc_flip_{outcome.result}"
            self.draw_result(surf, t(key), outcome.success)
        self.draw_hand(surf)


def needs_line(obs: dict, seat: int) -> str:
    """"L 1/1 · P 0/2" for a seat's dish: have / need per colour."""
    dish = load_data().dishes[obs["dishes"][seat]]
    pan = obs["pans"][seat]
    parts = [f"{t(f'colour_{c}')} {pan.get(c, 0)}/{n}" for c, n in dish.needs.items()]
    if pan.get("S"):
        parts.append(f"{t('colour_S')} {pan['S']}")
    return " · ".join(parts) or "—"

