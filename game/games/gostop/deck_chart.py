"""Go-Stop's picture page of the rules (`GameDef.rules_chart`): the 48 hwatu in twelve
month columns, drawn with the table's own art (`art.face`), each card marked under it
with what it counts as, and a legend of the marks beside them.

A mark is a small chip whose colour is the card's category (bright, animal, ribbon,
junk) and whose word is the Korean term players use for it, the most specific one
the card has: 고도리 on the three birds, 홍단 / 청단 / 초단 on the ribbon sets, 피×2
on the double junk; a raindrop beside the rain bright's 광, a cup beside the sake
cup's 열끗. The Korean is the same in both languages; the legend says in the player's
language what each chip means and what it scores.

The catalogue reads this module's words (`CHART_STRINGS`, merged by `strings.py`) and
the catalogue must not pull pygame into the model layer: so pygame and the art are
imported inside the drawing functions only, and the layout is plain arithmetic.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.games.gostop.cards import (
    ANIMAL,
    BONUS,
    BONUS_CARD,
    BRIGHT,
    DECK,
    JUNK,
    RIBBON,
    Hwatu,
)

if TYPE_CHECKING:
    import pygame

    from game.ui.layout import View

MONTHS = tuple(range(1, 13))

# --- words ---------------------------------------------------------------------------

# The legend's line per mark, in the order the legend lists them.
_LEGEND_WORDS: dict[str, tuple[str, str]] = {
    # A no-break space keeps "5 score 15" on one line when the line wraps.
    "bright": ("Bright: 3 score 3, 4 score 4, 5\u00a0score\u00a015",
               "光：3张3分，4张4分，5张15分"),
    "rain": ("The rain bright: 3 brights with it score 2", "雨光：含雨光的三光只得2分"),
    "animal": ("Animal: 5 score 1, +1 each more", "动物：5张1分，每多一张+1"),
    "godori": ("Godori bird: all 3 birds score 5", "鸟牌（五鸟）：三张齐得5分"),
    "sake": ("The sake cup: an animal, or double junk", "酒杯：当动物，或当双皮"),
    "hongdan": ("Red poem ribbons: all 3 score 3", "红带：三张齐得3分"),
    "cheongdan": ("Blue ribbons: all 3 score 3", "青带：三张齐得3分"),
    "chodan": ("Plain ribbons: all 3 score 3", "草带：三张齐得3分"),
    "ribbon": ("Ribbon in no set; 5 ribbons score 1, +1 each more",
               "不成套的带；带5张1分，每多一张+1"),
    "junk": ("Junk: 10 score 1, +1 each more", "皮：10张1分，每多一张+1"),
    "double": ("Double junk: counts as 2 junk", "双皮：算两张皮"),
    "bonus": ("Bonus cards (an option): junk worth 2 and 3", "奖励牌（可选）：算2张和3张皮"),
}

CHART_STRINGS: dict[str, dict[str, str]] = {
    "gs_chart_under": {"en": "Under each card, what it counts as:",
                       "zh": "每张牌下标着它算什么牌："},
    **{f"gs_chart_{mark}": {"en": en, "zh": zh} for mark, (en, zh) in _LEGEND_WORDS.items()},
}

# --- marks ---------------------------------------------------------------------------

# Mark -> (category, i18n key of its Korean word, what follows the word: an icon or text).
MARKS: dict[str, tuple[str, str, str]] = {
    "bright": (BRIGHT, "gs_korean_gwang", ""),
    "rain": (BRIGHT, "gs_korean_gwang", "drop"),
    "animal": (ANIMAL, "gs_korean_yeol", ""),
    "godori": (ANIMAL, "gs_korean_godori", ""),
    "sake": (ANIMAL, "gs_korean_yeol", "cup"),
    "hongdan": (RIBBON, "gs_korean_hongdan", ""),
    "cheongdan": (RIBBON, "gs_korean_cheongdan", ""),
    "chodan": (RIBBON, "gs_korean_chodan", ""),
    "ribbon": (RIBBON, "gs_korean_tti", ""),
    "junk": (JUNK, "gs_korean_pi", ""),
    "double": (JUNK, "gs_korean_pi", "×2"),
}
LEGEND = tuple(MARKS)  # the legend's rows, then the bonus cards

# A chip's fill per category: the brights' red is the 光 badge's; the others are far
# enough apart in hue and darkness to tell apart at a glance, white text on each.
CHIP_FILL: dict[str, tuple[int, int, int]] = {
    BRIGHT: (200, 34, 40), ANIMAL: (160, 98, 18), RIBBON: (112, 64, 164), JUNK: (74, 96, 86),
}
DROP_BLUE = (150, 210, 255)
CUP_GOLD = (246, 196, 52)  # the art's double-junk tag: the cup may count as one


def _category(mark: str) -> str:
    return MARKS[mark][0] if mark in MARKS else BONUS_CARD


def mark_of(c: Hwatu) -> str:
    """The chip a card wears: the most specific thing it counts as."""
    if c.category == BONUS_CARD:
        return "bonus"
    if c.rain_bright:
        return "rain"
    if c.godori:
        return "godori"
    if c.sake_cup:
        return "sake"
    if c.category == RIBBON:
        return c.ribbon or "ribbon"
    if c.double_junk:
        return "double"
    return c.category


# --- layout: level units, no pygame ---------------------------------------------------

LEGEND_W = 262  # the legend column at the right
GAP = 16  # between the card grid and the legend
HEADER_H = 46  # a month's name above its column: the month, then its plant (two lines)
CHIP_H = 16
CHIP_GAP = 3  # from a card down to its chip
ROW_GAP = 6  # below a chip, before the next card
COL_PAD = 4  # each side of a card inside its month's column


@dataclass(frozen=True)
class Box:
    """A rectangle in level units (floats: the chart scales with the window)."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def overlaps(self, other: Box) -> bool:
        return (self.x < other.right and other.x < self.right
                and self.y < other.bottom and other.y < self.bottom)

    def contains(self, other: Box) -> bool:
        eps = 1e-6
        return (self.x - eps <= other.x and other.right <= self.right + eps
                and self.y - eps <= other.y and other.bottom <= self.bottom + eps)


