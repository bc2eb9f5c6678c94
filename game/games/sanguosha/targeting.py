"""Who a card may be used on (§6): the target choices a seat has for a card name.

- Slash: another seat within attack range. Duel: any other seat.
- Dismantle: another seat with any card. Snatch: the same at distance 1 (horses
  count, the weapon does not).
- Collateral: another seat with a weapon, and a seat within its attack range.
- Indulgence: another seat without one in its judgement area. Lightning: oneself,
  when none is in one's area.
- Ex Nihilo: oneself. Peach: oneself. Mass tricks: everyone concerned, in turn order
  from the user's next seat (Peach Garden and Harvest from the user).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from game.games.sanguosha import abilities

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState

SNATCH_REACH = 1


def others(state: SgsState, seat: int) -> list[int]:
    return [s for s in state.living(seat + 1) if s != seat]


def holds(state: SgsState, seat: int, name: str) -> bool:
    return any(state.card(c).name == name for c in state.seats[seat].judging)


def target_choices(state: SgsState, seat: int, name: str,
                   cards: tuple[int, ...] = ()) -> list[tuple[int, ...]]:
    """Each legal target tuple for using `cards` as `name` now (empty: no use). A seat's
    abilities may keep it out of reach (Empty Fort, Humility) or lift a distance limit
    (Genius); the Sky Halberd lets a last hand card's Slash take up to two more."""
    if name in _SINGLE:
        single = [t for t in others(state, seat) if _SINGLE[name](state, seat, t)
                  and abilities.may_be_targeted(state, t, seat, name)]
        choices = [(t,) for t in single]
        if name == "slash" and state.weapon(seat) == "sky_halberd" and \
                sorted(state.seats[seat].hand) == sorted(cards):
            choices += [tuple(c) for n in (2, 3) for c in combinations(single, n)]
        return choices
    if name == "collateral":
        return [(holder, victim) for holder in others(state, seat)
                if state.weapon(holder) is not None
                and abilities.may_be_targeted(state, holder, seat, name)
                for victim in state.living(holder + 1)
                if victim != holder and state.in_attack_range(holder, victim)
                and abilities.may_be_targeted(state, victim, holder, "slash")]
    if name in ("ex_nihilo", "peach"):
        return [(seat,)]
    if name == "lightning":
        return [] if holds(state, seat, "lightning") else [(seat,)]
    if name in ("barbarian_invasion", "arrow_barrage"):
        return [tuple(others(state, seat))]
    if name in ("peach_garden", "harvest"):
        return [tuple(state.living(seat))]
    return []  # Dodge, Nullification: only as answers


_SINGLE = {
    "slash": lambda state, seat, t: state.in_attack_range(seat, t),
    "duel": lambda state, seat, t: True,
    "dismantle": lambda state, seat, t: bool(state.seats[t].all_cards()),
    "snatch": lambda state, seat, t: bool(state.seats[t].all_cards())
    and (state.distance(seat, t) <= SNATCH_REACH
         or abilities.ignores_distance(state, seat, "snatch")),
    "indulgence": lambda state, seat, t: not holds(state, t, "indulgence"),
}
