"""The seat panels round the Sanguosha table: each seat's frame (whose turn, who is
asked, lit or chosen as a target, a flash of what hit it), name and identity badge (or
the viewer's guess), portrait, health, hand count, equipment, the cards it is to be
judged by, the viewer's skills; and, while a Slash is aimed, the range lines from the
viewer to every seat with their distances.

A panel is drawn from its `SeatShown` alone (`draw_at_rest`), so that value keys the
panel's cached picture (`table_rest`): nothing the panel shows can change without it.
What moves every frame (the asked seat's pulsing ring, a thinking seat's dots) is drawn
over the picture when it touches nothing else, else it joins the panel's key."""

from __future__ import annotations

import math
from dataclasses import dataclass
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
    blit_card_at,
    equipment_rects,
    fit,
    judging_rects,
    skill_rects,
)
from game.games.sanguosha.table_motion import flash_of
from game.ui import fonts, paint
from game.ui.i18n import t
from game.ui.layout import View
from game.ui.widgets import GOLD, TEXT, draw_panel, draw_text, fit_text_size

if TYPE_CHECKING:
    from game.games.sanguosha.table import SgsTableScene

OWN_PORTRAIT_W = 102  # the viewer's portrait, level units
GLOW_OUT = 4  # level units the asked seat's ring lies outside its panel
SHADOW_DOWN = 3  # level units a panel's shadow lies below it


@dataclass(frozen=True)
class SeatShown:
    """Everything a seat's panel shows: its picture is drawn from this alone."""

    rect: tuple[int, int, int, int]  # level units, shuddered aside
    own: bool  # the viewer's larger panel
    name: str
    character: str | None
    identity: str | None  # revealed, else None
    mark: str | None  # the viewer's guess at a hidden identity
    alive: bool
    hp: int
    max_hp: int
    hand_count: int
    equipment: tuple[tuple[str, str], ...]  # (slot, code) held: every row keeps its place
    flying: frozenset  # equipped cards still flying there: their rows wait empty
    chosen: frozenset  # the selected card ids (a picked equipped card is ringed)
    judging: tuple[str, ...]
    border: tuple | None  # chosen as a target, lit, or whose turn
    lit: bool
    flash: tuple | None  # the fading flash of what hit it (rgba)
    glow: int | None  # the asked ring's alpha, when drawn in the panel
    dots: int  # a thinking seat's dots, when drawn in the panel (0: none)
    lang: str


def glow_alpha(clock: float) -> int:
    """The asked seat's ring pulses."""
    return int(120 + 100 * (0.5 + 0.5 * math.sin(clock * 5)))


def dots_of(clock: float) -> int:
    return 1 + int(clock * 3) % 3


def seat_shown(sc: SgsTableScene, obs: dict, seat: int, lit: bool, glow: bool,
               dots: bool, lang: str) -> SeatShown:
    """What `seat`'s panel shows now; `glow` and `dots`: the ring and dots go in it
    (not over it)."""
    s = obs["seats"][seat]
    current = obs["current"] == seat and obs["phase"] != "setup"
    asked = obs["asked"] == seat and not sc.over
    border = (CHOSEN if seat in sc.sel.targets else LIT if lit else CURRENT if current
              else None)
    identity = s["identity"] if s["identity"] else None
    own = seat == sc.ctl.viewer
    thinking = sc.ctl.session.thinking == seat and not own  # his own panel shows none
    equipped = ids_of(s["equipment"].values())
    return SeatShown(
        rect=tuple(sc.seat_rect(seat)), own=own, name=sc.ctl.name_of(seat),
        character=s["character"], identity=identity,
        mark=sc.ctl.mark_of(seat) if identity is None else None, alive=s["alive"],
        hp=s["hp"], max_hp=s["max_hp"], hand_count=s["hand_count"],
        equipment=tuple(s["equipment"].items()),
        flying=frozenset(sc.motion.hidden(f"equipment:{seat}") & set(s["equipment"].values())),
        chosen=frozenset(c for c in equipped if c in sc.sel.selected),
        judging=tuple(s["judging"]), border=border, lit=lit, flash=flash_of(sc, seat),
        glow=glow_alpha(sc.clock) if asked and glow else None,
        dots=dots_of(sc.clock) if thinking and dots else 0, lang=lang)


def draw_at_rest(surf: pygame.Surface, v: View, p: SeatShown) -> None:
    """A seat's panel, from what it shows."""
    r = pygame.Rect(p.rect)
    frame(surf, v, p, r)
    if p.own:  # larger, with his skills along its bottom
        header(surf, v, p, r, 80)
        portrait(surf, v, p, pygame.Rect(r.x + 8, r.y + 30, OWN_PORTRAIT_W,
                                         art.portrait_height(OWN_PORTRAIT_W)))
        if p.character:
            char_name(surf, v, p, r.x + 118, r.y + 41, r.w - 124)
            pips(surf, v, p, r.x + 118, r.y + 54, r.w - 126)
        hand_count(surf, v, p, r.x + 118, r.y + 72)
    else:
        header(surf, v, p, r, BADGE_W)
        portrait(surf, v, p, pygame.Rect(r.x + 6, r.y + 28, SEAT_PORTRAIT_W,
                                         art.portrait_height(SEAT_PORTRAIT_W)))
        if p.character:
            char_name(surf, v, p, r.x + 78, r.y + 38, r.w - 84)
            pips(surf, v, p, r.x + 78, r.y + 50, 100)
        hand_count(surf, v, p, r.x + 8, r.y + 120)
    draw_equipment(surf, v, p, r)
    for code, jr in judging_rects(r, p.own, list(p.judging)):
        blit_card_at(v, surf, ids_of([code])[0], jr)
    if p.own:
        info = {"character": p.character, "identity": p.identity}
        for key, rect in skill_rects(r, True, info):
            draw_panel(surf, v, rect, (60, 40, 24, 235), 7, border=(214, 170, 72, 160),
                       border_w=1)
            draw_text(surf, v, fit(t(f"sgs_skill_{key}"), rect.w - 8, 14, v), rect.center,
                      14, (255, 236, 190), "center")
    if not p.alive and not p.own:
        draw_text(surf, v, t("sgs_ui_dead"), (r.x + 39, r.y + 70), 18, (240, 220, 210),
                  "center", bold=True, shadow=True)
    if p.dots:
        draw_dots(surf, v, r, p.dots)


