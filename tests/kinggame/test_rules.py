"""The round's rules (rules sheet K3-K11): the deal, the peeks, the King, the command and
its refusals, Done and Veto, the round's end, the End and the round limit, the tally."""

import json
from collections import Counter

import pytest

from game.core.protocol import IllegalAction
from game.games.kinggame.actions import Command, Done, Draw, End, Next, Peek, Veto
from game.games.kinggame.cards import JOKER, king_pack
from game.games.kinggame.command import TEXT_LIMIT
from game.games.kinggame.model import (
    COMMAND,
    OVER,
    PEEK,
    PERFORM,
    ROUND_END,
    KingGameState,
)
from game.games.kinggame.tasks import tasks_for
from tests.kinggame.play import at_command, command, peek_all


def refused(s: KingGameState, action, reason: str) -> IllegalAction:
    before = json.dumps(s.to_json()), json.dumps([s.observation(p) for p in range(s.players)])
    with pytest.raises(IllegalAction) as info:
        s.apply(action)
    assert info.value.reason == reason, str(info.value)
    assert str(info.value)  # an English sentence
    after = json.dumps(s.to_json()), json.dumps([s.observation(p) for p in range(s.players)])
    assert after == before  # nothing changed
    return info.value


def finish_round(s: KingGameState) -> None:
    while s.step == PERFORM:
        s.apply(Done(s.to_act))


# -- the deal ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", range(3, 11))
def test_the_deal_is_the_joker_and_the_numbers_one_each(players):
    s = KingGameState(4, f"{players}p")
    assert sorted(s.hands) == list(range(players))
    pack = king_pack(players)
    assert len(pack) == players and pack.code(JOKER) == "RJ"
    assert pack.codes(range(1, players)) == [c + "H" for c in "A23456789"[:players - 1]]
    assert s.opening_events()[0].kind == "deal"
    assert s.step == PEEK and s.round == 1 and s.to_act == 0


def test_the_deal_is_seeded_and_reshuffled_every_round():
    assert KingGameState(9, "6p").hands == KingGameState(9, "6p").hands
    deals = {tuple(KingGameState(seed, "6p").hands) for seed in range(30)}
    assert len(deals) > 20
    s = KingGameState(3, "6p")
    seen = []
    for _ in range(8):
        seen.append(tuple(s.hands))
        s = _through_round(s)
        if s.step == ROUND_END:
            s.apply(Next(s.king))
    assert len(set(seen)) >= 6  # dealt again each round
    assert all(sorted(h) == list(range(6)) for h in seen)


def _through_round(s: KingGameState) -> KingGameState:
    peek_all(s)
    s.apply(Draw(s.king, (1, 2)))
    finish_round(s)
    return s


def test_the_joker_holder_is_king_over_many_deals():
    kings = Counter()
    for seed in range(200):
        s = KingGameState(seed, "4p")
        peek_all(s)
        assert s.hands[s.king] == JOKER
        kings[s.king] += 1
    assert set(kings) == {0, 1, 2, 3} and min(kings.values()) > 25  # pure luck (K10)


# -- the peeks -----------------------------------------------------------------------------
def test_each_seat_peeks_in_seat_order_and_sees_only_its_own_card():
    s = KingGameState(2, "5p")
    for seat in range(5):
        assert s.to_act == seat and s.legal_actions(seat) == [Peek(seat)]
        assert s.observation(seat)["mine"] is None
        for other in range(5):
            if other != seat:
                assert s.legal_actions(other) == []
        refused(s, Peek((seat + 1) % 5), "not_your_turn")
        events = s.apply(Peek(seat))
        peek = events[0]
        assert peek.kind == "peek" and peek.data == {"round": 1}
        assert set(peek.private) == {seat}
        card = s.hands[seat]
        assert peek.private[seat]["card"] == s.pack.code(card)
        mine = s.observation(seat)["mine"]
        assert mine["card"] == s.pack.code(card) and mine["king"] == (card == JOKER)
        assert mine["number"] == (None if card == JOKER else card)
        for other in range(5):
            if other != seat and other > seat:
                assert s.observation(other)["mine"] is None
    assert [e.kind for e in events] == ["peek", "king"]


