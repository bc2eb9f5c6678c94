"""Drawing the word game's table (`table.WmTableScene`): every part reads the board as the
events have left it and the rects of `table_layout`, so what is drawn is what is hit."""

from __future__ import annotations

import math

import pygame

from game.games.wordmaid import art
from game.games.wordmaid import table_layout as lay
from game.games.wordmaid.cards import PACK, headword
from game.games.wordmaid.compose import HAND
from game.games.wordmaid.events import turtle_words
from game.games.wordmaid.words import place_words, shown_word
from game.ui import fonts
from game.ui.i18n import t
from game.ui.kit.bubbles import draw_bubble
from game.ui.kit.motion import ease, lerp
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

R = pygame.Rect
PANEL = (22, 34, 30, 225)
AREA = (14, 40, 32, 150)
LIT = (120, 230, 140)
PICKED = (255, 214, 90)
SOURCE = (110, 200, 210)
TILE_HAND, TILE_TABLE, TILE_JOKER, TILE_WAIT = (250, 240, 214), (255, 214, 120), \
    (214, 190, 240), (240, 150, 140)
INK = (44, 36, 30)


def fit(surf, v, text: str, at: tuple, size: float, room: float, colour=TEXT, anchor="topleft",
        bold: bool = False) -> pygame.Rect:
    return draw_text(surf, v, text, at, fit_text_size(text, size, room, v, bold), colour, anchor,
                     bold=bold)


def card_picture(code: str | None, px: int) -> pygame.Surface:
    """A card in flight: its face, or its back (None)."""
    return art.card(code, px)


def blit_card(sc, surf, code: str | None, r: R) -> None:
    v = sc.view
    img = art.card(code, v.len(r.w))
    surf.blit(img, v.pt(r.x, r.y))


def draw(sc, surf: pygame.Surface) -> None:
    v, board = sc.view, sc.board()
    surf.blit(sc.app.backdrop(), (0, 0))
    sc.draw_banner(surf, prompt(sc, board))
    for seat in sc.others():
        draw_panel_of(sc, surf, board, seat)
    draw_fan(sc, surf, board)
    draw_table(sc, surf, board)
    draw_info(sc, surf, board)
    draw_word(sc, surf, board)
    draw_hand(sc, surf, board)
    for button in (*sc.buttons, *sc.honour_buttons):
        button.draw(surf, v)
    sc.draw_corner_buttons(surf)
    draw_effects(sc, surf, board)
    sc.motion.draw_flights(surf, v)
    draw_drawn_card(sc, surf)
    draw_bubbles(sc, surf)
    sc.draw_on_top(surf)


# -- the banner ------------------------------------------------------------------------------
def prompt(sc, board: dict) -> str:
    if board["phase"] == "over":
        return t("wm_over")
    name_of = sc.ctl.name_of
    if sc.drawing_now():
        return t("wm_prompt_draw", holder=name_of(board["source"]))
    if sc.composing():
        if any(p.wild for p in sc.composer.picks):
            return t("wm_prompt_joker")
        return t("wm_prompt_word")
    seat = board["to_act"]
    if seat is None:  # the turtle's turn came: the game is over
        return t("wm_over")
    if board["phase"] == "draw" and board["source"] is not None and board["source"] >= 0:
        return t("wm_waiting_draw", name=name_of(seat), holder=name_of(board["source"]))
    return t("wm_waiting_word", name=name_of(seat))


# -- the other players -----------------------------------------------------------------------
def marks_badge(sc, surf, x: float, y: float, n: int, anchor_right: bool = True) -> None:
    """The turtle mark and the session's count, ending at (x, y) (or starting there)."""
    v = sc.view
    words = t("wm_marks_n", n=n)
    w = fonts.text_width(words, 14, True)  # level units, near enough at any scale
    size = 22
    x0 = x - w - size - 4 if anchor_right else x
    img = art.turtle(v.len(size))
    surf.blit(img, v.pt(x0, y - 3))
    draw_text(surf, v, words, (x0 + size + 3, y), 14, GOLD if n else TEXT_DIM, "topleft",
              bold=True)


