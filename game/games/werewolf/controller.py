"""Werewolf at the table: the app is the game master (rules sheet §5).

The controller binds `WerewolfState` to the village scene (`table.py`) through the
shared `SeatedTable`. Two ways to play on one computer:

- **A party** (two people or more, pass-and-play): the screen shows only what the whole
  village knows (`public_view`), except while one person's private screen is up. Every
  private decision (a night turn, a vote) comes after the hand-off screen ("Pass to
  Player 3", press and hold to reveal); a night turn lasts exactly TURN_SECONDS whether
  the person acts at once, late or not at all, and sounds the same whatever is done in
  it, so time and sound tell nothing; it hides itself at its end (untouched, the same
  person is handed the device again), a vote when cast, and after IDLE_HIDE seconds
  untouched.
  Public decisions (the Hunter's shot, the Captain's tie-break or successor) are made
  on the shared screen. By day, a person may peek at their own role again ("My role"):
  they choose their name, the device is handed to them (the same hold to reveal), and
  their own observation is on screen for PEEK_SECONDS or until they hide it, the talk
  standing still meanwhile; every peek sounds the same and lasts the same, whatever
  the role.
- **One person among computers**: the table shows that person's view throughout; the
  computers' secret choices (night turns, votes) come without think time, there being
  nothing to watch; their statements come one by one in speech bubbles.

The discussion is not asked seat by seat: the computers still talking speak, then the
clock runs (pausable) until the people press "To the vote" or it runs out. The
game master narrates (`voice.py`): night falls, the laps, the morning's dead, the votes.
"""

from __future__ import annotations

import random

from game.core.decisions import Simultaneous
from game.core.protocol import Action, Event
from game.core.savefile import expect
from game.games.werewolf.actions import Done, Say
from game.games.werewolf.ai import make_agent
from game.games.werewolf.events import EVENTS
from game.games.werewolf.model import WerewolfState
from game.games.werewolf.voice import Voice
from game.games.werewolf.words import latest_statement, narration
from game.games.werewolf.words import said as said_words
from game.ui import stats
from game.ui.app import App
from game.ui.event_words import event_words
from game.ui.i18n import language, t
from game.ui.seated_table import SeatedTable

KEY = "werewolf"
SAVE_VERSION = 2  # 2: a statement re-opens the talk for those done
TURN_SECONDS = 10.0  # a party's private night turn lasts exactly this (sheet §5: 8-12 s)
LAST_LOOK = 1.5  # its choice is made before its last seconds (the Seer reads her card)
VOTE_REST = 1.2  # a private vote stays this long after it is cast, then hides
IDLE_HIDE = 10.0  # a private screen left untouched this long hides itself
HOLD_SECONDS = 0.8  # press and hold on the hand-off screen
PEEK_SECONDS = 6.0  # a party's peek at one's own role lasts this unless hidden sooner
BUBBLE_SECONDS = 6.0
QUIET_SECONDS = 30.0  # one person among computers: the talk ends this soon once all else is said
SECRET_PHASES = ("night", "election", "vote")  # choices nobody else may watch being made
PUBLIC_DECISIONS = ("tiebreak", "chain")  # one seat decides in front of everyone


def talk_seconds(living: int) -> float:
    """The discussion clock: 3 minutes and 30 seconds per living player (sheet §5)."""
    return 180.0 + 30.0 * living


