"""What each seat knows (rules sheet §9, §10): the enemy cards are the only secret. A
made-up world keeps every card's year (its back), the cards revealed, and the top card a
seat saw with the General or the Queen; it deals the other cards again from their year's
unseen cards and reseeds the dice."""

import json
import random

from game.games.kingsburg.enemies import PACK, year_of
from game.games.kingsburg.model import KingsburgState
from tests.kingsburg.tables import game


def test_hidden_are_the_deck_and_the_box_only():
    s = KingsburgState(4, "3p")
    assert s.hidden_from(0) == set(range(25))
    assert set(s.hidden_values(0)) == {"deck", "box"}
    assert sorted(s.hidden_values(0)["deck"]) == sorted(PACK.codes(s.deck))
    text = json.dumps([s.observation(p) for p in range(3)])
    assert not any(code in text for code in PACK.codes(range(25)))
    assert s.observation(0)["deck_years"] == [1, 2, 3, 4, 5]  # the card backs


def test_a_world_keeps_the_years_and_varies_the_cards():
    s = KingsburgState(4, "3p")
    rng = random.Random(1)
    tops = set()
    for _ in range(60):
        world = s.determinize(0, rng)
        assert [year_of(c) for c in world.deck] == [1, 2, 3, 4, 5]
        assert sorted(world.deck + world.box) == list(range(25))
        assert world.observation(0) == s.observation(0)
        tops.add(world.deck[0])
    assert len(tops) == 5  # any year-I card may be the top one


def test_a_peek_is_kept_in_that_seats_worlds_only():
    s = game()
    s.peeked = [1]
    top = s.deck[0]
    assert top not in s.hidden_from(1) and top in s.hidden_from(0)
    rng = random.Random(2)
    assert all(s.determinize(1, rng).deck[0] == top for _ in range(40))
    assert any(s.determinize(0, rng).deck[0] != top for _ in range(40))
    assert s.observation(1)["peek"] == PACK.code(top) and s.observation(0)["peek"] is None


def test_revealed_cards_are_open_and_stay_put():
    s = game()
    s.revealed, s.deck = [s.deck[0]], s.deck[1:]
    rng = random.Random(3)
    for _ in range(20):
        world = s.determinize(2, rng)
        assert world.revealed == s.revealed and [year_of(c) for c in world.deck] == [2, 3, 4,
                                                                                     5]
    assert s.revealed[0] not in s.hidden_from(0)


def test_a_world_rolls_other_dice():
    s = game()
    rolls = {tuple(s.determinize(0, random.Random(k)).rng.randint(1, 6) for _ in range(6))
             for k in range(10)}
    assert len(rolls) > 1
