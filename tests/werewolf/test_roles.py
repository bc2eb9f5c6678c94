"""Every role's power and its edges, from the rules sheet (shared/rules/werewolf.md §1,
§3, §5 and the 2026-11 clarifications)."""

from __future__ import annotations

import pytest

from game.core.protocol import IllegalAction
from game.games.werewolf import night
from game.games.werewolf.actions import (
    NOBODY,
    Bite,
    Brew,
    Couple,
    Decide,
    Elect,
    Inspect,
    Mark,
    Peek,
    Shoot,
    Succeed,
    Take,
    Vote,
)
from tests.werewolf.rigged import dealt, lap

W, V, S, H, R, C, G, T = ("werewolf", "villager", "seer", "witch", "hunter", "cupid",
                          "little_girl", "thief")
EIGHT = [H, W, W, S, R, V, V, V]  # the 8-player preset: witch at seat 0, wolves 1 and 2


def test_the_witch_may_heal_herself():
    state = dealt("8p", EIGHT)
    lap(state, seat1=Bite(1, 0), seat2=Bite(2, 0))
    assert state.observation(0)["victim"] == 0
    lap(state, seat0=Brew(0, heal=True))
    assert state.alive[0] and not state.deaths
    assert not state.heal_left and state.poison_left
    assert state.phase == "election"  # a quiet morning, then day 1's election


def test_the_witch_may_poison_herself():
    """The poison kills "anyone" (sheet §1), the Witch too."""
    state = dealt("8p+nocap", EIGHT)
    lap(state, seat1=Bite(1, 5), seat2=Bite(2, 5))
    assert Brew(0, False, 0) in state.legal_actions(0)
    lap(state, seat0=Brew(0, heal=False, poison=0))
    assert sorted((d["seat"], d["role"]) for d in state.deaths) == [(0, H), (5, V)]


def test_the_witch_heals_and_poisons_the_same_night_and_each_potion_once():
    state = dealt("8p+nocap", EIGHT)
    lap(state, seat1=Bite(1, 5), seat2=Bite(2, 5))
    lap(state, seat0=Brew(0, heal=True, poison=1))
    assert [(d["seat"], d["role"]) for d in state.deaths] == [(1, W)]
    lap(state)  # the talk
    lap(state, **{f"seat{s}": Vote(s, 7) for s in state.living() if s != 7}, seat7=Vote(7, 6))
    lap(state, seat2=Bite(2, 3))
    assert state.lap == "late"
    assert state.legal_actions(0) == [Brew(0, False, NOBODY)]
    with pytest.raises(IllegalAction) as refused:
        state.apply(Brew(0, heal=True))
    assert refused.value.reason == "potion_used"


def test_the_witch_sees_the_victim_only_on_her_late_turn_after_every_wolf():
    state = dealt("8p", EIGHT)  # she holds the device first: seat 0 of the seat order
    assert state.order[0] == 0
    lap(state, seat1=Bite(1, 6), seat2=Bite(2, 6))
    assert state.lap == "late"
    assert state.observation(0)["victim"] == 6
    assert state.observation(3)["victim"] is None  # the Seer is not told


def test_cupid_may_choose_himself():
    nine = [C, W, W, S, H, R, V, V, V]
    state = dealt("9p", nine)
    assert state.lap == "first"
    lap(state, seat0=Couple(0, 0, 5))
    assert state.lovers == (0, 5)
    assert state.observation(5)["lovers"] == [0, 5]
    assert state.observation(3)["lovers"] is None


def test_a_thief_offered_two_werewolves_must_take_one():
    roles = [T, S, H, R, V, V, V, V]
    state = dealt("8p-W2V4S1H1R1T1", roles, extras=(W, W))
    takes = state.legal_actions(0)
    assert takes and all(isinstance(a, Take) and a.card != NOBODY for a in takes)
    with pytest.raises(IllegalAction) as refused:
        state.apply(Take(0, NOBODY))
    assert refused.value.reason == "thief_must_take_wolf"
    lap(state, seat0=takes[0])
    assert state.role(0) == W and state.observation(0)["wolves"] == [0]
    assert sorted(state.observation(0)["extras"]) == [T, W]  # he still knows them


def test_the_thief_may_keep_his_card_when_a_villager_is_aside():
    roles = [T, S, H, R, V, V, V, W]
    state = dealt("8p-W2V4S1H1R1T1", roles, extras=(W, V))
    assert Take(0, NOBODY) in state.legal_actions(0)


def test_the_night_is_processed_in_the_official_order_whatever_the_seat_order():
    # The Seer holds the device before the Thief, yet looks after his swap.
    roles = [S, H, R, V, V, V, V, T]
    state = dealt("8p-W2V4S1H1R1T1", roles, extras=(W, W))
    wolf_card = next(c for c in state.extras)
    lap(state, seat7=Take(7, wolf_card))
    assert state.lap == "main" and state.order[0] == 0
    lap(state, seat0=Inspect(0, 7), seat7=Bite(7, 3))
    assert state.observation(0)["seer"] == {"7": W}


