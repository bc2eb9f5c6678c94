"""Round the Forbidden Island board: the water meter, both decks and discards, the
treasures captured, each adventurer's panel with the open hand (the cards a click may
use lit), the card being dragged and the name of the hand card under the pointer."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.forbidden_island import art
from game.games.forbidden_island.table_board import LIT, PICKED
from game.games.forbidden_island.table_layout import BOUNDS, CARD_W, local_view
from game.games.forbidden_island.tiles import PACK, SKULL, TREASURE_KEYS, flood_cards_at
from game.games.forbidden_island.words import card_help as card_words
from game.games.forbidden_island.words import tile_name
from game.ui import fonts, paint
from game.ui.i18n import t
from game.ui.layout import View
from game.ui.tooltip import draw_tooltip
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

if TYPE_CHECKING:
    from game.games.forbidden_island.table import FiTableScene


def role_rgb(role: str) -> tuple[int, int, int]:
    """An adventurer's colour: its pawn's, its panel's words, its dots in the log."""
    return art.ADVENTURER_RGB[art.ADVENTURER[role].colour]


def draw_skull(surf: pygame.Surface, v: View, centre: tuple[float, float], r: float) -> None:
    """The water meter's last mark: a small skull."""
    x, y = centre
    bone = (236, 230, 220)
    pygame.draw.circle(surf, bone, v.pt(x, y - r * 0.15), v.len(r * 0.8))
    pygame.draw.rect(surf, bone, v.rect((x - r * 0.45, y + r * 0.3, r * 0.9, r * 0.55)))
    for dx in (-0.32, 0.32):
        pygame.draw.circle(surf, (60, 20, 24), v.pt(x + dx * r, y - r * 0.15), v.len(r * 0.22))


def draw_meter(surf: pygame.Surface, v: View, m: pygame.Rect, water: float,
               mark: int) -> None:
    """The water meter in `m`, filled to `water` (between two marks while it rises),
    the number of `mark`, the level shown, in bold."""
    draw_panel(surf, v, m, (8, 18, 30, 210), 12, border=(120, 170, 220, 160), border_w=1.5)
    draw_text(surf, v, t("fi_water"), (m.centerx, m.y + 6), 14, TEXT, "midtop", bold=True)
    top, bottom = m.y + 32, m.bottom - 10
    step = (bottom - top) / SKULL
    for level in range(1, SKULL + 1):
        y = bottom - level * step
        cell = pygame.Rect(m.x + 8, round(y), m.w - 16, round(step) - 3)
        filled = level <= water
        skull = level == SKULL
        full, empty = ((150, 40, 40), (70, 30, 34)) if skull else ((40, 110, 190),
                                                                (30, 44, 60))
        draw_panel(surf, v, cell, full if filled else empty, 6)
        part = water - (level - 1)
        if 0 < part < 1:  # the water climbing into this mark
            h = round(cell.h * part)
            draw_panel(surf, v, pygame.Rect(cell.x, cell.bottom - h, cell.w, h),
                       paint.mix(full, (200, 236, 255), 0.35), 6)
        if skull:
            draw_skull(surf, v, cell.center, min(cell.w, cell.h) * 0.36)
        else:
            draw_text(surf, v, str(flood_cards_at(level)), cell.center, 14,
                      TEXT if filled else TEXT_DIM, "center", bold=level == mark)
    marker = pygame.Rect(m.x - 4, round(bottom - water * step) - 2, m.w + 8,
                         round(step) + 1)
    pygame.draw.rect(surf, GOLD, v.rect(marker), max(2, v.len(2)), border_radius=v.len(7))


