"""The Forbidden Island board's animations, each played in the time the table holds its
event (`timing.py`) and at the table's speed: treasure cards flying from the deck into
a hand (turning face up on the way) or from a hand to another or to the discard, flood
cards turning over on their way to the tile they name, a tile flipping to its flooded
side (or back, shored up), a tile going under with ripples, pawns walking or flying,
and "Waters Rise!" over the board while the meter rises.

Positions are level units; `Motion` keeps what plays now and says what it hides (a card
still in flight is not yet in the hand it flies to). Nothing here runs once everything
has played: `active()` is then False and the table may sleep.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.games.forbidden_island import art
from game.games.forbidden_island.timing import FLIP, SINK, SPLASH
from game.ui import fonts
from game.ui.i18n import t
from game.ui.widgets import GOLD, draw_panel, fit_text_size

Box = tuple[float, float, float, float]  # x, y, w, h in level units
RISE = (0.15, 0.85)  # the meter's rise, as parts of the splash
POP = 0.18  # seconds the splash's word takes to swell to full size
FADE = 0.25  # seconds it takes to fade at the end
ARC = 40.0  # how high a flying card's path bows (level units)


def ease(p: float) -> float:
    p = min(1.0, max(0.0, p))
    return p * p * (3 - 2 * p)


def lerp(a: float, b: float, p: float) -> float:
    return a + (b - a) * p


@dataclass
class Flight:
    """A card on its way: a treasure card (`face` its code) or a flood card (`face` its
    tile), from `start` to `end` in `dur` seconds after `delay`; `lands` names what it
    is hidden from until it lands (("hand", seat), ("discard",)); `turn`: leaves its
    deck face down and turns over on the way; `fade`: dissolves as it arrives."""

    face: str
    flood: bool
    start: Box
    end: Box
    dur: float
    delay: float = 0.0
    lands: tuple = ()
    turn: bool = False
    fade: bool = False
    t: float = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.dur

    @property
    def progress(self) -> float:
        return min(1.0, max(0.0, (self.t - self.delay) / self.dur))


@dataclass
class TileTurn:
    """A tile changing: "flood" (dry to flooded), "shore" (flooded to dry) or "sink",
    once the flood card that does it has arrived (`delay`)."""

    kind: str
    delay: float = 0.0
    t: float = 0.0

    @property
    def dur(self) -> float:
        return SINK if self.kind == "sink" else FLIP

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.dur


@dataclass
class Walk:
    """A pawn on its way from `start` (the centre of the tile it left); `hop` is how high
    its path bows (a flight)."""

    start: tuple[float, float]
    dur: float
    hop: float = 0.0
    t: float = 0.0


class Motion:
    def __init__(self) -> None:
        self.clear()

    def clear(self) -> None:
        self.flights: list[Flight] = []
        self.tiles: dict[str, TileTurn] = {}
        self.walks: dict[int, Walk] = {}
        self.splash: float | None = None  # seconds into "Waters Rise!"
        self.rise: tuple[int, int] = (0, 0)  # the meter from, to during the splash

    def active(self) -> bool:
        return bool(self.flights or self.tiles or self.walks) or self.splash is not None

    def update(self, dt: float) -> None:
        """`dt` already at the table's speed."""
        for flight in self.flights:
            flight.t += dt
        self.flights = [f for f in self.flights if not f.done]
        for tile, turn in list(self.tiles.items()):
            turn.t += dt
            if turn.done:
                del self.tiles[tile]
        for seat, walk in list(self.walks.items()):
            walk.t += dt
            if walk.t >= walk.dur:
                del self.walks[seat]
        if self.splash is not None:
            self.splash += dt
            if self.splash >= SPLASH:
                self.splash = None

    def remaining(self) -> float:
        """Seconds (at speed 1) until everything playing now has played."""
        left = [f.delay + f.dur - f.t for f in self.flights]
        left += [turn.delay + turn.dur - turn.t for turn in self.tiles.values()]
        left += [walk.dur - walk.t for walk in self.walks.values()]
        if self.splash is not None:
            left.append(SPLASH - self.splash)
        return max(left, default=0.0)

    def hidden(self, lands: tuple) -> set[str]:
        """The cards still on their way to `lands`: not drawn there yet."""
        return {f.face for f in self.flights if f.lands == lands}

    def water(self, shown: int) -> float:
        """The meter's level now (between marks while it rises)."""
        if self.splash is None:
            return shown
        old, new = self.rise
        p = (self.splash / SPLASH - RISE[0]) / (RISE[1] - RISE[0])
        return lerp(old, new, ease(p))

    def pawn_box(self, seat: int, box: pygame.Rect) -> Box:
        """Where a walking pawn is drawn on its way to `box` (its place on the tile)."""
        walk = self.walks.get(seat)
        if walk is None:
            return box.x, box.y, box.w, box.h
        p = ease(walk.t / walk.dur)
        cx = lerp(walk.start[0], box.centerx, p)
        cy = lerp(walk.start[1], box.centery, p) - walk.hop * math.sin(math.pi * p)
        grow = 1 + 0.25 * math.sin(math.pi * p) * (walk.hop > 0)  # nearer the eye, flying
        w = box.w * grow
        return cx - w / 2, cy - w / 2, w, w


