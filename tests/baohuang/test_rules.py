"""Rules sheet §1 deck, §5 plays and comparison (every example), §9 roasting and 憋6,
§7 LS and §8 Weihai scoring, §10 BR tribute. Notation: B small joker, R big joker."""

from collections import Counter
from itertools import product

import pytest

from game.games.baohuang.rules import (
    BIG,
    EMPEROR_CARD,
    GUARD_CARD,
    PLACE_NAMES,
    SMALL,
    Roles,
    Shape,
    baohuang_pack,
    beats,
    br_tribute,
    card_rank,
    classify,
    doubled,
    hand_decided,
    hand_scores,
    hold_six_ok,
    is_emperor_card,
    is_guard_card,
    legal_plays,
    ls_score,
    parse,
    place_name,
    possible_roles,
    solo_score,
    wh_doubled,
    wh_score,
    wh_solo_score,
    why_not,
)
from tests.baohuang.helpers import SECTION5_BEATS, SECTION5_CANNOT


def counts(text):
    return dict(Counter(parse(text)))


# --- §1 deck ------------------------------------------------------------------------------


def test_default_deck_is_168_cards_sixteen_of_each_rank():
    pack = baohuang_pack()
    assert len(pack) == 168 and pack.ids == tuple(range(168))
    assert all(card.id == i for i, card in enumerate(pack.cards))
    by_rank = Counter(card_rank(c) for c in pack.cards)
    assert by_rank == {**{r: 16 for r in range(6, 16)}, SMALL: 4, BIG: 4}
    assert len(set(pack.codes(pack.ids))) == 168


def test_weihai_deck_drops_three_sixes():
    pack = baohuang_pack("wh165")
    assert len(pack) == 165 and pack.ids == tuple(range(165))
    assert Counter(card_rank(c) for c in pack.cards)[6] == 13


def test_marked_cards_are_one_big_and_one_small_joker():
    pack = baohuang_pack()
    emperor, guard = (pack[i] for i in pack.from_codes([EMPEROR_CARD, GUARD_CARD]))
    assert card_rank(emperor) == BIG and card_rank(guard) == SMALL
    assert is_emperor_card(EMPEROR_CARD) and not is_emperor_card("RJ~1")
    assert is_guard_card(GUARD_CARD) and not is_guard_card("BJ~2")
    assert not is_emperor_card(GUARD_CARD)


def test_rank_order_big_small_two_ace_down_to_six():
    assert parse("RB2AKQJT9876") == [17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6]


# --- §5 plays -------------------------------------------------------------------------------


@pytest.mark.parametrize("cards, shape", [
    ("6", Shape("set", 6, 1, 0, 0)),
    ("77", Shape("set", 7, 2, 0, 0)),
    ("888", Shape("set", 8, 3, 0, 0)),
    ("9999", Shape("set", 9, 4, 0, 0)),
    ("R77", Shape("set", 7, 2, 1, 0)),
    ("B888", Shape("set", 8, 3, 0, 1)),
    ("RB9999", Shape("set", 9, 4, 1, 1)),
    ("RB22", Shape("set", 15, 2, 1, 1)),  # a set of 2s may carry jokers
    ("A" * 16, Shape("set", 14, 16, 0, 0)),
    ("R", Shape("jokers", None, 0, 1, 0)),
    ("RRBBB", Shape("jokers", None, 0, 2, 3)),
])
def test_sets_and_joker_plays_are_recognised(cards, shape):
    assert classify(parse(cards)) == shape
    assert classify(parse(cards)).size == len(cards)
    assert why_not(parse(cards)) is None


@pytest.mark.parametrize("cards, reason", [
    ("", "empty"),
    ("78", "mixed"),
    ("6789T", "mixed"),  # no sequences
    ("R7788", "mixed"),
    ("2K", "two_attached"),  # 2s are not wild
    ("22KKR", "two_attached"),
    ("A" * 17, "too_many"),
])
def test_invalid_selections_say_why(cards, reason):
    assert classify(parse(cards)) is None
    refusal = why_not(parse(cards))
    assert refusal.reason == reason and str(refusal)


def test_cards_outside_the_deck_are_refused():
    assert classify([5, 5]) is None
    assert why_not([4]).reason == "bad_rank"


