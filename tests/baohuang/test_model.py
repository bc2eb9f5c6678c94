"""Rules sheet §3-§7 through the Bao Huang hand state machine: deal, abdication,
guard and solo, declarations, play, end and scoring. Notation: B small joker,
R big joker; "RJ" is the emperor card, "BJ" the guard card (simple mode)."""

import json

import pytest

from game.core.playout_check import check_state
from game.core.protocol import IllegalAction
from game.core.save import SaveError
from game.games.baohuang import rules
from game.games.baohuang.model import (
    SEATS,
    Abdicate,
    Ascend,
    BhState,
    Declare,
    Pass,
    Play,
)
from tests.baohuang.helpers import (
    SECTION5_BEATS,
    SECTION5_CANNOT,
    card,
    cards_of,
    finish_in_order,
    finishing_hands,
    play,
    rigged,
)


def refused(state, action, reason):
    """`action` is refused for `reason` and nothing at all changes."""
    before = state.snapshot()
    seen = [state.observation(s) for s in range(SEATS)]
    actions = list(state.actions)
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    assert caught.value.reason == reason, str(caught.value)
    assert state.snapshot() == before
    assert [state.observation(s) for s in range(SEATS)] == seen
    assert state.actions == actions
    return caught.value


def conserved(state):
    """No card lost or duplicated (rigged states cannot replay from a seed)."""
    return sorted(c for zone in state.card_zones().values() for c in zone) == list(
        state.pack.ids)


def kinds(events):
    return [e.kind for e in events]


def declare_all(state, choices):
    """Each seat after the emperor speaks in turn: `choices` maps seat -> choice."""
    events = []
    for _ in range(SEATS - 1):
        seat = state.to_act
        events += state.apply(Declare(seat, choices.get(seat, "quiet")))
    return events


# --- §3 deal ------------------------------------------------------------------------------


class TestDeal:
    @pytest.mark.parametrize("first", range(SEATS))
    def test_168_cards_34_each_and_33_for_the_last_two_in_deal_order(self, first):
        state = BhState.new(5, first=first)
        counts = state.deal_events[0].data["counts"]
        assert sum(counts) == 168 and state.deal_events[0].data["first"] == first
        for i in range(SEATS):
            assert counts[(first + i) % SEATS] == (34 if i < 3 else 33)
        # the emperor card is out of its holder's hand, lying in front of him
        assert [len(h) for h in state.hands] == [
            n - (s == state.holder) for s, n in enumerate(counts)]
        check_state(state, SEATS, "fresh deal")

    def test_weihai_deck_165_cards_33_each(self):
        state = BhState.new(8, "ls+wh165")
        assert len(state.pack) == 165
        assert state.deal_events[0].data["counts"] == [33] * 5
        check_state(state, SEATS, "fresh WH deal")

    def test_emperor_card_lies_in_front_of_its_holder_public_to_all(self):
        state = BhState.new(3)
        assert state.card_zones()["emperor_card"] == [card(state, "RJ")]
        assert all(card(state, "RJ") not in h for h in state.hands)
        assert state.deal_events[1].kind == "emperor_card"
        assert state.deal_events[1].seat == state.holder
        for seat in range(SEATS):
            obs = state.observation(seat)
            assert obs["emperor_cards"] == ["RJ"] and obs["holder"] == state.holder
            assert obs["to_act"] == state.holder and obs["phase"] == "emperor"

    def test_the_deal_is_reproducible_from_the_seed(self):
        a, b, c = BhState.new(77), BhState.new(77), BhState.new(78)
        assert a == b and a.hands == b.hands and a.first == b.first
        assert c.hands != a.hands
        # the first seat is drawn, but fixing it does not change the shuffle: the
        # same cards go one seat further round
        fixed = BhState.new(77, first=(a.first + 1) % SEATS)
        full = [sorted(h + a.offered_cards * (s == a.holder)) for s, h in enumerate(a.hands)]
        moved = [sorted(h + fixed.offered_cards * (s == fixed.holder))
                 for s, h in enumerate(fixed.hands)]
        assert all(moved[(s + 1) % SEATS] == full[s] for s in range(SEATS))


# --- §4.1-3 abdication ----------------------------------------------------------------


