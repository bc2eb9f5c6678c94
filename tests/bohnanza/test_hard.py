"""Bohnanza's hard player: legal in every phase of whole games, the same game for the same
seeds, and its own choices: a forced harvest that keeps the field the hand will grow to
its next step, no trade that feeds a clear leader, a bid paid with the bean the active
player grows, the second card planted when it fits, the third field bought as soon as
it pays, each seat's coins read from the harvests it was seen to make."""

from collections import Counter

import pytest

from game.games.bohnanza.actions import (
    Accept,
    Bid,
    BuyField,
    Harvest,
    NoBid,
    Plant,
    StopPlanting,
)
from game.games.bohnanza.ai import BeanTrader, make_agent
from game.games.bohnanza.cards import bean_of
from game.games.bohnanza.hard import HardTrader, Planner, expected_coins
from game.games.bohnanza.model import BohnanzaState
from tests.bohnanza.test_model import beans


def table(variant="4p", hands=None, fields=None, coins=None):
    """Seat 0 to play, hands, fields and treasuries set by the test, every other card in
    the draw pile."""
    s = BohnanzaState(1, variant)
    s.active = 0
    pool = s.draw_pile + [c for h in s.hands for c in h]
    for seat in range(s.players):
        s.hands[seat] = list((hands or {}).get(seat, []))
        if fields and seat in fields:
            s.fields[seat] = [list(f) for f in fields[seat]]
    used = {c for h in s.hands for c in h} | {c for fs in s.fields for f in fs for c in f}
    pool = [c for c in pool if c not in used]
    for seat, count in (coins or {}).items():
        s.treasury[seat], pool = pool[:count], pool[count:]
    s.draw_pile = pool
    return s


def on_top(s, cards):
    """`cards` drawn next (the pile's end is its top)."""
    s.draw_pile = [c for c in s.draw_pile if c not in cards] + list(cards)


def play(state, agents, seen=None):
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        action = agents[seat].choose(state.observation(seat), legal)
        assert action in legal
        if seen is not None and isinstance(agents[seat], HardTrader):
            seen[(state.phase, action.kind)] += 1
        state.apply(action)
    return state


def test_hard_is_the_hard_level():
    assert isinstance(make_agent("hard", 3), HardTrader)


@pytest.mark.parametrize("variant", ["3p", "4p", "5p-rio", "6p", "7p-open"])
def test_hard_makes_every_kind_of_choice_legally_in_whole_games(variant):
    s = BohnanzaState(5, variant)
    agents = [make_agent("hard" if seat % 2 == 0 else "normal", 50 + seat)
              for seat in range(s.players)]
    seen: Counter = Counter()
    play(s, agents, seen)
    kinds = {kind for _, kind in seen}
    assert {"plant", "plant_received", "harvest", "bid", "no_bid", "accept", "done"} <= kinds
    assert {phase for phase, _ in seen} == {"plant", "trade", "bids", "received"}
    assert sum(s.returns()) > 0


def test_the_same_seeds_play_the_same_game():
    logs = []
    for _ in range(2):
        s = play(BohnanzaState(8, "4p"), [make_agent("hard", 80 + seat) for seat in range(4)])
        logs.append((s.to_json(), s.returns()))
    assert logs[0] == logs[1]


def test_a_forced_harvest_keeps_the_field_the_hand_will_grow():
    # a chili with no room: three blues (no coin yet) or two soys (a coin now); the two
    # soys behind the chili make four, the second step: the blues go
    s = table(hands={0: beans("chili", 1) + beans("soy", 2, 2)},
              fields={0: [beans("blue", 3), beans("soy", 2)]})
    legal = s.legal_actions(0)
    assert HardTrader(1).choose(s.observation(0), legal) == Harvest(0, 0)
    assert BeanTrader(1).choose(s.observation(0), legal) == Harvest(0, 1)  # least loss now


def test_the_second_card_is_planted_when_it_fits_without_a_harvest():
    s = table(hands={0: beans("soy", 2)}, fields={0: [beans("soy", 2, 2), beans("blue", 3)]})
    s.apply(Plant(0, 0))
    assert HardTrader(1).choose(s.observation(0), s.legal_actions(0)) == Plant(0, 0)
    s = table(hands={0: beans("soy", 1) + beans("red", 1)},
              fields={0: [beans("soy", 2, 2), beans("blue", 3)]})
    s.apply(Plant(0, 0))
    assert HardTrader(1).choose(s.observation(0), s.legal_actions(0)) == StopPlanting(0)


