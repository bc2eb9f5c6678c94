"""The computer players (rules sheet §6): always legal, each policy's key behaviour,
and nothing read but the seat's observation."""

from __future__ import annotations

import random

import pytest

from game.core.agents import RandomAgent
from game.core.search import decide
from game.games.werewolf import ai_search
from game.games.werewolf.actions import NOBODY, Bite, Brew, Inspect, Take, Vote
from game.games.werewolf.ai import LEVELS, NormalAgent, make_agent
from game.games.werewolf.ai_beliefs import beliefs, informed, pack_model, spread, wolf_probability
from game.games.werewolf.model import WerewolfState
from game.games.werewolf.setup import VARIANTS
from tests.werewolf.rigged import dealt, lap

W, V, S, H, R, C, G, T = ("werewolf", "villager", "seer", "witch", "hunter", "cupid",
                          "little_girl", "thief")
EIGHT = [H, W, W, S, R, V, V, V]  # the 8-player preset: witch 0, wolves 1 and 2, seer 3


def tiny_hard(seed: int):
    # One world a decision: the budget is wide, so the world is never cut off by the
    # clock inside it (a busy machine), and the search still costs little.
    return make_agent("hard", seed, time_budget=5.0, max_worlds=1)


def play(state: WerewolfState, agents) -> WerewolfState:
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        action = decide(agents[seat], state, seat, legal)
        assert action in legal, (action, state.phase, state.lap)
        state.apply(action)
    return state


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", ("easy", "normal"))
def test_an_agent_only_answers_legally(variant, level):
    """Whole games, some seats random (claims of any role, odd votes) to reach the odd
    corners."""
    for seed in range(6):
        players = WerewolfState.new(seed, variant).players
        rng = random.Random(seed)
        agents = [RandomAgent(seed * 50 + s) if rng.random() < 0.25
                  else make_agent(level, seed * 50 + s) for s in range(players)]
        state = play(WerewolfState.new(seed, variant), agents)
        assert state.result["side"] in ("village", "wolves", "lovers", "nobody")


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_hard_player_only_answers_legally(variant):
    """A small share of hard seats (its search cut to one world) among normal ones."""
    state = WerewolfState.new(7, variant)
    agents = [tiny_hard(s) if s in (0, 3) else make_agent("normal", s)
              for s in range(state.players)]
    play(state, agents)
    assert agents[0].rollouts + agents[3].rollouts > 0  # it did search


def test_levels_are_easy_normal_hard():
    assert LEVELS == ("easy", "normal", "hard")
    with pytest.raises(ValueError):
        make_agent("expert", 1)


# -- beliefs -----------------------------------------------------------------------------
def test_beliefs_start_from_the_deck_less_what_the_seat_can_place():
    state = dealt("8p", EIGHT)
    p = wolf_probability(state.observation(5))  # a villager: 2 wolves among 7 others
    assert set(p) == {0, 1, 2, 3, 4, 6, 7}
    assert sum(p.values()) == pytest.approx(2.0)
    assert all(v == pytest.approx(2 / 7) for v in p.values())
    wolf = wolf_probability(state.observation(1))  # a wolf knows the pack: nobody else
    assert wolf[2] == 1.0 and all(wolf[s] == 0.0 for s in (0, 3, 4, 5, 6, 7))
    b = beliefs(state.observation(5))
    assert b.roles[3][S] == pytest.approx((1 - 2 / 7) / 5)


def test_a_seer_result_is_a_fact_and_the_rest_share_the_wolves_left():
    state = dealt("8p+nocap", EIGHT)
    lap(state, seat3=Inspect(3, 1), seat1=Bite(1, 6), seat2=Bite(2, 6))
    p = wolf_probability(state.observation(3))
    assert p[1] == 1.0
    assert sum(v for s, v in p.items() if s != 1) == pytest.approx(1.0)


