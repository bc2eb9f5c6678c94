"""Generate the felt tileset used by levels/*.tmx (assets/images/felt_tiles.png).

Four 80x80 seamless felt tiles: a base colour with fine per-pixel grain and a
soft periodic mottling, so repeated tiles do not show a grid. Run:
    .venv/bin/python tools/make_table_tiles.py
"""

from __future__ import annotations

import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

TILE = 80
VARIANTS = 4
BASE = (24, 104, 72)
OUT = Path(__file__).resolve().parent.parent / "assets" / "images" / "felt_tiles.png"


def make_tiles(seed: int = 11) -> pygame.Surface:
    rnd = random.Random(seed)
    sheet = pygame.Surface((TILE * VARIANTS, TILE))
    for v in range(VARIANTS):
        # Periodic waves with whole periods per tile keep every tile seamless.
        waves = [
            (rnd.randint(1, 3), rnd.randint(1, 3), rnd.uniform(0, 6.28), rnd.uniform(0.5, 1.1))
            for _ in range(3)
        ]
        for y in range(TILE):
            for x in range(TILE):
                m = sum(
                    a * math.sin(2 * math.pi * (fx * x + fy * y) / TILE + ph)
                    for fx, fy, ph, a in waves
                )
                g = rnd.gauss(0, 3.2)
                r, gg, b = (max(0, min(255, round(c + m + g * k)))
                            for c, k in zip(BASE, (0.6, 1.0, 0.8), strict=True))
                sheet.set_at((v * TILE + x, y), (r, gg, b))
        # Felt fibres: a few short lighter strokes, wrapped at the edges.
        for _ in range(40):
            x, y = rnd.randrange(TILE), rnd.randrange(TILE)
            ang = rnd.uniform(0, math.pi)
            for s in range(rnd.randint(2, 5)):
                px = int(x + s * math.cos(ang)) % TILE
                py = int(y + s * math.sin(ang)) % TILE
                c = sheet.get_at((v * TILE + px, py))
                lighter = (min(255, c.r + 6), min(255, c.g + 9), min(255, c.b + 7))
                sheet.set_at((v * TILE + px, py), lighter)
    return sheet


def main() -> int:
    pygame.display.init()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(make_tiles(), str(OUT))
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
