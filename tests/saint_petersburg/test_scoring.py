"""Saint Petersburg's income, Pub, variety and final score as the rules sheet tells them
(§4.3, §5, C8, C9): each phase pays only its colour, trading cards count as their
colour, Mariinskij and Tax Man count cards of another colour, a used Observatory scores
no point, the Pub sells five points per Pub at two rubles, variety is n(n+1)/2 for at
most ten aristocrats, rubles/10 and −5 per hand card at the end, ties by rubles."""

from game.games.saint_petersburg.cards import KINDS
from game.games.saint_petersburg.scoring import (
    final_score,
    phase_income,
    pub_limit,
    variety_points,
    winners,
)

K = KINDS


def kinds(*keys: str):
    return [K[k] for k in keys]


# -- each phase's income (§4.3, C8) ------------------------------------------------------

def test_worker_phase_pays_the_workers_and_the_green_trading_cards_only():
    display = kinds("lumberjack", "lumberjack", "czar_and_carpenter", "fur_shop", "wharf",
                    "market", "author", "bank")
    # 3 + 3 + 3 (Czar and Carpenter) + 3 (Fur Shop) + 6 (Wharf); points 2 + 1
    assert phase_income(display, "worker") == (18, 3)


def test_worker_phase_of_a_display_without_workers_pays_nothing():
    assert phase_income(kinds("library", "judge"), "worker") == (0, 0)


def test_building_phase_pays_points_and_the_blue_trading_cards_rubles():
    display = kinds("market", "customs_house", "academy", "bank", "harbor",
                    "lumberjack", "mistress_of_ceremonies")
    # points 1 + 2 + 7 + 1 (Bank) + 2 (Harbor); rubles 5 (Bank) + 5 (Harbor)
    assert phase_income(display, "building") == (10, 13)


def test_pub_warehouse_and_village_score_nothing():
    assert phase_income(kinds("pub", "pub", "warehouse", "potjomkins_village"),
                        "building") == (0, 0)


def test_a_used_observatory_scores_no_point_that_building_phase():
    display = kinds("observatory", "observatory", "market")
    assert phase_income(display, "building") == (0, 3)
    assert phase_income(display, "building", used_observatories=1) == (0, 2)
    assert phase_income(display, "building", used_observatories=2) == (0, 1)


def test_mariinskij_pays_a_ruble_per_aristocrat_trading_aristocrats_included():
    display = kinds("mariinskij_theater", "author", "author", "judge", "pope", "czar",
                    "lumberjack", "market")
    # five aristocrats (two Authors, the Judge, the Pope and the Czar); Market 1 point
    assert phase_income(display, "building") == (5, 1)
    assert phase_income(kinds("mariinskij_theater"), "building") == (0, 0)


def test_mariinskij_pays_nothing_outside_the_building_phase():
    display = kinds("mariinskij_theater", "author", "judge")
    assert phase_income(display, "aristocrat") == (1 + 5, 2)


def test_aristocrat_phase_pays_rubles_and_points_of_the_orange_cards():
    display = kinds("author", "controller", "mistress_of_ceremonies", "admiral", "senator",
                    "shepherd", "hospital")
    # rubles 1 + 4 + 6 + 3 + 2; points 1 + 3 + 3 + 2
    assert phase_income(display, "aristocrat") == (16, 9)


def test_tax_man_pays_a_ruble_per_worker_green_trading_cards_included():
    display = kinds("tax_man", "lumberjack", "gold_miner", "czar_and_carpenter", "wharf",
                    "gold_smelter", "market", "author")
    # five green cards; the Author pays its own ruble
    assert phase_income(display, "aristocrat") == (5 + 1, 0)
    assert phase_income(kinds("tax_man"), "aristocrat") == (0, 0)


def test_tax_man_pays_nothing_outside_the_aristocrat_phase():
    display = kinds("tax_man", "lumberjack", "lumberjack")
    assert phase_income(display, "worker") == (6, 0)
    assert phase_income(display, "building") == (0, 0)


def test_the_trading_phase_pays_nothing():
    display = kinds("lumberjack", "wharf", "bank", "market", "mariinskij_theater",
                    "tax_man", "judge", "czar")
    assert phase_income(display, "trading") == (0, 0)


# -- the Pub (C8) -------------------------------------------------------------------------

def test_no_pub_no_points_to_buy():
    assert pub_limit(kinds("market"), 100) == 0


def test_a_pub_sells_up_to_five_points_at_two_rubles_each():
    assert pub_limit(kinds("pub"), 100) == 5
    assert pub_limit(kinds("pub"), 10) == 5
    assert pub_limit(kinds("pub"), 9) == 4
    assert pub_limit(kinds("pub"), 7) == 3
    assert pub_limit(kinds("pub"), 1) == 0
    assert pub_limit(kinds("pub"), 0) == 0


def test_two_pubs_sell_up_to_ten_points():
    assert pub_limit(kinds("pub", "pub"), 100) == 10
    assert pub_limit(kinds("pub", "pub"), 13) == 6


# -- variety (§5, C9) ---------------------------------------------------------------------

ARISTOCRATS = ["author", "administrator", "warehouse_manager", "secretary", "controller",
               "judge", "mistress_of_ceremonies", "pope", "chamber_maid", "weapon_master",
               "builder", "senator", "patriarch"]


def test_variety_is_the_triangle_of_the_distinct_aristocrats():
    expected = [0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55]
    for n, points in enumerate(expected):
        assert variety_points(kinds(*ARISTOCRATS[:n])) == points


def test_variety_counts_at_most_ten_types():
    assert variety_points(kinds(*ARISTOCRATS[:11])) == 55
    assert variety_points(kinds(*ARISTOCRATS)) == 55


def test_variety_counts_a_type_once_and_only_aristocrats():
    assert variety_points(kinds("author", "author", "author")) == 1
    assert variety_points(kinds("author", "judge", "judge", "lumberjack", "wharf",
                                "market", "bank")) == 3


def test_each_trading_aristocrat_is_its_own_type():
    assert variety_points(kinds("pope", "czar", "tax_man")) == 6
    assert variety_points(kinds("author", "czar")) == 3


# -- the final score and ties (§5, C9) ---------------------------------------------------

def test_final_score_adds_variety_and_a_point_per_full_ten_rubles_less_five_a_hand_card():
    display = kinds("author", "judge", "czar", "market")  # three types: 6
    assert final_score(20, display, 39, 0) == 20 + 6 + 3
    assert final_score(20, display, 40, 0) == 20 + 6 + 4
    assert final_score(20, display, 9, 0) == 20 + 6
    assert final_score(20, display, 39, 2) == 20 + 6 + 3 - 10


def test_final_score_may_fall_below_zero_from_hand_cards():
    assert final_score(0, [], 0, 3) == -15


def test_the_most_points_win():
    assert winners([30, 42, 17], [5, 0, 90]) == [1]


def test_a_tie_goes_to_more_rubles():
    assert winners([30, 30, 17], [5, 8, 90]) == [1]
    assert winners([30, 30], [12, 3]) == [0]


def test_a_tie_in_points_and_rubles_is_shared():
    assert winners([30, 30, 30, 2], [7, 7, 6, 50]) == [0, 1]
