"""Ways to run the app: interactive, smoke test, screenshots, frame benchmark."""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

import pygame

from game.ui.app import App
from game.ui.settings import Settings

ALL_COMPUTER = [{"kind": "computer", "level": "normal"} for _ in range(3)]
ONE_HUMAN = [{"kind": "human", "level": "normal"},
             {"kind": "computer", "level": "normal"},
             {"kind": "computer", "level": "normal"}]


def _private_home() -> None:
    """Smoke runs and screenshots must not touch the player's own saves."""
    if not os.environ.get("TABLEGAMES_HOME"):
        os.environ["TABLEGAMES_HOME"] = tempfile.mkdtemp(prefix="tablegames-")


def make_app(size=(1280, 720), lang: str | None = None, speed: str | None = "normal") -> App:
    """The app on its title screen; `speed` None keeps the player's saved setting."""
    from game.ui.scenes.title import TitleScene

    settings = Settings.load()
    if lang:
        settings.language = lang
    if speed is not None:
        settings.anim_speed = speed
    app = App(size, settings)
    app.push(TitleScene(app))
    return app


def play(size=(1280, 720), lang: str | None = None) -> int:
    app = make_app(size, lang, speed=None)
    app.run()
    pygame.quit()
    return 0


def smoke(seconds: float = 60.0, size=(1280, 720)) -> int:
    """Play a computer-only hand at the quickest animation speed until it ends;
    fail if it has not ended within `seconds`. Then a computer-only A la Carte game, a
    Bao Huang hand and a Guan Dan hand."""
    from game.games.doudizhu.controller import start_game
    from game.ui.scenes.results import ResultsScene

    _private_home()
    app = make_app(size, speed="instant")
    ctl = start_game(app, ALL_COMPUTER, threads=True)
    app.run(seconds=seconds, until=lambda: isinstance(app.top, ResultsScene))
    ok = ctl.state is not None and ctl.state.is_terminal() and isinstance(app.top, ResultsScene)
    print(f"smoke: phase={ctl.state.phase} history={len(ctl.state.history)} plays, "
          f"scene={type(app.top).__name__}")
    # A la Carte too: its data file, pymunk and both minigames must work frozen.
    from game.games.alacarte.controller import start_game as start_alacarte
    from game.ui.scenes.alacarte_results import AlcResultsScene

    chefs = [{"kind": "computer", "level": lv} for lv in ("easy", "normal", "hard")]
    kitchen = start_alacarte(app, chefs, seed=4)
    app.run(seconds=seconds * 3, until=lambda: isinstance(app.top, AlcResultsScene))
    done = kitchen.state.is_terminal() and isinstance(app.top, AlcResultsScene)
    print(f"smoke: alacarte turns={kitchen.state.turn_number} "
          f"end={kitchen.state.over_reason} scene={type(app.top).__name__}")
    # Bao Huang: five computer players, the 5-seat level, four packs.
    from game.games.baohuang.controller import start_game as start_baohuang
    from game.ui.scenes.baohuang_results import BhResultsScene

    court = start_baohuang(app, [{"kind": "computer", "level": "normal"}] * 5, threads=True)
    app.run(seconds=seconds, until=lambda: isinstance(app.top, BhResultsScene))
    crowned = court.state.is_terminal() and isinstance(app.top, BhResultsScene)
    print(f"smoke: baohuang actions={len(court.state.actions)} "
          f"places={court.state.places} scene={type(app.top).__name__}")
    # Guan Dan: four computer players in two teams, two packs, wild cards.
    from game.games.guandan.controller import start_game as start_guandan
    from game.ui.scenes.guandan_results import GdResultsScene

    teams = start_guandan(app, [{"kind": "computer", "level": "normal"}] * 4, threads=True)
    app.run(seconds=seconds, until=lambda: isinstance(app.top, GdResultsScene))
    climbed = teams.state.is_terminal() and isinstance(app.top, GdResultsScene)
    print(f"smoke: guandan actions={len(teams.state.actions)} "
          f"places={teams.state.places} scene={type(app.top).__name__}")
    pygame.quit()
    return 0 if ok and done and crowned and climbed else 1


def until_handoff(app: App, start_game, seats: list[dict], second_human: int) -> None:
    """Pass-and-play with a second human at `second_human`, up to the first hand-off."""
    from game.ui.scenes.handoff import HandoffScene

    seats = [dict(s) for s in seats]
    seats[second_human]["kind"] = "human"
    start_game(app, seats, threads=False)
    drive(app, 600, until=lambda: isinstance(app.top, HandoffScene))
    drive(app, 30)


