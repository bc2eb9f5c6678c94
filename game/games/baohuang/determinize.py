"""What each seat can know in a hand of Bao Huang (rules sheet §4, §9, §11), and a state
one seat cannot tell from the real one, for search.

A seat knows:
- its own hand, every card played, the emperor card and the cards attached to it (face
  up, then in the emperor's hand until played), every declaration and place;
- the guard card: simple mode, the marked small joker; classic, the fourth copy of the
  face the emperor named (he held the other three, so every other copy not played is
  in his hand). Its holder is the guard; held by the emperor, he plays a secret solo;
- the roles: the guard knows them, the emperor knows whether he plays alone, everyone
  knows them once shown (an open guard or solo, a rebellion of two, the guard card
  played, the end). Until then a seat knows only that the guard is not the emperor, not
  a rebel, not a seat gone out, not itself; or there is none (a secret solo): the
  worlds `public_roles` lists, less those its own cards rule out.
Any deal of the other cards into the same hands is possible for it. A determinization
picks one of those worlds, about as likely as a random deal makes it (by how many
unknown cards each candidate holds), puts the guard card (classic: one of the unseen
copies) with its holder and the other copies with the emperor, deals the rest, and
reseeds the RNG (a redeal's shuffle). What an attached card tells beyond itself (that
the decliner held no 2) is not kept.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.determinize import deal_unknown, hidden_card_zones, reseed
from game.games.baohuang.rules import Roles

if TYPE_CHECKING:
    from game.games.baohuang.model import BhState


@dataclass(frozen=True)
class Secret:
    """What `seat` cannot place: cards, the copies that follow the roles, the worlds."""

    unknown: set[int]  # cards the seat cannot place (the copies among them)
    copies: tuple[int, ...]  # guard-card candidates unseen by the seat: simple mode the
    # marked small joker, classic the unplayed copies of the named face
    worlds: tuple[tuple[Roles, int], ...]  # (roles, weight) the seat cannot rule out


def _guard_card_live(state: BhState) -> bool:
    return state.guard_card is not None and state.guard_card not in state.table


def _copies(state: BhState) -> list[int]:
    """The cards that follow the roles: the guard card, and in classic mode every copy of
    the named face (all with the emperor but the guard's one)."""
    if state.emperor is None or state.solo == "open":
        return []
    if state.rules.named_guard:
        if state.named is None:
            return []
        return [c for c in state.pack.ids if state.pack.code(c).split("~")[0] == state.named]
    return [state.sword_card]


def _roles_known(state: BhState, seat: int) -> bool:
    return (state.guard_shown or seat == state.guard
            or (seat == state.emperor and state.solo is not None))


def secret(state: BhState, seat: int) -> Secret:
    """What `seat` cannot place in `state` (sheet §11)."""
    unknown = state.hidden_from(seat)
    if state.emperor is None or not unknown:
        return Secret(unknown, (), ())
    emperor = state.emperor
    unknown -= {c for c in state.crowned_with if c in state.hands[emperor]}
    if state.solo == "open" and not state.rules.named_guard:
        unknown.discard(state.sword_card)  # shown when he ascended
    copies = tuple(c for c in _copies(state) if c in unknown)
    if _roles_known(state, seat):
        candidates = [state.roles]
    else:
        candidates = [r for r in state.public_roles()
                      if r.guard != seat and not (seat == emperor and r.solo)]
    slots = [sum(1 for c in hand if c in unknown) for hand in state.hands]
    worlds = []
    for roles in candidates:
        weight = _weight(state, seat, roles, len(copies), slots)
        if weight:
            worlds.append((roles, weight))
    return Secret(unknown, copies, tuple(worlds))


def _guard_takes(state: BhState, seat: int, roles: Roles) -> int:
    """1 if this world's guard holds a guard-card copy the seat has not seen: while the
    guard is hidden his card is unplayed (playing it shows him)."""
    if roles.guard is None or roles.guard == seat:
        return 0
    return 1 if not state.guard_shown or _guard_card_live(state) else 0


def _weight(state: BhState, seat: int, roles: Roles, copies: int, slots: list[int]) -> int:
    """About how many deals make this world (by the unknown cards of whoever would hold
    the guard card); 0 when it cannot be."""
    emperor_slots = slots[roles.emperor]
    if roles.guard is None:  # a solo: every unseen copy is the emperor's
        return max(1, emperor_slots - copies + 1) if emperor_slots >= copies else 0
    takes = _guard_takes(state, seat, roles)
    if copies < takes or slots[roles.guard] < takes or emperor_slots < copies - takes:
        return 0
    return max(1, slots[roles.guard])


def hidden_values(state: BhState, seat: int) -> dict:
    """The other hands holding cards `seat` cannot place, and the roles while it cannot
    tell two worlds apart."""
    found = secret(state, seat)
    values: dict = hidden_card_zones(state, seat, found.unknown)
    if len(found.worlds) >= 2:
        values["roles"] = [state.guard, state.solo]
    return values


def determinize(state: BhState, seat: int, rng: random.Random) -> BhState:
    """A new state `seat` cannot tell from `state`: one of the worlds it cannot rule out,
    the guard card with its holder, the cards it cannot place dealt at random into the
    places they hold, the RNG reseeded. Not reachable from the seed, so its `to_json`
    does not replay it; everything else plays on it."""
    det = state.clone()
    found = secret(state, seat)
    placed: dict[int, int] = {}
    if found.worlds:
        roles = _pick(found.worlds, rng)
        copies = list(found.copies)
        rng.shuffle(copies)
        guard_card = state.guard_card
        if _guard_takes(state, seat, roles):
            guard_card = copies.pop()
            placed[guard_card] = roles.guard
        placed.update((c, roles.emperor) for c in copies)
        det.guard, det.solo = roles.guard, roles.solo
        if state.rules.named_guard:
            det.guard_card = None if roles.solo else guard_card
    if found.unknown:
        det.hands = [det.sort_hand(h) for h in
                     deal_unknown(det.hands, found.unknown, rng, placed)]
    det.rng = reseed(rng)
    return det


def _pick(worlds: tuple[tuple[Roles, int], ...], rng: random.Random) -> Roles:
    if len(worlds) == 1:
        return worlds[0][0]
    roles, weights = zip(*worlds, strict=True)
    return rng.choices(roles, weights)[0]