def test_votes_against_a_revealed_villager_make_the_voter_wolfier():
    state = dealt("8p+nocap", EIGHT)
    lap(state, seat1=Bite(1, 6), seat2=Bite(2, 6))
    lap(state)  # the Witch does nothing: 6 dies
    lap(state)  # the talk
    # 4 and 7 vote for the villager 5; everyone else for 7
    lap(state, **{f"seat{s}": Vote(s, 7) for s in (0, 1, 2, 3, 5)},
        seat4=Vote(4, 5), seat7=Vote(7, 5))
    assert not state.alive[7] and state.deaths[-1]["role"] == V  # 7 out, a villager
    p = wolf_probability(state.observation(0))
    # 1, 2, 3, 5 voted out a villager; 4 voted for 5, whom the Witch cannot place
    assert p[1] == pytest.approx(p[3]) and p[1] == pytest.approx(p[5])
    assert p[1] > p[4]
    assert p[1] / p[4] == pytest.approx(1.3)  # the sheet's ratio, the wolves shared out


def test_a_seer_claim_proven_right_is_trusted_and_its_word_counts():
    state = dealt("8p+nocap", EIGHT)
    lap(state, seat3=Inspect(3, 1), seat1=Bite(1, 6), seat2=Bite(2, 6))
    lap(state)
    state.statements += [(1, 3, "claim", 3, S), (1, 3, "wolf", 1, "")]
    b = beliefs(state.observation(5))
    assert 3 not in b.trusted and b.wolf[1] > 2 * b.wolf[4]  # a sole claimer's word
    lap(state)
    lap(state, **{f"seat{s}": Vote(s, 1) for s in state.living() if s != 1}, seat1=Vote(1, 3))
    assert not state.alive[1]
    state.statements.append((2, 3, "wolf", 2, ""))  # the Seer names the other wolf
    b = beliefs(state.observation(5))
    assert 3 in b.trusted and b.wolf[3] < 0.05
    assert b.wolf[2] > 0.9


def test_spread_shares_a_total_under_a_cap():
    out = spread({1: 100.0, 2: 1.0, 3: 1.0}, 1.5, cap=0.98)
    assert out[1] == 0.98 and out[2] == pytest.approx(0.26)
    assert sum(out.values()) == pytest.approx(1.5)


# -- each policy ---------------------------------------------------------------------------
def test_the_seer_inspects_a_player_she_has_not_seen():
    for seed in range(20):
        state = dealt("8p+nocap", EIGHT, seed=seed)
        state.inspected[3] = [0, 4, 5, 6]  # seen on earlier nights (as if)
        obs = state.observation(3)
        action = NormalAgent(seed).choose(obs, state.legal_actions(3))
        assert isinstance(action, Inspect) and action.target in (1, 2, 7)


def test_wolves_never_bite_a_packmate():
    variant = "12p-W3V5S1H1R1C1G1T1"
    for seed in range(25):
        state = WerewolfState.new(seed, variant)
        agents = [make_agent("normal", seed * 20 + s) for s in range(state.players)]
        while not state.is_terminal():
            seat = state.to_act
            legal = state.legal_actions(seat)
            action = decide(agents[seat], state, seat, legal)
            if isinstance(action, Bite):
                assert state.role(action.target) != W, (seed, action)
            state.apply(action)


def test_wolves_bite_a_claimed_seer():
    for seed in range(10):
        state = dealt("8p+nocap", EIGHT, seed=seed)
        lap(state, seat1=Bite(1, 6), seat2=Bite(2, 6))
        lap(state)  # 6 dies
        state.statements.append((1, 5, "claim", 5, S))  # a villager says he is the Seer
        lap(state)
        lap(state, **{f"seat{s}": Vote(s, 7) for s in state.living() if s != 7}, seat7=Vote(7, 4))
        assert state.phase == "night" and state.lap == "main"
        obs = state.observation(1)
        assert NormalAgent(seed).choose(obs, state.legal_actions(1)) == Bite(1, 5)


def test_the_witch_heals_herself():
    twelve = [H, W, W, S] + [V] * 8
    for seed in range(10):
        state = dealt("12p-W2V8S1H1+nocap", twelve, seed=seed)
        for night, lynch in ((6, 7), (8, 9)):  # two nights and days, the potions kept
            lap(state, seat1=Bite(1, night), seat2=Bite(2, night))
            lap(state)
            lap(state)
            lap(state, **{f"seat{s}": Vote(s, lynch) for s in state.living() if s != lynch},
                **{f"seat{lynch}": Vote(lynch, 4)})
        lap(state, seat1=Bite(1, 0), seat2=Bite(2, 0))  # night 3, no longer early
        assert state.night == 3 and state.observation(0)["victim"] == 0
        action = NormalAgent(seed).choose(state.observation(0), state.legal_actions(0))
        assert action.heal, seed


