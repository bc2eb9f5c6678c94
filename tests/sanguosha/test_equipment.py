"""Equipment (§6): slots, the weapons' effects, Eight Trigrams; and Peerless (Lü Bu)
against Eight Trigrams, where each Dodge needed may come from its own judgement."""

from game.core.decisions import Response, Turn
from game.games.sanguosha.actions import Discard, EndPlay, Invoke, Pass, Respond, TakeCard, Use
from tests.sanguosha.helpers import any_of, card_ids, equip, on_top, rig, started

MEN = ["guan_yu", "zhang_liao", "xu_chu", "ma_chao"]


def table(characters=MEN):
    state = started(4, characters=list(characters))
    me = state.current
    return state, me, [(me + k) % 4 for k in range(1, 4)]


def slash_uses(state, seat):
    return [a for a in state.legal_actions(seat) if isinstance(a, Use) and a.name == "slash"]


def test_a_second_item_of_a_slot_discards_the_first():
    state, me, _ = table()
    swords = card_ids("qinggang_sword ♠6", "double_swords ♠2")
    rig(state, {me: swords})
    state.apply(Use(me, (swords[0],), "qinggang_sword", (me,)))
    state.apply(Use(me, (swords[1],), "double_swords", (me,)))
    assert state.seats[me].equipment == {"weapon": swords[1]} and swords[0] in state.discard


def test_the_crossbow_lifts_the_slash_limit():
    state, me, (right, *_) = table()
    slashes = any_of("slash", 3)
    rig(state, {me: slashes, right: []})
    equip(state, me, card_ids("zhuge_crossbow ♣A")[0])
    for card in slashes:
        state.apply(Use(me, (card,), "slash", (right,)))
        state.apply(Pass(right))
    assert state.seats[right].hp == state.seats[right].max_hp - 3


def test_eight_trigrams_a_red_judgement_is_a_dodge_a_black_one_leaves_the_real_dodge():
    state, me, (right, *_) = table()
    slashes, dodge = any_of("slash", 1), any_of("dodge")
    rig(state, {me: slashes, right: dodge})
    equip(state, right, card_ids("eight_trigrams ♠2")[0])
    state.apply(Use(me, tuple(slashes), "slash", (right,)))
    trigrams = Respond(right, (), "dodge", "eight_trigrams")
    assert state.legal_actions(right)[0] == trigrams
    on_top(state, *card_ids("slash ♣2"))  # black: no Dodge from it
    state.apply(trigrams)
    assert trigrams not in state.legal_actions(right)  # once per Dodge needed
    state.apply(Respond(right, tuple(dodge), "dodge"))
    assert state.seats[right].hp == state.seats[right].max_hp


def test_the_qinggang_sword_ignores_eight_trigrams():
    state, me, (right, *_) = table()
    rig(state, {me: any_of("slash"), right: []})
    equip(state, right, card_ids("eight_trigrams ♠2")[0])
    equip(state, me, card_ids("qinggang_sword ♠6")[0])
    state.apply(Use(me, tuple(any_of("slash")), "slash", (right,)))
    assert state.legal_actions(right) == [Pass(right)]


def test_lu_bus_slash_needs_two_dodges_and_eight_trigrams_may_give_each():
    state, me, (right, *_) = table(["lu_bu", "zhen_ji", "xu_chu", "ma_chao"])
    rig(state, {me: any_of("slash"), right: []})
    equip(state, right, card_ids("eight_trigrams ♠2")[0])
    state.apply(Use(me, tuple(any_of("slash")), "slash", (right,)))
    on_top(state, *card_ids("peach ♥3", "dodge ♦2"))  # two red judgements
    state.apply(Respond(right, (), "dodge", "eight_trigrams"))
    assert state.decision() == Response(right, about="slash")  # one more Dodge needed
    state.apply(Respond(right, (), "dodge", "eight_trigrams"))
    assert state.seats[right].hp == state.seats[right].max_hp
    assert state.decision() == Turn(me)


def test_one_dodge_does_not_stop_lu_bu():
    state, me, (right, *_) = table(["lu_bu", "zhen_ji", "xu_chu", "ma_chao"])
    rig(state, {me: any_of("slash"), right: any_of("dodge")})
    state.apply(Use(me, tuple(any_of("slash")), "slash", (right,)))
    state.apply(Respond(right, tuple(any_of("dodge")), "dodge"))
    state.apply(Pass(right))
    assert state.seats[right].hp == state.seats[right].max_hp - 1


