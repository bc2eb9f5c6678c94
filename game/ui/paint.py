"""Drawing primitives for procedural table art, and one bounded cache of finished surfaces.

The recipe every game's art follows: draw a piece once on a supersampled `Canvas`
(shapes at k times the size, text queued and added after the smooth downscale so it
stays crisp), keep the result in the shared cache under a key naming everything that
was drawn and its pixel size, and blit it every frame. Shapes here work in whatever
pixels the surface they get has; `px_rect` turns a level-unit rect into window pixels.

Nothing in here knows any game: pictures of a particular game live in its package.
"""

from __future__ import annotations

import math
import random
import sys
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from functools import lru_cache
from typing import TypeVar

import pygame

from game.ui import fonts
from game.ui.layout import View

Color = tuple[int, ...]
Point = tuple[float, float]
T = TypeVar("T")

# A canvas starts transparent warm dark: smooth-scaled edges fringe brown, not grey.
CANVAS_CLEAR = (40, 28, 18, 0)
_LITTLE_ENDIAN = sys.byteorder == "little"

# -- the surface cache -----------------------------------------------------------
CACHE_MAX = 500  # entries; the least recently used one goes first
_cache: OrderedDict[Hashable, object] = OrderedDict()


def cached(key: Hashable, make: Callable[[], T]) -> T:
    """`make()`'s value, computed once per `key` and kept in a bounded LRU cache.

    The key must name everything the picture shows and its pixel size (a resize or a
    language change is then just another key). The cache is shared by every game:
    start keys with a name of your own, e.g. ("mygame", "token", size, ...)."""
    hit = _cache.get(key)
    if hit is not None:
        _cache.move_to_end(key)
        return hit  # type: ignore[return-value]
    value = make()
    _cache[key] = value
    if len(_cache) > CACHE_MAX:
        _cache.popitem(last=False)
    return value


def clear_cache() -> None:
    """Forget every cached surface (to free memory, or after pygame.quit)."""
    _cache.clear()


def cache_size() -> int:
    """How many values the cache holds now (never more than CACHE_MAX)."""
    return len(_cache)


# -- colours -------------------------------------------------------------------------
def mix(a: Color, b: Color, t: float) -> tuple[int, ...]:
    """The colour a fraction `t` (clamped to 0..1) of the way from `a` to `b`."""
    t = max(0.0, min(1.0, t))
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(min(len(a), len(b))))


def shade(c: Color, f: float) -> tuple[int, ...]:
    """f < 1 darkens towards black, f > 1 lightens towards white (alpha kept)."""
    rgb = mix(c[:3], (0, 0, 0), 1 - f) if f < 1 else mix(c[:3], (255, 255, 255), f - 1)
    return (*rgb, *c[3:])


def with_alpha(c: Color, a: int) -> tuple[int, int, int, int]:
    """`c`'s RGB with alpha `a`."""
    return (c[0], c[1], c[2], a)


# -- sizes -----------------------------------------------------------------------------
def supersample(px: int) -> int:
    """Supersampling factor for a piece `px` pixels across: small things need more of
    it to look smooth."""
    return 4 if px < 48 else 3 if px < 140 else 2


def px_rect(view: View, rect) -> pygame.Rect:
    """A level-unit rect (Rect, FRect or 4 numbers) as window pixels, kept float-exact."""
    x, y, w, h = rect
    x0, y0 = view.pt(x, y)
    x1, y1 = view.pt(x + w, y + h)
    return pygame.Rect(x0, y0, max(1, x1 - x0), max(1, y1 - y0))


