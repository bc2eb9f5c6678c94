"""The Wu characters' skills (§7): Sun Quan, Gan Ning, Lü Meng, Huang Gai, Zhou Yu, Da
Qiao, Lu Xun, Sun Shangxiang; each fires when it should and stays quiet when it must."""

import random

from game.core.decisions import Response, Turn
from game.games.sanguosha.actions import (
    HAND_CARD,
    Choose,
    Discard,
    EndPlay,
    Invoke,
    Pass,
    PickCharacter,
    Respond,
    TakeCard,
    Use,
    UseSkill,
)
from game.games.sanguosha.characters import CHARACTERS, WU
from game.games.sanguosha.model import SgsState
from tests.sanguosha.helpers import any_of, card_ids, equip, on_top, pass_all, rig, started

WU_CHARACTERS = [c.key for c in CHARACTERS if c.kingdom == WU]
WU_SKILLS_SEEN = {"balance_of_power", "surprise_attack", "self_restraint", "self_injury",
                  "heroic", "sow_dissension", "national_beauty", "displacement",
                  "continuous_camps", "marriage", "warrior_lady"}


def table(characters):
    """Four seats with these characters (the lord's first); the lord in his play phase."""
    state = started(4, characters=list(characters))
    me = state.current
    return state, me, [(me + k) % 4 for k in range(1, 4)]


def skill_uses(state, seat, skill):
    return [a for a in state.legal_actions(seat) if isinstance(a, UseSkill) and a.skill == skill]


def end_lords_turn(state, me):
    """The lord ends his play phase with nothing in hand: the next seat's turn begins."""
    rig(state, {me: []})
    state.apply(EndPlay(me))


def duel_lord_to_dying(state, me, foe):
    """The lord, at 1 HP, loses a Duel against `foe` (who holds a Slash) and is dying."""
    duel, slash = any_of("duel"), any_of("slash")
    state.seats[me].hp = 1
    rig(state, {me: duel})
    state.seats[foe].hand += slash
    state.apply(Use(me, tuple(duel), "duel", (foe,)))
    pass_all(state)
    state.apply(Respond(foe, tuple(slash), "slash"))
    state.apply(Pass(me))
    assert state.decision().about == "dying" and state.seats[me].hp == 0


# --- Sun Quan ------------------------------------------------------------------------------


def test_balance_of_power_discards_hand_and_equipped_cards_and_draws_as_many():
    state, me, _ = table(["sun_quan", "gan_ning", "lu_meng", "huang_gai"])
    hand = any_of("slash", 3)
    horse = card_ids("jueying ♠5")[0]
    rig(state, {me: hand})
    equip(state, me, horse)
    fresh = any_of("peach", 2)
    on_top(state, *fresh)
    # One choice per first card, hand and equipment, not one per subset.
    assert len(skill_uses(state, me, "balance_of_power")) == 4
    state.apply(UseSkill(me, "balance_of_power", (hand[0],)))
    assert Discard(me, (hand[0],)) not in state.legal_actions(me)
    state.apply(Discard(me, (horse,)))
    state.apply(Pass(me))
    assert sorted(state.seats[me].hand) == sorted(hand[1:] + fresh)
    assert state.seats[me].equipment == {} and {hand[0], horse} <= set(state.discard)
    assert skill_uses(state, me, "balance_of_power") == []  # once per play phase


def test_balance_of_power_needs_a_card():
    state, me, _ = table(["sun_quan", "gan_ning", "lu_meng", "huang_gai"])
    rig(state, {me: []})
    assert skill_uses(state, me, "balance_of_power") == []


def test_rescue_a_wu_peach_on_the_dying_lord_gives_one_extra_hp():
    state, me, (right, *_) = table(["sun_quan", "gan_ning", "lu_meng", "huang_gai"])
    duel_lord_to_dying(state, me, right)
    state.seats[right].hand += any_of("peach")
    state.apply(Pass(me))
    state.apply(Respond(right, tuple(any_of("peach")), "peach"))
    assert state.seats[me].hp == 2


