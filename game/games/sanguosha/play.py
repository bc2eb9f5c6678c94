"""What a seat may use in its play phase, and how a use begins: the cards leave the
hand face up (the processing area) and the card's effect is pushed.

Who a card may target is `targeting.py`'s; here only how many Slashes are left and
which cards have a use at all (a Peach only when wounded; Dodge and Nullification
only as answers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Action
from game.games.sanguosha import abilities, targeting
from game.games.sanguosha.abilities import Moment
from game.games.sanguosha.actions import Use
from game.games.sanguosha.basic import PeachEffect, SlashEffect
from game.games.sanguosha.cards import EQUIPMENT, KINDS, TRICK
from game.games.sanguosha.equipment import Equip
from game.games.sanguosha.flow import Step
from game.games.sanguosha.tricks import (
    ArrowBarrage,
    BarbarianInvasion,
    Collateral,
    Dismantle,
    Duel,
    ExNihilo,
    Harvest,
    PeachGarden,
    PlaceDelayed,
    Snatch,
)

# Names a card can be used as in one's own play phase (Dodge and Nullification only answer).
USABLE = ("slash", "peach", "ex_nihilo", "dismantle", "snatch", "duel", "collateral",
          "barbarian_invasion", "arrow_barrage", "peach_garden", "harvest", "indulgence",
          "lightning")

# Cards used on a seat that everyone reads as hostile to it.
HARMFUL = frozenset({"slash", "duel", "dismantle", "snatch", "indulgence", "collateral"})

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

SLASHES_PER_TURN = 1

# Card name -> the step that resolves its use.
EFFECTS: dict[str, type[Step]] = {
    "slash": SlashEffect, "peach": PeachEffect, "ex_nihilo": ExNihilo,
    "dismantle": Dismantle, "snatch": Snatch, "duel": Duel, "collateral": Collateral,
    "barbarian_invasion": BarbarianInvasion, "arrow_barrage": ArrowBarrage,
    "peach_garden": PeachGarden, "harvest": Harvest,
    "indulgence": PlaceDelayed, "lightning": PlaceDelayed,
}


def may_slash(state: SgsState, seat: int) -> bool:
    """One Slash a turn, checked as each is used; no limit for Roar or the Crossbow."""
    return state.slashes_used < SLASHES_PER_TURN or abilities.unlimited_slashes(state, seat)


def uses_of(state: SgsState, seat: int, cards: tuple[int, ...], name: str,
            skill: str = "") -> list[Action]:
    """Every way to use `cards` as `name` now: one action per choice of targets."""
    if name == "slash" and not may_slash(state, seat):
        return []
    if name == "peach" and not state.seats[seat].wounded:
        return []
    if not skill and state.card(cards[0]).type == EQUIPMENT:
        return [Use(seat, cards, name, (seat,))]
    return [Use(seat, cards, name, targets, skill)
            for targets in targeting.target_choices(state, seat, name, cards)]


def play_options(state: SgsState, seat: int) -> list[Action]:
    """Each card used as itself, then what abilities let cards count as (Warrior Saint's
    red card as a Slash, Surprise Attack's black card as a Dismantle...)."""
    options: list[Action] = []
    for card in sorted(state.seats[seat].hand):
        options += uses_of(state, seat, (card,), state.card(card).name)
    for name in USABLE:
        for cards, key in abilities.conversions(state, seat, name, "use"):
            options += uses_of(state, seat, cards, name, key)
    return options


def start_use(state: SgsState, action: Use) -> None:
    """The cards are used: out of the hand into the processing area, then the effect."""
    state.lose(action.seat, action.cards)
    state.processing += action.cards
    if action.name == "slash":
        state.slashes_used += 1
        state.slashed_in_play = True
    if action.name in HARMFUL:
        state.acts += [(action.seat, t, "harm") for t in action.targets if t != action.seat]
    state.emit("use", action.seat, cards=[state.code(c) for c in action.cards],
               card_name=action.name, targets=list(action.targets), skill=action.skill)
    if KINDS[action.name].type == TRICK:  # Wisdom: runs before the trick resolves
        state.push(EFFECTS[action.name](action.seat, action.targets, action.cards))
        abilities.raise_moment(state, Moment("trick_used", action.seat, cards=action.cards))
        return
    if len(action.targets) > 1 and action.name == "slash":  # the Sky Halberd's
        for target in reversed(action.targets):
            state.push(SlashEffect(action.seat, (target,), action.cards))
        return
    effect = Equip if state.card(action.cards[0]).type == EQUIPMENT and not action.skill \
        else EFFECTS[action.name]
    state.push(effect(action.seat, action.targets, action.cards))
