"""The King game 国王游戏 (folk party game; rules sheet shared/rules/party_card_games.md,
Part 1, K1-K12): 3 to 10 people at one computer. Each round deals one card to each (the
joker and the numbers 1 to N-1), each peeks at his own behind a hand-off, the joker's
holder is revealed as the King and commands one or two numbers, blind, to perform a task;
only the called numbers are revealed. There are no computer players: the app is the host.

The rules: the task deck `tasks.json` read by `tasks`; the cards and the deal `cards`;
the options `variants`; the actions `actions`; the King's command checked and listed
`command`; refusals `refusals`; the state machine `model`; what each seat may know
`determinize`; `ai`, the stand-in the smoke run and the tests play seats with (no
computer plays). The table: `controller` (the peeks' hand-offs, the King's previewed
draw), `table` (the scene and its input), `table_view` (its drawing), `table_layout`,
`art`, `results`, `shots`, `emblem`, `bench`; the words `strings`, `words`, `events`."""

from collections.abc import Mapping
from typing import Any

from game.core.gamedef import GameDef, Lazy, Option, Smoke, TableEntry
from game.games.kinggame.bench import BENCHES
from game.games.kinggame.model import KingGameState
from game.games.kinggame.shots import COSTLY_SCENES, SCENES
from game.games.kinggame.strings import STRINGS
from game.games.kinggame.tasks import CATEGORIES, tasks_for
from game.games.kinggame.variants import (
    DEFAULT_ROUNDS,
    PLAYERS,
    ROUND_CHOICES,
    VARIANTS,
    accepts_variant,
    variant_name,
)


def always_on(_players: int) -> bool:
    return True


OPTIONS = (
    Option("rounds", "kg_opt_rounds", "kg_opt_rounds", tuple(str(n) for n in ROUND_CHOICES),
           help="kg_help_rounds", preset=str(DEFAULT_ROUNDS)),
    *(Option(c, "kg_row_deck", f"kg_opt_{c}", help=f"kg_help_{c}", by_players=always_on)
      for c in CATEGORIES),
    Option("tally", "kg_row_score", "kg_opt_tally", help="kg_help_tally"),
)


def chosen_categories(options: Mapping[str, Any]) -> tuple[str, ...]:
    """The categories switched on (every one when none is: the deck cannot be empty)."""
    on = tuple(c for c in CATEGORIES if options.get(c, True))
    return on or CATEGORIES


def variant_for(options: Mapping[str, Any], players: int) -> str:
    return variant_name(players, int(options.get("rounds", DEFAULT_ROUNDS)),
                        chosen_categories(options), bool(options.get("tally")))


def deck_hint(options: Mapping[str, Any], players: int) -> str:
    """The set-up page's line: how many tasks the chosen categories hold."""
    from game.ui.i18n import t

    on = chosen_categories(options)
    n = len(tasks_for(on))
    if not any(options.get(c, True) for c in CATEGORIES):
        return t("kg_hint_all", n=n)
    return t("kg_hint_deck", n=n, what=t("players_sep").join(t(f"kg_cat_{c}") for c in on))


GAME = GameDef(
    key="kinggame", name_en="King Game", name_zh="国王游戏", family="party",
    seats=PLAYERS, levels={n: "kinggame" for n in PLAYERS}, variants=VARIANTS,
    new_state=KingGameState, state_from_json=KingGameState.from_json, variant_for=variant_for,
    accepts_variant=accepts_variant,
    table=TableEntry(Lazy("game.games.kinggame.controller:KgController"),
                     Lazy("game.games.kinggame.table:KgTableScene")),
    results=Lazy("game.games.kinggame.results:KgResults"),
    events=Lazy("game.games.kinggame.events:EVENTS"),
    shoot=Lazy("game.games.kinggame.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.kinggame.emblem:draw_emblem"), default_seats=6, seat_counts=True,
    computers=False, options=OPTIONS, setup_hint=deck_hint,
    smoke=Smoke(("normal",) * 5, seed=4), strings=STRINGS, benches=BENCHES,
)
