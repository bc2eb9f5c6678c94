"""The gold after a round (rules sheet §4, C6, C7, C8). Counter-clockwise is toward lower
seat numbers (clockwise, "to the left", is the next seat up)."""

import pytest

from game.games.saboteur.actions import Pass, PlacePath, TakeNugget
from game.games.saboteur.cards import INFO, NUGGETS
from tests.saboteur.rigged import ROW0, held, located_once, refused, rigged


def dig_gold(players=5, roles=None, finder=0, nuggets=None, broken=None, deck=None):
    """`finder` lays the card that reaches the gold (the middle goal)."""
    hands = {finder: ["pEW"]}
    state = rigged(players, gold=1, maze=ROW0, roles=roles, hands=hands, turn=finder,
                   nuggets=nuggets, broken=broken, deck=deck)
    events = state.apply(PlacePath(finder, held(state, finder, "pEW"), 7, 0))
    return state, events


def take_all(state, choose=max) -> list[int]:
    """Every taker in turn takes the card `choose` picks by value; the seats in order."""
    order = []
    while state.phase == "pick":
        seat = state.picker
        order.append(seat)
        offer = state.observation(seat)["offer"]
        assert sorted(offer) == sorted(INFO[c].code for c in state.offer)
        state.apply(TakeNugget(seat, choose(state.offer, key=lambda c: INFO[c].value)))
    return order


# -- C6: the gold-diggers' payout ------------------------------------------------------------

@pytest.mark.parametrize(("players", "drawn"), [(3, 3), (5, 5), (8, 8), (9, 9), (10, 9)])
def test_as_many_nugget_cards_as_players_at_most_nine_are_drawn(players, drawn):
    state, events = dig_gold(players, finder=1)
    assert len(state.offer) == drawn and state.picker == 1
    told = next(e for e in events if e.kind == "nuggets_drawn")
    assert told.data == {"count": drawn} and told.seat == 1
    assert len(state.nuggets) == 28 - drawn
    assert located_once(state)


def test_the_finder_takes_first_then_counter_clockwise_among_diggers_round_and_round():
    # diggers at 0, 2, 4; saboteurs at 1, 3; seat 2 finds the gold; five cards
    state, _ = dig_gold(5, roles="dsdsd", finder=2)
    assert take_all(state) == [2, 0, 4, 2, 0]
    assert [len(g) for g in state.gold] == [2, 0, 2, 0, 1]


def test_the_offer_goes_counter_clockwise_wrapping_past_seat_zero():
    # 7 players, diggers everywhere but 3, 5: finder 1 -> 0 -> 6 -> 4 -> 2 -> 1 -> 0
    state, _ = dig_gold(7, roles="dddsdsd", finder=1)
    assert take_all(state) == [1, 0, 6, 4, 2, 1, 0]


@pytest.mark.parametrize(("roles", "finder", "first"), [
    ("dsdsd", 3, 2), ("dsdsd", 1, 0), ("sdddd", 0, 4), ("ddssd", 3, 1), ("dssdd", 2, 0)])
def test_a_saboteur_finder_hands_the_first_pick_to_the_next_digger_counter_clockwise(
        roles, finder, first):
    state, events = dig_gold(5, roles=roles, finder=finder)
    won = next(e for e in events if e.kind == "round_won")
    assert won.data["side"] == "digger" and won.seat == finder
    assert state.picker == first
    order = take_all(state)
    assert order[0] == first and all(roles[s] == "d" for s in order)
    assert sum(len(state.gold[s]) for s in range(5) if roles[s] == "s") == 0


def test_gold_diggers_with_broken_tools_take_nuggets_too():
    state, _ = dig_gold(5, roles="ddsdd", finder=0,
                        broken={1: ["pick", "lamp", "cart"], 4: ["cart"]})
    assert take_all(state) == [0, 4, 3, 1, 0]


def test_a_short_nugget_pile_pays_what_it_has():
    state, events = dig_gold(5, roles="dsdsd", finder=0, nuggets=[3, 1])
    assert sorted(INFO[c].value for c in state.offer) == [1, 3]
    assert next(e for e in events if e.kind == "nuggets_drawn").data == {"count": 2}
    assert take_all(state) == [0, 4]
    assert state.phase == "turn" and state.round == 1 and state.nuggets == []


def test_with_no_nugget_left_the_next_round_is_dealt_as_any_other():
    # the finder (seat 2) made the last play: seat 3 begins round 2 with a full hand,
    # and nobody holds a card more than the deal gives
    state, events = dig_gold(5, roles="dsdsd", finder=2, nuggets=[])
    kinds = [e.kind for e in events]
    assert "nuggets_drawn" not in kinds and "round_started" in kinds
    assert kinds.index("round_won") < kinds.index("round_started")
    assert "drew" not in kinds[kinds.index("round_started"):]
    assert state.round == 1 and state.phase == "turn"
    assert [len(h) for h in state.hands] == [6] * 5 and len(state.deck) == 67 - 30
    assert state.turn == 3


def test_the_taker_chooses_any_card_of_the_offer_and_the_rest_passes_on():
    state, _ = dig_gold(5, roles="dsdsd", finder=2, nuggets=[1, 3, 2, 1, 1])
    smallest = min(state.offer, key=lambda c: INFO[c].value)
    events = state.apply(TakeNugget(2, smallest))
    assert [e.kind for e in events] == ["nugget_taken", "nuggets_passed"]
    assert events[0].private == {2: {"card": INFO[smallest].code, "gold": 1}}
    assert events[1].data == {"to": 0, "count": 4}
    assert state.gold[2] == [smallest] and state.picker == 0


