"""The Wei characters' skills (§7): Cao Cao, Sima Yi, Xiahou Dun, Zhang Liao, Xu Chu, Guo
Jia, Zhen Ji; each fires when it should and stays quiet when it must."""

import random

from game.core.decisions import Response, Turn
from game.games.sanguosha.actions import (
    HAND_CARD,
    Choose,
    ChooseCard,
    Discard,
    EndPlay,
    Give,
    Invoke,
    Pass,
    PickCharacter,
    Respond,
    TakeCard,
    Use,
)
from game.games.sanguosha.characters import CHARACTERS, LORD_CHOICES, WEI
from game.games.sanguosha.model import SgsState
from game.games.sanguosha.turn import PlayPhase
from tests.sanguosha.helpers import any_of, card_ids, equip, on_top, pass_all, rig, started

WEI_CHARACTERS = [c.key for c in CHARACTERS if c.kingdom == WEI]


def table(characters):
    """Four seats with these characters (the lord's first), the lord to act."""
    state = started(4, characters=list(characters))
    me = state.current
    return state, me, [(me + k) % 4 for k in range(1, 4)]


def play_phase_of(state, seat):
    """Run the game on (every offer passed, every play phase ended, the first card
    discarded when one must) until `seat` is in its play phase."""
    while not (isinstance(state.stack[-1], PlayPhase) and state.current == seat):
        legal = state.legal_actions()
        state.apply(next((a for a in legal if isinstance(a, (EndPlay, Pass))), legal[0]))


def public_codes(state, events):
    """Every card code a seat could read in the events' public data."""
    return " ".join(str(e.data) for e in events)


def slash(state, me, target):
    card = next(c for c in state.seats[me].hand if state.card(c).name == "slash")
    return state.apply(Use(me, (card,), "slash", (target,)))


# --- Cao Cao ------------------------------------------------------------------------------


def test_villainous_hero_takes_the_slash_that_hurt_him():
    state, me, (cao, *_) = table(["guan_yu", "cao_cao", "xu_chu", "zhen_ji"])
    blade = any_of("slash")
    rig(state, {me: blade, cao: []})
    slash(state, me, cao)
    assert state.legal_actions(cao) == [Pass(cao)]  # no Escort: he is not the lord
    state.apply(Pass(cao))
    assert state.legal_actions(cao) == [Invoke(cao, "villainous_hero"), Pass(cao)]
    state.apply(Invoke(cao, "villainous_hero"))
    assert state.seats[cao].hand == blade and blade[0] not in state.discard
    assert state.seats[cao].hp == state.seats[cao].max_hp - 1


def test_villainous_hero_takes_a_duel_card_too():
    state, me, (cao, *_) = table(["guan_yu", "cao_cao", "xu_chu", "zhen_ji"])
    duel = any_of("duel")
    rig(state, {me: duel, cao: []})
    state.apply(Use(me, tuple(duel), "duel", (cao,)))
    pass_all(state)
    state.apply(Pass(cao))
    state.apply(Invoke(cao, "villainous_hero"))
    assert state.seats[cao].hand == duel and not state.processing


def test_villainous_hero_declined_the_card_is_discarded():
    state, me, (cao, *_) = table(["guan_yu", "cao_cao", "xu_chu", "zhen_ji"])
    blade = any_of("slash")
    rig(state, {me: blade, cao: []})
    slash(state, me, cao)
    state.apply(Pass(cao))
    state.apply(Pass(cao))
    assert state.seats[cao].hand == [] and blade[0] in state.discard


def escort_table():
    """Cao Cao the lord, then Sima Yi, Guan Yu (Shu) and Zhen Ji; Guan Yu's Arrow
    Barrage reaches Zhen Ji first and then Cao Cao, who is asked for his Dodge."""
    state, cao, (sima, guan, zhen) = table(["cao_cao", "sima_yi", "guan_yu", "zhen_ji"])
    play_phase_of(state, guan)
    arrows = card_ids("arrow_barrage ♥A")
    rig(state, {guan: arrows, cao: [], zhen: card_ids("peach ♥3"), sima: []})
    state.apply(Use(guan, tuple(arrows), "arrow_barrage", (zhen, cao, sima)))
    pass_all(state)
    state.apply(Pass(zhen))  # she takes her damage
    pass_all(state)
    assert state.decision() == Response(cao, about="arrow_barrage")
    return state, cao, sima, zhen


