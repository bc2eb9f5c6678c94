"""Every trick (§6), the Nullification window and its chains, delayed tricks in the
judgement phase."""

from game.core.decisions import Response, Turn
from game.games.sanguosha.actions import (
    HAND_CARD,
    ChooseCard,
    EndPlay,
    Pass,
    Respond,
    TakeCard,
    Use,
)
from tests.sanguosha.helpers import any_of, card_ids, equip, on_top, pass_all, rig, started


def table(players=4):
    state = started(players)
    me = state.current
    return state, me, [(me + k) % players for k in range(1, players)]


def test_a_nullification_chain_flips_the_trick_each_time():
    state, me, (right, across, left) = table()
    duel = any_of("duel")
    nulls = any_of("nullification", 2)
    rig(state, {me: duel + nulls[:1], right: nulls[1:], across: [], left: []})
    hp = state.seats[right].hp
    state.apply(Use(me, tuple(duel), "duel", (right,)))
    # The window asks every living seat from the seat whose turn it is.
    assert state.decision() == Response(me, (right, across, left), about="nullify_duel")
    state.apply(Pass(me))
    state.apply(Respond(right, (nulls[1],), "nullification"))
    # A new window, against the Nullification, from the current seat again.
    assert state.decision() == Response(me, (right, across, left),
                                        about="nullify_nullification")
    state.apply(Respond(me, (nulls[0],), "nullification"))
    pass_all(state)
    # Cancelled twice: the Duel goes on; the target plays first and has no Slash.
    assert state.decision() == Response(right, about="duel")
    state.apply(Pass(right))
    assert state.seats[right].hp == hp - 1


def test_a_nullified_trick_does_nothing():
    state, me, (right, *_) = table()
    ex, null = any_of("ex_nihilo"), any_of("nullification")
    rig(state, {me: ex, right: null})
    state.apply(Use(me, tuple(ex), "ex_nihilo", (me,)))
    state.apply(Pass(me))
    state.apply(Respond(right, tuple(null), "nullification"))
    pass_all(state)
    assert state.seats[me].hand == [] and ex[0] in state.discard


def test_ex_nihilo_draws_two():
    state, me, _ = table()
    ex = any_of("ex_nihilo")
    rig(state, {me: ex})
    state.apply(Use(me, tuple(ex), "ex_nihilo", (me,)))
    pass_all(state)
    assert len(state.seats[me].hand) == 2


def test_dismantle_takes_a_blind_hand_card_or_a_chosen_equipped_one():
    state, me, (right, *_) = table()
    dis = any_of("dismantle", 2)
    horse = card_ids("chitu ♥5")
    rig(state, {me: dis, right: any_of("dodge", 2)})
    equip(state, right, *horse)
    state.apply(Use(me, (dis[0],), "dismantle", (right,)))
    pass_all(state)
    assert state.decision() == Turn(me)
    assert state.legal_actions(me) == [TakeCard(me, right, HAND_CARD),
                                       TakeCard(me, right, horse[0])]
    state.apply(TakeCard(me, right, HAND_CARD))
    assert len(state.seats[right].hand) == 1 and set(any_of("dodge", 2)) & set(state.discard)
    state.apply(Use(me, (dis[1],), "dismantle", (right,)))
    pass_all(state)
    state.apply(TakeCard(me, right, horse[0]))
    assert state.seats[right].equipment == {} and horse[0] in state.discard


def test_snatch_reaches_distance_one_and_the_card_goes_to_the_user():
    state, me, (right, across, left) = table()
    snatch = any_of("snatch")
    rig(state, {me: snatch, right: any_of("peach"), across: any_of("dodge"), left: []})
    targets = {a.targets for a in state.legal_actions(me) if isinstance(a, Use)}
    assert targets == {(right,)}  # across is at distance 2; left has no card
    state.apply(Use(me, tuple(snatch), "snatch", (right,)))
    pass_all(state)
    state.apply(TakeCard(me, right, HAND_CARD))
    assert state.seats[me].hand == any_of("peach")
    # The owner knows where his card went; the others do not see it.
    assert any_of("peach")[0] not in state.hidden_from(right)
    assert any_of("peach")[0] in state.hidden_from(across)


def test_a_minus_horse_brings_snatch_across_the_table():
    state, me, (right, across, left) = table()
    snatch = any_of("snatch")
    rig(state, {me: snatch, across: any_of("dodge")})
    equip(state, me, *card_ids("chitu ♥5"))
    assert (across,) in {a.targets for a in state.legal_actions(me) if isinstance(a, Use)}


def test_duel_the_first_without_a_slash_takes_the_damage():
    state, me, (right, *_) = table()
    duel, slashes = any_of("duel"), any_of("slash", 2)
    rig(state, {me: duel + slashes[:1], right: slashes[1:]})
    hp = state.seats[me].hp
    state.apply(Use(me, tuple(duel), "duel", (right,)))
    pass_all(state)
    state.apply(Respond(right, (slashes[1],), "slash"))
    state.apply(Respond(me, (slashes[0],), "slash"))
    state.apply(Pass(right))
    assert state.seats[right].hp == state.seats[right].max_hp - 1 and state.seats[me].hp == hp


def test_barbarian_invasion_asks_each_other_seat_and_a_nullification_spares_one():
    state, me, (right, across, left) = table()
    barb, null, slash = any_of("barbarian_invasion"), any_of("nullification"), any_of("slash")
    rig(state, {me: barb, right: [], across: slash, left: null})
    hp = [s.hp for s in state.seats]
    state.apply(Use(me, tuple(barb), "barbarian_invasion", (right, across, left)))
    pass_all(state)  # nobody nullifies it for the first seat
    state.apply(Pass(right))  # no Slash
    pass_all(state)
    state.apply(Respond(across, tuple(slash), "slash"))
    state.apply(Pass(me))
    state.apply(Pass(right))
    state.apply(Pass(across))
    state.apply(Respond(left, tuple(null), "nullification"))
    pass_all(state)
    assert [s.hp for s in state.seats] == [h - (s == right) for s, h in enumerate(hp)]
    assert state.decision() == Turn(me)


