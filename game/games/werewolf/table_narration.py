"""The game master's voice on the village table: the night's or day's name in the sky's
corner with the discussion clock, the stage's words on the shared screen (the morning's
news, the narration, what is asked and of whom), the day's talk as it is said, and a
refusal or a notice under the stage."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.games.werewolf.actions import Decide, Shoot, Succeed
from game.games.werewolf.emblem import SEAT_COLOURS
from game.games.werewolf.table_village import draw_label
from game.games.werewolf.words import said
from game.ui import fonts
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

if TYPE_CHECKING:
    from game.games.werewolf.table import WwTableScene


def draw_header(sc: WwTableScene, surf: pygame.Surface, obs: dict) -> None:
    """The night's or day's name; in the discussion, its clock (red in the last half
    minute, dim while paused)."""
    v = sc.view
    if obs["phase"] == "night" or obs["day"] == 0:
        text = t("ww_night_n", n=max(obs["night"], 1))
    else:
        text = t("ww_day_n", n=obs["day"])
    draw_label(surf, v, text, (70, 10), 22, GOLD, 140, bold=True)
    if obs["phase"] == "discussion":
        left = max(0, int(sc.ctl.talk_left))
        clock = f"{left // 60}:{left % 60:02d}"
        tr = sc.a["timer"]
        draw_panel(surf, v, tr, (10, 12, 24, 200), 12, border=GOLD, border_w=1.5)
        colour = TEXT_DIM if sc.ctl.talk_paused else (
            (255, 150, 130) if left < 30 else TEXT)
        draw_text(surf, v, clock, tr.center, 24, colour, "center", bold=True)


def draw_narration(sc: WwTableScene, surf: pygame.Surface, obs: dict) -> None:
    """The shared screen's stage: the morning's news and the narration, what is asked,
    and at a party's night that the village sleeps."""
    v = sc.view
    s = sc.a["stage"]
    lines = [line for line in dict.fromkeys((sc.ctl.morning, sc.ctl.narration)) if line]
    asked = prompt(sc, obs)
    if asked:
        lines.append(asked)
    if obs["phase"] == "night" and sc.ctl.multi_human:
        lines.append(t("ww_asleep"))
    y = s.y + 22
    for i, line in enumerate(lines):
        size = 20 if i == 0 else 17
        colour = GOLD if i == 0 else TEXT
        for part in fonts.wrap(line, v.len(size), v.len(s.w - 48))[:3]:
            draw_text(surf, v, part, (s.centerx, y), size, colour, "midtop", bold=i == 0)
            y += size + 8
        y += 8


def draw_talk(sc: WwTableScene, surf: pygame.Surface, obs: dict) -> None:
    """The discussion: what is asked, then today's statements, newest last."""
    v = sc.view
    s = sc.a["stage"]
    y = s.y + 18
    for i, head in enumerate(h for h in (sc.ctl.morning, prompt(sc, obs)) if h):
        for part in fonts.wrap(head, v.len(16), v.len(s.w - 48))[:2]:
            draw_text(surf, v, part, (s.centerx, y), 16, TEXT_DIM if i == 0 and
                      sc.ctl.morning else GOLD, "midtop", bold=True)
            y += 22
    y += 6
    today = [i for i, st in enumerate(obs["statements"]) if st[0] == obs["day"]]
    room = int((s.bottom - 14 - y) // 22)
    for i in today[-room:] if room > 0 else []:
        seat = obs["statements"][i][1]
        words = t("ww_said", name=sc.ctl.name_of(seat),
                  words=said(obs, i, sc.ctl.name_of, sc.ctl.explains))
        pygame.draw.circle(surf, SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                           v.pt(s.x + 30, y + 10), v.len(5))
        draw_text(surf, v, words, (s.x + 42, y), fit_text_size(words, 15, s.w - 64, v),
                  TEXT, "topleft")
        y += 22


def prompt(sc: WwTableScene, obs: dict) -> str:
    """What the shared screen asks now, in words."""
    kinds = {type(a) for a in sc.legal()}
    name = sc.ctl.name_of(sc.ctl.viewer)
    if Shoot in kinds:
        return t("ww_prompt_shoot", name=name)
    if Succeed in kinds:
        return t("ww_prompt_succeed", name=name)
    if Decide in kinds:
        return t("ww_prompt_decide")
    if obs["phase"] == "discussion":
        if sc.statement is not None:
            return t("ww_pick_target")
        if not sc.ctl.people_talking():
            return ""
        if sc.ctl.quiet and not sc.ctl.multi_human:
            return t("ww_prompt_quiet", n=max(1, math.ceil(sc.ctl.talk_left)))
        if not sc.ctl.computers_in_game():
            return t("ww_prompt_talk_party")
        return t("ww_prompt_talk")
    waiting = obs["waiting"]
    if waiting and not sc.ctl.private_screen and obs["phase"] != "night":
        return t("ww_waiting", name=sc.ctl.name_of(waiting[0]))
    return ""


def draw_message(sc: WwTableScene, surf: pygame.Surface) -> None:
    """A refusal or a notice, under the stage for a moment."""
    v = sc.view
    s = sc.a["stage"]
    box = pygame.Rect(s.x + 20, s.bottom + 8, s.w - 40, 34)
    draw_panel(surf, v, box, (60, 16, 16, 230), 10)
    draw_text(surf, v, sc.message, box.center,
              fit_text_size(sc.message, 16, box.w - 20, v), (255, 190, 170), "center")
