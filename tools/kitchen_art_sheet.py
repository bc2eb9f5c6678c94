"""Render every drawing of game/games/alacarte/art.py on one contact sheet for review.

    .venv/bin/python tools/kitchen_art_sheet.py out.png            # 1280x720
    .venv/bin/python tools/kitchen_art_sheet.py out.png --scale 2  # 2560x1440
    .venv/bin/python tools/kitchen_art_sheet.py out.png --lang zh  # Chinese dish names

The sheet is laid out in level units (a 1280x720 level) so it shows every piece at
the size the table uses it, scaled like the real window.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402
import pygame.freetype  # noqa: E402

from game.games.alacarte import art as ka  # noqa: E402
from game.games.alacarte.data import load_data  # noqa: E402
from game.ui import i18n  # noqa: E402
from game.ui.layout import View  # noqa: E402
from game.ui.widgets import draw_text  # noqa: E402

BASE = (1280, 720)


def label(surf: pygame.Surface, view: View, text: str, pos: tuple[float, float]) -> None:
    draw_text(surf, view, text, pos, 11, (255, 246, 230), "midtop", bold=True, shadow=True)


def render_sheet(view: View) -> pygame.Surface:
    """Every drawing function at least once, most of them in several states."""
    data = load_data()
    d = data.dishes
    surf = pygame.Surface(view.window)
    ka.draw_kitchen_background(surf, view)

    # Row 1: stoves at several levels (with and without a dish), one with a pan.
    stoves = [(0, None, False), (3, d[9], True), (5, d[2], False), (7, d[8], False)]
    for i, (lv, dish, hl) in enumerate(stoves):
        rect = (12 + i * 160, 12, 150, 150)
        ka.draw_stove(surf, view, rect, lv, burnt_at=dish.burnt_at if dish else None,
                      green=dish.green if dish else None, highlight=hl)
        label(surf, view, f"level {lv}" + (" (highlight)" if hl else ""), (87 + i * 160, 163))
    rect = (652, 12, 150, 150)
    ka.draw_stove(surf, view, rect, 4, burnt_at=d[10].burnt_at, green=d[10].green)
    (cx, cy), r = ka.stove_pan_spot(rect)
    ka.draw_pan(surf, view, (cx, cy), r, d[10], condiments={"H": 2, "P": 1, "S": 1})
    label(surf, view, "stove + pan", (727, 163))

    # Pans: condiments, over-seasoned, burnt, crêpe.
    ka.draw_pan(surf, view, (872, 80), 56, d[14], condiments={"L": 2, "R": 3, "H": 1, "S": 2},
                spoiled="over")
    label(surf, view, "over-seasoned", (872, 163))
    ka.draw_pan(surf, view, (1010, 80), 56, d[12], spoiled="burnt")
    label(surf, view, "burnt", (1010, 163))
    ka.draw_pan(surf, view, (1160, 80), 56, d[0], condiments={"P": 1})
    label(surf, view, "crêpe in pan", (1160, 163))

    # Row 2: dish tokens, recipe side above picture side.
    for i, did in enumerate((1, 2, 5, 7, 11, 13, 16, 17, 19, 0)):
        x = 12 + i * 126
        ka.draw_dish_token(surf, view, (x, 182, 110, 110), d[did], "recipe")
        ka.draw_dish_token(surf, view, (x, 298, 110, 110), d[did], "picture")

    # Row 3: dispensers full and nearly empty, cups, dice.
    y3 = 420
    for i, colour in enumerate("LPRH"):
        full = [colour] * 15 + ["S"] * 5
        full = full[:3] + ["S"] + full[3:8] + ["S"] + full[8:14] + ["S", "S", "S"] + full[14:]
        x = 12 + i * 92
        ka.draw_dispenser(surf, view, (x, y3, 40, 96), colour, full[:20])
        ka.draw_dispenser(surf, view, (x + 44, y3, 40, 96), colour, ["S", colour],
                          lifted=i == 1, dim=i == 3)
    label(surf, view, "full / nearly empty (P lifted, H dim)", (190, y3 + 100))
    for i, kind in enumerate(("victory", "exchange", "spoons", "reseason", "lower")):
        ka.draw_cup(surf, view, (390 + i * 66, y3, 60, 60), kind)
        label(surf, view, kind, (420 + i * 66, y3 + 62))
    ka.draw_cup(surf, view, (390, y3 + 80, 44, 44), "victory", face_up=False)
    ka.draw_cup(surf, view, (440, y3 + 80, 44, 44), "spoons", used=True)
    label(surf, view, "back / used", (437, y3 + 126))
    for i, face in enumerate(data.die):
        ka.draw_die(surf, view, (730 + i * 58, y3, 50, 50), face)
        label(surf, view, face.kind + (str(face.amount) if face.kind == "heat" else ""),
              (755 + i * 58, y3 + 52))
    ka.draw_die(surf, view, (500, y3 + 80, 44, 44), data.die[2], angle=20)
    ka.draw_spoons(surf, view, (560, y3 + 82, 110, 40), 3)
    ka.draw_spoons(surf, view, (680, y3 + 82, 110, 40), 1)
    label(surf, view, "die (turned) / spoons 3 and 1 left", (640, y3 + 126))
    for i, filled in enumerate((True, True, False)):
        ka.draw_star(surf, view, (1100 + i * 44, y3 + 24), 20, filled)
    ka.draw_star(surf, view, (1240, y3 + 24), 12)
    label(surf, view, "stars", (1160, y3 + 52))

    # Row 4: tray, sink, trash, chef plates.
    y4 = 572
    ka.draw_tray(surf, view, (12, y4, 330, 96), [d[3], d[6], d[13]], vp_cups=2)
    label(surf, view, "tray: 3 dishes + 2 VP cups", (177, y4 + 100))
    ka.draw_sink(surf, view, (360, y4, 170, 120), {"L": 3, "P": 5, "R": 1, "H": 0, "S": 4})
    label(surf, view, "sink", (445, y4 + 122))
    ka.draw_trash(surf, view, (548, y4, 80, 110), 2)
    ka.draw_trash(surf, view, (636, y4 + 40, 50, 70), 0)
    label(surf, view, "trash", (617, y4 + 122))
    ka.draw_chef_plate(surf, view, (710, y4, 240, 44), "Chef Amélie", (200, 70, 60), True)
    ka.draw_chef_plate(surf, view, (710, y4 + 56, 240, 44), "电脑 2", (66, 118, 178), False)
    label(surf, view, "chef plates: active / idle", (830, y4 + 104))
    ka.draw_tray(surf, view, (970, y4, 300, 96), [d[0], d[18]])
    label(surf, view, "tray: crêpe + 1", (1120, y4 + 100))
    return surf


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out", help="PNG file to write")
    ap.add_argument("--scale", type=float, default=1.0, help="window = 1280x720 times this")
    ap.add_argument("--lang", default="en", choices=i18n.LANGUAGES)
    args = ap.parse_args(argv)
    pygame.display.init()
    pygame.freetype.init()
    i18n.set_language(args.lang)
    size = (round(BASE[0] * args.scale), round(BASE[1] * args.scale))
    view = View(BASE, size)
    pygame.image.save(render_sheet(view), args.out)
    print(f"wrote {args.out} ({size[0]}x{size[1]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
