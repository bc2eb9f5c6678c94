"""Forbidden Island's pictures, drawn in code: the island tiles (a little landscape per
tile, its treasure's symbol on the eight treasure tiles, the helipad, the gates in their
adventurer's colour), their flooded side (the same picture under blue water with wave
lines), the treasure symbols, the treasure deck's cards, the pawns, and the sea.

Shapes are written in unit coordinates (0..1 across a tile or card) on a supersampled
`paint.Canvas`; every finished picture is cached. Names are written by the table, in
the player's language.
"""

from __future__ import annotations

import math
import random

import pygame

from game.games.forbidden_island.tiles import ADVENTURER, TILE
from game.ui import paint
from game.ui.memory import table_cache
from game.ui.paint import Canvas, Color

SEA_TOP, SEA_BOTTOM = (18, 70, 110), (8, 36, 70)
FLOOD_TINT = (70, 150, 220)
INK = (28, 30, 36)
ADVENTURER_RGB: dict[str, Color] = {
    "blue": (60, 120, 230), "red": (214, 64, 52), "green": (70, 170, 80),
    "black": (48, 48, 56), "yellow": (236, 196, 50), "grey": (170, 172, 180),
}
TREASURE_RGB: dict[str, Color] = {
    "earth_stone": (150, 110, 70), "wind_statue": (150, 200, 190),
    "fire_crystal": (226, 84, 44), "ocean_chalice": (60, 150, 220),
}
# Plain tiles: a ground colour and the feature drawn on it (data, not a chain of ifs).
PLAIN_LOOK: dict[str, tuple[Color, str]] = {
    "breakers_bridge": ((196, 176, 130), "bridge"), "cliffs_of_abandon": ((150, 140, 130), "rock"),
    "crimson_forest": ((150, 60, 60), "trees"), "dunes_of_deception": ((226, 200, 130), "dunes"),
    "lost_lagoon": ((90, 170, 160), "lagoon"), "misty_marsh": ((120, 150, 120), "reeds"),
    "observatory": ((130, 120, 170), "dome"), "phantom_rock": ((110, 110, 130), "rock"),
    "twilight_hollow": ((100, 90, 140), "trees"), "watchtower": ((170, 150, 110), "tower"),
}
CARD_RATIO = 1.4
SPECIAL_RGB = {"HL": (236, 196, 60), "SB": (200, 160, 100), "WR": (40, 110, 190)}


def tile_colour(key: str) -> Color:
    tile = TILE[key]
    if tile.treasure:
        return paint.mix(TREASURE_RGB[tile.treasure], (235, 225, 200), 0.35)
    if tile.helipad:
        return (176, 180, 170)
    if tile.start:
        return paint.mix(ADVENTURER_RGB[ADVENTURER[tile.start].colour], (235, 225, 200), 0.5)
    return PLAIN_LOOK[key][0]


@table_cache(maxsize=128)
def tile_picture(key: str, flooded: bool, size: int) -> pygame.Surface:
    """A square island tile `size` px wide; flooded: under water."""
    cv = Canvas(size, size)
    W = cv.W
    tile = TILE[key]
    ground = tile_colour(key)
    paint.gradient_rounded_rect(cv.big, (0, 0, W, W), W * 0.1, paint.shade(ground, 1.15),
                                paint.shade(ground, 0.8))
    if tile.treasure:
        _treasure(cv.big, tile.treasure, (W * 0.5, W * 0.45), W * 0.28)
    elif tile.helipad:
        paint.circle(cv.big, (240, 240, 236), (W * 0.5, W * 0.45), W * 0.28)
        paint.circle(cv.big, (60, 64, 70), (W * 0.5, W * 0.45), W * 0.24)
        cv.text("H", (W * 0.5, W * 0.46), W * 0.34, (240, 240, 236))
    elif tile.start:
        _gate(cv.big, ADVENTURER_RGB[ADVENTURER[tile.start].colour], W)
    else:
        _feature(cv.big, PLAIN_LOOK[key][1], ground, W, random.Random(key))
    if flooded:
        water = pygame.Surface((W, W), pygame.SRCALPHA)
        paint.rounded_rect(water, (*FLOOD_TINT, 130), (0, 0, W, W), W * 0.1)
        for y in (0.12, 0.84):  # waves along the edges leave the picture readable
            pts = [(W * (0.1 + 0.8 * k / 16), W * y + W * 0.025 * math.sin(k * 1.2))
                   for k in range(17)]
            paint.polyline(water, (235, 246, 255, 220), pts, W * 0.02)
        cv.big.blit(water, (0, 0))
    paint.rounded_rect(cv.big, INK, (0, 0, W, W), W * 0.1, max(2, round(W * 0.025)))
    return cv.finish()


