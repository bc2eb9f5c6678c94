"""Drawing the Kingsburg table (`table.KbTableScene`): every part reads the board as the
events have left it and the rects of `table_layout`, so what is drawn is what is hit."""

from __future__ import annotations

import math
import random

import pygame

from game.games.kingsburg import art, battle_view
from game.games.kingsburg import table_layout as lay
from game.games.kingsburg.buildings import BUILDINGS
from game.games.kingsburg.model import PHASES
from game.games.kingsburg.seasons import PRODUCTIVE
from game.games.kingsburg.words import advisor_name, reward_words
from game.ui import fonts
from game.ui.die import DieStyle, blit_die, draw_die
from game.ui.i18n import has, t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

R = pygame.Rect
PANEL = (24, 30, 22, 225)
LIT = (120, 230, 140)
PICKED = (255, 214, 90)
WHITE_DIE = DieStyle()


def die_style(seat: int | None, white: bool) -> DieStyle:
    """A player's dice in his colour; the King's and bonus dice white."""
    if white or seat is None:
        return WHITE_DIE
    c = art.PLAYER_COLOURS[seat % len(art.PLAYER_COLOURS)]
    light = tuple(min(255, v + 60) for v in c)
    return DieStyle(edge=tuple(v // 2 for v in c), body_top=light, body_bottom=c,
                    face_top=light, face_bottom=c, pip=(255, 255, 255))


def die_picture(sc, flight, px: int) -> pygame.Surface:
    """A die flying from a player's tray ("dice:<seat>") to an advisor: its face and
    colour as it lay."""
    seat = int(str(flight.src).partition(":")[2])
    index = int(flight.piece)
    values = sc.board()["dice"][seat]
    surf = pygame.Surface((px, px), pygame.SRCALPHA)
    blit_die(surf, (px // 2, px // 2), px, values[index] if index < len(values) else 1,
             style=die_style(seat, index >= 3), shadow=False)
    return surf


def tumbling(sc, index: int, value: int) -> tuple[int, float]:
    """A die's face and angle while the dice are rolled (the roll's effect): random faces
    turning, slowing to the value thrown; else the value, square."""
    playing = sc.motion.effect("roll")
    if playing is None:
        return value, 0.0
    left = max(0.0, 1.0 - playing.t / max(0.01, playing.dur))
    if left < 0.15:
        return value, 0.0
    frame = int(playing.t * 14)
    return random.Random(frame * 31 + index).randint(1, 6), (left * 540 + index * 47) % 360


def dice_out(board: dict) -> bool:
    """The dice lie on the table from a season's roll to its end (none are left over
    into the King's reward, the Envoy, recruiting or the winter)."""
    return board["phase"] in PRODUCTIVE


def fit(surf, v, text: str, at: tuple, size: float, room: float, colour=TEXT, anchor="topleft",
        bold: bool = False) -> pygame.Rect:
    return draw_text(surf, v, text, at, fit_text_size(text, size, room, v, bold), colour, anchor,
                     bold=bold)


def building_at(row: int, col: int) -> str:
    return next(b.key for b in BUILDINGS.values() if b.row == row and b.column == col)


def draw(sc, surf: pygame.Surface) -> None:
    v, board = sc.view, sc.board()
    surf.blit(sc.app.backdrop(), (0, 0))
    draw_banner(sc, surf, board)
    if battle_view.shows(board):
        battle_view.draw_battle(sc, surf, board, fit)
    else:
        draw_court(sc, surf, board)
    draw_calendar(sc, surf, board)
    draw_enemy(sc, surf, board)
    for seat in sc.others():
        draw_panel_of(sc, surf, board, seat)
    draw_province(sc, surf, board)
    draw_tray(sc, surf, board)
    draw_purse(sc, surf, board)
    for button in sc.buttons:
        button.draw(surf, v)
    if any(b.key == "recruit" for b in sc.buttons):
        c = sc.a["controls"]
        fit(surf, v, str(sc.recruits), (c.x + 70, c.y + 46), 20, 50, TEXT, "center", bold=True)
    sc.draw_corner_buttons(surf)
    sc.motion.draw_flights(surf, v)
    draw_tooltip(sc, surf)
    sc.draw_on_top(surf)


def prompt(sc, board: dict) -> str:
    if board["step"] == "over":
        return t("kb_over")
    if sc.mine():
        ask = board["ask"]
        if ask is not None:
            return t(f"kb_prompt_ask_{ask['kind']}")
        return t(f"kb_prompt_{board['step']}")
    asked = board["asked"]
    return t("kb_waiting", name=sc.ctl.name_of(asked)) if asked is not None else ""


def draw_banner(sc, surf: pygame.Surface, board: dict) -> None:
    sc.draw_banner(surf, prompt(sc, board))


def draw_court(sc, surf: pygame.Surface, board: dict) -> None:
    v = sc.view
    lit = sc.reachable() if sc.mine() and board["step"] == "influence" else set()
    for n, tile in lay.advisor_tiles(sc.a["court"]).items():
        surf.blit(art.advisor(n, v.len(tile.w), v.len(tile.h)), v.pt(tile.x, tile.y))
        if n in lit:
            pygame.draw.rect(surf, LIT, v.rect(tile.inflate(4, 4)), max(2, v.len(3)),
                             border_radius=v.len(8))
        for k, seat in enumerate(board["advisors"].get(str(n), [])):
            spot = R(tile.x + 4 + k * 14, tile.y + 38, 16, 16)
            colour = (200, 200, 200) if seat is None or seat < 0 else \
                art.PLAYER_COLOURS[seat % len(art.PLAYER_COLOURS)]
            pygame.draw.rect(surf, colour, v.rect(spot), border_radius=v.len(3))
            pygame.draw.rect(surf, (30, 30, 30), v.rect(spot), 1, border_radius=v.len(3))


def draw_calendar(sc, surf: pygame.Surface, board: dict) -> None:
    v, c = sc.view, sc.a["calendar"]
    fit(surf, v, t("kb_year_n", n=board["year"]), (c.x, c.y), 16, 120, GOLD, bold=True)
    for phase, box in zip(PHASES, lay.phase_boxes(c), strict=True):
        now = board["phase"] == phase and board["step"] != "over"
        draw_panel(surf, v, box, (70, 90, 60, 240) if now else (40, 50, 40, 160), 6,
                   border=PICKED if now else None, border_w=2 if now else 0)
        fit(surf, v, t(f"kb_phase_{phase}"), box.center, 11, box.w - 4, TEXT, "center")


def draw_enemy(sc, surf: pygame.Surface, board: dict) -> None:
    v = sc.view
    e = sc.a["enemy"]
    winter = board["phase"] == "winter" or board["step"] == "over"
    if board["revealed"] and winter:
        draw_enemy_turning(sc, surf, board, e)
    elif board["deck_years"]:
        surf.blit(art.enemy_back(board["deck_years"][0], v.len(e.w)), v.pt(e.x, e.y))
    k = sc.a["king_die"]
    if board["peek"] and not winter:  # the enemy to come, seen by this seat alone
        fit(surf, v, t("kb_peeked"), (k.centerx, k.y), 12, k.w, PICKED, "midtop")
        surf.blit(art.enemy(board["peek"], v.len(60)), v.pt(k.centerx - 30, k.y + 18))
    if board["king_die"] and winter:
        face, angle = tumbling(sc, 99, board["king_die"])
        draw_die(surf, v, R(k.x + 10, k.y + 20, 56, 56), face, angle=angle, style=WHITE_DIE)
        fit(surf, v, t("kb_king_die"), (k.centerx, k.y), 12, k.w, TEXT_DIM, "midtop")
    draw_tracks(sc, surf, board)


def draw_enemy_turning(sc, surf: pygame.Surface, board: dict, e: R) -> None:
    """The year's enemy card, turned over as the winter begins (the enemy effect)."""
    v = sc.view
    playing = sc.motion.effect("enemy")
    p = 1.0 if playing is None else playing.progress
    card = art.enemy(board["revealed"][-1], v.len(e.w)) if p >= 0.5 else \
        art.enemy_back(board["year"], v.len(e.w))
    squeeze = abs(math.cos(math.pi * p))
    if squeeze < 0.999:
        card = pygame.transform.smoothscale(card, (max(1, round(card.get_width() * squeeze)),
                                                   card.get_height()))
    x, y = v.pt(e.centerx, e.y)
    surf.blit(card, (x - card.get_width() // 2, y))


def draw_tracks(sc, surf: pygame.Surface, board: dict) -> None:
    """The soldier track and the score track, each player's marker in his colour."""
    v, b = sc.view, sc.a["battle"]
    for i, (key, values, size) in enumerate((("kb_track_soldiers", board["soldiers"], 15),
                                            ("kb_track_points", board["vp"], 60))):
        y = b.y + 8 + i * 56
        fit(surf, v, t(key), (b.x, y), 12, b.w, TEXT_DIM)
        top = max(size, max(values) + 1)
        line_y = y + 30
        pygame.draw.line(surf, (200, 190, 150), v.pt(b.x, line_y), v.pt(b.right, line_y),
                         max(1, v.len(2)))
        for mark in range(0, top + 1, 5):
            x = b.x + b.w * mark / top
            pygame.draw.line(surf, (200, 190, 150), v.pt(x, line_y - 4), v.pt(x, line_y + 4),
                             max(1, v.len(1.5)))
        fit(surf, v, str(top), (b.right, line_y + 6), 10, 30, TEXT_DIM, "topright")
        for k, seat in enumerate(sorted(range(len(values)), key=lambda s: values[s])):
            x = b.x + b.w * max(0, values[seat]) / top
            yy = line_y - 7 + 5 * (k % 3)
            pygame.draw.circle(surf, art.PLAYER_COLOURS[seat % 5], v.pt(x, yy), v.len(6))
            pygame.draw.circle(surf, (250, 240, 210), v.pt(x, yy), v.len(6), max(1, v.len(1.5)))


def draw_panel_of(sc, surf: pygame.Surface, board: dict, seat: int) -> None:
    v, p = sc.view, sc.panel_of(seat)
    acting = board["asked"] == seat
    draw_panel(surf, v, p, PANEL, 10, border=GOLD if acting else (110, 130, 110),
               border_w=3 if acting else 1)
    pygame.draw.circle(surf, art.PLAYER_COLOURS[seat % 5], v.pt(p.x + 14, p.y + 15), v.len(6))
    fit(surf, v, sc.ctl.name_of(seat), (p.x + 24, p.y + 6), 15, p.w - 100,
        GOLD if acting else TEXT, bold=True)
    fit(surf, v, t("kb_vp_n", n=board["vp"][seat]), (p.right - 10, p.y + 6), 14, 80, GOLD,
        "topright", bold=True)
    goods = board["goods"][seat]
    x = p.x + 8
    for kind in ("gold", "wood", "stone"):
        surf.blit(art.token(kind, v.len(18)), v.pt(x, p.y + 28))
        fit(surf, v, str(goods[kind]), (x + 20, p.y + 29), 13, 24, TEXT, bold=True)
        x += 46
    surf.blit(art.token("soldier", v.len(18)), v.pt(x, p.y + 28))
    fit(surf, v, str(board["soldiers"][seat]), (x + 20, p.y + 29), 13, 24, TEXT, bold=True)
    x += 46
    surf.blit(art.token("plus2", v.len(18)), v.pt(x, p.y + 28))
    fit(surf, v, str(board["plus2"][seat]), (x + 20, p.y + 29), 13, 24, TEXT, bold=True)
    values = board["dice"][seat] if dice_out(board) else []
    used = {i for i, placed in enumerate(board["used"][seat]) if placed}
    for i, (value, r) in enumerate(zip(values, lay.panel_dice(p, len(values)), strict=True)):
        if i not in used:
            face, angle = tumbling(sc, seat * 10 + i, value)
            draw_die(surf, v, r, face, angle=angle, style=die_style(seat, i >= 3))
    rows = board["rows"][seat]
    for (row, col), r in lay.panel_province(p).items():
        built = col < rows[row]
        colour = art.ROW_COLOURS[row] if built else (52, 58, 52)
        pygame.draw.rect(surf, colour, v.rect(r), border_radius=v.len(3))
        if built:
            pygame.draw.rect(surf, (240, 230, 200), v.rect(r), 1, border_radius=v.len(3))


def draw_province(sc, surf: pygame.Surface, board: dict) -> None:
    v, area = sc.view, sc.a["province"]
    fit(surf, v, t("kb_your_province"), (area.x, area.y), 15, 300, GOLD, bold=True)
    rows = board["rows"][sc.seat]
    lit = sc.buildable()
    for (row, col), tile in lay.building_tiles(area).items():
        key = building_at(row, col)
        surf.blit(art.building(key, v.len(tile.w), v.len(tile.h), built=col < rows[row]),
                  v.pt(tile.x, tile.y))
        if key in lit:
            pygame.draw.rect(surf, LIT, v.rect(tile.inflate(4, 4)), max(2, v.len(3)),
                             border_radius=v.len(10))


def draw_tray(sc, surf: pygame.Surface, board: dict) -> None:
    v, tray = sc.view, sc.a["tray"]
    draw_panel(surf, v, tray, PANEL, 10)
    fit(surf, v, t("kb_your_dice"), (tray.x + 10, tray.y + 6), 14, 300, TEXT_DIM)
    for index, value, r in sc.my_dice():
        if sc.dragging() == ("die", index):
            continue
        face, angle = tumbling(sc, index, value)
        draw_die(surf, v, r, face, angle=angle, style=die_style(sc.seat, index >= 3))
        if index in sc.group:
            pygame.draw.rect(surf, PICKED, v.rect(r.inflate(8, 8)), max(2, v.len(3)),
                             border_radius=v.len(8))
    if sc.group:
        total = sum(board["dice"][sc.seat][i] for i in sc.group)
        fit(surf, v, t("kb_group_sum", n=total), (tray.right - 12, tray.y + 6), 14, 220, PICKED,
            "topright", bold=True)
    piece = sc.dragging()
    if piece is not None and sc.hover is not None:
        value = board["dice"][sc.seat][piece[1]]
        draw_die(surf, v, R(sc.hover[0] - 26, sc.hover[1] - 26, 52, 52), value,
                 style=die_style(sc.seat, piece[1] >= 3))


def draw_purse(sc, surf: pygame.Surface, board: dict) -> None:
    v, p = sc.view, sc.a["purse"]
    draw_panel(surf, v, p, PANEL, 10)
    seat = sc.seat
    x = p.x + 12
    goods = board["goods"][seat]
    for kind, n in (("gold", goods["gold"]), ("wood", goods["wood"]), ("stone", goods["stone"]),
                    ("soldier", board["soldiers"][seat]), ("plus2", board["plus2"][seat]),
                    ("vp", board["vp"][seat])):
        surf.blit(art.token(kind, v.len(30)), v.pt(x, p.y + 17))
        fit(surf, v, str(n), (x + 34, p.y + 32), 18, 50, TEXT, "midleft", bold=True)
        x += 96
    if board["envoy"] == seat:
        fit(surf, v, t("kb_envoy_yours"), (p.right - 10, p.y + 6), 12, 120, PICKED, "topright")
    if board["ask"] is not None and sc.mine():
        fit(surf, v, advisor_name(int(board["ask"]["why"].split("_")[1]))
            if board["ask"]["why"].startswith("advisor_") else "", (p.x, p.bottom + 4), 12, 300,
            TEXT_DIM)


def hovered(sc) -> tuple[str, R] | None:
    """What the pointer rests on, in words: an advisor's reward, a building's power."""
    pos = sc.hover
    if pos is None or sc.press is not None:
        return None
    if not battle_view.shows(sc.board()):
        for n, tile in lay.advisor_tiles(sc.a["court"]).items():
            if tile.collidepoint(pos):
                return f"{n}. {advisor_name(n)}: {reward_words(n)}", tile
    tiles = [(rc, tile) for rc, tile in lay.building_tiles(sc.a["province"]).items()]
    for seat in sc.others():
        tiles += lay.panel_province(sc.panel_of(seat)).items()
    for (row, col), tile in tiles:
        if tile.collidepoint(pos):
            return building_words(building_at(row, col)), tile
    return None


def building_words(key: str) -> str:
    """A building's name and power: "Inn: a +2 token each season"."""
    name = t(f"kb_building_{key}")
    return f"{name}: {t(f'kb_power_{key}')}" if has(f"kb_power_{key}") else name


def draw_tooltip(sc, surf: pygame.Surface) -> None:
    found = hovered(sc)
    if found is None:
        return
    v = sc.view
    text, anchor = found
    box = R(0, 0, min(520, fonts.text_width(text, 14) + 24), 30)
    box.midtop = (anchor.centerx, anchor.bottom + 6)
    box.clamp_ip(R(0, 0, 1280, 720))
    draw_panel(surf, v, box, (14, 20, 14, 240), 8, border=(200, 190, 150), border_w=1)
    fit(surf, v, text, box.center, 14, box.w - 16, TEXT, "center")
