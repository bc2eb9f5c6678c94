"""The village's own behaviour, driven by posted pygame events: a party's night turn
stays its whole time after the choice, an untouched one hides itself and comes back, the
statement bar puts statements on the record, the Witch's, the Thief's and Cupid's
turns by clicks, refusals in words, buttons that never overlap, a still screen."""

from __future__ import annotations

import pygame
import pytest

from game.games.werewolf import controller as controller_module
from game.games.werewolf.actions import Brew, Couple, Mark, Take
from game.games.werewolf.ai import make_agent
from game.games.werewolf.controller import WwController
from game.games.werewolf.table import WwTableScene
from game.ui.scenes.handoff import HandoffScene
from tests.table_events import drive, live, pass_on_if_asked, press
from tests.werewolf.rigged import dealt
from tests.werewolf.village_driver import click_seat, hold_to_reveal, perform

W, V, S, H, R, C, T = "werewolf", "villager", "seer", "witch", "hunter", "cupid", "thief"


def village(app, variant: str, people: int, state=None, seed: int = 3) -> WwController:
    players = int(variant.split("p")[0])
    seats = [{"kind": "human" if s < people else "computer", "level": "normal"}
             for s in range(players)]
    ctl = WwController(app, seats, variant, state=state, seed=seed, threads=False)
    ctl.fresh = True
    app.push(WwTableScene(app, ctl))
    return ctl


def advance(app, ctl, until, frames: int = 20_000) -> None:
    """Drive the village, every person acting as the normal player would (hand-offs
    held), until `until()`."""
    agents = {s: make_agent("normal", 40 + s) for s in ctl.humans}
    for _ in range(frames):
        if until():
            return
        drive(app, 1)
        if isinstance(app.top, HandoffScene):
            if until():
                return
            hold_to_reveal(app)
        elif pass_on_if_asked(app):
            continue
        elif ctl.state.phase == "discussion" and ctl.people_talking() \
                and not ctl.computers_talking() and not ctl.pending and ctl.wait <= 0:
            if until():
                return
            ctl.start_vote()
        elif ctl.my_decision() and isinstance(app.top, WwTableScene):
            if until():
                return
            v = ctl.viewer
            perform(app, ctl, agents[v].choose(ctl.state.observation(v), ctl.legal()))
    raise AssertionError("the village never got there")


def overlapping(buttons) -> list:
    shown = [b for b in buttons if getattr(b, "visible", True)]
    return [(a.key, b.key) for i, a in enumerate(shown) for b in shown[i + 1:]
            if pygame.Rect(a.rect).colliderect(b.rect)]


def test_a_party_night_turn_stays_its_whole_time_after_the_choice(app):
    ctl = village(app, "7p", 7)
    drive(app, 600, until=lambda: isinstance(app.top, HandoffScene))  # the night's words
    hold_to_reveal(app)
    seat = ctl.viewer
    assert ctl.private_screen and ctl.shown()["role"] == ctl.state.role(seat)
    live(app, 400, until=ctl.my_decision)  # the night's words first, then the choice
    perform(app, ctl, ctl.legal()[0])
    assert not ctl.my_decision() and ctl.chose()
    live(app, round(ctl.turn_left * 60) - 20)
    assert ctl.private_screen and not isinstance(app.top, HandoffScene)  # still its time
    live(app, 40)
    assert not ctl.private_screen and "role" not in ctl.shown()
    assert isinstance(app.top, HandoffScene) and ctl.handoff_for != seat


def test_an_untouched_night_turn_hides_at_its_time_and_comes_back(app):
    ctl = village(app, "7p", 7)
    drive(app, 600, until=lambda: isinstance(app.top, HandoffScene))
    hold_to_reveal(app)
    seat = ctl.viewer
    live(app, 400, until=ctl.my_decision)  # the night's words first, then the turn
    live(app, round(controller_module.TURN_SECONDS * 60) + 30)
    assert isinstance(app.top, HandoffScene) and ctl.handoff_for == seat
    assert "role" not in ctl.shown()
    hold_to_reveal(app)
    live(app, 60, until=ctl.my_decision)
    assert ctl.private_screen and ctl.viewer == seat and ctl.my_decision()


def test_the_statement_bar_puts_statements_on_the_record(app):
    ctl = village(app, "8p", 1, seed=11)
    advance(app, ctl, lambda: ctl.state.phase == "discussion" and ctl.people_talking()
            and not ctl.computers_talking() and not ctl.pending and ctl.wait <= 0)
    target = next(s for s in ctl.state.living() if s != 0)
    press(app, "st_wolf")
    click_seat(app, target)
    press(app, "st_claim")
    assert not overlapping(app.top.buttons)
    press(app, "claim_seer")
    today = [s for s in ctl.state.statements if s[0] == ctl.state.day and s[1] == 0]
    assert today == [(ctl.state.day, 0, "wolf", target, ""), (ctl.state.day, 0, "claim", 0,
                                                              "seer")]
    drive(app, 120)
    assert any("I am the Seer" in line for _, line in ctl.log)  # the story says it


def test_a_party_bar_has_room_for_everything(app):
    ctl = village(app, "12p-W3V5S1H1R1C1G1T1", 12)
    ctl.state.phase = "discussion"
    ctl.state.order = tuple(range(12))
    ctl.state.choices = {}
    scene = ctl.scene
    scene.refresh()
    scene.choose_statement("claim")
    buttons = scene.buttons
    assert {"speaker", "st_accuse", "start_vote", "pause", "claim_seer"} <= {b.key for b in buttons}
    assert not overlapping(buttons)
    assert all(pygame.Rect(0, 0, 1280, 720).contains(b.rect) for b in buttons)