def test_in_a_duel_with_lu_bu_the_opponent_plays_two_slashes_each_time():
    state, me, (right, *_) = table(["lu_bu", "zhen_ji", "xu_chu", "ma_chao"])
    duel, slashes = any_of("duel"), any_of("slash", 3)
    rig(state, {me: duel + slashes[:1], right: slashes[1:]})
    state.apply(Use(me, tuple(duel), "duel", (right,)))
    while state.decision().about.startswith("nullify"):
        state.apply(Pass(state.to_act))
    state.apply(Respond(right, (slashes[1],), "slash"))
    assert state.decision() == Response(right, about="duel")  # the second Slash
    state.apply(Respond(right, (slashes[2],), "slash"))
    state.apply(Respond(me, (slashes[0],), "slash"))  # Lü Bu needs only one
    state.apply(Pass(right))
    assert state.seats[right].hp == state.seats[right].max_hp - 1


def test_zhang_fei_roars_without_a_slash_limit():
    state, me, (right, *_) = table(["zhang_fei", "guan_yu", "xu_chu", "ma_chao"])
    slashes = any_of("slash", 2)
    rig(state, {me: slashes, right: []})
    state.apply(Use(me, (slashes[0],), "slash", (right,)))
    state.apply(Pass(right))
    assert slash_uses(state, me)


def test_the_serpent_spear_makes_any_two_hand_cards_a_slash():
    state, me, (right, *_) = table()
    pair = any_of("peach", 2)
    rig(state, {me: pair, right: []})
    equip(state, me, card_ids("serpent_spear ♠Q")[0])
    spear = Use(me, tuple(pair), "slash", (right,), "serpent_spear")
    assert spear in state.legal_actions(me)
    state.apply(spear)
    state.apply(Pass(right))
    assert state.seats[right].wounded and set(pair) <= set(state.discard)


def dodged(weapon: str, my_hand: list[int]):
    state, me, (right, *_) = table()
    slash, dodge = any_of("slash"), any_of("dodge")
    rig(state, {me: slash + my_hand, right: dodge})
    equip(state, me, card_ids(weapon)[0])
    state.apply(Use(me, tuple(slash), "slash", (right,)))
    state.apply(Respond(right, tuple(dodge), "dodge"))
    return state, me, right


def test_the_green_dragon_blade_follows_a_dodged_slash_with_another():
    extra = any_of("slash", 2)[1:]
    state, me, right = dodged("green_dragon_blade ♠5", extra)
    assert state.legal_actions(me) == [Invoke(me, "green_dragon_blade"), Pass(me)]
    state.apply(Invoke(me, "green_dragon_blade"))
    state.apply(Use(me, tuple(extra), "slash", (right,), "green_dragon_blade"))
    state.apply(Pass(right))
    assert state.seats[right].wounded


def test_the_rock_cleaving_axe_pays_two_cards_to_hit_anyway():
    paid = any_of("peach", 2)
    state, me, right = dodged("rock_cleaving_axe ♦5", paid)
    state.apply(Invoke(me, "rock_cleaving_axe"))
    state.apply(Discard(me, tuple(sorted(paid))))
    assert state.seats[right].wounded and state.seats[me].hand == []


def test_the_kirin_bow_shoots_a_horse():
    state, me, (right, *_) = table()
    rig(state, {me: any_of("slash"), right: []})
    equip(state, me, card_ids("kirin_bow ♥5")[0])
    horse = card_ids("jueying ♠5")[0]
    equip(state, right, horse)
    state.apply(Use(me, tuple(any_of("slash")), "slash", (right,)))
    state.apply(Pass(right))
    state.apply(Invoke(me, "kirin_bow"))
    state.apply(TakeCard(me, right, horse))
    assert state.seats[right].equipment == {} and state.seats[right].wounded


def test_the_double_swords_against_the_other_gender():
    state, me, (right, *_) = table(["guan_yu", "zhen_ji", "xu_chu", "ma_chao"])
    rig(state, {me: any_of("slash"), right: any_of("peach")})
    equip(state, me, card_ids("double_swords ♠2")[0])
    state.apply(Use(me, tuple(any_of("slash")), "slash", (right,)))
    state.apply(Invoke(me, "double_swords"))
    assert state.decision() == Turn(right)
    state.apply(Pass(right))  # she keeps her card; he draws one
    assert len(state.seats[me].hand) == 1


def test_the_sky_halberd_lets_a_last_card_slash_take_three_targets():
    state, me, (right, across, left) = table()
    rig(state, {me: any_of("slash"), right: [], across: [], left: []})
    equip(state, me, card_ids("sky_halberd ♦Q")[0])
    targets = {a.targets for a in slash_uses(state, me)}
    assert (right, across, left) in targets
    state.apply(Use(me, tuple(any_of("slash")), "slash", (right, across, left)))
    for seat in (right, across, left):
        state.apply(Pass(seat))
    assert all(state.seats[s].wounded for s in (right, across, left))
    assert state.decision() == Turn(me) and EndPlay(me) in state.legal_actions(me)
