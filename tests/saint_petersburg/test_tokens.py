"""Saint Petersburg's start tokens as the rules sheet deals and moves them (§3, §6, C2):
four players one each at random; three players one each and a random seat the fourth
too; two players alternating (one seat Worker + Aristocrat, the other Building +
Trading); every token one seat clockwise each round."""

import random

from game.games.saint_petersburg.tokens import deal_tokens, passed_on

PHASES = ("worker", "building", "aristocrat", "trading")


def holdings(tokens: dict[str, int], players: int) -> list[set[str]]:
    return [{p for p, seat in tokens.items() if seat == s} for s in range(players)]


def test_every_deal_names_the_four_tokens_and_seats_of_the_table():
    for players in (2, 3, 4):
        for seed in range(30):
            tokens = deal_tokens(players, random.Random(seed))
            assert sorted(tokens) == sorted(PHASES)
            assert all(0 <= seat < players for seat in tokens.values())


def test_four_players_hold_one_token_each():
    for seed in range(30):
        tokens = deal_tokens(4, random.Random(seed))
        assert sorted(tokens.values()) == [0, 1, 2, 3]


def test_four_players_tokens_are_dealt_at_random():
    deals = {tuple(deal_tokens(4, random.Random(seed)).values()) for seed in range(60)}
    assert len(deals) > 1
    firsts = {deal_tokens(4, random.Random(seed))["worker"] for seed in range(60)}
    assert firsts == {0, 1, 2, 3}


def test_three_players_hold_one_token_each_and_one_of_them_the_fourth_too():
    for seed in range(40):
        tokens = deal_tokens(3, random.Random(seed))
        sizes = sorted(len(h) for h in holdings(tokens, 3))
        assert sizes == [1, 1, 2]
        # Worker, Building and Aristocrat go one to each seat; the fourth to any seat
        assert sorted(tokens[p] for p in ("worker", "building", "aristocrat")) == [0, 1, 2]


def test_three_players_the_seat_with_the_fourth_token_is_random():
    doubled = set()
    for seed in range(60):
        tokens = deal_tokens(3, random.Random(seed))
        doubled |= {s for s, h in enumerate(holdings(tokens, 3)) if len(h) == 2}
    assert doubled == {0, 1, 2}


def test_two_players_alternate_worker_and_aristocrat_against_building_and_trading():
    for seed in range(30):
        tokens = deal_tokens(2, random.Random(seed))
        a = tokens["worker"]
        assert holdings(tokens, 2)[a] == {"worker", "aristocrat"}
        assert holdings(tokens, 2)[1 - a] == {"building", "trading"}


def test_two_players_who_holds_the_worker_token_is_random():
    assert {deal_tokens(2, random.Random(seed))["worker"] for seed in range(40)} == {0, 1}


def test_each_token_moves_one_seat_clockwise():
    tokens = {"worker": 0, "building": 1, "aristocrat": 2, "trading": 3}
    assert passed_on(tokens, 4) == {"worker": 1, "building": 2, "aristocrat": 3,
                                    "trading": 0}


def test_passing_does_not_change_the_dealt_tokens():
    tokens = {"worker": 0, "building": 1, "aristocrat": 2, "trading": 3}
    passed_on(tokens, 4)
    assert tokens == {"worker": 0, "building": 1, "aristocrat": 2, "trading": 3}


def test_four_passes_bring_four_players_tokens_home():
    tokens = deal_tokens(4, random.Random(5))
    moved = tokens
    for _ in range(4):
        moved = passed_on(moved, 4)
    assert moved == tokens


def test_three_players_the_doubled_seat_passes_both_tokens_on():
    tokens = {"worker": 2, "building": 0, "aristocrat": 1, "trading": 2}
    assert passed_on(tokens, 3) == {"worker": 0, "building": 1, "aristocrat": 2,
                                    "trading": 0}


def test_two_players_swap_their_pairs_each_round():
    tokens = {"worker": 1, "building": 0, "aristocrat": 1, "trading": 0}
    once = passed_on(tokens, 2)
    assert once == {"worker": 0, "building": 1, "aristocrat": 0, "trading": 1}
    assert passed_on(once, 2) == tokens
