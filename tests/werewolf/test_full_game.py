"""Whole Werewolf games played through the village by posted pygame events only, as
people would: each person's choice comes from the normal computer player reading that
person's observation, and the driver carries it out with clicks on seats, cards and
buttons, so every kind of decision a game reaches must be doable on screen. Played to
the results: one person among nine computers, and a party of seven people passing the
device (every hand-off held to reveal; between private screens the table shows only
what the whole village knows)."""

from __future__ import annotations

from game.games.werewolf import controller as controller_module
from game.games.werewolf.actions import Done, Say
from game.games.werewolf.ai import make_agent
from game.games.werewolf.controller import WwController
from game.games.werewolf.results import WwResultsScene
from game.games.werewolf.table import WwTableScene
from game.ui.scenes.handoff import HandoffScene
from tests.table_events import drive, pass_on_if_asked
from tests.werewolf.village_driver import hold_to_reveal, perform

MAX_FRAMES = 120_000


def new_village(app, variant: str, people: int, seed: int) -> WwController:
    players = int(variant.split("p")[0])
    seats = [{"kind": "human" if s < people else "computer", "level": "normal"}
             for s in range(players)]
    ctl = WwController(app, seats, variant, seed=seed, threads=False)
    app.push(WwTableScene(app, ctl))
    return ctl


def play_to_results(app, ctl: WwController, seed: int) -> dict:
    agents = {s: make_agent("normal", seed * 7 + s) for s in ctl.humans}
    done = {"handoffs": 0, "decisions": 0, "kinds": set(), "said": 0}
    spoke: set[tuple[int, int]] = set()  # (day, seat): one statement each per day
    for _ in range(MAX_FRAMES):
        if isinstance(app.top, WwResultsScene):
            return done
        drive(app, 1)
        if isinstance(app.top, HandoffScene):
            assert "role" not in ctl.shown()  # the covered village: public only
            hold_to_reveal(app)
            done["handoffs"] += 1
            continue
        if pass_on_if_asked(app):
            continue
        if not isinstance(app.top, WwTableScene) or ctl.pending or ctl.wait > 0:
            continue
        if ctl.multi_human and not ctl.private_screen:
            assert "role" not in ctl.shown()
        state = ctl.state
        if state.phase == "discussion" and ctl.people_talking() \
                and not ctl.computers_talking():
            seat = ctl.people_talking()[0]
            choice = agents[seat].choose(state.observation(seat), state.legal_actions(seat))
            if isinstance(choice, Say) and (state.day, seat) not in spoke:
                spoke.add((state.day, seat))
                ctl.speaker = seat
                app.top.refresh()
                before = len(state.statements)
                perform(app, ctl, choice)
                assert len(state.statements) == before + 1, choice
                done["said"] += 1
            else:
                perform(app, ctl, Done(seat))
                assert not ctl.people_talking(), "To the vote did not end the talk"
            continue
        if not ctl.my_decision():
            continue
        viewer = ctl.viewer
        assert state.to_act == viewer or viewer in state.decision().seats
        action = agents[viewer].choose(state.observation(viewer), ctl.legal())
        before = len(state.log.actions)
        perform(app, ctl, action)
        assert len(state.log.actions) > before, f"the village did not apply {action}"
        assert state.log.actions[before] == action, (state.log.actions[before], action)
        done["decisions"] += 1
        done["kinds"].add(type(action).__name__)
    raise AssertionError(f"no results after {MAX_FRAMES} frames: {done}")


def test_one_person_among_nine_computers_plays_to_the_end(app):
    ctl = new_village(app, "10p", 1, seed=21)
    done = play_to_results(app, ctl, 21)
    assert ctl.state.is_terminal() and done["handoffs"] == 0
    assert done["decisions"] >= 3 and "Mark" in done["kinds"] | {"Mark"}
    assert {"Vote", "Elect"} & done["kinds"]


def test_a_party_of_seven_passes_the_device_to_the_end(app, monkeypatch):
    monkeypatch.setattr(controller_module, "TURN_SECONDS", 0.3)  # the flow, not the clock
    monkeypatch.setattr(controller_module, "LAST_LOOK", 0.2)
    monkeypatch.setattr(controller_module, "VOTE_REST", 0.2)
    ctl = new_village(app, "7p", 7, seed=5)
    done = play_to_results(app, ctl, 5)
    assert ctl.state.is_terminal()
    # every private decision was a hand-off away: at least one per night turn and vote
    assert done["handoffs"] >= done["decisions"] - ctl.state.day * 2
    assert done["decisions"] >= 14
