"""Whole A la Carte games through the app, to the results screen.

Human seats are played through posted events: their choices come from a computer
chef's judgement, clicked on the kitchen's own buttons, dishes and dispensers, and
their pours and flips are mouse strokes (press, moves, release) taken from a
computer pourer's or flipper's generated path.
"""

from __future__ import annotations

import random

import pygame

from game.games import catalogue
from game.games.alacarte.ai import make_agent
from game.games.alacarte.controller import start_game
from game.games.alacarte.crepe_ai import ComputerFlipper
from game.games.alacarte.data import CREPE
from game.games.alacarte.minigames import FlipMinigame, PourMinigame
from game.games.alacarte.model import ChooseDish, Heat, Season, TryFlip, UseCup
from game.games.alacarte.pour_ai import ComputerPourer
from game.games.alacarte.results import AlcResultsScene
from game.games.alacarte.table import KitchenScene
from game.ui import stats
from game.ui.settings import Settings
from tests.ui.conftest import click, draw_sparsely

HUMAN = {"kind": "human", "level": "normal"}


def post_sample(app, sample, was_pressed: bool) -> None:
    pos = app.view.pt(sample.x, sample.y)
    if sample.pressed and not was_pressed:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    elif was_pressed and not sample.pressed:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    else:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(int(sample.pressed), 0, 0)))


def perform_by_mouse(app, scene, driver) -> None:
    """A human minigame played by posting the driver's path as mouse events."""
    pressed = False
    for _ in range(60 * 30):
        if app.top is not scene:
            return
        if not scene.sim.done:
            sample = driver.next_sample(scene.sim)
            post_sample(app, sample, pressed)
            pressed = sample.pressed
        app.frame(1 / 60)
    raise AssertionError("the minigame never ended")


def click_action(app, scene: KitchenScene, action) -> None:
    """Do what a player does on screen for this action."""
    pt = app.view.pt
    if isinstance(action, ChooseDish) and action.dish != CREPE:
        click(app, pt(*scene.market_slot(action.dish).center))
    elif isinstance(action, Season):
        click(app, pt(*scene.dispenser_rect(action.colour).center))
    elif isinstance(action, UseCup) and action.cup in ("victory", "spoons"):
        kinds = scene.ctl.state.cup_kinds(scene.ctl.state.cups[action.seat])
        click(app, pt(*scene.cup_rects(action.seat)[kinds.index(action.cup)].center))
    elif isinstance(action, Heat | TryFlip):
        b = next(b for b in scene.buttons if b.key in ("heat", "flip"))
        click(app, pt(*b.rect.center))
    else:
        scene.ctl.try_apply(action)  # cups with targets, 1-2-3, steals: the same model call


def play_to_results(app, ctl, max_frames: int = 200_000) -> None:
    draw_sparsely(app)  # the pours and flips are played in real time: ~12,000 frames
    agents = {s: make_agent("normal", 100 + s) for s in ctl.humans}
    rng = random.Random(5)
    for _ in range(max_frames):
        top = app.top
        if isinstance(top, AlcResultsScene):
            return
        if isinstance(top, PourMinigame) and not top.computer:
            aim = agents[top.seat].pour_target(ctl.obs(), top.colour, top.target)
            perform_by_mouse(app, top, ComputerPourer("normal", aim, rng))
            continue
        if isinstance(top, FlipMinigame) and not top.computer:
            perform_by_mouse(app, top, ComputerFlipper("normal", rng))
            continue
        seat = ctl.human_to_act()
        if isinstance(top, KitchenScene) and seat is not None and not top.busy:
            action = agents[seat].choose(ctl.state.observation(seat),
                                         ctl.state.legal_actions(seat))
            click_action(app, top, action)
        app.frame(1 / 60)
    raise AssertionError("the game never reached the results screen")


def test_four_chefs_against_three_computers_play_to_the_results(home):
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene

    app = App((1280, 720), Settings(anim_speed="instant"), games=catalogue.load())
    app.push(TitleScene(app))
    seats = [HUMAN] + [{"kind": "computer", "level": lv} for lv in ("easy", "normal", "hard")]
    ctl = start_game(app, seats, seed=21)
    play_to_results(app, ctl)
    state = ctl.state
    assert state.is_terminal() and state.over_reason in ("dishes", "stars", "no_dish")
    assert sum(len(t) for t in state.trays) >= 1
    assert 1 in state.placings()
    # The finished game is in the person's statistics: won or not, points, stars.
    g = stats.load()[0]["alacarte"]
    assert (g.hands, g.won, g.best) == (1, int(state.placings()[0] == 1), state.returns()[0])
    assert g.bests == {"alc_stats_best_stars": len(state.stars[0])}


def test_two_chef_pass_and_play_plays_to_the_results(home):
    from game.ui.app import App
    from game.ui.scenes.title import TitleScene

    app = App((1280, 720), Settings(anim_speed="instant"), games=catalogue.load())
    app.push(TitleScene(app))
    ctl = start_game(app, [HUMAN, HUMAN], two_player_end=5, seed=8)
    play_to_results(app, ctl)
    assert ctl.state.is_terminal()
    assert not any(type(s).__name__ == "HandoffScene" for s in app.scenes)
