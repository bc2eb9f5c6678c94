"""The variants (K1, K5, K8, K9): a player count 3-10, rounds 5/10/20, categories on or
off, the tally shown; any valid mix accepted, anything else refused."""

import pytest

from game.games.kinggame.model import KingGameState
from game.games.kinggame.tasks import CATEGORIES
from game.games.kinggame.variants import (
    VARIANTS,
    Options,
    accepts_variant,
    options_of,
    players_of,
    variant_name,
)


def test_the_listed_variants_cover_every_player_count_and_are_accepted():
    assert {players_of(v) for v in VARIANTS} == set(range(3, 11))
    assert all(accepts_variant(v) for v in VARIANTS)
    assert len(VARIANTS) <= 14


@pytest.mark.parametrize(("name", "options"), [
    ("3p", Options(3)),
    ("10p-r5", Options(10, 5)),
    ("4p-r20-no_pair-tally", Options(4, 20, ("silly", "imitation", "question", "talent"),
                                     True)),
    ("6p-no_silly-no_talent", Options(6, 10, ("imitation", "question", "pair"))),
])
def test_names_read_as_options_and_back(name, options):
    assert options_of(name) == options
    assert variant_name(options.players, options.rounds, options.categories,
                        options.tally) == name
    assert KingGameState(1, name).options == options


@pytest.mark.parametrize("name", [
    "2p", "11p", "p", "4", "4p-r10", "4p-r7", "4p-tally-r5", "4p-no_pair-no_pair",
    "4p-no_dance", "4p-no_silly-no_imitation-no_question-no_talent-no_pair", "4p-open",
    "4p-", "-4p", " 4p", "4P",
])
def test_other_names_are_refused(name):
    assert not accepts_variant(name)
    with pytest.raises(ValueError):
        KingGameState(1, name)


def test_non_strings_are_no_variants():
    assert not accepts_variant(None) and not accepts_variant(4) and not accepts_variant(["4p"])


def test_every_mix_of_categories_but_none_is_a_variant():
    import itertools

    count = 0
    for k in range(1, len(CATEGORIES) + 1):
        for on in itertools.combinations(CATEGORIES, k):
            for tally in (False, True):
                name = variant_name(5, 20, on, tally)
                assert accepts_variant(name) and options_of(name).categories == on
                count += 1
    assert count == 62
    with pytest.raises(ValueError):
        variant_name(5, categories=())