def test_the_witch_poisons_a_player_very_likely_a_wolf_and_nobody_on_a_hunch():
    state = dealt("8p+nocap", EIGHT)
    lap(state, seat3=Inspect(3, 1), seat1=Bite(1, 6), seat2=Bite(2, 6))
    lap(state)
    state.statements += [(1, 3, "claim", 3, S), (1, 3, "wolf", 1, "")]
    lap(state)
    lap(state, **{f"seat{s}": Vote(s, 1) for s in state.living() if s != 1}, seat1=Vote(1, 3))
    lap(state, seat2=Bite(2, 7))  # night 2
    assert state.lap == "late"
    hunch = NormalAgent(1).choose(state.observation(0), state.legal_actions(0))
    assert hunch.poison == NOBODY  # nobody is past the bar yet
    state.statements.append((1, 3, "wolf", 2, ""))  # the proven Seer named 2
    obs = state.observation(0)
    assert wolf_probability(obs)[2] > 0.8
    for seed in range(10):
        action = NormalAgent(seed).choose(obs, state.legal_actions(0))
        assert isinstance(action, Brew) and action.poison == 2


def test_the_thief_takes_a_werewolf_and_else_a_power_role():
    roles = [T, S, H, R, W, V, V, V]
    for seed in range(10):
        state = dealt("8p-W2V4S1H1R1T1", roles, extras=(W, V), seed=seed)
        action = NormalAgent(seed).choose(state.observation(0), state.legal_actions(0))
        assert isinstance(action, Take) and state.pack[action.card].rank == "W"
    deck = "8p-W2V4S1H1R1T1"
    state = dealt(deck, [T, W, W, H, R, V, V, V], extras=(S, V))
    action = NormalAgent(1).choose(state.observation(0), state.legal_actions(0))
    assert state.pack[action.card].rank == "S"


def test_the_hunter_shoots_his_top_suspect():
    state = dealt("8p+nocap", EIGHT)
    lap(state, seat3=Inspect(3, 2), seat1=Bite(1, 6), seat2=Bite(2, 6))
    lap(state)
    state.statements += [(1, 3, "claim", 3, S), (1, 3, "wolf", 2, "")]
    lap(state)
    lap(state, **{f"seat{s}": Vote(s, 4) for s in state.living() if s != 4}, seat4=Vote(4, 7))
    assert state.phase == "chain" and state.stack[-1][0] == "shoot"
    obs = state.observation(4)
    top = max(wolf_probability(obs).items(), key=lambda kv: kv[1])[0]
    assert top == 2  # the sole Seer claimer named him
    for seed in range(10):
        assert NormalAgent(seed).choose(obs, state.legal_actions(4)).target == 2


def test_the_village_converges_on_the_wolf_the_seer_found():
    lynched = 0
    for seed in range(12):
        state = dealt("8p", EIGHT, seed=seed)
        agents = [make_agent("normal", seed * 10 + s) for s in range(8)]
        lap(state, seat3=Inspect(3, 1), seat1=Bite(1, 6), seat2=Bite(2, 6))
        while state.day < 2 and not state.is_terminal():
            seat = state.to_act
            state.apply(decide(agents[seat], state, seat, state.legal_actions(seat)))
        said = [(s[1], s[2], s[3]) for s in state.statements if s[0] == 1]
        assert (3, "wolf", 1) in said  # the Seer named her wolf on day 1
        day1 = next(v for v in state.votes if v["kind"] == "vote" and v["day"] == 1)
        village = [int(v) for v in day1["ballots"] if int(v) not in (1, 2)]
        on_wolf = sum(1 for v in village if day1["ballots"][str(v)] == 1)
        assert on_wolf >= len(village) - 1  # the village votes as one (but the Seer's
        lynched += not state.alive[1]  # doubters, if a wolf counter-claimed)
    assert lynched >= 11


