"""Rules sheet §6 tribute, return and resisting tribute; §7 promotion, passing A and
the three-strikes variant; the hand setup and the match record. Seats are in turn
order, partners two apart (teams {0, 2} and {1, 3})."""

import json

import pytest

from game.games.guandan.levels import HandSetup, next_setup, promote
from game.games.guandan.match import GdMatch
from game.games.guandan.rules import ACE, BJ, SJ, level_value, parse
from game.games.guandan.ruleset import VARIANTS, Ruleset
from game.games.guandan.tribute import (
    TributePlan,
    assign,
    may_return,
    plan,
    resisted,
    tribute_card,
)

# --- §6 who pays whom ------------------------------------------------------------------------


class TestPlan:
    def test_first_and_second_both_losers_pay(self):
        p = plan((0, 2, 1, 3))
        assert p.double and p.payers == (1, 3) and p.receivers == (0, 2)
        p = plan((3, 1, 2, 0))
        assert p.double and p.payers == (2, 0) and p.receivers == (3, 1)

    def test_first_and_third_the_last_pays_the_first(self):
        p = plan((0, 1, 2, 3))
        assert not p.double and p.payers == (3,) and p.receivers == (0,)
        p = plan((1, 2, 3, 0))
        assert p.payers == (0,) and p.receivers == (1,)

    def test_first_and_fourth_the_third_place_loser_pays(self):
        p = plan((0, 1, 3, 2))
        assert not p.double and p.payers == (3,) and p.receivers == (0,)

    def test_first_and_fourth_last_pays_first_variant(self):
        p = plan((0, 1, 3, 2), last_pays_first=True)
        assert p.payers == (2,) and p.receivers == (0,)  # the partner pays

    @pytest.mark.parametrize("places", [(0, 2, 1, 3), (0, 1, 2, 3)])
    def test_the_variant_changes_nothing_else(self, places):
        assert plan(places, last_pays_first=True) == plan(places)


class TestAssign:
    DOUBLE = TributePlan((1, 3), (0, 2))

    def test_single_tribute_goes_to_first_and_the_payer_leads(self):
        pairs, leader = assign(TributePlan((3,), (0,)), {3: 14})
        assert pairs == [(3, 0)] and leader == 3

    @pytest.mark.parametrize(("paid", "high", "low"), [({1: 14, 3: 17}, 3, 1),
                                                       ({1: 17, 3: 16}, 1, 3),
                                                       ({1: 15, 3: 14}, 1, 3)])
    def test_the_higher_card_goes_to_first_and_its_payer_leads(self, paid, high, low):
        pairs, leader = assign(self.DOUBLE, paid)
        assert pairs == [(high, 0), (low, 2)] and leader == high

    def test_equal_cards_first_takes_from_the_payer_next_after_him(self):
        pairs, leader = assign(TributePlan((1, 3), (0, 2)), {1: 14, 3: 14})
        assert pairs == [(1, 0), (3, 2)] and leader == 1
        # first is seat 2: the seat next after him is 3
        pairs, leader = assign(TributePlan((1, 3), (2, 0)), {1: 14, 3: 14})
        assert pairs == [(3, 2), (1, 0)] and leader == 3
        pairs, leader = assign(TributePlan((2, 0), (3, 1)), {0: 17, 2: 17})
        assert pairs == [(0, 3), (2, 1)] and leader == 0


class TestTributeCard:
    def test_level_q_example(self):  # §8
        hand = parse("QH QH QS AS KS 3D")
        assert hand[tribute_card(hand, 12)] == (12, "S")

    def test_with_a_big_joker_the_big_joker(self):  # §8
        hand = parse("QH QH QS AS KS BJ SJ 3D")
        assert hand[tribute_card(hand, 12)] == (BJ, "J")
        hand = parse("QH SJ AS")
        assert hand[tribute_card(hand, 12)] == (SJ, "J")

    def test_judged_at_the_level_being_played(self):
        hand = parse("AS KS 7D 7H")
        assert hand[tribute_card(hand, 7)] == (7, "D")
        assert hand[tribute_card(hand, 2)] == (ACE, "S")
        # the heart 7 is plain at level 2 and wild at level 7
        other = parse("7H 5S")
        assert other[tribute_card(other, 7)] == (5, "S")
        assert other[tribute_card(other, 2)] == (7, "H")