@dataclass(frozen=True)
class ChartLayout:
    grid: Box  # the twelve month columns
    legend: Box
    columns: dict[int, Box]  # month -> its band, header included
    headers: dict[int, Box]  # month -> its name's place
    cards: dict[int, Box]  # card id -> its face
    chips: dict[int, Box]  # card id -> the strip under it its chip is centred in
    card_w: float


def layout(rect: tuple[float, float, float, float]) -> ChartLayout:
    """Where everything goes in `rect` (x, y, w, h in level units): cards as big as the
    height allows for four rows, or the column's width."""
    from game.games.gostop.art import CARD_RATIO  # lazily: the art imports pygame

    x, y, w, h = rect
    grid = Box(x, y, w - LEGEND_W - GAP, h)
    legend = Box(grid.right + GAP, y, LEGEND_W, h)
    col_w = grid.w / len(MONTHS)
    slot = (h - HEADER_H) / 4
    card_w = min(col_w - 2 * COL_PAD, (slot - CHIP_GAP - CHIP_H - ROW_GAP) / CARD_RATIO)
    card_h = card_w * CARD_RATIO
    # What is left of a slot once the card and its chip are in: shared above and below.
    spare = (slot - card_h - CHIP_GAP - CHIP_H) / 2
    columns, headers, cards, chips = {}, {}, {}, {}
    for m in MONTHS:
        cx = grid.x + (m - 1) * col_w
        columns[m] = Box(cx, y, col_w, h)
        headers[m] = Box(cx, y, col_w, HEADER_H)
    for c in DECK:
        row = "abcd".index(c.code[-1])  # the sheet's order inside a month: a .. d
        col = columns[c.month]
        top = y + HEADER_H + row * slot + spare
        cards[c.id] = Box(col.x + (col.w - card_w) / 2, top, card_w, card_h)
        chips[c.id] = Box(col.x + 1, top + card_h + CHIP_GAP, col.w - 2, CHIP_H)
    return ChartLayout(grid, legend, columns, headers, cards, chips, card_w)


# --- drawing ---------------------------------------------------------------------------

