"""Go-Stop 고스톱, the Korean flower-card (hwatu) fishing game: 2 players (Matgo 맞고)
or 3, capturing cards by month and scoring sets until someone says Stop (rules sheet:
shared/rules/gostop.md; the rules viewer: `rules_gostop_left` / `_right`).

The rules are one module per rule family (`cards`, `deal`, `matching`, `turn`,
`specials`, `scoring`, `go_stop`, `junk_payment`, `settlement`, `hand_result`,
`options`), the state machine `model`; the table is `controller`, `table` (the scene,
on the table kit), `table_layout`, `table_centre`, `capture_strips`, `seat_panels`,
`choice_panel`, `table_effects`, `table_input`, `table_style`, `shown`, `art`,
`results`; the words `strings` and `words`."""

from game.core.gamedef import GameDef, Lazy, Smoke, TableEntry
from game.games.gostop.bench import BENCHES
from game.games.gostop.model import GostopState
from game.games.gostop.options import VARIANTS, Options
from game.games.gostop.options import variant_for as options_variant
from game.games.gostop.shots import COSTLY_SCENES, SCENES
from game.games.gostop.strings import OPTIONS, STRINGS
from game.games.gostop.words import choices_to_fields


def variant_for(options: dict, players: int) -> str:
    """The rules the set-up page's choices name for `players` ("2p+t5+bonus"); the
    month numbers are the table's, not a rule's."""
    return options_variant(choices_to_fields(options), players)


def accepts_variant(name: str) -> bool:
    """Whether `name` is a Go-Stop variant: any mix of the set-up page's options."""
    try:
        return Options.parse(name).name == name
    except ValueError:
        return False


GAME = GameDef(
    key="gostop", name_en="Go-Stop", name_zh="花斗 Go-Stop", family="fishing",
    seats=(2, 3), levels={2: "gostop_2p", 3: "gostop_3p"}, variants=VARIANTS,
    new_state=GostopState.new, state_from_json=GostopState.from_json,
    variant_for=variant_for, accepts_variant=accepts_variant,
    table=TableEntry(Lazy("game.games.gostop.controller:GsController"),
                     Lazy("game.games.gostop.table:GsTableScene")),
    results=Lazy("game.games.gostop.results:GsResultsScene"),
    events=Lazy("game.games.gostop.events:EVENTS"),
    shoot=Lazy("game.games.gostop.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.gostop.emblem:draw_emblem"),
    seat_marker=Lazy("game.games.gostop.emblem:draw_seat_marker"),
    rules_chart=Lazy("game.games.gostop.deck_chart:draw_chart"),
    default_seats=2, options=OPTIONS, deal_code=True,
    smoke=Smoke(("normal", "normal"), seed=7),
    strings=STRINGS, benches=BENCHES,
)
