"""What a game tells the app about itself: one `GameDef` per game package.

The catalogue (`game/games/catalogue.py`) lists the games; every shared part of the
app (the browser, the set-up page, the title's Resume, the rules viewer, the smoke
run, screenshots, benches, the conformance tests, the font tool) loops over it and
knows no game by name.

The definition is plain data plus callables. The table side (starting a game,
screenshots, benches) is named as "module:attribute" and imported only when called,
so reading the catalogue never pulls pygame into the model layer.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any

# Who can sit at a seat, and how strong a computer there plays: the same for every
# game (the set-up page offers them, a save is checked against them).
SEAT_KINDS = ("human", "computer")
SEAT_LEVELS = ("easy", "normal", "hard")
NAME_MAX = 12  # characters in a person's name at a seat (it must fit a seat's label)


class Lazy:
    """A callable named "package.module:attribute", imported on first use."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._target: Callable | None = None

    def resolve(self) -> Any:
        if self._target is None:
            module, _, attr = self.path.partition(":")
            self._target = getattr(importlib.import_module(module), attr)
        return self._target

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.resolve()(*args, **kwargs)

    def __repr__(self) -> str:
        return f"Lazy({self.path!r})"


@dataclass(frozen=True)
class Option:
    """One control of a game's set-up page, built from data.

    With `values`, a choice among them (the default `preset`, else the first) whose
    buttons say `t(f"{label}_{v}")`, in their natural order (Novice ... Legendary);
    without, an on/off toggle labelled `t(label)`.
    Controls with the same `row` (an i18n key, the row's heading) share a row.
    `seats` limits the control to those player counts (empty: always shown).
    `help` (an i18n key) explains the rule in one line while the pointer or the keyboard
    focus is on the control: `t(help)` for a toggle, `t(f"{help}_{v}")` for choice v.
    `by_players(players)`, where given, is the default for that player count (a role in
    the preset deck from nine players on): the set-up page puts it back whenever the
    player count changes, while the other options keep the player's choice.
    """

    key: str
    row: str
    label: str
    values: tuple[str, ...] = ()
    seats: tuple[int, ...] = ()
    help: str = ""
    by_players: Callable[[int], Any] | None = field(default=None, compare=False)
    preset: str = ""  # the default choice when it is not the first in order

    def help_key(self, value: str | None = None) -> str:
        """The i18n key explaining this toggle, or choice `value`; "" when there is none."""
        if not self.help:
            return ""
        return self.help if self.toggle or value is None else f"{self.help}_{value}"

    @property
    def toggle(self) -> bool:
        return not self.values

    @property
    def default(self) -> str | bool:
        return False if self.toggle else (self.preset or self.values[0])

    def default_for(self, players: int | None = None) -> Any:
        """The default for `players` (the plain default when no count is given)."""
        if players is not None and self.by_players is not None:
            return self.by_players(players)
        return self.default

    def shown_for(self, players: int) -> bool:
        return not self.seats or players in self.seats


@dataclass(frozen=True)
class Bench:
    """A benchmark behind `python -m game.bench <name>`: `run(args)` prints a table
    and ends with one `name key=value ...` line."""

    name: str
    about: str
    run: Callable[[Any], None]


@dataclass(frozen=True)
class TableEntry:
    """A game's table: its controller class and its scene, named "module:attr" and
    imported when a table opens (`game.ui.table_entry` opens, resumes and reads back
    every game's table this one way). The controller class is a `TableBinding`: it says
    how it is opened from the set-up page, reopened from a save and what its save holds;
    the scene takes (app, controller). `by_players`: another controller class for these
    player counts (Dou Di Zhu's four-player game)."""

    controller: Lazy
    scene: Lazy
    by_players: Mapping[int, Lazy] = field(default_factory=dict)

    def controller_for(self, players: int) -> Any:
        return self.by_players.get(players, self.controller).resolve()


@dataclass(frozen=True)
class Smoke:
    """How `--smoke` plays this game: computer seats at these levels, to its results."""

    levels: tuple[str, ...]
    seed: int | None = None
    seconds_factor: float = 1.0  # a longer game gets this many times the time limit


