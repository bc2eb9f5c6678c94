"""Binds a Dou Di Zhu hand to the table scene.

The table is drawn for one viewer seat from `observation(viewer)` and the public
events only. Model events become animation cues, one action at a time: the next
action is not taken until the previous one's events have played out, so the
observation always matches what the table shows once the cues are done.
"""

from __future__ import annotations

import random
import threading
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path

import pygame

from game.core import dealcode
from game.core.match import Match
from game.core.protocol import Event, IllegalAction
from game.core.save import SaveError, atomic_write_json, load_json
from game.games.doudizhu.ai import hint_play, make_agent, plays_from_selection, unseen_counts
from game.games.doudizhu.model import VARIANTS, Bid, DdzState, Pass, Play
from game.games.doudizhu.rules import BLACK_JOKER, NAMES, RANK_CHARS
from game.ui import i18n
from game.ui.app import App
from game.ui.i18n import t
from game.ui.pacing import EventPacing
from game.ui.settings import data_dir
from game.ui.table import SeatInfo, TableScene
from game.ui.tween import Wait
from game.ui.widgets import Button

SAVE_NAME = "doudizhu_autosave.json"
SAVE_VERSION = 1
THINK_DELAY = 0.7  # a computer "thinks" at least this long (scaled by animation speed)


def save_path() -> Path:
    return data_dir() / SAVE_NAME


def load_save(path: Path | None = None) -> dict:
    """The autosave as data, checked well enough to resume; SaveError otherwise."""
    path = path or save_path()
    data = load_json(path)
    try:
        if data.get("game") != "doudizhu" or data.get("version") != SAVE_VERSION:
            raise SaveError(f"{path.name} is not a Dou Di Zhu save this version can read.")
        DdzState.from_json(data["state"])
        Match.from_json(data["match"])
        seats = data["seats"]
        if len(seats) != 3 or any(s["kind"] not in ("human", "computer") for s in seats):
            raise SaveError(f"{path.name} has a bad seat list.")
    except SaveError:
        raise
    except Exception as e:  # any shape error means the file is unusable
        raise SaveError(f"{path.name} is damaged ({type(e).__name__}: {e}).") from e
    return data


def kind_name(kind: str) -> str:
    """A combination kind in the player's language ("triplet + single", "三带一")."""
    en, zh = NAMES[kind]
    return zh if i18n.language() == "zh" else en.lower()


def tracker_label(rank: int) -> str:
    """A rank as the card tracker heads it: 3 … 10 … 2, then the two jokers."""
    if rank >= BLACK_JOKER:
        return t("tracker_black_joker" if rank == BLACK_JOKER else "tracker_red_joker")
    return "10" if RANK_CHARS[rank] == "T" else RANK_CHARS[rank]


def refusal_text(refusal: IllegalAction) -> str:
    """The model's refusal, said in the player's language."""
    params = {k: kind_name(v) if k in ("play", "prev") else v for k, v in refusal.params.items()}
    key = f"why_{refusal.reason}"
    return t(key, **params) if key in i18n.STRINGS else str(refusal)


