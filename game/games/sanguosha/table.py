"""The Sanguosha table: an oval of seat panels round the cards being resolved, the
viewer's hand and panel at the bottom, the prompt and its buttons above the hand, and
the log in words beside the centre.

Layout from levels/sanguosha_<n>p.tmx (tools/make_sanguosha_levels.py); every picture
from `art.py`. Drawn from the controller's `obs()` (observation(viewer)) and the events
as the viewer saw them, nothing else. Selecting a hand card lights the seats the legal
list lets it target (a `Use` names its cards, name and targets); a lit seat clicked is
chosen; Play applies the one legal action the selection now makes.
"""

from __future__ import annotations

import math

import pygame

from game.games.sanguosha import actions as A
from game.games.sanguosha import art
from game.games.sanguosha.cards import CARDS
from game.games.sanguosha.characters import BY_KEY
from game.games.sanguosha.controller import (
    SELECTABLE,
    SgsController,
    action_cards,
    action_targets,
    ids_of,
)
from game.games.sanguosha.distance import seen_from
from game.games.sanguosha.events import (
    DISCARD_STAGGER,
    DRAW_STAGGER,
    FLY_TIME,
    card_name,
    card_words,
    face,
)
from game.games.sanguosha.identities import LORD
from game.ui import fonts, i18n, paint
from game.ui.app import App
from game.ui.i18n import t
from game.ui.log_panel import StoryLog
from game.ui.preparing import draw_offscreen, prepare
from game.ui.seated_scene import SeatedFastForward, SeatedScene
from game.ui.tooltip import draw_tooltip
from game.ui.tween import ease_out_cubic
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_panel, draw_text, fit_text_size

BOUNDS = pygame.Rect(0, 0, 1280, 720)
HAND_W = 96  # a hand card's width at 1280x720
CENTRE_W = 78  # a card being resolved
OFFERED_ROW_W = 700  # the widest the row of cards to choose from may be
PLATE = (22, 16, 12, 215)  # behind text on the felt
ROW_PLATE = (22, 16, 12, 250)  # behind the row of cards to choose from, over the piles
LIT = (110, 210, 255)  # a seat or card that can be chosen now
SEAT_PORTRAIT_W = 66  # a seat's portrait, level units
OUT_OF_RANGE = (150, 150, 140)  # a range line to a seat a Slash cannot reach
CURRENT = (238, 196, 92)  # whose turn
CHOSEN = (255, 120, 200)  # a seat chosen as a target of the selection
ASKED = (255, 140, 70)  # who is asked now
FLASH_TIME = 0.7
FLOAT_TIME = 1.1
ARROW_TIME = 1.0
BANNER_TIME = 1.4  # a skill's name over its owner's seat
SHAKE_TIME = 0.35  # a seat hit by damage shudders
DODGE = (150, 215, 255)
RED = (214, 52, 44)
GREEN = (70, 190, 100)
SEAT_DOTS = art.SEAT_DOTS


BADGE_W = 66  # a seat's identity badge, level units
# Decisions made by selecting cards (and seats) and pressing a button, not by a button.
IN_HAND_CHOICES = frozenset({A.Use, A.UseSkill, A.Discard, A.Give})

def lang() -> str:
    return i18n.language()


class SgsLog(StoryLog):
    """The log in words, in its place beside the centre: closed at the start like every
    game's play history, L or the Log button opens it."""

    title_key, title_size = "sgs_ui_log_title", 16
    empty_key, earlier_key = "sgs_ui_log_empty", "sgs_ui_log_earlier"
    fill, border = (16, 22, 18, 225), (238, 196, 92, 120)
    earlier_h = 20
    colours = SEAT_DOTS
    text_size = 15


class SgsFastForward(SeatedFastForward):
    """Fast forward, in the button strip while no person at the table is alive (or none
    plays) and the viewer is asked nothing."""

    def __init__(self, scene: SgsTableScene) -> None:
        a = scene.a["buttons"]
        super().__init__(scene, (a.centerx - 115, a.y, 230, a.h))

    @property
    def shown(self) -> bool:
        return super().shown and not self.scene.buttons

    def press(self) -> None:
        super().press()
        self.scene.refuse(t("sgs_ff_started"), sound=False)


