"""Werewolf's state: the app is the game master (rules sheet §3, §5, §7).

Phases: ("election" before night 1 with the option), "night" in laps, the morning's
chain of deaths, ("election" on day 1), "discussion" (statements on the record), "vote"
(a revote among the tied, or the Captain's "tiebreak"), the elimination's chain, and
night again; "over" once a side has won. Choices made together (a lap of the night, a
vote, the discussion) are a `Simultaneous` decision: each seat's choice stays out of
the others' observations until the last is in (the wolves see each other's bites).

Deaths resolve as a chain (`chain.py`): a stack of steps, each death revealing the
role, then the lover's grief, the Hunter's shot, the Captain's successor; victory is
checked when the chain is empty. What each seat may know is in `determinize.py`.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.actionlog import ActionLog, replay
from game.core.decisions import Decision, Simultaneous, Turn
from game.core.determinize import clone_state
from game.core.protocol import Action, Event
from game.core.rng import GameRng
from game.games.werewolf import chain, determinize, legal, night, victory
from game.games.werewolf.actions import (
    CODEC,
    NOBODY,
    Bite,
    Brew,
    Couple,
    Decide,
    Done,
    Inspect,
    Mark,
    Peek,
    Say,
    Shoot,
    Succeed,
    Take,
)
from game.games.werewolf.roles import THIEF, WOLF, role_of_card, role_pack
from game.games.werewolf.setup import Setup
from game.games.werewolf.votes import leaders, tally


class WerewolfState:
    codec = CODEC

    def __init__(self, seed: int, variant: str) -> None:
        self.setup = Setup.parse(variant)
        self.players = self.setup.players
        self.pack = role_pack(self.setup.deck)
        self.log = ActionLog(seed, variant)
        self.rng = GameRng(seed)
        self.cards: list[int] = []  # the role card each seat holds
        self.extras: list[int] = []  # laid aside for the Thief
        self.alive = [True] * self.players
        self.captain: int | None = None
        self.lovers: tuple[int, int] | None = None
        self.lovers_public = False  # a lover's grief showed the couple to all
        self.cupid: int | None = None  # the seat that chose the lovers
        self.thief: int | None = None  # the seat dealt the Thief (he knows the cards aside)
        self.night = 0
        self.day = 0
        self.phase = "night"
        self.lap = ""
        self.laps_left: list[str] = []
        self.order: tuple[int, ...] = ()  # who chooses in the current simultaneous step
        self.choices: dict[int, Action] = {}  # choices made in it, secret until complete
        self.bites: dict[int, int] = {}  # tonight's werewolf votes, the pack's to know
        self.candidates: list[int] = []  # a revote's tied players, a tiebreak's
        self.revote = False
        self.inspected: dict[int, list[int]] = {}  # the Seer's looks, by seer seat
        self.girl_saw: dict[int, list[int]] = {}  # the wolves the Little Girl saw
        self.shown_to_wolves: list[int] = []  # a caught Little Girl
        self.caught_now: int | None = None  # the Little Girl caught tonight: the victim
        self.peeks = 0
        self.heal_left = True
        self.poison_left = True
        self.victim: int | None = None  # tonight's, once every wolf has voted
        self.healed = False
        self.poisoned: int | None = None
        self.stack: list[tuple] = []  # the chain of deaths in progress
        self.after_chain = ""
        self.statements: list[tuple[int, int, str, int, str]] = []  # day, seat, what, target, role
        self.said_today: dict[int, int] = {}
        self.votes: list[dict] = []  # every completed ballot, as the table announced it
        self.deaths: list[dict] = []  # seat, role, cause ("night", "grief", "shot", "vote")
        self.marks: dict[int, int] = {}  # each seat's last decoy suspect (private)
        self.result: dict | None = None
        self.opening: list[Event] = []

    # -- the deal ------------------------------------------------------------------------
    @classmethod
    def new(cls, seed: int, variant: str = "8p") -> WerewolfState:
        state = cls(seed, variant)
        deck = list(state.pack.ids)
        state.rng.shuffle(deck)
        state.cards = deck[:state.players]
        state.extras = sorted(deck[state.players:])
        state.thief = next((s for s in range(state.players) if state.role(s) == THIEF), None)
        state.opening = [Event("deal", None, {"players": state.players,
                                              "deck": dict(state.setup.deck)},
                               {s: {"role": state.role(s)} for s in range(state.players)})]
        if state.setup.captain_first and not state.setup.no_captain:
            state._start_vote("election")
        else:
            state.opening += state._start_night()
        return state

    def opening_events(self) -> list[Event]:
        return list(self.opening)

    # -- reading the state ----------------------------------------------------------------
    def role(self, seat: int) -> str:
        return role_of_card(self.pack, self.cards[seat])

    def roles(self) -> list[str]:
        return [self.role(s) for s in range(self.players)]

    def living(self) -> list[int]:
        return [s for s in range(self.players) if self.alive[s]]

    def wolves(self) -> list[int]:
        """The seats holding a werewolf card, dead or alive."""
        return [s for s in range(self.players) if self.role(s) == WOLF]

    def side(self, seat: int) -> str:
        return victory.sides(self.roles(), self.lovers)[seat]

    def decision(self) -> Decision | None:
        if self.phase == "over":
            return None
        if self.phase in ("night", "election", "discussion", "vote"):
            return Simultaneous(tuple(s for s in self.order if s not in self.choices))
        if self.phase == "tiebreak":
            return Turn(self.captain)
        return Turn(self.stack[-1][1])  # a Hunter's shot or a Captain's successor

    @property
    def to_act(self) -> int | None:
        d = self.decision()
        return None if d is None else d.asked

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def returns(self) -> list[int]:
        """1 for each winner, 0 for everyone else (and everyone while the game goes on)."""
        won = set(self.result["winners"]) if self.result else set()
        return [int(s in won) for s in range(self.players)]

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        d = self.decision()
        if d is None or seat is None:
            return []
        if isinstance(d, Simultaneous):
            if seat not in d.seats:
                return []
        elif seat != d.asked:
            return []
        return legal.actions(self, seat)

    # -- applying an action ----------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, self.players, len(self.pack))
        if action not in self.legal_actions(action.seat):
            raise legal.refusal(self, action)
        self.log.record(action)
        if self.phase in ("night", "election", "vote"):
            self.choices[action.seat] = action
            # The same public event whatever was chosen; what a choice tells at once goes
            # to its own seats only (the bite to the pack, the Seer's look to her).
            told = {}
            if isinstance(action, Bite):
                self.bites[action.seat] = action.target
                told = {w: {"bite": action.target} for w in self.wolves() if self.alive[w]}
            if isinstance(action, Inspect):  # the Seer sees at once: she acts before the
                told = self._seer(action)  # wolves, and after the Thief, in any order
            events = [Event("chose", action.seat, {"phase": self.phase, "lap": self.lap}, told)]
            if len(self.choices) == len(self.order):
                events += self._complete()
            return events
        if self.phase == "discussion":
            if isinstance(action, Say):
                self.statements.append((self.day, action.seat, action.what, action.target,
                                        action.role))
                self.said_today[action.seat] = self.said_today.get(action.seat, 0) + 1
                self._reopen_the_floor(action.seat)
                return [Event("said", action.seat, {"what": action.what,
                                                    "target": action.target,
                                                    "role": action.role})]
            self.choices[action.seat] = action
            events = [Event("done_talking", action.seat)]
            if len(self.choices) == len(self.order):
                events += self._start_vote("vote")
            return events
        if isinstance(action, Decide):
            ballot = {"kind": "tiebreak", "day": self.day, "by": action.seat,
                      "result": action.target}
            self.votes.append(ballot)
            return [Event("tiebreak", action.seat, {"target": action.target})] + \
                self._eliminate(action.target)
        step = self.stack.pop()
        if isinstance(action, Shoot):
            self.stack.append(("die", action.target, "shot"))
            events = [Event("shot", action.seat, {"target": action.target})]
        else:
            assert isinstance(action, Succeed)
            self.captain = action.target
            events = [Event("captain", action.target, {"by": step[1]})]
        return events + self._run_chain()

    def _complete(self) -> list[Event]:
        """Every seat of a simultaneous step has chosen: carry the choices out."""
        choices, self.choices = self.choices, {}
        if self.phase == "night":
            return self._end_lap(choices)
        return self._count(choices)

    # -- the night ------------------------------------------------------------------------
    def _start_night(self) -> list[Event]:
        self.night += 1
        self.phase = "night"
        self.victim, self.healed, self.poisoned = None, False, None
        self.bites = {}
        self.caught_now = None
        self.laps_left = list(night.laps(self.night, self.setup.deck))
        return [Event("night", None, {"night": self.night})] + self._next_lap()

    def _next_lap(self) -> list[Event]:
        self.lap = self.laps_left.pop(0)
        self.order = night.turn_order(self.alive, self.night)
        self.choices = {}
        return [Event("lap", None, {"lap": self.lap, "order": list(self.order)})]

    def _end_lap(self, choices: dict[int, Action]) -> list[Event]:
        """The lap's choices carried out in the rules' order. Everyone is shown the same
        event, "lap_over"; what the powers learn is in its parts for their seats only."""
        for seat, choice in choices.items():
            if isinstance(choice, Mark):
                self.marks[seat] = choice.suspect
        by_kind = {type(c): c for c in choices.values()}
        told: dict[int, dict] = {}

        def tell(parts: dict[int, dict]) -> None:
            for seat, part in parts.items():
                told.setdefault(seat, {}).update(part)

        starved = False
        if self.lap == night.FIRST:
            tell(self._thief(by_kind.get(Take)))
            tell(self._cupid(by_kind.get(Couple)))
        elif self.lap == night.MAIN:
            tell(self._cupid(by_kind.get(Couple)))
            bites = {s: c.target for s, c in choices.items() if isinstance(c, Bite)}
            starved = bool(bites) and self.setup.starve and all(
                t == NOBODY for t in bites.values())
            if not starved:
                tell(self._wolves(bites))
                tell(self._little_girl(by_kind.get(Peek)))
        else:
            tell(self._witch(by_kind.get(Brew)))
        events = [Event("lap_over", None, {"lap": self.lap}, told)]
        if starved:
            return events + self._finish(victory.VILLAGE, "starved")
        if self.laps_left:
            return events + self._next_lap()
        return events + self._morning()

    def _thief(self, take: Take | None) -> dict[int, dict]:
        if take is None or take.card == NOBODY:
            return {}
        seat = take.seat
        self.extras.remove(take.card)
        self.extras = sorted(self.extras + [self.cards[seat]])
        self.cards[seat] = take.card
        return {seat: {"took": self.role(seat)}}

    def _cupid(self, couple: Couple | None) -> dict[int, dict]:
        if couple is None:
            return {}
        self.lovers = (couple.first, couple.second)
        self.cupid = couple.seat
        return {s: {"lovers": list(self.lovers)} for s in {couple.seat, *self.lovers}}

    def _seer(self, inspect: Inspect) -> dict[int, dict]:
        self.inspected.setdefault(inspect.seat, []).append(inspect.target)
        return {inspect.seat: {"target": inspect.target, "seen": self.role(inspect.target)}}

    def _wolves(self, bites: dict[int, int]) -> dict[int, dict]:
        if not bites:  # no wolf left alive: nobody is bitten
            return {}
        self.victim = night.wolves_victim({s: t for s, t in bites.items() if t != NOBODY},
                                          self.rng)
        return {w: {"victim": self.victim} for w in self.wolves() if self.alive[w]}

    def _little_girl(self, peek: Peek | None) -> dict[int, dict]:
        if peek is None or not peek.look:
            return {}
        girl = peek.seat
        caught = self.rng.random() < night.caught_chance(self.peeks)
        self.peeks += 1
        wolves = [w for w in self.wolves() if self.alive[w]]
        if caught:
            self.victim = self.caught_now = girl
            self.shown_to_wolves.append(girl)
            told = {w: {"caught": girl, "victim": girl} for w in wolves}
            told[girl] = {"caught": girl}
            return told
        if not wolves:
            return {}
        saw = self.rng.choice(wolves)
        self.girl_saw.setdefault(girl, []).append(saw)
        return {girl: {"saw": saw}}

    def _witch(self, brew: Brew | None) -> dict[int, dict]:
        if brew is None:
            return {}
        self.healed = brew.heal
        self.heal_left = self.heal_left and not brew.heal
        if brew.poison != NOBODY:
            self.poisoned, self.poison_left = brew.poison, False
        return {brew.seat: {"healed": brew.heal, "poisoned": brew.poison}}

    def _morning(self) -> list[Event]:
        """Dawn: the night's dead, the victim first, then the poisoned, as one chain."""
        self.phase, self.lap = "chain", ""
        self.day += 1
        dead = [s for s in (None if self.healed else self.victim, self.poisoned)
                if s is not None]
        dead = list(dict.fromkeys(dead))
        self.stack = [("die", s, "night") for s in reversed(dead)]
        self.after_chain = "day"
        return [Event("morning", None, {"day": self.day, "dead": dead})] + self._run_chain()

    # -- the day ---------------------------------------------------------------------------
    def _start_day(self) -> list[Event]:
        if not self.setup.no_captain and self.captain is None and self.day == 1 \
                and not self.setup.captain_first:
            return self._start_vote("election")
        return self._start_discussion()

    def _start_discussion(self) -> list[Event]:
        self.phase, self.said_today = "discussion", {}
        self.order, self.choices = night.turn_order(self.alive, self.day), {}
        return [Event("discussion", None, {"day": self.day})]

    def _reopen_the_floor(self, speaker: int) -> None:
        """Something new was said: whoever was done talking and may still speak today
        may answer it (the talk ends when all are done in a row)."""
        for seat in [s for s, c in self.choices.items() if isinstance(c, Done)]:
            if seat != speaker and self.said_today.get(seat, 0) < legal.SAY_LIMIT:
                del self.choices[seat]

    def _start_vote(self, kind: str, among: list[int] | None = None) -> list[Event]:
        self.phase = kind
        self.order, self.choices = tuple(self.living()), {}
        self.candidates, self.revote = list(among or []), among is not None
        return [Event(kind, None, {"among": self.candidates})]

    def _count(self, choices: dict[int, Action]) -> list[Event]:
        ballots = {s: c.target for s, c in sorted(choices.items())}
        election = self.phase == "election"
        counts = tally(ballots, None if election else self.captain)
        top = leaders(counts)
        record = {"kind": self.phase, "day": self.day, "revote": self.revote,
                  "tally": {str(t): n for t, n in sorted(counts.items())},
                  "ballots": None if self.setup.secret else {str(v): t for v, t in ballots.items()},
                  "tied": top if len(top) > 1 else []}
        events = [Event("ballot", None, dict(record))]
        if election:
            if len(top) > 1 and not self.revote:
                self.votes.append({**record, "result": None})
                return events + self._start_vote("election", top)
            self.captain = top[0] if len(top) == 1 else self.rng.choice(top)
            self.votes.append({**record, "result": self.captain})
            events.append(Event("captain", self.captain, {"by": None}))
            if self.night == 0:
                return events + self._start_night()
            return events + self._start_discussion()
        if len(top) == 1:
            self.votes.append({**record, "result": top[0]})
            return events + self._eliminate(top[0])
        self.votes.append({**record, "result": None})
        if self.captain is not None and self.alive[self.captain]:
            self.phase, self.candidates = "tiebreak", top
            return events + [Event("tiebreak_asked", self.captain, {"among": top})]
        if not self.revote:
            return events + self._start_vote("vote", top)
        events.append(Event("nobody_eliminated", None))
        return events + self._start_night()

    def _eliminate(self, seat: int) -> list[Event]:
        self.phase, self.candidates = "chain", []
        self.stack = [("die", seat, "vote")]
        self.after_chain = "night"
        return self._run_chain()

    # -- the chain of deaths ------------------------------------------------------------------
    def _run_chain(self) -> list[Event]:
        events, waiting = chain.run(self)
        if waiting:
            return events
        won = victory.winner(self.roles(), self.alive, self.lovers, self.setup.seed_victory)
        if won is not None:
            return events + self._finish(won, "")
        if self.after_chain == "day":
            return events + self._start_day()
        return events + self._start_night()

    def _finish(self, side: str, how: str) -> list[Event]:
        self.phase, self.lap, self.order, self.choices = "over", "", (), {}
        won = [] if side == victory.NOBODY_WON else victory.winners(side, self.roles(),
                                                                    self.lovers)
        self.result = {"side": side, "winners": won, "how": how,
                       "roles": self.roles(), "lovers": list(self.lovers or [])}
        return [Event("over", None, dict(self.result))]

    # -- what each seat knows ----------------------------------------------------------------
    def observation(self, seat: int) -> dict:
        return determinize.observation(self, seat)

    def public_view(self) -> dict:
        """What the whole table knows (a party's screen between private turns)."""
        return determinize.public_view(self)

    def card_zones(self) -> dict[str, list[int]]:
        zones = {f"seat{s}": [c] for s, c in enumerate(self.cards)}
        if self.extras:
            zones["extras"] = list(self.extras)
        return zones

    def hidden_from(self, seat: int) -> set[int]:
        return determinize.hidden_cards(self, seat)

    def hidden_values(self, seat: int) -> dict[str, Any]:
        return determinize.hidden_values(self, seat)

    def clone(self) -> WerewolfState:
        other = clone_state(self)
        other.log = ActionLog(self.log.seed, self.log.variant, list(self.log.actions))
        return other

    def determinize(self, seat: int, rng: random.Random) -> WerewolfState:
        return determinize.determinize(self, seat, rng)

    # -- saves ---------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return self.log.to_json()

    @classmethod
    def from_json(cls, data: dict) -> WerewolfState:
        return replay(ActionLog.from_json(data, CODEC), cls.new)

