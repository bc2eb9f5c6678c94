"""The island on the Forbidden Island board: every tile drawn in code with its name plate
(flooded tiles under water, sunk tiles gone, a tile turning as its motion plays), the
rings on the tiles a click may use or the danger view marks, and the pawns with their
halos, walking or flying on their way."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.forbidden_island import art, motion
from game.games.forbidden_island.table_choices import targets
from game.games.forbidden_island.table_layout import local_view
from game.games.forbidden_island.words import tile_name
from game.ui import fonts, paint
from game.ui.layout import View
from game.ui.widgets import GOLD, TEXT, draw_panel, draw_text, fit_text_size

if TYPE_CHECKING:
    from game.games.forbidden_island.table import FiTableScene

LIT = (120, 220, 255)
PICKED = (250, 214, 110)
DANGER = (240, 80, 60)
SOON = (250, 170, 60)
TILE_NAME = 13  # a tile's name, level units (two lines when it needs them)


def draw_island(sc: FiTableScene, surf: pygame.Surface, obs: dict) -> None:
    v = sc.view
    rects = sc.tile_rects()
    lit = targets(sc)
    soon = set(obs["flood_known_top"]) if sc.ctl.danger else set()
    later = set(obs["flood_discard"]) if sc.ctl.danger else set()
    for d in obs["tiles"]:
        tile, state = d["tile"], d["state"]
        r = rects[tile]
        turn = sc.motion.turn_of(tile)
        if state == "sunk" and turn is None:
            continue
        if turn is None:
            surf.blit(tile_face(v, tile, state == "flooded", r), v.rect(r))
        elif not motion.draw_tile_turn(surf, v, r, turn,
                                       lambda f, t_=tile, r_=r: tile_face(v, t_, f, r_)):
            continue  # turning or going under: no ring
        ring = None
        if tile in lit:
            ring = PICKED if tile == sc.pick else LIT
        elif tile == sc.pick:
            ring = PICKED
        elif tile in soon:
            ring = DANGER
        elif tile in later:
            ring = SOON
        if ring is not None:
            pygame.draw.rect(surf, ring, v.rect(r).inflate(v.len(6), v.len(6)),
                             max(2, v.len(3)), border_radius=v.len(8))
    draw_pawns(sc, surf, obs)


def draw_pawns(sc: FiTableScene, surf: pygame.Surface, obs: dict) -> None:
    v = sc.view
    active = obs["asked"]
    pawns = sorted(sc.pawn_rects().items(), key=lambda p: p[0] in sc.motion.walks)
    for seat, place in pawns:  # the pawns on their way drawn over the others
        x, y, w, _ = sc.motion.pawn_box(seat, place)
        centre, r = v.pt(x + w / 2, y + w / 2), w / 2
        pawn = art.pawn_picture(obs["roles"][seat], v.len(place.w))
        if w != place.w:  # flying: nearer the eye (scaled, the picture cache stays)
            pawn = pygame.transform.smoothscale(pawn, (v.len(w), v.len(w)))
        ring = PICKED if seat in sc.group else GOLD if seat == active else None
        # A pale halo: a black or grey pawn stands out on any tile.
        pygame.draw.circle(surf, (240, 244, 248), centre, v.len(r))
        pygame.draw.circle(surf, (20, 24, 30), centre, v.len(r), max(1, v.len(1.5)))
        if ring is not None:
            pygame.draw.circle(surf, ring, centre, v.len(r * 1.16), max(2, v.len(3)))
        surf.blit(pawn, pawn.get_rect(center=centre))


def tile_face(v: View, tile: str, flooded: bool, r: pygame.Rect) -> pygame.Surface:
    """The tile's picture with its name plate, put together once per place, size and
    language (wrapping and fitting the name every frame cost most of a frame)."""
    px = v.rect(r)

    def make() -> pygame.Surface:
        face = art.tile_picture(tile, flooded, px.w).copy()
        draw_tile_name(face, local_view(v, px), tile, r)
        return face

    return paint.cached(("fi_tile_face", tile, flooded, tile_name(tile), tuple(px),
                         v.scale), make)


def draw_tile_name(surf: pygame.Surface, v: View, tile: str, r: pygame.Rect) -> None:
    """The tile's name on a plate along its foot: one line when it fits at a
    readable size, else two ("Temple of / the Moon"), never cut."""
    name = tile_name(tile)
    lines = [name]
    if fonts.text_width(name, v.len(TILE_NAME), True) > v.len(r.w - 8):
        lines = fonts.wrap(name, v.len(TILE_NAME), v.len(r.w - 8), bold=True)[:2]
    size = min(fit_text_size(line, TILE_NAME, r.w - 8, v, bold=True) for line in lines)
    h = len(lines) * (size + 2) + 4
    label = pygame.Rect(r.x + 3, r.bottom - h - 3, r.w - 6, h)
    draw_panel(surf, v, label, (10, 14, 20, 170), 6)
    for i, line in enumerate(lines):
        draw_text(surf, v, line, (label.centerx, label.y + 3 + i * (size + 2)), size,
                  TEXT, "midtop", bold=True)
