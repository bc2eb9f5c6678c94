"""What the own table scenes of the `SeatedTable` games share: binding to the
controller as the scene comes and goes, the game's menu, and a refusal said on the
table's message line a while."""

from __future__ import annotations

from typing import Any

from game.ui.app import App, Scene

MESSAGE_SECONDS = 4.0


class SeatedScene(Scene):
    """A game's table scene driven by a `SeatedTable` controller (`ctl`); the game
    provides `decision_changed()` and draws `message` while `message_time` runs."""

    def __init__(self, app: App, controller: Any) -> None:
        super().__init__(app)
        self.ctl = controller
        self.message, self.message_time = "", 0.0

    def enter(self) -> None:
        self.ctl.attach(self)
        self.decision_changed()

    def leave(self) -> None:
        self.ctl.detach()

    def uncovered(self) -> None:
        self.decision_changed()

    def open_menu(self) -> None:
        self.ctl.on_escape()

    def decision_changed(self) -> None:
        """A new decision (or none): the game's buttons follow."""

    def refuse(self, text: str, sound: bool = True) -> None:
        """Say `text` (a refusal's reason, a notice) on the message line a while."""
        self.message, self.message_time = text, MESSAGE_SECONDS
        if sound:
            self.app.sounds.play("error")
