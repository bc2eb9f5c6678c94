"""What the table controllers of games with hidden hands share: who sits at each seat
(people and computers, through the shared `Session`), whose eyes the table shows (the
viewer), a person's decision once it is on screen, the computers' turns on the session's
worker, the hand-off screen in pass-and-play, and an autosave after every action.

A game's controller mixes this in beside its own state, words and scene events; it sets
`app`, `state`, `agents` (seat -> agent for every computer, from `make_agents()`) and
calls `seat_up` first. Its hooks: `make_agents()`, `save_data()` (what the autosave
holds), `refusal_text(refusal)`, and the frame driver's (`game.ui.table_driver`).

In pass-and-play the device moves on only once the person holding it has seen what
their own move did (`look_after_own_move`) and the public results the game names
(`acknowledged`): the table then asks them to pass it (`passing_to`, `pass_device`).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence
from typing import Any

from game.core.protocol import Action, Event, IllegalAction
from game.ui import notices
from game.ui.i18n import has, t
from game.ui.session import Session
from game.ui.table_driver import TableDriver
from game.ui.table_entry import TableBinding


class SeatedTable(TableBinding, TableDriver):
    game_key = ""  # the GameDef's key: the save's name
    think_delay = 0.5  # a computer's least think time, seconds at speed 1
    handoff_hold = 0.0  # seconds to press and hold on the hand-off screen (0: a tap)
    refuse_prefix = ""  # a refusal's words: the string `<prefix><reason>` (e.g. "gs_refuse_")
    # Between private screens the table shows what everyone may know (a party game):
    # no hand-off is needed before the first decision comes.
    shows_public_view = False
    look_after_own_move = True  # a person sees what their move did before passing on

    def seat_up(self, seats: list[dict], threads: bool) -> None:
        """The seats and the table's bookkeeping, before the state exists."""
        self.session = Session(self.game_key, seats, threads, self.think_delay,
                               on_save_failed=self.say_save_failed)
        self.seats = self.session.seats
        self.scene: Any = None
        self.pending: deque = deque()
        self.wait = 0.0
        self.active = False
        self.results_pushed = False
        self.handoff_for: int | None = None
        self.passing_to: int | None = None  # the person the device goes to once passed
        self.turn_shown = False
        self.recorded = False  # the finished game is in the statistics
        self.over_for_good = False  # ended with no next hand: nothing left to save
        self._asked_next: tuple[Any, dict] = (None, {})  # the decision's legal list: answers

    # -- who is who --------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.state.players

    @property
    def humans(self) -> list[int]:
        return self.session.humans

    @property
    def multi_human(self) -> bool:
        return self.session.multi_human

    def name_of(self, seat: int) -> str:
        return self.session.name_of(seat)

    def pos_of(self, seat: int) -> int:
        """Screen place of a seat: 0 the viewer's, then round the table in turn order."""
        return (seat - self.viewer) % self.players

    def seat_at(self, pos: int) -> int:
        return (pos + self.viewer) % self.players

    def obs(self) -> dict:
        """Everything the table draws: the viewer's observation, nothing more."""
        return self.state.observation(self.viewer)

    def story_view(self, ev: Event) -> Event:
        """An event as the table's log keeps it: in pass-and-play what everyone may
        know (the log is open to whoever holds the device), else the person's own view.
        `ev` is the whole event (the one being shown: `showing`)."""
        return ev.seen_by(None if self.multi_human else self.viewer)

    # -- the viewer's decision -----------------------------------------------------------
    def my_decision(self) -> bool:
        """The viewer, a person, is asked now and the table shows it (a click before
        the decision's screen is set up would be lost when it is)."""
        return (self.session.is_human(self.viewer) and self.state.to_act == self.viewer
                and self.turn_shown and not self.pending and self.handoff_for is None
                and self.wait <= 0 and self.scene is not None and not self.scene.busy
                and not self.state.is_terminal())

    def legal(self) -> list[Action]:
        """The viewer's legal actions while it decides, else none (computed once)."""
        if not self.my_decision():
            return []
        return self.session.legal_actions(self.state, self.viewer)

    def animating(self) -> bool:
        """Nothing moves while the table waits for the device to be passed on."""
        return self.passing_to is None and super().animating()

    def waits_for_person(self) -> bool:
        seat = self.state.to_act
        return seat is None or self.passing_to is not None or (
            seat == self.viewer and self.session.is_human(seat) and self.turn_shown)

    # -- scene hooks ---------------------------------------------------------------------
    def attach(self, scene) -> None:
        self.scene = scene
        self.active = True
        if self.fresh:
            self.fresh = False
            self.pending.extend(self.state.opening_events())
            self.autosave()
        if self.multi_human and not self.state.is_terminal() and not self.shows_public_view:
            # Whoever holds the device first must not see another seat's secrets.
            self.hand_off(self.session.first_human_from(self.state.to_act or 0))

    def detach(self) -> None:
        self.active = False

    def on_escape(self) -> None:
        from game.ui.scenes.pause import open_pause

        open_pause(self.app, self.app.games.get(self.game_key), self.autosave)

    # -- acting ----------------------------------------------------------------------------
    def try_apply(self, action: Action) -> bool:
        """A person's action: applied, or refused with its reason and nothing changed."""
        if not (self.my_decision() and self.apply_or_refuse(action)):
            return False
        if self.look_after_own_move and self.multi_human:
            self.look_owed = True
        return True

    def try_apply_in_turn(self, actions: Sequence[Action]) -> bool:
        """Several picks made at once (three cards to discard, gifts one card each):
        applied in order while the viewer is still the one asked and each is still
        legal; the first that is not ends it. False if the first was refused."""
        if not actions or not self.try_apply(actions[0]):
            return False
        for action in actions[1:]:
            state = self.state
            if state.is_terminal() or state.to_act != self.viewer \
                    or action not in self.session.legal_actions(state, self.viewer):
                break
            self.apply(action)
        return True

    def asked_next(self, actions: Sequence[Action]) -> list[Action]:
        """What the viewer would be offered right after making `actions`, or [] if
        someone else would be asked: played on a copy the viewer cannot tell from the
        table (`determinize`), so the answer tells nothing hidden from it. Kept for
        the decision: the table asks it every frame."""
        legal = self.session.legal_actions(self.state, self.viewer)
        if self._asked_next[0] is not legal:
            self._asked_next = (legal, {})
        known = self._asked_next[1]
        key = tuple(actions)
        if key not in known:
            known[key] = self.play_ahead(key)
        return known[key]

    def play_ahead(self, actions: tuple[Action, ...]) -> list[Action]:
        world = self.state.determinize(self.viewer, random.Random(0))
        for action in actions:
            if world.is_terminal() or world.to_act != self.viewer \
                    or action not in world.legal_actions(self.viewer):
                return []
            world.apply(action)
        if world.is_terminal() or world.to_act != self.viewer:
            return []
        return world.legal_actions(self.viewer)

    def apply_or_refuse(self, action: Action) -> bool:
        """Apply `action`, or show why the rules refuse it (nothing changed)."""
        try:
            self.apply(action)
        except IllegalAction as refusal:
            if self.scene is not None:
                self.scene.refuse(self.refusal_text(refusal))
            return False
        return True

    def apply(self, action: Action) -> list[Event]:
        events = self.state.apply(action)
        self.session.new_decision()
        self.pending.extend(events)
        self.turn_shown = False
        self.autosave()
        if self.scene is not None:
            self.scene.decision_changed()
        return events

    def autosave(self) -> None:
        if not self.over_for_good:
            self.session.autosave(self.save_data())

    def end_for_good(self) -> None:
        """The game is over with no next hand to play: its autosave goes (the title does
        not offer to resume it) and none is written again until a new game."""
        self.over_for_good = True
        self.session.forget_save()

    def say_save_failed(self, text: str) -> None:
        if self.scene is not None:
            self.scene.refuse(text)
        else:
            notices.post(text)

    def hand_off_once_seen(self, seat: int) -> None:
        """The hand-off to `seat`, once the person at the screen has seen what happened:
        until they pass the device on (`pass_device`), the table asks them to."""
        if self.look_owed:
            if self.passing_to != seat:
                self.passing_to = seat
                if self.scene is not None:
                    self.scene.decision_changed()
            return
        self.hand_off(seat)

    def pass_device(self) -> None:
        """The person at the screen has seen it: on to the hand-off."""
        self.look_owed = False
        self.passing_to = None
        if self.scene is not None:
            self.scene.decision_changed()

    def hand_off(self, seat: int) -> None:
        """Pass-and-play: cover the table, then turn it to the person at `seat`."""
        self.handoff_for = seat
        self.look_owed, self.passing_to = False, None

        def done() -> None:
            self.viewer = seat
            self.handoff_for = None
            self.turn_shown = False
            if self.scene is not None:
                self.scene.viewer_changed()

        self.session.hand_off(self.app, seat, done, self.handoff_hold)

    def deal_again(self, state: Any) -> None:
        """A new game (or hand) at this table with the same seats: fresh agents, the
        queue, fast forward and the viewer started again, its opening shown."""
        self.state = state
        self.agents = self.make_agents()
        self.session.forget_decision()
        self.session.new_decision()
        self.stop_fast_forward()
        self.pending.clear()
        self.wait = 0.0
        self.results_pushed = self.recorded = self.turn_shown = self.look_owed = False
        self.over_for_good = False
        self.handoff_for = self.passing_to = None
        self.viewer = self.humans[0] if self.humans else 0
        self.log = []
        self.fresh = True
        if self.scene is not None:
            self.scene.new_game()
            self.attach(self.scene)

    # -- hooks -----------------------------------------------------------------------------
    def make_agents(self) -> dict:
        raise NotImplementedError

    # The save: its version and what the table keeps beside the state and the variant
    # (`saved`, by attribute name with its type) are the `TableBinding`'s.
    def save_data(self) -> dict:
        return {"version": self.save_version, "state": self.state.to_json(),
                "variant": self.variant, **{name: getattr(self, name) for name in self.saved}}

    def person_shown(self) -> None:
        """A person's decision has just come on screen: the table shows it."""
        self.scene.decision_changed()

    def refusal_text(self, refusal: IllegalAction) -> str:
        """The rules' refusal in the player's language (its English text if the game
        has no words for it)."""
        key = f"{self.refuse_prefix}{refusal.reason}"
        return t(key, **refusal.params) if self.refuse_prefix and has(key) else str(refusal)
