"""A la Carte's two dexterity minigames on screen: the pour and the crêpe flip."""

from __future__ import annotations

import pygame

from game.core.protocol import IllegalAction
from game.games.alacarte import art as kitchen_art
from game.games.alacarte.data import load_data
from game.games.alacarte.model import Flip, Pour, Season
from game.ui import fonts, i18n
from game.ui.app import App
from game.ui.i18n import t
from game.ui.scenes.minigame import RESULT_HOLD, RESULT_SKIP, MinigameScene
from game.ui.widgets import GOLD, draw_panel, draw_text

SETTLE_STEPS_A_FRAME = 6  # a pour's pile settles over eight frames (2 ms each at most)

class KitchenMinigame(MinigameScene):
    """A minigame in the kitchen: the kitchen's wall and worktop behind it. A computer
    chef's result is read by the people at the table as a person's own is: it stays
    up RESULT_HOLD seconds of real time (longer at a slow speed) or until a click or
    a key; only a kitchen of computer chefs alone hurries it with the speed setting."""

    can_practise = True
    _frame_key: tuple | None = None  # what `_frame` shows
    _frame: pygame.Surface | None = None

    def ready(self) -> bool:
        """Whether the scene may open now (the controller pushes it once it is)."""
        return True

    def watched(self) -> bool:
        """A computer's real result with a person at the table to read it."""
        return self.computer and not self.practice and bool(self.ctl.humans)

    def update(self, dt: float) -> None:
        if self.sim.done and self.watched():
            # The frame counts the hold at the animation speed; a reader needs seconds.
            speed = self.app.settings.speed_factor
            self.hold += dt * (min(1.0, speed) - speed)
        super().update(dt)

    def handle(self, event: pygame.event.Event) -> None:
        if self.sim.done and self.watched() and self.hold >= RESULT_SKIP \
                and event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            self.hold = RESULT_HOLD  # read: back to the kitchen
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.menu_after = True  # and the menu Esc asked for, once it closes
            return
        super().handle(event)

    def draw_background(self, surf: pygame.Surface) -> None:
        kitchen_art.draw_kitchen_background(surf, self.view)

    def draw_frame(self, surf: pygame.Surface, title: str, lines: list[str]) -> None:
        """The kitchen behind the minigame with its title and lines, kept from frame
        to frame while they read the same (one blit, not a panel and its words)."""
        key = (kitchen_art.kitchen_background(self.view), title, tuple(lines),
               self.menu_after, i18n.language())
        if self._frame_key != key:
            self._frame = pygame.Surface(surf.get_size(), 0, surf)  # the same pixel format
            super().draw_frame(self._frame, title, lines)
            self._frame_key = key
        surf.blit(self._frame, (0, 0))


class PourMinigame(KitchenMinigame):
    def __init__(self, app: App, ctl, seat: int, colour: str, target: int,
                 pieces: list[str], seed: int, driver, practice: bool = False) -> None:
        from game.games.alacarte.pour import PourScene

        super().__init__(app, PourScene(pieces, seed, settle=False), driver,
                         (lambda outcome: None) if practice
                         else (lambda outcome: ctl.pour_done(seat, outcome)), practice)
        self.ctl, self.seat, self.colour, self.target = ctl, seat, colour, target
        self.pieces = list(pieces)
        self.seed = seed
        self.heard = 0  # pieces already heard falling
        self.result_text: tuple[str, bool | None, list[str]] | None = None

    def idle(self) -> bool:
        return self.sim.phase == "waiting"

    def ready(self) -> bool:
        """A few more of the pile's settling steps (45 in all, some 15 ms: not all in
        one frame); whether it has settled and the pour may open."""
        return self.sim.settle(SETTLE_STEPS_A_FRAME)

    def update(self, dt: float) -> None:
        # A practice pour opens at once: its pile settles over its first frames.
        if self.ready():
            super().update(dt)

    def practice_copy(self) -> PourMinigame:
        """The same bottle over the same pan, a fresh shake of the pieces."""
        return PourMinigame(self.app, self.ctl, self.seat, self.colour, self.target,
                            self.pieces, practice_seed(self.seed), None, practice=True)

    def result(self) -> tuple[str, bool | None, list[str]]:
        """What fell and what it does to the dish (worked out on a copy of the state),
        computed once."""
        if self.result_text is None:
            self.result_text = pour_result(self.ctl, self.seat, self.colour, self.target,
                                           self.sim.outcome(), self.practice)
        return self.result_text

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
            dish = load_data().dishes[dish_id]
            line = t("pour_target", name=ctl.name_of(self.target), dish=kitchen_art.dish_name(dish))
            if dish.needs or obs["pans"][self.target]:  # a dish needing nothing: no "—"
                line += "   " + needs_line(obs, self.target)
            lines.append(line)
        if not self.computer:
            lines.append(t("pour_help"))
        title = t("pour_practice_title" if self.practice else "pour_title", name=name,
                  colour=t(f"colour_{self.colour}"))
        self.draw_frame(surf, title, lines)
        draw_pour(surf, self.view, self.sim, self.time)
        v = self.view
        # Gold on the kitchen's dark plate, not on the wood (2.7:1 there, 9:1 on it).
        count = t("pour_count", n=len(self.sim.poured))
        width = fonts.text_width(count, v.len(26), bold=True) / v.scale + 32
        plate = pygame.Rect(0, 0, round(width), 42)
        plate.center = (330, 590)
        draw_panel(surf, v, plate, kitchen_art.TEXT_PLATE, 12)
        draw_text(surf, v, count, plate.center, 26, GOLD, "center", bold=True)
        if self.sim.foul:  # on a red plate under the count, clear of the stove
            foul = t("pour_foul")
            width = fonts.text_width(foul, v.len(22), bold=True) / v.scale + 32
            plate = pygame.Rect(0, 0, round(width), 38)
            plate.center = (330, 648)
            plate.clamp_ip(pygame.Rect(12, 0, 580, 712))
            draw_panel(surf, v, plate, (150, 40, 30, 230), 12)
            draw_text(surf, v, foul, plate.center, 22, (255, 244, 236), "center", bold=True)
        if self.sim.done:
            text, good, details = self.result()
            self.draw_result(surf, text, good, details)
        self.draw_buttons(surf)
        self.draw_hand(surf)


