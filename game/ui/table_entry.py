"""Every game's table opened, resumed and read back from its save one shared way, from
the game's `GameDef.table` (`TableEntry`): the set-up page's Start, the title's Resume
and the save check need nothing written per game.

The controller class is a `TableBinding`. By default it is made with
(app, seats, variant, seed=..., threads=...) for a new game and
(app, seats, variant, state=..., threads=...) from a save, keeps `save_version`, and names
in `saved` what it keeps beside the state, with each value's type
(`{"recorded": bool, "danger": bool}`), put back by `restore`; `check_saved(data, state)`
may check more. A controller made another way (a match of several hands, say) overrides
`opened`, `reopened` or `check_save`; a deal code is read here, and `coded_variant` may
refuse it for the seats at hand or add the set-up page's other choices.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

from game.core import dealcode
from game.core.gamedef import GameDef
from game.core.savefile import expect, read_save
from game.ui import saves


class TableBinding:
    """What `start`, `resume` and `load_save` ask of a controller class."""

    save_version: ClassVar[int] = 1
    saved: ClassVar[dict[str, type]] = {}

    @classmethod
    def opened(cls, app, seats: list[dict], variant: str, seed: int | None,
               options: dict, threads: bool) -> Any:
        """A new game from the set-up page (`options` are its choices)."""
        return cls(app, seats, variant, seed=seed, threads=threads)

    @classmethod
    def reopened(cls, app, data: dict, state: Any, threads: bool) -> Any:
        """The table of a save `load_save` read, its state replayed from its actions."""
        ctl = cls(app, data["seats"], data["variant"], state=state, threads=threads)
        ctl.restore(data)
        return ctl

    def restore(self, data: dict) -> None:
        """Put back what the save keeps beside the state."""
        for name in self.saved:
            setattr(self, name, data[name])

    @classmethod
    def coded_variant(cls, variant: str, options: dict, players: int) -> str:
        """The variant a deal code names, for these seats (raise DealCodeError if it
        cannot be played by them)."""
        return variant

    @classmethod
    def check_save(cls, game: GameDef, data: dict, state: Any) -> None:
        """Everything a save holds beside the envelope and the replayed state, checked
        (raise SaveError)."""
        expect(game.knows_variant(data.get("variant")), "its rule options are damaged")
        for name, kind in cls.saved.items():
            expect(type(data.get(name)) is kind, f"its {name} is damaged")
        cls.check_saved(data, state)

    @classmethod
    def check_saved(cls, data: dict, state: Any) -> None:
        """What a game keeps beyond `saved`'s types, checked (raise SaveError)."""


def start(game: GameDef, app, seats: list[dict], options: dict | None = None,
          seed_or_code: int | str | None = None, threads: bool = True) -> Any:
    """Push a new table and return its controller: a deal code (which names its
    variant), a seed, or None for a random deal, with the variant the options chose."""
    options = dict(options or {})
    players = len(seats)
    cls = game.table.controller_for(players)
    variant = game.variant_for(options, players)
    seed = seed_or_code
    if isinstance(seed_or_code, str):
        seed, index = dealcode.decode(seed_or_code)
        if index >= len(game.variants):
            raise dealcode.DealCodeError("variant", "That deal code is for a rule variant "
                                         "this game lacks.")
        variant = cls.coded_variant(game.variants[index], options, players)
    ctl = cls.opened(app, seats, variant, seed, options, threads)
    app.push(game.table.scene.resolve()(app, ctl))
    return ctl


def resume(game: GameDef, app, data: dict, threads: bool = True) -> Any:
    """The table of a save `load_save` read, pushed; its controller returned."""
    cls = game.table.controller_for(len(data["seats"]))
    ctl = cls.reopened(app, data, game.state_from_json(data["state"]), threads)
    app.push(game.table.scene.resolve()(app, ctl))
    return ctl


def load_save(game: GameDef, path: Path | None = None) -> dict:
    """The autosave as data, every part checked (envelope, the game replayed through the
    rules, the variant, each value kept beside it); SaveError otherwise."""
    def check_rest(data: dict, state: Any) -> None:
        game.table.controller_for(len(data["seats"])).check_save(game, data, state)

    version = game.table.controller.resolve().save_version
    return read_save(game, path or saves.save_path(game.key), version, check_rest)[0]
