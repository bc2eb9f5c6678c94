"""Random games of every variant to the end (rules sheet §3, §7): each ends after year V,
every observation is plain JSON, a save loaded again is the same game, and at sampled
states no seat's view tells a made-up world from the real one (the enemy cards are the
only secret; a General's or Queen's peek is that seat's alone)."""

import json
import random

import pytest

from game.core.agents import RandomAgent
from game.core.leak_check import check_events_tell_no_more, check_no_leak
from game.core.playout_check import check_random_playouts
from game.games.kingsburg.enemies import YEARS
from game.games.kingsburg.model import OVER, VARIANTS, KingsburgState, players_of


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_keep_every_invariant(variant):
    report = check_random_playouts(lambda seed: KingsburgState(seed, variant),
                                   players_of(variant), games=3, seed=10)
    assert report.games == 3 and report.actions > 60 * 3


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_random_game_ends_after_year_five_and_replays(variant):
    s = KingsburgState(7, variant)
    agent = RandomAgent(7)
    actions = 0
    while not s.is_terminal():
        seat = s.to_act
        legal = s.legal_actions(seat)
        assert legal
        obs = s.observation(seat)
        assert json.loads(json.dumps(obs)) == obs
        s.apply(agent.choose(obs, legal))
        actions += 1
        assert actions < 5000
    assert s.step == OVER and s.year == YEARS and not s.deck and len(s.revealed) == YEARS
    again = KingsburgState.from_json(json.loads(json.dumps(s.to_json())))
    for seat in range(players_of(variant)):
        assert again.observation(seat) == s.observation(seat)
    assert s.winners() and s.to_act is None and s.legal_actions(0) == []


@pytest.mark.parametrize("variant", ["2p", "3p-dummy", "5p"])
def test_no_seat_can_tell_a_made_up_world_from_the_real_one(variant):
    checked = peeked = 0
    for seed in range(2):
        s = KingsburgState(seed, variant)
        agent = RandomAgent(seed)
        k = 0
        while not s.is_terminal():
            if k % 5 == 0:
                for seat in range(s.players):
                    check_no_leak(s, seat, random.Random(k))
                    check_events_tell_no_more(s, seat, random.Random(k))
                    checked += 1
                peeked += bool(s.peeked)
            s.apply(agent.choose(s.observation(s.to_act), s.legal_actions(s.to_act)))
            k += 1
        for seat in range(s.players):
            check_no_leak(s, seat, random.Random(k))
    assert checked > 20 and peeked > 0  # some states had a peek to keep secret