def test_the_king_is_revealed_to_all_after_the_last_peek():
    s = KingGameState(6, "4p")
    for seat in range(3):
        s.apply(Peek(seat))
        assert all(s.observation(p)["king"] is None for p in range(4))
    events = s.apply(Peek(3))
    king = s.hands.index(JOKER)
    assert events[-1].kind == "king" and events[-1].data["seat"] == king
    assert all(s.observation(p)["king"] == king for p in range(4))
    assert s.step == COMMAND and s.to_act == king


# -- the command ---------------------------------------------------------------------------
def test_the_king_calls_numbers_from_one_to_n_minus_one_only():
    s = at_command(1, "5p")
    k = s.king
    assert refused(s, Command(k, (0,), "silly_01"), "number_range").params == \
        {"top": 4, "number": 0}
    refused(s, Command(k, (5,), "silly_01"), "number_range")
    refused(s, Command(k, (-1, 2), "silly_01"), "number_range")
    refused(s, Command(k, (2, 2), "silly_01"), "number_twice")
    refused(s, Command(k, (), "silly_01"), "numbers_count")
    refused(s, Command(k, (1, 2, 3), "silly_01"), "numbers_count")
    refused(s, Draw(k, (3, 3)), "number_twice")
    refused(s, Command((k + 1) % 5, (1,), "silly_01"), "not_your_turn")


def test_the_king_holds_no_number_of_his_own():
    """K11: every number is someone else's: whatever he calls, a target is another seat."""
    for seed in range(20):
        s = at_command(seed, "3p")
        command(s, (1, 2), "pair_01")
        assert s.king not in s.targets and sorted(s.targets) == \
            sorted(set(range(3)) - {s.king})


def test_one_or_two_targets_and_only_they_are_revealed():
    s = at_command(2, "6p")
    events = s.apply(Command(s.king, (4,), "talent_01"))
    assert [e.kind for e in events] == ["command", "targets"]
    holder = s.hands.index(4)
    assert events[1].data == {"called": [{"number": 4, "seat": holder, "card": "4H"}]}
    assert s.targets == [holder] and s.to_act == holder and s.step == PERFORM
    obs = s.observation(0)
    assert obs["called"] == [{"number": 4, "seat": holder, "card": "4H"}]
    assert obs["task"]["id"] == "talent_01" and obs["task"]["en"].startswith("{X}")

    s = at_command(2, "6p")
    s.apply(Command(s.king, (5, 2), "pair_07"))
    assert s.targets == [s.hands.index(5), s.hands.index(2)]  # X first, then Y
    assert s.to_act == s.targets[0]


def test_a_pair_task_needs_two_targets_and_a_single_task_takes_two():
    s = at_command(3, "5p")
    refused(s, Command(s.king, (1,), "pair_01"), "needs_two")
    s.apply(Command(s.king, (1, 3), "silly_01"))  # both perform (K12)
    assert len(s.targets) == 2


def test_the_task_is_from_the_deck_or_his_own_words_never_both_nor_neither():
    s = at_command(4, "4p")
    k = s.king
    refused(s, Command(k, (1,), "", ""), "no_task")
    refused(s, Command(k, (1,), "silly_01", "Sing!"), "task_and_text")
    assert refused(s, Command(k, (1,), "silly_99"), "no_such_task").params == \
        {"task": "silly_99"}


def test_free_text_limits():
    s = at_command(4, "4p")
    k = s.king
    refused(s, Command(k, (1,), "", "   "), "text_empty")
    long = refused(s, Command(k, (1,), "", "x" * (TEXT_LIMIT + 1)), "text_long")
    assert long.params == {"limit": 200, "length": 201}
    refused(s, Command(k, (1,), "", "two\nlines"), "text_control")
    s.apply(Command(k, (1, 2), "", "  " + "好" * TEXT_LIMIT + "  "))
    assert s.observation(0)["task"] == {"text": "好" * TEXT_LIMIT}
    assert s.step == PERFORM
    again = KingGameState.from_json(json.loads(json.dumps(s.to_json())))
    assert again.observation(1) == s.observation(1)


