"""The card table scene: zones from the level, card sprites, the hand fan,
drag-and-drop, seat panels and effects. It knows nothing of any game's rules; a
controller tells it what to show and decides what a drop or a key means.

Screen positions: pos 0 is the viewer at the bottom; positions 1..N-1 go round
the table anticlockwise on screen, in turn order (with 3 seats: 1 right, 2 left;
with 5: 1 right, 2 top right, 3 top left, 4 left). N is the level's `seats`
property (3 when absent). The controller maps seats to positions.

Per position the level has anchors `info_{p}` (seat panel, property `layout`:
"bottom" or "side"), `hand_{p}` (another seat's face-down stack), `played_{p}`
(property `align`: "left", "right" or "center") and optionally `reveal_{p}` (where
that seat's cards are shown face up at the end of a hand). `kitty` and `tracker`
are optional.

Drawing: settled cards and panels are drawn into a static layer, rebuilt only
when something changes; cards in a zone that has a mover are drawn every frame.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from game.ui import fonts, widgets
from game.ui.app import App, Scene, vignette
from game.ui.cardart import INDEX_STRIP
from game.ui.i18n import has, t
from game.ui.sprites import (
    CardSprite,
    column_positions,
    grid_positions,
    grouped_row_positions,
    row_positions,
)
from game.ui.tween import Tween, Tweens, ease_in_out_cubic, ease_out_back, ease_out_cubic
from game.ui.widgets import GOLD, TEXT, Button, draw_panel, draw_text

RAISE = 24  # how far a selected card rises (level units)
DRAG_START = 34  # pointer travel upwards that turns a press into a drag
DEAL_SPAN = 3.3  # seconds from the first dealt card leaving to the last (at normal speed)


class TableController(Protocol):
    def attach(self, scene: TableScene) -> None: ...

    def detach(self) -> None: ...

    def update(self, dt: float) -> None: ...

    def can_select(self) -> bool: ...

    def on_drop(self, codes: list[str]) -> None: ...

    def on_key(self, event: pygame.event.Event) -> bool: ...

    def on_escape(self) -> None: ...

    # Optional: `on_seat_click(pos)` is called when the role-guess chip on another
    # seat's panel is clicked (looked up with getattr; a controller may lack it).


@dataclass(frozen=True)
class RoleStyle:
    """How a role (or a tag) looks on a seat panel: a badge, and the avatar's tint."""

    label: str  # i18n key
    bg: tuple[int, int, int]
    fg: tuple[int, int, int]
    tint: tuple[int, int, int] = (120, 140, 150)
    crown: bool = False


_PLAIN_TINT = (120, 140, 150)
# What the viewer believes another seat's hidden role is, when nothing is noted yet.
NO_GUESS = RoleStyle("guess_none", (0, 0, 0), (210, 222, 214))


def role_style(styles: dict[str, RoleStyle], key: str) -> RoleStyle:
    """The style of a role or tag from a game's `styles`; an unknown key gets a plain
    grey badge."""
    return styles.get(key) or RoleStyle(key, (96, 104, 112), (236, 240, 244), _PLAIN_TINT)


def style_label(st: RoleStyle) -> str:
    return t(st.label) if has(st.label) else st.label


@dataclass
class SeatInfo:
    name: str = ""
    role: str | None = None  # a key of the controller's role_styles ("landlord", ...)
    tags: list[str] = field(default_factory=list)  # more badges: "open", "place_1", ...
    count: int = 0
    said: tuple[str, dict] | None = None  # string id + format ("said_pass", "said_bid")
    said_at: float = -99.0  # scene time it was said, for the pop-in
    active: bool = False
    warn: int = 0  # 2 or 1: cards left warning
    score: int = 0
    score_text: str | None = None  # shown instead of the signed score (a team's level)
    computer: bool = False
    guess: str | None = None  # the viewer's belief about this seat's hidden role
    can_guess: bool = False  # draw the clickable guess chip on this seat's panel


