"""What character skills and equipped items add to the rules, and where the engine
asks them.

Skill text beats card text beats the general rules (§3), so the engine asks the
abilities at fixed points instead of knowing any skill: an `Ability` answers only the
questions it changes. A seat's abilities are its character's skills (a lord skill only
for the lord) and its equipped weapon and armour; each is registered under its skill
key or card name (`@ability`), one module per character in `skills/` and the items in
`weapons.py`.

Questions (defaults: the general rule):
- `conversions(state, seat, name, verb)`: cards the seat may use or play as `name`.
- `play_actions` / `start`: an active skill in the play phase (UseSkill); once per
  phase when the skill is so tagged (`state.used_skills`).
- `proxy` / `proxy_step`: others asked to give a card for the seat (Escort, Rouse).
- `damage_bonus` (Bare-chested), `peach_bonus` (Rescue).
- `unlimited_slashes`, `dodges_needed`, `duel_slashes`: Slash limits and Peerless.
- `may_be_targeted(state, seat, user, name)`: Empty Fort, Humility.
- `ignores_distance(name)`: Genius.
- `fires(state, seat, moment)` / `fire(state, seat, moment)`: a trigger at a `Moment`
  ("after_damaged", "turn_start", "turn_end", "draw_phase", "discard_phase",
  "slash_targeted", "slash_dodged", "slash_hits", "trick_used", "judging",
  "judgement_settled", "lost_last_hand_card", "lost_equipment"). An optional one ("you
  may") is offered to its seat first; a locked one fires.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, NamedTuple

from game.core.decisions import Turn
from game.core.protocol import Action
from game.games.sanguosha.actions import Invoke, Pass
from game.games.sanguosha.flow import Step

if TYPE_CHECKING:
    from game.games.sanguosha.model import SgsState


class Moment(NamedTuple):
    """Something abilities may answer: its kind, who it happened to (`seat`), and what
    else the kind needs (source of damage, target of a Slash, amount, cards)."""

    kind: str
    seat: int
    source: int | None = None
    target: int | None = None
    amount: int = 0
    cards: tuple[int, ...] = ()


class Ability:
    key = ""
    optional = True  # "you may": offered first; a locked ability just fires
    # An active skill whose cards are not shown as it is used: they change hands face
    # down (a gift), or stay in the hand until discarded (Balance of Power).
    hides_cards = False

    def conversions(self, state: SgsState, seat: int, name: str,
                    verb: str) -> list[tuple[int, ...]]:
        return []

    def unlimited_slashes(self, state: SgsState, seat: int) -> bool:
        return False

    def dodges_needed(self, state: SgsState, user: int, target: int) -> int:
        return 1

    def duel_slashes(self, state: SgsState, seat: int, opponent: int) -> int:
        """Slashes `opponent` must play each time in a Duel with `seat`."""
        return 1

    def may_be_targeted(self, state: SgsState, seat: int, user: int, name: str) -> bool:
        return True

    def ignores_distance(self, name: str) -> bool:
        return False

    def play_actions(self, state: SgsState, seat: int) -> list[Action]:
        """An active skill's uses now in the seat's play phase (UseSkill actions); a
        once-per-phase skill already used this phase is not asked (`state.used_skills`)."""
        return []

    def start(self, state: SgsState, action: Action) -> None:
        """Carry out a UseSkill of this ability (push the steps it needs)."""
        raise NotImplementedError

    def proxy(self, state: SgsState, seat: int, name: str, verb: str) -> bool:
        """Whether the seat may ask others to give `name` for it (Escort, Rouse): it is
        offered as Respond(seat, (), name, key), and `proxy_step` then asks them."""
        return False

    def proxy_step(self, state: SgsState, seat: int, name: str) -> Step:
        """The step asking for a card on the seat's behalf; it returns True if one came."""
        raise NotImplementedError

    def damage_bonus(self, state: SgsState, seat: int, name: str) -> int:
        """Extra damage the seat's `name` card (slash, duel) deals (Bare-chested)."""
        return 0

    def peach_bonus(self, state: SgsState, seat: int, giver: int) -> int:
        """Extra health when `giver` saves the dying seat with a Peach (Rescue)."""
        return 0

    def fires(self, state: SgsState, seat: int, moment: Moment) -> bool:
        return False

    def fire(self, state: SgsState, seat: int, moment: Moment) -> None:
        raise NotImplementedError


ABILITIES: dict[str, Ability] = {}


def ability(cls: type[Ability]) -> type[Ability]:
    """Register an ability under its key (a skill key or an equipment card name)."""
    if cls.key in ABILITIES:
        raise ValueError(f"ability {cls.key!r} registered twice")
    ABILITIES[cls.key] = cls()
    return cls


