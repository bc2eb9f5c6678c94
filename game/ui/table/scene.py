"""The table scene: what the controller puts on the table (the hand, the piles, the
kitty, the deal, the reveals), its animation, and drawing it as a static layer under
the cards that move. The parts it is made of live beside it: `zones` (places),
`gestures` (the hand under pointer and keys), `seat_panels`, `effects`, `deal` (the
deck and the kitty) and `card_images`."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Protocol

import pygame

from game.ui.app import App, Scene, vignette
from game.ui.i18n import t
from game.ui.sprites import CardSprite
from game.ui.table.card_images import CardImages
from game.ui.table.deal import Dealer
from game.ui.table.effects import TableEffects
from game.ui.table.fast_forward import FastForwardControl
from game.ui.table.gestures import HandGestures
from game.ui.table.history import HistoryPanel
from game.ui.table.seat_panels import RoleStyle, SeatInfo, SeatPanels
from game.ui.table.zones import RAISE, DropZone, TableZones
from game.ui.tween import Tween, Tweens, ease_out_cubic
from game.ui.widgets import GOLD, Button, draw_panel, draw_text


class TableController(Protocol):
    def attach(self, scene: TableScene) -> None: ...

    def detach(self) -> None: ...

    def update(self, dt: float) -> None: ...

    def can_select(self) -> bool: ...

    def drop_zones(self) -> list[DropZone]: ...

    def on_key(self, event: pygame.event.Event) -> bool: ...

    def on_escape(self) -> None:
        """Esc or the Menu button: open the game's menu (`scenes.pause.open_pause`)."""

    # Optional: `keys_help()` -> [(key label, i18n key)], the table's keys for F1.

    # Optional: `on_seat_click(pos)` is called when the role-guess chip on another
    # seat's panel is clicked (looked up with getattr; a controller may lack it).

    # Optional: `animating()`, whether the game goes on without the viewer (events to
    # show, a computer's turn); a controller without it keeps the table updating always.


@lru_cache(maxsize=1)
def _lamp_glow() -> pygame.Surface:
    """The lamp's light on the table, small (made once; scaled to the window)."""
    glow = pygame.Surface((64, 36), pygame.SRCALPHA)
    for y in range(36):
        for x in range(64):
            dx, dy = (x + 0.5) / 32 - 1, (y + 0.5) / 18 - 1.0
            d = (dx * dx + dy * dy * 1.2) ** 0.5
            glow.set_at((x, y), (255, 255, 220, int(max(0.0, 1 - d) ** 1.6 * 34)))
    return glow


