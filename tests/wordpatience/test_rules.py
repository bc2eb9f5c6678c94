"""The solitaire's rules (rules sheet §2.4, S1-S9): the deal, each move and its refusals,
turning up, the stock and redeals per mode, foundation to column, the win, stuck,
scoring."""

import pytest

from game.core.protocol import IllegalAction
from game.games.wordpatience.actions import (
    ColumnToFoundation,
    FoundationToColumn,
    MoveRun,
    TurnStock,
    WasteToColumn,
    WasteToFoundation,
)
from game.games.wordpatience.deck import CODES, PACK, WORDS, fits_on, headword
from game.games.wordpatience.model import IDLE_LIMIT, PatienceState, deal_order
from game.games.wordpatience.variants import accepts_variant, options_of, variant_name
from tests.wordpatience.helpers import ids, position


def refused(s, action, reason):
    before = s.observation(0), s.key(), len(s.log.actions)
    with pytest.raises(IllegalAction) as e:
        s.apply(action)
    assert e.value.reason == reason
    assert (s.observation(0), s.key(), len(s.log.actions)) == before


def test_the_deck_is_the_52_headword_cards():
    assert len(PACK) == 52 and len(set(CODES)) == 52 and len(set(WORDS)) == 52
    assert headword(ids("AS")[0]) == "apple" and headword(ids("KD")[0]) == "yak"
    assert headword(ids("TH")[0]) == "dog" and headword(ids("QC")[0]) == "net"
    assert fits_on(*ids("5H", "6S")) and not fits_on(*ids("5H", "6D"))
    assert not fits_on(*ids("5H", "7S"))


def test_variants():
    assert variant_name() == "normal" and options_of("normal").passes == 3
    assert options_of("learner").unlimited
    assert accepts_variant("learner") and not accepts_variant("easy")
    assert not accepts_variant(3)
    with pytest.raises(ValueError):
        PatienceState(0, "easy")


@pytest.mark.parametrize("seed", range(5))
def test_the_deal_columns_of_one_to_eight_only_tops_face_up_sixteen_in_the_stock(seed):
    s = PatienceState(seed)
    assert [len(d) + len(u) for d, u in zip(s.down, s.up, strict=True)] == list(range(1, 9))
    assert all(len(u) == 1 for u in s.up) and [len(d) for d in s.down] == list(range(8))
    assert len(s.stock) == 16 and s.waste == [] and s.found == [0, 0, 0, 0]
    zones = s.card_zones()
    assert sorted(c for z in zones.values() for c in z) == list(range(52))
    assert PatienceState(seed).card_zones() == zones  # the seed fixes the deal
    assert PatienceState(seed + 100).card_zones() != zones
    obs = s.observation(0)
    assert [c["down"] for c in obs["columns"]] == list(range(8))
    assert obs["stock"] == 16 and obs["score"] == 0 and not obs["won"]
    deal = s.opening_events()[0]
    assert deal.kind == "deal" and deal.data["stock"] == 16


def test_a_constructed_deal_lays_out_as_given():
    order = list(range(52))
    s = PatienceState(0, "normal", order)
    cols = [s.down[c] + s.up[c] for c in range(8)]
    assert deal_order(cols, list(reversed(s.stock))) == order
    again = PatienceState.from_layout(cols, list(reversed(s.stock)))
    assert again.card_zones() == s.card_zones()


def test_a_run_moves_as_a_unit_onto_the_other_colour_one_rank_higher():
    s = position(up={0: ["8S", "7H", "6C"], 1: ["9D"], 2: ["7D"]}, down={0: ["2C"]})
    assert MoveRun(0, 0, 3, 1) in s.legal_actions()
    assert MoveRun(0, 0, 1, 2) in s.legal_actions()
    s.apply(MoveRun(0, 0, 3, 1))
    assert s.up[1] == ids("9D", "8S", "7H", "6C")
    assert s.up[0] == ids("2C") and s.down[0] == [] and s.turned == 1


