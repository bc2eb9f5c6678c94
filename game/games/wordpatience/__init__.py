"""The English-word solitaire (抽乌龟 booklet, variant 7; rules sheet §2.4, S1-S9): one
player, Klondike adapted to 8 columns, the 52 headword cards of E13 without the jokers.

The rules: `deck` (the cards and their headwords), `actions`, `variants` ("normal": 3
passes through the stock, "learner": unlimited), `model` (the deal, the moves, undo,
won and stuck), what the player knows `determinize`, `hint` (a good next move) and
`solver` (is this deal winnable, every card known). The table: `controller` (undo, the
clock, "Winnable?", the record), `table` (the scene's input), `table_view` (its drawing),
`table_layout` (where things lie), `cascade` (the win's falling cards), `art` (the cards),
`winnable` (the solver on its own thread), `record` (games played and won, kept across
sessions), `results`, `events`, `words`, `strings`, `shots`, `emblem`, `bench`; `ai` is
the smoke run's stand-in (no computer sits at this table)."""

from collections.abc import Mapping
from typing import Any

from game.core.gamedef import GameDef, Lazy, Option, Smoke, TableEntry
from game.games.wordpatience.bench import BENCHES
from game.games.wordpatience.model import PatienceState
from game.games.wordpatience.shots import COSTLY_SCENES, SCENES
from game.games.wordpatience.strings import STRINGS
from game.games.wordpatience.variants import DEFAULT, MODES, VARIANTS, accepts_variant

OPTIONS = (
    Option("mode", "wp_row_rules", "wp_opt_mode", MODES, help="wp_help_mode", preset=DEFAULT),
)


def variant_for(options: Mapping[str, Any], players: int) -> str:
    mode = options.get("mode", DEFAULT)
    return mode if mode in MODES else DEFAULT


GAME = GameDef(
    key="wordpatience", name_en="Word Solitaire", name_zh="英语单词接龙", family="solitaire",
    seats=(1,), computers=False, levels={1: "wordpatience"}, variants=VARIANTS,
    new_state=PatienceState, state_from_json=PatienceState.from_json, variant_for=variant_for,
    accepts_variant=accepts_variant,
    table=TableEntry(Lazy("game.games.wordpatience.controller:WpController"),
                     Lazy("game.games.wordpatience.table:WpTableScene")),
    results=Lazy("game.games.wordpatience.results:WpResults"),
    events=Lazy("game.games.wordpatience.events:EVENTS"),
    shoot=Lazy("game.games.wordpatience.shots:shoot"), scenes=SCENES,
    costly_scenes=COSTLY_SCENES, emblem=Lazy("game.games.wordpatience.emblem:draw_emblem"),
    options=OPTIONS, setup_note="wp_setup_note", deal_code=True, smoke=Smoke(("normal",), seed=16),
    strings=STRINGS, benches=BENCHES,
)