def draw_chart(surf: pygame.Surface, view: View, rect: pygame.Rect) -> None:
    """The deck chart in `rect` (level units): GameDef.rules_chart."""
    from game.games.gostop import art
    from game.ui.widgets import draw_panel

    lay = layout((rect.x, rect.y, rect.w, rect.h))
    for m, band in lay.columns.items():
        # Alternate bands make each month's column read as one, top to bottom.
        shade = (255, 255, 255, 16) if m % 2 else (0, 0, 0, 34)
        draw_panel(surf, view, (band.x + 1, band.y, band.w - 2, band.h), shade, 8)
        _month_header(surf, view, lay.headers[m], m)
    face_w = view.len(lay.card_w)
    for c in DECK:
        box = lay.cards[c.id]
        draw_panel(surf, view, (box.x + 1.5, box.y + 2, box.w, box.h), (0, 0, 0, 90),
                   lay.card_w * art.CORNER_R)  # a card lies on the felt, not printed on it
        img = art.face(c.id, face_w, False)  # the column names the month: no corner tag
        surf.blit(img, view.pt(box.x, box.y))
        chip = _chip(mark_of(c), view.len(CHIP_H))
        strip = lay.chips[c.id]
        centre = view.pt(strip.x + strip.w / 2, strip.y + strip.h / 2)
        surf.blit(chip, chip.get_rect(center=centre))
    _legend(surf, view, lay.legend)


def _month_header(surf: pygame.Surface, view: View, box: Box, month: int) -> None:
    """The month ("Jan" / "1月") in gold, its plant under it in up to two lines."""
    from game.ui.i18n import t
    from game.ui.widgets import GOLD, TEXT, draw_text

    cx = box.x + box.w / 2
    draw_text(surf, view, t(f"gs_month_short_{month}"), (cx, box.y + 2), 15, GOLD, "midtop",
              bold=True)
    # One size for every plant, so the row reads evenly; long names take two lines.
    lines = hyphenated(t(f"gs_month_{month}"), view.len(11), view.len(box.w - 1))
    for i, line in enumerate(lines[:2]):
        draw_text(surf, view, line, (cx, box.y + 20 + 11.5 * i), 11, TEXT, "midtop")


def hyphenated(text: str, size: int, width: int) -> list[str]:
    """`text` wrapped to `width` px, a word too long for a line broken with a hyphen
    ("Chrysan-", "themum"): a month's column is narrower than its longest plant. The
    cut is near the word's middle (no dictionary: halves read better than a stub)."""
    from game.ui import fonts

    out: list[str] = []
    for line in fonts.wrap(text, size, width):
        while fonts.text_width(line, size) > width and len(line) > 5:
            half = (len(line) + 1) // 2
            cut = next((i for i in range(half, 2, -1)
                        if fonts.text_width(line[:i] + "-", size) <= width), 3)
            out.append(line[:cut] + "-")
            line = line[cut:]
        out.append(line)
    return out


def _chip(mark: str, h: int) -> pygame.Surface:
    """A mark's chip `h` pixels high, as wide as its word (and icon) need; cached."""
    from game.ui import paint
    from game.ui.i18n import t

    category, word_key, extra = MARKS[mark]
    word = t(word_key) + (extra if extra == "×2" else "")
    icon = extra if extra in ("drop", "cup") else ""
    return paint.cached(("gostop", "chart_chip", mark, word, h),
                        lambda: _make_chip(word, icon, CHIP_FILL[category], h))


def _make_chip(word: str, icon: str, fill: tuple[int, int, int], h: int) -> pygame.Surface:
    from game.ui import fonts, paint

    size = max(7, round(h * 0.74))
    pad = h * 0.32
    icon_w = h * 0.62 if icon else 0.0
    text_w = fonts.text_width(word, size, True)
    w = round(pad * 2 + text_w + (icon_w + h * 0.12 if icon else 0))
    cv = paint.Canvas(w, h)
    k, W, H = cv.k, cv.W, cv.H
    paint.rounded_rect(cv.big, (250, 244, 230), (0, 0, W, H), H / 2)  # light rim on felt
    rim = max(1, round(k * max(1.0, h / 16)))
    paint.rounded_rect(cv.big, fill, (rim, rim, W - 2 * rim, H - 2 * rim), H / 2 - rim)
    cv.text(word, ((pad + text_w / 2) * k, H / 2), size * k, (255, 255, 255), bold=True)
    if icon:
        cx, cy, s = (w - pad - icon_w / 2) * k, H / 2, icon_w * k
        (_drop if icon == "drop" else _cup)(cv.big, (cx, cy), s)
    return cv.finish()


