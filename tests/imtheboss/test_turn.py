"""A turn (rules sheet §4, C6): deal here, or roll and move over open spaces only (wrapping),
then deal or draw three; the deck reshuffled from the discard pile when it runs out; the
hand limit of twelve, discarded down to one card at a time right after drawing."""

from game.games.imtheboss.actions import DealHere, Discard, Draw, Roll
from game.games.imtheboss.board import move, next_open, open_spaces
from game.games.imtheboss.model import DEAL, DISCARD, ROLLED, TURN
from tests.imtheboss.tables import Loaded, card, game, ids, kinds, refused


def test_a_roll_counts_open_spaces_only_and_wraps():
    tiles = {3: 1, 4: 2, 5: 3, 16: 4}
    assert open_spaces(tiles) == [1, 2, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
    assert move(2, 1, tiles) == 6
    assert move(14, 2, tiles) == 1  # 15, then over 16 (closed) to 1
    assert move(1, 6, {}) == 7 and move(15, 3, {}) == 2
    few = {n: n for n in range(1, 17) if n not in (4, 11)}  # two open spaces
    assert move(4, 1, few) == 11 and move(4, 2, few) == 4 and move(4, 5, few) == 11
    assert next_open(2, tiles) == 6 and next_open(15, tiles) == 1


def test_roll_then_deal_or_draw():
    s = game(turn=1, marker=14)
    s.tiles = {15: 1, 16: 2}
    s.rng = Loaded(3)
    events = s.apply(Roll(1))
    assert s.marker == 3 and s.step == ROLLED and s.last_roll == 3  # 14 -> 1 -> 2 -> 3
    assert events[0].data == {"die": 3, "from": 14, "to": 3}
    assert s.legal_actions(1) == [DealHere(1), Draw(1)]
    refused(s, Roll(1), "not_now")
    before = len(s.hands[1])
    events = s.apply(Draw(1))
    assert len(s.hands[1]) == before + 3 and s.step == TURN and s.turn == 2
    draw = events[0]
    assert draw.data == {"count": 3} and len(draw.private[1]["cards"]) == 3
    assert set(draw.private) == {1}


def test_deal_here_without_rolling_and_after_rolling():
    s = game(turn=0, marker=5)
    s.apply(DealHere(0))
    assert s.step == DEAL and s.deal.space == 5 and s.deal.boss == 0
    s = game(turn=0, marker=5)
    s.rng = Loaded(2)
    s.apply(Roll(0))
    s.apply(DealHere(0))
    assert s.deal.space == 7


def test_the_discard_pile_is_shuffled_in_when_the_deck_runs_out():
    s = game(turn=0, marker=1, hands=[[], [], [], []])
    s.step = ROLLED
    s.discard = s.deck[:-1]
    s.deck = s.deck[-1:]
    events = s.apply(Draw(0))
    assert kinds(events)[:2] == ["reshuffle", "draw"] and len(s.hands[0]) == 3
    assert len(s.deck) == 98 - 3 and s.discard == []


def test_with_deck_and_discard_both_empty_a_draw_takes_what_exists():
    s = game(turn=0, marker=1, hands=[[], [], [], []])
    s.step = ROLLED
    s.hands[1], s.deck = s.deck[:-2], s.deck[-2:]
    events = s.apply(Draw(0))
    assert len(s.hands[0]) == 2 and events[-2].data == {"count": 2}


def test_over_twelve_cards_after_a_draw_discard_down_one_at_a_time():
    eleven = [f"recruit-{n}" for n in range(1, 12)]
    s = game(turn=0, marker=1, hands=[eleven, [], [], []])
    s.step = ROLLED
    s.apply(Draw(0))
    assert len(s.hands[0]) == 14 and s.step == DISCARD and s.to_act == 0
    assert s.legal_actions(0) == [Discard(0, c) for c in sorted(s.hands[0])]
    refused(s, Discard(0, s.deck[0]), "not_in_hand")
    refused(s, Discard(1, s.hands[0][0]), "not_your_turn")
    events = s.apply(Discard(0, card("recruit-1")))
    assert events[0].data == {"card": "recruit-1"} and s.step == DISCARD
    s.apply(Discard(0, card("recruit-2")))
    assert len(s.hands[0]) == 12 and s.step == TURN and s.turn == 1
    assert s.discard == ids("recruit-1", "recruit-2")  # face up, for all to see
    assert s.observation(3)["discard"] == ["recruit-1", "recruit-2"]


def test_twelve_after_a_draw_is_within_the_limit():
    s = game(turn=0, marker=1, hands=[[f"recruit-{n}" for n in range(1, 10)], [], [], []])
    s.step = ROLLED
    s.apply(Draw(0))
    assert len(s.hands[0]) == 12 and s.step == TURN