class TestAbdication:
    HANDS = ["22AK", "AKQB", "2KQ", "QJ9", "RB87"]  # seat 1 has no 2

    def test_first_decline_free_later_ones_attach_a_2_or_the_highest_plain_card(self):
        state = rigged(self.HANDS, holder=2, phase="emperor")
        sizes = [len(h) for h in state.hands]
        events = state.apply(Abdicate(2))
        assert events[0].data == {"to": 1, "attached": None, "cards": ["RJ"]}
        assert state.holder == state.to_act == 1 and len(state.hands[2]) == sizes[2]
        events = state.apply(Abdicate(1))  # no 2: his ace, never the small joker
        attached = events[0].data["attached"]
        assert attached[0] == "A" and events[0].data["to"] == 0
        events = state.apply(Abdicate(0))
        assert events[0].data["attached"][0] == "2"
        assert state.observation(3)["emperor_cards"] == events[0].data["cards"]
        assert len(events[0].data["cards"]) == 3 and state.declines == 3
        assert conserved(state)
        # the one who ascends keeps the emperor card and every attached card
        offered = list(state.offered_cards)
        state.apply(Ascend(4))
        assert set(offered) <= set(state.hands[4]) and state.offered_cards == []
        assert len(state.hands[4]) == 4 + 3 and state.emperor == 4

    def test_decline_attaches_a_2_when_he_has_one(self):
        state = rigged(self.HANDS, holder=2, phase="emperor", declines=1)
        events = state.apply(Abdicate(2))
        assert events[0].data["attached"][0] == "2" and rules.card_rank(
            state.pack[card(state, events[0].data["attached"])]) == rules.TWO

    def test_two_circuits_without_an_emperor_redeal_with_first_moved_on(self):
        state = BhState.new(21)
        first, hands = state.first, [list(h) for h in state.hands]
        events = []
        for _ in range(10):
            assert state.phase == "emperor"
            events += state.apply(Abdicate(state.to_act))
        assert "redeal" in kinds(events) and state.redeals == 1
        assert state.first == (first + 1) % SEATS and state.declines == 0
        assert state.offered_cards == [card(state, "RJ")] and state.hands != hands
        assert events[-2].data["first"] == state.first  # the new deal event
        check_state(state, SEATS, "after redeal")
        again = BhState.from_json(json.loads(json.dumps(state.to_json())))
        assert again == state

    def test_classic_attaches_nothing_and_after_one_circuit_he_must_ascend(self):
        state = BhState.new(4, "classic")
        sizes = [len(h) for h in state.hands]
        for _ in range(5):
            events = state.apply(Abdicate(state.to_act))
            assert events[0].data["attached"] is None
        assert [len(h) for h in state.hands] == sizes
        assert state.offered_cards == [card(state, "RJ")]
        assert not any(isinstance(a, Abdicate) for a in state.legal_actions())
        assert state.legal_actions()  # he can always ascend (open solo at least)
        err = refused(state, Abdicate(state.to_act), "must_ascend")
        assert "must ascend" in str(err)

    def test_not_his_turn_and_wrong_phase_are_refused(self):
        state = rigged(self.HANDS, holder=2, phase="emperor")
        refused(state, Abdicate(3), "turn")
        refused(state, Declare(2, "quiet"), "phase")
        refused(state, Play(2, cards_of(state, 2, "2")), "phase")
        refused(state, Ascend(2, open_solo=True), "ascend")  # he lacks the guard card


# --- §4.4-5 guard and solo ------------------------------------------------------------


