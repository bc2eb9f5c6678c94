"""Rules sheet §4, §9, §11 as `determinize`: a seat's determinizations keep what it has
seen (the cards crowned with the emperor, its own role) and choose among the worlds it
cannot rule out: the guard in any seat not ruled out, or a secret solo. (The generic
leak check over random states of every variant is in tests/conformance/test_leaks.py.)"""

import random
from collections import Counter

import pytest

from game.core.agents import RandomAgent
from game.core.leak_check import check_no_leak
from game.games.baohuang import determinize
from game.games.baohuang.model import SEATS, Abdicate, Ascend, BhState, Declare, face


def crowned(seed, variant="ls", declines=2, solo=False):
    """A hand in play: the emperor card declined `declines` times (attaching cards),
    then taken (as a secret solo only if `solo`); everyone keeps quiet."""
    state = BhState.new(seed, variant)
    for _ in range(declines):
        state.apply(Abdicate(state.to_act))
    options = [a for a in state.legal_actions() if isinstance(a, Ascend) and not a.open_solo]
    state.apply(options[0])
    while state.phase == "declare":
        state.apply(Declare(state.to_act, "quiet"))
    if (state.solo is not None) != solo:
        return None
    return state


def first_crowned(variant="ls", solo=False, start=0):
    return next(s for seed in range(start, start + 300)
                if (s := crowned(seed, variant, solo=solo)) is not None)


def play_out(state, seed=0):
    agent = RandomAgent(seed)
    for _ in range(5000):
        if state.is_terminal():
            return state
        state.apply(agent.choose({}, state.legal_actions()))
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("variant", ["ls", "classic"])
def test_a_commoner_sees_the_guard_anywhere_he_could_be_or_a_secret_solo(variant):
    state = first_crowned(variant)
    commoner = next(s for s in range(SEATS) if s not in (state.emperor, state.guard))
    worlds = Counter()
    for i in range(300):
        det = state.determinize(commoner, random.Random(i))
        worlds[det.guard] += 1
        assert det.guard != commoner and det.guard != det.emperor
        if det.guard is None:
            assert det.solo == "secret"
        # the guard card is his (or the solo's), every other unseen copy the emperor's
        holder = det.emperor if det.guard is None else det.guard
        if variant == "ls":
            assert det.sword_card in det.hands[holder]
        else:
            copies = [c for c in det.pack.ids if face(det.pack.code(c)) == det.named]
            assert det.guard_card is None or det.guard_card in det.hands[holder]
            assert all(c in det.hands[det.emperor] for c in copies
                       if c != det.guard_card and c not in det.table
                       and c not in det.hands[commoner])
        assert det.observation(commoner) == state.observation(commoner)
    assert set(worlds) == {s for s in range(SEATS) if s not in (state.emperor, commoner)} | {None}
    assert state.roles in [w for w, _ in determinize.secret(state, commoner).worlds]


def test_the_emperor_knows_he_has_a_guard_and_the_guard_knows_everything():
    state = first_crowned("ls")
    guards = {state.determinize(state.emperor, random.Random(i)).guard for i in range(100)}
    assert None not in guards and len(guards) == SEATS - 1  # never a solo, any other seat
    for i in range(10):
        det = state.determinize(state.guard, random.Random(i))
        assert det.roles == state.roles and det.hands[state.guard] == state.hands[state.guard]
    assert "roles" not in state.hidden_values(state.guard)
    assert "roles" in state.hidden_values(state.emperor)


def test_a_secret_solo_knows_he_plays_alone():
    state = first_crowned("ls", solo=True)
    for i in range(10):
        assert state.determinize(state.emperor, random.Random(i)).roles == state.roles
    other = (state.emperor + 1) % SEATS
    assert {state.determinize(other, random.Random(i)).solo for i in range(100)} == {
        None, "secret"}


def test_the_cards_crowned_with_the_emperor_stay_with_him():
    state = first_crowned("ls")
    assert len(state.crowned_with) == 2  # the emperor card and the 2nd decliner's card (§4.2)
    for seat in range(SEATS):
        det = state.determinize(seat, random.Random(seat))
        assert set(state.crowned_with) <= set(det.hands[state.emperor])


def test_a_rebel_is_never_the_guard():
    state = BhState.new(4, "ls")
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Ascend)))
    rebel = None
    while state.phase == "declare":
        seat = state.to_act
        choice = "rebel" if rebel is None and seat != state.guard else "quiet"
        rebel = seat if choice == "rebel" else rebel
        state.apply(Declare(seat, choice))
    viewer = next(s for s in range(SEATS) if s not in (state.emperor, state.guard, rebel))
    guards = {state.determinize(viewer, random.Random(i)).guard for i in range(200)}
    assert rebel not in guards and len(guards) >= 2
    check_no_leak(state, viewer, random.Random(0))


@pytest.mark.parametrize("variant", ["ls", "classic"])
def test_a_determinization_plays_to_its_end_and_leaves_the_state_alone(variant):
    state = first_crowned(variant)
    before = state.snapshot()
    for seat in range(SEATS):
        det = play_out(state.determinize(seat, random.Random(seat)), seat)
        assert det.result is not None
    assert state.snapshot() == before


def test_before_the_emperor_ascends_a_redeal_is_hidden_too():
    state = BhState.new(6, "ls")
    seat = state.to_act
    hands = set()
    for i in range(4):
        det = state.determinize(seat, random.Random(i))
        while det.redeals == 0:
            det.apply(Abdicate(det.to_act))
        hands.add(tuple(det.hands[seat]))
    assert len(hands) == 4


def test_a_clone_is_independent():
    state = first_crowned("ls")
    before = state.snapshot()
    copy = state.clone()
    assert copy.snapshot() == before
    play_out(copy)
    assert state.snapshot() == before and not state.is_terminal()


def test_a_decliner_holds_nothing_above_the_card_he_attached_but_jokers():
    limited = 0
    for seed in range(120):
        state = BhState.new(seed, "ls")
        while state.declines < 9:
            state.apply(Abdicate(state.to_act))  # a long chain: some decliner has no 2
        limits = determinize.attach_limits(state, seat=-1)  # seen by nobody in particular
        for decliner, fits in limits.items():
            assert all(fits(c) for c in state.hands[decliner])  # the real hand keeps it
            viewer = (decliner + 1) % SEATS
            for i in range(3):
                det = state.determinize(viewer, random.Random(i))
                assert all(fits(c) for c in det.hands[decliner])
            limited += not all(fits(c) for c in state.pack.ids)
    assert limited >= 3
