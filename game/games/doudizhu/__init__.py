"""Dou Di Zhu 斗地主: three players, one landlord against two farmers."""

from game.core.gamedef import GameDef, Lazy, Option, Smoke
from game.games.doudizhu.auction import OPTIONS, variant_name
from game.games.doudizhu.bench import BENCHES
from game.games.doudizhu.model import VARIANTS, DdzState
from game.games.doudizhu.shots import COSTLY_SCENES, SCENES
from game.games.doudizhu.strings import STRINGS


def variant_for(options: dict, players: int) -> str:
    """"classic", "classic+rob+double", ...: the sheet's auction, then the options on."""
    return variant_name([o for o in OPTIONS if options.get(o)])


GAME = GameDef(
    key="doudizhu", name_en="Dou Di Zhu", name_zh="斗地主", family="climbing",
    seats=(3,), levels={3: "doudizhu"}, variants=VARIANTS,
    new_state=DdzState.new, state_from_json=DdzState.from_json, variant_for=variant_for,
    start=Lazy("game.games.doudizhu.controller:start"),
    resume=Lazy("game.games.doudizhu.controller:resume_game"),
    load_save=Lazy("game.games.doudizhu.controller:load_save"),
    results=Lazy("game.games.doudizhu.results:ResultsScene"),
    shoot=Lazy("game.games.doudizhu.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.doudizhu.emblem:draw_emblem"),
    seat_marker=Lazy("game.games.doudizhu.emblem:draw_seat_marker"),
    seat_name="seat_name_{i}",
    options=tuple(Option(o, "ddz_picker_options", f"ddz_opt_{o}", help=f"ddz_opt_{o}_help")
                  for o in OPTIONS),
    smoke=Smoke(("normal", "normal", "normal")),
    strings=STRINGS, deal_code=True, benches=BENCHES,
)
