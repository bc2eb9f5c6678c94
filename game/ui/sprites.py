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


def grouped_row_positions(groups: list, cx: float, cy: float, w: float, max_span: float,
                          gap_in: float, gap_out: float, min_gap: float
                          ) -> list[tuple[float, float]]:
    """Centres of a row of overlapping cards where neighbours of the same group (rank)
    sit `gap_in` apart and a wider `gap_out` separates groups, within `max_span`.

    To fit, the gap between groups shrinks first (never below 1.5x the gap inside a
    group), then both shrink together; the gap inside a group stays at least `min_gap`
    (the corner index) while that still leaves groups visibly apart. Centred.
    """
    n = len(groups)
    if n <= 0:
        return []
    n_out = sum(1 for a, b in zip(groups, groups[1:], strict=False) if a != b)
    n_in = n - 1 - n_out
    room = max(0.0, max_span - w)
    if n_in * gap_in + n_out * gap_out > room:
        gi = gap_in
        go = (room - n_in * gi) / n_out if n_out else gi
        if n_out and go < 1.5 * gi:
            gi = room / (n_in + 1.5 * n_out)
            go = 1.5 * gi
            if gi < min_gap:
                # Keep every corner readable; what is left goes between groups.
                gi = min(min_gap, room / max(1, n - 1))
                go = (room - n_in * gi) / n_out
        elif not n_out:
            gi = room / max(1, n - 1)
        gap_in, gap_out = gi, max(gi, go)
    steps = [gap_in if a == b else gap_out for a, b in zip(groups, groups[1:], strict=False)]
    width = w + sum(steps)
    x = cx - width / 2 + w / 2
    out = [(x, cy)]
    for st in steps:
        x += st
        out.append((x, cy))
    return out


def grid_positions(n: int, x: float, y: float, span_w: float, span_h: float, w: float,
                   h: float, gap_x: float, gap_y: float, min_x: float, min_y: float,
                   align: str = "center") -> list[tuple[float, float]]:
    """Centres of `n` cards in overlapping rows inside a rectangle, read like a hand:
    each card shows its left strip (at least `min_x` wide when possible) and each row
    the top of its cards (`min_y`). The number of rows is chosen to keep both strips
    as wide as possible, preferring fewer rows; the block is centred vertically and
    aligned left, right or centre."""
    if n <= 0:
        return []
    best = None
    for rows in range(1, n + 1):
        per = -(-n // rows)
        gx = min(gap_x, (span_w - w) / (per - 1)) if per > 1 else gap_x
        gy = min(gap_y, (span_h - h) / (rows - 1)) if rows > 1 else gap_y
        score = min(gx / min_x, gy / min_y if rows > 1 else 9.0, 1.0)
        if best is None or score > best[0] + 1e-9:
            best = (score, rows, per, gx, gy)
        if score >= 1.0:
            break
    _, rows, per, gx, gy = best
    block_h = h + gy * (rows - 1)
    top = y + (span_h - block_h) / 2 + h / 2
    out = []
    for r in range(rows):
        k = min(per, n - r * per)
        row_w = w + gx * (k - 1)
        if align == "left":
            x0 = x + w / 2
        elif align == "right":
            x0 = x + span_w - row_w + w / 2
        else:
            x0 = x + span_w / 2 - row_w / 2 + w / 2
        out.extend((x0 + i * gx, top + r * gy) for i in range(k))
    return out
