"""What things are worth to a Kingsburg computer player, in victory points (rules sheet
§6, §10 "Minimum AI", C1-C3), read from what a seat sees.

- A building: its points, its power over the seasons left (Farms' die, the Merchants'
  Guild's gold, the Crane's discount, the Market's ±1, the Embassy's and Town Hall's
  points, the Inn's tokens, the Statue's and Chapel's rerolls, the Barracks' cheap
  soldiers...) and its defence over the winters left.
- Goods (`store_value`): the buildings they will pay for in the build steps left, the
  next one of each row, the best value per good first; a building not yet paid for in
  full counts in part (the share of its cost in hand, to the power PARTIAL); goods
  beyond any plan a little (soldiers, the Town Hall, the Cathedral).
- Soldiers (`battle_value`): the expected result of this winter's battle against the
  year's enemies (the card backs show the year: its five cards equally likely) or the
  card seen (General, Queen), over the King's die, with the soldiers still to recruit
  bought at their price in goods.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

from game.games.kingsburg.buildings import (
    BUILDINGS,
    COLUMNS,
    GRID,
    MOST_BUILDINGS,
    ROWS,
    Building,
    defence,
    has_effect,
)
from game.games.kingsburg.enemies import ENEMIES, YEARS, Enemy, cards_of_year
from game.games.kingsburg.goods import GOODS

SIDES = 6
PARTIAL = 1.5  # a building paid in part: its worth × (share paid) ** PARTIAL
PARTIAL_WEIGHT = 0.8  # ... and that once only, at this weight
LEFTOVER = 0.3  # a good no planned building needs (soldiers, the Town Hall)
LEFTOVER_LAST = 0.05  # ... after the last build step, soldiers aside
CATHEDRAL_GOOD = 0.5  # a good kept at the end with the Cathedral
PLUS2 = 0.6  # a "+2" token held
GOOD_TRADE = 0.6  # a good won or lost in battle, roughly
BUILDING_LOSS = 3.0  # a building lost in battle, when the province is not read
STRONGEST = 0.5  # the strongest winner's point, its chance guessed
PEEK = 0.4  # seeing the enemy before recruiting
ENVOY = 1.5  # the Envoy kept for an extra building later

# what a power is worth each productive season (or winter) it still works
POWER_SEASON = {"farms": 0.7, "merchants_guild": 0.8, "market": 0.3, "embassy": 1.0,
                "town_hall": 0.45, "stable": 0.25, "statue": 0.1, "chapel": 0.2,
                "crane": 0.35}
POWER_WINTER = {"barracks": 0.6, "stone_wall": 0.3, "fortress": 0.6}
INN_SUMMER = 0.5  # the Inn's token each Summer
CATHEDRAL_END = 1.5  # the Cathedral's goods at the end, roughly
DEFENCE_WINTER = 0.45  # +1 strength each winter left


SEASON_INDEX = {"aid": 0, "spring": 0, "reward": 1, "summer": 1, "envoy": 2, "autumn": 2,
                "recruit": 3, "winter": 3}


def seasons_after(year: int, phase: str) -> int:
    """Productive seasons after the current phase's (the current one not counted)."""
    index = SEASON_INDEX.get(phase, 3)
    this_year = 3 - index - (1 if phase in ("spring", "summer", "autumn") else 0)
    if phase in ("aid",):
        this_year = 3
    elif phase in ("reward", "envoy"):
        this_year = 3 - index
    return max(0, this_year) + 3 * (YEARS - year)


def build_steps(obs: Mapping) -> int:
    """The build steps still ahead of the observing seat (the current season's if its
    build step has not begun)."""
    year, phase, step = obs["year"], obs["phase"], obs["step"]
    later = seasons_after(year, phase)
    if phase not in ("spring", "summer", "autumn"):
        return later
    ask = obs.get("ask")
    if step == "build" or (ask is not None and ask["why"] == "season_end"):
        return later
    return later + 1


def winters_left(year: int, phase: str) -> int:
    """Battles still to come (this year's unless it is over)."""
    return YEARS - year + (0 if phase == "winter" else 1)


def summers_left(year: int, phase: str) -> int:
    return YEARS - year + (1 if SEASON_INDEX.get(phase, 3) <= 1 else 0)


