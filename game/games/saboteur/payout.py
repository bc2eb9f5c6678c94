"""Gold after a round (rules sheet §4, C6 and C7).

Gold-diggers win: as many nugget cards as players (at most nine) are drawn; the finder
takes one (a saboteur finder: the first gold-digger counter-clockwise from him), then
the rest go round counter-clockwise among the gold-diggers only, round and round, until
none is left. Saboteurs win: each is owed 4 (one saboteur), 3 (two or three) or 2 (four),
paid in seat order, each time the largest card not over what is still owed."""

from __future__ import annotations

from collections.abc import Iterator

from game.games.saboteur.cards import INFO


def first_taker(finder: int, diggers: set[int], players: int) -> int:
    """Who takes the first nugget card: the finder, or, when he is a saboteur, the first
    gold-digger counter-clockwise (lower seats) from him."""
    seat = finder
    while seat not in diggers:
        seat = (seat - 1) % players
    return seat


def takers(finder: int, diggers: set[int], players: int) -> Iterator[int]:
    """The gold-diggers in the order they take, counter-clockwise, round and round."""
    seat = first_taker(finder, diggers, players)
    while True:
        yield seat
        seat = (seat - 1) % players
        while seat not in diggers:
            seat = (seat - 1) % players


def next_taker(seat: int, diggers: set[int], players: int) -> int:
    """The gold-digger counter-clockwise after `seat`."""
    seat = (seat - 1) % players
    while seat not in diggers:
        seat = (seat - 1) % players
    return seat


def saboteur_cards(pile: list[int], owed: int) -> list[int]:
    """The nugget cards of `pile` one saboteur owed `owed` is paid (C7, greedy: the
    largest card not over what is still owed, again and again, never overpaying)."""
    paid: list[int] = []
    left = list(pile)
    while owed > 0:
        fits = [c for c in left if INFO[c].value <= owed]
        if not fits:
            break
        card = max(fits, key=lambda c: (INFO[c].value, -left.index(c)))
        left.remove(card)
        paid.append(card)
        owed -= INFO[card].value
    return paid