def _treasure(s: pygame.Surface, treasure: str, c, r: float) -> None:
    """The treasure's symbol round `c` (big pixels)."""
    colour = TREASURE_RGB[treasure]
    x, y = c
    if treasure == "earth_stone":  # a squat stone block
        paint.polygon(s, paint.shade(colour, 0.8), [(x - r, y), (x, y - r * 0.5), (x + r, y),
                                                   (x, y + r * 0.5)])
        paint.polygon(s, colour, [(x - r, y), (x, y + r * 0.5), (x, y + r * 1.1),
                                  (x - r, y + r * 0.6)])
        paint.polygon(s, paint.shade(colour, 0.6), [(x + r, y), (x, y + r * 0.5),
                                                    (x, y + r * 1.1), (x + r, y + r * 0.6)])
    elif treasure == "wind_statue":  # a winged figure on a plinth
        paint.polygon(s, paint.shade(colour, 0.7), [(x - r * 0.5, y + r), (x + r * 0.5, y + r),
                                                    (x + r * 0.35, y + r * 0.75),
                                                    (x - r * 0.35, y + r * 0.75)])
        paint.polygon(s, colour, [(x - r * 0.2, y + r * 0.75), (x + r * 0.2, y + r * 0.75),
                                  (x + r * 0.12, y - r * 0.3), (x - r * 0.12, y - r * 0.3)])
        paint.circle(s, colour, (x, y - r * 0.5), r * 0.2)
        for f in (-1, 1):
            paint.polygon(s, paint.shade(colour, 1.15), [(x + f * r * 0.12, y - r * 0.2),
                                                        (x + f * r, y - r * 0.8),
                                                        (x + f * r * 0.8, y + r * 0.1)])
    elif treasure == "fire_crystal":  # a faceted crystal
        top, mid, bot = (x, y - r), y - r * 0.2, (x, y + r)
        paint.polygon(s, colour, [top, (x + r * 0.6, mid), bot, (x - r * 0.6, mid)])
        paint.polygon(s, paint.shade(colour, 1.3), [top, (x + r * 0.6, mid), (x, mid + r * 0.1)])
        paint.polygon(s, paint.shade(colour, 0.7), [bot, (x + r * 0.6, mid), (x, mid + r * 0.1)])
    else:  # the chalice
        paint.polygon(s, colour, [(x - r * 0.7, y - r * 0.7), (x + r * 0.7, y - r * 0.7),
                                  (x + r * 0.3, y), (x - r * 0.3, y)])
        paint.polygon(s, paint.shade(colour, 0.8), [(x - r * 0.08, y), (x + r * 0.08, y),
                                                    (x + r * 0.08, y + r * 0.7),
                                                    (x - r * 0.08, y + r * 0.7)])
        paint.polygon(s, paint.shade(colour, 0.8), [(x - r * 0.5, y + r), (x + r * 0.5, y + r),
                                                    (x + r * 0.2, y + r * 0.7),
                                                    (x - r * 0.2, y + r * 0.7)])
    paint.circle(s, (255, 255, 255, 90), (x - r * 0.25, y - r * 0.35), r * 0.12)


def _gate(s: pygame.Surface, colour: Color, W: int) -> None:
    """A stone arch with its adventurer's banner."""
    stone = (150, 146, 136)
    for f in (-1, 1):
        paint.rounded_rect(s, stone, (W * (0.5 + f * 0.22) - W * 0.06, W * 0.22, W * 0.12,
                                      W * 0.5), W * 0.02)
    paint.polygon(s, stone, paint.annular_sector((W * 0.5, W * 0.3), W * 0.16, W * 0.28,
                                                 math.pi, math.tau))
    paint.polygon(s, colour, [(W * 0.42, W * 0.3), (W * 0.58, W * 0.3), (W * 0.58, W * 0.56),
                              (W * 0.5, W * 0.5), (W * 0.42, W * 0.56)])


