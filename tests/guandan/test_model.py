"""Rules sheet §5-§7 and §9 through the Guan Dan hand state machine: deal, tribute and
return, resisting tribute, play and catching the wind, the end of a hand and its
result, hidden tribute cards, refusals and saving. Notation: SJ small joker, BJ big
joker (the pack's own codes differ: there "BJ" is the black = small joker)."""

import json
from collections import Counter

import pytest

from game.core.playout_check import check_state
from game.core.protocol import IllegalAction
from game.games.guandan import rules
from game.games.guandan.levels import HandSetup
from game.games.guandan.model import (
    FACES,
    PACK,
    SEATS,
    GdState,
    Pass,
    Play,
    ReturnCard,
)
from game.games.guandan.rules import ACE, BJ, SJ, is_wild, level_value
from tests.guandan.helpers import cards_of, conserved, faces_of, kinds, pass_, play, rigged

SINGLE = HandSetup((4, 2), 0, (0, 1, 2, 3))  # 1st+3rd: seat 3 pays seat 0, at level 4
DOUBLE = HandSetup((5, 2), 0, (0, 2, 1, 3))  # 1st+2nd: seats 1 and 3 pay 0 and 2
FOURTH = HandSetup((3, 2), 0, (0, 1, 3, 2))  # 1st+4th: seat 3 (3rd) pays seat 0


def everything(state):
    return (state.snapshot(), [state.observation(s) for s in range(SEATS)],
            [state.legal_actions(s) for s in range(SEATS)], list(state.actions))


def refused(state, action, reason):
    """`action` is refused for `reason` and nothing at all changes."""
    before = everything(state)
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert caught.value.reason == reason, str(caught.value)
    assert everything(state) == before
    return caught.value


def bigs_before_tribute(state, seats):
    """Big jokers the seats held when dealt (cards only left them as tribute)."""
    held = sum(FACES[c][0] == BJ for s in seats for c in state.hands[s])
    return held + sum(FACES[r["card"]][0] == BJ for r in state.tributes if r["from"] in seats)


def paid_state(setup, variant="std", start=0):
    """The first deal from seed `start` on where tribute is paid (not resisted)."""
    for seed in range(start, start + 200):
        state = GdState.new(seed, variant, setup)
        if state.tributes:
            return state
    raise AssertionError("no seed pays tribute")


def roundtrip(state):
    return GdState.from_json(json.loads(json.dumps(state.to_json())))


# --- §1, §5.1-2 the deal -------------------------------------------------------------------


class TestDeal:
    def test_108_cards_two_packs_27_each(self):
        assert len(PACK) == 108
        counts = Counter(FACES)
        assert counts[(SJ, "J")] == 2 and counts[(BJ, "J")] == 2
        assert all(counts[(r, s)] == 2 for r in rules.PLAIN for s in rules.SUITS)
        state = GdState.new(3)
        assert [len(h) for h in state.hands] == [27] * SEATS
        assert sorted(c for h in state.hands for c in h) == list(PACK.ids)
        assert state.deal_events[0].data["counts"] == [27] * SEATS
        check_state(state, SEATS, "fresh deal")

    def test_first_hand_no_tribute_random_leader(self):
        leaders = set()
        for seed in range(40):
            state = GdState.new(seed)
            assert state.phase == "play" and state.tributes == [] and state.level == 2
            assert kinds(state.deal_events) == ["deal", "new_round"]
            assert state.to_act == state.deal_events[-1].seat == state.leader
            assert state.legal_actions() and not any(
                isinstance(a, Pass) for a in state.legal_actions())
            leaders.add(state.to_act)
        assert leaders == set(range(SEATS))

    def test_same_seed_same_deal(self):
        a, b, c = GdState.new(11), GdState.new(11), GdState.new(12)
        assert a == b and a.hands == b.hands and a.hands != c.hands

    def test_the_hand_is_played_at_the_playing_teams_level(self):
        state = GdState.new(4, "std", HandSetup((5, 9), 1, None))
        assert state.level == 9
        obs = state.observation(0)
        assert obs["level"] == 9 and obs["wild"] == ["9", "H"] and obs["levels"] == [5, 9]
        assert state.deal_events[0].data["level"] == 9


# --- §6 tribute and return ------------------------------------------------------------------


