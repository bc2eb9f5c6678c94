"""The generic leak check catches planted leaks (issue 14): a real game's state wrapped
so its observation shows one hidden card of another seat (Dou Di Zhu) or the hidden
guard (Bao Huang); a `determinize` that forgets to resample; one that deals the cards
again but forgets a hidden role; and a pending secret vote shown before its time, on a
two-line vote and on the core's test game Masks. Each correct original passes the same
check."""

from __future__ import annotations

import random

import pytest

from game.core.cards import Pack
from game.core.leak_check import check_no_leak
from game.core.playout_check import InvariantBroken
from game.games.baohuang.model import SEATS, Ascend, BhState, Declare
from game.games.doudizhu.model import Bid, DdzState
from tests.core.masks import MasksState

# --- a card ------------------------------------------------------------------------------


class PeekingDdz(DdzState):
    """Shows each seat the lowest card of the next seat's hand."""

    def observation(self, seat: int) -> dict:
        peek = self.hands[(seat + 1) % self.seats][:1]
        return super().observation(seat) | {"peek": self.pack.codes(peek)}


class LazyDdz(DdzState):
    """A determinize that forgets to resample: a plain copy."""

    def determinize(self, seat: int, rng: random.Random) -> DdzState:
        return self.clone()


def in_play(cls):
    state = cls.new(7)
    state.apply(Bid(state.to_act, 3))
    return state


def test_a_hidden_card_in_an_observation_is_caught():
    check_no_leak(in_play(DdzState), 0, random.Random(1))
    with pytest.raises(InvariantBroken, match="observation tells a determinization apart"):
        check_no_leak(in_play(PeekingDdz), 0, random.Random(1))


def test_a_determinize_that_does_not_resample_is_caught():
    with pytest.raises(InvariantBroken, match="never dealt the hidden cards"):
        check_no_leak(in_play(LazyDdz), 0, random.Random(1), max_samples=200)


# --- a role ------------------------------------------------------------------------------


class GuardTellingBh(BhState):
    """Tells every seat who the guard is, shown or not."""

    def observation(self, seat: int) -> dict:
        return super().observation(seat) | {"the_guard": self.guard}


class RoleKeepingBh(BhState):
    """Deals the cards again but keeps the real roles (and the guard card with the real
    guard): a determinize that forgets the hidden role."""

    def determinize(self, seat: int, rng: random.Random) -> BhState:
        det = super().determinize(seat, rng)
        if det.guard != self.guard:
            det = self.clone()  # never another world
        return det


def hidden_guard(cls):
    """A simple-mode hand whose guard kept quiet: his seat is hidden from the others."""
    for seed in range(100):
        state = cls.new(seed, "ls")
        state.apply(next(a for a in state.legal_actions() if isinstance(a, Ascend)))
        if state.solo:
            continue
        while state.phase == "declare":
            state.apply(Declare(state.to_act, "quiet"))
        return state
    raise AssertionError("no such hand")


def test_the_hidden_guard_in_an_observation_is_caught():
    state = hidden_guard(BhState)
    viewer = next(s for s in range(SEATS) if s not in (state.emperor, state.guard))
    assert check_no_leak(state, viewer, random.Random(2)).values == 1  # the roles vary
    leaky = hidden_guard(GuardTellingBh)
    with pytest.raises(InvariantBroken, match="observation tells a determinization apart"):
        check_no_leak(leaky, viewer, random.Random(2))
    # the guard himself knows it: no leak for him
    check_no_leak(leaky, leaky.guard, random.Random(2))


def test_a_determinize_that_keeps_the_hidden_role_is_caught():
    state = hidden_guard(RoleKeepingBh)
    viewer = next(s for s in range(SEATS) if s not in (state.emperor, state.guard))
    with pytest.raises(InvariantBroken, match=r"never changed \['roles'\]"):
        check_no_leak(state, viewer, random.Random(3), max_samples=200)


# --- a pending secret choice -------------------------------------------------------------


class SecretVote:
    """Two seats vote yes or no; seat 0 has voted, seat 1 is to vote. Until both are in,
    a vote is secret: all a game with a pending secret choice declares is the choice in
    `hidden_values` and a resampled one in `determinize`."""

    pack = Pack("none", ())

    def __init__(self, votes: list[bool | None], show_votes: bool = False) -> None:
        self.votes, self.show_votes = votes, show_votes

    @property
    def to_act(self) -> int | None:
        return next((s for s, v in enumerate(self.votes) if v is None), None)

    def legal_actions(self, seat=None) -> list:
        return []

    def observation(self, seat: int) -> dict:
        shown = self.show_votes or None not in self.votes
        return {"seat": seat, "mine": self.votes[seat], "voted": [v is not None for v in
                                                                   self.votes],
                "votes": self.votes if shown else None}

    def card_zones(self) -> dict[str, list[int]]:
        return {}

    def hidden_from(self, seat: int) -> set[int]:
        return set()

    def hidden_values(self, seat: int) -> dict:
        if None not in self.votes:
            return {}
        return {f"vote_{s}": v for s, v in enumerate(self.votes) if s != seat and v is not None}

    def determinize(self, seat: int, rng: random.Random) -> SecretVote:
        votes = [v if s == seat or v is None else rng.random() < 0.5
                 for s, v in enumerate(self.votes)]
        return SecretVote(votes, self.show_votes)


def test_a_pending_secret_choice_in_an_observation_is_caught():
    check_no_leak(SecretVote([True, None]), 1, random.Random(4))
    with pytest.raises(InvariantBroken, match="observation tells a determinization apart"):
        check_no_leak(SecretVote([True, None], show_votes=True), 1, random.Random(4))


class VoteShowingMasks(MasksState):
    """Shows every vote cast before the last one is in."""

    def observation(self, seat: int) -> dict:
        return super().observation(seat) | {"votes": {str(s): v for s, v in
                                                      sorted(self.votes.items())}}


def pending_vote(cls):
    """A Masks state in a vote with one vote cast, and a seat that has not voted."""
    for seed in range(50):
        state = cls.new(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            if len(state.votes) == 1:
                return state, next(s for s in range(3) if s not in state.votes)
            state.apply(rng.choice(state.legal_actions(state.to_act)))
    raise AssertionError("no vote")


def test_a_pending_vote_of_the_test_game_shown_before_its_time_is_caught():
    state, seat = pending_vote(MasksState)
    assert check_no_leak(state, seat, random.Random(5)).values == 1
    leaky, seat = pending_vote(VoteShowingMasks)
    with pytest.raises(InvariantBroken, match="observation tells a determinization apart"):
        check_no_leak(leaky, seat, random.Random(5))
