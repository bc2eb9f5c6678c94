"""Saint Petersburg's state machine as the rules sheet tells it (§3-§6, C1-C9 and the
second pass): the setup, the refill to eight, the action loop and its passes, buying,
taking and playing, trading targets, every special card, the round's end, the last
round and the final scoring, and refusals that change nothing."""

import pytest

from game.core.decisions import Simultaneous
from game.core.protocol import IllegalAction
from game.games.saint_petersburg.actions import (
    Buy,
    Discard,
    Observe,
    Pass,
    Play,
    PubPoints,
    Take,
)
from game.games.saint_petersburg.cards import PACK, STACKS, kind_of
from game.games.saint_petersburg.model import ACTIONS, SaintPetersburgState


def ids(key: str) -> list[int]:
    """Every copy of a kind, in pack order."""
    return [c.id for c in PACK.cards if c.rank == key]


def card(key: str, copy: int = 0) -> int:
    return ids(key)[copy]


def snapshot(s: SaintPetersburgState):
    return (s.to_json(), [s.observation(p) for p in range(s.players)], s.card_zones(),
            list(s.rubles), list(s.points), dict(s.tokens), s.phase, s.step, s.turn,
            s.passes, list(s.used), s.drawn, tuple(s.asking), dict(s.pub_bought), s.round,
            s.last_round, [list(h) for h in s.hands], [list(d) for d in s.displays])


def refused(s: SaintPetersburgState, action) -> str:
    """The action is refused with a sentence, and nothing changed; its reason."""
    before = snapshot(s)
    with pytest.raises(IllegalAction) as err:
        s.apply(action)
    assert snapshot(s) == before
    assert str(err.value)
    return err.value.reason


def table(players: int = 2, phase: str = "worker", upper=(), lower=(), displays=None,
          hands=None, rubles=None, stacks=None, seed: int = 3) -> SaintPetersburgState:
    """A game in `phase`'s action loop with the rows, displays, hands and rubles the test
    sets (those cards taken out of the stacks). Tokens alternate from seat 0 (Worker 0,
    Building 1, Aristocrat 2, Trading 3, modulo the players); the phase's token holder is
    to act. `stacks` replaces whole stacks (bottom first, top last)."""
    s = SaintPetersburgState(seed, f"{players}p")
    s.stacks["worker"][:0] = s.upper  # the dealt workers back under their stack
    displays, hands = displays or {}, hands or {}
    placed = {*upper, *lower, *(c for d in displays.values() for c in d),
              *(c for h in hands.values() for c in h)}
    for name in stacks or {}:
        placed |= set(stacks[name])
    for name in STACKS:
        s.stacks[name] = [c for c in s.stacks[name] if c not in placed]
    for name, cards in (stacks or {}).items():
        s.stacks[name] = list(cards)
    s.upper, s.lower = list(upper), list(lower)
    s.displays = [list(displays.get(p, [])) for p in range(players)]
    s.hands = [list(hands.get(p, [])) for p in range(players)]
    s.rubles = list(rubles) if rubles else [25] * players
    s.points = [0] * players
    s.tokens = {name: i % players for i, name in enumerate(STACKS)}
    s.phase, s.step, s.passes = phase, ACTIONS, 0
    s.turn = s.tokens[phase]
    return s


def all_pass(s: SaintPetersburgState) -> list:
    """Everyone passes until the phase (or the game) moves on; the events."""
    phase, round_, events = s.phase, s.round, []
    while not s.is_terminal() and s.step == ACTIONS and (s.phase, s.round) == (phase, round_):
        events += s.apply(Pass(s.to_act))
    return events


def kinds(cards) -> list[str]:
    return [kind_of(c).key for c in cards]


