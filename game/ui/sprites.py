"""Card sprites and the arithmetic of laying cards out in a zone."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(eq=False, slots=True)
class CardSprite:
    """One card on the table, in level coordinates (x, y is its centre)."""

    key: str
    code: str | None  # None: a face-down card whose face this viewer may not know
    x: float
    y: float
    w: float
    face_up: bool = True
    angle: float = 0.0
    z: int = 0
    zone: str = ""
    selected: bool = False
    moving: bool = False
    settle_flip: bool = False  # turn face up when the flight ends
    squash: float = 1.0  # horizontal scale while turning over


def row_positions(n: int, cx: float, cy: float, w: float, max_span: float,
                  gap: float, align: str = "center") -> list[tuple[float, float]]:
    """Centres of `n` overlapping cards in a row no wider than `max_span`.

    `gap` is the preferred distance between neighbours; it shrinks to fit.
    `align` "left"/"right" pins the row to that end of the span (side seats).
    """
    if n <= 0:
        return []
    if n > 1:
        gap = min(gap, (max_span - w) / (n - 1))
    width = w + gap * (n - 1)
    if align == "left":
        x0 = cx - max_span / 2 + w / 2
    elif align == "right":
        x0 = cx + max_span / 2 - width + w / 2
    else:
        x0 = cx - width / 2 + w / 2
    return [(x0 + i * gap, cy) for i in range(n)]


def column_positions(n: int, cx: float, top: float, h: float, max_span: float,
                     gap: float) -> list[tuple[float, float]]:
    """Centres of `n` cards stacked downwards, each showing its top strip."""
    if n <= 0:
        return []
    if n > 1:
        gap = min(gap, (max_span - h) / (n - 1))
    return [(cx, top + h / 2 + i * gap) for i in range(n)]