def test_rescue_not_for_a_peach_from_another_kingdom_nor_his_own():
    state, me, (right, *_) = table(["sun_quan", "guan_yu", "lu_meng", "huang_gai"])
    duel_lord_to_dying(state, me, right)
    state.seats[right].hand += any_of("peach")
    state.apply(Pass(me))
    state.apply(Respond(right, tuple(any_of("peach")), "peach"))
    assert state.seats[me].hp == 1
    state, me, (right, *_) = table(["sun_quan", "gan_ning", "lu_meng", "huang_gai"])
    duel_lord_to_dying(state, me, right)
    state.seats[me].hand += any_of("peach")
    state.apply(Respond(me, tuple(any_of("peach")), "peach"))
    assert state.seats[me].hp == 1


def test_rescue_only_for_the_lord():
    state, me, (right, *_) = table(["gan_ning", "sun_quan", "lu_meng", "huang_gai"])
    duel, peach = any_of("duel"), any_of("peach")
    rig(state, {me: duel + peach, right: []}, hp={right: 1})
    state.apply(Use(me, tuple(duel), "duel", (right,)))
    pass_all(state)
    state.apply(Pass(right))
    state.apply(Respond(me, tuple(peach), "peach"))  # Gan Ning is Wu; Sun Quan no lord
    assert state.seats[right].hp == 1


# --- Gan Ning ------------------------------------------------------------------------------


def test_surprise_attack_uses_a_black_card_hand_or_equipped_as_dismantle():
    state, me, (right, *_) = table(["gan_ning", "sun_quan", "lu_meng", "huang_gai"])
    black, red = card_ids("slash ♠7", "peach ♥3")
    armour = card_ids("eight_trigrams ♠2")[0]
    target_card = any_of("dodge")
    rig(state, {me: [black, red], right: target_card})
    equip(state, me, armour)
    uses = [a for a in state.legal_actions(me) if getattr(a, "skill", "") == "surprise_attack"]
    assert Use(me, (armour,), "dismantle", (right,), "surprise_attack") in uses
    assert all(a.cards != (red,) for a in uses)  # a red card is no Dismantle
    state.apply(Use(me, (black,), "dismantle", (right,), "surprise_attack"))
    pass_all(state)
    state.apply(TakeCard(me, right, HAND_CARD))
    assert state.seats[right].hand == [] and {black, target_card[0]} <= set(state.discard)


# --- Lü Meng -------------------------------------------------------------------------------


def test_self_restraint_skips_the_discard_phase_without_a_slash():
    state, me, _ = table(["lu_meng", "gan_ning", "sun_quan", "huang_gai"])
    hand = any_of("dodge", 7)
    rig(state, {me: hand})
    state.apply(EndPlay(me))
    assert state.legal_actions(me) == [Invoke(me, "self_restraint"), Pass(me)]
    state.apply(Invoke(me, "self_restraint"))
    assert state.current != me and len(state.seats[me].hand) == 7


def test_self_restraint_declined_he_discards():
    state, me, _ = table(["lu_meng", "gan_ning", "sun_quan", "huang_gai"])
    rig(state, {me: any_of("dodge", 7)})
    state.apply(EndPlay(me))
    state.apply(Pass(me))
    assert state.decision() == Turn(me) and isinstance(state.legal_actions(me)[0], Discard)


def test_self_restraint_not_after_using_a_slash():
    state, me, (right, *_) = table(["lu_meng", "gan_ning", "sun_quan", "huang_gai"])
    slash = any_of("slash")
    rig(state, {me: slash + any_of("dodge", 6), right: []})
    state.apply(Use(me, tuple(slash), "slash", (right,)))
    state.apply(Pass(right))
    state.apply(EndPlay(me))
    assert state.decision() == Turn(me) and isinstance(state.legal_actions(me)[0], Discard)