class TestReturn:
    @pytest.mark.parametrize("text", ["2S", "5H", "9D", "10C", "10H"])
    def test_ten_or_lower_any_suit(self, text):
        assert may_return(parse(text)[0])

    @pytest.mark.parametrize("text", ["JS", "QH", "KD", "AC", "SJ", "BJ"])
    def test_above_ten_refused_unless_the_variant(self, text):
        assert not may_return(parse(text)[0])
        assert may_return(parse(text)[0], any_card=True)


class TestResist:
    def test_both_big_jokers_resist(self):
        assert resisted(2)
        assert not resisted(1) and not resisted(0)


# --- §7 promotion and passing A ---------------------------------------------------------------

FIRST = HandSetup()


class TestPromotion:
    @pytest.mark.parametrize(("places", "gain", "levels"), [
        ((0, 2, 1, 3), 3, (5, 2)),  # §8: 1st+2nd at level 2 → 5
        ((0, 1, 2, 3), 2, (4, 2)),
        ((0, 1, 3, 2), 1, (3, 2)),
        ((1, 3, 0, 2), 3, (2, 5)),
        ((3, 0, 1, 2), 2, (2, 4)),
        ((3, 2, 0, 1), 1, (2, 3)),
    ])
    def test_gain_by_partner_place(self, places, gain, levels):
        p = promote(FIRST, places)
        assert p.winners == places[0] % 2 and p.gain == gain and p.levels == levels
        assert not p.match_won

    def test_the_losers_level_does_not_change(self):
        setup = HandSetup((6, 9), 1, (1, 0, 3, 2))
        assert promote(setup, (0, 2, 1, 3)).levels == (9, 9)

    @pytest.mark.parametrize(("start", "places", "level"), [
        (12, (0, 2, 1, 3), ACE), (13, (0, 1, 2, 3), ACE), (13, (0, 1, 3, 2), ACE),
        (11, (0, 2, 1, 3), ACE), (10, (0, 2, 1, 3), 13)])
    def test_levels_stop_at_ace(self, start, places, level):
        assert promote(HandSetup((start, 3), 0, None), places).levels == (level, 3)

    def test_reaching_ace_does_not_win(self):
        assert not promote(HandSetup((13, 3), 0, None), (0, 2, 1, 3)).match_won

    @pytest.mark.parametrize("places", [(0, 2, 1, 3), (0, 1, 2, 3), (2, 0, 1, 3)])
    def test_passing_ace_at_own_level_with_partner_second_or_third(self, places):
        assert promote(HandSetup((ACE, 5), 0, None), places).match_won
        assert promote(HandSetup((5, ACE), 1, None),
                       tuple((s + 1) % 4 for s in places)).match_won

    def test_first_and_fourth_at_ace_gives_nothing(self):  # §8
        p = promote(HandSetup((ACE, 5), 0, None), (0, 1, 3, 2))
        assert not p.match_won and p.gain == 0 and p.levels == (ACE, 5)

    def test_the_other_team_at_ace_cannot_win_at_the_opponents_level(self):
        p = promote(HandSetup((ACE, 5), 1, None), (0, 2, 1, 3))
        assert not p.match_won and p.levels == (ACE, 5) and p.winners == 0
        # ... and its own next hand is at A
        assert next_setup(HandSetup((ACE, 5), 1, None), (0, 2, 1, 3), p).level == ACE

    def test_both_at_ace_only_the_playing_team_can_win(self):
        assert not promote(HandSetup((ACE, ACE), 1, None), (0, 2, 1, 3)).match_won
        assert promote(HandSetup((ACE, ACE), 0, None), (0, 2, 1, 3)).match_won

    def test_losing_at_own_ace_the_opponents_climb(self):
        p = promote(HandSetup((ACE, 5), 0, None), (1, 3, 0, 2))
        assert not p.match_won and p.levels == (ACE, 8)


