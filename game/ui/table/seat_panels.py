"""The panels round the table: each seat's panel (avatar, crown, name, score, role
and tag badges, the role-guess chip), another seat's face-down stack with its count,
what a seat said, and the status line, card tracker and scoreboard; and a line of help
for the part under the pointer (the tracker, a role-guess chip, a said word that has a
`<key>_help` string)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.ui import fonts, widgets
from game.ui.i18n import has, t
from game.ui.tooltip import draw_tooltip
from game.ui.tween import ease_out_back
from game.ui.widgets import GOLD, TEXT, draw_panel, draw_text

if TYPE_CHECKING:
    from game.ui.table.scene import TableScene


@dataclass(frozen=True)
class RoleStyle:
    """How a role (or a tag) looks on a seat panel: a badge, and the avatar's tint."""

    label: str  # i18n key
    bg: tuple[int, int, int]
    fg: tuple[int, int, int]
    tint: tuple[int, int, int] = (120, 140, 150)
    crown: bool = False


PLAIN_TINT = (120, 140, 150)
SCORE_COLOR = (220, 230, 220)
# What the viewer believes another seat's hidden role is, when nothing is noted yet.
NO_GUESS = RoleStyle("guess_none", (0, 0, 0), (210, 222, 214))


def role_style(styles: dict[str, RoleStyle], key: str) -> RoleStyle:
    """The style of a role or tag from a game's `styles`; an unknown key gets a plain
    grey badge."""
    return styles.get(key) or RoleStyle(key, (96, 104, 112), (236, 240, 244), PLAIN_TINT)


def style_label(st: RoleStyle) -> str:
    return t(st.label) if has(st.label) else st.label


SAID_POP = 0.3  # seconds a said word takes to pop in


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


def pack_badges(items: list[tuple], widths: list[float]) -> list[list[tuple]]:
    """Badges (their width last) filled in order into rows `widths` wide; the last row
    takes whatever is left."""
    placed: list[list] = [[] for _ in widths]
    r = 0
    for it in items:
        used = sum(x[4] for x in placed[r]) + 5 * len(placed[r])
        if placed[r] and used + it[4] > widths[r] and r + 1 < len(widths):
            r += 1
        placed[r].append(it)
    return placed