class TestGuardAndSolo:
    def test_guard_is_the_holder_of_the_marked_small_joker(self):
        state = rigged(["RB2", "B77", "88", "B99", "TT"], guard=3, phase="emperor")
        assert state.legal_actions() == [Ascend(0), Abdicate(0)]
        events = state.apply(Ascend(0))
        assert state.guard == 3 and state.guard_card == card(state, "BJ")
        assert state.solo is None and state.phase == "declare" and state.to_act == 1
        assert events[0].data == {"open_solo": False, "named": None}
        assert not state.guard_shown

    def test_both_cards_secret_solo(self):
        state = rigged(["B2", "77", "B88", "99", "TT"], guard=0, phase="emperor")
        assert state.legal_actions() == [Ascend(0), Ascend(0, open_solo=True), Abdicate(0)]
        state.apply(Ascend(0))
        assert state.solo == "secret" and state.guard is None and state.phase == "declare"
        assert not state.guard_shown
        assert state.observation(0)["roles"][0] == "solo"
        assert all(state.observation(v)["roles"][0] == "emperor" for v in range(1, 5))

    def test_both_cards_open_solo_skips_declarations(self):
        state = rigged(["B2", "77", "B88", "99", "TT"], guard=0, phase="emperor")
        events = state.apply(Ascend(0, open_solo=True))
        assert state.solo == "open" and state.guard_shown and state.phase == "play"
        assert state.to_act == 0 and state.declared == []
        assert kinds(events) == ["ascend", "new_round"]
        assert all(state.observation(v)["roles"][0] == "solo" for v in range(SEATS))

    def test_both_cards_abdicate_then_he_guards_the_new_emperor(self):
        state = rigged(["B2", "77", "B88", "99", "TT"], guard=0, phase="emperor")
        state.apply(Abdicate(0))
        state.apply(Ascend(4))
        assert state.emperor == 4 and state.guard == 0 and state.solo is None

    def test_open_solo_refused_without_the_guard_card(self):
        state = rigged(["RB2", "B77", "88", "99", "TT"], guard=1, phase="emperor")
        refused(state, Ascend(0, open_solo=True), "ascend")
        refused(state, Ascend(0, named="7H"), "ascend")  # no naming in simple mode

    CLASSIC = [["7H", "7H~1", "7H~2", "9S", "9S~1", "9S~2", "9S~3", "KD"],
               "QQ", ["7H~3", "8S"], "JJ", "TT"]

    def test_classic_named_triple_makes_the_fourth_copy_holder_guard(self):
        state = rigged(self.CLASSIC, variant="classic", phase="emperor")
        assert state.legal_actions() == [
            Ascend(0, named="7H"), Ascend(0, named="9S"), Ascend(0, open_solo=True),
            Abdicate(0)]
        events = state.apply(Ascend(0, named="7H"))
        assert state.guard == 2 and state.guard_card == card(state, "7H~3")
        assert state.solo is None and events[0].data["named"] == ["7", "H"]
        assert all(state.observation(v)["named"] == ["7", "H"] for v in range(SEATS))
        assert state.observation(2)["guard_card"] == "7H~3"
        assert state.observation(1)["guard_card"] is None

    def test_classic_naming_four_copies_is_a_secret_solo(self):
        state = rigged(self.CLASSIC, variant="classic", phase="emperor")
        state.apply(Ascend(0, named="9S"))
        assert state.solo == "secret" and state.guard is None and state.phase == "declare"

    def test_classic_without_a_triple_only_open_solo(self):
        hands = [["7H", "7H~1", "9S", "KD"], "QQ", "88", "JJ", "TT"]
        state = rigged(hands, variant="classic", phase="emperor")
        assert state.legal_actions() == [Ascend(0, open_solo=True), Abdicate(0)]
        refused(state, Ascend(0), "ascend")
        refused(state, Ascend(0, named="7H"), "ascend")  # only two copies
        state.apply(Ascend(0, open_solo=True))
        assert state.solo == "open" and state.phase == "play"

    def test_classic_weihai_deck_cannot_name_a_six_it_has_only_three_of(self):
        # ls+wh165 drops 6H~3, 6C~3, 6D~3: holding the three 6H left is not
        # "holding all four", and there is no fourth copy to make a guard.
        hands = [["6H", "6H~1", "6H~2", "9S", "9S~1", "9S~2", "KD"], "QQ",
                 ["9S~3"], "JJ", "TT"]
        state = rigged(hands, variant="classic+wh165", phase="emperor")
        assert state.legal_actions() == [
            Ascend(0, named="9S"), Ascend(0, open_solo=True), Abdicate(0)]
        refused(state, Ascend(0, named="6H"), "ascend")


# --- §4.6 declarations ----------------------------------------------------------------


DECLARE_HANDS = ["R6", "77", "B88", "B99", "TT"]


