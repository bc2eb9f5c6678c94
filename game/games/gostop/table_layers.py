"""The still picture of the Go-Stop table, kept between frames: the felt with the centre,
every capture strip, every seat panel and the viewer's hand painted on it, each in its
own place (an anchor's area). A place is painted again only when what it shows changes:
each part says all it shows as a hashable key (a frozen dataclass: the cards as shown,
the flags it reads, the language, the month-number setting), its painter reads nothing
but that key, and the place keeps the key it was last painted with. So a frame while
cards fly costs one blit of this picture plus the flights, and nothing stale can show:
a key that differs repaints its place from the felt up, clipped to it.

Also the one way a card's face is put on the table (`blit_face`), for the parts here and
the scene's live drawing (the flights, a dragged card, the panel over the centre), and
the faces made when the table opens (`art_steps`): every card at every width the table
draws one at rest, so no face is made inside draw().
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
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


@dataclass(frozen=True)
class Part:
    """One place of the still picture: `area` in pixels, what it shows now (`key`), and
    how to paint that (reading only `key`) on the felt."""

    place: str
    area: pygame.Rect
    key: Hashable
    paint: Callable[[pygame.Surface], None]


class StillLayer:
    """The felt with every part painted on it, each place repainted when its key
    changes; started over from a new felt (the window's size changed)."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.felt: pygame.Surface | None = None
        self.held: dict[str, tuple[pygame.Rect, Hashable]] = {}  # place -> what it shows
        self.painted = 0  # places painted since made (tests count them)

    def compose(self, felt: pygame.Surface, parts: Iterable[Part]) -> pygame.Surface:
        if self.surface is None or self.felt is not felt:
            self.surface, self.felt, self.held = felt.copy(), felt, {}
        surf = self.surface
        for part in parts:
            shows = (pygame.Rect(part.area), part.key)
            if self.held.get(part.place) == shows:
                continue
            old = self.held.get(part.place)
            if old is not None and old[0] != shows[0]:  # the place moved: its old area bare
                surf.blit(felt, old[0].topleft, old[0])
            surf.set_clip(part.area)
            surf.blit(felt, part.area.topleft, part.area)
            part.paint(surf)
            surf.set_clip(None)
            self.held[part.place] = shows
            self.painted += 1
        return surf

    def clear(self) -> None:
        self.surface, self.felt, self.held = None, None, {}
