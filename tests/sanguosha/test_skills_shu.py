"""The Shu characters' skills (§7): Liu Bei (Benevolence, ★Rouse), Guan Yu (Warrior Saint),
Zhuge Liang (Stargaze, Empty Fort), Zhao Yun (Dragon Heart), Ma Chao (Iron Cavalry),
Huang Yueying (Wisdom, Genius); and random games with them at the table."""

import random

from game.core.decisions import Response, Turn
from game.core.leak_check import check_no_leak
from game.core.playout_check import check_events
from game.games.sanguosha.actions import (
    Arrange,
    EndPlay,
    Invoke,
    Pass,
    PickCharacter,
    Respond,
    Use,
    UseSkill,
)
from game.games.sanguosha.model import SgsState
from tests.sanguosha.helpers import any_of, card_ids, equip, on_top, pass_all, rig, started

SHU = ["liu_bei", "guan_yu", "zhang_fei", "zhuge_liang", "zhao_yun", "ma_chao",
       "huang_yueying"]
# Liu Bei the lord; Gan Ning (Wei) on his right, then Guan Yu and Zhao Yun (Shu).
ROUSE_TABLE = ["liu_bei", "gan_ning", "guan_yu", "zhao_yun"]


def table(characters):
    state = started(len(characters), characters=list(characters))
    me = state.current
    return state, me, [(me + k) % len(characters) for k in range(1, len(characters))]


def uses(state, seat, name):
    return [a for a in state.legal_actions(seat) if isinstance(a, Use) and a.name == name]


def seen(events, seat):
    return [e.seen_by(seat).data for e in events]


# --- Liu Bei: Benevolence ---------------------------------------------------------------------


def test_benevolence_gifts_face_down_and_two_gifts_recover_once():
    state, me, (right, across, left) = table(ROUSE_TABLE)
    gifts = any_of("peach", 3)
    rig(state, {me: gifts, right: [], across: []}, hp={me: 2})
    events = state.apply(UseSkill(me, "benevolence", (gifts[0],), (right,)))
    assert state.seats[right].hand == [gifts[0]] and state.seats[me].hp == 2
    code = state.code(gifts[0])
    assert code not in str(seen(events, across)) and code in str(seen(events, right))
    state.apply(UseSkill(me, "benevolence", (gifts[1],), (across,)))
    assert state.seats[me].hp == 3  # the gifts reached two
    state.apply(UseSkill(me, "benevolence", (gifts[2],), (across,)))
    assert state.seats[me].hp == 3  # only the first time
    assert state.seats[me].hand == [] and state.decision() == Turn(me)


def test_benevolence_gives_only_to_others_and_at_full_health_recovers_nothing():
    state, me, (right, *_) = table(ROUSE_TABLE)
    gifts = any_of("slash", 2)
    rig(state, {me: gifts})
    gives = [a for a in state.legal_actions(me) if a.kind == "use_skill"
             and a.skill == "benevolence"]
    assert gives and all(a.targets != (me,) for a in gives)
    for card in gifts:
        state.apply(UseSkill(me, "benevolence", (card,), (right,)))
    assert state.seats[me].hp == state.seats[me].max_hp


def test_benevolence_count_starts_again_next_turn():
    state, me, (right, across, left) = table(ROUSE_TABLE)
    gift = any_of("peach")
    rig(state, {me: gift, right: [], across: [], left: []}, hp={me: 2})
    state.apply(UseSkill(me, "benevolence", tuple(gift), (right,)))
    state.apply(EndPlay(me))  # one gift this turn: no recovery
    assert state.seats[me].hp == 2
    assert not any(type(s).__name__ == "BenevolenceGifts" for s in state.stack)


# --- Liu Bei: Rouse ---------------------------------------------------------------------------


def duel_back(state, me, right):
    """Liu Bei duels Gan Ning, who plays a Slash: Liu Bei must now play one."""
    duel, slash = any_of("duel"), any_of("slash")
    rig(state, {me: duel, right: slash})
    state.apply(Use(me, tuple(duel), "duel", (right,)))
    pass_all(state)
    state.apply(Respond(right, tuple(slash), "slash"))
    assert state.decision() == Response(me, about="duel")


def test_rouse_a_shu_character_plays_the_lords_slash():
    state, me, (right, across, left) = table(ROUSE_TABLE)
    dodge = any_of("dodge")
    rig(state, {across: [], left: dodge})
    duel_back(state, me, right)
    state.apply(Respond(me, (), "slash", "rouse"))
    # From the lord's next seat in turn order: Guan Yu, then Zhao Yun.
    assert state.decision() == Response(across, (left,), about="rouse")
    state.apply(Pass(across))
    state.apply(Respond(left, tuple(dodge), "slash", "dragon_heart"))
    assert dodge[0] in state.discard
    assert state.decision() == Response(right, about="duel")
    state.apply(Pass(right))
    assert state.seats[right].hp == state.seats[right].max_hp - 1