# §5 examples (tests/baohuang/helpers.py), and five big jokers on a big-joker set.
SECTION5_CANNOT = SECTION5_CANNOT + [("RRRRR", "R6666")]


@pytest.mark.parametrize("new, old", SECTION5_BEATS)
def test_section5_beats(new, old):
    assert beats(parse(new), parse(old))
    assert not beats(parse(old), parse(new))
    assert why_not(parse(new), parse(old)) is None


@pytest.mark.parametrize("new, old", SECTION5_CANNOT)
def test_section5_cannot(new, old):
    assert not beats(parse(new), parse(old))
    assert why_not(parse(new), parse(old)) is not None


def test_refusals_name_the_problem_when_following():
    assert why_not(parse("RRRRR"), parse("R6666")).reason == "big_joker"
    refusal = why_not(parse("888"), parse("7777"))
    assert refusal.reason == "count" and refusal.params == {"count": 4}
    assert why_not(parse("9999"), parse("B888")).reason == "low"


def test_a_big_joker_play_is_never_beaten_without_roasting():
    hand = counts("RRRRBBBB" + "2" * 16)
    for old in ("R", "R6", "RB", "R6666"):
        assert legal_plays(hand, parse(old)) == []


# --- §9 roasting ---------------------------------------------------------------------------

ROAST_BEATS = [
    ("R", "B"),  # 1 big > 1 small
    ("RR", "R"),  # 2 big > 1 big
    ("BB", "B"),  # 2 small > 1 small
    ("BBB", "R"),  # 3 small > 1 big
    ("RRBB", "RB"),
    ("RRBBB", "RR"),
    ("RRR", "RB"),
    ("RBB", "BB"),
    ("RBBB", "RB"),
    ("RRRBB", "RBB"),
    ("RR8888", "R7777"),
    ("RRRB88", "RB777"),
    # clarifications: groups may carry extra jokers, so beating is transitive
    ("RR", "B"),
    ("RRR", "R"),
    ("BBB", "B"),
    ("R777", "B"),  # leftover plain cards join a group too
]
ROAST_CANNOT = [
    ("B", "R"),
    ("BB", "R"),  # two small beat only a small
    ("R", "R"),  # equal does not beat
    ("RB", "RR"),
    ("RR", "RB"),  # each old card needs its own group
    ("8888", "B777"),  # the small joker needs a big one or two small
    ("9999", "B888"),
    ("RR8888", "RB7777"),
    ("RR7777", "R7777"),  # equal plain cards still do not beat
    ("RRRR", "R6666"),  # not enough cards for the 6s
]


@pytest.mark.parametrize("new, old", ROAST_BEATS)
def test_roasting_beats(new, old):
    assert beats(parse(new), parse(old), roasting=True)
    assert not beats(parse(old), parse(new), roasting=True)
    assert why_not(parse(new), parse(old), roasting=True) is None


@pytest.mark.parametrize("new, old", ROAST_CANNOT)
def test_roasting_cannot(new, old):
    assert not beats(parse(new), parse(old), roasting=True)
    assert why_not(parse(new), parse(old), roasting=True).reason == "low"


def _plays_up_to(size):
    hand = counts("RRRRBBBB8888" + "7777")
    return [p for p in legal_plays(hand, None) if len(p) <= size]


def _roast_by_brute_force(new, old):
    """The sheet's form, literally: give every new card to one old card's group (or
    leave it over); each group must hold a single higher card or a listed joker core."""
    cores = {BIG: [(BIG, BIG), (SMALL, SMALL, SMALL)], SMALL: [(SMALL, SMALL)]}

    def has_core(card, group):
        have = Counter(group)
        return any(r > card for r in group) or any(
            all(have[r] >= n for r, n in Counter(core).items()) for core in cores.get(card, ()))

    for owners in product(range(len(old) + 1), repeat=len(new)):
        groups = [[n for n, o in zip(new, owners, strict=True) if o == i]
                  for i in range(len(old))]
        if all(has_core(card, group) for card, group in zip(old, groups, strict=True)):
            return True
    return False


def test_roasting_matches_a_brute_force_partition_and_extends_the_plain_rule():
    olds = [p for p in _plays_up_to(3) if BIG in p or SMALL in p]
    for new in _plays_up_to(4):
        for old in olds:
            roast = beats(list(new), list(old), roasting=True)
            assert roast == _roast_by_brute_force(new, old), (new, old)
            if beats(list(new), list(old)):
                assert roast


