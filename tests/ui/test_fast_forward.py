"""Fast forward through posted events: once the person at the table has gone out, the
table offers it (a button and F); pressed, the rest of the hand plays at top speed and
the results come in far fewer frames. The setting turns it off or makes it automatic.
The finished hand lands in the statistics."""

from __future__ import annotations

import pygame

from game.games.climbing.controller import cards_put_down
from game.games.guandan import controller as gd
from game.games.guandan.ai import make_agent
from game.games.guandan.levels import HandSetup
from game.games.guandan.match import GdMatch
from game.games.guandan.model import GdState
from game.games.guandan.results import GdResultsScene
from game.ui import stats
from game.ui.i18n import t
from game.ui.scenes.stats import StatsScene
from tests.ui.conftest import click, draw_sparsely, drive, key

SEATS = [{"kind": "human", "level": "normal"}] + [
    {"kind": "computer", "level": "easy"} for _ in range(3)]


def before_going_out(seed: int = 1) -> GdState:
    """A Guan Dan hand played by computers up to where seat 0 can put down its last
    cards in one play while the others still hold theirs."""
    state = GdState.new(seed, "std", HandSetup())
    agents = [make_agent("normal", seed * 7 + i) for i in range(4)]
    while not state.is_terminal():
        seat = state.to_act
        legal = state.legal_actions(seat)
        if seat == 0 and state.phase == "play" and any(
                sorted(cards_put_down(a)) == sorted(state.hands[0]) for a in legal):
            return state
        state.apply(agents[seat].choose(state.observation(seat), legal))
    raise AssertionError("seat 0 never could go out with one play")


def table_before_going_out(app) -> gd.GdController:
    state = before_going_out()
    match = GdMatch(4, 1, hand_seeds=[1])
    data = {"seats": SEATS, "match": match.to_json(), "state": state.to_json(),
            "recorded": False}
    ctl = gd.GAME.resume(app, data, threads=False)
    drive(app, 200, until=ctl.my_turn)
    assert ctl.my_turn()
    return ctl


def go_out(app, ctl) -> None:
    """The person selects the whole hand and presses Enter."""
    ctl.scene.set_selected(list(ctl.scene.hand))
    drive(app, 10)
    key(app, pygame.K_RETURN)
    drive(app, 2)
    assert not ctl.state.hands[0], "the person did not go out"


def frames_to_results(app, ctl, limit: int = 20000) -> int:
    draw_sparsely(app)
    return drive(app, limit, until=lambda: isinstance(app.top, GdResultsScene))


def test_fast_forward_appears_once_the_person_is_out_and_is_much_faster(app):
    ctl = table_before_going_out(app)
    assert not ctl.scene.fast_forward.shown  # the person still holds cards
    go_out(app, ctl)
    drive(app, 60, until=lambda: ctl.scene.fast_forward.shown)
    assert ctl.scene.fast_forward.shown
    app.draw()
    # The same hand, played on at the chosen speed, for comparison.
    slow = frames_to_results(app, ctl)
    assert isinstance(app.top, GdResultsScene)

    app.pop()
    app.pop()
    ctl = table_before_going_out(app)
    go_out(app, ctl)
    drive(app, 60, until=lambda: ctl.scene.fast_forward.shown)
    button = ctl.scene.fast_forward.button
    click(app, app.view.pt(*button.rect.center))
    drive(app, 1)
    assert ctl.fast_forwarding and ctl.session.fast
    assert not ctl.scene.fast_forward.shown  # pressed: the button goes
    fast = frames_to_results(app, ctl)
    assert isinstance(app.top, GdResultsScene)
    assert fast * 4 < slow, (fast, slow)


def test_the_f_key_fast_forwards_and_a_new_hand_is_played_at_speed_again(app):
    ctl = table_before_going_out(app)
    go_out(app, ctl)
    drive(app, 60, until=lambda: ctl.scene.fast_forward.shown)
    assert ("F", "keys_fast_forward") in ctl.scene.keys_help()  # the F1 list names it
    key(app, pygame.K_f)
    drive(app, 1)
    assert ctl.fast_forwarding
    frames_to_results(app, ctl)
    ctl.next_hand()
    assert not ctl.fast_forwarding and not ctl.session.fast


def test_setting_off_never_offers_and_automatic_needs_no_press(app):
    app.settings.fast_forward = "off"
    ctl = table_before_going_out(app)
    go_out(app, ctl)
    drive(app, 60)
    assert not ctl.scene.fast_forward.shown and not ctl.fast_forwarding
    key(app, pygame.K_f)
    drive(app, 1)
    assert not ctl.fast_forwarding

    app.pop()
    app.settings.fast_forward = "auto"
    ctl = table_before_going_out(app)
    assert not ctl.fast_forwarding
    go_out(app, ctl)
    drive(app, 10)
    assert ctl.fast_forwarding and not ctl.scene.fast_forward.shown


def test_a_finished_hand_is_in_the_statistics(app):
    ctl = table_before_going_out(app)
    go_out(app, ctl)
    key(app, pygame.K_f)
    frames_to_results(app, ctl)
    result = ctl.state.result
    games, problem = stats.load()
    assert problem is None
    g = games["guandan"]
    won = result["winners"] == 0
    assert (g.hands, g.won) == (1, int(won))
    assert g.best == result["deltas"][0]
    place = result["places"].index(0) + 1
    assert g.roles == {"role_gd_team_0": [1, int(won)], f"gd_place_{place}": [1, int(won)]}
    # And the stats page shows it.
    page = StatsScene(app, app.games["guandan"])
    app.push(page)
    drive(app, 1)
    assert dict(page.summary())[t("stats_hands")] == "1"
    app.draw()