def draw_panel_of(sc, surf: pygame.Surface, board: dict, seat: int) -> None:
    v, p = sc.view, sc.panel_of(seat)
    turn = board["to_act"] == seat
    source = board["source"] == seat and board["phase"] != "over"
    border = GOLD if turn else SOURCE if source else (100, 124, 110)
    draw_panel(surf, v, p, PANEL, 10, border=border, border_w=3 if turn or source else 1)
    name = sc.ctl.name_of(seat)
    room = p.w - (140 if sc.honour_buttons else 100)  # the +1 button sits left of the count
    fit(surf, v, name, (p.x + 10, p.y + 6), 16, room, GOLD if turn else TEXT, bold=True)
    marks_badge(sc, surf, p.right - 10, p.y + 8, sc.ctl.marks[seat])
    n = board["sizes"][seat]
    if seat in board["out"]:
        words = t("wm_out", place=place_words(board["out"].index(seat) + 1))
        fit(surf, v, words, (p.x + 10, p.y + 30), 13, p.w - 20, LIT, bold=True)
    else:
        fit(surf, v, t("wm_cards_n", n=n), (p.x + 10, p.y + 30), 13, p.w - 20, TEXT_DIM)
    if seat in board["marks"]:
        img = art.turtle(v.len(40))
        surf.blit(img, v.pt(p.right - 52, p.y + 30))
    back = art.back(v.len(22))
    for r in lay.panel_fan(p, min(n, 27)):
        surf.blit(back, v.pt(r.x, r.y))
    if turn and board["phase"] != "over" and not sc.ctl.session.is_human(seat):
        dots = "." * (1 + int(pygame.time.get_ticks() / 400) % 3)
        draw_text(surf, v, dots, (p.right - 14, p.bottom - 30), 22, GOLD, "topright", bold=True)


def draw_bubbles(sc, surf: pygame.Surface) -> None:
    for seat, (words, left) in sc.bubbles.items():
        p = sc.panel_of(seat)
        if p is not None:
            draw_bubble(surf, sc.view, p, words, left, size=16, widest=260)
        else:
            h = sc.a["hand"]
            draw_bubble(surf, sc.view, R(h.x + 60, h.y, 80, 10), words, left, below=False,
                        size=16, widest=260)


# -- the fan being drawn from ----------------------------------------------------------------
def draw_fan(sc, surf: pygame.Surface, board: dict) -> None:
    v, a = sc.view, sc.a["fan"]
    draw_panel(surf, v, a, AREA, 14)
    seat = sc.fan_seat()
    if seat is None:
        return
    lit = sc.drawing_now()
    fit(surf, v, t("wm_fan_of", holder=sc.ctl.name_of(seat)), (a.x + 14, a.y + 10), 16,
        a.w - 28, SOURCE if lit else TEXT_DIM, bold=True)
    lifted = sc.lifted()
    for i, code, r in sc.fan_cards():
        blit_card(sc, surf, code, r)
        if i == lifted:
            pygame.draw.rect(surf, LIT, v.rect(r.inflate(4, 4)), max(2, v.len(3)),
                             border_radius=v.len(8))


# -- the table card --------------------------------------------------------------------------
def draw_table(sc, surf: pygame.Surface, board: dict) -> None:
    v, a = sc.view, sc.a["table"]
    draw_panel(surf, v, a, AREA, 14)
    fit(surf, v, t("wm_table_card"), (a.centerx, a.y + 6), 14, a.w - 16, TEXT_DIM, "midtop",
        bold=True)
    spot = lay.table_card(a)
    card = board["table"]
    flying = sc.motion.effect("draw") is not None and sc.drawing is not None
    if card is None or flying or card["code"] in sc.motion.hidden("table"):
        pygame.draw.rect(surf, (90, 130, 110), v.rect(spot), max(1, v.len(2)),
                         border_radius=v.len(10))
        if card is None:
            for i, line in enumerate(fonts.wrap(t("wm_table_empty"), v.len(13),
                                                v.len(spot.w - 16))[:4]):
                draw_text(surf, v, line, (spot.centerx, spot.y + 50 + 18 * i), 13, TEXT_DIM,
                          "midtop")
        return
    blit_card(sc, surf, card["code"], spot)
    picking = sc.composing()
    for i, ch, r in sc.table_tiles():
        order = sc.composer.order_of(("table", i)) if picking else None
        fill = TILE_TABLE if order is not None else (236, 226, 196)
        draw_panel(surf, v, r, fill, 8, border=LIT if picking and order is None else
                   PICKED if order is not None else None, border_w=2)
        draw_text(surf, v, ch.upper(), r.center, 22, INK, "center", bold=True)
        if order is not None:
            order_badge(sc, surf, r.right - 4, r.y - 6, order)


def order_badge(sc, surf, x: float, y: float, order: int) -> None:
    """A picked card's or letter's place in the word, in a gold disc."""
    v = sc.view
    pygame.draw.circle(surf, PICKED, v.pt(x, y), v.len(11))
    draw_text(surf, v, str(order + 1), (x, y), 14, INK, "center", bold=True)


