"""Saboteur 矮人掘金: 3 to 10 dwarves dig a tunnel maze toward the gold, some of them
secretly saboteurs (rules sheet: shared/rules/saboteur.md; the rules viewer:
`rules_saboteur_left` / `_right`).

The cards are data (`cards.json`, read by `cards`); the maze's layout is the Tiled level
(`layout`). The rules are one module per rule family (`maze` (placing, links, goals
reached), `tools` (broken tools, repairs), `payout` (the gold), `legal` (what a seat may
do)), what each seat knows `determinize`, the state machine `model`; the computer players
`ai*`; the events `events`; the table `controller`, `table*`, `results`, `art`; the words
`strings`, `table_strings`, `words`."""

from game.core.gamedef import GameDef, Lazy, Smoke, TableEntry
from game.games.saboteur.bench import BENCHES
from game.games.saboteur.cards import PLAYERS
from game.games.saboteur.layout import level_name
from game.games.saboteur.model import VARIANTS, SaboteurState
from game.games.saboteur.shots import COSTLY_SCENES, SCENES
from game.games.saboteur.strings import STRINGS

GAME = GameDef(
    key="saboteur", name_en="Saboteur", name_zh="矮人掘金", family="identity",
    seats=PLAYERS, levels={n: level_name(n) for n in PLAYERS}, variants=VARIANTS,
    new_state=SaboteurState, state_from_json=SaboteurState.from_json,
    variant_for=lambda options, players: f"{players}p",
    table=TableEntry(Lazy("game.games.saboteur.controller:SabController"),
                     Lazy("game.games.saboteur.table:SabTableScene")),
    results=Lazy("game.games.saboteur.results:SabResults"),
    events=Lazy("game.games.saboteur.events:EVENTS"),
    shoot=Lazy("game.games.saboteur.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.saboteur.emblem:draw_emblem"),
    default_seats=5, seat_counts=True,
    smoke=Smoke(("normal",) * 5, seed=7, seconds_factor=2.0), strings=STRINGS,
    benches=BENCHES,
)