def test_the_night_order_starts_one_seat_further_each_night():
    state = dealt("8p+nocap", EIGHT)
    assert state.order[0] == 0
    lap(state, seat1=Bite(1, 5), seat2=Bite(2, 5))
    lap(state)  # the witch does nothing; seat 5 dies
    lap(state)  # the talk
    lap(state, **{f"seat{s}": Vote(s, 6) for s in state.living() if s != 6}, seat6=Vote(6, 7))
    assert state.night == 2 and state.order[0] == 1


def test_the_seer_alone_learns_the_role():
    state = dealt("8p", EIGHT)
    lap(state, seat3=Inspect(3, 1), seat1=Bite(1, 5), seat2=Bite(2, 5))
    assert state.observation(3)["seer"] == {"1": W}
    assert state.observation(3)["roles"][1] == W
    assert all(state.observation(s)["roles"][3] is None for s in (0, 4, 5))


def test_wolves_see_each_other_and_each_others_bites():
    state = dealt("8p", EIGHT)
    seat = state.decision().asked
    while seat != 2:
        state.apply(state.legal_actions(seat)[0] if seat != 1 else Bite(1, 6))
        seat = state.decision().asked
    assert state.observation(2)["wolves"] == [1, 2]
    assert state.observation(2)["bites"] == {"1": 6}
    assert state.observation(0)["bites"] == {}


def test_the_caught_little_girl_becomes_the_victim_and_the_witch_may_heal_her(monkeypatch):
    monkeypatch.setattr(night, "caught_chance", lambda peeks: 1.0)
    ten = [G, W, W, S, H, R, C, V, V, V]
    state = dealt("10p", ten)
    lap(state, seat6=Couple(6, 7, 8))
    lap(state, seat0=Peek(0, True), seat1=Bite(1, 9), seat2=Bite(2, 9))
    assert state.victim == 0
    assert state.observation(1)["roles"][0] == G  # the wolves know whom they caught
    assert state.observation(4)["victim"] == 0
    lap(state, seat4=Brew(4, heal=True))
    assert state.alive[0] and state.alive[9]


def test_a_little_girl_who_is_not_caught_sees_a_wolf(monkeypatch):
    monkeypatch.setattr(night, "caught_chance", lambda peeks: 0.0)
    ten = [G, W, W, S, H, R, C, V, V, V]
    state = dealt("10p", ten)
    lap(state, seat6=Couple(6, 7, 8))
    lap(state, seat0=Peek(0, True), seat1=Bite(1, 9), seat2=Bite(2, 9))
    saw = state.observation(0)["girl_saw"]
    assert len(saw) == 1 and saw[0] in (1, 2)
    assert state.observation(0)["roles"][saw[0]] == W
    assert state.victim == 9


def test_the_caught_chance_grows_with_each_peek():
    assert night.caught_chance(0) == pytest.approx(0.20)
    assert night.caught_chance(2) == pytest.approx(0.50)


def test_a_hunter_shot_that_kills_a_lover_takes_the_other_lover_too():
    nine = [C, W, W, S, H, R, V, V, V]
    state = dealt("9p+nocap", nine)
    lap(state, seat0=Couple(0, 6, 7))
    lap(state, seat1=Bite(1, 5), seat2=Bite(2, 5))  # the Hunter is bitten
    lap(state)  # the witch does nothing
    assert state.phase == "chain" and state.decision().asked == 5
    assert Shoot(5, 6) in state.legal_actions(5)
    state.apply(Shoot(5, 6))
    assert [(d["seat"], d["cause"]) for d in state.deaths] == [
        (5, "night"), (6, "shot"), (7, "grief")]
    assert state.lovers_public and state.observation(3)["lovers"] == [6, 7]
    assert state.phase == "discussion"


def test_a_hunter_eliminated_by_day_shoots_too():
    state = dealt("8p+nocap", EIGHT)
    lap(state, seat1=Bite(1, 5), seat2=Bite(2, 5))
    lap(state)
    lap(state)
    lap(state, **{f"seat{s}": Vote(s, 4) for s in state.living() if s != 4}, seat4=Vote(4, 1))
    assert state.phase == "chain" and state.decision().asked == 4
    state.apply(Shoot(4, 1))
    assert not state.alive[1] and state.deaths[-1]["cause"] == "shot"


def test_a_dead_captain_names_his_successor():
    state = dealt("8p", EIGHT)
    lap(state, seat1=Bite(1, 5), seat2=Bite(2, 5))
    lap(state, seat0=Brew(0, heal=True))
    lap(state, **{f"seat{s}": Elect(s, 6) for s in range(8)})
    assert state.captain == 6
    lap(state)
    lap(state, **{f"seat{s}": Vote(s, 6) for s in range(8) if s != 6}, seat6=Vote(6, 7))
    assert state.phase == "chain" and state.decision().asked == 6
    state.apply(Succeed(6, 3))
    assert state.captain == 3


