"""Sanguosha 三国杀, identity mode, standard edition: 4 to 10 seats, a lord, loyalists,
rebels and a renegade, each with a character of the Three Kingdoms (rules sheet:
shared/rules/sanguosha.md; the rules viewer: `rules_sanguosha_left` / `_right`)."""

from game.core.gamedef import GameDef, Lazy, Option, Smoke, TableEntry
from game.games.sanguosha.bench import BENCHES
from game.games.sanguosha.model import SEATS, VARIANTS, SgsState, variant_of
from game.games.sanguosha.shots import COSTLY_SCENES, SCENES
from game.games.sanguosha.strings import STRINGS

# The answer timer's choices on the set-up page (seconds to answer out of turn), the
# first the default; the table's, not a rule's.
ANSWER_TIMERS = ("off", "15", "30")


def variant_for(options: dict, players: int) -> str:
    """"5p": the player count is the variant (the answer timer is the table's, not a
    rule's)."""
    return variant_of(players)


GAME = GameDef(
    key="sanguosha", name_en="Sanguosha", name_zh="三国杀", family="identity",
    seats=SEATS, levels={n: f"sanguosha_{n}p" for n in SEATS}, variants=VARIANTS,
    new_state=SgsState.of_variant, state_from_json=SgsState.from_json,
    variant_for=variant_for,
    table=TableEntry(Lazy("game.games.sanguosha.controller:SgsController"),
                     Lazy("game.games.sanguosha.table:SgsTableScene")),
    results=Lazy("game.games.sanguosha.results:SgsResultsScene"),
    events=Lazy("game.games.sanguosha.events:EVENTS"),
    shoot=Lazy("game.games.sanguosha.shots:shoot"), scenes=SCENES, costly_scenes=COSTLY_SCENES,
    emblem=Lazy("game.games.sanguosha.emblem:draw_emblem"),
    seat_marker=Lazy("game.games.sanguosha.emblem:draw_seat_marker"),
    default_seats=5,
    options=(Option("answer_timer", "sgs_picker_timer", "sgs_opt_timer",
                    values=ANSWER_TIMERS, help="sgs_opt_timer_help"),),
    smoke=Smoke(("normal",) * 5, seed=23),  # a short game, about 130 moves
    strings=STRINGS, benches=BENCHES,
)
