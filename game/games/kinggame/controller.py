"""The King game at the table: `KingGameState` bound to its scene (`table.py`) through the
table kit's `KitTable`. Every seat is a person; the app is the host.

The screen is shared: it shows what the whole room knows (`public_view`), except while
one person's card is up. In the peek round the device goes round in seat order: a
hand-off screen names the next person, who presses and holds to see it; the table then
looks at their card for them (the `Peek`) and shows it large until they press Hide (or
leave it AUTO_HIDE seconds untouched); the next hand-off follows. Nothing else moves on
while a card is up. Once all have looked, the King is revealed to all; his command, the
answers (Done or Veto) and the round's end are decided on the shared screen by whoever
is asked, the table turned to them without a hand-off (nothing on it is secret).

The King's draw from the deck is previewed before he gives the order: the table draws
among the tasks the rules offer him now (his legal commands), with random numbers of its
own seeded by the game, and the order is then given as that task (`Command`)."""

from __future__ import annotations

import random
from typing import Any

from game.core.protocol import Event
from game.games.kinggame.actions import Command, Peek
from game.games.kinggame.ai import StandIn
from game.games.kinggame.events import EVENTS
from game.games.kinggame.model import PEEK, KingGameState
from game.ui.kit.table import KitTable

HOLD_SECONDS = 0.8  # press and hold on the hand-off screen, as Werewolf's
AUTO_HIDE = 20.0  # a card left up untouched this long hides itself


def patch(shown: dict, ev: Event) -> None:
    """Move the room's shown table on by one event (what the event tells everyone)."""
    d = ev.data
    if ev.kind == "deal":
        shown.update(round=d["round"], step=PEEK, peeked=[], king=None, numbers=[],
                     called=[], task=None, answered=[], vetoed=[], vetoes=0)
    elif ev.kind == "peek":
        shown["peeked"] = [*shown["peeked"], ev.seat]
    elif ev.kind == "king":
        shown["king"], shown["step"] = d["seat"], "command"
        shown["tally"]["king"][d["seat"]] += 1
    elif ev.kind == "command":
        shown["numbers"], shown["task"], shown["step"] = list(d["numbers"]), d["task"], "perform"
        shown["answered"] = []
    elif ev.kind == "targets":
        shown["called"] = d["called"]
        for c in d["called"]:
            shown["tally"]["called"][c["seat"]] += 1
    elif ev.kind == "done":
        shown["answered"] = [*shown["answered"], ev.seat]
    elif ev.kind == "veto":
        shown["task"], shown["step"], shown["answered"] = None, "command", []
        shown["tally"]["vetoed"][ev.seat] += 1
    elif ev.kind == "round_over":
        shown["step"] = "round_end"
        for c in shown["called"]:
            shown["tally"]["done"][c["seat"]] += 1
    elif ev.kind == "over":
        shown["step"], shown["tally"] = "over", d["tally"]


class KgController(KitTable):
    game_key = "kinggame"
    refuse_prefix = "kg_refuse_"
    think_delay = 0.4
    handoff_hold = HOLD_SECONDS
    shows_public_view = True  # the room's view until a card is up
    look_after_own_move = False  # the card's own Hide button is the look
    event_types = EVENTS
    save_version = 1
    new_state = KingGameState
    patch = staticmethod(patch)

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.card_up = False  # the viewer's own card is on screen (a private screen)
        self.holding: int | None = None  # the person the device was handed to, to peek
        self.idle = 0.0  # seconds the card has been up
        self.draws = random.Random(self.state.log.seed)  # the King's previewed draws

    @staticmethod
    def make_agent(level: str, seed: int) -> StandIn:
        """The stand-in for the people (smoke run and tests only: no computer plays)."""
        from game.games.kinggame.ai import make_agent

        return make_agent(level, seed)

    # -- what the table shows ---------------------------------------------------------------
    def board(self) -> dict[str, Any]:
        """What the screen draws: the room's view (no one's own card in it), or the
        viewer's own observation while their card is up."""
        if self.card_up:
            return self.state.observation(self.viewer)
        if self.shown is None:
            return self.state.public_view()
        return {**self.shown, "seat": None, "mine": None}

    def own_card(self) -> dict | None:
        """The viewer's card while it is up: {"card", "number", "king"}; else None."""
        return self.state.own_card(self.viewer) if self.card_up else None

    def next_peeker(self) -> int | None:
        """Who looks at their card after the one on screen (None: the last)."""
        peeked = len(self.state.peeked)
        return peeked if self.state.step == PEEK and peeked < self.players else None

    # -- the frame driver's hooks --------------------------------------------------------------
    def held(self, dt: float) -> bool:
        """Nothing moves on while a card is up; untouched, it hides itself."""
        if not self.card_up:
            return False
        self.idle += dt
        if self.idle >= AUTO_HIDE:
            self.hide()
        return True

    def asked(self):
        """The peeks are private: the device is handed to each in turn. Everything else
        is asked on the shared screen."""
        if self.state.step == PEEK and self.multi_human:
            return self.session.ask(self.state, self.holding, private=True)
        return self.session.ask(self.state, None, private=False)

    def person_shown(self) -> None:
        """A person has the device for their peek: their card comes up at once."""
        state = self.state
        if state.step == PEEK and state.to_act == self.viewer:
            self.card_up, self.idle = True, 0.0
            self.apply(Peek(self.viewer))
        super().person_shown()

    def hide(self) -> None:
        """The card goes face down again: the next person's hand-off, or the King."""
        if not self.card_up:
            return
        self.card_up, self.holding, self.idle = False, None, 0.0
        self.app.sounds.play("pass")
        if self.scene is not None:
            self.scene.decision_changed()

    def touched(self) -> None:
        self.idle = 0.0

    def animating(self) -> bool:
        return self.card_up or super().animating()

    def hand_off(self, seat: int) -> None:
        """Cover the table until `seat` presses and holds: the device is theirs to peek."""
        self.handoff_for = seat
        self.look_owed, self.passing_to = False, None

        def done() -> None:
            self.viewer, self.holding = seat, seat
            self.handoff_for = None
            self.turn_shown = False
            if self.scene is not None:
                self.scene.viewer_changed()

        self.session.hand_off(self.app, seat, done, self.handoff_hold)

    # -- the King's draw ------------------------------------------------------------------------
    def drawable(self, numbers: tuple[int, ...], categories: set[str]) -> list[Command]:
        """The deck's tasks the King may give `numbers` now, of these categories."""
        from game.games.kinggame.tasks import task

        return [a for a in self.legal() if isinstance(a, Command) and a.numbers == numbers
                and task(a.task).category in categories]

    def draw_task(self, numbers: tuple[int, ...], categories: set[str],
                  not_this: str = "") -> str:
        """A task drawn at random for the preview ("" when none fits): another than the
        one shown, where there is another."""
        fitting = [a.task for a in self.drawable(numbers, categories)]
        others = [t for t in fitting if t != not_this] or fitting
        return self.draws.choice(others) if others else ""

    # -- a new game -------------------------------------------------------------------------
    def new_game(self) -> None:
        self.card_up, self.holding, self.idle = False, None, 0.0
        super().new_game()
        self.draws = random.Random(self.state.log.seed)