def drive(app: App, frames: int, dt: float = 1 / 60, until=None) -> int:
    """Advance the app `frames` frames of fake time; stop early when `until()`."""
    for i in range(frames):
        app.frame(dt)
        if until is not None and until():
            return i + 1
    return frames


def screenshot(path: str, scene: str, size=(1280, 720), lang: str | None = None) -> int:
    from game.games.doudizhu.controller import start_game
    from game.games.doudizhu.model import Play
    from game.ui.scenes.picker import PickerScene
    from game.ui.scenes.results import ResultsScene
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.settings_scene import SettingsScene

    _private_home()
    app = make_app(size, lang, speed="fast")
    from game.ui.shots_baohuang import BH_SCENES, baohuang_scene
    from game.ui.shots_guandan import GD_SCENES, guandan_scene

    if scene in KITCHEN_SCENES:
        kitchen_scene(app, scene)
    elif scene in BH_SCENES:
        baohuang_scene(app, scene)
    elif scene in GD_SCENES:
        guandan_scene(app, scene)
    elif scene == "picker":
        app.push(PickerScene(app))
    elif scene == "settings":
        app.push(SettingsScene(app))
    elif scene == "rules":
        app.push(RulesScene(app))
    elif scene == "results":
        start_game(app, ALL_COMPUTER, threads=False)
        drive(app, 20000, until=lambda: isinstance(app.top, ResultsScene))
        drive(app, 30)
    elif scene == "handoff":
        until_handoff(app, start_game, ONE_HUMAN, second_human=1)
    elif scene in ("table", "deal", "bid"):
        ctl = start_game(app, ONE_HUMAN, threads=False)
        if scene == "deal":
            drive(app, 40)
        elif scene == "bid":
            drive(app, 2000, until=lambda: ctl.my_turn() and ctl.state.phase == "auction")
            drive(app, 10)
        else:
            plays = 0

            def step() -> bool:
                nonlocal plays
                if ctl.my_turn():
                    if ctl.state.phase == "auction":
                        ctl.bid(3)
                    elif plays < 2:
                        legal = [a for a in ctl.state.legal_actions(ctl.viewer)
                                 if isinstance(a, Play)]
                        ctl.apply(min(legal, key=lambda a: len(a.cards)))
                        plays += 1
                    else:
                        ctl.hint()
                        return True
                return False

            drive(app, 20000, until=step)
            drive(app, 30)
    app.draw()
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, path)
    print(f"saved {path}")
    pygame.quit()
    return 0


def bench_frames(size=(1280, 720), frames: int = 600, speed: str = "normal",
                 game: str = "doudizhu") -> list[float]:
    """Per-frame times (ms) of the real table through deals and computer play
    (`game`: a climbing game's registry key: "doudizhu", "baohuang" with five hands of
    about 33 cards, "guandan" with four of 27).

    Time advances 1/60 s per frame whatever the real cost, so every run animates
    the same things; the caller sets SDL_VIDEODRIVER (dummy for headless).
    """
    import importlib

    from game.games.registry import load_all

    _private_home()
    app = make_app(size, speed=speed)
    info = load_all()[game]
    start_game = importlib.import_module(info.controller).start_game
    ctl = start_game(app, [{"kind": "computer", "level": "normal"}] * info.seats[-1],
                     threads=True)
    times: list[float] = []
    for _ in range(frames):
        t0 = time.perf_counter()
        app.frame(1 / 60)
        times.append((time.perf_counter() - t0) * 1000)
        if ctl.state.is_terminal() and not ctl.pending and not ctl.scene.busy \
                and ctl.results_pushed:
            app.pop()  # results overlay
            ctl.next_hand()
    return times


KITCHEN_SCENES = ("kitchen", "pour", "flip", "kitchen-results")


def kitchen_scene(app: App, scene: str) -> None:
    """A la Carte at a telling moment: a human's turn some way into a game, a
    computer chef mid-pour, a crêpe mid-flight, or the end of dinner."""
    import random

    from game.games.alacarte.ai import make_agent
    from game.games.alacarte.controller import start_game
    from game.minigames.crepe_ai import ComputerFlipper
    from game.ui.scenes.alacarte_results import AlcResultsScene
    from game.ui.scenes.minigame import FlipMinigame, PourMinigame

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
    else:
        app.settings.anim_speed = "instant"
        start_game(app, computers, seed=12)
        drive(app, 60 * 900, until=lambda: isinstance(app.top, AlcResultsScene))
        drive(app, 40)

