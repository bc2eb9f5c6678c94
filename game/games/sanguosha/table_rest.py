"""The Sanguosha table at rest: the felt, the piles, the centre and every seat panel
as the kit's still picture (`game/ui/kit/still.py`), so a frame while cards fly costs
one blit of it plus what moves. Each part is keyed by exactly what it shows (a frozen
value its drawing reads alone: `SeatShown`, `PilesShown`, `CentreShown`) with the
window's size, inside its `region`.

The asked seat's pulsing ring and a thinking seat's dots change every frame: drawn over
the picture when they touch no other part's region (else they join their panel's key,
which is then made again as they change)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.games.sanguosha.table_centre import (
    centre_shown,
    draw_centre,
    draw_piles,
    piles_shown,
)
from game.games.sanguosha.table_layout import lang
from game.games.sanguosha.table_seats import (
    GLOW_OUT,
    SHADOW_DOWN,
    SeatShown,
    dots_of,
    dots_rect,
    draw_at_rest,
    draw_dots,
    draw_glow,
    glow_alpha,
    glow_rect,
    seat_shown,
)
from game.ui.kit.still import Part

if TYPE_CHECKING:
    from game.games.sanguosha.table import SgsTableScene

MARGIN = GLOW_OUT + SHADOW_DOWN + 2  # level units round a panel its drawing may reach
PILE_MARGIN = 24  # round the piles' plates: a long count may run past its plate
CAPTION_OUT = 20 + 8  # the centre's caption may be 40 wider than the centre


def seat_region(sc: SgsTableScene, rect: tuple) -> pygame.Rect:
    return sc.view.rect(pygame.Rect(rect).inflate(2 * MARGIN, 2 * MARGIN))


def parts(sc: SgsTableScene, obs: dict, lit: set[int],
          show_centre: bool) -> tuple[list[Part], list[Over]]:
    """The parts of the table at rest in drawing order (piles, centre, seats), and what
    is drawn over them this frame (rings and dots that touch no other part)."""
    v, language = sc.view, lang()
    size = v.window
    out: list[Part] = []
    piles = piles_shown(sc, obs, language)
    out.append(Part("piles", (piles, size), piles_region(sc), lambda s: draw_piles(s, v, piles)))
    centre = centre_shown(sc, obs, language) if show_centre else None
    if centre is not None:
        out.append(Part("centre", (centre, size), centre_region(sc),
                        lambda s: draw_centre(s, v, centre)))
    seats = [(seat, tuple(sc.seat_rect(seat))) for seat in range(sc.ctl.players)]
    regions = [seat_region(sc, rect) for _seat, rect in seats]
    over: list[Over] = []
    for i, (seat, rect) in enumerate(seats):
        others = [p.region for p in out] + regions[:i] + regions[i + 1:]
        r = pygame.Rect(rect)
        ring_free = v.rect(glow_rect(r).inflate(2, 2)).collidelist(others) < 0
        dots_free = v.rect(dots_rect(r)).collidelist(others) < 0
        shown = seat_shown(sc, obs, seat, seat in lit, not ring_free, not dots_free,
                           language)
        out.append(Part(f"seat_{seat}", (shown, size), regions[i],
                        lambda s, shown=shown: draw_at_rest(s, v, shown)))
        if (o := overlay(sc, obs, seat, shown, ring_free, dots_free)) is not None:
            over.append(o)
    return out, over


@dataclass(frozen=True)
class Over:
    """A seat's ring and dots drawn over the picture this frame (None, 0: not over it)."""

    seat: int
    rect: tuple[int, int, int, int]
    glow: int | None
    dots: int

    def draw(self, surf: pygame.Surface, v) -> None:
        r = pygame.Rect(self.rect)
        if self.glow is not None:
            draw_glow(surf, v, r, self.glow)
        if self.dots:
            draw_dots(surf, v, r, self.dots)


def overlay(sc: SgsTableScene, obs: dict, seat: int, shown: SeatShown, ring_free: bool,
            dots_free: bool) -> Over | None:
    """The ring and dots of `seat` drawn over the picture this frame, where they may be."""
    glow = (glow_alpha(sc.clock) if ring_free and obs["asked"] == seat and not sc.over
            else None)
    dots = (dots_of(sc.clock) if dots_free and sc.ctl.session.thinking == seat
            and not shown.own else 0)
    return Over(seat, shown.rect, glow, dots) if glow is not None or dots else None


def piles_region(sc: SgsTableScene) -> pygame.Rect:
    """The deck, the discard pile, their plates and the elimination help under them."""
    deck, disc = sc.a["deck"], sc.a["discard"]
    area = deck.union(disc).move(-4, -4).union(deck.union(disc))
    area.h = disc.bottom + 34 + 4 + 18 * 5 - area.y  # the help: a few lines at most
    return sc.view.rect(area.inflate(2 * PILE_MARGIN, 2 * 8))


def centre_region(sc: SgsTableScene) -> pygame.Rect:
    return sc.view.rect(sc.a["centre"].inflate(2 * CAPTION_OUT, 2 * 8))
