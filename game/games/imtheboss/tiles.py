"""The deal tiles 1-15 (rules sheet §3.2, our values; §6, C7): each tile's share value, the
end-game die faces on its back (tiles 10-14), and the last tile that always ends the game;
the stack a game deals from (1 on top ... 15; the short game, §8, boxes tiles 3, 6 and 9)."""

from __future__ import annotations

from dataclasses import dataclass

from game.games.imtheboss.data import SHORT_REMOVED, data


@dataclass(frozen=True, slots=True)
class Tile:
    number: int
    value: int  # $M per dividend
    end_faces: tuple[int, ...] = ()  # a die showing one of these after the deal ends the game
    game_over: bool = False  # the last tile: the game ends after its deal whatever the die

    @property
    def rolls(self) -> bool:
        """Whether the Boss rolls the end die after this tile's deal."""
        return bool(self.end_faces)


TILES: dict[int, Tile] = {
    t["number"]: Tile(t["number"], t["value"], tuple(t["end_faces"]), t.get("game_over", False))
    for t in data()["tiles"]}
LAST = max(TILES)


def deal_value(tile: int, div: int) -> int:
    """The payout of a deal: the tile's share value times the space's dividends (C5)."""
    return TILES[tile].value * div


def ends_game(tile: int, die: int | None) -> bool:
    """Whether the game ends after the deal of `tile` (with `die` rolled, when it rolls)."""
    t = TILES[tile]
    return t.game_over or (die is not None and die in t.end_faces)


def stack_of(short: bool = False) -> tuple[int, ...]:
    """The tiles of a game's stack, the top first: all 15, or the short game's 12 (§8:
    tiles 3, 6 and 9 in the box). Each deal takes the next; the end rules go by the
    tile, not by how many deals were made."""
    return tuple(n for n in sorted(TILES) if not (short and n in SHORT_REMOVED))
