"""Forbidden Island's events, declared (`game.core.events`): for each kind its fields,
its sentence in the log and what moves on the board. Everything is public here, so no
kind has a private part.

Zones: "treasure_deck", "treasure_discard", "flood_deck", "board", "hand:<seat>",
"tile:<tile>". A Waters Rise! drawn flies to the board instead of the hand, where the
splash takes over. The shuffles (a deck refilled, the flood discard put back on top)
are only said for now: the board shows the new counts.
"""

from __future__ import annotations

from game.core.events import Effect, EventType, EventTypes, Fly, Silent, Still, Turn, Walk
from game.games.forbidden_island import timing
from game.games.forbidden_island.words import card_name, ending, tile_name
from game.ui.i18n import name_list, t


def _list(words: list[str]) -> str:
    return t("players_sep").join(words)


FORMATS = {
    "tile": lambda v, _n: tile_name(v),
    "tiles": lambda v, _n: _list([tile_name(x) for x in v]),
    "card": lambda v, _n: card_name(v),
    "cards": lambda v, _n: _list([card_name(c) for c in v]),
    "pawn": lambda v, name_of: name_of(v),
    "to": lambda v, name_of: name_of(v),
    "pawns": lambda v, name_of: name_list([name_of(p) for p in v]),
    "treasure": lambda v, _n: t(f"fi_treasure_{v}"),
}

TO_DISCARD = Fly("card", "hand:{holder}", "treasure_discard", seconds=timing.HAND_FLIGHT)
WALKED = Walk("seat", "tile:{from}", "tile:{tile}", seconds=timing.WALK)
FLOOD_CARD = Fly("tile", "flood_deck", "tile:{tile}", "turn_up", timing.FLOOD_CARD)

EVENTS = EventTypes([
    EventType("setup", Silent("the island is laid out before the first turn and drawn as it is"),
              Still(timing.BRIEF), public=("layout", "flooded", "roles", "hands", "water")),
    EventType("turn", "fi_log_turn", Still(timing.TURN), public=("turn",)),
    # The turn's actions.
    EventType("moved", "fi_log_moved", WALKED, public=("from", "tile"), sound="play"),
    EventType("swam", "fi_log_swam", WALKED, public=("from", "tile"), sound="play"),
    EventType("flew", "fi_log_flew",
              Walk("seat", "tile:{from}", "tile:{tile}", flown=True, seconds=timing.FLY),
              public=("from", "tile"), sound="play"),
    EventType("navigated", "fi_log_navigated",
              Walk("pawn", "tile:{from}", "tile:{tile}", seconds=timing.WALK),
              public=("pawn", "from", "tile"), sound="play"),
    EventType("shored", "fi_log_shored", Turn("tiles", "dry", timing.FLIP), public=("tiles",),
              sound="play"),
    EventType("gave", "fi_log_gave",
              Fly("card", "hand:{seat}", "hand:{to}", seconds=timing.HAND_FLIGHT),
              public=("card", "to"), sound="play"),
    EventType("captured", "fi_log_captured",
              (Fly("cards", "hand:{seat}", "treasure_discard", seconds=timing.HAND_FLIGHT),
               Still(timing.CAPTURE)), public=("treasure", "tile", "cards"), sound="call"),
    # The special cards, any time, by anyone.
    EventType("lifted", "fi_log_lifted",
              (TO_DISCARD, Walk("pawns", "tile:{from}", "tile:{tile}", flown=True,
                                seconds=timing.FLY)),
              public=("card", "holder", "pawns", "from", "tile"), sound="play"),
    EventType("sandbagged", "fi_log_sandbagged", (TO_DISCARD, Turn("tile", "dry", timing.FLIP)),
              public=("card", "holder", "tile"), sound="play"),
    EventType("lifted_off", "fi_log_lifted_off", (TO_DISCARD, Still(timing.OVER)),
              public=("card", "holder"), sound="call"),
    # The draw and the hand limit.
    EventType("drew", "fi_log_drew",
              Fly("cards", "treasure_deck", "hand:{seat}", "turn_up", timing.CARD_FLIGHT,
                  stagger=timing.CARD_STAGGER), public=("cards",), sound="deal"),
    EventType("discarded", "fi_log_discarded",
              Fly("card", "hand:{seat}", "treasure_discard", seconds=timing.HAND_FLIGHT),
              public=("card",)),
    EventType("treasure_deck_refilled", "fi_log_treasure_deck_refilled", Still(timing.BRIEF),
              public=("count",)),
    EventType("water_rises", "fi_log_water_rises", Effect("splash", timing.SPLASH),
              public=("water",), sound="rocket"),
    EventType("flood_discard_on_top", "fi_log_flood_discard_on_top", Still(timing.BRIEF),
              public=("tiles",)),
    # The flood.
    EventType("flood_phase", Silent("each flood card drawn has its own line"),
              Still(timing.BRIEF), public=("count",)),
    EventType("flooded", "fi_log_flooded",
              (FLOOD_CARD, Turn("tile", "flooded", timing.FLIP, after=timing.FLOOD_CARD)),
              public=("tile",), sound="deal"),
    EventType("sank", "fi_log_sank",
              (FLOOD_CARD, Turn("tile", "sunk", timing.SINK, after=timing.FLOOD_CARD)),
              public=("tile", "pawns"), sound="bomb"),
    EventType("flood_deck_refilled", "fi_log_flood_deck_refilled", Still(timing.BRIEF),
              public=("count",)),
    EventType("over", lambda ev, name_of: ending(ev.data, name_of), Still(timing.OVER),
              public=("won", "reason", "seat", "tile", "treasure")),
], FORMATS)
