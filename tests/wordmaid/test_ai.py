"""The word game's computer players: whole legal games at every level and player count,
each level's choice of word, the hard player's draw, and the benches' names."""

import pytest

from game.core.search import decide
from game.games.wordmaid.actions import Draw, GiveUp, Word
from game.games.wordmaid.ai import LEVELS, make_agent
from game.games.wordmaid.bench import BENCHES
from game.games.wordmaid.dictionary import common_words
from game.games.wordmaid.model import WordMaidState
from tests.wordmaid.test_model import ID, cards, table_state


def play(variant: str, levels: list[str], seed: int) -> WordMaidState:
    s = WordMaidState(seed, variant)
    agents = [make_agent(levels[seat % len(levels)], seed * 10 + seat)
              for seat in range(s.players)]
    while not s.is_terminal():
        seat = s.to_act
        legal = s.legal_actions(seat)
        action = decide(agents[seat], s, seat, legal)
        assert action in legal
        s.apply(action)
    return s


@pytest.mark.parametrize("variant", ["2p", "3p", "4p-two", "6p"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_games_legally(variant, level):
    s = play(variant, [level], 7)
    assert s.is_terminal() and s.turns <= s.turn_limit


def test_a_mixed_table_plays_to_the_end():
    for seed in range(3):
        assert play("5p", list(LEVELS), seed).is_terminal()


def test_each_level_chooses_its_kind_of_word():
    s = table_state([cards("cat", "arm", "eagle", "sun", "rose", "egg"), cards("owl"),
                     cards("ink")], ID["tree"])
    legal = s.legal_actions(0)
    normal = make_agent("normal", 1).choose(s.observation(0), legal)
    hard = make_agent("hard", 1).choose(s.observation(0), legal)
    easy = make_agent("easy", 1).choose(s.observation(0), legal)
    most = max(len(a.cards) for a in legal if isinstance(a, Word))
    assert isinstance(normal, Word) and len(normal.cards) == most
    assert isinstance(hard, Word) and len(hard.cards) == most
    assert isinstance(easy, Word) and easy.word in common_words() and len(easy.word) == 3


def test_no_word_means_giving_up():
    s = table_state([cards("whale"), cards("owl"), cards("ink")], ID["egg"])
    legal = s.legal_actions(0)
    assert legal == [GiveUp(0)]
    for level in LEVELS:
        assert make_agent(level, 2).choose(s.observation(0), legal) == GiveUp(0)


def test_the_hard_player_draws_a_known_useful_card_and_avoids_a_useless_one():
    s = WordMaidState(4, "3p-s0")
    s.hands = [cards("cat", "arm"), cards("owl", "oak", "yak"), cards("ink", "ice", "tree")]
    s.known = [[], [], [ID["tree"]]]
    s.played = [c for c in range(54) if not any(c in h for h in s.hands)]
    action = make_agent("hard", 0).choose(s.observation(0), s.legal_actions(0))
    assert action == Draw(0, 2)  # "tree" gives t for "cat", "act", ...


def test_the_benches_are_named():
    assert {b.name for b in BENCHES} >= {"wordmaid-ai-time"}


def test_the_hard_player_keeps_the_hand_that_plays_best_next():
    from game.games.wordmaid.ai import rest_quality

    assert rest_quality([]) > rest_quality(["?", "e", "t"])  # out beats anything
    assert rest_quality(["?", "e", "t"]) > rest_quality(["e", "t", "s"])  # a joker kept
    assert rest_quality(["e", "t", "s"]) > rest_quality(["q", "t", "s"])  # q spent first
    # About two vowels in five: neither all consonants nor all vowels.
    assert rest_quality(["a", "t", "r", "e", "s"]) > rest_quality(["t", "r", "s", "n", "d"])
    assert rest_quality(["a", "t", "r", "e", "s"]) > rest_quality(["a", "e", "i", "o", "u"])
