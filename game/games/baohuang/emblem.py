"""Bao Huang's browser emblem: four packs fanned wide, the sceptre card in front."""

from __future__ import annotations

import pygame

from game.ui.cardart import draw_fan


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    cx, cy = rect.center
    draw_fan(surf, app.view, app.art, ["KS", "KH", "BJ", "KC", "KD"], (cx, cy + 8), 42,
             spread=14, step=13, marks={"BJ": "sceptre"})
