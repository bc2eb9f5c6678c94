"""Undo (S8, unlimited: the log without its last move, replayed) and saves (seed, variant
and the moves; a constructed deal saves its cards)."""

import json

import pytest

from game.core.agents import RandomAgent
from game.core.protocol import IllegalAction
from game.games.wordpatience.actions import CODEC, MoveRun, TurnStock
from game.games.wordpatience.model import PatienceState, can_undo, undone


def play(s, moves, seed=0):
    agent = RandomAgent(seed)
    for _ in range(moves):
        if s.is_terminal():
            break
        s.apply(agent.choose(s.observation(0), s.legal_actions(0)))
    return s


def test_undo_restores_the_exact_previous_observation_again_and_again():
    s = PatienceState(7)
    seen = [json.dumps(s.observation(0))]
    states = [s.card_zones()]
    play_s = s
    agent = RandomAgent(7)
    while not play_s.is_terminal() and len(seen) < 60:
        play_s.apply(agent.choose(play_s.observation(0), play_s.legal_actions(0)))
        seen.append(json.dumps(play_s.observation(0)))
        states.append(play_s.card_zones())
    back = play_s
    for i in range(len(seen) - 1, 0, -1):
        assert can_undo(back)
        back = undone(back)
        assert json.dumps(back.observation(0)) == seen[i - 1]
        assert back.card_zones() == states[i - 1]
    assert not can_undo(back)
    with pytest.raises(IllegalAction):
        undone(back)


def test_undo_after_a_card_turned_up_turns_up_the_same_card_again():
    for seed in range(20):
        s = PatienceState(seed)
        move = next((a for a in s.legal_actions() if isinstance(a, MoveRun) and s.down[a.src]),
                    None)
        if move is None:
            continue
        before = s.observation(0)
        events = s.apply(move)
        card = events[-1].data["card"]
        back = undone(s)
        assert back.observation(0) == before and back.score == 0
        again = back.apply(move)
        assert again[-1].data["card"] == card and back.observation(0) == s.observation(0)
        return
    pytest.fail("no deal with an opening move that turns a card up")


def test_undo_from_the_end_and_of_a_redeal():
    s = play(PatienceState(4), 10_000, seed=4)
    assert s.is_terminal()
    back = undone(s)
    assert not back.is_terminal() and len(back.log.actions) == len(s.log.actions) - 1
    t = PatienceState(5)
    for _ in range(17):
        t.apply(TurnStock(0))
    assert t.passes == 2
    back = undone(t)
    assert back.passes == 1 and back.stock == [] and len(back.waste) == 16


def test_undo_leaves_the_state_as_it_was():
    s = play(PatienceState(2), 30, seed=2)
    saved = json.dumps(s.to_json()), json.dumps(s.observation(0))
    undone(s)
    assert (json.dumps(s.to_json()), json.dumps(s.observation(0))) == saved


@pytest.mark.parametrize("variant", ["normal", "learner"])
def test_a_save_is_seed_variant_and_moves_and_loads_as_the_same_game(variant):
    s = play(PatienceState(11, variant), 80, seed=11)
    data = json.loads(json.dumps(s.to_json()))
    assert set(data) == {"seed", "variant", "actions"} and data["variant"] == variant
    again = PatienceState.from_json(data)
    assert again.observation(0) == s.observation(0) and again.card_zones() == s.card_zones()
    assert [CODEC.from_json(a) for a in data["actions"]] == s.log.actions


def test_a_constructed_deal_saves_its_cards():
    s = PatienceState(0, "normal", list(reversed(range(52))))
    play(s, 20)
    data = json.loads(json.dumps(s.to_json()))
    assert len(data["deal"]) == 52
    again = PatienceState.from_json(data)
    assert again.card_zones() == s.card_zones()
    assert undone(again).card_zones() == undone(s).card_zones()
