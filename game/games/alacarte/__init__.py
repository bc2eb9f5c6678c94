"""A la Carte: 2 to 4 chefs heat, season and flip their way to five dishes."""

from game.core.gamedef import GameDef, Lazy, Option, Smoke, TableEntry
from game.games.alacarte.bench import BENCHES
from game.games.alacarte.model import SEATS, VARIANTS, AlcState
from game.games.alacarte.shots import COSTLY_SCENES, SCENES
from game.games.alacarte.skill import sampled_outcome
from game.games.alacarte.strings import STRINGS


def variant_for(options: dict, players: int) -> str:
    """"3p"; two chefs may end at 5 dishes instead of the data file's count."""
    if players == 2 and options.get("end") == "5":
        return "2p-end5"
    return f"{players}p"


GAME = GameDef(
    key="alacarte", name_en="A la Carte", name_zh="料理大厨", family="dexterity",
    seats=SEATS, levels={n: f"alacarte_{n}p" for n in SEATS}, variants=VARIANTS,
    new_state=AlcState.new, state_from_json=AlcState.from_json, variant_for=variant_for,
    table=TableEntry(Lazy("game.games.alacarte.controller:AlcController"),
                     Lazy("game.games.alacarte.table:KitchenScene")),
    results=Lazy("game.games.alacarte.results:AlcResultsScene"),
    events=Lazy("game.games.alacarte.events:EVENTS"),
    shoot=Lazy("game.games.alacarte.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.alacarte.emblem:draw_emblem"),
    seat_marker=Lazy("game.games.alacarte.emblem:draw_seat_marker"),
    options=(Option("end", "picker_end", "alc_end", ("7", "5"), seats=(2,),
                    help="alc_end_help"),),
    smoke=Smoke(("easy", "normal", "hard"), seed=4, seconds_factor=3.0),
    strings=STRINGS, benches=BENCHES, outcome=sampled_outcome,
)
