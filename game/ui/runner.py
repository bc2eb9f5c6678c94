"""Ways to run the app: interactive, smoke test, screenshots, frame benchmark.

Every function takes the catalogue (`games`, key -> GameDef) from its caller, so this
module, like the rest of the UI layer, names no game.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from collections.abc import Callable, Mapping
from pathlib import Path

import pygame

from game.core.gamedef import GameDef
from game.ui.app import App
from game.ui.settings import Settings

SHARED_SCENES = ("title", "browser", "picker", "settings", "rules")
# What every game's table offers, shot the same way for each game as "<what>-<key>": the
# keys pressed once the table waits for the person (none: all computers, fast forward).
AT_THE_TABLE: dict[str, tuple[int, ...]] = {
    "menu": (pygame.K_ESCAPE,),
    "leave": (pygame.K_ESCAPE, *(pygame.K_DOWN,) * 3, pygame.K_RETURN),  # the 4th item
    "keys": (pygame.K_F1,),
    "history": (pygame.K_l,),
    "forward": (),
    "stats": (),
}


def _private_home() -> None:
    """Smoke runs and screenshots must not touch the player's own saves."""
    if not os.environ.get("TABLEGAMES_HOME"):
        os.environ["TABLEGAMES_HOME"] = tempfile.mkdtemp(prefix="tablegames-")


def make_app(games: Mapping[str, GameDef], size=(1280, 720), lang: str | None = None,
             speed: str | None = "normal") -> App:
    """The app on its title screen; `speed` None keeps the player's saved setting."""
    from game.ui.scenes.title import TitleScene

    settings = Settings.load()
    if lang:
        settings.language = lang
    if speed is not None:
        settings.anim_speed = speed
    app = App(size, settings, games=games)
    app.push(TitleScene(app))
    return app


def play(games: Mapping[str, GameDef], size=(1280, 720), lang: str | None = None) -> int:
    app = make_app(games, size, lang, speed=None)
    app.run()
    pygame.quit()
    return 0


def computer_seats(levels: tuple[str, ...]) -> list[dict]:
    return [{"kind": "computer", "level": lv} for lv in levels]


def smoke(games: Mapping[str, GameDef], seconds: float = 60.0, size=(1280, 720)) -> int:
    """Play every game in the catalogue with computer seats only, fast forwarded (the
    quickest animation speed, no think pauses), until its results are on screen; fail if
    one has not ended within its time (`seconds` times the game's own factor)."""
    _private_home()
    app = make_app(games, size, speed="instant")
    failed = []
    for game in games.values():
        setup = game.smoke
        ctl = game.start(app, computer_seats(setup.levels), game.default_options(), setup.seed)
        ctl.fast_forward()  # no think pauses: the rules and the computers are what is tried
        app.run(seconds=seconds * setup.seconds_factor, until=lambda c=ctl: c.results_pushed)
        ok = ctl.state.is_terminal() and isinstance(app.top, game.results.resolve())
        print(f"smoke: {game.key} over={ctl.state.is_terminal()} "
              f"returns={ctl.state.returns()} scene={type(app.top).__name__}", flush=True)
        if not ok:
            failed.append(game.key)
        while len(app.scenes) > 1:
            app.pop()  # back to the title for the next game
    pygame.quit()
    return 1 if failed else 0


def until_handoff(app: App, start_game: Callable, seats: list[dict], second_human: int) -> None:
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


def scene_names(games: Mapping[str, GameDef]) -> list[str]:
    """Every screenshot scene: the shared ones, each game's set-up page ("setup-<key>",
    and "setup-<key>-<n>" per player count when it has several) and rules page
    ("rules-<key>"), then the games' own."""
    pages = []
    for g in games.values():
        pages.append(f"setup-{g.key}")
        if len(g.seats) > 1:
            pages += [f"setup-{g.key}-{n}" for n in g.seats]
        pages.append(f"rules-{g.key}")
        pages += [f"{what}-{g.key}" for what in AT_THE_TABLE]
    return list(SHARED_SCENES) + pages + [s for g in games.values() for s in g.scenes]


