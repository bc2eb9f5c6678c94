"""The word game's variants: `{n}p` (2-6 players), then the options that are on, in this
order, joined by "-": "4p", "3p-two", "6p-two-t40", "4p-s2".

- "two": 2-letter words count (E12); by default a word has 3 letters or more (E4).
- "tK": the turn limit standing for the timer (E7), K turns of the whole table: 40 or 200
  (100 without the option, about the sheet's 10 minutes). There is always a limit: with
  no word possible the cards could go round for ever.
- "sK": seat K starts (draws first, and is dealt to first: E9, E16). Without it the
  starting seat is drawn from the game's seed (the first game of a session); a table
  playing a session names the last game's turtle here."""

from __future__ import annotations

from dataclasses import dataclass

PLAYERS = (2, 3, 4, 5, 6)
DEFAULT_TURNS = 100
TURN_CHOICES = (40, DEFAULT_TURNS, 200)


@dataclass(frozen=True, slots=True)
class Options:
    players: int
    two_letters: bool = False
    turns: int = DEFAULT_TURNS
    start: int | None = None


def variant_name(players: int, two_letters: bool = False, turns: int = DEFAULT_TURNS,
                 start: int | None = None) -> str:
    if players not in PLAYERS:
        raise ValueError(f"the word game is for 2-6 players, not {players!r}")
    if turns not in TURN_CHOICES:
        raise ValueError(f"not a turn limit: {turns!r}")
    if start is not None and (type(start) is not int or not 0 <= start < players):
        raise ValueError(f"no seat {start!r} to start")
    return (f"{players}p" + ("-two" if two_letters else "")
            + ("" if turns == DEFAULT_TURNS else f"-t{turns}")
            + ("" if start is None else f"-s{start}"))


def options_of(variant: object) -> Options:
    """The options a variant name says; a name `variant_name` would not write is refused."""
    try:
        head, *parts = variant.split("-")  # type: ignore[union-attr]
        players = int(head[:-1]) if head.endswith("p") and head[:-1].isdigit() else 0
        turns = next((int(p[1:]) for p in parts if p[:1] == "t" and p[1:].isdigit()),
                     DEFAULT_TURNS)
        start = next((int(p[1:]) for p in parts if p[:1] == "s" and p[1:].isdigit()), None)
        opts = Options(players, "two" in parts, turns, start)
        same = variant_name(players, opts.two_letters, turns, start) == variant
    except (ValueError, AttributeError, TypeError):
        same = False
    if not same:
        raise ValueError(f"not a word-game variant: {variant!r}")
    return opts


def accepts_variant(name: object) -> bool:
    try:
        options_of(name)
    except ValueError:
        return False
    return True


VARIANTS = ("2p", "3p", "4p", "5p", "6p", "4p-two", "3p-t40", "6p-two-t40", "4p-s2")
