"""The deal tiles 1-15 (rules sheet §3.2, our values; §6, C7): each tile's share value, the
end-game die faces on its back (tiles 10-14), and the last tile that always ends the game."""

from __future__ import annotations

from dataclasses import dataclass

from game.games.imtheboss.data import data


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