def test_the_election_tie_is_voted_again_then_drawn():
    state = dealt("8p+capfirst", EIGHT)
    assert state.phase == "election"
    lap(state, **{f"seat{s}": Elect(s, 3 if s < 4 else 4) for s in range(8)})
    assert state.revote and state.candidates == [3, 4]
    lap(state, **{f"seat{s}": Elect(s, 3 if s < 4 else 4) for s in range(8)})
    assert state.captain in (3, 4) and state.phase == "night"


def test_the_captains_vote_counts_twice_and_he_breaks_a_tie():
    state = dealt("8p", EIGHT)
    lap(state, seat1=Bite(1, 5), seat2=Bite(2, 5))
    lap(state, seat0=Brew(0, heal=True))
    lap(state, **{f"seat{s}": Elect(s, 3) for s in range(8)})
    lap(state)
    votes = {3: 5, 0: 6, 1: 6, 2: 4, 4: 2, 5: 7, 6: 7, 7: 0}  # 5, 6 and 7 have two each
    lap(state, **{f"seat{s}": Vote(s, t) for s, t in votes.items()})
    assert state.phase == "tiebreak" and state.candidates == [5, 6, 7]
    assert state.votes[-1]["tally"] == {"0": 1, "2": 1, "4": 1, "5": 2, "6": 2, "7": 2}
    with pytest.raises(IllegalAction) as refused:
        state.apply(Decide(3, 2))
    assert refused.value.reason == "not_tied"
    state.apply(Decide(3, 6))
    assert not state.alive[6]


def test_without_a_captain_a_tie_is_voted_again_and_a_second_tie_spares_everyone():
    state = dealt("8p+nocap", EIGHT)
    lap(state, seat1=Bite(1, 5), seat2=Bite(2, 5))
    lap(state, seat0=Brew(0, heal=True))
    lap(state)
    split = {s: (6 if s < 3 else 7) for s in range(6)} | {6: 7, 7: 6}  # four votes each
    lap(state, **{f"seat{s}": Vote(s, t) for s, t in split.items()})
    assert state.revote and state.candidates == [6, 7]
    assert Vote(6, 7) in state.legal_actions(6) and len(state.legal_actions(6)) == 1
    lap(state, **{f"seat{s}": Vote(s, t) for s, t in split.items()})
    assert all(state.alive) and state.phase == "night" and state.night == 2


def test_wolves_who_choose_no_victim_starve_with_the_option():
    state = dealt("8p+starve", EIGHT)
    assert Bite(1, NOBODY) in state.legal_actions(1)
    lap(state, seat1=Bite(1, NOBODY), seat2=Bite(2, NOBODY))
    assert state.is_terminal() and state.result["side"] == "village"
    assert state.result["how"] == "starved"


def test_without_the_option_the_wolves_must_pick_a_victim():
    state = dealt("8p", EIGHT)
    assert Bite(1, NOBODY) not in state.legal_actions(1)


def test_refused_moves_change_nothing_and_say_why():
    state = dealt("8p", EIGHT)
    before = state.to_json()
    cases = [(Inspect(0, 3), "not_seer"), (Bite(3, 4), "not_wolf"), (Mark(1, 2), "not_now")]
    for action, reason in cases:
        with pytest.raises(IllegalAction) as refused:
            state.apply(action)
        assert refused.value.reason == reason, action
    assert state.to_json() == before
    lap(state, seat1=Bite(1, 5), seat2=Bite(2, 5))
    lap(state)
    lap(state, **{f"seat{s}": Elect(s, 3) for s in state.living()})
    lap(state)
    with pytest.raises(IllegalAction) as refused:
        state.apply(Vote(state.decision().asked, state.decision().asked))
    assert refused.value.reason == "self_vote"
    with pytest.raises(IllegalAction) as refused:
        state.apply(Vote(state.decision().asked, 5))
    assert refused.value.reason == "dead_target"


def test_a_little_girl_caught_once_is_not_told_of_later_bites(monkeypatch):
    caught = iter([1.0, 0.0])
    monkeypatch.setattr(night, "caught_chance", lambda peeks: next(caught))
    ten = [G, W, W, S, H, R, C, V, V, V]
    state = dealt("10p+nocap", ten)
    lap(state, seat6=Couple(6, 7, 8))
    lap(state, seat0=Peek(0, True), seat1=Bite(1, 9), seat2=Bite(2, 9))
    assert state.observation(0)["victim"] == 0  # caught tonight: she is the victim
    lap(state, seat4=Brew(4, heal=True))
    lap(state)
    lap(state, **{f"seat{s}": Vote(s, 9) for s in state.living() if s != 9}, seat9=Vote(9, 8))
    lap(state, seat0=Peek(0, False), seat1=Bite(1, 0), seat2=Bite(2, 0))
    assert state.victim == 0 and state.observation(0)["victim"] is None
