"""The card images the table blits: every face it uses drawn once up front, and a
sprite's image at its current size, flip and mark."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game.ui.sprites import CardSprite

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene


class CardImages:
    """Card surfaces for one scene, from the app's card art."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self._warm: list | None = None  # (code, pixel width, mark) still to draw up front
        self._warm_marks: dict[str, str] = {}  # the marks the warm list covers
        self._sizes_for: float | None = None  # the view scale _size_list was made for
        self._size_list: list[int] = []

    def reset(self) -> None:
        """The window changed size: draw every face again at the new scale."""
        self._warm = None

    @property
    def cold(self) -> bool:
        """Faces are still to be drawn up front (new scale, or new marks)."""
        return self._warm is None or bool(self._warm) or self.scene.marks != self._warm_marks

    def _widths(self) -> list[float]:
        z = self.scene.zones
        return [z.card_w, z.played_w, z.reveal_w, z.kitty_w]

    def warm(self, budget_ms: float = 1e9) -> None:
        """Draw every card face the table uses once, up front (~30-100 ms), so the
        first time a card is played does not stall a frame."""
        sc, v = self.scene, self.scene.view
        if self._warm is None:
            ranks = str(sc.level.props.get("ranks", "3456789TJQKA2"))
            codes = [r + s for r in ranks for s in "SHCD"] + ["BJ", "RJ"]
            self._warm = [(c, v.len(w), None) for w in self._widths() for c in codes]
            self._warm.append((None, v.len(sc.zones.back_w), None))
            self._warm_marks = {}
        if sc.marks != self._warm_marks:  # a controller set marks after entering
            self._warm += [(c, v.len(w), m) for w in self._widths() for c, m in sc.marks.items()
                           if self._warm_marks.get(c) != m]
            self._warm_marks = dict(sc.marks)
        t0 = time.perf_counter()
        while self._warm and (time.perf_counter() - t0) * 1000 < budget_ms:
            code, px, mark = self._warm.pop()
            if mark:
                sc.app.art.get(code, px, True, mark=mark)
            else:
                sc.app.art.get(code, px, code is not None)

    def sizes(self) -> list[int]:
        """Pixel widths cards settle at; anything else is scaled from one of these."""
        v, z = self.scene.view, self.scene.zones
        if self._sizes_for != v.scale:
            self._sizes_for = v.scale
            self._size_list = sorted({v.len(w) for w in (
                z.card_w, z.played_w, z.back_w, z.reveal_w, z.kitty_w)})
        return self._size_list

    def surface(self, s: CardSprite) -> pygame.Surface:
        """The image a sprite is drawn with now."""
        sc = self.scene
        art = sc.app.art
        px = sc.view.len(s.w)
        code = s.code if s.face_up else None
        mark = sc.marks.get(code) if code and sc.marks else None
        sizes = self.sizes()
        if px in sizes and s.squash == 1.0:
            if mark:
                return art.get(code, px, s.face_up, s.angle, s.selected and s.zone == "hand",
                               mark=mark)
            return art.get(code, px, s.face_up, s.angle, s.selected and s.zone == "hand")
        ref = next((w for w in sizes if w >= px), sizes[-1])
        if mark:
            return art.scaled(code, px, ref, s.face_up, s.squash, mark=mark)
        return art.scaled(code, px, ref, s.face_up, s.squash)

    def blit(self, surf: pygame.Surface, s: CardSprite, off: tuple[int, int] = (0, 0)) -> None:
        img = self.surface(s)
        cx, cy = self.scene.view.pt(s.x, s.y)
        surf.blit(img, img.get_rect(center=(cx + off[0], cy + off[1])))
