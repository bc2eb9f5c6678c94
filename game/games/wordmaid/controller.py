"""The word game at the table: `WordMaidState` bound to its scene (`table.py`) through the
table kit's `KitTable`: each event's words, hold and motion as declared in `events.py`.

A session of games (E8, E9) is kept here, beside the state in the save: each seat's
turtle marks, its finishing places added up (the tie-break), the games played. "Next
game" on the results keeps them, and the last game's turtle draws first ("-sK" in the
variant). Hands are secret, so in pass-and-play the device goes to each person before
their turn. The computers wait a human-feeling second or two before a word (E17) and
say it in a speech bubble."""

from __future__ import annotations

import random

from game.core.protocol import Action, Event, IllegalAction
from game.core.savefile import expect, is_int_list
from game.games.wordmaid.cards import PACK, card_view
from game.games.wordmaid.events import EVENTS
from game.games.wordmaid.model import WORD, WordMaidState
from game.games.wordmaid.variants import options_of, variant_name
from game.games.wordmaid.words import shown_word, spoken
from game.ui.i18n import has, t
from game.ui.kit.table import KitTable

DRAW_THINK = 0.6  # a computer's least pause before drawing, seconds at speed 1
WORD_THINK = (1.0, 1.8)  # ... before its word (E17: a reaction of 1-2 s)


def without(fan: list, codes: list[str]) -> list:
    """`fan` less the cards `codes` left it: a known card by its code, else a back."""
    fan = list(fan)
    for code in codes:
        fan.remove(code if code in fan else None)
    return fan


def patch(shown: dict, ev: Event) -> None:
    """Move the viewer's shown table on by one event, as far as the table draws it
    before the action's last event."""
    d, me = ev.data, shown["seat"]
    if ev.kind == "draw":
        src, code = d["from"], d["card"]["code"]
        fan = shown["fans"][src]
        del fan[d["position"]]
        shown["sizes"][src] -= 1
        if src == me:
            shown["hand"] = [c for c in shown["hand"] if c["code"] != code]
        shown["table"], shown["source"], shown["phase"] = d["card"], src, WORD
    elif ev.kind == "word":
        seat = ev.seat
        if seat == me:
            shown["hand"] = [c for c in shown["hand"] if c["code"] not in d["cards"]]
        shown["fans"][seat] = without(shown["fans"][seat], d["cards"])
        shown["sizes"][seat] -= len(d["cards"])
        shown["table"] = None
        shown["played"] = [*shown["played"], d["table"], *d["cards"]]
        shown["turns"] += 1
    elif ev.kind == "give_up":
        seat, code = ev.seat, d["card"]
        if seat == me:
            shown["hand"] = [*shown["hand"], card_view(PACK.from_codes([code])[0])]
        shown["fans"][seat] = [*shown["fans"][seat], code]
        shown["sizes"][seat] += 1
        shown["table"] = None
        shown["turns"] += 1
    elif ev.kind == "out":
        shown["out"] = [*shown["out"], ev.seat]
    elif ev.kind == "turn":
        shown["to_act"], shown["phase"], shown["source"] = ev.seat, "draw", d["from"]
    elif ev.kind == "turtle":
        shown["marks"], shown["to_act"] = list(d["seats"]), None
    elif ev.kind == "game_over":
        shown["phase"] = "over"
        shown["fans"] = [list(d["hands"][str(s)]) for s in range(len(shown["fans"]))]