def draw_decks(sc: FiTableScene, surf: pygame.Surface, obs: dict) -> None:
    """Both decks with their counts, the treasure discard's top card (not one still on
    its way there), the flood discard's last tiles, and the four treasures."""
    v, a = sc.view, sc.a
    for anchor, count, label in (("treasure_deck", obs["treasure_deck"], "fi_treasure_deck"),
                                 ("flood_deck", obs["flood_deck"], "fi_flood_deck")):
        r = a[anchor]
        draw_panel(surf, v, r, (40, 60, 90, 230) if anchor == "flood_deck"
                   else (120, 90, 40, 230), 10, border=(230, 220, 190, 180), border_w=1.5)
        draw_text(surf, v, t(label), (r.centerx, r.y + 30), 14, TEXT, "center", bold=True)
        draw_text(surf, v, t("fi_deck", n=count), (r.centerx, r.y + 62), 13, TEXT_DIM,
                  "center")
    flying = sc.motion.hidden("treasure_discard")
    top = next((c for c in reversed(obs["treasure_discard"]) if c not in flying), None)
    r = a["treasure_discard"]
    if top is not None:
        surf.blit(art.card_picture(top, v.len(r.w)), v.rect(r))
    else:
        draw_panel(surf, v, r, (0, 0, 0, 60), 10)
    r = a["flood_discard"]
    draw_panel(surf, v, r, (0, 0, 0, 90), 10)
    for i, tile in enumerate(obs["flood_discard"][-6:]):
        name = tile_name(tile)
        draw_text(surf, v, name, (r.x + 4, r.y + 4 + i * 17),
                  fit_text_size(name, 11, r.w - 8, v), TEXT, "topleft")
    y = r.bottom + 60
    for i, treasure in enumerate(TREASURE_KEYS):
        x = 24 + i * 40
        box = pygame.Rect(x, y, 36, 36)
        held = treasure in obs["captured"]
        draw_panel(surf, v, box, (250, 240, 200, 220) if held else (0, 0, 0, 70), 8)
        colour = art.TREASURE_RGB[treasure]
        pygame.draw.circle(surf, colour if held else (70, 80, 90), v.pt(*box.center),
                           v.len(11))


def draw_seat(sc: FiTableScene, surf: pygame.Surface, obs: dict, seat: int) -> None:
    """A player's panel and open hand: a gap where a card will land, none for the card
    being dragged, a ring round each card a click may use."""
    v = sc.view
    r = sc.a[f"seat_{seat}"]
    role, name = obs["roles"][seat], sc.ctl.name_of(seat)
    active = seat == obs["asked"]
    px = v.rect(r)

    def make() -> pygame.Surface:  # the panel but the hand, composed once
        plate = pygame.Surface(px.size, pygame.SRCALPHA)
        draw_seat_plate(plate, local_view(v, px), r, role, name, active)
        return plate

    surf.blit(paint.cached(("fi_seat", role, name, active, t(f"fi_role_{role}_help"),
                            tuple(px), v.scale), make), px)
    legal = sc.legal()
    flying = sc.motion.hidden(f"hand:{seat}")  # a gap where they will land
    for card, cr in sc.hand_rects(seat):
        if sc.press is not None and sc.press.drag and sc.press.piece[1] == card:
            continue
        if PACK.code(card) in flying:
            continue
        surf.blit(art.card_picture(PACK.code(card), v.len(cr.w)), v.rect(cr))
        usable = any(getattr(a, "card", None) == card for a in legal)
        if usable or (sc.special is not None and sc.special[1] == card):
            pygame.draw.rect(surf, PICKED if sc.special and sc.special[1] == card else LIT,
                             v.rect(cr).inflate(v.len(4), v.len(4)), max(2, v.len(2)),
                             border_radius=v.len(6))


def draw_seat_plate(surf: pygame.Surface, v: View, r: pygame.Rect, role: str, name: str,
                    active: bool) -> None:
    """A player's panel: the pawn, the name, the adventurer and what they do."""
    draw_panel(surf, v, r, (10, 20, 34, 225), 14, border=GOLD if active else None,
               border_w=2 if active else 0)
    surf.blit(art.pawn_picture(role, v.len(56)), v.pt(r.x + 10, r.y + 10))
    draw_text(surf, v, name, (r.x + 12, r.y + 72), fit_text_size(name, 15, 92, v, bold=True),
              TEXT, "topleft", bold=True)
    draw_text(surf, v, t(f"fi_role_{role}"), (r.x + 12, r.y + 92), 13,
              paint.mix(role_rgb(role), (255, 255, 255), 0.55), "topleft", bold=True)
    help_text = t(f"fi_role_{role}_help")
    for i, part in enumerate(fonts.wrap(help_text, v.len(11), v.len(r.w - 120))[:2]):
        draw_text(surf, v, part, (r.x + 110, r.y + 8 + i * 14), 11, TEXT_DIM, "topleft")


def draw_drag(sc: FiTableScene, surf: pygame.Surface) -> None:
    """The card being dragged, under the pointer."""
    if sc.press is None or not sc.press.drag or sc.hover is None:
        return
    v = sc.view
    img = art.card_picture(PACK.code(sc.press.piece[1]), v.len(CARD_W))
    surf.blit(img, img.get_rect(center=v.pt(*sc.hover)))


def draw_card_name(sc: FiTableScene, surf: pygame.Surface) -> None:
    """The hand card under the pointer, named (a special one with what it does)."""
    under = sc.piece_at(sc.hover)
    if under is None:
        return
    seat, card = under
    rect = next(r for c, r in sc.hand_rects(seat) if c == card)
    draw_tooltip(surf, sc.view, card_words(PACK.code(card)), rect, BOUNDS, max_w=320)
