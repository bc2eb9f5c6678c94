"""Where things lie in the kitchen, in level units: the level's anchors
(levels/alacarte_<n>p.tmx) and the places measured from them (a station's name plate,
stove, words, cups and tray; a market slot; a jar), and the regions of the kitchen's
still picture (game/ui/kit/still.py), each holding everything one of its parts draws."""

from __future__ import annotations

import pygame

from game.games.alacarte.data import COLOURS

# Regions of the still picture's parts, in level units. Each holds all its part draws
# (shadows and glows too), and they do not overlap: a part drawn again touches no other.
TOP_REGION = pygame.Rect(0, 0, 1280, 58)  # the banner, Rules and Menu
# The band under it, down to the buttons: a jar's picture has a wide clear margin.
MARKET_PAD = (4, 8, 8, 10)  # left, top, right, bottom of the market's region
CENTRE_REGION_X = 836  # the die's column to the window's edge (the die drawn over it)
STATION_PAD = 6  # a station's plate glow and cup shadows; half the gap between stations


class KitchenLayout:
    """The kitchen's places for the level's anchors `a` (name -> level-unit rect)."""

    def __init__(self, anchors: dict[str, pygame.Rect]) -> None:
        self.a = anchors

    # -- a chef's station --------------------------------------------------------------
    def station(self, seat: int) -> pygame.Rect:
        return self.a[f"station_{seat}"]

    def plate_rect(self, seat: int) -> pygame.Rect:
        """The chef's name plate along the top of the station."""
        r = self.station(seat)
        return pygame.Rect(r.x + 4, r.y + 4, r.w - 8, 34)

    def stove_rect(self, seat: int) -> pygame.Rect:
        r = self.station(seat)
        side = min(176, r.w - 148)  # the rest of the row is the dish's words at 14 px+
        return pygame.Rect(r.x + 6, r.y + 42, side, side)

    def info_rect(self, seat: int) -> pygame.Rect:
        s = self.stove_rect(seat)
        r = self.station(seat)
        return pygame.Rect(s.right + 8, s.y, r.right - s.right - 14, s.h)

    def cup_rects(self, seat: int, n: int) -> list[pygame.Rect]:
        """The places of a chef's `n` coffee cups, left to right."""
        r = self.station(seat)
        w = min(46, (r.w - 12) // max(1, n) - 4)
        return [pygame.Rect(r.x + 8 + i * (w + 4), r.y + 226, w, 54) for i in range(n)]

    def cup_rects_top(self, seat: int) -> int:
        return self.station(seat).y + 223

    def tray_rect(self, seat: int) -> pygame.Rect:
        r = self.station(seat)
        return pygame.Rect(r.x + 6, r.y + 286, r.w - 12, 66)

    # -- the shared band ---------------------------------------------------------------
    def market_slot(self, dish_id: int) -> pygame.Rect:
        m = self.a["market"]
        col, row = (dish_id - 1) // 4, (dish_id - 1) % 4
        w, h = m.w / 5, (m.h - 26) / 4
        size = min(w, h) - 4
        cx, cy = m.x + w * (col + 0.5), m.y + 26 + h * (row + 0.5)
        return pygame.Rect(round(cx - size / 2), round(cy - size / 2), round(size), round(size))

    def dispenser_rect(self, colour: str) -> pygame.Rect:
        d = self.a["dispensers"]
        i = COLOURS.index(colour)
        w = d.w / 4
        return pygame.Rect(round(d.x + i * w + 8), d.y + 4, round(w - 16), d.h - 46)

    # -- the still picture's regions ----------------------------------------------------
    def regions(self, players: int) -> dict[str, pygame.Rect]:
        """Each part of the still picture and the level-unit region it draws in."""
        m, b = self.a["market"], self.a["buttons"]
        left, top, right, bottom = MARKET_PAD
        market = pygame.Rect(m.x - left, m.y - top, m.w + left + right, m.h + top + bottom)
        jars = pygame.Rect(market.right + 2, market.y, CENTRE_REGION_X - market.right - 2,
                           b.y - 4 - market.y)
        out = {
            "top": TOP_REGION.copy(),
            "market": market,
            "dispensers": jars,
            "centre": pygame.Rect(CENTRE_REGION_X, jars.y, TOP_REGION.right - CENTRE_REGION_X,
                                  jars.h),
            "buttons": pygame.Rect(jars.x, jars.bottom, b.right + 4 - jars.x, b.h + 10),
        }
        for seat in range(players):
            out[f"station_{seat}"] = self.station(seat).inflate(2 * STATION_PAD,
                                                                2 * STATION_PAD)
        return out