def test_refusals():
    s = position(up={0: ["8S", "7H"], 1: ["9S"], 2: ["6C"], 4: ["5D"]},
                 down={0: ["2C"], 2: ["3C"], 4: ["4D"]}, waste=["4H"])
    refused(s, MoveRun(0, 0, 2, 1), "wrong_colour")       # 8S on 9S
    refused(s, MoveRun(0, 2, 1, 1), "wrong_rank")          # 6C on 9S
    refused(s, MoveRun(0, 4, 1, 3), "empty_needs_king")    # 5D to an empty column
    refused(s, WasteToColumn(0, 3), "empty_needs_king")
    refused(s, MoveRun(0, 0, 3, 3), "face_down")           # the face-down 2C too
    refused(s, MoveRun(0, 0, 4, 3), "no_run")
    refused(s, MoveRun(0, 0, 1, 0), "same_column")
    refused(s, MoveRun(0, 0, 1, 8), "no_column")
    refused(s, ColumnToFoundation(0, 2), "foundation_order")   # 6C on an empty foundation
    refused(s, WasteToFoundation(0), "foundation_order")
    refused(s, ColumnToFoundation(0, 3), "empty_column")
    refused(s, FoundationToColumn(0, "S", 1), "foundation_empty")
    refused(s, FoundationToColumn(0, "X", 1), "no_foundation")
    refused(s, WasteToColumn(0, 1), "wrong_rank")         # 4H on 9S
    assert all(s._allowed(a) for a in s.legal_actions())


def test_a_king_and_a_run_led_by_a_king_go_to_an_empty_column():
    s = position(up={0: ["KH", "QS"], 1: ["QD"]}, down={0: ["2C"]}, waste=["KC"])
    assert MoveRun(0, 0, 2, 2) in s.legal_actions()
    assert WasteToColumn(0, 5) in s.legal_actions()
    s.apply(WasteToColumn(0, 5))
    s.apply(MoveRun(0, 1, 1, 5))
    assert s.up[5] == ids("KC", "QD")


def test_foundations_take_a_to_k_in_order():
    s = position(up={0: ["2S"], 1: ["AS"]}, down={1: ["3S"]})
    refused(s, ColumnToFoundation(0, 0), "foundation_order")
    events = s.apply(ColumnToFoundation(0, 1))
    assert [e.kind for e in events] == ["moved", "turned_up"]
    assert events[1].data == {"column": 1, "card": "3S", "word": "arm", "score": 15}
    s.apply(ColumnToFoundation(0, 0))
    s.apply(ColumnToFoundation(0, 1))
    assert s.found == [3, 0, 0, 0] and s.score == 35
    assert s.observation(0)["foundations"]["S"] == ["AS", "2S", "3S"]


def test_a_freed_face_down_card_turns_up_by_itself():
    s = PatienceState(3)
    move = next((a for a in s.legal_actions() if isinstance(a, MoveRun)
                 and s.down[a.src]), None)
    if move is None:
        pytest.skip("no opening move in this deal")
    hidden = s.down[move.src][-1]
    events = s.apply(move)
    assert events[-1].kind == "turned_up" and events[-1].data["card"] == CODES[hidden]
    assert s.up[move.src] == [hidden] and s.score == 5


def test_the_stock_turns_one_card_and_normal_mode_has_three_passes():
    s = position(up={0: ["KS"]}, stock=["3D", "9H"])
    s.apply(TurnStock(0))
    assert s.waste == ids("3D") and s.stock == ids("9H")
    s.apply(TurnStock(0))
    assert s.stock == []
    ev = s.apply(TurnStock(0))  # redeal: pass 2
    assert ev[0].kind == "redeal" and s.passes == 2 and s.redeals_left == 1
    assert s.stock == list(reversed(ids("3D", "9H"))) and s.waste == []
    s.apply(TurnStock(0))
    assert s.waste == ids("3D")  # the same order again
    s.apply(TurnStock(0))
    s.apply(TurnStock(0))  # pass 3
    s.apply(TurnStock(0))
    s.apply(TurnStock(0))
    refused(s, TurnStock(0), "no_redeals")
    assert s.redeals_left == 0


