"""Render Sanguosha's procedural art (game/games/sanguosha/art.py) on one contact sheet.

    .venv/bin/python tools/sanguosha_art_sheet.py out.png                 # hand cards, 1280x720
    .venv/bin/python tools/sanguosha_art_sheet.py out.png --width 240     # as at 2560x1440
    .venv/bin/python tools/sanguosha_art_sheet.py out.png --lang zh       # Chinese names

Shows every distinct card face (one per name, and a Slash in each suit), the back, all
25 portraits, HP pips and the identity badges (revealed and marked), each at the size
the table would use beside a hand card `--width` pixels wide.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.games.sanguosha import art  # noqa: E402
from game.games.sanguosha.cards import KINDS, deck  # noqa: E402
from game.games.sanguosha.characters import CHARACTERS  # noqa: E402
from game.games.sanguosha.identities import IDENTITIES  # noqa: E402
from game.ui import fonts  # noqa: E402

FELT = (28, 52, 40)
LABEL = (236, 226, 200)
COLUMNS = 12
PORTRAIT_SCALE = 110 / 90  # a portrait beside a 90 px hand card is 110 px wide
HP_ROWS = ((4, 4), (3, 4), (2, 4), (1, 4), (0, 3), (5, 5), (2, 3), (1, 5))


def sheet_cards() -> list[int]:
    """One card id per name, then a Slash of each suit."""
    cards = deck(ex=True)
    ids = [next(c.id for c in cards if c.name == name) for name in KINDS]
    for suit in "♠♥♣♦":
        ids.append(next(c.id for c in cards if c.name == "slash" and c.suit == suit))
    return ids


def grid(surf: pygame.Surface, images: list[pygame.Surface], top: int, gap: int,
         columns: int) -> int:
    """Images left to right in rows; returns the y below the last row."""
    x, y, row_h = gap, top, 0
    for i, img in enumerate(images):
        if i and i % columns == 0:
            x, y, row_h = gap, y + row_h + gap, 0
        surf.blit(img, (x, y))
        x += img.get_width() + gap
        row_h = max(row_h, img.get_height())
    return y + row_h + gap


def heading(surf: pygame.Surface, text: str, y: int, size: int) -> int:
    img = fonts.render(text, size, LABEL, bold=True)
    surf.blit(img, (size, y))
    return y + img.get_height() + size // 3


def render_sheet(lang: str, width: int) -> pygame.Surface:
    gap = max(6, width // 10)
    head = max(14, width // 6)
    pw = round(width * PORTRAIT_SCALE)
    faces = [art.card_face(i, width, lang) for i in sheet_cards()] + [art.card_back(width)]
    portraits = [art.portrait(c.key, pw, lang) for c in CHARACTERS]
    pips = [art.hp_pips(hp, top, width) for hp, top in HP_ROWS]
    badges = [art.identity_badge(i, width, lang, marked) for marked in (False, True)
              for i in (*IDENTITIES, None)]
    sheet_w = COLUMNS * (width + gap) + gap
    surf = pygame.Surface((sheet_w, 12000))
    surf.fill(FELT)
    y = heading(surf, f"Sanguosha art - {lang} - card width {width}px", gap, head)
    y = grid(surf, faces, y, gap, COLUMNS)
    y = heading(surf, "Characters", y, head)
    y = grid(surf, portraits, y, gap, max(1, (sheet_w - gap) // (pw + gap)))
    y = heading(surf, "HP pips, identity badges (second row: marked guesses)", y, head)
    y = grid(surf, pips, y, gap, COLUMNS)
    y = grid(surf, badges, y, gap, len(IDENTITIES) + 1)
    return surf.subsurface((0, 0, sheet_w, y)).copy()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", default="en", choices=("en", "zh"))
    parser.add_argument("--width", type=int, default=90, help="card width in pixels")
    args = parser.parse_args(argv)
    pygame.init()
    sheet = render_sheet(args.lang, args.width)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"{args.out}: {sheet.get_width()}x{sheet.get_height()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
