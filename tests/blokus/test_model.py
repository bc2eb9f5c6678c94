"""Turns, colours going out, the end, the seats per player count (rules sheet C2-C5)."""

import json
import random

import pytest

from game.core.playout_check import check_random_playouts
from game.core.protocol import IllegalAction
from game.games.blokus.model import VARIANTS, BlokusState, Place


def play_randomly(state: BlokusState, seed: int, moves: int | None = None) -> None:
    rng = random.Random(seed)
    done = 0
    while not state.is_terminal() and (moves is None or done < moves):
        state.apply(rng.choice(state.legal_actions(state.to_act)))
        done += 1


def test_colours_play_in_order_blue_yellow_red_green():
    s = BlokusState(1, "4p")
    seen = []
    for _ in range(8):
        seen.append(s.layout.colours[s.colour])
        s.apply(s.legal_actions(s.to_act)[0])
    assert seen == ["blue", "yellow", "red", "green"] * 2
    assert [c for c, *_ in s.placed] == [0, 1, 2, 3] * 2


def test_two_players_own_blue_and_red_against_yellow_and_green():
    s = BlokusState(1, "2p")
    assert s.players == 2
    assert [s.seat_of(c) for c in range(4)] == [0, 1, 0, 1]


def test_three_players_take_the_shared_green_in_turn_and_it_scores_for_nobody():
    s = BlokusState(1, "3p")
    green_seats = []
    while len(green_seats) < 4:
        if s.colour == 3:
            green_seats.append(s.to_act)
        s.apply(s.legal_actions(s.to_act)[0])
    assert green_seats == [0, 1, 2, 0]
    assert len(s.scores()) == 3


def test_a_refused_placement_changes_nothing_and_says_why():
    s = BlokusState(1, "4p")
    before = json.dumps(s.to_json()), s.observation(0)
    with pytest.raises(IllegalAction) as refusal:
        s.apply(Place(0, "O4", 0, 5, 5))
    assert refusal.value.reason == "first_not_on_start"
    with pytest.raises(IllegalAction) as refusal:
        s.apply(Place(1, "O4", 0, 18, 0))
    assert refusal.value.reason == "not_your_turn"
    assert (json.dumps(s.to_json()), s.observation(0)) == before
    s.apply(Place(0, "I1", 0, 0, 0))
    with pytest.raises(IllegalAction) as refusal:
        s.apply(Place(1, "I1", 0, 0, 0))
    assert refusal.value.reason == "overlap"
    with pytest.raises(IllegalAction) as refusal:
        s.apply(Place(1, "I1", 0, 5, 5))
    assert refusal.value.reason == "first_not_on_start"


def test_a_piece_placed_is_gone_from_the_tray():
    s = BlokusState(1, "4p")
    s.apply(Place(0, "I1", 0, 0, 0))
    for _ in range(3):
        s.apply(s.legal_actions(s.to_act)[0])
    with pytest.raises(IllegalAction) as refusal:
        s.apply(Place(0, "I1", 0, 1, 1))
    assert refusal.value.reason == "not_in_tray"


def test_colours_go_out_and_the_game_ends_when_all_are():
    s = BlokusState(3, "4p")
    play_randomly(s, 3)
    assert s.is_terminal() and all(s.out)
    assert s.to_act is None and s.legal_actions(0) == []


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_keep_the_rules_and_replay_from_their_saves(variant):
    players = BlokusState(1, variant).players
    check_random_playouts(lambda seed: BlokusState(seed, variant), players, 3)
