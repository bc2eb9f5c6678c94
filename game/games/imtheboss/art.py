"""I'm the Boss!'s pictures, drawn in code: the influence cards (a clan member in his
family's colour, a suitcase for Travel, three shaking hands for Recruitment, a top hat for
"I'm the Boss!", a red sign for Stop), the card back, an investor placard (the family's
head in a frame), a board space (its number, investors and dividends, the families it
names), a deal tile, the dollar marker and a coin.

Shapes are drawn on a supersampled `paint.Canvas`; each finished picture is kept by
`table_cache` (per language, since words are printed)."""

from __future__ import annotations

import pygame

from game.games.imtheboss.board import SPACES
from game.games.imtheboss.cards import ANYONE, PACK, kind_of
from game.games.imtheboss.families import LETTERS
from game.games.imtheboss.tiles import TILES
from game.ui import fonts, paint
from game.ui.i18n import language, t
from game.ui.memory import table_cache
from game.ui.paint import Canvas, Color

CARD_ASPECT = 1.45  # height / width
FAMILY_COLOURS: dict[str, Color] = {
    "H": (232, 128, 40), "K": (58, 112, 204), "L": (64, 156, 78), "P": (138, 80, 182),
    "R": (206, 58, 58), "T": (222, 190, 40),
}
TYPE_COLOURS: dict[str, Color] = {  # the band of a card that is no family's
    "travel": (90, 150, 200), "recruit": (120, 120, 130), "boss": (40, 40, 48),
    "stop": (200, 40, 40), "any": (90, 150, 200),
}
PAPER_TOP, PAPER_BOTTOM = (252, 248, 236), (228, 218, 194)
INK = (40, 34, 30)
GOLD, GOLD_DARK = (240, 196, 70), (150, 104, 24)
SKIN = (240, 208, 176)
GREEN_BACK, GREEN_DARK = (36, 86, 60), (18, 46, 32)


def family_colour(letter: str) -> Color:
    return FAMILY_COLOURS.get(letter, TYPE_COLOURS["any"])


# -- little pictures ------------------------------------------------------------------------
def _bust(s, cx, cy, r, coat: Color, hat: bool = False):
    paint.polygon(s, coat, paint.arc_points((cx, cy + r), r * .85, 3.14159, 6.28318,
                                            ry=r * .8))
    paint.polygon(s, (250, 250, 250), [(cx - r * .16, cy + r * .22), (cx + r * .16, cy + r * .22),
                                       (cx, cy + r * .6)])
    paint.circle(s, SKIN, (cx, cy - r * .12), r * .36)
    if hat:
        paint.rounded_rect(s, (30, 30, 34), (cx - r * .5, cy - r * .44, r, r * .1), r * .04)
        paint.rounded_rect(s, (30, 30, 34), (cx - r * .3, cy - r * .95, r * .6, r * .56), r * .05)
        paint.rounded_rect(s, (170, 40, 40), (cx - r * .3, cy - r * .52, r * .6, r * .1), 0)


def _suitcase(s, cx, cy, r, colour: Color):
    paint.rounded_rect(s, paint.shade(colour, .6), (cx - r * .3, cy - r * .75, r * .6, r * .3),
                       r * .1, max(2, int(r * .1)))
    paint.rounded_rect(s, colour, (cx - r * .85, cy - r * .5, r * 1.7, r * 1.2), r * .15)
    paint.rounded_rect(s, paint.shade(colour, .7), (cx - r * .85, cy - r * .5, r * 1.7, r * 1.2),
                       r * .15, max(2, int(r * .06)))
    for dx in (-.45, .45):
        paint.thick_line(s, paint.shade(colour, .55), (cx + r * dx, cy - r * .5),
                         (cx + r * dx, cy + r * .7), r * .1)
    # an aeroplane's tail as a label
    paint.polygon(s, (250, 250, 250), [(cx - r * .2, cy + r * .3), (cx + r * .3, cy + r * .3),
                                       (cx + r * .15, cy - r * .1)])


def _hands(s, cx, cy, r):
    for i, dx in enumerate((-.55, 0, .55)):
        x = cx + r * dx
        paint.circle(s, SKIN, (x, cy - r * .35), r * .2)
        paint.polygon(s, ((90, 90, 110), (70, 110, 90), (120, 80, 70))[i],
                      paint.arc_points((x, cy + r * .25), r * .32, 3.14159, 6.28318, ry=r * .4))
    paint.thick_line(s, SKIN, (cx - r * .4, cy + r * .35), (cx + r * .4, cy + r * .35), r * .12)


def _stop(s, cx, cy, r):
    pts = [paint.polar((cx, cy), r, 0.3927 + i * 0.7854) for i in range(8)]
    paint.polygon(s, (250, 250, 250), pts)
    paint.polygon(s, (200, 30, 30), [paint.polar((cx, cy), r * .86, 0.3927 + i * 0.7854)
                                     for i in range(8)])