def test_rouse_declined_by_all_is_not_offered_again_for_the_same_need():
    state, me, (right, across, left) = table(ROUSE_TABLE)
    rig(state, {across: [], left: []})
    duel_back(state, me, right)
    state.apply(Respond(me, (), "slash", "rouse"))
    state.apply(Pass(across))
    state.apply(Pass(left))
    assert state.decision() == Response(me, about="duel")
    assert state.legal_actions(me) == [Pass(me)]


def test_rouse_is_the_lords_only():
    state, me, (right, *_) = table(["gan_ning", "liu_bei", "guan_yu", "zhao_yun"])
    duel = any_of("duel")
    rig(state, {me: duel, right: []})
    state.apply(Use(me, tuple(duel), "duel", (right,)))
    pass_all(state)
    assert state.decision() == Response(right, about="duel")
    assert state.legal_actions(right) == [Pass(right)]


def test_rouse_needs_another_shu_character():
    state, me, (right, *_) = table(["liu_bei", "gan_ning", "lu_bu", "huang_gai"])
    rig(state, {me: [], right: []})
    assert not [a for a in state.legal_actions(me) if a.kind == "use_skill"]


def test_rouse_in_the_play_phase_uses_a_given_slash_as_his_own():
    state, me, (right, across, left) = table(ROUSE_TABLE)
    slash, red = any_of("slash"), any_of("peach")
    rig(state, {me: slash, right: [], across: red, left: []})
    rouses = [a for a in state.legal_actions(me) if a.kind == "use_skill"
              and a.skill == "rouse"]
    assert rouses == [UseSkill(me, "rouse", (), (right,)), UseSkill(me, "rouse", (), (left,))]
    state.apply(UseSkill(me, "rouse", (), (right,)))
    state.apply(Respond(across, tuple(red), "slash", "warrior_saint"))  # a red card will do
    assert state.decision() == Response(right, about="slash")
    state.apply(Pass(right))
    assert state.seats[right].hp == state.seats[right].max_hp - 1
    assert red[0] in state.discard and state.slashes_used == 1
    # It counted: neither his own Slash nor another Rouse now.
    assert uses(state, me, "slash") == []
    assert not [a for a in state.legal_actions(me) if a.kind == "use_skill"
                and a.skill == "rouse"]


def test_rouse_in_the_play_phase_that_nobody_answers_uses_no_slash():
    state, me, (right, across, left) = table(ROUSE_TABLE)
    slash = any_of("slash")
    rig(state, {me: slash, right: [], across: [], left: []})
    state.apply(UseSkill(me, "rouse", (), (right,)))
    state.apply(Pass(across))
    state.apply(Pass(left))
    assert state.decision() == Turn(me) and state.slashes_used == 0
    assert uses(state, me, "slash")
    # Not the same call again at once; after a gift to a helper it may be tried again.
    assert not [a for a in state.legal_actions(me) if a.kind == "use_skill"
                and a.skill == "rouse"]
    state.apply(UseSkill(me, "benevolence", tuple(slash), (across,)))
    state.apply(UseSkill(me, "rouse", (), (right,)))
    state.apply(Respond(across, tuple(slash), "slash"))
    state.apply(Pass(right))
    assert state.seats[right].wounded and state.slashes_used == 1


# --- Guan Yu ----------------------------------------------------------------------------------


def test_warrior_saint_a_red_card_in_hand_or_equipped_is_a_slash():
    state, me, (right, *_) = table(["guan_yu", "gan_ning", "lu_bu", "huang_gai"])
    peach, horse = any_of("peach"), card_ids("chitu ♥5")
    rig(state, {me: peach, right: []})
    equip(state, me, *horse)
    saints = {a.cards for a in uses(state, me, "slash") if a.skill == "warrior_saint"}
    assert saints == {tuple(peach), tuple(horse)}
    state.apply(Use(me, tuple(horse), "slash", (right,), "warrior_saint"))
    state.apply(Pass(right))
    assert state.seats[right].wounded and state.seats[me].equipment == {}


def test_warrior_saint_not_for_a_black_card_and_also_played_in_a_duel():
    state, me, (right, *_) = table(["gan_ning", "guan_yu", "lu_bu", "huang_gai"])
    duel, black, red = any_of("duel"), card_ids("dismantle ♠3"), card_ids("dodge ♦2")
    rig(state, {me: duel, right: black + red})
    state.apply(Use(me, tuple(duel), "duel", (right,)))
    pass_all(state)
    assert state.legal_actions(right) == [Respond(right, tuple(red), "slash", "warrior_saint"),
                                          Pass(right)]
    state.apply(Respond(right, tuple(red), "slash", "warrior_saint"))
    assert state.decision() == Response(me, about="duel")


