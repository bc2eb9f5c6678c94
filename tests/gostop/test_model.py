"""The hand state as a protocol state: variants and options, what each seat sees,
determinizations, random playouts to the end (every card kept after every action), the
JSON round trip, clones, and the core's generic checkers."""

import json
import random

import pytest

from game.core.agents import RandomAgent
from game.core.leak_check import check_no_leak
from game.core.playout_check import check_events, check_state, strings_in
from game.core.protocol import IllegalAction
from game.core.save import SaveError
from game.games.gostop.actions import CODEC, Play, Shake
from game.games.gostop.cards import ids
from game.games.gostop.model import GostopState
from game.games.gostop.options import VARIANTS, Options, variant_for
from game.games.gostop.settlement import Rules
from tests.gostop.helpers import conserved, rigged

# --- options --------------------------------------------------------------------------------

def test_the_default_options_are_the_sheets():
    two, three = Options.parse("2p"), Options.parse("3p")
    assert (two.goal, three.goal) == (7, 3)
    assert not two.bonus and two.meong_bak and two.chongtong and two.nagari_doubling
    assert two.rules == Rules() and three.rules == Rules()
    assert two.ppuk_rules.instant_points is None  # the target's points


@pytest.mark.parametrize("name, canonical", [
    ("2p", "2p"), ("3p+bonus", "3p+bonus"), ("2p+t7", "2p"), ("3p+t3", "3p"),
    ("2p+bonus+t5", "2p+t5+bonus"), ("3p+nonagari+pibak7+nomeong+ppuk10+nochongtong+pibak0",
                                     "3p+pibak7+pibak0+nomeong+ppuk10+nochongtong+nonagari"),
])
def test_a_variant_reads_back_to_its_canonical_name(name, canonical):
    options = Options.parse(name)
    assert options.name == canonical and Options.parse(canonical) == options


def test_options_reach_the_settlement_rules():
    o = Options.parse("3p+t5+pibak7+pibak0+nomeong+nonagari+ppuk10")
    assert o.rules == Rules(target_two=7, target_three=5, pi_bak_max=7,
                            pi_bak_zero_exempt=True, meong_bak=False, nagari_doubling=False)
    assert o.ppuk_rules.instant_points == 10


@pytest.mark.parametrize("bad", ["4p", "2p+t4", "2p+t5+t3", "2p+bonus+bonus", "", "2p+"])
def test_unknown_variants_are_refused(bad):
    with pytest.raises(ValueError):
        Options.parse(bad)


def test_variant_for_the_setup_choices():
    assert variant_for({"bonus": True, "target": 5, "unrelated": 1}, 2) == "2p+t5+bonus"
    assert variant_for({}, 3) == "3p"
    assert all(Options.parse(v).name == v for v in VARIANTS) and len(VARIANTS) <= 16


# --- what a seat sees -------------------------------------------------------------------------

@pytest.mark.parametrize("variant", VARIANTS)
def test_an_observation_shows_its_own_hand_and_no_other(variant):
    state = GostopState.new(3, variant)
    for seat in range(state.players):
        obs = state.observation(seat)
        json.dumps(obs)
        seen = set(strings_in(obs))
        assert set(state.pack.codes(state.hands[seat])) <= seen
        others = {c for s in range(state.players) if s != seat for c in state.hands[s]}
        assert seen.isdisjoint(state.pack.codes(others | set(state.stock)))
        assert obs["hand_counts"] == state.hand_counts()
        assert obs["stock_count"] == len(state.stock) and obs["hands"] is None


def test_the_deal_event_shows_each_seat_its_own_cards():
    state = GostopState.new(4, "3p")
    deal = state.opening_events()[0]
    for seat in range(3):
        seen = deal.seen_by(seat).data
        assert seen["hand"] == state.pack.codes(state.hands[seat])
    assert "hand" not in deal.seen_by(None).data
    check_events(state, state.opening_events(), 3, "deal")


def test_the_hands_are_shown_once_the_hand_is_over():
    state = rigged({0: "06c 07c", 1: "09c"}, table="08c", stock="12b", rest_to=1)
    state.apply(Play(0, ids("06c")))
    assert state.is_terminal()
    assert state.observation(1)["hands"][0] == ["07c"]
    assert state.hidden_from(1) == set()


# --- determinize ------------------------------------------------------------------------------

def test_a_determinization_keeps_what_the_seat_knows():
    state = rigged({0: "01a 01b 01c 06c", 1: "07c 09c 10c 11c"}, table="03c",
                   stock="04c 12b")
    state.apply(Shake(0, ids("01a")[0]))  # seat 0's 01b 01c are shown
    rng = random.Random(5)
    hidden_hand = state.hands[1]
    varied = False
    for _ in range(20):
        world = state.determinize(1, rng)
        assert world is not state
        assert world.observation(1) == state.observation(1)
        assert world.hands[1] == state.hands[1] and world.table == state.table
        assert set(ids("01b 01c")) <= set(world.hands[0])
        assert sorted(world.hands[0] + world.stock) == sorted(state.hands[0] + state.stock)
        assert conserved(world)
        varied |= world.hands[0] != state.hands[0]
        assert state.hands[1] == hidden_hand  # the real state is untouched
    assert varied


