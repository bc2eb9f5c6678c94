"""The Recap, opened from the results sheet (its button or R): the game's whole story,
night by night and day by day, secrets and all (`recap.py` reads it from the record).

On the left who was who (each seat's card as a portrait, the Thief's swap, the
lovers); on the right the story in chapters, a moon over each night and a sun over
each day, a line per happening with the portrait of whoever acted: a night's hidden
acts in violet, deaths in red, a lie told by day in amber. It scrolls (the wheel,
the arrows, Page Up / Down, Home / End); Esc, Back or R returns to the results.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.games.werewolf import art
from game.games.werewolf.actions import NOBODY
from game.games.werewolf.emblem import SEAT_COLOURS
from game.games.werewolf.recap import (
    DEATH,
    HEADLINE,
    LIE,
    SECRET,
    Chapter,
    Line,
    Role,
    Seat,
    Seats,
    Story,
    story,
)
from game.games.werewolf.roles import ROLES, WOLVES
from game.games.werewolf.words import role_name
from game.ui import fonts
from game.ui.app import App, Scene
from game.ui.i18n import language, name_list, t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_panel, draw_text, fit_text_size

PANEL = pygame.Rect(120, 36, 1040, 648)  # as the results sheet's, which it covers
CAST = pygame.Rect(140, 124, 276, 464)
BOOK = pygame.Rect(432, 124, 708, 464)  # the story's scrolled page
ICON = 26
TEXT_SIZE, DETAIL_SIZE = 15, 13
LINE_H, DETAIL_H = 20, 17
HEAD_H = 42
STEP = 40  # an arrow key's scroll
TONES = {SECRET: (208, 198, 255), DEATH: (255, 170, 152), LIE: (255, 200, 120)}
SIDE = {"village": (150, 210, 255), "wolves": (255, 120, 110), "lovers": (240, 120, 170)}
PAGE_FILL = (17, 19, 35)  # the page's colour under the story, for its edges' fade
BANDS = {"night": (34, 38, 92), "day": (104, 76, 30), "eve": (46, 52, 70), "end": (70, 40, 70)}


def line_text(line: Line, name_of) -> str:
    """A story line in the player's language."""
    return t(line.key, **{k: _value(v, name_of) for k, v in line.params.items()})


def detail_texts(line: Line, name_of) -> list[str]:
    """Who chose whom, under the line: a vote's count per player with who voted for
    them ("Player 3 ×3 ← Player 1, Player 5"), most votes first; a split bite's each
    wolf's choice ("Player 1 → Player 3, Player 6 → Player 2")."""
    if line.tally is not None:
        voters: dict[int, list[int]] = {}
        for voter, target in line.detail:
            voters.setdefault(target, []).append(voter)
        order = sorted(line.tally, key=lambda s: (-line.tally[s], s))
        return [t("ww_recap_votes_for", name=name_of(s), n=line.tally[s],
                  names=name_list([name_of(v) for v in voters.get(s, [])], opens=False))
                for s in order]

    def target(s: int) -> str:
        return t("ww_nobody") if s == NOBODY else name_of(s)
    if not line.detail:
        return []
    return [", ".join(t("ww_vote_line", name=name_of(a), target=target(b))
                      for a, b in line.detail)]


def _value(v: Any, name_of) -> Any:
    if isinstance(v, Seat):
        return name_of(v.seat)
    if isinstance(v, Seats):
        return name_list([name_of(s) for s in v.seats], opens=False)
    if isinstance(v, Role):
        return role_name(v.role)
    return v


def chapter_title(ch: Chapter) -> str:
    if ch.kind == "night":
        return t("ww_night_n", n=ch.n)
    if ch.kind == "day":
        return t("ww_day_n", n=ch.n)
    return t(f"ww_recap_{ch.kind}")