def test_self_restraint_not_after_playing_a_slash_in_a_duel():
    state, me, (right, *_) = table(["lu_meng", "gan_ning", "sun_quan", "huang_gai"])
    duel, slashes = any_of("duel"), any_of("slash", 2)
    rig(state, {me: duel + slashes[:1] + any_of("dodge", 6), right: slashes[1:]})
    state.apply(Use(me, tuple(duel), "duel", (right,)))
    pass_all(state)
    state.apply(Respond(right, (slashes[1],), "slash"))
    state.apply(Respond(me, (slashes[0],), "slash"))
    state.apply(Pass(right))
    state.apply(EndPlay(me))
    assert isinstance(state.legal_actions(me)[0], Discard)


def test_self_restraint_after_a_play_phase_skipped_by_indulgence():
    state, me, (lu_meng, *_) = table(["gan_ning", "lu_meng", "sun_quan", "huang_gai"])
    indulgence = card_ids("indulgence ♠6")[0]
    rig(state, {lu_meng: any_of("dodge", 6)})
    state.deck.remove(indulgence)
    state.seats[lu_meng].judging.append(indulgence)
    on_top(state, *card_ids("slash ♠8"))  # not a heart: the play phase is skipped
    end_lords_turn(state, me)
    pass_all(state)
    assert state.legal_actions(lu_meng) == [Invoke(lu_meng, "self_restraint"), Pass(lu_meng)]
    state.apply(Invoke(lu_meng, "self_restraint"))
    assert state.current != lu_meng and len(state.seats[lu_meng].hand) == 8


# --- Huang Gai -----------------------------------------------------------------------------


def test_self_injury_loses_one_hp_then_draws_two_any_number_of_times():
    state, me, _ = table(["huang_gai", "gan_ning", "sun_quan", "lu_meng"])
    rig(state, {me: []})
    events = state.apply(UseSkill(me, "self_injury"))
    assert state.seats[me].hp == state.seats[me].max_hp - 1 and len(state.seats[me].hand) == 2
    assert not any(e.kind == "damage" for e in events)  # losing HP is not damage
    state.apply(UseSkill(me, "self_injury"))
    assert state.seats[me].hp == state.seats[me].max_hp - 2 and len(state.seats[me].hand) == 4


def test_self_injury_at_one_hp_is_dying_first_and_draws_once_saved():
    state, me, _ = table(["huang_gai", "gan_ning", "sun_quan", "lu_meng"])
    peach = any_of("peach")
    rig(state, {me: peach}, hp={me: 1})
    state.apply(UseSkill(me, "self_injury"))
    assert state.decision() == Response(me, tuple(state.living(me))[1:], about="dying")
    assert state.seats[me].hand == peach  # nothing drawn yet
    state.apply(Respond(me, tuple(peach), "peach"))
    assert state.seats[me].hp == 1 and len(state.seats[me].hand) == 2


def test_self_injury_unsaved_he_dies_without_drawing_and_earns_nothing():
    state, me, (huang_gai, *rest) = table(["gan_ning", "huang_gai", "sun_quan", "lu_meng"])
    rig(state, {huang_gai: [], rest[0]: [], rest[1]: []}, hp={huang_gai: 1})
    on_top(state, *any_of("slash", 2))  # his draw phase: no Peach
    end_lords_turn(state, me)
    assert state.current == huang_gai and state.phase == "play"
    events = state.apply(UseSkill(huang_gai, "self_injury"))
    while getattr(state.decision(), "about", "") == "dying":
        events += state.apply(Pass(state.to_act))
    death = next(e for e in events if e.kind == "death")
    assert death.data["killer"] == huang_gai  # the source of his own death
    # The only draw is the next seat's draw phase: none for him, no kill reward.
    assert [e.seat for e in events if e.kind == "draw"] == [rest[0]]
    assert not state.seats[huang_gai].alive and state.current == rest[0]
    assert sum(len(z) for z in state.card_zones().values()) == 104


# --- Zhou Yu -------------------------------------------------------------------------------


