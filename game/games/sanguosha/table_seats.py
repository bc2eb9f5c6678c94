"""The seat panels round the Sanguosha table: each seat's frame (whose turn, who is
asked, lit or chosen as a target, a flash of what hit it), name and identity badge (or
the viewer's guess), portrait, health, hand count, equipment, the cards it is to be
judged by, the viewer's skills; and, while a Slash is aimed, the range lines from the
viewer to every seat with their distances."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.games.sanguosha import art
from game.games.sanguosha.cards import CARDS
from game.games.sanguosha.controller import ids_of
from game.games.sanguosha.events import card_name, face
from game.games.sanguosha.table_layout import (
    ASKED,
    BADGE_W,
    CHOSEN,
    CURRENT,
    LIT,
    OUT_OF_RANGE,
    SEAT_PORTRAIT_W,
    blit_card,
    fit,
    lang,
)
from game.games.sanguosha.table_motion import draw_flash
from game.ui import fonts, paint
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, draw_panel, draw_text, fit_text_size

if TYPE_CHECKING:
    from game.games.sanguosha.table import SgsTableScene


def draw_seat(sc: SgsTableScene, surf: pygame.Surface, obs: dict, seat: int, lit: bool) -> None:
    """Another seat's panel."""
    v = sc.view
    r = sc.seat_rect(seat)
    s = obs["seats"][seat]
    frame(sc, surf, obs, seat, r, lit)
    header(sc, surf, seat, s, r, BADGE_W)
    portrait(sc, surf, s, pygame.Rect(r.x + 6, r.y + 28, SEAT_PORTRAIT_W,
                                      art.portrait_height(SEAT_PORTRAIT_W)))
    if s["character"]:
        char_name(sc, surf, s, r.x + 78, r.y + 38, r.w - 84)
        pips(sc, surf, s, r.x + 78, r.y + 50, 100)
    hand_count(sc, surf, s, r.x + 8, r.y + 120)
    draw_equipment(sc, surf, obs, seat)
    for code, jr in sc.judging_rects(seat, obs):
        blit_card(sc, surf, ids_of([code])[0], jr)
    if not s["alive"]:
        draw_text(surf, v, t("sgs_ui_dead"), (r.x + 39, r.y + 70), 18, (240, 220, 210),
                  "center", bold=True, shadow=True)
    if sc.ctl.session.thinking == seat:
        dots = "•" * (1 + int(sc.clock * 3) % 3)
        draw_text(surf, v, dots, (r.right - 14, r.bottom - 14), 18, ASKED, "center", bold=True)


def draw_own(sc: SgsTableScene, surf: pygame.Surface, obs: dict, lit: bool) -> None:
    """The viewer's panel: larger, with his skills along its bottom."""
    v = sc.view
    seat = sc.ctl.viewer
    r = sc.seat_rect(seat)
    s = obs["seats"][seat]
    frame(sc, surf, obs, seat, r, lit)
    header(sc, surf, seat, s, r, 80)
    portrait(sc, surf, s, pygame.Rect(r.x + 8, r.y + 30, 102, art.portrait_height(102)))
    if s["character"]:
        char_name(sc, surf, s, r.x + 118, r.y + 41, r.w - 124)
        pips(sc, surf, s, r.x + 118, r.y + 54, r.w - 126)
    hand_count(sc, surf, s, r.x + 118, r.y + 72)
    draw_equipment(sc, surf, obs, seat)
    for code, jr in sc.judging_rects(seat, obs):
        blit_card(sc, surf, ids_of([code])[0], jr)
    for key, rect in sc.skill_rects(seat, obs):
        draw_panel(surf, v, rect, (60, 40, 24, 235), 7, border=(214, 170, 72, 160), border_w=1)
        draw_text(surf, v, fit(t(f"sgs_skill_{key}"), rect.w - 8, 14, v), rect.center,
                  14, (255, 236, 190), "center")


def frame(sc: SgsTableScene, surf: pygame.Surface, obs: dict, seat: int, r: pygame.Rect,
          lit: bool) -> None:
    v = sc.view
    s = obs["seats"][seat]
    current = obs["current"] == seat and obs["phase"] != "setup"
    asked = obs["asked"] == seat and not sc.over
    border = (CHOSEN if seat in sc.sel.targets else LIT if lit else CURRENT if current
              else None)
    draw_panel(surf, v, r.move(0, 3), (0, 0, 0, 80), 12)
    fill = (34, 26, 20, 235) if s["alive"] else (40, 40, 40, 235)
    draw_panel(surf, v, r, fill, 12, border=border or (120, 96, 60, 200),
               border_w=3 if border else 1.5)
    if asked:
        pulse = 0.5 + 0.5 * math.sin(sc.clock * 5)
        glow = (*ASKED, int(120 + 100 * pulse))
        draw_panel(surf, v, r.inflate(8, 8), (0, 0, 0, 0), 14, border=glow, border_w=2.5)
    if lit:
        draw_panel(surf, v, r, (110, 210, 255, 40), 12)
    draw_flash(sc, surf, seat, r)