class WwController(SeatedTable):
    refuse_prefix = "ww_refuse_"
    game_key = KEY
    think_delay = 0.7
    handoff_hold = HOLD_SECONDS
    look_after_own_move = False  # a private turn hides by itself, the same for everyone
    shows_public_view = True  # the village's view until a private screen is revealed
    # What the village must have seen before the device goes round again.
    acknowledged = ("morning", "ballot", "shot", "tiebreak", "nobody_eliminated")
    event_types = EVENTS
    save_version = SAVE_VERSION
    saved = {"recorded": bool}

    def __init__(self, app: App, seats: list[dict], variant: str,
                 state: WerewolfState | None = None, seed: int | None = None,
                 threads: bool = True) -> None:
        self.app = app
        self.seat_up(seats, threads)
        self.variant = variant
        self.fresh = state is None
        if state is None:
            state = WerewolfState.new(seed if seed is not None else random.getrandbits(32),
                                      variant)
        self.state = state
        self.agents = self.make_agents()
        self.viewer = self.humans[0] if self.humans else 0
        self.log: list[tuple[int | None, str]] = []
        self.voice = Voice(app.sounds.enabled, app.settings.volume)
        self.narration = ""  # the game master's last line, on the stage
        self.morning = ""  # what the day began with (the night's dead), kept all day
        self.private_screen = not self.multi_human  # the viewer's own view is on screen
        self.turn_left: float | None = None  # a party's private night turn: seconds left
        self.rest = 0.0  # a party's private vote stays this long after it is cast
        self.idle = 0.0
        self.talk_left = talk_seconds(len(state.living()))
        self.talk_paused = False
        self.quiet = False  # the computers have had their say and the quiet clock runs
        self.bubbles: dict[int, list] = {}  # seat -> [words, seconds left]
        self.speaker = self.humans[0] if self.humans else 0  # who the statement bar speaks for
        self.peek_pick = False  # a party by day: choosing who peeks at their role
        self.peeking: int | None = None  # whose own view a peek shows now
        self.peek_left = 0.0

    def make_agents(self) -> dict:
        return {i: make_agent(self.session.level(i), self.state.log.seed * 31 + i)
                for i in range(len(self.seats)) if not self.session.is_human(i)}

    # -- what the table shows ---------------------------------------------------------
    def shown(self) -> dict:
        """The view on screen: the viewer's observation while its private screen is up
        (always, for one person among computers), a peeking seat's own while its peek
        is up, else what the village knows."""
        if self.peeking is not None:
            return self.state.observation(self.peeking)
        if self.private_screen:
            return self.state.observation(self.viewer)
        return self.state.public_view()

    def pos_of(self, seat: int) -> int:
        """Screen place: a party keeps everyone where they sit (player 1 at the bottom);
        one person sees the village from their own seat."""
        if self.multi_human:
            return seat
        return (seat - self.viewer) % self.players

    def seat_at(self, pos: int) -> int:
        return pos if self.multi_human else (pos + self.viewer) % self.players

    def phase(self) -> str:
        return self.state.phase

    def private_decision(self) -> bool:
        return self.state.phase in SECRET_PHASES

    # -- the frame driver's hooks (`game.ui.table_driver`) -------------------------------
    def held(self, dt: float) -> bool:
        """The village's own clocks: a peek, the bubbles, a private turn's time, the rest
        after a vote; what waits for a private screen to hide, and the day's results
        until the room passes the device on."""
        if self.peeking is not None:  # the day stands still while someone peeks
            self.peek_left -= dt
            if self.peek_left <= 0:
                self.end_peek()
            return True
        for seat in list(self.bubbles):
            self.bubbles[seat][1] -= dt
            if self.bubbles[seat][1] <= 0:
                del self.bubbles[seat]
        self.voice.set_night(self.state.phase == "night")
        if self.turn_left is not None:
            self.turn_left -= dt
            if self.turn_left <= 0:
                self.cover()
        if self.rest > 0:
            self.rest -= dt
            if self.rest <= 0:
                self.cover()
            return True
        if self.turn_left is not None and self.pending and not self.own_event_next():
            return True  # what the choice brings waits for the private screen to hide
        if self.look_owed and self.multi_human and self.night_next():
            # The day's results stay on screen until passed on; then night falls.
            ask = self.session.ask(self.state, None)
            if ask is not None:
                self.hand_off_once_seen(self.session.first_human_from(ask.seat))
            return True
        return False

    def runs_itself(self, dt: float) -> bool:
        if self.state.phase == "discussion":
            self.discussion(dt)
            return True
        return False

    def asked(self):
        self.session.fast = self.fast_forwarding or self.private_decision()
        holder = self.viewer if self.private_screen else None
        ask = self.session.ask(self.state, holder, private=self.private_decision()
                               and self.multi_human)
        if ask is not None and self.turn_left is not None and ask.seat != self.viewer:
            return None  # the turn on screen runs to its end before the device moves on
        return ask

    def person_shown(self) -> None:
        self.idle = 0.0
        if self.multi_human and self.state.phase == "night":
            self.turn_left = TURN_SECONDS  # the turn's clock: from its choice shown
        super().person_shown()

    def person_waits(self, dt: float) -> None:
        self.idle += dt
        if self.multi_human and self.private_screen and self.private_decision() \
                and self.turn_left is None and self.idle >= IDLE_HIDE:
            seat = self.viewer
            self.cover()
            self.hand_off(seat)  # hidden: hold again to see it

    def touched(self) -> None:
        """Any input on the table: the private screen is in use."""
        self.idle = 0.0

    def night_next(self) -> bool:
        """The next event to show is nightfall."""
        return bool(self.pending) and getattr(self.pending[0], "kind", "") == "night"

    def own_event_next(self) -> bool:
        """The next event to show is the viewer's own choice (the Seer's look)."""
        item = self.pending[0]
        return not callable(item) and item.seat == self.viewer

    def timed(self) -> bool:
        """A party's private screen is up: its turn's clock or its idle watch runs."""
        return self.multi_human and self.private_screen and self.private_decision()

    def chose(self) -> bool:
        """The viewer has made this decision (its screen may stay up a while)."""
        decision = self.state.decision()
        seats = getattr(decision, "seats", ())
        return self.viewer not in seats

    def in_private_turn(self) -> bool:
        """A party's private night turn is on screen (it makes no sound of its own)."""
        return self.turn_left is not None

    def cover(self) -> None:
        """Hide the private screen: the village's view only, until the next reveal. A
        night turn ends with the same sound for everyone."""
        if self.turn_left is not None:
            self.app.sounds.play("pass")
        self.rest, self.turn_left = 0.0, None
        if self.multi_human and self.private_screen:
            self.private_screen = False
            self.turn_shown = False
            if self.scene is not None:
                self.scene.viewer_changed()

    def hand_off(self, seat: int) -> None:
        self.cover()
        self.handoff_for = seat
        self.look_owed, self.passing_to = False, None

        def done() -> None:
            self.viewer = seat
            self.handoff_for = None
            self.turn_shown = False
            self.private_screen = True
            self.idle = 0.0
            if self.scene is not None:
                self.scene.viewer_changed()

        self.session.hand_off(self.app, seat, done, self.handoff_hold)

    def my_decision(self) -> bool:
        if self.multi_human and self.private_decision() and not self.private_screen:
            return False
        if self.turn_left is not None and self.turn_left <= LAST_LOOK:
            return False  # too late in the turn: it ends as every turn does
        return self.rest <= 0 and super().my_decision()

    def try_apply(self, action: Action) -> bool:
        vote = self.private_decision() and self.state.phase != "night"
        if not super().try_apply(action):
            return False
        if self.multi_human and vote:
            self.rest = VOTE_REST
        return True

    # -- a peek at one's own role, by day ----------------------------------------------
    def peekers(self) -> list[int]:
        """The people who may peek at their role: the living (a dead card is public)."""
        return [s for s in self.humans if self.state.alive[s]]

    def can_peek(self) -> bool:
        """A party's day talk is on the shared screen and nothing else is pending on it."""
        return (self.multi_human and self.state.phase == "discussion"
                and not self.state.is_terminal() and not self.private_screen
                and self.peeking is None and self.handoff_for is None
                and self.passing_to is None and bool(self.peekers()))

    def pick_peeker(self, on: bool) -> None:
        """Open (or close) the choice of who peeks."""
        self.peek_pick = on and self.can_peek()
        if self.scene is not None:
            self.scene.refresh()

    def peek(self, seat: int) -> None:
        """Hand the device to `seat` (the same hold to reveal as every hand-off), then
        show its own view. Nothing public changes and nothing is said or logged."""
        if seat not in self.peekers() or not self.can_peek():
            return
        self.peek_pick = False

        def done() -> None:
            self.peeking, self.peek_left = seat, PEEK_SECONDS
            if self.scene is not None:
                self.scene.refresh()

        self.session.hand_off(self.app, seat, done, self.handoff_hold)

    def end_peek(self) -> None:
        """Back to the village's view, with the sound every peek ends with."""
        if self.peeking is None:
            return
        self.peeking, self.peek_left = None, 0.0
        self.app.sounds.play("pass")
        if self.scene is not None:
            self.scene.refresh()

    # -- the discussion ---------------------------------------------------------------
    def talking(self) -> list[int]:
        """The seats still talking in the discussion (none at any other time)."""
        if self.state.phase != "discussion":
            return []
        d = self.state.decision()
        return list(d.seats) if isinstance(d, Simultaneous) else []

    def discussion(self, dt: float) -> None:
        """The computers speak (each statement read out in its bubble, a pass at once),
        then the people. One person among computers: once nobody else has more to say
        the talk is done within QUIET_SECONDS unless the person says more (and the
        computers answer); a party talks out loud on the full clock."""
        computers = [s for s in self.talking() if not self.session.is_human(s)]
        self.session.fast = True  # the statements are paced by their bubbles instead
        if computers:
            self.quiet = False
            self.computer_turn(computers[0], dt)
            return
        if not self.talking():
            return
        if not self.quiet:
            self.quiet = True
            if not self.multi_human:
                self.talk_left = min(self.talk_left, QUIET_SECONDS)
        if not self.talk_paused:
            self.talk_left -= dt * (40.0 if self.fast_forwarding else 1.0)
        if self.talk_left <= 0:
            self.start_vote()

    def people_talking(self) -> list[int]:
        return [s for s in self.talking() if self.session.is_human(s)]

    def explains(self, seat: int) -> bool:
        """A computer gives the reason for what it says; a person's words are theirs."""
        return not self.session.is_human(seat)

    def computers_in_game(self) -> bool:
        """Some computer still plays (the statement bar tells them what people say)."""
        return any(self.state.alive[s] for s in range(self.players)
                   if not self.session.is_human(s))

    def computers_talking(self) -> bool:
        return any(not self.session.is_human(s) for s in self.talking())

    def say(self, what: str, target: int, role: str = "") -> bool:
        """The statement bar: the speaker's statement on the record for the computers."""
        seat = self.speaker
        if seat not in self.people_talking():
            return False
        return self.apply_or_refuse(Say(seat, what, seat if what == "claim" else target, role))

    def start_vote(self) -> None:
        """The people are done talking (or the clock ran out): to the vote."""
        for seat in self.people_talking():
            self.apply(Done(seat))

    def toggle_pause(self) -> None:
        self.talk_paused = not self.talk_paused

    # -- events to the table ------------------------------------------------------------
    def cue(self, ev: Event) -> None:
        whole = self.showing or ev
        # A party's story holds only what everyone may know; one person's, their own.
        story_viewer = None if self.multi_human else self.viewer
        words = event_words(EVENTS, whole.seen_by(story_viewer), self.name_of)
        if ev.kind == "said":  # said with its reason on the public record
            public = self.state.public_view()
            index = latest_statement(public, ev.seat, ev.data["what"], ev.data["target"],
                                     ev.data["role"])
            spoken = said_words(public, index, self.name_of, self.explains)
            words = t("ww_said", name=self.name_of(ev.seat), words=spoken)
            self.bubbles[ev.seat] = [spoken, BUBBLE_SECONDS]
        if words:
            self.log.append((ev.seat, words))
        said = narration(whole.seen_by(None), self.name_of)
        if said and ev.kind in NARRATED:
            self.narration = said
            self.voice.say(said, language())
        if ev.kind == "morning":
            self.morning = said
        elif ev.kind == "night":
            self.morning = ""
        if ev.kind == "discussion":
            self.talk_left = talk_seconds(len(self.state.living()))
            self.talk_paused = False
            living_people = [s for s in self.humans if self.state.alive[s]]
            if self.speaker not in living_people and living_people:
                self.speaker = living_people[0]
        self.wait = EVENTS.get(ev.kind).seconds(ev)
        if self.scene is not None:
            self.scene.motion.land(ev)  # its sound, the dead's card, the vote's arrows
            if ev.kind in PHASE_TURNS:
                self.scene.refresh()  # the buttons of the phase that begins

    def log_lines(self) -> list[tuple[bool, int | None, str]]:
        return [(False, seat, words) for seat, words in self.log]

    def no_person_left(self) -> bool:
        return not any(self.state.alive[s] for s in self.humans)

    # -- the end --------------------------------------------------------------------------
    def show_results(self) -> None:
        from game.games.werewolf.results import WwResultsScene

        self.record_game()
        self.end_for_good()
        self.voice.set_night(False)
        if self.scene is not None:
            self.scene.game_over()
        self.app.push(WwResultsScene(self.app, self))

    def record_game(self) -> None:
        if self.recorded or not self.state.is_terminal():
            return
        self.recorded = True
        won = set(self.state.result["winners"])
        roles = self.state.result["roles"]
        stats.record_hand(KEY, [stats.SeatResult([f"ww_role_{roles[seat]}"], seat in won)
                                for seat in self.humans], say=self.say_save_failed)
        self.autosave()

    def new_game(self) -> None:
        self.deal_again(WerewolfState.new(random.getrandbits(32), self.variant))
        self.private_screen = not self.multi_human
        self.rest = self.idle = 0.0
        self.turn_left = None
        self.peek_pick, self.peeking, self.peek_left = False, None, 0.0
        self.bubbles.clear()
        self.narration = self.morning = ""

    def detach(self) -> None:
        super().detach()
        self.voice.set_night(False)
        self.voice.narrator.close()  # the table is left: its reader's thread ends with it

    @classmethod
    def check_saved(cls, data: dict, state: WerewolfState) -> None:
        expect(data.get("variant") == state.log.variant, "its rule options are damaged")


PHASE_TURNS = ("discussion", "night", "over")  # events after which the decision changes
NARRATED = ("night", "lap", "morning", "death", "shot", "captain", "election", "discussion",
            "vote", "tiebreak_asked", "nobody_eliminated", "over")
