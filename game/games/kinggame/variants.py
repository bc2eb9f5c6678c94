"""The King game's variants (rules sheet K1, K5, K8, K9): the number of players (3-10) and
the options.

A variant's name is `{n}p`, then the options that differ from the default, each once, in
this order, joined by "-": "5p", "4p-r5", "6p-r20-no_question-no_pair-tally".

- "rK": the number of rounds, 5 or 20 (10 without it, K8).
- "no_<category>": the task deck's category switched off (silly, imitation, question,
  talent, pair; all on by default, K5). At least one stays on. The King may type his own
  task whatever is on.
- "tally": the tally of K9 is shown (how often each seat was King and was called; off by
  default, the sheet's "no score").

`VARIANTS` lists the ones the checks play: every player count, and a few mixes of the
options. Any other mix is a variant too (`accepts_variant`): a save names it,
`variant_name` builds it from a set-up page's choices."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.games.kinggame.tasks import CATEGORIES

PLAYERS = tuple(range(3, 11))
DEFAULT_ROUNDS = 10
ROUND_CHOICES = (5, 10, 20)
TALLY = "tally"


@dataclass(frozen=True, slots=True)
class Options:
    players: int
    rounds: int = DEFAULT_ROUNDS
    categories: tuple[str, ...] = CATEGORIES  # on, in CATEGORIES' order
    tally: bool = False


def variant_name(players: int, rounds: int = DEFAULT_ROUNDS,
                 categories: Iterable[str] = CATEGORIES, tally: bool = False) -> str:
    """The variant name of these options (the inverse of `options_of`)."""
    on = set(categories)
    if players not in PLAYERS:
        raise ValueError(f"the King game is for 3-10 players, not {players!r}")
    if rounds not in ROUND_CHOICES:
        raise ValueError(f"not a number of rounds: {rounds!r}")
    if on - set(CATEGORIES):
        raise ValueError(f"not a task category: {sorted(on - set(CATEGORIES))}")
    if not on:
        raise ValueError("at least one task category stays on")
    parts = [f"{players}p"]
    if rounds != DEFAULT_ROUNDS:
        parts.append(f"r{rounds}")
    parts += [f"no_{c}" for c in CATEGORIES if c not in on]
    if tally:
        parts.append(TALLY)
    return "-".join(parts)


def _parse(variant: str) -> Options:
    head, *parts = variant.split("-")
    if not head.endswith("p") or not head[:-1].isdigit():
        raise ValueError(variant)
    rounds = next((int(p[1:]) for p in parts if p[:1] == "r" and p[1:].isdigit()),
                  DEFAULT_ROUNDS)
    off = {p[3:] for p in parts if p.startswith("no_")}
    return Options(int(head[:-1]), rounds, tuple(c for c in CATEGORIES if c not in off),
                   TALLY in parts)


def options_of(variant: str) -> Options:
    """The options a variant name says; a name not written exactly as `variant_name`
    writes it (options out of order, twice, unknown) is refused."""
    try:
        opts = _parse(variant)
        same = variant_name(opts.players, opts.rounds, opts.categories, opts.tally) == variant
    except (ValueError, AttributeError, TypeError):
        same = False
    if not same:
        raise ValueError(f"not a King game variant: {variant!r}")
    return opts


def accepts_variant(name: object) -> bool:
    """Whether `name` is a King game variant: any player count with any mix of options."""
    if not isinstance(name, str):
        return False
    try:
        options_of(name)
    except ValueError:
        return False
    return True


def players_of(variant: str) -> int:
    return options_of(variant).players


VARIANTS = tuple(f"{n}p" for n in PLAYERS) + (
    variant_name(4, rounds=5, tally=True),
    variant_name(5, rounds=20, categories=("silly", "imitation", "talent")),
    variant_name(3, categories=("pair",)),
    variant_name(7, categories=("question",), tally=True),
)