def test_switched_off_categories_are_refused_and_never_listed():
    s = at_command(5, "5p-no_question-no_pair")
    refused(s, Command(s.king, (1,), "question_01"), "category_off")
    refused(s, Command(s.king, (1, 2), "pair_01"), "category_off")
    listed = {a.task for a in s.legal_actions(s.king) if isinstance(a, Command)}
    assert listed and not {t for t in listed if t.startswith(("question", "pair"))}
    s.apply(Command(s.king, (1,), "", "Tell us about your cat."))  # his own words: any


def test_with_only_pair_tasks_one_number_gets_no_deck_task():
    s = at_command(5, "3p-no_silly-no_imitation-no_question-no_talent")
    legal = s.legal_actions(s.king)
    assert {len(a.numbers) for a in legal} == {2}
    refused(s, Draw(s.king, (1,)), "no_fitting_task")
    s.apply(Command(s.king, (2,), "", "Hum a tune."))


def test_the_legal_commands_are_every_call_with_every_open_task():
    s = at_command(1, "4p")
    legal = s.legal_actions(s.king)
    calls = {a.numbers for a in legal}
    assert calls == {(1,), (2,), (3,)} | {(x, y) for x in (1, 2, 3) for y in (1, 2, 3)
                                          if x != y}
    singles = len(tasks_for(s.categories, 1))
    pairs = len(tasks_for(s.categories, 2))
    assert len(legal) == 3 * (singles + 1) + 6 * (pairs + 1)
    for action in legal[::97]:
        s.clone().apply(action)


def test_draw_gives_a_task_of_the_deck_that_fits_and_is_seeded():
    drawn = set()
    for seed in range(12):
        s = at_command(seed, "5p-no_silly")
        events = s.apply(Draw(s.king, (2,)))
        assert events[0].data["drawn"] is True
        t = s.observation(0)["task"]
        assert t["category"] not in ("silly", "pair")
        drawn.add(t["id"])
        again = KingGameState.from_json(json.loads(json.dumps(s.to_json())))
        assert again.observation(0)["task"] == t
    assert len(drawn) > 6


# -- Done, Veto ----------------------------------------------------------------------------
def test_done_moves_on_target_by_target_then_the_round_ends():
    s = at_command(7, "6p")
    command(s, (3, 1), "pair_03")
    x, y = s.targets
    refused(s, Done(y), "not_your_turn")
    refused(s, Done(s.king), "not_your_turn")
    s.apply(Done(x))
    assert s.step == PERFORM and s.to_act == y and s.observation(0)["answered"] == [x]
    events = s.apply(Done(y))
    assert [e.kind for e in events] == ["done", "round_over"]
    assert s.step == ROUND_END and s.to_act == s.king
    assert s.legal_actions(s.king) == [Next(s.king), End(s.king)]


def test_a_veto_sends_the_same_numbers_back_to_the_king_for_another_task():
    s = at_command(8, "6p")
    command(s, (2, 5), "pair_01")
    targets = list(s.targets)
    s.apply(Done(targets[0]))
    events = s.apply(Veto(targets[1]))
    assert events[0].kind == "veto" and events[0].data["task"]["id"] == "pair_01"
    assert s.step == COMMAND and s.to_act == s.king
    obs = s.observation(0)
    assert obs["task"] is None and obs["vetoed"] == ["pair_01"] and obs["vetoes"] == 1
    assert obs["called"][0]["seat"] == targets[0]  # the targets stay known
    refused(s, Command(s.king, (2, 4), "pair_02"), "numbers_kept")
    refused(s, Command(s.king, (2,), "silly_02"), "numbers_kept")
    refused(s, Command(s.king, (2, 5), "pair_01"), "vetoed_task")
    legal = s.legal_actions(s.king)
    assert {a.numbers for a in legal} == {(2, 5)}
    assert "pair_01" not in {getattr(a, "task", "") for a in legal}
    events = s.apply(Command(s.king, (2, 5), "pair_02"))
    assert [e.kind for e in events] == ["command"] and events[0].data["again"]
    assert s.targets == targets and s.to_act == targets[0]  # everyone asked again
    s.apply(Done(targets[0]))
    s.apply(Done(targets[1]))
    assert s.step == ROUND_END
    assert s.observation(3)["history"][0]["task"]["id"] == "pair_02"
    assert s.observation(3)["history"][0]["vetoes"] == 1