# -- the turn, the session, the hint ---------------------------------------------------------
def draw_info(sc, surf: pygame.Surface, board: dict) -> None:
    v, a = sc.view, sc.a["info"]
    draw_panel(surf, v, a, AREA, 14)
    x, y, room = a.x + 14, a.y + 12, a.w - 28
    turn = min(board["turns"] + 1, board["turn_limit"])
    fit(surf, v, t("wm_turn_of", turn=turn, turns=board["turn_limit"]), (x, y), 16, room, TEXT,
        bold=True)
    fit(surf, v, t("wm_min_letters", n=board["min_len"]), (x, y + 28), 14, room, TEXT_DIM)
    fit(surf, v, t("wm_session", n=sc.ctl.games + (0 if sc.ctl.recorded else 1)), (x, y + 50),
        14, room, TEXT_DIM)
    marks_badge(sc, surf, x, y + 76, sc.ctl.marks[sc.seat], anchor_right=False)
    if sc.hint_text:
        for i, line in enumerate(fonts.wrap(sc.hint_text, v.len(15), v.len(room))[:4]):
            draw_text(surf, v, line, (x, y + 112 + 22 * i), 15, PICKED, "topleft", bold=True)


# -- the word --------------------------------------------------------------------------------
def last_word_slots(d: dict) -> list[tuple[str, str, bool]]:
    """The last word's letters in order: (letter, the card's code, from the table)."""
    hand = list(zip(d["cards"], d["letters"], strict=True))
    table = list(d["table_letters"])
    out: list[tuple[str, str, bool]] = []
    k = 0
    for ch in d["word"]:
        if k < len(hand) and hand[k][1] == ch:
            out.append((ch, hand[k][0], False))
            k += 1
        elif ch in table:
            table.remove(ch)
            out.append((ch, d["table"], True))
        elif k < len(hand):
            out.append((ch, hand[k][0], False))
            k += 1
        else:
            out.append((ch, d["table"], True))
    return out


def word_slot_of(sc, code: str) -> R | None:
    """Where a card of the last word lands: its (first) letter's slot."""
    d = sc.ctl.last_word
    if d is None:
        return None
    slots = last_word_slots(d)
    rects = lay.word_slots(sc.a["word"], len(slots))
    return next((r for (_ch, c, _t), r in zip(slots, rects, strict=True) if c == code), None)


def caption_of(code: str, on_table: bool) -> str:
    word = headword(PACK.from_codes([code])[0])
    if word == "?":
        return t("wm_joker")
    return f"{t('wm_from_table')}: {word}" if on_table else word


def draw_slot(sc, surf, r: R, ch: str, fill, caption: str) -> None:
    v = sc.view
    draw_panel(surf, v, r.move(0, 3), (0, 0, 0, 90), 10)
    draw_panel(surf, v, r, fill, 10)
    draw_text(surf, v, ch.upper() if ch else "?", r.center, 38, INK, "center", bold=True)
    fit(surf, v, caption, (r.centerx, r.bottom + 4), 12, lay.SLOT + 8, TEXT_DIM, "midtop")


def draw_word(sc, surf: pygame.Surface, board: dict) -> None:
    v, a = sc.view, sc.a["word"]
    effect = sc.motion.effect("word")
    glow = 1 - effect.progress if effect is not None else 0
    draw_panel(surf, v, a, AREA, 14, border=PICKED if glow else None, border_w=3)
    x, room = a.x + 16, 220
    if sc.composing():
        fit(surf, v, t("wm_word_yours"), (x, a.y + 12), 18, room, GOLD, bold=True)
        picks = sc.composer.picks
        if not picks:
            for i, line in enumerate(fonts.wrap(t("wm_word_empty"), v.len(15),
                                                v.len(a.w - 300))[:2]):
                draw_text(surf, v, line, (a.x + 260, a.y + 28 + 22 * i), 15, TEXT_DIM)
            return
        word = shown_word(sc.composer.word.replace("?", ""))
        fit(surf, v, word, (x, a.y + 42), 30, room, TEXT, bold=True)
        for p, r in zip(picks, lay.word_slots(a, len(picks)), strict=True):
            kind, key = p.source
            code = PACK.code(key) if kind == HAND else board["table"]["code"]
            joker = kind == HAND and PACK.code(key) in ("BJ", "RJ") or \
                kind != HAND and board["table"]["word"] == "?"
            fill = TILE_WAIT if p.wild else TILE_JOKER if joker else \
                TILE_HAND if kind == HAND else TILE_TABLE
            draw_slot(sc, surf, r, p.letter, fill, caption_of(code, kind != HAND))
        return
    d = sc.ctl.last_word
    if d is None:
        return
    fit(surf, v, t("wm_word_last", name=sc.ctl.name_of(d["seat"])), (x, a.y + 12), 16, room,
        TEXT_DIM, bold=True)
    fit(surf, v, shown_word(d["word"]), (x, a.y + 40), 30, room, PICKED if glow else TEXT,
        bold=True)
    slots = last_word_slots(d)
    for (ch, code, on_table), r in zip(slots, lay.word_slots(a, len(slots)), strict=True):
        joker = code in ("BJ", "RJ")
        draw_slot(sc, surf, r, ch, TILE_JOKER if joker else TILE_TABLE if on_table else TILE_HAND,
                  caption_of(code, on_table))


