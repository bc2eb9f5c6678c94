"""Sanguosha at the table: binds `SgsState` to the table scene (`table.py`) through the
shared `Session`, like the other games.

The table is drawn for one viewer seat, from `observation(viewer)` and the events as
`seen_by(viewer)` only. Computer seats decide on the session's worker (their agent gets
their own observation and the legal list); a person is asked on the table, after the
hand-off screen whenever the seat asked is not the one holding the device (in
pass-and-play that is before any answer out of turn too: a Dodge, a Nullification,
a Peach for the dying). Events are shown one at a time (`EventPacing`); the next seat
acts only once they have played out.

The words the table says are the game's i18n strings (`strings.py`, merged into the
shared table by the catalogue), said with `t()`; each event's line in the log and how
long the table holds it come from its declaration (`events.py`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from game.core.decisions import Response
from game.core.events import Silent
from game.core.gamedef import GameDef
from game.core.protocol import Action, Event
from game.core.savefile import expect
from game.games.sanguosha import ANSWER_TIMERS
from game.games.sanguosha import actions as A
from game.games.sanguosha.ai import make_agent
from game.games.sanguosha.cards import CARDS, PACK
from game.games.sanguosha.events import EVENTS, card_name
from game.games.sanguosha.identities import LOYALIST, REBEL, RENEGADE, identities_for
from game.games.sanguosha.model import SgsState, variant_of
from game.ui import stats
from game.ui.app import App
from game.ui.event_words import event_words
from game.ui.i18n import name_list, t
from game.ui.seated_table import SeatedTable

KEY = "sanguosha"  # the GameDef's key: the save's name and the level prefix
THINK_DELAY = 0.6
SAVE_VERSION = 1
MARKS = (LOYALIST, REBEL, RENEGADE)  # a person's guesses, in the order a click cycles them

SUIT_RED = frozenset("♥♦")
# The log's headings: a turn, the characters shown, the end.
HEADINGS = frozenset({"turn", "characters", "game_over"})


def ids_of(codes) -> list[int]:
    return PACK.from_codes(list(codes))


# -- what an action uses, and whom it names -----------------------------------------------
def action_cards(a: Action) -> tuple[int, ...]:
    return tuple(getattr(a, "cards", ()) or ())


def action_targets(a: Action) -> tuple[int, ...]:
    if isinstance(a, A.Give):
        return (a.to,)
    return tuple(getattr(a, "targets", ()) or ())


SELECTABLE = (A.Use, A.Respond, A.Discard, A.UseSkill, A.Give)


class LogLine:
    """One line of the log: whose it is and its words (said when drawn), a turn's
    heading or not."""

    __slots__ = ("seat", "say", "note")

    def __init__(self, seat: int | None, words: Callable[[], str], note: bool = False) -> None:
        self.seat, self.say, self.note = seat, words, note


class SgsController(SeatedTable):
    refuse_prefix = "sgs_refuse_"
    game_key = KEY
    think_delay = THINK_DELAY
    event_types = EVENTS
    save_version = SAVE_VERSION

    # -- opened, reopened and checked (`game.ui.table_entry`): the player count is the
    # seats', the answer timer a set-up choice, the guesses kept beside the state.
    @classmethod
    def opened(cls, app: App, seats: list[dict], variant: str, seed: int | None,
               options: dict, threads: bool) -> SgsController:
        return cls(app, seats, seed=seed, threads=threads,
                   answer_seconds=timer_seconds(options.get("answer_timer")))

    @classmethod
    def reopened(cls, app: App, data: dict, state: SgsState, threads: bool) -> SgsController:
        ctl = cls(app, data["seats"], state, threads=threads,
                  answer_seconds=timer_seconds(data.get("answer_timer")))
        ctl.marks = {int(v): {int(s): m for s, m in notes.items()}
                     for v, notes in data.get("marks", {}).items()}
        ctl.rebuild_log()
        return ctl

    @classmethod
    def check_save(cls, game: GameDef, data: dict, state: SgsState) -> None:
        """The people's guesses: viewer -> seat -> one of MARKS, seats of this table."""
        marks = data.get("marks", {})
        seats = {str(s) for s in range(state.players)}
        expect(isinstance(marks, dict) and all(
            v in seats and isinstance(notes, dict)
            and all(s in seats and m in MARKS for s, m in notes.items())
            for v, notes in marks.items()), "its identity guesses are damaged")
        # A save from before the timer has none: off.
        expect(data.get("answer_timer", ANSWER_TIMERS[0]) in ANSWER_TIMERS,
               "its answer timer is damaged")

    def __init__(self, app: App, seats: list[dict], state: SgsState | None = None,
                 seed: int | None = None, threads: bool = True,
                 answer_seconds: float | None = None) -> None:
        self.app = app
        self.seat_up(seats, threads)
        self.fresh = state is None
        if state is None:
            state = SgsState.new(seed if seed is not None else random.getrandbits(32),
                                 len(self.seats), variant_of(len(self.seats)))
        self.state = state
        self.agents = self.make_agents()
        self.viewer = self.humans[0] if self.humans else 0
        self.log: list[LogLine] = []
        # Each person's guesses at hidden identities: viewer -> seat -> mark. Notes of
        # the people at the table, saved with the game, never in the model.
        self.marks: dict[int, dict[int, str]] = {}
        # The answer timer (a set-up option, off by default): seconds a person has to
        # answer out of turn, and what is left of them for the answer shown now.
        self.answer_seconds = answer_seconds
        self.answer_left: float | None = None

    def forced(self, decision, legal: list[Action]) -> Action | None:
        """Nobody is asked what is no choice: a response window's seat with nothing but
        its pass (no Nullification, no Dodge in hand), or the last card of a Harvest."""
        if len(legal) != 1:
            return None
        if isinstance(decision, Response) or isinstance(legal[0], A.ChooseCard):
            return legal[0]
        return None

    def make_agents(self) -> dict:
        return {i: make_agent(self.session.level(i), self.state.log.seed * 7 + i)
                for i in range(len(self.seats)) if not self.session.is_human(i)}

    def names_of(self, seats) -> str:
        """Seats named in a list; the viewer in it reads "you" (never first in a
        sentence: the list follows its verb)."""
        return name_list([self.name_of(s) for s in seats], opens=False)

    # -- acting -------------------------------------------------------------------------------
    def answer_time(self) -> float | None:
        """With the timer on, the seconds for an answer out of turn (a Dodge, a
        Nullification, a Peach for the dying...); none for one's own turn."""
        if self.answer_seconds and isinstance(self.state.decision(), Response):
            return self.answer_seconds
        return None

    def apply(self, action: Action) -> list[Event]:
        self.answer_left = None
        return super().apply(action)

    def save_data(self) -> dict:
        return {"version": SAVE_VERSION, "state": self.state.to_json(),
                "answer_timer": timer_choice(self.answer_seconds),
                "marks": {str(v): {str(s): m for s, m in notes.items()}
                          for v, notes in self.marks.items()}}

    # -- the people's identity guesses ------------------------------------------------
    def mark_of(self, seat: int) -> str | None:
        """What the person holding the device guessed `seat` is (None: no guess)."""
        return self.marks.get(self.viewer, {}).get(seat)

    def may_mark(self, seat: int) -> bool:
        """A person may mark any other seat whose identity is still hidden from him."""
        return self.session.is_human(self.viewer) and seat != self.viewer \
            and not self.obs()["seats"][seat]["identity"]

    def cycle_mark(self, seat: int) -> None:
        """The next guess for `seat`: unknown, loyalist, rebel, renegade, unknown..."""
        if not self.may_mark(seat):
            return
        mine = self.marks.setdefault(self.viewer, {})
        order = (None, *MARKS)
        following = order[(order.index(mine.get(seat)) + 1) % len(order)]
        if following is None:
            mine.pop(seat, None)
        else:
            mine[seat] = following
        self.autosave()

    def hidden_left(self) -> dict[str, int]:
        """How many of each identity the seats hidden from the viewer hold between them:
        the table's identities less every one the viewer sees (his own, the lord's, the
        dead's)."""
        left = Counter(identities_for(self.players))
        left.subtract(s["identity"] for s in self.obs()["seats"] if s["identity"])
        return {who: max(0, left[who]) for who in MARKS}

    # -- the answer timer ------------------------------------------------------------------
    def person_shown(self) -> None:
        self.answer_left = self.answer_time()
        super().person_shown()

    def person_waits(self, dt: float) -> None:
        if self.answer_left is not None:
            self.answer_left -= dt
            if self.answer_left <= 0:
                self.answer_left = None
                self.apply(fallback(self.legal()))  # time up: not answering

    def fallback(self, legal: list[Action]) -> Action:
        return fallback(legal)

    def no_person_left(self) -> bool:
        """Fast forward once every person at the table is dead (or none plays)."""
        obs = self.state.observation(self.viewer)
        return not any(obs["seats"][s]["alive"] for s in self.humans)

    # -- events to the table ------------------------------------------------------------------
    def cue(self, ev: Event) -> None:
        if ev.kind == "draw" and self.multi_human and self.handoff_for is not None:
            self.show_again_later()  # through the eyes of whoever holds the device next
            return
        self.log_event(self.story_view(self.showing or ev))
        if self.scene is not None:
            # The table already draws the state after the action: the kit reads where
            # the cards come from, then sets them off (events.py's motion).
            self.scene.motion.begin(ev)
            self.scene.motion.land(ev)
        self.wait = EVENTS.get(ev.kind).seconds(ev)

    def show_results(self) -> None:
        """The game is over: the table shows every identity, the results sheet who won."""
        from game.games.sanguosha.results import SgsResultsScene

        self.record_stats()
        self.end_for_good()
        if self.scene is not None:
            self.scene.game_over(self.state.result or {})
        self.app.push(SgsResultsScene(self.app, self))

    def record_stats(self) -> None:
        """The finished game into the device's statistics, once: each person's identity,
        and whether that side won."""
        if self.recorded or not self.state.is_terminal():
            return
        self.recorded = True
        winners = set((self.state.result or {}).get("winners", ()))
        stats.record_hand(KEY, [
            stats.SeatResult([f"sgs_identity_{self.state.seats[seat].identity}"],
                             seat in winners)
            for seat in self.humans], say=self.say_save_failed)

    def next_hand(self) -> None:
        """The same seats at a new game (the results sheet's New game): a new deal on
        this table, the agents and the log started again."""
        self.marks = {}  # the guesses were about the last game's hidden identities
        self.deal_again(SgsState.new(random.getrandbits(32), self.players,
                                     self.state.log.variant))

    new_game = next_hand

    # -- the log ---------------------------------------------------------------------------
    def rebuild_log(self) -> None:
        """A resumed game's log: its actions played again from the deal, each event in
        words as the table's log keeps it (`story_view`)."""
        fresh = SgsState.new(self.state.log.seed, self.players, self.state.log.variant)
        self.log = []
        for ev in fresh.opening_events():
            self.log_event(self.story_view(ev))
        for action in self.state.log.actions:
            for ev in fresh.apply(action):
                self.log_event(self.story_view(ev))

    def log_event(self, ev: Event) -> None:
        """An event as the viewer saw it, in words (its declared sentence, said when
        drawn), into the log; a silent kind says nothing."""
        if isinstance(EVENTS.get(ev.kind).words, Silent):
            return
        self.log.append(LogLine(ev.seat, lambda: event_words(EVENTS, ev, self.name_of),
                                ev.kind in HEADINGS))

    def log_lines(self) -> list[tuple[bool, int | None, str]]:
        return [(x.note, x.seat, x.say()) for x in self.log]

    # -- what the viewer is asked, in words -------------------------------------------------
    def prompt(self, obs: dict) -> str:
        decision = self.state.decision()
        legal = self.legal()
        if decision is None or not legal:
            seat = obs["asked"]
            if seat is None or self.state.is_terminal():
                return ""
            return t("sgs_waiting", name=self.name_of(seat))
        about = getattr(decision, "about", "") if isinstance(decision, Response) else ""
        kinds = {type(a) for a in legal}
        top = obs["resolving"][-1] if obs["resolving"] else {}
        if A.PickCharacter in kinds:
            return t("sgs_ask_pick")
        if about == "dying":
            return t("sgs_ask_dying", name=self.name_of(top.get("seat", self.viewer)))
        if about in ("rouse", "escort") and top.get("lord") is not None:
            return t(f"sgs_ask_{about}", name=self.name_of(top["lord"]))
        if about.startswith("nullify_"):
            trick = about[len("nullify_"):]
            if trick == "nullification":
                return t("sgs_ask_nullify_again", card=card_name("nullification"))
            target = top.get("target")
            return t("sgs_ask_nullify", card=card_name(trick),
                       target=self.name_of(target) if target is not None else "?")
        if top.get("step") == "Demand":
            source = top.get("source")
            src = self.name_of(source) if source is not None else "?"
            if about == "slash" and top.get("name") == "dodge":
                return t("sgs_ask_dodge_slash", name=src)
            if about == "duel":
                return t("sgs_ask_duel", name=src)
            return t("sgs_ask_demand", card=card_name(about) if about in
                       {c.name for c in CARDS} else about, name=src,
                       answer=card_name(top.get("name", "")))
        if A.TakeCard in kinds:
            owners = {a.owner for a in legal if isinstance(a, A.TakeCard)}
            if len(owners) > 1:
                return t("sgs_ask_take_whom")
            return t("sgs_ask_take", name=self.name_of(owners.pop()))
        if A.ChooseCard in kinds:
            return t("sgs_ask_choose_card")
        if A.Invoke in kinds:
            ability = next(a.ability for a in legal if isinstance(a, A.Invoke))
            return t("sgs_ask_invoke", skill=t(f"sgs_skill_{ability}"))
        if A.Choose in kinds:
            return t("sgs_ask_choose")
        if A.Arrange in kinds:
            return t("sgs_ask_arrange")
        if A.Give in kinds:
            return t("sgs_ask_give")
        if top.get("step") == "Balancing":
            return t("sgs_ask_balance")
        if top.get("step") == "MarriageDiscard":
            return t("sgs_ask_marriage")
        if A.Discard in kinds:
            excess = len(obs["hand"]) - max(obs["seats"][self.viewer]["hp"], 0)
            return t("sgs_ask_discard_one" if excess <= 1 else "sgs_ask_discard", n=excess)
        if A.EndPlay in kinds:
            return t("sgs_ask_play")
        return t("sgs_ask_generic")


def timer_seconds(choice: str | None) -> float | None:
    """The answer timer's seconds for a set-up choice ("off", "15", "30"; None: off)."""
    return None if choice in (None, ANSWER_TIMERS[0]) else float(choice)


def timer_choice(seconds: float | None) -> str:
    """The set-up choice a timer of `seconds` is (what the save keeps)."""
    return ANSWER_TIMERS[0] if seconds is None else str(round(seconds))


def fallback(legal: list[Action]) -> Action:
    """What a computer whose agent failed does, and a person whose answer timer ran
    out: pass or end the phase if it may."""
    for kind in (A.Pass, A.EndPlay):
        for a in legal:
            if isinstance(a, kind):
                return a
    return legal[0]
