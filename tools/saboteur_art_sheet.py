"""Write every distinct Saboteur picture on one sheet, at 48 px and at 160 px wide: each
tunnel shape upright and turned, the dead ends, the start, the goals, every action, the
dwarves, the nuggets, the backs, the tool icons whole and broken, the role badges.
Run: python tools/saboteur_art_sheet.py OUT.png"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from game.games.saboteur import art  # noqa: E402
from game.games.saboteur.cards import INFO, TOOLS  # noqa: E402
from game.ui import fonts  # noqa: E402

SIZES = (48, 160)
GAP = 8


def distinct_codes() -> list[str]:
    """One code per printed face (copies look alike), in the pack's order."""
    seen: set[tuple] = set()
    out = []
    for info in INFO:
        printed = (info.group, info.kind, info.edges, info.dead_end, info.value)
        if printed not in seen:
            seen.add(printed)
            out.append(info.code)
    return out


def pictures(w: int) -> list[tuple[str, pygame.Surface]]:
    """(label, picture) for everything drawn at card width `w`."""
    out: list[tuple[str, pygame.Surface]] = []
    by_code = {info.code: info for info in INFO}
    for code in distinct_codes():
        out.append((code, art.face(code, w)))
        if by_code[code].group in ("tunnel", "start", "goal"):
            out.append((code + " T", art.face(code, w, turned=True)))
    for kind in art.BACK_KINDS:
        out.append(("back " + kind, art.back(kind, w)))
    for tool in TOOLS:
        for broken in (False, True):
            out.append((tool + (" X" if broken else ""), art.tool_icon(tool, w, broken)))
    for role in ("digger", "saboteur"):
        out.append((role, art.role_badge(role, w)))
    return out


def main(out: str) -> None:
    pygame.init()
    pygame.display.set_mode((10, 10))
    blocks = []
    for w in SIZES:
        items = pictures(w)
        per_row = max(1, 1800 // (w + GAP))
        cell_w, cell_h = w + GAP, round(w * art.CARD_ASPECT) + GAP + 14
        rows = (len(items) + per_row - 1) // per_row
        block = pygame.Surface((per_row * cell_w + GAP, rows * cell_h + GAP))
        block.fill((34, 40, 36))
        label_px = 10 if w < 100 else 13
        for i, (label, img) in enumerate(items):
            row, col = divmod(i, per_row)
            x, y = GAP + col * cell_w, GAP + row * cell_h
            block.blit(img, (x, y))
            text = fonts.render(label, label_px, (220, 220, 210))
            block.blit(text, (x, y + round(w * art.CARD_ASPECT) + 1))
        blocks.append(block)
    sheet = pygame.Surface((max(b.get_width() for b in blocks),
                            sum(b.get_height() for b in blocks)))
    sheet.fill((34, 40, 36))
    y = 0
    for b in blocks:
        sheet.blit(b, (0, y))
        y += b.get_height()
    pygame.image.save(sheet, out)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "saboteur_art.png")
