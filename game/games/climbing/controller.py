"""Binds a climbing game's hand to the table scene: what Dou Di Zhu, Bao Huang and
the next climbing game share.

The table is drawn for one viewer seat from `observation(viewer)` and the public
events only. Model events become animation cues, one action at a time: the next
action is not taken until the previous one's events have played out, so the
observation always matches what the table shows once the cues are done.

A game subclasses `ClimbingController` and fills in its class attributes (game
key, save name, level, seat count, state class, agents) and the hooks: phase
buttons and keys before play, the events only it has, the seat roles it shows
and its status line.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable
from typing import Any

import pygame

from game.core import dealcode
from game.core.gamedef import GameDef
from game.core.match import Match
from game.core.protocol import Action, Event, IllegalAction
from game.core.savefile import expect
from game.core.thinking import Think
from game.games.climbing.agent import hint_order
from game.games.climbing.events import Lines, Said
from game.games.climbing.state import round_plays
from game.ui import fonts, i18n, notices, stats
from game.ui.app import App
from game.ui.event_words import event_words
from game.ui.focus import ACTIVATE, FocusRing, draw_ring
from game.ui.i18n import t
from game.ui.scenes.pause import open_pause
from game.ui.session import Session
from game.ui.table import DropZone, SeatInfo, TableScene
from game.ui.table_driver import TableDriver
from game.ui.table_entry import TableBinding
from game.ui.widgets import Button

THINK_DELAY = 0.7  # a computer "thinks" at least this long (scaled by animation speed)
# The status line's text: its size and indent (game/ui/table/seat_panels.py draws it).
STATUS_SIZE, STATUS_X = 19, 14
SAVE_VERSION = 2


# Number keys press the n-th button of a decision's strip (top row and keypad).
NUMBER_KEYS = {**{getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 10)},
               **{getattr(pygame, f"K_KP{n}"): n - 1 for n in range(1, 10)}}


class StripButton(Button):
    """A button of the table's strip that shows the keyboard focus (the shared gold
    ring) while the table's `FocusRing` is on it."""

    def __init__(self, *args, focused: Callable[[Button], bool] = lambda b: False,
                 help_key: str = "", **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.focused = focused
        self.help_key = help_key  # what the button does, under the pointer ("" for none)

    def draw(self, surf: pygame.Surface, view) -> None:
        super().draw(surf, view)
        if self.visible and self.focused(self):
            draw_ring(surf, view, self.rect)


def cards_put_down(action: Action) -> tuple[int, ...]:
    """The cards an action puts down: a play's `cards`, or the one `card` of an action
    that hands over a single card (Guan Dan's return); none for the others."""
    cards = getattr(action, "cards", None)
    if cards is not None:
        return tuple(cards)
    card = getattr(action, "card", None)
    return () if card is None else (card,)


def refusal_text(refusal: IllegalAction, translate_param=None) -> str:
    """The model's refusal, said in the player's language."""
    params = {k: translate_param(k, v) if translate_param else v
              for k, v in refusal.params.items()}
    key = f"why_{refusal.reason}"
    return t(key, **params) if key in i18n.STRINGS else str(refusal)


class ClimbingController(TableBinding, TableDriver):
    game = ""  # the catalogue key; also the save's name
    level = ""  # Tiled layout under levels/
    seat_count = 3
    state_class: type = object
    variants: tuple[str, ...] = ()
    play_phase = "play"
    select_phases: tuple[str, ...] = ("play",)  # phases in which hand cards can be picked
    save_version = SAVE_VERSION  # a game whose save format changed on its own counts up
    match_class: type[Match] = Match  # a game whose hands depend on each other keeps more
    role_styles: dict = {}  # how the game's roles and tags look on a seat panel
    guess_styles: dict = {}  # the role-guess chips, for a game with hidden roles
    hint_sort_key = None  # a game's order for the hints after the suggestion (default: size)
    # Buttons that put the picked cards down: enabled only while the pick is legal.
    selection_buttons: tuple[str, ...] = ("play",)
    # Tracker columns the game explains under the pointer: label key -> help key.
    tracker_help: dict[str, str] = {}
    # Number keys 1..n press a decision's n-th button; off for a game whose own keys
    # give the digits a meaning (Dou Di Zhu: 1 2 3 bid that much).
    button_numbers = True
    # (`event_types`, from EventPacing: the game's declared events, its events.py. The
    # pacing layer checks each event against them; their words and holds are the table's.)

    def __init__(self, app: App, seats: list[dict], match: Match | None = None,
                 state=None, first_seed: int | None = None, recorded: bool = False,
                 threads: bool = True, variant: str | None = None) -> None:
        self.app = app
        self.session = Session(self.game, seats, threads, THINK_DELAY,
                               on_save_failed=self.say_save_failed)
        self.seats = self.session.seats
        self.variant = variant or (state.variant if state is not None else self.variants[0])
        self.match = match or self.match_class(self.seat_count, first_seed if first_seed is not None
                                    else random.getrandbits(32))
        self.scene: TableScene | None = None
        self.pending: deque[Event | Callable[[], None]] = deque()
        self.wait = 0.0
        self.hints: list[Action] | None = None  # what H cycles through this turn
        self.hints_in_selection = False
        self.hint_shown: list[int] = []
        self.hint_i = 0
        self._help_spots: list[tuple[str, pygame.Rect]] = []  # status terms, tracker columns
        self.turn_shown = False
        self.results_pushed = False
        self._play_checked: tuple = ()  # (Play button, pick) its enabled state is for
        self.handoff_for: int | None = None
        self.active = False
        self.deal_handed_off = False  # pass-and-play: the hand-off before this deal is done
        self.viewer = self.humans[0] if self.humans else 0
        # The keyboard focus over a decision's buttons (Tab / arrows, Enter or Space),
        # and the buttons it was set up for (a new strip starts on its first button).
        self.strip_ring = FocusRing()
        self._strip_keys: tuple[str, ...] = ()
        if state is None:
            seed = first_seed if first_seed is not None and not self.match.hand_seeds else None
            self._new_state(seed)
        else:
            self.state = state
            self.recorded = recorded
            self.fresh = False
        self.agents = self._agents()

    # -- what a game supplies ------------------------------------------------------------
    def new_state(self, seed: int):
        return self.state_class.new(seed, self.variant)

    def make_agent(self, level: str, seed: int):
        raise NotImplementedError

    def hint_play(self) -> Action | None:
        """The suggested play for the viewer (the normal level's), or None."""
        return None

    def play_action(self, ids: list[int]) -> Action | None:
        """The play the selected cards make, or None when the controller asked the
        player something first (e.g. which of two readings)."""
        raise NotImplementedError

    def rebuild_play(self, play: Action, cards: tuple[int, ...]) -> Action:
        raise NotImplementedError

    def kind_name(self, play: Action) -> str:
        """How a hint names a play."""
        return ""

    def phase_buttons(self, obs: dict) -> list[tuple]:
        """Buttons before play: (label key or callable, action, style, enabled, name)."""
        return []

    def phase_key(self, key: int, obs: dict) -> bool:
        return False

    def seat_panel(self, info: SeatInfo, seat: int, obs: dict) -> None:
        """Role, tags and guess marker of a seat panel."""

    def status_text(self, obs: dict) -> str:
        return t("hand_no", n=len(self.match.hand_seeds))

    def tracker(self, obs: dict) -> list[tuple[str, int]] | None:
        return None

    def status_help(self, obs: dict) -> list[tuple[str, str]]:
        """Terms of the status line explained under the pointer: (the words as
        `status_text` shows them, the i18n key saying what they mean), in order."""
        return []

    def cue_game(self, ev: Event, obs: dict) -> None:
        """Events only this game has."""

    def deal_on_table(self, ev: Event, obs: dict) -> None:
        raise NotImplementedError

    def resync_game(self, obs: dict) -> None:
        """Game-specific pieces of a rebuilt table (the kitty, the emperor card)."""

    def first_to_act(self) -> int:
        to_act = self.state.to_act
        return to_act if to_act is not None else 0

    def results_scene(self):
        raise NotImplementedError

    def record_hand(self, result: dict) -> None:
        """A finished hand goes into the match (once; the save remembers it did)."""
        self.match.record_hand(result["deltas"])

    def save_extra(self) -> dict:
        """More to keep in the save beside the match and the hand (put back by
        `restore`, checked by `check_saved`)."""
        return {}

    # -- opened, reopened and checked (`game.ui.table_entry`): a match of hands ----------
    @classmethod
    def opened(cls, app: App, seats: list[dict], variant: str, seed: int | None,
               options: dict, threads: bool) -> ClimbingController:
        return cls(app, seats, first_seed=seed, threads=threads, variant=variant)

    @classmethod
    def reopened(cls, app: App, data: dict, state: Any, threads: bool) -> ClimbingController:
        ctl = cls(app, data["seats"], cls.match_class.from_json(data["match"]), state,
                  recorded=bool(data.get("recorded")), threads=threads)
        ctl.restore(data)
        if state.is_terminal() and ctl.recorded:
            ctl.fresh = False
        return ctl

    @classmethod
    def check_save(cls, game: GameDef, data: dict, state: Any) -> None:
        """The match and the hand record, then what the game keeps more."""
        cls.match_class.from_save(data.get("match"), cls.seat_count)
        expect(type(data.get("recorded", False)) is bool, "its hand record is damaged")
        cls.check_saved(data, state)

    # -- set-up ------------------------------------------------------------------
    def _new_state(self, seed: int | None) -> None:
        if seed is None:
            seed = self.match.next_hand_seed()
        else:
            self.match.hand_seeds.append(seed)
        self.state = self.new_state(seed)
        self.session.new_decision()
        self.recorded = False
        self.fresh = True
        self.results_pushed = False
        self.stop_fast_forward()

    def _agents(self) -> dict[int, object]:
        return {i: self.make_agent(self.session.level(i), self.state.seed * 7 + i)
                for i in range(len(self.seats)) if not self.session.is_human(i)}

    @property
    def humans(self) -> list[int]:
        return self.session.humans

    @property
    def multi_human(self) -> bool:
        return self.session.multi_human

    @property
    def deal_code(self) -> str:
        return dealcode.encode(self.state.seed, self.variants.index(self.state.variant))

    def pos_of(self, seat: int) -> int:
        """Screen position of a seat: 0 bottom (viewer), then round the table in turn
        order."""
        return (seat - self.viewer) % self.seat_count

    def name_of(self, seat: int) -> str:
        return self.session.name_of(seat)

    def obs(self) -> dict:
        return self.state.observation(self.viewer)

    def legal_actions(self, seat: int) -> list[Action]:
        """The legal actions of the decision in hand, computed once: the hint, a
        human's drop and the computer player all read this one list."""
        return self.session.legal_actions(self.state, seat)

    def legal_with_cards(self, ids: list[int]) -> list[Action]:
        """The viewer's legal actions that put down exactly these cards (several when
        the cards read more than one way)."""
        want = sorted(ids)
        return [a for a in self.legal_actions(self.viewer) if sorted(cards_put_down(a)) == want]

    def plays_with_cards(self, ids: list[int]) -> list[Action]:
        """The decision's listed plays these cards make: those putting down exactly
        these cards, else (the list offers one choice of cards per play, and suits never
        matter here) the listed plays of the same ranks, rebuilt onto these cards. A
        game whose suits or wild cards matter overrides `cards_make_a_play`."""
        exact = self.legal_with_cards(ids)
        if exact or not ids:
            return exact
        rank = self.state.rank_of
        want = sorted(rank[c] for c in ids)
        return [self.rebuild_play(a, tuple(ids)) for a in self.legal_actions(self.viewer)
                if (cards := cards_put_down(a)) and sorted(rank[c] for c in cards) == want]

    # -- TableController protocol ----------------------------------------------------
    def attach(self, scene: TableScene) -> None:
        self.scene = scene
        self.active = True
        if self.fresh:
            self.fresh = False
            self.pending.extend(self.state.opening_events())
            self.autosave()
        elif self.multi_human and not self.state.is_terminal():
            # A resumed pass-and-play game: whoever holds the device must not see a
            # hand before the hand-off screen has been passed.
            self.hand_off(self._first_human_from(self.first_to_act()))
        else:
            self.resync()

    def detach(self) -> None:
        self.active = False

    def can_select(self) -> bool:
        return (self.state.phase in self.select_phases
                and self.seats[self.viewer]["kind"] == "human" and not self.scene.busy)

    def my_turn(self) -> bool:
        return (self.state.to_act == self.viewer and self.seats[self.viewer]["kind"] == "human"
                and not self.pending and self.handoff_for is None and not self.scene.busy)

    def waits_for_person(self) -> bool:
        """The viewer's own decision, shown (see EventPacing.animating)."""
        seat = self.state.to_act
        return seat is None or (seat == self.viewer and self.turn_shown
                                and self.session.is_human(seat))

    def on_escape(self) -> None:
        """Esc or the Menu button: the game's menu over the table, which pauses it;
        Leave saves the game before the table closes."""
        open_pause(self.app, self.app.games.get(self.game), self.autosave)

    def keys_help(self) -> list[tuple[str, str]]:
        """The table's keys for the F1 list; before play (or while the buttons ask a
        question, e.g. which reading) the keys of the decision's buttons and the phase's
        own key line."""
        hand = [("key_leftright", "keys_hand_move"), ("key_space", "keys_hand_pick"),
                ("key_updown", "keys_hand_raise")]
        if self.state.phase == self.play_phase and not self.strip_asks():
            return hand + [("key_enter", "keys_play"), ("P", "keys_pass"), ("H", "keys_hint"),
                           ("Esc", "keys_menu")]
        if self.strip_asks():
            rows = [("key_tab_leftright", "keys_buttons_move")]
        else:  # the hand is in use too (e.g. Guan Dan's return): Tab alone
            rows = hand + [("Tab", "keys_buttons_move")]
        rows.append(("key_enter_space" if self.strip_asks() else "key_enter",
                     "keys_buttons_press"))
        if self.button_numbers:
            rows.append(("key_numbers", "keys_buttons_number"))
        rows.append(("Esc", "keys_menu"))
        line = (self.keys_help_phase() if self.state.phase != self.play_phase
                else "keys_help_choose")
        rows.append(("", line))
        return rows

    def on_key(self, event: pygame.event.Event) -> bool:
        if not self.my_turn():
            return False
        k = event.key
        if self.strip_key(event):
            return True
        if self.state.phase != self.play_phase:
            return self.phase_key(k, self.obs()) or self.number_key(k)
        if self.strip_asks():  # which reading: the hand waits for the answer
            return self.number_key(k)
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            # Enter works the primary button: Pass when passing is all there is to do.
            self.pass_turn() if self.only_pass() else self.play_selected()
            return True
        if k == pygame.K_p:
            self.pass_turn()
            return True
        if k == pygame.K_h:
            self.hint()
            return True
        return False

    # -- the keyboard over a decision's buttons --------------------------------------------
    def strip_asks(self) -> bool:
        """The buttons are a question the keys answer at once: a decision before play
        while the hand is not in use (Bao Huang's throne and declarations, Dou Di Zhu's
        bids, calls, robs, doubles and show), or a question in play (which reading).
        The focus ring shows from the start then, and Left/Right move it."""
        sc = self.scene
        if sc is None or not sc.buttons or any(b.key == "play" for b in sc.buttons):
            return False
        return (self.state.phase == self.play_phase
                or self.state.phase not in self.select_phases)

    def strip_focused(self, button: Button) -> bool:
        """Whether the focus ring is drawn round `button` now."""
        sc = self.scene
        return (sc is not None and self.strip_ring.visible and self.my_turn()
                and self.strip_ring.current(sc.buttons) is button)

    def strip_key(self, event: pygame.event.Event) -> bool:
        """Tab (and Left/Right while the buttons ask) moves the focus over a decision's
        buttons, Enter (and Space, unless the hand is in use) presses the focused one
        once the ring shows. The play strip (Pass, Hint, Play) keeps its own keys:
        Enter plays, P passes, H hints."""
        sc = self.scene
        asks = self.strip_asks()
        if not sc.buttons or not (asks or self.state.phase != self.play_phase):
            return False
        ring, k = self.strip_ring, event.key
        if k == pygame.K_TAB:
            if ring.visible or ring.current(sc.buttons) is None:
                ring.step(sc.buttons, -1 if event.mod & pygame.KMOD_SHIFT else 1)
            ring.visible = True  # the first Tab shows where the focus is
        elif k in (pygame.K_LEFT, pygame.K_RIGHT) and asks:
            widget = ring.current(sc.buttons)
            if widget is not None:
                ring.arrow(widget, sc.buttons, -1 if k == pygame.K_LEFT else 1, 0)
            ring.visible = True
        elif k in ACTIVATE and ring.visible and (asks or k != pygame.K_SPACE):
            # (with the hand in use too, Space stays the hand's pick key)
            widget = ring.current(sc.buttons)
            if widget is None:
                return False
            self.app.sounds.play("click")
            widget.on_click()
        else:
            return False
        sc.invalidate()
        return True

    def number_key(self, k: int) -> bool:
        """1..n press the decision's n-th button (when the game gives digits no
        meaning of its own)."""
        sc = self.scene
        if not self.button_numbers or k not in NUMBER_KEYS:
            return False
        shown = [b for b in sc.buttons if b.visible]
        i = NUMBER_KEYS[k]
        if i >= len(shown) or not shown[i].enabled:
            return False
        self.app.sounds.play("click")
        shown[i].on_click()
        return True

    def drop_zones(self) -> list[DropZone]:
        return [DropZone("table", self.drop_accepts, self.try_play)]

    def drop_accepts(self, codes: list[str]) -> bool:
        """Would these cards, dropped on the table, be a legal action? The same answer
        as the Play button's for the same cards (`cards_make_a_play`)."""
        return (bool(codes) and self.my_turn()
                and self.cards_make_a_play(self.state.pack.from_codes(codes)))

    # -- human actions ---------------------------------------------------------------
    def play_selected(self) -> None:
        self.try_play(self.scene.selected_codes())

    def try_play(self, codes: list[str]) -> None:
        if not codes:
            self.scene.bounce_back(t("nothing_selected"))
            return
        ids = self.state.pack.from_codes(codes)
        matches = self.plays_with_cards(ids) if self.my_turn() else []
        # One legal play with these cards is played as listed; otherwise the game
        # decides: it asks which reading, or builds the play the model refuses with
        # its reason.
        action = matches[0] if len(matches) == 1 else self.play_action(ids)
        if action is not None:
            self.try_apply(action)

    def pass_turn(self) -> None:
        self.try_apply(self.pass_action())

    def pass_action(self) -> Action:
        raise NotImplementedError

    def try_apply(self, action: Action) -> bool:
        """A person's action: applied, or refused with its reason and nothing changed."""
        if not self.my_turn():
            self.scene.bounce_back(t("waiting_for", name=self.name_of(self.state.to_act))
                                   if self.state.to_act is not None else "")
            return False
        try:
            self.apply(action)
        except IllegalAction as e:
            self.app.sounds.play("pass")
            self.scene.bounce_back(self.refusal(e))
            return False
        return True

    def refusal(self, e: IllegalAction) -> str:
        return refusal_text(e)

    def hint_candidates(self, selected: list[int]) -> tuple[list[Action], bool]:
        """What Hint cycles through, and whether it stays inside the selection."""
        return hint_order(self.legal_actions(self.viewer), self.hint_play(), selected,
                          self.state.rank_of, self.rebuild_play, self.hint_sort_key)

    def hint(self) -> None:
        """H / Hint: the suggestion first, then every other legal play; when the
        selection is not itself a play, the legal plays inside the selection."""
        if self.state.phase != self.play_phase or not self.my_turn():
            return
        selected = sorted(self.state.pack.from_codes(self.scene.selected_codes()))
        if self.hints is None or selected != self.hint_shown:
            self.hints, self.hints_in_selection = self.hint_candidates(selected)
            self.hint_i = 0
        if not self.hints:
            self.scene.flash(t("no_hint"))
            return
        play = self.hints[self.hint_i % len(self.hints)]
        self.hint_i += 1
        if play.kind == "pass":  # a hint may say to pass: nothing raised, the reason said
            self.hint_shown = []
            self.scene.set_selected([])
            self.light_button("pass")
            self.scene.flash(self.pass_hint_text(), 2.5)
            return
        self.hint_shown = sorted(play.cards)
        self.scene.set_selected(self.state.pack.codes(play.cards))
        if len(self.hints) > 1:
            key = "hint_in_selection" if self.hints_in_selection else "hint_n_of"
            self.scene.flash(t(key, i=(self.hint_i - 1) % len(self.hints) + 1,
                               n=len(self.hints), kind=self.kind_name(play)), 2.5)

    def pass_hint_text(self) -> str:
        """What the flash line says when the hint is to pass."""
        return t("btn_pass")

    def light_button(self, key: str) -> None:
        """Show a button lit as if under the pointer (the hint pointing at it)."""
        for button in self.scene.buttons:
            button.hover = button.key == key

    def drop_hint_selection(self) -> None:
        """A hint's raised cards are a proposal for this turn only: once the turn has
        passed they go back down (the player's own picking stays)."""
        if self.scene is None or not self.hint_shown:
            return
        shown = self.state.pack.codes(self.hint_shown)
        if sorted(self.scene.selected_codes()) == sorted(shown):
            self.scene.set_selected([])
        self.hint_shown = []

    # -- applying actions ----------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        events = self.state.apply(action)  # raises IllegalAction: nothing changed
        self.session.new_decision()
        self.pending.extend(events)
        self.drop_hint_selection()
        self.hints = None
        self.turn_shown = False
        self.scene.buttons = []
        self._strip_keys = ()
        self.autosave()
        return events

    def say_save_failed(self, text: str) -> None:
        """A save that could not be written, said on the table's own message line."""
        if self.scene is not None:
            self.scene.flash(text, 8.0, error=True, hold=True)
        else:
            notices.post(text)

    def autosave(self) -> None:
        self.session.autosave({
            "version": self.save_version, "match": self.match.to_json(),
            "state": self.state.to_json(), "recorded": self.recorded, **self.save_extra()})

    # -- the frame driver's hooks (`game.ui.table_driver`) -------------------------------
    def update(self, dt: float) -> None:
        self.sync_play_button()
        super().update(dt)

    def person_shown(self) -> None:
        self.refresh()
        self.scene.flash(t("your_turn" if self.state.phase == self.play_phase
                           else self.decision_prompt()), 1.5)

    def decision_prompt(self) -> str:
        return "your_turn"

    def computer_turn(self, seat: int, dt: float) -> None:
        asking = self.session.thinking != seat  # the first frame of this decision
        state = self.state
        legal = self.legal_actions(seat) if asking else None
        action = self.session.computer_decides(seat, Think(self.agents, seat, state, legal),
                                               dt, self.pace_speed, fallback=lambda: legal[0])
        if asking:
            self.refresh()  # the thinking arc on the seat
        if action is not None:
            self.apply(action)

    def hand_off(self, seat: int) -> None:
        """Pass-and-play: hide everything, then turn the table to the next human."""
        self.handoff_for = seat

        def done() -> None:
            self.viewer = seat
            self.handoff_for = None
            self.turn_shown = False
            self.resync()

        self.session.hand_off(self.app, seat, done)

    # -- events: their words and holds, from the game's declaration (`event_types`) ----
    def words(self, ev: Event) -> str:
        """The event's words, as its declaration says them for the viewer."""
        return event_words(self.event_types, ev, self.name_of)

    def lines(self, ev: Event) -> list[str]:
        """The event's words as the table says them: a banner's line first, then the
        message line's (`Lines`), or one line."""
        words = self.event_types.get(ev.kind).words
        return words.of(ev, self.name_of) if isinstance(words, Lines) else [self.words(ev)]

    def said(self, pos: int, ev: Event) -> None:
        """The seat says the event's words in its bubble (`Said`)."""
        words = self.event_types.get(ev.kind).words
        assert isinstance(words, Said), f"{ev.kind}: its words are not said in a bubble"
        key, params = words.of(ev)
        self.scene.say(pos, key, **params)

    def hold(self, ev: Event) -> float:
        """How long the table holds the event (its declared motion)."""
        return self.event_types.get(ev.kind).seconds(ev)

    # -- events to animation ---------------------------------------------------------
    def cue(self, ev: Event) -> None:
        sc = self.scene
        obs = self.obs()
        pos = None if ev.seat is None else self.pos_of(ev.seat)
        if ev.kind == "deal":
            if self.multi_human and self.handoff_for is None and not self.deal_handed_off:
                # Whoever holds the device first must not see another seat's deal.
                self.show_again_later()
                self.deal_handed_off = True
                self.hand_off(self._first_human_from(self.first_to_act()))
                return
            self.deal_handed_off = False
            sc.clear_all_piles()
            self.refresh(obs)
            for info in sc.infos:
                info.said = None
            self.deal_on_table(ev, obs)
            self.wait = self.hold(ev)
        elif ev.kind == "play":
            codes = ev.data.get("cards", [])
            if pos == 0:
                sc.show_pile(0, codes)
                sc.set_hand(list(reversed(obs["hand"])))
            else:
                sc.show_pile(pos, codes, origin=self.play_origin(pos, len(codes)))
            sc.say(pos, None)
            self.app.sounds.play("play")
            self.refresh(obs)
            self.wait = self.hold(ev)
        elif ev.kind == "pass":
            sc.clear_pile(pos)
            self.said(pos, ev)
            self.app.sounds.play("pass")
            self.refresh(obs)
            self.wait = self.hold(ev)
        elif ev.kind == "new_round":
            if any(sc.piles.values()):  # a finished trick stands, then is swept
                self.pending.appendleft(self._clear_round)
            self.wait = self.hold(ev)
        elif ev.kind == "warning":
            self.refresh(obs)
            sc.flash(self.words(ev), 1.8)
            self.wait = self.hold(ev)
        elif ev.kind == "hand_over":
            self._hand_over(ev, obs)
        else:
            self.cue_game(ev, obs)

    def play_origin(self, pos: int, n: int) -> tuple[float, float]:
        """Where another seat's `n` played cards set off: out of its stack, but from a
        point whose flights to the pile all pass clear of the card count on the stack,
        so the count stays readable while it changes."""
        sc = self.scene
        cx, cy = sc.anchor_center(f"hand_{pos}")
        # The count's plate, as SeatPanels._draw_backs draws it, with a little margin.
        count = pygame.Rect(round(cx - 28), round(cy + 6), 56, 40)
        slots = sc.zones.pile_slots(pos, n) if n else []
        if not slots:
            return cx, cy
        tx = sum(x for x, _y in slots) / len(slots)
        ty = sum(y for _x, y in slots) / len(slots)
        dist = ((tx - cx) ** 2 + (ty - cy) ** 2) ** 0.5
        if dist < 1:
            return cx, cy
        ux, uy = (tx - cx) / dist, (ty - cy) / dist
        w = max(sc.back_w, sc.played_w)  # a flying card grows from a back to a pile card
        h = w * 1.41

        def clear(ox: float, oy: float) -> bool:
            for x, y in slots:
                for k in range(11):  # along the straight flight to this slot
                    f = k / 10
                    px, py = ox + (x - ox) * f, oy + (y - oy) * f
                    if count.colliderect(pygame.Rect(round(px - w / 2), round(py - h / 2),
                                                     round(w), round(h))):
                        return False
            return True

        for step in range(0, round(dist), 4):
            ox, oy = cx + ux * step, cy + uy * step
            if clear(ox, oy):
                return ox, oy
        return cx, cy

    def _first_human_from(self, seat: int) -> int:
        return self.session.first_human_from(seat, self.viewer)

    def _clear_round(self) -> None:
        self.scene.clear_all_piles()
        for info in self.scene.infos:
            info.said = None
        self.scene.invalidate()

    def _hand_over(self, ev: Event, obs: dict) -> None:
        sc = self.scene
        for seat, codes in enumerate(obs.get("hands") or []):
            if self.pos_of(seat) != 0 and codes:
                sc.reveal_hand(self.pos_of(seat), list(codes))
        if not self.recorded:
            self.record_hand(ev.data)
            self.record_stats(ev.data)
            self.recorded = True
            self.autosave()
        sc.banner(self.words(ev), (255, 220, 120), 2.2)
        sc.confetti()
        self.app.sounds.play("win")
        self.refresh(obs)
        self.wait = self.hold(ev)

    def show_results(self) -> None:
        self.app.push(self.results_scene())

    def next_hand(self) -> None:
        """Deal the next hand of the match (or start a new match when it is over)."""
        if self.match.is_over():
            self.match = self.match_class(self.seat_count, random.getrandbits(32))
        self._new_state(None)
        self.agents = self._agents()
        self.pending.clear()
        self.session.forget_decision()
        self.turn_shown = False
        if self.multi_human:
            self.viewer = self._first_human_from(self.first_to_act())
        self.scene.clear_all_piles()
        self.scene.infos = [SeatInfo() for _ in range(self.seat_count)]
        self.attach(self.scene)

    # -- drawing the table from the observation ----------------------------------------
    def refresh(self, obs: dict | None = None) -> None:
        """Seat panels, buttons and status line from observation(viewer)."""
        sc = self.scene
        obs = obs or self.obs()
        if not sc.busy:
            sc.shown_counts = [None] * self.seat_count  # the deal has landed
        playing = obs["phase"] == self.play_phase
        for seat in range(self.seat_count):
            info = sc.infos[self.pos_of(seat)]
            info.name = self.name_of(seat)
            info.count = obs["counts"][seat]
            info.active = obs["to_act"] == seat and not self.pending
            info.computer = self.seats[seat]["kind"] == "computer"
            info.warn = info.count if playing and 0 < info.count <= 2 else 0
            info.score = self.match.totals[seat]
            self.seat_panel(info, seat, obs)
        mine = self.decision_shown()
        sc.tracker = self.tracker(obs)
        sc.status = self.status_text(obs)
        self._help_spots = self._status_spots(obs) + self._tracker_spots()
        self._buttons(obs)
        sc.help_text = "" if not mine else t("keys_help" if playing else self.keys_help_phase())
        sc.history.entries = self.history_entries(obs)
        sc.invalidate()

    def keys_help_phase(self) -> str:
        return "keys_help"

    # -- words explained under the pointer (SeatPanels.help_at asks `help_spots`) --------
    def help_spots(self) -> list[tuple[str, pygame.Rect]]:
        """(help key, rect) of the parts this table explains: the decision's buttons,
        terms of the status line and tracker columns (level units)."""
        sc = self.scene
        buttons = [(b.help_key, b.rect) for b in sc.buttons
                   if b.visible and getattr(b, "help_key", "")] if sc else []
        return buttons + self._help_spots

    def _status_spots(self, obs: dict) -> list[tuple[str, pygame.Rect]]:
        """Where each explained term stands in the status line, measured as
        SeatPanels.draw_boards writes it."""
        sc = self.scene
        a = sc.anchors.get("status")
        if a is None or not sc.status:
            return []
        spots, start = [], 0
        for words, key in self.status_help(obs):
            i = sc.status.find(words, start) if words else -1
            if i < 0:  # left out of a full line
                continue
            x = a.x + STATUS_X + (fonts.text_width(sc.status[:i], STATUS_SIZE) if i else 0)
            w = fonts.text_width(words, STATUS_SIZE)
            spots.append((key, pygame.Rect(round(x), round(a.y), round(w), round(a.h))))
            start = i + len(words)
        return spots

    def _tracker_spots(self) -> list[tuple[str, pygame.Rect]]:
        """The tracker columns the game explains, in SeatPanels' columns."""
        sc = self.scene
        a = sc.anchors.get("tracker")
        if a is None or not sc.tracker or not self.tracker_help:
            return []
        wanted = {t(label): key for label, key in self.tracker_help.items()}
        cell = (a.w - 12) / len(sc.tracker)
        return [(wanted[label], pygame.Rect(round(a.x + 6 + cell * i), round(a.y),
                                            round(cell), round(a.h)))
                for i, (label, _left) in enumerate(sc.tracker) if label in wanted]

    def decision_shown(self) -> bool:
        """The viewer's decision is on screen: their turn, and announced only once
        everything before it has been shown (the deal landed, the last cards settled),
        so no button stands under cards still flying."""
        return self.my_turn() and self.turn_shown

    def _buttons(self, obs: dict) -> None:
        sc = self.scene
        if not self.decision_shown():
            sc.buttons = []
            self._strip_keys = ()
            return
        if obs["phase"] != self.play_phase:
            specs = self.phase_buttons(obs)
        else:
            leading = obs["last_play"] is None or obs["last_play"]["seat"] == self.viewer
            # The primary button is what the turn comes to: Pass when nothing beats.
            pass_first = self.only_pass()
            specs = [
                ("btn_pass", self.pass_turn, "primary" if pass_first else "secondary",
                 not leading, "pass"),
                ("btn_hint", self.hint, "plain", True, "hint"),
                ("btn_play", self.play_selected, "secondary" if pass_first else "primary",
                 False, "play"),
            ]
        self.lay_buttons(specs)
        self.sync_play_button(force=True)

    def only_pass(self) -> bool:
        """The viewer's decision in play offers nothing but to pass (nothing beats)."""
        legal = self.legal_actions(self.viewer)
        return bool(legal) and not any(cards_put_down(a) for a in legal)

    def selection_plays(self) -> bool:
        """The picked cards make a legal play (what the Play button shows)."""
        codes = self.scene.selected_codes()
        return bool(codes) and self.cards_make_a_play(self.state.pack.from_codes(codes))

    def cards_make_a_play(self, ids: list[int]) -> bool:
        """Whether these cards are a legal play, read from the decision's one list."""
        return bool(self.plays_with_cards(ids))

    def sync_play_button(self, force: bool = False) -> None:
        """Play (and any button of `selection_buttons`) is enabled only while the
        picked cards are a legal action; asked again whenever the pick changes."""
        sc = self.scene
        play = next((b for b in sc.buttons if b.key in self.selection_buttons),
                    None) if sc else None
        if play is None:
            return
        picked = (id(play), tuple(sorted(sc.selected_codes())))
        if force or picked != self._play_checked:
            self._play_checked = picked
            play.enabled = self.my_turn() and self.selection_plays()

    def lay_buttons(self, specs: list[tuple], width: float = 150, gap: float = 22) -> None:
        """A centred row of buttons in the level's button strip. A label is a string
        key or a callable giving the text; a sixth item names the help shown under the
        pointer (by default `<label key>_help`, where there is one). A new set of
        buttons puts the keyboard focus on its first one, shown at once when the
        buttons ask a question."""
        sc = self.scene
        a = sc.anchors["buttons"]
        total = len(specs) * width + (len(specs) - 1) * gap
        x = a.x + a.w / 2 - total / 2
        sc.buttons = []
        for i, (label, fn, style, enabled, name, *more) in enumerate(specs):
            text = label if callable(label) else (lambda key=label: t(key))
            help_key = more[0] if more else "" if callable(label) else f"{label}_help"
            sc.buttons.append(StripButton((x + i * (width + gap), a.y, width, a.h - 6), text,
                                          fn, style, enabled, name,
                                          focused=self.strip_focused, help_key=help_key))
        keys = tuple(b.key for b in sc.buttons)
        if keys != self._strip_keys:
            self._strip_keys = keys
            self.strip_ring.reset()
            self.strip_ring.visible = self.strip_asks()
        if self.strip_asks() and self.state.phase == self.play_phase:
            sc.help_text = t("keys_help_choose")  # a question in play: its keys

    def resync(self) -> None:
        """Rebuild the whole table from observation(viewer) (resume, hand-off)."""
        sc = self.scene
        obs = self.obs()
        for key in list(sc.sprites):
            del sc.sprites[key]
        sc.tweens.items.clear()
        sc.piles.clear()
        sc.hand = []
        sc.shown_counts = [None] * self.seat_count
        sc.infos = [SeatInfo() for _ in range(self.seat_count)]
        sc.set_hand(list(reversed(obs["hand"])))
        self.resync_game(obs)
        if obs["phase"] == self.play_phase or obs["phase"] == "over":
            for seat, shown in round_plays(obs["history"], obs["round_start"]).items():
                pos = self.pos_of(seat)
                if shown is None:
                    sc.say(pos, "said_pass")
                else:
                    sc.show_pile(pos, list(shown), dur=0.0)
        if obs["phase"] == "over":
            for seat, codes in enumerate(obs.get("hands") or []):
                if self.pos_of(seat) != 0 and codes:
                    sc.reveal_hand(self.pos_of(seat), list(codes))
        sc.tweens.finish_all()
        self.refresh(obs)


    # -- play history, fast forward, statistics ------------------------------------------
    def history_entries(self, obs: dict) -> list[tuple[str, list[str] | None, str]]:
        """The hand's plays and passes for the history panel, from the viewer's
        observation only (public plays): (seat name, cards or None, note), a note
        "Trick n" on the first entry of each round."""
        starts = set(obs.get("round_starts") or ()) | {0}
        entries, trick = [], 0
        for i, (seat, codes) in enumerate(obs["history"]):
            note = ""
            if i in starts:
                trick += 1
                note = t("history_trick", n=trick)
            entries.append((self.name_of(seat), codes, note))
        return entries

    def no_person_left(self) -> bool:
        """Fast forward: no person at the table still holds cards in the play (they are
        out), or only computers play."""
        if not self.humans:
            return True
        return (self.state.phase == self.play_phase
                and not any(self.state.holding(seat) for seat in self.humans))

    def stats_roles(self, result: dict, seat: int) -> list[str]:
        """The roles `seat` played this hand, as the game's i18n keys (statistics)."""
        return []

    def stats_won(self, result: dict, seat: int) -> bool:
        return result["deltas"][seat] > 0

    def stats_match_won(self, seat: int) -> bool:
        """Whether `seat` won the match that just ended."""
        return seat in self.match.leaders()

    def record_stats(self, result: dict) -> None:
        """The finished hand into the device's statistics, written at once: counted
        once however many people played it (pass-and-play), each person's role under
        By role (`stats.record_hand`). A write that fails is said on the table."""
        over = self.match.is_over()
        people = [stats.SeatResult(self.stats_roles(result, seat), self.stats_won(result, seat),
                                   result["deltas"][seat],
                                   self.stats_match_won(seat) if over else None)
                  for seat in self.humans]
        stats.record_hand(self.game, people, say=self.say_save_failed)


def table_scene(app: App, ctl: ClimbingController) -> TableScene:
    """The climbing games' scene for a `TableEntry`: the card table on the
    controller's level."""
    return TableScene(app, ctl, ctl.level)