def zhou_yus_draw_phase():
    state, me, (zhou_yu, *_) = table(["gan_ning", "zhou_yu", "sun_quan", "lu_meng"])
    rig(state, {zhou_yu: []})
    end_lords_turn(state, me)
    assert state.legal_actions(zhou_yu) == [Invoke(zhou_yu, "heroic"), Pass(zhou_yu)]
    return state, zhou_yu


def test_heroic_draws_one_extra():
    state, zhou_yu = zhou_yus_draw_phase()
    state.apply(Invoke(zhou_yu, "heroic"))
    assert len(state.seats[zhou_yu].hand) == 3


def test_heroic_declined_draws_two():
    state, zhou_yu = zhou_yus_draw_phase()
    state.apply(Pass(zhou_yu))
    assert len(state.seats[zhou_yu].hand) == 2


def sow_dissension(named: str):
    state, me, (right, *_) = table(["zhou_yu", "gan_ning", "sun_quan", "lu_meng"])
    state.apply(Pass(me))  # Heroic, in the draw phase before the play phase
    spade = card_ids("slash ♠7")
    rig(state, {me: spade, right: []})
    state.apply(UseSkill(me, "sow_dissension", (), (right,)))
    assert state.legal_actions(right) == [Choose(right, s) for s in "♠♥♣♦"]
    state.apply(Choose(right, named))
    events = state.apply(TakeCard(right, me, HAND_CARD))
    assert state.seats[right].hand == spade and state.seats[me].hand == []
    take = next(e for e in events if e.kind == "take")
    assert take.data["card"] == state.code(spade[0])  # shown to all
    assert all(spade[0] in known for known in state.known)
    return state, me, right


def test_sow_dissension_a_wrong_suit_named_costs_one_hp():
    state, me, right = sow_dissension("♥")
    assert state.seats[right].hp == state.seats[right].max_hp - 1
    assert skill_uses(state, me, "sow_dissension") == []  # once per play phase


def test_sow_dissension_the_right_suit_named_no_damage():
    state, _me, right = sow_dissension("♠")
    assert not state.seats[right].wounded


def test_sow_dissension_needs_a_hand_card():
    state, me, _ = table(["zhou_yu", "gan_ning", "sun_quan", "lu_meng"])
    state.apply(Pass(me))
    rig(state, {me: []})
    assert skill_uses(state, me, "sow_dissension") == []


# --- Da Qiao -------------------------------------------------------------------------------


def test_national_beauty_uses_a_diamond_hand_or_equipped_as_indulgence():
    state, me, (right, *_) = table(["da_qiao", "gan_ning", "sun_quan", "lu_meng"])
    diamond, spade = card_ids("dodge ♦2", "slash ♠7")
    horse = card_ids("zixing ♦K")[0]
    rig(state, {me: [diamond, spade]})
    equip(state, me, horse)
    uses = [a for a in state.legal_actions(me) if getattr(a, "skill", "") == "national_beauty"]
    assert {a.cards for a in uses} == {(diamond,), (horse,)}
    state.apply(Use(me, (horse,), "indulgence", (right,), "national_beauty"))
    assert state.seats[right].judging == [horse] and state.seats[me].equipment == {}


def slash_da_qiao(dq_cards, weapon=None):
    state, me, (da_qiao, across, left) = table(["gan_ning", "da_qiao", "sun_quan", "lu_meng"])
    slash = any_of("slash")
    rig(state, {me: slash, da_qiao: dq_cards, across: [], left: []})
    if weapon is not None:
        equip(state, da_qiao, weapon)
    state.apply(Use(me, tuple(slash), "slash", (da_qiao,)))
    return state, me, da_qiao, across, left


def test_displacement_moves_the_slash_to_a_player_in_her_range_not_its_user():
    dodge = any_of("dodge")
    state, me, da_qiao, across, left = slash_da_qiao(dodge)
    state.apply(Invoke(da_qiao, "displacement"))
    # In range 1: the user (excluded) and the seat across, not the one at distance 2.
    assert state.legal_actions(da_qiao) == [
        UseSkill(da_qiao, "displacement", tuple(dodge), (across,))]
    state.apply(UseSkill(da_qiao, "displacement", tuple(dodge), (across,)))
    assert state.decision() == Response(across, about="slash")
    state.apply(Pass(across))
    assert state.seats[across].wounded and not state.seats[da_qiao].wounded
    assert dodge[0] in state.discard and state.decision() == Turn(me)


