"""A la Carte at the table: seats, computer chefs, minigames, autosave, results.

The controller owns the state. Humans act through the kitchen scene's buttons and
clicks; computer chefs decide with ChefAgent after a short visible pause, and perform
pours and flips through the same minigame scene a human uses, fed by a generated
cursor path. Events from the model become toasts and animations on the table.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable

from game.core.decisions import Outcome, decision_of
from game.core.events import Silent
from game.core.gamedef import GameDef
from game.core.protocol import Event, IllegalAction
from game.games.alacarte import GAME, variant_for
from game.games.alacarte.ai import make_agent
from game.games.alacarte.art import dish_name
from game.games.alacarte.events import EVENTS, poured_text
from game.games.alacarte.model import AlcState, CancelPour, Flip, Pour
from game.ui import notices, stats
from game.ui.app import App
from game.ui.event_words import event_words
from game.ui.i18n import t
from game.ui.session import Session
from game.ui.table_driver import TableDriver
from game.ui.table_entry import TableBinding

SAVE_VERSION = 2  # 2: seed and actions, replayed on load (1 held the whole table)
THINK_DELAY = 0.6  # a computer chef "thinks" at least this long (scaled by the speed)


class LogLine:
    """One line of the kitchen's play history: whose it is (None: the kitchen's), and its
    words, said in the interface language when drawn. `note` starts a group (a turn)."""

    __slots__ = ("seat", "say", "note", "roll")

    def __init__(self, seat: int | None, say: Callable[[], str], note: bool = False) -> None:
        self.seat, self.say, self.note = seat, say, note
        self.roll = False  # a die roll: the heat it gives joins this line

    @property
    def text(self) -> str:
        return self.say()


def refusal_text(refusal: IllegalAction) -> str:
    key = f"alc_refuse_{refusal.reason}"
    text = t(key)
    return str(refusal) if text == key else text


class AlcController(TableBinding, TableDriver):
    event_types = EVENTS  # every event checked against its declaration before it is shown
    save_version = SAVE_VERSION

    # -- opened, reopened and checked (`game.ui.table_entry`): the kitchen keeps nothing
    # beside its state, and its chefs think on the frame thread.
    @classmethod
    def opened(cls, app: App, seats: list[dict], variant: str, seed: int | None,
               options: dict, threads: bool) -> AlcController:
        return cls(app, seats, seed=seed, variant=variant)

    @classmethod
    def reopened(cls, app: App, data: dict, state: AlcState, threads: bool) -> AlcController:
        return cls(app, data["seats"], state)

    @classmethod
    def check_save(cls, game: GameDef, data: dict, state: AlcState) -> None:
        """Nothing beside the state, which was replayed through the rules."""

    def __init__(self, app: App, seats: list[dict], state: AlcState | None = None,
                 seed: int | None = None, variant: str | None = None) -> None:
        self.app = app
        # Decisions are quick here: the computer chef thinks on the frame thread.
        self.session = Session(GAME.key, seats, threads=False, think_delay=THINK_DELAY,
                               on_save_failed=self.say_save_failed)
        self.seats = self.session.seats
        if state is None:
            seed = seed if seed is not None else random.getrandbits(32)
            state = AlcState.new(seed, variant or variant_for({}, len(self.seats)))
        self.state = state
        self.agents = {i: make_agent(self.session.level(i), state.seed * 7 + i)
                       for i in range(len(self.seats)) if not self.session.is_human(i)}
        self.scene = None
        self.pending: deque[Event] = deque()
        self.wait = 0.0
        self.minigame = None  # the running minigame scene, if any
        self.opening = None  # the minigame getting ready to open (a pour's pile settling)
        self.results_pushed = False
        self.active = False
        self.last_outcome: str | None = None  # how the last flip ended, for its toast
        # The play history, from the events as shown (a resumed game: from its actions,
        # replayed; every event of A la Carte is public).
        self.log: list[LogLine] = []
        self.log_turn_seat: int | None = None
        if state.actions:
            self.rebuild_log()

    # -- who is who ------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.state.n

    @property
    def humans(self) -> list[int]:
        return self.session.humans

    def name_of(self, seat: int) -> str:
        return self.session.name_of(seat)

    def is_human(self, seat: int | None) -> bool:
        return self.session.is_human(seat)

    def obs(self) -> dict:
        """No hidden information among chefs: any seat's view shows the whole table."""
        seat = self.state.to_act
        return self.state.observation(seat if seat is not None else 0)

    def waits_for_person(self) -> bool:
        """A person's turn in the kitchen (see EventPacing.animating)."""
        return self.human_to_act() is not None

    def human_to_act(self) -> int | None:
        seat = self.state.to_act
        if self.is_human(seat) and not self.pending and self.minigame is None \
                and not self.state.awaiting_outcome():
            return seat
        return None

    # -- scene hooks ---------------------------------------------------------------------------
    def attach(self, scene) -> None:
        self.scene = scene
        self.active = True
        self.autosave()
        scene.refresh()

    def detach(self) -> None:
        self.active = False

    def on_escape(self) -> None:
        """The game's menu over the kitchen (it pauses); Leave saves first."""
        from game.ui.scenes.pause import open_pause

        open_pause(self.app, GAME, self.autosave)

    # -- acting ----------------------------------------------------------------------------
    def try_apply(self, action) -> bool:
        """A human's action: applied, or refused with a message and nothing changed."""
        try:
            self.apply(action)
        except IllegalAction as refusal:
            if self.scene is not None:
                self.scene.refuse(refusal_text(refusal))
            return False
        return True

    def legal_actions(self, seat: int) -> list:
        """The decision's legal actions, computed once: the kitchen's buttons and
        highlights and the computer chef read this one list."""
        return self.session.legal_actions(self.state, seat)

    def apply(self, action) -> list[Event]:
        events = self.state.apply(action)
        self.session.new_decision()
        self.pending.extend(events)
        self.autosave()
        if self.state.is_terminal():
            self.record_stats()
        if self.scene is not None:
            self.scene.refresh()
        return events

    def record_stats(self) -> None:
        """The finished game into the device's statistics, once however many people
        cooked: won (first place, ties included), the points, and the stars as the
        game's own best, for each person."""
        places, points = self.state.placings(), self.state.returns()
        stats.record_hand(GAME.key, [
            stats.SeatResult([], places[seat] == 1, points[seat],
                             bests={"alc_stats_best_stars": len(self.state.stars[seat])})
            for seat in self.humans], say=self.say_save_failed)

    def say_save_failed(self, text: str) -> None:
        """A save that could not be written, said where the kitchen says refusals."""
        if self.scene is not None:
            self.scene.refuse(text)
        else:
            notices.post(text)

    def autosave(self) -> None:
        if self.state.is_terminal():
            return  # over for good (no next hand): nothing to resume
        self.session.autosave({"version": self.save_version, "state": self.state.to_json()})

    # -- the frame driver's hooks (`game.ui.table_driver`): nothing is hidden in the
    # kitchen, and a gesture's measured result (an `Outcome`) is played as a minigame,
    # a person's or a computer's.
    def held(self, dt: float) -> bool:
        if self.opening is not None and self.opening.ready():
            self.app.push(self.opening)  # its pour's pile settled over the last frames
            self.opening = None
        return self.minigame is not None

    def asked(self):
        return self.session.ask(self.state, None, private=False)

    def person_turn(self, seat: int, dt: float) -> None:
        if isinstance(decision_of(self.state), Outcome):
            self.start_minigame(seat)

    def computer_turn(self, seat: int, dt: float) -> None:
        if isinstance(decision_of(self.state), Outcome):
            self.start_minigame(seat)
        else:
            super().computer_turn(seat, dt)

    # -- fast forward --------------------------------------------------------------------
    def no_person_left(self) -> bool:
        """No chef ever 'goes out' in A la Carte: fast forward is offered when every
        decision left in the game is a computer's (only computer chefs)."""
        return not self.humans

    def fast_forward(self) -> None:
        super().fast_forward()
        if self.fast_forwarding and self.scene is not None:
            self.scene.refresh()

    # -- the play history ----------------------------------------------------------------
    def rebuild_log(self) -> None:
        """The history of a resumed game: its actions replayed from the seed, each event
        as a spectator sees it (a flip's way of failing is not kept: "failed")."""
        replay = AlcState.new(self.state.seed, self.state.variant)
        self.log, self.log_turn_seat = [], None
        try:
            for action in self.state.actions:
                for ev in replay.apply(action):
                    self.log_event(ev.seen_by(None), outcome=None)
        except IllegalAction:  # a table set up by hand (tests): its history starts here
            self.log, self.log_turn_seat = [], None

    def log_event(self, ev: Event, outcome: str | None = None) -> None:
        """An event as the kitchen showed it, into the play history: its declared words
        (said again in the language of the moment when drawn). A turn and the end of the
        game head a group; a die roll and the heat it gave share a line; a flip says how
        it failed when the table measured it (`outcome`)."""
        if isinstance(EVENTS.get(ev.kind).words, Silent):
            return
        if ev.kind == "flip" and outcome:
            ev = Event(ev.kind, ev.seat, {**ev.data, "how": outcome})
        last = self.log[-1] if self.log else None
        if ev.kind == "heat" and last is not None and last.roll and last.seat == ev.seat:
            say = last.say  # the roll and the heat it gave, on one line
            last.say = lambda: f"{say()} · {self.words(ev)}"
            return
        line = LogLine(ev.seat, lambda: self.words(ev), note=ev.kind in ("turn", "game_over"))
        line.roll = ev.kind == "roll"
        self.log.append(line)
        if line.note:
            self.log_turn_seat = ev.seat

    def words(self, ev: Event) -> str:
        return event_words(EVENTS, ev, self.name_of)

    def history_lines(self) -> list[tuple[bool, int | None, str]]:
        """The history as drawn now: (a turn's heading?, seat, words)."""
        return [(x.note, x.seat, x.text) for x in self.log]

    # -- minigames --------------------------------------------------------------------------
    def minigame_seed(self) -> int:
        s = self.state
        return (s.seed * 7919 + s.turn_number * 131 + s.actions_left * 17
                + len(s.sink)) & 0x7FFFFFFF

    def start_minigame(self, seat: int) -> None:
        from game.games.alacarte.minigames import FlipMinigame, PourMinigame

        s = self.state
        seed = self.minigame_seed()
        rng = random.Random(seed ^ 0x5EED)
        level = self.session.level(seat)
        human = self.is_human(seat)
        if s.awaiting_outcome() == "pour":
            from game.games.alacarte.pour_ai import ComputerPourer

            colour, target = s.pending["colour"], s.pending["target"]
            driver = None
            if not human:
                aim = self.agents[seat].pour_target(s.observation(seat), colour, target)
                driver = ComputerPourer(level, aim, rng)
            scene = PourMinigame(self.app, self, seat, colour, target,
                                 s.kinds(s.dispensers[colour]), seed, driver)
        else:
            from game.games.alacarte.crepe_ai import ComputerFlipper

            driver = None if human else ComputerFlipper(level, rng)
            attempt = s.data.components["spoons"] - s.actions_left  # the heat roll was first
            scene = FlipMinigame(self.app, self, seat, seed, driver, attempt)
        if self.fast_forwarding and driver is not None:
            # Fast forward: the computer's gesture is performed out of sight, at once
            # (the same driver, seed and physics as on screen: the same outcome).
            while not scene.sim.done:
                scene.sim.feed(driver.next_sample(scene.sim))
            scene.on_done(scene.sim.outcome())
            return
        self.minigame = scene
        if scene.ready():
            self.app.push(scene)
        else:  # opened once ready (see held): a gesture starts on a settled pile
            self.opening = scene

    def pour_done(self, seat: int, outcome) -> None:
        """The pour scene ended: its measured outcome becomes the model action."""
        self.minigame = None
        if not outcome.tilted:
            self.apply(CancelPour(seat))
        else:
            self.apply(Pour(seat, tuple(outcome.poured), tuple(outcome.remaining)))

    def flip_done(self, seat: int, outcome) -> None:
        self.minigame = None
        self.last_outcome = f"alc_flip_{'ok' if outcome.success else outcome.result}"
        self.apply(Flip(seat, outcome.success))

    # -- events to the table ------------------------------------------------------------
    def cue(self, ev: Event) -> None:
        self.log_event(ev, self.last_outcome)
        sc = self.scene
        data = ev.data
        if ev.kind == "roll":
            sc.roll_die(data["face"])
            face = self.state.data.die[data["face"]]
            if face.kind == "all":
                sc.toast(None, t("alc_all_heat"))
        elif ev.kind == "heat":
            sc.knob_changed(ev.seat, data["from"], data["to"])
        elif ev.kind == "dish":
            sc.dish_placed(ev.seat, data["dish"])
        elif ev.kind == "finish":
            dish = self.state.data.dishes[data["dish"]]
            text = t("alc_finished", dish=dish_name(dish), vp=dish.vp)
            if data["star"]:  # one label: the star is news about the same dish
                text += "\n" + t("alc_star")
            sc.toast(ev.seat, text, good=True)
            self.app.sounds.play("win")
        elif ev.kind == "spoil":
            sc.toast(ev.seat, t("alc_burnt" if data["reason"] == "burnt" else "alc_over"),
                     good=False)  # bad news: the red plate, as a failed flip has
            self.app.sounds.play("bomb")
        elif ev.kind == "refill":
            sc.toast(None, t("alc_refill", colour=t(f"colour_{data['colour']}")))
        elif ev.kind == "draw_cup":
            sc.toast(ev.seat, t("alc_drew_cup", cup=t(f"cup_{data['cup']}")))
        elif ev.kind == "no_cup":
            sc.toast(ev.seat, t("alc_no_cup"))
        elif ev.kind == "steal":
            sc.toast(ev.seat, t("alc_steal_done", cup=t(f"cup_{data['cup']}"),
                                name=self.name_of(data["victim"])))
        elif ev.kind == "cup":
            sc.toast(ev.seat, t("alc_cup_used", cup=t(f"cup_{data['cup']}")))
            self.app.sounds.play("click")
        elif ev.kind == "pour":
            sc.toast(data["target"], poured_text(data["poured"], ", "))
        elif ev.kind == "flip":
            sc.toast(ev.seat, t(self.last_outcome or "alc_flip_recipe"), good=data["success"])
        elif ev.kind == "turn":
            sc.turn_started(ev.seat)
        self.wait = EVENTS.get(ev.kind).seconds(ev)  # its declared motion's hold
        sc.refresh()

    def show_results(self) -> None:
        from game.games.alacarte.results import AlcResultsScene

        self.session.forget_save()  # over for good: nothing to resume
        self.app.push(AlcResultsScene(self.app, self))

    def new_game(self) -> None:
        """Same chefs, a fresh kitchen."""
        from game.games.alacarte.table import KitchenScene

        ctl = AlcController(self.app, self.seats, variant=self.state.variant)
        self.app.replace(KitchenScene(self.app, ctl))


def start_game(app: App, seats: list[dict], two_player_end: int | None = None,
               seed: int | None = None) -> AlcController:
    """A kitchen with the default options (two chefs' end score chosen): shots, tests."""
    options = {"end": str(two_player_end)} if two_player_end else {}
    return GAME.start(app, seats, options, seed)