# -- drawing -------------------------------------------------------------------------------
def _scaled(img: pygame.Surface, w: int, h: int) -> pygame.Surface:
    if img.get_size() == (w, h):
        return img
    return pygame.transform.smoothscale(img, (max(1, w), max(1, h)))


def draw_flight(surf: pygame.Surface, view, f: Flight) -> None:
    if f.t < f.delay:
        return  # still in its deck
    p = f.progress
    e = ease(p)
    x = lerp(f.start[0], f.end[0], e)
    y = lerp(f.start[1], f.end[1], e) - ARC * math.sin(math.pi * p)
    w = lerp(f.start[2], f.end[2], e)
    h = lerp(f.start[3], f.end[3], e)
    px = view.len(max(f.start[2], f.end[2]))  # one picture size: the caches stay warm
    squeeze, face_up = 1.0, True
    if f.turn:  # turned over during the first part of the way
        q = min(1.0, p / 0.6)
        squeeze, face_up = abs(math.cos(math.pi * q)), q >= 0.5
    if face_up:
        img = art.flood_face(f.face, px) if f.flood else art.card_picture(f.face, px)
    else:
        img = art.card_back("flood" if f.flood else "treasure", px)
    img = _scaled(img, round(view.len(w) * max(0.04, squeeze)), view.len(h))
    if f.fade and p > 0.6:
        img = img.copy()
        img.set_alpha(round(255 * (1 - p) / 0.4))
    surf.blit(img, img.get_rect(center=view.pt(x + w / 2, y + h / 2)))


def draw_tile_turn(surf: pygame.Surface, view, box: pygame.Rect, turn: TileTurn,
                   face: Callable[[bool], pygame.Surface]) -> bool:
    """A changing tile drawn at `box` (level units), `face(flooded)` its picture with
    its name; True while it is still as it was (its flood card on the way)."""
    px = view.rect(box)
    before_flooded = turn.kind != "flood"
    if turn.t < turn.delay:
        surf.blit(face(before_flooded), px)
        return True
    p = min(1.0, (turn.t - turn.delay) / turn.dur)
    if turn.kind == "sink":
        _ripples(surf, view, box, p)
        k = 1 - 0.45 * ease(p)
        img = pygame.transform.rotozoom(face(True), 6 * p, k)
        img.set_alpha(round(255 * (1 - p) ** 1.3))
        surf.blit(img, img.get_rect(center=(px.centerx, px.centery + view.len(12 * p))))
        return False
    flooded = (p >= 0.5) != before_flooded
    squeeze = abs(math.cos(math.pi * p))
    img = _scaled(face(flooded), round(px.w * max(0.04, squeeze)), px.h)
    lift = view.len(6 * math.sin(math.pi * p))  # the tile rises a little as it turns
    surf.blit(img, img.get_rect(center=(px.centerx, px.centery - lift)))
    return p >= 1.0


