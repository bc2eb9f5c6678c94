"""Go-Stop at the table: binds `GostopState` to the table scene (`table.py`) through the
shared `Session`, like the other games.

A sitting is a run of hands with running point totals: the winner of a hand deals the
next, a drawn hand (nagari) keeps the dealer and carries its doubling. The table is
drawn for one viewer seat from `observation(viewer)` and the events as
`seen_by(viewer)`; computer seats decide on the session's worker; in pass-and-play the
hand-off screen comes before every person's turn. Events are shown one at a time
(`EventPacing`), and only then does the next seat act.
"""

from __future__ import annotations

import random

from game.core import dealcode
from game.core.protocol import Action, Event
from game.core.savefile import expect, is_int_list
from game.games.gostop.actions import Bomb, Chongtong, FlipOnly, Go, Play, Shake, Stop, Take
from game.games.gostop.ai import make_agent
from game.games.gostop.events import EVENTS, call_of
from game.games.gostop.hand_result import stop_result
from game.games.gostop.model import GostopState
from game.games.gostop.options import VARIANTS, Options
from game.games.gostop.shown import as_flown
from game.games.gostop.table_layout import month_of
from game.ui import stats
from game.ui.app import App
from game.ui.event_words import event_words
from game.ui.i18n import t
from game.ui.seated_table import SeatedTable

KEY = "gostop"  # the GameDef's key: the save's name and the level prefix
THINK_DELAY = 0.5
SAVE_VERSION = 1
def deal_variant(variant: str) -> str:
    """The variant a deal code names: the player count and the bonus cards, all that
    changes the cards dealt (the other options change only the scoring)."""
    o = Options.parse(variant)
    return Options(o.players, bonus=o.bonus).name


