"""What each seat can know in a hand of Bao Huang (rules sheet §4, §9, §11), and a state
one seat cannot tell from the real one, for search.

A seat knows:
- its own hand, every card played, the emperor card and the cards attached to it (face
  up, then in the emperor's hand until played), every declaration and place; that a
  decliner who attached a card other than a 2 held nothing above it but jokers (§4.2);
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
reseeds the RNG (a redeal's shuffle); a decliner's new hand keeps his limit.
"""

from __future__ import annotations

import random
from collections.abc import Callable
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
    limits = attach_limits(state, seat)
    worlds = []
    for roles in candidates:
        weight = _weight(state, seat, roles, len(copies), slots)
        if weight and _guard_takes(state, seat, roles) and roles.guard in limits \
                and not limits[roles.guard](copies[0]):
            weight = 0  # he showed he held nothing as high as the named face
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
    places they hold (within what each decliner showed), the RNG reseeded. Not reachable
    from the seed, so its `to_json` does not replay it; everything else plays on it."""
    det = state.clone()
    found = secret(state, seat)
    limits = attach_limits(state, seat)
    worlds = list(found.worlds)
    while True:
        roles = _pick(worlds, rng) if worlds else None
        placed, guard_card = _place_copies(state, seat, roles, found.copies, rng)
        try:
            hands = deal_unknown(det.hands, found.unknown, rng, placed, limits)
            break
        except ValueError:  # no deal keeps the decliners' limits in this world
            worlds = [w for w in worlds if w[0] != roles]
            if not worlds:
                raise
    det.hands = [det.sort_hand(h) for h in hands]
    if roles is not None:
        det.guard, det.solo = roles.guard, roles.solo
        if state.rules.named_guard:
            det.guard_card = None if roles.solo else guard_card
    det.rng = reseed(rng)
    return det


def _place_copies(state: BhState, seat: int, roles: Roles | None, copies: tuple[int, ...],
                  rng: random.Random) -> tuple[dict[int, int], int | None]:
    """Where the unseen guard-card copies go in this world: one to the guard if he holds
    it unseen, the rest to the emperor. Returns them and the guard card."""
    if roles is None:
        return {}, state.guard_card
    order = list(copies)
    rng.shuffle(order)
    placed: dict[int, int] = {}
    guard_card = state.guard_card
    if _guard_takes(state, seat, roles):
        guard_card = order.pop()
        placed[guard_card] = roles.guard
    placed.update((c, roles.emperor) for c in order)
    return placed, guard_card


def attach_limits(state: BhState, seat: int) -> dict[int, Callable[[int], bool]]:
    """§4.2: a decliner attaches a 2, or if he has none his highest card that is no
    joker; so he holds no card above the one he attached but jokers (his hand has only
    lost cards since). By seat, for the seats but `seat`."""
    cards = state.offered_cards if state.emperor is None else state.crowned_with
    if not state.rules.twos_attached or len(cards) < 2:
        return {}
    seats = len(state.hands)
    first = (state.holder + state.declines) % seats  # who had the emperor card first
    tops: dict[int, int] = {}
    for k, card in enumerate(cards[1:], 1):
        decliner = (first - k) % seats
        if decliner != seat:
            tops[decliner] = min(tops.get(decliner, state.rank_of[card]), state.rank_of[card])
    rank_of, pack = state.rank_of, state.pack
    return {s: (lambda c, top=top: rank_of[c] <= top or pack[c].is_joker)
            for s, top in tops.items()}


def _pick(worlds: list[tuple[Roles, int]], rng: random.Random) -> Roles:
    if len(worlds) == 1:
        return worlds[0][0]
    roles, weights = zip(*worlds, strict=True)
    return rng.choices(roles, weights)[0]
