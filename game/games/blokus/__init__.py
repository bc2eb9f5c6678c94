"""Blokus 角斗士: 2 to 4 players lay their colours' 21 pieces corner to corner on a
20 × 20 board (rules sheet: shared/rules/gladiator_note.md; the rules viewer:
`rules_blokus_left` / `_right`).

The rules are one module per rule family (`pieces` (the 21, every orientation
computed), `board` (the board as bit masks), `placement` (and the move generator),
`scoring`), the state machine `model`, what each seat knows `determinize` (everything);
the computer players `ai` (easy, normal) and `hard` (a Monte Carlo search on the fast
position of `playout`); the events `events`; the table `controller`, `table`,
`results`, `art`; the words `strings`; the benches `bench`."""

from collections.abc import Mapping
from typing import Any

from game.core.gamedef import GameDef, Lazy, Option, Smoke, TableEntry
from game.games.blokus.bench import BENCHES
from game.games.blokus.model import VARIANTS, BlokusState
from game.games.blokus.shots import COSTLY_SCENES, SCENES
from game.games.blokus.strings import STRINGS

OPTIONS = (
    Option("board", "bk_row_rules", "bk_opt_board", ("classic", "duo"), seats=(2,),
           help="bk_help_board"),
    Option("scoring", "bk_row_rules", "bk_opt_scoring", ("official", "simple"),
           help="bk_help_scoring"),
)


def variant_for(options: Mapping[str, Any], players: int) -> str:
    base = "2p-duo" if players == 2 and options.get("board") == "duo" else f"{players}p"
    return base + ("-simple" if options.get("scoring") == "simple" else "")


GAME = GameDef(
    key="blokus", name_en="Blokus", name_zh="角斗士", family="abstract", seats=(2, 3, 4),
    levels={n: f"blokus_{n}p" for n in (2, 3, 4)}, variants=VARIANTS,
    new_state=BlokusState, state_from_json=BlokusState.from_json, variant_for=variant_for,
    table=TableEntry(Lazy("game.games.blokus.controller:BkController"),
                     Lazy("game.games.blokus.table:BkTableScene")),
    results=Lazy("game.games.blokus.results:BkResults"),
    events=Lazy("game.games.blokus.events:EVENTS"),
    shoot=Lazy("game.games.blokus.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.blokus.emblem:draw_emblem"), default_seats=4, options=OPTIONS,
    smoke=Smoke(("normal",) * 4, seed=2), strings=STRINGS, benches=BENCHES, hides=False,
)
