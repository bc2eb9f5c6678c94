"""Drawing the Saint Petersburg table (`table.SpTableScene`): every part reads the board
as the events have left it and the rects of `table_layout`, so what is drawn is what is
hit."""

from __future__ import annotations

import math

import pygame

from game.games.saint_petersburg import art
from game.games.saint_petersburg import table_layout as lay
from game.games.saint_petersburg.cards import STACKS, kind_of_code
from game.games.saint_petersburg.costs import may_displace, price, price_parts
from game.games.saint_petersburg.scoring import phase_income, variety_points
from game.games.saint_petersburg.words import card_name, phase_name
from game.ui import fonts
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

R = pygame.Rect
PANEL = (16, 30, 40, 225)
PICKED = (255, 214, 90)
TARGET = (120, 230, 140)
ZOOM_W = 150  # a hovered card, enlarged
FLY, PAY_STAGGER, PAY_PIECES = 0.5, 0.06, 6  # a paid coin's flight; at most six a kind
TRACK_X = 130  # the score track's start within the phase area, after the round's line
SEAT_COLOURS = ((236, 90, 80), (90, 160, 236), (240, 200, 70), (150, 220, 120))


def fit(surf, v, text: str, at: tuple, size: float, room: float, colour=TEXT, anchor="topleft",
        bold: bool = False) -> pygame.Rect:
    return draw_text(surf, v, text, at, fit_text_size(text, size, room, v, bold), colour, anchor,
                     bold=bold)


def blit_card(surf, v, code: str | None, r: R, *, stack: str = "worker", ring=None) -> None:
    """A card face (its stack's back for None) in level rect `r`, ringed if `ring`."""
    px = v.len(r.w)
    surf.blit(art.back(stack, px) if code is None else art.face(code, px), v.pt(r.x, r.y))
    if ring is not None:
        pygame.draw.rect(surf, ring, v.rect(r.inflate(6, 6)), max(2, v.len(3)),
                         border_radius=v.len(7))


def rubles_label(surf, v, at: tuple[float, float], rubles: int | None, band: int | None,
                 size: float = 15) -> None:
    """A ruble coin and the amount, or "≈ 20–29" for another's hidden rubles."""
    d = round(size * 1.4)
    surf.blit(art.ruble(v.len(d)), v.pt(at[0], at[1]))
    text = str(rubles) if rubles is not None else t("sp_band", lo=band, hi=band + 9)
    draw_text(surf, v, text, (at[0] + d + 4, at[1] + d / 2), size, (226, 230, 238), "midleft",
              bold=True)


def points_label(surf, v, at: tuple[float, float], points: int, size: float = 15) -> None:
    d = round(size * 1.4)
    surf.blit(art.point_star(v.len(d)), v.pt(at[0], at[1]))
    draw_text(surf, v, str(points), (at[0] + d + 4, at[1] + d / 2), size, GOLD, "midleft",
              bold=True)


def kinds(codes: list[str]):
    return [kind_of_code(c) for c in codes]


def income_words(display: list[str], phase: str, used: int = 0) -> str:
    rubles, points = phase_income(kinds(display), phase, used)
    return t("sp_income", rubles=rubles, points=points)


# -- prices ---------------------------------------------------------------------------------------
def targets_of(sc, code: str) -> list[str]:
    """The viewer's display cards a trading card could replace (C6), by code."""
    board = sc.board()
    kind = kind_of_code(code)
    return [c for c in board["displays"][sc.seat]
            if c not in board["used"] and may_displace(kind, kind_of_code(c))]


def price_now(sc, code: str, target: str | None) -> int:
    board = sc.board()
    return price(kind_of_code(code), kinds(board["displays"][sc.seat]), code in board["lower"],
                 None if target is None else kind_of_code(target))


def cheapest(sc, code: str) -> int:
    """What the card costs the viewer: over its cheapest target for a trading card."""
    if not kind_of_code(code).trading:
        return price_now(sc, code, None)
    return min((price_now(sc, code, c) for c in targets_of(sc, code)),
               default=price_now(sc, code, None))


