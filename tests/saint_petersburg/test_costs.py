"""Saint Petersburg's prices and trading targets (rules sheet C5, C6)."""

from game.games.saint_petersburg.cards import KINDS
from game.games.saint_petersburg.costs import may_displace, price

K = KINDS


def test_the_printed_cost_less_the_lower_row_and_each_copy_owned():
    assert price(K["fur_trapper"], []) == 6
    assert price(K["fur_trapper"], [], lower_row=True) == 5
    assert price(K["fur_trapper"], [K["fur_trapper"], K["fur_trapper"]], lower_row=True) == 3


def test_carpenter_workshop_and_gold_smelter_cheapen_their_colours():
    workshop, smelter = K["carpenter_workshop"], K["gold_smelter"]
    assert price(K["library"], [workshop]) == 16
    assert price(K["bank"], [workshop], displaces=K["market"]) == 13 - 1 - 5
    assert price(K["judge"], [workshop]) == 16  # a workshop does nothing for aristocrats
    assert price(K["judge"], [smelter]) == 15


def test_a_trading_card_costs_less_the_card_it_displaces_never_below_one():
    assert price(K["wharf"], [K["ship_builder"]], displaces=K["ship_builder"]) == 12 - 7
    # Potjomkin's Village counts as 6 when displaced, whatever it cost
    assert price(K["bank"], [K["potjomkins_village"]], displaces=K["potjomkins_village"]) == 7
    assert price(K["pope"], [K["mistress_of_ceremonies"]],
                 displaces=K["mistress_of_ceremonies"]) == 1


def test_trading_targets():
    assert may_displace(K["wharf"], K["ship_builder"])
    assert not may_displace(K["wharf"], K["lumberjack"])  # another trade symbol
    assert may_displace(K["wharf"], K["czar_and_carpenter"])  # the Czar matches any
    assert not may_displace(K["bank"], K["harbor"])  # never another trading card
    assert may_displace(K["bank"], K["pub"]) and not may_displace(K["bank"], K["author"])
    assert may_displace(K["czar"], K["author"])
