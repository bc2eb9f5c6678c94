"""Where things lie on the Sanguosha table, and the sizes and colours its modules share:
the hand's cards, a seat's equipment rows, the cards it is being judged by, its skills and
identity badge, in level units (the level's anchors, levels/sanguosha_<n>p.tmx). Drawing,
clicks, the hover help and the flights all ask here, so they agree on every rect."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.sanguosha import art
from game.games.sanguosha.characters import BY_KEY
from game.games.sanguosha.identities import LORD
from game.ui import fonts, i18n, paint

if TYPE_CHECKING:
    from game.games.sanguosha.table import SgsTableScene

BOUNDS = pygame.Rect(0, 0, 1280, 720)
HAND_W = 96  # a hand card's width at 1280x720
CENTRE_W = 78  # a card being resolved
SEAT_CARD_W = 40  # a card flying to or from another seat's panel
EQUIP_CARD_W = 50  # a card flying to a seat's equipment
OFFERED_ROW_W = 700  # the widest the row of cards to choose from may be
SEAT_PORTRAIT_W = 66  # a seat's portrait, level units
PICK_W = 132  # a character offered in the pick, level units
BADGE_W = 66  # a seat's identity badge, level units
PLATE = (22, 16, 12, 215)  # behind text on the felt
ROW_PLATE = (22, 16, 12, 250)  # behind the row of cards to choose from, over the piles
LIT = (110, 210, 255)  # a seat or card that can be chosen now
OUT_OF_RANGE = (150, 150, 140)  # a range line to a seat a Slash cannot reach
CURRENT = (238, 196, 92)  # whose turn
CHOSEN = (255, 120, 200)  # a seat chosen as a target of the selection
ASKED = (255, 140, 70)  # who is asked now
RED = (214, 52, 44)
SEAT_DOTS = art.SEAT_DOTS
SLOTS = ("weapon", "armour", "plus_horse", "minus_horse")


def lang() -> str:
    return i18n.language()


def fit(text: str, width: float, size: float, view, bold: bool = False) -> str:
    """`text` cut with an ellipsis to fit `width` level units at `size`."""
    if fonts.text_width(text, view.len(size), bold) <= view.len(width):
        return text
    while text and fonts.text_width(text + "…", view.len(size), bold) > view.len(width):
        text = text[:-1]
    return text.rstrip() + "…"


def card_box(centre: tuple[float, float], w: float) -> pygame.Rect:
    """A card `w` wide centred on `centre`."""
    h = art.card_height(round(w))
    return pygame.Rect(round(centre[0] - w / 2), round(centre[1] - h / 2), round(w), h)


def blit_card(sc: SgsTableScene, surf: pygame.Surface, card: int | None, rect: pygame.Rect,
              dim: bool = False, ring=None) -> None:
    """A card face (its back for None) at `rect`, dimmed or ringed."""
    blit_card_at(sc.view, surf, card, rect, dim, ring)


def blit_card_at(v, surf: pygame.Surface, card: int | None, rect: pygame.Rect,
                 dim: bool = False, ring=None) -> None:
    """`blit_card` in the view `v`."""
    r = v.rect(rect)
    img = art.card_back(r.w) if card is None else art.card_face(card, r.w, lang())
    if dim:
        img = paint.cached(("sgs_dim", card, r.w, lang()), lambda: paint.faded(img, 150))
    surf.blit(img, r.topleft)
    if ring is not None:
        pygame.draw.rect(surf, ring, r.inflate(v.len(6), v.len(6)), max(2, v.len(3)),
                         border_radius=v.len(8))


# -- the viewer's hand --------------------------------------------------------------------
def hand_rects(area: pygame.Rect, n: int) -> list[pygame.Rect]:
    """`n` hand cards side by side along the bottom of `area`, centred, overlapping when
    they must."""
    h = art.card_height(HAND_W)
    if n == 0:
        return []
    step = min(HAND_W + 6, (area.w - HAND_W) / max(1, n - 1))
    total = step * (n - 1) + HAND_W
    x0 = area.x + (area.w - total) / 2
    y = area.bottom - h - 8
    return [pygame.Rect(round(x0 + i * step), y, HAND_W, h) for i in range(n)]


# -- a seat's panel -----------------------------------------------------------------------
def badge_rect(seat_rect: pygame.Rect) -> pygame.Rect:
    """Where a seat's identity badge lies: a click marks a guess."""
    return pygame.Rect(seat_rect.right - 5 - BADGE_W, seat_rect.y + 4, BADGE_W, 18)


def equipment_rects(r: pygame.Rect, own: bool,
                    equipment: dict[str, str]) -> list[tuple[str, str, pygame.Rect]]:
    """(slot, card code, rect) of each equipped card, one row each, on the panel `r`
    (`own`: the viewer's larger panel)."""
    x, y0, w, h = ((r.x + 118, r.y + 96, r.w - 124, 20) if own
                   else (r.x + 78, r.y + 70, r.w - 84, 18))
    slots = [slot for slot in SLOTS if slot in equipment]
    return [(slot, equipment[slot], pygame.Rect(x, y0 + i * (h + 1), w, h))
            for i, slot in enumerate(slots)]


def judging_rects(r: pygame.Rect, own: bool, judging: list[str]) -> list[tuple[str, pygame.Rect]]:
    """The cards a seat is to be judged by (at most three shown). The viewer's: small
    cards down the portrait's right edge. Another seat's: a row under its portrait, after
    the hand count, clear of the portrait and the name."""
    if own:
        w = 30
        return [(code, pygame.Rect(r.x + 88, round(r.y + 34 + i * art.card_height(w) * 0.55),
                                   w, art.card_height(w)))
                for i, code in enumerate(judging[:3])]
    w = 16
    return [(code, pygame.Rect(r.x + 58 + i * (w + 2), r.y + 116, w, art.card_height(w)))
            for i, code in enumerate(judging[:3])]


def skill_rects(r: pygame.Rect, own: bool, info: dict) -> list[tuple[str, pygame.Rect]]:
    """The viewer's skills as buttons along the bottom of his panel (a lord's skills only
    for the lord); other seats show theirs in the hover help."""
    if not info["character"] or not own:
        return []
    keys = [k.key for k in BY_KEY[info["character"]].skills
            if not k.lord or info["identity"] == LORD]
    w = (r.w - 16 - 4 * (len(keys) - 1)) / max(1, len(keys))
    return [(k, pygame.Rect(round(r.x + 8 + i * (w + 4)), r.bottom - 30, round(w), 24))
            for i, k in enumerate(keys)]


# -- the character pick -------------------------------------------------------------------
def pick_rects(keys: list[str]) -> list[tuple[str, pygame.Rect]]:
    """The characters offered, side by side across the middle of the table."""
    w = PICK_W
    h = art.portrait_height(w)
    gap = 18
    total = len(keys) * w + (len(keys) - 1) * gap
    x0 = 640 - total / 2
    return [(k, pygame.Rect(round(x0 + i * (w + gap)), 200, w, h))
            for i, k in enumerate(keys)]
