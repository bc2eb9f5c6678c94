"""A la Carte's tunable data, read from assets/data/alacarte.toml: dishes, die, cups."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache

from game.resources import resource_path

# Condiment colours: lemon, pepper, paprika (red), herbs. Tuples, not strings, so a
# membership test cannot pass a substring such as "".
COLOURS = ("L", "P", "R", "H")
SALT = "S"
KINDS = (*COLOURS, SALT)
CREPE = 0  # the dish id of a crêpe; the 20 dishes are 1..20


@dataclass(frozen=True)
class Dish:
    id: int
    name: str
    name_zh: str
    group: str  # colour group: yellow, green, blue, red, purple ("crepe" for the crêpe)
    needs: dict[str, int]  # condiment letter -> count
    green: tuple[int, int]  # heat range that finishes it, inclusive
    burnt_at: int | None  # this level burns it; None: it never burns
    vp: int

    @property
    def unseasoned(self) -> bool:
        return not self.needs

    @property
    def served_cold(self) -> bool:
        return self.green[0] == 0


@dataclass(frozen=True)
class DieFace:
    kind: str  # "heat", "all", "choose", "cup"
    amount: int = 0
    choices: tuple[int, ...] = ()


@dataclass(frozen=True)
class GameData:
    dishes: dict[int, Dish]  # includes the crêpe under CREPE
    die: tuple[DieFace, ...]
    cups: tuple[str, ...]  # one entry per physical cup, e.g. 3 x "victory"
    lower_choices: tuple[int, ...]
    components: dict[str, int]
    two_player_end: int
    flip_attempts: int

    @property
    def groups(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(d.group for d in self.dishes.values() if d.id != CREPE))


def _dish(row: dict) -> Dish:
    return Dish(id=row["id"], name=row["name"], name_zh=row["name_zh"], group=row["group"],
                needs=dict(row.get("needs", {})), green=tuple(row["green"]),
                burnt_at=row.get("burnt_at"), vp=row["vp"])


@cache
def load_data(path: str = "assets/data/alacarte.toml") -> GameData:
    with open(resource_path(path), "rb") as f:
        raw = tomllib.load(f)
    dishes = {row["id"]: _dish(row) for row in raw["dishes"]}
    crepe = raw["crepe"]
    dishes[CREPE] = Dish(CREPE, crepe["name"], crepe["name_zh"], "crepe", {},
                         (0, crepe["burnt_at"] - 1), crepe["burnt_at"], crepe["vp"])
    die = tuple(DieFace(f["kind"], f.get("amount", 0), tuple(f.get("choices", ())))
                for f in raw["die"])
    cups = tuple(c["kind"] for c in raw["cups"] for _ in range(c["count"]))
    lower = next(c for c in raw["cups"] if c["kind"] == "lower")
    return GameData(dishes=dishes, die=die, cups=cups, lower_choices=tuple(lower["choices"]),
                    components=dict(raw["components"]),
                    two_player_end=raw["settings"]["two_player_end"],
                    flip_attempts=crepe["flip_attempts"])