# --- Zhuge Liang ------------------------------------------------------------------------------


def to_next_turn(state, me, looked):
    """End the lord's turn with `looked` on top of the deck for Zhuge Liang's."""
    rig(state, {me: []})
    on_top(state, *looked)
    state.apply(EndPlay(me))


def test_stargaze_arranges_the_top_cards_privately():
    state, me, (right, across, left) = table(["gan_ning", "zhuge_liang", "lu_bu", "huang_gai"])
    looked = any_of("peach", 4)  # X = 4 living players
    to_next_turn(state, me, looked)
    assert state.legal_actions(right) == [Invoke(right, "stargaze"), Pass(right)]
    events = state.apply(Invoke(right, "stargaze"))
    codes = {state.code(c) for c in looked}
    assert codes <= set(str(seen(events, right)).replace("'", " ").split())
    assert not any(c in str(seen(events, left)) for c in codes)
    a, b, c, d = looked
    assert len(state.legal_actions(right)) == 8  # each card: on top or at the bottom
    for action in (Arrange(right, (d,), ()), Arrange(right, (), (a,)),
                   Arrange(right, (c,), ()), Arrange(right, (), (b,))):
        state.apply(action)
    assert state.deck[:2] == [b, a]  # b at the very bottom
    # His draw phase then took d (the very top) and c.
    assert {c, d} <= set(state.seats[right].hand)


def test_stargaze_declined_leaves_the_deck_alone():
    state, me, (right, *_) = table(["gan_ning", "zhuge_liang", "lu_bu", "huang_gai"])
    looked = any_of("peach", 4)
    to_next_turn(state, me, looked)
    state.apply(Pass(right))
    assert set(looked[:2]) <= set(state.seats[right].hand)  # the usual draw
    assert state.deck[-2:] == [looked[3], looked[2]]


def test_empty_fort_no_slash_or_duel_on_him_without_hand_cards():
    state, me, (right, *_) = table(["gan_ning", "zhuge_liang", "lu_bu", "huang_gai"])
    cards = any_of("slash") + any_of("duel") + any_of("dismantle")
    rig(state, {me: cards, right: []})
    equip(state, right, card_ids("eight_trigrams ♠2")[0])
    assert not [a for a in uses(state, me, "slash") + uses(state, me, "duel")
                if right in a.targets]
    assert [a for a in uses(state, me, "dismantle") if a.targets == (right,)]
    rig(state, {right: any_of("dodge")})
    assert [a for a in uses(state, me, "slash") if a.targets == (right,)]
    assert [a for a in uses(state, me, "duel") if a.targets == (right,)]


# --- Zhao Yun ---------------------------------------------------------------------------------


def test_dragon_heart_a_dodge_as_slash_and_a_slash_as_dodge():
    state, me, (right, *_) = table(["zhao_yun", "gan_ning", "lu_bu", "huang_gai"])
    dodge, slashes, peach = any_of("dodge"), any_of("slash", 2), any_of("peach")
    rig(state, {me: dodge + peach, right: slashes[:1]})
    assert {a.cards for a in uses(state, me, "slash")} == {tuple(dodge)}  # not the Peach
    state.apply(Use(me, tuple(dodge), "slash", (right,), "dragon_heart"))
    state.apply(Pass(right))
    assert state.seats[right].wounded
    # Now Gan Ning's Slash at him, on his turn, is dodged with a Slash.
    state2, me2, (right2, *_) = table(["gan_ning", "zhao_yun", "lu_bu", "huang_gai"])
    rig(state2, {me2: slashes[:1], right2: slashes[1:] + peach})
    state2.apply(Use(me2, tuple(slashes[:1]), "slash", (right2,)))
    assert state2.legal_actions(right2) == [
        Respond(right2, tuple(slashes[1:]), "dodge", "dragon_heart"), Pass(right2)]
    state2.apply(Respond(right2, tuple(slashes[1:]), "dodge", "dragon_heart"))
    assert not state2.seats[right2].wounded


# --- Ma Chao ----------------------------------------------------------------------------------


def cavalry(judged):
    state, me, (right, *_) = table(["ma_chao", "gan_ning", "lu_bu", "huang_gai"])
    slash, dodge = any_of("slash"), any_of("dodge")
    rig(state, {me: slash, right: dodge})
    equip(state, right, card_ids("eight_trigrams ♠2")[0])
    state.apply(Use(me, tuple(slash), "slash", (right,)))
    assert state.legal_actions(me) == [Invoke(me, "iron_cavalry"), Pass(me)]
    if judged is None:
        state.apply(Pass(me))
    else:
        on_top(state, judged)
        state.apply(Invoke(me, "iron_cavalry"))
    return state, me, right