def _feature(s: pygame.Surface, feature: str, ground: Color, W: int,
             rnd: random.Random) -> None:
    """A plain tile's landscape feature."""
    dark = paint.shade(ground, 0.6)
    if feature == "trees":
        for cx in (0.3, 0.5, 0.7):
            paint.polygon(s, dark, [(W * cx, W * 0.18), (W * (cx + 0.12), W * 0.55),
                                    (W * (cx - 0.12), W * 0.55)])
    elif feature == "dunes":
        for i, cy in enumerate((0.4, 0.55)):
            paint.polygon(s, paint.shade(ground, 0.85 - 0.1 * i),
                          paint.arc_points((W * (0.4 + 0.2 * i), W * (cy + 0.1)), W * 0.3,
                                           math.pi, math.tau, 16, W * 0.14))
    elif feature == "rock":
        paint.polygon(s, dark, [(W * 0.25, W * 0.6), (W * 0.35, W * 0.25), (W * 0.55, W * 0.18),
                                (W * 0.75, W * 0.4), (W * 0.72, W * 0.6)])
    elif feature == "lagoon":
        pygame.draw.ellipse(s, (70, 140, 200), pygame.Rect(W * 0.2, W * 0.28, W * 0.6, W * 0.3))
    elif feature == "reeds":
        for i in range(7):
            x = W * (0.22 + 0.09 * i)
            paint.thick_line(s, dark, (x, W * 0.6), (x + W * rnd.uniform(-0.04, 0.04), W * 0.25),
                             W * 0.018)
    elif feature == "dome":
        paint.polygon(s, dark, paint.arc_points((W * 0.5, W * 0.5), W * 0.22, math.pi, math.tau))
        paint.rounded_rect(s, dark, (W * 0.26, W * 0.5, W * 0.48, W * 0.1), W * 0.02)
    elif feature == "tower":
        paint.rounded_rect(s, dark, (W * 0.42, W * 0.2, W * 0.16, W * 0.42), W * 0.02)
        paint.polygon(s, paint.shade(dark, 0.8), [(W * 0.36, W * 0.22), (W * 0.64, W * 0.22),
                                                  (W * 0.5, W * 0.1)])
    else:  # the bridge
        paint.polygon(s, dark, paint.annular_sector((W * 0.5, W * 0.6), W * 0.22, W * 0.3,
                                                    math.pi, math.tau))


