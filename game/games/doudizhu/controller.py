"""Dou Di Zhu on the shared climbing-game table (game/ui/climbing.py): the auction,
the kitty, bombs and the landlord's results.
"""

from __future__ import annotations

import math

import pygame

from game.core import dealcode
from game.core.protocol import Event, IllegalAction
from game.core.savefile import expect
from game.games.climbing import controller as climbing
from game.games.climbing.controller import ClimbingController
from game.games.doudizhu import GAME
from game.games.doudizhu.ai import hint_play, make_agent, unseen_counts
from game.games.doudizhu.ai_4p import hint_play_4p, make_agent_4p, unseen_counts_4p
from game.games.doudizhu.autoplay import AutoPlay
from game.games.doudizhu.events import EVENTS, KITTY_TO_HAND, SAID
from game.games.doudizhu.model import (
    BOMB_KINDS,
    FOUR_PLAYER,
    VARIANTS,
    Bid,
    Call,
    DdzState,
    Double,
    Pass,
    Play,
    Show,
)
from game.games.doudizhu.model_4p import Ddz4State
from game.games.doudizhu.rules import BLACK_JOKER, RANK_CHARS
from game.games.doudizhu.rules_4p import NAMES_4P as NAMES
from game.ui import fonts, i18n
from game.ui.app import App
from game.ui.i18n import t
from game.ui.table import RoleStyle, SeatInfo
from game.ui.tween import Wait


def kind_label(kind: str) -> str:
    """A combination kind as a button says it."""
    en, zh = NAMES[kind]
    return zh if i18n.language() == "zh" else en


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
    """The model's refusal in the player's language, combination kinds translated."""
    return climbing.refusal_text(
        refusal, lambda k, v: kind_name(v) if k in ("play", "prev") else v)


ROLE_STYLES = {
    "landlord": RoleStyle("role_landlord", (236, 168, 52), (60, 34, 6), (232, 170, 60), True),
    "farmer": RoleStyle("role_farmer", (70, 150, 90), (240, 250, 240), (98, 170, 110)),
    "shown": RoleStyle("tag_shown", (40, 128, 196), (240, 248, 255)),
    "doubled": RoleStyle("tag_doubled", (196, 56, 52), (255, 240, 236)),
    "shown_doubled": RoleStyle("tag_shown_doubled", (40, 128, 196), (240, 248, 255)),
}
# A seat panel's one tag for (plays face up, doubled): one badge, as a side panel has
# room for one beside the score.
TAGS = {(True, False): "shown", (False, True): "doubled", (True, True): "shown_doubled"}

# The yes-or-no decisions of the optional rules: phase -> (action class, its keys
# for no and yes as the buttons say them, the prompt, the keys help line).
YES_NO = {
    "call": (Call, "btn_no_call", "btn_call", "your_call", "keys_help_yes_no"),
    "rob": (Call, "btn_no_rob", "btn_rob", "your_rob", "keys_help_yes_no"),
    "show": (Show, "btn_no_show", "btn_show", "your_show", "keys_help_yes_no"),
    "double": (Double, "btn_no_double", "btn_double", "your_double", "keys_help_yes_no"),
}
YES_KEYS = (pygame.K_y, pygame.K_1, pygame.K_KP1)
NO_KEYS = (pygame.K_n, pygame.K_0, pygame.K_p, pygame.K_KP0)


def decision_of(obs: dict) -> str | None:
    """Which yes-or-no decision the observation's phase asks for, if any."""
    if obs["phase"] == "auction" and "rob" in obs["rules_on"]:
        return "rob" if any(yes for _seat, yes in obs["calls"]) else "call"
    return obs["phase"] if obs["phase"] in ("show", "double") else None