def test_only_the_taker_picks_and_only_from_the_offer():
    state, _ = dig_gold(5, roles="dsdsd", finder=2)
    offered = state.offer[0]
    not_offered = state.nuggets[0]
    refused(state, TakeNugget(0, offered), "not_picking")
    refused(state, TakeNugget(1, offered), "not_picking")
    refused(state, TakeNugget(2, not_offered), "not_offered")
    refused(state, Pass(3, state.deck[0]), "not_your_turn")  # no turns while they pick
    refused(state, Pass(2, state.deck[0]), "not_your_turn")
    assert state.legal_actions(2) == [TakeNugget(2, c) for c in state.offer]
    assert all(state.legal_actions(s) == [] for s in (0, 1, 3, 4))


def test_the_offer_is_seen_by_its_taker_alone():
    state, events = dig_gold(5, roles="dsdsd", finder=2)
    codes = sorted(INFO[c].code for c in state.offer)
    drawn = next(e for e in events if e.kind == "nuggets_drawn")
    assert sorted(drawn.private[2]["cards"]) == codes and list(drawn.private) == [2]
    for seat in (0, 1, 3, 4):
        assert state.observation(seat)["offer"] == []
        assert not set(codes) & set(str(state.observation(seat)).split("'"))


# -- C7: the saboteurs' payout ------------------------------------------------------------

def saboteurs_win(players, roles, nuggets):
    """The last card of the round passed with the pile empty: the saboteurs win."""
    state = rigged(players, roles=roles, hands={0: ["pEW"]}, deck=0, nuggets=nuggets)
    events = state.apply(Pass(0, held(state, 0, "pEW")))
    return state, events


def paid(state, seat) -> list[int]:
    return sorted((INFO[c].value for c in state.gold[seat]), reverse=True)


@pytest.mark.parametrize(("players", "roles", "each"), [
    (3, "dsd", 4), (4, "ddds", 4), (5, "sddsd", 3), (7, "sdsdsdd", 3), (6, "dddsdd", 4),
    (10, "sdsdsdsddd", 2), (9, "ssdddddsd", 3)])
def test_each_winning_saboteur_gets_gold_by_how_many_saboteurs_there_are(players, roles, each):
    state, events = saboteurs_win(players, roles, None)
    saboteurs = [s for s in range(players) if roles[s] == "s"]
    assert [sum(paid(state, s)) for s in range(players)] == [
        each if s in saboteurs else 0 for s in range(players)]
    told = [e for e in events if e.kind == "saboteur_paid"]
    assert [e.seat for e in told] == saboteurs
    for e in told:
        assert e.private[e.seat]["gold"] == each
        assert e.data == {"count": len(state.gold[e.seat])}


def test_each_saboteur_gets_the_largest_card_not_over_what_is_still_owed():
    # one saboteur owed 4: 3 then 1 (not 2 + 2, not 2 + 1 + 1)
    state, _ = saboteurs_win(3, "dsd", [2, 1, 2, 3, 1])
    assert paid(state, 1) == [3, 1]
    assert sorted(INFO[c].value for c in state.nuggets) == [1, 2, 2]


def test_greedy_pay_never_overpays_even_where_another_combination_pays_exactly():
    # owed 4, the pile 3, 2, 2: the 3 first, then nothing fits the 1 still owed
    state, _ = saboteurs_win(3, "dsd", [2, 3, 2])
    assert paid(state, 1) == [3]
    assert sorted(INFO[c].value for c in state.nuggets) == [2, 2]


def test_a_saboteur_owed_less_than_any_card_gets_nothing():
    # four saboteurs owed 2 each, the pile only 3s
    state, _ = saboteurs_win(10, "sdsdsdsddd", [3, 3, 3, 3])
    assert all(state.gold[s] == [] for s in range(10))
    assert len(state.nuggets) == 4


def test_saboteurs_get_gold_in_seat_order_and_a_short_pile_gives_what_is_left():
    # saboteurs at seats 1 and 3 owed 3 each; the pile 2, 1, 1: seat 1 takes 2 + 1,
    # seat 3 the last 1
    state, events = saboteurs_win(5, "dsdsd", [1, 2, 1])
    assert paid(state, 1) == [2, 1] and paid(state, 3) == [1] and state.nuggets == []
    assert [e.seat for e in events if e.kind == "saboteur_paid"] == [1, 3]


def test_saboteur_gold_is_told_only_to_its_owner():
    state, events = saboteurs_win(5, "dsdsd", None)
    for e in (e for e in events if e.kind == "saboteur_paid"):
        assert list(e.private) == [e.seat]
        codes = e.private[e.seat]["cards"]
        for seat in range(5):
            shown = state.observation(seat)["gold"]
            assert (set(codes) <= set(shown)) == (seat == e.seat)


# -- C8: most gold wins, ties share ---------------------------------------------------------

def with_gold(values: list[list[int]]):
    state = rigged(3, roles="dsd")
    pile = list(NUGGETS)
    state.gold = [[_take(pile, v) for v in seat] for seat in values]
    return state


def _take(pile: list[int], value: int) -> int:
    card = next(c for c in pile if INFO[c].value == value)
    pile.remove(card)
    return card


@pytest.mark.parametrize(("gold", "winners"), [
    ([[3], [1, 1], [2]], [0]), ([[3], [1, 2], [2]], [0, 1]), ([[], [], []], [0, 1, 2]),
    ([[1], [1, 1, 1], [3]], [1, 2]), ([[2], [1], [1, 1, 1]], [2])])
def test_the_most_gold_wins_and_ties_share(gold, winners):
    state = with_gold(gold)
    assert state.returns() == [sum(g) for g in gold]
    assert state.winners() == winners