def price_lines(sc, code: str) -> list[str]:
    """The price and why: "Price 5: 7 − 1 lower row − 1 owned"; per target for a
    trading card."""
    board = sc.board()
    display = kinds(board["displays"][sc.seat])
    kind = kind_of_code(code)
    targets = targets_of(sc, code) if kind.trading else [None]
    if kind.trading and not targets:
        return [t("sp_price", price=kind.cost), t("sp_needs_target")]
    lines = []
    for target in targets[:3]:
        parts = price_parts(kind, display, code in board["lower"],
                            None if target is None else kind_of_code(target))
        why = " ".join(t(f"sp_off_{reason}", n=n, card=card_name(target))
                       for reason, n in parts[1:])
        cost = price_now(sc, code, target)
        head = t("sp_price", price=cost) if target is None else \
            t("sp_price_over", price=cost, card=card_name(target))
        lines.append(f"{head}  ({parts[0][1]} {why})" if why else head)
    rubles = board["rubles"][sc.seat]
    if rubles is not None and cheapest(sc, code) > rubles:
        lines.append(t("sp_short", rubles=rubles))
    return lines


# -- the whole table ------------------------------------------------------------------------------
def draw(sc, surf: pygame.Surface) -> None:
    v, board = sc.view, sc.board()
    surf.blit(sc.app.backdrop(), (0, 0))
    draw_banner(sc, surf, board)
    for seat in sc.others():
        draw_panel_of(sc, surf, board, seat)
    draw_stacks(sc, surf, board)
    draw_rows(sc, surf, board)
    draw_phases(sc, surf, board)
    draw_discard_and_drawn(sc, surf, board)
    draw_pub(sc, surf, board)
    draw_display(sc, surf, board)
    draw_purse(sc, surf, board)
    draw_hand(sc, surf, board)
    sc.sync_buttons()
    for button in sc.controls.values():
        button.draw(surf, v)
    sc.draw_corner_buttons(surf)
    sc.motion.draw_flights(surf, v)
    draw_income(sc, surf, board)
    draw_phase_banner(sc, surf)
    draw_dragged(sc, surf)
    draw_hovered(sc, surf, board)
    sc.draw_on_top(surf)


def prompt(sc, board: dict) -> str:
    step = board["step"]
    if step == "over":
        return t("sp_over")
    phase = phase_name(board["phase"])
    if sc.mine():
        if step == "pub_points":
            return t("sp_prompt_pub")
        if step == "observed":
            return t("sp_prompt_drawn")
        if sc.pick is not None and kind_of_code(sc.pick[1]).trading and targets_of(sc, sc.pick[1]):
            return t("sp_pick_target")
        return t("sp_prompt_actions", phase=phase)
    if step == "pub_points":
        return t("sp_waiting_pub")
    return t("sp_waiting", name=sc.ctl.name_of(board["turn"]), phase=phase)


def draw_banner(sc, surf: pygame.Surface, board: dict) -> None:
    sc.draw_banner(surf, prompt(sc, board), (10, 20, 30, 200))


# -- the other players ----------------------------------------------------------------------------
def token_badges(surf, v, board: dict, seat: int, at: tuple[float, float]) -> float:
    """The start tokens a seat holds, as small discs in their phase's colour; the x after."""
    x, y = at
    for phase in STACKS:
        if board["tokens"][phase] != seat:
            continue
        colour = art.COLOURS.get(phase, (art.TRADING, art.GOLD_DARK))[0]
        pygame.draw.circle(surf, colour, v.pt(x + 9, y + 9), v.len(9))
        pygame.draw.circle(surf, (250, 240, 210), v.pt(x + 9, y + 9), v.len(9), max(1, v.len(1.5)))
        draw_text(surf, v, t(f"sp_token_{phase}"), (x + 9, y + 9), 11, (255, 255, 255),
                  "center", bold=True)
        x += 22
    return x