def test_escort_asks_the_wei_from_the_lords_next_seat_and_a_dodge_counts_as_his():
    state, cao, sima, zhen = escort_table()
    dodge = any_of("dodge")
    rig(state, {sima: dodge})
    escort = Respond(cao, (), "dodge", "escort")
    assert state.legal_actions(cao) == [escort, Pass(cao)]
    state.apply(escort)
    assert state.decision() == Response(sima, (zhen,), about="escort")
    state.apply(Respond(sima, tuple(dodge), "dodge"))
    assert state.seats[cao].hp == state.seats[cao].max_hp and dodge[0] in state.discard


def test_escort_zhen_ji_may_give_a_black_card_as_the_dodge():
    state, cao, sima, zhen = escort_table()
    black = card_ids("slash ♠7")
    rig(state, {zhen: black})
    state.apply(Respond(cao, (), "dodge", "escort"))
    state.apply(Pass(sima))
    gift = Respond(zhen, tuple(black), "dodge", "beauty_of_the_nation")
    assert state.legal_actions(zhen) == [gift, Pass(zhen)]
    state.apply(gift)
    assert state.seats[cao].hp == state.seats[cao].max_hp and state.seats[zhen].hand == []


def test_escort_nobody_answers_and_it_is_not_offered_again_for_that_dodge():
    state, cao, sima, zhen = escort_table()
    state.apply(Respond(cao, (), "dodge", "escort"))
    state.apply(Pass(sima))
    state.apply(Pass(zhen))
    assert state.legal_actions(cao) == [Pass(cao)]
    state.apply(Pass(cao))
    assert state.seats[cao].hp == state.seats[cao].max_hp - 1
    # The Arrow Barrage hurt him: Villainous Hero may take it.
    assert state.legal_actions(cao) == [Invoke(cao, "villainous_hero"), Pass(cao)]


# --- Sima Yi ------------------------------------------------------------------------------


def test_feedback_takes_a_hand_card_blind_or_an_equipped_one_from_the_source():
    state, me, (sima, *_) = table(["guan_yu", "sima_yi", "xu_chu", "zhen_ji"])
    peach, sword = card_ids("peach ♥3", "qinggang_sword ♠6")
    rig(state, {me: any_of("slash") + [peach], sima: []})
    equip(state, me, sword)
    slash(state, me, sima)
    state.apply(Pass(sima))
    state.apply(Invoke(sima, "feedback"))
    assert state.legal_actions(sima) == [TakeCard(sima, me, HAND_CARD), TakeCard(sima, me, sword)]
    events = state.apply(TakeCard(sima, me, HAND_CARD))
    assert state.seats[sima].hand == [peach] and state.seats[me].hand == []
    assert state.code(peach) not in public_codes(state, events)
    taken = next(e for e in events if e.kind == "take")
    assert set(taken.private) == {sima, me}


def test_feedback_is_not_offered_when_the_source_has_no_card():
    state, me, (sima, *_) = table(["guan_yu", "sima_yi", "xu_chu", "zhen_ji"])
    rig(state, {me: any_of("slash"), sima: []})
    slash(state, me, sima)
    state.apply(Pass(sima))
    assert state.decision() == Turn(me)


def trigrams_judged(sima_hand):
    """Guan Yu slashes Zhen Ji, who wears Eight Trigrams and judges a black card; Sima Yi
    (holding `sima_hand`) may replace it."""
    state, me, (zhen, sima, _) = table(["guan_yu", "zhen_ji", "sima_yi", "xu_chu"])
    rig(state, {me: any_of("slash"), zhen: [], sima: sima_hand})
    equip(state, zhen, card_ids("eight_trigrams ♠2")[0])
    slash(state, me, zhen)
    on_top(state, *card_ids("slash ♣2"))
    state.apply(Respond(zhen, (), "dodge", "eight_trigrams"))
    return state, me, zhen, sima