@pytest.mark.parametrize("variant", ["2p", "3p+bonus"])
def test_the_core_leak_check_holds_along_a_playout(variant):
    state = GostopState.new(21, variant)
    agent = RandomAgent(21)
    step = 0
    while True:
        if step % 5 == 0 or state.is_terminal():
            for seat in range(state.players):
                check_no_leak(state, seat, random.Random(step), samples=4)
        if state.is_terminal():
            break
        state.apply(agent.choose(state.observation(state.to_act), state.legal_actions()))
        step += 1


def test_determinizations_play_to_the_end_and_clones_are_independent():
    state = GostopState.new(33, "3p")
    agent = RandomAgent(33)
    for _ in range(6):
        state.apply(agent.choose({}, state.legal_actions()))
    before = json.dumps([state.to_json(), [state.observation(s) for s in range(3)]])
    rng = random.Random(1)
    for seat in range(3):
        for world in (state.determinize(seat, rng), state.clone()):
            while not world.is_terminal():
                world.apply(rng.choice(world.legal_actions()))
            assert len(world.returns()) == 3 and sum(world.returns()) == 0
    assert json.dumps([state.to_json(), [state.observation(s) for s in range(3)]]) == before


# --- random playouts --------------------------------------------------------------------------

def play_out(seed: int, variant: str) -> GostopState:
    """A random playout to the end, every card kept after every action."""
    state = GostopState.new(seed, variant)
    agent = RandomAgent(seed)
    for _ in range(500):
        if state.is_terminal():
            return state
        seat = state.to_act
        legal = state.legal_actions(seat)
        assert legal and all(a.seat == seat for a in legal)
        assert all(state.legal_actions(s) == [] for s in range(state.players) if s != seat)
        state.apply(agent.choose(state.observation(seat), legal))
        assert conserved(state), f"{variant} seed {seed}: a card lost or doubled"
    raise AssertionError(f"seed {seed} {variant} does not end")


@pytest.mark.parametrize("variant", ["2p", "3p", "2p+bonus", "3p+bonus"])
def test_random_playouts_end_and_keep_every_card(variant):
    reasons = set()
    for seed in range(150):
        state = play_out(seed, variant)
        r = state.result
        reasons.add(r["reason"])
        assert sum(state.returns()) == 0
        if r["reason"] == "nagari":
            # Every hand empty together with the stock (bonus cards may lie unturned).
            assert not any(state.hands) and not any(state.skips)
            assert all(state.pack[c].code.startswith("J") for c in state.stock)
        if r["auto_stop"]:  # a Stop on the winner's own last card: no turn of his left
            assert not state.hands[r["winner"]] and not state.skips[r["winner"]]
    # Random players draw few Matgo hands now that a Go is never offered without a turn
    # left (nagari is tested in test_go_stop.py); three players still draw some.
    assert "stop" in reasons and ("nagari" in reasons or variant.startswith("2p"))


def test_the_core_checker_holds_at_every_state_of_a_few_playouts():
    for seed, variant in [(7, "2p"), (8, "3p"), (9, "2p+bonus"), (10, "3p+bonus")]:
        state = GostopState.new(seed, variant)
        agent = RandomAgent(seed)
        while not state.is_terminal():
            events = state.apply(agent.choose({}, state.legal_actions()))
            check_state(state, state.players, f"{variant} seed {seed}")
            check_events(state, events, state.players, f"{variant} seed {seed}")


# --- saves ------------------------------------------------------------------------------------

def test_a_mid_game_round_trip_replays_the_same_hand():
    state = GostopState.new(12, "3p+bonus", nagari=1)
    agent = RandomAgent(12)
    for _ in range(9):
        state.apply(agent.choose({}, state.legal_actions()))
    data = json.loads(json.dumps(state.to_json()))
    again = GostopState.from_json(data)
    assert again.to_json() == state.to_json()
    assert [again.observation(s) for s in range(3)] == [state.observation(s) for s in range(3)]
    assert again.hands == state.hands and again.stock == state.stock
    rng = random.Random(2)
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        assert state.apply(action) == again.apply(action)
    assert again.result == state.result


@pytest.mark.parametrize("change", [
    {"dealer": 3}, {"dealer": True}, {"dealer": None}, {"nagari": -1}, {"nagari": 1.5},
    {"seed": "7"}, {"variant": "9p"}])
def test_a_save_with_a_bad_field_is_refused(change):
    data = {**GostopState.new(3, "3p").to_json(), **change}
    with pytest.raises(SaveError):
        GostopState.from_json(data)


def test_a_save_with_an_illegal_move_is_refused():
    data = GostopState.new(3, "2p", dealer=0).to_json()
    data["actions"] = [{"type": "play", "seat": 1, "card": 0}]
    with pytest.raises(IllegalAction):
        GostopState.from_json(data)


def test_actions_round_trip_through_the_codec():
    state = GostopState.new(14, "2p")
    for action in state.legal_actions():
        assert CODEC.from_json(json.loads(json.dumps(action.to_json()))) == action
