"""English-word Old Maid (抽乌龟 variant 6, rules sheet party_card_games.md Part 2,
E1-E17): 2 to 6 players draw from the previous player's fanned hand, lay the card on
the table and make an English word from one or two of its letters and the first letters
of cards from their hand; the last left holding cards gets a turtle mark.

The deck (`cards`, its pictures `pictures` and `art`), the dictionary and word search
(`dictionary`, words.txt and common.txt from SCOWL, WORDS-LICENSE.txt), the menu of
plays (`plays`), the variants (`variants`), the rules model (`model`, its `actions`), what
each seat knows (`determinize`), the computers (`ai`) and their benches (`bench`); the
table: `controller` (the session of games), `table` (the scene), `table_view`,
`table_layout`, `compose` (building a word by typing or clicking), `results`, `shots`,
`emblem`; the words `strings`, `words`, `events`."""

from collections.abc import Mapping
from typing import Any

from game.core.gamedef import GameDef, Lazy, Option, Smoke, TableEntry
from game.games.wordmaid.bench import BENCHES
from game.games.wordmaid.model import WordMaidState
from game.games.wordmaid.shots import COSTLY_SCENES, SCENES
from game.games.wordmaid.strings import STRINGS
from game.games.wordmaid.variants import (
    DEFAULT_TURNS,
    PLAYERS,
    TURN_CHOICES,
    VARIANTS,
    accepts_variant,
    variant_name,
)

OPTIONS = (
    Option("two_letters", "wm_row_rules", "wm_opt_two", help="wm_help_two"),
    Option("hint", "wm_row_rules", "wm_opt_hint", help="wm_help_hint"),
    Option("honour", "wm_row_rules", "wm_opt_honour", help="wm_help_honour"),
    Option("turns", "wm_opt_turns", "wm_opt_turns", tuple(str(k) for k in TURN_CHOICES),
           help="wm_help_turns", preset=str(DEFAULT_TURNS)),
)


def variant_for(options: Mapping[str, Any], players: int) -> str:
    return variant_name(players, bool(options.get("two_letters")),
                        int(options.get("turns", DEFAULT_TURNS)))


GAME = GameDef(
    key="wordmaid", name_en="Word Old Maid", name_zh="英文抽乌龟", family="party",
    seats=PLAYERS, levels={n: "wordmaid" for n in PLAYERS}, variants=VARIANTS,
    new_state=WordMaidState, state_from_json=WordMaidState.from_json, variant_for=variant_for,
    accepts_variant=accepts_variant,
    table=TableEntry(Lazy("game.games.wordmaid.controller:WmController"),
                     Lazy("game.games.wordmaid.table:WmTableScene")),
    results=Lazy("game.games.wordmaid.results:WmResults"),
    events=Lazy("game.games.wordmaid.events:EVENTS"),
    shoot=Lazy("game.games.wordmaid.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.wordmaid.emblem:draw_emblem"), default_seats=4, seat_counts=True,
    options=OPTIONS, smoke=Smoke(("normal",) * 4, seed=3, seconds_factor=2.0), strings=STRINGS,
    benches=BENCHES,
)