class WmController(KitTable):
    game_key = "wordmaid"
    refuse_prefix = "wm_refuse_"
    think_delay = DRAW_THINK
    event_types = EVENTS
    save_version = 1
    # The session around the game, and the table's own choice (the learner's hint).
    saved = {"marks": list, "places": list, "games": int, "recorded": bool, "hint": bool,
             "honour": bool}
    new_state = WordMaidState
    patch = staticmethod(patch)

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        n = self.state.players
        self.marks = [0] * n  # turtle marks over the session
        self.places = [0] * n  # finishing places added up over the session (ties)
        self.games = 0  # games finished in the session
        self.recorded = False  # this game's marks are in the session's
        self.hint = False  # the learner's hint (a set-up choice)
        self.honour = False  # E10's "+1 mark" buttons, on the players' honour (a set-up choice)
        self.last_word: dict | None = None  # the last word played: its event's data, seat
        self.pace_rng = random.Random()
        self.think_for(self.state)

    @classmethod
    def opened(cls, app, seats: list[dict], variant: str, seed: int | None, options: dict,
               threads: bool) -> WmController:
        ctl = cls(app, seats, variant, seed=seed, threads=threads)
        ctl.hint = bool(options.get("hint"))
        ctl.honour = bool(options.get("honour"))
        return ctl

    @classmethod
    def check_saved(cls, data: dict, state: WordMaidState) -> None:
        n = state.players
        expect(is_int_list(data["marks"], n) and min(data["marks"]) >= 0,
               "its turtle marks are damaged")
        expect(is_int_list(data["places"], n) and min(data["places"]) >= 0,
               "its finishing places are damaged")
        expect(data["games"] >= 0, "its count of games is damaged")

    @staticmethod
    def make_agent(level: str, seed: int):
        from game.games.wordmaid.ai import make_agent

        return make_agent(level, seed)

    def refusal_text(self, refusal: IllegalAction) -> str:
        """The rules' refusal with the table's parameters: the word as it is shown."""
        key = f"{self.refuse_prefix}{refusal.reason}"
        params = dict(refusal.params)
        if "word" in params:
            params["word"] = shown_word(str(params["word"]))
        if "min_len" in params:
            params["n"] = params.pop("min_len")
        return t(key, **params) if has(key) else str(refusal)

    # -- the computers' pace ----------------------------------------------------------------
    def think_for(self, state: WordMaidState) -> None:
        """The least think time of the next decision: a word takes longer than a draw."""
        self.session.think_delay = self.pace_rng.uniform(*WORD_THINK) \
            if state.phase == WORD else DRAW_THINK

    def apply(self, action: Action) -> list[Event]:
        events = super().apply(action)
        self.think_for(self.state)
        return events

    def cue(self, ev: Event) -> None:
        if ev.kind == "draw" and self.scene is not None:
            self.scene.note_draw(ev)  # where the card leaves from, before the fan closes up
        if ev.kind == "word":
            self.last_word = {**ev.data, "seat": ev.seat}
        super().cue(ev)
        if ev.kind in ("word", "give_up") and self.scene is not None \
                and not self.session.is_human(ev.seat):
            self.scene.say(ev.seat, spoken(ev.kind, ev.data.get("word", "")))

    # -- the session ----------------------------------------------------------------------------
    def record_game(self) -> None:
        """This game's turtle marks and places into the session's, once."""
        if self.recorded or not self.state.is_terminal():
            return
        self.recorded = True
        for seat in self.state.marks:
            self.marks[seat] += 1
        for place, seat in enumerate(self.state.places(), start=1):
            self.places[seat] += place
        self.games += 1

    def honour_mark(self, seat: int) -> None:
        """E10: a turtle mark for speaking Chinese, given by the table's +1 button (no
        rule can hear it); it counts in the session's marks like a game's."""
        if not self.honour:
            return
        self.marks[seat] += 1
        self.autosave()
        if self.scene is not None:
            self.scene.refuse(t("wm_honour_marked", name=self.name_of(seat)), sound=False)
        self.app.sounds.play("click")

    def show_results(self) -> None:
        self.record_game()
        super().show_results()

    def next_variant(self) -> str:
        """The next game's: the same options, the last turtle drawing first (E9)."""
        opts = options_of(self.variant)
        marked = self.state.marks
        start = marked[0] if marked else None
        return variant_name(opts.players, opts.two_letters, opts.turns, start)

    def new_game(self) -> None:
        self.record_game()
        self.variant = self.next_variant()
        self.recorded = False
        self.last_word = None
        self.shown = None
        state = self.new_state(random.getrandbits(32), self.variant)
        self.think_for(state)
        self.deal_again(state)
