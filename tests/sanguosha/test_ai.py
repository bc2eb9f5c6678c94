"""Sanguosha computer players: whole games to the end with only legal answers, from the
observation alone; loyalties read from behaviour and by elimination."""

import pytest

from game.games.sanguosha import ai
from game.games.sanguosha.ai_beliefs import attitude, stances
from game.games.sanguosha.model import SgsState
from tests.playing import assert_no_state_import


@pytest.mark.parametrize("players, level", [(4, "easy"), (5, "normal"), (8, "normal"),
                                            (10, "normal")])
def test_computers_play_whole_games_with_legal_answers(players, level):
    for seed in range(2):
        state = SgsState.new(seed, players)
        agents = [ai.make_agent(level, seed * 10 + s) for s in range(players)]
        for _ in range(30_000):
            if state.is_terminal():
                break
            seat = state.to_act
            legal = state.legal_actions(seat)
            action = agents[seat].choose(state.observation(seat), legal)
            assert any(action is a for a in legal)
            state.apply(action)
        assert state.is_terminal() and state.result["winners"]


def test_the_agents_never_import_the_state():
    assert_no_state_import(ai)


def observation(identities, acts, me):
    return {"seat": me, "players": len(identities), "acts": acts,
            "seats": [{"identity": who, "alive": True} for who in identities]}


def test_who_harms_the_lord_reads_as_a_rebel_and_who_saves_him_as_loyal():
    # Seven seats: another loyalist hides among seats 1-5.
    obs = observation(["lord", None, None, None, None, None, "loyalist"],
                      [[1, 0, "harm"], [2, 0, "help"]], 6)
    lean = stances(obs)
    assert lean[1] < 0 < lean[2]
    assert attitude(obs)[1] < 0 < attitude(obs)[2]


def test_with_no_loyalist_left_every_hidden_seat_is_a_foe_of_the_lord():
    obs = observation(["lord", "loyalist", None, None], [[2, 3, "harm"]], 0)
    obs["seats"][1]["alive"] = False
    # The loyalist is dead and shown: seats 2 and 3 are a rebel and a renegade.
    assert all(a < 0 for a in attitude(obs)[2:])


def test_the_hard_players_worlds_deal_identities_by_what_it_has_read():
    """A seat that has hurt the lord twice is a rebel in most of the hard player's
    worlds; a seat nothing is known of takes each identity about as often as the
    table's count says; what is shown stays as it is."""
    from collections import Counter
    from random import Random

    from game.games.sanguosha.ai_beliefs import identity_posterior
    from game.games.sanguosha.ai_search import deal_identities
    from tests.sanguosha.helpers import started

    state = started(5, seed=2)
    lord = next(s for s, seat in enumerate(state.seats) if seat.identity == "lord")
    me = (lord + 1) % 5
    hurter, quiet = (lord + 2) % 5, (lord + 3) % 5
    state.acts += [(hurter, lord, "damage"), (hurter, lord, "damage")]
    posterior = identity_posterior(state.observation(me))
    assert set(posterior[0]) == set(range(5)) - {lord, me}
    rng = Random(1)
    seen: dict[int, Counter] = {hurter: Counter(), quiet: Counter()}
    for _ in range(600):
        world = state.determinize(me, rng)
        deal_identities(world, posterior, rng)
        assert world.seats[lord].identity == "lord"
        assert world.seats[me].identity == state.seats[me].identity
        assert Counter(s.identity for s in world.seats) == \
            Counter(s.identity for s in state.seats)
        for seat in seen:
            seen[seat][world.seats[seat].identity] += 1
    hidden = Counter(s.identity for i, s in enumerate(state.seats) if i not in (lord, me))
    assert seen[hurter]["rebel"] / 600 > hidden["rebel"] / 3 + 0.15
    assert seen[hurter]["loyalist"] < seen[quiet]["loyalist"]


def test_the_opponent_model_reads_who_harms_the_lord_as_a_rebel():
    """Five seats seen by the loyalist (seat 1): seat 2 has hurt the lord twice, seat 3
    saved the lord from dying and seat 4 did nothing. The normal player of each
    identity would act so: seat 2 is almost surely a rebel, the saviour hardly one, and
    the posterior is a distribution over the ways the hidden identities can lie."""
    from game.games.sanguosha.ai_beliefs import identity_marginals, identity_posterior

    obs = observation(["lord", "loyalist", None, None, None],
                      [[2, 0, "harm"], [2, 0, "damage"], [2, 0, "harm"], [3, 0, "help"]], 1)
    hidden, assignments, probs = identity_posterior(obs)
    assert hidden == [2, 3, 4]
    assert sorted(assignments) == sorted({("rebel", "rebel", "renegade"),
                                          ("rebel", "renegade", "rebel"),
                                          ("renegade", "rebel", "rebel")})
    assert abs(sum(probs) - 1) < 1e-9
    marg = identity_marginals(obs)
    assert marg[2]["rebel"] > 0.95
    assert marg[3].get("rebel", 0) < 0.3 < marg[3]["renegade"]
    assert marg[0] == {"lord": 1.0} and marg[1] == {"loyalist": 1.0}
    # With no acts, every seat takes each identity as often as the count says.
    even = identity_marginals(observation(["lord", "loyalist", None, None, None], [], 1))
    assert all(abs(even[s]["rebel"] - 2 / 3) < 1e-9 for s in (2, 3, 4))


def test_the_roll_out_player_plays_as_the_normal_one_from_its_glance():
    """The hard player's roll-outs read a cut-down observation and remember attitudes:
    every choice is still the normal player's."""
    from game.games.sanguosha.ai_search import RolloutAgent, glance

    state = SgsState.new(5001, 5)
    plain = [ai.NormalAgent(s) for s in range(5)]
    quick = [RolloutAgent(s) for s in range(5)]
    checked = 0
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        action = plain[seat].choose(state.observation(seat), legal)
        if state.phase != "setup":
            assert quick[seat].choose(glance(state, seat), legal) is action
            checked += 1
        state.apply(action)
    assert checked > 100


def test_the_hard_players_first_guess_reads_loyalties_from_the_opponent_model():
    from game.games.sanguosha.ai_search import InformedAgent

    obs = observation(["lord", "loyalist", None, None, None],
                      [[2, 0, "harm"], [2, 0, "damage"], [3, 0, "help"]], 1)
    att = InformedAgent().attitude(obs)
    assert att[2] < -7 and att[0] > 0 and att[2] < att[3] and att[2] < att[4]
