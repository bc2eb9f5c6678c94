"""Bao Huang's end of a hand: who won, each seat's place, role and score, the match
totals and what was left in every hand, and in words how the scores came about."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.baohuang.events import hand_over_text
from game.games.baohuang.rules import WH_PLACE_POINTS
from game.games.climbing.results import HandResults
from game.ui import fonts
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text

COLS = {"place": 170, "name": 250, "role": 450, "hand": 590, "total": 680, "cards": 790}
ROW = 64
WHY_SIZE, WHY_LINE, WHY_WIDTH = 17, 22, 960  # the explanation under the table


def signed(n: int) -> str:
    """A score in the explanation: +2, −1 (a true minus sign), 0."""
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def score_story(result: dict, name_of: Callable[[int], str]) -> list[str]:
    """How this hand's scores came about, in words (rules sheet §7, §8): the formula with
    the places that fed it, the doubling and why, and a commoner who went out first yet
    lost (commoners win or lose together). Paragraphs, the formula first."""
    places = list(result.get("places") or [])
    deltas = result.get("deltas") or []
    emperor, guard, solo = result.get("emperor"), result.get("guard"), result.get("solo")
    if emperor is None or not deltas:
        return []
    # The model scores a hand decided early on the places so far, then the seats left
    # in turn order: every order of those gives the same scores.
    order = places + [s for s in range(len(deltas)) if s not in places]
    factor = 2 if result.get("open_guard") or result.get("rebellion_success") else 1
    other = next(s for s in range(len(deltas)) if s not in (emperor, guard))
    base_e, base_c = deltas[emperor] // factor, deltas[other] // factor
    place_e = order.index(emperor) + 1
    if solo == "open":
        key = "bh_why_open_solo_won" if place_e == 1 else "bh_why_open_solo_lost"
        first = t(key, points=signed(base_e), total=signed(base_c))
    elif solo:
        first = (t("bh_why_secret_solo", place=t(f"place_{place_e}"), points=signed(base_e),
                   total=signed(base_c)) if emperor in places
                 else t("bh_why_secret_solo_last", points=signed(base_e), total=signed(base_c)))
    else:
        place_g = order.index(guard) + 1
        if result.get("scoring") == "wh":
            pe, pg = WH_PLACE_POINTS[place_e], WH_PLACE_POINTS[place_g]
            what = f"{signed(pe)} {'−' if pg < 0 else '+'} {abs(pg)} = {signed(pe + pg)}"
            first = t("bh_why_wh", what=what, points=signed(base_e), total=signed(base_c))
        else:
            what = f"6 − ({place_e} + {place_g}) = {signed(6 - place_e - place_g)}"
            first = t("bh_why_ls", what=what, points=signed(base_e), total=signed(base_c))
    story = [first]
    if result.get("open_guard"):
        story[0] += " " + t("bh_why_doubled_guard")
    elif result.get("rebellion_success"):
        story[0] += " " + t("bh_why_doubled_rebels")
    elif result.get("rebellion"):
        story[0] += " " + t("bh_why_rebellion_failed")
    royals = (emperor, guard)
    if places and places[0] not in royals and deltas[places[0]] < 0:
        story.append(t("bh_why_first_lost", name=name_of(places[0])))
    return story


class BhResultsScene(HandResults):
    def draw(self, surf: pygame.Surface) -> None:
        v = self.view
        self.draw_sheet(surf, (40, 22, 26, 245))
        res = self.result
        draw_text(surf, v, hand_over_text(res), (640, 52), 38, GOLD, "midtop",
                  bold=True)
        match = self.ctl.match
        extras = [t("hand_of", n=match.hands_played, total=match.hands_target),
                  t("bh_hand_scored", table=t(f"bh_table_{res.get('scoring', 'ls')}")),
                  t("deal_code_was", code=self.deal_code)]
        draw_text(surf, v, "    ".join(extras), (640, 104), 18, TEXT_DIM, "midtop")
        y0 = 144
        for key, col in (("bh_col_place", "place"), ("col_player", "name"),
                         ("col_role", "role"), ("col_hand", "hand"), ("col_total", "total"),
                         ("hands_left", "cards")):
            draw_text(surf, v, t(key), (COLS[col], y0), 16, TEXT_DIM, "midleft")
        pygame.draw.line(surf, (238, 196, 92), v.pt(160, y0 + 18), v.pt(1120, y0 + 18),
                         max(1, v.len(1)))
        places = res.get("places", [])
        order = places + [s for s in range(len(match.totals)) if s not in places]
        deltas = res.get("deltas") or [0] * len(order)
        for row, seat in enumerate(order):
            y = y0 + 28 + row * ROW
            cy = y + ROW / 2 - 4
            if row % 2 == 0:
                draw_panel(surf, v, (150, y, 980, ROW - 6), (255, 255, 255, 12), 12)
            place = t(f"place_{places.index(seat) + 1}") if seat in places else t("bh_not_out")
            draw_text(surf, v, place, (COLS["place"], cy), 20, GOLD, "midleft", bold=True)
            draw_text(surf, v, self.ctl.name_of(seat), (COLS["name"], cy), 21, TEXT, "midleft",
                      bold=True)
            if self.obs["roles"][seat] is not None:
                self.badge(surf, self.obs["roles"][seat], COLS["role"], cy)
            d = deltas[seat]
            dcol = (120, 230, 140) if d > 0 else (255, 120, 110) if d < 0 else TEXT
            draw_text(surf, v, f"{d:+d}", (COLS["hand"], cy), 24, dcol, "midleft", bold=True)
            draw_text(surf, v, f"{match.totals[seat]:+d}", (COLS["total"], cy), 24, TEXT,
                      "midleft", bold=True)
            self.card_row(surf, self.hands[seat] if seat < len(self.hands) else [],
                          COLS["cards"], cy, 320, w=38)
        y = y0 + 28 + len(order) * ROW + 4
        y = self.draw_story(surf, y)
        self.match_over_line(surf, max(y + 2, 566))
        self.draw_buttons(surf)

    def draw_story(self, surf: pygame.Surface, y: float) -> float:
        """The scores explained under the table, wrapped to its width; where it ends."""
        v = self.view
        for i, para in enumerate(score_story(self.result, self.ctl.name_of)):
            colour = TEXT if i == 0 else GOLD
            for line in fonts.wrap(para, WHY_SIZE, WHY_WIDTH):
                draw_text(surf, v, line, (160, y + WHY_LINE / 2), WHY_SIZE, colour, "midleft")
                y += WHY_LINE
        return y
