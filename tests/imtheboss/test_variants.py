"""The published variants (rules sheet §8) as options, each off by default, any mix on:
"steady" (the turn order unchanged after a Boss card), "must_deal" (10 cards at a turn's
start: a deal, before or after the roll), "providers_paid" (no promises to keep out),
"draw_by_placards" (4/3/2/1 cards for 0/1/2/3+ placards), "min_cards" (no deal begun with
fewer than 4 cards), "limit_10" (the hand limit 10 from the deal of tile 10), "short"
(tiles 3, 6 and 9 boxed; the end die still after tiles 10-14, tile 15 last). Their names,
read back; saves of any mix; random games of every listed one to the end; leak checks."""

import itertools
import json

import pytest

from game.core.agents import RandomAgent
from game.core.leak_check import check_a_random_game
from game.core.playout_check import check_random_playouts
from game.games.imtheboss.actions import (
    Abandon,
    Close,
    DealHere,
    Discard,
    Draw,
    Lay,
    Pass,
    PlayBoss,
    Propose,
    Roll,
    SidePay,
)
from game.games.imtheboss.board import NUMBERS
from game.games.imtheboss.data import DEFAULT_ROUNDS, ROUND_CHOICES
from game.games.imtheboss.model import DISCARD, OVER, ROLLED, TURN, BossState
from game.games.imtheboss.refusals import MESSAGES
from game.games.imtheboss.tiles import TILES, stack_of
from game.games.imtheboss.variants import (
    PLAYERS,
    PUBLISHED,
    VARIANTS,
    Options,
    accepts_variant,
    options_of,
    variant_name,
)
from tests.imtheboss.tables import Loaded, card, deal, game, kinds, pass_window, refused

FOUR = {"H": 0, "K": 1, "L": 2, "P": 3}  # R and T beside the board
ALL = "-".join(PUBLISHED)
HIDES_AGAIN = frozenset({"reshuffle"})
SHORT_STACK = (1, 2, 4, 5, 7, 8, 10, 11, 12, 13, 14, 15)


def subsets():
    return [set(c) for k in range(len(PUBLISHED) + 1)
            for c in itertools.combinations(PUBLISHED, k)]


def play(s: BossState, seed: int, limit: int = 6000) -> None:
    agent = RandomAgent(seed)
    for _ in range(limit):
        if s.is_terminal():
            return
        s.apply(agent.choose(s.observation(s.to_act), s.legal_actions(s.to_act)))
    raise AssertionError("the game did not end")


# -- the names ------------------------------------------------------------------------------
def test_every_mix_of_options_has_one_name_that_reads_back():
    names = set()
    for players, open_money, rounds, on in itertools.product(
            PLAYERS, (False, True), ROUND_CHOICES, subsets()):
        name = variant_name(players, open_money, rounds, on)
        assert options_of(name) == Options(players, open_money, rounds, frozenset(on))
        assert accepts_variant(name)
        names.add(name)
    assert len(names) == len(PLAYERS) * 2 * len(ROUND_CHOICES) * 2 ** len(PUBLISHED)
    assert variant_name(4) == "4p" and variant_name(3, True, 2) == "3p-open-r2"
    assert variant_name(4, False, 6, {"short", "steady"}) == "4p-r6-steady-short"
    assert variant_name(6, True, DEFAULT_ROUNDS, PUBLISHED) == f"6p-open-{ALL}"
    assert options_of("5p").published == frozenset()


@pytest.mark.parametrize("name", [
    "4p-short-steady", "4p-steady-steady", "4p-fast", "4p-r4", "2p", "7p-steady", "4p-r3",
    "4p-r2-open", "4p-steady-open", "4p-", "p", "", "4P", "4p-limit-10", "4p-must-deal"])
def test_a_name_not_written_as_variant_name_writes_it_is_refused(name):
    assert not accepts_variant(name)
    with pytest.raises(ValueError):
        options_of(name)