def test_the_witch_heals_by_button_and_poisons_by_clicking_a_seat(app):
    state = dealt("8p", [H, W, W, S, R, V, V, V])
    ctl = village(app, "8p", 1, state=state)
    advance(app, ctl, lambda: ctl.state.lap == "late" and ctl.my_decision())
    victim = ctl.state.victim
    poisoned = next(s for s in (1, 2) if s != victim)
    press(app, "heal")
    click_seat(app, poisoned)
    press(app, "confirm")
    assert Brew(0, True, poisoned) in ctl.state.log.actions
    advance(app, ctl, lambda: ctl.state.phase != "night")  # the lap is carried out
    assert not ctl.state.heal_left and not ctl.state.poison_left


def test_the_thief_clicks_a_card_laid_aside(app):
    state = dealt("8p-W2V4S1H1R1T1", [T, S, H, R, V, V, W, W], extras=(V, V))
    ctl = village(app, "8p-W2V4S1H1R1T1", 1, state=state)
    advance(app, ctl, lambda: ctl.my_decision())
    card, rect = app.top.extra_cards()[0]
    perform(app, ctl, Take(0, card))
    assert Take(0, card) in ctl.state.log.actions
    advance(app, ctl, lambda: ctl.state.lap != "first")
    assert ctl.state.role(0) == V


def test_cupid_clicks_two_lovers_then_confirms(app):
    state = dealt("9p", [C, W, W, S, H, R, V, V, V])
    ctl = village(app, "9p", 1, state=state)
    advance(app, ctl, lambda: ctl.my_decision())
    click_seat(app, 0)
    press(app, "confirm")  # one lover is not enough: refused in words
    assert app.top.message and ctl.state.lovers is None
    click_seat(app, 5)
    press(app, "confirm")
    assert Couple(0, 0, 5) in ctl.state.log.actions
    advance(app, ctl, lambda: ctl.state.lap != "first")
    assert ctl.state.lovers == (0, 5)


def test_a_refused_move_is_said_in_words_and_changes_nothing(app):
    ctl = village(app, "8p", 1, seed=11)
    advance(app, ctl, lambda: ctl.my_decision() and ctl.state.phase == "night")
    before = ctl.state.to_json()
    assert not ctl.try_apply(Mark(0, 0))
    assert app.top.message and ctl.state.to_json() == before


def test_a_still_village_waiting_for_its_person_costs_nothing(app):
    ctl = village(app, "8p", 1, seed=11)
    advance(app, ctl, lambda: ctl.my_decision() and ctl.state.phase == "night"
            and not ctl.pending and ctl.wait <= 0)
    drive(app, 200)  # the last bubbles and animations end
    assert not app.top.animating()


def test_the_game_master_narrates_and_plays_music_by_night(app):
    ctl = village(app, "8p", 1, seed=11)
    said = []
    ctl.voice.say = lambda text, language: said.append(text)
    nights = []
    ctl.voice.set_night = lambda night: nights.append(night)
    advance(app, ctl, lambda: ctl.state.day >= 1 and ctl.state.phase in ("election",
                                                                          "discussion"))
    drive(app, 200)
    assert said[0].startswith("Night 1 falls")
    assert any(line.startswith("Day 1. The village wakes") for line in said)
    assert ctl.narration in said and ctl.morning.startswith("Day 1.")
    assert True in nights and nights[-1] is False  # music by night, none by day


def test_the_first_click_of_night_one_counts(app):
    """The night's words are said on the village's screen before the first hand-off, so
    the first person's turn takes a click at once (it was swallowed while they played)."""
    ctl = village(app, "7p", 7)
    for _ in range(600):
        drive(app, 1)
        if isinstance(app.top, HandoffScene):
            break
    hold_to_reveal(app)
    drive(app, 2)
    assert ctl.my_decision(), "the turn shown is not yet open to a click"
    option = next(s for s in app.top.seat_options())
    before = len(ctl.state.log.actions)
    click_seat(app, option)
    assert len(ctl.state.log.actions) == before + 1


def test_a_vote_s_arrows_and_the_dead_s_card_stay_up_their_time_and_then_go(app):
    """The kit plays the declared effects: a ballot's arrows stay BALLOT_TIME and the
    dead's card REVEAL_TIME (in table seconds), longer than the table holds the event,
    and then nothing is left playing."""
    from game.games.werewolf.events import BALLOT_TIME, REVEAL_TIME

    village(app, "8p", people=0)
    sc = app.top
    seen: dict[str, list[float]] = {"ballot": [], "reveal": []}
    for _ in range(20_000):
        drive(app, 1)
        for name in seen:
            for playing in sc.motion.effects_of(name):
                seen[name].append(playing.t)
        if seen["ballot"] and seen["reveal"] and not sc.motion.active():
            break
    assert seen["ballot"] and seen["reveal"], "no vote or no death in the game"
    assert max(seen["ballot"]) == pytest.approx(BALLOT_TIME, abs=0.2)
    assert max(seen["reveal"]) == pytest.approx(REVEAL_TIME, abs=0.2)
    assert not sc.motion.active()
