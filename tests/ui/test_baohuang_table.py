"""Bao Huang at the table through posted pygame events: the emperor's buttons, the
declarations, playing and refusals, the hint, guess markers, save and resume,
pass-and-play hand-offs, and whole hands to the results sheet."""

from __future__ import annotations

import json

import pygame

from game.core.dealcode import encode
from game.games.baohuang import controller as bh
from game.games.baohuang.model import BhState, Play
from game.games.baohuang.results import BhResultsScene
from game.games.baohuang.ruleset import VARIANTS
from tests.ui.conftest import click, draw_every_frame, draw_sparsely, drive, key
from tests.ui.helpers import (
    assert_save_private_and_damage_refused,
    card_point,
    pass_and_play_to_results,
)

HUMAN_AND_4 = [{"kind": "human", "level": "normal"}] + [
    {"kind": "computer", "level": "easy"} for _ in range(4)]


def code_where(test, variant: str = "ls") -> str:
    seed = next(s for s in range(1, 5000) if test(BhState.new(s, variant)))
    return encode(seed, VARIANTS.index(variant))


def press(app, name: str) -> None:
    button = next(b for b in app.top.buttons if b.key == name)
    click(app, app.view.pt(*button.rect.center))
    drive(app, 2)


def button_labels(app) -> list[str]:
    return [b.label for b in app.top.buttons]


def until_my_turn(app, ctl, phase: str, frames: int = 8000) -> None:
    draw_sparsely(app)  # the computers' turns: no test here looks at them
    drive(app, frames, until=lambda: ctl.my_turn() and ctl.state.phase == phase)
    draw_every_frame(app)
    assert ctl.my_turn() and ctl.state.phase == phase, f"never the human's {phase} turn"
    drive(app, 3)


def test_the_emperor_card_holder_ascends_with_the_button(app):
    app.settings.anim_speed = "instant"
    ctl = bh.start_game(app, HUMAN_AND_4, code_where(lambda s: s.holder == 0), threads=False)
    until_my_turn(app, ctl, "emperor")
    assert "Ascend" in button_labels(app) and "Abdicate" in button_labels(app)
    assert app.top.piles.get("played_0") == ["RJ"]  # the emperor card lies before us
    press(app, next(b.key for b in app.top.buttons if b.label == "Ascend"))
    assert ctl.state.emperor == 0 and "RJ" in ctl.obs()["hand"]


def test_abdicating_passes_the_card_to_the_previous_player(app):
    app.settings.anim_speed = "instant"
    ctl = bh.start_game(app, HUMAN_AND_4, code_where(lambda s: s.holder == 0), threads=False)
    until_my_turn(app, ctl, "emperor")
    press(app, next(b.key for b in app.top.buttons if b.label == "Abdicate"))
    assert ctl.state.declines == 1 and ctl.state.holder == 4
    drive(app, 60, until=lambda: app.top.piles.get("played_4"))
    assert app.top.piles.get("played_4") == ["RJ"]  # seat 4 sits on our left, pos 4
    assert not app.top.piles.get("played_0")


def test_the_guard_is_offered_open_guard_and_a_commoner_rebellion(app):
    app.settings.anim_speed = "instant"
    guard_code = code_where(lambda s: s.holder not in (0,) and 0 == next(
        seat for seat in range(5) if s.pack.from_codes(["BJ"])[0] in s.hands[seat]))
    ctl = bh.start_game(app, HUMAN_AND_4, guard_code, threads=False)
    drive(app, 8000, until=lambda: ctl.state.phase != "emperor" or ctl.my_turn())
    if ctl.state.phase == "emperor":  # the card came round to us: ascend, then nobody guards
        press(app, "d0")
        return
    until_my_turn(app, ctl, "declare")
    labels = button_labels(app)
    if ctl.state.guard == 0:
        assert labels == ["Stay quiet", "Open guard"]
        press(app, "d1")
        assert ctl.state.open_guard and ctl.obs()["roles"][0] == "guard"
    else:
        assert labels == ["Stay quiet", "Rebel"]


def test_a_refused_play_bounces_back_and_changes_nothing(app):
    app.settings.anim_speed = "instant"
    ctl = bh.start_game(app, HUMAN_AND_4, code_where(lambda s: s.holder == 0), threads=False)
    until_my_turn(app, ctl, "emperor")
    press(app, "d0")  # ascend: the emperor leads
    until_my_turn(app, ctl, "play")
    hand = ctl.obs()["hand"]
    two_ranks = [hand[0], next(c for c in hand if c[0] != hand[0][0] and c[0] not in "BR2")]
    if hand[0][0] in "BR":  # a joker may join any rank: pick two plain ranks instead
        plain = [c for c in hand if c[0] not in "BR2"]
        two_ranks = [plain[0], next(c for c in plain if c[0] != plain[0][0])]
    before = json.dumps(ctl.state.snapshot())
    app.top.set_selected(two_ranks)
    key(app, pygame.K_RETURN)
    drive(app, 3)
    assert json.dumps(ctl.state.snapshot()) == before
    assert app.top.effects.message_error and "one rank" in app.top.effects.message


