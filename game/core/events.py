"""Typed events: each game declares its event kinds as records, as it declares its actions.

An `EventType` says, once, everything the rest of the app needs to know about a kind of
`Event`:

- its fields: which keys the public `data` may hold, and which keys a seat's `private`
  part may hold (what only that seat learns);
- its words: the i18n key of the log's sentence (a template filled with the event's
  fields, each turned into words by the game's field formatters, and `name`, the acting
  seat's name: "{name} draws {cards}" reads right for "you" and for a name), or a
  function for the few sentences a template cannot make, or `Silent(why)` for a kind the
  log leaves out on purpose, or `Told(words, why)` for a line only the seats the event
  tells something (its private part) read, the public story saying nothing;
- its motion: what moves on the table, as steps in a small vocabulary (`Fly`, `Walk`,
  `Turn`, `Effect`, `Still`) naming the event's fields and the table's zones, so a table
  kit can animate it without a hand-written branch per kind. The steps start together
  (a step's `after` delays it), and the table holds the event until the last one ends
  (`EventType.seconds`), so the table never moves on under an animation.

`EventTypes` is a game's set of them. `check(ev)` refuses an event that is not declared,
or carries a field its type does not declare (`UndeclaredEvent`): the pacing layer
checks every event before the table sees it, and the conformance suite checks that every
declared type has words in every language and a motion.

Pure data: nothing here imports pygame or the UI; words are made by
`game.ui.event_words`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.core.protocol import Event

# -- motion: what an event moves on the table ------------------------------------------------
# A zone is named as the table's anchors are, with the event's fields in braces: "hand:{seat}"
# is the acting seat's hand, "hand:{to}" the hand of the seat in field "to", "tile:{tile}".


@dataclass(frozen=True)
class Timed:
    """A step's time: it starts `after` seconds into its event (a keyword) and lasts its
    `seconds`; the table holds the event until its last step ends."""

    after: float = field(default=0.0, kw_only=True)

    def ends(self, ev: Event) -> float:
        return self.after + self.seconds


@dataclass(frozen=True)
class Fly(Timed):
    """The pieces named by field `pieces` (one code or a list) travel from zone `src` to
    zone `dst`. `face`: "up", "down", "turn_up" (turned face up on the way), or "owner"
    (face up for the seat whose private part names them, down for everyone else)."""

    pieces: str
    src: str
    dst: str
    face: str = "up"
    seconds: float = 0.4
    stagger: float = 0.0  # each further piece leaves this much later

    def ends(self, ev: Event) -> float:
        value = ev.data.get(self.pieces)
        n = len(value) if isinstance(value, (list, tuple)) else 1
        return super().ends(ev) + self.stagger * max(0, n - 1)


@dataclass(frozen=True)
class Walk(Timed):
    """The pawns named by field `pawns` ("seat": the acting seat's) move from the zone
    in `src` to the zone in `dst`; `flown` lifts them off the board on the way."""

    pawns: str
    src: str
    dst: str
    flown: bool = False
    seconds: float = 0.3


@dataclass(frozen=True)
class Turn(Timed):
    """The pieces named by field `pieces` turn in place to their side `to` (a tile
    flooding, a card shown)."""

    pieces: str
    to: str
    seconds: float = 0.3


@dataclass(frozen=True)
class Effect(Timed):
    """A view of the game's own (a splash over the board, a banner, a shudder), played by
    the table under `name`; the table holds the event `seconds`, and the view may stay
    up longer, over what follows (`lasts`, by default as long as the hold)."""

    name: str
    seconds: float = 0.5
    lasts: float | None = None


@dataclass(frozen=True)
class Still(Timed):
    """Nothing moves: the table holds the event this long so it can be read (a pass, a
    bid said aloud). Declared, so a kind nobody animates is a choice, not a gap."""

    seconds: float = 0.3


Step = Fly | Walk | Turn | Effect | Still


@dataclass(frozen=True)
class Silent:
    """The log says nothing of this kind, for the reason given (another line tells it,
    or it is bookkeeping a person never needs)."""

    why: str


# (event, name_of) -> the sentence, for a kind whose words a template cannot make.
WordsFn = Callable[[Event, Callable[[int], str]], str]


@dataclass(frozen=True)
class Told:
    """Words only the seats an event tells something read: `words` (a key or a function)
    for a viewer whose private part is in the event (a function may still say nothing of
    a part the log leaves out); nothing for everyone else, for the reason `why` (the
    public story must not show that a secret power acted)."""

    words: str | WordsFn
    why: str


@dataclass(frozen=True)
class EventType:
    kind: str
    words: str | WordsFn | Silent | Told
    motion: tuple[Step, ...]
    public: tuple[str, ...] = ()  # keys `data` may hold
    private: tuple[str, ...] = ()  # keys a seat's private part may hold
    sound: str = ""  # the sound the table plays as it shows the event ("" for none)
    # Cards shown before it may be out of sight again after it (a discard pile shuffled
    # back into the deck): the playout check reads the state after an action's events.
    hides_again: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.motion, tuple):  # a single step declared alone
            object.__setattr__(self, "motion", (self.motion,))

    def seconds(self, ev: Event) -> float:
        """How long (at speed 1) the table holds `ev`: until its last step ends."""
        return max((step.ends(ev) for step in self.motion), default=0.0)


class UndeclaredEvent(AssertionError):
    """An event the game never declared, or with a field its type does not declare:
    a bug in the game, found before a table shows it."""


# A field formatter: (the field's value, name_of) -> words for the template.
Format = Callable[[Any, Callable[[int], str]], str]


@dataclass
class EventTypes:
    """A game's declared event kinds, and how its fields read in words (`formats`, by
    field name, used by every template that names the field)."""

    @property
    def hides_again(self) -> frozenset[str]:
        """The kinds that put shown cards out of sight again (`EventType.hides_again`)."""
        return frozenset(et.kind for et in self if et.hides_again)

    types: Iterable[EventType]
    formats: Mapping[str, Format] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.by_kind: dict[str, EventType] = {}
        for et in self.types:
            if et.kind in self.by_kind:
                raise ValueError(f"event kind {et.kind!r} declared twice")
            self.by_kind[et.kind] = et

    def __contains__(self, kind: str) -> bool:
        return kind in self.by_kind

    def __iter__(self):
        return iter(self.by_kind.values())

    def get(self, kind: str) -> EventType:
        try:
            return self.by_kind[kind]
        except KeyError:
            raise UndeclaredEvent(f"event kind {kind!r} is not declared") from None

    def check(self, ev: Event) -> EventType:
        """The event's type; raises `UndeclaredEvent` for an undeclared kind or field."""
        et = self.get(ev.kind)
        extra = set(ev.data) - set(et.public)
        if extra:
            raise UndeclaredEvent(f"event {ev.kind!r} carries undeclared public "
                                  f"field(s) {sorted(extra)}")
        for seat, part in ev.private.items():
            extra = set(part) - set(et.private)
            if extra:
                raise UndeclaredEvent(f"event {ev.kind!r} tells seat {seat} undeclared "
                                      f"private field(s) {sorted(extra)}")
        return et
