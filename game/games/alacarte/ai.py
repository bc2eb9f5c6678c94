"""Computer chefs: what to cook, when to heat, what to pour, which cup to drink.

They see only the observation (everything on the table; the face-down cup pool is a
count) and read a dispenser only through its neck window, as a player reads the
glass. Pours and flips are not decided here: the controller hands the chosen
dispenser to a computer pourer (game/minigames/pour_ai.py) that performs it.
Levels differ in judgement here and in hand skill there.
"""

from __future__ import annotations

import math
import random

from game.core.agents import PhaseAgent
from game.core.protocol import Action
from game.games.alacarte import rules, skill
from game.games.alacarte.data import CREPE, SALT, Dish, GameData, load_data
from game.games.alacarte.model import (
    ChooseHeat,
    EndTurn,
    Heat,
    Season,
    TryFlip,
    UseCup,
)

NECK_WINDOW = 3  # pieces a chef can read through the glass near the neck
HEAT_RISK_LIMIT = 0.4  # heat only while the roll's risk of overshooting stays below this
CUP_VALUE = {"lower": 5, "exchange": 4, "spoons": 3, "reseason": 2, "victory": 0}


def heat_amounts(data: GameData) -> list[list[int]]:
    """What each die face can do to the roller's stove: a list of choices per face."""
    return [list(rules.face_outcomes(face)) for face in data.die]


def overshoot_risk(dish: Dish, level: int, data: GameData) -> float:
    """Chance that one roll leaves the dish above its green range or burnt (the 1-2-3
    face is played safely)."""
    bad = 0
    faces = heat_amounts(data)
    for choices in faces:
        if all(level + a > dish.green[1] or rules.is_burnt(dish, level + a) for a in choices):
            bad += 1
    return bad / len(faces)


def best_heat(dish: Dish, level: int, choices: list[int]) -> int:
    """The 1-2-3 face: land in the green range if possible, else get as close as is safe."""
    low, high = dish.green
    landing = [a for a in choices if low <= level + a <= high]
    if landing:
        return min(landing)
    safe = [a for a in choices if level + a < low]
    return max(safe) if safe else min(choices)


def seasoning_survival(dish: Dish, level: str) -> float:
    """Chance of seasoning a dish without spoiling it, from the measured pour table of
    a chef of this level aiming for one piece at a time: a colour needing one spoils
    on a pour of three; needing two, on three at once or on two after a first one;
    and the salt that comes along (a quarter of a full bottle) spoils at three."""
    p0, p1, p2, p3 = skill.pour_distribution(level, 1)
    tries = 1 - p0  # a pour that gives nothing is simply repeated
    spoil_one = p3 / tries
    spoil_two = (p3 + p1 * (p2 + p3) / tries) / tries
    survive = 1.0
    for need in dish.needs.values():
        survive *= 1 - (spoil_one if need == 1 else spoil_two)
    pieces = 1.6 * sum(dish.needs.values())
    salt_ok = sum(math.comb(round(pieces), k) * 0.25 ** k * 0.75 ** (round(pieces) - k)
                  for k in range(3))
    return survive * salt_ok


def expected_actions(dish: Dish) -> float:
    """Rough cost of a dish in actions: pours per condiment plus heat rolls."""
    pours = sum(1.3 * n + 0.4 for n in dish.needs.values())
    heats = (dish.green[0] + 1) / 2.2
    narrow = 0.6 if dish.green[0] == dish.green[1] else 0.0
    cold = 0.8 if dish.served_cold else 0.0
    return pours + heats + narrow + cold + 0.5


