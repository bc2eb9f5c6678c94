"""The King game's state machine (rules sheet §1.3 "States", K3-K10, K11, K12).

A round: the deal (every card again at random, one to each seat) → `peek`: each seat in
seat order looks at its own card, alone → the King (the joker's holder) revealed to all →
`command`: the King calls one or two numbers and gives a task (the deck's, by id or drawn
at random, or his own words) → the targets revealed: only the called numbers, with the
seats holding them → `perform`: each target in the order called says Done or Veto. A
veto sends the command back to the King: the same numbers, another task; then every
target is asked again. Once every target is done the round is over: after the last round
(5, 10 or 20) the game ends (`over`); before it, `round_end`: the round's King, the host
of the moment, deals the next round (`Next`) or ends the game (`End`).

Where the sheet is silent: only a target may veto (the sheet says "any player"; the
person asked to perform is the one who may refuse, and the table needs no round of asking
everyone); a vetoed deck task cannot be given again that round (unless every fitting
one was vetoed); the targets stay revealed after a veto, so the King chooses the new task
knowing who they are. "The host" who ends the game is the round's King: at one computer
any seat may press End, and the model asks the seat whose round it was.

Nobody wins (K9): `returns` is 0 for everyone. The tally (how often each seat was King,
called, did a task, vetoed one) is always in the observation; the "tally" option says
the table shows it. The King's command is checked in `command`, what each seat may know
in `determinize`."""

from __future__ import annotations

import random
from typing import Any

from game.core.actionlog import ActionLog, replay
from game.core.decisions import Decision, Turn
from game.core.determinize import clone_state
from game.core.protocol import Action, Event
from game.core.rng import GameRng
from game.games.kinggame import determinize as knows
from game.games.kinggame.actions import CODEC, Command, Done, Draw, End, Next, Peek, Veto
from game.games.kinggame.cards import JOKER, deal, king_pack, number_of
from game.games.kinggame.command import (
    check_numbers,
    check_task,
    check_text,
    number_choices,
    open_tasks,
)
from game.games.kinggame.refusals import refuse
from game.games.kinggame.tasks import Task, task
from game.games.kinggame.variants import VARIANTS, options_of

__all__ = ["VARIANTS", "KingGameState", "PEEK", "COMMAND", "PERFORM", "ROUND_END", "OVER"]

PEEK, COMMAND, PERFORM, ROUND_END, OVER = "peek", "command", "perform", "round_end", "over"
TALLY_KEYS = ("king", "called", "done", "vetoed")


