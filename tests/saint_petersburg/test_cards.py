"""Saint Petersburg's cards as the rules sheet lists them (§1, §2)."""

from game.games.saint_petersburg.cards import KINDS, PACK, STACKS, kind_of, stack_cards


def test_the_four_stacks_hold_the_sheets_counts():
    assert {s: len(stack_cards(s)) for s in STACKS} == {
        "worker": 31, "building": 28, "aristocrat": 27, "trading": 30}
    assert len(PACK) == 116


def test_ten_trading_cards_of_each_colour():
    trading = [kind_of(c) for c in stack_cards("trading")]
    assert {colour: sum(k.colour == colour for k in trading)
            for colour in ("worker", "building", "aristocrat")} == {
        "worker": 10, "building": 10, "aristocrat": 10}


def test_a_few_cards_from_the_sheets_tables():
    assert (KINDS["fur_trapper"].cost, KINDS["fur_trapper"].rubles) == (6, 3)
    assert (KINDS["academy"].cost, KINDS["academy"].points) == (23, 7)
    mistress = KINDS["mistress_of_ceremonies"]
    assert (mistress.cost, mistress.rubles, mistress.points, mistress.count) == (18, 6, 3, 2)
    assert KINDS["czar_and_carpenter"].symbol == "any"
    assert KINDS["wharf"].symbol == "ship" and KINDS["wharf"].trading
    assert (KINDS["czar"].cost, KINDS["czar"].points) == (24, 6)


def test_every_special_card_names_its_effect():
    effects = {k.key: k.effect for k in KINDS.values() if k.effect}
    assert effects == {"pub": "pub", "warehouse": "warehouse",
                       "potjomkins_village": "village", "observatory": "observatory",
                       "carpenter_workshop": "carpenter", "gold_smelter": "smelter",
                       "mariinskij_theater": "mariinskij", "tax_man": "tax_man"}
