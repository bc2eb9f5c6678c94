"""What the seat asked may do now (rules sheet §4, §5, §7.2, C9): the legal actions, one
list per kind of decision. Prices run over every whole share the dividends left allow;
copies of an influence card play alike, so one of each kind is named (`influence.plays`).
A window's answers are judged against the table as it will be once its card acts.

The published variants (§8) that change a turn's choices: with "min_cards" a player holding
fewer than 4 cards is not offered `DealHere` (he rolls, then draws); with "must_deal" a
player who began his turn with 10 cards or more may deal here or roll, but after the roll
only deal (`may_deal`, `must_deal`: the model refuses by them too). With "providers_paid"
the Boss is offered no promise to keep out."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action, IllegalAction
from game.games.imtheboss import talks, windows
from game.games.imtheboss.actions import (
    Abandon,
    Accept,
    Close,
    Counter,
    DealHere,
    Discard,
    Draw,
    Lay,
    Negotiate,
    OfferClan,
    OfferPlacard,
    Pass,
    PlaceMarker,
    Propose,
    Reject,
    Roll,
    SidePay,
)
from game.games.imtheboss.board import NUMBERS
from game.games.imtheboss.cards import is_clan, kind_of
from game.games.imtheboss.data import DEAL_MIN_CARDS, MUST_DEAL_FROM
from game.games.imtheboss.deal import OPENING, Deal
from game.games.imtheboss.families import clockwise_from
from game.games.imtheboss.influence import plays
from game.games.imtheboss.slots import check_family
from game.games.imtheboss.steps import MARKER, OVER, ROLLED, TURN
from game.games.imtheboss.variants import MIN_CARDS, MUST_DEAL, PROVIDERS_PAID


def legal_actions(state: Any, seat: int | None) -> list[Action]:
    if seat is None or state.step == OVER or seat != state.to_act:
        return []
    d: Deal | None = state.deal
    if d is None:
        return turn_actions(state, seat)
    if d.question is not None:
        return answers(state, seat)
    if d.window is not None:
        probe = state.clone()  # the window's card as it will be once it acts
        windows.after_this_window(probe)
        return [*windows.stoppable(state, seat), *plays(probe, seat), Pass(seat)]
    if d.stage == OPENING:
        return [*lays(state, seat), Negotiate(seat)]
    return says(state, seat)


def may_deal(state: Any, seat: int) -> bool:
    """Whether `seat` may begin a deal by his hand ("min_cards": 4 cards at least)."""
    return MIN_CARDS not in state.published or len(state.hands[seat]) >= DEAL_MIN_CARDS


def must_deal(state: Any, seat: int) -> bool:
    """Whether `seat` must try a deal this turn ("must_deal": he began it with 10 cards or
    more; his hand does not change between the turn's start and the roll)."""
    return MUST_DEAL in state.published and len(state.hands[seat]) >= MUST_DEAL_FROM


def turn_actions(state: Any, seat: int) -> list[Action]:
    if state.step == MARKER:
        return [PlaceMarker(seat, n) for n in NUMBERS]
    deal_here = [DealHere(seat)] if may_deal(state, seat) else []
    if state.step == TURN:
        return [*deal_here, Roll(seat)]
    if state.step == ROLLED:
        return deal_here if must_deal(state, seat) else [*deal_here, Draw(seat)]
    return [Discard(seat, c) for c in sorted(state.hands[seat])]


def has_room(d: Deal, family: str) -> bool:
    try:
        check_family(d, family)
    except IllegalAction:
        return False
    return True


def lays(state: Any, seat: int) -> list[Action]:
    return [Lay(seat, c) for c in sorted(state.hands[seat])
            if is_clan(c) and has_room(state.deal, kind_of(c).family)]


def answers(state: Any, seat: int) -> list[Action]:
    d: Deal = state.deal
    q = d.question
    out: list[Action] = [] if talks.why_not(state, q) else [Accept(seat)]
    out.append(Reject(seat))
    if talks.counters_left(d, q) > 0:
        least = 0 if q["family"] else 1
        out += [Counter(seat, p) for p in talks.prices(d, least, but=q["pay"])]
    return out


def says(state: Any, seat: int) -> list[Action]:
    d: Deal = state.deal
    out = boss_says(state, seat) if seat == d.boss else offers(state, seat)
    return out + plays(state, seat) + [Pass(seat)]


def boss_says(state: Any, seat: int) -> list[Action]:
    d: Deal = state.deal
    out: list[Action] = []
    for to in clockwise_from(seat, state.players)[1:]:
        for family in d.at.listed:
            if has_room(d, family) and talks.source_of(state, to, family) is not None:
                out += [Propose(seat, to, family, p) for p in talks.prices(d)]
        if to not in d.side and PROVIDERS_PAID not in state.published:
            out += [SidePay(seat, to, p) for p in talks.prices(d, 1)]
    out += lays(state, seat)
    if d.closable():
        out.append(Close(seat))
    return out + [Abandon(seat)]


def offers(state: Any, seat: int) -> list[Action]:
    d: Deal = state.deal
    out: list[Action] = []
    for family in d.at.listed:
        if state.placards[family] == seat and family not in d.travelling \
                and has_room(d, family):
            out += [OfferPlacard(seat, family, p) for p in talks.prices(d)]
    on_table = {c for c, o in d.laid.items() if o == seat and c not in d.used_cards()}
    for c in sorted(on_table | {c for c in state.hands[seat] if is_clan(c)}):
        if has_room(d, kind_of(c).family):
            out += [OfferClan(seat, c, p) for p in talks.prices(d)]
    return out
