"""The table kit's motion: a declared event's steps (`game.core.events`) played on a table.

`Motion.begin(ev)` reads where the pieces that leave stand before the event reaches the
board, `Motion.land(ev)` (once the board shows the event's outcome) sets them off: cards
flying from zone to zone (turning over, fading as they arrive), pawns walking or flying,
pieces turning in place, a game's own effects. A table gives the kit three things:

- `zone_box(zone, piece)`: where `piece` stands in the zone named (level units), e.g.
  "hand:2" and a card's code, "tile:a3"; None when it is nowhere to be seen;
- `piece_picture(flight, face_up, px)`: the picture of a flying piece, `px` wide;
- its own drawing of turns and effects, asking `turn_of(piece)`, `effect(name)` and
  `effects_of(name)` (an effect may stay up past its event's hold: `Effect.lasts`).

Optionally it is told of each effect as an event raises it, before the pieces set off
(`raised`: an effect that leaves something on the table, where they may land).

A piece in flight is not drawn where it lands until it arrives (`hidden(zone)`). The
motion runs at the table's speed and plays out in exactly the event's declared hold
(`EventType.seconds`); once it has played, `active()` is False and the table may sleep.
Nothing here knows a game.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

import pygame

from game.core.events import Effect, EventTypes, Fly, Turn, Walk
from game.core.protocol import Event

Box = tuple[float, float, float, float]  # x, y, w, h in level units
ARC = 40.0  # how high a flying card's path bows (level units)
HOP = 40.0  # how high a flown pawn's path bows
TURN_SHARE = 0.6  # a card turned on the way is face up after this part of its flight
FADE_FROM = 0.6  # a fading card starts to dissolve after this part of its flight


class Table(Protocol):
    def zone_box(self, zone: str, piece: Any) -> Box | pygame.Rect | None: ...

    def piece_picture(self, flight: Flight, face_up: bool, px: int) -> pygame.Surface: ...


def ease(p: float) -> float:
    p = min(1.0, max(0.0, p))
    return p * p * (3 - 2 * p)


def lerp(a: float, b: float, p: float) -> float:
    return a + (b - a) * p


def as_box(r: Box | pygame.Rect) -> Box:
    return (r.x, r.y, r.w, r.h) if isinstance(r, pygame.Rect) else tuple(r)


def zone_of(template: str, ev: Event) -> str:
    """A step's zone with the event's fields filled in: "hand:{to}" -> "hand:2"."""
    return template.format(seat=ev.seat, **ev.data)


def pieces_of(field: str, ev: Event) -> list:
    if field == "seat":
        return [ev.seat]
    value = ev.data.get(field)
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


class Clock:
    """Something playing for `dur` seconds once `delay` has passed, `t` seconds since it
    was set off (the dataclasses below give the three)."""

    dur: float
    delay: float
    t: float

    @property
    def started(self) -> bool:
        return self.t >= self.delay

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.dur

    @property
    def left(self) -> float:
        return self.delay + self.dur - self.t

    @property
    def progress(self) -> float:
        return min(1.0, max(0.0, (self.t - self.delay) / self.dur))

    @property
    def seconds(self) -> float | None:
        """Seconds into it once begun, else None."""
        return self.t - self.delay if self.started else None


@dataclass
class Flight(Clock):
    """A piece on its way from zone `src` to zone `lands`, from `start` to `end` in
    `dur` seconds after `delay`. `face`: "up", "down", "turn_up" (turned over on the
    way); `fade`: it dissolves as it arrives (it stays nowhere)."""

    piece: Any
    src: str
    lands: str
    start: Box
    end: Box
    dur: float
    delay: float = 0.0
    face: str = "up"
    fade: bool = False
    t: float = 0.0


@dataclass
class Walking(Clock):
    """A pawn on its way from `start` (the centre of where it left); `hop` is how high its
    path bows (flown)."""

    start: tuple[float, float]
    dur: float
    hop: float = 0.0
    delay: float = 0.0
    t: float = 0.0


@dataclass
class Turning(Clock):
    """A piece turning in place to its side `to`, after `delay`."""

    to: str
    dur: float
    delay: float = 0.0
    t: float = 0.0


@dataclass
class Playing(Clock):
    """A game's own effect under way: the event that raised it, how long it stays up."""

    ev: Event
    dur: float
    delay: float = 0.0
    t: float = 0.0


