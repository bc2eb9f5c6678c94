"""Drawing the I'm the Boss! table (`table.IbTableScene`): every part reads the board as the
events have left it and the rects of `table_layout`, so what is drawn is what is hit."""

from __future__ import annotations

import math

import pygame

from game.games.imtheboss import art
from game.games.imtheboss import table_layout as lay
from game.games.imtheboss.board import SPACES
from game.games.imtheboss.cards import PACK, kind_of
from game.games.imtheboss.words import card_words, dividends, family_name, money, money_seen
from game.ui import fonts
from game.ui.die import draw_die
from game.ui.event_words import tidy
from game.ui.i18n import t
from game.ui.kit.bubbles import draw_bubble
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

R = pygame.Rect
PANEL = (24, 30, 22, 225)
LIT = (120, 230, 140)
PICKED = (255, 214, 90)
MAT = (40, 66, 52, 235)


def fit(surf, v, text: str, at: tuple, size: float, room: float, colour=TEXT, anchor="topleft",
        bold: bool = False) -> pygame.Rect:
    return draw_text(surf, v, text, at, fit_text_size(text, size, room, v, bold), colour, anchor,
                     bold=bold)


def card_picture(code: str | None, px: int) -> pygame.Surface:
    """A card in flight: its face, or its back (None)."""
    return art.card(code, px) if code else art.back(px)


def draw(sc, surf: pygame.Surface) -> None:
    v, board = sc.view, sc.board()
    surf.blit(sc.app.backdrop(), (0, 0))
    draw_banner(sc, surf, board)
    for seat in sc.others():
        draw_panel_of(sc, surf, board, seat)
    draw_board(sc, surf, board)
    draw_mat(sc, surf, board)
    draw_purse(sc, surf, board)
    draw_hand(sc, surf, board)
    draw_controls(sc, surf, board)
    for button in sc.buttons:
        button.draw(surf, v)
    sc.draw_corner_buttons(surf)
    draw_bubbles(sc, surf)
    sc.motion.draw_flights(surf, v)
    draw_tooltip(sc, surf)
    sc.draw_on_top(surf)


# -- the banner ------------------------------------------------------------------------------
def prompt(sc, board: dict) -> str:
    if board["step"] == "over":
        return t("ib_over")
    people = sc.ctl.window_people()
    if people:
        return t("ib_prompt_ring")
    if not sc.mine():
        asked = board["asked"]
        return t("ib_waiting", name=sc.ctl.name_of(asked)) if asked is not None else ""
    if sc.pick is not None:
        return t(f"ib_prompt_pick_{sc.pick[0]}")
    deal = board["deal"]
    if deal is None:
        return t(f"ib_prompt_{board['step']}")
    if deal["question"] is not None:
        return t("ib_prompt_question")
    if board["decision"] == "response":
        return t("ib_prompt_window")
    if deal["stage"] == "opening":
        return t("ib_prompt_opening")
    return t("ib_prompt_say_boss" if deal["boss"] == sc.seat else "ib_prompt_say")


def draw_banner(sc, surf: pygame.Surface, board: dict) -> None:
    sc.draw_banner(surf, prompt(sc, board))


# -- the other players -----------------------------------------------------------------------
def draw_panel_of(sc, surf: pygame.Surface, board: dict, seat: int) -> None:
    v, p = sc.view, sc.panel_of(seat)
    deal = board["deal"]
    asked = board["asked"] == seat
    lit = sc.panel_action(seat) is not None
    draw_panel(surf, v, p, PANEL, 10, border=LIT if lit else GOLD if asked else (110, 130, 110),
               border_w=3 if asked or lit else 1)
    fit(surf, v, sc.ctl.name_of(seat), (p.x + 10, p.y + 6), 15, p.w - 110,
        GOLD if asked else TEXT, bold=True)
    fit(surf, v, money_seen(board["money"][seat], board["money_band"][seat]),
        (p.right - 10, p.y + 6), 15, 100, GOLD, "topright", bold=True)
    if deal is not None and deal["boss"] == seat:
        fit(surf, v, t("ib_the_boss"), (p.x + 10, p.y + 28), 12, 90, PICKED, bold=True)
    n = board["hand_sizes"][seat]
    back = art.back(v.len(18))
    for k in range(min(n, 8)):
        surf.blit(back, v.pt(p.right - 150 + k * 8, p.y + 28))
    fit(surf, v, t("ib_cards_n", n=n), (p.right - 10, p.y + 32), 12, 60, TEXT_DIM, "topright")
    families = [f for f, o in board["placards"].items() if o == seat]
    for f, r in zip(families, lay.panel_placards(p, len(families)), strict=True):
        draw_placard(sc, surf, board, f, r)