class DdzController(EventPacing):
    def __init__(self, app: App, seats: list[dict], match: Match | None = None,
                 state: DdzState | None = None, first_seed: int | None = None,
                 recorded: bool = False, threads: bool = True) -> None:
        self.app = app
        self.seats = [dict(s) for s in seats]
        self.humans = [i for i, s in enumerate(self.seats) if s["kind"] == "human"]
        self.match = match or Match(3, first_seed if first_seed is not None
                                    else random.getrandbits(32))
        self.threads = threads
        self.scene: TableScene | None = None
        self.pending: deque[Event | Callable[[], None]] = deque()
        self.wait = 0.0
        self.think: dict | None = None
        self.hints: list[Play] | None = None  # what H cycles through this turn
        self.hints_in_selection = False
        self.hint_shown: list[int] = []
        self.hint_i = 0
        self.turn_shown = False
        self.results_pushed = False
        self.handoff_for: int | None = None
        self.active = False
        self.deal_handed_off = False  # pass-and-play: the hand-off before this deal is done
        self.viewer = self.humans[0] if self.humans else 0
        if state is None:
            seed = first_seed if first_seed is not None and not self.match.hand_seeds else None
            self._new_state(seed)
        else:
            self.state = state
            self.recorded = recorded
            self.fresh = False
        self.agents = self._agents()

    # -- set-up ------------------------------------------------------------------
    def _new_state(self, seed: int | None) -> None:
        if seed is None:
            seed = self.match.next_hand_seed()
        else:
            self.match.hand_seeds.append(seed)
        self.state = DdzState.new(seed)
        self.recorded = False
        self.fresh = True
        self.results_pushed = False

    def _agents(self) -> dict[int, object]:
        return {i: make_agent(s.get("level", "normal"), self.state.seed * 7 + i)
                for i, s in enumerate(self.seats) if s["kind"] == "computer"}

    @property
    def multi_human(self) -> bool:
        return len(self.humans) >= 2

    @property
    def deal_code(self) -> str:
        return dealcode.encode(self.state.seed, VARIANTS.index(self.state.variant))

    def pos_of(self, seat: int) -> int:
        """Screen position of a seat: 0 bottom (viewer), 1 right, 2 left."""
        return (seat - self.viewer) % 3

    def name_of(self, seat: int) -> str:
        if self.seats[seat]["kind"] == "computer":
            return t("computer_n", n=seat + 1)
        if not self.multi_human:
            return t("you")
        return t("player_n", n=seat + 1)

    def obs(self) -> dict:
        return self.state.observation(self.viewer)

    # -- TableController protocol ----------------------------------------------------
    def attach(self, scene: TableScene) -> None:
        self.scene = scene
        self.active = True
        if self.fresh:
            self.fresh = False
            self.pending.extend(self.state.deal_events)
            self.autosave()
        elif self.multi_human and not self.state.is_terminal():
            # A resumed pass-and-play game: whoever holds the device must not see a
            # hand before the hand-off screen has been passed.
            to_act = self.state.to_act
            self.hand_off(self._first_human_from(to_act if to_act is not None else 0))
        else:
            self.resync()

    def detach(self) -> None:
        self.active = False

    def can_select(self) -> bool:
        return (self.state.phase == "play" and self.seats[self.viewer]["kind"] == "human"
                and not self.scene.busy)

    def my_turn(self) -> bool:
        return (self.state.to_act == self.viewer and self.seats[self.viewer]["kind"] == "human"
                and not self.pending and self.handoff_for is None and not self.scene.busy)

    def on_escape(self) -> None:
        self.autosave()
        self.app.pop()

    def on_key(self, event: pygame.event.Event) -> bool:
        if not self.my_turn():
            return False
        k = event.key
        if self.state.phase == "auction":
            values = {pygame.K_0: 0, pygame.K_p: 0, pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3,
                      pygame.K_KP0: 0, pygame.K_KP1: 1, pygame.K_KP2: 2, pygame.K_KP3: 3}
            if k in values:
                self.bid(values[k])
                return True
            return False
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play_selected()
            return True
        if k == pygame.K_p:
            self.pass_turn()
            return True
        if k == pygame.K_h:
            self.hint()
            return True
        return False

    def on_drop(self, codes: list[str]) -> None:
        self.try_play(codes)

    # -- human actions ---------------------------------------------------------------
    def play_selected(self) -> None:
        self.try_play(self.scene.selected_codes())

    def try_play(self, codes: list[str]) -> None:
        if not codes:
            self.scene.bounce_back(t("nothing_selected"))
            return
        ids = self.state.pack.from_codes(codes)
        readings = self._readings(ids)
        if len(readings) > 1 and self.my_turn():
            self.scene.bounce_back()
            self.ask_reading(ids, readings)
            return
        self._human_apply(Play(self.viewer, tuple(ids), readings[0] if readings else ""))

    def _readings(self, ids: list[int]) -> list[str]:
        """Legal combination kinds that use exactly the selected cards (usually one)."""
        if self.state.phase != "play" or not self.my_turn():
            return []
        kinds: list[str] = []
        for p in plays_from_selection(self.state, self.viewer, ids):
            if sorted(p.cards) == sorted(ids) and p.reading not in kinds:
                kinds.append(p.reading)
        return kinds

    def ask_reading(self, ids: list[int], readings: list[str]) -> None:
        """The same cards read two ways (e.g. an airplane or a bomb with wings): ask."""
        a = self.scene.anchors["buttons"]
        specs = [(NAMES[k][1] if i18n.language() == "zh" else NAMES[k][0],
                  (lambda k=k: self._human_apply(Play(self.viewer, tuple(ids), k))), "primary")
                 for k in readings]
        specs.append((t("btn_back"), lambda: self.refresh(), "secondary"))
        w, gap = 190, 16
        total = len(specs) * w + (len(specs) - 1) * gap
        x = a.x + a.w / 2 - total / 2
        self.scene.buttons = [
            Button((x + i * (w + gap), a.y, w, a.h - 6), label, fn, style, True, f"reading{i}")
            for i, (label, fn, style) in enumerate(specs)]
        self.scene.flash(t("choose_reading"), 6.0)

    def pass_turn(self) -> None:
        self._human_apply(Pass(self.viewer))

    def bid(self, value: int) -> None:
        self._human_apply(Bid(self.viewer, value))

    def _human_apply(self, action) -> None:
        if not self.my_turn():
            self.scene.bounce_back(t("waiting_for", name=self.name_of(self.state.to_act))
                                   if self.state.to_act is not None else "")
            return
        try:
            self.apply(action)
        except IllegalAction as e:
            self.app.sounds.play("pass")
            self.scene.bounce_back(refusal_text(e))

    def hint(self) -> None:
        """H / Hint: the normal-level suggestion first, then every other legal play; when
        the selection is not itself a play, the legal plays inside the selection."""
        if self.state.phase != "play" or not self.my_turn():
            return
        selected = sorted(self.state.pack.from_codes(self.scene.selected_codes()))
        if self.hints is None or selected != self.hint_shown:
            self.hints, self.hints_in_selection = self._hint_list(selected)
            self.hint_i = 0
        if not self.hints:
            self.scene.flash(t("no_hint"))
            return
        play = self.hints[self.hint_i % len(self.hints)]
        self.hint_i += 1
        self.hint_shown = sorted(play.cards)
        self.scene.set_selected(self.state.pack.codes(play.cards))
        if len(self.hints) > 1:
            key = "hint_in_selection" if self.hints_in_selection else "hint_n_of"
            self.scene.flash(t(key, i=(self.hint_i - 1) % len(self.hints) + 1,
                               n=len(self.hints), kind=kind_name(play.reading)), 2.5)

    def _hint_list(self, selected: list[int]) -> tuple[list[Play], bool]:
        legal = [a for a in self.state.legal_actions(self.viewer) if isinstance(a, Play)]
        if selected and all(sorted(p.cards) != selected for p in legal):
            inside = plays_from_selection(self.state, self.viewer, selected)
            if inside:
                return sorted(inside, key=lambda p: (-len(p.cards), p.cards)), True
        first = hint_play(self.state, self.viewer)
        legal.sort(key=lambda p: (len(p.cards), p.cards))
        rest = [p for p in legal if first is None or set(p.cards) != set(first.cards)]
        return ([first] if first else []) + rest, False

    # -- applying actions ----------------------------------------------------------------
    def apply(self, action) -> list[Event]:
        events = self.state.apply(action)  # raises IllegalAction: nothing changed
        self.pending.extend(events)
        self.hints = None
        self.turn_shown = False
        self.scene.buttons = []
        self.autosave()
        return events

    def autosave(self) -> None:
        data = {
            "game": "doudizhu", "version": SAVE_VERSION, "seats": self.seats,
            "match": self.match.to_json(), "state": self.state.to_json(),
            "recorded": self.recorded, "saved_at": time.time(),
        }
        try:
            atomic_write_json(save_path(), data)
        except OSError:
            pass  # a full disk must not stop the hand; the next save retries

    # -- the per-frame driver ------------------------------------------------------------
    def update(self, dt: float) -> None:
        if not self.active or self.scene is None or not self.paced(dt):
            return
        seat = self.state.to_act
        if seat is None:
            return
        if self.seats[seat]["kind"] == "human":
            if seat != self.viewer:
                self.hand_off(seat)
                return
            if not self.turn_shown:
                self.turn_shown = True
                self.refresh()
                self.scene.flash(t("your_turn" if self.state.phase == "play" else "your_bid"),
                                 1.5)
        else:
            self.computer_turn(seat, dt)

    def computer_turn(self, seat: int, dt: float) -> None:
        if self.think is None or self.think["seat"] != seat:
            obs = self.state.observation(seat)
            legal = self.state.legal_actions(seat)
            job = {"seat": seat, "result": None, "elapsed": 0.0}
            agent = self.agents[seat]

            def run() -> None:
                job["result"] = agent.choose(obs, legal)

            if self.threads:
                threading.Thread(target=run, daemon=True).start()
            else:
                run()
            self.think = job
            self.refresh()
            return
        self.think["elapsed"] += dt * self.app.settings.speed_factor
        if self.think["result"] is not None and self.think["elapsed"] >= THINK_DELAY:
            action = self.think["result"]
            self.think = None
            self.apply(action)

    def hand_off(self, seat: int) -> None:
        """Pass-and-play: hide everything, then turn the table to the next human."""
        from game.ui.scenes.handoff import HandoffScene

        self.handoff_for = seat

        def done() -> None:
            self.viewer = seat
            self.handoff_for = None
            self.turn_shown = False
            self.resync()

        self.app.push(HandoffScene(self.app, self.name_of(seat), done))

    # -- events to animation ---------------------------------------------------------
    def cue(self, ev: Event) -> None:
        sc = self.scene
        obs = self.obs()
        pos = None if ev.seat is None else self.pos_of(ev.seat)
        speed_wait = 1.0
        if ev.kind == "deal":
            if self.multi_human and self.handoff_for is None and not self.deal_handed_off:
                # Whoever holds the device first must not see another seat's deal.
                first = self._first_human_from(ev.data.get("first_bidder", 0))
                self.pending.appendleft(ev)
                self.deal_handed_off = True
                self.hand_off(first)
                return
            self.deal_handed_off = False
            sc.clear_all_piles()
            self.refresh(obs)
            for info in sc.infos:
                info.said = None
            sc.deal(list(reversed(obs["hand"])), [17, 17, 17], 3)
            first = ev.data.get("first_bidder")
            if first is not None:
                sc.flash(t("bids_first", name=self.name_of(first)), 2.0)
            self.wait = 0.2
        elif ev.kind == "bid":
            v = ev.data.get("value", 0)
            sc.say(pos, "said_bid" if v else "said_no_bid", n=v)
            self.app.sounds.play("play" if v else "pass")
            self.refresh(obs)
            self.wait = 0.35 * speed_wait
        elif ev.kind == "redeal":
            sc.banner(t("redeal"), (240, 240, 240), 1.4)
            for info in sc.infos:
                info.said = None
            self.wait = 1.2
        elif ev.kind == "landlord":
            for info in sc.infos:
                info.said = None
            sc.set_kitty(ev.data.get("kitty"), 3, flip=True)
            sc.banner(t("landlord_is", name=self.name_of(ev.seat)), (255, 214, 110), 1.6)
            self.app.sounds.play("deal")
            self.pending.appendleft(lambda: self._kitty_to_hand(ev.seat))
            self.refresh(obs)
            self.wait = 0.5
        elif ev.kind == "play":
            codes = ev.data.get("cards", [])
            if pos == 0:
                sc.show_pile(0, codes)
                sc.set_hand(list(reversed(obs["hand"])))
            else:
                sc.show_pile(pos, codes, origin=sc.anchor_center(f"hand_{pos}"))
            sc.say(pos, None)
            self.app.sounds.play("play")
            self.refresh(obs)
            self.wait = 0.2
        elif ev.kind in ("bomb", "rocket"):
            sc.banner(t(ev.kind), (255, 120, 80) if ev.kind == "bomb" else (255, 220, 120),
                      1.3, shake=1.0 if ev.kind == "bomb" else 0.6)
            self.app.sounds.play(ev.kind)
            self.refresh(obs)
            self.wait = 0.9
        elif ev.kind == "pass":
            sc.clear_pile(pos)
            sc.say(pos, "said_pass")
            self.app.sounds.play("pass")
            self.refresh(obs)
            self.wait = 0.3
        elif ev.kind == "new_round":
            if any(sc.piles.values()):
                self.pending.appendleft(self._clear_round)
                self.wait = 0.6
        elif ev.kind == "warning":
            self.refresh(obs)
            sc.flash(t("warn_left", n=ev.data.get("left", 0)) + f"  ({self.name_of(ev.seat)})",
                     1.8)
        elif ev.kind == "hand_over":
            self._hand_over(ev, obs)

    def _first_human_from(self, seat: int) -> int:
        for k in range(3):
            s = (seat + k) % 3
            if self.seats[s]["kind"] == "human":
                return s
        return self.viewer

    def _kitty_to_hand(self, landlord: int) -> None:
        obs = self.obs()
        if self.pos_of(landlord) == 0:
            kitty = obs.get("kitty") or []
            origin = self.scene.anchor_center("kitty")
            # Fresh sprites for the kitty copies join the hand; the kitty stays on show.
            for code in kitty:
                self.scene.sprites.pop(code, None)
            self.scene.set_hand(list(reversed(obs["hand"])), origin=origin, dur=0.45)
            # Raise the new cards for a moment so the landlord sees what arrived, then
            # lower them: a lingering selection would be played by accident.
            self.scene.set_selected(kitty)

            def lower() -> None:
                if set(self.scene.selected_codes()) == set(kitty):
                    self.scene.set_selected([])

            self.scene.tweens.add(Wait(1.2, lower))
        self.refresh(obs)

    def _clear_round(self) -> None:
        self.scene.clear_all_piles()
        for info in self.scene.infos:
            info.said = None
        self.scene.invalidate()

    def _hand_over(self, ev: Event, obs: dict) -> None:
        sc = self.scene
        result = ev.data
        hands = obs.get("hands") or []
        for seat, codes in enumerate(hands):
            if self.pos_of(seat) != 0 and codes:
                sc.reveal_hand(self.pos_of(seat), list(codes))
        if not self.recorded:
            self.match.record_hand(result["deltas"])
            self.recorded = True
            self.autosave()
        won = result["winner"] == "landlord"
        text = t("landlord_wins" if won else "farmers_win")
        if result.get("spring"):
            text += "  " + t("spring")
        elif result.get("anti_spring"):
            text += "  " + t("anti_spring")
        sc.banner(text, (255, 220, 120), 2.2)
        sc.confetti()
        self.app.sounds.play("win")
        self.refresh(obs)
        self.wait = 2.2

    def show_results(self) -> None:
        from game.ui.scenes.results import ResultsScene

        self.app.push(ResultsScene(self.app, self))

    def next_hand(self) -> None:
        """Deal the next hand of the match (or start a new match when it is over)."""
        if self.match.is_over():
            self.match = Match(3, random.getrandbits(32))
        self._new_state(None)
        self.agents = self._agents()
        self.pending.clear()
        self.think = None
        self.turn_shown = False
        if self.multi_human:
            self.viewer = self._first_human_from(self.state.first_bidder)
        self.scene.clear_all_piles()
        self.scene.infos = [SeatInfo() for _ in range(3)]
        self.attach(self.scene)

    # -- drawing the table from the observation ----------------------------------------
    def refresh(self, obs: dict | None = None) -> None:
        """Seat panels, buttons and status line from observation(viewer)."""
        sc = self.scene
        obs = obs or self.obs()
        if not sc.busy:
            sc.shown_counts = [None, None, None]  # the deal has landed: counts from the model
        landlord = obs.get("landlord")
        for seat in range(3):
            info = sc.infos[self.pos_of(seat)]
            info.name = self.name_of(seat)
            info.role = None if landlord is None else (
                "landlord" if seat == landlord else "farmer")
            info.count = obs["counts"][seat]
            info.active = obs["to_act"] == seat and not self.pending
            info.computer = self.seats[seat]["kind"] == "computer"
            info.warn = info.count if obs["phase"] == "play" and 0 < info.count <= 2 else 0
            info.score = self.match.totals[seat]
        mine = self.my_turn()
        sc.help_text = "" if not mine else t("keys_help_bid" if obs["phase"] == "auction"
                                              else "keys_help")
        sc.tracker = [(tracker_label(r), left) for r, left in enumerate(unseen_counts(obs))]
        hand_no = len(self.match.hand_seeds)
        sc.status = t("hand_no", n=hand_no) + "   " + (
            t("base_mult", base=obs["base"] or "-", mult=obs["multiplier"]))
        self._buttons(obs)
        sc.invalidate()

    def _buttons(self, obs: dict) -> None:
        sc = self.scene
        if not self.my_turn():
            sc.buttons = []
            return
        a = sc.anchors["buttons"]
        if obs["phase"] == "auction":
            specs = [("btn_no_bid", lambda: self.bid(0), "secondary", True, "bid0")]
            for v in (1, 2, 3):
                specs.append((f"btn_bid_{v}", (lambda v=v: self.bid(v)), "primary",
                              v > obs["high_bid"], f"bid{v}"))
        else:
            leading = obs["last_play"] is None or obs["last_play"]["seat"] == self.viewer
            specs = [
                ("btn_pass", self.pass_turn, "secondary", not leading, "pass"),
                ("btn_hint", self.hint, "plain", True, "hint"),
                ("btn_play", self.play_selected, "primary", True, "play"),
            ]
        w, gap = 150, 22
        total = len(specs) * w + (len(specs) - 1) * gap
        x = a.x + a.w / 2 - total / 2
        sc.buttons = []
        for i, (key, fn, style, enabled, name) in enumerate(specs):
            sc.buttons.append(Button((x + i * (w + gap), a.y, w, a.h - 6),
                                     (lambda key=key: t(key)), fn, style, enabled, name))

    def resync(self) -> None:
        """Rebuild the whole table from observation(viewer) (resume, hand-off)."""
        sc = self.scene
        obs = self.obs()
        for key in list(sc.sprites):
            del sc.sprites[key]
        sc.tweens.items.clear()
        sc.piles.clear()
        sc.hand = []
        sc.shown_counts = [None, None, None]
        sc.infos = [SeatInfo() for _ in range(3)]
        sc.set_hand(list(reversed(obs["hand"])))
        if obs["phase"] == "auction":
            sc.set_kitty(None)
            for seat, value in obs["bids"]:
                sc.say(self.pos_of(seat), "said_bid" if value else "said_no_bid", n=value)
                sc.infos[self.pos_of(seat)].said_at = -99.0
        else:
            sc.set_kitty(obs["kitty"])
            for seat, shown in current_round(obs["history"]).items():
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


