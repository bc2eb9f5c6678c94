"""The Go-Stop table under posted pygame events: a hand card played by a click or
dragged onto the centre, a drag dropped elsewhere going back, the shake / bomb menu, a
choice between two table cards, Go and Stop by button and by key, the keyboard's hand
cursor, the lit matches, and the month numbers turned off with M."""

from __future__ import annotations

import pygame

from game.games.gostop.actions import Bomb, Go, Play, Shake, Stop, Take
from game.games.gostop.cards import CARDS, by_code
from game.games.gostop.controller import GsController
from game.games.gostop.table import GsTableScene
from game.ui.i18n import t
from tests.gostop.helpers import rigged
from tests.gostop.table_driver import (
    click,
    click_hand_card,
    drag,
    drive,
    hand_card_point,
    press,
    press_key,
)


def table_for(app, state) -> GsController:
    seats = [{"kind": "human" if s == 0 else "computer", "level": "easy"}
             for s in range(state.players)]
    ctl = GsController(app, seats, state.variant, state, threads=False)
    app.push(GsTableScene(app, ctl))
    drive(app, 30, until=ctl.my_decision)
    assert ctl.my_decision()
    return ctl


def settle(app, ctl) -> None:
    drive(app, 600, until=lambda: ctl.my_decision() or ctl.state.is_terminal())


def test_a_click_on_a_hand_card_plays_it_and_its_match_is_lit(app):
    state = rigged({0: "01a 05c 07a", 1: "02c 03c 04c"}, table="01c 09d", stock="11c 12c")
    ctl = table_for(app, state)
    assert ctl.matching() == {"01a"}  # the only hand card with a match on the table
    click_hand_card(app, "01a")
    assert ctl.state.actions[0] == Play(0, (by_code("01a").id,))
    settle(app, ctl)
    assert {"01a", "01c"} <= set(ctl.obs()["captures"][0])
    assert "01a" not in app.top.shown.hand


def test_a_card_dragged_onto_the_centre_is_played_and_one_dropped_elsewhere_goes_back(app):
    state = rigged({0: "01a 05c 07a", 1: "02c 03c 04c"}, table="01c 09d", stock="11c 12c")
    ctl = table_for(app, state)
    sc = app.top
    start = hand_card_point(sc, "05c")
    drag(app, start, (start[0] + 60, start[1] - 10))  # still over the hand
    assert ctl.state.actions == [] and "05c" in sc.shown.hand
    drag(app, start, sc.a["table"].center)
    assert ctl.state.actions == [Play(0, (by_code("05c").id,))]


def test_a_card_that_can_shake_opens_a_menu_that_asks_which(app):
    state = rigged({0: "03a 03b 03c 06a", 1: "02c 04c 08c"}, table="01c 09d",
                   stock="11c 12c")
    ctl = table_for(app, state)
    click_hand_card(app, "03b")
    assert ctl.state.actions == [] and app.top.menu_for == "03b"
    assert {b.key for b in app.top.buttons} >= {"play", "shake"}
    press(app, "shake")
    assert ctl.state.actions == [Shake(0, by_code("03b").id)]


def test_three_of_a_month_onto_the_fourth_can_bomb(app):
    state = rigged({0: "03a 03b 03c 06a", 1: "02c 04c 08c"}, table="03d 09d",
                   stock="11c 12c")
    ctl = table_for(app, state)
    click_hand_card(app, "03a")
    press(app, "bomb")
    assert ctl.state.actions == [Bomb(0, tuple(sorted(by_code(c).id
                                                       for c in ("03a", "03b", "03c"))))]


def test_two_matching_table_cards_are_lit_and_the_one_clicked_is_taken(app):
    state = rigged({0: "01a 05c 07a", 1: "02c 03c 04c"}, table="01b 01c 09d",
                   stock="11c 12c")
    ctl = table_for(app, state)
    click_hand_card(app, "01a")
    settle(app, ctl)
    options = app.top.take_options()
    assert sorted(CARDS[a.card].code for a, _ in options) == ["01b", "01c"]
    rect = next(r for a, r in options if CARDS[a.card].code == "01b")
    click(app, rect.center)
    assert ctl.state.actions[-1] == Take(0, by_code("01b").id)


