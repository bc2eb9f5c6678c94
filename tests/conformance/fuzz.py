"""A fuzzer for every catalogued game: at states sampled from random playouts, feed the
model actions no rule may accept - of the wrong seat, after the end, with fields of
the wrong type, whole numbers out of range, card ids outside the pack or not in the
hand or named twice, another game's actions, things that are not actions at all - and
count what happens. Each must be refused with IllegalAction and leave the state
exactly as it was. The garbage goes to a deep copy of each sampled state, so a state
that a refusal changed is counted and replaced by a fresh copy.

    python -m tests.conformance.fuzz [--states N] [--seed S] [game ...]

prints one line per game: attempts, refusals, other exceptions, accepted garbage and
changed states (the last three must be 0).
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import io
import pickle
import random
import sys
import typing
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from game.core.cards import Pack
from game.core.gamedef import GameDef
from game.core.protocol import Action, CardId, Event, IllegalAction
from tests.conformance.helpers import GAMES, asked_now, choices, seats_of

# Values of the wrong type for any field; bools and floats pose as ints on purpose.
WRONG_VALUES: tuple[Any, ...] = (None, True, False, 2.5, float("nan"), "", "1", -1.0,
                                 (), (True,), (1.5,), ("a",), [1], {"a": 1}, b"1")
UNKNOWN_NAME = "?!"  # a name (colour, cup, reading) that no game uses
# Whole numbers no int field (a bid, a dish, an amount, a target seat) accepts.
OUT_OF_RANGE: tuple[int, ...] = (-1, 99, 999, 10**9, 2**64, -2**63)
# Attributes that only remember which objects legal_actions handed out, so that
# applying one of them needs no second check; any apply may drop them.
CACHES = frozenset({"_offered"})
NOT_ACTIONS: tuple[Any, ...] = (None, 0, "play", {"type": "play", "seat": 0}, object(),
                                Event("play", 0), ("play", 0))


@dataclass
class Counts:
    attempts: int = 0
    refusals: int = 0
    other_exceptions: int = 0
    accepted: int = 0
    changed_states: int = 0
    examples: list[str] = field(default_factory=list)  # the first few failures

    def line(self, key: str) -> str:
        return (f"fuzz {key}: attempts={self.attempts} refusals={self.refusals} "
                f"other_exceptions={self.other_exceptions} accepted={self.accepted} "
                f"changed_states={self.changed_states}")

    @property
    def clean(self) -> bool:
        return not (self.other_exceptions or self.accepted or self.changed_states)


def snapshot(state) -> bytes:
    """Everything the state holds, pickled: every attribute but the offer cache (hands,
    the action log, the RNG's position, ...) and what its save would hold."""
    held = {k: v for k, v in vars(state).items() if k not in CACHES}
    out = io.BytesIO()
    pickler = pickle.Pickler(out, pickle.HIGHEST_PROTOCOL)
    pickler.dispatch_table = _REDUCERS
    pickler.dump((held, state.to_json()))
    return out.getvalue()


class _Reducers(dict):
    """How `snapshot` pickles some types: a pack by identity (it is immutable and
    shared, and its lookups fill in lazily), a slotted dataclass (a card, an action,
    an event) by its fields, several times faster than pickle's own way."""

    def __missing__(self, cls: type):
        if issubclass(cls, Pack):
            def reduce(pack):
                return int, (id(pack),)
        elif dataclasses.is_dataclass(cls) and hasattr(cls, "__slots__"):
            names = [f.name for f in dataclasses.fields(cls)]

            def reduce(obj):
                return cls, tuple([getattr(obj, name) for name in names])
        else:
            raise KeyError(cls)  # pickle's own way
        self[cls] = reduce
        return reduce


_REDUCERS = _Reducers()


def _type_hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _well_typed(value: Any, declared: Any) -> bool:
    if declared in (str, bool):
        return type(value) is declared
    if typing.get_origin(declared) is tuple:
        return type(value) is tuple and not value
    return False


def _card_fields(cls: type) -> list[str]:
    hints = _type_hints(cls)
    return [f.name for f in dataclasses.fields(cls)
            if hints[f.name] is CardId or typing.get_args(hints[f.name])[:1] == (CardId,)]


def _with(action: Action, **changes: Any) -> Action:
    """A copy with fields replaced, bypassing nothing: frozen dataclasses accept any
    value, which is exactly what a careless caller can send."""
    return dataclasses.replace(action, **changes)


def garbage(game: GameDef, state, rng: random.Random,
            others: list[GameDef]) -> Iterator[tuple[str, Any]]:
    """(what, action) pairs that every game must refuse in this state."""
    seat = state.to_act
    n = seats_of(state)
    legal = state.legal_actions(seat) if seat is not None else []
    for thing in NOT_ACTIONS:
        yield "not an action", thing
    for other in others:
        for cls in other_classes(other):
            yield f"{other.key} action", cls(seat=seat if seat is not None else 0)
    base = {cls: next((a for a in legal if type(a) is cls), None) for cls in state.codec.classes}
    for cls, example in base.items():
        example = example or cls(seat=seat if seat is not None else 0)
        if state.is_terminal():
            yield "after the end", example
        for wrong_seat in {*range(n), -1, n, 99} - asked_now(state):
            yield "wrong seat", _with(example, seat=wrong_seat)
        for value in (None, True, 0.0, "0"):
            yield "seat of the wrong type", _with(example, seat=value)
        hints = _type_hints(cls)
        for f in dataclasses.fields(cls):
            if f.name == "seat":
                continue
            declared = hints[f.name]
            for value in rng.sample(WRONG_VALUES, 5):
                if _well_typed(value, declared):
                    continue  # e.g. "" for a name, () for a card list: the rules judge it
                yield f"{f.name} of the wrong type", _with(example, **{f.name: value})
            if declared is str:
                yield f"{f.name} naming nothing", _with(example, **{f.name: UNKNOWN_NAME})
            if declared is int:  # not a CardId: the rules judge its range
                for value in OUT_OF_RANGE:
                    action = _with(example, **{f.name: value})
                    if action not in legal:
                        yield f"{f.name} out of range", action
        for name in _card_fields(cls):
            yield from _bad_cards(state, example, name, seat)


def _bad_cards(state, example: Action, name: str, seat: int | None
               ) -> Iterator[tuple[str, Action]]:
    single = not isinstance(getattr(example, name), tuple)
    size = len(state.pack)

    def make(cards: list[int]) -> Action:
        return _with(example, **{name: cards[0] if single else tuple(cards)})

    for card in (size, size + 7, -1, 10**9):
        yield "card outside the pack", make([card])
    hand = set(state.hands[seat]) if seat is not None and hasattr(state, "hands") else set()
    # A card no legal action of the seat names (its hand's, the table's it may take, a
    # shown card it may choose): naming it must be refused, whatever zone it lies in.
    named = {c for a in (state.legal_actions(seat) if seat is not None else ())
             for f in _card_fields(type(a))
             for c in (getattr(a, f) if isinstance(getattr(a, f), tuple) else (getattr(a, f),))}
    absent = [c for c in range(size) if c not in hand and c not in named]
    if absent:
        yield "card not in the hand", make([absent[0]])
    if hand and not single:
        card = sorted(hand)[0]
        yield "card named twice", make([card, card])
        original = list(getattr(example, name))
        if original:
            yield "card named twice in a play", make(original + original[:1])


def other_classes(game: GameDef) -> tuple[type, ...]:
    return game.new_state(1, game.variants[0]).codec.classes


def sampled_states(game: GameDef, count: int, seed: int) -> Iterator[Any]:
    """States along random playouts of every variant, the final state of each included."""
    rng = random.Random(seed)
    produced = 0
    while produced < count:
        variant = rng.choice(game.variants)
        state = game.new_state(rng.randrange(1 << 30), variant)
        while produced < count:
            if rng.random() < 0.08 or state.is_terminal():
                yield state
                produced += 1
            if state.is_terminal():
                break
            state.apply(rng.choice(choices(game, state, rng)))


def fuzz_game(game: GameDef, states: int = 40, seed: int = 1) -> Counts:
    counts = Counts()
    rng = random.Random(seed)
    others = [g for g in GAMES.values() if g.key != game.key]
    for sampled in sampled_states(game, states, seed):
        # The garbage goes to a copy: the playout's own state is never touched.
        state = copy.deepcopy(sampled)
        before = snapshot(state)
        for what, action in list(garbage(game, sampled, rng, others)):
            counts.attempts += 1
            try:
                state.apply(action)
            except IllegalAction:
                counts.refusals += 1
            except Exception as e:  # noqa: BLE001 - counting them is the point
                counts.other_exceptions += 1
                _note(counts, f"{what}: {action!r:.90} raised {type(e).__name__}: {e}")
            else:
                counts.accepted += 1
                _note(counts, f"{what}: {action!r:.90} was accepted")
            if snapshot(state) != before:
                counts.changed_states += 1
                _note(counts, f"{what}: {action!r:.90} changed the state")
                state = copy.deepcopy(sampled)  # go on from the state as it was
                before = snapshot(state)
    return counts


def _note(counts: Counts, text: str) -> None:
    if len(counts.examples) < 8:
        counts.examples.append(text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="catalogue keys (default: every game)")
    parser.add_argument("--states", type=int, default=200, help="states per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    clean = True
    for key in args.games or list(GAMES):
        counts = fuzz_game(GAMES[key], args.states, args.seed)
        print(counts.line(key))
        for example in counts.examples:
            print("   ", example)
        clean &= counts.clean
    return 0 if clean else 1


if __name__ == "__main__":
    sys.exit(main())