class TableScene(Scene):
    def __init__(self, app: App, controller: TableController, level: str) -> None:
        super().__init__(app)
        self.level = app.level(level)
        self.controller = controller
        # How roles, tags and role guesses look: the game's own styles.
        self.role_styles: dict[str, RoleStyle] = getattr(controller, "role_styles", {})
        self.guess_styles: dict[str | None, RoleStyle] = getattr(controller, "guess_styles", {})
        self.anchors = self.level.anchors
        self.seats = int(self.level.props.get("seats", 3))
        self.card_w = float(self.level.props.get("card_w", 88))
        self.played_w = self.card_w * float(self.level.props.get("played_scale", 0.72))
        self.back_w = self.card_w * 0.62
        self._sizes_for: float | None = None  # the view scale _size_list was made for
        self._size_list: list[int] = []
        self.sprites: dict[str, CardSprite] = {}
        self.hand: list[str] = []  # keys of the viewer's hand, left to right
        # Set by a controller: the group (rank) of a hand card; the fan then keeps a
        # group's cards close and opens a wider gap between groups. None: even fan.
        self.group_of: Callable[[str], str] | None = None
        # Card code -> emblem ("sceptre", "sword") printed on exactly that card.
        self.marks: dict[str, str] = {}
        self.piles: dict[str, list[str]] = {}
        self.infos = [SeatInfo() for _ in range(self.seats)]
        # Overrides of the seats' card counts during the deal.
        self.shown_counts: list[int | None] = [None] * self.seats
        self.status = ""
        # Card tracker: (rank label, cards of that rank still out) for the viewer, or None.
        self.tracker: list[tuple[str, int]] | None = None
        # A scoreboard in the level's `board` anchor: (title, rows of (label, value,
        # colour dot, highlighted)), e.g. both teams' levels; None: not drawn.
        self.board: tuple[str, list[tuple[str, str, tuple, bool]]] | None = None
        self.help_text = ""  # keyboard help under the hand on the viewer's turn
        self.buttons: list[Button] = []
        m = self.anchors["menu"]
        self.fixed_buttons = [Button(m.rect, lambda: t("btn_menu"), self._menu, "plain",
                                     key="menu")]
        self.tweens = Tweens()
        self.time = 0.0
        self._static: pygame.Surface | None = None
        self._static_dirty = True
        self._static_excl: frozenset[str] = frozenset()
        self._bg: pygame.Surface | None = None
        self.message = ""
        self.message_time = 0.0
        self.message_error = False
        self.banner_text = ""
        self.banner_color = GOLD
        self.banner_t = 0.0
        self.banner_life = 0.0
        self.shake = 0.0
        self.particles: list[list[float]] = []
        self.gesture: dict | None = None
        self.dragging: list[str] = []
        self.drag_pos = (0.0, 0.0)
        self.focus = -1  # keyboard cursor in the hand
        self.focus_visible = False
        self.deck_left = 0  # cards still in the dealer's stack during the deal
        self._warm: list | None = None
        self._warm_marks: dict[str, str] = {}  # the marks the warm list covers
        self._banner_cache: dict = {}

    # -- scene hooks -------------------------------------------------------------
    def enter(self) -> None:
        # Loading work belongs to entering the table, not to the first dealt frame.
        self._warm_cards()
        self._background()
        self.controller.attach(self)

    def leave(self) -> None:
        self.controller.detach()

    def on_resize(self) -> None:
        self._bg = None
        self._warm = None
        self.invalidate()

    def _warm_cards(self, budget_ms: float = 1e9) -> None:
        """Draw every card face the table uses once, up front (~30-100 ms), so the
        first time a card is played does not stall a frame."""
        if self._warm is None:
            sizes = [self.card_w, self.played_w, self.card_w * 0.6, self.card_w * 0.56]
            ranks = str(self.level.props.get("ranks", "3456789TJQKA2"))
            codes = [r + s for r in ranks for s in "SHCD"] + ["BJ", "RJ"]
            self._warm = [(c, self.view.len(w), None) for w in sizes for c in codes]
            self._warm.append((None, self.view.len(self.back_w), None))
            self._warm_marks = {}
        if self.marks != self._warm_marks:  # a controller set marks after entering
            sizes = [self.card_w, self.played_w, self.card_w * 0.6, self.card_w * 0.56]
            self._warm += [(c, self.view.len(w), m) for w in sizes for c, m in self.marks.items()
                           if self._warm_marks.get(c) != m]
            self._warm_marks = dict(self.marks)
        t0 = time.perf_counter()
        while self._warm and (time.perf_counter() - t0) * 1000 < budget_ms:
            code, px, mark = self._warm.pop()
            if mark:
                self.app.art.get(code, px, True, mark=mark)
            else:
                self.app.art.get(code, px, code is not None)

    def on_language(self) -> None:
        self.invalidate()

    def invalidate(self) -> None:
        self._static_dirty = True

    # -- geometry ----------------------------------------------------------------
    def anchor_center(self, name: str) -> tuple[float, float]:
        return self.anchors[name].center

    def hand_slots(self, n: int, codes: list[str] | None = None) -> list[tuple[float, float]]:
        """Centres of the viewer's `n` hand cards. With `group_of` set, `codes` (the
        hand, by default `self.hand`) decides where the wider gaps between groups go."""
        a = self.anchors["hand_0"]
        if codes is None and len(self.hand) == n:
            codes = self.hand
        if self.group_of is not None and codes is not None and len(codes) == n:
            groups = [self.group_of(c) for c in codes]
            return grouped_row_positions(groups, a.x + a.w / 2, a.y + a.h / 2, self.card_w,
                                         a.w, self.card_w * 0.34, self.card_w * 0.72,
                                         self.card_w * INDEX_STRIP * 1.04)
        return row_positions(n, a.x + a.w / 2, a.y + a.h / 2, self.card_w, a.w,
                             self.card_w * 0.56)

    def pile_align(self, pos: int) -> str:
        a = self.anchors[f"played_{pos}"]
        return str(a.props.get("align") or {0: "center", 1: "right", 2: "left"}.get(pos, "center"))

    def seat_layout(self, pos: int) -> str:
        a = self.anchors[f"info_{pos}"]
        return str(a.props.get("layout") or ("bottom" if pos == 0 else "side"))

    def pile_slots(self, pos: int, n: int) -> list[tuple[float, float]]:
        a = self.anchors[f"played_{pos}"]
        return row_positions(n, a.x + a.w / 2, a.y + a.h / 2, self.played_w, a.w,
                             self.played_w * 0.42, self.pile_align(pos))

    def _rect_of(self, s: CardSprite) -> pygame.Rect:
        h = s.w * 1.41
        return pygame.Rect(round(s.x - s.w / 2), round(s.y - h / 2), round(s.w), round(h))

    # -- content the controller sets ------------------------------------------------
    def _sprite(self, key: str, code: str | None, at: tuple[float, float], w: float,
                face_up: bool) -> CardSprite:
        s = self.sprites.get(key)
        if s is None:
            s = CardSprite(key, code, at[0], at[1], w, face_up)
            self.sprites[key] = s
        return s

    def fly(self, s: CardSprite, x: float, y: float, w: float | None = None, dur: float = 0.35,
            delay: float = 0.0, ease=ease_out_cubic, angle: float = 0.0, on_done=None,
            block: bool = True) -> None:
        """Tween a sprite to a place; it is drawn as a mover until it lands."""
        self.tweens.cancel(s)
        to = {"x": x, "y": y, "angle": angle}
        if w is not None:
            to["w"] = w
        if all(abs(getattr(s, k) - v) < 0.01 for k, v in to.items()):
            s.moving = False
            self.invalidate()
            if on_done:
                on_done()
            return
        s.moving = True

        def done() -> None:
            s.moving = False
            if s.settle_flip:
                s.face_up, s.settle_flip = True, False
            self.invalidate()
            if on_done:
                on_done()

        self.tweens.add(Tween(s, to, dur, ease, delay, done, block=block))

    def set_hand(self, codes: list[str], origin: tuple[float, float] | None = None,
                 dur: float = 0.3) -> None:
        """Lay out the viewer's hand (left to right). New cards fly in from `origin`."""
        keep_selected = {k for k in self.hand if self.sprites.get(k) and self.sprites[k].selected}
        self.hand = list(codes)
        slots = self.hand_slots(len(codes))
        for i, code in enumerate(codes):
            s = self.sprites.get(code)
            if s is None:
                start = origin or slots[i]
                s = self._sprite(code, code, start, self.card_w, True)
                s.w = self.card_w if origin is None else self.back_w
            s.zone = "hand"
            s.z = 200 + i
            s.face_up = True
            s.selected = code in keep_selected
            x, y = slots[i]
            self.fly(s, x, y - (RAISE if s.selected else 0), self.card_w, dur)
        self.focus = min(self.focus, len(codes) - 1)
        self.invalidate()

    def show_pile(self, pos: int, codes: list[str], origin: tuple[float, float] | None = None,
                  dur: float = 0.32) -> None:
        """Show a play in front of a seat; cards already on the table fly from where they are."""
        self.clear_pile(pos)
        key = f"played_{pos}"
        self.piles[key] = list(codes)
        slots = self.pile_slots(pos, len(codes))
        if codes and codes[0] in self.hand:
            self.hand = [c for c in self.hand if c not in codes]
        for i, code in enumerate(codes):
            s = self.sprites.get(code)
            if s is None:
                s = self._sprite(code, code, origin or slots[i], self.back_w, True)
            s.selected = False
            s.zone = key
            s.z = 100 + i
            s.face_up = True
            self.fly(s, *slots[i], self.played_w, dur, delay=0.02 * i, ease=ease_out_cubic)
        self.invalidate()

    def clear_pile(self, pos: int) -> None:
        for code in self.piles.pop(f"played_{pos}", []):
            s = self.sprites.get(code)
            if s is not None and s.zone == f"played_{pos}":
                self.tweens.cancel(s)
                del self.sprites[code]
        self.invalidate()

    def clear_all_piles(self) -> None:
        for pos in range(self.seats):
            self.clear_pile(pos)

    def kitty_slots(self, n: int) -> list[tuple[float, float]]:
        a = self.anchors["kitty"]
        w = self.card_w * 0.56
        return row_positions(n, a.x + a.w / 2, a.y + a.h / 2, w, a.w, w * 1.12)

    def set_kitty(self, codes: list[str] | None, count: int = 3, flip: bool = False) -> None:
        """Small cards at the kitty anchor: backs until revealed (`codes`), `flip`
        animates the reveal. Any count; 0 removes them. No anchor: nothing shown."""
        if "kitty" not in self.anchors or count <= 0:
            self.remove_kitty()
            return
        for key in [k for k in self.sprites if k.startswith("kitty:")]:
            if int(key.split(":")[1]) >= count:
                del self.sprites[key]
        w = self.card_w * 0.56
        slots = self.kitty_slots(count)
        for i in range(count):
            key = f"kitty:{i}"
            s = self._sprite(key, None, slots[i], w, False)
            s.zone, s.z = "kitty", 10 + i
            if (s.x, s.y) != slots[i] and not s.moving:
                self.fly(s, *slots[i], w, 0.25, block=False)
            if codes and i < len(codes):
                if s.code != codes[i]:
                    s.face_up = False
                s.code = codes[i]
                if flip and not s.face_up:
                    self._flip(s, delay=0.12 * i)
                else:
                    s.face_up = True
            else:
                s.code, s.face_up = None, False
        self.invalidate()

    def remove_kitty(self) -> None:
        for key in [k for k in self.sprites if k.startswith("kitty:")]:
            del self.sprites[key]
        self.invalidate()

    def _flip(self, s: CardSprite, delay: float = 0.0) -> None:
        """Turn a card over: squash its width to zero, swap the face, grow back."""
        s.moving = True

        def half() -> None:
            s.face_up = True
            self.tweens.add(Tween(s, {"squash": 1.0}, 0.12, ease_out_cubic, 0.0, done,
                                  block=True))

        def done() -> None:
            s.moving = False
            self.invalidate()

        self.tweens.add(Tween(s, {"squash": 0.05}, 0.12, ease_in_out_cubic, delay, half,
                              block=True))

    def reveal_slots(self, pos: int, n: int) -> list[tuple[float, float]]:
        """Where another seat's cards lie face up at the end of a hand: in the level's
        `reveal_{pos}` rectangle as overlapped rows (each card's corner showing), or
        without one, in a column under its stack."""
        w = self.card_w * 0.6
        h = w * 1.41
        r = self.anchors.get(f"reveal_{pos}")
        if r is not None:
            return grid_positions(n, r.x, r.y, r.w, r.h, w, h, w * 0.5, h * 0.5,
                                  w * (INDEX_STRIP + 0.04), h * 0.4,
                                  str(r.props.get("align") or "center"))
        a = self.anchors[f"hand_{pos}"]
        return column_positions(n, a.x + a.w / 2, a.y, h, 340, h * 0.26)

    def reveal_hand(self, pos: int, codes: list[str]) -> None:
        """End of hand: another seat's remaining cards face up by its seat."""
        a = self.anchors[f"hand_{pos}"]
        w = self.card_w * 0.6
        slots = self.reveal_slots(pos, len(codes))
        for i, code in enumerate(codes):
            s = self._sprite(code, code, (a.x + a.w / 2, a.y + a.h / 2), w, False)
            s.zone, s.z = f"reveal_{pos}", 300 + i
            s.settle_flip = True
            self.fly(s, *slots[i], w, 0.4, delay=min(0.03, 1.0 / max(1, len(codes))) * i)
        self.shown_counts[pos] = 0
        self.invalidate()

    def deal(self, hand_codes: list[str], counts: list[int], kitty: int = 3,
             step: float = 0.045) -> None:
        """Deal animation from the deck: one card at a time round the table.

        `counts` has one entry per position. With many cards the step shrinks so
        the whole deal takes at most DEAL_SPAN seconds (at normal speed)."""
        deck = self.anchor_center("deck")
        self.hand = []
        for key in [k for k, s in self.sprites.items() if s.zone != "kitty"]:
            del self.sprites[key]
        self.remove_kitty()
        if "kitty" not in self.anchors:
            kitty = 0
        self.shown_counts = [0] * self.seats
        self.deck_left = sum(counts) + kitty
        step = min(step, DEAL_SPAN / max(1, self.deck_left))
        order = list(hand_codes)
        random.Random(len(order)).shuffle(order)  # our own cards arrive in a mixed order
        final = dict(zip(hand_codes, self.hand_slots(len(hand_codes), hand_codes), strict=True))
        z_of = {code: i for i, code in enumerate(hand_codes)}
        self.hand = list(hand_codes)
        n = max(counts)
        i = 0
        for r in range(n):
            for pos in range(self.seats):
                if r >= counts[pos]:
                    continue
                delay = i * step
                i += 1
                if pos == 0 and r < len(order):
                    code = order[r]
                    s = self._sprite(code, code, deck, self.back_w, False)
                    s.zone, s.z, s.settle_flip = "hand", 200 + z_of[code], True
                    self.fly(s, *final[code], self.card_w, 0.32, delay=delay,
                             on_done=self._dealt(pos))
                else:
                    key = f"deal:{pos}:{r}"
                    s = self._sprite(key, None, deck, self.back_w, False)
                    s.zone, s.z = f"deal_{pos}", 500 + i
                    a = self.anchor_center(f"hand_{pos}")
                    self.fly(s, a[0], a[1], self.back_w, 0.32, delay=delay,
                             on_done=self._dealt(pos, key))
        slots = self.kitty_slots(kitty) if kitty else []
        for k in range(kitty):
            key = f"kitty:{k}"
            w = self.card_w * 0.56
            s = self._sprite(key, None, deck, w, False)
            s.zone, s.z = "kitty", 10 + k
            self.fly(s, *slots[k], w, 0.32, delay=(i + k) * step, on_done=self._dealt(-1))
        self.invalidate()

    def _dealt(self, pos: int, remove: str | None = None):
        def done() -> None:
            self.deck_left = max(0, self.deck_left - 1)
            if pos >= 0 and self.shown_counts[pos] is not None:
                self.shown_counts[pos] += 1
            if remove:
                self.sprites.pop(remove, None)
            self.app.sounds.play("deal")
            if remove is None and pos == 0:
                self.invalidate()
            # Other seats' stacks and the deck are drawn every frame while dealing,
            # so a landing card does not rebuild the static layer.
        return done

    # -- selection -----------------------------------------------------------------
    def selected_codes(self) -> list[str]:
        return [k for k in self.hand if self.sprites[k].selected]

    def set_selected(self, codes) -> None:
        want = set(codes)
        for i, k in enumerate(self.hand):
            s = self.sprites[k]
            if s.selected != (k in want):
                s.selected = k in want
                self._relayout_card(i)
        self.invalidate()

    def _relayout_card(self, i: int) -> None:
        s = self.sprites[self.hand[i]]
        x, y = self.hand_slots(len(self.hand))[i]
        self.fly(s, x, y - (RAISE if s.selected else 0), self.card_w, 0.1, block=False)

    def bounce_back(self, message: str = "") -> None:
        """A rejected drop: the dragged cards return to their places in the hand."""
        self.dragging = []
        slots = self.hand_slots(len(self.hand))
        for i, k in enumerate(self.hand):
            s = self.sprites[k]
            if s.zone == "drag":
                s.zone = "hand"
                self.fly(s, slots[i][0], slots[i][1] - (RAISE if s.selected else 0), self.card_w,
                         0.35, ease=ease_out_back, block=False)
        if message:
            self.flash(message, error=True)
        self.invalidate()

    # -- effects -------------------------------------------------------------------
    def flash(self, text: str, seconds: float = 3.0, error: bool = False) -> None:
        """One line above the buttons; errors (refused plays) in red, news in dark."""
        self.message = text
        self.message_time = seconds
        self.message_error = error

    def banner(self, text: str, color=GOLD, seconds: float = 1.4, shake: float = 0.0) -> None:
        self.banner_text, self.banner_color = text, color
        self.banner_t, self.banner_life = 0.0, seconds
        self.shake = max(self.shake, shake)

    def confetti(self, n: int = 90) -> None:
        rnd = random.Random(n)
        palette = [(236, 168, 52), (220, 60, 60), (80, 170, 240), (250, 240, 220), (90, 200, 120)]
        for _ in range(n):
            self.particles.append([rnd.uniform(100, self.level.size[0] - 100),
                                   rnd.uniform(-200, -10),
                                   rnd.uniform(-40, 40), rnd.uniform(80, 220),
                                   rnd.uniform(0, 6.28), rnd.randrange(len(palette))])
        self._palette = palette

    @property
    def busy(self) -> bool:
        """Cards are still flying: the controller waits before the next cue."""
        return self.tweens.blocking()

    # -- input ---------------------------------------------------------------------
    def _menu(self) -> None:
        self.controller.on_escape()

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.fixed_buttons + self.buttons:
            if b.handle(event, self.view):
                self.app.sounds.play("click")
                return
        if event.type == pygame.MOUSEBUTTONDOWN:
            p = self.view.to_level(event.pos)
            if event.button == 1:
                pos = self.chip_at(p)
                if pos is not None:
                    click = getattr(self.controller, "on_seat_click", None)
                    if click is not None:
                        self.app.sounds.play("click")
                        click(pos)
                        self.invalidate()
                    return
                self._press(p)
            elif event.button == 3 and self.controller.can_select():
                self.set_selected([])
        elif event.type == pygame.MOUSEMOTION and self.gesture is not None:
            self._motion(self.view.to_level(event.pos))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.gesture is not None:
            self._release(self.view.to_level(event.pos))
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def chip_rect(self, pos: int) -> pygame.Rect | None:
        """The role-guess chip on another seat's panel (level units), or None."""
        if pos <= 0 or pos >= len(self.infos) or not self.infos[pos].can_guess:
            return None
        if not self.infos[pos].name:
            return None
        ax, ay = self._avatar_center(pos)
        return pygame.Rect(round(ax - 20), round(ay + 14), 40, 22)

    def chip_at(self, p: tuple[float, float]) -> int | None:
        for pos in range(1, len(self.infos)):
            r = self.chip_rect(pos)
            if r is not None and r.inflate(8, 8).collidepoint(p):
                return pos
        return None

    def _hand_index_at(self, p: tuple[float, float], x_only: bool = False) -> int | None:
        for i in range(len(self.hand) - 1, -1, -1):
            s = self.sprites[self.hand[i]]
            r = self._rect_of(s)
            if x_only:
                if r.left <= p[0] < r.right:
                    return i
            elif r.collidepoint(p):
                return i
        return None

    def _press(self, p) -> None:
        if not self.controller.can_select() or self.dragging:
            return
        i = self._hand_index_at(p)
        if i is None:
            return
        s = self.sprites[self.hand[i]]
        self.focus_visible = False
        self.gesture = {"start": p, "anchor": i, "mode": "press", "was": s.selected,
                        "orig": set(self.selected_codes()), "last": i}

    def _motion(self, p) -> None:
        g = self.gesture
        hand_top = self.anchors["hand_0"].y
        if g["mode"] in ("press", "sweep"):
            moved_up = g["start"][1] - p[1]
            if moved_up > DRAG_START and p[1] < hand_top - 10:
                if g["mode"] == "press" and not g["was"]:
                    self.set_selected(set(self.selected_codes()) | {self.hand[g["anchor"]]})
                if self.selected_codes():
                    self._start_drag(p)
                    return
            i = self._hand_index_at(p, x_only=True)
            if i is not None and (i != g["anchor"] or g["mode"] == "sweep"):
                g["mode"] = "sweep"
                lo, hi = sorted((g["anchor"], i))
                target = not g["was"]
                sel = set(g["orig"])
                for k in self.hand[lo:hi + 1]:
                    (sel.add if target else sel.discard)(k)
                self.set_selected(sel)
        elif g["mode"] == "drag":
            self._move_drag(p)

    def _start_drag(self, p) -> None:
        self.gesture["mode"] = "drag"
        self.dragging = self.selected_codes()
        for k in self.dragging:
            s = self.sprites[k]
            self.tweens.cancel(s)
            s.zone = "drag"
            s.moving = False
        self._move_drag(p)

    def _move_drag(self, p) -> None:
        self.drag_pos = p
        n = len(self.dragging)
        slots = row_positions(n, p[0], p[1], self.card_w, 700, self.card_w * 0.4)
        for k, (x, y) in zip(self.dragging, slots, strict=True):
            s = self.sprites[k]
            s.x, s.y = x, y
            s.z = 900
        self.invalidate()

    def _release(self, p) -> None:
        g, self.gesture = self.gesture, None
        if g["mode"] == "press":
            k = self.hand[g["anchor"]]
            sel = set(self.selected_codes())
            sel.symmetric_difference_update({k})
            self.set_selected(sel)
            self.app.sounds.play("click")
        elif g["mode"] == "drag":
            codes = list(self.dragging)
            if self.anchors["table"].rect.collidepoint(p):
                self.controller.on_drop(codes)
                # The controller either played them (they now sit in a pile) or bounced.
                if any(self.sprites.get(k) and self.sprites[k].zone == "drag" for k in codes):
                    self.bounce_back()
            else:
                self.bounce_back()
            self.dragging = []

    def _key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.controller.on_escape()
            return
        if self.controller.on_key(event):
            return
        if not self.controller.can_select() or not self.hand:
            return
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            if self.focus < 0:
                self.focus = 0 if step > 0 else len(self.hand) - 1
            else:
                self.focus = max(0, min(len(self.hand) - 1, self.focus + step))
            self.focus_visible = True
        elif event.key in (pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN) and self.focus >= 0:
            k = self.hand[self.focus]
            sel = set(self.selected_codes())
            if event.key == pygame.K_UP:
                sel.add(k)
            elif event.key == pygame.K_DOWN:
                sel.discard(k)
            else:
                sel.symmetric_difference_update({k})
            self.set_selected(sel)
            self.focus_visible = True

    # -- update --------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.tweens.speed = self.app.settings.speed_factor
        self.tweens.update(dt)
        self.controller.update(dt)
        if self.message_time > 0:
            self.message_time -= dt
        if self.banner_life > 0:
            self.banner_t += dt * self.app.settings.speed_factor
            if self.banner_t >= self.banner_life:
                self.banner_life = 0.0
        if self.shake > 0:
            self.shake = max(0.0, self.shake - dt * 2.5)
        if self.particles:
            for p in self.particles:
                p[0] += p[2] * dt
                p[1] += p[3] * dt
                p[4] += dt * 6
            self.particles = [p for p in self.particles if p[1] < self.level.size[1] + 40]

    # -- drawing -------------------------------------------------------------------
    def _background(self) -> pygame.Surface:
        if self._bg is None or self._bg.get_size() != self.app.screen.get_size():
            bg = self.level.render_background(self.view)
            # A lighter oval where the cards are played: the "table" under the lamp.
            w, h = bg.get_size()
            glow = pygame.Surface((64, 36), pygame.SRCALPHA)
            for y in range(36):
                for x in range(64):
                    dx, dy = (x + 0.5) / 32 - 1, (y + 0.5) / 18 - 1.0
                    d = (dx * dx + dy * dy * 1.2) ** 0.5
                    glow.set_at((x, y), (255, 255, 220, int(max(0.0, 1 - d) ** 1.6 * 34)))
            bg.blit(pygame.transform.smoothscale(glow, (w, h)), (0, 0))
            vignette(bg, 150)
            self._bg = bg
        return self._bg

    def _sizes(self) -> list[int]:
        """Pixel widths cards settle at; anything else is scaled from one of these."""
        v = self.view
        if self._sizes_for != v.scale:
            self._sizes_for = v.scale
            self._size_list = sorted({v.len(w) for w in (
                self.card_w, self.played_w, self.back_w, self.card_w * 0.6,
                self.card_w * 0.56)})
        return self._size_list

    def _card_surface(self, s: CardSprite) -> pygame.Surface:
        px = self.view.len(s.w)
        code = s.code if s.face_up else None
        mark = self.marks.get(code) if code and self.marks else None
        sizes = self._sizes()
        if px in sizes and s.squash == 1.0:
            if mark:
                return self.app.art.get(code, px, s.face_up, s.angle,
                                        s.selected and s.zone == "hand", mark=mark)
            return self.app.art.get(code, px, s.face_up, s.angle,
                                    s.selected and s.zone == "hand")
        ref = next((w for w in sizes if w >= px), sizes[-1])
        if mark:
            return self.app.art.scaled(code, px, ref, s.face_up, s.squash, mark=mark)
        return self.app.art.scaled(code, px, ref, s.face_up, s.squash)

    def _blit_sprite(self, surf: pygame.Surface, s: CardSprite, off=(0, 0)) -> None:
        img = self._card_surface(s)
        cx, cy = self.view.pt(s.x, s.y)
        surf.blit(img, img.get_rect(center=(cx + off[0], cy + off[1])))

    def _moving_zones(self) -> frozenset[str]:
        zones = {s.zone for s in self.sprites.values() if s.moving}
        if self.dragging:
            zones.add("drag")
            zones.add("hand")
        return frozenset(zones)

    def _rebuild_static(self, excl: frozenset[str]) -> None:
        bg = self._background()
        if self._static is None or self._static.get_size() != bg.get_size():
            self._static = bg.copy()
        else:
            self._static.blit(bg, (0, 0))
        st = self._static
        self._draw_panels(st)
        for s in sorted(self.sprites.values(), key=lambda s: s.z):
            if s.zone not in excl:
                self._blit_sprite(st, s)
        self._static_dirty = False
        self._static_excl = excl

    def draw(self, surf: pygame.Surface) -> None:
        if self._warm is None or self._warm or self.marks != self._warm_marks:
            self._warm_cards()
        excl = self._moving_zones()
        if self._static_dirty or excl != self._static_excl or self._static is None:
            self._rebuild_static(excl)
        off = (0, 0)
        if self.shake > 0:
            amp = self.view.len(10 * self.shake)
            off = (int(amp * math.sin(self.time * 70)), int(amp * math.cos(self.time * 53)))
        surf.blit(self._static, off)
        movers = [s for s in self.sprites.values() if s.zone in excl]
        movers.sort(key=lambda s: (s.moving, s.z))
        for s in movers:
            self._blit_sprite(surf, s, off)
        self._draw_dynamic(surf)

    def _draw_panels(self, surf: pygame.Surface) -> None:
        v = self.view
        if self.status:
            a = self.anchors["status"]
            draw_panel(surf, v, a.rect, (0, 0, 0, 110), 10)
            draw_text(surf, v, self.status, (a.x + 14, a.y + a.h / 2), 19, TEXT, "midleft")
        if self.tracker and "tracker" in self.anchors:
            self._draw_tracker(surf)
        if self.board and "board" in self.anchors:
            self._draw_board(surf)
        ka = self.anchors.get("kitty")
        if ka is not None and any(k.startswith("kitty:") for k in self.sprites):
            draw_panel(surf, v, ka.rect.inflate(14, 8), (0, 0, 0, 70), 12)
        for pos in range(self.seats):
            self._draw_seat(surf, pos)

        if self.dragging or (self.gesture and self.gesture.get("mode") == "drag"):
            a = self.anchors["table"]
            draw_panel(surf, v, a.rect, (255, 255, 255, 22), 24, border=(255, 240, 180, 120),
                       border_w=3)
            draw_text(surf, v, t("drop_here"), a.center, 26, (255, 240, 200), "center")

    def _draw_tracker(self, surf: pygame.Surface) -> None:
        """Per rank, how many cards are still out in the other hands (记牌器)."""
        v = self.view
        a = self.anchors["tracker"]
        draw_panel(surf, v, a.rect, (0, 0, 0, 110), 10)
        cell = (a.w - 12) / len(self.tracker)
        for i, (label, left) in enumerate(self.tracker):
            x = a.x + 6 + cell * (i + 0.5)
            draw_text(surf, v, label, (x, a.y + 17), 14, (238, 206, 120), "center")
            color = TEXT if left else (120, 140, 128)
            draw_text(surf, v, str(left), (x, a.y + 41), 17, color, "center", bold=bool(left))

    def _draw_board(self, surf: pygame.Surface) -> None:
        """The scoreboard: a title, then one row per entry; a highlighted row is framed."""
        v = self.view
        a = self.anchors["board"]
        title, rows = self.board
        draw_panel(surf, v, a.rect, (0, 0, 0, 110), 10)
        draw_text(surf, v, title, (a.x + 12, a.y + 15), 14, (238, 206, 120), "midleft",
                  bold=True)
        row_h = (a.h - 30) / max(1, len(rows))
        for i, (label, value, color, lit) in enumerate(rows):
            cy = a.y + 28 + row_h * (i + 0.5)
            if lit:
                draw_panel(surf, v, (a.x + 5, cy - row_h / 2 + 2, a.w - 10, row_h - 4),
                           (255, 255, 255, 26), 8, border=GOLD, border_w=1.5)
            pygame.draw.circle(surf, color, v.pt(a.x + 20, cy), v.len(7))
            size = widgets.fit_text_size(label, 17, a.w - 100, v, bold=lit)
            draw_text(surf, v, label, (a.x + 34, cy), size, TEXT, "midleft", bold=lit)
            draw_text(surf, v, value, (a.x + a.w - 16, cy), 24, GOLD if lit else TEXT,
                      "midright", bold=True)

    def _avatar_center(self, pos: int) -> tuple[float, float]:
        a = self.anchors[f"info_{pos}"]
        if self.seat_layout(pos) == "bottom":
            return a.x + a.w / 2, a.y + 38
        return a.x + 34, a.y + a.h / 2 - 4

    def _draw_seat(self, surf: pygame.Surface, pos: int) -> None:
        v = self.view
        info = self.infos[pos]
        a = self.anchors[f"info_{pos}"]
        if not info.name:
            return
        bottom = self.seat_layout(pos) == "bottom"
        ring = GOLD if info.active else (255, 255, 255, 40)
        draw_panel(surf, v, a.rect, (0, 0, 0, 120), 14, border=ring,
                   border_w=3 if info.active else 1.5)
        # Avatar: a simple head-and-shoulders, tinted by role.
        style = role_style(self.role_styles, info.role) if info.role else None
        tint = style.tint if style else _PLAIN_TINT
        ax, ay = self._avatar_center(pos)
        rad = 24
        pygame.draw.circle(surf, (20, 30, 28), v.pt(ax, ay), v.len(rad + 3))
        pygame.draw.circle(surf, tint, v.pt(ax, ay), v.len(rad))
        pygame.draw.circle(surf, (250, 236, 210), v.pt(ax, ay - 6), v.len(9))
        pygame.draw.ellipse(surf, (250, 236, 210), v.rect((ax - 15, ay + 6, 30, 22)))
        pygame.draw.circle(surf, tint, v.pt(ax, ay), v.len(rad), v.len(2))
        if style and style.crown:
            # A little crown on the avatar (landlord, emperor).
            cx, cy = ax, ay - rad - 2
            pts = [(cx - 12, cy + 6), (cx - 12, cy - 6), (cx - 6, cy), (cx, cy - 9), (cx + 6, cy),
                   (cx + 12, cy - 6), (cx + 12, cy + 6)]
            pygame.draw.polygon(surf, GOLD, [v.pt(*p) for p in pts])
        if bottom:
            tx, ty, anchor = a.x + a.w / 2, a.y + 70, "midtop"
        else:
            tx, ty, anchor = a.x + 66, a.y + 12, "topleft"
        max_w = a.w - 10 if bottom else a.w - 72
        size = widgets.fit_text_size(info.name, 18, max_w, v, bold=True)
        draw_text(surf, v, info.name, (tx, ty), size, TEXT, anchor, bold=True)
        score_y = a.y + a.h - 26
        score_x = a.x + a.w / 2 if bottom else a.x + 66
        score = info.score_text if info.score_text is not None else f"{info.score:+d}"
        draw_text(surf, v, score, (score_x, score_y), 16, (220, 230, 220),
                  "midtop" if bottom else "topleft")
        badges = ([info.role] if info.role else []) + list(info.tags)
        if badges:
            if bottom:
                rows = [(tx, ty + 38, max_w, "center"), (tx, ty + 62.5, max_w, "center")]
            else:
                sw = fonts.text_width(score, v.len(16)) / v.scale
                rows = [(tx, ty + 38, a.x + a.w - 6 - tx, "left"),
                        (tx + sw + 8, score_y + 10, a.x + a.w - 6 - (tx + sw + 8), "left")]
            self._draw_badges(surf, badges, bool(info.role), rows)
        if info.can_guess and pos != 0:
            self._draw_chip(surf, pos, info)
        if pos != 0 and self.shown_counts[pos] is None:
            self._draw_backs(surf, pos, info)

    def _draw_badges(self, surf: pygame.Surface, keys: list[str], first_is_role: bool,
                     rows: list[tuple[float, float, float, str]]) -> None:
        """Role and tag badges, filled into `rows` (x, centre y, width, align) in order;
        the role badge is a little larger than the tags after it."""
        v = self.view
        items = []
        for i, key in enumerate(keys):
            st = role_style(self.role_styles, key)
            label = style_label(st)
            big = first_is_role and i == 0
            fs, h, pad = (15, 24, 18) if big else (13, 21, 12)
            w = fonts.text_width(label, v.len(fs), True) / v.scale + pad
            items.append((st, label, fs, h, w))
        placed: list[list] = [[] for _ in rows]
        r = 0
        for it in items:
            used = sum(x[4] for x in placed[r]) + 5 * len(placed[r])
            if placed[r] and used + it[4] > rows[r][2] and r + 1 < len(rows):
                r += 1
            placed[r].append(it)
        for (x, cy, _w, align), row in zip(rows, placed, strict=True):
            if not row:
                continue
            total = sum(it[4] for it in row) + 5 * (len(row) - 1)
            bx = x - total / 2 if align == "center" else x
            for st, label, fs, h, w in row:
                draw_panel(surf, v, (bx, cy - h / 2, w, h), st.bg, h / 2)
                draw_text(surf, v, label, (bx + w / 2, cy), fs, st.fg, "center", bold=True)
                bx += w + 5

    def _draw_chip(self, surf: pygame.Surface, pos: int, info: SeatInfo) -> None:
        """The viewer's guess about this seat's hidden role; clicking it cycles."""
        v = self.view
        r = self.chip_rect(pos)
        st = self.guess_styles.get(info.guess) or NO_GUESS
        label = style_label(st)
        if info.guess is None:
            draw_panel(surf, v, r, (0, 0, 0, 150), r.h / 2, border=(255, 255, 255, 110),
                       border_w=1.5)
        else:
            draw_panel(surf, v, r, st.bg, r.h / 2, border=(255, 255, 255, 200), border_w=1.5)
        size = widgets.fit_text_size(label, 14, r.w - 6, v, bold=True)
        draw_text(surf, v, label, r.center, size, st.fg, "center", bold=True)

    def say(self, pos: int, key: str | None, **fmt) -> None:
        """A word in front of a seat ("Pass", "Bid 2"); it pops in, then stays."""
        info = self.infos[pos]
        info.said = (key, fmt) if key else None
        info.said_at = self.time

    def _draw_said(self, surf: pygame.Surface, pos: int) -> None:
        v = self.view
        info = self.infos[pos]
        if not info.said or self.piles.get(f"played_{pos}"):
            return
        said = t(info.said[0], **info.said[1])
        age = self.time - info.said_at
        k = 1.0 if age >= 0.3 else round(max(0.1, ease_out_back(age / 0.3)) * 10) / 10
        pa = self.anchors[f"played_{pos}"]
        align = self.pile_align(pos)
        cx = pa.x + 90 if align == "left" else pa.x + pa.w - 90 if align == "right" else (
            pa.x + pa.w / 2)
        cy = pa.y + pa.h / 2
        w = (fonts.text_width(said, v.len(26), True) / v.scale + 44) * k
        h = 48 * k
        draw_panel(surf, v, (cx - w / 2, cy - h / 2, w, h), (0, 0, 0, 130), h / 2,
                   border=(255, 255, 255, 60), border_w=1.5)
        draw_text(surf, v, said, (cx, cy), 26 * k, (255, 236, 190), "center", bold=True)

    def _draw_backs(self, surf: pygame.Surface, pos: int, info: SeatInfo) -> None:
        v = self.view
        count = self.shown_counts[pos]
        if count is None:
            count = info.count
        if count <= 0:
            return
        a = self.anchors[f"hand_{pos}"]
        cx, cy = a.x + a.w / 2, a.y + a.h / 2
        layers = min(count, 6)
        img = self.app.art.get(None, v.len(self.back_w), False, 0)
        for i in range(layers):
            r = img.get_rect(center=v.pt(cx - (layers - 1 - i) * 2.0, cy - (layers - 1 - i) * 2.0))
            surf.blit(img, r)
        # The count, large and readable on top of the stack.
        label = str(count)
        color = (255, 90, 80) if count <= 2 else TEXT
        draw_panel(surf, v, (cx - 26, cy + 8, 52, 36), (0, 0, 0, 170), 10)
        draw_text(surf, v, label, (cx, cy + 26), 26, color, "center", bold=True)
        if info.warn:
            wy = a.y + a.h + 6
            text = t("warn_left", n=count)
            w = fonts.text_width(text, v.len(16), True) / v.scale + 20
            draw_panel(surf, v, (cx - w / 2, wy, w, 28), (200, 40, 40, 230), 14)
            draw_text(surf, v, text, (cx, wy + 14), 16, (255, 250, 240), "center", bold=True)

    def _draw_dynamic(self, surf: pygame.Surface) -> None:
        v = self.view
        if self.deck_left > 0:
            cx, cy = self.anchor_center("deck")
            img = self.app.art.get(None, v.len(self.back_w), False)
            for i in range(min(6, (self.deck_left + 8) // 9)):
                surf.blit(img, img.get_rect(center=v.pt(cx - i * 1.5, cy - i * 1.5)))
        for pos in range(1, self.seats):
            if self.shown_counts[pos] is not None:
                self._draw_backs(surf, pos, self.infos[pos])
        for pos in range(self.seats):
            self._draw_said(surf, pos)
        for b in self.fixed_buttons + self.buttons:
            b.draw(surf, v)
        if self.help_text and not self.dragging:
            lw, lh = self.level.size
            draw_text(surf, v, self.help_text, (lw / 2, lh - 1), 13, (190, 210, 195),
                      "midbottom")
        # A spinning arc round the avatar of whoever is thinking.
        for pos, info in enumerate(self.infos):
            if info.active and info.computer:
                ax, ay = self._avatar_center(pos)
                r = v.rect((ax - 31, ay - 31, 62, 62))
                start = -self.time * 5
                pygame.draw.arc(surf, GOLD, r, start, start + 1.8, max(2, v.len(4)))
        if self.focus_visible and 0 <= self.focus < len(self.hand):
            s = self.sprites[self.hand[self.focus]]
            r = self._rect_of(s)
            pygame.draw.rect(surf, GOLD, v.rect(r.inflate(4, 4)), max(2, v.len(3)),
                             border_radius=v.len(8))
        if self.message_time > 0 and self.message:
            a = self.anchors["message"]
            size = widgets.fit_text_size(self.message, 19, a.w - 30, v)
            w = fonts.text_width(self.message, v.len(size)) / v.scale + 36
            bg = (150, 28, 28, 235) if self.message_error else (0, 0, 0, 150)
            draw_panel(surf, v, (a.x + a.w / 2 - w / 2, a.y, w, a.h), bg, a.h / 2)
            draw_text(surf, v, self.message, (a.x + a.w / 2, a.y + a.h / 2), size, TEXT, "center")
        if self.banner_life > 0 and self.banner_text:
            self._draw_banner(surf)
        if self.particles:
            for x, y, _, _, rot, c in self.particles:
                w = abs(math.cos(rot)) * 8 + 2
                pygame.draw.rect(surf, self._palette[int(c)], v.rect((x, y, w, 12)))

    def _draw_banner(self, surf: pygame.Surface) -> None:
        v = self.view
        a = self.anchors["center_text"]
        p = self.banner_t / self.banner_life
        grow = ease_out_back(min(1.0, self.banner_t / 0.35))
        if p > 0.85:  # leave by shrinking: cheaper than fading per-pixel-alpha text
            grow = 1 - ease_in_out_cubic((p - 0.85) / 0.15)
        scale = round(max(0.05, grow) * 20) / 20  # quantised so scaled images are reused
        size = v.len(48)
        key = (self.banner_text, size, tuple(self.banner_color), scale)
        pair = self._banner_cache.get(key)
        if pair is None:
            if len(self._banner_cache) > 40:
                self._banner_cache.clear()
            img = fonts.render(self.banner_text, size, self.banner_color, bold=True)
            shadow = fonts.render(self.banner_text, size, (0, 0, 0), bold=True)
            if scale != 1.0:
                img = pygame.transform.rotozoom(img, 0, scale)
                shadow = pygame.transform.rotozoom(shadow, 0, scale)
            pair = self._banner_cache[key] = (img, shadow)
        img, shadow = pair
        c = v.pt(*a.center)
        band_h = max(2, round(v.len(a.h) * min(1.0, scale)))
        x0, x1 = v.pt(a.x, 0)[0], v.pt(a.x + a.w, 0)[0]
        band = pygame.Rect(x0, c[1] - band_h // 2, x1 - x0, band_h)
        surf.blit(widgets.panel_surface(band.size, (0, 0, 0, 120), band_h // 2), band)
        surf.blit(shadow, shadow.get_rect(center=(c[0] + 3, c[1] + 3)))
        surf.blit(img, img.get_rect(center=c))
