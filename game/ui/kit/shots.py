"""Screenshot scenes of a table on the kit: a seeded game's position replayed through
its own controller and scene, everything shown and nothing left in motion, so the
picture is the table a player would see there (`GameDef.shoot` builds on it)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def replayed(app: Any, key: str, state: Any, human: int, actions: Iterable) -> Any:
    """The game `key`'s `state` after `actions`, on its table pushed onto `app`, the one
    person at seat `human` and computers (normal) at the others; returns the controller."""
    game = app.games[key]
    seats = [{"kind": "human" if s == human else "computer", "level": "normal"}
             for s in range(state.players)]
    ctl = game.table.controller_for(state.players)(app, seats, state.log.variant, state,
                                                    threads=False)
    ctl.fresh = True
    app.push(game.table.scene.resolve()(app, ctl))
    for action in actions:
        settle(ctl)
        ctl.apply(action)
    settle(ctl)
    return ctl


def settle(ctl: Any, frames: int = 3000) -> None:
    """Show everything queued at once: the table as it stands, nothing in motion."""
    ctl.fast_forwarding = True
    for _ in range(frames):
        ctl.wait = 0.0
        if ctl.paced(1 / 60):
            break
    ctl.fast_forwarding = False
    ctl.scene.motion.clear()
    ctl.turn_shown = True
    ctl.scene.decision_changed()
