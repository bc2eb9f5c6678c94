"""A la Carte's state machine: set-up, turns of three actions, cups, pours, crêpes.

The dexterity parts (a pour, a crêpe flip) happen outside the model: a `Season` or a
`TryFlip` puts the state into a waiting phase, and the minigame's measured outcome
comes back as a `Pour` or a `Flip` action. So the model stays deterministic and the
action log replays a game exactly. Physical tokens (condiment pieces, cups, stars) are
ids in a token pack so the generic checker can count them after every action.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import ClassVar

from game.core.actionlog import ActionLog, replay
from game.core.cards import Pack, token_pack
from game.core.determinize import clone_state
from game.core.protocol import Action, ActionCodec, Event, IllegalAction
from game.core.rng import GameRng
from game.games.alacarte import determinize, rules
from game.games.alacarte.data import COLOURS, CREPE, SALT, Dish, GameData, load_data

SEATS = (2, 3, 4)
VARIANTS = ("2p", "2p-end5", "3p", "4p")  # "2p" ends at the data file's 2-player count


# -- actions ------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ChooseDish(Action):
    dish: int = 0  # 1..20, or CREPE (0)
    kind: ClassVar[str] = "choose"


@dataclass(frozen=True, slots=True)
class Heat(Action):
    kind: ClassVar[str] = "heat"


@dataclass(frozen=True, slots=True)
class ChooseHeat(Action):
    amount: int = 1
    kind: ClassVar[str] = "choose_heat"


@dataclass(frozen=True, slots=True)
class Steal(Action):
    victim: int = 0
    cup: str = ""
    kind: ClassVar[str] = "steal"


@dataclass(frozen=True, slots=True)
class Season(Action):
    colour: str = "L"
    kind: ClassVar[str] = "season"


@dataclass(frozen=True, slots=True)
class UseCup(Action):
    cup: str = ""
    target: int = -1
    amount: int = 0
    colour: str = ""
    kind: ClassVar[str] = "cup"


@dataclass(frozen=True, slots=True)
class Pour(Action):
    """The measured outcome of a pour: piece kinds in the order they fell, and the
    order of what stayed in the dispenser (nearest the neck first)."""

    poured: tuple[str, ...] = ()
    remaining: tuple[str, ...] = ()
    kind: ClassVar[str] = "pour"


@dataclass(frozen=True, slots=True)
class CancelPour(Action):
    """The dispenser was put back without tilting: no pour, no action spent."""

    kind: ClassVar[str] = "cancel_pour"


@dataclass(frozen=True, slots=True)
class TryFlip(Action):
    kind: ClassVar[str] = "try_flip"


@dataclass(frozen=True, slots=True)
class Flip(Action):
    success: bool = False
    kind: ClassVar[str] = "flip"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end_turn"


CODEC = ActionCodec(ChooseDish, Heat, ChooseHeat, Steal, Season, UseCup, Pour, CancelPour,
                    TryFlip, Flip, EndTurn)


def make_pack(data: GameData) -> Pack:
    comp = data.components
    per_colour = comp["condiments_per_dispenser"] + comp["spare_condiments_per_colour"]
    salt = 4 * comp["salt_per_dispenser"] + comp["spare_salt"]
    counts = {c: per_colour for c in COLOURS} | {SALT: salt}
    counts |= Counter(f"cup-{k}" for k in data.cups)
    counts["star"] = comp["stars"]
    return token_pack("alacarte", counts)


def players_of(variant: str) -> int:
    return int(variant[0])


class AlcState:
    codec = CODEC  # its actions, checked for shape before any rule looks at them
    def __init__(self, seed: int, variant: str, data: GameData | None = None) -> None:
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}")
        self.data = data or load_data()
        self.pack = make_pack(self.data)
        self.seed, self.variant = seed, variant
        self.n = players_of(variant)
        self.rng = GameRng(seed)
        # The list `legal_actions` last offered (seat, actions): `apply` checks an action
        # against it instead of enumerating the decision a second time.
        self._offered: tuple[int, list[Action]] | None = None
        self.actions: list[Action] = []  # the game so far: what a save holds

    # -- set-up (§2) ---------------------------------------------------------------------
    @classmethod
    def new(cls, seed: int, variant: str = "4p") -> AlcState:
        s = cls(seed, variant)
        comp, n = s.data.components, s.n
        by_kind: dict[str, list[int]] = {}
        for card in s.pack.cards:
            by_kind.setdefault(card.rank, []).append(card.id)
        s.dispensers = {}
        salt = by_kind[SALT]
        per, salt_per = comp["condiments_per_dispenser"], comp["salt_per_dispenser"]
        for i, colour in enumerate(COLOURS):
            contents = by_kind[colour][:per] + salt[i * salt_per:(i + 1) * salt_per]
            s.rng.shuffle(contents)
            s.dispensers[colour] = contents
        s.spare = sorted(sum((by_kind[c][per:] for c in COLOURS), [])
                         + salt[len(COLOURS) * salt_per:])
        s.sink: list[int] = []
        cups = sorted(i for k, ids in by_kind.items() if k.startswith("cup-") for i in ids)
        s.rng.shuffle(cups)
        s.cups = [[cups.pop()] for _ in range(n)]
        s.cup_pool = sorted(cups)  # face down: its order is never shown
        s.cup_discard: list[int] = []
        s.vp_cups = [[] for _ in range(n)]
        s.star_pool = sorted(by_kind["star"])
        s.stars = [[] for _ in range(n)]
        s.levels = [0] * n
        s.dish: list[int | None] = [None] * n
        s.pan: list[list[int]] = [[] for _ in range(n)]
        s.crepe = ["unused"] * n
        s.available = sorted(d for d in s.data.dishes if d != CREPE)
        s.trays: list[list[int]] = [[] for _ in range(n)]
        s.trash: list[int] = []
        s.first = s.rng.randrange(n)
        s.current = s.first
        s.choosers = [(s.first + i) % n for i in range(n)]
        s.setup = True
        s.phase = "choose_dish"
        s._reset_turn()
        s.pending: dict = {}
        s.over_reason: str | None = None
        s.turn_number = 0
        return s

    def _reset_turn(self) -> None:
        self.actions_left = self.data.components["spoons"]
        self.coffee_used = False
        self.crepe_turn = self.crepe[self.current] == "in_pan"
        self.heat_done = False
        self.turn_over = False

    # -- reading the state ---------------------------------------------------------------
    def kind_of(self, piece: int) -> str:
        return self.pack[piece].rank

    def kinds(self, pieces: list[int]) -> list[str]:
        return [self.pack[p].rank for p in pieces]

    def pan_counts(self, seat: int) -> dict[str, int]:
        return dict(Counter(self.kinds(self.pan[seat])))

    def dish_of(self, seat: int) -> Dish | None:
        d = self.dish[seat]
        return None if d is None else self.data.dishes[d]

    def spoiled(self, seat: int) -> str | None:
        dish = self.dish_of(seat)
        if dish is None:
            return None
        return rules.spoil_reason(dish, self.levels[seat], self.pan_counts(seat),
                                  self.data.components["spoil_count"])

    def cup_kinds(self, cups: list[int]) -> list[str]:
        return [self.pack[c].rank[4:] for c in cups]

    def points(self, seat: int) -> int:
        return rules.victory_points(self.trays[seat], len(self.vp_cups[seat]), self.data)

    def finished_groups(self, seat: int) -> set[str]:
        return {self.data.dishes[d].group for d in self.trays[seat] if d != CREPE}

    def dishes_to_end(self) -> int:
        if self.variant == "2p":
            return self.data.two_player_end
        return self.data.components["dishes_to_end"]

    def choices_for(self, seat: int) -> list[int]:
        dishes = rules.choosable_dishes(self.available, self.finished_groups(seat), self.data)
        if self.crepe[seat] == "unused" and not self.setup:
            dishes = dishes + [CREPE]
        return dishes

    @property
    def to_act(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "choose_dish":
            return self.choosers[0]
        if self.phase in ("pour", "flip"):
            return self.pending["seat"]
        return self.current

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def opening_events(self) -> list[Event]:
        """Nothing happens before the first chef chooses a dish."""
        return []

    def awaiting_outcome(self) -> str | None:
        """"pour" or "flip" while a minigame's outcome is awaited, else None."""
        return self.phase if self.phase in ("pour", "flip") else None

    def returns(self) -> list[int]:
        return [self.points(s) for s in range(self.n)]

    def placings(self) -> list[int]:
        return rules.ranking(self.returns(), [len(s) for s in self.stars],
                             self.data.components["stars_to_win"])

    # -- legal actions -------------------------------------------------------------------
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        seat = self.to_act if seat is None else seat
        if seat is None or seat != self.to_act:
            return []
        actions = self._decision_actions(seat)
        self._offered = (seat, actions)
        return actions

    def _decision_actions(self, seat: int) -> list[Action]:
        if self.phase == "choose_dish":
            return [ChooseDish(seat, d) for d in self.choices_for(seat)]
        if self.phase == "choose_heat":
            return [ChooseHeat(seat, a) for a in self.pending["choices"]]
        if self.phase == "steal":
            return [Steal(seat, v, k) for v, k in self._stealable(seat)]
        if self.phase in ("pour", "flip"):
            return []  # the outcome comes from the minigame
        if self.crepe_turn:
            if not self.heat_done:
                return [Heat(seat)]
            return [TryFlip(seat), EndTurn(seat)]
        actions: list[Action] = [Heat(seat)]
        actions += [Season(seat, c) for c in COLOURS if self.dispensers[c]]
        actions += self._cup_actions(seat)
        return actions

    def _cup_actions(self, seat: int) -> list[Action]:
        if self.coffee_used or self.crepe[seat] == "in_pan":
            return []
        out: list[Action] = []
        for kind in sorted(set(self.cup_kinds(self.cups[seat]))):
            if kind in ("victory", "spoons"):
                out.append(UseCup(seat, kind))
            elif kind == "lower":
                out += [UseCup(seat, kind, amount=a) for a in self.data.lower_choices
                        if a <= self.levels[seat]]
            elif kind == "exchange":
                out += [UseCup(seat, kind, target=t) for t in range(self.n)
                        if self._exchange_refusal(seat, t) is None]
            elif kind == "reseason":
                out += [UseCup(seat, kind, target=t, colour=c) for t in range(self.n)
                        if t != seat and rules.can_reseason(self.dish_of(t))
                        for c in COLOURS if self.dispensers[c]]
        return out

    def _exchange_refusal(self, seat: int, target: int) -> IllegalAction | None:
        if target == seat or not 0 <= target < self.n:
            return IllegalAction("exchange_target", "Choose another chef to exchange stoves with.")
        if self.dish[seat] is None or self.dish[target] is None:
            return IllegalAction("exchange_empty", "Both pans must hold a dish.")
        if self.spoiled(seat) or self.spoiled(target):
            return IllegalAction("exchange_spoiled", "A spoiled dish cannot be exchanged.")
        if CREPE in (self.dish[seat], self.dish[target]):
            return IllegalAction("exchange_crepe", "A pan holding a crêpe cannot be exchanged.")
        return None

    def _stealable(self, seat: int) -> list[tuple[int, str]]:
        """Cups the roller may take when the pool is empty: never a victory cup."""
        return sorted({(v, k) for v in range(self.n) if v != seat
                       for k in self.cup_kinds(self.cups[v]) if k != "victory"})

    # -- applying ------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, self.n, len(self.pack))
        handler = getattr(self, f"_apply_{action.kind}")
        if action.seat != self.to_act:
            raise IllegalAction("not_your_turn", "It is not your turn.")
        events: list[Event] = []
        handler(action, events)
        self._offered = None  # a refused action changed nothing: its offer stands
        self.actions.append(action)
        self._settle(events)
        return events

    def _check_phase(self, *phases: str) -> None:
        if self.phase not in phases:
            raise IllegalAction("wrong_phase", f"That cannot be done now (phase {self.phase}).",
                         phase=self.phase)

    @staticmethod
    def _check_colour(colour: str) -> None:
        if colour not in COLOURS:
            raise IllegalAction("unknown_colour", f"There is no seasoning colour {colour!r:.20}.",
                                colour=colour)

    def _check_in_list(self, action: Action) -> None:
        offered = self._offered
        legal = offered[1] if offered is not None and offered[0] == action.seat \
            else self.legal_actions(action.seat)
        if action in legal:
            return
        if self.crepe_turn:
            raise IllegalAction("crepe_turn", "With a crêpe in the pan: roll the die, then flip.")
        if isinstance(action, UseCup) and action.cup == "lower":
            raise IllegalAction("lower_amount", "The knob cannot go below 0.")
        if isinstance(action, UseCup) and action.cup == "reseason":
            self._check_colour(action.colour)
            raise IllegalAction("dispenser_empty", "That dispenser is empty.")
        raise IllegalAction("not_allowed", f"{action.kind} is not allowed now.")

    def _apply_choose(self, a: ChooseDish, events: list[Event]) -> None:
        self._check_phase("choose_dish")
        if a.dish not in self.data.dishes:
            raise IllegalAction("unknown_dish", f"There is no dish {a.dish}.", dish=a.dish)
        if a.dish not in self.choices_for(a.seat):
            if a.dish == CREPE:
                raise IllegalAction("crepe_used", "Your crêpe is already used.") if not self.setup \
                    else IllegalAction("crepe_setup", "The crêpe cannot be chosen at the start.")
            raise IllegalAction("dish_colour", "Choose a dish of a colour you have not finished.")
        self.choosers.pop(0)
        if a.dish == CREPE:
            self.crepe[a.seat] = "in_pan"
            if a.seat == self.current and not self.setup:
                self.turn_over = True  # §8: putting the crêpe in ends the turn at once
        else:
            self.available.remove(a.dish)
        self.dish[a.seat] = a.dish
        events.append(Event("dish", a.seat, {"dish": a.dish}))
        if not self.choosers:
            if self.setup:
                self.setup = False
                self._start_turn(self.first, events)
            else:
                self.phase = "action"

    def _apply_heat(self, a: Heat, events: list[Event]) -> None:
        self._check_phase("action")
        self._check_in_list(a)
        self.actions_left -= 1
        self.heat_done = True
        index = self.rng.randrange(len(self.data.die))
        face = self.data.die[index]
        events.append(Event("roll", a.seat, {"face": index}))
        if face.kind == "heat":
            self._heat(a.seat, face.amount, events)
        elif face.kind == "all":
            for s in range(self.n):
                self._heat((a.seat + s) % self.n, face.amount, events)
        elif face.kind == "choose":
            self.phase = "choose_heat"
            self.pending = {"seat": a.seat, "choices": list(face.choices)}
        else:
            self._draw_cup(a.seat, events)

    def _heat(self, seat: int, amount: int, events: list[Event]) -> None:
        before = self.levels[seat]
        self.levels[seat] = rules.heated(before, amount, self.data.components["stove_max"])
        events.append(Event("heat", seat, {"from": before, "to": self.levels[seat]}))

    def _draw_cup(self, seat: int, events: list[Event]) -> None:
        if self.cup_pool:
            cup = self.cup_pool.pop(self.rng.randrange(len(self.cup_pool)))
            self.cups[seat].append(cup)
            events.append(Event("draw_cup", seat, {"cup": self.cup_kinds([cup])[0]}))
        elif self._stealable(seat):
            self.phase = "steal"
            self.pending = {"seat": seat}
        else:
            events.append(Event("no_cup", seat))

    def _apply_choose_heat(self, a: ChooseHeat, events: list[Event]) -> None:
        self._check_phase("choose_heat")
        if a.amount not in self.pending["choices"]:
            raise IllegalAction("heat_choice", "Choose one of the numbers on the die.")
        self._heat(a.seat, a.amount, events)
        self.phase, self.pending = "action", {}

    def _apply_steal(self, a: Steal, events: list[Event]) -> None:
        self._check_phase("steal")
        if (a.victim, a.cup) not in self._stealable(a.seat):
            raise IllegalAction("steal_cup", "That cup cannot be taken (victory cups never can).")
        kinds = self.cup_kinds(self.cups[a.victim])
        cup = self.cups[a.victim].pop(kinds.index(a.cup))
        self.cups[a.seat].append(cup)
        events.append(Event("steal", a.seat, {"victim": a.victim, "cup": a.cup}))
        self.phase, self.pending = "action", {}

    def _apply_season(self, a: Season, events: list[Event]) -> None:
        self._check_phase("action")
        self._check_colour(a.colour)
        if not self.dispensers[a.colour]:
            raise IllegalAction("dispenser_empty", "That dispenser is empty.")
        self._check_in_list(a)
        self.phase = "pour"
        self.pending = {"seat": a.seat, "colour": a.colour, "target": a.seat, "cup": None}
        events.append(Event("pour_start", a.seat, {"colour": a.colour, "target": a.seat}))

    def _apply_cup(self, a: UseCup, events: list[Event]) -> None:
        self._check_phase("action")
        if self.crepe[a.seat] == "in_pan":
            raise IllegalAction("cup_crepe", "No coffee while your crêpe is in the pan.")
        if self.coffee_used:
            raise IllegalAction("cup_once", "Only one coffee break per turn.")
        kinds = self.cup_kinds(self.cups[a.seat])
        if a.cup not in kinds:
            raise IllegalAction("cup_missing", "You have no such cup.")
        if a.cup == "exchange" and (why := self._exchange_refusal(a.seat, a.target)):
            raise why
        if a.cup == "reseason" and (a.target == a.seat or not 0 <= a.target < self.n
                                    or not rules.can_reseason(self.dish_of(a.target))):
            raise IllegalAction("reseason_target", "Re-season needs another chef's seasoned dish.")
        self._check_in_list(a)
        cup = self.cups[a.seat].pop(kinds.index(a.cup))
        self.coffee_used = True
        events.append(Event("cup", a.seat, {"cup": a.cup, "target": a.target,
                                             "amount": a.amount, "colour": a.colour}))
        if a.cup == "victory":
            self.vp_cups[a.seat].append(cup)
            return
        if a.cup == "reseason":
            self.phase = "pour"
            self.pending = {"seat": a.seat, "colour": a.colour, "target": a.target, "cup": cup}
            events.append(Event("pour_start", a.seat, {"colour": a.colour, "target": a.target}))
            return
        self.cup_discard.append(cup)
        if a.cup == "spoons":
            self.actions_left = self.data.components["spoons"]
        elif a.cup == "lower":
            before = self.levels[a.seat]
            self.levels[a.seat] = rules.lowered(before, a.amount)
            events.append(Event("heat", a.seat, {"from": before, "to": self.levels[a.seat]}))
        elif a.cup == "exchange":
            s, t = a.seat, a.target
            self.levels[s], self.levels[t] = self.levels[t], self.levels[s]
            self.dish[s], self.dish[t] = self.dish[t], self.dish[s]
            self.pan[s], self.pan[t] = self.pan[t], self.pan[s]

    def _apply_pour(self, a: Pour, events: list[Event]) -> None:
        self._check_phase("pour")
        colour, target, cup = (self.pending[k] for k in ("colour", "target", "cup"))
        inside = self.dispensers[colour]
        if Counter(a.poured) + Counter(a.remaining) != Counter(self.kinds(inside)):
            raise IllegalAction("pour_mismatch",
                                "The pour does not match the dispenser's contents.")
        pool: dict[str, list[int]] = {}
        for piece in inside:
            pool.setdefault(self.kind_of(piece), []).append(piece)
        poured = [pool[k].pop(0) for k in a.poured]
        self.dispensers[colour] = [pool[k].pop(0) for k in a.remaining]
        self.pan[target].extend(poured)
        if cup is None:
            self.actions_left -= 1
        else:
            self.cup_discard.append(cup)
        self.phase, self.pending = "action", {}
        events.append(Event("pour", a.seat, {"colour": colour, "target": target,
                                              "poured": list(a.poured)}))

    def _apply_cancel_pour(self, a: CancelPour, events: list[Event]) -> None:
        self._check_phase("pour")
        cup = self.pending["cup"]
        if cup is not None:  # a Re-season that never poured: the cup is not spent
            self.cups[a.seat].append(cup)
            self.coffee_used = False
        self.phase, self.pending = "action", {}
        events.append(Event("pour_cancel", a.seat))

    def _apply_try_flip(self, a: TryFlip, events: list[Event]) -> None:
        self._check_phase("action")
        self._check_in_list(a)
        self.phase = "flip"
        self.pending = {"seat": a.seat}
        events.append(Event("flip_start", a.seat))

    def _apply_flip(self, a: Flip, events: list[Event]) -> None:
        self._check_phase("flip")
        self.actions_left -= 1
        self.phase, self.pending = "action", {}
        events.append(Event("flip", a.seat, {"success": a.success}))
        if a.success:
            self.crepe[a.seat] = "done"
            self._finish(a.seat, events)
            self.turn_over = True
        elif self.actions_left <= 0:
            self.turn_over = True

    def _apply_end_turn(self, a: EndTurn, events: list[Event]) -> None:
        self._check_phase("action")
        self._check_in_list(a)
        self.turn_over = True

    # -- after every action: finishing, spoiling, refills, the end, the next turn --------
    def _settle(self, events: list[Event]) -> None:
        if self.phase in ("over", "pour", "flip", "choose_heat", "steal") or self.setup:
            return
        for i in range(self.n):
            seat = (self.current + i) % self.n
            dish = self.dish_of(seat)
            if dish and rules.is_finished(dish, self.levels[seat], self.pan_counts(seat),
                                          self.data.components["spoil_count"]):
                self._finish(seat, events)
        self._remove_if_spoiled(self.current, events)
        self._refill(events)
        if self._check_end(events):
            return
        if self.choosers:
            self.phase = "choose_dish"
            return
        self.phase = "action"
        if self.turn_over or self.actions_left <= 0:
            self._start_turn((self.current + 1) % self.n, events)

    def _finish(self, seat: int, events: list[Event]) -> None:
        dish = self.dish_of(seat)
        pan = self.pan_counts(seat)
        star = rules.earns_star(dish, pan) and bool(self.star_pool)
        if star:
            self.stars[seat].append(self.star_pool.pop())
        self.trays[seat].append(dish.id)
        events.append(Event("finish", seat, {"dish": dish.id, "star": star}))
        self._clear_pan(seat)

    def _remove_if_spoiled(self, seat: int, events: list[Event]) -> None:
        reason = self.spoiled(seat)
        if reason is None:
            return
        dish = self.dish[seat]
        self.trash.append(dish)
        if dish == CREPE:
            self.crepe[seat] = "burnt"
            self.turn_over = True  # §8: a burnt crêpe ends the turn
        events.append(Event("spoil", seat, {"dish": dish, "reason": reason}))
        self._clear_pan(seat)

    def _clear_pan(self, seat: int) -> None:
        self.sink.extend(self.pan[seat])
        self.pan[seat] = []
        self.levels[seat] = 0
        self.dish[seat] = None
        self.choosers.append(seat)

    def _refill(self, events: list[Event]) -> None:
        """§6: a dispenser with none of its colour takes back its colour from the sink
        and has its salt topped up to the starting count (as far as the sink allows)."""
        salt_target = self.data.components["salt_per_dispenser"]
        for colour in COLOURS:
            inside = self.dispensers[colour]
            if not rules.needs_refill(self.kinds(inside), colour):
                continue
            back = [p for p in self.sink if self.kind_of(p) == colour]
            if not back:
                continue
            salt_in = sum(1 for p in inside if self.kind_of(p) == SALT)
            sink_salt = [p for p in self.sink if self.kind_of(p) == SALT]
            back += sink_salt[:max(0, salt_target - salt_in)]
            self.sink = [p for p in self.sink if p not in back]
            inside = inside + back
            self.rng.shuffle(inside)
            self.dispensers[colour] = inside
            events.append(Event("refill", None, {"colour": colour, "pieces": len(back)}))

    def _check_end(self, events: list[Event]) -> bool:
        reason = rules.end_reason([len(t) for t in self.trays], [len(s) for s in self.stars],
                                  self.dishes_to_end(), self.data.components["stars_to_win"])
        if reason is None and any(not self.choices_for(s) for s in self.choosers):
            reason = "no_dish"
        if reason is None:
            return False
        self.phase, self.over_reason, self.choosers = "over", reason, []
        events.append(Event("game_over", None, {"reason": reason, "points": self.returns(),
                                                 "places": self.placings()}))
        return True

    def _start_turn(self, seat: int, events: list[Event]) -> None:
        self.current = seat
        self.turn_number += 1
        events.append(Event("turn", seat, {"turn": self.turn_number}))
        self._remove_if_spoiled(seat, events)  # §7: spoiled dishes leave in their owner's turn
        self._reset_turn()  # after the removal: a crêpe burnt meanwhile leaves a plain turn
        self.phase = "choose_dish" if self.choosers else "action"
        if self.choosers:
            self._check_end(events)

    # -- what a seat sees (everything is public but the face-down cup pool) --------------
    def observation(self, seat: int) -> dict:
        return {
            "seat": seat, "players": self.n, "variant": self.variant,
            "phase": self.phase, "current": self.current, "to_act": self.to_act,
            "actions_left": self.actions_left, "coffee_used": self.coffee_used,
            "crepe_turn": self.crepe_turn, "heat_done": self.heat_done,
            "pending": {k: v for k, v in self.pending.items() if k != "cup"},
            "levels": list(self.levels), "dishes": list(self.dish),
            "pans": [self.pan_counts(s) for s in range(self.n)],
            "crepes": list(self.crepe), "trays": [list(t) for t in self.trays],
            "vp_cups": [len(v) for v in self.vp_cups],
            "stars": [len(s) for s in self.stars], "star_pool": len(self.star_pool),
            "cups": [self.cup_kinds(c) for c in self.cups],
            "cup_pool": len(self.cup_pool), "cup_discard": self.cup_kinds(self.cup_discard),
            "dispensers": {c: self.kinds(p) for c, p in self.dispensers.items()},
            "sink": dict(Counter(self.kinds(self.sink))),
            "available": list(self.available), "trash": list(self.trash),
            "points": self.returns(), "dishes_to_end": self.dishes_to_end(),
            "over_reason": self.over_reason,
            "places": self.placings() if self.phase == "over" else None,
        }

    def card_zones(self) -> dict[str, list[int]]:
        zones = {"sink": self.sink, "spare": self.spare, "cup_pool": self.cup_pool,
                 "cup_discard": self.cup_discard, "star_pool": self.star_pool}
        zones |= {f"dispenser_{c}": p for c, p in self.dispensers.items()}
        if self.phase == "pour" and self.pending.get("cup") is not None:
            zones["cup_in_use"] = [self.pending["cup"]]
        for s in range(self.n):
            zones |= {f"pan_{s}": self.pan[s], f"cups_{s}": self.cups[s],
                      f"vp_cups_{s}": self.vp_cups[s], f"stars_{s}": self.stars[s]}
        return zones

    def hidden_from(self, seat: int) -> set[int]:
        return set(self.cup_pool)

    def hidden_values(self, seat: int) -> dict[str, list[str]]:
        return determinize.hidden_values(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> AlcState:
        """A state `seat` cannot tell from this one (`determinize.py`); its to_json
        does not replay it."""
        return determinize.determinize(self, seat, rng)

    def clone(self) -> AlcState:
        """Like `copy`, without going through plain data: for search."""
        copy = clone_state(self)
        copy._offered = None  # the offer is for this object's decision only
        return copy

    def dish_tokens(self) -> list[int]:
        """Every dish token's place, for the conservation test: centre, pans, trays,
        trash (crêpes included, one per chef)."""
        return sorted(self.available + [d for d in self.dish if d is not None]
                      + [d for t in self.trays for d in t] + self.trash)

    # -- saving -------------------------------------------------------------------------
    FIELDS = ("dispensers", "spare", "sink", "cups", "cup_pool", "cup_discard", "vp_cups",
              "star_pool", "stars", "levels", "dish", "pan", "crepe", "available", "trays",
              "trash", "first", "current", "choosers", "setup", "phase", "actions_left",
              "coffee_used", "crepe_turn", "heat_done", "turn_over", "pending",
              "over_reason", "turn_number")

    def to_json(self) -> dict:
        """The seed and the actions so far (the minigames' results are actions too):
        the face-down cup pool's order is not in the file, and loading replays every
        action through the rules."""
        return {"game": "alacarte", "seed": self.seed, "variant": self.variant,
                "actions": [a.to_json() for a in self.actions]}

    @classmethod
    def from_json(cls, data: dict) -> AlcState:
        return replay(ActionLog.from_json(data, CODEC), cls.new)

    def snapshot(self) -> dict:
        """Everything the state holds, as plain data: for copies and tests."""
        data = {"seed": self.seed, "variant": self.variant, "rng": self.rng.snapshot(),
                "actions": [a.to_json() for a in self.actions]}
        for name in self.FIELDS:
            value = getattr(self, name)
            data[name] = {k: list(v) for k, v in value.items()} if name == "dispensers" \
                else value
        return _plain(data)

    def copy(self) -> AlcState:
        """An independent state equal to this one, without replaying the game."""
        data = self.snapshot()
        s = AlcState(data["seed"], data["variant"], self.data)
        s.rng = GameRng.restore(data["rng"])
        s.actions = list(self.actions)
        for name in self.FIELDS:
            setattr(s, name, data[name])
        return s


def _plain(value):
    """A deep copy made of plain lists and dicts (what JSON gives back)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