@table_cache(maxsize=96)
def card_picture(code: str, width: int) -> pygame.Surface:
    """A treasure-deck card: a treasure's symbol, the Helicopter Lift, Sandbags or
    Waters Rise!"""
    h = round(width * CARD_RATIO)
    cv = Canvas(width, h)
    W, H = cv.W, cv.H
    kind = code[:2]
    treasure = {"ES": "earth_stone", "SW": "wind_statue", "CF": "fire_crystal",
                "OC": "ocean_chalice"}.get(kind)
    base = TREASURE_RGB[treasure] if treasure else SPECIAL_RGB[kind]
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * 0.1, paint.shade(base, 1.25),
                                paint.shade(base, 0.75))
    paint.rounded_rect(cv.big, (250, 246, 236), (W * 0.08, W * 0.08, W * 0.84, H - W * 0.16),
                       W * 0.07)
    c = (W * 0.5, H * 0.48)
    if treasure:
        _treasure(cv.big, treasure, c, W * 0.3)
    elif kind == "HL":  # a helicopter: body, tail, rotor
        x, y = c
        pygame.draw.ellipse(cv.big, INK, pygame.Rect(x - W * 0.24, y - W * 0.12, W * 0.36,
                                                      W * 0.24))
        paint.thick_line(cv.big, INK, (x + W * 0.05, y), (x + W * 0.34, y - W * 0.06), W * 0.06)
        paint.thick_line(cv.big, INK, (x - W * 0.36, y - W * 0.2), (x + W * 0.24, y - W * 0.2),
                         W * 0.03)
        paint.thick_line(cv.big, INK, (x - W * 0.06, y - W * 0.2), (x - W * 0.06, y - W * 0.1),
                         W * 0.03)
        paint.thick_line(cv.big, INK, (x - W * 0.2, y + W * 0.17), (x + W * 0.1, y + W * 0.17),
                         W * 0.025)
    elif kind == "SB":  # a pile of sandbags
        for cx, cy in ((0.36, 0.58), (0.64, 0.58), (0.5, 0.44)):
            pygame.draw.ellipse(cv.big, (176, 140, 90), pygame.Rect(
                W * (cx - 0.16), H * cy - W * 0.09, W * 0.32, W * 0.18))
            pygame.draw.ellipse(cv.big, INK, pygame.Rect(
                W * (cx - 0.16), H * cy - W * 0.09, W * 0.32, W * 0.18), max(1, W // 60))
    else:  # Waters Rise!: a rising wave
        x, y = c
        pts = paint.arc_points((x, y + W * 0.1), W * 0.3, math.pi, math.pi * 1.9, 18)
        paint.polygon(cv.big, (40, 110, 190), pts + [(x + W * 0.3, y + W * 0.25),
                                                     (x - W * 0.3, y + W * 0.25)])
        paint.circle(cv.big, (230, 244, 255), (x + W * 0.12, y - W * 0.1), W * 0.08)
    paint.rounded_rect(cv.big, INK, (0, 0, W, H), W * 0.1, max(2, round(W * 0.03)))
    return cv.finish()


@table_cache(maxsize=16)
def card_back(deck: str, width: int) -> pygame.Surface:
    """The back of a treasure card (deck "treasure": a gold chest mark on brown) or of
    a flood card ("flood": waves on deep blue), for the cards seen leaving their decks."""
    h = round(width * CARD_RATIO)
    cv = Canvas(width, h)
    W, H = cv.W, cv.H
    base = (150, 108, 44) if deck == "treasure" else (36, 86, 150)
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * 0.1, paint.shade(base, 1.25),
                                paint.shade(base, 0.7))
    paint.rounded_rect(cv.big, paint.shade(base, 1.5), (W * 0.1, W * 0.1, W * 0.8,
                                                        H - W * 0.2), W * 0.07,
                       max(1, round(W * 0.025)))
    x, y = W * 0.5, H * 0.5
    if deck == "treasure":  # a chest: lid, body, clasp
        gold = (240, 200, 90)
        paint.rounded_rect(cv.big, gold, (x - W * 0.26, y - W * 0.08, W * 0.52, W * 0.3),
                           W * 0.04)
        paint.polygon(cv.big, paint.shade(gold, 1.15),
                      paint.arc_points((x, y - W * 0.08), W * 0.26, math.pi, math.tau, 14,
                                       W * 0.16))
        paint.rounded_rect(cv.big, paint.shade(base, 0.6), (x - W * 0.05, y - W * 0.06,
                                                           W * 0.1, W * 0.12), W * 0.02)
    else:
        for k, dy in enumerate((-0.18, 0.0, 0.18)):
            pts = [(W * (0.2 + 0.6 * i / 12), y + W * dy + W * 0.04 * math.sin(i * 1.1 + k))
                   for i in range(13)]
            paint.polyline(cv.big, (200, 228, 255), pts, W * 0.035)
    paint.rounded_rect(cv.big, INK, (0, 0, W, H), W * 0.1, max(2, round(W * 0.03)))
    return cv.finish()


@table_cache(maxsize=32)
def flood_face(tile: str, width: int) -> pygame.Surface:
    """A flood card's face: its tile's picture on a pale card with a blue foot."""
    h = round(width * CARD_RATIO)
    surf = pygame.Surface((width, h), pygame.SRCALPHA)
    paint.rounded_rect(surf, (236, 242, 248), (0, 0, width, h), width * 0.1)
    paint.rounded_rect(surf, (40, 100, 170), (0, h * 0.72, width, h * 0.28), width * 0.1)
    inner = round(width * 0.84)
    surf.blit(tile_picture(tile, False, inner), (round(width * 0.08), round(width * 0.08)))
    paint.rounded_rect(surf, INK, (0, 0, width, h), width * 0.1, max(1, round(width * 0.03)))
    return surf


@table_cache(maxsize=32)
def pawn_picture(role: str, size: int) -> pygame.Surface:
    """A pawn in its adventurer's colour: a round head on a flared body."""
    cv = Canvas(size, size)
    W = cv.W
    colour = ADVENTURER_RGB[ADVENTURER[role].colour]
    body = [(W * 0.2, W * 0.95), (W * 0.8, W * 0.95), (W * 0.62, W * 0.5), (W * 0.38, W * 0.5)]
    shade = paint.shade(colour, 0.55)
    paint.polygon(cv.big, shade, [(x + W * 0.03, y + W * 0.03) for x, y in body])
    paint.polygon(cv.big, colour, body)
    paint.circle(cv.big, shade, (W * 0.53, W * 0.33), W * 0.2)
    paint.circle(cv.big, colour, (W * 0.5, W * 0.3), W * 0.2)
    paint.circle(cv.big, paint.shade(colour, 1.5), (W * 0.44, W * 0.24), W * 0.06)
    return cv.finish()


@table_cache(maxsize=8)
def sea(size: tuple[int, int]) -> pygame.Surface:
    """The sea round the island: a deep gradient with soft swells."""
    surf = paint.vertical_gradient(size, SEA_TOP, SEA_BOTTOM)
    rnd = random.Random(9)
    w, h = size
    for _ in range(60):
        x, y = rnd.uniform(0, w), rnd.uniform(0, h)
        length = rnd.uniform(20, 60) * w / 1280
        pygame.draw.arc(surf, (60, 120, 170), pygame.Rect(x, y, length, length * 0.4), 0.3,
                        math.pi - 0.3, max(1, w // 640))
    return surf