@lru_cache(maxsize=4096)
def utility(key: str, seasons: int, winters: int, summers: int) -> float:
    """A building's worth: points, power over the seasons left, defence."""
    b = BUILDINGS[key]
    worth = float(b.vp)
    if b.effect in POWER_SEASON:
        worth += POWER_SEASON[b.effect] * seasons
    if b.effect in POWER_WINTER:
        worth += POWER_WINTER[b.effect] * winters
    if b.effect == "inn":
        worth += INN_SUMMER * summers
    if b.effect == "cathedral":
        worth += CATHEDRAL_END
    extra = sum(b.against.values()) / 3
    worth += (b.defence + extra) * DEFENCE_WINTER * winters
    return worth


def cost_of(b: Building, rows: Sequence[int]) -> dict[str, int]:
    cost = dict(b.cost)
    if rows[4] >= 2 and b.column >= 2:  # the Crane (row 5, column II)
        cost["gold"] = max(0, cost.get("gold", 0) - 1)
    return cost


def horizon(obs: Mapping) -> tuple[int, int, int]:
    """(productive seasons, winters, summers) left in the game, for power values."""
    year, phase = obs["year"], obs["phase"]
    return build_steps(obs), winters_left(year, phase), summers_left(year, phase)


def store_value(goods: Mapping[str, int], rows: Sequence[int], builds: int,
                hz: tuple[int, int, int]) -> float:
    """What `goods` are worth: the buildings they pay for in `builds` build steps, the
    best worth per good first, one more paid in part, the rest as leftovers."""
    return _store_value(goods["gold"], goods["wood"], goods["stone"], tuple(rows), builds,
                        hz)


@lru_cache(maxsize=200_000)
def _store_value(gold: int, wood: int, stone: int, rows: tuple[int, ...], builds: int,
                 hz: tuple[int, int, int]) -> float:
    have = {"gold": gold, "wood": wood, "stone": stone}
    left = list(rows)
    worth = 0.0
    seasons, winters, summers = hz
    made = sum(rows)
    for _ in range(min(builds, MOST_BUILDINGS - made)):
        best, pick = 0.0, None
        for r in range(ROWS):
            if left[r] >= COLUMNS:
                continue
            b = GRID[r][left[r]]
            cost = cost_of(b, left)
            if all(have[g] >= n for g, n in cost.items()):
                u = utility(b.key, seasons, winters, summers)
                rate = u / max(1, sum(cost.values()))
                if u > 0 and rate > best:
                    best, pick = rate, (b, cost, u)
        if pick is None:
            break
        b, cost, u = pick
        for g, n in cost.items():
            have[g] -= n
        left[b.row] += 1
        worth += u
        builds -= 1
    if builds > 0 and sum(left) < MOST_BUILDINGS:
        part = 0.0
        for r in range(ROWS):
            if left[r] >= COLUMNS:
                continue
            b = GRID[r][left[r]]
            cost = cost_of(b, left)
            need = sum(cost.values())
            paid = sum(min(have[g], n) for g, n in cost.items())
            u = utility(b.key, seasons, winters, summers)
            part = max(part, u * (paid / need) ** PARTIAL)
        worth += PARTIAL_WEIGHT * part
    spare = have["gold"] + have["wood"] + have["stone"]
    if builds > 0:
        worth += LEFTOVER * spare
    elif has_effect(rows, "cathedral"):
        worth += CATHEDRAL_GOOD * spare
    else:
        worth += LEFTOVER_LAST * spare
    return worth


BY_KEY: dict[str, Enemy] = {e.key: e for e in ENEMIES}


def enemy_named(code: str) -> Enemy:
    return BY_KEY[code]


def enemies_ahead(obs: Mapping) -> list[Enemy]:
    """This year's enemy: the card seen, else the year's five equally likely."""
    if obs.get("peek"):
        return [enemy_named(obs["peek"])]
    return [ENEMIES[c] for c in cards_of_year(obs["year"])]


def expected_strength(obs: Mapping) -> float:
    """The enemy's strength expected: the card seen, else the middle of the year's range."""
    foes = enemies_ahead(obs)
    strengths = [e.strength for e in foes]
    return (min(strengths) + max(strengths)) / 2