def test_arrow_barrage_wants_a_dodge():
    state, me, (right, across, left) = table()
    arrows, dodge = any_of("arrow_barrage"), any_of("dodge")
    rig(state, {me: arrows, right: dodge, across: [], left: []})
    state.apply(Use(me, tuple(arrows), "arrow_barrage", (right, across, left)))
    pass_all(state)
    state.apply(Respond(right, tuple(dodge), "dodge"))
    for seat in (across, left):
        pass_all(state)
        state.apply(Pass(seat))
    assert [state.seats[s].wounded for s in (right, across, left)] == [False, True, True]


def test_peach_garden_heals_every_wounded_seat():
    state, me, (right, across, left) = table()
    garden = any_of("peach_garden")
    rig(state, {me: garden}, hp={right: 1, across: 2})
    state.apply(Use(me, tuple(garden), "peach_garden", (me, right, across, left)))
    while state.decision() != Turn(me):
        pass_all(state)
    assert (state.seats[right].hp, state.seats[across].hp) == (2, 3)


def test_harvest_lays_out_a_card_a_seat_and_each_takes_one_in_turn():
    state, me, others = table()
    harvest = any_of("harvest")
    rig(state, {me: harvest, **{s: [] for s in others}})
    top = state.deck[-4:]
    state.apply(Use(me, tuple(harvest), "harvest", tuple(state.living(me))))
    for seat in [me, *others]:
        pass_all(state)
        assert state.decision() == Turn(seat)
        choice = state.legal_actions(seat)[0]
        state.apply(ChooseCard(seat, choice.card))
    assert sorted(c for s in state.seats for c in s.hand) == sorted(top)


def test_collateral_the_holder_slashes_the_victim_or_hands_over_his_weapon():
    state, me, (right, across, left) = table()
    coll, sword = any_of("collateral", 2), card_ids("qinggang_sword ♠6")
    slash = any_of("slash")
    rig(state, {me: coll, right: slash, across: []})
    equip(state, right, *sword)
    state.apply(Use(me, (coll[0],), "collateral", (right, across)))
    pass_all(state)
    state.apply(Respond(right, tuple(slash), "slash"))
    hp = state.seats[across].hp
    state.apply(Pass(across))
    assert state.seats[across].hp == hp - 1
    state.apply(Use(me, (coll[1],), "collateral", (right, across)))
    pass_all(state)
    state.apply(Pass(right))
    assert state.seats[me].hand == sword and "weapon" not in state.seats[right].equipment


def next_turn_judged(state, seat, judgement_card):
    """End turns until `seat`'s judgement phase has turned `judgement_card` over."""
    while state.current != seat or state.phase in ("setup", "start"):
        decision = state.decision()
        if decision.asked == state.current and EndPlay(state.current) in \
                state.legal_actions(state.current):
            state.apply(EndPlay(state.current))
        else:
            state.apply(state.legal_actions(decision.asked)[0] if not isinstance(
                decision, Response) else Pass(decision.asked))
        if state.current == seat and state.phase == "judgement":
            on_top(state, judgement_card)
            pass_all(state)
            return


def indulged(judgement: str):
    """Seat 'right' under an Indulgence, its judgement card rigged: the events up to the
    end of its judgement phase, and whether its play phase came."""
    state, me, (right, *_) = table()
    indulgence = any_of("indulgence")
    rig(state, {me: indulgence, right: []})
    state.apply(Use(me, tuple(indulgence), "indulgence", (right,)))
    assert state.seats[right].judging == indulgence
    on_top(state, *card_ids(judgement))  # turned over at his judgement
    events = state.apply(EndPlay(me))
    while state.decision() != Turn(right) and state.current in (me, right):
        events += state.apply(Pass(state.to_act))
    played = state.current == right and state.phase == "play"
    return state, right, events, played


def test_indulgence_skips_the_play_phase_unless_a_heart_is_judged():
    state, right, events, played = indulged("slash ♠7")
    assert not played and ("skip_play", right) in [(e.kind, e.seat) for e in events]
    assert not state.seats[right].judging and any_of("indulgence")[0] in state.discard
    state, right, events, played = indulged("peach ♥3")
    assert played and "skip_play" not in [e.kind for e in events]


def test_lightning_strikes_on_a_low_spade_and_otherwise_moves_on():
    state, me, (right, *_) = table()
    lightning = any_of("lightning")
    rig(state, {me: lightning})
    state.apply(Use(me, tuple(lightning), "lightning", (me,)))
    assert state.seats[me].judging == lightning
    assert all(not isinstance(a, Use) or a.name != "lightning" for a in state.legal_actions(me))
    # Judged at the start of the next turn of its holder: rig that judgement.
    state.seats[me].hand = []
    state.apply(EndPlay(me))
    while state.current != me or state.phase != "play":
        if state.to_act == state.current and state.phase == "judgement":
            break
        decision = state.decision()
        if isinstance(decision, Response):
            state.apply(Pass(decision.asked))
        elif EndPlay(decision.asked) in state.legal_actions(decision.asked):
            state.apply(EndPlay(decision.asked))
        else:
            state.apply(state.legal_actions(decision.asked)[0])
        if state.current == me and state.phase == "judgement":
            break
    on_top(state, *card_ids("slash ♥10"))
    pass_all(state)
    assert state.seats[me].judging == [] and state.seats[right].judging == lightning
