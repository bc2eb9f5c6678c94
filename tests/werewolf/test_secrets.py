"""No seat's observation shows what it may not know (rules sheet §7, Hidden info),
checked at every step of random games of every catalogue variant against the rules
written out again here: another's role only once dead, to a fellow werewolf, to the
Seer who looked, to the Little Girl who saw, to the wolves who caught her, or with the
option to the dead; the victim only to the wolves and, in the late lap, the Witch; the
wolves' bites only to the wolves; the lovers only to Cupid and the lovers until one
dies of grief."""

from __future__ import annotations

import random

import pytest

from game.core.agents import RandomAgent
from game.games.werewolf.model import WerewolfState
from game.games.werewolf.setup import VARIANTS

GAMES_PER_VARIANT = 6


def may_know_role(state: WerewolfState, viewer: int, seat: int) -> bool:
    if viewer == seat or not state.alive[seat]:
        return True
    if state.setup.dead_see and not state.alive[viewer]:
        return True
    wolf = state.role(viewer) == "werewolf"
    if wolf and (state.role(seat) == "werewolf" or seat in state.shown_to_wolves):
        return True
    return seat in state.inspected.get(viewer, []) or seat in state.girl_saw.get(viewer, [])


def check(state: WerewolfState, where: str) -> None:
    for viewer in range(state.players):
        obs = state.observation(viewer)
        for seat, role in enumerate(obs["roles"]):
            if role is not None:
                assert may_know_role(state, viewer, seat), f"{where}: {viewer} sees {seat}"
                assert role == state.role(seat)
        wolf = state.role(viewer) == "werewolf" and state.alive[viewer]
        if obs["victim"] is not None:
            assert wolf or (state.role(viewer) == "witch" and state.lap == "late") \
                or viewer in state.shown_to_wolves, f"{where}: {viewer} sees the victim"
        if obs["bites"]:
            assert wolf, f"{where}: {viewer} sees the bites"
        if obs["lovers"] is not None:
            assert state.lovers_public or viewer in state.lovers or viewer == state.cupid \
                or (state.setup.dead_see and not state.alive[viewer]), where
        if obs["seer"]:
            assert state.role(viewer) == "seer" or viewer in state.inspected, where
        mine = obs["my_choice"]
        assert mine is None or mine["seat"] == viewer
    public = state.public_view()
    assert all(r is None for s, r in enumerate(public["roles"]) if state.alive[s])


@pytest.mark.parametrize("variant", VARIANTS + ("8p+secret+deadsee",))
def test_no_observation_shows_what_its_seat_may_not_know(variant):
    for seed in range(GAMES_PER_VARIANT):
        state = WerewolfState.new(seed, variant)
        agent = RandomAgent(seed)
        rng = random.Random(seed)
        steps = 0
        while not state.is_terminal():
            seat = state.to_act
            state.apply(agent.choose(state.observation(seat), state.legal_actions(seat)))
            steps += 1
            if rng.random() < 0.5:
                check(state, f"{variant} seed {seed} step {steps}")


def test_a_secret_ballot_shows_the_counts_only():
    state = WerewolfState.new(3, "8p+secret")
    agent = RandomAgent(3)
    while not state.votes:
        seat = state.to_act
        state.apply(agent.choose(state.observation(seat), state.legal_actions(seat)))
    ballot = state.observation(0)["votes"][0]
    assert ballot["ballots"] is None and sum(ballot["tally"].values()) == len(state.living())
