"""Drawing the word solitaire's table (`table.WpTableScene`): the felt, the banner and the
buttons, the stock with its pass, the waste, the foundations, the columns (dealt card by
card at the start, a card turning up), the game's numbers and the solver's answer, the
hint's lights, the cards in flight and the one dragged, a turned-up card's word shown
large, the win's cascade and the stuck game's dimming. Reads the scene; keeps nothing."""

from __future__ import annotations

import math

import pygame

from game.games.wordpatience import art, cascade
from game.games.wordpatience import table_layout as lay
from game.games.wordpatience.actions import (
    ColumnToFoundation,
    FoundationToColumn,
    MoveRun,
    TurnStock,
    WasteToColumn,
    WasteToFoundation,
)
from game.games.wordpatience.deck import PACK, SUITS
from game.games.wordpatience.events import DEAL_FLIGHT, DEAL_STAGGER
from game.games.wordpatience.solver import Verdict
from game.games.wordpatience.words import action_words, clock, index
from game.ui import fonts
from game.ui.i18n import t
from game.ui.memory import table_cache
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

R = pygame.Rect
TARGET = (130, 230, 150)  # the hint's target
YES, NO = (140, 230, 140), (240, 140, 120)


def card_id(code: str) -> int:
    return PACK.from_codes([code])[0]


@table_cache(maxsize=128)
def faded(card: int, px: int, alpha: int) -> pygame.Surface:
    img = art.face(card, px).copy()
    img.set_alpha(alpha)
    return img


def blit_card(sc, surf, code: str | None, rect: R) -> None:
    v = sc.view
    px = v.len(lay.CARD_W)
    img = art.face(card_id(code), px) if code is not None else art.back(px)
    surf.blit(img, v.pt(rect.x, rect.y))


def blit_slot(sc, surf, mark: str, rect: R) -> None:
    surf.blit(art.slot(sc.view.len(lay.CARD_W), mark), sc.view.pt(rect.x, rect.y))


def draw(sc, surf: pygame.Surface) -> None:
    board = sc.board()
    surf.blit(sc.app.backdrop(), (0, 0))
    draw_top(sc, surf, board)
    draw_stock(sc, surf, board)
    draw_waste(sc, surf, board)
    draw_foundations(sc, surf, board)
    for col in range(lay.COLUMNS):
        draw_column(sc, surf, board, col)
    draw_info(sc, surf, board)
    draw_hint(sc, surf, board)
    sc.motion.draw_flights(surf, sc.view)
    draw_deal_flights(sc, surf, board)
    draw_dragged(sc, surf)
    draw_words(sc, surf, board)
    draw_cascade(sc, surf, board)
    draw_stuck(sc, surf)
    sc.draw_corner_buttons(surf)
    sc.draw_on_top(surf)


# -- the top bar ------------------------------------------------------------------------------
def prompt(sc, board: dict) -> str:
    move = sc.hint_now()
    if move is not None:
        return t("wp_hint_says", move=action_words(move, board))
    if board.get("over") or board["won"] or board["stuck"]:
        return t("wp_prompt_over")
    if sc.controls[-1].visible:
        return t("wp_prompt_finish")
    if not board["stock"] and board["waste"] and board["redeals_left"] != 0:
        return t("wp_prompt_redeal")
    return t("wp_prompt")


def draw_top(sc, surf, board: dict) -> None:
    sc.draw_banner(surf, prompt(sc, board))
    for b in sc.controls[:-1]:
        b.draw(surf, sc.view)


# -- the piles --------------------------------------------------------------------------------
def dealing(sc) -> float | None:
    """Seconds into the deal while it is shown, else None."""
    playing = sc.motion.effect("deal")
    if playing is None:
        return None
    return playing.seconds or 0.0


def deal_index(col: int, depth: int) -> int:
    """The card's place in the deal: row by row, each row from its first column."""
    return sum(lay.COLUMNS - r for r in range(depth)) + col - depth


