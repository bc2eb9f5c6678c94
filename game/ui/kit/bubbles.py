"""A speech bubble on a kit table: what a computer says, wrapped to a few lines in a pale
rounded box with a tip pointing at the speaker, fading out as its time ends."""

from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.layout import View
from game.ui.widgets import draw_panel, draw_text, fit_text_size

PAPER = (250, 246, 232)
INK = (30, 24, 20)
SCREEN = pygame.Rect(0, 0, 1280, 720)


def draw_bubble(surf: pygame.Surface, view: View, speaker: pygame.Rect, words: str,
                left: float = 1.0, *, below: bool = True, size: int = 13, widest: int = 230,
                lines: int = 3, bounds: pygame.Rect = SCREEN) -> pygame.Rect:
    """`words` in a bubble under (or over) `speaker` (level units); `left` the seconds it
    has still to stay: it fades over the last half second. Returns its box."""
    wrapped = fonts.wrap(words, view.len(size), view.len(widest - 20))[:lines] or [""]
    width = min(widest, max(fonts.text_width(line, size) for line in wrapped) + 24)
    step = size + 5
    box = pygame.Rect(0, 0, width, 12 + step * len(wrapped))
    if below:
        box.midtop = (speaker.centerx, speaker.bottom + 8)
    else:
        box.midbottom = (speaker.centerx, speaker.y - 8)
    box.clamp_ip(bounds)
    alpha = int(240 * min(1.0, max(0.0, left) / 0.5))
    draw_panel(surf, view, box, (*PAPER, alpha), 12)
    tip_y, point_y = (box.y, box.y - 8) if below else (box.bottom, box.bottom + 8)
    tip = [(speaker.centerx - 8, tip_y), (speaker.centerx + 8, tip_y),
           (speaker.centerx, point_y)]
    if box.left + 10 <= speaker.centerx <= box.right - 10:  # a tip only over the speaker
        pts = [view.pt(*q) for q in tip]
        x0, y0 = min(p[0] for p in pts), min(p[1] for p in pts)
        w = max(p[0] for p in pts) - x0 + 1
        h = max(p[1] for p in pts) - y0 + 1
        layer = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(layer, (*PAPER, alpha), [(x - x0, y - y0) for x, y in pts])
        surf.blit(layer, (x0, y0))
    for i, line in enumerate(wrapped):
        draw_text(surf, view, line, (box.centerx, box.y + 6 + step * i),
                  fit_text_size(line, size, width - 12, view), INK, "midtop")
    return box