def go_stop_table(app) -> GsController:
    """The person's play takes a third bright and the third godori bird: 3 + 5 points,
    Go or Stop is asked."""
    state = rigged({0: "08a 05c 07c", 1: "02c 04c 06c"}, table="08b 10d",
                   captures={0: "01a 03a 02a 04a"}, stock="11c 12c 11d 09c")
    ctl = table_for(app, state)
    click_hand_card(app, "08a")
    settle(app, ctl)
    assert {b.key for b in app.top.buttons} == {"go", "stop"}
    return ctl


def test_go_is_called_with_its_button(app):
    ctl = go_stop_table(app)
    press(app, "go")
    assert ctl.state.actions[-1] == Go(0)
    assert ctl.state.gos[0] == 1


def test_stop_is_called_with_the_s_key_and_the_results_follow(app):
    from game.games.gostop.results import GsResultsScene

    ctl = go_stop_table(app)
    press_key(app, pygame.K_s)
    assert ctl.state.actions[-1] == Stop(0)
    drive(app, 600, until=lambda: isinstance(app.top, GsResultsScene))
    assert isinstance(app.top, GsResultsScene)
    assert ctl.totals == ctl.state.returns() and ctl.totals[0] > 0


def test_the_arrow_keys_and_enter_play_a_card(app):
    state = rigged({0: "01a 05c 07a", 1: "02c 03c 04c"}, table="01c 09d", stock="11c 12c")
    ctl = table_for(app, state)
    press_key(app, pygame.K_RIGHT)
    press_key(app, pygame.K_RIGHT)
    assert app.top.cursor_code() == "05c"
    press_key(app, pygame.K_RETURN)
    assert ctl.state.actions == [Play(0, (by_code("05c").id,))]


def test_m_turns_the_month_numbers_off_and_the_save_keeps_it(app):
    import json

    from game.ui import saves

    state = rigged({0: "01a 05c 07a", 1: "02c 03c 04c"}, table="01c 09d", stock="11c 12c")
    ctl = table_for(app, state)
    assert ctl.month_numbers
    press_key(app, pygame.K_m)
    assert not ctl.month_numbers
    click(app, app.top.numbers_button.rect.center)  # the table's button turns them back on
    assert ctl.month_numbers
    press_key(app, pygame.K_m)
    assert json.loads(saves.save_path("gostop").read_text())["month_numbers"] is False


def test_nothing_happens_when_it_is_not_the_persons_turn(app):
    state = rigged({0: "01a 05c 07a", 1: "02c 03c 04c"}, table="01c 09d", stock="11c 12c",
                   first=1)
    seats = [{"kind": "human", "level": "easy"}, {"kind": "computer", "level": "easy"}]
    ctl = GsController(app, seats, state.variant, state, threads=False)
    app.push(GsTableScene(app, ctl))
    drive(app, 1)
    click_hand_card(app, "01a")
    assert all(a.seat == 1 for a in ctl.state.actions)


def test_a_table_waiting_for_the_person_is_still_and_a_hover_wakes_it(app):
    state = rigged({0: "01a 05c 07a", 1: "02c 03c 04c"}, table="01c 09d", stock="11c 12c")
    table_for(app, state)
    drive(app, 5)
    assert app.still()  # nothing moves, nobody else to play: the loop may sleep
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.view.pt(
        *hand_card_point(app.top, "01a")), rel=(0, 0), buttons=(0, 0, 0)))
    assert not app.still()  # the hovered card rises and its match lights: draw once
    drive(app, 3)
    assert app.still()


def test_a_refused_move_says_why_in_the_players_words_and_changes_nothing(app):
    state = rigged({0: "01a 05c 07a", 1: "02c 03c 04c"}, table="01c 09d", stock="11c 12c")
    ctl = table_for(app, state)
    assert not ctl.try_apply(Play(0, (by_code("02c").id,)))  # not a card of his hand
    assert ctl.state.actions == [] and app.top.message == "That move is not open to you now."