def draw_placard(sc, surf, board: dict, family: str, r: R) -> None:
    v = sc.view
    deal = board["deal"]
    travelling = bool(deal and family in deal["travelling"])
    surf.blit(art.placard(family, v.len(r.w), v.len(r.h), travelling), v.pt(r.x, r.y))
    targets, _cards = sc.card_targets()
    if family in targets or (sc.pick is None and sc.placard_action(family) is not None):
        pygame.draw.rect(surf, LIT, v.rect(r.inflate(4, 4)), max(2, v.len(2)),
                         border_radius=v.len(6))
    if sc.pick is not None and sc.pick[0] in ("source", "offer_placard") \
            and family == sc.pick[-1]:
        pygame.draw.rect(surf, PICKED, v.rect(r.inflate(6, 6)), max(2, v.len(3)),
                         border_radius=v.len(6))


def draw_bubbles(sc, surf: pygame.Surface) -> None:
    for seat, (words, left) in sc.bubbles.items():
        p = sc.panel_of(seat)
        if p is not None and words:
            draw_bubble(surf, sc.view, p, words, left, widest=240)


# -- the board -------------------------------------------------------------------------------
def beside_spots(sc, n: int) -> list[R]:
    """The placards beside the board, at the foot of its middle."""
    m = lay.middle(sc.a["board"])
    return [R(m.x + 8 + i * (lay.PLACARD_W + 6), m.bottom - 42, lay.PLACARD_W, 36)
            for i in range(n)]


