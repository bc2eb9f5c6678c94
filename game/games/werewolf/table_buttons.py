"""The village table's buttons for the decision on screen: a night turn's (Look / Sleep,
Keep, Heal and Confirm), a peek's Hide and the choice of who peeks, and by day the
statement bar (who speaks at a party, the statements, the roles to claim, the clock's
pause, "To the vote") with "My role" under the day's name."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.werewolf.actions import NOBODY, STATEMENTS, Brew, Couple, Peek, Take
from game.games.werewolf.roles import ROLE_ORDER
from game.games.werewolf.words import role_name
from game.ui.i18n import t
from game.ui.widgets import Button, draw_panel

if TYPE_CHECKING:
    from game.games.werewolf.table import WwTableScene

PEEK_BUTTON = (12, 50, 160, 38)  # "My role", under the day's name (clear of every seat)


def decision_buttons(sc: WwTableScene) -> list[Button]:
    """Every button for what is on screen now, from the legal list."""
    legal = sc.legal()
    kinds = {type(a) for a in legal}
    s = sc.a["stage"]
    right = pygame.Rect(s.right - 196, s.bottom - 58, 180, 44)
    left = pygame.Rect(s.right - 388, s.bottom - 58, 180, 44)
    viewer = sc.ctl.viewer
    if sc.ctl.peeking is not None:  # a peek: only its Hide
        return [Button(right, lambda: t("ww_peek_hide"), sc.ctl.end_peek, "primary",
                       key="hide")]
    if sc.ctl.peek_pick and sc.ctl.can_peek():
        return peek_buttons(sc)
    sc.ctl.peek_pick = False
    out: list[Button] = []
    if Peek in kinds:
        out = [Button(left, lambda: t("ww_peek"), lambda: sc.act(Peek(viewer, True)),
                      "danger", key="peek"),
               Button(right, lambda: t("ww_sleep"), lambda: sc.act(Peek(viewer, False)),
                      "primary", key="sleep")]
    elif Take in kinds:
        if Take(viewer, NOBODY) in legal:
            out = [Button(right, lambda: t("ww_keep"), lambda: sc.act(Take(viewer, NOBODY)),
                          "secondary", key="keep")]
    elif Brew in kinds:
        if any(a.heal for a in legal):
            out.append(Button(left, lambda: t("ww_heal"), sc.toggle_heal, "secondary",
                              key="heal"))
        out.append(Button(right, lambda: t("ww_confirm"), sc.brew, "primary", key="confirm"))
    elif Couple in kinds:
        out = [Button(right, lambda: t("ww_confirm"), sc.couple, "primary", key="confirm")]
    out += bar_buttons(sc)
    if sc.ctl.can_peek():
        out.append(Button(PEEK_BUTTON, lambda: t("ww_peek_button"), sc.open_peek, "plain",
                          key="peek_role", font_size=16))
    return out


def peek_buttons(sc: WwTableScene) -> list[Button]:
    """Who peeks: a button per living person, then Cancel, in rows on the stage."""
    s = sc.a["stage"]
    people = sc.ctl.peekers()
    cells = len(people) + 1
    cols = min(5, cells)
    gap = 10
    w = min(170.0, (s.w - 40 - (cols - 1) * gap) / cols)
    rows = (cells + cols - 1) // cols
    top = s.y + 92 + (s.h - 92 - 14 - (rows * 46 - 8)) / 2  # centred under the words
    out = []
    for i in range(cells):
        row, col = divmod(i, cols)
        in_row = min(cols, cells - row * cols)
        x0 = s.centerx - (in_row * w + (in_row - 1) * gap) / 2
        rect = (round(x0 + col * (w + gap)), round(top + row * 46), round(w), 38)
        if i < len(people):
            seat = people[i]
            out.append(Button(rect, lambda se=seat: sc.ctl.name_of(se),
                              lambda se=seat: sc.ctl.peek(se), "secondary",
                              key=f"peek_{seat}", font_size=15))
        else:
            out.append(Button(rect, lambda: t("ww_cancel"), sc.close_peek, "plain",
                              key="peek_cancel", font_size=15))
    return out


def bar_buttons(sc: WwTableScene) -> list[Button]:
    """The statement bar and the day's buttons, while people are talking: at a party
    first who is speaking (a click passes to the next person), then the statements,
    the clock's pause and "To the vote" at the right end."""
    if sc.ctl.phase() != "discussion" or not sc.ctl.people_talking():
        return []
    b = sc.a["bar"]
    out: list[Button] = []
    x, y, h = b.x + 8, b.y + 10, 42
    if sc.ctl.multi_human:
        out.append(Button((x, y, 150, h), lambda: f"{sc.ctl.name_of(sc.ctl.speaker)} ›",
                          sc.next_speaker, "plain", key="speaker", font_size=15))
        x += 160
    for what in STATEMENTS:
        chip = pygame.Rect(x, y, 100, h)
        out.append(Button(chip, lambda w=what: t(f"ww_st_{w}"),
                          lambda w=what: sc.choose_statement(w),
                          "primary" if sc.statement == what or (
                              what == "claim" and sc.claim_open) else "secondary",
                          key=f"st_{what}", font_size=15))
        if what == "claim" and sc.claim_open:
            out += claim_buttons(sc, chip)
        x += 106
    end = b.right - 8
    out.append(Button((end - 170, y, 170, h), lambda: t("ww_start_vote"),
                      sc.ctl.start_vote, "primary", key="start_vote", font_size=16))
    out.append(Button((end - 280, y, 104, h),
                      lambda: t("ww_resume" if sc.ctl.talk_paused else "ww_pause"),
                      sc.toggle_pause, "plain", key="pause", font_size=15))
    return out


def claim_buttons(sc: WwTableScene, chip: pygame.Rect) -> list[Button]:
    """The roles one may claim, in a column over the "I am…" button."""
    out = []
    deck = sc.ctl.state.setup.deck
    for i, role in enumerate(r for r in ROLE_ORDER if deck.get(r)):  # roles in play
        r = pygame.Rect(chip.x, chip.y - 6 - (i + 1) * 40, 150, 36)
        out.append(Button(r, lambda ro=role: role_name(ro), lambda ro=role: sc.claim(ro),
                          "secondary", key=f"claim_{role}", font_size=14))
    return out


def draw_bar(sc: WwTableScene, surf: pygame.Surface) -> None:
    """The statement bar's panel, under its buttons while they are up."""
    if not any(b.key.startswith("st_") for b in sc.buttons):
        return
    draw_panel(surf, sc.view, sc.a["bar"], (10, 12, 24, 210), 14)