def frame(surf: pygame.Surface, v: View, p: SeatShown, r: pygame.Rect) -> None:
    draw_panel(surf, v, r.move(0, SHADOW_DOWN), (0, 0, 0, 80), 12)
    fill = (34, 26, 20, 235) if p.alive else (40, 40, 40, 235)
    draw_panel(surf, v, r, fill, 12, border=p.border or (120, 96, 60, 200),
               border_w=3 if p.border else 1.5)
    if p.glow is not None:
        draw_glow(surf, v, r, p.glow)
    if p.lit:
        draw_panel(surf, v, r, (110, 210, 255, 40), 12)
    if p.flash is not None:
        draw_panel(surf, v, r, p.flash, 12)


def glow_rect(r: pygame.Rect) -> pygame.Rect:
    return r.inflate(2 * GLOW_OUT, 2 * GLOW_OUT)


def draw_glow(surf: pygame.Surface, v: View, r: pygame.Rect, alpha: int) -> None:
    """The asked seat's ring, just outside its panel."""
    draw_panel(surf, v, glow_rect(r), (0, 0, 0, 0), 14, border=(*ASKED, alpha), border_w=2.5)


def dots_rect(r: pygame.Rect) -> pygame.Rect:
    """Where a thinking seat's dots may lie (level units)."""
    return pygame.Rect(r.right - 30, r.bottom - 30, 30, 30)


def draw_dots(surf: pygame.Surface, v: View, r: pygame.Rect, n: int) -> None:
    draw_text(surf, v, "•" * n, (r.right - 14, r.bottom - 14), 18, ASKED, "center", bold=True)


def portrait(surf: pygame.Surface, v: View, p: SeatShown, rect: pygame.Rect) -> None:
    r = v.rect(rect)
    if not p.character:
        img = paint.cached(("sgs_back_portrait", r.size),
                           lambda: pygame.transform.smoothscale(art.card_back(r.w), r.size))
        surf.blit(img, r.topleft)
        return
    # made at the rect's width in level units: a shuddering seat's rect lands on
    # whole pixels a pixel wider or narrower, which would make another portrait
    img = art.portrait(p.character, v.len(rect.w), p.lang)
    if not p.alive:
        img = paint.cached(("sgs_grey", p.character, img.get_width(), p.lang),
                           lambda: pygame.transform.grayscale(img))
    surf.blit(img, r.topleft)


def header(surf: pygame.Surface, v: View, p: SeatShown, r: pygame.Rect, badge_w: int) -> None:
    """The seat's name and its identity badge (hidden: the viewer's guess, if any)."""
    size = 15
    room = r.w - badge_w - 22
    while size > 14 and fonts.text_width(p.name, v.len(size), True) > v.len(room):
        size -= 1
    draw_text(surf, v, fit(p.name, room, size, v), (r.x + 8, r.y + 13), size, TEXT,
              "midleft", bold=True)
    badge = art.identity_badge(p.identity or p.mark, v.len(badge_w), p.lang,
                               marked=p.mark is not None)
    surf.blit(badge, badge.get_rect(midright=v.pt(r.right - 5, r.y + 13)))


def pips(surf: pygame.Surface, v: View, p: SeatShown, x: float, y: float, w: float) -> None:
    if p.max_hp <= 0:  # health is set when the game starts, after every pick
        return
    surf.blit(art.hp_pips(max(0, p.hp), p.max_hp, v.len(w)), v.pt(x, y))


def char_name(surf: pygame.Surface, v: View, p: SeatShown, x: float, y: float,
              w: float) -> None:
    name = t(f"sgs_char_{p.character}")
    draw_text(surf, v, fit(name, w, 14, v, True), (x, y), 14, (255, 226, 160), "midleft",
              bold=True)


def hand_count(surf: pygame.Surface, v: View, p: SeatShown, x: float, y: float) -> None:
    surf.blit(art.card_back(v.len(15)), v.pt(x, y))
    draw_text(surf, v, f"× {p.hand_count}", (x + 20, y + 10), 15, TEXT, "midleft", bold=True)


def draw_equipment(surf: pygame.Surface, v: View, p: SeatShown, r: pygame.Rect) -> None:
    """A row per equipped card: its slot, name and face (a picked one of the viewer's
    ringed); a card still flying there is not on the panel yet."""
    for slot, code, rect in equipment_rects(r, p.own, dict(p.equipment)):
        if code in p.flying:
            continue
        card = CARDS[ids_of([code])[0]]
        chosen = ids_of([code])[0] in p.chosen
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
