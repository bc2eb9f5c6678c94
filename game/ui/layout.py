"""Tiled levels and letterbox scaling from level units to window pixels.

A level is authored at a base size (1280x720). The window may be any size: the
level is scaled uniformly to fit (letterbox) and centred; everything the table
draws goes through a `View` so it stays crisp at any resolution.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pygame
import pytmx

from game.resources import resource_path


@dataclass(frozen=True)
class Anchor:
    name: str
    x: float
    y: float
    w: float = 0.0
    h: float = 0.0
    props: dict = field(default_factory=dict)

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.x), round(self.y), round(self.w), round(self.h))


class View:
    """Maps level coordinates to window pixels (uniform scale, centred)."""

    def __init__(self, base: tuple[int, int], window: tuple[int, int]) -> None:
        self.base = base
        self.resize(window)

    def resize(self, window: tuple[int, int]) -> None:
        self.window = (max(1, window[0]), max(1, window[1]))
        bw, bh = self.base
        self.scale = min(self.window[0] / bw, self.window[1] / bh)
        self.ox = (self.window[0] - bw * self.scale) / 2
        self.oy = (self.window[1] - bh * self.scale) / 2

    def pt(self, x: float, y: float) -> tuple[int, int]:
        return (round(self.ox + x * self.scale), round(self.oy + y * self.scale))

    def len(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def rect(self, r) -> pygame.Rect:
        r = pygame.Rect(r) if not isinstance(r, pygame.Rect) else r
        x, y = self.pt(r.x, r.y)
        x2, y2 = self.pt(r.right, r.bottom)
        return pygame.Rect(x, y, x2 - x, y2 - y)

    def to_level(self, pos: tuple[int, int]) -> tuple[float, float]:
        return ((pos[0] - self.ox) / self.scale, (pos[1] - self.oy) / self.scale)


def _image_loader(filename: str, colorkey, **kwargs):
    # pytmx's pygame loader converts surfaces, which needs a display; load plain.
    image = pygame.image.load(filename)

    def load(rect=None, flags=None):
        return image.subsurface(rect).copy() if rect else image.copy()

    return load


class Level:
    """A Tiled map: named anchors from the "anchors" layer and a background."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.tmx = pytmx.TiledMap(str(self.path), image_loader=_image_loader)
        self.size = (self.tmx.width * self.tmx.tilewidth, self.tmx.height * self.tmx.tileheight)
        self.background_color = _parse_color(self.tmx.background_color) or (20, 90, 60)
        self.anchors: dict[str, Anchor] = {}
        for layer in self.tmx.layers:
            if isinstance(layer, pytmx.TiledObjectGroup) and layer.name == "anchors":
                for obj in layer:
                    if obj.name:
                        self.anchors[obj.name] = Anchor(
                            obj.name, obj.x, obj.y, obj.width or 0.0, obj.height or 0.0,
                            dict(obj.properties),
                        )
        self.props = dict(self.tmx.properties)

    @classmethod
    def named(cls, name: str) -> Level:
        return cls(resource_path(f"levels/{name}.tmx"))

    def anchor(self, name: str) -> Anchor:
        return self.anchors[name]

    def render_background(self, view: View) -> pygame.Surface:
        """The tile layers scaled to the window; tiles repeat into the letterbox bars
        so the felt fills the whole window instead of showing black bands."""
        surf = pygame.Surface(view.window).convert()
        surf.fill(self.background_color)
        tw, th = self.tmx.tilewidth, self.tmx.tileheight
        cache: dict[int, pygame.Surface] = {}
        for layer in self.tmx.visible_layers:
            if not isinstance(layer, pytmx.TiledTileLayer):
                continue
            cols, rows = layer.width, layer.height
            x0 = -int(view.ox / (tw * view.scale)) - 1
            y0 = -int(view.oy / (th * view.scale)) - 1
            x1 = cols - x0 + 1
            y1 = rows - y0 + 1
            for ty in range(y0, y1):
                for tx in range(x0, x1):
                    gid = layer.data[ty % rows][tx % cols]
                    if not gid:
                        continue
                    img = self.tmx.get_tile_image_by_gid(gid)
                    if img is None:
                        continue
                    px, py = view.pt(tx * tw, ty * th)
                    px2, py2 = view.pt((tx + 1) * tw, (ty + 1) * th)
                    size = (px2 - px, py2 - py)
                    key = (gid, size)
                    tile = cache.get((gid, size))
                    if tile is None:
                        tile = pygame.transform.smoothscale(img.convert(), size)
                        cache[key] = tile
                    surf.blit(tile, (px, py))
        return surf


def _parse_color(value) -> tuple[int, int, int] | None:
    if not value:
        return None
    if isinstance(value, str):
        v = value.lstrip("#")
        if len(v) == 8:  # Tiled writes #AARRGGBB
            v = v[2:]
        return tuple(int(v[i:i + 2], 16) for i in (0, 2, 4))  # type: ignore[return-value]
    return tuple(value)[:3]  # type: ignore[return-value]
