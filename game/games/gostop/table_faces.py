"""The one way a Go-Stop card's face is put on the table (`blit_face`), for the still
picture's parts (the centre, the capture strips, the seat panels and the hand, kept by
the kit's `StillPicture` and painted again only when what they show changes) and the
scene's live drawing (the flights, a dragged card, the panel over the centre); and the
faces made when the table opens (`art_steps`): every card at every width the table
draws one at rest, so no face is made inside draw().
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache, partial

import pygame

from game.games.gostop import art
from game.games.gostop.cards import BY_CODE, CARDS
from game.games.gostop.table_layout import (
    BACK_W,
    CAPTURE_W,
    CHOICE_W,
    HAND_W,
    TABLE_W,
    card_height,
)
from game.ui.layout import View


def face(code: str | None, w: int, month_numbers: bool, made_at: int | None = None
         ) -> pygame.Surface:
    """The card's face (its back for None) `w` pixels wide. `made_at`: a width the same
    card is drawn at at rest: the face made there is smooth-scaled to `w`, so a card
    drawn at a passing width makes no new face (the art caches faces by the width they
    are made at)."""
    if made_at is not None and made_at != w:
        made = face(code, made_at, month_numbers)
        return pygame.transform.smoothscale(made, (w, card_height(w)))
    if code is None:
        return art.back(w)
    return art.face(BY_CODE[code].id, w, month_numbers)


def blit_face(surf: pygame.Surface, v: View, code: str | None, rect: pygame.Rect,
              month_numbers: bool, ring: tuple | None = None, lift: float = 0,
              made_at: int | None = None) -> None:
    """A card at `rect` (level units) raised by `lift`, ringed in `ring` if given."""
    r = v.rect(rect.move(0, -lift))
    surf.blit(face(code, r.w, month_numbers, made_at), r.topleft)
    if ring is not None:
        pygame.draw.rect(surf, ring, r.inflate(v.len(6), v.len(6)), max(2, v.len(3)),
                         border_radius=v.len(7))


# The widths (level units) a face or a back is drawn at rest; a flying card is scaled
# from one of these (`GsTableScene.piece_picture`).
FACE_WIDTHS = (CAPTURE_W, TABLE_W, HAND_W, CHOICE_W)
BACK_WIDTHS = (TABLE_W, BACK_W)


def pixel_widths(v: View, w: int) -> tuple[int, ...]:
    """Every width in pixels a card `w` level units wide is drawn at: a rect's edges
    round to pixels, so where it lies may make it a pixel wider or narrower."""
    return _widths(v.base, v.window, w)


@lru_cache(maxsize=64)
def _widths(base: tuple[int, int], window: tuple[int, int], w: int) -> tuple[int, ...]:
    v = View(base, window)
    return tuple(sorted({v.rect((x, 0, w, 1)).w for x in range(base[0])}))


def art_steps(v: View, month_numbers: bool) -> list[Callable[[], object]]:
    """The table's faces (with or without the month numbers) and backs at this window
    size, one step per width (`game.ui.preparing.prepare` runs them)."""
    steps: list[Callable[[], object]] = [
        partial(_faces, px, month_numbers) for w in FACE_WIDTHS for px in pixel_widths(v, w)]
    steps += [partial(art.back, px) for w in BACK_WIDTHS for px in pixel_widths(v, w)]
    return steps


def _faces(px: int, month_numbers: bool) -> None:
    for c in CARDS:
        art.face(c.id, px, month_numbers)
