"""The kinds of decision and private event parts, shown on Masks (tests/core/masks.py),
a tiny test-only game with a turn, a response window, a simultaneous vote and a private
reveal; and the session asking people and computers through every kind the same way."""

from __future__ import annotations

import copy
import random

import pytest

from game.core.decisions import Outcome, Response, Simultaneous, Turn, decision_of
from game.core.playout_check import check_random_playouts
from game.core.protocol import IllegalAction
from game.ui.session import Session
from tests.core.masks import PACK, Accuse, MasksState, Pass, Shield, Vote

HUMAN = {"kind": "human", "level": "normal"}
COMPUTER = {"kind": "computer", "level": "normal"}


def fresh(seed: int = 3) -> MasksState:
    return MasksState.new(seed)


def to_vote(state: MasksState) -> None:
    """Round one: seat 0 accuses seat 1; nobody shields."""
    state.apply(Accuse(0, 1))
    state.apply(Pass(1))
    state.apply(Pass(2))


# -- the model side --------------------------------------------------------------------------

def test_a_game_of_one_seat_turns_needs_to_declare_nothing():
    class OneSeat:
        to_act, waiting, over = 2, None, False

        def is_terminal(self):
            return self.over

        def awaiting_outcome(self):
            return self.waiting

    state = OneSeat()
    assert decision_of(state) == Turn(2)
    state.waiting = "pour"
    assert decision_of(state) == Outcome(2, "pour")
    state.over = True
    assert decision_of(state) is None


def test_the_response_window_asks_in_turn_and_the_first_answer_closes_it():
    state = fresh()
    assert decision_of(state) == Turn(0)
    state.apply(Accuse(0, 2))
    assert decision_of(state) == Response(2, (1,), about="accuse")
    with pytest.raises(IllegalAction):
        state.apply(Pass(1))  # not asked yet
    state.apply(Pass(2))
    assert decision_of(state) == Response(1, (), about="accuse")
    mask = state.hands[1][0]
    events = state.apply(Shield(1, mask))
    assert events[0].data["mask"] == PACK.code(mask)  # a shield is shown to all
    assert decision_of(state) == Simultaneous((0, 1, 2))


def test_the_window_closes_when_every_seat_passes():
    state = fresh()
    to_vote(state)
    assert decision_of(state) == Simultaneous((0, 1, 2)) and not state.shielded


def test_a_vote_is_secret_until_all_are_in():
    state = fresh()
    to_vote(state)
    events = state.apply(Vote(2, True))
    assert [e.seen_by(s).data for e in events for s in range(3)] == [{}, {}, {}]
    assert decision_of(state) == Simultaneous((0, 1))
    assert state.legal_actions(2) == []  # one vote each
    for seat in (0, 1):
        flipped = copy.deepcopy(state)
        flipped.votes[2] = False
        assert state.observation(seat) == flipped.observation(seat)
        assert state.observation(seat)["voted"] == [2]
    assert state.observation(2)["my_vote"] is True
    state.apply(Vote(0, True))
    events = state.apply(Vote(1, False))
    shown = next(e for e in events if e.kind == "votes")
    assert shown.data == {"unmask": [True, False, True]}  # all shown together, to all


def test_an_unmasking_is_shown_to_the_accuser_alone():
    state = fresh()
    to_vote(state)
    state.apply(Vote(0, True))
    state.apply(Vote(1, False))
    events = state.apply(Vote(2, True))
    unmasked = next(e for e in events if e.kind == "unmasked")
    lowest = PACK.code(min(state.hands[1]))
    assert unmasked.seen_by(0).data == {"by": 0, "mask": lowest}
    assert "mask" not in unmasked.seen_by(1).data | unmasked.seen_by(2).data
    assert "mask" not in unmasked.seen_by(None).data
    assert state.observation(0)["seen"] == {"1": [lowest]}
    assert state.observation(2)["seen"] == {}
    assert state.scores == [1, 0, 0]


def test_the_deal_shows_each_seat_its_own_masks_only():
    state = MasksState.new(5)
    (deal,) = state.opening_events()
    for seat in range(3):
        seen = deal.seen_by(seat).data
        assert seen["masks"] == PACK.codes(state.hands[seat])
        assert seen["counts"] == [2, 2, 2]
    assert "masks" not in deal.seen_by(None).data