class KingGameState:
    codec = CODEC

    def __init__(self, seed: int, variant: str) -> None:
        self.options = options_of(variant)
        self.players = n = self.options.players
        self.pack = king_pack(n)
        self.log = ActionLog(seed, variant)
        self.rng = GameRng(seed)
        self.round = 0
        self.step = PEEK
        self.hands: list[int] = []  # each seat's card this round
        self.peeked: list[int] = []  # seats that have looked at their card, in order
        self.king: int | None = None  # the joker's holder, once revealed
        self.numbers: list[int] = []  # called, X first
        self.targets: list[int] = []  # the seats holding them, once revealed
        self.task_id = ""  # the deck's task given now, or ""
        self.text = ""  # the King's own task given now, or ""
        self.drawn = False  # the task was drawn by the app
        self.answered = 0  # targets that have said Done to the task given now
        self.vetoed: list[str] = []  # deck tasks vetoed this round
        self.vetoes = 0  # vetoes this round (the King's own tasks too)
        self.tally: dict[str, list[int]] = {key: [0] * n for key in TALLY_KEYS}
        self.history: list[dict[str, Any]] = []  # the rounds played, as all saw them
        self._opening = self.deal_round()

    # -- who decides ----------------------------------------------------------------------
    def decision(self) -> Decision | None:
        if self.step == OVER:
            return None
        if self.step == PEEK:
            return Turn(len(self.peeked))  # seat order
        if self.step == PERFORM:
            return Turn(self.targets[self.answered])
        return Turn(self.king)  # the command; the round's end

    @property
    def to_act(self) -> int | None:
        d = self.decision()
        return None if d is None else d.asked

    def is_terminal(self) -> bool:
        return self.step == OVER

    def returns(self) -> list[int]:
        """No one wins a party game (K9)."""
        return [0] * self.players

    def opening_events(self) -> list[Event]:
        return list(self._opening)

    @property
    def categories(self) -> tuple[str, ...]:
        return self.options.categories

    # -- what a seat may do ---------------------------------------------------------------
    def number_choices(self) -> list[tuple[int, ...]]:
        """The calls the King may make now: any, or after a veto the numbers kept."""
        if self.numbers:
            return [tuple(self.numbers)]
        return number_choices(self.players)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """The actions of the seat asked now. The King's own words are legal too (any
        text of 1-200 characters) but, being endless, are not listed."""
        if seat is None or self.step == OVER or seat != self.to_act:
            return []
        if self.step == PEEK:
            return [Peek(seat)]
        if self.step == PERFORM:
            return [Done(seat), Veto(seat)]
        if self.step == ROUND_END:
            return [Next(seat), End(seat)]
        legal: list[Action] = []
        for numbers in self.number_choices():
            tasks = open_tasks(self.categories, len(numbers), self.vetoed)
            if tasks:
                legal.append(Draw(seat, numbers))
                legal += [Command(seat, numbers, t.id) for t in tasks]
        return legal

    # -- applying -------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, self.players, len(self.pack))
        if self.step == OVER:
            raise refuse("game_over")
        if action.seat != self.to_act:
            raise refuse("not_your_turn")
        handler = {Peek: self._peek, Command: self._command, Draw: self._draw,
                   Done: self._done, Veto: self._veto, Next: self._next,
                   End: self._end}[type(action)]
        events = handler(action)
        self.log.record(action)
        return events

    def in_step(self, step: str) -> None:
        if self.step != step:
            raise refuse("not_now")

    def _peek(self, a: Peek) -> list[Event]:
        self.in_step(PEEK)
        self.peeked.append(a.seat)
        card = self.hands[a.seat]
        events = [Event("peek", a.seat, {"round": self.round}, {a.seat: {
            "card": self.pack.code(card), "number": number_of(card), "king": card == JOKER}})]
        if len(self.peeked) == self.players:
            events += self.reveal_king()
        return events

    def reveal_king(self) -> list[Event]:
        self.king = self.hands.index(JOKER)
        self.tally["king"][self.king] += 1
        self.step = COMMAND
        return [Event("king", self.king, {"seat": self.king, "card": self.pack.code(JOKER),
                                          "round": self.round})]

    def _command(self, a: Command) -> list[Event]:
        self.in_step(COMMAND)
        check_numbers(a.numbers, self.players, self.numbers)
        if a.task and a.text:
            raise refuse("task_and_text")
        if a.task:
            chosen = check_task(a.task, self.categories, len(a.numbers), self.vetoed)
            return self.give(a.numbers, chosen, "", drawn=False)
        if a.text:
            return self.give(a.numbers, None, check_text(a.text), drawn=False)
        raise refuse("no_task")

    def _draw(self, a: Draw) -> list[Event]:
        self.in_step(COMMAND)
        check_numbers(a.numbers, self.players, self.numbers)
        tasks = open_tasks(self.categories, len(a.numbers), self.vetoed)
        if not tasks:
            raise refuse("no_fitting_task", called=len(a.numbers))
        return self.give(a.numbers, self.rng.choice(tasks), "", drawn=True)

    def give(self, numbers: tuple[int, ...], chosen: Task | None, text: str,
             drawn: bool) -> list[Event]:
        """The command stands: the task given, the targets revealed (the first command of
        the round), every target asked in the order called."""
        again = bool(self.numbers)
        self.task_id = chosen.id if chosen else ""
        self.text = text
        self.drawn = drawn
        self.answered = 0
        self.step = PERFORM
        events = [Event("command", self.king, {
            "numbers": list(numbers), "task": self.task_view(), "drawn": drawn,
            "again": again})]
        if not again:
            self.numbers = list(numbers)
            self.targets = [self.hands.index(n) for n in numbers]
            for seat in self.targets:
                self.tally["called"][seat] += 1
            events.append(Event("targets", None, {"called": self.called_view()}))
        return events

    def _done(self, a: Done) -> list[Event]:
        self.in_step(PERFORM)
        self.answered += 1
        events = [Event("done", a.seat, {"task": self.task_view()})]
        if self.answered == len(self.targets):
            events += self.end_round()
        return events

    def _veto(self, a: Veto) -> list[Event]:
        self.in_step(PERFORM)
        vetoed = self.task_view()
        if self.task_id and self.task_id not in self.vetoed:
            self.vetoed.append(self.task_id)
        self.vetoes += 1
        self.tally["vetoed"][a.seat] += 1
        self.task_id, self.text, self.drawn, self.answered = "", "", False, 0
        self.step = COMMAND
        return [Event("veto", a.seat, {"task": vetoed, "numbers": list(self.numbers)})]

    def _next(self, a: Next) -> list[Event]:
        self.in_step(ROUND_END)
        return self.deal_round()

    def _end(self, a: End) -> list[Event]:
        self.in_step(ROUND_END)
        return self.finish(early=True)

    # -- the flow -------------------------------------------------------------------------
    def deal_round(self) -> list[Event]:
        """A new round: every card shuffled and dealt again, one to each seat."""
        self.round += 1
        self.hands = deal(self.players, self.rng)
        self.peeked, self.king, self.numbers, self.targets = [], None, [], []
        self.task_id, self.text, self.drawn, self.answered = "", "", False, 0
        self.vetoed, self.vetoes = [], 0
        self.step = PEEK
        return [Event("deal", None, {"round": self.round, "rounds": self.options.rounds,
                                     "players": self.players})]

    def end_round(self) -> list[Event]:
        for seat in self.targets:  # a task done counts once, whoever vetoed before it
            self.tally["done"][seat] += 1
        # the card codes stay out: the next deal hides every card again
        self.history.append({"round": self.round, "king": self.king,
                             "called": [{"number": n, "seat": s} for n, s in
                                        zip(self.numbers, self.targets, strict=True)],
                             "task": self.task_view(), "vetoes": self.vetoes})
        events = [Event("round_over", self.king, {"round": self.round,
                                                  "vetoes": self.vetoes})]
        if self.round >= self.options.rounds:
            return events + self.finish(early=False)
        self.step = ROUND_END
        return events

    def finish(self, early: bool) -> list[Event]:
        self.step = OVER
        return [Event("over", None, {"rounds": self.round, "early": early,
                                     "tally": self.tally_view()})]

    # -- what each seat knows ------------------------------------------------------------
    def task_view(self) -> dict[str, Any] | None:
        """The task given now: the deck's (id, category, targets, en, zh; {X} and {Y}
        unfilled) or the King's own words ({"text": ...}); None before the command."""
        if self.task_id:
            return task(self.task_id).to_json()
        if self.text:
            return {"text": self.text}
        return None

    def called_view(self) -> list[dict[str, Any]]:
        """The called numbers with the seats holding them, once revealed."""
        return [{"number": n, "seat": s, "card": self.pack.code(n)}
                for n, s in zip(self.numbers, self.targets, strict=True)]

    def tally_view(self) -> dict[str, list[int]]:
        return {key: list(counts) for key, counts in self.tally.items()}

    def own_card(self, seat: int) -> dict[str, Any] | None:
        if seat not in self.peeked:
            return None
        card = self.hands[seat]
        return {"card": self.pack.code(card), "number": number_of(card),
                "king": card == JOKER}

    def observation(self, seat: int) -> dict[str, Any]:
        return {
            "seat": seat, "players": self.players, "variant": self.log.variant,
            "round": self.round, "rounds": self.options.rounds, "step": self.step,
            "phase": self.step, "asked": self.to_act,
            "categories": list(self.categories), "numbers_open": list(range(1, self.players)),
            "peeked": list(self.peeked), "mine": self.own_card(seat), "king": self.king,
            "numbers": list(self.numbers), "called": self.called_view(),
            "task": self.task_view(), "drawn": self.drawn,
            "answering": self.to_act if self.step == PERFORM else None,
            "answered": self.targets[:self.answered],
            "vetoed": list(self.vetoed), "vetoes": self.vetoes,
            "show_tally": self.options.tally, "tally": self.tally_view(),
            "history": [{**h, "called": [dict(c) for c in h["called"]],
                         "task": dict(h["task"])} for h in self.history],
        }

    def public_view(self) -> dict[str, Any]:
        """What the whole room knows: any seat's observation without its own card (the
        shared screen between private peeks)."""
        return {**self.observation(0), "seat": None, "mine": None}

    def hidden_from(self, seat: int) -> set[int]:
        return knows.hidden_from(self, seat)

    def hidden_values(self, seat: int) -> dict:
        return knows.hidden_values(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> KingGameState:
        return knows.determinize(self, seat, rng)

    def card_zones(self) -> dict[str, list[int]]:
        return {f"hand{s}": [card] for s, card in enumerate(self.hands)}

    def clone(self) -> KingGameState:
        return clone_state(self)

    def to_json(self) -> dict:
        return self.log.to_json()

    @classmethod
    def from_json(cls, data: dict) -> KingGameState:
        return replay(ActionLog.from_json(data, CODEC), cls)