def _drop(big: pygame.Surface, c: tuple[float, float], s: float) -> None:
    """A raindrop, `s` big pixels across its body: the rain bright."""
    from game.ui import paint

    cx, cy = c
    r = s * 0.36
    body = (cx, cy + s * 0.2)
    paint.polygon(big, DROP_BLUE, [(cx, cy - s * 0.55), (cx + r * 0.92, body[1] - r * 0.3),
                                   (cx - r * 0.92, body[1] - r * 0.3)])
    paint.circle(big, DROP_BLUE, body, r)


def _cup(big: pygame.Surface, c: tuple[float, float], s: float) -> None:
    """A shallow sake cup on a foot, in the double-junk gold: the sake cup."""
    from game.ui import paint

    cx, cy = c
    bowl = paint.arc_points((cx, cy - s * 0.22), s * 0.5, 0, 3.14159, 14, ry=s * 0.42)
    paint.polygon(big, CUP_GOLD, bowl)
    paint.polygon(big, CUP_GOLD, [(cx - s * 0.1, cy + s * 0.12), (cx + s * 0.1, cy + s * 0.12),
                                  (cx + s * 0.26, cy + s * 0.42), (cx - s * 0.26, cy + s * 0.42)])


def _legend(surf: pygame.Surface, view: View, box: Box) -> None:
    """What each chip means, a row per mark, then the two optional bonus cards; the
    text shrinks a little if a long translation would run past the bottom."""
    from game.games.gostop import art
    from game.ui import fonts
    from game.ui.i18n import t
    from game.ui.widgets import TEXT, TEXT_DIM, draw_panel, draw_text

    draw_panel(surf, view, (box.x, box.y, box.w, box.h), (0, 0, 0, 46), 10)
    chip_col, text_x = 56, box.x + 62  # chips centred in the first 56 units
    text_w = box.right - 8 - text_x
    bonus_w = 24
    bonus_h = bonus_w * art.CARD_RATIO
    marks = [*LEGEND, "bonus"]
    for size in (13, 12.5, 12, 11.5, 11):
        line_h = size + 3.5
        lines = [fonts.wrap(t(f"gs_chart_{m}"), view.len(size), view.len(text_w))
                 for m in marks]
        heights = [max(CHIP_H + 2, len(ls) * line_h) for ls in lines]
        heights[-1] = max(heights[-1], bonus_h)
        intro = fonts.wrap(t("gs_chart_under"), view.len(size), view.len(box.w - 20))
        total = 10 + len(intro) * line_h + 6 + sum(heights) + 7 * (len(marks) - 1)
        if total <= box.h - 8:
            break
    # Room to spare (the taller page a table's menu opens): spread the rows a little.
    row_gap = 7 + max(0.0, min(9.0, (box.h - 8 - total) / len(marks)))
    y = box.y + 10
    for line in intro:
        draw_text(surf, view, line, (box.x + 10, y), size, TEXT_DIM)
        y += line_h
    y += 6
    for i, (mark, ls, rh) in enumerate(zip(marks, lines, heights, strict=True)):
        if i and _category(mark) != _category(marks[i - 1]):
            # A hairline between categories groups the rows by chip colour.
            draw_panel(surf, view, (box.x + 10, y - 4, box.w - 20, 1), (255, 255, 255, 40), 0)
        mid = y + rh / 2
        if mark == "bonus":
            for j, b in enumerate(BONUS):
                img = art.face(b.id, view.len(bonus_w), False)
                at = (box.x + 6 + j * (bonus_w + 4), mid - bonus_h / 2)
                surf.blit(img, view.pt(*at))
        else:
            chip = _chip(mark, view.len(CHIP_H))
            surf.blit(chip, chip.get_rect(center=view.pt(box.x + 4 + chip_col / 2, mid)))
        ty = mid - len(ls) * line_h / 2
        for line in ls:
            draw_text(surf, view, line, (text_x, ty), size, TEXT)
            ty += line_h
        y += rh + row_gap
