"""Bao Huang on the shared climbing-game table (game/ui/climbing.py): the emperor
card going round, the declarations, roles and places on the seats, and each
player's private guess of who the guard is."""

from __future__ import annotations

from game.core.protocol import Action, Event, IllegalAction
from game.core.savefile import expect
from game.games.baohuang import GAME, rules
from game.games.baohuang.ai import hint_play, make_agent, unseen
from game.games.baohuang.events import EVENTS
from game.games.baohuang.model import (
    SEATS,
    Abdicate,
    Ascend,
    BhState,
    Pass,
    Play,
)
from game.games.baohuang.ruleset import OPTIONS, VARIANTS, Ruleset
from game.games.baohuang.styles import GUESS_STYLES, ROLE_STYLES
from game.games.climbing import controller as climbing
from game.games.climbing.controller import ClimbingController
from game.games.climbing.events import card_label
from game.ui import i18n
from game.ui.app import App
from game.ui.i18n import t
from game.ui.table import SeatInfo

GUESSES = (None, "guard", "commoner")  # what a click on a seat's marker cycles through
def rules_label(variant: str) -> str:
    ruleset = Ruleset.parse(variant)
    parts = [t(f"bh_mode_{ruleset.mode}")]
    parts += [t(f"bh_opt_{o}") for o in OPTIONS if getattr(ruleset, o)]
    return " · ".join(parts)


