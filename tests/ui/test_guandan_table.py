"""Guan Dan at the table through posted pygame events: playing and refusals, the hint,
choosing a wild card's reading, returning a tribute by clicks, save and resume,
pass-and-play hand-offs, and a match through a level change."""

from __future__ import annotations

import json

import pygame

from game.core.dealcode import encode
from game.games.guandan import controller as gd
from game.games.guandan import rules
from game.games.guandan.controller import GdController
from game.games.guandan.model import FACES, GdState, Pass, Play, faces
from game.games.guandan.results import GdResultsScene
from game.games.guandan.shots import _wild_play, tribute_table
from game.ui.table import TableScene
from tests.ui.conftest import click, draw_every_frame, draw_sparsely, drive, key
from tests.ui.helpers import (
    assert_save_private_and_damage_refused,
    card_point,
    pass_and_play_to_results,
)

HUMAN_AND_3 = [{"kind": "human", "level": "normal"}] + [
    {"kind": "computer", "level": "easy"} for _ in range(3)]


def code_where(test) -> str:
    seed = next(s for s in range(1, 5000) if test(GdState.new(s)))
    return encode(seed, 0)


def press(app, name: str) -> None:
    button = next(b for b in app.top.buttons if b.key == name)
    click(app, app.view.pt(*button.rect.center))
    drive(app, 2)


def until_my_turn(app, ctl, phase: str, frames: int = 8000) -> None:
    draw_sparsely(app)  # the computers' turns: no test here looks at them
    drive(app, frames, until=lambda: ctl.my_turn() and ctl.turn_shown
          and ctl.state.phase == phase)
    draw_every_frame(app)
    assert ctl.my_turn() and ctl.state.phase == phase, f"never the human's {phase} turn"
    drive(app, 3)


def we_lead(app):
    ctl = gd.start_game(app, HUMAN_AND_3, code_where(lambda s: s.to_act == 0), threads=False)
    until_my_turn(app, ctl, "play")
    return ctl


def test_hint_then_enter_plays_and_the_cards_land_in_front_of_us(app):
    app.settings.anim_speed = "instant"
    ctl = we_lead(app)
    key(app, pygame.K_h)
    drive(app, 2)
    chosen = app.top.selected_codes()
    assert chosen
    key(app, pygame.K_RETURN)
    drive(app, 30)
    assert ctl.state.history[0][0] == 0
    assert sorted(ctl.state.pack.codes(ctl.state.history[0][1])) == sorted(chosen)
    assert sorted(app.top.piles["played_0"]) == sorted(chosen)


def following(app, leader: int):
    """A rigged table: `leader` led its lowest single, everyone between passed, and now
    the human (seat 0) follows it."""
    seed = next(s for s in range(1, 5000) if GdState.new(s).to_act == leader
                and GdState.new(s).phase == "play")
    state = GdState.new(seed)
    single = min((a for a in state.legal_actions(leader)
                  if isinstance(a, Play) and len(a.cards) == 1),
                 key=lambda a: rules.parse_reading(a.reading, 1).power)
    state.apply(single)
    for seat in range(leader + 1, 4):
        state.apply(Pass(seat))
    ctl = GdController(app, HUMAN_AND_3, state=state, threads=False)
    app.push(TableScene(app, ctl, ctl.level))
    until_my_turn(app, ctl, "play")
    assert ctl.state.to_beat() is not None
    return ctl


def test_the_hint_passes_when_the_partner_is_winning_the_trick(app):
    app.settings.anim_speed = "instant"
    ctl = following(app, 2)  # the partner led, the opponent between passed
    assert any(isinstance(a, Play) for a in ctl.legal_actions(0))  # we could beat it
    for _ in range(3):  # pressed again, the hint still says pass
        key(app, pygame.K_h)
        drive(app, 2)
        assert app.top.selected_codes() == []
        assert app.top.effects.message == "Hint: pass — your partner is winning"
        assert next(b for b in app.top.buttons if b.key == "pass").hover  # the button lit
    done = len(ctl.state.history)
    key(app, pygame.K_p)
    drive(app, 5)
    assert list(ctl.state.history[done]) == [0, None]


