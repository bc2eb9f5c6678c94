"""Starting a kit table the way a person does (the title, the set-up page, Start) and
running it until a person has something to do, for every kit game's table tests."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.ui.kit import table as kit_table
from game.ui.scenes.handoff import HandoffScene
from tests.conformance.test_pass_and_play import choose, open_setup, press_widget
from tests.saboteur.table_driver import pass_handoff
from tests.table_events import drive, tap


def start(app, monkeypatch, game, scene_class, seed: int, players: int, people: int = 1,
          **options: str):
    """The game's table, opened from the title and its set-up page by clicks, with the
    seat draw seeded; the animations instant."""
    monkeypatch.setattr(kit_table, "random", random.Random(seed))
    app.settings.anim_speed = "instant"
    open_setup(app, game)
    choose(app, "players", str(players))
    choose(app, "people", str(people))
    for name, value in options.items():
        choose(app, f"opt_{name}", value)
    press_widget(app, "start")
    table = app.scenes[1]
    assert isinstance(table, scene_class)
    assert table.ctl.players == players and len(table.ctl.humans) == people
    return table


def wait_for_person(app, table, limit: int = 40000,
                    also: Callable[[], bool] | None = None) -> bool:
    """Run the table (hand-offs taken, the device passed on when asked) until the person
    holding it has a decision (or `also()` says the table waits for people some other
    way): True; False once the results are up."""
    ctl = table.ctl
    for _ in range(limit):
        if ctl.results_pushed:
            return False
        if isinstance(app.top, HandoffScene):
            pass_handoff(app)
        elif table.passing():
            tap(app, table.pass_button.rect.center)
        elif ctl.my_decision() or (also is not None and also()):
            return True
        decision = ctl.session.decision
        if decision is not None:
            decision.done.wait(5.0)
        drive(app, 1)
    raise AssertionError("the table never waited for the person")