class Motion:
    """What the shown events are playing now on one table."""

    def __init__(self, types: EventTypes, table: Table,
                 fades: Callable[[Flight], bool] = lambda f: False, sounds=None,
                 raised: Callable[[str, Event], None] | None = None, *,
                 on_land: Callable[[Flight], None] | None = None,
                 easing: Callable[[float], float] = ease, arc: float = ARC) -> None:
        """`raised(name, ev)`: told of each effect an event raises as it lands, before its
        pieces set off (an effect that leaves something on the table, where they land).
        `on_land(flight)`: told of each piece as it arrives (a table keeping its own copy of
        what it has shown adds it there). `easing` and `arc`: how a flying piece moves (the
        part of its way done at a part of its time; how high its path bows)."""
        self.types, self.table, self.fades, self.sounds = types, table, fades, sounds
        self.raised = raised
        self.on_land, self.easing, self.arc = on_land, easing, arc
        self._starts: dict[tuple[int, Any], Box | None] = {}
        self.clear()

    def clear(self) -> None:
        self.flights: list[Flight] = []
        self.walks: dict[Any, Walking] = {}
        self.turns: dict[Any, Turning] = {}
        self.effects: dict[str, list[Playing]] = {}  # by name, oldest first

    # -- playing an event ---------------------------------------------------------------------
    def begin(self, ev: Event) -> None:
        """Before the board shows `ev`: where each piece it moves stands now."""
        self._starts = {}
        for i, step in enumerate(self.types.get(ev.kind).motion):
            if isinstance(step, (Fly, Walk)):
                src = zone_of(step.src, ev)
                for piece in pieces_of(step.pieces if isinstance(step, Fly) else step.pawns,
                                       ev):
                    box = self.table.zone_box(src, piece)
                    self._starts[i, piece] = None if box is None else as_box(box)

    def land(self, ev: Event) -> None:
        """The board shows `ev`'s outcome: set its steps off, all at once, with its sound."""
        et = self.types.get(ev.kind)
        if et.sound and self.sounds is not None:
            self.sounds.play(et.sound)
        if self.raised is not None:
            for step in et.motion:
                if isinstance(step, Effect):
                    self.raised(step.name, ev)
        for i, step in enumerate(et.motion):
            if isinstance(step, Fly):
                self._fly(i, step, ev)
            elif isinstance(step, Walk):
                for pawn in pieces_of(step.pawns, ev):
                    start = self._starts.get((i, pawn))
                    if start is not None:
                        self.walk(pawn, (start[0] + start[2] / 2, start[1] + start[3] / 2),
                                  step.seconds, step.flown, step.after)
            elif isinstance(step, Turn):
                for piece in pieces_of(step.pieces, ev):
                    self.turns[piece] = Turning(step.to, step.seconds, step.after)
            elif isinstance(step, Effect):
                if step.ends(ev) < step.after + step.seconds:
                    continue  # its declaration leaves it out for this event's fields
                lasts = step.seconds if step.lasts is None else step.lasts
                self.effects.setdefault(step.name, []).append(Playing(ev, lasts, step.after))

    def _fly(self, i: int, step: Fly, ev: Event) -> None:
        src, dst = zone_of(step.src, ev), zone_of(step.dst, ev)
        for k, piece in enumerate(pieces_of(step.pieces, ev)):
            start, end = self._starts.get((i, piece)), self.table.zone_box(dst, piece)
            if start is None or end is None:
                continue  # not to be seen (a count, a card already gone)
            flight = Flight(piece, src, dst, start, as_box(end), step.seconds,
                            step.after + k * step.stagger, step.face)
            flight.fade = self.fades(flight)
            self.flights.append(flight)

    def walk(self, pawn: Any, start: tuple[float, float], seconds: float,
             flown: bool = False, after: float = 0.0) -> None:
        self.walks[pawn] = Walking(start, seconds, HOP if flown else 0.0, after)

    # -- time ---------------------------------------------------------------------------------
    def update(self, dt: float, effects_dt: float | None = None) -> None:
        """`dt` already at the table's speed; `effects_dt`, when given, is the time the
        game's own effects move on instead (kept readable while the pieces race)."""
        for flight in self.flights:
            flight.t += dt
        landed = [f for f in self.flights if f.done]
        self.flights = [f for f in self.flights if not f.done]
        if self.on_land is not None:
            for flight in landed:  # in the order they set off
                self.on_land(flight)
        for table in (self.walks, self.turns):
            for key, item in list(table.items()):
                item.t += dt
                if item.done:
                    del table[key]
        for name, playing in list(self.effects.items()):
            for item in playing:
                item.t += dt if effects_dt is None else effects_dt
            playing[:] = [item for item in playing if not item.done]
            if not playing:
                del self.effects[name]

    def active(self) -> bool:
        return bool(self.flights or self.walks or self.turns or self.effects)

    def remaining(self) -> float:
        """Seconds (at speed 1) until everything playing now has played."""
        effects = [x for playing in self.effects.values() for x in playing]
        return max((x.left for x in (*self.flights, *self.walks.values(),
                                     *self.turns.values(), *effects)), default=0.0)

    # -- what the table asks while drawing ----------------------------------------------------
    def hidden(self, zone: str) -> set:
        """The pieces still on their way to `zone`: not drawn there yet."""
        return {f.piece for f in self.flights if f.lands == zone}

    def turn_of(self, piece: Any) -> Turning | None:
        return self.turns.get(piece)

    def effect(self, name: str) -> Playing | None:
        """The latest effect of that name still up, or None."""
        playing = self.effects.get(name)
        return playing[-1] if playing else None

    def effects_of(self, name: str) -> list[Playing]:
        """Every effect of that name still up, oldest first (several raised by one action)."""
        return list(self.effects.get(name, ()))

    def pawn_box(self, pawn: Any, box: pygame.Rect) -> Box:
        """Where a walking pawn is drawn on its way to `box` (its place at the end)."""
        walk = self.walks.get(pawn)
        if walk is None:
            return box.x, box.y, box.w, box.h
        p = ease(walk.progress)
        cx = lerp(walk.start[0], box.centerx, p)
        cy = lerp(walk.start[1], box.centery, p) - walk.hop * math.sin(math.pi * p)
        grow = 1 + 0.25 * math.sin(math.pi * p) * (walk.hop > 0)  # nearer the eye, flying
        w = box.w * grow
        return cx - w / 2, cy - w / 2, w, w

    def draw_flights(self, surf: pygame.Surface, view) -> None:
        for flight in self.flights:
            self.draw_flight(surf, view, flight)

    def draw_flight(self, surf: pygame.Surface, view, f: Flight) -> None:
        if f.t < f.delay:
            return  # still where it was
        p = f.progress
        e = self.easing(p)
        x = lerp(f.start[0], f.end[0], e)
        y = lerp(f.start[1], f.end[1], e) - self.arc * math.sin(math.pi * p)
        w = lerp(f.start[2], f.end[2], e)
        h = lerp(f.start[3], f.end[3], e)
        px = view.len(max(f.start[2], f.end[2]))  # one picture size: the caches stay warm
        squeeze, face_up = 1.0, f.face != "down"
        if f.face == "turn_up":  # turned over during the first part of the way
            q = min(1.0, p / TURN_SHARE)
            squeeze, face_up = abs(math.cos(math.pi * q)), q >= 0.5
        img = scaled(self.table.piece_picture(f, face_up, px),
                     round(view.len(w) * max(0.04, squeeze)), view.len(h))
        if f.fade and p > FADE_FROM:
            img = img.copy()  # never fade a cached picture
            img.set_alpha(round(255 * (1 - p) / (1 - FADE_FROM)))
        surf.blit(img, img.get_rect(center=view.pt(x + w / 2, y + h / 2)))


def scaled(img: pygame.Surface, w: int, h: int) -> pygame.Surface:
    if img.get_size() == (w, h):
        return img
    return pygame.transform.smoothscale(img, (max(1, w), max(1, h)))
