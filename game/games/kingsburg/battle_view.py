"""The winter battle on the Kingsburg table, drawn over the court (which is empty in
winter): the enemy turned up, then for each player his strength counted out, soldiers +
the King's die + his buildings = the total, and the outcome stamped with what it gains
or costs. The count runs with the battle event's effect; once it has played the results
stay until the winter is over."""

from __future__ import annotations

import pygame

from game.games.kingsburg import art
from game.games.kingsburg.words import enemy_words, goods_words
from game.ui.die import draw_die
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel

R = pygame.Rect
OUTCOME_COLOURS = {"victory": (120, 220, 120), "tie": (220, 210, 160), "defeat": (240, 110, 90)}
# When each part of a player's count shows, as a share of the battle effect.
SOLDIERS_AT, DIE_AT, BUILDINGS_AT, TOTAL_FROM, TOTAL_TO, OUTCOME_AT = (
    0.05, 0.2, 0.35, 0.45, 0.75, 0.8)


def shows(board: dict) -> bool:
    return board["phase"] == "winter" and board["step"] != "over" and bool(board["revealed"])


def progress(sc) -> float:
    playing = sc.motion.effect("battle")
    return 1.0 if playing is None else playing.progress


def draw_battle(sc, surf: pygame.Surface, board: dict, fit) -> None:
    v, strip = sc.view, sc.a["court"]
    draw_panel(surf, v, strip, (34, 22, 20, 235), 10, border=(220, 170, 100), border_w=2)
    head = R(strip.x + 10, strip.y + 6, 240, strip.h - 12)
    fit(surf, v, t("kb_battle_title"), (head.x, head.y + 2), 16, head.w, GOLD, bold=True)
    fit(surf, v, enemy_words(board["revealed"][-1]), (head.x, head.y + 30), 22, head.w,
        (250, 200, 170), bold=True)
    fit(surf, v, t("kb_battle_rule"), (head.x, head.y + 64), 12, head.w, TEXT_DIM)
    results = board["battle"]
    if not results:
        return
    p = progress(sc)
    n = len(results)
    left = head.right + 8
    w = (strip.right - 8 - left - 6 * (n - 1)) / n
    for seat, result in enumerate(results):
        cell = R(round(left + seat * (w + 6)), strip.y + 6, round(w), strip.h - 12)
        draw_result(sc, surf, cell, seat, result, p, fit)


def draw_result(sc, surf, cell: R, seat: int, result: dict, p: float, fit) -> None:
    v = sc.view
    colour = art.PLAYER_COLOURS[seat % len(art.PLAYER_COLOURS)]
    draw_panel(surf, v, cell, (20, 26, 20, 220), 8, border=colour, border_w=2)
    pygame.draw.circle(surf, colour, v.pt(cell.x + 12, cell.y + 13), v.len(6))
    fit(surf, v, sc.ctl.name_of(seat), (cell.x + 22, cell.y + 4), 14, cell.w - 30, TEXT,
        bold=True)
    draw_count(sc, surf, R(cell.x + 8, cell.y + 30, cell.w - 16, 26), result, p, fit)
    if p < OUTCOME_AT:
        return
    outcome = result["outcome"]
    tint = OUTCOME_COLOURS[outcome]
    words = t(f"kb_outcome_{outcome}")
    badge = fit(surf, v, words, (cell.x + 8, cell.y + 62), 15, cell.w * 0.45, tint,
                bold=True)
    fit(surf, v, consequence_words(result), (cell.x + 8 + badge.w / v.scale + 8,
                                             cell.y + 64), 12,
        cell.w - 24 - badge.w / v.scale, tint)


def draw_count(sc, surf, row: R, result: dict, p: float, fit) -> None:
    """Soldiers + die + buildings = total, each part appearing in turn, the total counting
    up from nothing."""
    v = sc.view
    icon = row.h - 4
    x = row.x
    parts = ((SOLDIERS_AT, "soldier", result["soldiers"]), (DIE_AT, "die", result["king_die"]),
             (BUILDINGS_AT, "buildings", result["defence"]))
    for k, (at, kind, n) in enumerate(parts):
        if p < at:
            return
        if k:
            x += fit(surf, v, "+", (x, row.centery), 15, 20, TEXT_DIM, "midleft").w / v.scale + 4
        if kind == "soldier":
            surf.blit(art.token("soldier", v.len(icon)), v.pt(x, row.y + 2))
            x += icon + 3
        elif kind == "die":
            draw_die(surf, v, R(x, row.y + 2, icon, icon), max(1, n), shadow=False)
            x += icon + 3
            continue  # the die shows its own number
        else:
            draw_tower(surf, v, R(x, row.y + 2, icon, icon))
            x += icon + 3
        x += fit(surf, v, f"{n:+d}" if kind == "buildings" and n < 0 else str(n),
                 (x, row.centery), 16, 30, TEXT, "midleft", bold=True).w / v.scale + 6
    if p < TOTAL_FROM:
        return
    fit(surf, v, f"= {counted(result['strength'], p)}", (row.right, row.centery), 22,
        row.right - x, GOLD, "midright", bold=True)


def counted(strength: int, p: float) -> int:
    """The total as the count has reached it at share `p` of the battle effect."""
    share = min(1.0, max(0.0, (p - TOTAL_FROM) / (TOTAL_TO - TOTAL_FROM)))
    return round(strength * share)


def draw_tower(surf, v, r: R) -> None:
    """A small crenellated tower: the buildings' part of the strength."""
    body = R(r.x + r.w * 0.2, r.y + r.h * 0.3, r.w * 0.6, r.h * 0.7)
    stone = (170, 160, 140)
    pygame.draw.rect(surf, stone, v.rect(body))
    step = body.w / 5
    for i in (0, 2, 4):
        pygame.draw.rect(surf, stone, v.rect(R(body.x + i * step, r.y + r.h * 0.12,
                                               max(1, round(step)), r.h * 0.2)))
    pygame.draw.rect(surf, (60, 50, 40), v.rect(R(body.centerx - r.w * 0.08,
                                                  body.bottom - r.h * 0.3, r.w * 0.16,
                                                  r.h * 0.3)))


def consequence_words(result: dict) -> str:
    """What the outcome gains or costs: "+2 VP, 1 gold", "−1 VP, a building"."""
    parts = []
    if result["vp"]:
        parts.append(t("kb_n_vp", n=f"{result['vp']:+d}"))
    if result.get("gained"):
        parts.append("+" + goods_words(result["gained"]))
    if result["gain_any"]:
        parts.append(t("kb_battle_gain_any", n=result["gain_any"]))
    if result.get("lost"):
        parts.append("−" + goods_words(result["lost"]))
    if result["lose_any"]:
        parts.append(t("kb_battle_lose_any", n=result["lose_any"]))
    if result["lose_buildings"]:
        parts.append(t("kb_battle_lose_buildings", n=result["lose_buildings"]))
    return t("kb_list_sep").join(parts) if parts else t("kb_battle_nothing")
