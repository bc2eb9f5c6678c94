"""Bao Huang 保皇: five players, four decks, an emperor and a hidden guard."""

from game.core.gamedef import GameDef, Lazy, Option, Smoke, TableEntry
from game.games.baohuang.bench import BENCHES
from game.games.baohuang.model import SEATS, BhState
from game.games.baohuang.ruleset import MODES, OPTIONS, VARIANTS
from game.games.baohuang.shots import COSTLY_SCENES, SCENES
from game.games.baohuang.strings import STRINGS


def variant_for(options: dict, players: int) -> str:
    """"ls", "classic+hold6": the mode, then the options that are on."""
    return "+".join([options.get("mode", MODES[0])] + [o for o in OPTIONS if options.get(o)])


GAME = GameDef(
    key="baohuang", name_en="Bao Huang", name_zh="保皇", family="climbing",
    seats=(SEATS,), levels={SEATS: "baohuang"}, variants=VARIANTS,
    new_state=BhState.new, state_from_json=BhState.from_json, variant_for=variant_for,
    table=TableEntry(Lazy("game.games.baohuang.controller:BhController"),
                     Lazy("game.games.climbing.controller:table_scene")),
    results=Lazy("game.games.baohuang.results:BhResultsScene"),
    events=Lazy("game.games.baohuang.events:EVENTS"),
    shoot=Lazy("game.games.baohuang.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.baohuang.emblem:draw_emblem"),
    options=(Option("mode", "bh_picker_rules", "bh_mode", MODES, help="bh_mode_help"),
             *(Option(o, "bh_picker_options", f"bh_opt_{o}", help=f"bh_opt_{o}_help")
               for o in OPTIONS)),
    smoke=Smoke(("normal",) * SEATS),
    strings=STRINGS, deal_code=True, benches=BENCHES,
)
