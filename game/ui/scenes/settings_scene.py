"""Settings: animation speed, volume, language (live), full screen, fast forward."""

from __future__ import annotations

import pygame

from game.ui import fonts
from game.ui.app import App
from game.ui.i18n import t
from game.ui.scenes.menu import MenuScene
from game.ui.widgets import TEXT, TEXT_DIM, Button, Choice, draw_text

ROWS = (200, 272, 344, 416, 488)  # each setting's middle line
NOTE_W = 248  # room for a row's note, from the names' x 300 to before the choices at 560
VOLUMES = [("0", 0.0), ("25", 0.25), ("50", 0.5), ("75", 0.75), ("100", 1.0)]


class SettingsScene(MenuScene):
    panel_rect = pygame.Rect(240, 80, 800, 560)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        s = app.settings
        vol = min(VOLUMES, key=lambda kv: abs(kv[1] - s.volume))[0]
        self.widgets = [
            Choice((560, ROWS[0] - 25, 420, 50), [("slow", lambda: t("anim_slow")),
                                         ("normal", lambda: t("anim_normal")),
                                         ("fast", lambda: t("anim_fast"))],
                   s.anim_speed, self.set_speed, key="anim"),
            Choice((560, ROWS[1] - 25, 420, 50), [(k, (lambda k=k: f"{k}%")) for k, _ in VOLUMES],
                   vol, self.set_volume, key="volume"),
            Choice((560, ROWS[2] - 25, 420, 50), [("en", lambda: t("lang_en")),
                                         ("zh", lambda: t("lang_zh"))],
                   s.language, self.set_language, key="language"),
            Choice((560, ROWS[3] - 25, 420, 50), [("off", lambda: t("off")),
                                                  ("on", lambda: t("on"))],
                   "on" if s.fullscreen else "off", self.set_fullscreen, key="fullscreen"),
            Choice((560, ROWS[4] - 25, 420, 50), [("off", lambda: t("off")),
                                                  ("ask", lambda: t("ff_ask")),
                                                  ("auto", lambda: t("ff_auto"))],
                   s.fast_forward, self.set_fast_forward, key="fast_forward"),
            Button((565, 550, 150, 54), lambda: t("btn_back"), self.back, "secondary",
                   key="back"),
        ]

    def set_speed(self, v: str) -> None:
        self.app.settings.anim_speed = v
        self.app.settings.save()

    def set_volume(self, v: str) -> None:
        self.app.settings.volume = dict(VOLUMES)[v]
        self.app.sounds.set_volume(self.app.settings.volume)
        self.app.sounds.play("play")
        self.app.settings.save()

    def set_language(self, v: str) -> None:
        self.app.set_language(v)
        self.app.settings.save()

    def on_resize(self) -> None:
        """Full screen may have been switched by its key (F11): show it as it is now."""
        for w in self.widgets:
            if getattr(w, "key", "") == "fullscreen":
                w.value = "on" if self.app.settings.fullscreen else "off"

    def set_fullscreen(self, v: str) -> None:
        self.app.set_fullscreen(v == "on")
        self.app.settings.save()

    def set_fast_forward(self, v: str) -> None:
        self.app.settings.fast_forward = v
        self.app.settings.save()

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        self.draw_frame(surf, t("settings_title"))
        v = self.view
        keys = ("set_anim", "set_volume", "set_language", "set_fullscreen", "set_fast_forward")
        # The fast-forward row says when it applies, small under its raised name.
        raise_by = {"set_fast_forward": 11}
        for y, key in zip(ROWS, keys, strict=True):
            draw_text(surf, v, t(key), (300, y - raise_by.get(key, 0)), 22, TEXT, "midleft",
                      bold=True)
        # Its note: 16 px where it fits before the choice (at x 560), never under 15.
        note = t("set_fast_forward_note")
        size = 16 if fonts.text_width(note, v.len(16)) <= v.len(NOTE_W) else 15
        draw_text(surf, v, note, (300, ROWS[4] + 16), size, TEXT_DIM, "midleft")
        self.draw_widgets(surf)
