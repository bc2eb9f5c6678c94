"""Every seat's captures on the Go-Stop table: a strip sorted into brights, animals,
ribbons and junk, each group headed by its name and count and the sets it has begun
("고도리 2/3", flagged when an opponent is one card short), and whose strip it is,
painted from `StripShown`, all it shows (the key the table's still picture keeps it
by). Also what those sets mean for the centre: the cards that would finish an
opponent's set."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.games.gostop.cards import BY_CODE, CARDS
from game.games.gostop.emblem import SEAT_DOTS
from game.games.gostop.set_progress import (
    SET_GROUP,
    SETS,
    SetProgress,
    completing,
    set_progress,
)
from game.games.gostop.table_faces import blit_face
from game.games.gostop.table_layout import capture_groups, capture_rects, group_rects
from game.games.gostop.table_style import DANGER, PROGRESS
from game.ui import fonts
from game.ui.i18n import language, t
from game.ui.layout import View
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_text, fit_text_size

if TYPE_CHECKING:
    from game.games.gostop.table import GsTableScene

# Each capture group's heading in Hangul alone, when the strip is too narrow for both.
GROUP_KOREAN = {"bright": "gs_korean_gwang", "animal": "gs_korean_yeol",
                "ribbon": "gs_korean_tti", "junk": "gs_korean_pi"}
GROUP_TERMS = {"bright": "gs_cat_bright", "animal": "gs_cat_animal",
               "ribbon": "gs_cat_ribbon", "junk": "gs_cat_junk"}
# The cards of the named sets: of the other seats' captures, only these tell how far a
# set has come or whether it can still be finished.
SET_CODES = frozenset(CARDS[i].code for cards, _ in SETS.values() for i in cards)


def set_cards(captures: list[list[str]]) -> tuple[frozenset[str], ...]:
    """Each seat's captured cards that belong to a named set: all `progress` and
    `danger_cards` read of them (the key of what they show)."""
    return tuple(frozenset(c for c in cards if c in SET_CODES) for cards in captures)


def progress(captures: list[list[str]], seat: int) -> list[SetProgress]:
    """The sets `seat`'s captures (codes, every seat's) have begun."""
    ids = [[BY_CODE[c].id for c in cards] for cards in captures]
    return set_progress(ids[seat], ids[:seat] + ids[seat + 1:])


def danger_cards(captures: list[list[str]], viewer: int) -> dict[str, list[tuple[int, str]]]:
    """The cards that would finish an opponent's set: code -> (seat, set) pairs."""
    out: dict[str, list[tuple[int, str]]] = {}
    for seat in range(len(captures)):
        if seat != viewer:
            for card, names in completing(progress(captures, seat)).items():
                out.setdefault(CARDS[card].code, []).extend((seat, n) for n in names)
    return out


def progress_chip(p: SetProgress) -> str:
    """A set a card or two short ("고도리 2/3") or made ("고도리 ✓"); the brights'
    count is their heading's, so theirs shows only one short ("2/3")."""
    if p.name == "gwang":
        return f"{p.have}/{p.need}" if p.have == p.need - 1 else ""
    name = t(f"gs_korean_{p.name}")
    return f"{name} ✓" if p.done else f"{name} {p.have}/{p.need}" \
        if p.have >= p.need - 1 else ""


@dataclass(frozen=True)
class StripShown:
    """All a capture strip shows, the key its picture is kept by: whose it is and where,
    its captures as shown, the sets' cards the others hold (a set can be finished while
    one of its missing cards is held by nobody), whether it is an opponent's (a set one
    card short is a warning), the name said on it, the month numbers and the language."""

    seat: int
    strip: tuple[int, int, int, int]  # level units
    cards: tuple[str, ...]  # its captures as shown
    elsewhere: frozenset[str]  # the sets' cards the other seats have captured
    warns: bool  # an opponent's strip: a set one card short is a warning
    name: str | None  # whose captures, said on any strip but the viewer's
    month_numbers: bool
    lang: str


def strip_shown(sc: GsTableScene, seat: int, in_sets: tuple[frozenset[str], ...]
                ) -> StripShown:
    """`in_sets`: every seat's `set_cards`."""
    elsewhere = frozenset().union(*in_sets[:seat], *in_sets[seat + 1:])
    return StripShown(seat, tuple(sc.strip(seat)), tuple(sc.shown.captures[seat]), elsewhere,
                      seat != sc.ctl.viewer,
                      sc.ctl.name_of(seat) if sc.ctl.pos_of(seat) else None,
                      sc.ctl.month_numbers, language())


def paint_strip(surf: pygame.Surface, v: View, s: StripShown) -> None:
    """The strip `s` says: headings, cards, and (but the viewer's) whose it is."""
    strip = pygame.Rect(s.strip)
    groups = capture_groups(list(s.cards))
    begun = [p for p in progress([list(s.cards), list(s.elsewhere)], 0) if not p.dead]
    for g, part in group_rects(strip).items():
        chips = [(progress_chip(p), DANGER if p.one_away and s.warns
                  else GOLD if p.done else PROGRESS)
                 for p in begun if SET_GROUP[p.name] == g]
        chips = [(text + ("!" if colour == DANGER else ""), colour)
                 for text, colour in chips if text]
        draw_group_heading(surf, v, part, len(groups[g]), t(GROUP_TERMS[g]),
                           t(GROUP_KOREAN[g]), chips)
    for code, r in capture_rects(strip, list(s.cards)):
        blit_face(surf, v, code, r, s.month_numbers)
    if s.name is not None:  # whose captures: the name, as on the seat's panel
        size = fit_text_size(s.name, 14, 110, v)
        right = strip.right - 8
        draw_text(surf, v, s.name, (right, strip.y + 4), size, TEXT_DIM, "topright")
        width = fonts.text_width(s.name, v.len(size)) / max(v.scale, 1e-6)
        pygame.draw.circle(surf, SEAT_DOTS[s.seat % 3],
                           v.pt(right - width - 9, strip.y + 4 + size / 2 + 1), v.len(4))


def draw_group_heading(surf: pygame.Surface, v, part: pygame.Rect, n: int, words: str,
                       short: str, chips: list[tuple[str, tuple]]) -> None:
    """A capture group's heading and count, then its sets' progress ("고도리 2/3");
    in a narrow strip the heading keeps only its Hangul, then all of it shrinks."""
    room = part.w - 8
    gap = 6

    def width(head: str, size: float) -> float:
        parts = [head] + [text for text, _ in chips]
        return sum(fonts.text_width(x, v.len(size), True) for x in parts) / v.scale \
            + gap * len(chips)

    head = f"{words} {n}" if n else words
    if chips and width(head, 14) > room:
        head = f"{short} {n}" if n else short
    size = 14.0
    while size > 10 and width(head, size) > room:
        size *= 0.94
    x = part.x + 4
    rect = draw_text(surf, v, head, (x, part.y + 4), size, TEXT if n else TEXT_DIM,
                     "topleft", bold=bool(n))
    x += rect.w / v.scale + gap
    for text, colour in chips:
        rect = draw_text(surf, v, text, (x, part.y + 4), size, colour, "topleft", bold=True)
        x += rect.w / v.scale + gap
