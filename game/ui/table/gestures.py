"""How the pointer and the keys act on the viewer's hand: a press toggles a card, a
sweep along the fan selects a run, pulling the selection up drags it (it follows
the pointer, then is dropped on one of the controller's drop zones or bounces back),
and Left/Right move a keyboard cursor that Space/Up/Down select with."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.i18n import t
from game.ui.sprites import row_positions
from game.ui.table.zones import RAISE, DropZone, card_rect
from game.ui.tween import ease_out_back
from game.ui.widgets import GOLD, draw_panel, draw_text

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

DRAG_START = 34  # pointer travel upwards that turns a press into a drag


class HandGestures:
    """The gesture state of the viewer's hand; the scene passes it the events it does
    not take itself (buttons, the role-guess chips, Escape, the controller's keys)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        # The pointer gesture under way: mode "press", "sweep" or "drag", where it
        # started, the card it started on and the selection before it.
        self.gesture: dict | None = None
        self.dragging: list[str] = []  # the cards following the pointer
        # The controller's drop zones for this drag, each with whether it accepts the
        # dragged cards: asked once when the drag starts, not every frame.
        self.drop_zones: list[tuple[DropZone, bool]] = []
        self.drag_pos = (0.0, 0.0)
        self.focus = -1  # keyboard cursor in the hand
        self.focus_visible = False

    def handle(self, event: pygame.event.Event) -> None:
        sc = self.scene
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self.press(sc.view.to_level(event.pos))
            elif event.button == 3 and sc.controller.can_select():
                sc.set_selected([])
        elif event.type == pygame.MOUSEMOTION and self.gesture is not None:
            self.motion(sc.view.to_level(event.pos))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.gesture is not None:
            self.release(sc.view.to_level(event.pos))
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def hand_changed(self) -> None:
        """The hand was laid out again: keep the keyboard cursor inside it."""
        self.focus = min(self.focus, len(self.scene.hand) - 1)

    # -- the pointer -------------------------------------------------------------------
    def index_at(self, p: tuple[float, float], x_only: bool = False) -> int | None:
        """The hand card under `p` (the topmost), or None; `x_only`: under its x alone."""
        sc = self.scene
        for i in range(len(sc.hand) - 1, -1, -1):
            r = card_rect(sc.sprites[sc.hand[i]])
            if x_only:
                if r.left <= p[0] < r.right:
                    return i
            elif r.collidepoint(p):
                return i
        return None

    def press(self, p: tuple[float, float]) -> None:
        sc = self.scene
        if not sc.controller.can_select() or self.dragging:
            return
        i = self.index_at(p)
        if i is None:
            return
        s = sc.sprites[sc.hand[i]]
        self.focus_visible = False
        self.gesture = {"start": p, "anchor": i, "mode": "press", "was": s.selected,
                        "orig": set(sc.selected_codes()), "last": i}

    def motion(self, p: tuple[float, float]) -> None:
        sc = self.scene
        g = self.gesture
        hand_top = sc.anchors["hand_0"].y
        if g["mode"] in ("press", "sweep"):
            moved_up = g["start"][1] - p[1]
            if moved_up > DRAG_START and p[1] < hand_top - 10:
                if g["mode"] == "press" and not g["was"]:
                    sc.set_selected(set(sc.selected_codes()) | {sc.hand[g["anchor"]]})
                if sc.selected_codes():
                    self._start_drag(p)
                    return
            i = self.index_at(p, x_only=True)
            if i is not None and (i != g["anchor"] or g["mode"] == "sweep"):
                g["mode"] = "sweep"
                lo, hi = sorted((g["anchor"], i))
                target = not g["was"]
                sel = set(g["orig"])
                for k in sc.hand[lo:hi + 1]:
                    (sel.add if target else sel.discard)(k)
                sc.set_selected(sel)
        elif g["mode"] == "drag":
            self._move_drag(p)

    def release(self, p: tuple[float, float]) -> None:
        sc = self.scene
        g, self.gesture = self.gesture, None
        if g["mode"] == "press":
            k = sc.hand[g["anchor"]]
            sel = set(sc.selected_codes())
            sel.symmetric_difference_update({k})
            sc.set_selected(sel)
            sc.app.sounds.play("click")
        elif g["mode"] == "drag":
            codes = list(self.dragging)
            zone = self.zone_at(p)
            if zone is not None:
                # Refused or not, the zone hears of it: a refusal says why.
                zone.drop(codes)
            # Played, they sit in a pile now; refused or dropped elsewhere, they go back.
            if any(sc.sprites.get(k) and sc.sprites[k].zone == "drag" for k in codes):
                self.bounce_back()
            self.dragging = []
            self.drop_zones = []
            sc.invalidate()

    def zone_at(self, p: tuple[float, float]) -> DropZone | None:
        """The drop zone of this drag under `p`, or None."""
        for zone, _accepts in self.drop_zones:
            a = self.scene.anchors.get(zone.anchor)
            if a is not None and a.rect.collidepoint(p):
                return zone
        return None

    def _start_drag(self, p: tuple[float, float]) -> None:
        sc = self.scene
        self.gesture["mode"] = "drag"
        self.dragging = sc.selected_codes()
        for k in self.dragging:
            s = sc.sprites[k]
            sc.tweens.cancel(s)
            s.zone = "drag"
            s.moving = False
        self.drop_zones = [(z, z.accepts(list(self.dragging))) for z in sc.controller.drop_zones()]
        self._move_drag(p)

    def _move_drag(self, p: tuple[float, float]) -> None:
        sc = self.scene
        self.drag_pos = p
        n = len(self.dragging)
        slots = row_positions(n, p[0], p[1], sc.card_w, 700, sc.card_w * 0.4)
        for k, (x, y) in zip(self.dragging, slots, strict=True):
            s = sc.sprites[k]
            s.x, s.y = x, y
            s.z = 900
        sc.invalidate()

    def bounce_back(self) -> None:
        """The dragged cards return to their places in the hand."""
        sc = self.scene
        self.dragging = []
        slots = sc.hand_slots(len(sc.hand))
        for i, k in enumerate(sc.hand):
            s = sc.sprites[k]
            if s.zone == "drag":
                s.zone = "hand"
                sc.fly(s, slots[i][0], slots[i][1] - (RAISE if s.selected else 0), sc.card_w,
                       0.35, ease=ease_out_back, block=False)
        sc.invalidate()

    # -- the keys ------------------------------------------------------------------------
    def key(self, event: pygame.event.Event) -> None:
        sc = self.scene
        if not sc.controller.can_select() or not sc.hand:
            return
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            if self.focus < 0:
                self.focus = 0 if step > 0 else len(sc.hand) - 1
            else:
                self.focus = max(0, min(len(sc.hand) - 1, self.focus + step))
            self.focus_visible = True
        elif event.key in (pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN) and self.focus >= 0:
            k = sc.hand[self.focus]
            sel = set(sc.selected_codes())
            if event.key == pygame.K_UP:
                sel.add(k)
            elif event.key == pygame.K_DOWN:
                sel.discard(k)
            else:
                sel.symmetric_difference_update({k})
            sc.set_selected(sel)
            self.focus_visible = True

    # -- drawing ---------------------------------------------------------------------------
    def draw_drop_zones(self, surf: pygame.Surface) -> None:
        """While cards are dragged: the zones that take them lit, the others muted."""
        if not self.dragging:
            return
        sc, v = self.scene, self.scene.view
        for zone, accepts in self.drop_zones:
            a = sc.anchors.get(zone.anchor)
            if a is None:
                continue
            if accepts:
                draw_panel(surf, v, a.rect, (255, 255, 255, 22), 24,
                           border=(255, 240, 180, 120), border_w=3)
                draw_text(surf, v, t(zone.label), a.center, 26, (255, 240, 200), "center")
            else:
                # Muted: darker than the felt, a soft red edge; no invitation to drop.
                draw_panel(surf, v, a.rect, (30, 0, 0, 80), 24, border=(230, 110, 100, 170),
                           border_w=3)
                draw_text(surf, v, t(zone.refused), a.center, 26, (255, 186, 176), "center")

    def draw_focus(self, surf: pygame.Surface) -> None:
        """The keyboard cursor's frame round its card."""
        sc, v = self.scene, self.scene.view
        if self.focus_visible and 0 <= self.focus < len(sc.hand):
            r = card_rect(sc.sprites[sc.hand[self.focus]])
            pygame.draw.rect(surf, GOLD, v.rect(r.inflate(4, 4)), max(2, v.len(3)),
                             border_radius=v.len(8))
