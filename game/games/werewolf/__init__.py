"""Werewolf 狼人杀 (The Werewolves of Miller's Hollow): 5 to 18 players, the app the game
master (rules sheet: shared/rules/werewolf.md; the rules viewer: `rules_werewolf_left` /
`_right`).

The rules are one module per rule family (`roles`, `setup` (the deck builder),
`night`, `votes`, `chain` (deaths), `victory`, `legal`, `determinize` (who knows what)),
the state machine `model`; the computer players `ai_beliefs`, `ai`; the table
`controller`, `table`, `results`, `art`, `voice` (narration and night music); the words
`strings` and `words`."""

from collections.abc import Mapping
from functools import partial
from typing import Any

from game.core.gamedef import GameDef, Lazy, Option, Smoke, TableEntry
from game.games.werewolf.bench import BENCHES
from game.games.werewolf.model import WerewolfState
from game.games.werewolf.roles import WOLF
from game.games.werewolf.setup import (
    PLAYERS,
    SPECIALS,
    VARIANTS,
    Setup,
    balance_hint,
    built_deck,
    in_preset,
)
from game.games.werewolf.shots import COSTLY_SCENES, SCENES
from game.games.werewolf.strings import RULE_TOGGLES, STRINGS

OPTIONS = (
    Option("wolves", "ww_row_wolves", "ww_opt_wolves", ("auto", "1", "2", "3", "4"),
           help="ww_help_wolves"),
    *(Option(role, "ww_row_roles", f"ww_opt_{role}", help=f"ww_help_{role}",
             by_players=partial(in_preset, role)) for role in SPECIALS),
    *(Option(rule, "ww_row_rules", f"ww_opt_{rule}", help=f"ww_help_{rule}")
      for rule in RULE_TOGGLES),
)


def setup_for(options: Mapping[str, Any], players: int) -> Setup:
    """The game the set-up page's choices name (missing choices: their defaults)."""
    wolves = options.get("wolves", "auto")
    specials = {r for r in SPECIALS if options.get(r, in_preset(r, players))}
    deck = built_deck(players, None if wolves == "auto" else int(wolves), specials)
    return Setup(players, deck, **{r: bool(options.get(r, False)) for r in RULE_TOGGLES})


def variant_for(options: Mapping[str, Any], players: int) -> str:
    return setup_for(options, players).name


def accepts_variant(name: str) -> bool:
    try:
        return Setup.parse(name).name == name
    except ValueError:
        return False


def deck_hint(options: Mapping[str, Any], players: int) -> str:
    """The set-up page's line: the deck those choices deal, and which side it favours."""
    from game.ui.i18n import t

    deck = setup_for(options, players).deck
    parts = [t("ww_n_role", n=n, role=t(f"ww_roles_{role}")) if n > 1 else t(f"ww_role_{role}")
             for role, n in deck.items()]
    line = t("ww_deck", deck=t("players_sep").join(parts),
             balance=t(f"ww_balance_{balance_hint(deck)}"))
    wanted = options.get("wolves", "auto")
    if wanted != "auto" and int(wanted) > deck.get(WOLF, 0):  # said, not cut silently
        line = t("ww_wolves_cut", n=deck.get(WOLF, 0)) + " " + line
    return line


GAME = GameDef(
    key="werewolf", name_en="Werewolf", name_zh="狼人杀", family="party",
    seats=PLAYERS, levels={n: f"werewolf_{n}p" for n in PLAYERS}, variants=VARIANTS,
    new_state=WerewolfState.new, state_from_json=WerewolfState.from_json,
    variant_for=variant_for, accepts_variant=accepts_variant,
    table=TableEntry(Lazy("game.games.werewolf.controller:WwController"),
                     Lazy("game.games.werewolf.table:WwTableScene")),
    results=Lazy("game.games.werewolf.results:WwResultsScene"),
    events=Lazy("game.games.werewolf.events:EVENTS"),
    shoot=Lazy("game.games.werewolf.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.werewolf.emblem:draw_emblem"),
    seat_marker=Lazy("game.games.werewolf.emblem:draw_seat_marker"),
    default_seats=8, options=OPTIONS, seat_counts=True, setup_hint=deck_hint,
    seat_name="ww_seat", smoke=Smoke(("normal",) * 8, seed=5),
    strings=STRINGS, benches=BENCHES,
)
