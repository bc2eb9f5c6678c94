"""Sanguosha's state machine (identity mode): seats, the deck, the discard pile and the
stack of rule steps in progress (`flow.py`). The procedures themselves live with the
rules they belong to: `setup.py` (identities and characters), `turn.py` (the six
phases), `basic.py` (Slash, Dodge, Peach), `damage.py` (damage, dying, death).

Actions are checked against the list the step asking now offers; an action the rules
reject raises IllegalAction and changes nothing (the step runs only after the check).
"""

from __future__ import annotations

import random

from game.core.actionlog import ActionLog, replay
from game.core.decisions import Decision
from game.core.protocol import Action, Event, IllegalAction
from game.core.rng import GameRng
from game.games.sanguosha import determinize as secrets
from game.games.sanguosha import distance as dist
from game.games.sanguosha import skills, weapons  # noqa: F401  (they register abilities)
from game.games.sanguosha.actions import CODEC
from game.games.sanguosha.cards import CARDS, PACK, SLOTS, CardDef
from game.games.sanguosha.characters import active_skills
from game.games.sanguosha.flow import Step
from game.games.sanguosha.identities import LORD, Win, identities_for
from game.games.sanguosha.seat import Seat

HAND_SIZE_AT_START = 4
SEATS = tuple(range(4, 11))  # player counts
VARIANTS = tuple(f"{n}p" for n in SEATS)  # one rule variant per player count


def variant_of(players: int) -> str:
    """The variant of a game of `players` seats: "5p"."""
    return f"{players}p"


def players_of(variant: str) -> int:
    """The player count a variant names; ValueError for a variant that is not ours."""
    if variant not in VARIANTS:
        raise ValueError(f"no Sanguosha variant {variant!r}")
    return int(variant[:-1])


KEEP = object()  # pop(): leave the last result as it is


class GameDrawn(Exception):
    """Deck and discard pile both empty when a card must be drawn: the game is a draw."""