def test_a_hinted_selection_goes_down_when_the_turn_passes(app):
    app.settings.anim_speed = "instant"
    ctl = following(app, 3)  # an opponent led: the hint proposes a play
    key(app, pygame.K_h)
    drive(app, 2)
    raised = app.top.selected_codes()
    assert raised and sorted(raised) == sorted(ctl.state.pack.codes(ctl.hint_shown))
    done = len(ctl.state.history)
    key(app, pygame.K_p)  # we pass instead
    drive(app, 3)
    assert list(ctl.state.history[done]) == [0, None]
    assert app.top.selected_codes() == []
    assert all(not app.top.sprites[c].selected for c in raised)
    # Cards the player picked by hand stay picked while it is still the turn.
    until_my_turn(app, ctl, "play")
    mine = ctl.obs()["hand"][0]
    click(app, card_point(app, mine))
    drive(app, 2)
    assert app.top.selected_codes() == [mine]


def test_a_refused_play_bounces_back_and_changes_nothing(app):
    app.settings.anim_speed = "instant"
    ctl = we_lead(app)
    hand = ctl.obs()["hand"]
    level = ctl.state.level
    plain = [c for c in hand if not rules.is_wild(FACES[ctl.state.pack.from_codes([c])[0]], level)
             and c[1] != "J"]
    two_ranks = [plain[0], next(c for c in plain if c[0] != plain[0][0])]
    before = json.dumps(ctl.state.snapshot())
    click(app, card_point(app, two_ranks[0]))
    click(app, card_point(app, two_ranks[1]))
    drive(app, 2)
    assert sorted(app.top.selected_codes()) == sorted(two_ranks)
    key(app, pygame.K_RETURN)
    drive(app, 3)
    assert json.dumps(ctl.state.snapshot()) == before
    assert app.top.effects.message_error and "not a Guan Dan combination" in app.top.effects.message
    assert all(app.top.sprites[c].zone == "hand" for c in two_ranks)  # back in the hand


def test_cards_that_read_two_ways_ask_which_and_play_the_one_clicked(app):
    app.settings.anim_speed = "instant"
    seed = next(s for s in range(1, 5000) if _wild_play(GdState.new(s), 0))
    ctl = gd.start_game(app, HUMAN_AND_3, encode(seed, 0), threads=False)
    until_my_turn(app, ctl, "play")
    play = _wild_play(ctl.state, 0)
    codes = ctl.state.pack.codes(play.cards)
    readings = rules.readings(faces(play.cards), ctl.state.level)
    app.top.set_selected(codes)
    key(app, pygame.K_RETURN)
    drive(app, 3)
    assert not ctl.state.history, "nothing is played before the reading is chosen"
    assert [b.key for b in app.top.buttons][:len(readings)] == [
        f"reading{i}" for i in range(len(readings))]
    labels = [b.label for b in app.top.buttons]
    assert labels[:len(readings)] == [gd.reading_label(c, ctl.state.level) for c in readings]
    press(app, "reading1")
    drive(app, 10)
    assert ctl.state.history[0][0] == 0
    assert sorted(ctl.state.history[0][1]) == sorted(play.cards)
    assert ctl.state.actions[0].reading == readings[1].reading


def test_a_tribute_arrives_and_we_give_a_card_back_by_clicks(app):
    app.settings.anim_speed = "instant"
    ctl = tribute_table(app)
    until_my_turn(app, ctl, "return")
    obs = ctl.obs()
    mine = next(r for r in obs["tributes"] if r["to"] == 0)
    assert mine["card"] in obs["hand"] and mine["card"] in app.top.hand
    assert all(r["card"] is None for r in ctl.state.observation(2)["tributes"] if r["to"] == 0)
    assert [b.key for b in app.top.buttons] == ["hint", "return"]
    # Two cards selected: refused with a message, nothing changes.
    low = [c for c in obs["hand"] if c[0] in "23456789T" and c[1] != "H"][:2]
    # Dragged to the table, one card to give back is a legal action; two are not.
    [zone] = ctl.drop_zones()
    assert zone.accepts([low[0]]) and not zone.accepts(low)
    click(app, card_point(app, low[0]))
    click(app, card_point(app, low[1]))
    before = json.dumps(ctl.state.snapshot())
    press(app, "return")
    assert json.dumps(ctl.state.snapshot()) == before and "one card" in app.top.effects.message
    click(app, card_point(app, low[1]))  # unselect one
    drive(app, 2)
    assert app.top.selected_codes() == [low[0]]
    press(app, "return")
    drive(app, 5)
    record = next(r for r in ctl.state.tributes if r["to"] == 0)
    assert ctl.state.pack.code(record["returned"]) == low[0]
    assert record["returned"] in ctl.state.hands[record["from"]]
    assert low[0] not in ctl.obs()["hand"]