def draw_panel_of(sc, surf: pygame.Surface, board: dict, seat: int) -> None:
    v, p = sc.view, sc.panel_of(seat)
    acting = board["turn"] == seat and board["step"] in ("actions", "observed")
    draw_panel(surf, v, p, PANEL, 10, border=GOLD if acting else (110, 130, 150),
               border_w=3 if acting else 1)
    name = sc.ctl.name_of(seat)
    pygame.draw.circle(surf, SEAT_COLOURS[seat], v.pt(p.x + 14, p.y + 15), v.len(6))
    x = fit(surf, v, name, (p.x + 24, p.y + 6), 15, p.w * 0.32, GOLD if acting else TEXT,
            bold=True).right
    x = token_badges(surf, v, board, seat, (v.to_level((x, 0))[0] + 6, p.y + 5))
    if sc.ctl.session.thinking == seat:
        fit(surf, v, t("sp_thinking"), (x + 4, p.y + 8), 12, 80, TEXT_DIM)
    rubles_label(surf, v, (p.right - 170, p.y + 5), board["rubles"][seat],
                 board["rubles_band"][seat], 14)
    points_label(surf, v, (p.right - 72, p.y + 5), board["points"][seat], 14)
    flying = sc.flying()
    display = board["displays"][seat]
    for colour, codes, column in zip(lay.COLOURS, sc.display_by_colour(seat),
                                     lay.panel_columns(p), strict=True):
        for code, r in zip(codes, lay.panel_cards(column, len(codes)), strict=True):
            if code not in flying:
                blit_card(surf, v, code, r)
        if not codes:
            pygame.draw.rect(surf, (70, 90, 110), v.rect(R(column.x, column.y, lay.MINI_W,
                                                           lay.card_h(lay.MINI_W))), 1,
                             border_radius=v.len(3))
        fit(surf, v, income_words(display, colour), (column.x, column.bottom - 18), 12,
            column.w, TEXT_DIM)
    hand = lay.panel_hand(p)
    n = board["hand_sizes"][seat]
    for i in range(min(n, 4)):
        blit_card(surf, v, None, R(hand.x + 6 * i, hand.y, 16, 22), stack="trading")
    fit(surf, v, t("sp_hand_n", n=n), (hand.x + 40, hand.centery), 12, hand.w - 40, TEXT,
        "midleft")