def test_demonic_talent_replaces_the_judgement_card():
    peach = card_ids("peach ♥3")
    state, me, zhen, sima = trigrams_judged(peach)
    assert state.legal_actions(sima) == [Invoke(sima, "demonic_talent"), Pass(sima)]
    state.apply(Invoke(sima, "demonic_talent"))
    state.apply(ChooseCard(sima, peach[0]))
    black = card_ids("slash ♣2")[0]
    assert state.seats[zhen].hp == state.seats[zhen].max_hp  # the red peach stood
    assert state.seats[sima].hand == [] and {black, peach[0]} <= set(state.discard)
    assert state.decision() == Turn(me)


def test_demonic_talent_declined_the_black_card_stands():
    state, me, zhen, sima = trigrams_judged(card_ids("peach ♥3"))
    state.apply(Pass(sima))
    assert state.legal_actions(zhen) == [Pass(zhen)]
    state.apply(Pass(zhen))
    assert state.seats[zhen].hp == state.seats[zhen].max_hp - 1


def test_demonic_talent_needs_a_hand_card():
    state, me, zhen, sima = trigrams_judged([])
    assert state.decision() == Response(zhen, about="slash")


# --- Xiahou Dun ---------------------------------------------------------------------------


def unyielding(source_hand, judged):
    state, me, (dun, *_) = table(["guan_yu", "xiahou_dun", "xu_chu", "zhen_ji"])
    rig(state, {me: any_of("slash") + source_hand, dun: []})
    slash(state, me, dun)
    state.apply(Pass(dun))
    on_top(state, *card_ids(judged))
    state.apply(Invoke(dun, "unyielding"))
    return state, me, dun


def test_unyielding_the_source_takes_the_damage():
    state, me, dun = unyielding(any_of("peach", 2), "slash ♣2")
    assert state.legal_actions(me) == [Choose(me, "discard"), Choose(me, "damage")]
    state.apply(Choose(me, "damage"))
    assert state.seats[me].hp == state.seats[me].max_hp - 1 and len(state.seats[me].hand) == 2


def test_unyielding_the_source_discards_two_hand_cards():
    peaches = any_of("peach", 2)
    state, me, dun = unyielding(peaches, "dodge ♦2")
    state.apply(Choose(me, "discard"))
    state.apply(Discard(me, tuple(sorted(peaches))))
    assert state.seats[me].hand == [] and state.seats[me].hp == state.seats[me].max_hp


def test_unyielding_with_fewer_than_two_hand_cards_only_damage():
    state, me, dun = unyielding(any_of("peach", 1), "slash ♣2")
    assert state.seats[me].hp == state.seats[me].max_hp - 1
    assert state.decision() == Turn(me)


def test_unyielding_a_heart_does_nothing():
    state, me, dun = unyielding(any_of("peach", 2), "ex_nihilo ♥7")
    assert state.seats[me].hp == state.seats[me].max_hp and len(state.seats[me].hand) == 2
    assert state.decision() == Turn(me)


def test_villainous_hero_does_not_take_a_slash_for_unyieldings_damage():
    state, cao, (dun, *_) = table(["cao_cao", "xiahou_dun", "xu_chu", "zhen_ji"])
    rig(state, {cao: any_of("slash"), dun: []})
    slash(state, cao, dun)
    state.apply(Pass(dun))
    on_top(state, *card_ids("slash ♣2"))
    state.apply(Invoke(dun, "unyielding"))
    assert state.seats[cao].hp == state.seats[cao].max_hp - 1
    assert state.decision() == Turn(cao)  # no Villainous Hero: no card caused it


# --- Zhang Liao ---------------------------------------------------------------------------


