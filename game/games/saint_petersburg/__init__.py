"""Saint Petersburg 圣彼得堡: 2 to 4 players buy workers, buildings, aristocrats and the
trading cards that replace them from two rows of cards, over rounds of four phases, each
paying its colour (rules sheet: shared/rules/saint_petersburg.md; the rules viewer:
`rules_saint_petersburg_left` / `_right`).

The cards are data (`cards.json`, read by `cards`); the rules are one module per rule
family (`costs` (prices, trading targets), `scoring` (income, the Pub, the final score),
`tokens`), the state machine `model` with its `actions`, what each seat knows
`determinize`; the computer players `ai` (on the card values of `values`) and `hard`;
the events `events`; the table `controller`, `table` (input), `table_view` (drawing),
`table_layout`, `results`, `art`; the words `strings`, `words`; the benches `bench`."""

from collections.abc import Mapping
from typing import Any

from game.core.gamedef import GameDef, Lazy, Option, Smoke, TableEntry
from game.games.saint_petersburg.bench import BENCHES
from game.games.saint_petersburg.model import PLAYERS, VARIANTS, SaintPetersburgState
from game.games.saint_petersburg.shots import COSTLY_SCENES, SCENES
from game.games.saint_petersburg.strings import STRINGS

OPTIONS = (
    Option("open_rubles", "sp_row_rules", "sp_opt_open", help="sp_help_open"),
)


def variant_for(options: Mapping[str, Any], players: int) -> str:
    return f"{players}p" + ("-open" if options.get("open_rubles") else "")


GAME = GameDef(
    key="saint_petersburg", name_en="Saint Petersburg", name_zh="圣彼得堡", family="market",
    seats=PLAYERS, levels={n: "saint_petersburg" for n in PLAYERS}, variants=VARIANTS,
    new_state=SaintPetersburgState, state_from_json=SaintPetersburgState.from_json,
    variant_for=variant_for,
    table=TableEntry(Lazy("game.games.saint_petersburg.controller:SpController"),
                     Lazy("game.games.saint_petersburg.table:SpTableScene")),
    results=Lazy("game.games.saint_petersburg.results:SpResults"),
    events=Lazy("game.games.saint_petersburg.events:EVENTS"),
    shoot=Lazy("game.games.saint_petersburg.shots:shoot"), scenes=SCENES,
    costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.saint_petersburg.emblem:draw_emblem"), default_seats=4,
    seat_counts=True, options=OPTIONS, smoke=Smoke(("normal",) * 3, seed=3, seconds_factor=2.0),
    strings=STRINGS, benches=BENCHES,
)
