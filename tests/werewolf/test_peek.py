"""A party's peek at one's own role by day (issue 29), driven by posted events: "My role"
(its button or R), the person's name, the same press-and-hold hand-off as every
private screen, then that seat's own view (its card, its pack, its lover) until it
hides by itself or is hidden, and the village's view again. A werewolf's peek and a
villager's last the same and sound the same, and leave nothing public changed."""

from __future__ import annotations

import pygame
import pytest

from game.games.werewolf.actions import NOBODY, Bite, Brew, Couple, Inspect
from game.games.werewolf.controller import PEEK_SECONDS, WwController
from game.games.werewolf.table import WwTableScene
from game.ui.i18n import t
from game.ui.scenes.handoff import HandoffScene
from tests.table_events import drive, live, press, press_key
from tests.werewolf.rigged import dealt, lap
from tests.werewolf.village_driver import hold_to_reveal

W, V, S, H, R, C = "werewolf", "villager", "seer", "witch", "hunter", "cupid"
ROLES = [W, V, S, H, R, C, W, V, V]  # seat 0, a wolf, loves seat 1; seat 8 knows nothing
WOLF, LOVER, PLAIN = 0, 1, 8
FRAME = 1 / 60


def day_talk():
    """A 9-player game at its first day's talk: Cupid made seats 0 and 1 lovers, the
    Seer looked at seat 6, the wolves ate seat 7, the Captain is elected."""
    state = dealt("9p", ROLES)
    lap(state, seat5=Couple(5, WOLF, LOVER))
    lap(state, seat2=Inspect(2, 6), seat0=Bite(0, 7), seat6=Bite(6, 7))
    lap(state, seat3=Brew(3, False, NOBODY))
    lap(state)  # the Captain's election
    assert state.phase == "discussion" and not state.alive[7]
    return state


@pytest.fixture
def party(app, monkeypatch):
    """Nine people round one device, at the day's talk."""
    seats = [{"kind": "human", "level": "normal"} for _ in range(9)]
    ctl = WwController(app, seats, "9p", state=day_talk(), threads=False)
    app.push(WwTableScene(app, ctl))
    sounds: list[str] = []
    monkeypatch.setattr(app.sounds, "play", sounds.append)
    drive(app, 5)
    assert ctl.can_peek() and "role" not in ctl.shown()
    return ctl, sounds


def public_screen(app, ctl) -> dict:
    """What the shared screen shows the room (the talk clock aside: it runs)."""
    sc = app.top
    return {"view": ctl.shown(), "log": list(ctl.log), "narration": ctl.narration,
            "buttons": sorted(b.key for b in sc.buttons), "top": type(sc).__name__}


def peek(app, ctl, seat: int, sounds: list[str], hide: str = "") -> dict:
    """Peek at `seat`'s role by posted events: R, its name, the held hand-off; then
    wait until it hides (or hide it: `hide` "button" or "key" once shown); what was
    shown and heard, and how long it lasted (the table's own clock, in seconds)."""
    heard = len(sounds)
    press_key(app, pygame.K_r)
    assert ctl.peek_pick and ctl.peeking is None
    assert "role" not in ctl.shown()  # choosing who peeks shows nothing private
    press(app, f"peek_{seat}")
    assert isinstance(app.top, HandoffScene) and app.top.name == ctl.name_of(seat)
    assert ctl.peeking is None  # nothing shown before the hold
    hold_to_reveal(app)
    assert isinstance(app.top, WwTableScene) and ctl.peeking == seat
    shown = ctl.shown()
    lines = app.top.peek_lines(shown)
    app.draw()  # the peek's stage draws
    lasted = PEEK_SECONDS - ctl.peek_left  # the frame after the reveal
    if hide:
        live(app, 60)
        lasted += 60 * FRAME
        if hide == "button":
            press(app, "hide")
        else:
            press_key(app, pygame.K_SPACE)
        assert ctl.peeking is None
    else:
        for _ in range(int(PEEK_SECONDS * 60) + 120):
            if ctl.peeking is None:
                break
            live(app, 1)  # as the real loop: a still app would never end the peek
            lasted += FRAME
    assert ctl.peeking is None, "the peek never hid"
    return {"shown": shown, "lines": lines, "lasted": lasted, "heard": sounds[heard:]}