# -- setup (§3, C1, C2) -------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_gives_25_rubles_and_lays_two_workers_a_player_in_the_upper_row(players):
    s = SaintPetersburgState(7, f"{players}p")
    assert s.rubles == [25] * players
    assert len(s.upper) == 2 * players and s.lower == []
    assert all(kind_of(c).colour == "worker" and not kind_of(c).trading for c in s.upper)
    assert {name: len(stack) for name, stack in s.stacks.items()} == {
        "worker": 31 - 2 * players, "building": 28, "aristocrat": 27, "trading": 30}
    assert s.displays == [[] for _ in range(players)]
    assert s.hands == [[] for _ in range(players)]
    assert s.points == [0] * players
    assert (s.round, s.phase, s.last_round) == (1, "worker", False)
    assert s.to_act == s.tokens["worker"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_card_is_in_one_place_at_the_start(players):
    zones = SaintPetersburgState(11, f"{players}p").card_zones()
    everything = [c for cards in zones.values() for c in cards]
    assert sorted(everything) == list(range(len(PACK)))


def test_rubles_are_hidden_from_the_others_unless_the_variant_is_open():
    hidden, shown = SaintPetersburgState(1, "3p"), SaintPetersburgState(1, "3p-open")
    assert hidden.observation(0)["rubles"] == [25, None, None]
    assert shown.observation(0)["rubles"] == [25, 25, 25]


# -- the refill (C1) ----------------------------------------------------------------------

def test_the_next_phase_refills_the_upper_row_to_eight_from_its_stack():
    s = SaintPetersburgState(7, "2p")
    workers = list(s.upper)
    first = s.to_act
    s.apply(Buy(first, workers[1]))
    top = s.stacks["building"][-5:][::-1]  # the next five cards drawn, in order
    s.apply(Pass(1 - first))
    s.apply(Pass(first))
    assert s.phase == "building"
    # the cards left stay packed to one side, in their order; the new ones follow
    assert s.upper == [workers[0]] + workers[2:] + top
    assert s.lower == []
    assert len(s.stacks["building"]) == 28 - 5
    assert s.observation(0)["upper"] == PACK.codes(s.upper)
    assert s.to_act == s.tokens["building"]


def test_the_refill_counts_the_lower_rows_cards_too():
    lower = ids("lumberjack")[:3]
    upper = ids("market")[:2]
    s = table(phase="worker", upper=upper, lower=lower)
    s.apply(Buy(0, lower[1]))  # 2 rubles from the lower row
    top = s.stacks["building"][-4:][::-1]
    all_pass(s)
    assert s.phase == "building"
    assert s.lower == [lower[0], lower[2]]
    assert s.upper == upper + top
    assert len(s.upper) + len(s.lower) == 8


def test_a_full_row_draws_nothing():
    s = table(phase="worker", upper=ids("lumberjack")[:4], lower=ids("market")[:4])
    before = len(s.stacks["building"])
    all_pass(s)
    assert s.phase == "building"
    assert len(s.stacks["building"]) == before
    assert len(s.upper) + len(s.lower) == 8
    assert not s.last_round


# -- the round's end (§4, C1) -------------------------------------------------------------

def test_the_rounds_end_discards_the_lower_row_moves_the_upper_down_and_passes_tokens():
    lower = ids("lumberjack")[:3]
    upper = [card("market"), card("author")]
    s = table(phase="trading", upper=upper, lower=lower,
              displays={0: [card("observatory")]})
    s.used = [card("observatory")]
    top = s.stacks["worker"][-6:][::-1]
    tokens = dict(s.tokens)
    all_pass(s)
    assert (s.round, s.phase) == (2, "worker")
    assert s.discard[-3:] == lower
    assert s.lower == upper  # all colours mixed
    assert s.upper == top
    assert s.tokens == {p: (seat + 1) % 2 for p, seat in tokens.items()}
    assert s.used == []
    assert s.to_act == s.tokens["worker"]


def test_tokens_move_the_way_the_turn_goes():
    s = table(players=4, phase="trading", upper=[card("academy")])
    assert s.tokens == {"worker": 0, "building": 1, "aristocrat": 2, "trading": 3}
    s.apply(Pass(3))
    assert s.to_act == 0  # clockwise is the next seat
    all_pass(s)
    assert s.tokens == {"worker": 1, "building": 2, "aristocrat": 3, "trading": 0}
    assert s.to_act == 1


def test_two_players_each_hold_two_tokens_and_swap_them_each_round():
    s = SaintPetersburgState(5, "2p")
    a = s.tokens["worker"]
    assert s.tokens == {"worker": a, "building": 1 - a, "aristocrat": a, "trading": 1 - a}
    starters = []
    for _ in range(4):
        starters.append((s.phase, s.to_act))
        all_pass(s)
    assert starters == [("worker", a), ("building", 1 - a), ("aristocrat", a),
                        ("trading", 1 - a)]
    assert (s.round, s.phase, s.to_act) == (2, "worker", 1 - a)
    assert s.tokens == {"worker": 1 - a, "building": a, "aristocrat": 1 - a, "trading": a}


# -- the action loop (§4.2, C3) -----------------------------------------------------------

def test_the_phase_ends_when_every_player_has_passed_in_a_row():
    s = table(players=3, upper=ids("lumberjack")[:4])
    s.apply(Pass(0))
    s.apply(Pass(1))
    assert (s.phase, s.to_act) == ("worker", 2)
    s.apply(Pass(2))
    assert s.phase == "building"


def test_a_player_who_passed_acts_again_after_someone_else_acts():
    lumberjacks = ids("lumberjack")[:4]
    s = table(players=3, upper=lumberjacks)
    s.apply(Pass(0))
    s.apply(Buy(1, lumberjacks[0]))
    s.apply(Pass(2))
    assert s.to_act == 0
    assert Buy(0, lumberjacks[1]) in s.legal_actions(0)
    s.apply(Buy(0, lumberjacks[1]))  # acts again after passing
    s.apply(Pass(1))
    s.apply(Pass(2))
    assert (s.phase, s.to_act) == ("worker", 0)  # two passes in a row are not all
    s.apply(Pass(0))
    assert s.phase == "building"
    assert kinds(s.displays[0]) == ["lumberjack"] and kinds(s.displays[1]) == ["lumberjack"]


def test_a_player_with_nothing_to_do_passes_automatically():
    lumberjacks = ids("lumberjack")[:2]
    s = table(upper=lumberjacks, hands={1: ids("judge")[:2] + [card("academy")]},
              rubles=[25, 0])
    events = s.apply(Buy(0, lumberjacks[0]))
    assert any(e.kind == "pass" and e.seat == 1 and e.data["auto"] for e in events)
    assert (s.phase, s.to_act) == ("worker", 0)
    s.apply(Pass(0))
    assert s.phase == "building"


def test_a_phase_begins_with_the_next_seat_if_its_token_holder_can_do_nothing():
    s = table(upper=ids("lumberjack")[:2], hands={1: ids("judge")[:2] + [card("academy")]},
              rubles=[25, 0])
    s.apply(Pass(0))  # seat 1 is skipped: the Worker phase ends
    assert s.phase == "building"
    assert s.tokens["building"] == 1
    assert s.to_act == 0


def test_a_broke_player_with_room_in_hand_is_not_passed_for_him():
    lumberjacks = ids("lumberjack")[:2]
    s = table(upper=lumberjacks, rubles=[25, 0])
    s.apply(Pass(0))
    assert s.to_act == 1
    legal = s.legal_actions(1)
    assert Take(1, lumberjacks[0]) in legal
    assert not any(isinstance(a, Buy) for a in legal)


def test_only_the_seat_to_act_has_actions():
    s = table(upper=ids("lumberjack")[:2])
    assert s.legal_actions(1) == []
    assert refused(s, Pass(1)) == "not_your_turn"
    assert refused(s, Buy(1, card("lumberjack"))) == "not_your_turn"


# -- buying (§4.2, C5) --------------------------------------------------------------------

def test_buying_from_the_upper_row_costs_the_printed_price_from_the_lower_one_less():
    upper, lower = [card("fur_trapper", 0)], [card("fur_trapper", 1)]
    s = table(upper=upper + [card("academy")], lower=lower)
    s.apply(Buy(0, upper[0]))
    assert (s.rubles[0], s.displays[0], s.upper) == (25 - 6, upper, [card("academy")])
    s.apply(Buy(1, lower[0]))
    assert (s.rubles[1], s.displays[1], s.lower) == (25 - 5, lower, [])


def test_each_card_of_the_same_name_owned_makes_it_one_cheaper():
    trappers = ids("fur_trapper")
    s = table(upper=[trappers[2]], lower=[trappers[3]], displays={0: trappers[:2]})
    s.apply(Buy(0, trappers[3]))
    assert s.rubles[0] == 25 - (6 - 1 - 2)


def test_a_card_costing_more_than_the_rubles_left_cannot_be_bought():
    upper, lower = [card("fur_trapper", 0)], [card("fur_trapper", 1)]
    s = table(upper=upper, lower=lower, rubles=[5, 25])
    assert Buy(0, upper[0]) not in s.legal_actions(0)
    assert Buy(0, lower[0]) in s.legal_actions(0)
    assert refused(s, Buy(0, upper[0])) == "cannot_afford"
    s.apply(Buy(0, lower[0]))
    assert s.rubles[0] == 0  # down to nothing, never below


def test_a_card_not_in_either_row_cannot_be_bought_or_taken():
    s = table(upper=[card("lumberjack")])
    in_stack = s.stacks["worker"][-1]
    assert refused(s, Buy(0, in_stack)) == "not_in_rows"
    assert refused(s, Take(0, in_stack)) == "not_in_rows"


# -- the hand (C4 and the second pass) ----------------------------------------------------

def test_taking_a_card_is_free_and_the_hand_holds_three():
    lumberjacks = ids("lumberjack")[:3]
    s = table(upper=lumberjacks, hands={0: [card("author"), card("market")]})
    s.apply(Take(0, lumberjacks[0]))
    assert s.hands[0][-1] == lumberjacks[0] and s.rubles[0] == 25
    assert lumberjacks[0] not in s.upper
    s.apply(Pass(1))
    assert not any(isinstance(a, Take) for a in s.legal_actions(0))
    assert refused(s, Take(0, lumberjacks[1])) == "hand_full"


def test_the_warehouse_lets_the_hand_hold_four():
    lumberjacks = ids("lumberjack")[:3]
    s = table(upper=lumberjacks, hands={0: ids("author")[:3]},
              displays={0: [card("warehouse")]})
    assert Take(0, lumberjacks[0]) in s.legal_actions(0)
    s.apply(Take(0, lumberjacks[0]))
    assert len(s.hands[0]) == 4
    s.apply(Pass(1))
    assert refused(s, Take(0, lumberjacks[1])) == "hand_full"


def test_losing_the_warehouse_keeps_four_cards_but_takes_none_until_fewer_than_three():
    hand = ids("lumberjack")[:4]
    bank, warehouse = card("bank"), card("warehouse")
    markets = ids("market")[:2]
    s = table(upper=[bank] + markets, hands={0: hand}, displays={0: [warehouse]})
    s.apply(Buy(0, bank, (warehouse,)))
    assert s.rubles[0] == 25 - (13 - 2)
    assert warehouse in s.discard and s.displays[0] == [bank]
    assert s.hands[0] == hand  # he keeps the four
    s.apply(Pass(1))
    assert not any(isinstance(a, Take) for a in s.legal_actions(0))
    assert refused(s, Take(0, markets[0])) == "hand_full"
    s.apply(Play(0, hand[0]))
    s.apply(Pass(1))
    assert len(s.hands[0]) == 3
    assert not any(isinstance(a, Take) for a in s.legal_actions(0))
    s.apply(Play(0, hand[1]))
    s.apply(Pass(1))
    assert len(s.hands[0]) == 2
    assert Take(0, markets[0]) in s.legal_actions(0)


def test_a_card_played_from_hand_gets_no_row_discount():
    customs = card("customs_house")
    s = table(lower=[customs] + ids("lumberjack")[:2])
    s.apply(Take(0, customs))  # from the lower row
    s.apply(Pass(1))
    assert s.cost(0, customs) == 8
    s.apply(Play(0, customs))
    assert s.rubles[0] == 25 - 8 and s.displays[0] == [customs] and s.hands[0] == []


def test_a_card_played_from_hand_keeps_the_same_name_and_workshop_discounts():
    customs = ids("customs_house")
    s = table(upper=[card("lumberjack")], hands={0: [customs[1]]},
              displays={0: [card("carpenter_workshop"), customs[0]]})
    s.apply(Play(0, customs[1]))
    assert s.rubles[0] == 25 - (8 - 1 - 1)


def test_a_card_played_from_hand_keeps_the_gold_smelter_discount():
    authors = ids("author")
    s = table(phase="aristocrat", upper=[card("lumberjack")], hands={0: [authors[1]]},
              displays={0: [card("gold_smelter"), authors[0]]})
    s.tokens["aristocrat"] = 0
    s.turn = 0
    s.apply(Play(0, authors[1]))
    assert s.rubles[0] == 25 - (4 - 1 - 1)


def test_a_trading_card_played_from_hand_deducts_the_card_it_replaces():
    wharf, builder = card("wharf"), card("ship_builder")
    s = table(upper=[card("lumberjack")], hands={0: [wharf]}, displays={0: [builder]})
    assert Play(0, wharf, (builder,)) in s.legal_actions(0)
    s.apply(Play(0, wharf, (builder,)))
    assert s.rubles[0] == 25 - (12 - 7)
    assert s.displays[0] == [wharf] and builder in s.discard


def test_a_hand_card_may_be_played_in_any_phase():
    judge = card("judge")
    s = table(phase="worker", upper=[card("lumberjack")], hands={0: [judge]})
    assert Play(0, judge) in s.legal_actions(0)
    s.apply(Play(0, judge))
    assert s.displays[0] == [judge] and s.rubles[0] == 25 - 16


def test_a_card_not_in_hand_cannot_be_played():
    s = table(upper=[card("lumberjack")], hands={1: [card("judge")]})
    assert refused(s, Play(0, card("judge"))) == "not_in_hand"
    assert refused(s, Play(0, card("lumberjack"))) == "not_in_hand"


# -- trading cards (C5, C6) ---------------------------------------------------------------

def test_a_green_trading_card_needs_a_worker_with_its_trade_symbol():
    wharf, lumberjack = card("wharf"), card("lumberjack")
    s = table(upper=[wharf], displays={0: [lumberjack]})
    assert not any(isinstance(a, Buy) and a.card == wharf for a in s.legal_actions(0))
    assert Take(0, wharf) in s.legal_actions(0)
    assert refused(s, Buy(0, wharf)) == "needs_target"
    assert refused(s, Buy(0, wharf, (lumberjack,))) == "wrong_target"


def test_a_trading_card_displaces_its_target_to_the_discard_pile():
    wharf, lumberjack, builder = card("wharf"), card("lumberjack"), card("ship_builder")
    s = table(upper=[wharf, card("academy")], displays={0: [lumberjack, builder]})
    assert [a for a in s.legal_actions(0) if isinstance(a, Buy) and a.card == wharf] == [
        Buy(0, wharf, (builder,))]
    s.apply(Buy(0, wharf, (builder,)))
    assert sorted(s.displays[0]) == sorted([lumberjack, wharf])
    assert s.discard[-1] == builder
    assert s.rubles[0] == 25 - (12 - 7)


def test_a_trading_card_from_the_lower_row_is_one_cheaper_too():
    wharf, builder = card("wharf"), card("ship_builder")
    s = table(upper=[card("academy")], lower=[wharf], displays={0: [builder]})
    s.apply(Buy(0, wharf, (builder,)))
    assert s.rubles[0] == 25 - (12 - 1 - 7)


def test_any_green_trading_card_may_replace_the_czar_and_carpenter():
    mill, czar_carpenter = card("weaving_mill"), card("czar_and_carpenter")
    s = table(upper=[mill, card("academy")], displays={0: [czar_carpenter]})
    assert Buy(0, mill, (czar_carpenter,)) in s.legal_actions(0)
    s.apply(Buy(0, mill, (czar_carpenter,)))
    assert s.rubles[0] == 25 - 1  # 8 - 8, at least 1
    assert s.displays[0] == [mill] and czar_carpenter in s.discard


def test_a_trading_card_never_displaces_another_trading_card():
    harbor, bank = card("harbor"), card("bank")
    s = table(upper=[harbor], displays={0: [bank]})
    assert not any(isinstance(a, Buy) and a.card == harbor for a in s.legal_actions(0))
    assert refused(s, Buy(0, harbor, (bank,))) == "wrong_target"


def test_a_trading_card_replaces_only_its_own_colour():
    bank, author = card("bank"), card("author")
    s = table(upper=[bank], displays={0: [author]})
    assert refused(s, Buy(0, bank, (author,))) == "wrong_target"


def test_a_trading_card_replaces_a_card_of_the_buyers_own_display_only():
    bank, market = card("bank"), card("market")
    s = table(upper=[bank], displays={1: [market]})
    assert refused(s, Buy(0, bank, (market,))) == "wrong_target"


def test_a_basic_card_replaces_nothing():
    lumberjack, market = card("lumberjack"), card("market")
    s = table(upper=[lumberjack], displays={0: [market]})
    assert refused(s, Buy(0, lumberjack, (market,))) == "no_target"


def test_potjomkins_village_counts_as_six_when_displaced():
    bank, village = card("bank"), card("potjomkins_village")
    s = table(upper=[bank], displays={0: [village]})
    s.apply(Buy(0, bank, (village,)))
    assert s.rubles[0] == 25 - (13 - 6)
    assert s.displays[0] == [bank] and village in s.discard


def test_an_orange_trading_card_replaces_any_aristocrat():
    czar, author = card("czar"), card("author")
    s = table(phase="aristocrat", upper=[czar], displays={1: [author]})
    s.tokens["aristocrat"] = 1
    s.turn = 1
    s.apply(Buy(1, czar, (author,)))
    assert s.rubles[1] == 25 - (24 - 4)


# -- the Observatory (C7) -----------------------------------------------------------------

def observatory_table(**kw) -> SaintPetersburgState:
    """The Building phase, seat 0 (the Building token's holder) with an Observatory."""
    kw.setdefault("displays", {0: [card("observatory")]})
    kw.setdefault("upper", [card("market", 4)])
    s = table(phase="building", **kw)
    s.tokens["building"] = 0
    s.turn = 0
    return s


def test_the_observatory_is_used_in_the_building_phase_only():
    s = table(phase="worker", upper=[card("lumberjack")],
              displays={0: [card("observatory")]})
    assert not any(isinstance(a, Observe) for a in s.legal_actions(0))
    assert refused(s, Observe(0, "aristocrat")) == "observatory_phase"
    b = observatory_table()
    assert {a.stack for a in b.legal_actions(0) if isinstance(a, Observe)} == set(STACKS)


def test_without_an_observatory_there_is_nothing_to_observe():
    s = observatory_table(displays={0: [card("market")]})
    assert not any(isinstance(a, Observe) for a in s.legal_actions(0))
    assert refused(s, Observe(0, "worker")) == "no_observatory"


def test_the_observatory_draws_a_stacks_top_card_to_buy_take_or_discard():
    author = card("author")
    rest = [c for c in ids("secretary")]
    s = observatory_table(stacks={"aristocrat": rest + [author]})
    s.apply(Observe(0, "aristocrat"))
    assert s.to_act == 0 and s.drawn == author
    assert s.stacks["aristocrat"] == rest
    assert set(s.legal_actions(0)) == {Buy(0, author), Take(0, author), Discard(0, author)}
    assert s.observation(0)["drawn"] == PACK.code(author)
    assert s.observation(1)["drawn"] is None
    refused(s, Pass(0))
    assert refused(s, Buy(0, card("market", 4))) == "not_drawn"
    s.apply(Buy(0, author))
    assert s.rubles[0] == 25 - 4  # the printed price
    assert author in s.displays[0] and s.drawn is None
    assert s.to_act == 1  # it was his action


def test_the_observatorys_card_may_be_taken_to_hand():
    top = card("wharf")
    s = observatory_table(stacks={"trading": [card("bank"), top]})
    s.apply(Observe(0, "trading"))
    s.apply(Take(0, top))
    assert s.hands[0] == [top] and s.rubles[0] == 25 and s.to_act == 1


def test_the_observatorys_card_may_be_discarded():
    top = card("academy")
    s = observatory_table(stacks={"building": [card("library"), top]})
    s.apply(Observe(0, "building"))
    s.apply(Discard(0, top))
    assert s.discard[-1] == top and top not in s.displays[0] and s.to_act == 1


def test_the_observatorys_card_is_not_taken_into_a_full_hand():
    top = card("academy")
    s = observatory_table(stacks={"building": [card("library"), top]},
                          hands={0: ids("author")[:3]})
    s.apply(Observe(0, "building"))
    assert Take(0, top) not in s.legal_actions(0)
    assert refused(s, Take(0, top)) == "hand_full"


def test_the_observatorys_trading_card_needs_a_target_to_be_bought():
    top, builder = card("wharf"), card("ship_builder")
    s = observatory_table(stacks={"trading": [card("bank"), top]},
                          displays={0: [card("observatory"), builder]})
    s.apply(Observe(0, "trading"))
    assert set(s.legal_actions(0)) == {Buy(0, top, (builder,)), Take(0, top),
                                       Discard(0, top)}
    assert refused(s, Buy(0, top)) == "needs_target"
    s.apply(Buy(0, top, (builder,)))
    assert s.rubles[0] == 25 - (12 - 7)


def test_the_observatory_never_draws_a_stacks_last_card():
    s = observatory_table(stacks={"trading": [card("bank")],
                                  "worker": ids("lumberjack")[:2]})
    observable = {a.stack for a in s.legal_actions(0) if isinstance(a, Observe)}
    assert "trading" not in observable and "worker" in observable
    assert refused(s, Observe(0, "trading")) == "stack_too_small"


def test_an_observatory_is_used_once_a_round():
    s = observatory_table()
    s.apply(Observe(0, "building"))
    s.apply(Discard(0, s.drawn))
    s.apply(Pass(1))
    assert s.to_act == 0
    assert not any(isinstance(a, Observe) for a in s.legal_actions(0))
    assert refused(s, Observe(0, "building")) == "no_observatory"


def test_two_observatories_are_used_once_each():
    observatories = ids("observatory")
    s = observatory_table(displays={0: observatories})
    for _ in range(2):
        s.apply(Observe(0, "building"))
        s.apply(Discard(0, s.drawn))
        s.apply(Pass(1))
    assert sorted(s.used) == sorted(observatories)
    assert refused(s, Observe(0, "building")) == "no_observatory"


def test_a_used_observatory_scores_no_point_that_round():
    observatories = ids("observatory")
    s = observatory_table(displays={0: observatories + [card("market", 0)],
                                    1: [card("market", 1)]})
    s.apply(Observe(0, "building"))
    s.apply(Discard(0, s.drawn))
    all_pass(s)
    assert s.phase == "aristocrat"
    assert s.points == [2, 1]  # the unused Observatory and the Market


def test_a_used_observatory_cannot_be_displaced_this_round():
    observatory, bank = card("observatory"), card("bank")
    s = observatory_table(upper=[bank, card("market", 4)])
    assert Buy(0, bank, (observatory,)) in s.legal_actions(0)
    s.apply(Observe(0, "building"))
    s.apply(Discard(0, s.drawn))
    s.apply(Pass(1))
    assert not any(isinstance(a, Buy) and a.card == bank for a in s.legal_actions(0))
    assert refused(s, Buy(0, bank, (observatory,))) == "wrong_target"


def test_observatories_are_ready_again_next_round():
    observatory = card("observatory")
    s = table(phase="trading", upper=[card("bank")], displays={0: [observatory]})
    s.used = [observatory]
    all_pass(s)  # the round's end
    assert s.used == [] and s.round == 2
    assert s.targets(0, s.lower[0]) == [observatory]
    all_pass(s)  # the Worker phase
    assert s.phase == "building"
    if s.to_act != 0:
        s.apply(Pass(s.to_act))
    assert any(isinstance(a, Observe) for a in s.legal_actions(0))


# -- the Pub (C8) -------------------------------------------------------------------------

def test_pub_owners_buy_points_at_the_same_time_after_the_building_scoring():
    pubs = ids("pub")
    s = table(phase="building", upper=[card("lumberjack")],
              displays={0: [pubs[0], card("market")], 1: [pubs[1]]}, rubles=[7, 30])
    s.tokens["building"], s.turn = 0, 0
    all_pass(s)
    assert s.points == [1, 0]  # the Market scored first
    assert s.decision() == Simultaneous((0, 1))
    assert s.legal_actions(0) == [PubPoints(0, k) for k in range(4)]  # 7 rubles: 3
    assert s.legal_actions(1) == [PubPoints(1, k) for k in range(6)]
    assert refused(s, PubPoints(0, 4)) == "too_many_points"
    assert refused(s, PubPoints(1, 6)) == "too_many_points"
    seen_by_0 = s.observation(0)
    s.apply(PubPoints(1, 5))
    # nothing shows before every owner has chosen
    assert s.points == [1, 0] and s.rubles == [7, 30]
    assert s.observation(0) == seen_by_0
    assert refused(s, PubPoints(1, 1)) == "not_your_turn"
    s.apply(PubPoints(0, 3))
    assert s.points == [4, 5] and s.rubles == [1, 20]
    assert s.phase == "aristocrat"


def test_two_pubs_sell_ten_points():
    s = table(phase="building", upper=[card("lumberjack")],
              displays={0: ids("pub")}, rubles=[100, 25])
    s.tokens["building"], s.turn = 0, 0
    all_pass(s)
    assert s.legal_actions(0)[-1] == PubPoints(0, 10)
    s.apply(PubPoints(0, 10))
    assert (s.points[0], s.rubles[0]) == (10, 80)


def test_a_pub_owner_without_two_rubles_is_not_asked():
    s = table(phase="building", upper=[card("lumberjack")], displays={0: [card("pub")]},
              rubles=[1, 25])
    s.tokens["building"], s.turn = 0, 0
    all_pass(s)
    assert s.phase == "aristocrat" and s.step == ACTIONS
    assert s.rubles[0] == 1


# -- each phase's income through the game (§4.3, C8) -------------------------------------

def test_the_worker_phase_pays_the_workers():
    s = table(upper=[card("lumberjack", 5)],
              displays={0: [card("lumberjack"), card("fur_shop"), card("market")],
                        1: [card("wharf")]})
    events = all_pass(s)
    assert s.rubles == [25 + 6, 25 + 6] and s.points == [2, 1]
    income = [e for e in events if e.kind == "income"]
    assert income[0].data == {"phase": "worker", "rubles": [6, 6], "points": [2, 1]}


def test_the_building_phase_pays_mariinskij_a_ruble_per_aristocrat():
    s = table(phase="building", upper=[card("lumberjack")],
              displays={0: [card("mariinskij_theater"), card("author"), card("pope"),
                            card("bank")]})
    all_pass(s)
    assert s.phase == "aristocrat"
    assert s.rubles[0] == 25 + 2 + 5 and s.points[0] == 1


def test_the_aristocrat_phase_pays_tax_man_a_ruble_per_worker():
    s = table(phase="aristocrat", upper=[card("market")],
              displays={0: [card("tax_man"), card("lumberjack"), card("wharf"),
                            card("author")]})
    all_pass(s)
    assert s.phase == "trading"
    assert s.rubles[0] == 25 + 2 + 1 and s.points[0] == 0


def test_the_trading_phase_pays_nothing():
    s = table(phase="trading", upper=[card("market")],
              displays={0: [card("lumberjack"), card("bank"), card("judge")]})
    all_pass(s)
    assert s.rubles[0] == 25 and s.points[0] == 0


def test_income_is_paid_only_once_the_phase_ends():
    s = table(upper=[card("lumberjack", 5)], displays={0: [card("lumberjack")]})
    s.apply(Pass(0))
    assert s.rubles[0] == 25
    s.apply(Pass(1))
    assert s.rubles[0] == 28


# -- the last round and the game's end (§5, C1, C9) ---------------------------------------

def test_a_refill_taking_a_stacks_exact_last_card_makes_the_round_the_last():
    workers = ids("lumberjack")[:6] + ids("gold_miner")[:1]
    s = table(phase="trading", upper=[card("market")], stacks={"worker": workers})
    all_pass(s)  # the Market moves down: seven workers are drawn, the stack's last too
    assert (s.round, s.phase) == (2, "worker")
    assert s.stacks["worker"] == [] and len(s.upper) == 7
    assert s.last_round and not s.is_terminal()
    for phase in ("worker", "building", "aristocrat"):
        assert s.phase == phase
        all_pass(s)
    assert s.phase == "trading" and not s.is_terminal()
    events = all_pass(s)
    assert s.is_terminal() and s.round == 2
    assert [e.kind for e in events][-1] == "over"
    assert s.legal_actions(0) == [] and s.to_act is None


def test_a_refill_short_of_cards_draws_what_is_left_and_makes_the_round_the_last():
    workers = ids("lumberjack")[:3]
    s = table(phase="trading", upper=[card("market")], stacks={"worker": workers})
    all_pass(s)
    assert sorted(s.upper) == sorted(workers) and s.stacks["worker"] == []
    assert s.last_round


def test_a_refill_leaving_a_card_does_not_end_the_game():
    workers = ids("lumberjack")[:6] + ids("gold_miner")[:2]
    s2 = table(phase="trading", upper=[card("market")], stacks={"worker": workers})
    all_pass(s2)  # seven drawn, one left
    assert len(s2.stacks["worker"]) == 1 and not s2.last_round
    for _ in range(4):
        all_pass(s2)
    assert (s2.round, s2.phase) == (3, "worker") and not s2.is_terminal()


def test_a_stack_emptied_mid_round_ends_the_game_after_that_rounds_trading_phase():
    buildings = ids("market")[:4]
    s = table(phase="worker", upper=ids("lumberjack")[:4], stacks={"building": buildings})
    all_pass(s)
    assert s.phase == "building" and s.last_round and s.stacks["building"] == []
    all_pass(s)
    assert s.phase == "aristocrat" and not s.is_terminal()
    all_pass(s)
    assert s.phase == "trading" and not s.is_terminal()
    all_pass(s)
    assert s.is_terminal() and s.round == 1


def test_the_final_score_adds_variety_and_rubles_and_takes_five_a_hand_card():
    s = table(phase="trading", upper=[card("market", 4)],
              displays={0: [card("author"), card("judge"), card("czar"), card("market")],
                        1: [card("lumberjack")]},
              hands={0: [card("library")]}, rubles=[39, 5])
    s.last_round = True
    s.points = [20, 25]
    events = all_pass(s)
    assert s.is_terminal()
    over = events[-1]
    assert over.kind == "over"
    assert over.data["scores"] == [20 + 6 + 3 - 5, 25]
    assert over.data["winners"] == [1]
    assert s.returns() == [24, 25] and s.winners() == [1]
    assert s.rubles == [39, 5]  # the conversion spends nothing


def test_a_tie_goes_to_more_rubles_then_is_shared():
    s = table(players=3, phase="trading", upper=[card("market")], rubles=[30, 34, 34])
    s.last_round = True
    s.points = [14, 13, 13]  # 17, 16, 16 with the rubles
    all_pass(s)
    assert s.winners() == [0]
    t = table(players=3, phase="trading", upper=[card("market")], rubles=[30, 34, 39])
    t.last_round = True
    t.points = [14, 14, 14]  # 17 each
    all_pass(t)
    assert t.winners() == [2]
    u = table(players=3, phase="trading", upper=[card("market")], rubles=[34, 34, 20])
    u.last_round = True
    u.points = [14, 14, 15]  # 17, 17, 17
    all_pass(u)
    assert u.winners() == [0, 1]


# -- refusals change nothing (C3 and throughout) ------------------------------------------

def test_refusals_outside_their_step():
    s = table(upper=[card("lumberjack")])
    assert refused(s, Discard(0, card("lumberjack"))) == "not_drawn"
    assert refused(s, PubPoints(0, 1)) == "not_now"


def test_a_finished_game_refuses_everything():
    s = table(phase="trading", upper=[card("market")])
    s.last_round = True
    all_pass(s)
    assert s.is_terminal()
    assert refused(s, Pass(0)) == "not_now"


def test_the_refusal_to_afford_names_the_price_and_the_rubles():
    s = table(upper=[card("academy")], rubles=[10, 25])
    with pytest.raises(IllegalAction) as err:
        s.apply(Buy(0, card("academy")))
    assert err.value.reason == "cannot_afford"
    assert err.value.params == {"price": 23, "rubles": 10}
    assert "23" in str(err.value) and "10" in str(err.value)


def test_a_refused_action_leaves_the_seat_to_act_free_to_act():
    lumberjack = card("lumberjack")
    s = table(upper=[lumberjack, card("academy")], rubles=[10, 25])
    refused(s, Buy(0, card("academy")))
    s.apply(Buy(0, lumberjack))
    assert s.displays[0] == [lumberjack] and s.rubles[0] == 7


# -- more from C1, C3, C5, C7 ------------------------------------------------------------

def test_each_phase_refills_from_its_own_stack():
    s = table(phase="aristocrat")  # empty rows: nothing to do but pass
    top = s.stacks["trading"][-8:][::-1]
    s.apply(Pass(s.to_act))
    assert s.phase == "trading"
    assert s.upper == top and len(s.stacks["trading"]) == 30 - 8
    assert all(kind_of(c).trading for c in s.upper)


def test_using_the_observatory_breaks_a_run_of_passes():
    s = observatory_table()
    s.turn = 1
    s.apply(Pass(1))
    s.apply(Pass(0))
    assert s.phase == "aristocrat"  # two passes in a row end it
    t = observatory_table()
    t.turn = 1
    t.apply(Pass(1))
    t.apply(Observe(0, "building"))
    t.apply(Discard(0, t.drawn))
    t.apply(Pass(1))
    assert (t.phase, t.to_act) == ("building", 0)  # one pass since the Observatory
    t.apply(Pass(0))
    assert t.phase != "building"


def test_the_observatorys_card_gets_no_row_discount_but_the_workshop_one():
    top = card("customs_house")
    s = observatory_table(stacks={"building": [card("library"), top]},
                          displays={0: [card("observatory"), card("carpenter_workshop")]})
    s.apply(Observe(0, "building"))
    assert s.cost(0, top) == 8 - 1
    s.apply(Buy(0, top))
    assert s.rubles[0] == 25 - 7


def test_a_second_trading_card_of_a_name_is_one_cheaper():
    wharves, builder = ids("wharf"), card("ship_builder")
    s = table(upper=[wharves[1], card("academy")], displays={0: [wharves[0], builder]})
    s.apply(Buy(0, wharves[1], (builder,)))
    assert s.rubles[0] == 25 - (12 - 1 - 7)


def test_the_carpenter_workshop_cheapens_a_blue_trading_card_too():
    bank, market = card("bank"), card("market")
    s = table(upper=[bank, card("academy")],
              displays={0: [card("carpenter_workshop"), market]})
    s.apply(Buy(0, bank, (market,)))
    assert s.rubles[0] == 25 - (13 - 1 - 5)


def test_the_gold_smelter_cheapens_an_orange_trading_card_too():
    czar, author = card("czar"), card("author")
    s = table(upper=[czar, card("academy")], displays={0: [card("gold_smelter"), author]})
    s.apply(Buy(0, czar, (author,)))
    assert s.rubles[0] == 25 - (24 - 1 - 4)


def test_the_carpenter_workshop_does_nothing_for_workers_and_aristocrats():
    judge, shepherd = card("judge"), card("shepherd")
    s = table(upper=[judge, shepherd, card("academy")],
              displays={0: [card("carpenter_workshop")]})
    assert s.cost(0, judge) == 16 and s.cost(0, shepherd) == 5
    s.apply(Buy(0, judge))
    assert s.rubles[0] == 25 - 16


def test_hand_cards_do_not_score():
    s = table(upper=[card("academy")], hands={0: ids("lumberjack")[:2]},
              displays={1: [card("shepherd")]})
    all_pass(s)
    assert s.phase == "building"
    assert s.rubles == [25, 28]


def test_the_observatory_names_a_stack_that_exists():
    s = observatory_table()
    assert refused(s, Observe(0, "market")) == "no_such_stack"
