"""Sanguosha's engine: setup, the turn, Slash / Dodge / Peach, damage, dying and death,
the win check, random playouts under the core's checkers and the leak check."""

import random

import pytest

from game.core.decisions import Response, Simultaneous, Turn
from game.core.leak_check import check_no_leak
from game.core.playout_check import check_random_playouts
from game.core.protocol import IllegalAction
from game.games.sanguosha.actions import Discard, EndPlay, Pass, PickCharacter, Respond, Use
from game.games.sanguosha.identities import LORD, LOYALIST, REBEL, RENEGADE
from game.games.sanguosha.model import SgsState
from tests.sanguosha.helpers import any_of, rig, started

# --- setup ------------------------------------------------------------------------------


def test_the_lord_picks_first_among_the_three_lords_and_two_more_then_the_rest_in_secret():
    state = SgsState.new(3, 6)
    lord = state.current
    assert state.seats[lord].identity == LORD and state.seats[lord].revealed
    assert state.decision() == Turn(lord)
    options = [a.character for a in state.legal_actions(lord)]
    assert options[:3] == ["cao_cao", "liu_bei", "sun_quan"] and len(options) == 5
    state.apply(PickCharacter(lord, "liu_bei"))
    decision = state.decision()
    assert isinstance(decision, Simultaneous) and lord not in decision.seats
    assert len(decision.seats) == 5
    first, second = decision.seats[:2]
    assert len(state.legal_actions(first)) == 3 and "liu_bei" not in state.candidates[first]
    state.apply(PickCharacter(first, state.candidates[first][0]))
    # The pick is secret until every seat has chosen.
    seen = state.observation(second)
    assert seen["seats"][first]["character"] == "" and seen["picked"] == sorted([lord, first])
    assert seen["seats"][lord]["character"] == "liu_bei"
    assert state.observation(first)["my_pick"] == state.candidates[first][0]


@pytest.mark.parametrize("players, lord_hp", [(4, 4), (5, 5)])
def test_the_lord_has_one_more_health_from_five_players(players, lord_hp):
    state = started(players, characters=["cao_cao"] * players)
    lord = state.seats[state.current]
    assert lord.identity == LORD and lord.max_hp == lord.hp == lord_hp


def test_ten_players_get_two_candidates_each():
    state = SgsState.new(5, 10)
    state.apply(PickCharacter(state.current, "sun_quan"))
    assert {len(v) for v in state.candidates.values()} == {2}


def test_everyone_draws_four_and_the_lord_starts_with_two_more():
    state = started(5)
    lord = state.current
    assert state.phase == "play" and state.decision() == Turn(lord)
    counts = [len(s.hand) for s in state.seats]
    assert counts[lord] == 6 and all(n == 4 for s, n in enumerate(counts) if s != lord)


# --- the turn ----------------------------------------------------------------------------


def test_one_slash_a_turn_at_a_seat_in_range_and_a_dodge_cancels_it():
    state = started(4)
    me = state.current
    right, across = (me + 1) % 4, (me + 2) % 4
    slashes, dodge = any_of("slash", 2), any_of("dodge")
    rig(state, {me: slashes, right: dodge, across: []})
    targets = {a.targets[0] for a in state.legal_actions(me) if isinstance(a, Use)}
    assert targets == {right, (me + 3) % 4}  # across the table is at distance 2
    state.apply(Use(me, (slashes[0],), "slash", (right,)))
    assert state.decision() == Response(right, about="slash")
    assert state.legal_actions(right) == [Respond(right, (dodge[0],), "dodge"), Pass(right)]
    hp = state.seats[right].hp
    state.apply(Respond(right, (dodge[0],), "dodge"))
    assert state.seats[right].hp == hp and dodge[0] in state.discard
    assert slashes[0] in state.discard and not state.processing
    # The second Slash is not offered, and refused if sent.
    assert state.legal_actions(me) == [EndPlay(me)]
    with pytest.raises(IllegalAction):
        state.apply(Use(me, (slashes[1],), "slash", (right,)))


def test_an_undodged_slash_deals_one_damage():
    state = started(4)
    me = state.current
    target = (me + 1) % 4
    slash = any_of("slash")
    rig(state, {me: slash, target: []})
    hp = state.seats[target].hp
    state.apply(Use(me, (slash[0],), "slash", (target,)))
    events = state.apply(Pass(target))
    assert state.seats[target].hp == hp - 1
    assert [e.kind for e in events][:2] == ["decline", "damage"]


def test_a_peach_is_offered_only_when_wounded_and_heals_one():
    state = started(4)
    me = state.current
    peach = any_of("peach")
    rig(state, {me: peach})
    assert state.legal_actions(me) == [EndPlay(me)]
    state.seats[me].hp -= 2
    state.apply(Use(me, (peach[0],), "peach", (me,)))
    assert state.seats[me].hp == state.seats[me].max_hp - 1


def test_the_discard_phase_discards_down_to_health_one_card_at_a_time():
    state = started(4)
    me = state.current
    hand = any_of("dodge", 6)
    rig(state, {me: hand}, hp={me: 3})
    state.apply(EndPlay(me))
    assert state.phase == "discard"
    for _ in range(3):
        assert state.to_act == me
        state.apply(Discard(me, (state.seats[me].hand[0],)))
    assert len(state.seats[me].hand) == 3 and state.current != me


# --- dying and death ---------------------------------------------------------------------