class TestTribute:
    def check_paid(self, state, payer, receiver):
        record = next(r for r in state.tributes if r["from"] == payer)
        assert record["to"] == receiver and record["returned"] is None
        card = record["card"]
        assert card in state.hands[receiver] and card not in state.hands[payer]
        assert not is_wild(FACES[card], state.level)
        value = level_value(FACES[card][0], state.level)
        assert all(value >= level_value(FACES[c][0], state.level)
                   for c in state.hands[payer] if not is_wild(FACES[c], state.level))
        return card

    def test_single_tribute_and_return(self):
        state = paid_state(SINGLE)
        assert [len(h) for h in state.hands] == [28, 27, 27, 26]
        self.check_paid(state, 3, 0)
        assert state.phase == "return" and state.to_act == 0
        assert kinds(state.deal_events) == ["deal", "tribute"]
        assert state.deal_events[1].seat == 3 and state.deal_events[1].data == {"to": 0}
        assert all(state.legal_actions(s) == [] for s in (1, 2, 3))
        actions = state.legal_actions(0)
        faces = [FACES[a.card] for a in actions]
        assert all(isinstance(a, ReturnCard) and a.card in state.hands[0] for a in actions)
        assert len(set(faces)) == len(faces)  # one action per face
        assert set(faces) == {FACES[c] for c in state.hands[0] if FACES[c][0] <= 10}
        back = actions[0].card
        events = state.apply(actions[0])
        assert kinds(events) == ["return_card", "new_round"]
        assert back in state.hands[3] and back not in state.hands[0]
        assert state.tributes[0]["returned"] == back
        assert [len(h) for h in state.hands] == [27] * SEATS
        assert state.phase == "play" and state.to_act == 3 == events[-1].seat
        check_state(state, SEATS, "after the return")

    def test_first_and_fourth_the_third_place_loser_pays(self):
        state = paid_state(FOURTH)
        self.check_paid(state, 3, 0)
        assert [len(h) for h in state.hands] == [28, 27, 27, 26]

    def test_last_pays_first_variant_the_partner_pays(self):
        state = paid_state(FOURTH, "std+last_pays_first")
        self.check_paid(state, 2, 0)
        assert [len(h) for h in state.hands] == [28, 27, 26, 27]
        state.apply(state.legal_actions(0)[0])
        assert state.to_act == 2

    def test_return_any_variant_offers_every_face(self):
        state = paid_state(SINGLE, "std+return_any")
        faces = {FACES[a.card] for a in state.legal_actions(0)}
        assert faces == {FACES[c] for c in state.hands[0]}
        high = next(a for a in state.legal_actions(0) if FACES[a.card][0] > 10)
        state.apply(high)
        assert high.card in state.hands[3] and state.phase == "play"

    def test_tribute_judged_at_the_hands_level(self):
        # at every level the payer's tribute is his highest card, wild hearts excepted
        for level in (2, 7, 12, ACE):
            setup = HandSetup((level, 3), 0, (0, 1, 2, 3))
            self.check_paid(paid_state(setup, start=level * 10), 3, 0)

    @pytest.mark.parametrize("start", [0, 50])
    def test_double_tribute_higher_card_to_first_and_its_payer_leads(self, start):
        state = paid_state(DOUBLE, start=start)
        assert kinds(state.deal_events) == ["deal", "tribute", "tribute"]
        to_first = next(r for r in state.tributes if r["to"] == 0)
        to_second = next(r for r in state.tributes if r["to"] == 2)
        assert {to_first["from"], to_second["from"]} == {1, 3}
        self.check_paid(state, to_first["from"], 0)
        self.check_paid(state, to_second["from"], 2)
        high = level_value(FACES[to_first["card"]][0], state.level)
        low = level_value(FACES[to_second["card"]][0], state.level)
        assert high >= low
        if high == low:
            assert to_first["from"] == 1  # the payer seated next after seat 0
        assert state.phase == "return" and state.to_act == 0
        state.apply(state.legal_actions(0)[0])
        assert state.phase == "return" and state.to_act == 2
        assert state.tributes[0]["returned"] is not None
        events = state.apply(state.legal_actions(2)[-1])
        assert kinds(events) == ["return_card", "new_round"]
        assert state.phase == "play" and state.to_act == to_first["from"]
        assert [len(h) for h in state.hands] == [27] * SEATS

    def test_equal_tribute_cards_in_a_double_tribute(self):
        """Seeds where both payers give the same rank: seat 1 (next after 0) pays 0."""
        found = 0
        for seed in range(300):
            state = GdState.new(seed, "std", DOUBLE)
            if len(state.tributes) != 2:
                continue
            values = {level_value(FACES[r["card"]][0], state.level) for r in state.tributes}
            if len(values) == 1:
                found += 1
                assert next(r for r in state.tributes if r["to"] == 0)["from"] == 1
                state.apply(state.legal_actions(0)[0])
                state.apply(state.legal_actions(2)[0])
                assert state.to_act == 1
        assert found

    def test_tribute_cards_are_seen_only_by_payer_and_receiver(self):
        state = paid_state(DOUBLE)
        for k, record in enumerate(state.tributes):
            code = PACK.code(record["card"])
            for seat in range(SEATS):
                shown = state.observation(seat)["tributes"][k]
                assert (shown["from"], shown["to"]) == (record["from"], record["to"])
                knows = seat in (record["from"], record["to"])
                assert shown["card"] == (code if knows else None)
        state.apply(state.legal_actions(0)[0])
        returned = state.tributes[0]["returned"]
        payer = state.tributes[0]["from"]
        for seat in range(SEATS):
            shown = state.observation(seat)["tributes"][0]["returned"]
            assert shown == (PACK.code(returned) if seat in (0, payer) else None)
        check_state(state, SEATS, "after one return")
        assert all("card" not in e.data for e in state.deal_events)


