"""The shared checks on Saboteur at 3, 7 and 10 players (as tests/kit_game/
test_conformance.py runs them on the kit game): random playouts keep every card and
secret and replay from their saves; no seat can tell a made-up world from the real one,
nor learn more from the events than from its view, in the nugget picks too; every event
is declared with its fields.

Random play seldom reaches the gold, so some games are driven by `digging`, a simple
policy that lays the path card nearest a goal still face down: its gold-diggers win
often enough to reach the nugget picks."""

from __future__ import annotations

import random

import pytest

from game.core.leak_check import check_events_tell_no_more, check_no_leak
from game.core.playout_check import check_random_playouts, check_round_trip, check_state
from game.games.saboteur.actions import Pass, PlacePath, Repair, TakeNugget
from game.games.saboteur.cards import INFO
from game.games.saboteur.events import EVENTS
from game.games.saboteur.model import SaboteurState
from tests.saboteur.rigged import held, rigged

VARIANTS = ("3p", "7p", "10p")


def digging(state: SaboteurState, rng: random.Random):
    """Lay the path card nearest a face-down goal (no dead end); else mend one's own
    tool; else pass a card; pick any nugget card."""
    seat = state.to_act
    legal = state.legal_actions(seat)
    if state.phase == "pick":
        return rng.choice(legal)
    goals = [c for c in state.layout.goals if c in state.face_down] or list(state.layout.goals)

    def distance(a: PlacePath) -> int:
        return min(abs(a.x - x) + abs(a.y - y) for x, y in goals)

    paths = [a for a in legal if isinstance(a, PlacePath) and not INFO[a.card].dead_end]
    if paths:
        return min(paths, key=lambda a: (distance(a), rng.random()))
    mends = [a for a in legal if isinstance(a, Repair) and a.target == seat]
    if mends:
        return mends[0]
    return rng.choice([a for a in legal if isinstance(a, Pass)])


def played(variant: str, seed: int, policy=None):
    """(state, action) before every action of one game, and the end; random play, or
    `policy(state, rng)`."""
    state = SaboteurState(seed, variant)
    rng = random.Random(seed)
    while not state.is_terminal():
        seat = state.to_act
        action = policy(state, rng) if policy else rng.choice(state.legal_actions(seat))
        yield state, action
        state.apply(action)
    yield state, None


def players_of(variant: str) -> int:
    return int(variant[:-1])


@pytest.mark.parametrize("variant", VARIANTS)
def test_random_playouts_keep_cards_and_secrets_and_replay_from_their_saves(variant):
    report = check_random_playouts(lambda s: SaboteurState(s, variant), players_of(variant),
                                   games=2, seed=30, hides_again=EVENTS.hides_again)
    assert report.games == 2 and report.actions > 0


@pytest.mark.parametrize("variant", VARIANTS)
def test_digging_playouts_keep_the_invariants_and_reach_the_gold(variant):
    n = players_of(variant)
    kinds = set()
    for seed in (1, 2):
        state = SaboteurState(seed, variant)
        for event in state.opening_events():
            EVENTS.check(event)
        rng = random.Random(seed)
        while not state.is_terminal():
            action = digging(state, rng)
            events = state.apply(action)
            for event in events:
                EVENTS.check(event)
                kinds.add(event.kind)
            check_state(state, n, f"{variant} seed {seed} after {action}", round_trip=False)
        check_round_trip(state, n, f"{variant} seed {seed} at the end")
    assert {"revealed", "nuggets_drawn", "nugget_taken", "game_over"} <= kinds


def test_every_declared_event_kind_occurs_and_every_event_is_declared():
    kinds = set()
    for variant, seed, policy in [("3p", 5, digging), ("7p", 6, None), ("10p", 7, digging),
                                  ("3p", 8, None), ("7p", 9, digging)]:
        state = SaboteurState(seed, variant)
        for event in state.opening_events():
            kinds.add(EVENTS.check(event).kind)
        rng = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions(state.to_act)
            action = policy(state, rng) if policy else rng.choice(legal)
            for event in state.apply(action):
                kinds.add(EVENTS.check(event).kind)
    assert kinds == {et.kind for et in EVENTS}


def leak_points(variant: str, seed: int, policy, every: int):
    """States of one game to check: every `every`-th turn, and every state of the
    nugget picks."""
    for i, (state, action) in enumerate(played(variant, seed, policy)):
        if action is None:
            yield state
        elif state.phase == "pick" or i % every == 0:
            yield state.clone()


@pytest.mark.parametrize(("variant", "seed", "policy", "every"), [
    ("3p", 41, digging, 9), ("7p", 42, digging, 25), ("10p", 43, digging, 40),
    ("3p", 44, None, 15), ("7p", 45, None, 40)])
def test_no_seat_can_tell_a_made_up_world_or_learn_more_from_the_events(
        variant, seed, policy, every):
    n = players_of(variant)
    rng = random.Random(seed)
    checked = picks = compared = 0
    for state in leak_points(variant, seed, policy, every):
        picks += state.phase == "pick"
        for seat in range(n):
            where = f"{variant} seed {seed} round {state.round} {state.phase}"
            check_no_leak(state, seat, rng, samples=3, max_samples=300, where=where)
            compared += check_events_tell_no_more(state, seat, rng, samples=2, where=where)
        checked += 1
    assert checked > 3 and compared > 0
    if policy is digging:
        assert picks > 0, "the digging policy never reached the nugget picks"


def test_a_save_mid_round_and_mid_pick_resumes_as_the_same_game():
    saved = {"turn": 0, "pick": 0}
    for state, action in played("7p", 3, digging):
        if action is None:
            break
        if state.phase in saved and saved[state.phase] < 3 and random.Random(
                len(state.log.to_json()["actions"])).random() < 0.2:
            again = check_round_trip(state, 7, f"{state.phase} {action}")
            assert again.legal_actions(again.to_act) == state.legal_actions(state.to_act)
            if state.phase == "pick":
                assert isinstance(action, TakeNugget)
            saved[state.phase] += 1
    assert saved["turn"] > 0 and saved["pick"] > 0


def test_at_the_games_end_every_seat_sees_every_total_and_the_last_events_tell_no_more():
    # C5 and C8: gold stays hidden until the game ends, then the most gold wins; the
    # end's totals are everyone's to see (so a world with other gold is another game)
    state = rigged(3, roles="dsd", hands={0: ["pEW"]}, deck=0, nuggets=[3, 1, 1, 2, 1, 2])
    pile = list(state.box)
    for seat, values in ((1, [2, 1]), (2, [3, 3, 1])):
        for value in values:
            nugget = next(c for c in pile if INFO[c].value == value)
            pile.remove(nugget)
            state.gold[seat].append(nugget)
    state.box = pile
    for seat in (1, 2):  # the cards they passed this round
        state.passed[seat] = [state.discard.pop(), state.discard.pop()]
    state.round = 2  # the last round
    rng = random.Random(5)
    for seat in range(3):
        assert check_events_tell_no_more(state, seat, rng, samples=12) >= 0
        check_no_leak(state, seat, rng, samples=3, where="the last turn")
    events = state.apply(Pass(0, held(state, 0, "pEW")))
    assert events[-1].kind == "game_over" and state.is_terminal()
    totals = state.returns()
    assert totals == [0, 3 + 4, 7] and events[-1].data["totals"] == totals
    for seat in range(3):
        assert state.observation(seat)["totals"] == totals
        check_no_leak(state, seat, rng, samples=3, where="the end")
