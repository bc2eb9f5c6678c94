"""Sanguosha's declared events (`events.py`): the table holds each kind as long as it did
when the hold was the table's own per-kind pause (with the cards' flights, which it
waited for too), and the controller's wait is the declared hold."""

from __future__ import annotations

import pytest

from game.core.agents import RandomAgent
from game.core.protocol import Event
from game.games.sanguosha import GAME
from game.games.sanguosha.events import EVENTS
from tests.conformance.helpers import choices

# The pause the table gave each kind (seconds at speed 1); 0.15 for the others.
PAUSES = {"ability": 0.45, "use_skill": 0.45, "use": 0.55, "play": 0.55, "damage": 0.5,
          "recover": 0.4, "lose_hp": 0.4, "death": 0.9, "judgement": 0.7, "turn": 0.3,
          "game_over": 1.0, "phase": 0.0, "picked": 0.0, "candidates": 0.0,
          "identities": 0.0}
FLIGHT = 0.38


def held(ev: Event) -> float:
    """How long the table held `ev` before: its pause, or its cards' flights (each
    further card leaving a little later) when they landed later. A draw hidden from the
    viewer is held for one card's flight (the table waits for the others' flights as it
    did)."""
    pause = PAUSES.get(ev.kind, 0.15)
    if ev.kind == "draw":
        return max(pause, FLIGHT + 0.07 * (len(ev.data.get("cards", [None])) - 1))
    if ev.kind in ("discard", "penalty"):
        return max(pause, FLIGHT + 0.06 * (len(ev.data["cards"]) - 1))
    if ev.kind == "equip":
        return max(pause, FLIGHT)
    return pause


def events_of_a_game(seed: int) -> list[Event]:
    state = GAME.new_state(seed, "5p")
    agent = RandomAgent(seed)
    events = list(state.opening_events())
    while not state.is_terminal():
        events += state.apply(agent.choose(None, choices(GAME, state, agent.rng)))
    return events


@pytest.mark.parametrize("seed", [0, 1])
def test_each_kind_is_held_as_the_table_held_it(seed):
    for ev in events_of_a_game(seed):
        for viewer in (None, ev.seat):
            seen = ev.seen_by(viewer)
            flown = len(seen.data.get("cards", []))
            if seen.kind in ("draw", "discard", "penalty") and flown > 4 \
                    or seen.kind == "penalty" and not flown:
                continue  # the table flew at most four, and none for no card
            assert EVENTS.get(seen.kind).seconds(seen) == pytest.approx(held(seen)), seen


def test_the_controllers_wait_is_the_declared_hold(app):
    from tests.sanguosha.test_table import table

    ctl = table(app, 5)
    damage = Event("damage", 1, {"source": 0, "amount": 1, "hp": 3})
    ctl.cue(damage)
    assert ctl.wait == pytest.approx(0.5)
    drawn = Event("draw", ctl.viewer, {"count": 3, "cards": ["7S~1", "AH", "2D"]})
    ctl.cue(drawn)
    assert ctl.wait == pytest.approx(FLIGHT + 2 * 0.07)
