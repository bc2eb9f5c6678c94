"""The word game's actions (E14). Every field has a default, so the fuzzer can make any
of them for a seat alone.

- `Draw(position)`: take the card at this position (0 = leftmost) of the fanned, face-down
  hand of the nearest previous seat that holds cards; it is laid face up on the table.
- `Word(word, cards, table)`: play `word` (lower case) with the hand `cards` (ids, in the
  word's order; a joker stands for whichever letter the word still needs) and the table
  card's letters at the headword positions `table` (0-based, 1 or 2 distinct positions; a
  joker on the table: position 0, any one letter). Every chosen card is used, each once.
- `GiveUp`: no word: the table card joins the hand."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec, CardId


@dataclass(frozen=True, slots=True)
class Draw(Action):
    position: int = 0
    kind = "draw"


@dataclass(frozen=True, slots=True)
class Word(Action):
    word: str = ""
    cards: tuple[CardId, ...] = ()
    table: tuple[int, ...] = ()
    kind = "word"


@dataclass(frozen=True, slots=True)
class GiveUp(Action):
    kind = "give_up"


CODEC = ActionCodec(Draw, Word, GiveUp)