def test_variant_name_refuses_what_is_no_option():
    for bad in [dict(players=2), dict(players=4, rounds=3), dict(players=4, published={"x"})]:
        with pytest.raises(ValueError):
            variant_name(**bad)
    assert not accepts_variant(None) and not accepts_variant(4)


def test_the_listed_variants_the_old_ones_each_option_alone_and_all_together():
    old = [f"{n}p{o}{r}" for n in PLAYERS for o in ("", "-open") for r in ("", "-r2", "-r6")]
    assert VARIANTS[:24] == tuple(old)
    assert VARIANTS[24:] == tuple(f"4p-{name}" for name in PUBLISHED) + \
        (f"3p-{ALL}", f"6p-open-{ALL}")
    assert len(set(VARIANTS)) == len(VARIANTS) and all(map(accepts_variant, VARIANTS))
    assert PUBLISHED == ("steady", "must_deal", "providers_paid", "draw_by_placards",
                         "min_cards", "limit_10", "short")


def test_a_save_of_any_mix_loads_as_the_same_game():
    for i, on in enumerate(subsets()):
        name = variant_name(3 + i % 4, i % 2 == 1, ROUND_CHOICES[i % 3], on)
        s = BossState(i, name)
        assert s.published == frozenset(on)
        agent = RandomAgent(i)
        for _ in range(40):
            s.apply(agent.choose(s.observation(s.to_act), s.legal_actions(s.to_act)))
        again = BossState.from_json(json.loads(json.dumps(s.to_json())))
        assert again.published == s.published and again.stack == s.stack
        for seat in range(s.players):
            assert again.observation(seat) == s.observation(seat)
        assert s.observation(0)["published"] == [p for p in PUBLISHED if p in on]


# -- steady -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("variant", "next_seat"), [("4p", 3), ("4p-steady", 1)])
def test_after_a_boss_card_the_next_turn_goes_by_the_last_boss_or_with_steady_the_first(
        variant, next_seat):
    s = deal(game(variant, placards=FOUR, hands=[[], [], ["boss-1"], []], marker=1), 0)
    s.apply(Pass(0))
    s.apply(Pass(1))
    s.apply(PlayBoss(2, card("boss-1")))
    pass_window(s)
    assert s.deal.boss == 2 and s.deal.bosses == [0, 2]
    s.apply(Pass(3))
    assert s.deal.sayers == [2, 3, 0, 1]  # within the deal the rounds go by the Boss
    s.apply(Abandon(2))
    assert s.deal is None and s.step == TURN and s.turn == next_seat


@pytest.mark.parametrize(("variant", "next_seat"), [("4p", 3), ("4p-steady", 1)])
def test_a_deal_closed_by_a_new_boss_passes_the_turn_by_him_or_with_steady_by_the_first(
        variant, next_seat):
    hands = [[], [], ["boss-1", "clan-H-1", "clan-K-1"], []]
    s = deal(game(variant, placards=FOUR, hands=hands, marker=1), 0)  # space 1: H and K
    s.apply(Pass(0))
    s.apply(Pass(1))
    s.apply(PlayBoss(2, card("boss-1")))
    pass_window(s)
    s.apply(Pass(3))
    s.apply(Lay(2, card("clan-H-1")))
    s.apply(Pass(3))
    s.apply(Pass(0))
    s.apply(Pass(1))
    s.apply(Lay(2, card("clan-K-1")))
    s.apply(Pass(3))
    s.apply(Pass(0))
    s.apply(Pass(1))
    events = s.apply(Close(2))
    assert "closed" in kinds(events) and s.money[2] == 3 and s.closed_by == {1: 2}
    assert s.turn == next_seat and s.to_act == next_seat


def test_steady_without_a_boss_card_changes_nothing():
    s = deal(game("4p-steady", placards=FOUR, hands=[[]] * 4, marker=1), 1)
    s.apply(Abandon(1))
    assert s.turn == 2


