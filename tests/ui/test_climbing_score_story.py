"""Bao Huang's results sheet says in words how the scores came about (issue 29): the
Lianzhong formula with the places that fed it (rules sheet §7), Weihai's place points
(§8), a solo, the doubling and why, and a commoner who finished first yet lost."""

from __future__ import annotations

import pygame

from game.core.dealcode import encode
from game.games import catalogue
from game.games.baohuang import results as bh_results
from game.games.baohuang.controller import start_game
from game.games.baohuang.results import BhResultsScene, score_story
from game.games.baohuang.ruleset import VARIANTS
from game.games.baohuang.shots import FIRST_BUT_LOST_SEED
from game.ui import fonts, i18n
from tests.ui.conftest import draw_sparsely, drive, key

catalogue.load()  # every game's strings merged, as the app has them


def names(seat: int) -> str:
    return f"Computer {seat + 1}"


def royal(places, emperor, guard, deltas, **more) -> dict:
    return {"places": places, "emperor": emperor, "guard": guard, "solo": None,
            "open_guard": False, "rebels": [], "rebellion": False,
            "rebellion_success": False, "scoring": "ls", "deltas": deltas, **more}


def test_a_commoner_first_with_minus_one_is_explained():
    # Seat 1 (a commoner) first, the emperor (seat 3) 2nd, the guard (seat 4) 3rd.
    story = score_story(royal([1, 3, 4], 3, 4, [-1, -1, -1, 2, 1]), names)
    assert story[0] == ("Guard's score = 6 − (emperor's place + guard's place) = "
                        "6 − (2 + 3) = +1; the emperor scores twice that (+2) and each "
                        "commoner the opposite (−1).")
    assert story[1] == ("Computer 2 finished first, yet the commoners lost: commoners win "
                        "or lose together, whatever their places.")


def test_royals_left_holding_cards_score_as_the_last_two():
    # Three commoners out: the emperor and the guard are 4th and 5th either way.
    story = score_story(royal([0, 1, 2], 3, 4, [3, 3, 3, -6, -3]), names)
    assert "6 − (4 + 5) = −3" in story[0] and "(−6)" in story[0] and "(+3)" in story[0]
    assert len(story) == 1  # the first out won: nothing more to explain


def test_weihai_place_points_and_the_doubling_are_named():
    result = royal([3, 0, 4], 3, 4, [-8, -8, -8, 16, 8], scoring="wh", open_guard=True)
    story = score_story(result, names)
    assert "+4 + 0 = +4" in story[0] and "(+8)" in story[0] and "(−4)" in story[0]
    assert story[0].endswith("Every score is doubled (×2): the guard declared himself.")
    failed = royal([3, 4, 0], 3, 4, [-2, -2, 6, 4, 2], rebels=[1, 2], rebellion=True)
    assert score_story(failed, names)[0].endswith("no doubling.")


def test_solos_are_told_apart():
    open_won = royal([2], 2, None, [-6, -6, 24, -6, -6], solo="open")
    assert score_story(open_won, names)[0].startswith(
        "The emperor played alone, openly, and went out first: he scores +24")
    secret = royal([0, 2], 2, None, [0, 0, 0, 0, 0], solo="secret")
    assert "came 2nd: he scores 0, each of the others 0" in score_story(secret, names)[0]


def test_the_story_is_chinese_in_chinese():
    i18n.set_language("zh")
    story = score_story(royal([1, 3, 4], 3, 4, [-1, -1, -1, 2, 1]), names)
    assert story[0].startswith("侍卫得分 = 6 − (皇帝名次 + 侍卫名次) = 6 − (2 + 3) = +1")
    assert story[1] == "Computer 2头客出完，但平民一方输了：平民同输同赢，与名次无关。"


def test_the_sheet_explains_the_minus_one_and_enter_goes_on(app, monkeypatch):
    """A real hand (normal computers, a deal where a commoner finishes first and loses)
    played to its sheet: the explanation is drawn inside the sheet, above its buttons;
    Enter (a posted key) deals the next hand."""
    seats = [{"kind": "computer", "level": "normal"} for _ in range(5)]
    ctl = start_game(app, seats, encode(FIRST_BUT_LOST_SEED, VARIANTS.index("ls")),
                     threads=False)
    draw_sparsely(app)
    drive(app, 60000, until=lambda: isinstance(app.top, BhResultsScene))
    sheet = app.top
    assert isinstance(sheet, BhResultsScene)
    result = ctl.state.result
    first = result["places"][0]
    assert first not in (result["emperor"], result["guard"]) and result["deltas"][first] < 0
    drawn: list[tuple[str, tuple]] = []
    real = bh_results.draw_text
    monkeypatch.setattr(bh_results, "draw_text", lambda surf, v, text, pos, *a, **k: (
        drawn.append((text, pos)), real(surf, v, text, pos, *a, **k)))
    app.draw()
    story = score_story(result, ctl.name_of)
    lines = [(text, pos) for text, pos in drawn
             if any(text and text in para for para in story)]
    assert any("finished first, yet the commoners lost" in text for text, _pos in lines)
    buttons_top = min(b.rect.top for b in sheet.buttons)
    for text, (x, y) in lines:
        assert y + bh_results.WHY_LINE / 2 <= buttons_top, f"{text!r} runs into the buttons"
        assert x + fonts.text_width(text, bh_results.WHY_SIZE) <= 1130, f"{text!r} too wide"
    drive(app, 40)  # past the sheet's first moment, when it takes no press
    key(app, pygame.K_RETURN)
    drive(app, 3)
    assert not isinstance(app.top, BhResultsScene) and not ctl.state.is_terminal()