# -- cards ---------------------------------------------------------------------------------
@table_cache(maxsize=160)
def _card(code: str, w: int, lang: str) -> pygame.Surface:
    kind = kind_of(PACK.from_codes([code])[0])
    h = round(w * CARD_ASPECT)
    cv = Canvas(w, h)
    W, H = cv.W, cv.H
    fam = kind.family if kind.family and kind.family != ANYONE else ""
    band = family_colour(fam) if fam else TYPE_COLOURS[kind.family or kind.type] \
        if kind.type == "travel" else TYPE_COLOURS.get(kind.type, (90, 90, 90))
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * .09, PAPER_TOP, PAPER_BOTTOM)
    paint.rounded_rect(cv.big, band, (0, 0, W, H * .22), W * .09)
    paint.polygon(cv.big, band, [(0, H * .12), (W, H * .12), (W, H * .22), (0, H * .22)])
    paint.rounded_rect(cv.big, paint.shade(band, .6), (0, 0, W, H), W * .09, max(2, cv.k * 2))
    cv.text(t(f"ib_card_{kind.type}"), (W / 2, H * .11), W * .15, (255, 255, 255))
    cx, cy, r = W / 2, H * .55, W * .34
    if kind.type == "clan":
        _bust(cv.big, cx, cy, r, band)
    elif kind.type == "travel":
        _suitcase(cv.big, cx, cy, r * .9, band)
    elif kind.type == "recruit":
        _hands(cv.big, cx, cy, r)
    elif kind.type == "boss":
        _bust(cv.big, cx, cy + r * .1, r, (50, 50, 60), hat=True)
    else:
        _stop(cv.big, cx, cy, r * .8)
        cv.text("STOP" if lang == "en" else "不要", (cx, cy), W * .14, (255, 255, 255))
    if fam:
        paint.circle(cv.big, band, (W * .18, H * .88), W * .12)
        cv.text(fam, (W * .18, H * .88), W * .16, (255, 255, 255))
        name = t(f"ib_family_{fam}")
        room = w * .62  # final pixels right of the letter's disc
        size = min(w * .12, w * .12 * room / max(1, fonts.text_width(name, max(6, round(w * .12)),
                                                                   bold=True)))
        cv.text(name, (W * .62, H * .88), size * cv.k, INK)
    elif kind.type == "recruit":
        cv.text("×3", (W / 2, H * .88), W * .16, INK)
    elif kind.type == "travel":
        cv.text(t("ib_anyone"), (W / 2, H * .88), W * .13, INK)
    return cv.finish()


def card(code: str, w: int) -> pygame.Surface:
    """An influence card's face, `w` px wide."""
    return _card(code, max(16, int(w)), language())


@table_cache(maxsize=8)
def _back(w: int) -> pygame.Surface:
    h = round(w * CARD_ASPECT)
    cv = Canvas(w, h)
    W, H = cv.W, cv.H
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), W * .09, GREEN_BACK, GREEN_DARK)
    paint.rounded_rect(cv.big, GOLD_DARK, (W * .08, W * .08, W * .84, H - W * .16), W * .06,
                       max(2, cv.k))
    paint.circle(cv.big, GOLD, (W / 2, H / 2), W * .24)
    cv.text("$", (W / 2, H / 2), W * .34, GREEN_DARK)
    return cv.finish()


def back(w: int) -> pygame.Surface:
    """The back of an influence card."""
    return _back(max(16, int(w)))


# -- placards -------------------------------------------------------------------------------
@table_cache(maxsize=48)
def _placard(letter: str, w: int, h: int, travelling: bool, lang: str) -> pygame.Surface:
    cv = Canvas(w, h)
    W, H = cv.W, cv.H
    colour = family_colour(letter)
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), H * .14, paint.mix(colour, (255, 255, 255),
                                                                         .3), colour)
    paint.rounded_rect(cv.big, paint.shade(colour, .55), (0, 0, W, H), H * .14, max(2, cv.k * 2))
    _bust(cv.big, H * .42, H * .56, H * .38, paint.shade(colour, .75), hat=True)
    cv.text(t(f"ib_head_{letter}"), (H * .9, H * .34), H * .26, (255, 255, 255), anchor="midleft",
            outline=paint.shade(colour, .5))
    cv.text(t(f"ib_family_{letter}"), (H * .9, H * .7), H * .2, (255, 255, 255),
            anchor="midleft", outline=paint.shade(colour, .5))
    if travelling:  # a travel card lies across it
        paint.thick_line(cv.big, (250, 250, 250), (W * .1, H * .85), (W * .9, H * .15), H * .1)
        paint.thick_line(cv.big, (200, 40, 40), (W * .1, H * .85), (W * .9, H * .15), H * .05)
    return cv.finish()


def placard(letter: str, w: int, h: int, travelling: bool = False) -> pygame.Surface:
    """An investor placard: the family's head investor, his name and the family's."""
    return _placard(letter, max(20, int(w)), max(12, int(h)), travelling, language())


