"""A la Carte's declared events (events.py) make the kitchen's play history as it has
always read, in English and Chinese, and hold the kitchen as long as it always has."""

from __future__ import annotations

import pytest

from game.core.events import Silent
from game.core.protocol import Event
from game.games import catalogue
from game.games.alacarte.events import EVENTS
from tests.event_words import said as said_in

catalogue.load()  # every game's strings


def said(kind: str, seat: int | None = 1, **data) -> dict[str, str]:
    return said_in(EVENTS, kind, seat, **data)


def test_the_history_lines_read_as_they_always_have():
    assert said("turn", 2, turn=3) == {"en": "Turn 3 · Computer 3", "zh": "第 3 回合 · 电脑3"}
    assert said("dish", dish=13) == {"en": "chose Kipper with Egg in Spinach Coat",
                                     "zh": "选了菠菜蛋裹熏鱼"}
    assert said("roll", face=0) == {"en": "rolled +1", "zh": "掷出 +1"}
    assert said("heat", **{"from": 1, "to": 3}) == {"en": "heat 1 → 3", "zh": "火力 1 → 3"}
    assert said("cup", cup="lower", target=-1, amount=2, colour="") == {
        "en": "Coffee: Lower heat −2", "zh": "喝咖啡：调低火力 −2"}
    assert said("cup", cup="exchange", target=0, amount=0, colour="") == {
        "en": "Coffee: Exchange stoves with you", "zh": "喝咖啡：与你交换炉灶"}
    assert said("pour", colour="P", target=0, poured=["P", "P", "S"]) == {
        "en": "pepper into your pan: 2 × pepper, 1 × salt",
        "zh": "胡椒倒进你的锅：2 个胡椒、1 个盐"}
    assert said("pour", colour="P", target=1, poured=[]) == {
        "en": "seasoned with pepper: Nothing came out", "zh": "加胡椒：什么都没倒出来"}
    assert said("finish", dish=8, star=True) == {
        "en": "finished Jellied Eel Cocktail +3 · Perfect: a star!",
        "zh": "完成鳗鱼冻鸡尾酒 +3 · 完美：得一颗星！"}
    assert said("spoil", dish=15, reason="burnt") == {"en": "Crocodile Vindaloo burnt",
                                                      "zh": "咖喱鳄鱼烧焦了"}
    # A flip says how it failed when the table measured it; replayed, only that it did.
    assert said("flip", success=False, how="alc_flip_missed") == {
        "en": "crêpe flip · Beside the pan: failed", "zh": "翻可丽饼 · 掉到锅外：失败"}
    assert said("flip", success=False)["en"] == "crêpe flip · failed"
    assert said("refill", None, colour="H", pieces=3) == {
        "en": "herbs refilled from the sink", "zh": "香草瓶从水槽补满"}
    assert said("steal", victim=0, cup="victory") == {
        "en": "took Victory point from you", "zh": "拿走了你的胜利点"}
    assert said("game_over", None, reason="stars", points=[], places=[])["en"] == (
        "Dinner is served")
    assert isinstance(EVENTS.get("pour_start").words, Silent)
    assert isinstance(EVENTS.get("flip_start").words, Silent)


@pytest.mark.parametrize(("kind", "seconds"), [
    ("roll", 0.2), ("heat", 0.25), ("dish", 0.3), ("turn", 0.3), ("finish", 0.9),
    ("spoil", 0.9), ("game_over", 1.2), ("draw_cup", 0.45), ("pour", 0.45),
    ("pour_start", 0.45), ("flip_start", 0.45), ("pour_cancel", 0.45), ("refill", 0.45)])
def test_each_kind_holds_the_kitchen_as_long_as_it_always_has(kind, seconds):
    assert EVENTS.get(kind).seconds(Event(kind, 0, {})) == pytest.approx(seconds)