def test_reaching_the_target_with_ones_last_card_is_a_stop_not_a_go(app):
    """Matgo's dealer reaches 7 with his last hand card while the other still holds
    one: the table offers no Go (it could only lose the win) and the hand ends in his
    Stop, its results up."""
    from game.games.gostop.results import GsResultsScene

    four = "01a 03a 01b 02b 03b 04b 05b"  # 2 brights, 5 ribbons, hongdan: 4 points
    state = rigged({0: "08a", 1: "07c"}, table="08c 11c", stock="12b 09c",
                   captures={0: four}, rest_to=1)
    ctl = table_for(app, state)
    click_hand_card(app, "08a")
    drive(app, 900, until=lambda: isinstance(app.top, GsResultsScene))
    assert not any(b.key in ("go", "stop") for b in getattr(app.top, "buttons", []))
    assert isinstance(app.top, GsResultsScene)
    assert ctl.state.result["winner"] == 0 and ctl.state.result["reason"] == "stop"
    assert not any(isinstance(a, Go) for a in ctl.state.actions)


def test_a_chain_of_calls_is_paced_so_each_can_be_read(app):
    """The person's card finds no match, the flip matches it (jjok) and leaves the table
    bare (a sweep): two calls in one turn. Each stays alone on screen for most of a
    second before the next is said (they came within a frame of each other)."""
    from game.games.gostop.events import call_of
    from game.games.gostop.timing import CALL_HOLD

    state = rigged({0: "08a 05c", 1: "02c 04c"}, table="", stock="08b 11c 12c 11d 09c")
    ctl = table_for(app, state)
    sc = app.top
    said: list[tuple[int, str]] = []  # (frame, the call's words) as each comes up
    up: list = []  # the calls the table has put up so far
    click_hand_card(app, "08a")
    for frame in range(600):
        drive(app, 1)
        for call in sc.motion.effects_of("call"):
            if not any(call is seen for seen in up):
                up.append(call)
                said.append((frame, t(f"gs_call_{call_of(call.ev)}")))
        if len(said) >= 2 and ctl.my_decision():
            break
    texts = [text for _, text in said]
    assert texts[:2] == [t("gs_call_jjok"), t("gs_call_sseul")], texts
    gap = (said[1][0] - said[0][0]) / 60 * app.settings.speed_factor  # at speed 1
    assert gap >= CALL_HOLD * 0.95, f"the second call came {gap:.2f} s after the first"


def test_an_opponent_one_card_from_a_set_is_flagged_and_the_card_that_would_finish_it(
        app, monkeypatch):
    """Computer 1 has two godori birds; the third lies on the table. Its strip heading
    says 고도리 2/3 in the warning colour, the table card is ringed, and the pointer on
    it says whose set it would finish. The person's own begun sets show their progress
    beside the captures too."""
    from game.games.gostop import capture_strips, table_centre
    from game.games.gostop.table_style import DANGER, PROGRESS

    state = rigged({0: "11a 05c", 1: "01c 06c"}, table="08b 10d",
                   captures={0: "01b 02b", 1: "02a 04a"}, stock="11c 12c 11d 09c")
    ctl = table_for(app, state)
    sc = app.top
    drawn: list[tuple[str, object]] = []
    headings: list[tuple] = []
    tips: list[str] = []
    blit, heading = table_centre.blit_face, capture_strips.draw_group_heading
    monkeypatch.setattr(table_centre, "blit_face",
                        lambda surf, v, code, r, numbers, ring=None, *more: (
                            drawn.append((code, ring)), blit(surf, v, code, r, numbers, ring,
                                                             *more)))
    monkeypatch.setattr(capture_strips, "draw_group_heading",
                        lambda surf, v, part, n, words, short, chips: (
                            headings.append((part.y, chips)),
                            heading(surf, v, part, n, words, short, chips)))
    monkeypatch.setattr(table_centre, "draw_tooltip",
                        lambda surf, view, text, *a, **k: tips.append(text))
    sc.layer.forget()  # the still picture painted again, through the hooks above
    app.draw()
    assert ("08b", DANGER) in drawn
    assert dict(drawn)["10d"] is None
    theirs = sc.strip(1).y
    assert ((theirs, [(t("gs_korean_godori") + " 2/3!", DANGER)]) in headings)
    mine = sc.strip(0).y
    assert (mine, [(t("gs_korean_hongdan") + " 2/3", PROGRESS)]) in headings
    card = dict(sc.table_cards())["08b"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=app.view.pt(*card.center),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    drive(app, 2)
    app.draw()
    assert t("gs_danger_card", name=ctl.name_of(1), set=t("gs_korean_godori")) in tips