class TestDeclarations:
    def test_each_non_emperor_seat_speaks_once_in_turn_order(self):
        state = rigged(DECLARE_HANDS, emperor=0, guard=2, phase="declare")
        spoken = []
        for _ in range(4):
            seat = state.to_act
            other = "open_guard" if seat == 2 else "rebel"
            assert state.legal_actions() == [Declare(seat, "quiet"), Declare(seat, other)]
            spoken.append(seat)
            state.apply(Declare(seat, "quiet"))
        assert spoken == [1, 2, 3, 4]
        assert state.phase == "play" and state.to_act == 0 and state.to_beat() is None
        assert state.declared == [[s, "quiet"] for s in spoken]

    def test_illegal_choices_are_refused_and_change_nothing(self):
        state = rigged(DECLARE_HANDS, emperor=0, guard=2, phase="declare")
        refused(state, Declare(1, "open_guard"), "not_guard")
        refused(state, Declare(1, "shout"), "choice")
        refused(state, Declare(2, "quiet"), "turn")
        refused(state, Ascend(1), "phase")
        refused(state, Pass(1), "phase")
        state.apply(Declare(1, "quiet"))
        refused(state, Declare(2, "rebel"), "guard_rebel")

    def test_quiet_looks_the_same_from_the_guard_and_from_a_commoner(self):
        a = rigged(DECLARE_HANDS, emperor=0, guard=2, phase="declare")
        b = rigged(DECLARE_HANDS, emperor=0, guard=3, phase="declare")
        assert a.guard != b.guard
        viewers = (0, 1, 4)  # neither of the two possible guards
        for v in viewers:
            assert a.observation(v) == b.observation(v)
        for seat in (1, 2, 3, 4):
            ea = a.apply(Declare(seat, "quiet"))
            eb = b.apply(Declare(seat, "quiet"))
            assert ea == eb
            for v in viewers:
                assert a.observation(v) == b.observation(v)
                assert "guard" not in a.observation(v)["roles"]
        assert a.phase == b.phase == "play"

    def test_open_guard_reveals_him_at_once_and_doubles(self):
        state = rigged(DECLARE_HANDS, emperor=0, guard=2, phase="declare")
        state.apply(Declare(1, "quiet"))
        events = state.apply(Declare(2, "open_guard"))
        assert kinds(events) == ["declare", "guard_revealed"]
        assert events[1].seat == 2 and events[1].data == {"how": "open"}
        assert state.open_guard and state.guard_shown
        assert all(state.observation(v)["roles"][2] == "guard" for v in range(SEATS))
        declare_all_rest(state)
        assert state.score([0, 2, 1, 3, 4]) == [12, -6, 6, -6, -6]

    def test_two_rebels_force_the_guard_out(self):
        state = rigged(DECLARE_HANDS, emperor=0, guard=2, phase="declare")
        events = declare_all(state, {1: "rebel", 4: "rebel"})
        assert kinds(events)[-2:] == ["guard_revealed", "new_round"]
        assert events[-2].seat == 2 and events[-2].data == {"how": "rebellion"}
        assert state.guard_shown
        for v in range(SEATS):
            roles = state.observation(v)["roles"]
            assert roles[1] == roles[4] == "rebel" and roles[2] == "guard"

    def test_two_rebels_force_a_secret_solo_out(self):
        state = rigged(["RB6", "77", "88", "99", "TT"], emperor=0, solo="secret",
                       phase="declare")
        events = declare_all(state, {2: "rebel", 3: "rebel"})
        assert "solo_revealed" in kinds(events) and state.guard_shown
        assert all(state.observation(v)["roles"][0] == "solo" for v in range(SEATS))

    def test_one_rebel_changes_nothing(self):
        state = rigged(DECLARE_HANDS, emperor=0, guard=2, phase="declare")
        events = declare_all(state, {3: "rebel"})
        assert "guard_revealed" not in kinds(events) and not state.guard_shown
        assert state.observation(1)["roles"] == ["emperor", "commoner", None, "rebel", None]
        # the royals lose 4+5: the farmers' +3 is not doubled by a lone rebel
        assert state.score([1, 3, 4, 0, 2]) == [-6, 3, -3, 3, 3]

    def test_rebellion_success_doubles_failure_does_not(self):
        state = rigged(DECLARE_HANDS, emperor=0, guard=2, phase="declare")
        declare_all(state, {1: "rebel", 3: "rebel"})
        assert state.score([1, 3, 4, 0, 2]) == [-12, 6, -6, 6, 6]  # rebels win: x2
        assert state.score([0, 2, 1, 3, 4]) == [6, -3, 3, -3, -3]  # rebels lose: x1
        assert state.score([0, 1, 3, 4, 2]) == [0, 0, 0, 0, 0]


def declare_all_rest(state):
    while state.phase == "declare":
        state.apply(Declare(state.to_act, "quiet"))


# --- §5 play ------------------------------------------------------------------------------


# The sheet's §5 examples (helpers), plus two only the model can refuse: jokers that
# cannot beat a big-joker set, and cards that are no play at all (2s are not wild).
SECTION5_CANNOT = SECTION5_CANNOT + [("RRBBB", "R6666"), ("2K", "7")]


def section5_state(old, new, variant="ls"):
    """The emperor (seat 0) leads `old`; seat 1 holds `new` and must answer."""
    state = rigged([old + "K", new + "6", "B7", "7", "7"], emperor=0, guard=2,
                   variant=variant)
    play(state, 0, old)
    assert state.to_act == 1
    return state