def current_round(history: list) -> dict[int, list[str] | None]:
    """What each seat shows in the current round: its cards, or None for a pass.

    Two passes in a row after a play end the round and clear the table.
    """
    shown: dict[int, list[str] | None] = {}
    passes = 0
    for seat, codes in history:
        if codes is None:
            passes += 1
            shown[seat] = None
            if passes == 2:
                shown, passes = {}, 0
        else:
            passes = 0
            shown[seat] = codes
    return shown


def start_game(app: App, seats: list[dict], deal_code: str | None = None,
               threads: bool = True) -> DdzController:
    """A new match from the picker; raises DealCodeError for a bad code."""
    seed = None
    if deal_code:
        seed, variant = dealcode.decode(deal_code)
        if variant >= len(VARIANTS):
            raise dealcode.DealCodeError("variant", "That deal code is for a rule variant this "
                                         "game lacks.")
    ctl = DdzController(app, seats, first_seed=seed, threads=threads)
    app.push(TableScene(app, ctl))
    return ctl


def resume_game(app: App, data: dict, threads: bool = True) -> DdzController:
    state = DdzState.from_json(data["state"])
    ctl = DdzController(app, data["seats"], Match.from_json(data["match"]), state,
                        recorded=bool(data.get("recorded")), threads=threads)
    if state.is_terminal() and ctl.recorded:
        ctl.fresh = False
    app.push(TableScene(app, ctl))
    return ctl