class ChefAgent(PhaseAgent):
    """A chef of any level. The core's PhaseAgent makes forced moves and sends every
    other decision to `decide_<kind>`, the kind read from the legal actions: choosing a
    dish, its heat, a cup to steal, or an action of a turn."""

    DECISIONS = ("choose", "choose_heat", "steal")  # anything else is a turn's action

    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        self.level = level
        self.skill = level
        self.rng = random.Random(seed)
        self.data = load_data()

    # -- the interface every agent has --------------------------------------------------
    def phase_of(self, obs: dict, legal: list[Action]) -> str:
        kind = legal[0].kind
        return kind if kind in self.DECISIONS else "turn"

    def decide_choose(self, obs: dict, legal: list[Action]) -> Action:
        return self.choose_dish(obs, legal)

    def decide_choose_heat(self, obs: dict, legal: list[Action]) -> Action:
        return self.choose_heat(obs, legal)

    def decide_steal(self, obs: dict, legal: list[Action]) -> Action:
        return max(legal, key=lambda a: (CUP_VALUE.get(a.cup, 0), -obs["points"][a.victim]))

    def decide_turn(self, obs: dict, legal: list[Action]) -> Action:
        return self.act(obs, legal)

    def pour_target(self, obs: dict, colour: str, target: int) -> int:
        """How many pieces to aim for in a pour: what the dish lacks, or enough to
        spoil an opponent's dish when re-seasoning it."""
        pan = obs["pans"][target]
        if target != obs["seat"]:
            return max(1, 3 - pan.get(colour, 0))
        dish = self.data.dishes[obs["dishes"][target]]
        lacking = dish.needs.get(colour, 0) - pan.get(colour, 0)
        # Two short: two careful pours of one beat one greedy pour that may spoil.
        return 1 if self.level != "easy" or lacking < 2 else 2

    # -- dishes --------------------------------------------------------------------------
    def dish_value(self, dish: Dish) -> float:
        if dish.id == CREPE:
            p = skill.FLIP_SUCCESS[self.skill]
            turns = 1 + 1 / (1 - (1 - p) ** 2)  # placing turn + turns until a flip lands
            return dish.vp / (turns * 2.5)
        return dish.vp * seasoning_survival(dish, self.skill) / expected_actions(dish)

    def choose_dish(self, obs: dict, legal: list[Action]) -> Action:
        if self.level == "easy" and self.rng.random() < 0.4:
            return self.rng.choice(legal)
        scored = [(self.dish_value(self.data.dishes[a.dish]), a) for a in legal]
        if self.level == "hard":
            # Near the end, a quick dish beats a rich one.
            behind = max(obs["points"]) - obs["points"][obs["seat"]]
            if max(len(t) for t in obs["trays"]) >= obs["dishes_to_end"] - 1 and behind <= 3:
                scored = [(-expected_actions(self.data.dishes[a.dish]) if a.dish else -9, a)
                          for a in legal]
        return max(scored, key=lambda sa: sa[0] + self.rng.random() * 1e-6)[1]

    def choose_heat(self, obs: dict, legal: list[Action]) -> Action:
        seat = obs["seat"]
        dish = self.data.dishes[obs["dishes"][seat]]
        amount = best_heat(dish, obs["levels"][seat], [a.amount for a in legal])
        return next(a for a in legal if isinstance(a, ChooseHeat) and a.amount == amount)

    # -- a turn ------------------------------------------------------------------------------
    def act(self, obs: dict, legal: list[Action]) -> Action:
        seat = obs["seat"]
        if any(isinstance(a, TryFlip) for a in legal):
            return next(a for a in legal if isinstance(a, TryFlip))
        if all(isinstance(a, Heat | TryFlip | EndTurn) for a in legal):
            return next(a for a in legal if isinstance(a, Heat))
        cup = self.pick_cup(obs, legal)
        if cup is not None:
            return cup
        dish = self.data.dishes[obs["dishes"][seat]]
        level, pan = obs["levels"][seat], obs["pans"][seat]
        heat = next(a for a in legal if isinstance(a, Heat))
        if level > dish.green[1]:
            return heat  # cannot come back down: burn it and start a fresh dish
        pour = self.pick_pour(obs, legal, dish, pan)
        if pour is not None and (level >= dish.green[0] or self.rng.random() < 0.7):
            return pour
        if level < dish.green[0]:
            if overshoot_risk(dish, level, self.data) < HEAT_RISK_LIMIT or pour is None:
                return heat
        return pour or heat

    def pick_pour(self, obs: dict, legal: list[Action], dish: Dish,
                  pan: dict[str, int]) -> Action | None:
        need = rules.missing(dish, pan)
        pours = [a for a in legal if isinstance(a, Season) and a.colour in need]
        if not pours:
            return None
        salty = pan.get(SALT, 0) >= 2  # one more salt spoils the dish

        def risk(a: Season) -> float:
            window = obs["dispensers"][a.colour][:NECK_WINDOW]
            salt_near = window[:2].count(SALT)
            read = self.level != "easy"
            return (salt_near * (3 if salty else 1) if read else 0) - need[a.colour] * 0.1

        return min(pours, key=risk)

    # -- coffee cups -------------------------------------------------------------------
    def pick_cup(self, obs: dict, legal: list[Action]) -> Action | None:
        cups = [a for a in legal if isinstance(a, UseCup)]
        if not cups:
            return None
        seat = obs["seat"]
        dish = self.data.dishes[obs["dishes"][seat]]
        level = obs["levels"][seat]
        for a in cups:
            if a.cup == "lower" and level > dish.green[1] \
                    and dish.green[0] <= level - a.amount <= dish.green[1]:
                return a
        work = len(rules.missing(dish, obs["pans"][seat])) + (level < dish.green[0])
        spoons = next((a for a in cups if a.cup == "spoons"), None)
        if spoons and obs["actions_left"] == 1 and work >= 2:
            return spoons
        if self.level != "easy":
            attack = self.pick_attack(obs, cups)
            if attack is not None:
                return attack
        victory = next((a for a in cups if a.cup == "victory"), None)
        if victory and (obs["actions_left"] == 1 or self.level == "easy"):
            return victory
        return None

    def pick_attack(self, obs: dict, cups: list[UseCup]) -> Action | None:
        seat = obs["seat"]
        mine = self.data.dishes[obs["dishes"][seat]]
        my_work = expected_actions(mine) if rules.missing(mine, obs["pans"][seat]) else 0.5
        for a in cups:
            if a.cup != "exchange":
                continue
            theirs = self.data.dishes[obs["dishes"][a.target]]
            level = obs["levels"][a.target]
            near = not rules.missing(theirs, obs["pans"][a.target]) \
                and theirs.green[0] - 2 <= level <= theirs.green[1]
            if near and my_work > 2 and theirs.vp >= mine.vp - 1:
                return a
        leader = max((s for s in range(obs["players"]) if s != seat),
                     key=lambda s: obs["points"][s])
        if obs["points"][leader] < obs["points"][seat]:
            return None
        for a in cups:
            if a.cup == "reseason" and a.target == leader \
                    and obs["pans"][leader].get(a.colour, 0) == 2:
                return a  # one more of that colour spoils the leader's dish
        return None


def make_agent(level: str, seed: int = 0) -> ChefAgent:
    return ChefAgent(level, seed)