class TestThreeStrikes:
    LOSS = (1, 3, 0, 2)  # team 1 wins

    def test_failures_counted_only_with_the_variant(self):
        setup = HandSetup((ACE, 5), 0, None)
        assert promote(setup, self.LOSS).failures == (0, 0)
        assert promote(setup, self.LOSS, three_strikes=True).failures == (1, 0)

    def test_first_and_fourth_at_own_ace_is_a_failure(self):
        p = promote(HandSetup((ACE, 5), 0, None), (0, 1, 3, 2), three_strikes=True)
        assert p.failures == (1, 0) and not p.dropped and p.levels == (ACE, 5)

    def test_a_won_match_is_no_failure(self):
        p = promote(HandSetup((ACE, 5), 0, None, (2, 0)), (0, 2, 1, 3), three_strikes=True)
        assert p.match_won and not p.dropped

    def test_third_failure_drops_to_two(self):
        setup = HandSetup((ACE, 5), 0, None, (2, 0))
        p = promote(setup, self.LOSS, three_strikes=True)
        assert p.dropped and p.levels == (2, 8) and p.failures == (0, 0)
        p = promote(setup, self.LOSS)  # without the variant, no limit
        assert not p.dropped and p.levels == (ACE, 8)

    def test_hands_at_the_other_teams_level_are_no_failures(self):
        p = promote(HandSetup((ACE, 5), 1, None, (2, 0)), (1, 3, 0, 2), three_strikes=True)
        assert p.failures == (2, 0) and p.levels == (ACE, 8) and not p.dropped

    def test_three_hands_in_a_row(self):
        setup = HandSetup((ACE, 5), 0, None)
        for strikes in (1, 2):
            p = promote(setup, (0, 1, 3, 2), three_strikes=True)  # 1st+4th at A
            assert p.failures == (strikes, 0)
            setup = next_setup(setup, (0, 1, 3, 2), p)
            assert setup.level == ACE and setup.playing_team == 0
        p = promote(setup, (0, 1, 3, 2), three_strikes=True)
        assert p.dropped and p.levels == (2, 5)
        assert next_setup(setup, (0, 1, 3, 2), p).level == 2


class TestSetup:
    def test_first_hand_at_two_no_tribute(self):
        assert FIRST.levels == (2, 2) and FIRST.level == 2 and FIRST.previous is None

    def test_next_hand_at_the_winners_level_with_their_places(self):
        setup = HandSetup((5, 3), 0, (0, 2, 1, 3))
        places = (1, 0, 3, 2)
        p = promote(setup, places)
        nxt = next_setup(setup, places, p)
        assert nxt == HandSetup((5, 5), 1, places, (0, 0))
        assert nxt.level == 5 and p.levels == (5, 5)
        nxt = next_setup(setup, (2, 1, 0, 3), promote(setup, (2, 1, 0, 3)))
        assert nxt.playing_team == 0 and nxt.level == 7

    @pytest.mark.parametrize("setup", [HandSetup(), HandSetup((7, ACE), 1, (3, 1, 0, 2), (0, 2))])
    def test_json_round_trip(self, setup):
        assert HandSetup.from_json(json.loads(json.dumps(setup.to_json()))) == setup


class TestRuleset:
    def test_eight_variants_parse_back(self):
        assert len(set(VARIANTS)) == 8 and VARIANTS[0] == "std"
        for name in VARIANTS:
            assert Ruleset.parse(name).name == name
        r = Ruleset.parse("std+return_any+last_pays_first")
        assert r.last_pays_first and r.return_any and not r.three_strikes
        with pytest.raises(ValueError):
            Ruleset.parse("std+jokers_wild")


class TestMatch:
    def result(self, winners, match_won, levels=(5, 2)):
        nxt = HandSetup(levels, winners, (0, 2, 1, 3))
        return {"deltas": [3, -3, 3, -3], "next": nxt.to_json(), "match_won": match_won,
                "winners": winners}

    def test_records_hands_until_a_team_passes_ace(self):
        match = GdMatch(seats=4, seed=9)
        assert match.setup == HandSetup() and not match.is_over()
        for _ in range(12):  # no hand limit: only passing A ends the match
            match.record_result(self.result(0, False))
        assert not match.is_over() and match.hands_played == 12
        assert match.setup == HandSetup((5, 2), 0, (0, 2, 1, 3))
        assert match.totals == [36, -36, 36, -36]
        match.record_result(self.result(1, True))
        assert match.is_over() and match.winner == 1

    def test_json_round_trip(self):
        match = GdMatch(seats=4, seed=9)
        match.next_hand_seed()
        match.record_result(self.result(0, False, (ACE, 9)))
        data = json.loads(json.dumps(match.to_json()))
        again = GdMatch.from_json(data)
        assert isinstance(again, GdMatch) and again.setup == match.setup
        assert again.to_json() == match.to_json() and not again.is_over()
        match.record_result(self.result(0, True, (ACE, 9)))
        again = GdMatch.from_json(json.loads(json.dumps(match.to_json())))
        assert again.is_over() and again.winner == 0


def test_level_value_of_the_level_rank_only():
    assert [level_value(r, 12) for r in (11, 12, 13, ACE)] == [11, 15, 13, ACE]
