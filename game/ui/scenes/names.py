"""Pass-and-play: the people at the device type their names once, and the tables,
hand-offs and results call them by those names in every game after (kept in the
settings, by person: the first person's seat, the second's...).

Opened from a set-up page with two people or more; Done keeps the names, Back or Esc
leaves them as they were. An empty box keeps "Player n".
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.core.gamedef import NAME_MAX
from game.ui import fonts
from game.ui.app import App
from game.ui.i18n import STRINGS, t
from game.ui.scenes.menu import MenuScene
from game.ui.widgets import TEXT, Button, TextBox, draw_text

PER_COLUMN = 9  # boxes in a column; more people (a big party game) take two
BOX_W, BOX_H, PITCH = 250, 40, 48


def can_type(ch: str) -> bool:
    """A character a name may hold: printable, and drawn by our font (no boxes)."""
    return ch == " " or (ch.isprintable() and not fonts.missing_glyphs(ch))


def clean(name: str) -> str:
    """The name as kept: spaces tidied; "" for one the tables already use for someone
    else ("You" is the lone person, "Computer 3" a computer)."""
    name = " ".join(name.split())[:NAME_MAX]
    folded = name.casefold()
    words = [STRINGS[k][lang] for k in ("you", "you_object") for lang in ("en", "zh")]
    computers = [STRINGS["computer_n"][lang].replace("{n}", "") for lang in ("en", "zh")]
    if folded in {w.casefold() for w in words} or any(
            folded.startswith(c.strip().casefold()) for c in computers):
        return ""
    return name


class NamesScene(MenuScene):
    default_focus = "name_0"

    def __init__(self, app: App, seats: list[int],
                 on_done: Callable[[], None] | None = None) -> None:
        """`seats`: the people's seats in order (person i sits at seats[i])."""
        super().__init__(app)
        self.seats = seats
        self.people = people = len(seats)
        self.on_done = on_done
        known = list(app.settings.player_names)
        columns = 1 if people <= PER_COLUMN else 2
        rows = min(people, PER_COLUMN)
        h = 140 + rows * PITCH + 90
        w = 640 if columns == 1 else 940
        self.panel_rect = pygame.Rect(640 - w // 2, max(8, (720 - h) // 2), w, h)
        self.boxes: list[TextBox] = []
        for i in range(people):
            col, row = divmod(i, PER_COLUMN)
            x = self.panel_rect.x + 40 + col * (w - 80) / 2 + 150 if columns == 2 else \
                self.panel_rect.centerx - 70
            y = self.panel_rect.y + 132 + row * PITCH
            box = TextBox((round(x), y, BOX_W, BOX_H), known[i] if i < len(known) else "",
                          max_len=NAME_MAX, key=f"name_{i}", accepts=can_type, upper=False,
                          placeholder=lambda s=seats[i]: t("player_n", n=s + 1))
            self.boxes.append(box)
        foot = self.panel_rect.bottom - 70
        self.widgets = [*self.boxes,
                        Button((self.panel_rect.centerx - 180, foot, 170, 52),
                               lambda: t("btn_back"), self.back, "secondary", key="back"),
                        Button((self.panel_rect.centerx + 10, foot, 170, 52),
                               lambda: t("btn_done"), self.done, "primary", key="done")]
        self.boxes[0].focus = True

    def handle(self, event: pygame.event.Event) -> None:
        # Enter in a box goes to the next one (the last: Done), as a form does.
        focused = next((i for i, b in enumerate(self.boxes) if b.focus), None)
        if focused is not None and event.type == pygame.KEYDOWN and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
            self.boxes[focused].focus = False
            if focused + 1 < len(self.boxes):
                self.boxes[focused + 1].focus = True
            elif event.key != pygame.K_TAB:
                self.done()
            return
        super().handle(event)

    def done(self) -> None:
        names = list(self.app.settings.player_names)
        names += [""] * (self.people - len(names))
        for i, box in enumerate(self.boxes):
            names[i] = clean(box.text)
        while names and not names[-1]:
            names.pop()
        self.app.settings.player_names = names
        self.app.settings.save()
        self.app.pop()
        if self.on_done is not None:
            self.on_done()

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_backdrop(surf)
        self.draw_frame(surf, t("names_title"))
        v = self.view
        draw_text(surf, v, t("names_note"), (self.panel_rect.centerx, self.panel_rect.y + 96),
                  15, TEXT, "midtop")
        for i, box in enumerate(self.boxes):
            draw_text(surf, v, t("names_seat", n=self.seats[i] + 1),
                      (box.rect.x - 14, box.rect.centery), 17, TEXT, "midright")
        self.draw_widgets(surf)