def multiplier_parts(obs_or_result: dict) -> list[str]:
    """Every factor of the whole hand's multiplier, in the order they came, each kind
    once ("robs ×4", "shown ×2", "2 bombs ×4", "rocket ×2", "redeal ×2", "spring ×2"):
    their product is the multiplier. The doubling round's factors are the pairs'
    (`doubles_part`)."""
    log = obs_or_result.get("mult_log") or []
    kinds: dict[str, list[int]] = {}
    for why, factor in log:
        kinds.setdefault(why, []).append(factor)
    parts = []
    for why, factors in kinds.items():
        n, mult = len(factors), math.prod(factors)
        if why == "rob":
            parts.append(t("mult_rob", mult=mult) if n > 1 else t("mult_rob_one", mult=mult))
        elif why == "show":
            parts.append(t("mult_show"))
        elif why in BOMB_KINDS:
            key = f"mult_{why}"
            parts.append(t(f"{key}s", n=n, mult=mult) if n > 1 else t(key, mult=mult))
        elif why in ("spring", "anti_spring", "void_redeal"):
            parts.append(t(f"mult_{why}", mult=mult))
        else:  # a factor this list does not name yet still shows its size
            parts.append(f"{why} ×{mult}")
    return parts


def pair_factor_of(obs: dict, seat: int) -> int:
    """A farmer's pair factor from the doubling round (1 when nobody doubled)."""
    factors = obs.get("factors") or []
    return factors[seat] if seat < len(factors) else 1


def doubled_farmers(obs: dict) -> list[int]:
    """The farmers in turn order from the landlord, when the doubling round doubled any
    farmer–landlord pair (else none)."""
    landlord, factors = obs.get("landlord"), obs.get("factors") or []
    if landlord is None or all(f == 1 for f in factors):
        return []
    return [(landlord + i) % len(factors) for i in range(1, len(factors))]


def doubles_part(obs: dict, viewer: int | None = None) -> list[str]:
    """The doubling round's factors of the farmer–landlord pairs, when any pair is
    doubled: a farmer's own stake ("your stake ×2"), else each pair in turn order from
    the landlord ("pairs ×4/×2")."""
    farmers, factors = doubled_farmers(obs), obs.get("factors") or []
    if not farmers:
        return []
    if viewer in farmers:
        return [t("mult_stake_yours", mult=factors[viewer])]
    return [t("mult_doubles", pairs="/".join(f"×{factors[s]}" for s in farmers))]


def pairs_line(obs: dict, name_of) -> str:
    """The results sheet's doubling line: every farmer's pair by name."""
    farmers, factors = doubled_farmers(obs), obs.get("factors") or []
    return t("mult_pairs", pairs=t("mult_sep").join(
        f"{name_of(s)} ×{factors[s]}" for s in farmers)) if farmers else ""


def base_shown(obs: dict) -> int | str:
    """The winning bid; before there is one, 1 in a call-and-rob hand (its base from
    the start, sheet §3), else a dash."""
    if obs["base"]:
        return obs["base"]
    return 1 if "rob" in obs["rules_on"] else "-"


def base_label(obs: dict, base: int | str, mult: int) -> str:
    """"Base 1 ×16" in a call-and-rob hand (it has no bid), "Bid 2 ×4" otherwise."""
    key = "status_base" if "rob" in (obs.get("rules_on") or ()) else "base_mult"
    return t(key, base=base, mult=mult)


STATUS_SIZE = 19  # the status line's text size (game/ui/table/seat_panels.py)
STATUS_GAP = "   "


def fit_status(hand: str, base: str, parts: list[str], doubles: list[str],
               width: float) -> str:
    """The status line: the hand number, the base and the multiplier with the factors
    it is made of ("Base 1 ×16 = robs ×4 · shown ×2 · bomb ×2"), then the doubling
    round's factor, which the multiplier does not count. What does not fit the level's
    status box is left out: first the hand number, then the factors from the last (an
    ellipsis says some are missing: the results sheet lists them all), and last the
    doubling (the seat badges still show who doubled)."""
    def line(with_hand: bool, shown: int, with_doubles: bool = True) -> str:
        head = base
        if parts and shown:
            more = " …" if shown < len(parts) else ""
            head = f"{base} = " + " · ".join(parts[:shown]) + more
        elif parts:
            head = f"{base} …"
        items = ([hand] if with_hand else []) + [head] + (doubles if with_doubles else [])
        return STATUS_GAP.join(items)

    n = len(parts)
    attempts = [line(True, n)] + [line(False, k) for k in range(n, -1, -1)]
    attempts += [line(False, k, False) for k in range(n, -1, -1)]
    for text in attempts:
        if fonts.text_width(text, STATUS_SIZE) <= width:
            return text
    return base


