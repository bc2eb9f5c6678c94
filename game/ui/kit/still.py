"""The table kit's still picture: everything on a table that stands still (the felt, the
seat panels, piles and boards at rest), kept from frame to frame as one window-sized
surface, so a frame while pieces move costs one blit of it plus what moves.

A table names its still parts each frame, in drawing order: each `Part` says exactly
what it shows (`key`, a hashable value its drawing reads alone), where all it draws
lies (`region`, window pixels) and how to draw it. Keys, not dirty flags: when a part's
key or region changes, or a part comes or goes, only those regions (where it lay and
where it lies now, overlapping ones joined) are made again: the background there, then
every part that reaches into them, in order, each clipped to its own region. So the
picture is the very one drawing everything afresh would give, and nothing the table
shows can change without the picture following. A new background (a resize, art made
again) starts the picture over.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Part:
    """One still part: `name` (unique in the picture), `key` (all it shows), `region`
    (window pixels: nothing of it lies outside), `draw(surf)`."""

    name: str
    key: Hashable
    region: pygame.Rect
    draw: Callable[[pygame.Surface], None]


class StillPicture:
    """The still parts over a background, each made again only where it changed."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.background: pygame.Surface | None = None
        self.made: dict[str, tuple[Hashable, pygame.Rect]] = {}  # name: key, region
        self.remade = 0  # regions made again (tests and benches count them)

    def forget(self) -> None:
        """Everything made afresh at the next `compose`."""
        self.surface = self.background = None
        self.made = {}

    def compose(self, background: pygame.Surface, parts: Iterable[Part]) -> pygame.Surface:
        """The picture of `parts` (in drawing order) over `background`, brought up to
        date."""
        parts = list(parts)
        if self.surface is None or self.background is not background:
            self.surface, self.background, self.made = background.copy(), background, {}
            self._remake([background.get_rect()], parts)
            return self.surface
        dirty = []
        names = {p.name for p in parts}
        for name, (_key, region) in list(self.made.items()):
            if name not in names:  # a part gone: where it lay
                dirty.append(region)
                del self.made[name]
        for p in parts:
            was = self.made.get(p.name)
            if was is None or was[0] != p.key or was[1] != p.region:
                dirty.append(p.region if was is None else p.region.union(was[1]))
        if dirty:
            self._remake(dirty, parts)
        return self.surface

    def _remake(self, regions: list[pygame.Rect], parts: list[Part]) -> None:
        pic = self.surface
        for region in merged([r.clip(pic.get_rect()) for r in regions]):
            # Every part reaching into the region, in order over the background: outside
            # it nothing changed, inside it is what drawing all afresh gives.
            pic.blit(self.background, region.topleft, region)
            draw_parts(pic, parts, region)
            self.remade += 1
        for p in parts:
            self.made[p.name] = (p.key, pygame.Rect(p.region))


def draw_parts(surf: pygame.Surface, parts: Iterable[Part], within: pygame.Rect) -> None:
    """`parts` in order, those reaching into `within` only, each clipped to its own
    region too: nothing of a part lies outside it, whichever way it is drawn."""
    old = surf.get_clip()
    for p in parts:
        if p.region.colliderect(within):
            surf.set_clip(p.region.clip(within))
            p.draw(surf)
    surf.set_clip(old)


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """`rects` with those that overlap joined: a part reaching into several is drawn
    once."""
    out: list[pygame.Rect] = []
    for r in rects:
        r = r.copy()
        while (i := r.collidelist(out)) >= 0:
            r.union_ip(out.pop(i))
        out.append(r)
    return out
