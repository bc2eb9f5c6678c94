"""A die sprite for any game: a rounded cube seen from above, at any size and angle,
over a soft shadow.

A face is either a number 1-6 (drawn as pips) or a painter, a callable that draws
the face itself: `painter(canvas, top)` paints on `canvas.big` (and may queue text
with `canvas.text`) inside `top`, the face's rect in the canvas's supersampled
pixels. Games with symbol dice supply their own painter and a hashable `face_key`
naming what it draws, so the finished sprite can be cached like every other piece
of art (see game.ui.paint). Turned dice are cached per 3 degrees.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from game.ui.layout import View
from game.ui.paint import (
    Canvas,
    Color,
    cached,
    circle,
    gradient_rounded_rect,
    padded,
    px_rect,
    rounded_mask,
    rounded_rect,
    shade,
    shadow_of,
)

FacePainter = Callable[[Canvas, pygame.Rect], None]
ANGLE_STEP = 3  # degrees: turned sprites are cached at this resolution

# Where the pips sit on a face, as fractions of the face's width and height.
_LO, _MID, _HI = 0.24, 0.5, 0.76
PIP_SPOTS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((_MID, _MID),),
    2: ((_LO, _LO), (_HI, _HI)),
    3: ((_LO, _LO), (_MID, _MID), (_HI, _HI)),
    4: ((_LO, _LO), (_HI, _LO), (_LO, _HI), (_HI, _HI)),
    5: ((_LO, _LO), (_HI, _LO), (_MID, _MID), (_LO, _HI), (_HI, _HI)),
    6: ((_LO, _LO), (_HI, _LO), (_LO, _MID), (_HI, _MID), (_LO, _HI), (_HI, _HI)),
}


@dataclass(frozen=True)
class DieStyle:
    """The colours of a die: its edge, the body's gradient, the face's gradient and
    the pips."""

    edge: Color = (150, 112, 70)
    body_top: Color = (252, 246, 232)
    body_bottom: Color = (226, 210, 180)
    face_top: Color = (255, 252, 244)
    face_bottom: Color = (246, 236, 214)
    pip: Color = (46, 36, 30)


IVORY = DieStyle()


def pip_painter(n: int, color: Color = IVORY.pip) -> FacePainter:
    """A painter for the classic face `n` (1-6): round, slightly sunken pips."""
    spots = PIP_SPOTS[n]

    def paint(cv: Canvas, top: pygame.Rect) -> None:
        u = min(top.w, top.h)
        r = u * 0.095
        for fx, fy in spots:
            p = (top.x + fx * top.w, top.y + fy * top.h)
            circle(cv.big, color, p, r)
            # The lit lower rim of a hollow: a little lighter, inside the pip.
            circle(cv.big, shade(color, 1.5), (p[0] + r * 0.18, p[1] + r * 0.2), r * 0.5)
            circle(cv.big, color, (p[0] + r * 0.06, p[1] + r * 0.06), r * 0.48)

    return paint


def render_die(d: int, painter: FacePainter, style: DieStyle = IVORY) -> pygame.Surface:
    """A die `d` pixels square, upright, its face drawn by `painter` (not cached)."""
    cv = Canvas(d, d)
    s, D = cv.big, cv.W
    body = pygame.Rect(0, 0, D, D).inflate(-D * 0.04, -D * 0.04)
    rounded_rect(s, style.edge, body, D * 0.2)
    gradient_rounded_rect(s, body.inflate(-D * 0.03, -D * 0.03), D * 0.18, style.body_top,
                          style.body_bottom)
    top = body.inflate(-D * 0.14, -D * 0.14).move(-D * 0.01, -D * 0.015)
    gradient_rounded_rect(s, top, D * 0.13, style.face_top, style.face_bottom)
    painter(cv, top)
    return cv.finish()


def _face(face: int | FacePainter, face_key: Hashable | None,
          style: DieStyle) -> tuple[FacePainter, Hashable]:
    if callable(face):
        return face, (face if face_key is None else face_key)
    if face not in PIP_SPOTS:
        raise ValueError(f"a pip die has faces 1-6, not {face!r}")
    return pip_painter(face, style.pip), ("pips", face)


def die_sprite(d: int, face: int | FacePainter, *, face_key: Hashable | None = None,
               angle: float = 0.0, style: DieStyle = IVORY) -> pygame.Surface:
    """The die `d` pixels square turned by `angle` degrees (counter-clockwise), cached.
    A turned sprite is larger than `d`: centre it where the die goes.

    `face` is 1-6 for pips or a painter; pass a `face_key` with a painter unless the
    painter is one long-lived function (the key then is the function itself)."""
    painter, key = _face(face, face_key, style)
    base = cached(("ui.die", d, key, style), lambda: render_die(d, painter, style))
    q = int(round(angle / ANGLE_STEP)) * ANGLE_STEP % 360
    if q == 0:
        return base
    return cached(("ui.die_rot", d, key, style, q),
                  lambda: pygame.transform.rotozoom(base, q, 1.0))


def die_shadow(d: int) -> pygame.Surface:
    """The soft shadow of a `d`-pixel die (upright; a small blur hides the turn)."""
    return cached(("ui.die_shadow", d),
                  lambda: shadow_of(padded(rounded_mask((d, d), d * 0.22), max(2, d // 8)),
                                    max(2, d // 10), 130))


def blit_die(surf: pygame.Surface, center: tuple[int, int], d: int, face: int | FacePainter,
             *, face_key: Hashable | None = None, angle: float = 0.0,
             style: DieStyle = IVORY, shadow: bool = True) -> None:
    """A die `d` window pixels square centred on `center`, over its shadow (offset
    down-right); turning it keeps its centre."""
    if shadow:
        sh = die_shadow(d)
        off = max(1, d // 16)
        surf.blit(sh, sh.get_rect(center=(center[0] + off, center[1] + off)))
    img = die_sprite(d, face, face_key=face_key, angle=angle, style=style)
    surf.blit(img, img.get_rect(center=center))


def draw_die(surf: pygame.Surface, view: View, rect, face: int | FacePainter, *,
             face_key: Hashable | None = None, angle: float = 0.0, style: DieStyle = IVORY,
             shadow: bool = True) -> None:
    """A die filling the square in the level-unit `rect` (centred if not square; at
    least 8 pixels), `angle` degrees turned; see `blit_die`."""
    r = px_rect(view, rect)
    d = max(8, min(r.w, r.h))
    blit_die(surf, r.center, d, face, face_key=face_key, angle=angle, style=style,
             shadow=shadow)
