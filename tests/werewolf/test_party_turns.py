"""A party's private night turns tell nothing by time or sound (rules sheet §5: every
living player gets a private screen every night and the same amount of screen time).

Played as the real app runs: a still screen sleeps (`tests.table_events.live`), so a
turn that only a timer can end must keep the app awake. Every person's turn, whatever
the role, is acted on at once, late, after fiddling with every choice, or not at all;
each turn lasts the same to a frame or two, and makes the same sounds."""

from __future__ import annotations

import pygame
import pytest

from game.games.werewolf.ai import make_agent
from game.games.werewolf.controller import LAST_LOOK, TURN_SECONDS, WwController
from game.games.werewolf.model import WerewolfState
from game.games.werewolf.table import WwTableScene
from game.ui.scenes.handoff import HandoffScene
from tests.table_events import click, live, pass_on_if_asked, press
from tests.ui.conftest import draw_sparsely
from tests.werewolf.village_driver import click_seat, hold_to_reveal, perform

DECK = "9p-W2V3S1H1R1C1G1T1"  # every power at the table: the Thief's two cards aside
POWERS = {"thief", "cupid", "seer", "witch", "little_girl", "werewolf"}
WAYS = ("at_once", "late", "fiddle", "idle")
FRAME = 1 / 60


def party_seed() -> int:
    """A deal that gives every power to a seat (none of them laid aside)."""
    return next(s for s in range(1, 200)
                if POWERS <= {WerewolfState.new(s, DECK).role(i) for i in range(9)})


def fiddle(app, ctl) -> None:
    """Touch everything the turn offers before choosing: every lit seat, the Witch's
    healing twice, a wrong Confirm."""
    sc = app.top
    for seat in list(sc.seat_options())[:3]:
        if ctl.my_decision():
            click_seat(app, seat)
    if any(b.key == "heal" for b in sc.buttons):
        press(app, "heal")
        press(app, "heal")
    confirm = next((b for b in sc.buttons if b.key == "confirm"), None)
    if confirm is not None and ctl.my_decision():
        click(app, confirm.rect.center)


@pytest.fixture
def party(app, monkeypatch):
    seed = party_seed()
    seats = [{"kind": "human", "level": "normal"} for _ in range(9)]
    ctl = WwController(app, seats, DECK, seed=seed, threads=False)
    app.push(WwTableScene(app, ctl))
    sounds: list[str] = []
    monkeypatch.setattr(app.sounds, "play", sounds.append)
    return ctl, sounds


def watch_turns(ctl, sounds: list[str]) -> list[dict]:
    """Every private night turn as the table's own clock has it: its seat and role, its
    length from the reveal to the hide, and the sounds made meanwhile."""
    turns: list[dict] = []
    clock = [0.0]
    update = ctl.update

    def timed_update(dt: float) -> None:
        before = ctl.turn_left
        clock[0] += dt
        update(dt)
        after = ctl.turn_left
        if before is not None and (after is None or after > before):
            turns[-1]["length"] = clock[0] - turns[-1]["start"]
            turns[-1]["heard"] = sounds[turns[-1]["sounds"]:]
        if after is not None and (before is None or after > before):
            seat = ctl.viewer
            turns.append({"seat": seat, "role": ctl.state.role(seat), "start": clock[0],
                          "sounds": len(sounds)})

    ctl.update = timed_update
    return turns


