"""The Forbidden Island board's input, as the kit's scene hands it on (`KitScene`: a
press on a hand card is a click or a drag): a click on a lit tile carries out the mode's
action (or takes the next pick), a click on a pawn picks the Navigator's pawn or leaves
a pawn out of a lift, a click on a hand card plays a special card or discards, a card
dragged onto a pawn or a player's panel is given; the keys M, S, E, Space, D, U (or
Ctrl+Z) and Esc. What a pick may be comes from `table_choices`; nothing here decides a
rule."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.games.forbidden_island.actions import (
    Discard,
    DrawFlood,
    EndActions,
    Give,
    Lift,
    Move,
    Navigate,
    Sandbags,
    Shore,
)
from game.games.forbidden_island.table_choices import choices, first, targets
from game.ui.i18n import t
from game.ui.kit.zones import top_hit

if TYPE_CHECKING:
    from game.games.forbidden_island.table import FiTableScene

Point = tuple[float, float]


def key(sc: FiTableScene, k: int, mod: int = 0) -> None:
    legal = sc.legal()
    viewer = sc.ctl.viewer
    if k == pygame.K_u or (k == pygame.K_z and mod & pygame.KMOD_CTRL):
        sc.undo()
    elif k == pygame.K_ESCAPE:
        if sc.pick is not None or sc.special is not None:
            sc.pick = sc.special = None
            sc.refresh()
        else:
            sc.open_menu()
    elif k == pygame.K_d:
        sc.toggle_danger()
    elif k == pygame.K_m and any(isinstance(a, Move) for a in legal):
        sc.set_mode("move")
    elif k == pygame.K_s and any(isinstance(a, Shore) for a in legal):
        sc.set_mode("shore")
    elif k == pygame.K_e and EndActions(viewer) in legal:
        sc.act(EndActions(viewer))
    elif k == pygame.K_SPACE and DrawFlood(viewer) in legal:
        sc.act(DrawFlood(viewer))


def click(sc: FiTableScene, pos: Point) -> None:
    if sc.mode == "navigate" and sc.pick is None:  # the pawn itself, where pawns share
        seat = pawn_under(sc, pos, lambda s: any(isinstance(a, Navigate) and a.pawn == s
                                                 for a in sc.legal()))
        if seat is not None:
            sc.pick = seat
            sc.refresh()
            return
    if sc.special is not None and sc.pick is not None:
        seat = pawn_under(sc, pos, lambda s: sc.ctl.state.pos[s] == sc.pick)
        if seat is not None:  # a pawn on the lift's tile: in or out of the group
            sc.group = sorted(set(sc.group) ^ {seat})
            sc.app.sounds.play("click")
            return
    tile = tile_at(sc, pos)
    if tile is None:
        return
    target = targets(sc).get(tile)
    if target is None:
        return
    if target == "first":
        sc.pick = tile
        sc.refresh()
    elif target == "source":  # every pawn there goes, unless a click on one leaves it
        sc.pick = tile
        sc.group = sorted(s for s, at in enumerate(sc.ctl.state.pos) if at == tile)
        sc.refresh()
    elif target == "pawn":
        sc.pick = pawn_on(sc, tile)
        sc.refresh()
    else:
        sc.act(target)


def pawn_on(sc: FiTableScene, tile: str) -> int | None:
    """The pawn the Navigator may guide from `tile` (another's)."""
    return next((pawn for pawn in choices(sc).following(("navigate",))
                 if sc.ctl.state.pos[pawn] == tile), None)


def click_card(sc: FiTableScene, holder: int, card: int) -> None:
    """A special card is played (its "Discard" button is there when it may also be
    discarded); any other card over the hand limit is discarded."""
    legal = sc.legal()
    if first(legal, (Lift, Sandbags), holder=holder, card=card) is not None:
        sc.special, sc.pick, sc.group = (holder, card), None, []
        sc.refresh()
        return
    discard = first(legal, Discard, card=card, seat=holder)
    if discard is not None:
        sc.act(discard)


def drop(sc: FiTableScene, piece: tuple[int, int], pos: Point) -> None:
    """A card (holder, card) dragged onto a pawn or a player's panel: given, if the
    rules allow."""
    to = seat_at(sc, pos)
    if to is None:
        return
    holder, card = piece
    give = first(sc.legal(), Give, card=card, to=to, seat=holder)
    if give is not None:
        sc.act(give)
    else:
        sc.refuse(t("fi_prompt_give"))


# -- what is under a point ------------------------------------------------------------------
def card_at(sc: FiTableScene, pos: Point) -> tuple[int, int] | None:
    """The hand card (holder, card) on top at `pos`."""
    placed = [((seat, card), r) for seat in range(sc.ctl.players)
              for card, r in sc.hand_rects(seat)]
    return top_hit(placed, pos)


def tile_at(sc: FiTableScene, pos: Point) -> str | None:
    return top_hit(sc.tile_rects().items(), pos,
                   lambda tile: sc.ctl.state.tiles[tile] != "sunk")


def pawn_under(sc: FiTableScene, pos: Point,
               ok: Callable[[int], bool] = lambda seat: True) -> int | None:
    """The pawn drawn on top at `pos` (pawns sharing a tile overlap) that `ok` takes."""
    return top_hit(sc.pawn_rects().items(), pos, ok)


def seat_at(sc: FiTableScene, pos: Point) -> int | None:
    """The player whose pawn or panel is at `pos`."""
    seat = pawn_under(sc, pos)
    if seat is not None:
        return seat
    return top_hit(((s, sc.a[f"seat_{s}"]) for s in range(sc.ctl.players)), pos)