# -- the middle -----------------------------------------------------------------------------------
def draw_stacks(sc, surf: pygame.Surface, board: dict) -> None:
    v = sc.view
    lit = sc.observable()
    for stack, r in sc.stack_spots().items():
        n = board["stacks"][stack]
        if n:
            for k in range(min(3, 1 + n // 10)):
                blit_card(surf, v, None, r.move(-2 * k, -2 * k), stack=stack,
                          ring=TARGET if stack in lit and k == 0 else None)
        else:
            pygame.draw.rect(surf, (90, 110, 120), v.rect(r), 2, border_radius=v.len(6))
        fit(surf, v, str(n), (r.centerx, r.bottom + 2), 13, r.w, TEXT, "midtop", bold=True)


def draw_rows(sc, surf: pygame.Surface, board: dict) -> None:
    v = sc.view
    flying = sc.flying()
    for row in ("upper", "lower"):
        area = sc.a[row]
        for r in lay.row_slots(area):
            pygame.draw.rect(surf, (60, 80, 96), v.rect(r), 1, border_radius=v.len(6))
        for code, r in sc.row_cards(row):
            if code in flying or sc.dragging() == (row, code):
                continue
            blit_card(surf, v, code, r, ring=PICKED if sc.pick == (row, code) else None)
            if row == "lower":
                tag = R(r.x - 6, r.centery - 9, 24, 18)
                draw_panel(surf, v, tag, (30, 80, 40, 230), 5)
                fit(surf, v, "−1", tag.center, 12, 22, (220, 255, 220), "center", bold=True)


def draw_phases(sc, surf: pygame.Surface, board: dict) -> None:
    v, area = sc.view, sc.a["phases"]
    for phase, box in zip(STACKS, lay.phase_boxes(area), strict=True):
        now = board["phase"] == phase and board["step"] != "over"
        colour = art.COLOURS.get(phase, (art.TRADING, art.GOLD_DARK))[0]
        draw_panel(surf, v, box, (*colour, 240 if now else 110), 8,
                   border=PICKED if now else None, border_w=3 if now else 0)
        fit(surf, v, phase_name(phase), (box.centerx, box.y + 6), 14, box.w - 8, TEXT, "midtop",
            bold=True)
        holder = sc.ctl.name_of(board["tokens"][phase])
        fit(surf, v, holder, (box.centerx, box.y + 30), 12, box.w - 8, TEXT, "midtop")
        fit(surf, v, t("sp_starts"), (box.centerx, box.y + 48), 10, box.w - 8, TEXT_DIM, "midtop")
    line = t("sp_round", n=board["round"])
    if board["last_round"]:
        line += "  " + t("sp_last_round")
    fit(surf, v, line, (area.x + 4, area.y + 80), 15, TRACK_X - 8,
        PICKED if board["last_round"] else TEXT, bold=True)
    draw_score_track(sc, surf, board, R(area.x + TRACK_X, area.y + 78, area.w - TRACK_X, 30))


def draw_score_track(sc, surf: pygame.Surface, board: dict, track: R) -> None:
    """The score track: each player's marker (in his seat's colour, as on his panel) at
    his points, the track as long as the leader needs."""
    v = sc.view
    points = board["points"]
    top = max(50, (max(points) // 25 + 1) * 25)
    line_y = track.y + 14
    pygame.draw.line(surf, (200, 190, 150), v.pt(track.x, line_y), v.pt(track.right, line_y),
                     max(1, v.len(2)))
    for mark in range(0, top + 1, 25):
        x = track.x + track.w * mark / top
        pygame.draw.line(surf, (200, 190, 150), v.pt(x, line_y - 4), v.pt(x, line_y + 4),
                         max(1, v.len(1.5)))
    fit(surf, v, str(top), (track.right, track.bottom), 10, 30, TEXT_DIM, "bottomright")
    for k, seat in enumerate(sorted(range(len(points)), key=lambda s: points[s])):
        x = track.x + track.w * points[seat] / top
        y = line_y - 6 + 4 * (k % 2)  # markers on the same points stay apart
        pygame.draw.circle(surf, SEAT_COLOURS[seat], v.pt(x, y), v.len(7))
        pygame.draw.circle(surf, (250, 240, 210), v.pt(x, y), v.len(7), max(1, v.len(1.5)))


def draw_discard_and_drawn(sc, surf: pygame.Surface, board: dict) -> None:
    v = sc.view
    d = sc.a["discard"]
    card = lay.pile_card(d)
    if board["discard_top"]:
        blit_card(surf, v, board["discard_top"], card)
    else:
        pygame.draw.rect(surf, (60, 80, 96), v.rect(card), 1, border_radius=v.len(6))
    fit(surf, v, t("sp_discard_n", n=board["discard"]), (d.centerx, d.bottom + 5), 11, d.w + 6,
        TEXT_DIM, "midbottom")
    spot = sc.a["drawn"]
    card = lay.pile_card(spot)
    if board["step"] == "observed":
        drawn = board["drawn"]
        if drawn is not None and sc.dragging() != ("drawn", drawn):
            blit_card(surf, v, drawn, card, ring=PICKED)
        elif drawn is None:
            stack = "trading"
            blit_card(surf, v, None, card, stack=stack)
        fit(surf, v, t("sp_observatory"), (spot.centerx, spot.bottom + 5), 11, spot.w + 6,
            TEXT_DIM, "midbottom")


def draw_pub(sc, surf: pygame.Surface, board: dict) -> None:
    if board["step"] != "pub_points" or not sc.mine():
        return
    v, p = sc.view, sc.a["pub"]
    draw_panel(surf, v, p, (70, 44, 20, 235), 10, border=GOLD, border_w=2)
    fit(surf, v, t("sp_pub_title"), (p.centerx, p.y + 6), 14, p.w - 12, GOLD, "midtop", bold=True)
    fit(surf, v, str(sc.pub_points), (p.centerx, p.y + 52), 26, 60, TEXT, "center", bold=True)


# -- the viewer -----------------------------------------------------------------------------------
def draw_display(sc, surf: pygame.Surface, board: dict) -> None:
    v = sc.view
    flying = sc.flying()
    targets = set(targets_of(sc, sc.pick[1])) if sc.pick is not None and \
        kind_of_code(sc.pick[1]).trading and sc.mine() else set()
    display = board["displays"][sc.seat]
    used = sum(1 for c in display if c in board["used"])
    cards = dict(sc.display_cards())
    for colour, codes, column in zip(lay.COLOURS, sc.display_by_colour(sc.seat),
                                     lay.columns(sc.a["display"]), strict=True):
        draw_panel(surf, v, column, (*art.COLOURS[colour][1], 90), 10)
        head = f"{phase_name(colour)}  {income_words(display, colour, used)}"
        fit(surf, v, head, (column.x + 8, column.y + 5), 14, column.w - 16, TEXT, bold=True)
        for code in codes:
            if code in flying:
                continue
            ring = TARGET if code in targets else None
            blit_card(surf, v, code, cards[code], ring=ring)
            if code in board["used"]:
                tag = R(0, 0, cards[code].w - 8, 20)
                tag.center = cards[code].center
                draw_panel(surf, v, tag, (20, 20, 20, 220), 6)
                fit(surf, v, t("sp_used"), tag.center, 12, tag.w - 4, PICKED, "center", bold=True)


def draw_purse(sc, surf: pygame.Surface, board: dict) -> None:
    v, p = sc.view, sc.a["purse"]
    draw_panel(surf, v, p, PANEL, 10)
    seat = sc.seat
    rubles = board["rubles"][seat]
    pygame.draw.circle(surf, SEAT_COLOURS[seat], v.pt(p.x + 16, p.y + 17), v.len(6))
    fit(surf, v, sc.ctl.name_of(seat), (p.x + 26, p.y + 8), 15, 190, GOLD, bold=True)
    token_badges(surf, v, board, seat, (p.x + 12, p.y + 32))
    rubles_label(surf, v, (p.x + 220, p.y + 28), rubles, None, 22)
    points_label(surf, v, (p.x + 340, p.y + 28), board["points"][seat], 22)
    display = kinds(board["displays"][seat])
    hand = len(board["hand"])
    end = t("sp_end_estimate", variety=variety_points(display), rubles=(rubles or 0) // 10,
            hand=-5 * hand)
    fit(surf, v, end, (p.x + 460, p.y + 14), 13, p.w - 470, TEXT_DIM)
    fit(surf, v, t("sp_hand_limit", n=board["hand_limit"]), (p.x + 460, p.y + 40), 13,
        p.w - 470, TEXT_DIM)


def draw_hand(sc, surf: pygame.Surface, board: dict) -> None:
    v, area = sc.view, sc.a["hand"]
    draw_panel(surf, v, area, (20, 36, 46, 170), 10)
    fit(surf, v, t("sp_your_hand", n=len(board["hand"]), limit=board["hand_limit"]),
        (area.x + 10, area.y + 2), 12, area.w - 20, TEXT_DIM)
    flying = sc.flying()
    for code, r in sc.hand_cards():
        if code in flying or sc.dragging() == ("hand", code):
            continue
        blit_card(surf, v, code, r, ring=PICKED if sc.pick == ("hand", code) else None)


# -- over everything ------------------------------------------------------------------------------
def draw_income(sc, surf: pygame.Surface, board: dict) -> None:
    """Each phase's pay rising from each player's purse or panel as it is paid."""
    v = sc.view
    for effect in sc.motion.effects_of("income") + sc.motion.effects_of("pub"):
        ev = effect.ev
        share = min(1.0, max(0.0, effect.t / max(0.01, effect.dur)))
        if ev.kind == "income":
            pays = {s: (r, p) for s, (r, p) in enumerate(zip(ev.data["rubles"], ev.data["points"],
                                                            strict=True))}
        else:
            pays = {int(s): (-2 * k, k) for s, k in ev.data["bought"].items()}
        for seat, (rubles, points) in pays.items():
            if not rubles and not points:
                continue
            panel = sc.panel_of(seat)
            base = (panel.right - 120, panel.bottom - 20) if panel is not None else \
                (sc.a["purse"].x + 300, sc.a["purse"].y + 20)
            if ev.kind == "income":
                fly_pay(sc, surf, base, rubles, points, effect.t)
            y = base[1] - 40 * share
            words = " ".join(w for w in (t("sp_plus_rubles", n=f"{rubles:+d}") if rubles else "",
                                         t("sp_plus_points", n=points) if points else "") if w)
            box = R(0, 0, 120, 26)
            box.center = (base[0], y)
            draw_panel(surf, v, box, (20, 20, 20, int(200 * (1 - share * 0.6))), 8)
            fit(surf, v, words, box.center, 15, 112, GOLD, "center", bold=True)


def fly_pay(sc, surf: pygame.Surface, to: tuple[float, float], rubles: int, points: int,
            t_: float) -> None:
    """Coins and stars flying from the bank (the middle of the rows) to a player, one
    after another, each FLY seconds on its way."""
    v = sc.view
    start = sc.a["upper"].midbottom
    pieces = [art.ruble] * min(PAY_PIECES, rubles) + [art.point_star] * min(PAY_PIECES, points)
    for i, picture in enumerate(pieces):
        k = (t_ - i * PAY_STAGGER) / FLY
        if not 0 <= k <= 1:
            continue
        ease = 1 - (1 - k) ** 2
        x = start[0] + (to[0] - start[0]) * ease
        y = start[1] + (to[1] - start[1]) * ease - 60 * math.sin(math.pi * k)  # an arc
        img = picture(v.len(20))
        surf.blit(img, img.get_rect(center=v.pt(x, y)))


def draw_phase_banner(sc, surf: pygame.Surface) -> None:
    """A new phase named over the rows as it begins, in its colour, fading."""
    playing = sc.motion.effect("phase")
    if playing is None:
        return
    v, ev = sc.view, playing.ev
    fade = 1.0 - min(1.0, max(0.0, playing.t / max(0.01, playing.dur)))
    colour = art.COLOURS.get(ev.data["phase"], (art.TRADING, art.GOLD_DARK))[0]
    box = R(0, 0, 420, 64)
    box.center = (sc.a["upper"].centerx, sc.a["upper"].bottom + 2)
    draw_panel(surf, v, box, (*colour, int(235 * fade)), 14, border=PICKED, border_w=2)
    words = t("sp_phase_banner", round=ev.data["round"], phase=phase_name(ev.data["phase"]))
    fit(surf, v, words, box.center, 26, box.w - 24, TEXT, "center", bold=True)


def draw_dragged(sc, surf: pygame.Surface) -> None:
    piece = sc.dragging()
    if piece is None or sc.hover is None:
        return
    img = art.face(piece[1], sc.view.len(lay.ROW_W))
    surf.blit(img, img.get_rect(center=sc.view.pt(*sc.hover)))


def hovered(sc) -> tuple[str, str, R] | None:
    """The card under the pointer: (where, code, rect)."""
    pos = sc.hover
    if pos is None or sc.press is not None:
        return None
    spots = [("upper", c, r) for c, r in sc.row_cards("upper")]
    spots += [("lower", c, r) for c, r in sc.row_cards("lower")]
    spots += [("hand", c, r) for c, r in reversed(sc.hand_cards())]
    spots += [("display", c, r) for c, r in reversed(sc.display_cards())]
    for seat in sc.others():
        spots += [("panel", c, r) for c, r in reversed(sc.panel_cards(seat))]
    drawn = sc.drawn_card()
    if drawn:
        spots.append(("drawn", drawn, lay.pile_card(sc.a["drawn"])))
    return next(((w, c, r) for w, c, r in spots if r.collidepoint(pos)), None)


def draw_hovered(sc, surf: pygame.Surface, board: dict) -> None:
    """The card under the pointer, enlarged, with what it would cost the viewer and why."""
    found = hovered(sc)
    if found is None:
        return
    v = sc.view
    where, code, r = found
    lines = price_lines(sc, code) if where in ("upper", "lower", "hand", "drawn") else []
    h = lay.card_h(ZOOM_W)
    width = max([ZOOM_W + 16] + [fonts.text_width(x, 13) + 24 for x in lines])
    box = R(0, 0, min(420, width), h + 16 + 20 * len(lines))
    box.midbottom = (r.centerx, r.y - 6)
    if box.y < 50:
        box.midtop = (r.centerx, r.bottom + 6)
    box.clamp_ip(R(0, 0, 1280, 720))
    draw_panel(surf, v, box, (12, 18, 26, 235), 10, border=(200, 190, 150), border_w=1)
    blit_card(surf, v, code, R(box.centerx - ZOOM_W // 2, box.y + 8, ZOOM_W, h))
    for i, line in enumerate(lines):
        fit(surf, v, line, (box.centerx, box.y + h + 12 + 20 * i), 13, box.w - 12,
            PICKED if i == 0 else TEXT, "midtop", bold=i == 0)
