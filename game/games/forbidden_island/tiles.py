"""Forbidden Island's components as data: rules sheet §1.

The 24 island tiles, the four treasures, the six adventurers, the water meter, and the
cards. Treasure cards and flood cards are cards of one `Pack` (so the shared checkers
count them): the 28 treasure cards first, coded by kind and copy ("ES1", "HL3", "WR2"),
then the 24 flood cards, one per tile in TILES order, coded "F01".."F24" so that a
flood card's code never reads as a tile's key in an observation (the observation
names flood cards by their tile).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.cards import Card, Pack

DRY, FLOODED, SUNK = "dry", "flooded", "sunk"


@dataclass(frozen=True)
class Treasure:
    key: str
    card: str  # the two letters of its treasure cards' codes


TREASURES: tuple[Treasure, ...] = (
    Treasure("earth_stone", "ES"),
    Treasure("wind_statue", "SW"),
    Treasure("fire_crystal", "CF"),
    Treasure("ocean_chalice", "OC"),
)
TREASURE_KEYS = tuple(t.key for t in TREASURES)


@dataclass(frozen=True)
class Tile:
    key: str
    treasure: str | None = None  # the treasure that can be captured here
    start: str | None = None  # the adventurer who starts here
    helipad: bool = False  # Fools' Landing: lift-off, and losing it loses the game


TILES: tuple[Tile, ...] = (
    Tile("temple_of_the_moon", treasure="earth_stone"),
    Tile("temple_of_the_sun", treasure="earth_stone"),
    Tile("whispering_garden", treasure="wind_statue"),
    Tile("howling_garden", treasure="wind_statue"),
    Tile("cave_of_embers", treasure="fire_crystal"),
    Tile("cave_of_shadows", treasure="fire_crystal"),
    Tile("coral_palace", treasure="ocean_chalice"),
    Tile("tidal_palace", treasure="ocean_chalice"),
    Tile("fools_landing", start="pilot", helipad=True),
    Tile("bronze_gate", start="engineer"),
    Tile("copper_gate", start="explorer"),
    Tile("gold_gate", start="navigator"),
    Tile("iron_gate", start="diver"),
    Tile("silver_gate", start="messenger"),
    Tile("breakers_bridge"),
    Tile("cliffs_of_abandon"),
    Tile("crimson_forest"),
    Tile("dunes_of_deception"),
    Tile("lost_lagoon"),
    Tile("misty_marsh"),
    Tile("observatory"),
    Tile("phantom_rock"),
    Tile("twilight_hollow"),
    Tile("watchtower"),
)
TILE = {t.key: t for t in TILES}
TILE_KEYS = tuple(t.key for t in TILES)
HELIPAD = next(t.key for t in TILES if t.helipad)


def treasure_tiles(treasure: str) -> tuple[str, ...]:
    """The two tiles where `treasure` can be captured."""
    return tuple(t.key for t in TILES if t.treasure == treasure)


@dataclass(frozen=True)
class Adventurer:
    key: str
    colour: str
    start: str  # the tile the pawn starts on


ADVENTURERS: tuple[Adventurer, ...] = (
    Adventurer("pilot", "blue", "fools_landing"),
    Adventurer("engineer", "red", "bronze_gate"),
    Adventurer("explorer", "green", "copper_gate"),
    Adventurer("diver", "black", "iron_gate"),
    Adventurer("navigator", "yellow", "gold_gate"),
    Adventurer("messenger", "grey", "silver_gate"),
)
ADVENTURER = {a.key: a for a in ADVENTURERS}
PILOT, ENGINEER, EXPLORER, DIVER, NAVIGATOR, MESSENGER = (a.key for a in ADVENTURERS)

# The water meter (§1.3): flood cards drawn per flood phase at each level; the skull.
FLOOD_CARDS_AT = {1: 2, 2: 2, 3: 3, 4: 3, 5: 3, 6: 4, 7: 4, 8: 5, 9: 5}
SKULL = 10
DIFFICULTIES = {"novice": 1, "normal": 2, "elite": 3, "legendary": 4}  # start level

# The treasure deck (§1.2): the card kinds and how many of each.
HELICOPTER_LIFT, SANDBAGS, WATERS_RISE = "HL", "SB", "WR"
TREASURE_DECK = {**{t.card: 5 for t in TREASURES}, HELICOPTER_LIFT: 3, SANDBAGS: 2,
                 WATERS_RISE: 3}
SPECIALS = (HELICOPTER_LIFT, SANDBAGS)  # played any time, by anyone, no action
TREASURE_OF_CARD = {t.card: t.key for t in TREASURES}
HAND_LIMIT = 5
ACTIONS_PER_TURN = 3
FLOODED_AT_START = 6
DEALT_AT_START = 2
CAPTURE_CARDS = 4
FLOOD_KIND = "F"


def _pack() -> Pack:
    cards: list[Card] = []
    for kind, count in TREASURE_DECK.items():
        for copy in range(1, count + 1):
            cards.append(Card(len(cards), kind, str(copy)))
    for n, _tile in enumerate(TILES, start=1):
        cards.append(Card(len(cards), FLOOD_KIND, f"{n:02d}"))
    return Pack("forbidden_island", tuple(cards))


PACK = _pack()
TREASURE_CARDS = tuple(c.id for c in PACK.cards if c.rank != FLOOD_KIND)
FLOOD_CARDS = tuple(c.id for c in PACK.cards if c.rank == FLOOD_KIND)
FLOOD_CARD = {tile: FLOOD_CARDS[i] for i, tile in enumerate(TILE_KEYS)}  # tile -> card
TILE_OF_CARD = {card: tile for tile, card in FLOOD_CARD.items()}


def kind(card: int) -> str:
    """A card's kind: a treasure card's two letters ("ES", "HL", "WR") or "F"."""
    return PACK[card].rank


def is_treasure_card(card: int) -> bool:
    """One of the 20 cards of a treasure (the only cards that may be given)."""
    return kind(card) in TREASURE_OF_CARD


def flood_cards_at(level: int) -> int:
    return FLOOD_CARDS_AT[level]
