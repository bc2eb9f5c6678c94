"""High Card's rules, case by case (the rules sheet: model.py's docstring)."""

import pytest

from game.core.protocol import IllegalAction
from tests.kit_game.ai import make_agent
from tests.kit_game.model import PACK, HighCardState, Play

C = {code: i for i, code in enumerate(PACK.codes(PACK.ids))}  # "3H" -> its id
HANDS = ["3H 9H 5H JS 6S 8H", "JH 9S 6H 3S 7S TH", "8S 7H TS 4H 4S 5S"]


def dealt(hands: list[str] = HANDS) -> HighCardState:
    state = HighCardState(1, f"{len(hands)}p")
    state.hands = [sorted(C[c] for c in h.split()) for h in hands]
    return state


def test_the_deal_gives_six_cards_each_shown_only_to_their_holder():
    state = HighCardState(5, "2p")
    assert [len(h) for h in state.hands] == [6, 6] and len(state.stock) == 6
    deal = state.opening_events()
    assert [ev.private for ev in deal] == [{0: {"cards": PACK.codes(state.hands[0])}},
                                          {1: {"cards": PACK.codes(state.hands[1])}}]
    assert all(ev.data == {"count": 6} for ev in deal)
    assert state.observation(0)["hand"] == PACK.codes(state.hands[0])
    assert PACK.codes(state.hands[1])[0] not in str(state.observation(0))


def test_the_highest_card_wins_the_round_and_its_player_leads_the_next():
    state = dealt()
    state.apply(Play(0, C["9H"]))
    state.apply(Play(1, C["9S"]))  # of two alike, the spade is higher
    events = state.apply(Play(2, C["4H"]))
    assert [ev.kind for ev in events] == ["played", "won", "cleared"]
    assert (events[1].seat, events[1].data) == (1, {"card": "9S"})
    assert state.scores == [0, 1, 0] and state.pile == [] and state.to_act == 1
    assert sorted(PACK.codes(state.taken[1])) == ["4H", "9H", "9S"]


def test_after_six_rounds_most_points_win_and_nothing_is_offered():
    state = dealt()
    agents = [make_agent("normal", s) for s in range(3)]
    events = []
    while not state.is_terminal():
        seat = state.to_act
        events += state.apply(agents[seat].choose(state.observation(seat),
                                                  state.legal_actions(seat)))
    assert sum(state.scores) == 6 and [e.kind for e in events].count("won") == 6
    best = max(state.scores)
    assert events[-1].kind == "over" and events[-1].data == {
        "scores": state.scores, "winners": [s for s in range(3) if state.scores[s] == best]}
    assert all(state.legal_actions(s) == [] for s in range(3))


@pytest.mark.parametrize(("action", "reason"), [(Play(1, C["JH"]), "not_your_turn"),
                                                (Play(0, C["JH"]), "not_in_hand")])
def test_a_play_out_of_turn_or_of_a_card_not_held_is_refused(action, reason):
    state = dealt()
    before = state.to_json()
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    assert refused.value.reason == reason and state.to_json() == before


def test_normal_wins_as_cheaply_as_it_can_and_else_throws_its_lowest():
    state = dealt()
    state.apply(Play(0, C["9H"]))
    agent = make_agent("normal", 0)
    assert agent.choose(state.observation(1), state.legal_actions(1)) == Play(1, C["9S"])
    state.apply(Play(1, C["JH"]))
    assert agent.choose(state.observation(2), state.legal_actions(2)) == Play(2, C["4H"])
