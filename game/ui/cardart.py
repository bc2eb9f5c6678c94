"""Procedural playing-card art: faces, jokers and a back, cached per pixel size.

Everything is drawn supersampled and smooth-scaled down once, so edges are
anti-aliased without per-frame cost. Rotated copies use a quantised angle and a
bounded cache (see TECH_NOTES: caching is what makes 60 fps possible here).
"""

from __future__ import annotations

import math
from collections import OrderedDict

import pygame

from game.ui import fonts

RED = (196, 28, 44)
BLACK = (24, 26, 36)
PAPER = (252, 250, 244)
EDGE = (120, 118, 110)
GOLD = (212, 168, 64)
RANK_TEXT = {"T": "10"}
CARD_RATIO = 1.41
ANGLE_STEP = 3
# The corner index (rank over suit, or the stacked JOKER) lies within this fraction of
# the card's width from its left edge: a fan must leave at least this much of each
# overlapped card showing for its rank to stay readable.
INDEX_STRIP = 0.25
MARKS = ("sceptre", "sword", "wild")  # emblems a game may print on particular cards


def face_of(code: str) -> str:
    """The printed face of a card code: copies from several packs ("7H~2") look alike."""
    return code.split("~", 1)[0]

_PIPS: dict[str, list[tuple[float, float]]] = {
    "A": [(0.5, 0.5)],
    "2": [(0.5, 0.2), (0.5, 0.8)],
    "3": [(0.5, 0.2), (0.5, 0.5), (0.5, 0.8)],
    "4": [(0.28, 0.2), (0.72, 0.2), (0.28, 0.8), (0.72, 0.8)],
}
_PIPS["5"] = _PIPS["4"] + [(0.5, 0.5)]
_PIPS["6"] = _PIPS["4"] + [(0.28, 0.5), (0.72, 0.5)]
_PIPS["7"] = _PIPS["6"] + [(0.5, 0.35)]
_PIPS["8"] = _PIPS["6"] + [(0.5, 0.35), (0.5, 0.65)]
_PIPS["9"] = _PIPS["4"] + [(0.28, 0.4), (0.72, 0.4), (0.28, 0.6), (0.72, 0.6), (0.5, 0.3)]
_PIPS["T"] = _PIPS["4"] + [(0.28, 0.4), (0.72, 0.4), (0.28, 0.6), (0.72, 0.6),
                           (0.5, 0.3), (0.5, 0.7)]


def suit_color(suit: str, rank: str = "") -> tuple[int, int, int]:
    if suit == "J":
        return RED if rank == "R" else BLACK
    return RED if suit in "HD" else BLACK


def draw_suit(surf: pygame.Surface, suit: str, rect: pygame.Rect, color=None) -> None:
    """A suit symbol drawn as shapes filling `rect` (draw at a large size, then scale)."""
    color = color or suit_color(suit)
    x, y, w, h = rect

    def p(u: float, v: float) -> tuple[float, float]:
        return (x + u * w, y + v * h)

    def circle(u: float, v: float, r: float) -> None:
        pygame.draw.circle(surf, color, p(u, v), r * w)

    if suit == "H":
        circle(0.285, 0.32, 0.245)
        circle(0.715, 0.32, 0.245)
        pygame.draw.polygon(surf, color, [p(0.05, 0.40), p(0.5, 0.96), p(0.95, 0.40), p(0.5, 0.3)])
    elif suit == "D":
        pygame.draw.polygon(surf, color, [p(0.5, 0.0), p(0.88, 0.5), p(0.5, 1.0), p(0.12, 0.5)])
    elif suit == "S":
        circle(0.29, 0.57, 0.225)
        circle(0.71, 0.57, 0.225)
        pygame.draw.polygon(surf, color, [p(0.07, 0.52), p(0.5, 0.02), p(0.93, 0.52), p(0.5, 0.68)])
        pygame.draw.polygon(surf, color, [p(0.5, 0.6), p(0.3, 0.98), p(0.7, 0.98)])
    elif suit == "C":
        circle(0.5, 0.27, 0.215)
        circle(0.27, 0.58, 0.215)
        circle(0.73, 0.58, 0.215)
        circle(0.5, 0.5, 0.13)
        pygame.draw.polygon(surf, color, [p(0.5, 0.5), p(0.32, 0.98), p(0.68, 0.98)])


