"""A chef's station: the name plate with stars and the crêpe, the stove with its pan,
the dish's words (points, heat range, what the pan still needs), the coffee cups and the
tray of finished dishes. Each station is a part of the still picture; `station_key` names
all it shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.alacarte import art, rules
from game.games.alacarte.data import COLOURS, CREPE, Dish
from game.games.alacarte.model import UseCup
from game.ui import fonts
from game.ui.i18n import t
from game.ui.layout import View
from game.ui.widgets import GOLD, TEXT, draw_panel, draw_text

if TYPE_CHECKING:
    from game.games.alacarte.table import KitchenScene

PLATE = art.TEXT_PLATE  # the dark backing every text on the wood sits on


def flash_alpha(scene: KitchenScene, seat: int) -> int | None:
    """How bright the station's flash (a turn begun, a dish placed) is now, or None."""
    if seat not in scene.flash:
        return None
    return int(120 * (1 - scene.flash[seat]))


def station_key(scene: KitchenScene, seat: int, obs: dict, legal: list) -> tuple:
    deciding = bool(legal) and obs["to_act"] == seat
    usable = frozenset(a.cup for a in legal if isinstance(a, UseCup)) if deciding else None
    return (obs["current"] == seat and obs["phase"] != "over",
            obs["phase"] == "choose_dish" and obs["to_act"] == seat,
            flash_alpha(scene, seat),
            scene.mode in ("exchange", "reseason") and seat != obs["to_act"],
            scene.ctl.name_of(seat), obs["stars"][seat], obs["crepes"][seat] == "unused",
            obs["dishes"][seat], obs["levels"][seat], tuple(sorted(obs["pans"][seat].items())),
            tuple(obs["cups"][seat]), usable, tuple(obs["trays"][seat]), obs["vp_cups"][seat],
            obs["points"][seat], obs["dishes_to_end"])


def draw_station(surf: pygame.Surface, scene: KitchenScene, seat: int, obs: dict,
                 legal: list) -> None:
    v = scene.view
    r = scene.station(seat)
    data = scene.data
    current = obs["current"] == seat and obs["phase"] != "over"
    chooser = obs["phase"] == "choose_dish" and obs["to_act"] == seat
    draw_panel(surf, v, r, (250, 240, 220, 36 if current else 18), 16,
               border=(238, 196, 92, 220) if current or chooser else None, border_w=3)
    alpha = flash_alpha(scene, seat)
    if alpha is not None:
        draw_panel(surf, v, r, (255, 230, 160, alpha), 16)
    targetable = scene.mode in ("exchange", "reseason") and seat != obs["to_act"]
    if targetable:
        draw_panel(surf, v, r.inflate(6, 6), (120, 200, 255, 40), 18,
                   border=(120, 200, 255, 220), border_w=3)
    plate = scene.plate_rect(seat)
    art.draw_chef_plate(surf, v, plate, scene.ctl.name_of(seat), art.SEAT_RGB[seat], current)
    for i in range(obs["stars"][seat]):
        art.draw_star(surf, v, (plate.right - 14 - i * 22, plate.centery), 10)
    if obs["crepes"][seat] == "unused":  # the crêpe still waiting in its box
        crepe = pygame.Rect(plate.right - 86, plate.y + 4, 26, 26)
        art.draw_dish_token(surf, v, crepe, data.dishes[CREPE], "picture")
    dish_id = obs["dishes"][seat]
    dish = None if dish_id is None else data.dishes[dish_id]
    level = obs["levels"][seat]
    stove = scene.stove_rect(seat)
    art.draw_stove(surf, v, stove, level, burnt_at=dish.burnt_at if dish else None,
                   green=dish.green if dish else None, highlight=current)
    centre, radius = art.stove_pan_spot(stove)
    spoiled = None
    if dish is not None:
        spoiled = rules.spoil_reason(dish, level, obs["pans"][seat])
    art.draw_pan(surf, v, centre, radius, dish, condiments=obs["pans"][seat], spoiled=spoiled)
    draw_info(surf, scene, seat, dish, obs)
    # Greyed: the cups of the chef to act that cannot be drunk now.
    deciding = bool(legal) and obs["to_act"] == seat
    usable = {a.cup for a in legal if isinstance(a, UseCup)}
    for kind, rect in zip(obs["cups"][seat], scene.cup_rects(seat), strict=True):
        art.draw_cup(surf, v, rect, kind, face_up=True, used=deciding and kind not in usable)
    finished = [data.dishes[d] for d in obs["trays"][seat]]
    art.draw_tray(surf, v, scene.tray_rect(seat), finished, obs["vp_cups"][seat])