def test_every_fitting_task_vetoed_opens_the_deck_again():
    s = at_command(9, "4p-no_silly-no_imitation-no_question-no_talent")
    for _ in range(len(tasks_for(("pair",)))):
        s.apply(Draw(s.king, (1, 2)))
        s.apply(Veto(s.to_act))
    assert len(s.vetoed) == len(tasks_for(("pair",)))
    assert len(s.legal_actions(s.king)) == 1 + len(tasks_for(("pair",)))
    command(s, (1, 2), "pair_01")
    assert s.step == PERFORM


def test_a_veto_of_his_own_words_lets_him_say_them_again():
    s = at_command(9, "4p")
    command(s, (1,), text="Sing a song.")
    s.apply(Veto(s.to_act))
    assert s.observation(0)["vetoed"] == [] and s.observation(0)["vetoes"] == 1
    command(s, (1,), text="Sing a song.")


# -- the rounds and the end ----------------------------------------------------------------
@pytest.mark.parametrize(("variant", "rounds"), [("3p-r5", 5), ("3p", 10), ("4p-r20", 20)])
def test_the_game_ends_after_the_set_number_of_rounds(variant, rounds):
    s = KingGameState(1, variant)
    for r in range(1, rounds + 1):
        assert s.round == r and s.step == PEEK
        _through_round(s)
        if r < rounds:
            assert s.step == ROUND_END
            events = s.apply(Next(s.king))
            assert events[0].kind == "deal" and events[0].data["round"] == r + 1
    assert s.step == OVER and s.is_terminal() and s.to_act is None
    assert len(s.observation(0)["history"]) == rounds
    assert s.returns() == [0] * s.players
    assert all(s.legal_actions(p) == [] for p in range(s.players))
    refused(s, Next(0), "game_over")


def test_the_host_may_end_the_game_at_a_round_end_only():
    s = at_command(2, "5p")
    refused(s, End(s.king), "not_now")
    command(s, (1,))
    refused(s, End(s.to_act), "not_now")
    finish_round(s)
    refused(s, End((s.king + 1) % 5), "not_your_turn")
    events = s.apply(End(s.king))
    assert events[-1].kind == "over" and events[-1].data["early"] is True
    assert s.is_terminal() and s.round == 1


def test_actions_out_of_their_step_are_refused():
    s = KingGameState(2, "4p")
    refused(s, Command(0, (1,), "silly_01"), "not_now")
    refused(s, Done(0), "not_now")
    refused(s, Next(0), "not_now")
    peek_all(s)
    refused(s, Peek(s.king), "not_now")
    refused(s, Veto(s.king), "not_now")


# -- the tally -----------------------------------------------------------------------------
def test_the_tally_counts_kings_calls_dones_and_vetoes():
    s = KingGameState(5, "4p-r5-tally")
    kings, called = [0] * 4, [0] * 4
    for r in range(5):
        peek_all(s)
        kings[s.king] += 1
        s.apply(Command(s.king, (1, 3), "pair_05"))
        for seat in s.targets:
            called[seat] += 1
        s.apply(Veto(s.to_act))
        s.apply(Draw(s.king, (1, 3)))
        finish_round(s)
        if r < 4:
            s.apply(Next(s.king))
    obs = s.observation(2)
    assert obs["show_tally"] is True
    assert obs["tally"]["king"] == kings and sum(kings) == 5
    assert obs["tally"]["called"] == called and sum(called) == 10  # a veto is no new call
    assert sum(obs["tally"]["done"]) == 10 and sum(obs["tally"]["vetoed"]) == 5
    assert KingGameState(5, "4p").observation(0)["show_tally"] is False


def test_a_task_done_again_after_the_others_veto_counts_once():
    s = KingGameState(5, "4p-tally")
    peek_all(s)
    s.apply(Command(s.king, (1, 3), "pair_05"))
    first, second = s.targets
    s.apply(Done(first))
    s.apply(Veto(second))  # the King gives another task: both are asked again
    s.apply(Command(s.king, (1, 3), "pair_06"))
    s.apply(Done(first))
    s.apply(Done(second))
    tally = s.observation(0)["tally"]
    assert tally["done"][first] == tally["done"][second] == 1
    assert tally["vetoed"][second] == 1 and tally["called"][first] == 1
