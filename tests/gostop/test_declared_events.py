"""Go-Stop's declared events (events.py) hold the table as long as it shows them: a
call said aloud for most of a second (a stack taken only when it was a ppuk), shown
cards while they stand over the centre, a card while it flies, the deal until its last
card lands."""

from __future__ import annotations

import pytest

from game.core.protocol import Event
from game.games.gostop.events import EVENTS
from game.games.gostop.model import GostopState
from game.games.gostop.strings import CALLS
from game.games.gostop.timing import CALL_HOLD, DEAL_GAP, FLY_TIME, REVEAL_TIME


def hold(kind: str, **data) -> float:
    return EVENTS.get(kind).seconds(Event(kind, 0, data))


@pytest.mark.parametrize("kind", sorted(k for k in CALLS if k in EVENTS and k != "stack"))
def test_a_call_holds_the_table_so_it_can_be_read(kind):
    assert hold(kind, cards=["01a", "01b", "01c"]) >= CALL_HOLD


def test_a_stack_taken_is_a_call_only_when_it_was_a_ppuk():
    assert hold("stack", month=5, maker=None, event=None) == 0.0
    assert hold("stack", month=5, maker=1, event="ppuk_capture") == CALL_HOLD
    assert hold("stack", month=5, maker=0, event="ja_ppuk") == CALL_HOLD


def test_shown_cards_hold_while_they_stand_and_a_card_while_it_flies():
    assert hold("shake", month=1, cards=["01a", "01b", "01c"]) == REVEAL_TIME
    assert hold("play", card="01a") == FLY_TIME
    assert hold("capture", cards=["01a", "01b"]) > FLY_TIME


def test_the_two_player_deal_holds_until_its_last_card_lands():
    state = GostopState.new(3, "2p")
    deal = state.opening_events()[0]
    cards = sum(deal.data["counts"]) + len(deal.data["table"])
    assert EVENTS.get("deal").seconds(deal.seen_by(0)) == pytest.approx(
        (cards - 1) * DEAL_GAP + FLY_TIME)