def test_every_night_turn_lasts_the_same_and_sounds_the_same(app, party):
    ctl, sounds = party
    agents = {s: make_agent("normal", 40 + s) for s in range(9)}
    turns = watch_turns(ctl, sounds)
    ways: dict[int, str] = {}  # turn index -> how its person plays it
    draw_sparsely(app)
    for _ in range(200_000):
        if ctl.state.night > 2 or ctl.state.phase == "over":
            break
        if isinstance(app.top, HandoffScene):
            hold_to_reveal(app)
        pass_on_if_asked(app)
        now = len(turns) - 1
        if turns and "length" not in turns[-1] and now not in ways:
            ways[now] = WAYS[now % len(WAYS)]
            turns[-1]["way"] = ways[now]
            turns[-1]["acted"] = False
        turn = turns[-1] if turns and "length" not in turns[-1] else None
        if turn is not None and not turn["acted"] and ctl.my_decision() \
                and turn["way"] != "idle":
            if turn["way"] != "late" or ctl.turn_left < LAST_LOOK + 0.5:
                if turn["way"] == "fiddle":
                    fiddle(app, ctl)
                if ctl.my_decision():
                    seat = ctl.viewer
                    perform(app, ctl, agents[seat].choose(ctl.state.observation(seat),
                                                          ctl.legal()))
                turn["acted"] = True
        elif ctl.state.phase != "night" and ctl.my_decision():
            seat = ctl.viewer  # a vote or the election: on with the game
            perform(app, ctl, agents[seat].choose(ctl.state.observation(seat), ctl.legal()))
        elif ctl.state.phase == "discussion" and ctl.people_talking() and not ctl.pending:
            ctl.start_vote()
        live(app, 1)
    turns = [t for t in turns if "length" in t]
    assert ctl.state.night >= 2 or ctl.state.phase == "over"
    roles = {t["role"] for t in turns}
    assert POWERS - {"thief", "cupid"} <= roles, roles  # the thief may become another role
    assert {t["way"] for t in turns} == set(WAYS)
    lengths = sorted(round(t["length"], 3) for t in turns)
    assert lengths[-1] - lengths[0] <= 2 * FRAME, lengths
    assert lengths[0] == pytest.approx(TURN_SECONDS, abs=2 * FRAME)
    heard = {tuple(t["heard"]) for t in turns}
    assert len(heard) == 1, {(t["role"], t["way"]): t["heard"] for t in turns}
    # An untouched turn hides itself and the same person is handed the device again.
    idle = next(i for i, t in enumerate(turns) if t["way"] == "idle")
    assert turns[idle + 1]["seat"] == turns[idle]["seat"]
    assert all(t["acted"] for t in turns if t["way"] != "idle")


def test_a_turn_revealed_by_holding_space_is_not_confirmed_by_key_repeat(app, party):
    """Holding Space to reveal the Little Girl's turn, then holding it on (SDL repeats
    it): her Sleep, which Space presses, is not chosen."""
    ctl, _ = party
    girl = next(s for s in range(9) if ctl.state.role(s) == "little_girl")
    agents = {s: make_agent("normal", 40 + s) for s in range(9)}
    for _ in range(20_000):
        if isinstance(app.top, HandoffScene) and ctl.handoff_for == girl \
                and ctl.state.lap == "main":
            break
        if isinstance(app.top, HandoffScene):
            hold_to_reveal(app)
        elif pass_on_if_asked(app):
            continue
        elif ctl.my_decision():
            seat = ctl.viewer
            perform(app, ctl, agents[seat].choose(ctl.state.observation(seat), ctl.legal()))
        live(app, 1)
    app.top.age = 1.0
    space = {"key": pygame.K_SPACE, "mod": 0, "unicode": " ", "scancode": 0}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, **space))
    for _ in range(90):
        live(app, 1)
        if not isinstance(app.top, HandoffScene):
            break
    assert ctl.private_screen and ctl.viewer == girl
    live(app, 30, until=ctl.my_decision)
    assert any(b.key == "sleep" for b in app.top.buttons)
    before = list(ctl.state.log.actions)
    for _ in range(10):  # the key still held: SDL's repeats
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, **space))
        live(app, 3)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, **space))
    live(app, 2)
    assert ctl.state.log.actions == before, "a repeated key chose for her"
    press_space = [pygame.event.Event(pygame.KEYDOWN, **space),
                   pygame.event.Event(pygame.KEYUP, **space)]
    for event in press_space:  # a fresh press does
        pygame.event.post(event)
    live(app, 2)
    assert len(ctl.state.log.actions) == len(before) + 1
