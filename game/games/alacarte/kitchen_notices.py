"""What the kitchen says over its still picture, drawn every frame: labels over the pans
(toasts: what just happened there, one at a time per place), the message line (a
refusal, or a hint of what to do) and the tooltip under the cursor (a magnified recipe
or what a coffee cup does)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.games.alacarte import art
from game.games.alacarte.kitchen_stations import heat_lines
from game.ui import fonts, i18n
from game.ui.i18n import t
from game.ui.widgets import TEXT, draw_panel, draw_text, panel_surface

if TYPE_CHECKING:
    from game.games.alacarte.table import KitchenScene

TOAST_TIME = 1.8  # a label with nothing waiting behind it
TOAST_FADE = 0.3  # its last seconds: the toast, words and plate as one, fades out
# One label per pan at a time: a newer one waits, and the one shown gives way once it
# has been up this long, so news never piles up on a pan nor fades into the next.
TOAST_READ = 1.0
TOAST_QUEUE = 3  # labels a place keeps waiting at most: the oldest waiting one goes
TOAST_RISE = 0.4  # a new label rises into place for this long
TOAST_PAD = 14  # words to the plate's edge, each side
TOAST_MARGIN = 6  # a label's plate to its station's edge
# The kitchen's own news (a refill, every stove heated) over the jars, above the stations.
KITCHEN_NEWS = pygame.Rect(452, 66, 600, 196)
# A toast's plate by its news (good, bad, neither): light words on it read 6:1 or more.
TOAST_PLATES = {True: (46, 104, 56, 240), False: (138, 42, 34, 240), None: (50, 34, 22, 240)}
TOAST_TEXT = (255, 250, 240)
PLATE = art.TEXT_PLATE  # the dark backing every text on the wood sits on
LEVEL_RECT = pygame.Rect(0, 0, 1280, 720)  # the level's own size: messages stay inside


# -- toasts -------------------------------------------------------------------------------
def add_toast(toasts: list[dict], seat: int | None, text: str, good: bool | None,
              small: bool) -> None:
    """News over a chef's pan (seat None: the kitchen's). A place shows one label at
    a time (the first of its own in `toasts`); a newer one waits behind it."""
    waiting = [x for x in toasts if x["seat"] == seat][1:]
    if small:  # a knob's newer reading says all a waiting one would have said
        for old in waiting:
            if old["small"]:
                toasts.remove(old)
                waiting.remove(old)
    if len(waiting) >= TOAST_QUEUE:
        toasts.remove(waiting[0])
    toasts.append({"seat": seat, "text": text, "age": 0.0, "good": good, "small": small})


def aged_toasts(toasts: list[dict], step: float) -> list[dict]:
    """The label shown at each place ages; the ones waiting behind it do not. A shown
    label gives way after TOAST_READ when another waits (no fade: the next takes its
    place at once), else after TOAST_TIME. The labels kept."""
    shown: set[int | None] = set()
    kept = []
    for i, toast in enumerate(toasts):
        seat = toast["seat"]
        if seat in shown:
            kept.append(toast)
            continue
        shown.add(seat)
        toast["age"] += step
        behind = any(x["seat"] == seat for x in toasts[i + 1:])
        if toast["age"] < (TOAST_READ if behind else TOAST_TIME):
            kept.append(toast)
    return kept


def label_area(scene: KitchenScene, seat: int | None) -> pygame.Rect:
    """Where a place's labels must stay: inside its own station (so never over
    another chef's), or the band over the jars for the kitchen's news."""
    if seat is None:
        return KITCHEN_NEWS.copy()
    return scene.station(seat).inflate(-2 * TOAST_MARGIN, -2 * TOAST_MARGIN)


def toast_lines(toast: dict, scene: KitchenScene, room: float) -> tuple[list[str], float]:
    """A label's words wrapped to `room` level units and the widest line's width,
    worked out once for its words, window size and language (kept in the toast)."""
    v = scene.view
    size = 15 if toast["small"] else 19
    bold = not toast["small"]
    key = (v.len(size), v.len(room), i18n.language())
    if toast.get("lines_for") != key:
        lines = fonts.wrap(toast["text"], v.len(size), v.len(room), bold)
        widest = max(fonts.text_width(line, v.len(size), bold) for line in lines) / v.scale
        toast["lines_for"], toast["lines"] = key, (lines, widest)
    return toast["lines"]


def shown_toasts(scene: KitchenScene) -> list[tuple[dict, pygame.Rect, list[str], int]]:
    """Each place's shown label: the toast, its plate (level units, inside its area and
    the window), its words wrapped to the area's width, and their size."""
    out = []
    seen: set[int | None] = set()
    for toast in scene.toasts:
        seat = toast["seat"]
        if seat in seen:
            continue  # waiting behind the one shown here
        seen.add(seat)
        area = label_area(scene, seat).clip(LEVEL_RECT)
        if seat is None:
            cx, cy = scene.a["dispensers"].center
        else:
            st = scene.stove_rect(seat)
            cx, cy = st.centerx, st.centery + 20  # over the pan's middle
        cy -= min(toast["age"], TOAST_RISE) * 40
        size = 15 if toast["small"] else 19
        lines, widest = toast_lines(toast, scene, area.w - 2 * TOAST_PAD)
        step = size + 5
        plate = pygame.Rect(0, 0, min(area.w, math.ceil(widest) + 2 * TOAST_PAD),
                            min(area.h, step * len(lines) + 14))
        plate.center = (round(cx), round(cy))
        plate.clamp_ip(area)
        out.append((toast, plate, lines, size))
    return out