@dataclass(frozen=True)
class GameDef:
    key: str  # the package name under game/games, the save's name, the level prefix
    name_en: str
    name_zh: str
    family: str  # i18n key suffix: the browser shows t(f"family_{family}")
    seats: tuple[int, ...]  # player counts it supports
    variants: tuple[str, ...]  # rule variants by name; a deal code carries the index
    new_state: Callable[[int, str], Any]  # (seed, variant) -> a fresh State
    state_from_json: Callable[[dict], Any]
    variant_for: Callable[[Mapping[str, Any], int], str]  # (options, players) -> variant
    results: Lazy  # the results scene class (the smoke run checks it is on screen)
    shoot: Callable[[Any, str], None]  # (app, scene name): set up a screenshot scene
    emblem: Callable[..., None]  # (app, surface, rect): the browser tile's picture
    smoke: Smoke
    strings: Mapping[str, Mapping[str, str]]  # i18n id -> language -> text
    # Player count -> the Tiled layout under levels/ its table reads its places from;
    # none for a table that lays its zones out in code (game/ui/kit/zones.py).
    levels: Mapping[int, str] = field(default_factory=dict)
    scenes: tuple[str, ...] = ()  # screenshot scene names, unique among every game's
    # Screenshot scenes that play a long way into a game before the picture (seconds,
    # not milliseconds): the conformance run renders them under `make test-slow` only.
    costly_scenes: tuple[str, ...] = ()
    options: tuple[Option, ...] = ()
    deal_code: bool = False  # the set-up page offers a deal code box
    setup_note: str = ""  # i18n key of a line under the seats ("1 and 3 are partners")
    # (options, players) -> a line under the seats, already translated, worked out from
    # the page's current choices (what the preset deck holds); it replaces `setup_note`.
    setup_hint: Callable[[Mapping[str, Any], int], str] | None = None
    # The set-up page asks how many seats are people (the first ones) and one level for
    # the computers, instead of a row per seat: for a game of many seats.
    seat_counts: bool = False
    # Whether a computer can sit at the table. False: every seat is a person (a party
    # game the app only hosts, a one-player solitaire); the set-up page then asks no
    # seat questions. The smoke run and the conformance tests still play its seats with
    # the table's `make_agent` stand-ins.
    computers: bool = True
    # Whether anything is kept from some seat (hands, a pile's order, the future); False
    # for a game of perfect information (an abstract board game): the leak checks then
    # find nothing.
    hides: bool = True
    # (surf, view, x, y, seat, players): a seat's little picture on the set-up page.
    seat_marker: Callable[..., None] | None = None
    # The i18n key naming set-up seat i: formatted with i and players, then t(key, n=i+1).
    seat_name: str = "player_n"
    default_seats: int | None = None  # the set-up page's first player count (else the most)
    benches: tuple[Bench, ...] = field(default_factory=tuple)
    # A state can wait for something its rules do not decide (a dexterity minigame's
    # measured result) and then offers no legal action: `outcome(state, rng)` samples a
    # plausible one without the table, for random playouts and benchmarks.
    outcome: Callable[[Any, Any], Any] | None = None
    # A game whose variants are built from its set-up options (Go-Stop's "2p+t5") names
    # more than `variants` lists: `accepts_variant(name)` says whether one is its own.
    accepts_variant: Callable[[str], bool] | None = None
    # (surf, view, rect): a picture page of the rules (a chart of the deck) drawn into
    # `rect` (level units); the rules viewer then offers it beside the text (C, a button).
    rules_chart: Callable[..., None] | None = None
    # "module:EVENTS": the game's declared event kinds (`game.core.events.EventTypes`):
    # fields, words and motion of every event its model makes. None: not declared yet.
    events: Lazy | None = None
    # The table (`TableEntry`), opened, resumed and read back the one shared way
    # (`game.ui.table_entry`): `start`, `resume` and `load_save` are bound to it (a test
    # may replace one).
    table: TableEntry | None = None
    start: Callable[..., Any] | None = None  # (app, seats, options, seed_or_code, threads=True)
    resume: Callable[..., Any] | None = None  # (app, saved data, threads=True) -> controller
    load_save: Callable[..., dict] | None = None  # (path) -> the save's data; SaveError if not

    def __post_init__(self) -> None:
        if self.table is None:
            raise ValueError(f"{self.key}: no table entry")
        for name in ("start", "resume", "load_save"):
            if getattr(self, name) is None:
                object.__setattr__(self, name, partial(Lazy(f"game.ui.table_entry:{name}"), self))

    @property
    def rules_page(self) -> tuple[str, str]:
        """The i18n keys of the rules viewer's two columns."""
        return f"rules_{self.key}_left", f"rules_{self.key}_right"

    def name(self, language: str) -> str:
        return self.name_zh if language == "zh" else self.name_en

    def knows_variant(self, name: Any) -> bool:
        """Whether `name` is one of this game's rule variants (a save names one)."""
        if name in self.variants:
            return True
        return isinstance(name, str) and self.accepts_variant is not None \
            and self.accepts_variant(name)

    def level_for(self, players: int) -> str:
        return self.levels[players]

    def default_options(self, players: int | None = None) -> dict[str, Any]:
        """Every option's default; for `players`, where an option's default depends on it."""
        return {o.key: o.default_for(players) for o in self.options}