class SeatPanels:
    """Draws the panels from the scene's `infos`, `status`, `tracker` and `board`, in
    the game's role styles; and finds the role-guess chip under the pointer."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.pointer: tuple[float, float] | None = None  # level units, for the help line
        # (label key, rect) of every role and tag badge as last drawn, for their help
        self.badge_rects: list[tuple[str, pygame.Rect]] = []

    # -- the static layer ------------------------------------------------------------
    def draw_boards(self, surf: pygame.Surface) -> None:
        """The status line, the card tracker and the scoreboard, where the level has them."""
        sc, v = self.scene, self.scene.view
        if sc.status:
            a = sc.anchors["status"]
            draw_panel(surf, v, a.rect, (0, 0, 0, 110), 10)
            draw_text(surf, v, sc.status, (a.x + 14, a.y + a.h / 2), 19, TEXT, "midleft")
        if sc.tracker and "tracker" in sc.anchors:
            self._draw_tracker(surf)
        if sc.board and "board" in sc.anchors:
            self._draw_board(surf)

    def draw_seats(self, surf: pygame.Surface) -> None:
        self.badge_rects = []
        for pos in range(self.scene.seats):
            self._draw_seat(surf, pos)

    # -- every frame -------------------------------------------------------------------
    def animating(self) -> bool:
        """A said word still popping in, or a computer's thinking arc spinning."""
        sc = self.scene
        return any(sc.time - info.said_at < SAID_POP or (info.active and info.computer)
                   for info in sc.infos)

    def draw_live(self, surf: pygame.Surface) -> None:
        """Stacks still growing during the deal, and the words the seats said."""
        sc = self.scene
        for pos in range(1, sc.seats):
            if sc.shown_counts[pos] is not None:
                self._draw_backs(surf, pos, sc.infos[pos])
        for pos in range(sc.seats):
            self._draw_said(surf, pos)

    def draw_thinking(self, surf: pygame.Surface) -> None:
        """A spinning arc round the avatar of whoever is thinking."""
        sc, v = self.scene, self.scene.view
        for pos, info in enumerate(sc.infos):
            if info.active and info.computer:
                ax, ay = sc.zones.avatar_center(pos)
                r = v.rect((ax - 31, ay - 31, 62, 62))
                start = -sc.time * 5
                pygame.draw.arc(surf, GOLD, r, start, start + 1.8, max(2, v.len(4)))

    # -- the role-guess chip -----------------------------------------------------------
    def chip_rect(self, pos: int) -> pygame.Rect | None:
        """The role-guess chip on another seat's panel (level units), or None."""
        infos = self.scene.infos
        if pos <= 0 or pos >= len(infos) or not infos[pos].can_guess:
            return None
        if not infos[pos].name:
            return None
        ax, ay = self.scene.zones.avatar_center(pos)
        return pygame.Rect(round(ax - 20), round(ay + 14), 40, 22)

    def chip_at(self, p: tuple[float, float]) -> int | None:
        for pos in range(1, len(self.scene.infos)):
            r = self.chip_rect(pos)
            if r is not None and r.inflate(8, 8).collidepoint(p):
                return pos
        return None

    # -- help for the part under the pointer ---------------------------------------------
    def follow(self, event: pygame.event.Event) -> None:
        """Keep the pointer's place (posted events carry it; SDL's cursor does not)."""
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.pointer = self.scene.view.to_level(event.pos)

    def help_at(self, p: tuple[float, float]) -> tuple[str, pygame.Rect] | None:
        """(the i18n key explaining it, its rect) of the part at `p`, or None."""
        sc = self.scene
        # The game's own terms first (a term in the status line, one tracker column, a
        # decision's button): its optional `help_spots()` -> [(i18n key, rect)].
        spots = getattr(sc.controller, "help_spots", None)
        for key, r in spots() if spots is not None else ():
            if r.collidepoint(p) and has(key):
                return key, r
        pos = self.chip_at(p)
        if pos is not None:
            return "guess_chip_help", self.chip_rect(pos)
        if sc.tracker and "tracker" in sc.anchors and sc.anchors["tracker"].rect.collidepoint(p):
            return "tracker_help", sc.anchors["tracker"].rect
        for pos in range(sc.seats):
            r = self.said_rect(pos)
            if r is not None and r.collidepoint(p) and has(f"{sc.infos[pos].said[0]}_help"):
                return f"{sc.infos[pos].said[0]}_help", r
        for label, r in self.badge_rects:  # a role or a tag: what it means
            if r.collidepoint(p) and has(f"{label}_help"):
                return f"{label}_help", r
        return None

    def draw_help(self, surf: pygame.Surface) -> None:
        """One line saying what the part under the pointer is."""
        if self.pointer is None or self.scene.gestures.dragging:
            return
        found = self.help_at(self.pointer)
        if found is not None:
            key, rect = found
            bounds = pygame.Rect((0, 0), self.scene.level.size).inflate(-16, -16)
            draw_tooltip(surf, self.scene.view, t(key), rect, bounds, 640)

    # -- the parts -----------------------------------------------------------------------
    def _draw_tracker(self, surf: pygame.Surface) -> None:
        """Per rank, how many cards are still out in the other hands (记牌器)."""
        sc, v = self.scene, self.scene.view
        a = sc.anchors["tracker"]
        draw_panel(surf, v, a.rect, (0, 0, 0, 110), 10)
        cell = (a.w - 12) / len(sc.tracker)
        for i, (label, left) in enumerate(sc.tracker):
            x = a.x + 6 + cell * (i + 0.5)
            draw_text(surf, v, label, (x, a.y + 17), 14, (238, 206, 120), "center")
            color = TEXT if left else (120, 140, 128)
            draw_text(surf, v, str(left), (x, a.y + 41), 17, color, "center", bold=bool(left))

    def _draw_board(self, surf: pygame.Surface) -> None:
        """The scoreboard: a title, then one row per entry; a highlighted row is framed."""
        sc, v = self.scene, self.scene.view
        a = sc.anchors["board"]
        title, rows = sc.board
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

    def _draw_seat(self, surf: pygame.Surface, pos: int) -> None:
        sc, v = self.scene, self.scene.view
        info = sc.infos[pos]
        a = sc.anchors[f"info_{pos}"]
        if not info.name:
            return
        bottom = sc.zones.seat_layout(pos) == "bottom"
        ring = GOLD if info.active else (255, 255, 255, 40)
        draw_panel(surf, v, a.rect, (0, 0, 0, 120), 14, border=ring,
                   border_w=3 if info.active else 1.5)
        # Avatar: a simple head-and-shoulders, tinted by role.
        style = role_style(sc.role_styles, info.role) if info.role else None
        tint = style.tint if style else PLAIN_TINT
        ax, ay = sc.zones.avatar_center(pos)
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
        score = info.score_text if info.score_text is not None else f"{info.score:+d}"
        sw = fonts.text_width(score, v.len(16)) / v.scale
        badges = self._badge_items(([info.role] if info.role else []) + list(info.tags),
                                   bool(info.role))
        # The viewer's badges go centred under the name; those that do not fit there
        # follow the score on the last line, which then moves left to make room.
        one_row = sum(it[4] for it in badges) + 5 * (len(badges) - 1) <= max_w
        if bottom and one_row:
            draw_text(surf, v, score, (a.x + a.w / 2, score_y), 16, SCORE_COLOR, "midtop")
            rows = [(tx, ty + 38, max_w, "center")]
        else:
            # The score and the badges after it as one line: centred under the
            # viewer's name; at another seat moved left (under the avatar) as far as
            # needed to end clear of the panel's right edge.
            after = pack_badges(badges, [max_w if bottom else a.x + a.w - 6 - tx, a.w])[1]
            line = sw + 8 + sum(it[4] for it in after) + 5 * max(0, len(after) - 1)
            if bottom:
                sx = max(a.x + 8, a.x + a.w / 2 - line / 2)
            else:
                sx = max(a.x + 10, min(a.x + 66, a.x + a.w - 12 - line))
            draw_text(surf, v, score, (sx, score_y), 16, SCORE_COLOR, "topleft")
            first = (tx, ty + 38, max_w, "center") if bottom else \
                (tx, ty + 38, a.x + a.w - 6 - tx, "left")
            rows = [first, (sx + sw + 8, score_y + 10, a.x + a.w - 6 - (sx + sw + 8), "left")]
        if badges:
            self._place_badges(surf, badges, rows)
        if info.can_guess and pos != 0:
            self._draw_chip(surf, pos, info)
        if pos != 0 and sc.shown_counts[pos] is None:
            self._draw_backs(surf, pos, info)

    def _badge_items(self, keys: list[str], first_is_role: bool) -> list[tuple]:
        """(style, label, font size, height, width) of each role and tag badge; the
        role badge is a little larger than the tags after it."""
        v = self.scene.view
        items = []
        for i, key in enumerate(keys):
            st = role_style(self.scene.role_styles, key)
            label = style_label(st)
            big = first_is_role and i == 0
            fs, h, pad = (15, 24, 18) if big else (14, 22, 12)
            w = fonts.text_width(label, v.len(fs), True) / v.scale + pad
            items.append((st, label, fs, h, w))
        return items

    def _place_badges(self, surf: pygame.Surface, items: list[tuple],
                      rows: list[tuple[float, float, float, str]]) -> None:
        """Badges filled into `rows` (x, centre y, width, align) in order; where each
        lies is kept for the help under the pointer (`<label key>_help`)."""
        v = self.scene.view
        placed = pack_badges(items, [row[2] for row in rows])
        for (x, cy, _w, align), row in zip(rows, placed, strict=True):
            if not row:
                continue
            total = sum(it[4] for it in row) + 5 * (len(row) - 1)
            bx = x - total / 2 if align == "center" else x
            for st, label, fs, h, w in row:
                self.badge_rects.append((st.label, pygame.Rect(round(bx), round(cy - h / 2),
                                                               round(w), round(h))))
                draw_panel(surf, v, (bx, cy - h / 2, w, h), st.bg, h / 2)
                draw_text(surf, v, label, (bx + w / 2, cy), fs, st.fg, "center", bold=True)
                bx += w + 5

    def _draw_chip(self, surf: pygame.Surface, pos: int, info: SeatInfo) -> None:
        """The viewer's guess about this seat's hidden role; clicking it cycles."""
        v = self.scene.view
        r = self.chip_rect(pos)
        st = self.scene.guess_styles.get(info.guess) or NO_GUESS
        label = style_label(st)
        if info.guess is None:
            draw_panel(surf, v, r, (0, 0, 0, 150), r.h / 2, border=(255, 255, 255, 110),
                       border_w=1.5)
        else:
            draw_panel(surf, v, r, st.bg, r.h / 2, border=(255, 255, 255, 200), border_w=1.5)
        size = widgets.fit_text_size(label, 14, r.w - 6, v, bold=True)
        draw_text(surf, v, label, r.center, size, st.fg, "center", bold=True)

    def said_rect(self, pos: int, k: float = 1.0) -> pygame.Rect | None:
        """The bubble of what seat `pos` said (level units, popped in by `k`), or None."""
        sc, v = self.scene, self.scene.view
        info = sc.infos[pos]
        if not info.said or sc.piles.get(f"played_{pos}"):
            return None
        said = t(info.said[0], **info.said[1])
        pa = sc.anchors[f"played_{pos}"]
        align = sc.zones.pile_align(pos)
        cx = pa.x + 90 if align == "left" else pa.x + pa.w - 90 if align == "right" else (
            pa.x + pa.w / 2)
        cy = pa.y + pa.h / 2
        w = (fonts.text_width(said, v.len(26), True) / v.scale + 44) * k
        h = 48 * k
        return pygame.Rect(round(cx - w / 2), round(cy - h / 2), round(w), round(h))

    def _draw_said(self, surf: pygame.Surface, pos: int) -> None:
        sc, v = self.scene, self.scene.view
        info = sc.infos[pos]
        age = sc.time - info.said_at
        k = 1.0 if age >= SAID_POP else round(max(0.1, ease_out_back(age / SAID_POP)) * 10) / 10
        r = self.said_rect(pos, k)
        if r is None:
            return
        said = t(info.said[0], **info.said[1])
        draw_panel(surf, v, r, (0, 0, 0, 130), r.h / 2, border=(255, 255, 255, 60),
                   border_w=1.5)
        draw_text(surf, v, said, r.center, 26 * k, (255, 236, 190), "center", bold=True)

    def _draw_backs(self, surf: pygame.Surface, pos: int, info: SeatInfo) -> None:
        """Another seat's face-down stack, its card count, and the few-cards warning."""
        sc, v = self.scene, self.scene.view
        count = sc.shown_counts[pos]
        if count is None:
            count = info.count
        if count <= 0:
            return
        a = sc.anchors[f"hand_{pos}"]
        cx, cy = a.x + a.w / 2, a.y + a.h / 2
        layers = min(count, 6)
        img = sc.app.art.get(None, v.len(sc.back_w), False, 0)
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
