"""Forbidden Island: 2 to 4 adventurers together against the sinking island (rules
sheet: shared/rules/forbidden_island.md; the rules viewer: `rules_forbidden_island_left`
/ `_right`). The first board game and the first cooperative one of the collection.

The rules are one module per rule family (`tiles`, `islands` (the shapes, from Tiled
maps), `setup`, `movement`, `turn`, `treasure_draw`, `flooding`, `specials`,
`victory`, `legal`), what each seat knows `determinize`, the state machine `model`; the
computer teammates `ai*`; the events `events`; the table `controller`, `table`,
`results`, `art`; the words `strings`, `words`.
"""

from collections.abc import Mapping
from typing import Any

from game.core.gamedef import GameDef, Lazy, Smoke, TableEntry
from game.games.forbidden_island.bench import BENCHES
from game.games.forbidden_island.islands import shapes
from game.games.forbidden_island.model import IslandState
from game.games.forbidden_island.setup import VARIANTS, Setup
from game.games.forbidden_island.shots import COSTLY_SCENES, SCENES
from game.games.forbidden_island.strings import OPTIONS_DIFFICULTY, STRINGS, shape_options

OPTIONS = (*shape_options(shapes()), OPTIONS_DIFFICULTY)


def variant_for(options: Mapping[str, Any], players: int) -> str:
    return Setup(players, options.get("difficulty", "normal"),
                 options.get("shape", "classic")).name


def accepts_variant(name: str) -> bool:
    try:
        return Setup.parse(name).name == name
    except ValueError:
        return False


GAME = GameDef(
    key="forbidden_island", name_en="Forbidden Island", name_zh="禁忌岛",
    family="cooperative", seats=(2, 3, 4), levels={n: "forbidden_island" for n in (2, 3, 4)},
    variants=VARIANTS, new_state=IslandState.new, state_from_json=IslandState.from_json,
    variant_for=variant_for, accepts_variant=accepts_variant,
    table=TableEntry(Lazy("game.games.forbidden_island.controller:FiController"),
                     Lazy("game.games.forbidden_island.table:FiTableScene")),
    results=Lazy("game.games.forbidden_island.results:FiResultsScene"),
    events=Lazy("game.games.forbidden_island.events:EVENTS"),
    shoot=Lazy("game.games.forbidden_island.shots:shoot"), scenes=SCENES,
    costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.forbidden_island.emblem:draw_emblem"),
    seat_marker=Lazy("game.games.forbidden_island.emblem:draw_seat_marker"),
    default_seats=4, options=OPTIONS, seat_name="fi_seat",
    smoke=Smoke(("normal",) * 4, seed=3), strings=STRINGS, benches=BENCHES,
)