class DdzController(AutoPlay, ClimbingController):
    role_styles = ROLE_STYLES
    game = GAME.key
    level = GAME.level_for(GAME.seats[0])
    save_version = 3  # 3: seed and actions only (2 held every hand and the kitty)
    seat_count = 3
    state_class = DdzState
    variants = VARIANTS
    tracker_help = {"tracker_black_joker": "ddz_tracker_bj_help",
                    "tracker_red_joker": "ddz_tracker_rj_help"}
    # Digits keep their meaning here (1 2 3 bid that much, 1 yes, 0 no); Tab or the
    # arrows and Enter or Space work the buttons as on every table.
    button_numbers = False

    @classmethod
    def coded_variant(cls, variant: str, options: dict, players: int) -> str:
        """The four-player game's codes need four players, the others three."""
        if (variant == FOUR_PLAYER) != (players == 4):
            raise dealcode.DealCodeError("seats", "That deal code is for another number of "
                                         "players.")
        return variant

    @classmethod
    def check_saved(cls, data: dict, state) -> None:
        expect(len(data["seats"]) == state.seats, "its seats do not match the hand")
    event_types = EVENTS

    def make_agent(self, level: str, seed: int):
        return make_agent(level, seed)

    def hint_play(self) -> Play | None:
        return hint_play(self.obs(), self.legal_actions(self.viewer))

    def rebuild_play(self, play: Play, cards: tuple[int, ...]) -> Play:
        return Play(play.seat, cards, play.reading)

    def kind_name(self, play: Play) -> str:
        return kind_name(play.reading)

    def pass_action(self) -> Pass:
        return Pass(self.viewer)

    def refusal(self, e: IllegalAction) -> str:
        return refusal_text(e)

    def first_to_act(self) -> int:
        return self.state.to_act if self.state.to_act is not None else self.state.first_bidder

    # -- playing cards: the same cards may read two ways ---------------------------------
    def play_action(self, ids: list[int]) -> Play | None:
        readings = self._readings(ids)
        if len(readings) > 1 and self.my_turn():
            self.scene.bounce_back()
            self.ask_reading(ids, readings)
            return None
        return Play(self.viewer, tuple(ids), readings[0] if readings else "")

    def _readings(self, ids: list[int]) -> list[str]:
        """The combination kinds the decision's legal plays give exactly these cards
        (usually one)."""
        if self.state.phase != "play" or not self.my_turn():
            return []
        return list(dict.fromkeys(p.reading for p in self.plays_with_cards(ids)))

    def ask_reading(self, ids: list[int], readings: list[str]) -> None:
        """The same cards read two ways (e.g. an airplane or a bomb with wings): ask."""
        specs = [((lambda k=k: kind_label(k)),
                  (lambda k=k: self.try_apply(Play(self.viewer, tuple(ids), k))),
                  "primary", True, f"reading{i}") for i, k in enumerate(readings)]
        specs.append(("btn_back", lambda: self.refresh(), "secondary", True, "back"))
        self.lay_buttons(specs, width=190, gap=16)
        self.scene.flash(t("choose_reading"), 6.0)

    # -- the auction ---------------------------------------------------------------------
    def bid(self, value: int) -> None:
        self.try_apply(Bid(self.viewer, value))

    def yes_no(self, yes: bool) -> None:
        kind = YES_NO[decision_of(self.obs())][0]
        self.try_apply(kind(self.viewer, yes))

    def decision_prompt(self) -> str:
        decision = decision_of(self.obs())
        return YES_NO[decision][3] if decision else "your_bid"

    def keys_help_phase(self) -> str:
        decision = decision_of(self.obs())
        return YES_NO[decision][4] if decision else "keys_help_bid"

    def phase_key(self, key: int, obs: dict) -> bool:
        if decision_of(obs):
            if key in YES_KEYS or key in NO_KEYS:
                self.yes_no(key in YES_KEYS)
                return True
            return False
        values = {pygame.K_0: 0, pygame.K_p: 0, pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3,
                  pygame.K_KP0: 0, pygame.K_KP1: 1, pygame.K_KP2: 2, pygame.K_KP3: 3}
        if key in values:
            self.bid(values[key])
            return True
        return False

    def phase_buttons(self, obs: dict) -> list[tuple]:
        decision = decision_of(obs)
        if decision:
            _kind, no, yes, _prompt, _keys = YES_NO[decision]
            return [(no, lambda: self.yes_no(False), "secondary", True, "no"),
                    (yes, lambda: self.yes_no(True), "primary", True, "yes")]
        specs = [("btn_no_bid", lambda: self.bid(0), "secondary", True, "bid0")]
        for v in (1, 2, 3):
            specs.append((f"btn_bid_{v}", (lambda v=v: self.bid(v)), "primary",
                          v > obs["high_bid"], f"bid{v}"))
        return specs

    # -- events only Dou Di Zhu has -------------------------------------------------------
    def deal_on_table(self, ev: Event, obs: dict) -> None:
        sc = self.scene
        sc.deal(list(reversed(ev.data["hand"])), list(ev.data["counts"]), ev.data["kitty_size"])
        first = ev.data.get("first_bidder")
        if first is not None:
            sc.flash(self.words(ev), 2.0)

    def cue_game(self, ev: Event, obs: dict) -> None:
        sc = self.scene
        pos = None if ev.seat is None else self.pos_of(ev.seat)
        if ev.kind == "bid":
            self.said(pos, ev)
            self.app.sounds.play("play" if ev.data["value"] else "pass")
            self.refresh(obs)
        elif ev.kind in ("call", "show", "double"):
            yes = bool(ev.data.get("take", ev.data.get("show", ev.data.get("double"))))
            self.said(pos, ev)
            self.app.sounds.play("play" if yes else "pass")
            if ev.kind == "show" and yes and pos != 0:
                sc.reveal_hand(pos, list(ev.data.get("cards", [])))
            self.refresh(obs)
        elif ev.kind == "multiplier":
            sc.banner(self.words(ev), (255, 200, 110), 1.0)
        elif ev.kind == "redeal":
            sc.banner(self.words(ev), (240, 240, 240), 1.4)
            for info in sc.infos:
                info.said = None
        elif ev.kind == "landlord":
            for info in sc.infos:
                info.said = None
            if ev.data.get("kitty") is None:
                sc.remove_kitty()  # the 4-player kitty goes to the landlord unseen
            else:
                sc.set_kitty(ev.data["kitty"], len(ev.data["kitty"]), flip=True)
            sc.banner(self.words(ev), (255, 214, 110), 1.6)
            self.app.sounds.play("deal")
            self.pending.appendleft(lambda: self._kitty_to_hand(ev.seat))
            self.refresh(obs)
            self.wait = KITTY_TO_HAND.after  # then the kitty joins the hand
            return
        elif ev.kind == "forced":
            sc.banner(self.words(ev), (240, 240, 240), 1.6)
        elif ev.kind in BOMB_KINDS:
            sc.banner(self.words(ev), (255, 120, 80) if ev.kind == "bomb" else (255, 220, 120),
                      1.3, shake=1.0 if ev.kind == "bomb" else 0.6)
            self.app.sounds.play("bomb" if ev.kind == "bomb" else "rocket")
            self.refresh(obs)
        self.wait = self.hold(ev)

    def cue(self, ev: Event) -> None:
        super().cue(ev)
        if ev.kind == "play":
            self._show_landlord_hand(self.obs())
        elif ev.kind == "double" and self.state.phase == "play":
            for info in self.scene.infos:
                info.said = None  # the doubling round is over: clear its words

    def _show_landlord_hand(self, obs: dict) -> None:
        """A landlord playing face up: his remaining cards lie open by his seat."""
        landlord = obs.get("landlord")
        if obs.get("shown_hand") is not None and self.pos_of(landlord) != 0:
            self.scene.reveal_hand(self.pos_of(landlord), list(obs["shown_hand"]))

    def refresh(self, obs: dict | None = None) -> None:
        obs = obs or self.obs()
        super().refresh(obs)
        landlord = obs.get("landlord")
        if obs.get("shown_hand") is not None and self.pos_of(landlord) != 0:
            self.scene.shown_counts[self.pos_of(landlord)] = 0  # open cards, no back stack

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

    def results_scene(self):
        from game.games.doudizhu.results import ResultsScene

        return ResultsScene(self.app, self)

    # -- the table from the observation ----------------------------------------------------
    def stats_roles(self, result: dict, seat: int) -> list[str]:
        return ["role_landlord" if seat == result["landlord"] else "role_farmer"]

    def seat_panel(self, info: SeatInfo, seat: int, obs: dict) -> None:
        landlord = obs.get("landlord")
        info.role = None if landlord is None else ("landlord" if seat == landlord else "farmer")
        shown = bool(obs.get("shown")) and seat == landlord
        doubled = bool((obs.get("doubled") or [None] * 3)[seat])
        info.tags = [TAGS[shown, doubled]] if shown or doubled else []

    def tracker(self, obs: dict) -> list[tuple[str, int]]:
        return [(tracker_label(r), left) for r, left in enumerate(self.unseen(obs))]

    def unseen(self, obs: dict) -> tuple[int, ...]:
        return unseen_counts(obs)

    def status_text(self, obs: dict) -> str:
        box = self.scene.anchors.get("status") if self.scene else None
        return fit_status(t("hand_no", n=len(self.match.hand_seeds)),
                          base_label(obs, base_shown(obs), obs["multiplier"]),
                          multiplier_parts(obs), doubles_part(obs, self._stake_viewer()),
                          box.w - 28 if box else 10_000)

    def _stake_viewer(self) -> int | None:
        return self.viewer if self.session.is_human(self.viewer) else None

    def status_help(self, obs: dict) -> list[tuple[str, str]]:
        """The doubling round's factors ("doubled ×2/×1", "your stake ×2") explained."""
        viewer = self._stake_viewer()
        key = "ddz_stake_help" if viewer in doubled_farmers(obs) else "ddz_doubles_help"
        return [(words, key) for words in doubles_part(obs, viewer)]

    def resync_game(self, obs: dict) -> None:
        sc = self.scene
        if obs["phase"] == "auction":
            sc.set_kitty(None, self.state.kitty_size)
            for seat, value in obs["bids"]:
                sc.say(self.pos_of(seat), "said_bid" if value else "said_no_bid", n=value)
                sc.infos[self.pos_of(seat)].said_at = -99.0
            for i, (seat, yes) in enumerate(obs["calls"]):
                robbing = any(y for _s, y in obs["calls"][:i])
                sc.say(self.pos_of(seat), SAID["call", robbing, bool(yes)])
                sc.infos[self.pos_of(seat)].said_at = -99.0
        elif self.state.show_kitty:
            sc.set_kitty(obs["kitty"], self.state.kitty_size)
        else:
            sc.remove_kitty()
        if obs["phase"] == "double":
            for seat, d in enumerate(obs["doubled"]):
                if d is not None:
                    sc.say(self.pos_of(seat), SAID["double", False, d])
                    sc.infos[self.pos_of(seat)].said_at = -99.0
        self._show_landlord_hand(obs)


class Ddz4Controller(DdzController):
    """Four-player Dou Di Zhu (sheet §9): its own level, state, players and hint."""

    level = GAME.level_for(4)
    seat_count = 4
    state_class = Ddz4State

    def make_agent(self, level: str, seed: int):
        return make_agent_4p(level, seed)

    def hint_play(self) -> Play | None:
        return hint_play_4p(self.obs(), self.legal_actions(self.viewer))

    def unseen(self, obs: dict) -> tuple[int, ...]:
        return unseen_counts_4p(obs)


def start_game(app: App, seats: list[dict], deal_code: str | None = None,
               threads: bool = True) -> DdzController:
    """A deal code's hand, or a random one with the default options (shots, tests)."""
    return GAME.start(app, seats, {}, deal_code, threads)