class TestPlay:
    def test_the_emperor_leads_and_may_not_pass(self):
        state = rigged(DECLARE_HANDS, emperor=0, guard=2, phase="declare")
        declare_all(state, {})
        assert state.to_act == 0 and state.to_beat() is None
        assert not any(isinstance(a, Pass) for a in state.legal_actions())
        refused(state, Pass(0), "lead")

    @pytest.mark.parametrize("new, old", SECTION5_BEATS)
    def test_section5_beats(self, new, old):
        state = section5_state(old, new)
        offered = [a for a in state.legal_actions() if isinstance(a, Play)]
        ranks = tuple(sorted(rules.parse(new)))
        assert any(tuple(sorted(state.rank_of[c] for c in a.cards)) == ranks for a in offered)
        play(state, 1, new)
        assert state.last_play[0] == 1 and state.history[-1][0] == 1

    @pytest.mark.parametrize("new, old", SECTION5_CANNOT)
    def test_section5_cannot(self, new, old):
        state = section5_state(old, new)
        reason = rules.why_not(rules.parse(new), rules.parse(old)).reason
        refused(state, Play(1, cards_of(state, 1, new)), reason)
        ranks = tuple(sorted(rules.parse(new)))
        assert all(tuple(sorted(state.rank_of[c] for c in a.cards)) != ranks
                   for a in state.legal_actions() if isinstance(a, Play))

    def test_model_refusals(self):
        state = rigged(["79K", "8Q", "B7", "7", "7"], emperor=0, guard=2)
        refused(state, Play(0, ()), "choose")
        nine = cards_of(state, 0, "9")
        refused(state, Play(0, nine + nine), "choose")
        refused(state, Play(0, cards_of(state, 1, "8")), "not_yours")
        refused(state, Play(1, cards_of(state, 1, "8")), "turn")
        refused(state, Play(0, cards_of(state, 0, "79")), "mixed")
        play(state, 0, "7")
        refused(state, Play(1, cards_of(state, 0, "9")), "not_yours")
        refused(state, Ascend(1), "phase")

    def test_a_seat_that_passed_may_play_again_once_someone_beats(self):
        state = rigged(["67A", "8K", "B9Q", "TJ", "TJ"], emperor=0, guard=2)
        play(state, 0, "6")
        state.apply(Pass(1))
        play(state, 2, "9")
        state.apply(Pass(3))
        state.apply(Pass(4))
        state.apply(Pass(0))
        assert state.to_act == 1
        assert Play(1, cards_of(state, 1, "K")) in state.legal_actions()
        play(state, 1, "K")
        for seat in (2, 3, 4):
            state.apply(Pass(seat))
        events = state.apply(Pass(0))
        assert events[-1].kind == "new_round" and events[-1].seat == 1
        assert state.to_act == 1 and state.to_beat() is None

    def test_when_the_owner_has_gone_out_the_next_holder_leads(self):
        state = rigged(["6K", "8", "B99", "99", "99"], emperor=0, guard=2)
        play(state, 0, "6")
        events = play(state, 1, "8")
        assert "out" in kinds(events) and state.places == [1]
        for seat in (2, 3, 4):
            state.apply(Pass(seat))
        events = state.apply(Pass(0))
        assert events[-1].kind == "new_round" and events[-1].seat == 2
        assert state.to_act == 2 and state.to_beat() is None
        assert state.observation(3)["counts"][1] == 0

    def test_out_seats_are_skipped(self):
        state = rigged(["6A", "8", "B9", "TT", "JJ"], emperor=0, guard=2)
        play(state, 0, "6")
        play(state, 1, "8")
        assert state.to_act == 2
        play(state, 2, "9")
        play(state, 3, "T")
        play(state, 4, "J")
        play(state, 0, "A")  # emperor out second: not settled yet (guard still in)
        assert state.places == [1, 0] and state.to_act == 2

    def test_hold6_sixes_only_as_the_final_play_with_every_card(self):
        state = rigged(["667", "8", "B9", "9", "9"], emperor=0, guard=2,
                       variant="ls+hold6")
        plays = [a for a in state.legal_actions() if isinstance(a, Play)]
        assert plays and all(rules.SIX not in (state.rank_of[c] for c in a.cards)
                             for a in plays)
        refused(state, Play(0, cards_of(state, 0, "6")), "hold_six")
        refused(state, Play(0, cards_of(state, 0, "66")), "hold_six")
        play(state, 0, "7")
        for seat in (1, 2, 3, 4):
            state.apply(Pass(seat))
        assert state.to_act == 0
        assert [a.cards for a in state.legal_actions() if isinstance(a, Play)] == [
            cards_of(state, 0, "66")]
        events = play(state, 0, "66")
        assert "out" in kinds(events)

    def test_hold6_final_play_may_carry_jokers(self):
        state = rigged(["B667", "8", "B9", "9", "9"], emperor=0, guard=2,
                       variant="ls+hold6")
        refused(state, Play(0, cards_of(state, 0, "B66")), "hold_six")
        play(state, 0, "7")
        for seat in (1, 2, 3, 4):
            state.apply(Pass(seat))
        play(state, 0, "B66")
        assert state.places == [0]

    def test_without_hold6_a_six_may_be_played_any_time(self):
        state = rigged(["667", "8", "B9", "9", "9"], emperor=0, guard=2)
        play(state, 0, "6")
        assert state.last_play[0] == 0

    @pytest.mark.parametrize("old, new", [("R", "RR"), ("R", "BBB"), ("B", "BB"),
                                          ("RB", "RRBB"), ("B888", "RR9999")])
    def test_roasting_through_the_model(self, old, new):
        plain = section5_state(old, new)
        refused(plain, Play(1, cards_of(plain, 1, new)),
                rules.why_not(rules.parse(new), rules.parse(old)).reason)
        state = section5_state(old, new, "ls+roast")
        play(state, 1, new)
        assert state.last_play[0] == 1

    def test_roasting_still_refuses_a_weaker_group(self):
        state = section5_state("RR", "BBB", "ls+roast")  # 3 small beat only one big
        reason = rules.why_not(rules.parse("BBB"), rules.parse("RR"), True).reason
        refused(state, Play(1, cards_of(state, 1, "BBB")), reason)

    def test_playing_the_marked_small_joker_reveals_the_guard(self):
        state = rigged(["6K", "8", "B9", "99", "99"], emperor=0, guard=2)
        play(state, 0, "6")
        state.apply(Pass(1))
        events = state.apply(Play(2, (card(state, "BJ"),)))
        assert kinds(events) == ["play", "guard_revealed"]
        assert events[1].data == {"how": "card"} and state.guard_shown
        assert all(state.observation(v)["roles"][2] == "guard" for v in range(SEATS))

    def test_secret_solo_playing_the_guard_card_reveals_the_solo(self):
        state = rigged(["6BK", "8", "99", "99", "99"], emperor=0, solo="secret")
        play(state, 0, "6")
        for seat in (1, 2, 3, 4):
            state.apply(Pass(seat))
        events = state.apply(Play(0, (card(state, "BJ"),)))
        assert kinds(events) == ["play", "solo_revealed"]
        assert state.observation(3)["roles"][0] == "solo"