class SgsState:
    pack = PACK
    codec = CODEC

    def __init__(self, seed: int, players: int, variant: str) -> None:
        self.log = ActionLog(seed, variant)
        self.rng = GameRng(seed)
        self.players = players
        self.seats: list[Seat] = []
        self.deck: list[int] = []  # the top card is the last
        self.discard: list[int] = []
        self.processing: list[int] = []  # cards being resolved, public
        self.current = 0  # whose turn
        self.phase = "setup"
        self.slashes_used = 0  # this turn's play phase
        self.skip_play = False  # this turn's play phase is skipped (Indulgence)
        self.draw_count = 0  # cards the draw phase under way will draw
        self.skip_discard = False  # this turn's discard phase is skipped (Self-restraint)
        self.slashed_in_play = False  # the current seat used or played a Slash in its play phase
        self.used_skills: set[str] = set()  # once-per-play-phase skills used this phase
        # Per-turn tallies a skill keeps (Benevolence's gifts, Bare-chested), by name;
        # emptied when a turn starts.
        self.turn_counts: dict[str, int] = {}
        # Public record of who did what to whom (actor, target, "harm" / "help" /
        # "damage"), for players and computers reading loyalties from behaviour.
        self.acts: list[tuple[int, int, str]] = []
        self.stack: list[Step] = []
        self.asking: Decision | None = None
        self.returned: object = None  # a finished step's result, for the step under it
        self.running: Step | None = None  # the step being run or answered now
        self.events: list[Event] = []
        self.result: dict | None = None
        # Setup secrets: each seat's candidates and pending pick (seat -> keys).
        # Cards in a hidden place (another hand, the deck) whose place a seat knows all
        # the same: shown on their way there (the discard pile shuffled into the deck, a
        # card taken face up). A private draw makes them unknown to the others again.
        self.known: list[set[int]] = []
        self.candidates: dict[int, tuple[str, ...]] = {}
        self.picks: dict[int, str] = {}
        self._opening: list[Event] = []
        self._offered: Action | None = None  # see `offer`

    @classmethod
    def new(cls, seed: int, players: int = 5, variant: str | None = None) -> SgsState:
        """A new game of `players` seats; its variant is the player count's ("5p"), and
        a variant given must name the same count."""
        from game.games.sanguosha.setup import ChooseCharacters
        if players not in SEATS:
            raise ValueError("Sanguosha seats 4 to 10 players")
        variant = variant_of(players) if variant is None else variant
        if players_of(variant) != players:
            raise ValueError(f"variant {variant!r} is not a game of {players}")
        state = cls(seed, players, variant)
        identities = list(identities_for(players))
        state.rng.shuffle(identities)
        state.seats = [Seat(who) for who in identities]
        state.known = [set() for _ in identities]
        lord = identities.index(LORD)
        state.seats[lord].revealed = True
        state.current = lord
        state.deck = list(range(len(CARDS)))
        state.rng.shuffle(state.deck)
        state._opening = [Event("identities", None, {"lord": lord},
                                {s: {"identity": who} for s, who in enumerate(identities)})]
        state.stack = [ChooseCharacters()]
        state._proceed()
        state._opening += state.events
        state.events = []
        return state

    def opening_events(self) -> list[Event]:
        return list(self._opening)

    # --- who decides ----------------------------------------------------------------------
    def decision(self) -> Decision | None:
        return self.asking

    @property
    def to_act(self) -> int | None:
        return None if self.asking is None else self.asking.asked

    def is_terminal(self) -> bool:
        return self.result is not None

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if self.asking is None:
            return []
        # Only the seat asked now acts: a Simultaneous choice (the characters) is taken
        # one seat at a time in seat order, each kept secret until the last is in.
        seat = self.asking.asked if seat is None else seat
        if seat != self.asking.asked:
            return []
        return self.stack[-1].legal(self, seat)

    def returns(self) -> list[int]:
        if self.result is None:
            return [0] * self.players
        return [1 if s in self.result["winners"] else -1 for s in range(self.players)]

    # --- applying -----------------------------------------------------------------------------
    def offer(self, action: Action) -> Action:
        """Mark `action`, taken from this decision's legal list, as already checked: a
        search's roll-out applies thousands of them, and the check would build the
        legal list a second time. Any other action is still checked."""
        self._offered = action
        return action

    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, self.players, len(PACK))
        if self.asking is None:
            raise IllegalAction("over", "The game is over.")
        offered, self._offered = self._offered, None
        if action is not offered and action not in self.legal_actions(action.seat):
            raise IllegalAction("not_now", f"{action} is not a choice now.")
        self.log.record(action)
        self.asking = None
        self.running = self.stack[-1]
        try:
            self.running.answer(self, action)
        except GameDrawn:  # a skill's draw found no card anywhere
            self.finish(None)
        self._proceed()
        events, self.events = self.events, []
        return events

    def _proceed(self) -> None:
        try:
            while self.asking is None and self.result is None and self.stack:
                self.running = self.stack[-1]
                self.running.run(self)
        except GameDrawn:
            self.finish(None)

    # --- what steps use -----------------------------------------------------------------------
    def ask(self, decision: Decision) -> None:
        self.asking = decision

    def push(self, step: Step) -> None:
        self.stack.append(step)

    def pop(self, result: object = KEEP) -> None:
        """The running step is done, with `result` for the step under it. Steps it pushed
        meanwhile (triggers of a card it moved) stay above and run first; by default the
        last result given stays (a trigger between a child and its parent passes it on)."""
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i] is self.running:
                del self.stack[i]
                break
        if result is not KEEP:
            self.returned = result

    def emit(self, kind: str, seat: int | None = None, private: dict | None = None,
             **data) -> None:
        self.events.append(Event(kind, seat, data, private or {}))

    @staticmethod
    def card(card_id: int) -> CardDef:
        return CARDS[card_id]

    def code(self, card_id: int) -> str:
        return PACK.code(card_id)

    def alive(self) -> list[bool]:
        return [s.alive for s in self.seats]

    def living(self, start: int | None = None) -> list[int]:
        """The living seats in turn order from `start` (the current seat by default)."""
        return list(dist.in_turn_order(self.alive(), self.current if start is None else start))

    def next_living(self, seat: int) -> int:
        return dist.next_alive(self.alive(), seat)

    def skills(self, seat: int) -> tuple[str, ...]:
        s = self.seats[seat]
        return active_skills(s.character, s.identity == LORD) if s.character else ()

    def weapon(self, seat: int) -> str | None:
        card = self.seats[seat].equipment.get("weapon")
        return None if card is None else CARDS[card].name

    def distance(self, a: int, b: int) -> int:
        minus, _ = dist.modifiers(self.seats[a].equipment, self.skills(a))
        _, plus = dist.modifiers(self.seats[b].equipment, self.skills(b))
        return dist.distance(self.alive(), a, b, minus, plus)

    def in_attack_range(self, a: int, b: int) -> bool:
        return a != b and self.seats[b].alive and \
            self.distance(a, b) <= dist.attack_range(self.weapon(a))

    def draw(self, seat: int, n: int) -> None:
        cards = [self.take_top() for _ in range(n)]
        self.seats[seat].hand += cards
        for s, known in enumerate(self.known):
            if s != seat:
                known.difference_update(cards)
        self.emit("draw", seat, {seat: {"cards": [self.code(c) for c in cards]}}, count=n)

    def take_top(self) -> int:
        """The deck's top card; an empty deck is the discard pile shuffled (§4)."""
        if not self.deck:
            if not self.discard:
                raise GameDrawn
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
            for known in self.known:  # every card of it lay face up in the discard pile
                known.update(self.deck)
            self.emit("reshuffle", None, count=len(self.deck))
        return self.deck.pop()

    def lose(self, seat: int, cards) -> None:
        """Take cards from wherever `seat` has them (hand, equipment, judgement area)."""
        from game.games.sanguosha.abilities import Moment, raise_moment
        s = self.seats[seat]
        had_hand = bool(s.hand)
        lost_equipment = []
        for c in cards:
            if c in s.hand:
                s.hand.remove(c)
            elif c in s.judging:
                s.judging.remove(c)
            else:
                slot = next(k for k, v in s.equipment.items() if v == c)
                del s.equipment[slot]
                lost_equipment.append(c)
        if not s.alive:
            return
        # Continuous Camps, Warrior Lady: their triggers run before the step goes on.
        if lost_equipment:
            raise_moment(self, Moment("lost_equipment", seat, cards=tuple(lost_equipment)))
        if had_hand and not s.hand:
            raise_moment(self, Moment("lost_last_hand_card", seat))

    def to_discard(self, cards) -> None:
        self.discard += cards

    def take_face_up(self, seat: int, cards, owner: int | None = None, **data) -> None:
        """Cards everyone saw go into `seat`'s hand (taken from a seat's equipment, the
        processing area, a judgement): everyone knows where they are. The caller has
        taken them from where they were."""
        self.seats[seat].hand += cards
        for known in self.known:
            known.update(cards)
        for c in cards:
            self.emit("take", seat, owner=owner, card=self.code(c), **{"blind": False, **data})

    def pass_face_down(self, giver: int, to: int, cards) -> None:
        """Cards go face down from `giver` (their holder, or the seat that looked at them
        on the deck) into `to`'s hand: the two of them know where they are; a third seat
        that knew where they lay does not any more. The caller emits what each sees."""
        self.seats[to].hand += cards
        for s, known in enumerate(self.known):
            if s == giver:
                known.update(cards)
            elif s != to:
                known.difference_update(cards)

    def spend(self, seat: int, cards, kind: str = "discard", **data) -> None:
        """Cards leave `seat` face up for the discard pile, discarded or used or played as
        an answer; the `kind` event shows them to everyone."""
        self.lose(seat, cards)
        self.to_discard(cards)
        self.emit(kind, seat, cards=[self.code(c) for c in cards], **data)

    def finish(self, win: Win | None) -> None:
        """The game ends now: every identity is shown."""
        winners = sorted(win.seats) if win is not None else []
        self.result = {"side": None if win is None else win.side, "winners": winners}
        self.stack.clear()
        self.asking = None
        for s in self.seats:
            s.revealed = True
        self.emit("game_over", None, side=self.result["side"], winners=winners,
                  identities=[s.identity for s in self.seats])

    # --- what each seat knows (determinize.py) ------------------------------------------------
    def identity_seen(self, seat: int, viewer: int) -> str | None:
        s = self.seats[seat]
        return s.identity if s.revealed or seat == viewer else None

    def observation(self, seat: int) -> dict:
        return secrets.observation(self, seat)

    def card_zones(self) -> dict[str, list[int]]:
        zones = {"deck": self.deck, "discard": self.discard, "processing": self.processing}
        for s, seat in enumerate(self.seats):
            zones[f"hand_{s}"] = seat.hand
            zones[f"equipment_{s}"] = list(seat.equipment.values())
            zones[f"judging_{s}"] = seat.judging
        return zones

    def hidden_from(self, seat: int) -> set[int]:
        return secrets.hidden_from(self, seat)

    def hidden_values(self, seat: int) -> dict:
        return secrets.hidden_values(self, seat)

    def clone(self) -> SgsState:
        other = object.__new__(SgsState)
        other.__dict__.update(self.__dict__)
        other._offered = None
        other.log = ActionLog(self.log.seed, self.log.variant, list(self.log.actions))
        other.rng = GameRng()
        other.rng.setstate(self.rng.getstate())
        other.seats = [s.copy() for s in self.seats]
        other.deck, other.discard = list(self.deck), list(self.discard)
        other.processing = list(self.processing)
        other.stack = [step.copy() for step in self.stack]
        other.events = []
        other.candidates, other.picks = dict(self.candidates), dict(self.picks)
        other.known = [set(k) for k in self.known]
        other.used_skills = set(self.used_skills)
        other.turn_counts = dict(self.turn_counts)
        other.acts = list(self.acts)
        return other

    def determinize(self, seat: int, rng: random.Random) -> SgsState:
        return secrets.determinize(self, seat, rng)

    # --- saves --------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"game": "sanguosha", "players": self.players, **self.log.to_json()}

    @classmethod
    def of_variant(cls, seed: int, variant: str) -> SgsState:
        """A new game as the catalogue makes one: (seed, variant) -> state."""
        return cls.new(seed, players_of(variant), variant)

    @classmethod
    def from_json(cls, data: dict) -> SgsState:
        """The game a save names: its variant says the player count (a "players" field
        that disagrees makes the save unusable), every action replayed through the rules."""
        players = players_of(data["variant"])
        if data.get("players", players) != players:
            raise ValueError("the player count does not match the variant")
        log = ActionLog.from_json(data, CODEC)
        return replay(log, cls.of_variant)


__all__ = ["SgsState", "PACK", "CARDS", "SLOTS"]
