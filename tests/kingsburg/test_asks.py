"""The choices asked outside the turn order (rules sheet §6.1, §5, C3, C5): their answers
worked out from what the player has when asked, and what each answer does."""

from game.games.kingsburg import asks
from game.games.kingsburg.model import MESSAGES, refuse
from tests.kingsburg.tables import game


def test_answers_are_worked_out_when_asked():
    s = game()
    s.goods[0] = {"gold": 2, "wood": 0, "stone": 1}
    s.rows[0] = [1, 0, 2, 0, 3]
    s.plus2[0] = 1
    assert asks.options(s, asks.lose(0, 2, "battle")) == [("gold", "gold"), ("gold", "stone")]
    assert asks.options(s, asks.lose(0, 5, "battle")) == [("gold", "gold", "stone")]
    assert asks.options(s, asks.alchemist(0, "advisor_6")) == [("gold",), ("stone",)]
    assert asks.options(s, asks.building(0, "battle")) == [0, 2, 4]
    assert asks.options(s, asks.town_hall(0, "season_end")) == ["", "gold", "stone", "plus2"]
    assert asks.options(s, asks.gain(0, [("wood",), ("gold",)], "advisor_4")) == [
        ("wood",), ("gold",)]


def test_what_each_answer_does():
    s = game()
    s.goods[0] = {"gold": 2, "wood": 0, "stone": 1}
    s.rows[0] = [2, 0, 0, 0, 3]
    s.vp[0], s.plus2[0] = 10, 1
    asks.answer(s, asks.gain(0, [("wood",)], "aid"), ("wood",))
    assert s.goods[0] == {"gold": 2, "wood": 1, "stone": 1}
    asks.answer(s, asks.alchemist(0, "advisor_6"), ("gold",))
    assert s.goods[0] == {"gold": 1, "wood": 2, "stone": 2}
    asks.answer(s, asks.lose(0, 2, "battle"), ("wood", "stone"))
    assert s.goods[0] == {"gold": 1, "wood": 1, "stone": 1}
    events = asks.answer(s, asks.building(0, "battle"), 0)
    assert s.rows[0] == [1, 0, 0, 0, 3] and s.vp[0] == 10 - 5  # the Chapel's 5 points
    assert events[0].data["building"] == "chapel"
    asks.answer(s, asks.town_hall(0, "season_end"), "plus2")
    assert (s.vp[0], s.plus2[0]) == (6, 0)
    asks.answer(s, asks.town_hall(0, "season_end"), "gold")
    assert (s.vp[0], s.goods[0]["gold"]) == (7, 0)
    asks.answer(s, asks.town_hall(0, "season_end"), "")
    assert s.vp[0] == 7


def test_every_refusal_has_its_sentence():
    params = {"total": 5, "advisor": 6, "price": 2}
    for reason in MESSAGES:
        err = refuse(reason, **{k: v for k, v in params.items()
                                if "{" + k + "}" in MESSAGES[reason]})
        assert err.reason == reason and "{" not in str(err)