@pytest.mark.parametrize("level", LEVELS)
def test_an_agent_reads_only_the_observation(level):
    """Two games that differ only in cards the villager at seat 5 (and the wolves)
    cannot see give them one observation, and so one answer, at every decision; the
    same actions are applied to both games."""
    one = dealt("8p+nocap", [H, W, W, S, R, V, V, V])
    two = dealt("8p+nocap", [S, W, W, H, R, V, V, V])  # the Seer and the Witch swapped
    for state, witch in ((one, 0), (two, 3)):
        lap(state, seat1=Bite(1, 6), seat2=Bite(2, 6))
        lap(state, **{f"seat{witch}": Brew(witch)})  # she does nothing: 6 dies
        state.statements += [(1, 4, "accuse", 2, ""), (1, 7, "defend", 2, "")]
    compared = 0
    while one.phase in ("discussion", "vote"):
        seat = one.to_act
        assert seat == two.to_act
        action = decide(make_agent("normal", seat), one, seat, one.legal_actions(seat))
        if seat in (1, 2, 5):
            assert one.observation(seat) == two.observation(seat)
            agents = [make_agent(level, 77, time_budget=60, max_worlds=2) if level == "hard"
                      else make_agent(level, 77) for _ in range(2)]
            answers = [decide(agent, state, seat, state.legal_actions(seat))
                       for agent, state in zip(agents, (one, two), strict=True)]
            assert answers[0] == answers[1], (seat, answers)
            compared += 1
        for state in (one, two):
            state.apply(action)
    assert compared >= 6


def test_the_benches_switches_silence_the_seer_and_shelve_the_potions():
    state = dealt("8p+nocap", EIGHT)
    lap(state, seat3=Inspect(3, 1), seat1=Bite(1, 0), seat2=Bite(2, 0))
    assert state.observation(0)["victim"] == 0
    quiet = NormalAgent(1, potions=False).choose(state.observation(0), state.legal_actions(0))
    assert quiet == Brew(0, False, NOBODY)
    assert NormalAgent(1).choose(state.observation(0), state.legal_actions(0)).heal
    lap(state, seat0=Brew(0, heal=True))
    talk = NormalAgent(1).choose(state.observation(3), state.legal_actions(3))
    assert (talk.what, talk.role) == ("claim", S)  # she found a wolf: she says so
    mute = NormalAgent(1, seer_claims=False).choose(state.observation(3),
                                                    state.legal_actions(3))
    assert mute.kind == "done" or mute.what != "claim"


def test_the_hard_players_worlds_keep_what_the_seat_knows(monkeypatch):
    """Its worlds re-deal only the cards the seat cannot place, by its beliefs: a
    proven Seer's named wolf is a wolf in nearly every world."""
    state = dealt("8p+nocap", EIGHT)
    lap(state, seat3=Inspect(3, 1), seat1=Bite(1, 6), seat2=Bite(2, 6))
    lap(state)
    state.statements += [(1, 3, "claim", 3, S), (1, 3, "wolf", 1, "")]
    lap(state)
    lap(state, **{f"seat{s}": Vote(s, 1) for s in state.living() if s != 1}, seat1=Vote(1, 3))
    state.statements.append((2, 3, "wolf", 2, ""))
    lap(state, seat2=Bite(2, 7))
    redeal, roles = ai_search.redeal, []

    def watch(world, b, rng, packs=None):
        redeal(world, b, rng, packs)
        roles.append(world.roles())
    monkeypatch.setattr(ai_search, "redeal", watch)
    agent = make_agent("hard", 3, time_budget=60, max_worlds=20)
    decide(agent, state, 0, state.legal_actions(0))  # the Witch's brew
    assert len(roles) == 20
    assert all(r[0] == H and r[1] == W and r[6] == V for r in roles)  # facts stay
    assert sum(r[2] == W for r in roles) >= 17


# -- the hard player's opponent model ----------------------------------------------------
def _day_one(**ballots):
    """The 8-player preset without a Captain, 6 bitten on night 1, then a day-1 vote
    (each seat as `ballots` says, else for 7)."""
    state = dealt("8p+nocap", EIGHT)
    lap(state, seat1=Bite(1, 6), seat2=Bite(2, 6))
    lap(state)  # the Witch does nothing: 6 dies
    lap(state)  # the talk
    votes = {f"seat{s}": Vote(s, 7) for s in state.living() if s != 7}
    votes["seat7"] = Vote(7, 4)
    votes.update(ballots)
    lap(state, **votes)
    return state


