"""Rigged Guan Dan states for the model tests, and card look-ups by face.

Hands are written per seat in the rules module's notation (`rules.parse`: "7H 8S SJ
BJ 10D"; SJ the small joker, BJ the big one). The pack's card *codes* are the core's
("BJ" there is the black = small joker); tests never need them: a face picks a free
physical copy. Cards no hand takes lie on the table, so every card is somewhere.
"""

from __future__ import annotations

from game.games.guandan import rules
from game.games.guandan.levels import HandSetup
from game.games.guandan.model import FACES, PACK, SEATS, GdState, Pass, Play

P = rules.parse


def ids_for(text: str, among) -> list[int]:
    """Card ids for the faces in `text`, each a distinct copy taken from `among`."""
    pool = list(among)
    picked = []
    for face in P(text):
        card = next(c for c in pool if FACES[c] == face)
        pool.remove(card)
        picked.append(card)
    return picked


def rigged(hands: list[str], leader: int = 0, level: int = 2, *, variant: str = "std",
           setup: HandSetup | None = None) -> GdState:
    """A state in phase "play" with these hands and `leader` to lead. Without a
    `setup` the hand is played at `level` by team 0."""
    if setup is None:
        setup = HandSetup((level, level), 0, None)
    state = GdState(0, variant, setup)
    free = list(PACK.ids)
    state.hands = []
    for text in hands:
        hand = ids_for(text, free)
        for c in hand:
            free.remove(c)
        state.hands.append(state.sort_hand(hand))
    assert len(state.hands) == SEATS
    state.table = sorted(free)
    state._start_play(leader)
    return state


def cards_of(state: GdState, seat: int, text: str) -> tuple[int, ...]:
    """Card ids in `seat`'s hand with these faces."""
    return tuple(ids_for(text, state.hands[seat]))


def play(state: GdState, seat: int, text: str, reading: str = ""):
    return state.apply(Play(seat, cards_of(state, seat, text), reading))


def pass_(state: GdState, seat: int):
    return state.apply(Pass(seat))


def faces_of(state: GdState, seat: int) -> list:
    return sorted(FACES[c] for c in state.hands[seat])


def conserved(state: GdState) -> bool:
    return sorted(c for zone in state.card_zones().values() for c in zone) == list(PACK.ids)


def kinds(events) -> list[str]:
    return [e.kind for e in events]
