"""The influence cards (rules sheet §5.4, C3, C4): what each may be played on, and what it
does once its reaction window has passed.

- Travel on a placard: that investor cannot join this deal (his bargain, if any, is void);
  the travel card covers the placard until the deal ends. A clan card of the family still
  can join. On a clan card on the table: both cards are discarded at once. A travel card
  fits its family; "send anyone" fits every family; the Boss's own investor is no
  exception. Only families named on the deal are worth sending, so only those are targets.
- Recruitment, a set of exactly three: the player takes a placard for good (while any lie
  beside the board, one of those); its old owner's bargain for it is void, and it joins
  the deal at once if the new owner is the Boss. The three cards are discarded.
- Boss: its player becomes the Boss (`talks.new_boss`). The card is discarded.
- Stop: played only in the window right after a Travel, Recruitment or Boss card; it
  cancels that card, both are discarded. Nothing cancels a Stop (`windows`)."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action, Event
from game.games.imtheboss.actions import PlayBoss, Recruit, TravelClan, TravelPlacard
from game.games.imtheboss.cards import (
    BOSS,
    PACK,
    RECRUIT,
    TRAVEL,
    kind_of,
    of_type,
    one_of_each_kind,
    travel_fits,
)
from game.games.imtheboss.data import RECRUITMENT_SET
from game.games.imtheboss.deal import PLACARD, Deal
from game.games.imtheboss.families import BESIDE, LETTERS
from game.games.imtheboss.refusals import refuse
from game.games.imtheboss.slots import autofill
from game.games.imtheboss.talks import new_boss


def window_of(state: Any, action: Action) -> dict[str, Any]:
    """Refuse a play the rules do not allow now; else what its window will hold."""
    deal: Deal = state.deal
    hand = state.hands[action.seat]
    if isinstance(action, TravelPlacard):
        _held(action.card, hand, TRAVEL)
        if action.family not in LETTERS:
            raise refuse("no_such_family", family=action.family)
        if action.family not in deal.at.listed:
            raise refuse("not_listed", family=action.family)
        if action.family in deal.travelling:
            raise refuse("travelling", family=action.family)
        if not travel_fits(action.card, action.family):
            raise refuse("travel_mismatch", family=action.family)
        return _window(TRAVEL, action.seat, [action.card], family=action.family)
    if isinstance(action, TravelClan):
        _held(action.card, hand, TRAVEL)
        if action.target not in deal.laid:
            raise refuse("not_on_table")
        family = kind_of(action.target).family
        if not travel_fits(action.card, family):
            raise refuse("travel_mismatch", family=family)
        return _window(TRAVEL, action.seat, [action.card], family=family, target=action.target)
    if isinstance(action, Recruit):
        cards = list(action.cards)
        if len(cards) != RECRUITMENT_SET or len(set(cards)) != RECRUITMENT_SET:
            raise refuse("recruit_set", n=RECRUITMENT_SET)
        for card in cards:
            _held(card, hand, RECRUIT)
        if action.family not in LETTERS:
            raise refuse("no_such_family", family=action.family)
        why = recruit_refusal(state, action.seat, action.family)
        if why:
            raise refuse(why, family=action.family)
        return _window(RECRUIT, action.seat, sorted(cards), family=action.family)
    if isinstance(action, PlayBoss):
        _held(action.card, hand, BOSS)
        if action.seat == deal.boss:
            raise refuse("already_boss")
        return _window(BOSS, action.seat, [action.card])
    raise refuse("not_in_window")  # a Stop with no card to stop


def _held(card: int, hand: list[int], type_: str) -> None:
    if card not in hand:
        raise refuse("not_in_hand")
    if kind_of(card).type != type_:
        raise refuse("not_that_card", type=type_)


def _window(kind: str, player: int, cards: list[int], family: str = "",
            target: int | None = None) -> dict[str, Any]:
    return {"kind": kind, "player": player, "cards": cards, "family": family,
            "target": target, "asked": []}


def recruit_refusal(state: Any, seat: int, family: str) -> str | None:
    owner = state.placards[family]
    if owner == seat:
        return "recruit_own"
    if owner is not BESIDE and BESIDE in state.placards.values():
        return "recruit_beside"
    return None


def plays(state: Any, seat: int) -> list[Action]:
    """The influence cards `seat` may play now (a Stop aside): one card of each kind, as
    copies play alike; a set of recruitment cards as his lowest three."""
    deal: Deal = state.deal
    hand = state.hands[seat]
    out: list[Action] = []
    travels = [c for c in one_of_each_kind(hand) if kind_of(c).type == TRAVEL]
    for family in deal.at.listed:
        if family not in deal.travelling:
            out += [TravelPlacard(seat, c, family) for c in travels if travel_fits(c, family)]
    for target in deal.laid:
        family = kind_of(target).family
        out += [TravelClan(seat, c, target) for c in travels if travel_fits(c, family)]
    recruits = of_type(hand, RECRUIT)[:RECRUITMENT_SET]
    if len(recruits) == RECRUITMENT_SET:
        out += [Recruit(seat, tuple(recruits), f) for f in LETTERS
                if recruit_refusal(state, seat, f) is None]
    bosses = of_type(hand, BOSS)
    if bosses and seat != deal.boss:
        out.append(PlayBoss(seat, bosses[0]))
    return out


def resolve(state: Any, window: dict[str, Any]) -> list[Event]:
    """The card of a window that passed (or was answered by another card) takes effect."""
    deal: Deal = state.deal
    kind, seat = window["kind"], window["player"]
    if kind == TRAVEL and window["target"] is None:
        family = window["family"]
        deal.travelling[family] = window["cards"][0]
        events = [Event("travels", seat, {"family": family})]
        if deal.fills.get(family, {}).get("source") == PLACARD:
            events.append(_void(deal, family))
        return events
    if kind == TRAVEL:
        target = window["target"]
        owner = deal.laid.pop(target)
        state.discard_cards(window["cards"] + [target])
        events = [Event("sent_away", seat, {"card": PACK.code(target), "owner": owner})]
        family = window["family"]
        if deal.fills.get(family, {}).get("source") == target:
            events.append(_void(deal, family))
        return events
    if kind == RECRUIT:
        family = window["family"]
        old = state.placards[family]
        state.placards[family] = seat
        state.discard_cards(window["cards"])
        events = [Event("recruited", seat, {"family": family, "from": old})]
        if deal.fills.get(family, {}).get("source") == PLACARD:
            events.append(_void(deal, family))
        return events + autofill(state)
    state.discard_cards(window["cards"])  # BOSS
    return new_boss(state, seat)


def _void(deal: Deal, family: str) -> Event:
    """A fill whose investor can no longer join: its bargain is void."""
    f = deal.fills.pop(family)
    return Event("void", f["owner"], {"family": family, "pay": f["pay"]})
