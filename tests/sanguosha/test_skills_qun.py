"""The Qun characters' skills (§7): Hua Tuo's First Aid and Green Salve, Diao Chan's Sow
Discord and Close the Moon, played from rigged positions; and random games with them in
play, where every card stays in exactly one zone."""

import random

from game.core.decisions import Response, Turn
from game.games.sanguosha.actions import EndPlay, Invoke, Pass, PickCharacter, Respond, UseSkill
from game.games.sanguosha.characters import BY_KEY
from game.games.sanguosha.model import CARDS, SgsState
from tests.sanguosha.helpers import any_of, card_ids, equip, rig, started

HUA_TUO_AWAY = ["zhang_fei", "hua_tuo", "diao_chan", "lu_bu"]
HUA_TUO_HOME = ["hua_tuo", "zhang_fei", "diao_chan", "lu_bu"]
DIAO_CHAN_HOME = ["diao_chan", "zhang_fei", "hua_tuo", "lu_bu"]


def table(characters):
    """A 4-seat game in the first seat's play phase: (state, that seat, the others in
    turn order)."""
    state = started(4, characters=list(characters))
    me = state.current
    return state, me, [(me + k) % 4 for k in range(1, 4)]


def skill_uses(state, seat, key):
    return [a for a in state.legal_actions(seat) if getattr(a, "skill", "") == key]


def slash_to_dying(state, me, target):
    """`me` Slashes `target` (at 1 HP, no Dodge): the dying window opens at `me`."""
    slash = card_ids("slash ♠7")
    state.seats[me].hand += slash
    state.apply(next(a for a in state.legal_actions(me)
                     if a.name == "slash" and a.cards == tuple(slash) and a.targets == (target,)))
    state.apply(Pass(target))
    assert state.decision().about == "dying"


# --- Hua Tuo: First Aid ---------------------------------------------------------------------


def test_first_aid_saves_the_dying_with_a_red_hand_card_outside_his_turn():
    state, me, (hua, _diao, lu) = table(HUA_TUO_AWAY)
    red, black = card_ids("dodge ♦2", "slash ♣2")
    rig(state, {me: [], hua: [red, black], lu: []}, hp={lu: 1})
    slash_to_dying(state, me, lu)
    state.apply(Pass(me))
    first_aid = Respond(hua, (red,), "peach", "first_aid")
    assert skill_uses(state, hua, "first_aid") == [first_aid]  # the black card is no Peach
    state.apply(first_aid)
    assert state.seats[lu].hp == 1 and state.seats[lu].alive
    assert red in state.discard and state.decision() == Turn(me)


def test_first_aid_may_give_an_equipped_red_card_and_save_himself():
    state, me, (hua, *_) = table(HUA_TUO_AWAY)
    horse = card_ids("chitu ♥5")[0]
    rig(state, {me: [], hua: []}, hp={hua: 1})
    equip(state, hua, horse)
    slash_to_dying(state, me, hua)
    state.apply(Pass(me))
    state.apply(Respond(hua, (horse,), "peach", "first_aid"))
    assert state.seats[hua].hp == 1 and state.seats[hua].equipment == {}
    assert horse in state.discard


def test_no_first_aid_in_his_own_turn():
    state, me, (fei, *_) = table(HUA_TUO_HOME)
    red = card_ids("dodge ♦2", "slash ♥10")
    rig(state, {me: red, fei: []}, hp={me: 2, fei: 1})
    assert skill_uses(state, me, "first_aid") == []  # wounded, but no red card as a Peach
    slash_to_dying(state, me, fei)
    assert state.decision().asked == me and state.legal_actions(me) == [Pass(me)]


# --- Hua Tuo: Green Salve ---------------------------------------------------------------------


def test_green_salve_heals_a_wounded_character_once_per_play_phase():
    state, me, (_fei, _diao, lu) = table(HUA_TUO_HOME)
    cards = any_of("dodge", 2)
    rig(state, {me: cards}, hp={me: 2, lu: 2})
    uses = skill_uses(state, me, "green_salve")
    assert {a.targets for a in uses} == {(me,), (lu,)}  # himself too; never the unhurt
    state.apply(UseSkill(me, "green_salve", (cards[0],), (lu,)))
    assert state.seats[lu].hp == 3 and cards[0] in state.discard
    assert state.seats[me].hand == [cards[1]]
    assert skill_uses(state, me, "green_salve") == []  # used this play phase


def test_no_green_salve_without_a_wound_or_without_a_hand_card():
    state, me, (_fei, _diao, lu) = table(HUA_TUO_HOME)
    rig(state, {me: any_of("dodge")})
    assert skill_uses(state, me, "green_salve") == []  # nobody is wounded
    rig(state, {me: []}, hp={lu: 2})
    assert skill_uses(state, me, "green_salve") == []  # nothing to discard


# --- Diao Chan: Sow Discord --------------------------------------------------------------------


def test_sow_discord_the_second_duels_the_first_without_nullification():
    state, me, (fei, hua, _lu) = table(DIAO_CHAN_HOME)
    cost, nullification = any_of("dodge"), any_of("nullification")
    rig(state, {me: cost + nullification, fei: [], hua: []})
    state.apply(UseSkill(me, "sow_discord", tuple(cost), (fei, hua)))
    assert cost[0] in state.discard
    assert state.decision() == Response(fei, about="duel")  # the first plays first
    assert not any(isinstance(a, Respond) and a.name == "nullification"
                   for a in state.legal_actions(fei))
    state.apply(Pass(fei))
    assert state.seats[fei].hp == state.seats[fei].max_hp - 1
    assert nullification[0] in state.seats[me].hand and state.decision() == Turn(me)