# -- must_deal --------------------------------------------------------------------------------
TEN = [f"recruit-{n}" for n in range(1, 11)]


def test_ten_cards_at_a_turns_start_a_deal_before_or_after_the_roll():
    s = game("4p-must_deal", placards=FOUR, hands=[TEN, [], [], []], marker=1)
    assert s.legal_actions(0) == [DealHere(0), Roll(0)]  # "whether before or after the roll"
    s.rng = Loaded(2)
    s.apply(Roll(0))
    assert s.step == ROLLED and s.legal_actions(0) == [DealHere(0)]
    why = refused(s, Draw(0), "must_deal")
    assert str(why) == "With 10 cards at the start of your turn, a deal must be tried, not a draw."
    assert why.params == {"n": 10}
    s.apply(DealHere(0))
    assert s.deal is not None and s.deal.space == 3 and s.deal.boss == 0


def test_nine_cards_or_the_option_off_leave_the_draw():
    s = game("4p-must_deal", placards=FOUR, hands=[TEN[:9], [], [], []], marker=1)
    s.apply(Roll(0))
    assert s.legal_actions(0) == [DealHere(0), Draw(0)]
    s = game("4p", placards=FOUR, hands=[TEN, [], [], []], marker=1)
    s.apply(Roll(0))
    assert s.legal_actions(0) == [DealHere(0), Draw(0)]
    s.apply(Draw(0))
    assert s.step == DISCARD  # 13 cards: down to 12


# -- providers_paid ---------------------------------------------------------------------------
def test_with_providers_paid_no_promise_to_keep_out():
    s = deal(game("4p-providers_paid", placards=FOUR, hands=[[]] * 4, marker=6), 0)
    assert not any(isinstance(a, SidePay) for a in s.legal_actions(0))
    assert any(isinstance(a, Propose) for a in s.legal_actions(0))
    why = refused(s, SidePay(0, 2, 1), "no_side_pay")
    assert str(why) == MESSAGES["no_side_pay"] == (
        "Only the Boss and the players who bring an investor get money in this game: "
        "no promises to keep out.")
    s.apply(Propose(0, 1, "K", 2))  # a provider is paid as ever
    assert s.to_act == 1
    t = deal(game("4p", placards=FOUR, hands=[[]] * 4, marker=6), 0)
    assert SidePay(0, 2, 1) in t.legal_actions(0)


def test_with_providers_paid_only_the_boss_and_the_providers_are_paid():
    from game.games.imtheboss.actions import Accept
    s = deal(game("4p-providers_paid", placards=FOUR, hands=[[]] * 4, marker=1), 0)
    s.apply(Propose(0, 1, "K", 1))
    s.apply(Accept(1))
    s.apply(Pass(1))
    s.apply(Pass(2))
    s.apply(Pass(3))
    s.apply(Close(0))
    assert s.money == [2, 1, 0, 0]  # tile 1: $1M a dividend, 3 dividends


# -- draw_by_placards -------------------------------------------------------------------------
@pytest.mark.parametrize(("mine", "draws"), [
    ((), 4), (("H",), 3), (("H", "K"), 2), (("H", "K", "L"), 1), (("H", "K", "L", "P"), 1)])
def test_the_draw_by_placards_held(mine, draws):
    placards = {f: (0 if f in mine else 1) for f in "HKLPRT"}
    s = game("4p-draw_by_placards", placards=placards, hands=[[], [], [], []], marker=1)
    s.step = ROLLED
    assert s.observation(2)["draw_counts"][0] == draws
    events = s.apply(Draw(0))
    assert len(s.hands[0]) == draws and events[0].data == {"count": draws}
    t = game("4p", placards=placards, hands=[[], [], [], []], marker=1)
    t.step = ROLLED
    t.apply(Draw(0))
    assert len(t.hands[0]) == 3 and t.observation(0)["draw_counts"] == [3] * 4


