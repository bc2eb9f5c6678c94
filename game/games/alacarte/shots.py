"""A la Carte scenes for `python -m game --screenshot P --scene ...`: a human's turn
some way into a game, a computer chef mid-pour and its result, a practice pour and the
kitchen's practice choice, a crêpe mid-flight, the end of dinner."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import App

SCENES = ("kitchen", "pour", "pour-result", "practice", "kitchen-practise", "flip",
          "kitchen-results", "kitchen-log", "kitchen-labels")
# Set up and drawn once headless on two busy cores: kitchen 13.1 s, pour 5.2 s,
# kitchen-results 14.6 s, pour-result 9.8 s, kitchen-practise 3.1 s, practice 2.7 s,
# kitchen-log 6.5 s; the conformance run keeps these for `make test-slow`.
COSTLY_SCENES = ("kitchen", "pour", "pour-result", "practice", "kitchen-practise",
                 "kitchen-results", "kitchen-log")


def shoot(app: App, scene: str) -> None:
    """A la Carte at a telling moment: a human's turn some way into a game, a
    computer chef mid-pour, a crêpe mid-flight, or the end of dinner."""
    import random

    from game.games.alacarte.ai import make_agent
    from game.games.alacarte.controller import start_game
    from game.games.alacarte.crepe_ai import ComputerFlipper
    from game.games.alacarte.minigames import FlipMinigame, PourMinigame
    from game.games.alacarte.results import AlcResultsScene
    from game.ui.runner import drive

    computers = [{"kind": "computer", "level": lv} for lv in ("easy", "normal", "hard")]
    if scene == "kitchen":
        ctl = start_game(app, [{"kind": "human", "level": "normal"}] + computers, seed=12)
        agent = make_agent("normal", 1)

        def human_turn() -> bool:
            seat = ctl.human_to_act()
            if seat is None or app.top is not ctl.scene or ctl.scene.busy:
                return False
            if ctl.state.phase == "action" and ctl.state.turn_number >= 9:
                return True
            legal = ctl.state.legal_actions(seat)
            pick = agent.choose(ctl.state.observation(seat), legal)
            if ctl.state.phase == "action":
                pick = next((a for a in legal if a.kind == "heat"), pick)  # no pour window
            elif ctl.state.phase == "choose_dish":
                pick = next((a for a in legal if a.dish), pick)  # no crêpe flip window
            ctl.apply(pick)
            return False

        drive(app, 60 * 600, until=human_turn)
        drive(app, 40)
    elif scene in ("practice", "kitchen-practise"):
        ctl = start_game(app, [{"kind": "human", "level": "normal"}] + computers, seed=12)
        drive(app, 60 * 120, until=lambda: ctl.human_to_act() is not None
              and ctl.state.phase == "choose_dish" and app.top is ctl.scene)
        ctl.apply(next(a for a in ctl.state.legal_actions(0) if a.dish))
        drive(app, 60 * 300, until=lambda: ctl.human_to_act() == 0
              and ctl.state.phase == "action" and not ctl.scene.busy)
        ctl.scene.practise_mode()
        if scene == "practice":
            ctl.scene.practise_pour("P")
            _perform(app.top, steady_pourer())
        drive(app, 20)
    elif scene == "pour-result":
        start_game(app, computers, seed=12)
        app.settings.anim_speed = "instant"
        drive(app, 60 * 300, until=lambda: isinstance(app.top, PourMinigame)
              and app.top.sim.done and len(app.top.sim.poured) > 1)
        drive(app, 1)
    elif scene == "pour":
        start_game(app, computers, seed=12)
        app.settings.anim_speed = "normal"
        drive(app, 60 * 300, until=lambda: isinstance(app.top, PourMinigame)
              and app.top.sim.poured)
        drive(app, 6)
    elif scene == "flip":
        ctl = start_game(app, computers[:2], seed=12)
        app.settings.anim_speed = "normal"
        flip = FlipMinigame(app, ctl, 1, 5, ComputerFlipper("hard", random.Random(2)), 1)
        ctl.minigame = flip
        app.push(flip)
        drive(app, 600, until=lambda: flip.sim.phase == "flight")
        drive(app, 16)
    elif scene == "kitchen-labels":
        _labels(app, start_game(app, [{"kind": "human", "level": "normal"}] + computers,
                                seed=12))
    elif scene == "kitchen-log":  # the play history eight turns in (fast forward there)
        ctl = start_game(app, computers + computers[:1], seed=12)
        drive(app, 2)
        ctl.fast_forward()
        drive(app, 60 * 60, until=lambda: ctl.state.turn_number >= 9 and not ctl.pending
              and app.top is ctl.scene)
        ctl.scene.history.open = True
        drive(app, 2)
    else:
        app.settings.anim_speed = "instant"
        start_game(app, computers, seed=12)
        drive(app, 60 * 900, until=lambda: isinstance(app.top, AlcResultsScene))
        drive(app, 40)


def _labels(app: App, ctl) -> None:
    """Every chef's dish in the pan, then the longest news over the pans at once: the
    two longest dish names finished with a star, a knob turned with a burn waiting
    behind it, and a refill for the whole kitchen."""
    from game.games.alacarte.art import dish_name
    from game.games.alacarte.model import ChooseDish
    from game.ui.i18n import t
    from game.ui.runner import drive

    state = ctl.state
    dishes = state.data.dishes
    want = {0: 9, 1: 14, 2: 2, 3: 5}  # Bavarian Veal Sausage..., Elephant Trunk...
    while state.phase == "choose_dish":
        state.apply(ChooseDish(state.to_act, want[state.to_act]))
    ctl.session.new_decision()
    scene = ctl.scene
    scene.refresh()
    drive(app, 2)
    for seat in range(state.n):
        dish = dishes[state.dish[seat]]
        if seat % 2:  # as the controller says a dish finished with a star
            scene.toast(seat, t("alc_finished", dish=dish_name(dish), vp=dish.vp) + "\n"
                        + t("alc_star"), good=True)
        else:
            scene.toast(seat, f"{t('alc_heat_label')} 2 → 5", small=True)
            scene.toast(seat, t("alc_burnt"), good=False)
    scene.toast(None, t("alc_refill", colour=t("colour_L")))
    drive(app, 30)


def steady_pourer():
    """A steady hand aiming two pieces: a practice pour performed for the picture."""
    import random

    from game.games.alacarte.pour_ai import ComputerPourer

    return ComputerPourer("hard", 2, random.Random(3))


def _perform(scene, driver) -> None:
    """Feed a minigame scene a driver's gesture to its end (a person's run, for a shot)."""
    while not scene.sim.done:
        scene.sim.feed(driver.next_sample(scene.sim))
