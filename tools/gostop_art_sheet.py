"""Render Go-Stop's procedural hwatu (game/games/gostop/art.py) on one contact sheet.

    .venv/bin/python tools/gostop_art_sheet.py /tmp/hwatu.png                # 120 px cards
    .venv/bin/python tools/gostop_art_sheet.py /tmp/hwatu.png --width 60     # capture piles
    .venv/bin/python tools/gostop_art_sheet.py /tmp/hwatu.png --no-month-number

One row per month (its four cards, in the sheet's order a b c d, each labelled with
its code), then the two bonus cards and the back, so the whole deck can be looked at
at once. Also prints the mean time to draw a face at 100 and at 200 px (uncached).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.games.gostop import art  # noqa: E402
from game.games.gostop.cards import CARDS  # noqa: E402
from game.ui import fonts  # noqa: E402

FELT = (30, 92, 58)
LABEL = (236, 226, 200)
ROWS = 7  # twelve months in two columns of six, then the bonus cards and the back


def render_sheet(width: int, month_number: bool) -> pygame.Surface:
    gap = max(6, width // 8)
    label = max(10, width // 9)
    h = art.card_height(width)
    cell_w, cell_h = width + gap, h + label + gap
    cols = 8 + 1  # two months of four side by side, and a spacer column between
    sheet = pygame.Surface((gap + cols * cell_w, gap + ROWS * cell_h))
    sheet.fill(FELT)

    def put(img: pygame.Surface, col: int, row: int, text: str) -> None:
        x, y = gap + col * cell_w, gap + row * cell_h
        sheet.blit(img, (x, y + label))
        sheet.blit(fonts.render(text, label, LABEL, True), (x, y))

    for c in CARDS:
        img = art.face(c.id, width, month_number)
        if c.month:
            m = c.month - 1
            col = (m % 2) * 5 + "abcd".index(c.code[2])
            put(img, col, m // 2, f"{c.code} {c.category}" if width >= 100 else c.code)
        else:
            put(img, c.id - 48, 6, c.code)
    put(art.back(width), 2, 6, "back")
    return sheet


def timing(width: int) -> float:
    """Mean ms to draw one face at `width` px, the cache bypassed."""
    start = time.perf_counter()
    for c in CARDS:
        art.face.__wrapped__(c.id, width, True)
    return (time.perf_counter() - start) * 1000 / len(CARDS)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--width", type=int, default=120, help="card width in pixels")
    parser.add_argument("--no-month-number", action="store_true",
                        help="leave out the beginner's month tag")
    args = parser.parse_args(argv)
    pygame.init()
    sheet = render_sheet(args.width, not args.no_month_number)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"{args.out}: {sheet.get_width()}x{sheet.get_height()}")
    for w in (100, 200):
        print(f"mean {timing(w):.1f} ms per face at {w} px")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