def test_random_playouts_keep_every_invariant():
    report = check_random_playouts(lambda seed: fresh(seed), seats=3, games=300)
    assert report.games == 300 and report.actions > 300 * 9


# -- the session asks every kind the same way --------------------------------------------------

class SpyAgent:
    """Votes at random; remembers every observation it was given."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.seen: list[dict] = []
        self.unchanged: list[bool] = []  # at each vote: its view the same, others flipped

    def choose(self, observation: dict, legal: list) -> object:
        self.seen.append(observation)
        return self.rng.choice(legal)


def play(seats: list[dict], seed: int) -> tuple[list[tuple[str, int, object]], dict]:
    """A whole game asked through the session: a computer by its agent on the session's
    (inline) worker, a person by a random legal choice, another person only after a
    hand-off. Returns what happened (who was asked how, and what the state waited on)
    and the agents."""
    state = fresh(seed)
    session = Session("masks", seats, threads=False, think_delay=0)
    agents = {s: SpyAgent(seed * 10 + s) for s in range(3) if not session.is_human(s)}
    people = random.Random(seed)
    holder = session.humans[0] if session.humans else None
    happened = []
    while (ask := session.ask(state, holder)) is not None:
        decision = decision_of(state)
        happened.append((ask.who, ask.seat, decision))
        if ask.who == "hand_off":
            holder = ask.seat
            continue
        legal = state.legal_actions(ask.seat)
        if ask.who == "person":
            assert holder == ask.seat
            state.apply(people.choice(legal))
            continue
        obs = state.observation(ask.seat)
        if isinstance(decision, Simultaneous):  # the same view whatever the others chose
            flipped = copy.deepcopy(state)
            flipped.votes = {s: not v for s, v in state.votes.items()}
            agents[ask.seat].unchanged.append(flipped.observation(ask.seat) == obs)
        action = None
        while action is None:
            action = session.computer_decides(
                ask.seat, lambda s=ask.seat, o=obs, lg=legal: agents[s].choose(o, lg), 1.0, 1.0)
        state.apply(action)
    assert state.is_terminal()
    return happened, agents


@pytest.mark.parametrize("seed", range(12))
def test_pass_and_play_hands_the_device_over_before_each_person_in_every_kind(seed):
    happened, _ = play([HUMAN, HUMAN, COMPUTER], seed)
    kinds = {type(d) for _, _, d in happened}
    assert {Turn, Response, Simultaneous} <= kinds
    holder = 0
    for who, seat, _decision in happened:
        if who == "hand_off":
            assert seat != holder
            holder = seat
        elif who == "person":
            assert seat == holder  # nobody acts on another person's screen
        else:
            assert seat == 2
    votes = [(who, seat) for who, seat, d in happened if isinstance(d, Simultaneous)]
    # Both people vote in every round, each with the device in hand.
    assert sum(1 for who, seat in votes if who == "person") == 3 * 2


@pytest.mark.parametrize("seed", range(12))
def test_a_computer_never_sees_another_seats_pending_vote(seed):
    _, agents = play([COMPUTER, COMPUTER, COMPUTER], seed)
    votes = [obs for agent in agents.values() for obs in agent.seen if obs["phase"] == "vote"]
    assert len(votes) == 3 * 3  # every computer voted in every round
    assert all(obs["my_vote"] is None for obs in votes)
    flips = [same for agent in agents.values() for same in agent.unchanged]
    assert len(flips) == 9 and all(flips)
    assert any(obs["voted"] for obs in votes)  # some voted while others had already


def test_a_game_with_nothing_hidden_asks_a_person_without_a_hand_off():
    session = Session("masks", [HUMAN, HUMAN, HUMAN], threads=False)
    state = fresh()
    assert session.ask(state, holder=None, private=False).who == "person"
    assert session.ask(state, holder=1).who == "hand_off"


def test_no_seat_can_tell_its_worlds_apart_at_any_point_of_a_game():
    from game.core.leak_check import check_no_leak

    checked = 0
    for seed in range(20):
        state = fresh(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            for seat in range(3):
                check_no_leak(state, seat, rng)
                checked += 1
            state.apply(rng.choice(state.legal_actions(state.to_act)))
    assert checked > 20 * 9 * 3
