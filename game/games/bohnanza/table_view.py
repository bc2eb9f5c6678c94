"""Drawing the Bohnanza table (`table.BnTableScene`): every part reads the board as the
events have left it and the rects of `table_layout`, so what is drawn is what is hit."""

from __future__ import annotations

import math

import pygame

from game.games.bohnanza import art
from game.games.bohnanza import table_layout as lay
from game.games.bohnanza.actions import Plant, PlantReceived
from game.games.bohnanza.beanometer import coins, next_step
from game.games.bohnanza.cards import CYCLES, bean_named
from game.games.bohnanza.words import bid_takes, market_beans, offer_words
from game.ui import fonts
from game.ui.i18n import t
from game.ui.kit.bubbles import draw_bubble
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

R = pygame.Rect
PANEL = (14, 34, 26, 225)
MAT = (58, 40, 24, 235)
PICKED = (255, 214, 90)
BUBBLE_W = 230


def panel_spot(panel: R, kind: str) -> R:
    """Where on another player's panel a card lands: its hand, cards to plant, coins."""
    if kind == "hand":
        return R(panel.x + 10, panel.bottom - 44, lay.MINI_W, lay.card_h(lay.MINI_W))
    if kind == "treasury":
        return R(panel.right - 60, panel.bottom - 40, 30, 30)
    return R(panel.x + 10, panel.y + 82, lay.MINI_W, lay.card_h(lay.MINI_W))


def draw(sc, surf: pygame.Surface) -> None:
    v, board = sc.view, sc.board()
    surf.blit(sc.app.backdrop(), (0, 0))
    draw_banner(sc, surf, board)
    for seat in sc.others():
        draw_panel_of(sc, surf, board, seat)
    draw_deck(sc, surf, board)
    draw_market(sc, surf, board)
    draw_mat(sc, surf, board)
    draw_builder(sc, surf)
    draw_fields(sc, surf, board)
    draw_received(sc, surf, board)
    draw_treasury(sc, surf, board)
    draw_hand(sc, surf, board)
    sc.sync_buttons()
    for button in (*sc.controls.values(), *sc.buttons, *sc.device_buttons):
        button.draw(surf, v)
    draw_quiet(sc, surf)
    sc.draw_corner_buttons(surf)
    sc.motion.draw_flights(surf, v)
    draw_bubbles(sc, surf, board)
    draw_dragged(sc, surf)
    sc.draw_on_top(surf)


# -- words over the table ------------------------------------------------------------------
def prompt(sc, board: dict) -> str:
    phase, active = board["phase"], sc.ctl.name_of(board["active"])
    if phase == "over":
        return t("bn_over")
    if sc.mine():
        if phase == "plant":
            return t("bn_prompt_plant_next" if board["planted"] else "bn_prompt_plant")
        return t(f"bn_prompt_{phase}", name=active)
    if board["asked"] is None and phase == "bids":
        return t("bn_waiting_bids")
    return t(f"bn_waiting_{phase}", name=active)


def draw_banner(sc, surf: pygame.Surface, board: dict) -> None:
    sc.draw_banner(surf, prompt(sc, board), (10, 24, 18, 200))


def fit(surf, v, text: str, at: tuple, size: float, room: float, colour=TEXT, anchor="topleft",
        bold: bool = False) -> pygame.Rect:
    return draw_text(surf, v, text, at, fit_text_size(text, size, room, v, bold), colour, anchor,
                     bold=bold)


def blit_card(surf, v, code: str | None, r: R, *, ring=None, alpha: int = 255) -> None:
    """A card face (a code or a bean; its back for None) in level rect `r`, with a ring
    if picked."""
    px = v.len(r.w)
    img = art.back(px) if code is None else art.face(code, px)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surf.blit(img, v.pt(r.x, r.y))
    if ring is not None:
        pygame.draw.rect(surf, ring, v.rect(r.inflate(6, 6)), max(2, v.len(3)),
                         border_radius=v.len(7))


