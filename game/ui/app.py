"""The app: window, fixed-timestep loop and a stack of scenes.

Scenes get `handle(event)`, `update(dt)` at a fixed step, and `draw(surface)`.
Tests and the benchmark drive `App.frame(dt)` directly with fake time.

A still screen costs nothing: a frame is drawn only when something changed (an event
came, the scenes or the window changed, a notice came or went) or the top scene says
it is `animating()`; while neither holds, `run()` sleeps until an event or the next
timer instead of redrawing 60 times a second.
"""

from __future__ import annotations

import functools
import os
import sys
import time
from collections.abc import Callable, Mapping

import pygame
import pygame.freetype

from game.core.gamedef import GameDef
from game.ui import fonts, global_keys, i18n, keyboard, memory, notices, window
from game.ui.cardart import CardArt
from game.ui.layout import Level, View
from game.ui.settings import Settings
from game.ui.sound import Sounds
from game.ui.widgets import draw_panel, draw_text

BASE_SIZE = (1280, 720)
STEP = 1 / 60  # fixed update step: animation is identical at any frame rate
NOTICE_W, NOTICE_Y = 720, 12  # the notice box's width and top, in level units
# A still app wakes at least this often (seconds) to look again; an event wakes it at once.
IDLE_WAKE = 1.0
# While still, the event queue is looked at this often (seconds): half a frame of latency
# at most. pygame-ce's event.wait(timeout) polls every millisecond itself (1.5% of a core
# here, against 1.0% for this; see `python -m game.bench idle-cpu`).
IDLE_POLL = 0.008


class Scene:
    opaque = True  # an opaque scene hides the scenes below it
    # A game's table: when the last one leaves the stack, the game's art, words and
    # state are released (`App.release_game`, game/ui/memory.py).
    holds_game = False

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def view(self) -> View:
        return self.app.view

    def enter(self) -> None: ...

    def leave(self) -> None: ...

    def uncovered(self) -> None:
        """The scene above was popped: this one is on top again."""

    def handle(self, event: pygame.event.Event) -> None: ...

    def animating(self) -> bool:
        """Whether this scene, on top, needs its fixed-step updates and a drawn frame
        now even without input: something moves, a timer runs, or the game goes on
        without the person (a computer's turn). False lets the app sleep; input, a
        resize or a change of scenes still redraws once."""
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surf: pygame.Surface) -> None: ...

    def on_resize(self) -> None: ...

    def on_language(self) -> None: ...