def _star(surf, color, cx, cy, r_out, r_in, points=5, rot=-math.pi / 2) -> None:
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = rot + i * math.pi / points
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surf, color, pts)


def _emblem(surf, mark: str, cx: float, cy: float, size: float) -> None:
    """A sceptre or a sword, upright, or a wild card's star, `size` tall, centred on
    (cx, cy)."""
    top, bot = cy - size / 2, cy + size / 2
    s = size
    dark = (60, 40, 16)
    if mark == "wild":
        outer, inner = s * 0.5, s * 0.2
        pts = [(cx + (outer if i % 2 == 0 else inner) * math.sin(i * math.pi / 5),
                 cy - (outer if i % 2 == 0 else inner) * math.cos(i * math.pi / 5) + s * 0.04)
               for i in range(10)]
        pygame.draw.polygon(surf, GOLD, pts)
        pygame.draw.polygon(surf, dark, pts, max(1, int(s * 0.03)))
    elif mark == "sceptre":
        rod = max(2.0, s * 0.1)
        # Rod with a grip band and a foot knob.
        pygame.draw.rect(surf, (176, 120, 36), (cx - rod / 2, top + s * 0.34, rod, s * 0.6))
        pygame.draw.rect(surf, dark, (cx - rod * 0.9, top + s * 0.64, rod * 1.8, s * 0.06))
        pygame.draw.circle(surf, GOLD, (cx, bot - s * 0.05), s * 0.07)
        # Head: a crown of three points with an orb and a cross on top.
        hw = s * 0.26
        hy = top + s * 0.36
        pts = [(cx - hw * 0.7, hy), (cx - hw, hy - s * 0.14), (cx - hw / 2, hy - s * 0.06),
               (cx, hy - s * 0.18), (cx + hw / 2, hy - s * 0.06), (cx + hw, hy - s * 0.14),
               (cx + hw * 0.7, hy)]
        pygame.draw.polygon(surf, GOLD, pts)
        pygame.draw.polygon(surf, dark, pts, max(1, int(s * 0.02)))
        pygame.draw.circle(surf, RED, (cx, hy - s * 0.23), s * 0.08)
        pygame.draw.line(surf, GOLD, (cx, hy - s * 0.36), (cx, hy - s * 0.3),
                         max(1, int(s * 0.05)))
    else:  # sword, point up
        bw = s * 0.1
        guard_y = top + s * 0.68
        blade = [(cx, top), (cx + bw / 2, top + s * 0.1), (cx + bw / 2, guard_y),
                 (cx - bw / 2, guard_y), (cx - bw / 2, top + s * 0.1)]
        pygame.draw.polygon(surf, (196, 204, 216), blade)
        pygame.draw.polygon(surf, (70, 76, 90), blade, max(1, int(s * 0.02)))
        pygame.draw.line(surf, (120, 128, 142), (cx, top + s * 0.08), (cx, guard_y),
                         max(1, int(s * 0.015)))
        pygame.draw.rect(surf, GOLD, (cx - s * 0.22, guard_y, s * 0.44, s * 0.07),
                         border_radius=max(1, int(s * 0.03)))
        pygame.draw.rect(surf, (110, 60, 30), (cx - s * 0.04, guard_y + s * 0.07, s * 0.08,
                                                s * 0.18))
        pygame.draw.circle(surf, GOLD, (cx, bot - s * 0.05), s * 0.055)


def _rounded(surf, color, rect, radius, width=0) -> None:
    pygame.draw.rect(surf, color, rect, width, border_radius=radius)


