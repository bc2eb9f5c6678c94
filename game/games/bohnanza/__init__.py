"""Bohnanza 种豆: 3 to 7 players plant beans in fields, harvest them for coins, and
trade (always with the player whose turn it is) to keep their fields growing (rules
sheet: shared/rules/bohnanza.md; the rules viewer: `rules_bohnanza_left` / `_right`).

The beans are data (`beans.json`, read by `cards`); the rules are one module per rule
family (`beanometer`, `fields` (planting, protection, harvests)), the state machine
`model` with its `actions`, what each seat knows `determinize`; the computer players
`ai` (on the bean values of `values`) and `hard`; the events `events`; the table
`controller`, `table` (input), `table_view` (drawing), `table_layout`, `results`,
`art`; the words `strings`, `words`; the benches `bench`."""

from collections.abc import Mapping
from typing import Any

from game.core.gamedef import GameDef, Lazy, Option, Smoke, TableEntry
from game.games.bohnanza.bench import BENCHES
from game.games.bohnanza.cards import PLAYERS
from game.games.bohnanza.model import VARIANTS, BohnanzaState
from game.games.bohnanza.shots import COSTLY_SCENES, SCENES
from game.games.bohnanza.strings import STRINGS

QUIET_CHOICES = ("off", "20", "40")  # seconds without input that end a person's trading

OPTIONS = (
    Option("rio", "bn_row_rules", "bn_opt_rio", help="bn_help_rio"),
    Option("open_coins", "bn_row_rules", "bn_opt_open", help="bn_help_open"),
    Option("quiet", "bn_row_table", "bn_opt_quiet", QUIET_CHOICES, help="bn_help_quiet"),
)


def variant_for(options: Mapping[str, Any], players: int) -> str:
    return f"{players}p" + ("-rio" if options.get("rio") else "") + (
        "-open" if options.get("open_coins") else "")


GAME = GameDef(
    key="bohnanza", name_en="Bohnanza", name_zh="种豆", family="trading", seats=PLAYERS,
    levels={n: "bohnanza" for n in PLAYERS}, variants=VARIANTS,
    new_state=BohnanzaState, state_from_json=BohnanzaState.from_json, variant_for=variant_for,
    table=TableEntry(Lazy("game.games.bohnanza.controller:BnController"),
                     Lazy("game.games.bohnanza.table:BnTableScene")),
    results=Lazy("game.games.bohnanza.results:BnResults"),
    events=Lazy("game.games.bohnanza.events:EVENTS"),
    shoot=Lazy("game.games.bohnanza.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.bohnanza.emblem:draw_emblem"), default_seats=4, seat_counts=True,
    options=OPTIONS, smoke=Smoke(("normal",) * 3, seed=3, seconds_factor=2.0),
    strings=STRINGS, benches=BENCHES,
)