def portrait(sc: SgsTableScene, surf: pygame.Surface, s: dict, rect: pygame.Rect) -> None:
    v = sc.view
    r = v.rect(rect)
    if not s["character"]:
        img = paint.cached(("sgs_back_portrait", r.size),
                           lambda: pygame.transform.smoothscale(art.card_back(r.w), r.size))
        surf.blit(img, r.topleft)
        return
    # made at the rect's width in level units: a shuddering seat's rect lands on
    # whole pixels a pixel wider or narrower, which would make another portrait
    img = art.portrait(s["character"], v.len(rect.w), lang())
    if not s["alive"]:
        img = paint.cached(("sgs_grey", s["character"], img.get_width(), lang()),
                           lambda: pygame.transform.grayscale(img))
    surf.blit(img, r.topleft)


def header(sc: SgsTableScene, surf: pygame.Surface, seat: int, s: dict, r: pygame.Rect,
           badge_w: int) -> None:
    """The seat's name and its identity badge (hidden: the viewer's guess, if any)."""
    v = sc.view
    name = sc.ctl.name_of(seat)
    size = 15
    room = r.w - badge_w - 22
    while size > 14 and fonts.text_width(name, v.len(size), True) > v.len(room):
        size -= 1
    draw_text(surf, v, fit(name, room, size, v), (r.x + 8, r.y + 13), size, TEXT, "midleft",
              bold=True)
    identity = s["identity"] if s["identity"] else None
    bw = v.len(badge_w)
    mark = sc.ctl.mark_of(seat) if identity is None else None
    badge = art.identity_badge(identity or mark, bw, lang(), marked=mark is not None)
    surf.blit(badge, badge.get_rect(midright=v.pt(r.right - 5, r.y + 13)))


def pips(sc: SgsTableScene, surf: pygame.Surface, s: dict, x: float, y: float,
         w: float) -> None:
    if s["max_hp"] <= 0:  # health is set when the game starts, after every pick
        return
    v = sc.view
    img = art.hp_pips(max(0, s["hp"]), s["max_hp"], v.len(w))
    surf.blit(img, v.pt(x, y))


def char_name(sc: SgsTableScene, surf: pygame.Surface, s: dict, x: float, y: float,
              w: float) -> None:
    name = t(f"sgs_char_{s['character']}")
    draw_text(surf, sc.view, fit(name, w, 14, sc.view, True), (x, y), 14,
              (255, 226, 160), "midleft", bold=True)


def hand_count(sc: SgsTableScene, surf: pygame.Surface, s: dict, x: float, y: float) -> None:
    v = sc.view
    surf.blit(art.card_back(v.len(15)), v.pt(x, y))
    draw_text(surf, v, f"× {s['hand_count']}", (x + 20, y + 10), 15, TEXT, "midleft",
              bold=True)


def draw_equipment(sc: SgsTableScene, surf: pygame.Surface, obs: dict, seat: int) -> None:
    """A row per equipped card: its slot, name and face (a picked one of the viewer's
    ringed); a card still flying there is not on the panel yet."""
    v = sc.view
    flying = sc.motion.hidden(f"equipment:{seat}")
    for slot, code, rect in sc.equipment_rects(seat, obs):
        if code in flying:
            continue
        card = CARDS[ids_of([code])[0]]
        chosen = ids_of([code])[0] in sc.sel.selected
        tint = art.TYPE_COLOURS[card.type]
        draw_panel(surf, v, rect, (*paint.shade(tint, 0.55)[:3], 240), 5,
                   border=LIT if chosen else (214, 170, 72, 200),
                   border_w=1.5 if not chosen else 2.5)
        tag = t(f"sgs_ui_slot_{slot}")
        draw_text(surf, v, tag, (rect.x + 4, rect.centery), 14, GOLD, "midleft", bold=True)
        label = f"{card_name(card.name)} {face(code)}"
        # Smaller before cut: "Zhuge Crossbow ♦A" whole where it can be.
        size = max(11.0, fit_text_size(label, 14, rect.w - 24, v))
        draw_text(surf, v, fit(label, rect.w - 24, size, v), (rect.x + 21, rect.centery),
                  size, TEXT, "midleft")


# -- aiming a Slash -------------------------------------------------------------------------
def draw_range_lines(sc: SgsTableScene, surf: pygame.Surface, reach: dict,
                     lit: set[int]) -> None:
    """While a Slash is aimed (`reach`: the seats `seen_from` the viewer), from the
    viewer to every other living seat: a solid line to the seats the Slash may take,
    dashed to the rest (under the piles and panels)."""
    v = sc.view
    me = v.pt(*sc.seat_centre(sc.ctl.viewer))
    for seat in reach:
        there = v.pt(*sc.seat_centre(seat))
        if seat in sc.sel.targets:
            paint.thick_line(surf, CHOSEN, me, there, v.len(4))
        elif seat in lit:
            paint.thick_line(surf, LIT, me, there, v.len(3))
        else:
            paint.dashed_line(surf, OUT_OF_RANGE, me, there, v.len(2), v.len(9))


def draw_distances(sc: SgsTableScene, surf: pygame.Surface, reach: dict,
                   lit: set[int]) -> None:
    """Each range line's distance, in a disc on the bottom edge of the seat it
    reaches (where no line's end crowds it)."""
    v = sc.view
    for seat, (d, _within) in reach.items():
        x, y = sc.seat_rect(seat).midbottom
        colour = CHOSEN if seat in sc.sel.targets else LIT if seat in lit else OUT_OF_RANGE
        pygame.draw.circle(surf, (22, 16, 12), v.pt(x, y), v.len(13))
        pygame.draw.circle(surf, colour, v.pt(x, y), v.len(13), max(1, v.len(2)))
        draw_text(surf, v, str(d), (x, y), 15, TEXT, "center", bold=True)