def test_displacement_a_discarded_weapon_no_longer_gives_its_range():
    dodge = any_of("dodge")
    sword = card_ids("qinggang_sword ♠6")[0]
    state, me, da_qiao, across, left = slash_da_qiao(dodge, weapon=sword)
    state.apply(Invoke(da_qiao, "displacement"))
    legal = state.legal_actions(da_qiao)
    assert UseSkill(da_qiao, "displacement", tuple(dodge), (left,)) in legal
    assert UseSkill(da_qiao, "displacement", (sword,), (left,)) not in legal
    assert UseSkill(da_qiao, "displacement", (sword,), (across,)) in legal


def test_displacement_declined_she_answers_the_slash():
    state, me, da_qiao, across, left = slash_da_qiao(any_of("dodge"))
    state.apply(Pass(da_qiao))
    assert state.decision() == Response(da_qiao, about="slash")


def test_displacement_not_without_a_card():
    state, me, da_qiao, across, left = slash_da_qiao([])
    assert state.decision() == Response(da_qiao, about="slash")


# --- Lu Xun --------------------------------------------------------------------------------


def test_humility_no_snatch_or_indulgence_on_lu_xun():
    state, me, (lu_xun, across, left) = table(["gan_ning", "lu_xun", "sun_quan", "lu_meng"])
    snatch, indulgence, dismantle = any_of("snatch"), any_of("indulgence"), any_of("dismantle")
    rig(state, {me: snatch + indulgence + dismantle, lu_xun: any_of("dodge"),
                left: any_of("peach")})
    targets = {(a.name, a.targets[0]) for a in state.legal_actions(me) if isinstance(a, Use)}
    assert ("snatch", left) in targets and ("snatch", lu_xun) not in targets
    assert ("indulgence", across) in targets and ("indulgence", lu_xun) not in targets
    assert ("dismantle", lu_xun) in targets


def dismantle_lu_xun(hand):
    state, me, (lu_xun, *_) = table(["gan_ning", "lu_xun", "sun_quan", "lu_meng"])
    dismantle = any_of("dismantle")
    rig(state, {me: dismantle, lu_xun: hand})
    state.apply(Use(me, tuple(dismantle), "dismantle", (lu_xun,)))
    pass_all(state)
    state.apply(TakeCard(me, lu_xun, HAND_CARD))
    return state, me, lu_xun


def test_continuous_camps_draws_one_on_losing_the_last_hand_card():
    state, me, lu_xun = dismantle_lu_xun(any_of("dodge"))
    assert state.legal_actions(lu_xun) == [Invoke(lu_xun, "continuous_camps"), Pass(lu_xun)]
    state.apply(Invoke(lu_xun, "continuous_camps"))
    assert len(state.seats[lu_xun].hand) == 1 and state.decision() == Turn(me)


def test_continuous_camps_declined_or_not_the_last_card():
    state, me, lu_xun = dismantle_lu_xun(any_of("dodge"))
    state.apply(Pass(lu_xun))
    assert state.seats[lu_xun].hand == []
    state, me, lu_xun = dismantle_lu_xun(any_of("dodge", 2))
    assert state.decision() == Turn(me) and len(state.seats[lu_xun].hand) == 1


# --- Sun Shangxiang ------------------------------------------------------------------------


def marriage_table():
    state, me, (man, woman, full) = table(["sun_shangxiang", "gan_ning", "da_qiao", "lu_xun"])
    state.seats[man].hp -= 1
    state.seats[woman].hp -= 1
    return state, me, man, woman, full


