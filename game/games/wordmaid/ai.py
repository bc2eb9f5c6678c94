"""The word game's computer players (E17), reading only their seat's observation and the
legal actions (the menu of `plays.menu`: the best-shedding words and the shortest common
words, best first), so a decision is one word search (a few ms; `bench`).

- easy: a short common word (the shortest the menu offers, one at random), else gives
  up; draws at random.
- normal: E17: the word that sheds the most hand cards, ties to the rarest letters (the
  menu's first); draws at random.
- hard: of the words that shed the most cards, the one leaving the best hand for the
  next turns: jokers kept, awkward letters (j, q, x, z, v, k, w, y) spent, about two
  vowels in five kept (`rest_quality`). Measured by `wordmaid-strength` (800 games, one
  seat among normal ones): the turtle 0.098 ± 0.010 of games against normal's 0.169 ±
  0.013, 4.2 se better (the longest word instead did 0.126 on other seeds); draws where
  a useful card is
  likely: a card the neighbour took in on a give-up lies face up in all minds at its
  place in his fan, so it takes such a card when it can make a word with it (the hint's
  count), avoids one it cannot, and otherwise draws at random among the unknown cards."""

from __future__ import annotations

from game.core.agents import agent_for
from game.core.protocol import Action
from game.core.rng import GameRng
from game.games.wordmaid.actions import Draw, GiveUp, Word
from game.games.wordmaid.cards import PACK, headword, letter
from game.games.wordmaid.dictionary import WILD, common_words, count_words
from game.games.wordmaid.plays import RARITY, VOWELS

LEVELS = ("easy", "normal", "hard")


class WordPlayer:
    level = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRng(seed)

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if observation["phase"] == "draw":
            return self.draw(observation, legal)
        words = [a for a in legal if isinstance(a, Word)]
        give_up = next(a for a in legal if isinstance(a, GiveUp))
        return self.word(observation, words) or give_up

    def draw(self, observation: dict, legal: list[Action]) -> Action:
        return legal[self.rng.randrange(len(legal))]

    def word(self, observation: dict, words: list[Word]) -> Word | None:
        return words[0] if words else None


class Easy(WordPlayer):
    level = "easy"

    def word(self, observation: dict, words: list[Word]) -> Word | None:
        common = common_words()
        known = [a for a in words if a.word in common]
        if not known:
            return None
        shortest = min(len(a.word) for a in known)
        pick = [a for a in known if len(a.word) == shortest]
        return pick[self.rng.randrange(len(pick))]


class Normal(WordPlayer):
    level = "normal"


class Hard(WordPlayer):
    level = "hard"

    def word(self, observation: dict, words: list[Word]) -> Word | None:
        if not words:
            return None
        hand = [letter(PACK.from_codes([c["code"]])[0]) for c in observation["hand"]]

        def key(a: Word) -> tuple:
            used = [letter(c) for c in a.cards]
            left = list(hand)
            for ch in used:
                left.remove(ch)
            return (len(a.cards), rest_quality(left), -used.count(WILD),
                    sum(RARITY.get(ch, 0) for ch in used))

        return max(words, key=key)

    def draw(self, observation: dict, legal: list[Action]) -> Action:
        fan = observation["fans"][observation["source"]]
        letters = "".join(c["letter"] for c in observation["hand"])
        best, avoid = None, set()
        for position, code in enumerate(fan):
            if code is None:
                continue
            count = count_words(letters, headword(PACK.from_codes([code])[0]),
                                observation["min_len"])
            if count and (best is None or count > best[0]):
                best = (count, position)
            elif not count:
                avoid.add(position)
        if best is not None:
            return Draw(legal[0].seat, best[1])
        unknown = [a for a in legal if isinstance(a, Draw) and a.position not in avoid]
        pool = unknown or legal
        return pool[self.rng.randrange(len(pool))]


AWKWARD = frozenset("jqxzvkwy")  # letters few words take: better played than kept
VOWEL_SHARE = 0.4  # of a hand's letters, about what words want


def rest_quality(left: list[str]) -> float:
    """How playable the cards a word leaves in hand are: jokers count most, awkward
    letters against, and a hand far from two vowels in five against."""
    if not left:
        return 100.0  # out: nothing is better
    vowels = sum(1 for ch in left if ch in VOWELS)
    awkward = sum(1 for ch in left if ch in AWKWARD)
    return 2 * left.count(WILD) - awkward - 3 * abs(vowels / len(left) - VOWEL_SHARE)


AGENTS = {"easy": Easy, "normal": Normal, "hard": Hard}


def make_agent(level: str, seed: int = 0) -> WordPlayer:
    return agent_for(AGENTS, level, seed)