def test_the_third_field_is_bought_as_soon_as_it_is_affordable():
    # seat 1 has its three coins in a round of bids, not at the start of its turn
    s = table(hands={1: beans("red", 1)}, fields={1: [beans("blue", 3), []]}, coins={1: 3})
    on_top(s, beans("soy", 2))
    s.advance()
    assert s.phase == "bids"
    assert HardTrader(1).choose(s.observation(1), s.legal_actions(1)) == BuyField(1)
    s.exhausted, s.draw_pile = 2, s.draw_pile[:30]  # the last cycle: it would not pay
    assert HardTrader(1).choose(s.observation(1), s.legal_actions(1)) != BuyField(1)


def leader_bids(leader: int):
    """Seat 1 offers a red for the green of the market, which makes its four greens five
    (a second coin); the active player (seat 0, three blues and a garden) gains a little.
    `leader` holds 12 coins in a game whose coins are shown."""
    s = table("4p-open", hands={0: beans("garden", 1), 1: beans("red", 1, 6)},
              fields={0: [beans("blue", 3), []], 1: [beans("green", 4, 4), []]},
              coins={leader: 12})
    on_top(s, beans("stink", 1, 8) + beans("green", 1, 9))
    s.apply(Plant(0, 1))
    assert s.observation(0)["market"] == ["green", "stink"]
    s.apply(Bid(1, tuple(s.hands[1]), (0,), ()))
    s.apply(NoBid(2))
    s.apply(NoBid(3))
    return s


def test_a_trade_that_feeds_the_clear_leader_is_refused():
    s = leader_bids(leader=1)
    choice = HardTrader(1).choose(s.observation(0), s.legal_actions(0))
    assert not isinstance(choice, Accept)
    s = leader_bids(leader=2)  # the same bid from a seat behind the leader pays
    choice = HardTrader(1).choose(s.observation(0), s.legal_actions(0))
    assert isinstance(choice, Accept) and choice.bidder == 1


@pytest.mark.parametrize("grown", ["green", "stink"])
def test_a_bid_pays_with_the_bean_the_active_player_grows(grown):
    # seat 1 (three blues, three chilis) wants a blue of the market; its stink and its
    # green have no room either way: it offers the one the active player grows
    s = table(hands={1: beans("stink", 1) + beans("green", 1)},
              fields={0: [beans(grown, 2, 2), []], 1: [beans("blue", 3), beans("chili", 3)]})
    on_top(s, beans("blue", 2, 8))
    s.advance()  # an empty hand: the market opens at once
    choice = HardTrader(1).choose(s.observation(1), s.legal_actions(1))
    assert isinstance(choice, Bid) and choice.slots == (0,)
    assert [bean_of(c) for c in choice.give] == [grown]


def test_coins_are_read_from_the_harvests_seen():
    s = table(fields={2: [beans("blue", 6), []], 3: [beans("red", 2), []]})
    hard = HardTrader(1)
    hard.watch(s.observation(0))
    s.harvest(2, 0)  # six blues: two coins
    hard.watch(s.observation(0))
    assert hard.coins_of(s.observation(0)) == [0.0, 0.0, 2.0, 0.0]
    s.harvest(3, 0)  # two reds: one coin, not seen: the coins out of sight are shared
    assert hard.coins_of(s.observation(0)) == pytest.approx([0, 1 / 3, 2 + 1 / 3, 1 / 3])


def test_a_field_is_worth_more_as_it_grows_and_less_near_the_end():
    for bean in ("blue", "red", "coffee"):
        worth = [expected_coins(bean, n, 1.0) for n in range(1, 8)]
        assert worth == sorted(worth)
        assert expected_coins(bean, 3, 0.35) < expected_coins(bean, 3, 1.0)
    # a lone bean will pay more than half a coin, as normal players' games show
    assert 0.5 < expected_coins("blue", 1, 1.0) < 1.2


def test_the_planner_gives_away_a_card_behind_the_front_rather_than_break_a_field():
    fields = (("blue", 5), ("chili", 5))  # two coins each, the third near
    plan = Planner(("blue", "stink"), 1.0, forced=1)
    alone = Planner(("blue",), 1.0, forced=1).run(fields)
    assert plan.run(fields) == pytest.approx(alone - plan.drop)
    # the front card has to go in: a field is harvested for it
    assert Planner(("stink",), 1.0, forced=1).run(fields) < Planner((), 1.0).run(fields)
