"""Guan Dan 掼蛋: four players in two partnerships, two packs, levels and wild cards."""

from game.core.gamedef import GameDef, Lazy, Option, Smoke, TableEntry
from game.games.guandan.bench import BENCHES
from game.games.guandan.model import GdState
from game.games.guandan.ruleset import OPTIONS, VARIANTS
from game.games.guandan.shots import COSTLY_SCENES, SCENES
from game.games.guandan.strings import STRINGS
from game.games.guandan.tribute import SEATS


def variant_for(options: dict, players: int) -> str:
    """"std", "std+return_any": the sheet's choices, then the variants that are on."""
    return "+".join(["std"] + [o for o in OPTIONS if options.get(o)])


GAME = GameDef(
    key="guandan", name_en="Guan Dan", name_zh="掼蛋", family="climbing",
    seats=(SEATS,), levels={SEATS: "guandan"}, variants=VARIANTS,
    new_state=GdState.new, state_from_json=GdState.from_json, variant_for=variant_for,
    table=TableEntry(Lazy("game.games.guandan.controller:GdController"),
                     Lazy("game.games.climbing.controller:table_scene")),
    results=Lazy("game.games.guandan.results:GdResultsScene"),
    events=Lazy("game.games.guandan.events:EVENTS"),
    shoot=Lazy("game.games.guandan.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.guandan.emblem:draw_emblem"),
    seat_marker=Lazy("game.games.guandan.emblem:draw_seat_marker"),
    options=tuple(Option(o, "gd_picker_options", f"gd_opt_{o}", help=f"gd_opt_{o}_help")
                  for o in OPTIONS),
    setup_note="gd_picker_teams",
    smoke=Smoke(("normal",) * SEATS),
    strings=STRINGS, deal_code=True, benches=BENCHES,
)