def test_iron_cavalry_red_the_slash_cannot_be_dodged_even_with_eight_trigrams():
    state, me, right = cavalry(card_ids("peach ♥3")[0])
    assert state.decision() == Turn(me)  # he was never asked for a Dodge
    assert state.seats[right].hp == state.seats[right].max_hp - 1
    assert card_ids("peach ♥3")[0] in state.discard


def test_iron_cavalry_black_or_declined_the_target_may_dodge():
    for judged in (card_ids("slash ♠7")[0], None):
        state, me, right = cavalry(judged)
        assert state.decision() == Response(right, about="slash")
        assert Respond(right, (), "dodge", "eight_trigrams") in state.legal_actions(right)
        state.apply(Respond(right, tuple(any_of("dodge")), "dodge"))
        assert not state.seats[right].wounded


# --- Huang Yueying ----------------------------------------------------------------------------


def test_wisdom_draws_one_for_a_trick_used():
    state, me, _ = table(["huang_yueying", "gan_ning", "lu_bu", "huang_gai"])
    ex = any_of("ex_nihilo")
    rig(state, {me: ex})
    state.apply(Use(me, tuple(ex), "ex_nihilo", (me,)))
    assert state.legal_actions(me) == [Invoke(me, "wisdom"), Pass(me)]
    state.apply(Invoke(me, "wisdom"))
    pass_all(state)
    assert len(state.seats[me].hand) == 3


def test_wisdom_declined_or_for_a_delayed_trick_draws_nothing():
    state, me, (right, *_) = table(["huang_yueying", "gan_ning", "lu_bu", "huang_gai"])
    ex, indulgence = any_of("ex_nihilo"), any_of("indulgence")
    rig(state, {me: ex + indulgence})
    state.apply(Use(me, tuple(indulgence), "indulgence", (right,)))
    assert state.decision() == Turn(me) and len(state.seats[me].hand) == 1
    state.apply(Use(me, tuple(ex), "ex_nihilo", (me,)))
    state.apply(Pass(me))
    pass_all(state)
    assert len(state.seats[me].hand) == 2


def test_genius_snatch_at_any_distance():
    snatch = any_of("snatch")
    for character, reaches in (("huang_yueying", True), ("huang_gai", False)):
        state, me, (right, across, left) = table([character, "gan_ning", "lu_bu", "zhao_yun"])
        rig(state, {me: snatch, across: any_of("peach")})
        assert (Use(me, tuple(snatch), "snatch", (across,)) in state.legal_actions(me)) \
            == reaches


# --- hidden information ---------------------------------------------------------------------


def test_no_seat_can_place_a_gift_or_the_stargazed_cards():
    state, me, (right, across, left) = table(ROUSE_TABLE)
    gifts = any_of("peach", 2)
    rig(state, {me: gifts, right: []})
    state.apply(UseSkill(me, "benevolence", (gifts[0],), (right,)))
    for seat in range(4):
        check_no_leak(state, seat, random.Random(seat))
    state, me, (right, *_) = table(["gan_ning", "zhuge_liang", "lu_bu", "huang_gai"])
    looked = any_of("peach", 4)
    to_next_turn(state, me, looked)
    state.apply(Invoke(right, "stargaze"))
    state.apply(Arrange(right, (looked[3],), ()))  # half way through
    for seat in range(4):
        check_no_leak(state, seat, random.Random(seat))


# --- random games ---------------------------------------------------------------------------


def random_game(seed: int) -> tuple[SgsState, int]:
    rng = random.Random(seed)
    players = rng.choice([4, 5, 6, 7, 8])
    # Liu Bei as the lord (Rouse), then the other Shu characters, then others to fill.
    cast = ["liu_bei", *rng.sample(SHU[1:], len(SHU) - 1), "lu_bu"][:players]
    state = SgsState.new(seed, players)
    lord = state.current
    while state.phase == "setup":
        seat = state.to_act
        state.candidates[seat] = (cast[(seat - lord) % players],)
        state.apply(PickCharacter(seat, state.candidates[seat][0]))
    actions = 0
    while not state.is_terminal():
        events = state.apply(rng.choice(state.legal_actions()))
        actions += 1
        check_events(state, events, players, f"seed {seed}")  # no hidden card shown
        assert sorted(c for z in state.card_zones().values() for c in z) == list(range(104))
        assert actions < 20000, f"seed {seed}: no end"
    return state, actions


def test_thirty_random_games_with_the_shu_characters():
    for seed in range(30):
        state, _ = random_game(seed)
        assert sum(len(z) for z in state.card_zones().values()) == 104