def of_seat(state: SgsState, seat: int) -> tuple[tuple[str, Ability], ...]:
    """The seat's skills, then its weapon and armour, that change any rule."""
    equipment = state.seats[seat].equipment
    weapon, armour = equipment.get("weapon"), equipment.get("armour")
    return _abilities(state.skills(seat), None if weapon is None else state.card(weapon).name,
                      None if armour is None else state.card(armour).name)


@functools.cache  # asked millions of times in a game: one answer per skill set and gear
def _abilities(skills: tuple[str, ...], weapon: str | None,
               armour: str | None) -> tuple[tuple[str, Ability], ...]:
    keys = (*skills, *(k for k in (weapon, armour) if k is not None))
    return tuple((k, ABILITIES[k]) for k in keys if k in ABILITIES)


# --- the questions, as the engine asks them ----------------------------------------------


def conversions(state: SgsState, seat: int, name: str,
                verb: str) -> list[tuple[tuple[int, ...], str]]:
    """(cards, ability key) for every way the seat's abilities make cards count as `name`."""
    return [(cards, key) for key, a in of_seat(state, seat)
            for cards in a.conversions(state, seat, name, verb)]


def unlimited_slashes(state: SgsState, seat: int) -> bool:
    return any(a.unlimited_slashes(state, seat) for _k, a in of_seat(state, seat))


def dodges_needed(state: SgsState, user: int, target: int) -> int:
    return max([1] + [a.dodges_needed(state, user, target) for _k, a in of_seat(state, user)])


def duel_slashes(state: SgsState, facing: int, seat: int) -> int:
    """Slashes `seat` must play each time in a Duel against `facing`."""
    return max([1] + [a.duel_slashes(state, facing, seat) for _k, a in of_seat(state, facing)])


def may_be_targeted(state: SgsState, target: int, user: int, name: str) -> bool:
    return all(a.may_be_targeted(state, target, user, name) for _k, a in of_seat(state, target))


def ignores_distance(state: SgsState, seat: int, name: str) -> bool:
    return any(a.ignores_distance(name) for _k, a in of_seat(state, seat))


def play_actions(state: SgsState, seat: int) -> list[Action]:
    return [a for key, ab in of_seat(state, seat) if key not in state.used_skills
            for a in ab.play_actions(state, seat)]


def proxies(state: SgsState, seat: int, name: str, verb: str) -> list[str]:
    return [key for key, a in of_seat(state, seat) if a.proxy(state, seat, name, verb)]


def damage_bonus(state: SgsState, seat: int | None, name: str) -> int:
    if seat is None:
        return 0
    return sum(a.damage_bonus(state, seat, name) for _k, a in of_seat(state, seat))


def peach_bonus(state: SgsState, dying: int, giver: int) -> int:
    return sum(a.peach_bonus(state, dying, giver) for _k, a in of_seat(state, dying))


def raise_moment(state: SgsState, moment: Moment) -> None:
    """Push the abilities that answer `moment`, the current seat's first, then the others
    in turn order (§8); each is offered or fired in that order when the step runs."""
    pending = tuple((seat, key) for seat in state.living()
                    for key, a in of_seat(state, seat) if a.fires(state, seat, moment))
    if pending:
        state.push(Triggers(moment, pending))


class Triggers(Step):
    """Abilities answering one moment, one after another: an optional one is offered to
    its seat (Invoke or Pass), a locked one fires."""

    __slots__ = ("moment", "pending")

    def __init__(self, moment: Moment, pending: tuple[tuple[int, str], ...]) -> None:
        super().__init__()
        self.moment, self.pending = moment, pending

    def run(self, state: SgsState) -> None:
        while self.pending:
            seat, key = self.pending[0]
            a = ABILITIES[key]
            if not state.seats[seat].alive or not a.fires(state, seat, self.moment):
                self.pending = self.pending[1:]
                continue
            if a.optional:
                state.ask(Turn(seat))
                return
            self.pending = self.pending[1:]
            self._fire(state, seat, key)
            return
        state.pop()

    def _fire(self, state: SgsState, seat: int, key: str) -> None:
        state.emit("ability", seat, ability=key, moment=self.moment.kind)
        ABILITIES[key].fire(state, seat, self.moment)

    def legal(self, state: SgsState, seat: int) -> list[Action]:
        return [Invoke(seat, self.pending[0][1]), Pass(seat)]

    def answer(self, state: SgsState, action: Action) -> None:
        seat, key = self.pending[0]
        self.pending = self.pending[1:]
        if isinstance(action, Invoke):
            self._fire(state, seat, key)


def resolving(state: SgsState, kind: type[Step]) -> Step | None:
    """The innermost step of `kind` being resolved (the Slash a trigger changes)."""
    return next((s for s in reversed(state.stack) if isinstance(s, kind)), None)