class BhController(ClimbingController):
    role_styles = ROLE_STYLES
    guess_styles = GUESS_STYLES
    game = GAME.key
    level = GAME.level_for(GAME.seats[0])
    seat_count = SEATS
    state_class = BhState
    variants = VARIANTS
    tracker_help = {"tracker_black_joker": "bh_tracker_bj_help",
                    "tracker_red_joker": "bh_tracker_rj_help"}
    event_types = EVENTS

    def __init__(self, *args, **kwargs) -> None:
        # Each human's private notes: viewer seat -> {seat: "guard" | "commoner"}.
        self.guesses: dict[int, dict[int, str]] = {}
        super().__init__(*args, **kwargs)

    # -- the game's pieces ---------------------------------------------------------------
    def new_state(self, seed: int) -> BhState:
        """Later hands are dealt from the previous emperor (sheet §3)."""
        previous = getattr(self, "state", None)
        first = previous.emperor if previous is not None else None
        return BhState.new(seed, self.variant, first)

    def make_agent(self, level: str, seed: int):
        return make_agent(level, seed)

    def hint_play(self) -> Action | None:
        return hint_play(self.obs(), self.legal_actions(self.viewer))

    def rebuild_play(self, play: Play, cards: tuple[int, ...]) -> Play:
        return Play(play.seat, cards)

    def kind_name(self, play: Play) -> str:
        return " ".join(card_label(c) for c in self.state.pack.codes(play.cards))

    def play_action(self, ids: list[int]) -> Play:
        return Play(self.viewer, tuple(ids))

    def pass_action(self) -> Pass:
        return Pass(self.viewer)

    def refusal(self, e: IllegalAction) -> str:
        key = f"bh_why_{e.reason}"
        return t(key, **e.params) if key in i18n.STRINGS else climbing.refusal_text(e)

    def first_to_act(self) -> int:
        return self.state.to_act if self.state.to_act is not None else 0

    def save_extra(self) -> dict:
        return {"guesses": {str(v): {str(s): g for s, g in notes.items()}
                            for v, notes in self.guesses.items()}}

    @classmethod
    def check_saved(cls, data: dict, state) -> None:
        """The private guesses: viewer -> seat -> a guess the marker can show."""
        guesses = data.get("guesses", {})
        seats = [str(s) for s in range(cls.seat_count)]
        expect(isinstance(guesses, dict) and all(
            v in seats and isinstance(notes, dict)
            and all(s in seats and g in GUESSES for s, g in notes.items())
            for v, notes in guesses.items()), "its role guesses are damaged")

    def restore(self, data: dict) -> None:
        self.guesses = {int(v): {int(s): g for s, g in notes.items()}
                        for v, notes in data.get("guesses", {}).items()}

    # -- decisions before play -----------------------------------------------------------
    def decision_prompt(self) -> str:
        if self.state.phase == "emperor":
            return "bh_your_card"
        return "bh_declare_guard" if self.obs()["roles"][self.viewer] == "guard" \
            else "bh_declare_commoner"

    def keys_help_phase(self) -> str:
        return "keys_help_choose"  # the throne and the declarations: Tab/arrows, Enter, 1..n

    def phase_buttons(self, obs: dict) -> list[tuple]:
        specs = []
        for i, action in enumerate(self.legal_actions(self.viewer)):
            label, style, help_key = self._decision_label(action)
            specs.append((label, (lambda a=action: self.try_apply(a)), style, True, f"d{i}",
                          help_key))
        return specs

    def _decision_label(self, action: Action) -> tuple:
        """(label, style, help key) of a decision's button: each call says under the
        pointer what it does."""
        if isinstance(action, Ascend):
            if action.named:
                card = card_label(action.named)
                return (lambda: t("bh_btn_name", card=card)), "primary", "bh_btn_name_help"
            key = "bh_btn_open_solo" if action.open_solo else "bh_btn_ascend"
            return key, "primary", f"{key}_help"
        if isinstance(action, Abdicate):
            simple = Ruleset.parse(self.state.variant).twos_attached
            return "bh_btn_abdicate", "secondary", (
                "bh_btn_abdicate_help" if simple else "bh_btn_abdicate_classic_help")
        key = f"bh_btn_{action.choice}"
        return key, "secondary" if action.choice == "quiet" else "primary", f"{key}_help"

    def lay_buttons(self, specs: list[tuple], width: float = 150, gap: float = 22) -> None:
        if len(specs) > 4:
            width, gap = 118, 10  # classic mode may offer several cards to name
        super().lay_buttons(specs, width, gap)

    # -- events --------------------------------------------------------------------------
    def _dress_table(self, obs: dict) -> None:
        """Hands grouped by rank; the sceptre card marked, and in simple mode the sword."""
        sc = self.scene
        sc.group_of = lambda code: code[0]
        sc.marks = {rules.EMPEROR_CARD: "sceptre"}
        if not Ruleset.parse(obs["variant"]).named_guard:
            sc.marks[rules.GUARD_CARD] = "sword"

    def deal_on_table(self, ev: Event, obs: dict) -> None:
        sc = self.scene
        self._dress_table(obs)
        counts = [0] * SEATS
        for seat, n in enumerate(ev.data["counts"]):
            counts[self.pos_of(seat)] = n
        counts[0] = len(ev.data["hand"])  # the emperor card's holder has shown it
        sc.deal(list(reversed(ev.data["hand"])), counts, 0)

    def cue_game(self, ev: Event, obs: dict) -> None:
        sc = self.scene
        pos = None if ev.seat is None else self.pos_of(ev.seat)
        if ev.kind == "emperor_card":
            sc.show_pile(pos, ev.data["cards"], origin=self.play_origin(pos, len(ev.data["cards"])))
            sc.flash(self.words(ev), 2.0)
            self.refresh(obs)
        elif ev.kind == "abdicate":
            to = self.pos_of(ev.data["to"])
            codes = ev.data["cards"]
            if ev.data.get("attached") and pos == 0:
                sc.set_hand(list(reversed(obs["hand"])))
            sc.piles.pop(f"played_{pos}", None)  # the same cards now lie before `to`
            sc.show_pile(to, codes, origin=sc.anchor_center(f"played_{pos}"))
            sc.say(pos, None)
            sc.flash(self.words(ev), 2.0)
            self.app.sounds.play("pass")
            self.refresh(obs)
        elif ev.kind == "redeal":
            sc.banner(self.words(ev), (240, 240, 240), 1.4)
            sc.clear_all_piles()
        elif ev.kind == "ascend":
            codes = sc.piles.get(f"played_{pos}", [])
            if pos == 0:
                for code in codes:
                    sc.sprites.pop(code, None)
                sc.set_hand(list(reversed(obs["hand"])), origin=sc.anchor_center("played_0"))
            sc.clear_pile(pos)
            banner, *named = self.lines(ev)  # the guard's card named, if it is
            sc.banner(banner, (255, 214, 110), 1.6)
            if named:
                sc.flash(named[0], 3.0)
            self.app.sounds.play("deal")
            self.refresh(obs)
        elif ev.kind == "declare":
            self.said(pos, ev)
            self.app.sounds.play("pass" if ev.data["choice"] == "quiet" else "play")
            self.refresh(obs)
        elif ev.kind in ("guard_revealed", "solo_revealed"):
            banner, *rebellion = self.lines(ev)
            if rebellion:
                sc.flash(rebellion[0], 2.5)
            sc.banner(banner, (150, 200, 255), 1.6, shake=0.3)
            self.refresh(obs)
        elif ev.kind == "out":
            sc.flash(self.words(ev), 2.0)
            self.refresh(obs)
        self.wait = self.hold(ev)

    def results_scene(self):
        from game.games.baohuang.results import BhResultsScene

        return BhResultsScene(self.app, self)

    # -- seats: roles, places and the private guesses ------------------------------------
    def stats_roles(self, result: dict, seat: int) -> list[str]:
        """The seat's true role, shown to all once the hand is over."""
        if seat == result["emperor"]:
            return ["role_emperor"]
        if seat == result["guard"]:
            return ["role_guard"]
        return ["role_rebel" if seat in result["rebels"] else "role_commoner"]

    def seat_panel(self, info: SeatInfo, seat: int, obs: dict) -> None:
        role = obs["roles"][seat]
        info.role = role
        tags = []
        if obs["open_guard"] and role == "guard":
            tags.append("open_guard")
        if seat in obs["places"]:
            tags.append(f"place_{obs['places'].index(seat) + 1}")
        info.tags = tags
        unknown = role is None and obs["emperor"] is not None and seat != self.viewer
        info.can_guess = unknown and self.seats[self.viewer]["kind"] == "human"
        info.guess = self.guesses.get(self.viewer, {}).get(seat) if info.can_guess else None

    def on_seat_click(self, pos: int) -> None:
        seat = (self.viewer + pos) % SEATS
        notes = self.guesses.setdefault(self.viewer, {})
        now = GUESSES[(GUESSES.index(notes.get(seat)) + 1) % len(GUESSES)]
        if now is None:
            notes.pop(seat, None)
        else:
            notes[seat] = now
        self.app.sounds.play("click")
        self.refresh()
        self.autosave()

    def next_hand(self) -> None:
        self.guesses = {}
        super().next_hand()

    def tracker(self, obs: dict) -> list[tuple[str, int]]:
        """Per rank, how many cards the viewer has neither seen played nor holds."""
        pool = unseen(obs, Ruleset.parse(obs["variant"]))
        labels = {"T": "10", "B": t("tracker_black_joker"), "R": t("tracker_red_joker")}
        return [(labels.get(ch, ch), pool.get(rank, 0))
                for rank, ch in sorted(rules.RANK_CHAR.items())]

    def status_text(self, obs: dict) -> str:
        text = t("bh_status", n=len(self.match.hand_seeds), rules=rules_label(obs["variant"]))
        if self._doubled_help(obs):
            text += "   " + t("bh_doubled")
        return text

    def _doubled_help(self, obs: dict) -> str | None:
        """Why the status line says ×2 (an open guard doubles the hand; two rebels
        double it if the commoners win), or None."""
        if obs["open_guard"]:
            return "bh_doubled_guard_help"
        rebels = sum(1 for _s, c in obs["declared"] if c == "rebel")
        return "bh_doubled_rebels_help" if rebels >= 2 else None

    def status_help(self, obs: dict) -> list[tuple[str, str]]:
        """The rules in play and the doubling, each explained under the pointer."""
        ruleset = Ruleset.parse(obs["variant"])
        spots = [(t(f"bh_mode_{ruleset.mode}"), f"bh_mode_help_{ruleset.mode}")]
        spots += [(t(f"bh_opt_{o}"), f"bh_opt_{o}_help") for o in OPTIONS
                  if getattr(ruleset, o)]
        doubled = self._doubled_help(obs)
        return spots + ([(t("bh_doubled"), doubled)] if doubled else [])

    def resync_game(self, obs: dict) -> None:
        sc = self.scene
        self._dress_table(obs)
        if obs["phase"] == "emperor" and obs["emperor_cards"]:
            sc.show_pile(self.pos_of(obs["holder"]), obs["emperor_cards"], dur=0.0)
        if obs["phase"] == "declare":
            for seat, choice in obs["declared"]:
                sc.say(self.pos_of(seat), f"bh_said_{choice}")
                sc.infos[self.pos_of(seat)].said_at = -99.0


def start_game(app: App, seats: list[dict], deal_code: str | None = None,
               threads: bool = True) -> BhController:
    """A deal code's hand, or a random one with the default options (shots, tests)."""
    return GAME.start(app, seats, {}, deal_code, threads)
