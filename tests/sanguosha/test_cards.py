"""The standard deck against the counts of rules sheet §6."""

from collections import Counter

import pytest

from game.games.sanguosha.cards import (
    BASIC,
    DELAYED,
    EQUIPMENT,
    KINDS,
    MINUS_HORSE,
    PLUS_HORSE,
    SLOTS,
    SUITS,
    TRICK,
    WEAPON,
    deck,
    parse_face,
)

DECK = deck()
NAMES = Counter(c.name for c in DECK)


def test_ids_are_positions():
    assert len(DECK) == 104
    assert [c.id for c in DECK] == list(range(104))


def test_every_suit_rank_pair_twice():
    pairs = Counter((c.suit, c.rank) for c in DECK)
    assert len(pairs) == 52 and set(pairs.values()) == {2}
    assert Counter(c.suit for c in DECK) == dict.fromkeys(SUITS, 26)


@pytest.mark.parametrize("name, count", [
    ("slash", 30), ("dodge", 15), ("peach", 8), ("dismantle", 6), ("snatch", 5), ("duel", 3),
    ("collateral", 2), ("ex_nihilo", 4), ("nullification", 3), ("barbarian_invasion", 3),
    ("arrow_barrage", 1), ("peach_garden", 1), ("harvest", 2), ("indulgence", 3),
    ("lightning", 1), ("zhuge_crossbow", 2), ("double_swords", 1), ("qinggang_sword", 1),
    ("green_dragon_blade", 1), ("serpent_spear", 1), ("rock_cleaving_axe", 1),
    ("sky_halberd", 1), ("kirin_bow", 1), ("eight_trigrams", 2), ("jueying", 1), ("dilu", 1),
    ("zhuahuang_feidian", 1), ("chitu", 1), ("dayuan", 1), ("zixing", 1),
])
def test_copies_per_name(name, count):
    assert NAMES[name] == count


def test_no_ex_card_in_the_standard_deck():
    assert "ice_sword" not in NAMES and "renwang_shield" not in NAMES
    assert sum(NAMES.values()) == 104


def test_totals_by_type():
    types = Counter(c.type for c in DECK)
    assert types[BASIC] == 53
    assert types[TRICK] + types[DELAYED] == 34 and types[DELAYED] == 4
    assert types[EQUIPMENT] == 17


def test_slash_colours():
    slashes = [c for c in DECK if c.name == "slash"]
    assert Counter(c.suit for c in slashes) == {"♠": 7, "♣": 14, "♥": 3, "♦": 6}
    assert sum(c.red for c in slashes) == 9


def test_dodges_and_peaches_are_red():
    assert all(c.red for c in DECK if c.name in ("dodge", "peach"))


def test_peach_on_diamond_queen():
    # The sheet's ⚠ choice: ♦Q, not a second ♥Q.
    assert sorted(c.label for c in DECK if c.name == "peach" and c.rank == 12) == ["♥Q", "♦Q"]


def test_equipment_slots():
    slots = Counter(c.slot for c in DECK)
    assert slots == {None: 87, WEAPON: 9, "armour": 2, PLUS_HORSE: 3, MINUS_HORSE: 3}
    assert all(k.slot in SLOTS for k in KINDS.values() if k.type == EQUIPMENT)
    assert all(k.slot is None for k in KINDS.values() if k.type != EQUIPMENT)


@pytest.mark.parametrize("name, reach", [
    ("zhuge_crossbow", 1), ("double_swords", 2), ("qinggang_sword", 2), ("ice_sword", 2),
    ("green_dragon_blade", 3), ("serpent_spear", 3), ("rock_cleaving_axe", 3),
    ("sky_halberd", 4), ("kirin_bow", 5),
])
def test_weapon_ranges(name, reach):
    assert KINDS[name].range == reach


def test_only_weapons_have_a_range():
    assert all((k.range is not None) == (k.slot == WEAPON) for k in KINDS.values())


def test_some_faces():
    by_label = {(c.label, c.name) for c in DECK}
    for face in [("♠A", "lightning"), ("♠A", "duel"), ("♥A", "arrow_barrage"),
                 ("♥A", "peach_garden"), ("♠6", "qinggang_sword"), ("♦K", "zixing")]:
        assert face in by_label


def test_ex_pack():
    ex = deck(ex=True)
    assert len(ex) == 108 and ex[:104] == DECK
    assert [(c.id, c.label, c.name) for c in ex[104:]] == [
        (104, "♠2", "ice_sword"), (105, "♣2", "renwang_shield"), (106, "♥Q", "lightning"),
        (107, "♦Q", "nullification")]


def test_parse_face():
    assert parse_face("♥10") == ("♥", 10)
    assert parse_face("♣A") == ("♣", 1)
    with pytest.raises(ValueError):
        parse_face("♥1")


def test_cards_are_immutable():
    with pytest.raises(AttributeError):
        DECK[0].rank = 3  # type: ignore[misc]