def test_the_draw_counts_placards_held_when_drawing():
    s = game("3p-draw_by_placards", hands=[[], [], []], marker=1)
    assert s.observation(0)["draw_counts"] == [2, 2, 2]  # three players: two placards each
    s.placards["H"] = 2 if s.placards["H"] != 2 else 1  # recruited away from its owner
    assert sorted(s.observation(0)["draw_counts"]) == [1, 2, 3]


# -- min_cards --------------------------------------------------------------------------------
def test_fewer_than_four_cards_no_deal_the_rolled_player_draws():
    three = ["stop-1", "stop-2", "stop-3"]
    s = game("4p-min_cards", placards=FOUR, hands=[three, [], [], []], marker=1)
    assert s.legal_actions(0) == [Roll(0)]
    why = refused(s, DealHere(0), "too_few_cards")
    assert str(why) == "You hold 3 cards: a deal is begun with 4 cards in hand at least."
    assert why.params == {"n": 3, "least": 4}
    s.rng = Loaded(1)
    s.apply(Roll(0))
    assert s.legal_actions(0) == [Draw(0)]
    refused(s, DealHere(0), "too_few_cards")
    s.apply(Draw(0))
    assert len(s.hands[0]) == 6 and s.step == TURN and s.turn == 1
    assert s.legal_actions(1) == [Roll(1)]  # an empty hand


def test_four_cards_or_the_option_off_may_deal():
    four = ["stop-1", "stop-2", "stop-3", "stop-4"]
    s = game("4p-min_cards", placards=FOUR, hands=[four, [], [], []], marker=1)
    assert s.legal_actions(0) == [DealHere(0), Roll(0)]
    s = game("4p", placards=FOUR, hands=[[], [], [], []], marker=1)
    assert s.legal_actions(0) == [DealHere(0), Roll(0)]


def test_fewer_than_four_cards_may_still_take_a_deal_over_with_a_boss_card():
    four = [f"recruit-{n}" for n in range(1, 5)]
    s = deal(game("4p-min_cards", placards=FOUR, hands=[four, [], [], ["boss-1"]], marker=1),
             0)
    s.apply(Pass(0))
    s.apply(Pass(1))
    s.apply(Pass(2))
    s.apply(PlayBoss(3, card("boss-1")))
    pass_window(s)
    assert s.deal.boss == 3 and s.hands[3] == []


# -- limit_10 ---------------------------------------------------------------------------------
NINE = [f"recruit-{n}" for n in range(1, 10)]


@pytest.mark.parametrize(("variant", "done", "limit"), [
    ("4p-limit_10", 8, 12), ("4p-limit_10", 9, 10), ("4p-limit_10", 12, 10), ("4p", 9, 12),
    ("4p-limit_10-short", 5, 12), ("4p-limit_10-short", 6, 10)])
def test_the_hand_limit_from_the_deal_of_tile_ten(variant, done, limit):
    s = game(variant, placards=FOUR, hands=[NINE, [], [], []], marker=1)
    s.deals_done = done
    s.step = ROLLED
    assert s.observation(1)["hand_limit"] == limit
    s.apply(Draw(0))
    assert len(s.hands[0]) == 12
    while s.step == DISCARD:
        s.apply(Discard(0, s.hands[0][0]))
    assert len(s.hands[0]) == limit and s.step == TURN and s.turn == 1


# -- short ------------------------------------------------------------------------------------
def test_the_short_games_stack_has_twelve_tiles_without_three_six_and_nine():
    assert stack_of(True) == SHORT_STACK and stack_of(False) == tuple(range(1, 16))
    s = BossState(1, "4p-short")
    assert s.stack == SHORT_STACK and s.observation(0)["stack"] == list(SHORT_STACK)
    assert s.observation(0)["next_tile"] == 1
    s.deals_done = 2
    assert s.next_tile == 4 and s.observation(0)["stack"] == list(SHORT_STACK[2:])
    assert BossState(1, "4p").observation(0)["stack"] == list(range(1, 16))