# --- §6-§7 end and scoring ------------------------------------------------------------


def places_for(emperor_place, guard_place, emperor=0, guard=1):
    farmers = iter(s for s in range(SEATS) if s not in (emperor, guard))
    order = []
    for p in range(1, 6):
        order.append(emperor if p == emperor_place else guard if p == guard_place
                     else next(farmers))
    return order


LS_TABLE = {  # {E, G} -> (emperor, guard, each farmer)
    frozenset({1, 2}): (6, 3, -3), frozenset({1, 3}): (4, 2, -2),
    frozenset({1, 4}): (2, 1, -1), frozenset({2, 3}): (2, 1, -1),
    frozenset({1, 5}): (0, 0, 0), frozenset({2, 4}): (0, 0, 0),
    frozenset({2, 5}): (-2, -1, 1), frozenset({3, 4}): (-2, -1, 1),
    frozenset({3, 5}): (-4, -2, 2), frozenset({4, 5}): (-6, -3, 3),
}


def split(deltas, emperor=0, guard=1):
    farmers = {deltas[s] for s in range(SEATS) if s not in (emperor, guard)}
    assert len(farmers) == 1
    return deltas[emperor], deltas[guard], farmers.pop()


class TestScoring:
    @pytest.mark.parametrize("e, g", [(e, g) for e in range(1, 6) for g in range(1, 6)
                                      if e != g])
    def test_every_ls_royal_row(self, e, g):
        state = rigged(["R6", "B7", "8", "9", "T"], emperor=0, guard=1)
        deltas = state.score(places_for(e, g))
        assert split(deltas) == LS_TABLE[frozenset({e, g})] and sum(deltas) == 0
        state.open_guard = True
        assert state.score(places_for(e, g)) == [2 * d for d in deltas]

    @pytest.mark.parametrize("e, g", [(e, g) for e in range(1, 6) for g in range(1, 6)
                                      if e != g])
    def test_every_weihai_row_is_twice_ls(self, e, g):
        state = rigged(["R6", "B7", "8", "9", "T"], emperor=0, guard=1, variant="ls+wh165")
        deltas = state.score(places_for(e, g))
        assert split(deltas) == tuple(2 * x for x in LS_TABLE[frozenset({e, g})])
        assert sum(deltas) == 0

    @pytest.mark.parametrize("variant, kind, table", [
        ("ls", "secret", {1: 12, 2: 0, 3: -12, 4: -12, 5: -12}),
        ("ls", "open", {1: 24, 2: -24, 3: -24, 4: -24, 5: -24}),
        ("ls+wh165", "secret", {1: 16, 2: 8, 3: 0, 4: -8, 5: -16}),
        ("ls+wh165", "open", {1: 32, 2: -32, 3: -32, 4: -32, 5: -32}),
    ])
    def test_solo_tables(self, variant, kind, table):
        state = rigged(["RB6", "7", "8", "9", "T"], emperor=0, solo=kind, variant=variant)
        for place, emperor in table.items():
            order = [1, 2, 3, 4]
            order.insert(place - 1, 0)
            deltas = state.score(order)
            assert deltas == [emperor] + [-emperor // 4] * 4 and sum(deltas) == 0

    def test_both_doublings_double_once(self):
        state = rigged(DECLARE_HANDS, emperor=0, guard=2, phase="declare")
        state.apply(Declare(1, "rebel"))
        state.apply(Declare(2, "open_guard"))
        state.apply(Declare(3, "rebel"))
        state.apply(Declare(4, "quiet"))
        assert state.score([1, 3, 4, 0, 2]) == [-12, 6, -6, 6, 6]
        assert state.score([0, 2, 1, 3, 4]) == [12, -6, 6, -6, -6]

    @pytest.mark.parametrize("order, out, deltas", [
        ([0, 1, 2, 3, 4], 2, [6, 3, -3, -3, -3]),  # royals 1+2: over when both are out
        ([1, 0, 2, 3, 4], 2, [6, 3, -3, -3, -3]),
        ([0, 2, 1, 3, 4], 3, [4, 2, -2, -2, -2]),
        ([2, 0, 1, 3, 4], 3, [2, 1, -1, -1, -1]),
        ([0, 2, 3, 1, 4], 4, [2, 1, -1, -1, -1]),
        ([0, 2, 3, 4, 1], 4, [0, 0, 0, 0, 0]),
        ([2, 0, 3, 1, 4], 4, [0, 0, 0, 0, 0]),
        ([2, 0, 3, 4, 1], 4, [-2, -1, 1, 1, 1]),
        ([2, 3, 0, 1, 4], 4, [-2, -1, 1, 1, 1]),
        ([2, 3, 0, 4, 1], 4, [-4, -2, 2, 2, 2]),
        ([2, 3, 4, 0, 1], 3, [-6, -3, 3, 3, 3]),  # royals 4+5: over after 3 farmers
        ([3, 4, 2, 1, 0], 3, [-6, -3, 3, 3, 3]),
    ])
    def test_played_endings(self, order, out, deltas):
        state = rigged(finishing_hands(order, 0), emperor=0, guard=1)
        events = finish_in_order(state, order)
        assert state.is_terminal() and state.to_act is None
        assert state.places == order[:out] and state.returns() == deltas
        assert state.result["deltas"] == deltas and sum(deltas) == 0
        over = events[-1]
        assert over.kind == "hand_over" and over.data == state.result
        assert over.seat == order[0]
        outs = [e for e in events if e.kind == "out"]
        assert [e.seat for e in outs] == order[:out]
        assert [e.data["place"] for e in outs] == list(range(1, out + 1))
        assert [rules.place_name(i + 1, "ls") for i in range(out)] == [
            rules.PLACE_NAMES["ls"][p] for p in range(1, out + 1)]
        assert conserved(state)
        for v in range(SEATS):
            obs = state.observation(v)
            assert obs["result"] == state.result and obs["hands"] is not None
            assert obs["roles"][1] == "guard"

    def test_played_open_guard_doubles(self):
        order = [0, 2, 1, 3, 4]
        state = rigged(finishing_hands(order, 0), emperor=0, guard=1, open_guard=True)
        finish_in_order(state, order)
        assert state.returns() == [8, 4, -4, -4, -4] and state.result["open_guard"]

    def test_played_successful_rebellion_doubles(self):
        order = [2, 3, 4, 0, 1]
        state = rigged(finishing_hands(order, 0), emperor=0, guard=1,
                       declared=[[1, "quiet"], [2, "rebel"], [3, "rebel"], [4, "quiet"]],
                       guard_shown=True)
        finish_in_order(state, order)
        assert state.returns() == [-12, -6, 6, 6, 6]
        assert state.result["rebellion"] and state.result["rebellion_success"]
        assert state.result["rebels"] == [2, 3]

    def test_played_failed_rebellion_does_not_double(self):
        order = [0, 1, 2, 3, 4]
        state = rigged(finishing_hands(order, 0), emperor=0, guard=1,
                       declared=[[2, "rebel"], [3, "rebel"]], guard_shown=True)
        finish_in_order(state, order)
        assert state.returns() == [6, 3, -3, -3, -3]
        assert state.result["rebellion"] and not state.result["rebellion_success"]

    @pytest.mark.parametrize("order, out, emperor", [
        ([0, 1, 2, 3, 4], 1, 12),
        ([1, 0, 2, 3, 4], 2, 0),
        ([1, 2, 0, 3, 4], 2, -12),  # 3rd, 4th and 5th all score -12: over at two out
        ([3, 4, 2, 1, 0], 2, -12),
    ])
    def test_played_secret_solo_once_shown(self, order, out, emperor):
        # his guard card lies on the table, played: the solo is public, so the hand
        # ends as soon as his score is (tests/baohuang/test_playout.py: while it is
        # hidden, the hand goes on as one with a hidden guard would)
        state = rigged(finishing_hands(order, 0), emperor=0, solo="secret")
        assert state.guard_shown
        finish_in_order(state, order)
        assert state.places == order[:out]
        assert state.returns() == [emperor] + [-emperor // 4] * 4
        assert state.result["solo"] == "secret" and state.result["guard"] is None

    @pytest.mark.parametrize("order, emperor", [([0, 1, 2, 3, 4], 24), ([3, 0, 1, 2, 4], -24),
                                                 ([1, 2, 3, 4, 0], -24)])
    def test_played_open_solo_ends_at_the_first_finisher(self, order, emperor):
        state = rigged(finishing_hands(order, 0), emperor=0, solo="open")
        finish_in_order(state, order)
        assert state.places == order[:1]
        assert state.returns() == [emperor] + [-emperor // 4] * 4

    def test_played_weihai_ending(self):
        order = [0, 2, 1, 3, 4]
        state = rigged(finishing_hands(order, 0), emperor=0, guard=1, variant="ls+wh165")
        finish_in_order(state, order)
        assert state.returns() == [8, 4, -4, -4, -4] and state.result["scoring"] == "wh"

    def test_the_game_is_over_for_every_action(self):
        order = [0, 1, 2, 3, 4]
        state = rigged(finishing_hands(order, 0), emperor=0, guard=1)
        finish_in_order(state, order)
        assert state.legal_actions() == [] and state.legal_actions(2) == []
        refused(state, Pass(2), "over")


# --- saving ---------------------------------------------------------------------------


def test_save_holds_seed_and_actions_only_and_replays_equal():
    state = BhState.new(31, "ls+hold6")
    import random
    pick = random.Random(3)
    while not state.is_terminal():
        state.apply(pick.choice(state.legal_actions()))
        data = json.loads(json.dumps(state.to_json()))
        assert set(data) == {"game", "seed", "variant", "first", "actions"}
        assert BhState.from_json(data) == state


def test_a_saved_first_seat_that_is_no_seat_is_refused():
    """Seat 7 deals as seat 2 does (seat + i, modulo 5), so the replay alone would take
    it and the hand would go on with an impossible first seat."""
    data = BhState.new(31, "classic").to_json()
    real = data["first"]
    assert BhState.from_json(data).first == real
    for first in (real + SEATS, real + 2 * SEATS, -1, SEATS, True, float(real), None, "2"):
        with pytest.raises(SaveError, match="first seat"):
            BhState.from_json({**data, "first": first})
    with pytest.raises(SaveError, match="first seat"):
        BhState.from_json({k: v for k, v in data.items() if k != "first"})