# -- the canvas ------------------------------------------------------------------------
class Canvas:
    """A supersampled drawing surface. Shapes are drawn at k times the size in "big"
    pixels (`big`, `W` x `H`) and smooth-scaled down in `finish`; text is queued and
    drawn after the scaling at the final pixel size so it stays sharp."""

    def __init__(self, w: int, h: int, k: int | None = None) -> None:
        self.w, self.h = max(1, int(w)), max(1, int(h))
        self.k = k or supersample(min(self.w, self.h))
        self.big = pygame.Surface((self.w * self.k, self.h * self.k), pygame.SRCALPHA)
        self.big.fill(CANVAS_CLEAR)
        self.W, self.H = self.big.get_size()
        self._texts: list[tuple] = []

    def text(self, text: str, pos: Point, size: float, color: Color,
             bold: bool = True, anchor: str = "center", pad: bool = False,
             outline: Color | None = None) -> None:
        """Queue text at a big-pixel position with a big-pixel font size."""
        self._texts.append((text, pos, size, color, bold, anchor, pad, outline))

    def finish(self) -> pygame.Surface:
        """The picture at its final size, queued text drawn on it."""
        out = pygame.transform.smoothscale(self.big, (self.w, self.h))
        for text, (x, y), size, color, bold, anchor, pad, outline in self._texts:
            px = max(6, round(size / self.k))
            img = fonts.render(text, px, color, bold, pad)
            r = img.get_rect()
            setattr(r, anchor, (round(x / self.k), round(y / self.k)))
            if outline is not None:
                ring = fonts.render(text, px, outline, bold, pad)
                d = max(1, px // 12)
                for dx, dy in ((-d, 0), (d, 0), (0, -d), (0, d), (-d, -d), (d, d), (-d, d),
                               (d, -d)):
                    out.blit(ring, r.move(dx, dy))
            out.blit(img, r)
        return out


# -- shapes ----------------------------------------------------------------------------
def circle(s: pygame.Surface, color: Color, c: Point, r: float, width: int = 0) -> None:
    """A disc (or a ring `width` wide) at float coordinates; nothing below r = 0.5."""
    if r >= 0.5:
        pygame.draw.circle(s, color, (round(c[0]), round(c[1])), round(r), width)


def radial_disc(s: pygame.Surface, c: Point, r: float, outer: Color, inner: Color,
                steps: int = 24, inner_at: float = 0.0) -> None:
    """A filled disc shading from `outer` at the rim to `inner` at `inner_at * r`."""
    for i in range(steps):
        t = i / (steps - 1)
        rr = r * (1 - t * (1 - inner_at))
        circle(s, mix(outer, inner, t), c, rr)


def rounded_rect(s: pygame.Surface, color: Color, rect, radius: float, width: int = 0) -> None:
    """A rectangle with rounded corners (filled, or an outline `width` wide)."""
    pygame.draw.rect(s, color, pygame.Rect(rect), width, border_radius=max(0, round(radius)))


def vertical_gradient(size: tuple[int, int], top: Color, bottom: Color) -> pygame.Surface:
    """A vertical gradient the size of `size` (fast: one cached column stretched)."""
    h = max(2, size[1])
    col = _gradient_column(h, tuple(top), tuple(bottom))
    return pygame.transform.scale(col, (max(1, size[0]), h))


@lru_cache(maxsize=256)
def _gradient_column(h: int, top: Color, bottom: Color) -> pygame.Surface:
    """A 1 x h column from `top` to `bottom`: row y is `mix(top, bottom, y / (h - 1))`
    (alpha 255 when a colour has none), written as bytes a channel at a time instead of
    a pixel at a time. Never drawn on: `vertical_gradient` stretches a copy."""
    col = pygame.Surface((1, h), pygame.SRCALPHA)
    n = min(len(top), len(bottom))
    steps = [y / (h - 1) for y in range(h)]
    data = bytearray(col.get_pitch() * h)
    pitch = col.get_pitch()
    for channel, shift in enumerate(col.get_shifts()):
        offset = shift // 8 if _LITTLE_ENDIAN else 3 - shift // 8
        if channel < n:
            a, d = top[channel], bottom[channel] - top[channel]
            values = bytes(map(round, [a + d * t for t in steps]))
        else:
            values = b"\xff" * h
        data[offset::pitch] = values
    col.get_buffer().write(bytes(data), 0)
    return col


def masked(fill: pygame.Surface, mask_draw: Callable[[pygame.Surface], None]) -> pygame.Surface:
    """`fill` cut to the white shape `mask_draw` paints (alpha-multiplied)."""
    mask = pygame.Surface(fill.get_size(), pygame.SRCALPHA)
    mask_draw(mask)
    out = fill.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def gradient_rounded_rect(s: pygame.Surface, rect, radius: float, top: Color,
                          bottom: Color) -> None:
    """A rounded rectangle filled with a vertical gradient from `top` to `bottom`."""
    r = pygame.Rect(rect)
    g = vertical_gradient(r.size, top, bottom)
    shape = masked(g, lambda m: rounded_rect(m, (255, 255, 255, 255), m.get_rect(), radius))
    s.blit(shape, r.topleft)


def rounded_mask(size: tuple[int, int], radius: float) -> pygame.Surface:
    """An opaque white rounded rectangle filling a transparent surface of `size`: the
    silhouette a rounded piece casts its shadow with."""
    m = pygame.Surface(size, pygame.SRCALPHA)
    rounded_rect(m, (255, 255, 255, 255), m.get_rect(), radius)
    return m


def blob(cx: float, cy: float, rx: float, ry: float, rnd: random.Random, wobble: float = 0.08,
         n: int = 40, rot: float = 0.0) -> list[Point]:
    """An organic closed outline: an ellipse whose radius breathes with a few random
    low-frequency waves (the hand-painted look)."""
    waves = [(rnd.randint(2, 5), rnd.uniform(0, math.tau), rnd.uniform(0.3, 1.0))
             for _ in range(3)]
    norm = sum(a for _, _, a in waves)
    pts = []
    cr, sr = math.cos(rot), math.sin(rot)
    for i in range(n):
        a = i / n * math.tau
        k = 1 + wobble * sum(amp * math.sin(f * a + ph) for f, ph, amp in waves) / norm
        x, y = rx * k * math.cos(a), ry * k * math.sin(a)
        pts.append((cx + x * cr - y * sr, cy + x * sr + y * cr))
    return pts


def polygon(s: pygame.Surface, color: Color, pts: list[Point], width: int = 0) -> None:
    """A filled polygon (or its outline); nothing for fewer than three points."""
    if len(pts) >= 3:
        pygame.draw.polygon(s, color, pts, width)


def polar(c: Point, r: float, a: float) -> Point:
    """The point at distance `r` and angle `a` (radians, screen y down) from `c`."""
    return (c[0] + r * math.cos(a), c[1] + r * math.sin(a))


def arc_points(c: Point, r: float, a0: float, a1: float, n: int = 16, ry: float | None = None,
               rot: float = 0.0) -> list[Point]:
    """`n + 1` points along an arc from angle a0 to a1 (radians, y down): circular, or
    elliptic with `ry`, the ellipse turned by `rot`."""
    if ry is None and rot == 0.0:
        return [polar(c, r, a0 + (a1 - a0) * i / n) for i in range(n + 1)]
    ry = r if ry is None else ry
    cr, sr = math.cos(rot), math.sin(rot)
    pts = []
    for i in range(n + 1):
        a = a0 + (a1 - a0) * i / n
        x, y = r * math.cos(a), ry * math.sin(a)
        pts.append((c[0] + x * cr - y * sr, c[1] + x * sr + y * cr))
    return pts


def bezier_points(a: Point, c: Point, b: Point, n: int = 12) -> list[Point]:
    """`n + 1` points along the quadratic Bezier curve a -> b pulled towards c."""
    out = []
    for i in range(n + 1):
        t = i / n
        s = 1 - t
        out.append((s * s * a[0] + 2 * s * t * c[0] + t * t * b[0],
                    s * s * a[1] + 2 * s * t * c[1] + t * t * b[1]))
    return out


def brush_outline(pts: Sequence[Point], w0: float, w1: float = 0.0,
                  swell: float = 0.0) -> list[Point]:
    """The outline of a brush stroke along `pts`: w0 wide at the start, w1 at the end,
    `swell` more in the middle."""
    n = len(pts)
    left, right = [], []
    for i, (x, y) in enumerate(pts):
        ax, ay = pts[max(0, i - 1)]
        bx, by = pts[min(n - 1, i + 1)]
        dx, dy = bx - ax, by - ay
        d = math.hypot(dx, dy) or 1.0
        t = i / (n - 1)
        half = (w0 + (w1 - w0) * t + swell * math.sin(math.pi * t)) / 2
        left.append((x - dy / d * half, y + dx / d * half))
        right.append((x + dy / d * half, y - dx / d * half))
    return left + right[::-1]


def placed(pts: Sequence[Point], at: Point, s: float, flip: bool = False) -> list[Point]:
    """Points drawn once round 0, 0 scaled by `s` (mirrored with `flip`) and moved to `at`."""
    f = -s if flip else s
    return [(at[0] + x * f, at[1] + y * s) for x, y in pts]


def rotated(pts: Sequence[Point], c: Point, a: float) -> list[Point]:
    """`pts` turned by `a` radians round `c`."""
    ca, sa = math.cos(a), math.sin(a)
    return [(c[0] + (x - c[0]) * ca - (y - c[1]) * sa, c[1] + (x - c[0]) * sa + (y - c[1]) * ca)
            for x, y in pts]


def annular_sector(c: Point, r_in: float, r_out: float, a0: float, a1: float,
                   steps: int = 12) -> list[Point]:
    """The outline of an annular sector from angle a0 to a1 (radians, screen y down)."""
    outer = [(c[0] + r_out * math.cos(a0 + (a1 - a0) * i / steps),
              c[1] + r_out * math.sin(a0 + (a1 - a0) * i / steps)) for i in range(steps + 1)]
    inner = [(c[0] + r_in * math.cos(a1 - (a1 - a0) * i / steps),
              c[1] + r_in * math.sin(a1 - (a1 - a0) * i / steps)) for i in range(steps + 1)]
    return outer + inner


def thick_line(s: pygame.Surface, color: Color, a: Point, b: Point, width: float) -> None:
    """A line with round caps (pygame's wide lines have square, uneven ends)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / d * width / 2, dx / d * width / 2
    polygon(s, color, [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny),
                       (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)])
    circle(s, color, a, width / 2)
    circle(s, color, b, width / 2)


def dashed_line(s: pygame.Surface, color: Color, a: Point, b: Point, width: float,
                dash: float) -> None:
    """A line of round-capped dashes `dash` long with gaps as long."""
    def at(t: float) -> Point:
        return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)

    d = math.dist(a, b)
    if not d:
        thick_line(s, color, a, b, width)  # a dot
        return
    for i in range(int(d // (2 * dash)) + 1):
        start = 2 * i * dash
        if start >= d:
            break
        thick_line(s, color, at(start / d), at(min(d, start + dash) / d), width)


def polyline(s: pygame.Surface, color: Color, pts: list[Point], width: float) -> None:
    """Round-capped thick segments through `pts`."""
    for a, b in zip(pts, pts[1:], strict=False):
        thick_line(s, color, a, b, width)


def arrow(s: pygame.Surface, color: Color, pts: list[Point], width: float,
          head: float) -> None:
    """A polyline arrow ending in a triangular head at pts[-1]."""
    a, b = pts[-2], pts[-1]
    d = math.hypot(b[0] - a[0], b[1] - a[1]) or 1.0
    ux, uy = (b[0] - a[0]) / d, (b[1] - a[1]) / d
    base = (b[0] - ux * head * 0.9, b[1] - uy * head * 0.9)
    polyline(s, color, pts[:-1] + [base], width)
    px, py = -uy * head * 0.62, ux * head * 0.62
    polygon(s, color, [(b[0] + ux * head * 0.15, b[1] + uy * head * 0.15),
                       (base[0] + px, base[1] + py), (base[0] - px, base[1] - py)])


def star_points(cx: float, cy: float, r_out: float, r_in: float, points: int = 5,
                rot: float = -math.pi / 2) -> list[Point]:
    """The outline of a star: tips at `r_out`, notches at `r_in`, first tip at `rot`."""
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = rot + i * math.pi / points
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


# -- shadows and finished surfaces ------------------------------------------------------
def shadow_of(shape: pygame.Surface, blur: int, alpha: int) -> pygame.Surface:
    """A soft dark copy of a shape's silhouette for a drop shadow."""
    mask = pygame.mask.from_surface(shape, 40)
    sil = mask.to_surface(setcolor=(20, 12, 6, alpha), unsetcolor=(20, 12, 6, 0))
    if blur > 0:
        # A blur by shrinking and growing back: cheap, soft and edge-safe.
        w, h = sil.get_size()
        f = max(1, blur)
        small = pygame.transform.smoothscale(sil, (max(1, w // f), max(1, h // f)))
        sil = pygame.transform.smoothscale(small, (w, h))
    return sil


def padded(img: pygame.Surface, margin: int) -> pygame.Surface:
    """`img` centred on a transparent surface `margin` pixels larger each side."""
    out = pygame.Surface((img.get_width() + 2 * margin, img.get_height() + 2 * margin),
                         pygame.SRCALPHA)
    out.blit(img, (margin, margin))
    return out


def with_shadow(img: pygame.Surface, margin: int, offset: tuple[int, int], blur: int,
                alpha: int = 110) -> pygame.Surface:
    """`img` on a larger transparent surface (by `margin` each side) over its shadow."""
    out = pygame.Surface((img.get_width() + 2 * margin, img.get_height() + 2 * margin),
                         pygame.SRCALPHA)
    out.blit(shadow_of(padded(img, margin), blur, alpha), offset)
    out.blit(img, (margin, margin))
    return out


def faded(img: pygame.Surface, alpha: int = 150) -> pygame.Surface:
    """A washed-out, greyed copy (used up / not available)."""
    out = img.copy()
    out.fill((170, 160, 150, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    wash = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    wash.fill((60, 50, 40, 0))
    out.blit(wash, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
    return out