def test_roasting_off_keeps_the_plain_rule_for_the_roast_examples():
    assert not beats(parse("RR"), parse("R"))
    assert not beats(parse("RR8888"), parse("R7777"))
    assert beats(parse("RR"), parse("BB"))  # same count: plain rule still applies


def test_roasting_without_a_joker_in_the_old_play_is_the_plain_rule():
    assert not beats(parse("RR8888"), parse("7777"), roasting=True)
    assert not beats(parse("R"), parse("22"), roasting=True)
    assert beats(parse("8888"), parse("7777"), roasting=True)


def test_every_section5_example_holds_with_roasting_on():
    for new, old in SECTION5_BEATS:
        assert beats(parse(new), parse(old), roasting=True)
    for new, old in SECTION5_CANNOT[:2]:
        assert not beats(parse(new), parse(old), roasting=True)


# --- legal plays and 憋6 -------------------------------------------------------------------


def test_leading_lists_every_distinct_play():
    plays = legal_plays(counts("RB77"), None)
    assert sorted(plays) == sorted([
        (16,), (17,), (16, 17),
        (7,), (7, 16), (7, 17), (7, 16, 17),
        (7, 7), (7, 7, 16), (7, 7, 17), (7, 7, 16, 17),
    ])
    assert len(set(plays)) == len(plays)


def test_following_keeps_only_plays_that_beat():
    hand = counts("RB9977")
    assert sorted(legal_plays(hand, parse("88"))) == [(9, 9), (9, 16), (9, 17), (16, 17)]
    assert sorted(legal_plays(hand, parse("B8"))) == [(9, 17), (16, 17)]


def test_following_with_roasting_allows_more_cards():
    hand = counts("RRB88")
    plays = legal_plays(hand, parse("R"), roasting=True)
    assert (17, 17) in plays and (8, 17, 17) in plays and (8, 8, 16, 17, 17) in plays
    assert all(beats(p, [BIG], roasting=True) for p in plays)
    assert (17,) not in plays and (16,) not in plays


def test_34_card_hand_with_eight_jokers_enumerates_each_play_once(monkeypatch):
    """The largest hand lists its plays by rank counts, never by subsets of its 34
    cards: every distinct play is built once and judged against the table once, so
    the work is a few hundred plays, not 2**34 subsets. (Counted, not timed: no bench
    times this enumeration alone; `python -m game.bench bh-ai-time` times decisions.)"""
    from game.games.baohuang import rules

    hand = counts("RRRRBBBB" + "666777888999TTTJJJQQQKKKA2")
    assert sum(hand.values()) == 34
    jokers = (4 + 1) * (4 + 1)  # 0-4 small and 0-4 big jokers join any set
    sets = 8 * 3 + 1 + 1  # 1-3 of each of eight tripled ranks, one ace, one two
    lead = legal_plays(hand, None, hold_six=True)
    assert len(lead) == len(set(lead)) == (jokers - 1) + (sets - 3) * jokers  # no 6s
    assert all(6 not in p for p in lead)
    judged = []
    real_beats = rules.beats

    def counted_beats(new, old, roasting=False):
        judged.append(tuple(new))
        return real_beats(new, old, roasting)

    monkeypatch.setattr(rules, "beats", counted_beats)
    roast = legal_plays(hand, parse("RB99"), roasting=True)
    assert roast and all(real_beats(p, parse("RB99"), roasting=True) for p in roast)
    assert len(judged) == len(set(judged)) == (jokers - 1) + sets * jokers


def test_hold_six_only_as_the_final_play():
    hand = counts("RB6678")
    assert hold_six_ok(hand, parse("7")) and hold_six_ok(hand, parse("R"))
    assert not hold_six_ok(hand, parse("66"))
    assert not hold_six_ok(hand, parse("R66"))
    last = counts("RB66")
    assert hold_six_ok(last, parse("RB66"))
    assert not hold_six_ok(last, parse("66"))
    assert legal_plays(last, None, hold_six=True) == [(16,), (17,), (16, 17), (6, 6, 16, 17)]
    assert legal_plays(counts("66"), parse("7"), hold_six=True) == []


