"""The slots of a deal (rules sheet §5.1-5.2, C2, C5): which family may still fill one, the
Boss's own investors joining by themselves, and whether the deal can still be filled.

A family named on the space fills at most one slot; every required family must be in; the
optional ones fill the slots the required leave, whichever the Boss takes first; a family
not named never joins. The Boss's untravelled placards join at once (required families
first, then optional ones in letter order while optional slots remain), then his clan
cards on the table."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event
from game.games.imtheboss.cards import is_clan, kind_of
from game.games.imtheboss.deal import PLACARD, Deal
from game.games.imtheboss.families import LETTERS
from game.games.imtheboss.refusals import refuse


def optional_filled(deal: Deal) -> int:
    return sum(1 for f in deal.fills if f in deal.at.optional)


def room_for(deal: Deal, family: str) -> str | None:
    """Why `family` cannot fill a slot of this deal now (a refusal's reason), or None."""
    space = deal.at
    if family not in space.listed:
        return "not_listed"
    if family in deal.fills:
        return "slot_filled"
    if family in space.optional and optional_filled(deal) >= space.pick:
        return "slots_full"
    return None


def check_family(deal: Deal, family: str) -> None:
    """Refuse a family that does not exist or cannot fill a slot now."""
    if family not in LETTERS:
        raise refuse("no_such_family", family=family)
    reason = room_for(deal, family)
    if reason:
        raise refuse(reason, family=family)


def fill(deal: Deal, family: str, owner: int, source: Any, pay: int) -> None:
    deal.fills[family] = {"owner": owner, "source": source, "pay": pay}


def autofill(state: Any) -> list[Event]:
    """The Boss's own untravelled placards and clan cards on the table join the deal."""
    deal: Deal = state.deal
    boss, events = deal.boss, []
    for family in deal.at.listed:
        if state.placards[family] == boss and family not in deal.travelling \
                and room_for(deal, family) is None:
            fill(deal, family, boss, PLACARD, 0)
            events.append(Event("joins", boss, {"family": family, "source": PLACARD}))
    used = deal.used_cards()
    for card, owner in sorted(deal.laid.items(), key=lambda co: _laid_order(deal, co[0])):
        family = kind_of(card).family
        if owner == boss and card not in used and room_for(deal, family) is None:
            fill(deal, family, boss, card, 0)
            used.add(card)
            events.append(Event("joins", boss, {"family": family,
                                                "source": state.pack.code(card)}))
    return events


def _laid_order(deal: Deal, card: int) -> tuple[bool, int]:
    """Clan cards of required families first, then in the order they were laid."""
    return kind_of(card).family in deal.at.optional, list(deal.laid).index(card)


def suppliable(state: Any, family: str) -> bool:
    """Whether `family` is in the deal or can still be brought: an untravelled placard
    (a player's, or beside the board, to be recruited), a clan card on the table, or one
    in anyone's hand (the app knows the hands, C5)."""
    deal: Deal = state.deal
    if family in deal.fills or family not in deal.travelling:
        return True
    if any(is_clan(c, family) for c in deal.laid):
        return True
    return any(is_clan(c, family) for hand in state.hands for c in hand)


def unfillable(state: Any) -> str | None:
    """Why the deal can no longer be filled (C5: a required family no source can bring;
    our extension: too few optional families left for the optional slots), or None."""
    space = state.deal.at
    for family in space.required:
        if not suppliable(state, family):
            return family
    if sum(1 for f in space.optional if suppliable(state, f)) < space.pick:
        return "optional"
    return None