def building_loss(rows: Sequence[int], hz: tuple[int, int, int]) -> float:
    """The cheapest building to lose (the rightmost of a row)."""
    worst = None
    for r in range(ROWS):
        if rows[r]:
            b = GRID[r][rows[r] - 1]
            v = utility(b.key, *hz)
            worst = v if worst is None else min(worst, v)
    return 0.0 if worst is None else worst


def outcome_worth(enemy: Enemy, won: bool, rows: Sequence[int], goods: Mapping[str, int],
                  hz: tuple[int, int, int]) -> float:
    if won:
        o = enemy.victory
        worth = o.vp + GOOD_TRADE * (sum(o.goods.values()) + o.any) + STRONGEST
        if has_effect(rows, "fortress"):
            worth += 1
        return worth
    o = enemy.defeat
    worth = o.vp - GOOD_TRADE * (sum(min(goods.get(g, 0), n) for g, n in o.goods.items())
                                 + min(o.any, sum(goods.get(g, 0) for g in GOODS)))
    if o.buildings:
        worth -= o.buildings * building_loss(rows, hz)
    return worth


def battle_ev(soldiers: int, rows: Sequence[int], goods: Mapping[str, int],
              foes: Sequence[Enemy], hz: tuple[int, int, int]) -> float:
    """The battle's expected worth with `soldiers`, over the foes and the King's die."""
    return _battle_ev(soldiers, tuple(rows), (goods["gold"], goods["wood"], goods["stone"]),
                      tuple(e.key for e in foes), hz)


@lru_cache(maxsize=50_000)
def foe_table(rows: tuple[int, ...], foes: tuple[str, ...],
              hz: tuple[int, int, int]) -> tuple[tuple, ...]:
    """Per foe: (strength less my defence, a tie wins, a victory's worth, a defeat's
    points and buildings, the goods of those kinds a defeat takes, the goods of my choice
    it takes)."""
    wall = has_effect(rows, "stone_wall")
    out = []
    for key in foes:
        e = BY_KEY[key]
        lost = e.defeat
        fixed = lost.vp - lost.buildings * building_loss(rows, hz) if lost.buildings \
            else float(lost.vp)
        out.append((e.strength - defence(rows, e.type), wall,
                    outcome_worth(e, True, rows, {}, hz), fixed,
                    tuple(lost.goods.get(g, 0) for g in GOODS), lost.any))
    return tuple(out)


@lru_cache(maxsize=200_000)
def _battle_ev(soldiers: int, rows: tuple[int, ...], goods: tuple[int, int, int],
               foes: tuple[str, ...], hz: tuple[int, int, int]) -> float:
    total = 0.0
    held = goods[0] + goods[1] + goods[2]
    for gap, wall, win_w, fixed, kinds, any_ in foe_table(rows, foes, hz):
        need = gap - soldiers  # the King's die must beat this (tie: equal it)
        wins = SIDES - need + (1 if wall else 0)
        wins = 0 if wins < 0 else (SIDES if wins > SIDES else wins)
        loses = need - 1
        loses = 0 if loses < 0 else (SIDES if loses > SIDES else loses)
        if wall and loses > SIDES - wins:
            loses = SIDES - wins
        if wins:
            total += wins * win_w
        if loses:
            taken = sum(min(h, n) for h, n in zip(goods, kinds, strict=True)) + min(any_, held)
            total += loses * (fixed - GOOD_TRADE * taken)
    return total / (len(foes) * SIDES)


def battle_value(soldiers: int, rows: Sequence[int], goods: Mapping[str, int],
                 foes: Sequence[Enemy], hz: tuple[int, int, int], price: float) -> float:
    """The battle's worth with `soldiers` now and more bought at `price` each later."""
    return _battle_value(soldiers, tuple(rows), (goods["gold"], goods["wood"], goods["stone"]),
                         tuple(e.key for e in foes), hz, price)


@lru_cache(maxsize=200_000)
def _battle_value(soldiers: int, rows: tuple[int, ...], goods: tuple[int, int, int],
                  foes: tuple[str, ...], hz: tuple[int, int, int], price: float) -> float:
    best = -1e9
    for more in range(0, 8):
        v = _battle_ev(soldiers + more, rows, goods, foes, hz) - price * more
        best = max(best, v)
    return best


def soldier_price_value(rows: Sequence[int], good: float) -> float:
    """What a soldier recruited later costs, in points (its goods at `good` each)."""
    return (1 if rows[2] >= 3 else 2) * good