class TestResist:
    @pytest.mark.parametrize(("setup", "payers"), [(DOUBLE, (1, 3)), (SINGLE, (3,))])
    def test_resisted_exactly_when_the_payers_hold_both_big_jokers(self, setup, payers):
        seen = Counter()
        for seed in range(120):
            state = GdState.new(seed, "std", setup)
            held = bigs_before_tribute(state, payers)
            resist = held == 2
            seen[held] += 1
            assert ("resist" in kinds(state.deal_events)) == resist
            if resist:
                holders = sorted(s for s in payers
                                 if any(FACES[c][0] == BJ for c in state.hands[s]))
                assert state.resisted_by == holders
                assert state.tributes == [] and state.phase == "play"
                assert kinds(state.deal_events) == ["deal", "resist", "new_round"]
                assert state.deal_events[1].data == {"payers": list(payers),
                                                     "holders": holders}
                assert state.to_act == 0  # the previous 1st-place player leads
                assert [len(h) for h in state.hands] == [27] * SEATS
                assert not any(isinstance(a, ReturnCard) for a in state.legal_actions())
                assert all(o["resisted_by"] == holders
                           for o in (state.observation(s) for s in range(SEATS)))
                assert roundtrip(state) == state
            else:
                assert state.phase == "return" and len(state.tributes) == len(payers)
        assert seen[2] and seen[1] and seen[0]

    def test_one_big_joker_with_a_non_paying_partner_does_not_resist(self):
        # single tribute: seat 3 pays; seat 1 (his partner) holding the other big joker
        # does not count
        for seed in range(200):
            state = GdState.new(seed, "std", SINGLE)
            bigs = [sum(FACES[c][0] == BJ for c in h) for h in state.hands]
            if bigs_before_tribute(state, (3,)) == 1 and bigs[1] == 1:
                assert state.tributes and state.phase == "return"
                assert FACES[state.tributes[0]["card"]][0] == BJ  # he pays it
                return
        raise AssertionError("no such deal")


# --- §5.3-6 play, catching the wind, the end of the hand ---------------------------------


