"""Kingsburg 国王之城 (Chiarvesio & Iennaco, 2007): 2 to 5 players influence the King's 18
advisors with their dice over five years of three productive seasons, build up their
province and defend it each winter (rules sheet: shared/rules/kingsburg.md).

The data as JSON read by `advisors`, `buildings`, `enemies`; one module per rule family
(`goods`, `dice` (which advisors a group reaches), `rerolls` (Statue, Chapel),
`turn_order`, `dummy` (the 2-player dummy dice), `court` (the King's aid, reward and
Envoy), `seasons` (a season's start and end), `recruiting`, `battle`, `scoring`); the
state machine `model` with its `actions` and the choices it asks outside the turn order
(`asks`); what each seat knows `determinize`. The computers `values`, `ai`, `hard`; the
table `controller`, `table`, `table_view`, `table_layout`, `art`, `results`."""

from collections.abc import Mapping
from typing import Any

from game.core.gamedef import GameDef, Lazy, Smoke, TableEntry
from game.games.kingsburg.bench import BENCHES
from game.games.kingsburg.model import PLAYERS, VARIANTS, KingsburgState
from game.games.kingsburg.shots import COSTLY_SCENES, SCENES
from game.games.kingsburg.strings import STRINGS


def variant_for(options: Mapping[str, Any], players: int) -> str:
    return f"{players}p"


GAME = GameDef(
    key="kingsburg", name_en="Kingsburg", name_zh="国王之城", family="dice", seats=PLAYERS,
    levels={n: "kingsburg" for n in PLAYERS}, variants=VARIANTS,
    new_state=KingsburgState, state_from_json=KingsburgState.from_json, variant_for=variant_for,
    table=TableEntry(Lazy("game.games.kingsburg.controller:KbController"),
                     Lazy("game.games.kingsburg.table:KbTableScene")),
    results=Lazy("game.games.kingsburg.results:KbResults"),
    events=Lazy("game.games.kingsburg.events:EVENTS"),
    shoot=Lazy("game.games.kingsburg.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.kingsburg.emblem:draw_emblem"), default_seats=4, seat_counts=True,
    smoke=Smoke(("normal",) * 3, seed=3, seconds_factor=2.0), strings=STRINGS, benches=BENCHES,
)