def raid_table():
    state, me, others = table(["zhang_liao", "guan_yu", "xu_chu", "zhen_ji"])
    right, across, left = others
    rig(state, {me: [], right: card_ids("peach ♥3"), across: card_ids("dodge ♦2"),
                left: card_ids("slash ♠7")})
    assert state.legal_actions(me) == [Invoke(me, "surprise_raid"), Pass(me)]
    return state, me, others


def test_surprise_raid_takes_a_hand_card_blind_from_each_of_two_players():
    state, me, (right, across, left) = raid_table()
    state.apply(Invoke(me, "surprise_raid"))
    assert state.legal_actions(me) == [TakeCard(me, s, HAND_CARD) for s in (right, across, left)]
    state.apply(TakeCard(me, right, HAND_CARD))
    assert Pass(me) in state.legal_actions(me) and state.seats[me].hand == []
    events = state.apply(TakeCard(me, left, HAND_CARD))
    assert sorted(state.seats[me].hand) == sorted(card_ids("peach ♥3", "slash ♠7"))
    assert state.seats[right].hand == [] and state.seats[left].hand == []
    assert not any(e.kind == "draw" for e in events)  # instead of drawing
    assert "7S" not in public_codes(state, events) and "3H" not in public_codes(state, events)
    assert all(across not in e.private for e in events if e.kind == "take")


def test_surprise_raid_on_one_player_only():
    state, me, (right, *_) = raid_table()
    state.apply(Invoke(me, "surprise_raid"))
    state.apply(TakeCard(me, right, HAND_CARD))
    state.apply(Pass(me))
    assert state.seats[me].hand == card_ids("peach ♥3") and state.decision() == Turn(me)


def test_surprise_raid_declined_he_draws_two():
    state, me, _ = raid_table()
    state.apply(Pass(me))
    assert len(state.seats[me].hand) == 2


def test_surprise_raid_is_not_offered_when_nobody_else_holds_a_hand_card():
    state, me, (liao, across, left) = table(["guan_yu", "zhang_liao", "xu_chu", "zhen_ji"])
    rig(state, {me: [], liao: [], across: [], left: []})
    state.apply(EndPlay(me))
    assert state.decision() == Turn(liao) and len(state.seats[liao].hand) == 2


# --- Xu Chu -------------------------------------------------------------------------------


def bare(invoke):
    state, me, others = table(["xu_chu", "guan_yu", "zhang_liao", "zhen_ji"])
    before = len(state.seats[me].hand)
    state.apply(Invoke(me, "bare_chested") if invoke else Pass(me))
    drawn = len(state.seats[me].hand) - before
    return state, me, others, drawn


def test_bare_chested_draws_one_fewer_and_the_slash_deals_two():
    state, me, (right, *_), drawn = bare(True)
    assert drawn == 1
    rig(state, {me: any_of("slash"), right: []})
    slash(state, me, right)
    state.apply(Pass(right))
    assert state.seats[right].hp == state.seats[right].max_hp - 2


def test_bare_chested_duel_deals_two():
    state, me, (right, *_), _ = bare(True)
    rig(state, {me: any_of("duel"), right: []})
    state.apply(Use(me, tuple(any_of("duel")), "duel", (right,)))
    pass_all(state)
    state.apply(Pass(right))
    assert state.seats[right].hp == state.seats[right].max_hp - 2


def test_bare_chested_declined_normal_draw_and_damage():
    state, me, (right, *_), drawn = bare(False)
    assert drawn == 2
    rig(state, {me: any_of("slash"), right: []})
    slash(state, me, right)
    state.apply(Pass(right))
    assert state.seats[right].hp == state.seats[right].max_hp - 1


def test_bare_chested_ends_with_his_turn():
    state, me, (right, *_), _ = bare(True)
    rig(state, {me: []})
    state.apply(EndPlay(me))
    assert state.decision() == Turn(right)
    duel, blade = any_of("duel"), any_of("slash")
    rig(state, {right: duel, me: blade})
    state.apply(Use(right, tuple(duel), "duel", (me,)))
    pass_all(state)
    state.apply(Respond(me, tuple(blade), "slash"))
    state.apply(Pass(right))
    assert state.seats[right].hp == state.seats[right].max_hp - 1  # not 2: not his turn


