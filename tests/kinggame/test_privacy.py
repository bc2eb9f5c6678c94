"""Privacy (K3, K6): at every state of random games, no seat's observation shows another
seat's number before it is called, nor after the round unless called; a seat sees its own
card only after its peek; the King is shown to all once revealed; only the called numbers
are revealed, with the seats holding them."""

import json

import pytest

from game.core.playout_check import json_strings
from game.games.kinggame.cards import JOKER
from game.games.kinggame.model import PEEK, KingGameState
from tests.kinggame.play import KeepGoing, play


def shown(state: KingGameState, seat: int) -> set[int]:
    """The cards `seat` may see now: its own once peeked, the King's once revealed, the
    called numbers once the command is given."""
    cards = {state.hands[s] for s in state.targets}
    if state.king is not None:
        cards.add(JOKER)
    if seat in state.peeked:
        cards.add(state.hands[seat])
    return cards


def check_views(s: KingGameState) -> None:
    for seat in range(s.players):
        obs = s.observation(seat)
        codes = json_strings(json.dumps(obs))
        for card in range(s.players):
            if card not in shown(s, seat):
                assert s.pack.code(card) not in codes, (seat, card)
        mine = obs["mine"]
        if seat in s.peeked:
            assert mine["card"] == s.pack.code(s.hands[seat])
        else:
            assert mine is None
        if s.step == PEEK:
            assert obs["king"] is None
        else:
            assert obs["king"] == s.hands.index(JOKER)
        assert [c["number"] for c in obs["called"]] == s.numbers
        for c in obs["called"]:
            assert s.hands[c["seat"]] == c["number"]
        for past in obs["history"]:  # past rounds: the calls only, no card codes
            assert all(set(c) == {"number", "seat"} for c in past["called"])
        assert set(obs) >= {"mine", "king", "called", "history", "tally"}


@pytest.mark.parametrize("variant", ["3p", "5p-r5-tally", "10p"])
def test_no_seat_sees_an_uncalled_number_of_another(variant):
    states = 0
    for seed in range(3):
        s = KingGameState(seed, variant)
        for state in play(s, KeepGoing(seed)):
            check_views(state)
            states += 1
    assert states > 60


def test_a_seat_that_has_not_peeked_does_not_see_its_own_card():
    s = KingGameState(1, "6p")
    assert all(s.observation(p)["mine"] is None for p in range(6))
    # its own card is its to know (hidden from every other seat), not shown before the peek
    assert s.hidden_from(3) == set(range(6)) - {s.hands[3]}
    assert all(s.hands[3] in s.hidden_from(p) for p in range(6) if p != 3)


def test_after_the_round_the_uncalled_numbers_stay_hidden_and_next_deal_hides_all():
    from tests.kinggame.play import at_command, command

    s = at_command(4, "6p")
    command(s, (2,), "silly_03")
    s.apply(s.legal_actions(s.to_act)[0])  # Done
    for seat in range(6):
        hidden = s.hidden_from(seat)
        expected = {s.hands[p] for p in range(6)
                    if p not in (seat, s.king) and p not in s.targets}
        assert hidden == expected
    s.apply(s.legal_actions(s.to_act)[0])  # Next
    assert all(s.hidden_from(p) == set(range(6)) - {s.hands[p]} for p in range(6))
    assert s.observation(0)["history"][0]["called"] == \
        [{"number": 2, "seat": s.history[0]["called"][0]["seat"]}]


def test_the_public_view_is_what_every_seat_knows_without_its_own_card():
    for seed in range(2):
        s = KingGameState(seed, "5p")
        for state in play(s, KeepGoing(seed)):
            public = state.public_view()
            assert public["mine"] is None and public["seat"] is None
            for seat in range(state.players):
                own = {k: v for k, v in state.observation(seat).items()
                       if k not in ("mine", "seat")}
                assert own == {k: v for k, v in public.items() if k not in ("mine", "seat")}
            codes = json_strings(json.dumps(public))
            for seat, card in enumerate(state.hands):
                if seat != state.king and seat not in state.targets:
                    assert state.pack.code(card) not in codes
