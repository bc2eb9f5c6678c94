"""Where things lie on the Forbidden Island board, in level units: pure functions over
the level's anchors and the island as shown (the tiles on the board's square grid, the
pawns on them, a hand's cards, where a flying card starts or ends), so the drawing, the
clicks and the tests use the same rects."""

from __future__ import annotations

import copy

import pygame

from game.games.forbidden_island import art
from game.games.forbidden_island.tiles import PACK
from game.ui.kit.zones import Row, cell_box, spread, square_grid
from game.ui.layout import View

BOUNDS = pygame.Rect(0, 0, 1280, 720)  # the level: tooltips stay inside it
CARD_W = 46  # a card in a hand
SPLASH_CARD_W = 110  # a Waters Rise! card drawn grows to this over the board
FLOOD_CARD_W = 60  # a flood card on its way to its tile

Box = tuple[float, float, float, float]


def tile_rects(board: pygame.Rect, obs: dict) -> dict[str, pygame.Rect]:
    """Each tile's place: the island's map as square cells centred on the board."""
    island = obs["island"]
    grid = square_grid(board, island["width"], island["height"])
    pad = grid.cell_size[0] * 0.04
    return {d["tile"]: cell_box(grid, d["col"], d["row"], pad) for d in obs["tiles"]}


def pawn_rects(tiles: dict[str, pygame.Rect], pawns: list[str]) -> dict[int, pygame.Rect]:
    """Each pawn's place: alone centred on its tile, sharing it spread across."""
    out: dict[int, pygame.Rect] = {}
    for tile in set(pawns):
        r = tiles[tile]
        here = [s for s, at in enumerate(pawns) if at == tile]
        out.update(spread(r, here, r.w * 0.38, r.h * 0.34, r.w * 0.08))
    return out


def hand_rects(panel: pygame.Rect, hand: list[str]) -> list[tuple[int, pygame.Rect]]:
    """A hand's cards (by id) in a row on its player's panel, alike cards side by side."""
    cards = sorted(PACK.from_codes(hand))
    return Row(panel.x + 110, panel.y + 40, CARD_W, round(CARD_W * art.CARD_RATIO),
               panel.right - 10, CARD_W + 6).place(cards)


def splash_card_box(board: pygame.Rect) -> Box:
    """Where a Waters Rise! card drawn grows to, over the board."""
    w = SPLASH_CARD_W
    return (board.centerx - w / 2, board.centery - w * 0.7, w, w * art.CARD_RATIO)


def flood_card_box(tile: pygame.Rect) -> Box:
    """A flood card arriving, or a pawn leaving, at a tile's centre."""
    w = FLOOD_CARD_W
    return (tile.centerx - w / 2, tile.centery - w * art.CARD_RATIO / 2, w,
            w * art.CARD_RATIO)


def local_view(v: View, px: pygame.Rect) -> View:
    """The same view, its origin at `px`'s corner: for a picture composed once and
    blitted there."""
    local = copy.copy(v)
    local.ox, local.oy = v.ox - px.x, v.oy - px.y
    return local