def _ripples(surf: pygame.Surface, view, box: pygame.Rect, p: float) -> None:
    """Rings of water spreading from a sinking tile, one after another."""
    r_max = view.len(box.w * 0.85)
    layer = pygame.Surface((2 * r_max + 4, 2 * r_max + 4), pygame.SRCALPHA)
    c = (r_max + 2, r_max + 2)
    for i in range(3):
        q = p * 1.35 - i * 0.2
        if 0 < q < 1:
            radius = max(2, round(r_max * (0.3 + 0.7 * q)))
            alpha = round(210 * (1 - q))
            pygame.draw.circle(layer, (210, 236, 255, alpha), c, radius, max(2, view.len(3)))
    surf.blit(layer, layer.get_rect(center=view.pt(*box.center)))


def draw_splash(surf: pygame.Surface, view, board: pygame.Rect, motion: Motion,
                level_line: str) -> None:
    """"Waters Rise!" big across the board: a band of deep water with moving crests,
    the word swelling in, the new level under it; all fading at the end."""
    if motion.splash is None:
        return
    s = motion.splash
    alpha = 1.0 if s < SPLASH - FADE else max(0.0, (SPLASH - s) / FADE)
    # The sea rises over the island's foot and falls back.
    wash_h = board.h * 0.32 * math.sin(math.pi * min(1.0, s / SPLASH))
    if wash_h > 4:
        _wash(surf, view, board, wash_h, s, alpha)
    band = pygame.Rect(board.x - 10, board.centery - 78, board.w + 20, 156)
    draw_panel(surf, view, band, (6, 28, 60, round(238 * alpha)), 22,
               border=(140, 200, 255, round(200 * alpha)), border_w=2)
    crest = (200, 232, 255, round(230 * alpha))
    layer = pygame.Surface(view.rect(band).size, pygame.SRCALPHA)
    for edge in (14, band.h - 14):
        pts = [(view.len(band.w * i / 40),
                view.len(edge + 5 * math.sin(i * 0.7 + s * 9))) for i in range(41)]
        pygame.draw.lines(layer, crest, False, pts, max(2, view.len(3)))
    surf.blit(layer, view.rect(band))
    word = t("fi_waters_rise")
    size = fit_text_size(word, 64, band.w - 60, view, bold=True)
    pop = 0.7 + 0.3 * ease(s / POP)
    img = fonts.render(word, view.len(size), (255, 255, 255), True)
    glow = fonts.render(word, view.len(size), (30, 110, 200), True)
    w, h = round(img.get_width() * pop), round(img.get_height() * pop)
    centre = view.pt(band.centerx, band.centery - 14)
    for layer_img, off in ((glow, view.len(3)), (img, 0)):
        _blit_faded(surf, _scaled(layer_img, w, h), (centre[0] + off, centre[1] + off), alpha)
    if s > POP:  # the new level, once the word is up
        line_size = fit_text_size(level_line, 20, band.w - 60, view, bold=True)
        line = fonts.render(level_line, view.len(line_size), GOLD, True)
        _blit_faded(surf, line, view.pt(band.centerx, band.bottom - 36), alpha)


def _wash(surf: pygame.Surface, view, board: pygame.Rect, height: float, s: float,
          alpha: float) -> None:
    """The sea climbing up the board: a translucent body under a moving wavy crest."""
    px = view.rect(board)
    layer = pygame.Surface(px.size, pygame.SRCALPHA)
    top = px.h - view.len(height)
    crest = [(px.w * i / 48, top + view.len(6) * math.sin(i * 0.6 - s * 7)) for i in range(49)]
    pygame.draw.polygon(layer, (40, 120, 200, round(80 * alpha)),
                        crest + [(px.w, px.h), (0, px.h)])
    pygame.draw.lines(layer, (210, 236, 255, round(170 * alpha)), False, crest,
                      max(2, view.len(2.5)))
    surf.blit(layer, px)


def _blit_faded(surf: pygame.Surface, img: pygame.Surface, centre, alpha: float) -> None:
    if alpha < 1:
        img = img.copy()  # never fade a cached picture
        img.set_alpha(round(255 * alpha))
    surf.blit(img, img.get_rect(center=centre))
