"""I'm the Boss! at the table: `BossState` bound to its scene (`table.py`) through the
table kit's `KitTable`: each event's words, hold and motion as declared in `events.py`.

Hands are secret, so in pass-and-play the device is handed to each person asked. A
reaction window (a card played, a call to close) is not asked person by person: the
table shows a countdown ring (the set-up's reaction time) with an "I react!" button for
each person the window reaches, while the computers in it answer as usual. A person who
presses it is handed the device when the window reaches them, to play one card or let it
pass; the others let it pass when their turn in the window comes, as does everyone once
the ring runs out. The computers wait a human-feeling half second to two seconds before
each move of a deal (rules sheet §7.3)."""

from __future__ import annotations

import random

from game.core.decisions import Response
from game.core.protocol import Action, Event
from game.games.imtheboss.actions import Pass
from game.games.imtheboss.events import EVENTS
from game.games.imtheboss.model import BossState
from game.games.imtheboss.words import SPOKEN, spoken_words
from game.ui.kit.table import KitTable

REACT_CHOICES = ("3", "6", "10", "15")  # the set-up's reaction times, seconds
REACT_DEFAULT = "6"
DEAL_THINK = (0.5, 2.0)  # a computer's pause before a move of a deal, seconds


def patch(shown: dict, ev: Event) -> None:
    """Move the viewer's shown table on by one event, as far as the table draws it
    before the action's last event: the marker, the die, cards leaving a hand."""
    d = ev.data
    if ev.kind == "marker":
        shown["marker"] = d["space"]
    elif ev.kind == "roll":
        shown["last_roll"], shown["marker"] = d["die"], d["to"]
    elif ev.kind in ("lay", "play", "stopped", "discard") and ev.seat is not None:
        cards = d.get("cards") or [d["card"]]
        if ev.seat == shown["seat"]:
            shown["hand"] = [c for c in shown["hand"] if c not in cards]
        shown["hand_sizes"][ev.seat] = max(0, shown["hand_sizes"][ev.seat] - len(cards))
    elif ev.kind == "draw":
        shown["hand_sizes"][ev.seat] += d["count"]
        if ev.seat == shown["seat"] and "cards" in d:
            shown["hand"] = sorted([*shown["hand"], *d["cards"]])


class IbController(KitTable):
    game_key = "imtheboss"
    refuse_prefix = "ib_refuse_"
    think_delay = 0.6
    event_types = EVENTS
    save_version = 1
    saved = {"react": int}
    new_state = BossState
    patch = staticmethod(patch)
    react = int(REACT_DEFAULT)  # seconds a reaction window waits for the people in it

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.window_key: dict | None = None  # the window the ring counts down for
        self.window_left = 0.0
        self.reacting: set[int] = set()  # the people who pressed "I react!" in it
        self.pace_rng = random.Random()
        self.remarks: dict[int, str] = {}  # what a computer adds to its next words

    @classmethod
    def opened(cls, app, seats: list[dict], variant: str, seed: int | None, options: dict,
               threads: bool) -> IbController:
        ctl = cls(app, seats, variant, seed=seed, threads=threads)
        ctl.react = int(options.get("react", REACT_DEFAULT))
        return ctl

    @staticmethod
    def make_agent(level: str, seed: int):
        from game.games.imtheboss.ai import make_agent

        return make_agent(level, seed)

    def apply(self, action: Action) -> list[Event]:
        if self.state.deal is not None and not self.session.is_human(action.seat):
            from game.games.imtheboss.ai import remark

            said = remark(self.state.observation(action.seat), action)
            if said:
                self.remarks[action.seat] = said
        events = super().apply(action)
        in_deal = self.state.deal is not None
        self.session.think_delay = self.pace_rng.uniform(*DEAL_THINK) if in_deal \
            else self.think_delay
        return events

    def cue(self, ev: Event) -> None:
        super().cue(ev)
        seat = ev.seat
        if ev.kind in SPOKEN and seat is not None and not self.session.is_human(seat) \
                and self.scene is not None:
            self.scene.say(seat, spoken_words(ev, self.remarks.pop(seat, None)))

    # -- reaction windows -----------------------------------------------------------------
    def window(self) -> Response | None:
        """The reaction window open now, if the table is up to it."""
        if self.pending or self.state.is_terminal():
            return None
        decision = self.state.decision()
        return decision if isinstance(decision, Response) else None

    def window_people(self) -> list[int]:
        """The people the open window still reaches, in its order (none while a computer
        in it answers first)."""
        window = self.window()
        if window is None or not self.session.is_human(window.seat):
            return []
        return [s for s in (window.seat, *window.then) if self.session.is_human(s)]

    def ring(self) -> bool:
        """Start the ring when a window first reaches a person (once a window); True
        while one runs for the window open now."""
        window = self.window()
        if window is None or not self.session.is_human(window.seat):
            return False
        opened = self.state.deal.window  # the model's record of this window, kept as is
        if opened is not self.window_key:
            self.window_key, self.window_left, self.reacting = opened, float(self.react), set()
        return True

    def react_now(self, seat: int) -> None:
        """A person presses "I react!": the device comes to them when the window does."""
        if self.ring() and seat in self.window_people() and self.window_left > 0:
            self.reacting.add(seat)

    def nobody_reacts(self) -> None:
        """The room lets the window pass at once (no need to wait out the ring)."""
        if self.ring():
            self.window_left = 0.0

    def runs_itself(self, dt: float) -> bool:
        if self.ring() and self.window().seat not in self.reacting:
            self.window_left -= dt  # real seconds: the room's time, not the animations'
        return False

    def forced(self, decision, legal: list[Action]) -> Action | None:
        """A person the window reaches who did not press "I react!" lets it pass once the
        ring has run out, or once someone after them in the window has pressed."""
        if not isinstance(decision, Response) or not self.ring():
            return None
        seat = decision.seat
        if seat in self.reacting:
            return None
        later = set(decision.then) & self.reacting
        if self.window_left <= 0 or later or self.fast_forwarding:
            return Pass(seat)
        return None

    def asked(self):
        window = self.window()
        if window is not None and self.session.is_human(window.seat) \
                and window.seat not in self.reacting:
            return None  # the ring runs: the room decides who reacts
        return super().asked()

    def waits_for_person(self) -> bool:
        if self.window_people():
            return False  # the ring counts down: the frames go on
        return super().waits_for_person()
