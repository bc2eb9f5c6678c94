"""The climbing games' declared events (their events.py) say what their tables have
always said of an event, in English and Chinese, for the viewer and for another seat:
the message line, the banners, the seats' bubbles; and they hold the table as long as
it always has (a play while its cards fly, a finished trick before it is swept, a bomb
while its banner stands)."""

from __future__ import annotations

import pytest

from game.core.protocol import Event
from game.games import catalogue
from game.games.baohuang.events import EVENTS as BH
from game.games.doudizhu.events import EVENTS as DDZ
from game.games.guandan.events import EVENTS as GD
from tests.event_words import said

catalogue.load()  # every game's strings


def hold(types, what: str, **data) -> float:
    return types.get(what).seconds(Event(what, 1, data))


def test_dou_di_zhu_says_the_auction_the_landlord_and_the_bombs():
    deal = dict(counts=[17] * 3, kitty_size=3, shown_card="9H")
    assert said(DDZ, "deal", None, first_bidder=2, **deal) == {
        "en": "Computer 3 bids first", "zh": "电脑3先叫分"}
    assert said(DDZ, "deal", None, first_bidder=0, **deal) == {
        "en": "You bid first", "zh": "你先叫分"}
    assert said(DDZ, "bid", value=2) == {"en": "Bid 2", "zh": "2分"}
    assert said(DDZ, "bid", value=0) == {"en": "No bid", "zh": "不叫"}
    assert said(DDZ, "call", take=True, rob=True) == {"en": "Rob!", "zh": "抢地主"}
    assert said(DDZ, "show", show=False, cards=[]) == {"en": "Hidden", "zh": "不明牌"}
    assert said(DDZ, "landlord", 0, bid=3, kitty_size=3, kitty=None) == {
        "en": "You are the landlord", "zh": "你成为地主"}
    assert said(DDZ, "multiplier", why="rob", multiplier=4) == {
        "en": "Robbed! ×4", "zh": "抢地主！×4"}
    assert said(DDZ, "bomb", multiplier=2, doubles=True)["en"] == "Bomb! ×2"
    assert said(DDZ, "joker_bomb", multiplier=1, doubles=False)["zh"] == "天王炸！"
    assert said(DDZ, "redeal", None, redeals=1, void=True)["en"] == (
        "Nobody bid: a void hand, redeal ×2.")
    assert said(DDZ, "forced", 1) == {"en": "Nobody bid again: Computer 2 takes it at 1",
                                      "zh": "仍无人叫分：电脑2以1分做地主"}
    assert said(DDZ, "warning", left=2) == {"en": "Only 2 left!  (Computer 2)",
                                            "zh": "只剩2张！  (电脑2)"}
    assert said(DDZ, "pass") == {"en": "Pass", "zh": "不出"}
    assert said(DDZ, "hand_over", winner="landlord", spring=True)["en"] == (
        "The landlord wins  Spring! ×2")


def test_bao_huang_says_the_throne_the_guard_and_the_places():
    assert said(BH, "emperor_card", 0, cards=["RJ"]) == {
        "en": "You hold the emperor card", "zh": "你拿到皇牌"}
    assert said(BH, "abdicate", to=0, attached="2S", cards=["RJ", "2S"]) == {
        "en": "Computer 2 abdicates  Computer 2 adds ♠2", "zh": "电脑2让位  电脑2贴上♠2"}
    assert said(BH, "ascend", open_solo=False, named=["K", "S"])["en"] == (
        "Computer 2 ascends the throne  The guard holds the fourth ♠K")
    assert said(BH, "guard_revealed", 0, how="rebellion")["en"] == (
        "You are the guard  Rebellion! The guard must show himself")
    assert said(BH, "declare", choice="rebel") == {"en": "Rebel!", "zh": "造反！"}
    assert said(BH, "out", place=5) == {"en": "Computer 2 is out: 5th", "zh": "电脑2出完：大拉"}
    assert said(BH, "hand_over", emperor=1, solo="open", deltas=[-6, 24, -6, -6, -6])[
        "en"] == "The solo emperor wins"


def test_guan_dan_says_the_tribute_to_each_seat_as_it_saw_it():
    # The giver and the taker read the card; the others only who paid whom.
    assert said(GD, "tribute", 0, to=1, gave="AS") == {
        "en": "You pay ♠A to Computer 2", "zh": "你向电脑2进贡♠A"}
    assert said(GD, "tribute", 1, to=0, got="AS") == {
        "en": "Computer 2 pays you ♠A", "zh": "电脑2向你进贡♠A"}
    assert said(GD, "tribute", 1, to=3) == {
        "en": "Computer 2 pays tribute to Computer 4", "zh": "电脑2向电脑4进贡"}
    assert said(GD, "return_card", 0, to=3, gave="4D")["en"] == "You give ♦4 back to Computer 4"
    assert said(GD, "return_card", 3, to=0, got="4D")["zh"] == "电脑4还给你♦4"
    assert said(GD, "resist", None, payers=[1, 3], holders=[1, 3])["en"] == (
        "Tribute resisted!  Computer 2, Computer 4: both big jokers")
    assert said(GD, "new_round", 0) == {"en": "You lead", "zh": "你先出牌"}
    assert said(GD, "new_round", 3, taken_by=1)["en"] == (
        "Computer 4 takes the lead from the partner (接风)")
    assert said(GD, "out", 2, place=1) == {"en": "Computer 3 is out: 1st", "zh": "电脑3出完：上游"}
    assert said(GD, "hand_over", 0, winners=0, match_won=False, gain=2, levels=[4, 2])[
        "en"] == "Red team +2 → level 4"


def test_the_holds_are_the_tables():
    # A play while its cards fly onto the pile (a bomb in Guan Dan while its banner stands).
    assert hold(DDZ, "play", cards=["3S"], kind="single") == pytest.approx(0.32)
    assert hold(BH, "play", cards=["3S", "3H", "3D"], ranks=[3] * 3) == pytest.approx(0.36)
    assert hold(GD, "play", cards=["3S"] * 4, kind="bomb") == pytest.approx(0.8)
    assert hold(GD, "play", cards=["3S"] * 2, kind="pair") == pytest.approx(0.34)
    # A finished trick stands before it is swept; the hand's first lead holds nothing.
    assert hold(GD, "new_round", taken_by=1) == pytest.approx(0.6)
    assert hold(GD, "new_round") == 0.0
    assert hold(BH, "pass") == pytest.approx(0.3)
    assert hold(DDZ, "bid", value=1) == pytest.approx(0.35)
    assert hold(DDZ, "show", show=False, cards=[]) == pytest.approx(0.35)
    assert hold(DDZ, "landlord", bid=1, kitty_size=3, kitty=None) == pytest.approx(0.95)
    assert hold(DDZ, "rocket", multiplier=2, doubles=True) == pytest.approx(0.9)
    assert hold(BH, "guard_revealed", how="card") == pytest.approx(0.9)
    assert hold(GD, "tribute", to=2) == pytest.approx(0.9)
    for types in (DDZ, BH, GD):
        assert hold(types, "hand_over", deltas=[]) == pytest.approx(2.2)
