"""I'm the Boss! (Sid Sackson, 1994; orig. *Kohle, Kies & Knete*): 3 to 6 players strike big
deals around a loop of 16 spaces, each needing investors of named families, and bargain
over the dividends (rules sheet: shared/rules/imtheboss.md).

The data as JSON (`imtheboss.json`) read by `data`, `families`, `board`, `tiles`, `cards`;
`money` (payouts, the band hidden money is seen as); one module per rule family: `deck`
(drawing, reshuffling, the hand limit), `deal` (one deal's record), `slots` (which family
may fill a slot, the Boss's own investors, whether a deal can still be filled), `talks`
(offers, proposals, answers, counters, a new Boss's review), `influence` (Travel,
Recruitment, Boss cards), `windows` (reaction windows, Stop, the CLOSE request), `closing`
(a deal closed or broken down, the end die), `scoring`, `variants` (player counts and
options), `steps`, `refusals` (every refusal's words); the state machine `model` with its
`actions` and what a seat may do now (`legal`); what each seat knows `determinize`. The
computers `values`, `ai`, `hard` and their `bench`; the table `controller` (the reaction
ring), `table`, `table_view`, `table_layout`, `art`, `results`; the words `strings`,
`words`, `events`."""

from collections.abc import Mapping
from typing import Any

from game.core.gamedef import GameDef, Lazy, Option, Smoke, TableEntry
from game.games.imtheboss.bench import BENCHES
from game.games.imtheboss.controller import REACT_CHOICES, REACT_DEFAULT
from game.games.imtheboss.data import DEFAULT_ROUNDS, ROUND_CHOICES
from game.games.imtheboss.model import BossState
from game.games.imtheboss.shots import COSTLY_SCENES, SCENES
from game.games.imtheboss.strings import STRINGS
from game.games.imtheboss.variants import (
    PLAYERS,
    PUBLISHED,
    VARIANTS,
    accepts_variant,
    variant_name,
)

OPTIONS = (
    Option("open_money", "ib_row_rules", "ib_opt_open", help="ib_help_open"),
    Option("rounds", "ib_opt_rounds", "ib_opt_rounds", tuple(str(k) for k in ROUND_CHOICES),
           help="ib_help_rounds", preset=str(DEFAULT_ROUNDS)),
    Option("react", "ib_opt_react", "ib_opt_react", REACT_CHOICES, help="ib_help_react",
           preset=REACT_DEFAULT),
    *(Option(name, "ib_row_published", f"ib_opt_{name}", help=f"ib_help_{name}")
      for name in PUBLISHED),
)


def variant_for(options: Mapping[str, Any], players: int) -> str:
    return variant_name(players, bool(options.get("open_money")),
                        int(options.get("rounds", DEFAULT_ROUNDS)),
                        {name for name in PUBLISHED if options.get(name)})


GAME = GameDef(
    key="imtheboss", name_en="I'm the Boss!", name_zh="我才是老板", family="negotiation",
    seats=PLAYERS, levels={n: "imtheboss" for n in PLAYERS}, variants=VARIANTS,
    new_state=BossState, state_from_json=BossState.from_json, variant_for=variant_for,
    accepts_variant=accepts_variant,
    table=TableEntry(Lazy("game.games.imtheboss.controller:IbController"),
                     Lazy("game.games.imtheboss.table:IbTableScene")),
    results=Lazy("game.games.imtheboss.results:IbResults"),
    events=Lazy("game.games.imtheboss.events:EVENTS"),
    shoot=Lazy("game.games.imtheboss.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.imtheboss.emblem:draw_emblem"), default_seats=4, seat_counts=True,
    options=OPTIONS, smoke=Smoke(("normal",) * 4, seed=3, seconds_factor=2.0), strings=STRINGS,
    benches=BENCHES,
)