def test_learner_mode_redeals_without_limit_while_something_changes():
    s = position(up={0: ["2S", "AS"], 1: ["4S", "3S"], 2: ["6S", "5S"]}, stock=["3D"],
                 variant="learner")
    for c in range(3):
        s.apply(TurnStock(0))
        s.apply(ColumnToFoundation(0, c))
        s.apply(TurnStock(0))  # redeal
        s.apply(ColumnToFoundation(0, c))
    assert s.passes == 4 and s.redeals_left is None
    assert s.observation(0)["redeals_left"] is None


def test_an_empty_stock_and_waste_cannot_turn():
    s = position(up={0: ["KS"], 1: ["5H"]})
    refused(s, TurnStock(0), "nothing_to_turn")


def test_a_foundation_card_comes_back_onto_a_column():
    s = position(up={0: ["4C"]}, found=(3, 0, 0, 0))
    assert FoundationToColumn(0, "S", 0) not in s.legal_actions()  # 3S on 4C: both black
    s = position(up={0: ["4H"]}, found=(3, 0, 0, 0))
    s.apply(FoundationToColumn(0, "S", 0))
    assert s.found == [2, 0, 0, 0] and s.up[0] == ids("4H", "3S") and s.score == 20


def test_no_position_twice():
    s = position(up={0: ["5H"], 1: ["6C"], 2: ["6S"]}, stock=["9D"])
    s.apply(MoveRun(0, 0, 1, 1))
    refused(s, MoveRun(0, 1, 1, 0), "empty_needs_king")
    s.apply(MoveRun(0, 1, 1, 2))
    refused(s, MoveRun(0, 2, 1, 1), "repeats_position")


def test_the_win():
    s = position(up={0: ["KS"]}, found=(12, 13, 13, 13))
    assert not s.is_terminal() and s.returns() == [0]
    events = s.apply(ColumnToFoundation(0, 0))
    assert events[-1].kind == "won" and events[-1].data["score"] == 520
    assert s.won and s.is_terminal() and s.returns() == [1] and s.to_act is None
    assert s.legal_actions() == [] and s.observation(0)["won"]
    refused(s, TurnStock(0), "game_over")


def test_stuck_is_the_end_when_no_move_is_left():
    s = position(up={0: ["5S"], 1: ["5C"]}, waste=["3D"], passes=3)
    assert s.stuck and s.is_terminal() and s.returns() == [0] and s.to_act is None
    assert s.observation(0)["stuck"] and not s.observation(0)["won"]
    refused(s, TurnStock(0), "game_over")
    s = position(up={0: ["5S"], 1: ["5C"]}, stock=["3D"], passes=3)
    events = s.apply(TurnStock(0))
    assert events[-1].kind == "stuck" and s.is_terminal()
    learner = position(up={0: ["5S"], 1: ["5C"]}, waste=["3D"], passes=3, variant="learner")
    assert not learner.is_terminal()  # a redeal is left in learner mode...
    learner.apply(TurnStock(0))
    assert learner.is_terminal()  # ... but turning the 3D again repeats a position


def test_going_round_in_circles_ends_the_game():
    s = position(up={0: ["5H"], 1: ["6C"], 2: ["6S"]})
    s.idle = IDLE_LIMIT
    s._offered = None
    assert s.stuck and s.is_terminal()


def test_scoring_ten_per_foundation_card_five_per_card_turned_up():
    s = position(up={0: ["AS"], 1: ["AH"]}, down={0: ["9C"], 1: ["TD"]})
    s.apply(ColumnToFoundation(0, 0))
    assert s.score == 15 and s.observation(0)["score"] == 15
    s.apply(ColumnToFoundation(0, 1))
    assert s.score == 30 and s.observation(0)["turned_up"] == 2
