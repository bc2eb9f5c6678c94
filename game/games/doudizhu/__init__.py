"""Dou Di Zhu 斗地主: one landlord against two farmers, or against three in the
four-player game (two packs, rules sheet §9)."""

from game.core.gamedef import GameDef, Lazy, Option, Smoke, TableEntry
from game.games.doudizhu.auction import OPTIONS, variant_name
from game.games.doudizhu.bench import BENCHES
from game.games.doudizhu.model import FOUR_PLAYER, VARIANTS
from game.games.doudizhu.model_4p import new_state, state_from_json
from game.games.doudizhu.shots import COSTLY_SCENES, SCENES
from game.games.doudizhu.strings import STRINGS


def variant_for(options: dict, players: int) -> str:
    """"classic", "classic+rob+double", ...: the sheet's auction, then the options on;
    "4p" for four players (its options are the sheet's §9 alone)."""
    if players == 4:
        return FOUR_PLAYER
    return variant_name([o for o in OPTIONS if options.get(o)])


GAME = GameDef(
    key="doudizhu", name_en="Dou Di Zhu", name_zh="斗地主", family="climbing",
    seats=(3, 4), levels={3: "doudizhu", 4: "doudizhu_4p"}, variants=VARIANTS,
    new_state=new_state, state_from_json=state_from_json, variant_for=variant_for,
    table=TableEntry(Lazy("game.games.doudizhu.controller:DdzController"),
                     Lazy("game.games.climbing.controller:table_scene"),
                     by_players={4: Lazy("game.games.doudizhu.controller:Ddz4Controller")}),
    results=Lazy("game.games.doudizhu.results:ResultsScene"),
    events=Lazy("game.games.doudizhu.events:EVENTS"),
    shoot=Lazy("game.games.doudizhu.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.doudizhu.emblem:draw_emblem"),
    seat_marker=Lazy("game.games.doudizhu.emblem:draw_seat_marker"),
    seat_name="seat_name_{players}p_{i}", default_seats=3,
    options=tuple(Option(o, "ddz_picker_options", f"ddz_opt_{o}", help=f"ddz_opt_{o}_help",
                         seats=(3,))
                  for o in OPTIONS),
    # One hard seat: its searches run in the worker process, so --smoke (and the frozen
    # app's `make smoke`) checks that process starts and answers.
    smoke=Smoke(("hard", "normal", "normal")),
    strings=STRINGS, deal_code=True, benches=BENCHES,
)