# --- Guo Jia ------------------------------------------------------------------------------


def guo_jia_slashed(characters=("guan_yu", "guo_jia", "xu_chu", "zhen_ji")):
    state, me, (guo, *_) = table(list(characters))
    rig(state, {me: any_of("slash"), guo: []})
    return state, me, guo


def test_envy_of_heaven_takes_his_judgement_card():
    state, me, guo = guo_jia_slashed()
    equip(state, guo, card_ids("eight_trigrams ♠2")[0])
    slash(state, me, guo)
    red = card_ids("dodge ♦2")
    on_top(state, *red)
    state.apply(Respond(guo, (), "dodge", "eight_trigrams"))
    assert state.legal_actions(guo) == [Invoke(guo, "envy_of_heaven"), Pass(guo)]
    state.apply(Invoke(guo, "envy_of_heaven"))
    assert state.seats[guo].hand == red and state.seats[guo].hp == state.seats[guo].max_hp
    assert red[0] not in state.discard and state.decision() == Turn(me)


def test_envy_of_heaven_declined_the_card_is_discarded():
    state, me, guo = guo_jia_slashed()
    equip(state, guo, card_ids("eight_trigrams ♠2")[0])
    slash(state, me, guo)
    black = card_ids("slash ♣2")
    on_top(state, *black)
    state.apply(Respond(guo, (), "dodge", "eight_trigrams"))
    state.apply(Pass(guo))
    assert black[0] in state.discard and state.seats[guo].hand == []


def test_bequeathed_strategy_looks_at_two_and_gives_them_away_privately():
    state, me, guo = guo_jia_slashed()
    slash(state, me, guo)
    state.apply(Pass(guo))
    top = card_ids("peach ♥3", "slash ♠7")
    on_top(state, *top)
    events = state.apply(Invoke(guo, "bequeathed_strategy"))
    look = next(e for e in events if e.kind == "look")
    assert set(look.private) == {guo} and "3H" not in public_codes(state, events)
    assert Give(guo, tuple(top), guo) in state.legal_actions(guo)
    events = state.apply(Give(guo, (top[0],), me))
    events += state.apply(Give(guo, (top[1],), guo))
    assert state.seats[me].hand == [top[0]] and state.seats[guo].hand == [top[1]]
    assert "3H" not in public_codes(state, events) and "7S" not in public_codes(state, events)
    assert state.decision() == Turn(me)


def test_bequeathed_strategy_once_per_point_of_damage():
    state, xu, (guo, *_) = table(["xu_chu", "guo_jia", "zhang_liao", "zhen_ji"])
    state.apply(Invoke(xu, "bare_chested"))
    rig(state, {xu: any_of("slash"), guo: []})
    slash(state, xu, guo)
    state.apply(Pass(guo))
    state.apply(Invoke(guo, "bequeathed_strategy"))
    state.apply(Give(guo, tuple(state.deck[-2:][::-1]), guo))
    assert state.legal_actions(guo) == [Invoke(guo, "bequeathed_strategy"), Pass(guo)]
    state.apply(Invoke(guo, "bequeathed_strategy"))
    state.apply(Give(guo, tuple(state.deck[-2:][::-1]), guo))
    assert len(state.seats[guo].hand) == 4 and state.decision() == Turn(xu)


def test_bequeathed_strategy_declined_leaves_the_deck():
    state, me, guo = guo_jia_slashed()
    slash(state, me, guo)
    state.apply(Pass(guo))
    deck = list(state.deck)
    state.apply(Pass(guo))
    assert state.deck == deck and state.seats[guo].hand == []


# --- Zhen Ji ------------------------------------------------------------------------------