THREE = {"H": 0, "K": 0, "L": 1, "P": 1, "R": 2, "T": 2}  # seat 0 fills space 1 alone


def short_after(done: int, die: int | None = None):
    """Seat 0 closes a short game's deal on space 1 alone, `done` deals before."""
    s = game("3p-r2-short", placards=THREE, marker=1)
    s.deals_done = done
    s.tiles = {n: SHORT_STACK[i] for i, n in enumerate(NUMBERS[1:done + 1])}
    s.rng = Loaded(*([] if die is None else [die]))
    return s, s.apply(DealHere(0))


@pytest.mark.parametrize("done", range(6))
def test_the_short_game_deals_its_stack_in_turn_with_no_end_die_before_tile_ten(done):
    s, events = short_after(done)
    assert events[0].kind == "deal" and events[0].data["tile"] == SHORT_STACK[done]
    assert events[0].data["value"] == TILES[SHORT_STACK[done]].value
    assert s.tiles[1] == SHORT_STACK[done] and "end_die" not in kinds(events)
    assert s.step == TURN and s.next_tile == SHORT_STACK[done + 1]


@pytest.mark.parametrize(("done", "tile"), [(6, 10), (7, 11), (8, 12), (9, 13), (10, 14)])
def test_the_short_game_rolls_the_end_die_after_tiles_ten_to_fourteen(done, tile):
    faces = TILES[tile].end_faces
    goes_on = min(faces) - 1
    s, events = short_after(done, goes_on)
    assert s.tiles[1] == tile and s.end_die == goes_on and s.step == TURN
    s, events = short_after(done, max(faces))
    assert s.step == OVER and kinds(events)[-1] == "over"


def test_the_short_games_twelfth_deal_tile_fifteen_ends_it():
    s, events = short_after(11, 1)
    assert s.tiles[1] == 15 and s.step == OVER and "end_die" not in kinds(events)
    assert s.deals_done == 12 and len(s.tiles) == 12


@pytest.mark.parametrize("variant", ["4p-short", f"3p-{ALL}"])
def test_a_random_short_game_ends_from_its_seventh_deal_with_tiles_of_its_stack(variant):
    for seed in range(3):
        s = BossState(seed, variant)
        play(s, seed)
        assert s.step == OVER and 7 <= s.deals_done <= 12
        assert sorted(s.tiles.values()) == list(SHORT_STACK[:s.deals_done])
        last = SHORT_STACK[s.deals_done - 1]
        assert last == 15 or s.end_die in TILES[last].end_faces


# -- whole games ------------------------------------------------------------------------------
PUBLISHED_VARIANTS = [v for v in VARIANTS if options_of(v).published]


@pytest.mark.parametrize("variant", PUBLISHED_VARIANTS)
def test_random_games_of_every_listed_variant_keep_every_invariant(variant):
    report = check_random_playouts(lambda seed: BossState(seed, variant),
                                   options_of(variant).players, games=1, seed=40,
                                   hides_again=HIDES_AGAIN)
    assert report.games == 1 and report.actions > 100


@pytest.mark.parametrize("variant", PUBLISHED_VARIANTS)
def test_a_random_game_of_every_listed_variant_ends_by_its_stack_and_replays(variant):
    s = BossState(7, variant)
    play(s, 7)
    stack = s.stack
    assert 10 <= stack[s.deals_done - 1] and len(s.tiles) == s.deals_done
    assert sorted(s.tiles.values()) == list(stack[:s.deals_done])
    again = BossState.from_json(json.loads(json.dumps(s.to_json())))
    assert [again.observation(p) for p in range(s.players)] == \
        [s.observation(p) for p in range(s.players)]


@pytest.mark.parametrize("variant", [f"3p-{ALL}", "5p-open-must_deal-min_cards-limit_10"])
def test_no_seat_can_tell_a_made_up_world_from_the_real_one_in_mixed_variants(variant):
    assert check_a_random_game(BossState(3, variant), RandomAgent(3), 11) > 50
