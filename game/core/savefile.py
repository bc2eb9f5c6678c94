"""One checked path from an autosave file to a game, the same for every game.

A save is an envelope `{"game", "version", "seats", "saved_at", "state", ...}` whose
state is the deal's seed, the rule variant and the actions so far. Loading checks
the envelope against its schema (types, ranges, names that exist), then rebuilds
the state by replaying every action through the model's own checks, so a file that
names a card twice, a phase that does not exist or a move the rules forbid is
refused before anything uses it. A game adds its own parts (a match's totals) with
the small checks below; anything wrong is a SaveError whose message says what.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.core.gamedef import NAME_MAX, SEAT_KINDS, SEAT_LEVELS, GameDef
from game.core.protocol import IllegalAction
from game.core.save import SaveError, load_json

MAX_ACTIONS = 100_000  # far beyond any real game; a bigger log is not a save of ours


def read_save(game: GameDef, path: Path, version: int,
              check_rest: Callable[[dict, Any], None] | None = None) -> tuple[dict, Any]:
    """The save's data and its rebuilt state, or SaveError. `check_rest(data, state)`
    checks what the game keeps beside the state (it raises SaveError or any error)."""
    data = load_json(path)
    try:
        check_envelope(game, data, version)
        state = rebuild_state(game, data["state"], len(data["seats"]))
        if check_rest is not None:
            check_rest(data, state)
    except SaveError as e:
        raise SaveError(f"{path.name}: {e}") from e
    except Exception as e:  # noqa: BLE001 - any shape error means the file is unusable
        raise SaveError(f"{path.name} is damaged ({type(e).__name__}: {e}).") from e
    return data, state


def check_envelope(game: GameDef, data: dict, version: int) -> None:
    expect(data.get("game") == game.key, "it is not a save of this game")
    expect(data.get("version") == version, "it was saved by another version of the app")
    seats = data.get("seats")
    expect(isinstance(seats, list) and len(seats) in game.seats,
           f"it needs a list of {' or '.join(map(str, game.seats))} seats")
    for i, seat in enumerate(seats):
        expect(isinstance(seat, dict) and seat.get("kind") in SEAT_KINDS,
               f"seat {i + 1} is neither a person nor a computer")
        expect(seat.get("level", "normal") in SEAT_LEVELS, f"seat {i + 1} has no known level")
        name = seat.get("name", "")
        expect(isinstance(name, str) and len(name) <= NAME_MAX and name.isprintable(),
               f"seat {i + 1}'s name is damaged")
    if "saved_at" in data:
        expect(is_number(data["saved_at"]), "its time of saving is not a number")
    expect(isinstance(data.get("state"), dict), "it holds no game")


def rebuild_state(game: GameDef, state: dict, seats: int) -> Any:
    """The state the save names: seed and variant checked, then every action replayed
    through the rules (`state_from_json`)."""
    expect(is_int(state.get("seed")) and 0 <= state["seed"] < 1 << 64,
           "its deal number is not a whole number")
    expect(game.knows_variant(state.get("variant")), "its rule variant does not exist")
    actions = state.get("actions")
    expect(isinstance(actions, list) and len(actions) <= MAX_ACTIONS
           and all(isinstance(a, dict) for a in actions), "its list of moves is damaged")
    try:
        rebuilt = game.state_from_json(state)
    except IllegalAction as e:
        raise SaveError(f"its moves break the rules ({e})") from e
    expect(len(rebuilt.returns()) == seats, "its seats do not match its game")
    return rebuilt


# -- small checks a game's own parts use ------------------------------------------------

def expect(condition: bool, problem: str) -> None:
    if not condition:
        raise SaveError(problem)


def is_int(value: Any) -> bool:
    return type(value) is int


def is_number(value: Any) -> bool:
    return type(value) in (int, float) and math.isfinite(value)


def is_int_list(value: Any, length: int | None = None) -> bool:
    return (isinstance(value, list) and all(is_int(v) for v in value)
            and (length is None or len(value) == length))
