"""Building a word at the table (no pygame): the letters a person types or the cards and
table letters they click, in the word's order, each with its source, and the `Word`
action they make.

A clicked card or table letter is fixed where it was put. A typed letter is only a
letter: which card (or table letter) gives it is worked out again after every change,
for the whole word at once, the way that sheds the most (one table letter if one will
do, else two; real cards before jokers), so the word on screen always shows the sources
it would be played with. A change no sources can make (a letter nothing left gives, a
third table letter, an eighth letter) is refused and nothing changes; the reason is a
key of `REFUSALS`. A clicked joker (in the hand or on the table) waits for the next
typed letter to say what it stands for."""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.games.wordmaid.actions import Word
from game.games.wordmaid.cards import headword, is_joker, letter
from game.games.wordmaid.dictionary import MAX_LEN, WILD

HAND, TABLE = "hand", "table"
Source = tuple[str, int]  # ("hand", card id) or ("table", headword position)
REFUSALS = ("no_letter", "too_long", "table_three", "joker_letter", "empty")


class Refused(ValueError):
    """A change the word cannot take: `reason` is one of `REFUSALS`."""

    def __init__(self, reason: str, **params: str) -> None:
        super().__init__(reason)
        self.reason, self.params = reason, params


@dataclass(frozen=True)
class Pick:
    letter: str  # the letter it gives ("" for a clicked joker still waiting for one)
    source: Source | None  # None only while being worked out
    typed: bool  # a typed letter (its source follows the word) or a click (fixed)

    @property
    def wild(self) -> bool:
        return self.letter == ""


class Composer:
    """The word being built from `hand` (card ids) and the table card `table_card`."""

    def __init__(self, hand: list[int], table_card: int) -> None:
        self.hand = list(hand)
        self.table_card = table_card
        self.table_word = headword(table_card)
        self.picks: list[Pick] = []

    # -- what it shows ----------------------------------------------------------------
    @property
    def word(self) -> str:
        return "".join(p.letter or WILD for p in self.picks)

    def used(self) -> set[Source]:
        return {p.source for p in self.picks if p.source is not None}

    def order_of(self, source: Source) -> int | None:
        """The place (0-based) of this card or table letter in the word, if picked."""
        return next((i for i, p in enumerate(self.picks) if p.source == source), None)

    def table_letters(self) -> list[str]:
        """The table card's letters as they may be clicked (a joker: one wild)."""
        return [WILD] if self.table_word == WILD else list(self.table_word)

    # -- changes ------------------------------------------------------------------------
    def type_letter(self, ch: str) -> None:
        """The letter `ch` typed: it fills a clicked joker waiting for one, else it joins
        the word's end, from whatever source will do."""
        ch = ch.lower()
        waiting = next((i for i, p in enumerate(self.picks) if p.wild), None)
        if waiting is not None:
            picks = list(self.picks)
            picks[waiting] = replace(picks[waiting], letter=ch)
            self._set(picks, ch)
            return
        if len(self.picks) >= MAX_LEN:
            raise Refused("too_long", n=str(MAX_LEN))
        self._set([*self.picks, Pick(ch, None, True)], ch)

    def click(self, source: Source) -> None:
        """A card or table letter clicked: out of the word if it is in it, else onto its
        end (a joker waiting for its letter)."""
        at = self.order_of(source)
        if at is not None:
            self._set(self.picks[:at] + self.picks[at + 1:])
            return
        if len(self.picks) >= MAX_LEN:
            raise Refused("too_long", n=str(MAX_LEN))
        self._set([*self.picks, Pick(self.letter_of(source), source, False)])

    def backspace(self) -> None:
        if self.picks:
            self._set(self.picks[:-1])

    def clear(self) -> None:
        self.picks = []

    def letter_of(self, source: Source) -> str:
        """The letter a source gives ("" for a joker: the word says which)."""
        kind, key = source
        if kind == HAND:
            return "" if is_joker(key) else letter(key)
        return "" if self.table_word == WILD else self.table_word[key]

    # -- the action ---------------------------------------------------------------------
    def action(self, seat: int) -> Word:
        """The `Word` the picks make (the rules still judge it); `Refused` while a joker
        waits for its letter or nothing is picked."""
        if not self.picks:
            raise Refused("empty")
        if any(p.wild for p in self.picks):
            raise Refused("joker_letter")
        cards = tuple(p.source[1] for p in self.picks if p.source[0] == HAND)
        table = tuple(p.source[1] for p in self.picks if p.source[0] == TABLE)
        return Word(seat, self.word, cards, table)

    # -- working out the typed letters' sources ------------------------------------------
    def _set(self, picks: list[Pick], ch: str = "") -> None:
        solved = self.solve(picks)
        if solved is None:
            if self.solve(picks, table_most=len(self.table_letters())) is not None:
                raise Refused("table_three")
            raise Refused("no_letter", letter=ch.upper())
        self.picks = solved

    def solve(self, picks: list[Pick], table_most: int = 2) -> list[Pick] | None:
        """`picks` with every typed letter given the source that sheds the most, or None
        if the letters cannot all be given with at most `table_most` table letters (the
        rules' two)."""
        taken = {p.source for p in picks if not p.typed}
        typed = [i for i, p in enumerate(picks) if p.typed]
        best: tuple[tuple, list[Source]] | None = None

        def options(ch: str, taken: set[Source]) -> list[Source]:
            out: list[Source] = []
            real = sorted(c for c in self.hand if letter(c) == ch and (HAND, c) not in taken)
            if real:
                out.append((HAND, real[0]))  # cards of one letter are all alike
            jokers = sorted(c for c in self.hand if is_joker(c) and (HAND, c) not in taken)
            if jokers:
                out.append((HAND, jokers[0]))
            for pos, tl in enumerate(self.table_letters()):
                if (tl == ch or tl == WILD) and (TABLE, pos) not in taken:
                    out.append((TABLE, pos))
            return out

        def cost(sources: list[Source]) -> tuple:
            full = [p.source for p in picks if not p.typed] + sources
            on_table = [k for kind, k in full if kind == TABLE]
            jokers = sum(1 for kind, k in full if kind == HAND and is_joker(k))
            return (not on_table, len(on_table), jokers, tuple(on_table))

        def search(k: int, chosen: list[Source], taken: set[Source]) -> None:
            nonlocal best
            on_table = sum(1 for p in picks if not p.typed and p.source[0] == TABLE) + \
                sum(1 for kind, _ in chosen if kind == TABLE)
            if on_table > table_most:
                return
            if k == len(typed):
                c = cost(chosen)
                if best is None or c < best[0]:
                    best = (c, list(chosen))
                return
            for src in options(picks[typed[k]].letter, taken):
                search(k + 1, [*chosen, src], taken | {src})

        if sum(1 for p in picks if not p.typed and p.source[0] == TABLE) > table_most:
            return None
        search(0, [], set(taken))
        if best is None:
            return None
        out = list(picks)
        for i, src in zip(typed, best[1], strict=True):
            out[i] = replace(out[i], source=src)
        return out
