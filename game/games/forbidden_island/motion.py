"""The Forbidden Island board's own animations, beside the flights and walks the table
kit plays (`game.ui.kit.motion`, from the motion declared in `events.py`): a tile
flipping to its flooded side (or back, shored up) or going under with ripples, and
"Waters Rise!" over the board while the meter rises. Each plays in the time the table
holds its event, at the table's speed.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.ui import fonts
from game.ui.i18n import t
from game.ui.kit.motion import Playing, Turning, ease, lerp, scaled
from game.ui.widgets import GOLD, draw_panel, fit_text_size

RISE = (0.15, 0.85)  # the meter's rise, as parts of the splash
POP = 0.18  # seconds the splash's word takes to swell to full size
FADE = 0.25  # seconds it takes to fade at the end


def water(splash: Playing | None, shown: int) -> float:
    """The meter's level now: between the old mark and the new while Waters Rise! plays
    (each rise is one mark)."""
    if splash is None or splash.seconds is None:
        return shown
    new = splash.ev.data["water"]
    p = (splash.seconds / splash.dur - RISE[0]) / (RISE[1] - RISE[0])
    return lerp(new - 1, new, ease(p))


# -- drawing -------------------------------------------------------------------------------
def draw_tile_turn(surf: pygame.Surface, view, box: pygame.Rect, turn: Turning,
                   face: Callable[[bool], pygame.Surface]) -> bool:
    """A tile turning to side `turn.to` ("flooded", "dry" shored up, "sunk") drawn at
    `box` (level units), `face(flooded)` its picture with its name; True while it is
    still as it was (its flood card on the way)."""
    px = view.rect(box)
    before_flooded = turn.to != "flooded"
    if not turn.started:
        surf.blit(face(before_flooded), px)
        return True
    p = turn.progress
    if turn.to == "sunk":
        _ripples(surf, view, box, p)
        k = 1 - 0.45 * ease(p)
        img = pygame.transform.rotozoom(face(True), 6 * p, k)
        img.set_alpha(round(255 * (1 - p) ** 1.3))
        surf.blit(img, img.get_rect(center=(px.centerx, px.centery + view.len(12 * p))))
        return False
    flooded = (p >= 0.5) != before_flooded
    squeeze = abs(math.cos(math.pi * p))
    img = scaled(face(flooded), round(px.w * max(0.04, squeeze)), px.h)
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


def draw_splash(surf: pygame.Surface, view, board: pygame.Rect, splash: Playing | None,
                level_line: str) -> None:
    """"Waters Rise!" big across the board: a band of deep water with moving crests,
    the word swelling in, the new level under it; all fading at the end."""
    if splash is None or splash.seconds is None:
        return
    s, total = splash.seconds, splash.dur
    alpha = 1.0 if s < total - FADE else max(0.0, (total - s) / FADE)
    # The sea rises over the island's foot and falls back.
    wash_h = board.h * 0.32 * math.sin(math.pi * min(1.0, s / total))
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
        _blit_faded(surf, scaled(layer_img, w, h), (centre[0] + off, centre[1] + off), alpha)
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