def draw_board(sc, surf: pygame.Surface, board: dict) -> None:
    v, b = sc.view, sc.a["board"]
    draw_panel(surf, v, b, (20, 50, 36, 150), 14)
    lit = {a.space for a in sc.legal() if type(a).__name__ == "PlaceMarker"}
    deal = board["deal"]
    for n, r in lay.space_rects(b).items():
        tile = board["tiles"].get(str(n))
        surf.blit(art.space(n, v.len(r.w), v.len(r.h)), v.pt(r.x, r.y))
        if tile is not None:  # a closed deal: its tile face down on it
            surf.blit(art.tile(tile, v.len(38), face_down=True), v.pt(r.right - 42, r.bottom - 42))
        if n in lit:
            pygame.draw.rect(surf, LIT, v.rect(r.inflate(4, 4)), max(2, v.len(3)),
                             border_radius=v.len(8))
        if deal is not None and deal["space"] == n:
            pygame.draw.rect(surf, PICKED, v.rect(r.inflate(6, 6)), max(2, v.len(3)),
                             border_radius=v.len(8))
    draw_marker(sc, surf, board)
    spots = lay.middle_spots(b)
    t_spot = spots["tiles"]
    nxt = board["next_tile"]
    if board["stack"]:
        for k in range(min(3, len(board["stack"]) - 1), 0, -1):  # the stack's height
            surf.blit(art.tile(board["stack"][k], v.len(t_spot.w), face_down=True),
                      v.pt(t_spot.x + 3 * k, t_spot.y + 3 * k))
        surf.blit(art.tile(nxt, v.len(t_spot.w)), v.pt(t_spot.x, t_spot.y))
    fit(surf, v, t("ib_next_deal", n=nxt), (t_spot.centerx, t_spot.y - 4), 12, 110, TEXT_DIM,
        "midbottom")
    d = spots["deck"]
    if board["deck"]:
        for k in range(min(3, 1 + board["deck"] // 30)):
            surf.blit(art.back(v.len(d.w)), v.pt(d.x - 2 * k, d.y - 2 * k))
    fit(surf, v, t("ib_deck_n", n=board["deck"]), (d.centerx, d.bottom + 4), 12, 90, TEXT_DIM,
        "midtop")
    x = spots["discard"]
    if board["discard"]:
        surf.blit(art.card(board["discard"][-1], v.len(x.w)), v.pt(x.x, x.y))
    else:
        pygame.draw.rect(surf, (90, 120, 100), v.rect(x), 2, border_radius=v.len(6))
    fit(surf, v, t("ib_discard_n", n=len(board["discard"])), (x.centerx, x.bottom + 4), 12, 90,
        TEXT_DIM, "midtop")
    if board["last_roll"]:
        face, angle = rolling(sc, board["last_roll"])
        draw_die(surf, v, spots["die"], face, angle=angle)
    owners = board["placards"]
    beside = [f for f, o in owners.items() if o is None]
    if beside:
        first = beside_spots(sc, len(beside))[0]
        fit(surf, v, t("ib_beside_board"), (first.x, first.y - 4), 12, 200, TEXT_DIM,
            "bottomleft")
    for f, r in zip(beside, beside_spots(sc, len(beside)), strict=True):
        draw_placard(sc, surf, board, f, r)


def rolling(sc, value: int) -> tuple[int, float]:
    playing = sc.motion.effect("roll")
    if playing is None or playing.progress > 0.85:
        return value, 0.0
    frame = int(playing.t * 14)
    return 1 + (frame * 7 + 3) % 6, (1 - playing.progress) * 400 % 360


def draw_marker(sc, surf: pygame.Surface, board: dict) -> None:
    if board["marker"] is None:
        return
    v = sc.view
    spots = lay.space_rects(sc.a["board"])
    r = spots[board["marker"]]
    x, y = r.x + 6, r.bottom - 30
    playing = sc.motion.effect("marker")
    if playing is not None and playing.ev.kind == "roll":  # hop along from where it was
        p = playing.progress
        a = spots[playing.ev.data["from"]]
        x = a.x + 6 + (x - a.x - 6) * p
        y = a.bottom - 30 + (y - a.bottom + 30) * p - 40 * math.sin(math.pi * p)
    surf.blit(art.marker(v.len(26)), v.pt(x, y))


# -- the deal mat ----------------------------------------------------------------------------
def draw_mat(sc, surf: pygame.Surface, board: dict) -> None:
    v, m = sc.view, sc.a["mat"]
    draw_panel(surf, v, m, MAT, 14, border=(120, 160, 120), border_w=1)
    deal = board["deal"]
    if deal is None:
        draw_idle_mat(sc, surf, board, m)
        return
    boss = sc.ctl.name_of(deal["boss"])
    head = t("ib_mat_head", space=deal["space"], boss=boss, div=deal["div"],
             value=deal["value"], total=deal["div"] * deal["value"])
    fit(surf, v, head, (m.x + 12, m.y + 8), 15, m.w - 170, GOLD, bold=True)
    clock = t("ib_round_n", n=deal["round"], of=board["rounds"]) if deal["stage"] != "opening" \
        else t("ib_opening")
    if deal["stage"] == "final":
        clock = t("ib_last_call")
    fit(surf, v, clock, (m.right - 12, m.y + 8), 14, 150, TEXT, "topright", bold=True)
    keeps = deal["remaining"]
    fit(surf, v, t("ib_boss_keeps", n=keeps, of=deal["div"]), (m.x + 12, m.y + 30), 12, 300,
        TEXT_DIM)
    space = SPACES[deal["space"]]
    for family, r in sc.place_spots():
        draw_place(sc, surf, deal, space, family, r)
    laid = sc.laid_spots()
    if laid:
        fit(surf, v, t("ib_on_the_table"), (m.x + 12, m.y + 214), 12, 100, TEXT_DIM)
    _families, target_cards = sc.card_targets()
    for code, owner, r in laid:
        surf.blit(art.card(code, v.len(r.w)), v.pt(r.x, r.y))
        fit(surf, v, sc.ctl.name_of(owner), (r.centerx, r.bottom + 2), 10, r.w + 6, TEXT_DIM,
            "midtop")
        if code in target_cards or (sc.pick is None and sc.laid_action(code, owner)):
            pygame.draw.rect(surf, LIT, v.rect(r.inflate(4, 4)), max(2, v.len(2)),
                             border_radius=v.len(5))
    draw_talk(sc, surf, board, deal)


def draw_idle_mat(sc, surf, board: dict, m: R) -> None:
    """No deal on: the space under the marker, what a deal there would pay."""
    v = sc.view
    if board["marker"] is None:
        fit(surf, v, t("ib_mat_idle"), (m.centerx, m.centery), 16, m.w - 40, TEXT_DIM, "center")
        return
    sp = SPACES[board["marker"]]
    value = board["next_tile"]
    from game.games.imtheboss.tiles import TILES

    per = TILES[value].value
    fit(surf, v, t("ib_mat_marker", space=sp.number, inv=sp.inv, div=sp.div, value=per,
                   total=sp.div * per), (m.x + 16, m.y + 16), 16, m.w - 32, GOLD, bold=True)
    big = R(m.centerx - 120, m.y + 60, 240, 160)
    surf.blit(art.space(sp.number, v.len(big.w), v.len(big.h)), v.pt(big.x, big.y))
    last = board["last_deal"]
    if last:
        fit(surf, v, last_deal_words(sc, last), (m.x + 16, m.bottom - 40), 14, m.w - 32,
            TEXT_DIM)


def last_deal_words(sc, last: dict) -> str:
    if last.get("closed"):
        return t("ib_last_closed", space=last["space"], name=sc.ctl.name_of(last["boss"]))
    return t("ib_last_broke", space=last["space"], why=t(f"ib_why_{last['why']}"))


def draw_place(sc, surf, deal: dict, space, family: str | None, r: R) -> None:
    v = sc.view
    fill = deal["fills"].get(family) if family else None
    colour = art.family_colour(family) if family else (140, 150, 140)
    draw_panel(surf, v, r, (24, 36, 28, 230) if fill else (24, 36, 28, 120), 10,
               border=colour, border_w=2 if fill else 1)
    if family is None:  # an optional place still open: the families that may fill it
        fit(surf, v, t("ib_place_open"), (r.centerx, r.y + 8), 12, r.w - 8, TEXT_DIM, "midtop")
        options = [f for f in space.optional if f not in deal["fills"]]
        for i, f in enumerate(options):
            art.chip(surf, f, v.pt(r.x + 18 + (i % 3) * 30, r.y + 44 + (i // 3) * 30),
                     v.len(11), optional=True)
        return
    required = family in space.required
    fit(surf, v, family_name(family), (r.centerx, r.y + 6), 13, r.w - 8, TEXT, "midtop",
        bold=True)
    if fill is None:
        art.chip(surf, family, v.pt(r.centerx, r.y + 56), v.len(16))
        travelling = family in deal["travelling"]
        fit(surf, v, t("ib_place_travelling" if travelling else "ib_place_needed"),
            (r.centerx, r.bottom - 22), 11, r.w - 8, PICKED if travelling else TEXT_DIM,
            "midtop")
        return
    pic = R(r.centerx - 23, r.y + 26, 46, 67)
    if fill["source"] == "placard":
        surf.blit(art.placard(family, v.len(r.w - 12), v.len(40)), v.pt(r.x + 6, r.y + 40))
    else:
        surf.blit(art.card(fill["source"], v.len(pic.w)), v.pt(pic.x, pic.y))
    who = sc.ctl.name_of(fill["owner"])
    pay = t("ib_pay_n", n=fill["pay"]) if fill["owner"] != deal["boss"] else t("ib_boss_own")
    fit(surf, v, who, (r.centerx, r.bottom - 38), 12, r.w - 8, TEXT, "midtop")
    fit(surf, v, pay, (r.centerx, r.bottom - 20), 13, r.w - 8, GOLD, "midtop", bold=True)
    if not required:
        fit(surf, v, "+", (r.right - 8, r.y + 4), 12, 12, TEXT_DIM, "topright")


def draw_talk(sc, surf, board: dict, deal: dict) -> None:
    """The question being answered, the promises to keep out, the reaction ring."""
    v, box = sc.view, lay.mat_talk(sc.a["mat"])
    q = deal["question"]
    y = box.y
    if q is not None:
        words = question_words(sc, q)
        fit(surf, v, words, (box.x + 4, y), 15, box.w - 8, PICKED, bold=True)
        y += 24
    side = [(s, n) for s, n in enumerate(deal["side"]) if n]
    if side:
        promised = t("ib_then").join(f"{sc.ctl.name_of(s)} {t('ib_pay_n', n=n)}"
                                      for s, n in side)
        fit(surf, v, t("ib_kept_out", promised=promised), (box.x + 4, y), 12, box.w - 8, TEXT_DIM)
        y += 20
    window = deal["window"]
    if window is not None:
        fit(surf, v, window_words(sc, window), (box.x + 4, y), 13, box.w - 220, TEXT)
    draw_ring(sc, surf)


def question_words(sc, q: dict) -> str:
    name_of = sc.ctl.name_of
    who, to = name_of(q["from"]), name_of(q["to"])
    if not q["family"]:
        return t("ib_q_side", who=who, to=to, pay=dividends(q["pay"]))
    return t(f"ib_q_{q['kind']}", who=who, to=to, pay=dividends(q["pay"]),
             family=family_name(q["family"]))


def window_words(sc, window: dict) -> str:
    if window["kind"] == "close":
        return t("ib_window_close", name=sc.ctl.name_of(window["player"]))
    cards = window["cards"]
    card = card_words(cards[0]) if cards else t(f"ib_card_{window['kind']}")
    name = sc.ctl.name_of(window["player"])
    target = card_words(window["target"]) if window["target"] else \
        family_name(window["family"]) if window["family"] else ""
    if target:
        return t("ib_window_card_on", name=name, card=card, target=target)
    return tidy(t("ib_window_card", name=name, card=card))


def react_buttons(sc) -> list[tuple[int | None, R]]:
    """The "I react!" button of each person the open window reaches, and "nobody"."""
    people = sc.ctl.window_people()
    if not people:
        return []
    box = lay.mat_talk(sc.a["mat"])
    out: list[tuple[int | None, R]] = []
    x = box.right - 8
    for seat in reversed([*people, None]):
        w = 150 if seat is not None else 110
        x -= w
        out.append((seat, R(x, box.bottom - 40, w, 34)))
        x -= 8
    return out


def draw_ring(sc, surf) -> None:
    people = sc.ctl.window_people()
    if not people:
        return
    v, box = sc.view, lay.mat_talk(sc.a["mat"])
    share = max(0.0, sc.ctl.window_left / max(0.1, sc.ctl.react))
    centre = (box.right - 30, box.y + 24)
    pygame.draw.circle(surf, (60, 70, 60), v.pt(*centre), v.len(20))
    if share > 0:
        pts = [centre] + [(centre[0] + 20 * math.sin(2 * math.pi * share * k / 40),
                           centre[1] - 20 * math.cos(2 * math.pi * share * k / 40))
                          for k in range(41)]
        pygame.draw.polygon(surf, PICKED, [v.pt(*p) for p in pts])
    fit(surf, v, str(math.ceil(max(0.0, sc.ctl.window_left))), centre, 15, 30, (20, 20, 20),
        "center", bold=True)
    for seat, r in react_buttons(sc):
        label = t("ib_nobody_reacts") if seat is None else \
            t("ib_react", name=sc.ctl.name_of(seat), n=seat + 1)
        draw_panel(surf, v, r, (150, 60, 40, 240) if seat is not None else (60, 70, 60, 240),
                   10, border=PICKED if seat in sc.ctl.reacting else None, border_w=2)
        fit(surf, v, label, r.center, 14, r.w - 10, TEXT, "center", bold=True)


# -- the viewer ------------------------------------------------------------------------------
def draw_purse(sc, surf: pygame.Surface, board: dict) -> None:
    v, p = sc.view, sc.a["purse"]
    draw_panel(surf, v, p, PANEL, 10)
    fit(surf, v, sc.ctl.name_of(sc.seat), (p.x + 10, p.y + 6), 15, p.w - 20, GOLD, bold=True)
    surf.blit(art.coin(v.len(24)), v.pt(p.x + 10, p.y + 32))
    fit(surf, v, money(board["money"][sc.seat] or 0), (p.x + 40, p.y + 34), 18, 120, TEXT,
        bold=True)
    families = [f for f, o in board["placards"].items() if o == sc.seat]
    for f, r in zip(families, lay.purse_placards(p, len(families)), strict=True):
        draw_placard(sc, surf, board, f, r)


def draw_hand(sc, surf: pygame.Surface, board: dict) -> None:
    v, h = sc.view, sc.a["hand"]
    draw_panel(surf, v, h, PANEL, 10)
    fit(surf, v, t("ib_your_hand", n=len(board["hand"])), (h.x + 10, h.y + 6), 14, 300,
        TEXT_DIM)
    fit(surf, v, t("ib_hand_limit", n=board["hand_limit"]), (h.right - 10, h.y + 6), 13, 120,
        TEXT_DIM, "topright")
    lit = sc.lit_hand()
    picked = sc.pick[1] if sc.pick and sc.pick[0] in ("card", "offer_clan") else None
    hovered = sc.hovered_card()
    for code, r in sc.hand_cards():
        y = r.y - (10 if code == picked else 0)
        surf.blit(art.card(code, v.len(r.w)), v.pt(r.x, y))
        if code in lit:
            pygame.draw.rect(surf, PICKED if code == picked else LIT,
                             v.rect(R(r.x, y, r.w, r.h).inflate(3, 3)), max(2, v.len(2)),
                             border_radius=v.len(6))
    if hovered is not None:  # the card under the pointer, whole
        code, r = hovered
        big = big_card_rect(sc, r)
        surf.blit(art.card(code, v.len(big.w)), v.pt(big.x, big.y))


def big_card_rect(sc, r: R) -> R:
    """Where a hovered hand card is shown whole: above it, inside the hand's width."""
    h = sc.a["hand"]
    return R(min(r.x, h.right - 112), h.y - 168, 110, 160)


def draw_controls(sc, surf: pygame.Surface, board: dict) -> None:
    v, c = sc.view, sc.a["controls"]
    draw_panel(surf, v, c, PANEL, 10)
    title = t("ib_your_move") if sc.mine() else t("ib_not_your_move")
    fit(surf, v, title, (c.x + 10, c.y + 6), 14, c.w - 20, TEXT_DIM)
    if sc.priced():
        y = c.bottom - 38
        fit(surf, v, str(sc.price), (c.x + 58, y + 17), 20, 40, TEXT, "center", bold=True)


# -- tooltips --------------------------------------------------------------------------------
def hovered(sc) -> tuple[str, R] | None:
    pos = sc.hover
    if pos is None or sc.press is not None:
        return None
    found = sc.hovered_card()
    if found is not None:
        code, r = found
        kind = kind_of(PACK.from_codes([code])[0])
        return f"{card_words(code)}: {t(f'ib_does_{kind.type}')}", big_card_rect(sc, r)
    for n, r in lay.space_rects(sc.a["board"]).items():
        if r.collidepoint(pos):
            sp = SPACES[n]
            names = ", ".join(family_name(f) for f in sp.required)
            extra = t("ib_space_optional", n=sp.pick, families=", ".join(
                family_name(f) for f in sp.optional)) if sp.optional else ""
            return t("ib_space_tip", n=n, inv=sp.inv, div=sp.div, required=names) + extra, r
    return None


def draw_tooltip(sc, surf: pygame.Surface) -> None:
    found = hovered(sc)
    if found is None:
        return
    v = sc.view
    text, anchor = found
    box = R(0, 0, min(560, fonts.text_width(text, 14) + 24), 30)
    box.midbottom = (anchor.centerx, anchor.y - 6)
    box.clamp_ip(R(0, 0, 1280, 720))
    draw_panel(surf, v, box, (14, 20, 14, 240), 8, border=(200, 190, 150), border_w=1)
    fit(surf, v, text, box.center, 14, box.w - 16, TEXT, "center")