class SgsTableScene(SeatedScene):
    pass_prompt_at = (627, 505)  # where the answer buttons go

    def __init__(self, app: App, controller: SgsController) -> None:
        super().__init__(app, controller)
        self.level = app.level(f"sanguosha_{controller.players}p")
        self.a = {name: pygame.Rect(anchor.rect) for name, anchor in self.level.anchors.items()}
        self.selected: list[int] = []  # hand (or own equipment) card ids
        self.targets: list[int] = []  # seats chosen, in order
        self.mode: str | None = None  # an active skill being used (UseSkill)
        self.buttons: list[Button] = []
        self.hover: tuple[float, float] | None = None
        self.cursor: int | None = None  # the keyboard's place in the hand, once keys are used
        self.flights: list[dict] = []
        self.flashes: dict[int, list] = {}  # seat -> [colour, age]
        self.floaters: list[dict] = []
        self.arrows: list[dict] = []
        self.banners: list[dict] = []  # a skill in use: {seat, skill, age}
        self.shakes: dict[int, float] = {}  # seat -> age of the damage's shudder
        self.centre: list[dict] = []  # cards shown in the centre: {codes, seat, label}
        self.over: dict | None = None
        self.clock = 0.0
        self._bg: pygame.Surface | None = None
        self.history = SgsLog(self)
        self.fast_forward = SgsFastForward(self)
        self.menu_button = Button(self.a["menu"], lambda: t("btn_menu"), self.open_menu,
                                  "plain", key="menu", font_size=16)

    def prepare_art(self) -> None:
        """Make the table's felt, every character's seat portrait (the picks reveal up to
        nine at once) and what the opening picture shows at this window size before the
        table's first frame, so no frame makes them inside draw()."""
        v, language = self.view, lang()
        steps = [self.background]
        steps += [lambda k=key: art.portrait(k, v.len(SEAT_PORTRAIT_W), language)
                  for key in BY_KEY]
        prepare(self.app, [*steps, lambda: draw_offscreen(self)])

    # -- scene hooks ----------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.prepare_art()

    def on_resize(self) -> None:
        self._bg = None
        self.prepare_art()

    def keys_help(self) -> list[tuple[str, str]]:
        rows = [("key_mouse", "sgs_ui_play"), ("key_mouse", "sgs_ui_mark_help"),
                ("key_leftright", "keys_hand_move"), ("key_space", "keys_hand_pick"),
                ("Tab", "sgs_keys_target"), ("key_enter", "sgs_keys_confirm"),
                ("P", "sgs_keys_pass"), ("Esc", "keys_menu"), ("L", "history_button")]
        if self.fast_forward.shown:
            rows.append(("F", "ff_button"))
        return rows

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def animating(self) -> bool:
        return bool(self.flights or self.flashes or self.floaters or self.arrows
                    or self.banners or self.shakes
                    or self.message_time > 0 or self.ctl.answer_left is not None) \
            or self.ctl.animating()

    # -- from the controller ------------------------------------------------------------------
    def decision_changed(self) -> None:
        """A new decision (or none): the selection starts again, the buttons follow."""
        self.selected, self.targets, self.mode = [], [], None
        self.refresh()

    def viewer_changed(self) -> None:
        self.centre = []
        self.decision_changed()

    def new_game(self) -> None:
        """The controller dealt a new game on this table."""
        self.flights, self.floaters, self.arrows, self.centre = [], [], [], []
        self.flashes = {}
        self.over = None
        self.message_time = 0.0
        self.history.scroll = 0
        self.decision_changed()

    def game_over(self, result: dict) -> None:
        self.over = result
        self.refresh()

    # -- geometry ---------------------------------------------------------------------------
    def seat_rect(self, seat: int) -> pygame.Rect:
        r = self.a[f"seat_{self.ctl.pos_of(seat)}"]
        if seat in self.shakes:  # the shudder of a hit, dying away
            age = self.shakes[seat]
            return r.move(round(6 * math.sin(age * 55) * (1 - age / SHAKE_TIME)), 0)
        return r

    def seat_centre(self, seat: int) -> tuple[float, float]:
        return self.seat_rect(seat).center

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        area = self.a["hand"]
        h = art.card_height(HAND_W)
        if n == 0:
            return []
        step = min(HAND_W + 6, (area.w - HAND_W) / max(1, n - 1))
        total = step * (n - 1) + HAND_W
        x0 = area.x + (area.w - total) / 2
        y = area.bottom - h - 8
        return [pygame.Rect(round(x0 + i * step), y, HAND_W, h) for i in range(n)]

    def centre_rects(self, n: int, row: int = 0) -> list[pygame.Rect]:
        c = self.a["centre"]
        h = art.card_height(CENTRE_W)
        step = min(CENTRE_W + 8, (c.w - CENTRE_W) / max(1, n - 1)) if n > 1 else 0
        total = step * (n - 1) + CENTRE_W
        return [pygame.Rect(round(c.centerx - total / 2 + i * step), c.y + 8 + row, CENTRE_W, h)
                for i in range(n)]

    # -- the selection -----------------------------------------------------------------------
    def legal(self) -> list:
        return self.ctl.legal()

    def candidates(self, legal: list) -> list:
        out = []
        for a in legal:
            if not isinstance(a, SELECTABLE):
                continue
            if isinstance(a, A.UseSkill) != (self.mode is not None):
                continue
            if isinstance(a, A.UseSkill) and a.skill != self.mode:
                continue
            out.append(a)
        return out

    def card_exact(self, legal: list) -> list:
        """The actions made of the selected cards; for picks in turn, of the first."""
        sel = {self.selected[0]} if self.in_turn(legal) else set(self.selected)
        return [a for a in self.candidates(legal) if set(action_cards(a)) == sel]

    # Picks in turn: a decision that takes one card per action and then asks again
    # (discarding down to one's health, Benevolence's gifts, Balance of Power's and
    # Marriage's discards) lets the player pick them all, then press once.
    def in_turn(self, legal: list) -> bool:
        """The selection is several picks in turn, not one action's cards."""
        sel = set(self.selected)
        return len(sel) > 1 and not any(sel <= set(action_cards(a))
                                        for a in self.candidates(legal))

    def picks(self, legal: list, lead=None) -> list:
        """The actions the selection makes one after another, starting with `lead` (the
        first card's action; by default any one of them), or [] if a card makes none."""
        if not self.selected:
            return []
        if lead is None:
            lead = next((a for a in self.candidates(legal)
                         if action_cards(a) == (self.selected[0],)), None)
        if lead is None:
            return []
        done = [lead]
        for card in self.selected[1:]:
            nxt = self.continuing(done, card)
            if nxt is None:
                return []
            done.append(nxt)
        return done

    def continuing(self, done: list, card: int):
        """The action picking `card` next once `done` is made: one like the first
        (the same skill, the same targets), or a discard where the decision that
        follows only picks cards to discard (Balance of Power after its first card)."""
        first = done[0]
        if isinstance(first, A.Use | A.Respond):  # a card used is one decision
            return None
        following = self.ctl.asked_next(tuple(done))
        same = [a for a in following if action_cards(a) == (card,) and type(a) is type(first)
                and getattr(a, "skill", "") == getattr(first, "skill", "")
                and action_targets(a) == action_targets(first)]
        if same:
            return same[0]
        if all(isinstance(a, A.Discard | A.Pass) for a in following):
            return next((a for a in following if isinstance(a, A.Discard)
                         and action_cards(a) == (card,)), None)
        return None

    def more_in_turn(self, legal: list) -> set[int]:
        """The cards that could be picked next, after the selection's picks."""
        done = self.picks(legal)
        if not done:
            return set()
        return {c for a in self.ctl.asked_next(tuple(done))
                for c in action_cards(a) if len(action_cards(a)) == 1
                and c not in self.selected and self.continuing(done, c) is not None}

    @staticmethod
    def targeted(exact: list) -> list:
        """The actions of `exact` whose card (by the name it is used as) still needs its
        target chosen: a name with several possible targets. A weapon to equip, which
        goes to its owner, needs none even when the same card could also be a Slash."""
        by_name: dict[str, set] = {}
        for a in exact:
            by_name.setdefault(getattr(a, "name", ""), set()).add(action_targets(a))
        return [a for a in exact if len(by_name[getattr(a, "name", "")]) > 1]

    def complete(self, legal: list) -> list:
        """The legal actions the selection makes now."""
        if not self.selected and self.mode is None:
            return []
        exact = self.card_exact(legal)
        targeted = self.targeted(exact)
        return [a for a in exact if a not in targeted
                or action_targets(a) == tuple(self.targets)]

    def selectable_cards(self, legal: list) -> set[int]:
        sel = set(self.selected)
        out = set()
        for a in self.candidates(legal):
            cards = set(action_cards(a))
            if sel <= cards:
                out |= cards
        return out | self.more_in_turn(legal)

    @staticmethod
    def blind_takes(legal: list) -> dict[int, object]:
        """A hand card to take from one of several seats (Surprise Raid): each owner's
        blind take, chosen by clicking the owner's seat."""
        takes = {a.owner: a for a in legal
                 if isinstance(a, A.TakeCard) and a.card == A.HAND_CARD}
        return takes if len(takes) > 1 else {}

    def lit_seats(self, legal: list) -> set[int]:
        blind = self.blind_takes(legal)
        if blind:
            return set(blind)
        exact = self.targeted(self.card_exact(legal))
        if (not self.selected and self.mode is None) or not exact:
            return set()
        n = len(self.targets)
        return {action_targets(a)[n] for a in exact
                if action_targets(a)[:n] == tuple(self.targets) and len(action_targets(a)) > n}

    def click_card(self, card: int) -> None:
        legal = self.legal()
        if card in self.selected:
            self.selected.remove(card)
        elif card in self.selectable_cards(legal):
            self.selected.append(card)
        else:
            # A card that makes nothing with the selection starts a new one, if it can.
            keep = self.selected
            self.selected = []
            if card in self.selectable_cards(legal):
                self.selected = [card]
            else:
                self.selected = keep
                return
        self.targets = []
        self.app.sounds.play("click")
        self.refresh()

    def click_seat(self, seat: int) -> None:
        legal = self.legal()
        blind = self.blind_takes(legal)
        if seat in blind:
            self.act(blind[seat])
            return
        if seat in self.targets:
            self.targets = self.targets[:self.targets.index(seat)]
        elif seat in self.lit_seats(legal):
            self.targets.append(seat)
        else:
            return
        self.refresh()

    def set_mode(self, skill: str | None) -> None:
        self.mode, self.selected, self.targets = skill, [], []
        legal = self.legal()
        if skill is not None:
            only = [a for a in self.candidates(legal)]
            if len(only) == 1 and not action_cards(only[0]) and not action_targets(only[0]):
                self.ctl.try_apply(only[0])  # a skill that needs nothing (Self-injury)
                return
        self.refresh()

    def act(self, action) -> None:
        self.ctl.try_apply(action)

    def play_selected(self, name: str | None = None) -> None:
        legal = self.legal()
        done = [a for a in self.complete(legal)
                if name is None or getattr(a, "name", None) == name]
        if not done:
            return
        if not self.in_turn(legal) and not isinstance(done[0], A.UseSkill):
            self.ctl.try_apply(done[0])
            return
        picks = self.picks(legal, done[0]) if self.in_turn(legal) else [done[0]]
        # A skill whose picks then end with a pass (Balance of Power: "that is all")
        # ends with it: the press said which cards.
        after = self.ctl.asked_next(tuple(picks))
        if isinstance(done[0], A.UseSkill) and after \
                and all(isinstance(a, A.Discard | A.Pass) for a in after):
            picks += [a for a in after if isinstance(a, A.Pass)][:1]
        self.ctl.try_apply_in_turn(picks)

    # -- the buttons ----------------------------------------------------------------------------
    def refresh(self) -> None:
        """The decision's buttons, from the legal list and the selection."""
        legal = self.legal()
        specs: list[tuple[str, object, str, str, bool]] = []  # label, do, style, key, on
        kinds = {type(a) for a in legal}
        if self.over is not None:
            specs.append((t("sgs_over_title"), self.app.pop, "primary", "leave", True))
        elif not legal or A.PickCharacter in kinds:
            pass
        elif kinds & (IN_HAND_CHOICES | {A.EndPlay}):
            complete = self.complete(legal)
            # Several picks in turn: the button says how many go at once.
            count = f" ×{len(self.selected)}" if self.in_turn(legal) else ""
            if self.mode is not None:
                specs.append((t(f"sgs_skill_{self.mode}") + count, self.play_selected,
                              "primary", "play", bool(complete)))
                specs.append((t("sgs_ui_cancel"), lambda: self.set_mode(None), "plain",
                              "cancel", True))
            else:
                names = list(dict.fromkeys(getattr(a, "name", "") for a in complete))
                verb = ("sgs_ui_discard" if A.Discard in kinds else
                        "sgs_ui_give" if A.Give in kinds else "sgs_ui_play")
                if len(names) > 1:
                    for nm in names:
                        specs.append((t("sgs_ui_use_as", card=card_name(nm)),
                                      (lambda nm=nm: self.play_selected(nm)), "primary",
                                      f"play_{nm}", True))
                else:
                    specs.append((t(verb) + count, self.play_selected, "primary", "play",
                                  bool(complete)))
                skills = list(dict.fromkeys(a.skill for a in legal
                                            if isinstance(a, A.UseSkill)))
                for skill in skills[:3]:
                    specs.append((t(f"sgs_skill_{skill}"), (lambda s=skill: self.set_mode(s)),
                                  "secondary", f"skill_{skill}", True))
                end = next((a for a in legal if isinstance(a, A.EndPlay)), None)
                if end is not None:
                    specs.append((t("sgs_ui_end_turn"), (lambda a=end: self.act(a)),
                                  "plain", "end_turn", True))
            # What else this decision offers (declining, an answer beside a card to use).
            specs += self.answer_buttons([a for a in legal
                                          if type(a) not in IN_HAND_CHOICES | {A.EndPlay}])
        else:
            specs += self.answer_buttons(legal)
        self.buttons = []
        if not specs:
            return
        area = self.a["buttons"]
        specs = specs[:6]
        gap = 10
        w = min(200, (area.w - gap * (len(specs) - 1)) / len(specs))
        total = w * len(specs) + gap * (len(specs) - 1)
        x = area.centerx - total / 2
        for label, do, style, key, on in specs:
            self.buttons.append(Button((round(x), area.y, round(w), area.h), label, do, style,
                                       enabled=on, key=key, font_size=17))
            x += w + gap

    def answer_buttons(self, legal: list) -> list[tuple]:
        """Out of turn (or a choice in turn): the legal answers as buttons."""
        specs: list[tuple] = []
        groups: dict[tuple, list] = {}
        for a in legal:
            if isinstance(a, A.Respond):
                groups.setdefault((a.name, a.skill), []).append(a)
        for (name, skill), group in groups.items():
            if skill == "eight_trigrams":
                label = t("sgs_ui_judge_trigrams")
            elif skill:
                label = f"{card_name(name)} ({t(f'sgs_skill_{skill}')})"
            else:
                label = card_name(name)
            specs.append((label, (lambda g=group: self.answer(g)), "primary", f"respond_{name}"
                          + (f"_{skill}" if skill else ""), True))
        if any(isinstance(a, A.Arrange) for a in legal):  # the card is chosen in the row
            for where, arrow in (("top", "↑"), ("bottom", "↓")):
                specs.append((f"{arrow} {t(f'sgs_ui_arrange_{where}')}",
                              (lambda w=where: self.arrange(w)), "primary",
                              f"arrange_{where}", bool(self.selected)))
        for a in legal:
            if isinstance(a, A.Invoke):
                specs.append((t("sgs_ui_invoke", skill=t(f"sgs_skill_{a.ability}")),
                              (lambda a=a: self.act(a)), "primary", f"invoke_{a.ability}", True))
            elif isinstance(a, A.Choose):
                label = t(f"sgs_ui_opt_{a.option}")
                label = a.option if label == f"sgs_ui_opt_{a.option}" else label
                specs.append((label, (lambda a=a: self.act(a)), "primary", f"opt_{a.option}",
                              True))
        passing = next((a for a in legal if isinstance(a, A.Pass)), None)
        if passing is not None:
            # Passing ends Balance of Power's picking: it says it is done, not "no".
            resolving = self.ctl.obs()["resolving"]
            picking = bool(resolving) and resolving[-1].get("step") == "Balancing"
            specs.append((t("sgs_ui_done" if picking else "sgs_ui_pass"),
                          (lambda a=passing: self.act(a)), "plain", "pass", True))
        return specs

    def arrange(self, where: str) -> None:
        """Stargaze: the selected card on top of the deck or under it."""
        card = tuple(self.selected[:1])
        done = next((a for a in self.legal() if isinstance(a, A.Arrange)
                     and (a.top if where == "top" else a.bottom) == card), None)
        if done is not None:
            self.act(done)

    def answer(self, group: list) -> None:
        """An answer button: the selected card's answer of that kind, else the first."""
        chosen = next((a for a in group if set(a.cards) == set(self.selected)), group[0])
        self.ctl.try_apply(chosen)

    @staticmethod
    def code(card: int) -> str:
        from game.games.sanguosha.cards import PACK

        return PACK.code(card)

    # -- events as the viewer saw them -------------------------------------------------------
    def show_event(self, ev) -> None:
        """Start the event's animation (the table holds it for its declared seconds:
        `events.EVENTS`)."""
        d, seat, k = ev.data, ev.seat, ev.kind
        if k in ("ability", "use_skill") or k in ("use", "play", "discard", "choose") \
                and d.get("skill") and i18n.has(f"sgs_skill_{d['skill']}"):
            self.banner(seat, d.get("ability") or d["skill"])
        if k in ("ability", "use_skill"):
            self.app.sounds.play("click")
            return
        if (k in ("use", "play") and d.get("card_name") == "dodge" or k == "armour_dodge") \
                and seat is not None:
            self.flash(seat, DODGE)
            self.float_text(seat, card_name("dodge"), DODGE)
        if k in ("use", "play"):
            codes = d.get("cards", [])
            label = card_name(d["card_name"])
            if seat is not None:
                self.centre_add(codes, seat, label, d.get("targets", []))
                start = self.origin_of(seat)
                for i, r in enumerate(self.centre_rects(len(self.centre[-1]["codes"]),
                                                        self.centre_row())):
                    if i < len(codes):
                        self.fly(("face", ids_of([codes[i]])[0]), start, r.center, CENTRE_W)
                for target in d.get("targets", []):
                    if target != seat:
                        self.arrows.append({"from": seat, "to": target, "age": 0.0})
            self.app.sounds.play("play")
            self.refresh()
            return
        if k == "damage":
            self.shakes[seat] = 0.0
            self.flash(seat, RED)
            self.float_text(seat, f"-{d['amount']}", RED)
            self.app.sounds.play("bomb")
            return
        if k in ("recover",):
            self.flash(seat, GREEN)
            self.float_text(seat, f"+{d['amount']}", GREEN)
            return
        if k == "lose_hp":
            self.flash(seat, RED)
            self.float_text(seat, f"-{d['amount']}", RED)
            return
        if k == "death":  # the identity card turned over: its name rises in its colour
            self.flash(seat, (40, 40, 40))
            self.float_text(seat, t(f"sgs_identity_{d['identity']}"),
                            art.IDENTITY_COLOURS[d["identity"]][0])
            return
        if k == "draw":
            n = min(d.get("count", 1), 4)
            for i in range(n):
                target = self.hand_target(seat, i, n)
                self.fly(("back", 0), self.a["deck"].center, target,
                         HAND_W if seat == self.ctl.viewer else 40, delay=i * DRAW_STAGGER)
            return
        if k in ("discard", "penalty"):
            for i, code in enumerate(d.get("cards", [])[:4]):
                self.fly(("face", ids_of([code])[0]), self.origin_of(seat),
                         self.a["discard"].center, 72, delay=i * DISCARD_STAGGER)
            return
        if k == "equip":
            self.fly(("face", ids_of([d["card"]])[0]), self.origin_of(seat),
                     self.seat_centre(seat), 50)
            return
        if k == "judgement":
            self.centre_add([d["card"]], seat, t("sgs_ui_judgement"), [])
            return
        if k == "turn":
            self.centre = []

    def origin_of(self, seat: int) -> tuple[float, float]:
        if seat == self.ctl.viewer:
            return self.a["hand"].center
        return self.seat_centre(seat)

    def hand_target(self, seat: int, i: int, n: int) -> tuple[float, float]:
        if seat == self.ctl.viewer:
            h = self.a["hand"]
            return (h.centerx + (i - n / 2) * 40, h.centery)
        return self.seat_centre(seat)

    def centre_row(self) -> int:
        return 0

    def centre_add(self, codes: list[str], seat: int, label: str, targets: list[int]) -> None:
        self.centre.append({"codes": list(codes), "seat": seat, "label": label,
                            "targets": list(targets)})
        self.centre = self.centre[-3:]

    def fly(self, what: tuple, start, end, w: float, delay: float = 0.0) -> None:
        self.flights.append({"what": what, "from": start, "to": end, "w": w, "t": -delay})

    def flash(self, seat: int, colour) -> None:
        self.flashes[seat] = [colour, 0.0]

    def banner(self, seat: int | None, skill: str) -> None:
        """A skill in use: its name on a ribbon over its owner's seat (one at a time
        per seat, the newest)."""
        if seat is None:
            return
        self.banners = [b for b in self.banners if b["seat"] != seat]
        self.banners.append({"seat": seat, "skill": skill, "age": 0.0})

    def float_text(self, seat: int, text: str, colour) -> None:
        self.floaters.append({"seat": seat, "text": text, "colour": colour, "age": 0.0})

    # -- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.buttons_took(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.view.to_level(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            self.click(self.view.to_level(event.pos))
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.selected or self.mode:
                    self.decision_changed()
                else:
                    self.open_menu()
            else:
                self.key(event.key)

    # -- keyboard ---------------------------------------------------------------------------
    def key(self, key: int) -> None:
        """← → along the choosable cards, Space picks, Tab the next lit seat, Enter the
        first button that does something, P passes or ends the play phase."""
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.press_first(("primary",))
        elif key == pygame.K_p:
            self.press_first(("plain",), ("pass", "end_turn"))
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            obs = self.ctl.obs()
            cards = self.keyboard_cards(obs, self.offered(obs, self.legal()))
            if cards:
                step = 1 if key == pygame.K_RIGHT else -1
                start = -1 if step == 1 else 0
                self.cursor = ((start if self.cursor is None else self.cursor) + step) \
                    % len(cards)
        elif key == pygame.K_SPACE:
            obs = self.ctl.obs()
            offered = self.offered(obs, self.legal())
            card = self.cursor_card(obs, offered)
            if card in dict(offered):
                self.click_offered(card)
            elif card is not None:
                self.click_card(card)
        elif key == pygame.K_TAB:
            self.next_target()

    def press_first(self, styles: tuple[str, ...], keys: tuple[str, ...] = ()) -> None:
        for b in self.buttons:
            if b.enabled and b.style in styles and (not keys or b.key in keys):
                b.on_click()
                return

    @staticmethod
    def keyboard_cards(obs: dict, offered: list) -> list[int]:
        """The cards ← → move along: the offered row, then the hand."""
        return [c for c, _ in offered] + ids_of(obs["hand"])

    def next_target(self) -> None:
        """Tab: the next lit seat in turn order becomes a target; with every target
        chosen, the last one moves on to the next seat that may take its place."""
        legal = self.legal()
        n = self.ctl.players
        after = self.ctl.viewer
        if not self.lit_seats(legal) and self.targets:
            after = self.targets.pop()
        lit = sorted(self.lit_seats(legal), key=lambda seat: (seat - after - 1) % n)
        if lit:
            self.targets.append(lit[0])
            self.refresh()

    def badge_rect(self, seat: int) -> pygame.Rect:
        """Where a seat's identity badge lies (level units): a click marks a guess."""
        r = self.seat_rect(seat)
        return pygame.Rect(r.right - 5 - BADGE_W, r.y + 4, BADGE_W, 18)

    def click(self, pos: tuple[float, float]) -> None:
        for seat in range(self.ctl.players):
            if self.badge_rect(seat).collidepoint(pos) and self.ctl.may_mark(seat):
                self.ctl.cycle_mark(seat)
                return
        legal = self.legal()
        if not legal:
            return
        obs = self.ctl.obs()
        if any(isinstance(a, A.PickCharacter) for a in legal):
            for key, rect in self.pick_rects(obs):
                if rect.collidepoint(pos):
                    self.act(A.PickCharacter(self.ctl.viewer, key))
                    return
            return
        for card, rect in self.offered(obs, legal):
            if rect.collidepoint(pos):
                self.click_offered(card)
                return
        hand = ids_of(obs["hand"])
        for card, rect in reversed(list(zip(hand, self.hand_rects(len(hand)), strict=True))):
            if self.lifted(rect, card).collidepoint(pos):
                self.click_card(card)
                return
        for _slot, code, rect in self.equipment_rects(self.ctl.viewer, obs):
            if rect.collidepoint(pos) and ids_of([code])[0] in self.selectable_cards(legal):
                self.click_card(ids_of([code])[0])
                return
        for seat in range(self.ctl.players):
            if self.seat_rect(seat).collidepoint(pos):
                self.click_seat(seat)
                return

    def lifted(self, rect: pygame.Rect, card: int) -> pygame.Rect:
        return rect.move(0, -18) if card in self.selected else rect

    # -- time -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.animate(dt)
        was = bool(self.buttons)
        self.ctl.update(dt)
        if not was and self.ctl.my_decision() and not self.buttons:
            self.refresh()

    def animate(self, dt: float) -> None:
        """The flights, flashes, numbers and arrows move on (speed-scaled)."""
        speed = self.ctl.pace_speed
        self.clock += dt
        for f in self.flights:
            f["t"] += dt * speed / FLY_TIME
        self.flights = [f for f in self.flights if f["t"] < 1.0]
        for seat in list(self.flashes):
            self.flashes[seat][1] += dt * min(speed, 3.0)
            if self.flashes[seat][1] >= FLASH_TIME:
                del self.flashes[seat]
        for f in self.floaters:
            f["age"] += dt * min(speed, 3.0)
        self.floaters = [f for f in self.floaters if f["age"] < FLOAT_TIME]
        for a in self.arrows:
            a["age"] += dt * min(speed, 3.0)
        self.arrows = [a for a in self.arrows if a["age"] < ARROW_TIME]
        for b in self.banners:
            b["age"] += dt * min(speed, 3.0)
        self.banners = [b for b in self.banners if b["age"] < BANNER_TIME]
        for seat in list(self.shakes):
            self.shakes[seat] += dt * min(speed, 3.0)
            if self.shakes[seat] >= SHAKE_TIME:
                del self.shakes[seat]
        if self.message_time > 0:
            self.message_time -= dt

    # -- drawing ------------------------------------------------------------------------------
    def background(self) -> pygame.Surface:
        if self._bg is None or self._bg.get_size() != self.view.window:
            bg = self.level.render_background(self.view)
            v = self.view
            top = v.rect(self.a["table"])
            oval = pygame.Surface(top.size, pygame.SRCALPHA)
            pygame.draw.ellipse(oval, (70, 42, 22, 255), oval.get_rect())
            pygame.draw.ellipse(oval, (120, 78, 40, 255), oval.get_rect(), v.len(6))
            inner = oval.get_rect().inflate(-v.len(26), -v.len(26))
            pygame.draw.ellipse(oval, (26, 92, 64, 255), inner)
            pygame.draw.ellipse(oval, (44, 120, 86, 255), inner, v.len(2))
            bg.blit(oval, top.topleft)
            self._bg = bg
        return self._bg

    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(self.background(), (0, 0))
        obs = self.ctl.obs()
        legal = self.legal()
        lit = self.lit_seats(legal)
        offered = self.offered(obs, legal)
        reach = seen_from(obs["seats"], self.ctl.viewer) if self.aiming_slash(legal) else {}
        self.draw_range_lines(surf, reach, lit)
        self.draw_piles(surf, obs)
        self.draw_centre(surf, obs, cards=not offered)
        for seat in range(self.ctl.players):
            if seat == self.ctl.viewer:
                self.draw_own(surf, obs, seat in lit)
            else:
                self.draw_seat(surf, obs, seat, seat in lit)
        self.draw_distances(surf, reach, lit)
        self.draw_arrows(surf)
        cursor = self.cursor_card(obs, offered)
        self.draw_hand(surf, obs, legal, cursor)
        self.draw_prompt(surf, obs)
        for b in self.buttons:
            b.draw(surf, self.view)
        self.menu_button.draw(surf, self.view)
        self.fast_forward.draw(surf)
        if any(isinstance(a, A.PickCharacter) for a in legal):
            self.draw_pick(surf, obs)  # under the log: a log opened is read over it
        self.history.draw(surf)
        self.draw_offered(surf, offered, cursor)  # over the log: it is what is asked now
        self.draw_flights(surf)
        self.draw_floaters(surf)
        self.draw_banners(surf)
        if self.over is not None:
            self.draw_over(surf, obs)
        self.draw_pass_prompt(surf)
        self.draw_hover(surf, obs)

    # pieces -----------------------------------------------------------------------------
    def blit_card(self, surf, card: int | None, rect: pygame.Rect, dim: bool = False,
                  ring=None) -> None:
        v = self.view
        r = v.rect(rect)
        img = art.card_back(r.w) if card is None else art.card_face(card, r.w, lang())
        if dim:
            img = paint.cached(("sgs_dim", card, r.w, lang()), lambda: paint.faded(img, 150))
        surf.blit(img, r.topleft)
        if ring is not None:
            pygame.draw.rect(surf, ring, r.inflate(v.len(6), v.len(6)), max(2, v.len(3)),
                             border_radius=v.len(8))

    def draw_piles(self, surf, obs) -> None:
        v = self.view
        deck, disc = self.a["deck"], self.a["discard"]
        for i in range(min(3, max(1, obs["deck_count"] // 30 + 1))):
            self.blit_card(surf, None, deck.move(-i * 2, -i * 2))
        top = obs["discard"][-1] if obs["discard"] else None
        if top is not None:
            self.blit_card(surf, ids_of([top])[0], disc)
        else:
            draw_panel(surf, v, disc, (0, 0, 0, 60), 8, border=(255, 255, 255, 60), border_w=1)
        for r, text in ((deck, t("sgs_ui_deck", n=obs["deck_count"])),
                        (disc, t("sgs_ui_discard_pile", n=len(obs["discard"])))):
            plate = pygame.Rect(r.x - 8, r.bottom + 6, r.w + 16, 22)
            draw_panel(surf, v, plate, PLATE, 8)
            draw_text(surf, v, text, plate.center, 14, TEXT, "center")
        if self.ctl.session.is_human(self.ctl.viewer):  # the elimination help for marks
            # As wide as the piles (the centre's caption may lie beside it): wrapped.
            width = disc.right - deck.x + 16
            lines: list[str] = []
            for part in t("sgs_ui_hidden_left", **self.ctl.hidden_left()).split(" · "):
                joined = f"{lines[-1]} · {part}" if lines else part
                if lines and fonts.text_width(joined, 14) <= width - 16:
                    lines[-1] = joined
                else:
                    lines.append(part)
            plate = pygame.Rect(deck.x - 8, disc.bottom + 34, width, 4 + 18 * len(lines))
            draw_panel(surf, v, plate, PLATE, 8)
            for i, line in enumerate(lines):
                draw_text(surf, v, line, (plate.centerx, plate.y + 11 + 18 * i), 14,
                          TEXT_DIM, "center")

    def draw_centre(self, surf, obs, cards: bool = True) -> None:
        """The cards being resolved (the model's processing area) and the last uses of
        this turn, newest in front, each with who used it on whom (without the cards
        while a row of cards to choose from lies there)."""
        v = self.view
        entries = list(self.centre)
        shown = {c for e in entries for c in e["codes"]}
        extra = [c for c in obs["processing"] if c not in shown]
        if extra:
            entries.append({"codes": extra, "seat": None, "label": "", "targets": []})
        if not entries:
            return
        last = entries[-1]
        flying = any(f["t"] < 1.0 for f in self.flights if f["what"][0] == "face")
        # Older entries as a small row above, the newest large.
        c = self.a["centre"]
        for i, e in enumerate(entries[:-1][-2:] if cards else ()):
            x = c.x + 6 + i * (c.w / 2)
            for j, code in enumerate(e["codes"][:3]):
                r = pygame.Rect(round(x + j * 20), c.y + 4, 44, art.card_height(44))
                self.blit_card(surf, ids_of([code])[0], r, dim=True)
        rects = self.centre_rects(len(last["codes"]))
        rects = [r.move(0, 60 if len(entries) > 1 else 28) for r in rects]
        if cards and (not flying or last["seat"] is None):
            for code, r in zip(last["codes"], rects, strict=False):
                self.blit_card(surf, ids_of([code])[0], r)
        if last["seat"] is not None and cards:
            text = self.centre_caption(obs, last)
            y = (rects[0].bottom if rects else c.y + 40) + 6
            room = c.w + 40
            size = fit_text_size(text, 15, room - 24, v, bold=True)
            w = min(room, fonts.text_width(text, v.len(size), True) / v.scale + 24)
            plate = pygame.Rect(0, y, round(w), 24)
            plate.centerx = c.centerx
            draw_panel(surf, v, plate, PLATE, 10)
            draw_text(surf, v, text, plate.center, size, TEXT, "center", bold=True)

    def centre_caption(self, obs: dict, entry: dict) -> str:
        """Who used the centre's newest card on whom: a card on every other seat (the
        Barbarians, the Arrows) says so rather than naming nine seats."""
        seat = entry["seat"]
        text = f"{self.ctl.name_of(seat)} · {entry['label']}"
        targets = [x for x in entry["targets"] if x != seat]
        others = {s for s, info in enumerate(obs["seats"]) if info["alive"] and s != seat}
        if len(targets) > 2 and set(targets) >= others:
            text += " → " + t("sgs_ui_everyone_else")
        elif len(targets) > 3:
            text += " → " + t("sgs_ui_n_seats", n=len(targets))
        elif targets:
            text += " → " + i18n.name_list([self.ctl.name_of(x) for x in targets], opens=False)
        return text

    def seat_frame(self, surf, obs, seat: int, r: pygame.Rect, lit: bool) -> None:
        v = self.view
        s = obs["seats"][seat]
        current = obs["current"] == seat and obs["phase"] != "setup"
        asked = obs["asked"] == seat and not self.over
        border = (CHOSEN if seat in self.targets else LIT if lit else CURRENT if current
                  else None)
        draw_panel(surf, v, r.move(0, 3), (0, 0, 0, 80), 12)
        fill = (34, 26, 20, 235) if s["alive"] else (40, 40, 40, 235)
        draw_panel(surf, v, r, fill, 12, border=border or (120, 96, 60, 200),
                   border_w=3 if border else 1.5)
        if asked:
            pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
            glow = (*ASKED, int(120 + 100 * pulse))
            draw_panel(surf, v, r.inflate(8, 8), (0, 0, 0, 0), 14, border=glow, border_w=2.5)
        if lit:
            draw_panel(surf, v, r, (110, 210, 255, 40), 12)
        if seat in self.flashes:
            colour, age = self.flashes[seat]
            alpha = int(170 * (1 - age / FLASH_TIME))
            draw_panel(surf, v, r, (*colour[:3], max(0, alpha)), 12)

    def portrait(self, surf, s: dict, rect: pygame.Rect) -> None:
        v = self.view
        r = v.rect(rect)
        if not s["character"]:
            img = paint.cached(("sgs_back_portrait", r.size),
                               lambda: pygame.transform.smoothscale(art.card_back(r.w), r.size))
            surf.blit(img, r.topleft)
            return
        # made at the rect's width in level units: a shuddering seat's rect lands on
        # whole pixels a pixel wider or narrower, which would make another portrait
        img = art.portrait(s["character"], v.len(rect.w), lang())
        if not s["alive"]:
            img = paint.cached(("sgs_grey", s["character"], img.get_width(), lang()),
                               lambda: pygame.transform.grayscale(img))
        surf.blit(img, r.topleft)

    def header(self, surf, obs, seat: int, r: pygame.Rect, badge_w: int) -> None:
        v = self.view
        s = obs["seats"][seat]
        name = self.ctl.name_of(seat)
        size = 15
        room = r.w - badge_w - 22
        while size > 14 and fonts.text_width(name, v.len(size), True) > v.len(room):
            size -= 1
        draw_text(surf, v, fit(name, room, size, v), (r.x + 8, r.y + 13), size, TEXT, "midleft",
                  bold=True)
        identity = s["identity"] if s["identity"] else None
        bw = v.len(badge_w)
        mark = self.ctl.mark_of(seat) if identity is None else None
        badge = art.identity_badge(identity or mark, bw, lang(), marked=mark is not None)
        surf.blit(badge, badge.get_rect(midright=v.pt(r.right - 5, r.y + 13)))

    def pips(self, surf, s: dict, x: float, y: float, w: float) -> None:
        if s["max_hp"] <= 0:  # health is set when the game starts, after every pick
            return
        v = self.view
        img = art.hp_pips(max(0, s["hp"]), s["max_hp"], v.len(w))
        surf.blit(img, v.pt(x, y))

    def char_name(self, surf, s: dict, x: float, y: float, w: float) -> None:
        name = t(f"sgs_char_{s['character']}")
        draw_text(surf, self.view, fit(name, w, 14, self.view, True), (x, y), 14,
                  (255, 226, 160), "midleft", bold=True)

    def hand_count(self, surf, s: dict, x: float, y: float) -> None:
        v = self.view
        back = art.card_back(v.len(15))
        surf.blit(back, v.pt(x, y))
        draw_text(surf, v, f"× {s['hand_count']}", (x + 20, y + 10), 15, TEXT, "midleft",
                  bold=True)

    def equipment_rects(self, seat: int, obs: dict) -> list[tuple[str, str, pygame.Rect]]:
        r = self.seat_rect(seat)
        own = seat == self.ctl.viewer
        x, y0, w, h = ((r.x + 118, r.y + 96, r.w - 124, 20) if own
                       else (r.x + 78, r.y + 70, r.w - 84, 18))
        equipment = obs["seats"][seat]["equipment"]
        slots = [slot for slot in ("weapon", "armour", "plus_horse", "minus_horse")
                 if slot in equipment]
        return [(slot, equipment[slot], pygame.Rect(x, y0 + i * (h + 1), w, h))
                for i, slot in enumerate(slots)]

    def draw_equipment(self, surf, obs, seat: int, legal_cards: set[int]) -> None:
        v = self.view
        for slot, code, rect in self.equipment_rects(seat, obs):
            card = CARDS[ids_of([code])[0]]
            chosen = ids_of([code])[0] in self.selected
            tint = art.TYPE_COLOURS[card.type]
            draw_panel(surf, v, rect, (*paint.shade(tint, 0.55)[:3], 240), 5,
                       border=LIT if chosen else (214, 170, 72, 200), border_w=1.5 if not chosen
                       else 2.5)
            tag = t(f"sgs_ui_slot_{slot}")
            draw_text(surf, v, tag, (rect.x + 4, rect.centery), 14, GOLD, "midleft", bold=True)
            label = f"{card_name(card.name)} {face(code)}"
            # Smaller before cut: "Zhuge Crossbow ♦A" whole where it can be.
            size = max(11.0, fit_text_size(label, 14, rect.w - 24, v))
            draw_text(surf, v, fit(label, rect.w - 24, size, v), (rect.x + 21, rect.centery),
                      size, TEXT, "midleft")

    def judging_rects(self, seat: int, obs: dict) -> list[tuple[str, pygame.Rect]]:
        # The viewer's: small cards down the portrait's right edge. Another seat's: a row
        # under its portrait, after the hand count, clear of the portrait and the name.
        r = self.seat_rect(seat)
        judging = obs["seats"][seat]["judging"][:3]
        if seat == self.ctl.viewer:
            w = 30
            return [(code, pygame.Rect(r.x + 88, round(r.y + 34 + i * art.card_height(w) * 0.55),
                                       w, art.card_height(w)))
                    for i, code in enumerate(judging)]
        w = 16
        return [(code, pygame.Rect(r.x + 58 + i * (w + 2), r.y + 116, w, art.card_height(w)))
                for i, code in enumerate(judging)]

    def draw_seat(self, surf, obs, seat: int, lit: bool) -> None:
        v = self.view
        r = self.seat_rect(seat)
        s = obs["seats"][seat]
        self.seat_frame(surf, obs, seat, r, lit)
        self.header(surf, obs, seat, r, BADGE_W)
        self.portrait(surf, s, pygame.Rect(r.x + 6, r.y + 28, SEAT_PORTRAIT_W,
                                           art.portrait_height(SEAT_PORTRAIT_W)))
        if s["character"]:
            self.char_name(surf, s, r.x + 78, r.y + 38, r.w - 84)
            self.pips(surf, s, r.x + 78, r.y + 50, 100)
        self.hand_count(surf, s, r.x + 8, r.y + 120)
        self.draw_equipment(surf, obs, seat, set())
        for code, jr in self.judging_rects(seat, obs):
            self.blit_card(surf, ids_of([code])[0], jr)
        if not s["alive"]:
            draw_text(surf, v, t("sgs_ui_dead"), (r.x + 39, r.y + 70), 18, (240, 220, 210),
                      "center", bold=True, shadow=True)
        if self.ctl.session.thinking == seat:
            dots = "•" * (1 + int(self.clock * 3) % 3)
            draw_text(surf, v, dots, (r.right - 14, r.bottom - 14), 18, ASKED, "center",
                      bold=True)

    def draw_own(self, surf, obs, lit: bool) -> None:
        v = self.view
        seat = self.ctl.viewer
        r = self.seat_rect(seat)
        s = obs["seats"][seat]
        self.seat_frame(surf, obs, seat, r, lit)
        self.header(surf, obs, seat, r, 80)
        self.portrait(surf, s, pygame.Rect(r.x + 8, r.y + 30, 102, art.portrait_height(102)))
        if s["character"]:
            self.char_name(surf, s, r.x + 118, r.y + 41, r.w - 124)
            self.pips(surf, s, r.x + 118, r.y + 54, r.w - 126)
        self.hand_count(surf, s, r.x + 118, r.y + 72)
        self.draw_equipment(surf, obs, seat, set())
        for code, jr in self.judging_rects(seat, obs):
            self.blit_card(surf, ids_of([code])[0], jr)
        if s["character"]:
            for key, rect in self.skill_rects(seat, obs):
                draw_panel(surf, v, rect, (60, 40, 24, 235), 7, border=(214, 170, 72, 160),
                           border_w=1)
                draw_text(surf, v, fit(t(f"sgs_skill_{key}"), rect.w - 8, 14, v), rect.center,
                          14, (255, 236, 190), "center")

    def skill_rects(self, seat: int, obs: dict) -> list[tuple[str, pygame.Rect]]:
        s = obs["seats"][seat]
        if not s["character"]:
            return []
        keys = [k.key for k in BY_KEY[s["character"]].skills
                if not k.lord or s["identity"] == LORD]
        r = self.seat_rect(seat)
        if seat == self.ctl.viewer:
            w = (r.w - 16 - 4 * (len(keys) - 1)) / max(1, len(keys))
            return [(k, pygame.Rect(round(r.x + 8 + i * (w + 4)), r.bottom - 30, round(w), 24))
                    for i, k in enumerate(keys)]
        return []

    @property
    def hand(self) -> list[str]:
        """The card codes of the hand at the bottom: the viewer's own, from its view."""
        return list(self.ctl.obs()["hand"])

    def draw_hand(self, surf, obs, legal, cursor: int | None = None) -> None:
        hand = ids_of(obs["hand"])
        deciding = bool(legal) and not any(isinstance(a, A.PickCharacter) for a in legal)
        usable = self.selectable_cards(legal) if deciding else set()
        hovered = self.hovered_hand(obs)
        for card, rect in zip(hand, self.hand_rects(len(hand)), strict=True):
            r = self.lifted(rect, card)
            if card == hovered and card not in self.selected:
                r = r.move(0, -6)
            dim = deciding and card not in usable and card not in self.selected
            ring = LIT if card in self.selected else None
            self.blit_card(surf, card, r, dim=dim, ring=ring)
            if deciding and card == cursor:
                self.draw_cursor(surf, r)

    def cursor_card(self, obs: dict, offered: list) -> int | None:
        """The card under the keyboard's cursor, once keys have moved it."""
        cards = self.keyboard_cards(obs, offered) if self.cursor is not None else []
        return cards[min(self.cursor, len(cards) - 1)] if cards else None

    def draw_cursor(self, surf, rect: pygame.Rect) -> None:
        """The keyboard's place: a gold caret under the card."""
        v = self.view
        x, y = rect.centerx, min(rect.bottom + 2, BOUNDS.bottom - 8)
        paint.polygon(surf, GOLD, [v.pt(x, y - 6), v.pt(x - 9, y + 6), v.pt(x + 9, y + 6)])

    def offered(self, obs, legal) -> list[tuple[int, pygame.Rect]]:
        """The cards a decision lets the viewer choose that lie neither in his hand nor
        on his seat, as a row of their own over the centre, with their rects: a card to
        take (HAND_CARD: one of the hand, blind), Harvest's cards, Stargaze's, and cards
        to give that Bequeathed Strategy looked at."""
        own = set(ids_of(obs["hand"])) | set(ids_of(obs["seats"][self.ctl.viewer]
                                                    ["equipment"].values()))
        blind = self.blind_takes(legal)  # several owners: chosen by their seats instead
        picks = [a.card for a in legal if isinstance(a, A.ChooseCard | A.TakeCard)
                 and not (blind and a.card == A.HAND_CARD)]
        arranged = [(a.top or a.bottom)[0] for a in legal if isinstance(a, A.Arrange)]
        in_hand = sorted({c for a in self.candidates(legal) for c in action_cards(a)} - own)
        cards = list(dict.fromkeys(picks + arranged + in_hand))
        if not cards:
            return []
        # Side by side, never overlapping (Harvest at ten seats shows ten cards).
        n, gap = len(cards), 8
        w = min(CENTRE_W, (OFFERED_ROW_W - gap * (n - 1)) / n)
        x0 = self.a["centre"].centerx - (n * w + gap * (n - 1)) / 2
        y = self.a["centre"].y + 40
        return [(card, pygame.Rect(round(x0 + i * (w + gap)), y, round(w),
                                   art.card_height(round(w))))
                for i, card in enumerate(cards)]

    def click_offered(self, card: int) -> None:
        """A card of the row: taken or chosen at once; for Stargaze and gifts, selected
        (the buttons say where it goes)."""
        legal = self.legal()
        direct = next((a for a in legal if isinstance(a, A.ChooseCard | A.TakeCard)
                       and a.card == card), None)
        if direct is not None:
            self.act(direct)
        elif any(isinstance(a, A.Arrange) for a in legal):
            self.selected = [] if self.selected == [card] else [card]
            self.app.sounds.play("click")
            self.refresh()
        else:
            self.click_card(card)

    def draw_offered(self, surf, offered: list, cursor: int | None) -> None:
        if not offered:
            return
        v = self.view
        first, last = offered[0][1], offered[-1][1]
        title = t("sgs_ui_offered")
        w = max(last.right - first.x + 28, fonts.text_width(title, 15, True) + 32)
        plate = pygame.Rect(0, first.y - 34, round(w), first.h + 46 + 22)
        plate.centerx = self.a["centre"].centerx
        draw_panel(surf, v, plate, ROW_PLATE, 12, border=LIT, border_w=1.5)
        draw_text(surf, v, title, (plate.centerx, plate.y + 15), 15, GOLD, "center",
                  bold=True)
        for card, rect in offered:
            chosen = card in self.selected
            r = rect.move(0, -8) if chosen else rect
            self.blit_card(surf, None if card == A.HAND_CARD else card, r,
                           ring=LIT if chosen else None)
            if card == A.HAND_CARD:  # a blind pick: say it is one
                draw_text(surf, v, fit(t("sgs_ui_hand_card"), r.w + 8, 13, v),
                          (r.centerx, r.bottom + 10), 13, TEXT, "center")
            if card == cursor:
                self.draw_cursor(surf, r)

    def hovered_hand(self, obs) -> int | None:
        if self.hover is None:
            return None
        hand = ids_of(obs["hand"])
        for card, rect in reversed(list(zip(hand, self.hand_rects(len(hand)), strict=True))):
            if self.lifted(rect, card).collidepoint(self.hover):
                return card
        return None

    def draw_prompt(self, surf, obs) -> None:
        if self.passing():
            return  # the pass prompt says what is asked now
        v = self.view
        p = self.a["prompt"]
        if self.message_time > 0:
            text, fill = self.message, (150, 36, 30, 235)
        else:
            text, fill = self.ctl.prompt(obs), PLATE
            legal = self.legal()
            exact = self.targeted(self.card_exact(legal)) if self.selected else []
            if exact and self.lit_seats(legal):
                name = getattr(exact[0], "name", None) or self.mode or ""
                text = t("sgs_ask_target", card=card_name(name) if name in
                           {c.name for c in CARDS} else t(f"sgs_skill_{name}"))
        if not text:
            return
        size = 17
        while size > 14 and fonts.text_width(text, v.len(size), True) > v.len(p.w - 24):
            size -= 1
        w = min(p.w, fonts.text_width(text, v.len(size), True) / v.scale + 30)
        plate = pygame.Rect(0, p.y, round(w), p.h)
        plate.centerx = p.centerx
        mine = bool(self.legal())
        draw_panel(surf, v, plate, fill, 12, border=GOLD if mine else None, border_w=1.5)
        draw_text(surf, v, fit(text, p.w - 24, size, v, True), plate.center, size,
                  GOLD if mine and self.message_time <= 0 else TEXT, "center", bold=True)
        if self.ctl.answer_left is not None and self.ctl.answer_seconds:
            self.draw_countdown(surf, plate)

    def draw_countdown(self, surf, plate: pygame.Rect) -> None:
        """The answer timer: a bar under the prompt that empties, the seconds beside it."""
        v = self.view
        share = max(0.0, self.ctl.answer_left / self.ctl.answer_seconds)
        bar = pygame.Rect(plate.x + 12, plate.bottom + 2, plate.w - 24, 4)
        pygame.draw.rect(surf, (60, 50, 40), v.rect(bar))
        colour = GOLD if share > 0.3 else RED
        pygame.draw.rect(surf, colour, v.rect(bar.inflate(-(1 - share) * bar.w, 0)
                                             .move(-(1 - share) * bar.w / 2, 0)))
        seconds = t("sgs_ui_seconds_left", n=math.ceil(self.ctl.answer_left))
        tag = pygame.Rect(plate.right + 6, plate.y, 54, plate.h)
        draw_panel(surf, v, tag, PLATE, 10, border=colour, border_w=1.5)
        draw_text(surf, v, seconds, tag.center, 15, colour, "center", bold=True)

    def aiming_slash(self, legal) -> bool:
        """A Slash is selected and its target is being chosen."""
        exact = self.targeted(self.card_exact(legal))
        return bool(exact) and all(getattr(a, "name", "") == "slash" for a in exact)

    def draw_range_lines(self, surf, reach: dict, lit: set[int]) -> None:
        """While a Slash is aimed (`reach`: the seats `seen_from` the viewer), from the
        viewer to every other living seat: a solid line to the seats the Slash may take,
        dashed to the rest (under the piles and panels)."""
        v = self.view
        me = v.pt(*self.seat_centre(self.ctl.viewer))
        for seat in reach:
            there = v.pt(*self.seat_centre(seat))
            if seat in self.targets:
                paint.thick_line(surf, CHOSEN, me, there, v.len(4))
            elif seat in lit:
                paint.thick_line(surf, LIT, me, there, v.len(3))
            else:
                paint.dashed_line(surf, OUT_OF_RANGE, me, there, v.len(2), v.len(9))

    def draw_distances(self, surf, reach: dict, lit: set[int]) -> None:
        """Each range line's distance, in a disc on the bottom edge of the seat it
        reaches (where no line's end crowds it)."""
        v = self.view
        for seat, (d, _within) in reach.items():
            x, y = self.seat_rect(seat).midbottom
            colour = CHOSEN if seat in self.targets else LIT if seat in lit else OUT_OF_RANGE
            pygame.draw.circle(surf, (22, 16, 12), v.pt(x, y), v.len(13))
            pygame.draw.circle(surf, colour, v.pt(x, y), v.len(13), max(1, v.len(2)))
            draw_text(surf, v, str(d), (x, y), 15, TEXT, "center", bold=True)

    def draw_arrows(self, surf) -> None:
        v = self.view
        for a in self.arrows:
            alpha = max(0.0, 1 - a["age"] / ARROW_TIME)
            x0, y0 = self.seat_centre(a["from"])
            x1, y1 = self.seat_centre(a["to"])
            grow = min(1.0, a["age"] / 0.25)
            x1, y1 = x0 + (x1 - x0) * grow, y0 + (y1 - y0) * grow
            colour = (int(255 * alpha + 60 * (1 - alpha)), int(200 * alpha), 80)
            if math.dist((x0, y0), (x1, y1)) > 20:
                paint.arrow(surf, colour, [v.pt(x0, y0), v.pt(x1, y1)], v.len(4), v.len(16))

    def draw_flights(self, surf) -> None:
        for f in self.flights:
            if f["t"] < 0:
                continue
            k = ease_out_cubic(min(1.0, f["t"]))
            (x0, y0), (x1, y1) = f["from"], f["to"]
            x, y = x0 + (x1 - x0) * k, y0 + (y1 - y0) * k
            w = f["w"]
            h = art.card_height(w)
            r = pygame.Rect(round(x - w / 2), round(y - h / 2), round(w), h)
            kind, card = f["what"]
            self.blit_card(surf, card if kind == "face" else None, r)

    def draw_floaters(self, surf) -> None:
        v = self.view
        for f in self.floaters:
            x, y = self.seat_centre(f["seat"])
            y -= 10 + f["age"] * 30
            draw_text(surf, v, f["text"], (x, y), 30, f["colour"], "center", bold=True,
                      shadow=True)

    def draw_banners(self, surf) -> None:
        """Each skill in use as a ribbon across its owner's seat: the skill's name large,
        whose it is small; it pops in and fades."""
        v = self.view
        for b in self.banners:
            age, r = b["age"], self.seat_rect(b["seat"])
            # Quantised: each alpha is a text image the font cache keeps.
            fade = round(min(1.0, age / 0.12, (BANNER_TIME - age) / 0.3) * 8) / 8
            grow = 1 + 0.15 * max(0.0, 1 - age / 0.15)
            w, h = (r.w + 16) * grow, 50 * grow
            ribbon = pygame.Rect(0, 0, round(w), round(h))
            ribbon.center = (r.centerx, r.y + min(r.h, 160) * 0.55)
            draw_panel(surf, v, ribbon, (120, 26, 20, int(235 * fade)), 10,
                       border=(*GOLD[:3], int(255 * fade)), border_w=2)
            name = t(f"sgs_skill_{b['skill']}")
            size = fit_text_size(name, 22, ribbon.w - 16, v, bold=True)
            colour = (255, 236, 170, int(255 * fade))
            draw_text(surf, v, name, (ribbon.centerx, ribbon.centery - 7), size, colour,
                      "center", bold=True, shadow=True)
            draw_text(surf, v, self.banner_owner(b["seat"]),
                      (ribbon.centerx, ribbon.centery + 14), 12,
                      (240, 226, 200, int(230 * fade)), "center")

    def banner_owner(self, seat: int) -> str:
        """Whose skill: the seat's name and its character's."""
        character = self.ctl.obs()["seats"][seat]["character"]
        who = self.ctl.name_of(seat)
        return f"{who} · {t(f'sgs_char_{character}')}" if character else who

    # the character pick --------------------------------------------------------------------
    def pick_rects(self, obs) -> list[tuple[str, pygame.Rect]]:
        keys = obs["candidates"]
        w = 132
        h = art.portrait_height(w)
        gap = 18
        total = len(keys) * w + (len(keys) - 1) * gap
        x0 = 640 - total / 2
        return [(k, pygame.Rect(round(x0 + i * (w + gap)), 200, w, h))
                for i, k in enumerate(keys)]

    def draw_pick(self, surf, obs) -> None:
        v = self.view
        rects = self.pick_rects(obs)
        if not rects:
            return
        box = rects[0][1].unionall([r for _, r in rects]).inflate(40, 110)
        box.y -= 20
        draw_panel(surf, v, box, (14, 20, 16, 240), 16, border=GOLD, border_w=2)
        draw_text(surf, v, t("sgs_ask_pick"), (box.centerx, box.y + 22), 20, GOLD, "center",
                  bold=True)
        for key, r in rects:
            img = art.portrait(key, v.len(r.w), lang())
            surf.blit(img, v.pt(r.x, r.y))
            if self.hover is not None and r.collidepoint(self.hover):
                pygame.draw.rect(surf, LIT, v.rect(r).inflate(v.len(6), v.len(6)), v.len(3),
                                 border_radius=v.len(8))
            hp = BY_KEY[key].max_hp
            draw_text(surf, v, "♥" * hp, (r.centerx, r.bottom + 14), 16, (230, 90, 80),
                      "center")

    def draw_over(self, surf, obs) -> None:
        v = self.view
        c = self.a["centre"].inflate(60, 0)
        draw_panel(surf, v, c, (14, 20, 16, 240), 16, border=GOLD, border_w=2)
        draw_text(surf, v, t("sgs_over_title"), (c.centerx, c.y + 30), 26, GOLD, "center",
                  bold=True)
        side = (self.over or {}).get("side")
        text = t("sgs_over_won", side=t(f"sgs_identity_{side}")) if side else \
            t("sgs_log_draw_game")
        draw_text(surf, v, text, (c.centerx, c.y + 70), 18, TEXT, "center")
        winners = (self.over or {}).get("winners", [])
        names = ", ".join(self.ctl.name_of(s) for s in winners)
        for i, line in enumerate(fonts.wrap(names, v.len(16), v.len(c.w - 30))[:3]):
            draw_text(surf, v, line, (c.centerx, c.y + 104 + 22 * i), 16, TEXT_DIM, "center")

    # hover help ----------------------------------------------------------------------------
    def draw_hover(self, surf, obs) -> None:
        if self.hover is None:
            return
        found = self.help_at(self.hover, obs)
        if found is not None:
            text, target = found
            draw_tooltip(surf, self.view, text, target, BOUNDS, max_w=420)

    def help_at(self, p, obs) -> tuple[str, pygame.Rect] | None:
        def card_help(code: str) -> str:
            card = CARDS[ids_of([code])[0]]
            return f"{card_words(code)}: {t(f'sgs_card_{card.name}_text')}"

        if any(isinstance(a, A.PickCharacter) for a in self.legal()):
            lord = obs["seats"][self.ctl.viewer]["identity"] == LORD
            for key, rect in self.pick_rects(obs):  # a candidate: who he is, his skills
                if rect.collidepoint(p):
                    return character_text(key, lord), rect
        hand = ids_of(obs["hand"])
        for card, rect in reversed(list(zip(hand, self.hand_rects(len(hand)), strict=True))):
            if self.lifted(rect, card).collidepoint(p):
                # Its help goes over the buttons, never on them: they stay in reach.
                return card_help(self.code(card)), self.lifted(rect, card).union(
                    self.a["buttons"].clip(rect.x, 0, rect.w, BOUNDS.h))
        for seat in range(self.ctl.players):
            for _slot, code, rect in self.equipment_rects(seat, obs):
                if rect.collidepoint(p):
                    return card_help(code), rect
            for code, rect in self.judging_rects(seat, obs):
                if rect.collidepoint(p):
                    return card_help(code), rect
            for key, rect in self.skill_rects(seat, obs):
                if rect.collidepoint(p):
                    return f"{t(f'sgs_skill_{key}')}: {t(f'sgs_skill_{key}_text')}", rect
        for entry in self.centre[-1:]:
            for code, r in zip(entry["codes"], self.centre_rects(len(entry["codes"])),
                               strict=False):
                r = r.move(0, 60 if len(self.centre) > 1 else 28)
                if r.collidepoint(p):
                    return card_help(code), r
        for seat in range(self.ctl.players):
            r = self.seat_rect(seat)
            s = obs["seats"][seat]
            if r.collidepoint(p) and s["character"]:
                return character_text(s["character"], s["identity"] == LORD), r
        return None


def character_text(key: str, lord: bool) -> str:
    """A character in words: the name and health, then each skill (a lord's skills only
    for the lord) with what it does."""
    char = BY_KEY[key]
    lines = [f"{t(f'sgs_char_{char.key}')}  " + "♥" * char.max_hp]
    lines += [f"{t(f'sgs_skill_{k.key}')}: {t(f'sgs_skill_{k.key}_text')}"
              for k in char.skills if not k.lord or lord]
    return "\n".join(lines)


def fit(text: str, width: float, size: float, view, bold: bool = False) -> str:
    """`text` cut with an ellipsis to fit `width` level units at `size`."""
    if fonts.text_width(text, view.len(size), bold) <= view.len(width):
        return text
    while text and fonts.text_width(text + "…", view.len(size), bold) > view.len(width):
        text = text[:-1]
    return text.rstrip() + "…"