def coin_label(surf, v, at: tuple[float, float], n: int | None, size: float = 15) -> None:
    d = round(size * 1.5)
    surf.blit(art.coin(v.len(d)), v.pt(at[0], at[1]))
    draw_text(surf, v, "?" if n is None else str(n), (at[0] + d + 5, at[1] + d / 2), size, GOLD,
              "midleft", bold=True)


def draw_quiet(sc, surf: pygame.Surface) -> None:
    """The quiet time left before the person's trading ends itself: a ring running down
    and its seconds, under Clear picks."""
    if sc.quiet_left is None or not sc.mine():
        return
    v, spot = sc.view, sc.controls["clear"].rect.move(0, 50)
    share = max(0.0, sc.quiet_left / sc.ctl.quiet)
    ring = v.rect(R(spot.x + 8, spot.centery - 13, 26, 26))
    pygame.draw.circle(surf, (60, 70, 64), ring.center, ring.w // 2, max(2, v.len(3)))
    if share > 0:
        pygame.draw.arc(surf, GOLD, ring, math.pi / 2, math.pi / 2 + math.tau * share,
                        max(2, v.len(3)))
    fit(surf, v, t("bn_quiet_left", n=math.ceil(sc.quiet_left)), (spot.x + 42, spot.centery),
        14, spot.w - 44, TEXT, "midleft")


# -- the other players -------------------------------------------------------------------------
def draw_panel_of(sc, surf: pygame.Surface, board: dict, seat: int) -> None:
    v, p = sc.view, sc.panel_of(seat)
    active = board["active"] == seat and board["phase"] != "over"
    asked = board["asked"] == seat or sc.ctl.session.thinking == seat
    draw_panel(surf, v, p, PANEL, 10, border=GOLD if active else (120, 160, 130),
               border_w=3 if active else 1)
    name = sc.ctl.name_of(seat)
    fit(surf, v, name, (p.x + 10, p.y + 6), 15, p.w - 90, GOLD if active else TEXT, bold=True)
    if asked:
        fit(surf, v, t("bn_thinking"), (p.right - 10, p.y + 8), 12, 80, TEXT_DIM, "topright")
    fields = board["fields"][seat]
    for i, (f, r) in enumerate(zip(fields, lay.mini_fields(p, len(fields)), strict=True)):
        flying = sc.in_flight(f"field:{seat}:{i}")
        if f is None or f[1] - flying <= 0:
            pygame.draw.rect(surf, (90, 120, 100), v.rect(r), 1, border_radius=v.len(3))
            continue
        blit_card(surf, v, f[0], r)
        fit(surf, v, f"×{f[1] - flying}", (r.right + 4, r.y + 2), 14, 34, TEXT, bold=True)
        fit(surf, v, t("bn_coins_short", n=coins(f[0], f[1] - flying)), (r.right + 4, r.y + 20),
            11, 36, GOLD)
    received = board["received"][seat]
    spot = panel_spot(p, "received")
    for i, bean in enumerate(received[:8]):
        surf.blit(art.chip(bean, v.len(20)), v.pt(spot.x + i * 18, spot.y))
    hand = panel_spot(p, "hand")
    blit_card(surf, v, None, hand)
    fit(surf, v, t("bn_cards_n", n=board["hand_sizes"][seat]), (hand.right + 6, hand.centery), 13,
        70, TEXT, "midleft")
    treasury = panel_spot(p, "treasury")
    coin_label(surf, v, treasury.topleft, board["coins"][seat], 14)


def draw_bubbles(sc, surf: pygame.Surface, board: dict) -> None:
    """What each other player offered when the bids came in (or that it passed), in a
    speech bubble under its panel while the bids' effect is up."""
    v = sc.view
    for effect in sc.motion.effects_of("bids"):
        bids = effect.ev.data["bids"]
        for seat in sc.others():
            if seat == effect.ev.seat:
                continue
            bid = bids.get(str(seat))
            words = t("bn_bubble_pass") if bid is None else \
                offer_words(bid["give"], bid_takes(bid, board["market"]))
            left = 3.0 - effect.t  # the bids' effect fades over its last half second
            draw_bubble(surf, v, sc.panel_of(seat), words, left, widest=BUBBLE_W)


# -- the middle ---------------------------------------------------------------------------------
def draw_deck(sc, surf: pygame.Surface, board: dict) -> None:
    v, d = sc.view, sc.a["deck"]
    if board["draw_pile"]:
        for k in range(min(4, 1 + board["draw_pile"] // 20)):
            blit_card(surf, v, None, d.move(-2 * k, -2 * k))
    else:
        pygame.draw.rect(surf, (90, 120, 100), v.rect(d), 2, border_radius=v.len(6))
    fit(surf, v, t("bn_deck", n=board["draw_pile"]), (d.centerx, d.bottom + 6), 13, d.w + 20,
        TEXT, "midtop", bold=True)
    fit(surf, v, t("bn_cycles", n=board["exhausted"], of=CYCLES), (d.centerx, d.bottom + 24),
        12, d.w + 30, PICKED if board["last_turn"] else TEXT_DIM, "midtop")
    x = sc.a["discard"]
    if board["discard_top"]:
        blit_card(surf, v, board["discard_top"], x, alpha=200)
    else:
        pygame.draw.rect(surf, (90, 120, 100), v.rect(x), 2, border_radius=v.len(6))
    fit(surf, v, t("bn_discard", n=board["discard"]), (x.centerx, x.bottom + 6), 13, x.w + 20,
        TEXT_DIM, "midtop")


def draw_market(sc, surf: pygame.Surface, board: dict) -> None:
    v, m = sc.view, sc.a["market"]
    draw_panel(surf, v, m, (10, 40, 28, 160), 10)
    fit(surf, v, t("bn_market"), (m.centerx, m.y + 6), 14, m.w - 10, TEXT_DIM, "midtop", bold=True)
    flying = sc.motion.hidden("market")
    for slot, r in sc.market_cards():
        bean = board["market"][slot]
        if bean in flying or (("market", slot) == sc.dragging()):
            continue
        ring = PICKED if slot in sc.take else None
        blit_card(surf, v, bean, r, ring=ring)
        if slot in sc.take and sc.building():
            tag = t("bn_tag_offer" if sc.building() == "ask" else "bn_tag_take")
            fit(surf, v, tag, (r.centerx, r.bottom + 4), 12, r.w, PICKED, "midtop", bold=True)
    if not board["market"]:
        fit(surf, v, t("bn_market_empty"), m.center, 13, m.w - 20, TEXT_DIM, "center")


def draw_mat(sc, surf: pygame.Surface, board: dict) -> None:
    """The trading mat: the ask on top, each bid as cards (what it gives, for what it
    takes) with its buttons."""
    v, m = sc.view, sc.a["mat"]
    draw_panel(surf, v, m, MAT, 12, border=(150, 110, 60), border_w=1.5)
    fit(surf, v, mat_heading(sc, board), (m.x + 12, m.y + 8), 14, m.w - 24, TEXT, bold=True)
    for bidder, bid, row in sc.bid_rows():
        draw_panel(surf, v, row, (90, 64, 38, 220), 8)
        fit(surf, v, sc.ctl.name_of(bidder), (row.x + 8, row.centery), 13, 110, TEXT, "midleft",
            bold=True)
        draw_offer(surf, v, bid["give"], bid_takes(bid, board["market"]), row.x + 124, row)
    if sc.device_buttons and sc.device_buttons[0].visible:
        for seat, row in sc.device_rows():
            draw_panel(surf, v, row, (90, 64, 38, 220), 8)
            fit(surf, v, sc.ctl.name_of(seat), (row.x + 8, row.centery), 14, row.w - 410, TEXT,
                "midleft", bold=True)


def draw_offer(surf, v, give: list[str], takes: list[str], x: float, row: R) -> None:
    """An offer as cards on a row: what is given, "for", what is taken (a gift either
    way says so)."""
    if give:
        x = draw_beans(surf, v, give, x, row) + 4
    else:
        x = fit(surf, v, t("bn_gift"), (x, row.centery), 13, 100, TEXT_DIM, "midleft").right
        x = v.to_level((x, 0))[0] + 8
    x = fit(surf, v, t("bn_for"), (x, row.centery), 13, 60, GOLD, "midleft", bold=True).right
    x = v.to_level((x, 0))[0] + 8
    if takes:
        draw_beans(surf, v, takes, x, row)
    else:
        fit(surf, v, t("bn_nothing_back"), (x, row.centery), 13, 120, TEXT_DIM, "midleft")


def draw_builder(sc, surf: pygame.Surface) -> None:
    """The offer being built (the viewer's picks as cards) and the bean chips to name
    beans wanted, under the mat while the viewer asks or bids."""
    building = sc.building()
    if building is None:
        return
    v, b = sc.view, sc.a["builder"]
    draw_panel(surf, v, b, (40, 30, 20, 200), 10)
    give, takes = sc.built()
    row = R(b.x + 8, b.y + 4, b.w - 16, 34)
    fit(surf, v, t(f"bn_building_{building}"), (row.x, row.centery), 12, 104, TEXT, "midleft",
        bold=True)
    if give or takes:
        draw_offer(surf, v, give, takes, row.x + 108, row)
    else:
        fit(surf, v, t("bn_build_hint"), (row.x + 108, row.centery), 12, row.w - 112, TEXT_DIM,
            "midleft")
    chips = sc.chip_spots()
    fit(surf, v, t("bn_chips_" + building), (b.x + 8, chips[0][1].centery), 12, 104, TEXT_DIM,
        "midleft")
    for bean, r in chips:
        if bean in sc.wanted:
            pygame.draw.circle(surf, PICKED, v.pt(*r.center), v.len(r.w * 0.62))
        surf.blit(art.chip(bean, v.len(r.w)), v.pt(r.x, r.y))


def draw_beans(surf, v, beans: list[str], x: float, row: R) -> float:
    """Beans as small cards in a row from `x`; returns where they end."""
    for bean in beans:
        h = row.h - 4
        r = R(round(x), row.y + 2, max(12, round(h / art.CARD_ASPECT)), h)
        blit_card(surf, v, bean, r)
        x += r.w + 4
    return x


def mat_heading(sc, board: dict) -> str:
    phase, ask = board["phase"], board["ask"]
    active = sc.ctl.name_of(board["active"])
    if sc.ctl.waiting_for_the_device():
        return t("bn_mat_people")
    if phase == "bids" and ask is not None:
        offered = ask["beans"] + market_beans(ask["slots"], board["market"])
        if not ask["wanted"]:
            return t("bn_mat_take", name=active, offer=offer_words(offered, []))
        return t("bn_mat_ask", name=active, offer=offer_words(offered, ask["wanted"]))
    if phase == "bids":
        return t("bn_mat_market", name=active)
    if phase == "trade":
        return t("bn_mat_bids" if board["bids"] else "bn_mat_no_bids")
    return t("bn_mat_idle")


# -- the viewer's side -----------------------------------------------------------------------
def draw_fields(sc, surf: pygame.Surface, board: dict) -> None:
    v, seat = sc.view, sc.seat
    fields = board["fields"][seat]
    legal_fields = {a.field for a in sc.ctl.legal() if isinstance(a, Plant | PlantReceived)}
    for i, column in enumerate(sc.my_fields()):
        if i >= len(fields):
            third = t("bn_third_field", cost=sc.field_cost()) if sc.field_cost() else ""
            outline = lay.field_outline(column)
            pygame.draw.rect(surf, (90, 120, 100), v.rect(outline), 1, border_radius=v.len(6))
            if third:
                lines = fonts.wrap(third, v.len(12), v.len(outline.w - 10))
                for k, line in enumerate(lines[:3]):
                    fit(surf, v, line, (outline.centerx, outline.y + 40 + 16 * k), 12,
                        outline.w - 8, TEXT_DIM, "midtop")
            continue
        f = fields[i]
        count = 0 if f is None else f[1] - sc.in_flight(f"field:{seat}:{i}")
        lit = i in legal_fields and sc.mine()
        if count <= 0:
            outline = lay.field_outline(column)
            pygame.draw.rect(surf, PICKED if lit else (140, 170, 150), v.rect(outline),
                             max(1, v.len(2)), border_radius=v.len(6))
            fit(surf, v, t("bn_empty_field"), outline.center, 13, outline.w - 8, TEXT_DIM,
                "center")
            continue
        bean = f[0]
        for r in lay.field_cards(column, count):
            blit_card(surf, v, bean, r)
        top = lay.field_cards(column, count)[-1]
        if lit:
            pygame.draw.rect(surf, PICKED, v.rect(top.inflate(6, 6)), max(2, v.len(3)),
                             border_radius=v.len(7))
        fit(surf, v, t("bn_field_now_one" if count == 1 else "bn_field_now", n=count,
                       coins=coins(bean, count)),
            (column.centerx, column.y), 12, column.w, TEXT, "midtop", bold=True)
        step = next_step(bean, count)
        more = t("bn_field_next", n=step[0] - count, coins=step[1]) if step else t("bn_field_top")
        fit(surf, v, more, (column.centerx, column.y + 15), 11, column.w, TEXT_DIM, "midtop")


def draw_received(sc, surf: pygame.Surface, board: dict) -> None:
    v, area = sc.view, sc.a["received"]
    cards = sc.received_cards()
    if not cards:
        return
    fit(surf, v, t("bn_to_plant"), (area.x, area.y), 13, area.w, TEXT, bold=True)
    flying = sc.in_flight(f"received:{sc.seat}")
    for k, (bean, r) in enumerate(cards):
        if k >= len(cards) - flying or ("received", bean) == sc.dragging():
            continue
        blit_card(surf, v, bean, r,
                  ring=PICKED if sc.mine() and board["phase"] == "received" else None)


def draw_treasury(sc, surf: pygame.Surface, board: dict) -> None:
    v, area = sc.view, sc.a["treasury"]
    n = board["coins"][sc.seat] or 0
    fit(surf, v, t("bn_treasury"), (area.centerx, area.y), 13, area.w, TEXT, "midtop", bold=True)
    for k in range(min(n, 16)):  # a pile of coins, growing upward
        surf.blit(art.coin(v.len(34)), v.pt(area.centerx - 17 + (k % 2) * 3,
                                             area.bottom - 74 - 5 * k))
    fit(surf, v, str(n), (area.centerx, area.bottom - 30), 22, area.w, GOLD, "midtop", bold=True)


def draw_hand(sc, surf: pygame.Surface, board: dict) -> None:
    v = sc.view
    cards = sc.hand_cards()
    flying = sc.motion.hidden(f"hand:{sc.seat}")
    mine_planting = sc.mine() and board["phase"] == "plant"
    for i, (code, r) in enumerate(cards):
        if code in flying or ("hand", i) == sc.dragging():
            continue
        ring = PICKED if i in sc.give else (GOLD if mine_planting and i == 0 else None)
        blit_card(surf, v, code, r, ring=ring)
    if cards:
        r = cards[0][1]
        fit(surf, v, t("bn_front"), (r.centerx, r.y - 2), 11, r.w + 20,
            GOLD if mine_planting else TEXT_DIM, "midbottom", bold=True)
    else:
        fit(surf, v, t("bn_hand_empty"), (sc.a["hand"].x + 8, sc.a["hand"].centery), 14, 400,
            TEXT_DIM, "midleft")


def draw_dragged(sc, surf: pygame.Surface) -> None:
    piece = sc.dragging()
    if piece is None or sc.hover is None:
        return
    kind, what = piece
    board = sc.board()
    code = board["hand"][what] if kind == "hand" else \
        board["market"][what] if kind == "market" else what
    img = art.face(bean_named(code), sc.view.len(lay.HAND_W))
    surf.blit(img, img.get_rect(center=sc.view.pt(*sc.hover)))

