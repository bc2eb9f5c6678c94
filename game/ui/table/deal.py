"""The deck and the kitty: the deal (cards leave the deck one at a time round the
table, the viewer's turning face up as they land in the fan, the others' joining
their seats' stacks, the kitty last), and the kitty's small cards in the middle,
face down until they are turned over."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui.sprites import CardSprite
from game.ui.tween import Tween, ease_in_out_cubic, ease_out_cubic

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

DEAL_SPAN = 3.3  # seconds from the first dealt card leaving to the last (at normal speed)


class Dealer:
    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.deck_left = 0  # cards still in the dealer's stack during the deal

    def deal(self, hand_codes: list[str], counts: list[int], kitty: int = 3,
             step: float = 0.045) -> None:
        """`counts` has one entry per position. With many cards the step shrinks so
        the whole deal takes at most DEAL_SPAN seconds (at normal speed)."""
        sc = self.scene
        deck = sc.anchor_center("deck")
        sc.hand = []
        for key in [k for k, s in sc.sprites.items() if s.zone != "kitty"]:
            del sc.sprites[key]
        self.remove_kitty()
        if "kitty" not in sc.anchors:
            kitty = 0
        sc.shown_counts = [0] * sc.seats
        self.deck_left = sum(counts) + kitty
        step = min(step, DEAL_SPAN / max(1, self.deck_left))
        order = list(hand_codes)
        random.Random(len(order)).shuffle(order)  # our own cards arrive in a mixed order
        final = dict(zip(hand_codes, sc.hand_slots(len(hand_codes), hand_codes), strict=True))
        z_of = {code: i for i, code in enumerate(hand_codes)}
        sc.hand = list(hand_codes)
        i = 0
        for r in range(max(counts)):
            for pos in range(sc.seats):
                if r >= counts[pos]:
                    continue
                delay = i * step
                i += 1
                if pos == 0 and r < len(order):
                    code = order[r]
                    s = sc.ensure_sprite(code, code, deck, sc.back_w, False)
                    s.zone, s.z, s.settle_flip = "hand", 200 + z_of[code], True
                    sc.fly(s, *final[code], sc.card_w, 0.32, delay=delay,
                           on_done=self._dealt(pos))
                else:
                    key = f"deal:{pos}:{r}"
                    s = sc.ensure_sprite(key, None, deck, sc.back_w, False)
                    s.zone, s.z = f"deal_{pos}", 500 + i
                    a = sc.anchor_center(f"hand_{pos}")
                    sc.fly(s, a[0], a[1], sc.back_w, 0.32, delay=delay,
                           on_done=self._dealt(pos, key))
        w = sc.zones.kitty_w
        slots = sc.zones.kitty_slots(kitty) if kitty else []
        for k in range(kitty):
            key = f"kitty:{k}"
            s = sc.ensure_sprite(key, None, deck, w, False)
            s.zone, s.z = "kitty", 10 + k
            sc.fly(s, *slots[k], w, 0.32, delay=(i + k) * step, on_done=self._dealt(-1))
        sc.invalidate()

    def _dealt(self, pos: int, remove: str | None = None) -> Callable[[], None]:
        sc = self.scene

        def done() -> None:
            self.deck_left = max(0, self.deck_left - 1)
            if pos >= 0 and sc.shown_counts[pos] is not None:
                sc.shown_counts[pos] += 1
            if remove:
                sc.sprites.pop(remove, None)
            sc.app.sounds.play("deal")
            if remove is None and pos == 0:
                sc.invalidate()
            # Other seats' stacks and the deck are drawn every frame while dealing,
            # so a landing card does not rebuild the static layer.
        return done

    def draw_deck(self, surf: pygame.Surface) -> None:
        """The dealer's stack, shrinking as the cards leave (every frame)."""
        if self.deck_left <= 0:
            return
        sc, v = self.scene, self.scene.view
        cx, cy = sc.anchor_center("deck")
        img = sc.app.art.get(None, v.len(sc.back_w), False)
        for i in range(min(6, (self.deck_left + 8) // 9)):
            surf.blit(img, img.get_rect(center=v.pt(cx - i * 1.5, cy - i * 1.5)))

    # -- the kitty -------------------------------------------------------------------
    def set_kitty(self, codes: list[str] | None, count: int = 3, flip: bool = False) -> None:
        sc = self.scene
        if "kitty" not in sc.anchors or count <= 0:
            self.remove_kitty()
            return
        for key in [k for k in sc.sprites if k.startswith("kitty:")]:
            if int(key.split(":")[1]) >= count:
                del sc.sprites[key]
        w = sc.zones.kitty_w
        slots = sc.zones.kitty_slots(count)
        for i in range(count):
            key = f"kitty:{i}"
            s = sc.ensure_sprite(key, None, slots[i], w, False)
            s.zone, s.z = "kitty", 10 + i
            if (s.x, s.y) != slots[i] and not s.moving:
                sc.fly(s, *slots[i], w, 0.25, block=False)
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
        sc.invalidate()

    def remove_kitty(self) -> None:
        sc = self.scene
        for key in [k for k in sc.sprites if k.startswith("kitty:")]:
            del sc.sprites[key]
        sc.invalidate()

    def _flip(self, s: CardSprite, delay: float = 0.0) -> None:
        """Turn a card over: squash its width to zero, swap the face, grow back."""
        sc = self.scene
        s.moving = True

        def half() -> None:
            s.face_up = True
            sc.tweens.add(Tween(s, {"squash": 1.0}, 0.12, ease_out_cubic, 0.0, done, block=True))

        def done() -> None:
            s.moving = False
            sc.invalidate()

        sc.tweens.add(Tween(s, {"squash": 0.05}, 0.12, ease_in_out_cubic, delay, half,
                            block=True))