class App:
    def __init__(self, size: tuple[int, int] | None = None, settings: Settings | None = None,
                 resizable: bool = True, games: Mapping[str, GameDef] | None = None) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        # Computer players think in a worker thread; a short GIL switch interval lets
        # the drawing thread back in quickly so frames keep their pace.
        sys.setswitchinterval(0.0005)
        window.name_the_app()
        pygame.display.init()
        if not pygame.freetype.get_init():
            fonts.reset()  # faces opened before a pygame.quit() are dead
            pygame.freetype.init()
        # The catalogue, handed in by whoever starts the app: the UI names no game.
        self.games: Mapping[str, GameDef] = games or {}
        self.settings = settings or Settings.load()
        i18n.set_language(self.settings.language)
        self.flags = pygame.RESIZABLE if resizable else 0
        self.windowed_size = size or BASE_SIZE
        window.set_icon()
        self.screen = self._set_mode(self.settings.fullscreen)
        window.set_title(i18n.t("app_title"))
        pygame.key.set_repeat(300, 40)
        self.view = View(BASE_SIZE, self.screen.get_size())
        self.art = CardArt()
        self.sounds = Sounds(self.settings.volume)
        self.scenes: list[Scene] = []
        self.running = True
        self.clock = pygame.time.Clock()
        self._acc = 0.0
        self._backdrop: pygame.Surface | None = None
        self._levels: dict[str, Level] = {}
        self.frame_hook: Callable[[], None] | None = None
        # False: frame() runs events and updates but neither draws nor flips. For tests
        # that look at no pixel (tests/ui/conftest.py draw_sparsely): draw() only
        # renders (and fills render caches), so the scenes' state is the same either way.
        self.draw_frames = True
        self.notice: notices.Notice | None = None  # shown over every scene until it ends
        notices.take()  # news posted for an app before this one is not ours
        # Something changed that the screen does not show yet: the next frame draws.
        self.dirty = True
        # An event came since the last update step: one more step (and a frame) is owed,
        # since scenes also poll in update() what input changed (e.g. a button's state).
        self.step_owed = False
        self.frames_drawn = 0
        self.presses = keyboard.Presses()  # which screen each held key or button began on
        # A game's table has left the stack: its objects are collected and the freed heap
        # given back at the next frame (or before the next table comes), once nothing
        # points at them any more.
        self.release_owed = False

    # -- window ------------------------------------------------------------------
    def _set_mode(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen and os.environ.get("SDL_VIDEODRIVER") != "dummy":
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.windowed_size, self.flags)

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        self.screen = self._set_mode(on)
        self._resized()

    def resize(self, size: tuple[int, int]) -> None:
        """Change the window size (also used by tests and screenshots)."""
        self.windowed_size = size
        self.screen = pygame.display.set_mode(size, self.flags)
        self._resized()

    def _resized(self) -> None:
        self.dirty = True
        self.screen = pygame.display.get_surface()
        self.view.resize(self.screen.get_size())
        self._backdrop = None
        self.art.clear()
        for s in self.scenes:
            s.on_resize()

    def level(self, name: str) -> Level:
        if name not in self._levels:
            self._levels[name] = Level.named(name)
        return self._levels[name]

    def backdrop(self) -> pygame.Surface:
        """Felt from the table level with a soft vignette: the menus' background."""
        if self._backdrop is None or self._backdrop.get_size() != self.screen.get_size():
            bg = self.level("menu").render_background(self.view)
            vignette(bg)
            self._backdrop = bg
        return self._backdrop

    # -- scenes ------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.dirty = True
        if scene.holds_game and self.release_owed:
            self.collect_game()  # the last game goes before the next one's art is made
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        self.dirty = True
        scene = self.scenes.pop()
        scene.leave()
        if scene.holds_game and not any(s.holds_game for s in self.scenes):
            self.release_game()
        if self.scenes:
            self.scenes[-1].uncovered()
        return scene

    def replace(self, scene: Scene) -> None:
        self.pop()
        self.push(scene)

    def reset_to(self, scene: Scene) -> None:
        while self.scenes:
            self.pop()
        self.push(scene)

    def settle_on_root(self, first: int) -> None:
        """The scenes from index `first` up (a table and whatever it has already pushed
        over itself, a hand-off say) go straight above the root scene (the title); the
        menu pages between are closed."""
        kept = self.scenes[first:]
        del self.scenes[first:]
        while len(self.scenes) > 1:
            self.pop()
        self.scenes.extend(kept)
        self.dirty = True

    def release_game(self) -> None:
        """The last table has left: every cache of art and words goes at once (the app's
        card faces and levels too); the game's objects and the freed heap at the next
        frame (`collect_game`), when nothing on the way out points at them any more."""
        self.art.clear()
        self._levels.clear()
        memory.clear_caches()
        self.release_owed = True

    def collect_game(self) -> None:
        self.release_owed = False
        memory.collect()

    def find(self, cls: type) -> Scene | None:
        return next((s for s in reversed(self.scenes) if isinstance(s, cls)), None)

    def set_language(self, code: str) -> None:
        i18n.set_language(code)
        self.settings.language = code
        self.dirty = True
        window.set_title(i18n.t("app_title"))
        for s in self.scenes:
            s.on_language()

    # -- loop --------------------------------------------------------------------
    def animating(self) -> bool:
        """The top scene needs updates and frames without input (see Scene.animating)."""
        top = self.top
        return top is not None and top.animating()

    def still(self) -> bool:
        """Nothing to update or draw until an event comes or a timer is due."""
        return not (self.dirty or self.step_owed or self.animating() or pygame.event.peek())

    def frame(self, dt: float) -> None:
        """One frame: events, fixed-step updates for `dt` seconds, then draw and flip
        if the screen changed (events, a changed scene stack or window, a scene
        animating before or after the updates, the first step after an event) and
        `draw_frames` is on."""
        if self.release_owed:
            self.collect_game()
        for event in pygame.event.get():
            self.dispatch(event)
            self.dirty = self.step_owed = True
        changed = self.dirty or self.animating()
        self._acc += min(dt, 0.25)
        while self._acc >= STEP:
            self._acc -= STEP
            if self.top:
                self.top.update(STEP)
            if self.step_owed:
                self.step_owed = False
                changed = True
        self.update_notice(dt)
        # After the updates too: the step that ends an animation draws its last picture.
        if changed or self.dirty or self.animating():
            self.dirty = False
            if self.draw_frames:
                self.frames_drawn += 1
                self.draw()
                pygame.display.flip()
        if self.frame_hook:
            self.frame_hook()

    def idle(self, timeout: float) -> None:
        """Sleep until an event comes (it is handled at once and the next frame draws)
        or `timeout` seconds pass. Time asleep is not played: a still scene has
        nothing to move, and a hover or press after a long pause must not jump."""
        start = time.perf_counter()
        deadline = start + timeout
        while True:
            event = pygame.event.poll()
            now = time.perf_counter()
            if event.type != pygame.NOEVENT or now >= deadline:
                break
            time.sleep(min(IDLE_POLL, deadline - now))
        if event.type != pygame.NOEVENT:
            self.dispatch(event)
            self.dirty = self.step_owed = True
        self.update_notice(time.perf_counter() - start, real=True)

    def idle_timeout(self) -> float:
        """Seconds a still app may sleep: up to the notice's end, at most IDLE_WAKE."""
        if self.notice is not None:
            return max(0.0, min(IDLE_WAKE, self.notice.seconds))
        return IDLE_WAKE

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if pygame.display.get_surface().get_size() != tuple(self.view.window):
                if not self.settings.fullscreen:
                    self.windowed_size = pygame.display.get_surface().get_size()
                self._resized()
            return
        repeat = event.type == pygame.KEYDOWN and event.key in keyboard.held(self)
        if global_keys.handle(self, event, repeat):  # F1, F11, Alt+Enter: on every screen
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and not hasattr(event, "pos"):
            return  # a posted event without a position cannot be placed
        if self.top and self.presses.admit(event, self.top, repeat):
            self.top.handle(event)

    def draw(self) -> None:
        start = len(self.scenes) - 1
        while start > 0 and not self.scenes[start].opaque:
            start -= 1
        for scene in self.scenes[max(0, start):]:
            scene.draw(self.screen)
        if self.notice is not None:
            self.draw_notice(self.notice.text)

    # -- notices -----------------------------------------------------------------
    def update_notice(self, dt: float, real: bool = False) -> None:
        """The newest notice posted replaces the one shown; it ends on its own, in real
        seconds whatever the animation speed. `real`: `dt` is time slept, taken whole
        (a frame's dt is capped like the updates')."""
        for posted in notices.take():
            self.notice = posted
            self.dirty = True
        if self.notice is not None:
            self.notice.seconds -= dt if real else min(dt, 0.25)
            if self.notice.seconds <= 0:
                self.notice = None
                self.dirty = True

    def draw_notice(self, text: str) -> None:
        """A red box at the top middle, over the scenes: the tables keep their own
        messages low, by the buttons, so they do not cover each other."""
        v = self.view
        w, size, line = NOTICE_W, 17, 24
        lines = fonts.wrap(text, v.len(size), v.len(w - 32))
        r = pygame.Rect(BASE_SIZE[0] / 2 - w / 2, NOTICE_Y, w, 22 + line * len(lines))
        draw_panel(self.screen, v, r.move(0, 4), (0, 0, 0, 90), 12)
        draw_panel(self.screen, v, r, (140, 30, 30, 235), 12, border=(255, 220, 200, 140),
                   border_w=1.5)
        for i, text_line in enumerate(lines):
            draw_text(self.screen, v, text_line, (r.centerx, r.y + 11 + line * i), size,
                      (255, 244, 236), "midtop")

    def run(self, seconds: float | None = None,
            until: Callable[[], bool] | None = None, fps: int = 60) -> None:
        """The real loop; `seconds`/`until` end it early (smoke runs). Frames at `fps`
        while anything changes; asleep (`idle`) while the screen is still."""
        t0 = time.perf_counter()
        self.clock.tick()
        rested = False
        while self.running and self.scenes:
            if self.still():
                timeout = self.idle_timeout()
                if seconds is not None:
                    timeout = min(timeout, max(0.0, t0 + seconds - time.perf_counter()))
                self.idle(timeout)
                rested = True
            elif rested:
                # Woken: answer at once with one step, counting time from now, not from
                # before the sleep.
                self.clock.tick()
                rested = False
                self.frame(STEP)
            else:
                self.frame(self.clock.tick(fps) / 1000.0)
            if seconds is not None and time.perf_counter() - t0 >= seconds:
                break
            if until is not None and until():
                break
        self.settings.save()

    def quit(self) -> None:
        self.running = False


def vignette(surf: pygame.Surface, strength: int = 120) -> None:
    """Darken towards the edges (cheap: one small gradient, made once, scaled up)."""
    surf.blit(pygame.transform.smoothscale(_vignette_small(strength), surf.get_size()), (0, 0))


@functools.lru_cache(maxsize=8)
def _vignette_small(strength: int) -> pygame.Surface:
    small = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            dx = (x + 0.5) / 16 - 1
            dy = (y + 0.5) / 9 - 1
            d = min(1.0, (dx * dx + dy * dy) ** 0.5 / 1.25)
            small.set_at((x, y), (0, 0, 0, int(strength * d ** 2.2)))
    return small
