"""The variants (rules sheet §3.3, §7.3, §8, C8): a player count (3-6), and options.

A variant's name is `{n}p`, then the options that are on, each once, in this order, joined
by "-": "4p", "4p-open-r2", "3p-steady-short", "6p-open-must_deal-limit_10".

- "open": everyone's money is shown exactly; by default another player's money is seen
  only as a band (the stacks lie on the table, their height judged, never counted).
- "rK": the deal clock, K rounds of talks per deal (2 or 6; 4 without the option).
- The published variants of §8 (`PUBLISHED`, each off by default; any mix may be on),
  their rules where the rules live:
  - "steady": the turn order does not change after a Boss card: the next turn after a
    deal (closed or broken down) is the left neighbour's of the Boss who opened it, not
    of the last Boss (`closing.next_after`). Within a deal the rounds of talks still
    start from the Boss of the moment.
  - "must_deal": a player who starts his turn with 10 cards or more must try a deal,
    "whether before or after the die roll" (the published words): he may deal here or
    roll, but after rolling he deals, Draw is refused (`legal.must_deal`).
  - "providers_paid": only the Boss and the players who bring an investor (a placard or
    a clan card) get money from a deal: no promise to keep out (`SidePay` refused, and
    never offered).
  - "draw_by_placards": a player draws 4, 3, 2 or 1 cards holding 0, 1, 2, or 3 and
    more investor placards when he draws, instead of 3 (`deck.draw_count`).
  - "min_cards": a player holding fewer than 4 cards may not begin a deal (`DealHere`
    refused, and never offered): he rolls, then draws. Taking a deal over with a Boss
    card is no beginning: it stays open to him.
  - "limit_10": "starting with the tenth deal" the hand limit is 10, not 12: from the
    time tile 10 lies on top of the stack (deal card #10, the first to roll the end die;
    the tenth deal of the full game, the seventh of the short one). It binds where the
    limit always binds: right after a draw (C6); a larger hand is kept until its owner
    draws (`deck.hand_limit`).
  - "short": tiles 3, 6 and 9 go back in the box: a stack of 12 tiles, one deal each in
    turn (1, 2, 4, 5, 7, 8, 10, ..., 15). The end rules go by the tiles as ever: the end
    die after the deals of tiles 10-14 (the 7th to the 11th deal), tile 15 (the 12th)
    ends the game (`tiles.stack_of`).

The 2-player game of §8 is left out (C8: an option, off by default).

`VARIANTS` lists the ones the conformance suite plays: every player count with the money
and clock options, each published option alone at 4 players, and all of them together at
3 and 6 players. Any other mix is a variant too (`accepts_variant`): a save names it,
`variant_name` builds it from a set-up page's choices."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.games.imtheboss.data import DEFAULT_ROUNDS, ROUND_CHOICES

PLAYERS = (3, 4, 5, 6)
OPEN = "-open"
CLOCKS = tuple(f"-r{k}" for k in ROUND_CHOICES if k != DEFAULT_ROUNDS)
PUBLISHED = ("steady", "must_deal", "providers_paid", "draw_by_placards", "min_cards",
             "limit_10", "short")
STEADY, MUST_DEAL, PROVIDERS_PAID, DRAW_BY_PLACARDS, MIN_CARDS, LIMIT_10, SHORT = PUBLISHED


@dataclass(frozen=True, slots=True)
class Options:
    players: int
    open_money: bool
    rounds: int
    published: frozenset[str] = frozenset()  # the published variants on (§8)


def variant_name(players: int, open_money: bool = False, rounds: int = DEFAULT_ROUNDS,
                 published: Iterable[str] = ()) -> str:
    """The variant name of these options (the inverse of `options_of`)."""
    on = set(published)
    unknown = on - set(PUBLISHED)
    if unknown:
        raise ValueError(f"not a published I'm the Boss! variant: {sorted(unknown)}")
    if players not in PLAYERS:
        raise ValueError(f"I'm the Boss! is for 3-6 players, not {players!r}")
    if rounds not in ROUND_CHOICES:
        raise ValueError(f"not a deal clock: {rounds!r} rounds")
    clock = "" if rounds == DEFAULT_ROUNDS else f"-r{rounds}"
    return f"{players}p{OPEN if open_money else ''}{clock}" + \
        "".join(f"-{name}" for name in PUBLISHED if name in on)


def _parse(variant: str) -> Options:
    head, *parts = variant.split("-")
    if not head.endswith("p") or not head[:-1].isdigit():
        raise ValueError(variant)
    rounds = DEFAULT_ROUNDS
    clocks = [p for p in parts if p[:1] == "r" and p[1:].isdigit()]
    if clocks:
        rounds = int(clocks[0][1:])
    published = frozenset(p for p in parts if p in PUBLISHED)
    return Options(int(head[:-1]), "open" in parts, rounds, published)


def options_of(variant: str) -> Options:
    """The options a variant name says; a name not written exactly as `variant_name`
    writes it (options out of order, twice, unknown) is refused."""
    try:
        opts = _parse(variant)
        same = variant_name(opts.players, opts.open_money, opts.rounds,
                            opts.published) == variant
    except (ValueError, AttributeError, TypeError):
        same = False
    if not same:
        raise ValueError(f"not an I'm the Boss! variant: {variant!r}")
    return opts


def accepts_variant(name: object) -> bool:
    """Whether `name` is an I'm the Boss! variant: any mix of the options."""
    if not isinstance(name, str):
        return False
    try:
        options_of(name)
    except ValueError:
        return False
    return True


VARIANTS = tuple(f"{n}p{shown}{clock}" for n in PLAYERS for shown in ("", OPEN)
                 for clock in ("", *CLOCKS)) \
    + tuple(variant_name(4, published={name}) for name in PUBLISHED) \
    + (variant_name(3, published=PUBLISHED), variant_name(6, True, published=PUBLISHED))
