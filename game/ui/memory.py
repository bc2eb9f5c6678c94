"""Memory given back when a game's table closes.

A game's art (card faces, portraits, skies, backgrounds, boards), the words rendered for
it and its state are needed only while its table is open. Every cache that holds them is
emptied when the last table scene leaves the scene stack (`Scene.holds_game`,
`App.release_game`); at the app's next frame, once the table and what pointed at it are
gone, the collector runs and the freed heap is handed back to the system (`collect`),
so the process's size after a game comes back near where it stood before it:

- the shared caches of `game/ui` (`paint.cached`'s surfaces, `fonts`' rendered text,
  `widgets`' panels, the app's card faces) are cleared here;
- a game's own caches say so where they are made: `@table_cache(maxsize=...)` instead of
  `functools.lru_cache` for a function that makes art, `on_release(d.clear)` for a dict
  of its own (`tests/ui/test_memory.py` fails on a Surface-making `lru_cache` in a
  game's module that is not one).

Python's allocator keeps freed memory in its arenas and glibc keeps a freed heap unless
told (`malloc_trim`); without that, a table's few hundred megabytes of pixels stay in
the process after it closes even though nothing uses them. `python -m game.bench memory`
plays ten games in a row and prints the size after each.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import gc
import sys
from collections.abc import Callable
from typing import TypeVar

F = TypeVar("F", bound=Callable)

_clearers: list[Callable[[], None]] = []


def on_release(clear: Callable[[], None]) -> Callable[[], None]:
    """Call `clear` (say a module-level dict's `clear`) whenever a game's table closes."""
    _clearers.append(clear)
    return clear


def table_cache(maxsize: int | None = 128) -> Callable[[F], F]:
    """`functools.lru_cache(maxsize)`, emptied whenever a game's table closes: for a
    game's art, made again (once) when its table opens next."""

    def wrap(fn: F) -> F:
        cached = functools.lru_cache(maxsize=maxsize)(fn)
        on_release(cached.cache_clear)
        return cached  # type: ignore[return-value]

    return wrap


def registered(fn: object) -> bool:
    """Whether an lru_cache'd function is emptied when a table closes."""
    clear = getattr(fn, "cache_clear", None)
    return clear is not None and clear in _clearers


def clear_caches() -> None:
    """Empty every cache of art and words: the shared ones and those registered."""
    from game.ui import fonts, paint, widgets

    paint.clear_cache()
    fonts.clear_cache()
    widgets.panel_surface.cache_clear()
    for clear in list(_clearers):
        clear()


def release() -> None:
    """What a closed table leaves: its caches emptied, its objects collected, the freed
    heap given back to the system."""
    clear_caches()
    collect()


def collect() -> None:
    """The objects nothing points at collected (a table and its controller point at
    each other), and the freed heap given back."""
    gc.collect()
    give_back()


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim = libc.malloc_trim  # glibc only (not musl)
    except (OSError, AttributeError):
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim


def give_back() -> None:
    """Hand freed heap pages back to the system where the C library can (glibc's
    `malloc_trim`); elsewhere nothing: the memory is reused by the next game."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


def rss_mb() -> float:
    """The process's resident size in MB (/proc on Linux, else the peak from
    `resource`, else 0)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    try:
        import resource
    except ImportError:
        return 0.0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024
