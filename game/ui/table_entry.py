"""A table of its own opened, resumed and read back from its save the one shared way,
from the game's `GameDef.table` (`TableEntry`): the set-up page's Start, the title's
Resume and the save check need nothing written per game.

The controller class takes (app, seats, variant, state=None, seed=None, threads=True),
keeps `save_version`, and names in `saved` what it keeps beside the state, with each
value's type (`{"recorded": bool, "danger": bool}`); `check_saved(data, state)` may
check more. Its save is `save_data()`: the version, the state, the variant and those
values (`SeatedTable.save_data`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.gamedef import GameDef
from game.core.savefile import expect, read_save
from game.ui import saves


def start(game: GameDef, app, seats: list[dict], options: dict | None = None,
          seed_or_code: int | str | None = None, threads: bool = True) -> Any:
    """Push a new table and return its controller (a game without deal codes takes a
    seed or None)."""
    variant = game.variant_for(options or {}, len(seats))
    seed = seed_or_code if isinstance(seed_or_code, int) else None
    ctl = game.table.controller.resolve()(app, seats, variant, seed=seed, threads=threads)
    app.push(game.table.scene.resolve()(app, ctl))
    return ctl


def resume(game: GameDef, app, data: dict, threads: bool = True) -> Any:
    """The table of a save `load_save` read: the state replayed from its actions, the
    values kept beside it put back."""
    cls = game.table.controller.resolve()
    state = game.state_from_json(data["state"])
    ctl = cls(app, data["seats"], data["variant"], state=state, threads=threads)
    for name in cls.saved:
        setattr(ctl, name, data[name])
    app.push(game.table.scene.resolve()(app, ctl))
    return ctl


def load_save(game: GameDef, path: Path | None = None) -> dict:
    """The autosave as data, every part checked (envelope, the game replayed through the
    rules, the variant, each value kept beside it); SaveError otherwise."""
    cls = game.table.controller.resolve()

    def check_rest(data: dict, state) -> None:
        expect(game.knows_variant(data.get("variant")), "its rule options are damaged")
        for name, kind in cls.saved.items():
            expect(type(data.get(name)) is kind, f"its {name} is damaged")
        cls.check_saved(data, state)

    return read_save(game, path or saves.save_path(game.key), cls.save_version, check_rest)[0]
