"""Draw the app's icon (assets/icon.png): three of our own cards fanned on a round felt
table with a gold rim, the title screen's motif at icon size. Run:
    .venv/bin/python tools/make_icon.py

Drawn four times larger and scaled down, so the rim and the card edges are smooth.
"""

from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from game.ui.cardart import CardArt  # noqa: E402

SIZE = 128  # pixels of the saved icon
SUPER = 4  # drawn at this multiple, then smoothly scaled down
FAN = ("RJ", "AS", "AH")  # left to right: the big joker, the two aces
SPREAD = 24  # degrees between neighbouring cards
FELT, FELT_DARK = (30, 112, 78), (16, 70, 48)
GOLD = (238, 196, 92)
OUT = Path(__file__).resolve().parent.parent / "assets" / "icon.png"


def felt_disc(size: int) -> pygame.Surface:
    """A round table: felt lighter towards the middle, a gold rim and a dark edge."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c, r = size / 2, size / 2 - size * 0.02
    pygame.draw.circle(s, (10, 30, 22), (c, c), r)
    rim = r * 0.93
    pygame.draw.circle(s, GOLD, (c, c), rim)
    felt = rim * 0.93
    rings = 24
    for i in range(rings):  # a soft radial gradient in steps too fine to see once scaled
        k = i / (rings - 1)
        colour = tuple(round(d + (f - d) * k) for d, f in zip(FELT_DARK, FELT, strict=True))
        pygame.draw.circle(s, colour, (c, c), felt * (1 - 0.55 * k))
    return s


def make_icon() -> pygame.Surface:
    big = SIZE * SUPER
    canvas = felt_disc(big)
    art = CardArt()
    card_w = round(big * 0.37)
    pivot = (big / 2, big * 0.78)  # the fan turns about a point low on the table
    reach = big * 0.34  # from the pivot to a card's centre
    for i, code in enumerate(FAN):
        k = i - (len(FAN) - 1) / 2
        angle = -k * SPREAD  # pygame turns counter-clockwise: the right card leans right
        img = art.get(code, card_w, True, angle)
        rad = math.radians(k * SPREAD)
        centre = (pivot[0] + reach * math.sin(rad), pivot[1] - reach * math.cos(rad))
        canvas.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))
    return pygame.transform.smoothscale(canvas, (SIZE, SIZE))


def main() -> int:
    pygame.display.init()
    pygame.display.set_mode((1, 1), pygame.HIDDEN)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(make_icon(), str(OUT))
    print(f"wrote {OUT.relative_to(OUT.parent.parent)} ({SIZE}x{SIZE}, {OUT.stat().st_size} bytes)")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
