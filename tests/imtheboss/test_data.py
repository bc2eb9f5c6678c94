"""The data (rules sheet §1, §3, C1): 16 spaces built to the documented structure, 15 tiles,
six families, the 98 influence cards, the placards by player count."""

import re

from game.core.agents import RandomAgent
from game.core.playout_check import strings_in
from game.games.imtheboss.board import SPACES
from game.games.imtheboss.cards import ANYONE, CLAN, KINDS, PACK, TRAVEL
from game.games.imtheboss.families import FAMILIES, LETTERS, placard_split
from game.games.imtheboss.model import BossState
from game.games.imtheboss.tiles import LAST, TILES, deal_value, ends_game


def test_sixteen_spaces_each_fillable_from_its_lists():
    assert sorted(SPACES) == list(range(1, 17))
    for space in SPACES.values():
        assert 2 <= space.inv <= 5 and len(set(space.listed)) == len(space.listed)
        assert 0 <= space.pick <= len(space.optional)
        assert (space.pick == 0) == (not space.optional)
        assert set(space.listed) <= set(LETTERS)


def test_every_family_is_required_on_six_spaces_and_dividends_about_twice_the_investors():
    for family in LETTERS:
        assert sum(family in s.required for s in SPACES.values()) == 6
    assert all(abs(s.div - 2 * s.inv) <= 1 for s in SPACES.values())


def test_the_tiles_values_and_end_faces():
    assert [TILES[n].value for n in range(1, 16)] == [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5,
                                                       6]
    assert [TILES[n].end_faces for n in range(10, 15)] == [
        (6,), (5, 6), (4, 5, 6), (3, 4, 5, 6), (2, 3, 4, 5, 6)]
    assert not any(TILES[n].rolls for n in range(1, 10)) and LAST == 15
    assert ends_game(15, None) and not ends_game(14, 1) and ends_game(14, 2)
    assert deal_value(7, 10) == 30


def test_families_letters_heads_colours():
    assert LETTERS == ("H", "K", "L", "P", "R", "T")
    assert [FAMILIES[f].head for f in LETTERS] == ["Henny", "Kris", "Luise", "Poldi", "Ronny",
                                                   "Theo"]
    assert len({f.colour for f in FAMILIES.values()}) == 6


def test_the_influence_deck():
    assert len(PACK) == 98
    count = {t: sum(k.type == t for k in KINDS) for t in ("clan", "travel", "recruit", "boss",
                                                          "stop")}
    assert count == {"clan": 24, "travel": 21, "recruit": 33, "boss": 10, "stop": 10}
    for f in LETTERS:
        assert sum(k == (CLAN, f) for k in ((k.type, k.family) for k in KINDS)) == 4
        assert sum(k.type == TRAVEL and k.family == f for k in KINDS) == 3
    assert sum(k.type == TRAVEL and k.family == ANYONE for k in KINDS) == 3
    codes = PACK.codes(PACK.ids)
    assert len(set(codes)) == 98 and "clan-H-1" in codes and "travel-any-3" in codes


def test_no_card_code_is_a_word_of_an_observation_or_event():
    """A code equal to a plain word (a step, a kind) would look like a leak to the checker:
    every code is a type, maybe a family, and its copy's number, a shape no other word the
    game says has."""
    shape = re.compile(r"[a-z]+(-[A-Z]|-any)?-[0-9]+")
    assert all(shape.fullmatch(c) for c in PACK.codes(PACK.ids))
    s, agent, words = BossState(3, "4p"), RandomAgent(3), set()
    codes = set(PACK.codes(PACK.ids))
    for _ in range(300):
        action = agent.choose(s.observation(s.to_act), s.legal_actions(s.to_act))
        words.add(action.kind)
        for event in s.apply(action):
            words.add(event.kind)
            words |= {w for w in strings_in(event.data) if w not in codes}
        words |= {w for w in strings_in(s.observation(0)) if w not in codes}
    assert len(words) > 30 and not any(shape.fullmatch(w) for w in words)


def test_placards_by_player_count():
    assert [placard_split(n) for n in (3, 4, 5, 6)] == [(2, 0), (1, 2), (1, 1), (1, 0)]
