"""The word plays of a hand and a table card as actions: which hand cards make a word
(`cards_for`), how much a play sheds (`score`), and the menu `legal_actions` offers
(`menu`): a bounded list, since a big hand makes thousands of words.

The menu holds the `BEST` plays by shedding (most hand cards, then the rarest letters:
E17) and the `EASY` shortest common words; the rules accept any other valid word too
(`model.WordMaidState.apply`). The computers choose from the menu."""

from __future__ import annotations

from functools import lru_cache

from game.games.wordmaid.cards import letter
from game.games.wordmaid.dictionary import WILD, common_words, playable

BEST, EASY = 40, 20
# The deck's first letters (E13): a letter fewer cards give is harder to use, so
# shedding it is worth more (E17's tie-break). A letter no card gives counts 0.
LETTER_CARDS = {"a": 4, "e": 6, "i": 3, "o": 4, "u": 2, "b": 1, "c": 2, "d": 2, "f": 1,
                "g": 2, "h": 2, "k": 1, "l": 3, "m": 2, "n": 3, "p": 2, "r": 3, "s": 4,
                "t": 3, "w": 1, "y": 1}
RARITY = {ch: 12 // n for ch, n in LETTER_CARDS.items()}  # whole numbers: 2 (e) to 12
VOWELS = frozenset("aeiou")


def hand_part(word: str, table_word: str, positions: tuple[int, ...], hand: str) -> str:
    """The word's letters left for the hand, in the word's order: the table's letters
    taken out at their first places (a table joker takes a letter the hand lacks, else
    the last)."""
    rest = list(word)
    if table_word == WILD:
        lacking = [i for i, ch in enumerate(rest) if rest.count(ch) > hand.count(ch)]
        del rest[lacking[0] if lacking else len(rest) - 1]
    else:
        for p in positions:
            rest.remove(table_word[p])
    return "".join(rest)


def cards_for(part: str, hand: list[int]) -> tuple[int, ...] | None:
    """Hand cards giving these letters in order (a card of the letter, the lowest id
    first; a joker where none is left); None if the hand cannot."""
    free = sorted(hand)
    chosen: list[int] = []
    for ch in part:
        card = next((c for c in free if letter(c) == ch), None)
        if card is None:
            card = next((c for c in free if letter(c) == WILD), None)
        if card is None:
            return None
        free.remove(card)
        chosen.append(card)
    return tuple(chosen)


def score(part: str, hand: str) -> tuple[int, int]:
    """(hand cards shed, rarity of the letters shed): E17's order."""
    return len(part), sum(RARITY.get(ch, 0) for ch in part if ch in hand)


def hard_key(part: str, hand: str) -> tuple:
    """The hard computer's order: most cards, the fewest jokers spent, then a hand left
    with vowels in it, then the rarest letters."""
    jokers = sum(max(0, part.count(ch) - hand.count(ch)) for ch in set(part))
    left = list(hand)
    for ch in part:
        if ch in left:
            left.remove(ch)
    vowels = sum(1 for ch in left if ch in VOWELS or ch == WILD)
    return (len(part), -jokers, min(vowels, 2), score(part, hand)[1])


@lru_cache(maxsize=2048)
def menu(hand: tuple[int, ...], table_card: int, table_word: str, min_len: int
         ) -> tuple[tuple[str, tuple[int, ...], tuple[int, ...]], ...]:
    """The plays `legal_actions` offers: (word, hand cards, table positions), best
    first by shedding."""
    letters = "".join(sorted(letter(c) for c in hand))
    found = playable(letters, table_word, min_len)
    by_cards: dict[int, list[tuple[str, tuple[int, ...]]]] = {}
    for word, positions in found:
        by_cards.setdefault(len(word) - len(positions), []).append((word, positions))
    best: list[tuple] = []
    for n in sorted(by_cards, reverse=True):
        for word, positions in by_cards[n]:
            part = hand_part(word, table_word, positions, letters)
            best.append((score(part, letters), word))
        if len(best) >= BEST:
            break
    chosen = {b[1] for b in sorted(best, key=lambda b: (-b[0][0], -b[0][1], b[1]))[:BEST]}
    common = common_words()
    chosen |= {w for w, _ in sorted((p for p in found if p[0] in common),
                                    key=lambda p: (len(p[0]), p[0]))[:EASY]}
    plays = []
    for word, positions in found:
        if word in chosen:
            part = hand_part(word, table_word, positions, letters)
            cards = cards_for(part, list(hand))
            if cards is not None:
                plays.append((score(part, letters), word, cards, positions))
    plays.sort(key=lambda p: (-p[0][0], -p[0][1], p[1]))
    return tuple((word, cards, positions) for _, word, cards, positions in plays)