def draw_toasts(surf: pygame.Surface, scene: KitchenScene) -> None:
    """What just happened, as a label over the pan it happened in: one at a time per
    pan, wrapped to stay inside its own station."""
    v = scene.view
    for toast, plate, lines, size in shown_toasts(scene):
        fade = TOAST_TIME - toast["age"]
        alpha = 255 if fade >= TOAST_FADE else max(0, int(255 * fade / TOAST_FADE))
        bold = not toast["small"]
        colour = TOAST_PLATES[toast["good"]]
        step = size + 5
        top = plate.centery - step * len(lines) / 2 + step / 2
        if alpha == 255:
            draw_panel(surf, v, plate, colour, 12)
            for i, line in enumerate(lines):
                draw_text(surf, v, line, (plate.centerx, top + i * step), size, TOAST_TEXT,
                          "center", bold=bold)
            continue
        # Going: the words fade with their plate, never left over a pale dish without
        # it. Plate and words made once a label (a copy: the panel is a shared one).
        r = v.rect(plate)
        key = (r.size, tuple(lines), v.len(size))
        if toast.get("going_for") != key:
            img = panel_surface(r.size, colour, v.len(12)).copy()
            for i, line in enumerate(lines):
                words = fonts.render(line, v.len(size), TOAST_TEXT, bold)
                centre = (r.w // 2, round(v.len(top + i * step - plate.y)))
                img.blit(words, words.get_rect(center=centre))
            toast["going_for"], toast["going"] = key, img
        img = toast["going"]
        img.set_alpha(alpha)
        surf.blit(img, r.topleft)


# -- the message line ---------------------------------------------------------------------
def hint(scene: KitchenScene, obs: dict) -> str | None:
    """What the person to act is asked to do, in words, if anything."""
    mode = scene.mode
    if mode == "exchange":
        return t("alc_pick_exchange")
    if mode == "reseason":
        return t("alc_pick_reseason")
    if mode == "reseason_colour":
        return t("alc_pick_colour", name=scene.ctl.name_of(scene.mode_target))
    if mode == "lower":
        return t("alc_pick_lower")
    if mode == "practise":
        return t("alc_practice_pick")
    if obs["phase"] == "choose_heat":
        return t("alc_choose_heat")
    if obs["phase"] == "steal":
        return t("alc_steal")
    if obs["phase"] == "action" and not obs["crepe_turn"]:
        return t("alc_hint_action")
    return None


def draw_message(surf: pygame.Surface, scene: KitchenScene, obs: dict) -> None:
    v = scene.view
    m = scene.a["message"]
    if scene.message:  # a long refusal wraps onto more lines below the first
        lines = fonts.wrap(scene.message, v.len(16), v.len(m.w - 16))
        step = m.h
        box = pygame.Rect(m.x, m.y, m.w, m.h + step * (len(lines) - 1))
        draw_panel(surf, v, box.inflate(8, 6), (150, 40, 30, 220), 10)
        for i, line in enumerate(lines):
            draw_text(surf, v, line, (m.centerx, m.centery + i * step), 16, (255, 244, 236),
                      "center")
        return
    if scene.ctl.human_to_act() is None:
        return
    words = hint(scene, obs)
    if words is None:
        return
    width = fonts.text_width(words, v.len(16)) / v.scale + 28
    plate = pygame.Rect(0, 0, min(width, m.w), m.h + 4)
    plate.center = m.center
    draw_panel(surf, v, plate, PLATE, 10)
    draw_text(surf, v, words, m.center, 16, TEXT, "center")


# -- the tooltip --------------------------------------------------------------------------
def draw_hover(surf: pygame.Surface, scene: KitchenScene, obs: dict) -> None:
    """A magnified recipe under the cursor (market tokens are small), or what a coffee
    cup does."""
    if scene.hover is None:
        return
    v = scene.view
    for seat in range(scene.ctl.players):
        for kind, rect in zip(obs["cups"][seat], scene.cup_rects(seat), strict=True):
            if rect.collidepoint(scene.hover):
                text = t(f"cup_{kind}")
                tip = pygame.Rect(0, 0, fonts.text_width(text, v.len(15)) / v.scale + 28, 30)
                tip.midbottom = (rect.centerx, rect.y - 4)
                tip.clamp_ip(LEVEL_RECT)
                draw_panel(surf, v, tip, (30, 20, 12, 235), 10)
                draw_text(surf, v, text, tip.center, 15, TEXT, "center")
                return
    for dish_id in obs["available"]:
        r = scene.market_slot(dish_id)
        if r.collidepoint(scene.hover):
            dish = scene.data.dishes[dish_id]
            big = pygame.Rect(0, 0, 200, 200)
            big.midleft = (r.right + 14, min(max(r.centery, 112), 560))
            back = big.inflate(16, 16)
            back.h += 22  # the heat range in words under the token
            draw_panel(surf, v, back, (30, 20, 12, 230), 16)
            art.draw_dish_token(surf, v, big, dish, "recipe")
            draw_text(surf, v, " · ".join(heat_lines(dish, 10_000, v)),
                      (big.centerx, big.bottom + 6), 14, TEXT, "midtop")
            return
