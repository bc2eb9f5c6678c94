"""High Card: the smallest complete game with its own table on the kit, for tests only
(not in the catalogue; tests enrol it). The walk-through in docs/ARCHITECTURE.md
("Adding a game") points here."""

from game.core.gamedef import GameDef, Lazy, Smoke, TableEntry
from tests.kit_game.bench import BENCHES
from tests.kit_game.model import VARIANTS, HighCardState
from tests.kit_game.shots import SCENES
from tests.kit_game.strings import STRINGS

GAME = GameDef(
    key="kit_game", name_en="High Card", name_zh="比大小", family="kit", seats=(2, 3),
    variants=VARIANTS, new_state=HighCardState, state_from_json=HighCardState.from_json,
    variant_for=lambda options, players: f"{players}p",
    table=TableEntry(Lazy("tests.kit_game.controller:HighCardTable"),
                     Lazy("tests.kit_game.table:HighCardScene")),
    events=Lazy("tests.kit_game.events:EVENTS"),
    results=Lazy("tests.kit_game.results:HighCardResults"),
    shoot=Lazy("tests.kit_game.shots:shoot"), scenes=SCENES,
    emblem=Lazy("tests.kit_game.emblem:draw_emblem"),
    smoke=Smoke(("easy", "normal", "hard")), strings=STRINGS, benches=BENCHES,
)