def test_marriage_discards_two_and_heals_her_and_a_wounded_man():
    state, me, man, woman, full = marriage_table()
    hand = any_of("dodge", 3)
    rig(state, {me: hand}, hp={me: 2})
    # Only the wounded man: not the wounded woman, not the healthy man.
    assert skill_uses(state, me, "marriage") == [UseSkill(me, "marriage", (), (man,))]
    state.apply(UseSkill(me, "marriage", (), (man,)))
    state.apply(Discard(me, (hand[0],)))
    assert Discard(me, (hand[0],)) not in state.legal_actions(me)
    state.apply(Discard(me, (hand[2],)))
    assert state.seats[me].hand == [hand[1]] and {hand[0], hand[2]} <= set(state.discard)
    assert state.seats[me].hp == 3 and not state.seats[man].wounded
    assert skill_uses(state, me, "marriage") == []  # once per play phase


def test_marriage_needs_two_hand_cards_and_a_wounded_man():
    state, me, man, woman, full = marriage_table()
    rig(state, {me: any_of("dodge")})
    assert skill_uses(state, me, "marriage") == []
    rig(state, {me: any_of("dodge", 2)})
    state.seats[man].hp += 1
    assert skill_uses(state, me, "marriage") == []


def dismantle_her_horse():
    state, me, (ssx, *_) = table(["gan_ning", "sun_shangxiang", "sun_quan", "lu_meng"])
    dismantle, horse = any_of("dismantle"), card_ids("jueying ♠5")[0]
    rig(state, {me: dismantle, ssx: []})
    equip(state, ssx, horse)
    state.apply(Use(me, tuple(dismantle), "dismantle", (ssx,)))
    pass_all(state)
    state.apply(TakeCard(me, ssx, horse))
    return state, me, ssx


def test_warrior_lady_draws_two_for_a_lost_equipped_card():
    state, me, ssx = dismantle_her_horse()
    assert state.legal_actions(ssx) == [Invoke(ssx, "warrior_lady"), Pass(ssx)]
    state.apply(Invoke(ssx, "warrior_lady"))
    assert len(state.seats[ssx].hand) == 2 and state.decision() == Turn(me)


def test_warrior_lady_declined_or_a_hand_card_lost():
    state, me, ssx = dismantle_her_horse()
    state.apply(Pass(ssx))
    assert state.seats[ssx].hand == []
    state, me, (ssx, *_) = table(["gan_ning", "sun_shangxiang", "sun_quan", "lu_meng"])
    dismantle = any_of("dismantle")
    rig(state, {me: dismantle, ssx: any_of("dodge", 2)})
    state.apply(Use(me, tuple(dismantle), "dismantle", (ssx,)))
    pass_all(state)
    state.apply(TakeCard(me, ssx, HAND_CARD))
    assert state.decision() == Turn(me) and len(state.seats[ssx].hand) == 1


# --- random games --------------------------------------------------------------------------


def test_random_games_with_the_wu_characters_keep_every_card_and_end():
    rng = random.Random(2026)
    others = [c.key for c in CHARACTERS if c.kingdom != WU]
    fired = set()
    for game in range(30):
        players = rng.randint(4, 8)
        cast = rng.sample(WU_CHARACTERS, len(WU_CHARACTERS))
        cast = (cast + rng.sample(others, players))[:players]
        state = SgsState.new(game, players)
        lord = state.current
        actions = 0
        while not state.is_terminal():
            seat = state.to_act
            if state.phase == "setup":
                state.candidates[seat] = (cast[(seat - lord) % players],)
                state.apply(PickCharacter(seat, state.candidates[seat][0]))
                continue
            for e in state.apply(rng.choice(state.legal_actions(seat))):
                fired.add(e.data.get("ability") or e.data.get("skill"))
            actions += 1
            zones = state.card_zones().values()
            assert sum(len(z) for z in zones) == 104
            assert sorted(c for z in zones for c in z) == list(range(104))
            assert actions < 20000, f"game {game} did not end"
    # Every skill that leaves a trace in the events came up somewhere.
    assert WU_SKILLS_SEEN <= fired