def test_a_peek_shows_that_seat_its_own_view_then_the_village_again(app, party):
    ctl, sounds = party
    before = public_screen(app, ctl)
    wolf = peek(app, ctl, WOLF, sounds)
    assert wolf["shown"] == ctl.state.observation(WOLF)  # its own observation, nothing else
    assert wolf["shown"]["role"] == W and wolf["shown"]["roles"][6] == W  # its pack
    name = ctl.name_of
    assert t("ww_pack", names=name(6)) in wolf["lines"]
    assert t("ww_partner", partner=name(LOVER)) in wolf["lines"]
    after = public_screen(app, ctl)
    assert after == before and "role" not in ctl.shown()

    lover = peek(app, ctl, LOVER, sounds)
    assert lover["shown"] == ctl.state.observation(LOVER)
    assert t("ww_partner", partner=name(WOLF)) in lover["lines"]
    assert not any(t("ww_pack", names=name(6)) in line for line in lover["lines"])
    assert lover["shown"]["roles"][6] is None and lover["shown"]["roles"][WOLF] is None

    plain = peek(app, ctl, PLAIN, sounds)
    assert plain["lines"] == [t("ww_role_villager_help")]  # a villager knows nothing more
    assert public_screen(app, ctl) == before


def test_a_wolf_and_a_villager_peek_for_the_same_time_with_the_same_sounds(app, party):
    ctl, sounds = party
    wolf = peek(app, ctl, WOLF, sounds)
    plain = peek(app, ctl, PLAIN, sounds)
    assert wolf["lasted"] == pytest.approx(PEEK_SECONDS, abs=2 * FRAME)
    assert plain["lasted"] == pytest.approx(wolf["lasted"], abs=FRAME / 2)
    assert wolf["heard"] == plain["heard"] == ["pass"]
    # Hidden by the person: as long as they kept it, whatever the role, and the same sound.
    wolf_hid = peek(app, ctl, WOLF, sounds, hide="button")
    plain_hid = peek(app, ctl, PLAIN, sounds, hide="key")
    assert wolf_hid["lasted"] == pytest.approx(plain_hid["lasted"], abs=FRAME / 2)
    assert wolf_hid["lasted"] < PEEK_SECONDS / 2
    assert wolf_hid["heard"] == plain_hid["heard"] == ["pass"]


def test_the_talk_stands_still_while_someone_peeks(app, party):
    ctl, sounds = party
    press(app, "peek_role")
    press(app, f"peek_{WOLF}")
    hold_to_reveal(app)
    clock = ctl.talk_left
    live(app, 120)
    assert ctl.peeking == WOLF and ctl.talk_left == clock
    press(app, "hide")
    live(app, 60)
    assert ctl.talk_left < clock  # the talk goes on once it is hidden


def test_only_the_living_people_may_peek_and_cancel_shows_nothing(app, monkeypatch):
    seats = [{"kind": "human" if s < 5 else "computer", "level": "normal"} for s in range(9)]
    state = day_talk()
    ctl = WwController(app, seats, "9p", state=state, threads=False)
    app.push(WwTableScene(app, ctl))
    drive(app, 5)
    press(app, "peek_role")
    offered = sorted(int(b.key[5:]) for b in app.top.buttons
                     if b.key.startswith("peek_") and b.key[5:].isdigit())
    assert offered == [s for s in range(5) if state.alive[s]]
    assert set(app.top.seat_options()) == set(offered)  # their seats lit on the circle
    press(app, "peek_cancel")
    assert not ctl.peek_pick and ctl.peeking is None and "role" not in ctl.shown()
    press_key(app, pygame.K_r)
    press_key(app, pygame.K_ESCAPE)  # Esc cancels the choice, not the menu
    assert not ctl.peek_pick and isinstance(app.top, WwTableScene)


def test_no_peek_for_one_person_among_computers_nor_at_night(app):
    seats = [{"kind": "human" if s == 0 else "computer", "level": "normal"}
             for s in range(9)]
    ctl = WwController(app, seats, "9p", state=day_talk(), threads=False)
    app.push(WwTableScene(app, ctl))
    drive(app, 5)
    assert not ctl.can_peek() and "peek_role" not in {b.key for b in app.top.buttons}
    party = [{"kind": "human", "level": "normal"} for _ in range(9)]
    night = WwController(app, party, "9p", state=dealt("9p", ROLES), threads=False)
    assert not night.can_peek()
