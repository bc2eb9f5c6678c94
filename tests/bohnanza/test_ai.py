"""Bohnanza's computer players: whole legal games at every level and player count, and
the §6.1 choices: the front card into its own field, a forced harvest that loses least,
a trade accepted only when it pays."""

import pytest

from game.games.bohnanza.actions import Accept, Bid, Harvest, NoBid, Plant
from game.games.bohnanza.ai import BeanTrader, make_agent
from game.games.bohnanza.model import BohnanzaState
from tests.bohnanza.test_model import beans, market_open, table


@pytest.mark.parametrize("variant", ["3p", "4p-rio", "5p", "7p"])
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_whole_games_legally(variant, level):
    s = BohnanzaState(3, variant)
    agents = [make_agent(level, 3 + seat) for seat in range(s.players)]
    while not s.is_terminal():
        seat = s.to_act
        legal = s.legal_actions(seat)
        action = agents[seat].choose(s.observation(seat), legal)
        assert action in legal
        s.apply(action)
    assert sum(s.returns()) > 0


def test_the_front_card_goes_into_its_own_field():
    s = table(hands={0: beans("blue", 2)}, fields={0: [beans("red", 2), beans("blue", 2, 2)]})
    assert BeanTrader(1).choose(s.observation(0), s.legal_actions(0)) == Plant(0, 1)


def test_a_forced_harvest_takes_the_field_that_loses_least():
    # a soy with no room: three blues (no coin yet, near the first) or two reds (a coin)
    s = table(hands={0: beans("soy", 1)}, fields={0: [beans("blue", 3), beans("red", 2)]})
    assert BeanTrader(1).choose(s.observation(0), s.legal_actions(0)) == Harvest(0, 1)


def test_a_bid_is_accepted_only_when_it_pays():
    s = market_open()  # stink and chili up; the active player's fields: one blue
    s.apply(NoBid(1))
    s.apply(NoBid(2))
    s.apply(Bid(3, tuple(beans("green", 1)), (0, 1), ()))  # a green for both market cards
    choice = BeanTrader(1).choose(s.observation(0), s.legal_actions(0))
    # both would crowd its fields; a green that starts the empty one is worth more
    assert isinstance(choice, Accept) and choice.bidder == 3
