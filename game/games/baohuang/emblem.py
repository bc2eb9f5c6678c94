"""Bao Huang's browser emblem: a king from each of the four packs fanned behind the
emperor's card, the big joker with the sceptre, upright in front."""

from __future__ import annotations

import pygame

from game.games.baohuang.rules import EMPEROR_CARD
from game.ui.cardart import draw_fan


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    v = app.view
    cx, cy = rect.center
    draw_fan(surf, v, app.art, ["KS", "KH", "KC", "KD"], (cx, cy - 2), 36, spread=15,
             step=14, drop=2.5)
    card = app.art.get(EMPEROR_CARD, v.len(42), True, 0.0, mark="sceptre")
    surf.blit(card, card.get_rect(center=v.pt(cx, cy + 2)))
