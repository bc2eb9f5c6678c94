"""Auto-play (托管): a table setting, not a rule. While it is on, a human's seat is
played by the normal computer player, from that seat's observation and legal actions
only (the same path as a computer seat), until the player switches it off with the
button in the corner by his hand or the T key. Nothing is saved: no action is added.

Written against the climbing controller's hooks only, so another climbing game can
mix it in the same way.
"""

from __future__ import annotations

import pygame

from game.ui.i18n import t
from game.ui.widgets import Button

KEY = pygame.K_t
LEVEL = "normal"  # the computer level that plays for an absent player


class AutoPlay:
    """Mixed in before ClimbingController."""

    def __init__(self, *args, **kwargs) -> None:
        self.autoplay_seats: set[int] = set()  # human seats the computer plays for now
        super().__init__(*args, **kwargs)

    def attach(self, scene) -> None:
        super().attach(scene)
        if not any(b.key == "autoplay" for b in scene.fixed_buttons):
            scene.fixed_buttons.append(Button(
                self.autoplay_rect(scene), self.autoplay_label, self.toggle_autoplay, "plain",
                key="autoplay"))

    @staticmethod
    def autoplay_rect(scene) -> tuple[float, float, float, float]:
        """The level's "autoplay" anchor, else the corner right of the viewer's hand in
        the menu button's column."""
        if "autoplay" in scene.anchors:
            return tuple(scene.anchors["autoplay"].rect)
        m, h = scene.anchors["menu"], scene.anchors["hand_0"]
        return (m.x, h.y + h.h - 40, m.w, 36)

    @property
    def autoplay(self) -> bool:
        """Auto-play is on for the seat whose table is shown."""
        return self.viewer in self.autoplay_seats

    def autoplay_label(self) -> str:
        return t("btn_autoplay_off" if self.autoplay else "btn_autoplay")

    def toggle_autoplay(self) -> None:
        if self.seats[self.viewer]["kind"] != "human":
            return
        if self.autoplay:
            self.autoplay_seats.discard(self.viewer)
            if self.session.thinking == self.viewer:
                self.session.forget_decision()  # its answer is no longer wanted
            self.turn_shown = False  # say "your turn" again if it is
            self.scene.flash(t("autoplay_off"), 2.0)
        else:
            self.autoplay_seats.add(self.viewer)
            self.scene.flash(t("autoplay_on"), 2.5)
        self.refresh()

    def on_key(self, event: pygame.event.Event) -> bool:
        if event.key == KEY:
            self.toggle_autoplay()
            return True
        return super().on_key(event)

    def keys_help(self) -> list[tuple[str, str]]:
        return [*super().keys_help(), ("T", "keys_autoplay")]

    def my_turn(self) -> bool:
        return super().my_turn() and not self.autoplay

    def waits_for_person(self) -> bool:
        """Switched on at the person's own decision, the table no longer waits for them:
        it keeps running while the computer plays for them."""
        return super().waits_for_person() and not self.autoplay

    def update(self, dt: float) -> None:
        seat = self.state.to_act
        if seat is None or seat not in self.autoplay_seats:
            super().update(dt)
            return
        if not self.active or self.scene is None or not self.paced(dt):
            return
        if seat not in self.agents:
            self.agents[seat] = self.make_agent(LEVEL, self.state.seed * 7 + seat)
        self.computer_turn(seat, dt)