def test_sow_discord_damage_comes_from_the_second_chosen():
    state, me, (fei, hua, _lu) = table(DIAO_CHAN_HOME)
    cost = any_of("dodge")
    rig(state, {me: cost, fei: [], hua: []})
    state.apply(UseSkill(me, "sow_discord", tuple(cost), (fei, hua)))
    events = state.apply(Pass(fei))
    assert [e.data["source"] for e in events if e.kind == "damage"] == [hua]


def test_sow_discord_the_duel_goes_back_and_forth_and_peerless_counts():
    state, me, (fei, _hua, lu) = table(DIAO_CHAN_HOME)
    slashes = any_of("slash", 3)
    rig(state, {me: [], fei: slashes[:2], lu: slashes[2:]})
    horse = card_ids("chitu ♥5")[0]
    equip(state, me, horse)
    state.apply(UseSkill(me, "sow_discord", (horse,), (fei, lu)))  # an equipped card pays
    state.apply(Respond(fei, (slashes[0],), "slash"))
    assert state.decision() == Response(fei, about="duel")  # Lü Bu's Duel: two each time
    state.apply(Respond(fei, (slashes[1],), "slash"))
    state.apply(Respond(lu, (slashes[2],), "slash"))
    state.apply(Pass(fei))
    assert state.seats[fei].hp == state.seats[fei].max_hp - 1
    assert state.seats[lu].hp == state.seats[lu].max_hp


def test_sow_discord_only_pairs_other_men_and_only_once_per_play_phase():
    state, me, (fei, zhen, lu) = table(["diao_chan", "zhang_fei", "zhen_ji", "lu_bu"])
    cost = any_of("dodge", 2)
    rig(state, {me: cost, fei: [], lu: []})
    uses = skill_uses(state, me, "sow_discord")
    assert {a.targets for a in uses} == {(fei, lu), (lu, fei)}  # not Zhen Ji, not herself
    assert BY_KEY[state.seats[zhen].character].gender == "female"
    state.apply(UseSkill(me, "sow_discord", (cost[0],), (lu, fei)))
    state.apply(Pass(lu))
    assert skill_uses(state, me, "sow_discord") == []


def test_no_sow_discord_without_a_card():
    state, me, _ = table(DIAO_CHAN_HOME)
    rig(state, {me: []})
    assert skill_uses(state, me, "sow_discord") == []


# --- Diao Chan: Close the Moon -----------------------------------------------------------------


def end_turn(state, me):
    state.apply(EndPlay(me))
    assert state.decision() == Turn(me)
    assert state.legal_actions(me) == [Invoke(me, "close_the_moon"), Pass(me)]


def test_close_the_moon_draws_one_at_the_end_of_her_turn():
    state, me, (fei, *_) = table(DIAO_CHAN_HOME)
    rig(state, {me: []})
    end_turn(state, me)
    state.apply(Invoke(me, "close_the_moon"))
    assert len(state.seats[me].hand) == 1 and state.current == fei


def test_close_the_moon_declined_draws_nothing():
    state, me, (fei, *_) = table(DIAO_CHAN_HOME)
    rig(state, {me: []})
    end_turn(state, me)
    state.apply(Pass(me))
    assert state.seats[me].hand == [] and state.current == fei


def test_close_the_moon_is_not_offered_at_the_end_of_anothers_turn():
    state, me, (fei, *_) = table(HUA_TUO_HOME)
    rig(state, {me: []})
    state.apply(EndPlay(me))  # Hua Tuo's turn ends: Diao Chan is not asked
    assert state.current == fei and state.decision() == Turn(fei)


# --- random games ---------------------------------------------------------------------------------


QUN = ("hua_tuo", "diao_chan", "lu_bu")


def random_game(seed: int, rng: random.Random) -> SgsState:
    """Hua Tuo, Diao Chan and Lü Bu forced into play (the first seats asked), the other
    seats' characters random; every action picked at random until the game ends."""
    players = rng.randint(4, 8)
    state = SgsState.new(seed, players)
    others = [c for c in BY_KEY if c not in QUN]
    forced = list(QUN) + rng.sample(others, players - len(QUN))
    rng.shuffle(forced)
    while state.phase == "setup":
        seat = state.to_act
        state.candidates[seat] = (forced.pop(),)
        state.apply(PickCharacter(seat, state.candidates[seat][0]))
    for _ in range(20000):
        if state.is_terminal():
            return state
        state.apply(rng.choice(state.legal_actions()))
        assert sum(len(z) for z in state.card_zones().values()) == len(CARDS)
    raise AssertionError(f"game {seed} did not end within 20000 actions")


def test_random_games_with_the_qun_characters_keep_every_card_and_end():
    rng = random.Random(2026)
    for seed in range(30):
        state = random_game(seed, rng)
        assert state.is_terminal()
        zones = state.card_zones().values()
        assert sorted(c for z in zones for c in z) == list(range(len(CARDS)))
