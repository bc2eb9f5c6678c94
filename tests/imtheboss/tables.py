"""I'm the Boss! tables set up for a test: placards, hands and money of the test's choosing,
the marker on a chosen space and a chosen seat to play; a die that rolls what the test
says; a deal begun and its talks opened; refusals checked to change nothing."""

from __future__ import annotations

import pytest

from game.core.protocol import Action, IllegalAction
from game.core.rng import GameRng
from game.games.imtheboss.actions import DealHere, Negotiate, Pass
from game.games.imtheboss.cards import PACK
from game.games.imtheboss.families import LETTERS
from game.games.imtheboss.model import TURN, BossState
from tests.conformance.fuzz import snapshot


class Loaded(GameRng):
    """A die that shows `values` in turn, then rolls as usual."""

    def __init__(self, *values: int) -> None:
        super().__init__(0)
        self.values = list(values)

    def randint(self, a: int, b: int) -> int:
        return self.values.pop(0) if self.values else super().randint(a, b)


def ids(*codes: str) -> list[int]:
    return PACK.from_codes(codes)


def card(code: str) -> int:
    return ids(code)[0]


def game(variant: str = "4p", seed: int = 0, placards: dict | None = None,
         hands: list[list[str]] | None = None, marker: int = 1, turn: int = 0) -> BossState:
    """A game at `turn`'s turn with the marker on `marker`. `placards`: family -> owner
    (families left out lie beside the board); `hands`: each seat's cards by code (the
    rest of the pack is the deck)."""
    s = BossState(seed, variant)
    if placards is not None:
        s.placards = {f: placards.get(f) for f in LETTERS}
    if hands is not None:
        s.hands = [ids(*h) for h in hands]
        held = {c for h in s.hands for c in h}
        s.deck = [c for c in PACK.ids if c not in held]
        s.rng.shuffle(s.deck)
        s.shown = [[] for _ in s.hands]
    s.marker, s.step, s.turn = marker, TURN, turn
    return s


def deal(s: BossState, boss: int | None = None, negotiate: bool = True) -> BossState:
    """`boss` (the seat to play) deals here; with `negotiate`, the talks open."""
    boss = s.turn if boss is None else boss
    s.turn = boss
    s.apply(DealHere(boss))
    if negotiate and s.deal is not None and s.deal.stage == "opening":
        s.apply(Negotiate(boss))
    return s


def refused(s: BossState, action: Action, reason: str) -> IllegalAction:
    before = snapshot(s)
    with pytest.raises(IllegalAction) as caught:
        s.apply(action)
    assert caught.value.reason == reason, str(caught.value)
    assert snapshot(s) == before
    return caught.value


def wait_round(s: BossState) -> None:
    """Every seat still to have its say this round waits."""
    d = s.deal
    round_ = d.round
    while s.deal is d and d.round == round_ and d.sayers and d.question is None \
            and d.window is None:
        s.apply(Pass(d.sayers[0]))


def pass_window(s: BossState) -> None:
    """Every seat asked lets the window pass."""
    while s.deal is not None and s.deal.window is not None:
        s.apply(Pass(s.to_act))


def kinds(events) -> list[str]:
    return [e.kind for e in events]
