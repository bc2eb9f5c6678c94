"""Sanguosha's pictures outside the table: the browser emblem (Slash and Dodge fanned
behind Guan Yu's portrait, the lord's badge at its foot) and the set-up page's seat
colours (each seat's dot in the table's log)."""

from __future__ import annotations

import pygame

from game.games.sanguosha import art
from game.games.sanguosha.cards import CARDS
from game.ui import i18n

PORTRAIT = "guan_yu"
FAN = (("dodge", 16), ("slash", -14))  # card, tilt in degrees


def first_card(name: str) -> int:
    return next(i for i, c in enumerate(CARDS) if c.name == name)


def draw_emblem(app, surf: pygame.Surface, rect: pygame.Rect) -> None:
    v = app.view
    lang = i18n.language()
    cx, cy = rect.center
    card_w = 44
    for (name, angle), dx in zip(FAN, (-23, 24), strict=True):
        face = art.card_face(first_card(name), v.len(card_w), lang)
        turned = pygame.transform.rotozoom(face, angle, 1.0)
        surf.blit(turned, turned.get_rect(center=v.pt(cx + dx, cy - 8)))
    pw = 48
    img = art.portrait(PORTRAIT, v.len(pw), lang)
    shadow = pygame.Surface(img.get_size(), pygame.SRCALPHA)
    shadow.fill((0, 0, 0, 90))
    surf.blit(shadow, img.get_rect(center=v.pt(cx + 2, cy + 6)))
    surf.blit(img, img.get_rect(center=v.pt(cx, cy + 3)))
    badge = art.identity_badge("lord", v.len(56), lang)
    surf.blit(badge, badge.get_rect(center=v.pt(cx, rect.bottom - 7)))


def draw_seat_marker(surf: pygame.Surface, v, x: float, y: float, seat: int,
                     players: int = 5) -> None:
    """The seat's colour, as its dot in the table's log."""
    colour = art.SEAT_DOTS[seat % len(art.SEAT_DOTS)]
    pygame.draw.circle(surf, (20, 14, 10), v.pt(x, y), v.len(8))
    pygame.draw.circle(surf, colour, v.pt(x, y), v.len(6.5))