class FlipMinigame(KitchenMinigame):
    def __init__(self, app: App, ctl, seat: int, seed: int, driver, attempt: int,
                 practice: bool = False) -> None:
        from game.games.alacarte.crepe import FlipScene

        super().__init__(app, FlipScene(seed), driver,
                         (lambda outcome: None) if practice
                         else (lambda outcome: ctl.flip_done(seat, outcome)), practice)
        self.ctl, self.seat, self.attempt = ctl, seat, attempt
        self.seed = seed
        self.heard = self.sim.phase  # the phase whose sound has played
        self.details: list[str] | None = None

    def idle(self) -> bool:
        return self.sim.phase == "ready"

    def practice_copy(self) -> FlipMinigame:
        return FlipMinigame(self.app, self.ctl, self.seat, practice_seed(self.seed), None,
                            self.attempt, practice=True)

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
        title = t("flip_practice_title") if self.practice else t(
            "flip_title", name=self.ctl.name_of(self.seat), n=self.attempt)
        self.draw_frame(surf, title, lines)
        draw_flip(surf, self.view, self.sim, self.time)
        if self.sim.done:
            outcome = self.sim.outcome()
            key = "alc_flip_ok" if outcome.success else f"alc_flip_{outcome.result}"
            if self.details is None:
                self.details = [] if self.practice else consequences(
                    self.ctl.state, [Flip(self.seat, outcome.success)])[0]
            self.draw_result(surf, t(key), outcome.success, self.details)
        self.draw_buttons(surf)
        self.draw_hand(surf)


def practice_seed(seed: int) -> int:
    """The next practice run's seed: a fresh shake each time, the same on every replay
    (never drawn from the game's own random numbers, which a practice must not touch)."""
    return (seed * 1_103_515_245 + 12_345) & 0x7FFFFFFF


def needs_line(obs: dict, seat: int) -> str:
    """"L 1/1 · P 0/2" for a seat's dish: have / need per colour."""
    dish = load_data().dishes[obs["dishes"][seat]]
    pan = obs["pans"][seat]
    parts = [f"{t(f'colour_{c}')} {pan.get(c, 0)}/{n}" for c, n in dish.needs.items()]
    if pan.get("S"):
        parts.append(f"{t('colour_S')} {pan['S']}")
    return " · ".join(parts) or "—"


def consequences(state, actions: list) -> tuple[list[str], bool | None, object]:
    """What these actions would do to the dishes, in words, tried on a copy of the
    state (nothing is hidden among chefs), and whether that is good news: a dish
    finished (and a star) is, burnt or over-seasoned is not. Also the state after."""
    trial = state.copy()
    events = []
    try:
        for action in actions:
            events += trial.apply(action)
    except IllegalAction:
        return [], None, None
    data = load_data()
    lines: list[str] = []
    good = None
    for ev in events:
        if ev.kind == "finish":
            dish = data.dishes[ev.data["dish"]]
            lines.append(t("alc_finished", dish=kitchen_art.dish_name(dish), vp=dish.vp))
            if ev.data["star"]:
                lines.append(t("alc_star"))
            good = True
        elif ev.kind == "spoil":
            lines.append(t("alc_burnt" if ev.data["reason"] == "burnt" else "alc_over_why"))
            good = False
    return lines, good, trial


def pour_result(ctl, seat: int, colour: str, target: int, outcome,
                practice: bool) -> tuple[str, bool | None, list[str]]:
    """The pour's headline (what fell), whether it went well, and what it does."""
    if not outcome.tilted:
        return t("pour_put_back"), None, [] if practice else [t("pour_no_action_spent")]
    if not outcome.poured:
        return t("alc_poured_none"), None, []
    fell = t("alc_list_sep").join(
        t("alc_poured", n=outcome.poured.count(k), colour=t(f"colour_{k}"))
        for k in dict.fromkeys(outcome.poured))
    pour = Pour(seat, tuple(outcome.poured), tuple(outcome.remaining))
    # A practice pour is tried as a whole season action on the copy: no pour is pending.
    lines, good, after = consequences(ctl.state,
                                      [Season(seat, colour), pour] if practice else [pour])
    if not lines and after is not None and after.dish[target] is not None:
        lines = [t("pour_pan_now", needs=needs_line(after.observation(target), target))]
    return t("pour_fell", what=fell), good, lines