def chip(surf: pygame.Surface, letter: str, centre: tuple[int, int], r: int,
         optional: bool = False) -> None:
    """A family's letter in its colour (a ring only, for a family the deal may take)."""
    colour = family_colour(letter)
    if optional:
        pygame.draw.circle(surf, (250, 246, 236), centre, r)
        pygame.draw.circle(surf, colour, centre, r, max(2, r // 4))
    else:
        pygame.draw.circle(surf, colour, centre, r)
        pygame.draw.circle(surf, paint.shade(colour, .6), centre, r, max(1, r // 8))
    img = fonts.render(letter, max(6, int(r * 1.3)), paint.shade(colour, .45) if optional
                       else (255, 255, 255), True)
    surf.blit(img, img.get_rect(center=centre))


# -- the board ------------------------------------------------------------------------------
@table_cache(maxsize=40)
def _space(number: int, w: int, h: int, lang: str) -> pygame.Surface:
    sp = SPACES[number]
    cv = Canvas(w, h)
    W, H = cv.W, cv.H
    paint.gradient_rounded_rect(cv.big, (0, 0, W, H), H * .12, (250, 242, 222), (226, 210, 178))
    paint.rounded_rect(cv.big, (120, 90, 50), (0, 0, W, H), H * .12, max(2, cv.k * 2))
    cv.text(str(number), (W * .08, H * .2), H * .2, (120, 90, 50), anchor="midleft")
    # investors needed (a little bust) and dividends (a coin)
    paint.circle(cv.big, (90, 80, 70), (W * .42, H * .13), H * .055)  # an investor
    paint.polygon(cv.big, (90, 80, 70), paint.arc_points((W * .42, H * .3), H * .1, 3.14159,
                                                          6.28318, ry=H * .1))
    cv.text(f"{sp.inv}", (W * .5, H * .2), H * .22, INK, anchor="midleft")
    paint.circle(cv.big, GOLD_DARK, (W * .72, H * .2), H * .1)
    paint.circle(cv.big, GOLD, (W * .72, H * .2), H * .08)
    cv.text(f"{sp.div}", (W * .8, H * .2), H * .22, (30, 110, 50), anchor="midleft")
    if sp.optional:  # how many of the optional families the deal takes
        cv.text(f"+{sp.pick}", (W * .04, H * .8), H * .18, (120, 90, 50), anchor="midleft")
    surf = cv.finish()
    # the families: required (filled discs), then optional (rings) with how many to take
    k = surf.get_height()
    r = max(5, round(k * .13))
    step = r * 2.3
    for row, y in ((sp.required, .52 if sp.optional else .62), (sp.optional, .8)):
        x0 = w / 2 - step * (len(row) - 1) / 2 + (r * .6 if row is sp.optional else 0)
        for i, f in enumerate(row):
            chip(surf, f, (round(x0 + i * step), round(k * y)), r, row is sp.optional)
    return surf


def space(number: int, w: int, h: int) -> pygame.Surface:
    """Board space `number`: investors needed and dividends at the top, the families."""
    return _space(number, max(30, int(w)), max(20, int(h)), language())


@table_cache(maxsize=40)
def _tile(number: int, w: int, face_down: bool, lang: str) -> pygame.Surface:
    cv = Canvas(w, w)
    W = cv.W
    top, bottom = ((120, 100, 70), (80, 64, 44)) if face_down else (GOLD, GOLD_DARK)
    paint.gradient_rounded_rect(cv.big, (0, 0, W, W), W * .16, top, bottom)
    paint.rounded_rect(cv.big, paint.shade(bottom, .6), (0, 0, W, W), W * .16, max(2, cv.k * 2))
    if face_down:
        cv.text(str(number), (W / 2, W / 2), W * .42, (240, 228, 200))
    else:
        cv.text(f"${TILES[number].value}M", (W / 2, W * .5), W * .34, INK)
        cv.text(f"#{number}", (W / 2, W * .84), W * .18, paint.shade(GOLD_DARK, .7))
    return cv.finish()


def tile(number: int, w: int, face_down: bool = False) -> pygame.Surface:
    """A deal tile: its share value (face up), or its number on a closed space."""
    return _tile(number, max(12, int(w)), face_down, language())


@table_cache(maxsize=8)
def _marker(d: int) -> pygame.Surface:
    cv = Canvas(d, d)
    W = cv.W
    paint.circle(cv.big, (30, 90, 50), (W / 2, W / 2), W * .48)
    paint.circle(cv.big, (70, 170, 90), (W / 2, W / 2), W * .4)
    cv.text("$", (W / 2, W / 2), W * .6, (255, 250, 220))
    return cv.finish()


def marker(d: int) -> pygame.Surface:
    """The dollar marker."""
    return _marker(max(8, int(d)))


@table_cache(maxsize=8)
def _coin(d: int) -> pygame.Surface:
    cv = Canvas(d, d)
    W = cv.W
    paint.circle(cv.big, GOLD_DARK, (W / 2, W / 2), W * .48)
    paint.circle(cv.big, GOLD, (W / 2, W / 2), W * .4)
    cv.text("$", (W / 2, W / 2), W * .55, GOLD_DARK)
    return cv.finish()


def coin(d: int) -> pygame.Surface:
    return _coin(max(8, int(d)))


__all__ = ["FAMILY_COLOURS", "LETTERS", "back", "card", "chip", "coin", "family_colour",
           "marker", "placard", "space", "tile"]