class GsController(SeatedTable):
    refuse_prefix = "gs_refuse_"
    game_key = KEY
    think_delay = THINK_DELAY
    event_types = EVENTS
    save_version = SAVE_VERSION
    # The sitting around the hand, kept beside it in the save.
    saved = {"totals": list, "hands_played": int, "recorded": bool, "month_numbers": bool}

    @classmethod
    def coded_variant(cls, variant: str, options: dict, players: int) -> str:
        """A deal code names the cards (player count and bonus cards); the set-up page's
        other options still apply."""
        from game.games.gostop import variant_for

        coded = Options.parse(variant)
        if coded.players != players:
            raise dealcode.DealCodeError("variant", "That deal code is for another number "
                                         "of players.")
        return variant_for({**options, "bonus": coded.bonus}, players)

    @classmethod
    def check_saved(cls, data: dict, state: GostopState) -> None:
        """The sitting around the hand: totals per seat, hands played."""
        expect(is_int_list(data.get("totals"), state.players), "its point totals are damaged")
        expect(data["hands_played"] >= 0, "its count of hands is damaged")
        expect(data.get("variant") == state.variant, "its rule options are damaged")

    def __init__(self, app: App, seats: list[dict], variant: str,
                 state: GostopState | None = None, seed: int | None = None,
                 threads: bool = True, month_numbers: bool = True) -> None:
        self.app = app
        self.seat_up(seats, threads)
        self.variant = variant
        self.fresh = state is None
        if state is None:
            state = GostopState.new(seed if seed is not None else random.getrandbits(32),
                                    variant)
        self.state = state
        self.month_numbers = month_numbers
        # The sitting: points won and lost over its hands, and how many were played.
        self.totals = [0] * state.players
        self.hands_played = 0
        self.agents = self.make_agents()
        self.viewer = self.humans[0] if self.humans else 0
        self.log: list[tuple[int | None, str]] = []  # (seat, words) as they were said

    def make_agents(self) -> dict:
        return {i: make_agent(self.session.level(i), self.state.seed * 7 + i)
                for i in range(len(self.seats)) if not self.session.is_human(i)}

    def deal_code(self) -> str:
        return dealcode.encode(self.state.seed, VARIANTS.index(deal_variant(self.variant)))

    # -- the viewer's choices -------------------------------------------------------------
    def plays_of(self, code: str) -> list[Action]:
        """What the viewer may do with hand card `code` now: play it, and maybe shake
        or bomb with it."""
        card = self.state.pack.from_codes([code])[0]
        out: list[Action] = []
        for a in self.legal():
            if (isinstance(a, Play) and a.cards[0] == card) or (
                    isinstance(a, Shake) and a.card == card) or (
                    isinstance(a, Bomb) and card in a.cards):
                out.append(a)
        return out

    def matching(self) -> set[str]:
        """The viewer's hand cards that capture something on the table now."""
        obs = self.obs()
        months = {month_of(c) for c in obs["table"]}
        return {c for c in obs["hand"] if month_of(c) in months}

    def toggle_month_numbers(self) -> None:
        self.month_numbers = not self.month_numbers
        self.autosave()

    def no_person_left(self) -> bool:
        return not self.humans

    # -- events to the table ------------------------------------------------------------
    def cue(self, ev: Event) -> None:
        if ev.kind == "deal" and self.multi_human and self.handoff_for is not None:
            self.show_again_later()  # through the eyes of whoever holds the device next
            return
        words = event_words(EVENTS, self.story_view(self.showing or ev), self.name_of)
        if words:
            self.log.append((ev.seat, words))
        # The declared hold: a card's flight, shown cards, a call said aloud (a chain of
        # calls, a ppuk, the stack taken, a Stop, is read one by one).
        self.wait = EVENTS.get(ev.kind).seconds(ev)
        scene = self.scene
        if scene is None:
            return
        flown = as_flown(ev, self.viewer)  # the deal names the others' cards, face down
        scene.motion.begin(flown)  # where the cards it moves lie now
        scene.shown.leave(ev, self.viewer)  # they leave their places on the table's copy
        scene.motion.land(flown)  # off they fly, joining the copy as each lands
        if call_of(ev) is not None:
            self.app.sounds.play("call")  # a call is said with its own sound

    def log_lines(self) -> list[tuple[bool, int | None, str]]:
        return [(False, seat, words) for seat, words in self.log]

    def show_results(self) -> None:
        from game.games.gostop.results import GsResultsScene

        self.record_hand()
        if self.scene is not None:
            self.scene.game_over()
        self.app.push(GsResultsScene(self.app, self))

    def record_hand(self) -> None:
        """The finished hand into the sitting's totals and the device's statistics,
        once."""
        if self.recorded or not self.state.is_terminal():
            return
        self.recorded = True
        result = self.state.result or {}
        deltas = result.get("deltas", [0] * self.players)
        self.totals = [a + b for a, b in zip(self.totals, deltas, strict=True)]
        self.hands_played += 1
        winner = result.get("winner")
        stats.record_hand(KEY, [
            stats.SeatResult([f"gs_role_{'dealer' if seat == self.state.dealer else 'player'}"],
                             seat == winner, score=deltas[seat])
            for seat in self.humans], say=self.say_save_failed)
        self.autosave()

    def next_hand(self) -> None:
        """The next hand of the sitting: the winner deals (after a draw the same dealer
        again, carrying the nagari count)."""
        result = self.state.result or {}
        winner = result.get("winner")
        dealer = self.state.dealer if winner is None else winner
        self.deal_again(GostopState.new(random.getrandbits(32), self.variant, dealer,
                                        result.get("next_nagari", 0)))

    new_game = next_hand

    def stop_now(self) -> dict:
        """What a Stop by the viewer would be paid now (the settlement's payments), from
        what everyone can see: the captures, Gos, shakes and the drawn hands carried."""
        return stop_result(self.state, self.viewer)

    # -- what the viewer is asked, in words -----------------------------------------------
    def prompt(self) -> str:
        if self.state.is_terminal():
            return ""
        legal = self.legal()
        if not legal:
            seat = self.state.to_act
            return "" if seat is None else t("gs_waiting", name=self.name_of(seat))
        kinds = {type(a) for a in legal}
        obs = self.obs()
        if Chongtong in kinds:
            return t("gs_prompt_chongtong")
        if Take in kinds:
            return t("gs_prompt_take")
        if Go in kinds or Stop in kinds:
            return t("gs_prompt_go_stop", points=obs["scores"][self.viewer])
        if FlipOnly in kinds and not obs["hand"]:
            return t("gs_prompt_flip_only")
        return t("gs_prompt_play")