def test_save_holds_no_hand_resumes_the_same_and_a_bad_save_is_refused(app, home):
    app.settings.anim_speed = "instant"
    ctl = we_lead(app)
    key(app, pygame.K_h)
    key(app, pygame.K_RETURN)
    drive(app, 40)
    data = gd.GAME.load_save()
    app.pop()
    again = gd.GAME.resume(app, data, threads=False)
    assert again.state.snapshot() == ctl.state.snapshot()
    assert again.match.setup == ctl.match.setup
    assert_save_private_and_damage_refused(gd.GAME, again)


def test_pass_and_play_partners_hand_the_device_over_and_finish_the_hand(app):
    app.settings.anim_speed = "instant"
    seats = [dict(s) for s in HUMAN_AND_3]
    seats[2] = {"kind": "human", "level": "normal"}
    ctl = gd.start_game(app, seats, threads=False)

    def take_turn(app, ctl) -> None:
        before = ctl.state.to_json()
        key(app, pygame.K_h)
        drive(app, 2)
        if ctl.state.to_beat() is not None and ctl.state.to_beat()[0].is_bomb:
            key(app, pygame.K_p)  # keep the test's hands short of bomb wars
        else:
            key(app, pygame.K_RETURN if app.top.selected_codes() else pygame.K_p)
        drive(app, 3)
        if ctl.state.to_json() == before:  # a reading to choose: take the first
            press(app, "reading0")

    handoffs, decisions = pass_and_play_to_results(app, ctl, GdResultsScene, take_turn)
    assert handoffs >= 3 and decisions >= 4
    assert sum(ctl.state.returns()) == 0 and ctl.match.totals == ctl.state.returns()


def play_to_results(app, ctl) -> None:
    for _ in range(100000):
        if isinstance(app.top, GdResultsScene):
            return
        drive(app, 1)
        if ctl.my_turn() and not app.top.busy:
            if ctl.state.phase == "play":
                ctl.hint()
                ctl.play_selected() if app.top.selected_codes() else ctl.pass_turn()
                if ctl.my_turn() and app.top.buttons and app.top.buttons[0].key == "reading0":
                    press(app, "reading0")
            else:
                ctl.try_apply(ctl.state.legal_actions(0)[0])
    raise AssertionError("the hand never reached the results")


def test_a_match_against_three_computers_changes_level_and_pays_tribute(app):
    app.settings.anim_speed = "instant"
    ctl = gd.start_game(app, HUMAN_AND_3, threads=False)
    draw_sparsely(app)
    play_to_results(app, ctl)
    first = ctl.state.result
    winners = first["winners"]
    assert first["levels"][winners] == 2 + first["gain"] > 2  # the winners went up
    assert ctl.match.setup.levels == tuple(first["levels"])
    drive(app, 40)  # past the sheet's first moment, when it takes no press
    press(app, "next")
    second = ctl.state
    assert second.level == first["levels"][winners] and second.setup.playing_team == winners
    assert second.tributes or second.resisted_by  # tribute was paid, or refused
    drive(app, 5)
    assert app.top.board[1][0][1] == rules.rank_text(first["levels"][0])  # our team's row
    play_to_results(app, ctl)
    assert ctl.match.hands_played == 2
    assert ctl.match.setup.previous == tuple(ctl.state.result["places"])