def setup_scene_for(games: Mapping[str, GameDef], scene: str) -> tuple[GameDef, int] | None:
    """("setup-<key>" or "setup-<key>-<n>") -> (the game, its player count), else None."""
    if not scene.startswith("setup-"):
        return None
    key, _, n = scene[len("setup-"):].partition("-")  # a key is a package name: no "-"
    game = games.get(key)
    if game is None:
        return None
    if not n:
        return game, game.seats[-1]
    if not n.isdigit() or int(n) not in game.seats:
        return None
    return game, int(n)


def screenshot(games: Mapping[str, GameDef], path: str, scene: str, size=(1280, 720),
               lang: str | None = None) -> int:
    """Save one scene as a PNG; an unknown scene name exits 2 and lists the known ones
    on stderr, before any window opens."""
    known = scene_names(games)
    if scene not in known:
        print(f"unknown scene {scene!r}; one of: {', '.join(known)}", file=sys.stderr)
        return 2
    _private_home()
    app = make_app(games, size, lang, speed="fast")
    random.seed(scene)  # a scene's random deal is the same at every run, so pictures compare
    owner = next((g for g in games.values() if scene in g.scenes), None)
    if owner is not None:
        owner.shoot(app, scene)
    else:
        show_shared_scene(app, scene)
    app.draw()
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, path)
    print(f"saved {path}")
    pygame.quit()
    return 0


def show_shared_scene(app: App, scene: str) -> None:
    """Push a shared scene: "browser", "picker" (the first game's set-up page),
    "setup-<key>" or "setup-<key>-<n>" (a game's set-up page for n players),
    "rules-<key>" (a game's rules page), ..."""
    from game.ui.scenes.browser import BrowserScene
    from game.ui.scenes.rules import RulesScene
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.scenes.setup import SetupScene

    first = next(iter(app.games.values()))
    if scene == "browser":
        app.push(BrowserScene(app))
    elif scene == "picker":
        app.push(SetupScene(app, first))
    elif (setup := setup_scene_for(app.games, scene)) is not None:
        game, players = setup
        page = SetupScene(app, game)
        if players != page.players:
            page.set_players(players)
        app.push(page)
    elif scene == "settings":
        app.push(SettingsScene(app))
    elif scene == "rules":
        app.push(RulesScene(app))
    elif scene.startswith("rules-") and scene[len("rules-"):] in app.games:
        app.push(RulesScene(app, app.games[scene[len("rules-"):]]))
    elif (what := scene.partition("-")[0]) in AT_THE_TABLE:
        at_the_table(app, app.games[scene.partition("-")[2]], what)


def at_the_table(app: App, game: GameDef, what: str) -> None:
    """A game's table waiting for the person, then `AT_THE_TABLE[what]`'s keys pressed:
    the in-game menu, Leave's question, the F1 keys, the play history. "forward": only
    computers, a little way in (the fast-forward control). "stats": the game's
    statistics page after three recorded hands."""
    from game.ui import stats
    from game.ui.scenes.stats import StatsScene

    count = game.default_seats or game.seats[-1]
    computers = computer_seats(("normal",) * count)
    if what == "stats":  # three hands (in a private home: the player's numbers stay)
        for won, score in ((True, 4), (False, -2), (True, 8)):
            stats.record(game.key, [], won, score)
        app.push(StatsScene(app, game))
        return
    seats = computers if what == "forward" else [{"kind": "human", "level": "normal",
                                                    "name": ""}] + computers[1:]
    game.start(app, seats, game.default_options(), 1, threads=False)
    if what == "forward":
        drive(app, 240)
        return
    drive(app, 20000, until=lambda: not app.animating())
    for key in AT_THE_TABLE[what]:
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode=""))
        drive(app, 2)
    drive(app, 30)


def bench_frames(game: GameDef, size=(1280, 720), frames: int = 600,
                 speed: str = "normal") -> list[float]:
    """Per-frame times (ms) of the real table through deals and computer play, with
    the game's most seats.

    Time advances 1/60 s per frame whatever the real cost, so every run animates
    the same things; the caller sets SDL_VIDEODRIVER (dummy for headless).
    """
    _private_home()
    app = make_app({game.key: game}, size, speed=speed)
    seats = computer_seats(("normal",) * game.seats[-1])
    ctl = game.start(app, seats, game.default_options(), None)
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