# -- the viewer's hand -----------------------------------------------------------------------
def draw_hand(sc, surf: pygame.Surface, board: dict) -> None:
    v, a = sc.view, sc.a["hand"]
    draw_panel(surf, v, a, AREA, 14)
    cards = sc.hand_cards()
    fit(surf, v, t("wm_your_hand", n=len(cards)), (a.x + 14, a.y + 8), 15, 300, TEXT, bold=True)
    seat = sc.seat
    if seat in board["out"]:
        fit(surf, v, t("wm_out", place=place_words(board["out"].index(seat) + 1)),
            (a.x + 330, a.y + 10), 16, 200, LIT, bold=True)
    hidden = sc.motion.hidden(f"hand:{seat}")
    picking = sc.composing()
    for code, r in cards:
        if code in hidden:
            continue
        blit_card(sc, surf, code, r)
        order = sc.picked_order(code)
        if order is not None:
            pygame.draw.rect(surf, PICKED, v.rect(r.inflate(4, 4)), max(2, v.len(3)),
                             border_radius=v.len(8))
            order_badge(sc, surf, r.x + r.w * 0.55, r.y + 1, order)  # in the strip a raise shows
        elif picking and sc.hover is not None and r.collidepoint(sc.hover):
            pygame.draw.rect(surf, LIT, v.rect(r.inflate(4, 4)), max(2, v.len(2)),
                             border_radius=v.len(8))


# -- the game's own effects ------------------------------------------------------------------
def draw_drawn_card(sc, surf: pygame.Surface) -> None:
    """The drawn card on its way from the fan to the table, turned face up on the way."""
    playing = sc.motion.effect("draw")
    if playing is None or sc.drawing is None:
        return
    start, code, face_up = sc.drawing
    end = lay.table_card(sc.a["table"])
    p = ease(playing.progress)
    x, y = lerp(start.x, end.x, p), lerp(start.y, end.y, p) - 40 * math.sin(math.pi * p)
    w, h = lerp(start.w, end.w, p), lerp(start.h, end.h, p)
    squeeze = 1.0 if face_up else abs(math.cos(math.pi * min(1.0, p / 0.7)))
    shows = face_up or p >= 0.35
    v = sc.view
    img = art.card(code if shows else None, v.len(end.w))
    img = pygame.transform.smoothscale(img, (max(1, round(v.len(w) * max(0.05, squeeze))),
                                             max(1, v.len(h))))
    surf.blit(img, img.get_rect(center=v.pt(x + w / 2, y + h / 2)))


def draw_effects(sc, surf: pygame.Surface, board: dict) -> None:
    v = sc.view
    for playing in sc.motion.effects_of("out"):
        seat = playing.ev.seat
        r = sc.panel_of(seat) or sc.a["hand"]
        alpha = 1 - playing.progress
        words = t("wm_out", place=place_words(playing.ev.data["place"]))
        box = R(0, 0, 180, 40)
        box.center = (r.centerx, r.centery)
        draw_panel(surf, v, box, (20, 60, 30, round(230 * alpha)), 12, border=LIT, border_w=2)
        draw_text(surf, v, words, box.center, 18, LIT, "center", bold=True)
    playing = sc.motion.effect("turtle")
    if playing is not None:
        a = sc.a["fan"]
        grow = ease(min(1.0, playing.progress * 3))
        size = 60 + 70 * grow
        img = art.turtle(v.len(size))
        surf.blit(img, img.get_rect(center=v.pt(a.centerx, a.centery - 20)))
        words = turtle_words(playing.ev, sc.ctl.name_of)
        box = R(a.x + 30, a.centery + 50, a.w - 60, 40)
        draw_panel(surf, v, box, (20, 40, 30, 235), 12, border=GOLD, border_w=2)
        fit(surf, v, words, box.center, 18, box.w - 20, GOLD, "center", bold=True)
    playing = sc.motion.effect("deal")
    if playing is not None:
        draw_deal(sc, surf, playing)


def draw_deal(sc, surf: pygame.Surface, playing) -> None:
    """Backs flying from the table to every seat in turn while the cards are dealt."""
    v = sc.view
    src = lay.table_card(sc.a["table"])
    n = sc.ctl.players
    back = art.back(v.len(40))
    for k in range(12):
        p = playing.progress * 1.6 - k * 0.05
        if not 0 < p < 1:
            continue
        seat = (playing.ev.data["start"] + k) % n
        dst = sc.panel_spot(seat)
        e = ease(p)
        x, y = lerp(src.centerx, dst.centerx, e), lerp(src.centery, dst.centery, e)
        surf.blit(back, back.get_rect(center=v.pt(x, y)))
