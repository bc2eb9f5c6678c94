"""Write every Forbidden Island picture on one sheet: all 24 tiles dry and flooded, the
treasure deck's cards, the pawns. Run: python tools/forbidden_island_art_sheet.py OUT.png"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from game.games.forbidden_island import art  # noqa: E402
from game.games.forbidden_island.tiles import ADVENTURERS, TILE_KEYS  # noqa: E402


def main(out: str) -> None:
    pygame.init()
    pygame.display.set_mode((10, 10))
    size = 96
    sheet = pygame.Surface((12 * (size + 8) + 8, 5 * (size + 8) + 200))
    sheet.fill((20, 40, 60))
    for i, key in enumerate(TILE_KEYS):
        row, col = divmod(i, 12)
        for flooded in (False, True):
            y = 8 + (row * 2 + flooded) * (size + 8)
            sheet.blit(art.tile_picture(key, flooded, size), (8 + col * (size + 8), y))
    y = 8 + 4 * (size + 8)
    for i, code in enumerate(("ES1", "SW1", "CF1", "OC1", "HL1", "SB1", "WR1")):
        sheet.blit(art.card_picture(code, 80), (8 + i * 90, y))
    for i, role in enumerate(a.key for a in ADVENTURERS):
        sheet.blit(art.pawn_picture(role, 64), (680 + i * 70, y + 20))
    pygame.image.save(sheet, out)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "fi_art.png")