class WwRecapScene(Scene):
    opaque = False  # over the results sheet and the dimmed village

    def __init__(self, app: App, controller) -> None:
        super().__init__(app)
        self.ctl = controller
        self.story: Story = story(controller.state)
        self.scroll = 0.0
        self._rows: tuple[tuple, list[tuple[str, Any, float]]] | None = None
        self._dim: pygame.Surface | None = None
        self.buttons = [Button((545, 604, 190, 56), lambda: t("ww_recap_back"), self.close,
                               "primary", key="back")]

    # -- what it says ----------------------------------------------------------------
    def texts(self) -> list[tuple[str, list[str]]]:
        """Every chapter's title and its lines in words (details included), in order."""
        name = self.ctl.name_of
        out = []
        for ch in self.story.chapters:
            lines = []
            for line in ch.lines:
                lines.append(line_text(line, name))
                lines += detail_texts(line, name)
            out.append((chapter_title(ch), lines))
        return out

    def rows(self) -> list[tuple[str, Any, float]]:
        """The page's rows with their heights (level units): chapter heads, lines
        wrapped to the page, and the votes under them; kept per language and scale."""
        v = self.view
        key = (language(), v.scale)
        if self._rows is not None and self._rows[0] == key:
            return self._rows[1]
        width = BOOK.w - 30 - ICON - 14
        out: list[tuple[str, Any, float]] = []
        name = self.ctl.name_of
        for ch in self.story.chapters:
            out.append(("head", ch, HEAD_H))
            for line in ch.lines:
                if line.tone == HEADLINE:
                    parts = fonts.wrap(line_text(line, name), v.len(19), v.len(BOOK.w - 60),
                                       True)
                    out.append(("headline", parts, 26 * len(parts) + 12))
                    continue
                parts = fonts.wrap(line_text(line, name), v.len(TEXT_SIZE), v.len(width))
                detail = [part for text in detail_texts(line, name)
                          for part in fonts.wrap(text, v.len(DETAIL_SIZE), v.len(width))]
                h = max(ICON + 2, LINE_H * len(parts)) + DETAIL_H * len(detail) + 8
                out.append(("line", (line, parts, detail), h))
            out.append(("gap", None, 6))
        self._rows = (key, out)
        return out

    def page(self) -> pygame.Rect:
        return pygame.Rect(BOOK.x + 10, BOOK.y + 8, BOOK.w - 30, BOOK.h - 16)

    def most(self) -> float:
        """How far the page scrolls."""
        return max(0.0, sum(h for *_, h in self.rows()) - self.page().h)

    # -- input ---------------------------------------------------------------------------
    def keys_help(self) -> list[tuple[str, str]]:
        return [("key_updown", "ww_recap_keys_scroll"), ("Esc", "ww_recap_back")]

    def handle(self, event: pygame.event.Event) -> None:
        if any(b.handle(event, self.view) for b in self.buttons):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-getattr(event, "y", 0) * STEP * 1.5)
        elif event.type == pygame.KEYDOWN:
            page = self.page().h - STEP
            moves = {pygame.K_UP: -STEP, pygame.K_DOWN: STEP, pygame.K_PAGEUP: -page,
                     pygame.K_PAGEDOWN: page, pygame.K_HOME: -1e9, pygame.K_END: 1e9}
            if event.key in moves:
                self.scroll_by(moves[event.key])
            elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_r,
                               pygame.K_RETURN, pygame.K_KP_ENTER):
                self.close()

    def scroll_by(self, dy: float) -> None:
        self.scroll = min(self.most(), max(0.0, self.scroll + dy))

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def on_language(self) -> None:
        self._rows = None

    def on_resize(self) -> None:
        self._rows = None

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        v = self.view
        if self._dim is None or self._dim.get_size() != surf.get_size():
            self._dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            self._dim.fill((0, 0, 0, 120))
        surf.blit(self._dim, (0, 0))
        draw_panel(surf, v, PANEL.move(0, 6), (0, 0, 0, 90), 24)
        draw_panel(surf, v, PANEL, (14, 16, 32, 255), 24, border=(238, 196, 92, 170),
                   border_w=2)
        title = t("ww_recap_title")
        draw_text(surf, v, title, (640, 50), fit_text_size(title, 26, 900, v, True), GOLD,
                  "midtop", bold=True)
        head = self.headline()
        colour = SIDE.get(self.story.side, TEXT_DIM)
        draw_text(surf, v, head, (640, 88), fit_text_size(head, 16, 960, v), colour, "midtop")
        self.draw_cast(surf)
        self.draw_book(surf)
        for b in self.buttons:
            b.draw(surf, v)

    def headline(self) -> str:
        if self.story.how == "starved":
            return t("ww_say_starved")
        return t(f"ww_say_win_{self.story.side}")

    def draw_cast(self, surf: pygame.Surface) -> None:
        """Who was who: a portrait, the name, the card (the Thief's swap shown)."""
        v = self.view
        draw_panel(surf, v, CAST, (255, 255, 255, 14), 14)
        draw_text(surf, v, t("ww_recap_cast"), (CAST.x + 14, CAST.y + 10), 16, GOLD, bold=True)
        n = len(self.story.roles)
        top = CAST.y + 38
        row = min(34.0, (CAST.bottom - 8 - top) / n)
        icon = round(row - 5)
        name_w = CAST.w * 0.46
        for seat in range(n):
            y = top + seat * row
            mid = y + row / 2
            role, dealt = self.story.roles[seat], self.story.dealt[seat]
            pygame.draw.circle(surf, SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                               v.pt(CAST.x + 12, mid), v.len(3.5))
            img = art.portrait(role, v.len(icon))
            if not self.story.alive[seat]:  # the dead's portrait dimmed
                img = img.copy()
                img.fill((110, 110, 120), special_flags=pygame.BLEND_MULT)
            surf.blit(img, img.get_rect(center=v.pt(CAST.x + 22 + icon / 2, mid)))
            x = CAST.x + 28 + icon
            name = self.ctl.name_of(seat)
            size = fit_text_size(name, 14, name_w - 16, v, True)
            r = draw_text(surf, v, name, (x, mid), size,
                          TEXT if self.story.alive[seat] else TEXT_DIM, "midleft", bold=True)
            if seat in self.story.lovers:
                heart = v.to_level((r.right, r.centery))
                draw_text(surf, v, "♥", (heart[0] + 4, mid), 14, (240, 96, 140), "midleft")
            words = role_name(role) if role == dealt else \
                f"{role_name(dealt)} → {role_name(role)}"
            colour = (255, 140, 128) if ROLES[role].side == WOLVES else (196, 214, 250)
            right = CAST.right - 10
            draw_text(surf, v, words, (right, mid),
                      fit_text_size(words, 13, right - x - name_w - 4, v), colour, "midright")

    def draw_book(self, surf: pygame.Surface) -> None:
        v = self.view
        draw_panel(surf, v, BOOK, (255, 255, 255, 10), 14)
        page = self.page()
        rows = self.rows()
        self.scroll = min(self.scroll, self.most())
        clip = surf.get_clip()
        surf.set_clip(v.rect(page).clip(clip))
        y = page.y - self.scroll
        for kind, item, h in rows:
            if y + h >= page.y and y <= page.bottom:
                if kind == "head":
                    self.draw_head(surf, item, page, y)
                elif kind == "line":
                    self.draw_line(surf, item, page, y)
                elif kind == "headline":
                    colour = SIDE.get(self.story.side, GOLD)
                    for i, part in enumerate(item):
                        draw_text(surf, v, part, (page.centerx, y + 6 + 26 * i), 19, colour,
                                  "midtop", bold=True)
            y += h
        surf.set_clip(clip)
        self.draw_fades(surf, page)
        self.draw_scrollbar(surf, page)

    def draw_fades(self, surf: pygame.Surface, page: pygame.Rect) -> None:
        """The page's edges fade where more of the story is scrolled away."""
        v = self.view
        edge = v.rect(pygame.Rect(page.x, page.y, page.w, 18))
        if edge.w <= 0 or edge.h <= 0:
            return
        fade = pygame.Surface(edge.size, pygame.SRCALPHA)
        for i in range(edge.h):
            a = round(235 * (1 - i / edge.h) ** 1.5)
            pygame.draw.line(fade, (*PAGE_FILL, a), (0, i), (edge.w, i))
        if self.scroll > 0:
            surf.blit(fade, edge.topleft)
        if self.scroll < self.most():
            bottom = v.rect(pygame.Rect(page.x, page.bottom - 18, page.w, 18))
            surf.blit(pygame.transform.flip(fade, False, True), (edge.x, bottom.bottom - edge.h))

    def draw_head(self, surf: pygame.Surface, ch: Chapter, page: pygame.Rect, y: float) -> None:
        v = self.view
        band = pygame.Rect(page.x, round(y + 6), page.w, HEAD_H - 10)
        draw_panel(surf, v, band, (*BANDS[ch.kind], 235), 10)
        c = (band.x + 20, band.centery)
        if ch.kind == "night":
            pygame.draw.circle(surf, (244, 232, 180), v.pt(*c), v.len(9))
            pygame.draw.circle(surf, BANDS["night"], v.pt(c[0] + 4, c[1] - 3), v.len(8))
        elif ch.kind == "day":
            for i in range(8):
                a = i * math.tau / 8
                p0 = (c[0] + 8 * math.cos(a), c[1] + 8 * math.sin(a))
                p1 = (c[0] + 12 * math.cos(a), c[1] + 12 * math.sin(a))
                pygame.draw.line(surf, (255, 206, 96), v.pt(*p0), v.pt(*p1), max(1, v.len(2)))
            pygame.draw.circle(surf, (255, 214, 110), v.pt(*c), v.len(6))
        else:
            pygame.draw.circle(surf, GOLD, v.pt(*c), v.len(4))
        draw_text(surf, v, chapter_title(ch), (band.x + 42, band.centery), 17, GOLD, "midleft",
                  bold=True)

    def draw_line(self, surf: pygame.Surface, item, page: pygame.Rect, y: float) -> None:
        v = self.view
        line, parts, detail = item
        self.draw_icon(surf, line.icon, (page.x + 8 + ICON / 2, y + 4 + ICON / 2))
        x = page.x + 16 + ICON
        colour = TONES.get(line.tone, TEXT)
        ty = y + 4 + max(0, (ICON - LINE_H * len(parts)) / 2)
        for part in parts:
            draw_text(surf, v, part, (x, ty + 1), TEXT_SIZE, colour)
            ty += LINE_H
        ty = max(ty, y + 4 + ICON - 4)
        for part in detail:
            draw_text(surf, v, part, (x, ty + 1), DETAIL_SIZE, TEXT_DIM)
            ty += DETAIL_H

    def draw_icon(self, surf: pygame.Surface, icon: str, centre: tuple[float, float]) -> None:
        v = self.view
        size = v.len(ICON)
        if icon == "captain":
            img = art.captain_badge(size)
        elif icon == "vote":
            self.draw_ballot_box(surf, centre)
            return
        elif icon.startswith("dead:"):
            img = art.portrait(icon[5:], size).copy()
            img.fill((120, 110, 120), special_flags=pygame.BLEND_MULT)
            surf.blit(img, img.get_rect(center=v.pt(*centre)))
            d = ICON * 0.28
            for sx in (-1, 1):
                pygame.draw.line(surf, (220, 70, 64), v.pt(centre[0] - d, centre[1] - d * sx),
                                 v.pt(centre[0] + d, centre[1] + d * sx), max(2, v.len(3)))
            return
        elif icon in ROLES:
            img = art.portrait(icon, size)
        else:
            pygame.draw.circle(surf, GOLD, v.pt(*centre), v.len(4))
            return
        surf.blit(img, img.get_rect(center=v.pt(*centre)))

    def draw_ballot_box(self, surf: pygame.Surface, centre: tuple[float, float]) -> None:
        """A ballot going into its box."""
        v = self.view
        cx, cy = centre
        paper = pygame.Rect(0, 0, 10, 12)
        paper.midbottom = (round(cx), round(cy + 1))
        pygame.draw.rect(surf, (246, 242, 228), v.rect(paper), border_radius=v.len(1))
        box = pygame.Rect(0, 0, 22, 13)
        box.midtop = (round(cx), round(cy - 1))
        pygame.draw.rect(surf, (150, 96, 60), v.rect(box), border_radius=v.len(3))
        pygame.draw.line(surf, (60, 36, 24), v.pt(cx - 6, cy + 2), v.pt(cx + 6, cy + 2),
                         max(1, v.len(2)))

    def draw_scrollbar(self, surf: pygame.Surface, page: pygame.Rect) -> None:
        most = self.most()
        if most <= 0:
            return
        v = self.view
        track = pygame.Rect(BOOK.right - 12, page.y, 5, page.h)
        pygame.draw.rect(surf, (50, 54, 80), v.rect(track), border_radius=v.len(3))
        total = page.h + most
        thumb = track.copy()
        thumb.h = max(30, round(track.h * page.h / total))
        thumb.y = round(track.y + (track.h - thumb.h) * self.scroll / most)
        pygame.draw.rect(surf, GOLD, v.rect(thumb), border_radius=v.len(3))