def luo_table(*judged):
    """Zhen Ji the lord at the start of her turn, these cards next to be judged; her hand
    size then."""
    state, me, others = table(["zhen_ji", "guan_yu", "xu_chu", "zhang_liao"])
    assert state.legal_actions(me) == [Invoke(me, "goddess_luo"), Pass(me)]
    on_top(state, *judged)
    return state, me, len(state.seats[me].hand)


def test_goddess_luo_keeps_black_cards_until_the_first_red():
    black, red = card_ids("slash ♠7", "slash ♣2"), card_ids("peach ♥3")
    state, me, before = luo_table(*black, *red)
    state.apply(Invoke(me, "goddess_luo"))
    state.apply(Invoke(me, "goddess_luo"))
    state.apply(Invoke(me, "goddess_luo"))
    assert set(black) <= set(state.seats[me].hand) and red[0] in state.discard
    assert state.decision() == Turn(me) and len(state.seats[me].hand) == before + 2 + 2


def test_goddess_luo_she_may_stop_after_a_black_card():
    state, me, before = luo_table(*card_ids("slash ♠7"))
    state.apply(Invoke(me, "goddess_luo"))
    state.apply(Pass(me))
    assert len(state.seats[me].hand) == before + 1 + 2


def test_goddess_luo_a_red_card_first_gives_nothing():
    red = card_ids("peach ♥3")
    state, me, before = luo_table(*red)
    state.apply(Invoke(me, "goddess_luo"))
    assert red[0] in state.discard and len(state.seats[me].hand) == before + 2


def test_goddess_luo_declined():
    state, me, before = luo_table()
    state.apply(Pass(me))
    assert len(state.seats[me].hand) == before + 2 and state.decision() == Turn(me)


def test_beauty_of_the_nation_a_black_hand_card_is_a_dodge_a_red_one_is_not():
    state, me, (zhen, *_) = table(["guan_yu", "zhen_ji", "xu_chu", "zhang_liao"])
    black, red = card_ids("slash ♠7", "peach ♥3")
    rig(state, {me: any_of("slash", 3)[2:], zhen: [black, red]})
    slash(state, me, zhen)
    dodge = Respond(zhen, (black,), "dodge", "beauty_of_the_nation")
    assert state.legal_actions(zhen) == [dodge, Pass(zhen)]
    state.apply(dodge)
    assert state.seats[zhen].hp == state.seats[zhen].max_hp and state.seats[zhen].hand == [red]


# --- random games -------------------------------------------------------------------------


def random_game(seed: int) -> SgsState:
    """A game with the Wei characters forced in: Cao Cao the lord in half of them."""
    rng = random.Random(seed)
    players = rng.randint(4, 8)
    state = SgsState.new(seed, players)
    cast = WEI_CHARACTERS[:]
    rng.shuffle(cast)
    if seed % 2 == 0:
        cast.remove("cao_cao")
        cast.insert(0, "cao_cao")
    else:
        cast.insert(0, rng.choice([k for k in LORD_CHOICES if k != "cao_cao"]))
    others = [c.key for c in CHARACTERS if c.key not in cast]
    cast = (cast + rng.sample(others, players))[:players]
    lord = state.current
    while state.phase == "setup":
        seat = state.to_act
        state.candidates[seat] = (cast[(seat - lord) % players],)
        state.apply(PickCharacter(seat, state.candidates[seat][0]))
    return state


def test_thirty_random_games_keep_every_card_in_one_zone_and_end():
    for seed in range(30):
        state, rng = random_game(seed), random.Random(1000 + seed)
        actions = 0
        while not state.is_terminal():
            for event in state.apply(rng.choice(state.legal_actions())):
                if event.private:  # a private move (a blind take, a look, a gift)
                    assert not event.data.get("card") and not event.data.get("cards"), event
            actions += 1
            zones = state.card_zones().values()
            assert sum(len(z) for z in zones) == 104
            assert actions < 20000, f"seed {seed} did not end"
        assert len({c for z in state.card_zones().values() for c in z}) == 104