class TestPlay:
    def test_a_trick_passes_round_and_its_owner_leads_again(self):
        state = rigged(["3S 9S", "4S 9D", "5S 9C", "6S 10S"])
        play(state, 0, "3S")
        play(state, 1, "4S")
        play(state, 2, "5S")
        play(state, 3, "6S")
        for seat in (0, 1):
            pass_(state, seat)
        events = pass_(state, 2)
        assert kinds(events) == ["pass", "new_round"] and state.to_act == 3
        assert state.legal_actions(3) and not any(
            isinstance(a, Pass) for a in state.legal_actions(3))

    def test_a_passer_may_play_later_in_the_same_trick(self):
        state = rigged(["3S 9S", "4S 9D", "5S 9C", "6S 10S"])
        play(state, 0, "3S")
        pass_(state, 1)
        play(state, 2, "5S")
        pass_(state, 3)
        pass_(state, 0)
        play(state, 1, "9D")
        assert state.last_play[0] == 1

    def test_catching_the_wind_the_partner_leads(self):  # 接风
        state = rigged(["3S", "4S 4D", "5S 5D", "6S 6D"])
        events = play(state, 0, "3S")
        assert kinds(events) == ["play", "out"] and events[1].data == {"place": 1}
        pass_(state, 1)
        pass_(state, 2)
        events = pass_(state, 3)
        assert kinds(events) == ["pass", "new_round"]
        assert events[-1].seat == 2 and state.to_act == 2 and state.leader == 2
        assert not any(isinstance(a, Pass) for a in state.legal_actions(2))

    def test_no_wind_when_someone_beats_the_last_card(self):
        state = rigged(["3S", "4S 4D", "5S 5D", "6S 6D"])
        play(state, 0, "3S")
        play(state, 1, "4S")
        pass_(state, 2)
        events = pass_(state, 3)
        assert events[-1].seat == 1 and state.to_act == 1

    def test_out_players_are_skipped(self):
        state = rigged(["3S", "4S 4D", "5S 5D", "6S 6D"])
        play(state, 0, "3S")
        play(state, 1, "4S")
        play(state, 2, "5S")
        play(state, 3, "6S")
        assert state.to_act == 1  # seat 0 is out

    @pytest.mark.parametrize(("order", "places", "gain", "levels"), [
        ([0, 2], [0, 2, 3, 1], 3, [5, 2]),  # §8: 1st+2nd at level 2 → 5
        ([0, 1, 2], [0, 1, 2, 3], 2, [4, 2]),
        ([0, 1, 3], [0, 1, 3, 2], 1, [3, 2]),
        ([1, 3], [1, 3, 0, 2], 3, [2, 5]),
    ])
    def test_the_hand_ends_when_a_team_is_out(self, order, places, gain, levels):
        # each seat of `order` goes out in turn; the lead card (3S) goes nowhere
        hands = ["3S 3D", "4S 4D", "5S 5D", "6S 6D"]
        state = rigged(hands, leader=order[0], setup=HandSetup())
        events = []
        for seat in order:
            while state.to_act != seat:
                events += pass_(state, state.to_act)
            events += state.apply(Play(seat, tuple(state.hands[seat])))
        assert state.is_terminal() and state.phase == "over" and state.to_act is None
        assert kinds(events)[-1] == "hand_over"
        result = state.result
        assert result["places"] == places
        assert result["winners"] == places[0] % 2 and result["gain"] == gain
        assert result["levels"] == levels and not result["match_won"]
        assert result["next"] == HandSetup(tuple(levels), places[0] % 2,
                                           tuple(places)).to_json()
        deltas = [gain if s % 2 == places[0] % 2 else -gain for s in range(SEATS)]
        assert result["deltas"] == deltas and state.returns() == deltas
        assert all(state.legal_actions(s) == [] for s in range(SEATS))
        assert state.observation(3)["hands"] is not None  # all shown at the end
        refused(state, Pass(0), "over")
        assert conserved(state)

    def test_winning_at_own_ace_wins_the_match(self):
        state = rigged(["3S", "4S 4D", "5S", "6S 6D"], setup=HandSetup((ACE, 7), 0, None))
        assert state.level == ACE
        play(state, 0, "3S")
        pass_(state, 1)
        play(state, 2, "5S")
        assert state.result["match_won"] and state.result["places"][:2] == [0, 2]

    def test_winning_at_the_other_teams_ace_does_not(self):
        state = rigged(["3S", "4S 4D", "5S", "6S 6D"], setup=HandSetup((ACE, 7), 1, None))
        play(state, 0, "3S")
        pass_(state, 1)
        play(state, 2, "5S")
        assert not state.result["match_won"] and state.result["levels"] == [ACE, 7]