def test_hint_then_drag_plays_and_the_cards_land_in_front_of_us(app):
    app.settings.anim_speed = "instant"
    ctl = bh.start_game(app, HUMAN_AND_4, code_where(lambda s: s.holder == 0), threads=False)
    until_my_turn(app, ctl, "emperor")
    press(app, "d0")
    until_my_turn(app, ctl, "play")
    key(app, pygame.K_h)
    drive(app, 2)
    chosen = app.top.selected_codes()
    assert chosen
    start = card_point(app, chosen[0])
    table = app.view.pt(*app.top.anchors["table"].center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    drive(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table, rel=(0, 0),
                                         buttons=(1, 0, 0)))
    drive(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table, button=1))
    drive(app, 30)
    assert ctl.state.history[0][0] == 0
    assert sorted(ctl.state.pack.codes(ctl.state.history[0][1])) == sorted(chosen)


def test_guess_markers_cycle_are_private_and_survive_a_resume(app):
    app.settings.anim_speed = "instant"
    no_guard_card = code_where(lambda s: s.pack.from_codes(["BJ"])[0] not in s.hands[0])
    ctl = bh.start_game(app, HUMAN_AND_4, no_guard_card, threads=False)
    drive(app, 8000, until=lambda: ctl.state.emperor is not None or ctl.my_turn())
    drive(app, 3)
    if ctl.state.phase == "emperor":
        press(app, "d0")  # we hold the emperor card: ascend; the guard is hidden from us
    drive(app, 8000, until=lambda: ctl.state.emperor is not None and not ctl.pending)
    drive(app, 5)
    unknown = [p for p in range(1, 5) if app.top.infos[p].can_guess]
    assert unknown, "some seat's role is unknown to us"
    pos = unknown[0]
    rect = app.top.chip_rect(pos)
    click(app, app.view.pt(*rect.center))
    drive(app, 2)
    seat = (ctl.viewer + pos) % 5
    assert ctl.guesses[0][seat] == "guard" and app.top.infos[pos].guess == "guard"
    assert app.top.selected_codes() == []
    # Nothing about guesses reaches the model; the save keeps them for this human.
    data = bh.GAME.load_save()
    assert data["guesses"] == {"0": {str(seat): "guard"}}
    app.pop()
    again = bh.GAME.resume(app, data, threads=False)
    assert again.state.snapshot() == ctl.state.snapshot()
    drive(app, 5)
    assert again.guesses == {0: {seat: "guard"}} and app.top.infos[pos].guess == "guard"


def test_save_file_holds_no_hand_and_a_bad_save_is_refused(app, home):
    app.settings.anim_speed = "instant"
    ctl = bh.start_game(app, HUMAN_AND_4, threads=False)
    drive(app, 400)
    assert_save_private_and_damage_refused(bh.GAME, ctl)


def test_pass_and_play_hands_the_device_over_and_plays_a_hand_to_results(app):
    app.settings.anim_speed = "instant"
    seats = [dict(s) for s in HUMAN_AND_4]
    seats[2] = {"kind": "human", "level": "normal"}
    ctl = bh.start_game(app, seats, threads=False)

    def take_turn(app, ctl) -> None:
        if ctl.state.phase == "play":
            key(app, pygame.K_h)
            drive(app, 2)
            key(app, pygame.K_RETURN if app.top.selected_codes() else pygame.K_p)
        else:
            press(app, "d0")
        drive(app, 3)

    handoffs, decisions = pass_and_play_to_results(app, ctl, BhResultsScene, take_turn)
    assert handoffs >= 3 and decisions >= 4
    assert sum(ctl.state.returns()) == 0 and ctl.match.totals == ctl.state.returns()


def test_match_against_four_computers_runs_to_the_match_result(app):
    app.settings.anim_speed = "instant"
    ctl = bh.start_game(app, HUMAN_AND_4, threads=False)
    ctl.match.hands_target = 2  # a short match keeps the suite quick; the rules are the same
    draw_sparsely(app)
    for hand in range(2):
        for _ in range(80000):
            if isinstance(app.top, BhResultsScene):
                break
            drive(app, 1)
            if ctl.my_turn() and not app.top.busy:
                if ctl.state.phase == "play":
                    ctl.hint()
                    ctl.play_selected() if app.top.selected_codes() else ctl.pass_turn()
                else:
                    ctl.try_apply(ctl.state.legal_actions(0)[0])
        assert isinstance(app.top, BhResultsScene)
        assert ctl.match.hands_played == hand + 1
        if hand == 0:
            previous_emperor = ctl.state.emperor
            drive(app, 40)  # past the sheet's first moment, when it takes no press
            press(app, "next")
            assert ctl.state.first == previous_emperor  # the next deal starts with him
    assert ctl.match.is_over() and app.top.ctl.match.is_over()
    assert isinstance(ctl.state.actions[-1], Play) or ctl.state.is_terminal()
