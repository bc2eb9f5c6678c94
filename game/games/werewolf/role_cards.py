"""Werewolf's role cards with their names on the plate, in the player's language (the
village's stage and seats, the results sheet): each made once per role, width and
language, and let go when the table closes."""

from __future__ import annotations

import pygame

from game.games.werewolf import art
from game.ui import fonts
from game.ui.i18n import t
from game.ui.memory import on_release


def named_card(role: str, width: int) -> pygame.Surface:
    """A role card with its name on the plate, in the player's language."""
    key = (role, width, t(f"ww_role_{role}"))
    card = _NAMED.get(key)
    if card is None:
        card = art.role_card(role, width).copy()
        plate = art.name_rect(width)
        name = t(f"ww_role_{role}")
        size = max(6, round(plate.h * 0.62))
        while size > 6 and fonts.text_width(name, size, True) > plate.w - 6:
            size -= 1
        img = fonts.render(name, size, art.NAME_INK, True)
        card.blit(img, img.get_rect(center=plate.center))
        if len(_NAMED) > 64:
            _NAMED.clear()
        _NAMED[key] = card
    return card


_NAMED: dict[tuple, pygame.Surface] = {}
on_release(_NAMED.clear)  # the named cards go when the table closes
