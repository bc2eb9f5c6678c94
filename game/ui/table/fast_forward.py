"""The card table's fast-forward control: a button in the button strip (and F), shown
while the controller offers fast forward (no person has a decision left in the hand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.fast_forward import FastForwardButton
from game.ui.i18n import t

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene

WIDTH = 230


class FastForwardControl(FastForwardButton):
    def __init__(self, scene: TableScene) -> None:
        a = scene.anchors["buttons"]
        super().__init__(scene, (a.x + a.w / 2 - WIDTH / 2, a.y, WIDTH, a.h - 6))

    @property
    def shown(self) -> bool:
        """Asked of the controller (a controller without fast forward never shows it)."""
        offered = getattr(self.scene.controller, "fast_forward_offered", None)
        return offered is not None and offered() and not self.scene.buttons

    def press(self) -> None:
        self.scene.controller.fast_forward()
        self.scene.flash(t("ff_started"), 2.0)
