"""Rigged Sanguosha positions: a game past setup with chosen characters, health and
hands, the named seat in its play phase."""

from __future__ import annotations

from game.core.decisions import Response
from game.games.sanguosha.actions import Pass, PickCharacter
from game.games.sanguosha.cards import parse_face
from game.games.sanguosha.model import CARDS, SgsState


def card_ids(*specs: str) -> list[int]:
    """"slash ♠7" -> that card's id (the first copy not already taken)."""
    out: list[int] = []
    for spec in specs:
        name, face = spec.split()
        suit, rank = parse_face(face)
        out.append(next(c.id for c in CARDS if c.name == name and c.suit == suit
                        and c.rank == rank and c.id not in out))
    return out


def any_of(name: str, n: int = 1, not_in=()) -> list[int]:
    return [c.id for c in CARDS if c.name == name and c.id not in not_in][:n]


def started(players: int = 5, seed: int = 1, characters: list[str] | None = None) -> SgsState:
    """A game whose setup is over, with the given characters forced into the picks (the
    lord's first, then in turn order); without them every seat is plain, a character
    with no skill, so a test of the general rules meets no skill."""
    state = SgsState.new(seed, players)
    lord = state.current
    while state.phase == "setup":
        seat = state.to_act
        if characters is not None:
            state.candidates[seat] = (characters[(seat - lord) % players],)
        state.apply(PickCharacter(seat, state.candidates[seat][0]))
    if characters is None:
        for seat in state.seats:
            seat.character = ""
    return state


def rig(state: SgsState, hands: dict[int, list[int]], hp: dict[int, int] | None = None) -> SgsState:
    """Give seats exactly these hands (cards taken from wherever they were; the rest of
    each named hand goes back to the deck) and health."""
    wanted = {c for cards in hands.values() for c in cards}
    for seat in state.seats:
        seat.hand = [c for c in seat.hand if c not in wanted]
    state.deck = [c for c in state.deck if c not in wanted]
    state.discard = [c for c in state.discard if c not in wanted]
    for s, cards in hands.items():
        state.deck += state.seats[s].hand
        state.seats[s].hand = list(cards)
    for s, value in (hp or {}).items():
        state.seats[s].hp = value
    return state


def on_top(state: SgsState, *cards: int) -> None:
    """Put cards on top of the deck, the first given on the very top (taken from wherever
    they lie)."""
    for card in cards:
        for seat in state.seats:
            if card in seat.hand:
                seat.hand.remove(card)
        for pile in (state.deck, state.discard):
            if card in pile:
                pile.remove(card)
    state.deck += list(reversed(cards))


def equip(state: SgsState, seat: int, *cards: int) -> None:
    for card in cards:
        for other in state.seats:
            if card in other.hand:
                other.hand.remove(card)
        if card in state.deck:
            state.deck.remove(card)
        state.seats[seat].equipment[state.card(card).slot] = card


def pass_all(state: SgsState, about: str = "nullify") -> None:
    """Everyone asked in the open response windows about `about...` passes (by default
    the Nullification windows)."""
    while isinstance(state.decision(), Response) and state.decision().about.startswith(about):
        state.apply(Pass(state.to_act))
