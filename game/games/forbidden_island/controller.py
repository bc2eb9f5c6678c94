"""Forbidden Island at the table: binds `IslandState` to the board scene (`table.py`)
through the shared `SeatedTable`.

Nothing is hidden between the players (hands are open), so there is no hand-off
screen: one person may steer every adventurer (all seats people), play one beside
computer teammates, or several people share the computer, the banner saying whose
turn it is. The table always shows the seat asked now when it is a person's (else the
first person's). Computer teammates decide on the session's worker; the flood cards
are drawn one by one so a Helicopter Lift or Sandbags can still be played between them.
"""

from __future__ import annotations

import random
from pathlib import Path

from game.core.protocol import Event
from game.core.savefile import expect, read_save
from game.games.forbidden_island.ai import make_agent
from game.games.forbidden_island.model import IslandState
from game.games.forbidden_island.words import event_text
from game.ui import saves, stats
from game.ui.app import App
from game.ui.seated_table import SeatedTable

KEY = "forbidden_island"
SAVE_VERSION = 1
WAITS = {"sank": 0.9, "flooded": 0.35, "water_rises": 1.0, "captured": 1.2, "drew": 0.5,
         "moved": 0.25, "flew": 0.4, "swam": 0.4, "navigated": 0.3, "lifted": 0.7,
         "over": 1.0, "turn": 0.3, "gave": 0.4, "shored": 0.25, "sandbagged": 0.4}


class FiController(SeatedTable):
    refuse_prefix = "fi_refuse_"
    game_key = KEY
    think_delay = 0.45

    def __init__(self, app: App, seats: list[dict], variant: str,
                 state: IslandState | None = None, seed: int | None = None,
                 threads: bool = True) -> None:
        self.app = app
        self.seat_up(seats, threads)
        self.variant = variant
        self.fresh = state is None
        if state is None:
            state = IslandState.new(seed if seed is not None else random.getrandbits(32),
                                    variant)
        self.state = state
        self.agents = self.make_agents()
        self.viewer = self.humans[0] if self.humans else 0
        self.log: list[tuple[int | None, str]] = []
        self.danger = False  # the danger view: tiles whose flood cards come back soon

    def make_agents(self) -> dict:
        return {i: make_agent(self.session.level(i), self.state.log.seed * 17 + i)
                for i in range(len(self.seats)) if not self.session.is_human(i)}

    # -- the frame loop: no hand-offs, nothing is hidden ---------------------------------------
    def update(self, dt: float) -> None:
        if not self.active or self.scene is None or not self.paced(dt):
            return
        ask = self.session.ask(self.state, self.viewer, private=False)
        if ask is None:
            return
        if ask.who == "person":
            if self.viewer != ask.seat:
                self.viewer = ask.seat
                self.turn_shown = False
            if not self.turn_shown:
                self.turn_shown = True
                self.scene.decision_changed()
        else:
            self.computer_turn(ask.seat, dt)

    def attach(self, scene) -> None:
        self.scene = scene
        self.active = True
        if self.fresh:
            self.fresh = False
            self.pending.extend(self.state.opening_events())
            self.autosave()

    def waits_for_person(self) -> bool:
        seat = self.state.to_act
        return seat is None or (self.session.is_human(seat) and self.turn_shown)

    def no_person_left(self) -> bool:
        return not self.humans

    def toggle_danger(self) -> None:
        self.danger = not self.danger

    # -- events ----------------------------------------------------------------------------
    def cue(self, ev: Event) -> None:
        words = event_text(ev, self.name_of)
        if words:
            self.log.append((ev.seat, words))
        self.wait = WAITS.get(ev.kind, 0.05)
        if self.scene is not None:
            self.scene.show_event(ev)

    def log_lines(self) -> list[tuple[bool, int | None, str]]:
        return [(False, seat, words) for seat, words in self.log]

    # -- the end ---------------------------------------------------------------------------
    def show_results(self) -> None:
        from game.games.forbidden_island.results import FiResultsScene

        self.record_game()
        self.end_for_good()
        self.app.push(FiResultsScene(self.app, self))

    def record_game(self) -> None:
        if self.recorded or not self.state.is_terminal():
            return
        self.recorded = True
        won = bool(self.state.result and self.state.result["won"])
        stats.record_hand(KEY, [stats.SeatResult([f"fi_role_{self.state.roles[seat]}"], won)
                                for seat in self.humans], say=self.say_save_failed)
        self.autosave()

    def new_game(self) -> None:
        self.deal_again(IslandState.new(random.getrandbits(32), self.variant))

    next_hand = new_game  # a table's "again" (the frame bench plays game after game)

    def save_data(self) -> dict:
        return {"version": SAVE_VERSION, "state": self.state.to_json(),
                "variant": self.variant, "recorded": self.recorded, "danger": self.danger}


def save_path() -> Path:
    return saves.save_path(KEY)


def check_game(data: dict, state: IslandState) -> None:
    expect(data.get("variant") == state.setup.name, "its rule options are damaged")
    for flag in ("recorded", "danger"):
        expect(type(data.get(flag)) is bool, f"its {flag} flag is damaged")


def load_save(path: Path | None = None) -> dict:
    from game.games.forbidden_island import GAME

    return read_save(GAME, path or save_path(), SAVE_VERSION, check_game)[0]


def start(app: App, seats: list[dict], options: dict | None = None,
          seed_or_code: int | str | None = None, threads: bool = True) -> FiController:
    from game.games.forbidden_island import variant_for
    from game.games.forbidden_island.table import FiTableScene

    variant = variant_for(options or {}, len(seats))
    seed = seed_or_code if isinstance(seed_or_code, int) else None
    ctl = FiController(app, seats, variant, seed=seed, threads=threads)
    app.push(FiTableScene(app, ctl))
    return ctl


def resume_game(app: App, data: dict, threads: bool = True) -> FiController:
    from game.games.forbidden_island.table import FiTableScene

    state = IslandState.from_json(data["state"])
    ctl = FiController(app, data["seats"], data["variant"], state=state, threads=threads)
    ctl.recorded, ctl.danger = data["recorded"], data["danger"]
    app.push(FiTableScene(app, ctl))
    return ctl
