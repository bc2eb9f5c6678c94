"""Render Werewolf's procedural art (game/games/werewolf/art.py) on one contact sheet.

    .venv/bin/python tools/werewolf_art_sheet.py /tmp/werewolf.png

Rows: the eight role cards and the back at 60, 120 and 300 px wide (each name written
on its plate the way the table will), the Captain's medal, the seat portraits (each
role and the unknown seat) at three sizes, the seat colours, the browser emblem, and
the sky at night and by day. Also prints the mean time to draw a card at 120 and at
300 px (uncached).
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

from game.games.werewolf import art  # noqa: E402
from game.ui import fonts  # noqa: E402

TABLE = (38, 44, 58)
LABEL = (226, 224, 236)
NAMES = {"werewolf": "Werewolf", "villager": "Villager", "seer": "Seer", "witch": "Witch",
         "hunter": "Hunter", "cupid": "Cupid", "little_girl": "Little Girl", "thief": "Thief"}
CARD_WIDTHS = (60, 120, 300)
PORTRAIT_SIZES = (32, 64, 128)
GAP = 14
LABEL_PX = 14


def named_card(role: str, width: int) -> pygame.Surface:
    """The card with its name on the plate, as the table writes it."""
    card = art.role_card(role, width).copy()
    plate = art.name_rect(width)
    size = max(7, round(plate.h * 0.6))
    text = NAMES[role]
    while size > 7 and fonts.text_width(text, size, True) > plate.w * 0.92:
        size -= 1
    img = fonts.render(text, size, art.NAME_INK, True, False)
    card.blit(img, img.get_rect(center=plate.center))
    return card


def render_sheet() -> pygame.Surface:
    rows: list[tuple[str, list[tuple[str, pygame.Surface]]]] = []
    for w in CARD_WIDTHS:
        items = [(role if w >= 120 else "", named_card(role, w)) for role in art.all_roles()]
        items.append(("back" if w >= 120 else "", art.card_back(w)))
        items.append(("bare plate" if w >= 120 else "", art.role_card("seer", w)))
        rows.append((f"cards at {w} px", items))
    for s in PORTRAIT_SIZES:
        items = [(role if s >= 64 else "", art.portrait(role, s)) for role in art.all_roles()]
        items.append(("unknown" if s >= 64 else "", art.portrait(None, s)))
        items.append(("captain" if s >= 64 else "", art.captain_badge(s)))
        rows.append((f"portraits and medal at {s} px", items))
    rows.append(("seat colours (24 px) and the browser emblem (100 px)",
                 [("", art.seat_token(i, 24)) for i in range(len(art.SEAT_COLOURS))]
                 + [("emblem", art.emblem_picture(100))]))
    rows.append(("sky: night and day (640 x 360)", [("night", art.night_sky((640, 360))),
                                                     ("day", art.night_sky((640, 360), False))]))
    width = max(sum(img.get_width() + GAP for _, img in items) for _, items in rows) + GAP
    height = GAP + sum(2 * LABEL_PX + 8 + max(img.get_height() for _, img in items) + GAP
                       for _, items in rows)
    sheet = pygame.Surface((width, height))
    sheet.fill(TABLE)
    y = GAP
    for title, items in rows:
        sheet.blit(fonts.render(title, LABEL_PX + 2, LABEL, True), (GAP, y))
        y += LABEL_PX + 6
        x = GAP
        for label, img in items:
            if label:
                sheet.blit(fonts.render(label, LABEL_PX - 2, LABEL, False), (x, y))
            sheet.blit(img, (x, y + LABEL_PX + 2))
            x += img.get_width() + GAP
        y += LABEL_PX + 2 + max(img.get_height() for _, img in items) + GAP
    return sheet


def timing(width: int) -> float:
    """Mean ms to draw one role card at `width` px, the cache bypassed."""
    start = time.perf_counter()
    for role in art.all_roles():
        art.role_card.__wrapped__(role, width)
    return (time.perf_counter() - start) * 1000 / len(art.all_roles())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    pygame.init()
    sheet = render_sheet()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"{args.out}: {sheet.get_width()}x{sheet.get_height()}")
    for w in (120, 300):
        print(f"mean {timing(w):.1f} ms per card at {w} px")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