def draw_info(surf: pygame.Surface, scene: KitchenScene, seat: int, dish: Dish | None,
              obs: dict) -> None:
    """The chef's points and dishes done, then the dish's name, heat range and what
    the pan holds of each condiment it needs."""
    v = scene.view
    box = scene.info_rect(seat)
    plate = pygame.Rect(box.x - 4, box.y - 3, box.w + 8, scene.cup_rects_top(seat) - box.y)
    draw_panel(surf, v, plate, PLATE, 10)  # light text wants a dark ground
    x, y = box.x, box.y
    draw_text(surf, v, t("alc_points", n=obs["points"][seat]), (x, y), 20, GOLD, bold=True)
    draw_text(surf, v, t("alc_dishes_done", n=len(obs["trays"][seat]),
                         goal=obs["dishes_to_end"]), (x, y + 25), 15, TEXT)
    if dish is None:
        return
    lines = fonts.wrap(art.dish_name(dish), v.len(15), v.len(box.w), bold=True)[:2]
    for i, line in enumerate(lines):
        draw_text(surf, v, line, (x, y + 47 + i * 18), 15, (255, 236, 190), bold=True)
    yy = y + 49 + 18 * len(lines)
    for line in heat_lines(dish, box.w, v):
        draw_text(surf, v, line, (x, yy), 14, TEXT)
        yy += 18
    pan = obs["pans"][seat]
    yy += 2
    for colour, need in dish.needs.items():
        have = pan.get(colour, 0)
        art.draw_condiment_marker(surf, v, (x + 7, yy + 8), colour)
        ok = have >= need
        draw_text(surf, v, f"{have}/{need}" + (" ✓" if ok else ""), (x + 18, yy), 14,
                  (150, 230, 140) if ok else TEXT)
        x += 58 if box.w > 150 else 52
        if x + 50 > box.right:
            x, yy = box.x, yy + 20
    salt = pan.get("S", 0)
    if salt:
        yy += 20 if x != box.x else 0
        draw_text(surf, v, f"{t('colour_S')} {salt}", (box.x, yy), 14,
                  (255, 150, 130) if salt >= 2 else TEXT)


MOST_CUPS = 8  # cups a chef may hold whose pictures are made up front (each count its size)


def prepare_station_art(scene: KitchenScene, seat: int) -> None:
    """What a station may show made before the first frame, drawn once where nobody
    sees it: each dish in the pan (burnt, over-seasoned, with every condiment), on the
    tray and in the crêpe's box, every cup at the sizes its row may have, the stars."""
    v = scene.view
    scratch = pygame.Surface((1, 1))
    dishes = list(scene.data.dishes.values())
    centre, radius = art.stove_pan_spot(scene.stove_rect(seat))
    full = {c: 4 for c in (*COLOURS, "S")}  # four of each: every piece's four pictures
    for dish in dishes:
        for spoiled in (None, "burnt", "over"):
            art.draw_pan(scratch, v, centre, radius, dish, condiments=full, spoiled=spoiled)
    art.draw_tray(scratch, v, scene.tray_rect(seat), dishes, 1)
    plate = scene.plate_rect(seat)
    art.draw_dish_token(scratch, v, pygame.Rect(plate.right - 86, plate.y + 4, 26, 26),
                        scene.data.dishes[CREPE], "picture")
    art.draw_star(scratch, v, (plate.right - 14, plate.centery), 10)
    for n in range(1, MOST_CUPS + 1):
        for rect in scene.layout.cup_rects(seat, n):
            for kind in set(scene.data.cups):
                for used in (False, True):
                    art.draw_cup(scratch, v, rect, kind, face_up=True, used=used)


def heat_lines(dish: Dish, width: float, view: View) -> list[str]:
    """A dish's heat range and where it burns, as one line when it fits `width` (level
    units) at 14 px, otherwise a line each."""
    lo, hi = dish.green
    parts = [f"{t('alc_heat_label')} {lo}–{hi}" if lo != hi else f"{t('alc_heat_label')} {lo}"]
    if dish.burnt_at is not None:
        parts.append(t("alc_burns", n=dish.burnt_at))
    one = " · ".join(parts)
    return [one] if fonts.text_width(one, view.len(14)) <= view.len(width) else parts
