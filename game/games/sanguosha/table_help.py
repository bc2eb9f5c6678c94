"""The Sanguosha table's help under the pointer: a character offered (who he is, his
skills), a card in the hand, on a seat or in the centre (its name, face and what it
does), a skill of the viewer's, a seat (its character)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.sanguosha import actions as A
from game.games.sanguosha.cards import CARDS
from game.games.sanguosha.characters import BY_KEY
from game.games.sanguosha.controller import ids_of
from game.games.sanguosha.events import card_words
from game.games.sanguosha.identities import LORD
from game.games.sanguosha.table_layout import BOUNDS, pick_rects
from game.ui.i18n import t
from game.ui.tooltip import draw_tooltip

if TYPE_CHECKING:
    from game.games.sanguosha.table import SgsTableScene


def draw_hover(sc: SgsTableScene, surf: pygame.Surface, obs: dict) -> None:
    if sc.hover is None:
        return
    found = help_at(sc, sc.hover, obs)
    if found is not None:
        text, target = found
        draw_tooltip(surf, sc.view, text, target, BOUNDS, max_w=420)


def card_help(code: str) -> str:
    card = CARDS[ids_of([code])[0]]
    return f"{card_words(code)}: {t(f'sgs_card_{card.name}_text')}"


def help_at(sc: SgsTableScene, p: tuple[float, float],
            obs: dict) -> tuple[str, pygame.Rect] | None:
    """The help for what lies at `p`, and the rect it is about; None: nothing there."""
    if any(isinstance(a, A.PickCharacter) for a in sc.legal()):
        lord = obs["seats"][sc.ctl.viewer]["identity"] == LORD
        for key, rect in pick_rects(obs["candidates"]):  # a candidate: who, his skills
            if rect.collidepoint(p):
                return character_text(key, lord), rect
    hand = obs["hand"]
    for code, rect in reversed(list(zip(hand, sc.hand_rects(len(hand)), strict=True))):
        card = ids_of([code])[0]
        if sc.lifted(rect, card).collidepoint(p):
            # Its help goes over the buttons, never on them: they stay in reach.
            return card_help(code), sc.lifted(rect, card).union(
                sc.a["buttons"].clip(rect.x, 0, rect.w, BOUNDS.h))
    for seat in range(sc.ctl.players):
        for _slot, code, rect in sc.equipment_rects(seat, obs):
            if rect.collidepoint(p):
                return card_help(code), rect
        for code, rect in sc.judging_rects(seat, obs):
            if rect.collidepoint(p):
                return card_help(code), rect
        for key, rect in sc.skill_rects(seat, obs):
            if rect.collidepoint(p):
                return f"{t(f'sgs_skill_{key}')}: {t(f'sgs_skill_{key}_text')}", rect
    for code, rect in sc.centre.placed(obs)[1]:
        if rect.collidepoint(p):
            return card_help(code), rect
    for seat in range(sc.ctl.players):
        r = sc.seat_rect(seat)
        s = obs["seats"][seat]
        if r.collidepoint(p) and s["character"]:
            return character_text(s["character"], s["identity"] == LORD), r
    return None


def character_text(key: str, lord: bool) -> str:
    """A character in words: the name and health, then each skill (a lord's skills only
    for the lord) with what it does."""
    char = BY_KEY[key]
    lines = [f"{t(f'sgs_char_{char.key}')}  " + "♥" * char.max_hp]
    lines += [f"{t(f'sgs_skill_{k.key}')}: {t(f'sgs_skill_{k.key}_text')}"
              for k in char.skills if not k.lord or lord]
    return "\n".join(lines)
