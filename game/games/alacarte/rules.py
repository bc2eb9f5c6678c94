"""A la Carte's rules as pure functions, in the order of the rules sheet (§3–§9).

Every function takes plain values (levels, counts by colour letter, dish records) so
each rule can be read and tested on its own; the state machine in model.py calls them.
Our choices where the sheet leaves room:
- a spoiled dish is judged from the current level and pan (a burnt dish is one whose
  knob stands at or above its red level), and leaves the pan when its owner's turn
  starts or at once when it spoils in its owner's own turn;
- the game ends at once when an end condition holds (the sheet's choice);
- the crêpe may not be chosen in the opening set-up (it "ends the turn", and there is
  no turn yet).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from game.games.alacarte.data import CREPE, SALT, DieFace, Dish, GameData


# -- §3 heating ----------------------------------------------------------------------
def heated(level: int, amount: int, stove_max: int = 7) -> int:
    """The knob after heating by `amount`: heat above the top level is lost."""
    return min(stove_max, level + amount)


def lowered(level: int, amount: int) -> int:
    """The knob after a Lower heat cup (§4): never below 0."""
    return max(0, level - amount)


def face_outcomes(face: DieFace) -> tuple[int, ...]:
    """The heat a face can give the roller's own stove (0 for the cup face)."""
    if face.kind == "heat" or face.kind == "all":
        return (face.amount,)
    if face.kind == "choose":
        return face.choices
    return (0,)


# -- §5 dishes -----------------------------------------------------------------------
def is_burnt(dish: Dish, level: int) -> bool:
    return dish.burnt_at is not None and level >= dish.burnt_at


def is_over_seasoned(pan: Mapping[str, int], spoil_count: int = 3) -> bool:
    """Three or more of one colour, salt included, spoils the dish."""
    return any(n >= spoil_count for n in pan.values())


def spoil_reason(dish: Dish, level: int, pan: Mapping[str, int],
                 spoil_count: int = 3) -> str | None:
    """"burnt", "over" (over-seasoned) or None for a dish still good."""
    if is_burnt(dish, level):
        return "burnt"
    if is_over_seasoned(pan, spoil_count):
        return "over"
    return None


def in_green(dish: Dish, level: int) -> bool:
    low, high = dish.green
    return low <= level <= high


def missing(dish: Dish, pan: Mapping[str, int]) -> dict[str, int]:
    """Condiments still needed, by colour (only colours that still need some)."""
    return {c: n - pan.get(c, 0) for c, n in dish.needs.items() if pan.get(c, 0) < n}


def is_finished(dish: Dish, level: int, pan: Mapping[str, int], spoil_count: int = 3) -> bool:
    """§7: heat inside the green range and every required condiment present, not spoiled.
    The crêpe is never finished by heat: only a successful flip finishes it (§8)."""
    if dish.id == CREPE:
        return False
    return (in_green(dish, level) and not missing(dish, pan)
            and spoil_reason(dish, level, pan, spoil_count) is None)


def earns_star(dish: Dish, pan: Mapping[str, int]) -> bool:
    """§7: exactly the printed condiments and no salt; never for an unseasoned dish."""
    if dish.unseasoned:
        return False
    exact = {c: n for c, n in pan.items() if n}
    return exact == dict(dish.needs) and not pan.get(SALT, 0)


def can_reseason(dish: Dish | None) -> bool:
    """§4: a Re-season pour needs a seasoned dish in the target pan (not the crêpe)."""
    return dish is not None and not dish.unseasoned


# -- §7 choosing a new dish ---------------------------------------------------------------
def choosable_dishes(available: Iterable[int], finished_groups: Iterable[str],
                     data: GameData) -> list[int]:
    """A colour group not finished yet; if no such dish is left, any dish (§7)."""
    available = sorted(available)
    done = set(finished_groups)
    fresh = [d for d in available if data.dishes[d].group not in done]
    return fresh or available


# -- §6 refill ----------------------------------------------------------------------------
def needs_refill(contents: Iterable[str], colour: str) -> bool:
    """A dispenser is refilled as soon as it holds no piece of its own colour."""
    return colour not in contents


# -- §9 end and scoring -------------------------------------------------------------------
def end_reason(finished_counts: list[int], stars: list[int], dishes_to_end: int,
               stars_to_win: int = 3) -> str | None:
    if any(s >= stars_to_win for s in stars):
        return "stars"
    if any(n >= dishes_to_end for n in finished_counts):
        return "dishes"
    return None


def victory_points(tray: Iterable[int], vp_cups: int, data: GameData) -> int:
    return sum(data.dishes[d].vp for d in tray) + vp_cups


def ranking(points: list[int], stars: list[int], stars_to_win: int = 3) -> list[int]:
    """Place of each seat (1 = winner; ties share a place). A seat with three stars wins
    outright; the others are ranked by victory points."""
    def key(seat: int) -> tuple[int, int]:
        return (1 if stars[seat] >= stars_to_win else 0, points[seat])

    keys = [key(s) for s in range(len(points))]
    return [1 + sum(1 for other in keys if other > keys[s]) for s in range(len(points))]