def draw_stock(sc, surf, board: dict) -> None:
    v, r = sc.view, sc.a["stock"]
    n = board["stock"]
    if n:
        for k in range(min(2, (n - 1) // 6), 0, -1):  # a thicker pile for a bigger stock
            blit_card(sc, surf, None, r.move(-2 * k, -2 * k))
        blit_card(sc, surf, None, r)
    else:
        blit_slot(sc, surf, "none" if board["redeals_left"] == 0 else "redeal", r)
    playing = sc.motion.effect("redeal")
    if playing is not None:
        grow = 4 + 10 * playing.progress
        pygame.draw.rect(surf, GOLD, v.rect(r.inflate(grow, grow)), max(2, v.len(3)),
                         border_radius=v.len(12))
    if board["passes"] is None:
        words = t("wp_pass_n", n=board["pass"])
    elif board["redeals_left"] == 0 and not n:
        words = t("wp_pass_none")
    else:
        words = t("wp_pass_of", n=board["pass"], of=board["passes"])
    pill = R(r.x + 6, r.bottom - 34, r.w - 12, 26)
    draw_panel(surf, v, pill, (12, 22, 40, 225), 13, border=(*GOLD, 170), border_w=1)
    draw_text(surf, v, words, pill.center, fit_text_size(words, 13, pill.w - 10, v, True), TEXT,
              "center", bold=True)
    if n:
        count = t("wp_stock_count", n=n)
        draw_text(surf, v, count, (r.centerx, r.y + 12), 13, (230, 236, 255), "midtop", bold=True)


def dragged_codes(sc) -> list[str]:
    piece = sc.dragging()
    return [] if piece is None or piece == ("stock",) else sc.run_of(piece)


def draw_waste(sc, surf, board: dict) -> None:
    spots = sc.waste(board)
    if not spots:
        blit_slot(sc, surf, "", R(sc.a["waste"].x, sc.a["waste"].y, lay.CARD_W, lay.CARD_H))
    hidden = sc.motion.hidden("waste") | set(dragged_codes(sc))
    for code, r in spots[-4:]:
        if code not in hidden:
            blit_card(sc, surf, code, r)


def draw_foundations(sc, surf, board: dict) -> None:
    hidden = set(dragged_codes(sc))
    won = sc.motion.effect("won")
    launched = 0 if won is None else int((won.seconds or 0.0) / cascade.LEAVE_EVERY) + 1
    for i, suit in enumerate(SUITS):
        r = sc.foundation(suit)
        blit_slot(sc, surf, suit, r)
        cards = board["foundations"][suit]
        if won is not None:
            cards = cards[:max(0, 13 - len(range(i, min(launched, 52), 4)))]
        flying = sc.motion.hidden(f"foundation:{suit}")
        shown = [c for c in cards if c not in hidden and c not in flying]
        if shown:
            blit_card(sc, surf, shown[-1], r)


def draw_column(sc, surf, board: dict, col: int) -> None:
    v = sc.view
    cards = sc.column(board, col)
    if not cards:
        blit_slot(sc, surf, "K", R(lay.column_x(sc.a["tableau"], col), sc.a["tableau"].y,
                                   lay.CARD_W, lay.CARD_H))
        return
    hidden = sc.motion.hidden(f"column:{col}") | set(dragged_codes(sc))
    dealt = dealing(sc)
    if dealt is not None and not sc.ctl.state.log.actions:
        landed = [dealt >= deal_index(col, d) * DEAL_STAGGER + DEAL_FLIGHT
                  for d in range(len(cards))]
        cards = [c for c, ok in zip(cards, landed, strict=True) if ok]
        if not cards:
            blit_slot(sc, surf, "", R(lay.column_x(sc.a["tableau"], col), sc.a["tableau"].y,
                                      lay.CARD_W, lay.CARD_H))
    for code, r in cards:
        if code in hidden:
            continue
        turning = sc.motion.turn_of(code) if code is not None else None
        if turning is None:
            blit_card(sc, surf, code, r)
            continue
        p = turning.progress  # over on its spot: the back, then the face
        px = v.len(lay.CARD_W)
        img = art.face(card_id(code), px) if p >= 0.5 else art.back(px)
        w = max(1, round(img.get_width() * abs(math.cos(math.pi * p))))
        img = pygame.transform.smoothscale(img, (w, img.get_height()))
        box = v.rect(r)
        surf.blit(img, img.get_rect(midtop=box.midtop))


def draw_deal_flights(sc, surf, board: dict) -> None:
    dealt = dealing(sc)
    if dealt is None or sc.ctl.state.log.actions:
        return
    v = sc.view
    start = sc.a["stock"]
    for col in range(lay.COLUMNS):
        for depth, (code, r) in enumerate(sc.column(board, col)):
            leaves = deal_index(col, depth) * DEAL_STAGGER
            p = (dealt - leaves) / DEAL_FLIGHT
            if 0 <= p < 1:
                e = p * p * (3 - 2 * p)
                x = start.x + (r.x - start.x) * e
                y = start.y + (r.y - start.y) * e - 30 * math.sin(math.pi * p)
                blit_card(sc, surf, code if p > 0.6 else None, R(round(x), round(y), r.w, r.h))
    del v


def draw_dragged(sc, surf) -> None:
    codes = dragged_codes(sc)
    if not codes or sc.hover is None:
        return
    x, y = sc.hover[0] - sc.grab[0], sc.hover[1] - sc.grab[1]
    v = sc.view
    shadow = R(round(x + 6), round(y + 8), lay.CARD_W,
               lay.CARD_H + (len(codes) - 1) * lay.UP_STEP)
    draw_panel(surf, v, shadow, (0, 0, 0, 70), 10)
    for k, code in enumerate(codes):
        blit_card(sc, surf, code, R(round(x), round(y + k * lay.UP_STEP), lay.CARD_W, lay.CARD_H))


# -- the numbers ------------------------------------------------------------------------------
def draw_info(sc, surf, board: dict) -> None:
    v, r = sc.view, sc.a["info"]
    ctl = sc.ctl
    draw_panel(surf, v, r, (8, 26, 20, 200), 12, border=(*GOLD, 90), border_w=1)
    x, w = r.x + 14, r.w - 28
    mode = t(f"wp_mode_{board['mode']}")
    code = ctl.deal_code()
    if code is not None:
        draw_text(surf, v, code, (r.right - 14, r.y + 10), 13, TEXT_DIM, "topright")
    draw_text(surf, v, mode, (x, r.y + 10), fit_text_size(mode, 13, w - 110, v), TEXT_DIM)
    rec = ctl.record
    won = t("wp_won_count", won=rec.won, played=rec.played)
    draw_text(surf, v, won, (x, r.y + 30), fit_text_size(won, 19, w, v, True), GOLD,
              bold=True)
    streak = t("wp_streak", n=rec.streak, best=rec.best_streak)
    draw_text(surf, v, streak, (x, r.y + 56), fit_text_size(streak, 13, w, v), TEXT_DIM)
    score = f"{t('wp_score', n=board['score'])}  ·  {t('wp_moves', n=board['moves'])}"
    draw_text(surf, v, score, (x, r.y + 78), fit_text_size(score, 15, w * 0.66, v), TEXT)
    draw_text(surf, v, t("wp_time", time=clock(ctl.seconds)), (r.right - 14, r.y + 78), 15,
              TEXT, "topright")
    finish = sc.controls[-1]
    draw_verdict(sc, surf, R(x, r.y + 106, w - (finish.rect.w + 8 if finish.visible else 0), 40))
    finish.draw(surf, v)


def draw_verdict(sc, surf, box: R) -> None:
    """"Winnable?": the search's progress, then its answer."""
    v = sc.view
    solving = sc.ctl.solving
    if solving is None:
        board = sc.board()
        home = t("wp_home", n=sum(len(f) for f in board["foundations"].values()))
        draw_text(surf, v, home, (box.x, box.y), fit_text_size(home, 14, box.w, v), TEXT_DIM)
        return
    if not solving.done:
        words = t("wp_solving", n=f"{solving.nodes:,}")
        draw_text(surf, v, words, (box.x, box.y), fit_text_size(words, 14, box.w, v), TEXT)
        bar = R(box.x, box.y + 24, box.w, 9)
        draw_panel(surf, v, bar, (40, 56, 48, 255), 4)
        filled = bar.copy()
        filled.w = max(4, round(bar.w * solving.progress))
        draw_panel(surf, v, filled, GOLD, 4)
        return
    verdict = solving.answer.verdict
    words, colour = {Verdict.WINNABLE: (t("wp_winnable_yes"), YES),
                     Verdict.NOT_WINNABLE: (t("wp_winnable_no"), NO),
                     Verdict.UNKNOWN: (t("wp_winnable_unknown", s=round(solving.seconds)),
                                       GOLD)}[verdict]
    draw_text(surf, v, words, (box.x, box.y), fit_text_size(words, 16, box.w, v, True), colour,
              bold=True)
    if solving.at_move != len(sc.ctl.state.log.actions):
        then = t("wp_winnable_then", n=solving.at_move)
        draw_text(surf, v, then, (box.x, box.y + 22), fit_text_size(then, 12, box.w, v),
                  TEXT_DIM)


# -- the hint's lights --------------------------------------------------------------------------
def hint_rects(sc, board: dict, move) -> tuple[R | None, R | None]:
    """Where the hinted move takes from and where it puts."""
    def top_of(col: int) -> R:
        cards = sc.column(board, col)
        return cards[-1][1] if cards else R(lay.column_x(sc.a["tableau"], col),
                                            sc.a["tableau"].y, lay.CARD_W, lay.CARD_H)

    def home_of(code: str) -> R:
        return sc.foundation(code[1])

    waste_top = sc.waste(board)[-1] if board["waste"] else None
    if isinstance(move, MoveRun):
        cards = sc.column(board, move.src)[-move.count:]
        return cards[0][1].union(cards[-1][1]), top_of(move.dst)
    if isinstance(move, ColumnToFoundation):
        code, r = sc.column(board, move.src)[-1]
        return r, home_of(code)
    if isinstance(move, WasteToColumn) and waste_top is not None:
        return waste_top[1], top_of(move.dst)
    if isinstance(move, WasteToFoundation) and waste_top is not None:
        return waste_top[1], home_of(waste_top[0])
    if isinstance(move, FoundationToColumn):
        return sc.foundation(move.suit), top_of(move.dst)
    if isinstance(move, TurnStock):
        return sc.a["stock"], None
    return None, None


def draw_hint(sc, surf, board: dict) -> None:
    move = sc.hint_now()
    if move is None:
        return
    v = sc.view
    for r, colour in zip(hint_rects(sc, board, move), (GOLD, TARGET), strict=True):
        if r is None:
            continue
        box = v.rect(r)
        img = art.glow(box.w, box.h, colour)
        surf.blit(img, img.get_rect(center=box.center))


# -- effects ------------------------------------------------------------------------------------
def card_place(sc, board: dict, code: str) -> R | None:
    """Where a face-up card lies on the table (a column, the waste, a foundation)."""
    for col in range(lay.COLUMNS):
        for c, r in sc.column(board, col):
            if c == code:
                return r
    found = dict(sc.waste(board)).get(code)
    if found is None and code in board["foundations"][code[1]]:
        found = sc.foundation(code[1])
    return found


def draw_words(sc, surf, board: dict) -> None:
    """A card just turned face up: its word large over it, fading."""
    v = sc.view
    for playing in sc.motion.effects_of("word"):
        ev = playing.ev
        seconds = playing.seconds
        if seconds is None:
            continue
        code = ev.data["card"]
        where = card_place(sc, board, code)
        if where is None:
            continue
        left = playing.dur - seconds
        alpha = round(255 * max(0.0, min(1.0, left / 0.4, seconds / 0.12)))
        word = ev.data["word"]
        big = fonts.render(word, v.len(40), (250, 246, 230), True)
        small = fonts.render(index(code), v.len(18), GOLD, True)
        pad = v.len(12)
        w = max(big.get_width(), small.get_width()) + 2 * pad
        h = big.get_height() + small.get_height() + pad
        bubble = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(bubble, (14, 30, 24, 235), bubble.get_rect(), border_radius=v.len(12))
        pygame.draw.rect(bubble, (*GOLD, 200), bubble.get_rect(), max(1, v.len(2)),
                         border_radius=v.len(12))
        bubble.blit(small, small.get_rect(midtop=(w // 2, pad // 2)))
        bubble.blit(big, big.get_rect(midbottom=(w // 2, h - pad // 3)))
        bubble.set_alpha(alpha)
        rise = v.len(12 * min(1.0, seconds / 0.3))
        at = v.rect(where)
        surf.blit(bubble, bubble.get_rect(center=(at.centerx, at.centery - rise)))


def draw_cascade(sc, surf, board: dict) -> None:
    playing = sc.motion.effect("won")
    if playing is None or playing.seconds is None:
        return
    v = sc.view
    px = v.len(lay.CARD_W)
    s = playing.seconds
    for j in range(52):
        f, rank = cascade.order(j)
        suit = SUITS[f]
        card = f * 13 + rank
        start = sc.foundation(suit)
        for lag, alpha in ((0.09, 60), (0.045, 120), (0.0, 255)):
            at = cascade.card_at(j, s - lag, (start.x, start.y), lay.CARD_H)
            if at is None:
                continue
            img = art.face(card, px) if alpha == 255 else faded(card, px, alpha)
            surf.blit(img, v.pt(*at))


def draw_stuck(sc, surf) -> None:
    playing = sc.motion.effect("stuck")
    if playing is None:
        return
    v = sc.view
    dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    dim.fill((0, 0, 0, round(110 * playing.progress)))
    surf.blit(dim, (0, 0))
    words = t("wp_results_stuck")
    draw_text(surf, v, words, (640, 360), fit_text_size(words, 34, 900, v, True), GOLD, "center",
              bold=True, shadow=True)