def test_the_opponent_model_doubts_a_pack_that_voted_each_other():
    """Normal wolves never vote a packmate (but to bus a doomed one): the sets where a
    voter and his target are both wolves lose weight; where the votes were typical of
    the roles the sets keep it."""
    state = _day_one(seat3=Vote(3, 5), seat4=Vote(4, 5))
    obs = state.observation(0)  # the Witch
    packs = pack_model(obs, beliefs(obs))
    weight = dict(zip(packs.sets, packs.weights, strict=True))
    assert sum(packs.weights) == pytest.approx(1.0)
    assert weight[(3, 5)] < weight[(1, 2)] / 3  # 3 voted 5: seldom packmates
    assert weight[(4, 5)] < weight[(1, 2)] / 3
    b, _ = informed(obs)
    assert sum(b.wolf[s] for s in (1, 2, 3, 4, 5)) == pytest.approx(2.0)
    assert b.wolf[5] < beliefs(obs).wolf[5]  # both of its voters would have to be villagers


def test_the_opponent_model_clears_a_defender_and_splits_a_seer_word():
    """Normal wolves never defend anyone; "X is a wolf" is the truth of a Seer or a
    wolf's lie about a villager: exactly one of the two is a wolf."""
    state = _day_one()
    state.statements += [(2, 4, "defend", 5, ""), (2, 3, "claim", 3, S), (2, 3, "wolf", 1, "")]
    obs = state.observation(0)
    plain, (b, packs) = beliefs(obs), informed(obs)
    assert b.wolf[4] < plain.wolf[4] / 3  # the defender
    assert b.wolf[3] < 0.1 and b.wolf[1] > 0.9  # the first Seer claimer is the Seer
    for combo, w in zip(packs.sets, packs.weights, strict=True):
        if (1 in combo) == (3 in combo):
            assert w < 0.05


def test_the_hard_players_worlds_draw_the_pack_from_the_opponent_model():
    state = _day_one()
    state.statements += [(2, 3, "claim", 3, S), (2, 3, "wolf", 1, "")]
    lap(state, seat1=Bite(1, 5), seat2=Bite(2, 5))  # night 2, the Witch to brew
    obs = state.observation(0)
    b, packs = informed(obs)
    rng = random.Random(3)
    wolves = [0] * 8
    for _ in range(200):
        world = state.determinize(0, rng)
        ai_search.redeal(world, b, rng, packs)
        for s, r in enumerate(world.roles()):
            wolves[s] += r == W
        assert world.roles()[0] == H and sorted(world.roles()) == sorted(EIGHT)
    assert wolves[1] >= 180 and wolves[3] <= 20
    assert sum(wolves) == 400


def test_the_hard_player_votes_the_opponent_models_top_suspect():
    """Its first pick (the search's first candidate) reads the sharper beliefs."""
    state = _day_one()
    state.statements += [(2, 3, "claim", 3, S), (2, 3, "wolf", 1, "")]
    lap(state, seat1=Bite(1, 5), seat2=Bite(2, 5))
    lap(state)  # 5 dies
    assert state.phase == "discussion"
    lap(state)
    agent = make_agent("hard", 4)
    obs = state.observation(0)
    b, _ = agent.guess.read(obs)
    assert max(range(8), key=lambda s: b.wolf[s] if s != 0 else -1) == 1
    assert agent.choose(obs, state.legal_actions(0)) == Vote(0, 1)


def test_a_hard_wolf_distances_from_the_packmate_the_town_doubts():
    """Against normal villagers a hard wolf accuses a packmate the town doubts and votes
    him when he is the town's top suspect (normal wolves: half the time, once doomed)."""
    state = _day_one()
    lap(state, seat1=Bite(1, 5), seat2=Bite(2, 5))
    lap(state)  # 5 dies
    state.statements += [(2, s, "accuse", 2, "") for s in (0, 3, 4)]
    obs = state.observation(1)
    assert max((s for s in state.living() if s != 1),
               key=lambda s: beliefs(obs, public=True).wolf[s]) == 2
    hard = make_agent("hard", 5)
    assert ("accuse", 2, "") in hard.guess.plan(obs)
    lap(state)  # the talk
    assert state.phase == "vote"
    assert hard.choose(state.observation(1), state.legal_actions(1)) == Vote(1, 2)