class CardArt:
    """Renders and caches card surfaces by (code, pixel width, face/back, angle)."""

    def __init__(self, max_rotated: int = 400) -> None:
        self._faces: dict[tuple, pygame.Surface] = {}
        self._rot: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._max_rot = max_rotated

    @staticmethod
    def height_for(width: int) -> int:
        return round(width * CARD_RATIO)

    def clear(self) -> None:
        self._faces.clear()
        self._rot.clear()

    def get(self, code: str | None, width: int, face_up: bool = True, angle: float = 0.0,
            highlight: bool = False, mark: str | None = None) -> pygame.Surface:
        """The card `code` ("3S", "BJ", "RJ", "7H~2"), or its back when face down / code
        None. `mark` ("sceptre", "sword") prints that emblem on the face.

        Faces are cached by the printed face, so the copies of a card from several
        packs share one surface."""
        width = max(8, int(width))
        face = face_up and code is not None
        base_key = (face_of(code) if face else "back", width, highlight and face,
                    mark if face else None)
        q = int(round(angle / ANGLE_STEP)) * ANGLE_STEP % 360
        if q == 0:
            return self._base(base_key)
        return self._transformed((*base_key, q),
                                 lambda: pygame.transform.rotozoom(self._base(base_key), q, 1.0))

    def scaled(self, code: str | None, width: int, ref_width: int, face_up: bool = True,
               squash: float = 1.0, mark: str | None = None) -> pygame.Surface:
        """A card at an in-between size (mid-flight, mid-flip), scaled from the drawn
        card at `ref_width` instead of drawing a new face for every frame's size.

        `squash` narrows the card without changing its height: a card turning over.
        """
        width = max(2, int(width))
        h = self.height_for(width)
        w = max(1, round(width * squash))
        face = face_up and code is not None
        mark = mark if face else None
        return self._transformed(
            ("scaled", face_of(code) if face else "back", w, h, mark),
            lambda: pygame.transform.smoothscale(
                self.get(code, ref_width, face_up, mark=mark) if mark
                else self.get(code, ref_width, face_up), (w, h)))

    def _transformed(self, key: tuple, make) -> pygame.Surface:
        """A rotated or scaled card from the bounded least-recently-used cache."""
        surf = self._rot.get(key)
        if surf is None:
            surf = self._rot[key] = make()
            if len(self._rot) > self._max_rot:
                self._rot.popitem(last=False)
        else:
            self._rot.move_to_end(key)
        return surf

    def _base(self, key: tuple) -> pygame.Surface:
        surf = self._faces.get(key)
        if surf is None:
            code, width, highlight, mark = key
            surf = (self._render_back(width) if code == "back"
                    else self._render_face(code, width, mark))
            if highlight:
                surf = surf.copy()
                tint = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
                tint.fill((90, 150, 255, 70))
                surf.blit(tint, (0, 0), special_flags=0)
                # Keep the rounded corners transparent after the tint.
                mask = self._render_blank(width)
                surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            self._faces[key] = surf
        return surf

    # -- drawing -------------------------------------------------------------
    @staticmethod
    def _ss(width: int) -> int:
        return 4 if width < 70 else 3 if width < 140 else 2

    def _blank(self, width: int, k: int) -> tuple[pygame.Surface, int, int]:
        w, h = width * k, self.height_for(width) * k
        big = pygame.Surface((w, h), pygame.SRCALPHA)
        return big, w, h

    def _finish(self, big: pygame.Surface, width: int) -> pygame.Surface:
        return pygame.transform.smoothscale(big, (width, self.height_for(width)))

    def _render_blank(self, width: int) -> pygame.Surface:
        k = self._ss(width)
        big, w, h = self._blank(width, k)
        _rounded(big, (255, 255, 255, 255), big.get_rect(), int(w * 0.08))
        return self._finish(big, width)

    def _render_face(self, code: str, width: int, mark: str | None = None) -> pygame.Surface:
        rank, suit = code[0], code[1]
        k = self._ss(width)
        big, w, h = self._blank(width, k)
        r = int(w * 0.08)
        _rounded(big, EDGE, big.get_rect(), r)
        _rounded(big, PAPER, big.get_rect().inflate(-2 * k, -2 * k), r - k)
        color = suit_color(suit, rank)
        if suit == "J":
            self._draw_joker(big, rank, w, h, color)
        else:
            self._draw_index(big, rank, suit, w, h, color)
            index_area = big.subsurface((0, 0, int(w * 0.26), int(h * 0.36)))
            flipped = pygame.transform.rotate(index_area, 180)
            # Mirror the index into the bottom-right corner as on real cards.
            corner = pygame.Surface(flipped.get_size(), pygame.SRCALPHA)
            corner.blit(flipped, (0, 0))
            if rank in "JQK":
                self._draw_court(big, rank, suit, w, h, color)
            else:
                self._draw_pips(big, rank, suit, w, h)
            big.blit(corner, (w - corner.get_width(), h - corner.get_height()))
        if mark in MARKS:
            self._draw_mark(big, mark, suit == "J", w, h)
        return self._finish(big, width)

    def _draw_mark(self, big, mark: str, joker: bool, w: int, h: int) -> None:
        """A game's emblem on a card: a large one in a roundel in the middle of the
        face, and a small one in the index column, which a fan leaves showing."""
        cx, cy = (w * 0.56, h * 0.5) if joker else (w * 0.5, h * 0.5)
        rad = w * 0.3
        pygame.draw.circle(big, (40, 30, 24), (cx, cy), rad + w * 0.025)
        pygame.draw.circle(big, (255, 248, 226), (cx, cy), rad)
        pygame.draw.circle(big, GOLD, (cx, cy), rad, max(2, int(w * 0.025)))
        _emblem(big, mark, cx, cy, rad * 1.7)
        # The small copy sits under the index (below JOKER on a joker).
        iy = h * 0.56 if joker else h * 0.46
        _emblem(big, mark, w * 0.125, iy, w * 0.3)

    def _draw_index(self, big, rank, suit, w, h, color) -> None:
        text = RANK_TEXT.get(rank, rank)
        size = int(h * 0.2)
        img = fonts.render(text, size, color, bold=True, pad=False)
        if img.get_width() > w * 0.22:  # "10" is squeezed to fit the index column
            img = pygame.transform.smoothscale(img, (int(w * 0.22), img.get_height()))
        cx = w * 0.13
        big.blit(img, (cx - img.get_width() / 2, h * 0.035))
        ps = w * 0.16
        top = h * 0.035 + img.get_height() + h * 0.015
        draw_suit(big, suit, pygame.Rect(cx - ps / 2, top, ps, ps))

    def _draw_pips(self, big, rank, suit, w, h) -> None:
        spots = _PIPS[rank]
        ps = w * (0.42 if rank == "A" else 0.2 if len(spots) < 8 else 0.165)
        x0, x1 = w * 0.18, w * 0.82
        y0, y1 = h * 0.12, h * 0.88
        pip = pygame.Surface((int(ps), int(ps)), pygame.SRCALPHA)
        draw_suit(pip, suit, pip.get_rect())
        pip_down = pygame.transform.rotate(pip, 180)
        for u, v in spots:
            cx = x0 + u * (x1 - x0)
            cy = y0 + v * (y1 - y0)
            img = pip_down if v > 0.55 else pip
            big.blit(img, (cx - ps / 2, cy - ps / 2))

    def _draw_court(self, big, rank, suit, w, h, color) -> None:
        frame = pygame.Rect(int(w * 0.24), int(h * 0.13), int(w * 0.52), int(h * 0.74))
        tint = (253, 236, 236) if color == RED else (236, 240, 250)
        pygame.draw.rect(big, tint, frame, border_radius=int(w * 0.04))
        pygame.draw.rect(big, GOLD, frame, max(2, int(w * 0.02)), border_radius=int(w * 0.04))
        inner = frame.inflate(-int(w * 0.05), -int(w * 0.05))
        pygame.draw.rect(big, color, inner, max(1, int(w * 0.008)), border_radius=int(w * 0.03))
        cx = frame.centerx
        # A small emblem per rank above the letter: crown, diadem, plume.
        ey = frame.top + frame.height * 0.24
        ew = frame.width * 0.5
        if rank == "K":
            pts = [(cx - ew / 2, ey + ew * 0.3), (cx - ew / 2, ey - ew * 0.15),
                   (cx - ew / 4, ey + ew * 0.08), (cx, ey - ew * 0.3),
                   (cx + ew / 4, ey + ew * 0.08), (cx + ew / 2, ey - ew * 0.15),
                   (cx + ew / 2, ey + ew * 0.3)]
            pygame.draw.polygon(big, GOLD, pts)
        elif rank == "Q":
            pygame.draw.ellipse(big, GOLD, (cx - ew / 2, ey - ew * 0.12, ew, ew * 0.36))
            for dx in (-0.3, 0, 0.3):
                pygame.draw.circle(big, color, (cx + dx * ew, ey - ew * 0.18), ew * 0.09)
        else:
            pygame.draw.polygon(big, GOLD, [(cx, ey - ew * 0.35), (cx + ew * 0.22, ey + ew * 0.25),
                                            (cx, ey + ew * 0.12), (cx - ew * 0.22, ey + ew * 0.25)])
        letter = fonts.render(rank, int(h * 0.3), color, bold=True, pad=False)
        big.blit(letter, (cx - letter.get_width() / 2, frame.top + frame.height * 0.42))
        ps = frame.width * 0.26
        draw_suit(big, suit, pygame.Rect(cx - ps / 2, frame.bottom - ps * 1.35, ps, ps))

    def _draw_joker(self, big, rank, w, h, color) -> None:
        big_joker = rank == "R"
        # Index: the word JOKER stacked vertically, as printed on real jokers.
        size = int(h * 0.085)
        y = h * 0.04
        for ch in "JOKER":
            img = fonts.render(ch, size, color, bold=True, pad=False)
            big.blit(img, (w * 0.12 - img.get_width() / 2, y))
            y += size * 0.96
        cx, cy = w * 0.56, h * 0.52
        rad = w * 0.3
        if big_joker:
            for i in range(12):  # sunburst behind the red joker's star
                a = i * math.pi / 6
                ray = rad * 1.35
                pygame.draw.polygon(big, (247, 206, 110), [
                    (cx, cy), (cx + ray * math.cos(a - 0.12), cy + ray * math.sin(a - 0.12)),
                    (cx + ray * math.cos(a + 0.12), cy + ray * math.sin(a + 0.12))])
            pygame.draw.circle(big, GOLD, (cx, cy), rad, max(2, int(w * 0.03)))
            _star(big, RED, cx, cy, rad * 0.85, rad * 0.36)
        else:
            pygame.draw.circle(big, (214, 216, 224), (cx, cy), rad)
            pygame.draw.circle(big, BLACK, (cx, cy), rad, max(2, int(w * 0.03)))
            _star(big, BLACK, cx, cy, rad * 0.8, rad * 0.34)
        label = fonts.render("JOKER", int(h * 0.07), color, bold=True, pad=False)
        big.blit(label, (cx - label.get_width() / 2, h * 0.82))

    def _render_back(self, width: int) -> pygame.Surface:
        k = self._ss(width)
        big, w, h = self._blank(width, k)
        r = int(w * 0.08)
        _rounded(big, EDGE, big.get_rect(), r)
        _rounded(big, PAPER, big.get_rect().inflate(-2 * k, -2 * k), r - k)
        inner = big.get_rect().inflate(-int(w * 0.14), -int(w * 0.14))
        pat = pygame.Surface(inner.size, pygame.SRCALPHA)
        pat.fill((156, 30, 44))
        step = max(4, int(w * 0.12))
        light = (186, 58, 70)
        lw = max(1, int(w * 0.012))
        for i in range(-inner.height // step - 2, inner.width // step + 3):
            x = i * step
            pygame.draw.line(pat, light, (x, 0), (x + inner.height, inner.height), lw)
            pygame.draw.line(pat, light, (x, inner.height), (x + inner.height, 0), lw)
        cx, cy = inner.width / 2, inner.height / 2
        pygame.draw.ellipse(pat, (120, 18, 32), (cx - w * 0.28, cy - w * 0.22, w * 0.56, w * 0.44))
        pygame.draw.ellipse(pat, GOLD, (cx - w * 0.28, cy - w * 0.22, w * 0.56, w * 0.44),
                            max(1, int(w * 0.025)))
        _star(pat, GOLD, cx, cy, w * 0.14, w * 0.06)
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        _rounded(mask, (255, 255, 255, 255), mask.get_rect(), int(w * 0.05))
        pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(pat, inner.topleft)
        _rounded(big, GOLD, inner, int(w * 0.05), max(1, int(w * 0.015)))
        return self._finish(big, width)


def draw_fan(surf: pygame.Surface, view, art: CardArt, codes: list[str],
             center: tuple[float, float], width: float, spread: float = 10.0,
             step: float | None = None, drop: float = 4.0,
             marks: dict[str, str] | None = None) -> None:
    """Cards fanned around `center` (level units): each turned `spread` degrees from
    its neighbour, `step` apart, the outer ones dropping by `drop` times the square of
    their distance from the middle (the title's fan, a browser tile's emblem)."""
    step = width * 0.48 if step is None else step
    n = len(codes)
    for i, code in enumerate(codes):
        k = i - (n - 1) / 2
        mark = (marks or {}).get(code)
        img = art.get(code, view.len(width), True, -k * spread, mark=mark)
        at = (center[0] + k * step, center[1] + k * k * drop)
        surf.blit(img, img.get_rect(center=view.pt(*at)))