class TableScene(Scene):
    holds_game = True  # its leaving releases the game's memory (game/ui/memory.py)

    @property
    def ctl(self) -> TableController:
        """The controller, under the name every game's table scene gives it."""
        return self.controller

    def __init__(self, app: App, controller: TableController, level: str) -> None:
        super().__init__(app)
        self.level = app.level(level)
        self.controller = controller
        # How roles, tags and role guesses look: the game's own styles.
        self.role_styles: dict[str, RoleStyle] = getattr(controller, "role_styles", {})
        self.guess_styles: dict[str | None, RoleStyle] = getattr(controller, "guess_styles", {})
        self.zones = TableZones(self.level)
        # The level's constants, read by controllers from the scene.
        self.anchors = self.zones.anchors
        self.seats = self.zones.seats
        self.card_w, self.played_w, self.back_w = (self.zones.card_w, self.zones.played_w,
                                                   self.zones.back_w)
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
        self._had_buttons = False  # the button strip was up after the last update
        m = self.anchors["menu"]
        self.fixed_buttons = [Button(m.rect, lambda: t("btn_menu"), self.open_menu, "plain",
                                     key="menu")]
        self.tweens = Tweens()
        self.time = 0.0
        self._static: pygame.Surface | None = None
        self._static_dirty = True
        self._static_excl: frozenset[str] = frozenset()
        self._bg: pygame.Surface | None = None
        self.effects = TableEffects(self)
        self.gestures = HandGestures(self)
        self.panels = SeatPanels(self)
        self.card_images = CardImages(self)
        self.dealer = Dealer(self)
        self.history = HistoryPanel(self)  # the controller fills `history.entries`
        self.fast_forward = FastForwardControl(self)

    # -- scene hooks -------------------------------------------------------------
    def enter(self) -> None:
        # Loading work belongs to entering the table, not to the first dealt frame.
        self.card_images.warm()
        self._background()
        self.controller.attach(self)

    def leave(self) -> None:
        self.controller.detach()

    def on_resize(self) -> None:
        self._bg = None
        self.card_images.reset()
        self.invalidate()

    def on_language(self) -> None:
        """Every word the controller put on the table (status line, seat names, key
        help, buttons) said again in the new language, at once."""
        refresh = getattr(self.controller, "refresh", None)
        if refresh is not None and self.controller.scene is self:
            refresh()
        self.invalidate()

    def invalidate(self) -> None:
        self._static_dirty = True

    def handle(self, event: pygame.event.Event) -> None:
        self.panels.follow(event)  # the pointer's place, for the help line
        if self.history.handle(event) or self.fast_forward.handle(event):
            return
        for b in self.fixed_buttons + self.buttons:
            if b.handle(event, self.view):
                self.app.sounds.play("click")
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pos = self.panels.chip_at(self.view.to_level(event.pos))
            if pos is not None:
                click = getattr(self.controller, "on_seat_click", None)
                if click is not None:
                    self.app.sounds.play("click")
                    click(pos)
                    self.invalidate()
                return
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
                return
            if self.controller.on_key(event):
                return
        self.gestures.handle(event)

    def open_menu(self) -> None:
        """The game's menu over the table, which pauses under it. A drag under way is
        put back first: the release will go to the menu."""
        if self.gestures.dragging:
            self.gestures.bounce_back()
        self.gestures.gesture = None
        self.controller.on_escape()

    def make_room(self, anchors: dict) -> None:
        """Lay the table out on other anchors (the play history's docked layout, or the
        level's own): the piles and face-up reveals slide to their new places."""
        self.anchors = self.zones.anchors = anchors
        for key, codes in self.piles.items():
            pos = int(key.split("_")[1])
            for code, (x, y) in zip(codes, self.zones.pile_slots(pos, len(codes)), strict=True):
                s = self.sprites.get(code)
                if s is not None and s.zone == key:
                    self.fly(s, x, y, self.played_w, 0.2, block=False)
        for pos in range(1, self.seats):
            shown = sorted((s for s in self.sprites.values() if s.zone == f"reveal_{pos}"),
                           key=lambda s: s.z)
            for s, (x, y) in zip(shown, self.zones.reveal_slots(pos, len(shown)), strict=True):
                self.fly(s, x, y, self.zones.reveal_w, 0.2, block=False)
        self.invalidate()

    def keys_help(self) -> list[tuple[str, str]]:
        own = getattr(self.controller, "keys_help", None)
        rows = list(own()) if own is not None else [("Esc", "keys_menu")]
        # The table's own keys: the play history, and fast forward while it is offered.
        if self.history.available:
            rows.append(("L", "keys_history"))
        if self.fast_forward.shown:
            rows.append(("F", "keys_fast_forward"))
        return rows

    def animating(self) -> bool:
        """Cards in flight, an effect playing, a word popping in, a computer thinking, or
        the controller going on without the viewer (its `animating()`; a controller
        without one is taken to be always under way)."""
        if self.tweens.busy() or self.effects.active or self.panels.animating():
            return True
        going_on = getattr(self.controller, "animating", None)
        return going_on is None or going_on()

    def update(self, dt: float) -> None:
        self.time += dt
        # The controller's pace (fast forward), else the chosen animation speed.
        speed = getattr(self.controller, "pace_speed", self.app.settings.speed_factor)
        self.tweens.speed = speed
        self.tweens.update(dt)
        self.controller.update(dt)
        # The strip gone since the last frame: the person decided (played, passed, went
        # out), so a prompt for that decision ("Your turn", a hint) ends with it.
        if self._had_buttons and not self.buttons:
            self.effects.end_prompt()
        self._had_buttons = bool(self.buttons)
        self.effects.update(dt, speed)

    # -- geometry ----------------------------------------------------------------
    def anchor_center(self, name: str) -> tuple[float, float]:
        return self.anchors[name].center

    def hand_slots(self, n: int, codes: list[str] | None = None) -> list[tuple[float, float]]:
        """Centres of the viewer's `n` hand cards. With `group_of` set, `codes` (the
        hand, by default `self.hand`) decides where the wider gaps between groups go."""
        if codes is None and len(self.hand) == n:
            codes = self.hand
        return self.zones.hand_slots(n, codes, self.group_of)

    def chip_rect(self, pos: int) -> pygame.Rect | None:
        """The role-guess chip on another seat's panel (level units), or None."""
        return self.panels.chip_rect(pos)

    # -- content the controller sets ------------------------------------------------
    def ensure_sprite(self, key: str, code: str | None, at: tuple[float, float], w: float,
                      face_up: bool) -> CardSprite:
        """The sprite under `key`; made at `at` if there is none yet."""
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
                s = self.ensure_sprite(code, code, start, self.card_w, True)
                s.w = self.card_w if origin is None else self.back_w
            s.zone = "hand"
            s.z = 200 + i
            s.face_up = True
            s.selected = code in keep_selected
            x, y = slots[i]
            self.fly(s, x, y - (RAISE if s.selected else 0), self.card_w, dur)
        self.gestures.hand_changed()
        self.invalidate()

    def show_pile(self, pos: int, codes: list[str], origin: tuple[float, float] | None = None,
                  dur: float = 0.32) -> None:
        """Show a play in front of a seat; cards already on the table fly from where they are."""
        self.clear_pile(pos)
        key = f"played_{pos}"
        self.piles[key] = list(codes)
        slots = self.zones.pile_slots(pos, len(codes))
        if codes and codes[0] in self.hand:
            self.hand = [c for c in self.hand if c not in codes]
        for i, code in enumerate(codes):
            s = self.sprites.get(code)
            if s is None:
                s = self.ensure_sprite(code, code, origin or slots[i], self.back_w, True)
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

    def say(self, pos: int, key: str | None, **fmt) -> None:
        """A word in front of a seat ("Pass", "Bid 2"); it pops in, then stays."""
        info = self.infos[pos]
        info.said = (key, fmt) if key else None
        info.said_at = self.time

    def set_kitty(self, codes: list[str] | None, count: int = 3, flip: bool = False) -> None:
        """Small cards at the kitty anchor: backs until revealed (`codes`), `flip`
        animates the reveal. Any count; 0 removes them. No anchor: nothing shown."""
        self.dealer.set_kitty(codes, count, flip)

    def remove_kitty(self) -> None:
        self.dealer.remove_kitty()

    def reveal_hand(self, pos: int, codes: list[str]) -> None:
        """End of hand: another seat's remaining cards face up by its seat."""
        a = self.anchors[f"hand_{pos}"]
        w = self.zones.reveal_w
        slots = self.zones.reveal_slots(pos, len(codes))
        for i, code in enumerate(codes):
            s = self.ensure_sprite(code, code, (a.x + a.w / 2, a.y + a.h / 2), w, False)
            s.zone, s.z = f"reveal_{pos}", 300 + i
            s.settle_flip = True
            self.fly(s, *slots[i], w, 0.4, delay=min(0.03, 1.0 / max(1, len(codes))) * i)
        self.shown_counts[pos] = 0
        self.invalidate()

    def deal(self, hand_codes: list[str], counts: list[int], kitty: int = 3,
             step: float = 0.045) -> None:
        """Deal animation from the deck: one card at a time round the table."""
        self.dealer.deal(hand_codes, counts, kitty, step)

    # -- selection -----------------------------------------------------------------
    def selected_codes(self) -> list[str]:
        return [k for k in self.hand if self.sprites[k].selected]

    def set_selected(self, codes) -> None:
        want = set(codes)
        slots = None
        for i, k in enumerate(self.hand):
            s = self.sprites[k]
            if s.selected != (k in want):
                s.selected = k in want
                slots = slots or self.hand_slots(len(self.hand))
                x, y = slots[i]
                self.fly(s, x, y - (RAISE if s.selected else 0), self.card_w, 0.1, block=False)
        self.invalidate()

    def bounce_back(self, message: str = "") -> None:
        """A rejected drop: the dragged cards return to their places in the hand."""
        self.gestures.bounce_back()
        if message:
            self.flash(message, error=True)

    # -- effects (controllers call these) -------------------------------------------
    def flash(self, text: str, seconds: float = 3.0, error: bool = False,
              hold: bool = False) -> None:
        """One line above the buttons; errors (refused plays) in red, news in dark;
        a held message is not replaced by news while it shows."""
        self.effects.flash(text, seconds, error, hold)

    def banner(self, text: str, color=GOLD, seconds: float = 1.4, shake: float = 0.0) -> None:
        self.effects.banner(text, color, seconds, shake)

    def confetti(self, n: int = 90) -> None:
        self.effects.confetti(n)

    @property
    def busy(self) -> bool:
        """Cards are still flying: the controller waits before the next cue."""
        return self.tweens.blocking()

    # -- drawing -------------------------------------------------------------------
    def _background(self) -> pygame.Surface:
        if self._bg is None or self._bg.get_size() != self.app.screen.get_size():
            bg = self.level.render_background(self.view)
            # A lighter oval where the cards are played: the "table" under the lamp.
            bg.blit(pygame.transform.smoothscale(_lamp_glow(), bg.get_size()), (0, 0))
            vignette(bg, 150)
            self._bg = bg
        return self._bg

    def _moving_zones(self) -> frozenset[str]:
        """Zones drawn every frame, over the static layer: any with a card in flight."""
        zones = {s.zone for s in self.sprites.values() if s.moving}
        if self.gestures.dragging:
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
        self.panels.draw_boards(st)
        ka = self.anchors.get("kitty")
        if ka is not None and any(k.startswith("kitty:") for k in self.sprites):
            draw_panel(st, self.view, ka.rect.inflate(14, 8), (0, 0, 0, 70), 12)
        self.panels.draw_seats(st)
        self.gestures.draw_drop_zones(st)
        for s in sorted(self.sprites.values(), key=lambda s: s.z):
            if s.zone not in excl:
                self.card_images.blit(st, s)
        self._static_dirty = False
        self._static_excl = excl

    def draw(self, surf: pygame.Surface) -> None:
        if self.card_images.cold:
            self.card_images.warm()
        excl = self._moving_zones()
        if self._static_dirty or excl != self._static_excl or self._static is None:
            self._rebuild_static(excl)
        off = self.effects.shake_offset(self.time)
        surf.blit(self._static, off)
        movers = [s for s in self.sprites.values() if s.zone in excl]
        movers.sort(key=lambda s: (s.moving, s.z))
        for s in movers:
            self.card_images.blit(surf, s, off)
        self._draw_dynamic(surf)

    def _draw_dynamic(self, surf: pygame.Surface) -> None:
        """What is drawn every frame over the cards."""
        v = self.view
        self.dealer.draw_deck(surf)
        self.panels.draw_live(surf)
        # Under a dialog (the menu, a question, the F1 keys) the table's decision is
        # not the player's to make: its button strip, key line and focus wait unseen
        # instead of sticking out from under the dialog.
        covered = self.app.top is not self
        for b in self.fixed_buttons + ([] if covered else self.buttons):
            b.draw(surf, v)
        if covered:
            self.panels.draw_thinking(surf)
            self.history.draw(surf)
            self.effects.draw(surf)
            return
        if self.help_text and not self.gestures.dragging:
            lw, lh = self.level.size
            draw_text(surf, v, self.help_text, (lw / 2, lh), 14, (200, 218, 204), "midbottom")
        self.panels.draw_thinking(surf)
        self.gestures.draw_focus(surf)
        self.fast_forward.draw(surf)
        self.history.draw(surf)
        self.effects.draw(surf)
        self.panels.draw_help(surf)  # over everything: the player asked for it