def dying_position(killer_identity: str, victim_identity: str, players: int = 5):
    state = started(players)
    me = state.current
    victim = (me + 1) % players
    state.seats[victim].identity = victim_identity
    state.seats[me].identity = killer_identity
    slash = any_of("slash")
    rig(state, {me: slash, victim: []}, hp={victim: 1})
    state.apply(Use(me, (slash[0],), "slash", (victim,)))
    state.apply(Pass(victim))
    return state, me, victim


def test_a_dying_seat_is_saved_by_a_peach_from_another_seat():
    state, me, victim = dying_position(LORD, REBEL)
    helper = (me + 2) % 5
    peach = any_of("peach")
    rig(state, {helper: peach})
    # Asked from the seat whose turn it is, round the table.
    assert state.decision() == Response(me, tuple(state.living(me))[1:], about="dying")
    state.apply(Pass(me))
    state.apply(Pass(victim))
    assert state.to_act == helper
    state.apply(Respond(helper, (peach[0],), "peach"))
    assert state.seats[victim].alive and state.seats[victim].hp == 1
    assert state.to_act == me  # back to the play phase


def test_a_dead_rebel_shows_his_identity_and_his_killer_draws_three():
    state, me, victim = dying_position(LOYALIST, REBEL)
    state.seats[state.current].identity = LORD
    state.seats[me].identity = LORD
    hand = len(state.seats[me].hand)
    for seat in state.living(me):
        state.apply(Pass(seat))
    assert not state.seats[victim].alive
    assert state.observation((me + 2) % 5)["seats"][victim]["identity"] == REBEL
    assert len(state.seats[me].hand) == hand + 3


def test_a_lord_who_kills_a_loyalist_discards_everything():
    state, me, victim = dying_position(LORD, LOYALIST)
    for seat in state.living(me):
        state.apply(Pass(seat))
    assert not state.seats[me].hand and not state.seats[me].equipment


def test_the_lords_death_ends_the_game_for_the_rebels():
    state = started(4)
    lord = state.current
    rebel = (lord + 1) % 4
    identities = {lord: LORD, rebel: REBEL, (lord + 2) % 4: LOYALIST, (lord + 3) % 4: RENEGADE}
    for s, who in identities.items():
        state.seats[s].identity = who
    rig(state, {rebel: any_of("slash"), lord: []}, hp={lord: 1})
    state.apply(EndPlay(lord))
    while state.current == lord:
        state.apply(state.legal_actions(state.to_act)[0])
    while state.to_act == rebel and state.phase != "play":
        state.apply(state.legal_actions(rebel)[0])
    state.apply(Use(rebel, tuple(any_of("slash")), "slash", (lord,)))
    state.apply(Pass(lord))
    while not state.is_terminal():
        state.apply(Pass(state.to_act))
    assert state.result["side"] == REBEL and state.result["winners"] == [rebel]
    assert state.returns()[rebel] == 1 and state.returns()[lord] == -1


# --- the core's checkers -------------------------------------------------------------------


@pytest.mark.parametrize("players", [4, pytest.param(7, marks=pytest.mark.slow),
                                     pytest.param(10, marks=pytest.mark.slow)])
def test_random_playouts_keep_every_card_and_hide_every_hand(players):
    # 7 and 10 seats run under `make test-slow`. A discard shuffled back into the deck
    # was public when shown (the declared reshuffle bounds the event check).
    from game.games.sanguosha.events import EVENTS

    report = check_random_playouts(lambda seed: SgsState.new(seed, players), players,
                                   games=3, seed=players * 10, hides_again=EVENTS.hides_again)
    assert report.games == 3


@pytest.mark.parametrize("players", [4, 7, 10])
def test_no_seat_can_tell_a_determinization_from_the_real_state(players):
    rng = random.Random(players)
    state = SgsState.new(players, players)
    checked = 0
    while not state.is_terminal() and checked < 12:
        if rng.random() < 0.1:
            seat = rng.randrange(players)
            check_no_leak(state, seat, rng, where=f"{players} players")
            checked += 1
        state.apply(rng.choice(state.legal_actions(state.to_act)))
    assert checked >= 6


def test_an_offered_action_skips_the_second_check_and_nothing_else_does():
    """A roll-out marks the action it took from the legal list (`offer`); another
    action, even after an offer, is still checked and refused."""
    import pytest

    from game.core.protocol import IllegalAction
    from game.games.sanguosha.actions import EndPlay
    from tests.sanguosha.helpers import started

    state = started(5, seed=3)
    while not any(isinstance(a, EndPlay) for a in state.legal_actions(state.to_act)):
        state.apply(state.legal_actions(state.to_act)[0])
    seat = state.to_act
    stranger = EndPlay((seat + 1) % 5)
    state.offer(next(a for a in state.legal_actions(seat) if isinstance(a, EndPlay)))
    with pytest.raises(IllegalAction):
        state.apply(stranger)
    before = len(state.log.actions)
    state.apply(state.offer(EndPlay(seat)))
    assert len(state.log.actions) == before + 1


def test_a_step_copied_before_it_begins_copies_as_it_is():
    """Harvest lays its cards out only when it begins: a world copied before that (a
    search's, the playout check's) copies it without them, and it still begins later."""
    from game.games.sanguosha.tricks import Harvest

    step = Harvest(0, (0, 1, 2), (5,))
    other = step.copy()
    assert not hasattr(other, "laid_out") and other.targets == (0, 1, 2)