# --- §2, §8 place names ---------------------------------------------------------------------


def test_place_names():
    assert [place_name(p, "ls") for p in range(1, 6)] == ["头客", "二客", "三客", "二拉", "大拉"]
    assert [place_name(p, "wh") for p in range(1, 6)] == ["头科", "二科", "三科", "二落", "大落"]
    assert [place_name(p) for p in range(1, 6)] == ["First", "Second", "Third", "Fourth", "Last"]
    assert set(PLACE_NAMES) == {"ls", "wh", "en"}


# --- §7 LS scoring ---------------------------------------------------------------------------

LS_TABLE = {  # the sheet's table, by unordered royal places
    (1, 2): (6, 3, -3), (1, 3): (4, 2, -2), (1, 4): (2, 1, -1), (2, 3): (2, 1, -1),
    (1, 5): (0, 0, 0), (2, 4): (0, 0, 0), (2, 5): (-2, -1, 1), (3, 4): (-2, -1, 1),
    (3, 5): (-4, -2, 2), (4, 5): (-6, -3, 3),
}


@pytest.mark.parametrize("places, score", LS_TABLE.items())
def test_ls_table(places, score):
    e, g = places
    assert ls_score(e, g) == score and ls_score(g, e) == score
    emperor, guard, farmer = score
    assert emperor + guard + 3 * farmer == 0  # zero-sum


def test_ls_table_covers_every_pair_and_rejects_bad_places():
    assert len(LS_TABLE) == 10
    for bad in ((1, 1), (0, 2), (3, 6)):
        with pytest.raises(ValueError):
            ls_score(*bad)


@pytest.mark.parametrize("kind, place, score", [
    ("open", 1, (24, -6)), ("open", 2, (-24, 6)), ("open", 5, (-24, 6)),
    ("secret", 1, (12, -3)), ("secret", 2, (0, 0)), ("secret", 3, (-12, 3)),
    ("secret", 4, (-12, 3)), ("secret", 5, (-12, 3)),  # [P] rows
])
def test_solo_scores(kind, place, score):
    assert solo_score(kind, place) == score
    assert score[0] + 4 * score[1] == 0


def test_doubling_once_for_open_guard_or_rebellion():
    assert doubled((6, 3, -3), False, False) == (6, 3, -3)
    assert doubled((6, 3, -3), True, False) == (12, 6, -6)
    assert doubled((-2, -1, 1), False, True) == (-4, -2, 2)
    assert doubled((6, 3, -3), True, True) == (12, 6, -6)  # [P] x2 once


# --- §8 Weihai scoring -----------------------------------------------------------------------


def test_weihai_royal_scores_are_twice_the_ls_table():
    for (e, g), score in LS_TABLE.items():
        assert wh_score(e, g) == wh_score(g, e) == tuple(2 * s for s in score)
    assert wh_score(1, 2) == (12, 6, -6)  # S = 4 + 2


@pytest.mark.parametrize("kind, place, score", [
    ("declared", 1, (32, -8)), ("declared", 3, (-32, 8)),
    ("open", 1, (32, -8)), ("open", 2, (-32, 8)),
    ("secret", 1, (16, -4)), ("secret", 2, (8, -2)), ("secret", 3, (0, 0)),
    ("secret", 4, (-8, 2)), ("secret", 5, (-16, 4)),
])
def test_weihai_solo_scores(kind, place, score):
    assert wh_solo_score(kind, place) == score


def test_weihai_kick_doubles_again():
    assert wh_doubled((32, -8), False, False, kick_success=True) == (64, -16)
    assert wh_doubled((12, 6, -6), True, False, kick_success=True) == (48, 24, -24)
    assert wh_doubled((12, 6, -6), True, True, kick_success=False) == (24, 12, -12)
    assert wh_doubled((12, 6, -6), False, False, kick_success=False) == (12, 6, -6)


# --- §6 the end of the hand, by what the table knows (§11) ---------------------------------

GUARD_1 = Roles(emperor=0, guard=1, solo=None)
SECRET = Roles(emperor=0, guard=None, solo="secret")
OPEN = Roles(emperor=0, guard=None, solo="open")