class TestWilds:
    HANDS = ["5S 6D 7C 8S 9H 3S", "4S 4D", "10S 10D", "JS JD"]

    def test_several_readings_need_a_choice(self):
        state = rigged(self.HANDS, level=9)
        cards = cards_of(state, 0, "5S 6D 7C 8S 9H")
        offered = [a for a in state.legal_actions(0)
                   if isinstance(a, Play) and sorted(a.cards) == sorted(cards)]
        assert sorted(a.reading for a in offered) == ["straight:8", "straight:9"]
        refusal = refused(state, Play(0, cards), "which")
        assert refusal.params["n"] == 2
        refused(state, Play(0, cards, "straight:10"), "reading")
        events = state.apply(Play(0, cards, "straight:8"))
        assert events[0].data["kind"] == "straight" and events[0].data["key"] == 8
        assert events[0].data["wild_as"] == [["4", ""]]
        assert state.to_beat()[0] == rules.Combo("straight", 8, 5)

    def test_an_offered_wild_play_applies(self):
        flush = rigged(["3S 4S 6S 7S 9H", "4D", "5D", "6D"], level=9)
        offered = [a for a in flush.legal_actions(0) if a.reading == "straight_flush:7"]
        assert offered
        events = flush.apply(offered[0])
        assert events[0].data["wild_as"] == [["5", "S"]]
        assert not flush.is_terminal() and flush.places == [0]

    def test_wild_alone_is_the_level_card(self):
        state = rigged(["9H 3S", "AS AD", "SJ 4D", "4C 5C"], level=9)
        events = play(state, 0, "9H")
        assert events[0].data["kind"] == "single" and events[0].data["key"] == 15
        refused(state, Play(1, cards_of(state, 1, "AS")), "weak")
        pass_(state, 1)
        play(state, 2, "SJ")
        assert state.last_play[0] == 2


class TestRefusals:
    HANDS = ["3S 3D 5S 9S", "4S 4D 6S 10S", "7S 7D 8S", "JS JD QS"]

    def test_not_your_turn(self):
        state = rigged(self.HANDS)
        refused(state, Play(1, cards_of(state, 1, "4S")), "turn")
        refused(state, Pass(2), "turn")

    def test_not_your_cards(self):
        state = rigged(self.HANDS)
        refused(state, Play(0, cards_of(state, 1, "4S")), "not_yours")
        refused(state, Play(0, (cards_of(state, 0, "3S")[0],) * 2), "choose")

    def test_not_a_combination(self):
        state = rigged(self.HANDS)
        refused(state, Play(0, cards_of(state, 0, "3S 5S")), "shape")
        refused(state, Play(0, ()), "choose")

    def test_too_weak(self):
        state = rigged(self.HANDS)
        play(state, 0, "3S 3D")
        refused(state, Play(1, cards_of(state, 1, "6S")), "weak")
        play(state, 1, "4S 4D")
        refused(state, Play(2, cards_of(state, 2, "8S")), "weak")

    def test_pass_when_leading(self):
        state = rigged(self.HANDS)
        refused(state, Pass(0), "lead")

    def test_wrong_phase_and_bad_return_card(self):
        state = paid_state(SINGLE)
        high = next(c for c in state.hands[0] if FACES[c][0] > 10)
        refused(state, ReturnCard(0, high), "return")
        refused(state, ReturnCard(0, state.hands[1][0]), "return")  # not his card
        refused(state, ReturnCard(3, state.hands[3][0]), "turn")
        low = next(a.card for a in state.legal_actions(0))
        refused(state, ReturnCard(0, float(low)), "malformed")  # once destroyed a card
        refused(state, ReturnCard(0, True), "malformed")
        refused(state, Play(0, (state.hands[0][0],)), "phase")
        refused(state, Pass(0), "phase")
        state.apply(state.legal_actions(0)[0])
        refused(state, ReturnCard(3, state.hands[3][0]), "phase")


# --- saving -----------------------------------------------------------------------------------


class TestSave:
    def test_the_save_holds_no_hand(self):
        state = paid_state(DOUBLE)
        data = state.to_json()
        assert set(data) == {"game", "seed", "variant", "setup", "actions"}
        assert data["setup"] == DOUBLE.to_json() and data["actions"] == []
        text = json.dumps(data)
        assert not any(code in text for code in PACK.codes(state.hands[0]))

    def test_round_trip_after_tribute_and_mid_hand(self):
        state = paid_state(DOUBLE, "std+return_any")
        assert roundtrip(state) == state
        state.apply(state.legal_actions(0)[-1])
        assert roundtrip(state) == state
        state.apply(state.legal_actions(2)[0])
        again = roundtrip(state)
        assert again == state and again.hands == state.hands
        for _ in range(12):
            legal = state.legal_actions()
            state.apply(legal[len(legal) // 2])
            again = roundtrip(state)
            assert again == state
            assert [again.observation(s) for s in range(SEATS)] == [
                state.observation(s) for s in range(SEATS)]
        assert again.legal_actions() == state.legal_actions()

    def test_round_trip_first_hand(self):
        state = GdState.new(21, "std+three_strikes")
        for _ in range(8):
            state.apply(state.legal_actions()[-1])
        again = roundtrip(state)
        assert again == state and again.variant == "std+three_strikes"
        assert faces_of(again, 0) == faces_of(state, 0)