def test_hand_scores_by_role():
    assert hand_scores([0, 1, 2, 3, 4], GUARD_1) == [6, 3, -3, -3, -3]
    assert hand_scores([2, 1, 0, 3, 4], GUARD_1, "wh") == [4, 2, -2, -2, -2]
    assert hand_scores([1, 2, 0, 3, 4], SECRET) == [-12, 3, 3, 3, 3]
    assert hand_scores([1, 0, 2, 3, 4], SECRET, "wh") == [8, -2, -2, -2, -2]
    assert hand_scores([0, 1, 2, 3, 4], GUARD_1, open_guard=True) == [12, 6, -6, -6, -6]
    # rebellion: doubled only when the rebels' side wins
    assert hand_scores([2, 3, 4, 0, 1], GUARD_1, rebels=[2, 3]) == [-12, -6, 6, 6, 6]
    assert hand_scores([0, 1, 2, 3, 4], GUARD_1, rebels=[2, 3]) == [6, 3, -3, -3, -3]


def test_possible_roles_once_shown_are_the_roles_themselves():
    assert possible_roles(0, GUARD_1, [], [], 5) == [GUARD_1]
    assert possible_roles(0, OPEN, [], [3], 5) == [OPEN]


def test_possible_roles_while_hidden():
    # any seat but the emperor, a rebel or one gone out; or a secret solo
    assert possible_roles(0, None, [], [], 5) == [
        Roles(0, s, None) for s in (1, 2, 3, 4)] + [SECRET]
    assert possible_roles(2, None, [4], [0], 5) == [
        Roles(2, 1, None), Roles(2, 3, None), SECRET._replace(emperor=2)]


@pytest.mark.parametrize("places, assignments, scoring, decided", [
    ([3], [OPEN], "ls", True),  # §6: an open solo ends at the first finisher
    ([], [OPEN], "ls", False),
    ([0], [SECRET], "ls", True),  # secret solo 1st: +12 whatever follows
    ([1, 2], [SECRET], "ls", True),  # §7 [P]: once two others are out, -12
    ([1, 2], [SECRET], "wh", False),  # Weihai: 3rd 0, 4th -8, 5th -16
    ([0, 1], [GUARD_1], "ls", True),  # royals 1 + 2
    ([2, 3, 4], [GUARD_1], "ls", True),  # royals 4 + 5
    ([0, 2], [GUARD_1], "ls", False),  # 1 + 3, 1 + 4 or 1 + 5
    # while hidden, every assignment the table allows must be decided
    ([1, 2], possible_roles(0, None, [], [1, 2], 5), "ls", False),
    ([2, 3, 4], possible_roles(0, None, [], [2, 3, 4], 5), "ls", True),
    ([2, 3, 4], possible_roles(0, None, [], [2, 3, 4], 5), "wh", False),
    ([0], possible_roles(0, None, [], [0], 5), "ls", False),
])
def test_hand_decided(places, assignments, scoring, decided):
    assert hand_decided(places, assignments, 5, scoring) == decided


# --- §10 BR tribute ---------------------------------------------------------------------------


@pytest.mark.parametrize("places, row", [
    ((1, 2), (4, 2, -2)), ((1, 3), (2, 1, -1)), ((4, 1), (2, 1, -1)), ((2, 3), (2, 1, -1)),
    ((1, 5), (0, 0, 0)), ((2, 4), (0, 0, 0)),
    ((2, 5), (-2, -1, 1)), ((5, 3), (-2, -1, 1)), ((3, 4), (-2, -1, 1)),
    ((4, 5), (-4, -2, 2)),
])
def test_br_tribute_with_a_guard(places, row):
    assert br_tribute(*places) == row
    emperor, guard, farmer = row
    assert emperor + guard + 3 * farmer == 0  # tribute changes hands, none is lost


def test_br_tribute_is_symmetric_and_covers_every_pair():
    for e in range(1, 6):
        for g in range(1, 6):
            if e != g:
                assert br_tribute(6 - e, 6 - g) == tuple(-x for x in br_tribute(e, g))


@pytest.mark.parametrize("place, row", [
    (1, (8, -2)), (2, (4, -1)), (3, (0, 0)), (4, (-4, 1)), (5, (-8, 2)),
])
def test_br_tribute_emperor_alone(place, row):
    assert br_tribute(place) == row
    assert row[0] + 4 * row[1] == 0
