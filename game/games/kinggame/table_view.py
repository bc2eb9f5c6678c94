"""Drawing the King game's table (`KgTableScene`): the velvet court, the banner, every
person's place along the top, and the stage: the private card, the King's command, the
order being answered, a round's end, or the room's view between them.

Everything is drawn from the scene's `board()` (what the room knows, or the viewer's own
view while their card is up) and `ctl.own_card()` (that card, only then): nothing here
reads the state, so nothing shows a number not yet public."""

from __future__ import annotations

import math

import pygame

from game.games.kinggame import art
from game.games.kinggame import table_layout as lay
from game.games.kinggame.controller import AUTO_HIDE
from game.games.kinggame.tasks import PAIR
from game.games.kinggame.words import named_order, numbers, order_text, revealed
from game.ui import fonts
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

R = pygame.Rect
STAGE_FILL = (28, 8, 20, 215)
PLACE_FILL = (20, 6, 16, 170)
CREAM = (255, 244, 224)
ROSE = (255, 170, 170)


def draw(sc, surf: pygame.Surface) -> None:
    v, board = sc.view, sc.board()
    surf.blit(art.velvet(v.window), (0, 0))
    sc.draw_banner(surf, prompt(sc, board), (30, 8, 22, 210))
    draw_places(sc, surf, board)
    draw_stage(sc, surf, board)
    for button in sc.buttons:
        button.draw(surf, v)
    if sc.ctl.card_up:
        sc.pass_button.draw(surf, v)
    draw_crown_effect(sc, surf, board)
    sc.draw_corner_buttons(surf)
    sc.history.draw(surf)


# -- the banner ------------------------------------------------------------------------------
def prompt(sc, board: dict) -> str:
    ctl, step = sc.ctl, board["step"]
    if ctl.card_up:
        return t("kg_peek_who", name=ctl.name_of(ctl.viewer))
    if step == "peek":
        return t("kg_prompt_peek", round=board["round"])
    if step == "over":
        return t("kg_log_over", n=board["round"])
    if step == "round_end":
        return t("kg_prompt_round_end", round=board["round"])
    king = ctl.name_of(board["king"])
    if step == "command":
        if board["numbers"]:
            return t("kg_prompt_again", name=king, what=numbers(board["numbers"]))
        return t("kg_prompt_command", name=king)
    asked = ctl.state.to_act if sc.mine() else None
    if asked is None:
        return t("kg_order")
    return t("kg_prompt_perform", name=ctl.name_of(asked))


# -- the places ------------------------------------------------------------------------------
def card_face(board: dict, seat: int) -> tuple[bool, int | None]:
    """Whether `seat`'s card lies face up for the room, and its number (None: the joker)."""
    if board["king"] == seat:
        return True, None
    for c in board["called"]:
        if c["seat"] == seat:
            return True, c["number"]
    return False, None


def draw_places(sc, surf: pygame.Surface, board: dict) -> None:
    v, ctl = sc.view, sc.ctl
    places = lay.seat_places(sc.a["seats"], ctl.players)
    dealing = sc.motion.effect("deal")
    flipping = sc.motion.effect("reveal")
    asked = ctl.state.to_act if sc.mine() and board["step"] == "perform" else None
    for seat, place in enumerate(places):
        inner = place.inflate(-8, 0)
        king = board["king"] == seat
        lit = king or seat == asked
        draw_panel(surf, v, inner, PLACE_FILL, 14, border=GOLD if lit else (255, 255, 255, 40),
                   border_w=3 if lit else 1)
        box = lay.seat_card(place)
        if dealing is not None:  # the cards come in one after another
            p = min(1.0, max(0.0, dealing.progress * 1.6 - seat * 0.6 / ctl.players))
            if p <= 0:
                box = None
            else:
                box = box.move(0, round((1 - p) ** 2 * -40))
        if box is not None:
            draw_card(sc, surf, board, seat, box, flipping)
        if king and sc.motion.effect("crown") is None:
            top = lay.seat_card(place)
            crown = art.crown(v.len(top.w * 0.62))
            surf.blit(crown, crown.get_rect(midbottom=v.pt(top.centerx, top.y + 18)))
        name = ctl.name_of(seat)
        y = lay.seat_card(place).bottom + 6
        draw_text(surf, v, name, (place.centerx, y),
                  fit_text_size(name, 22, inner.w - 10, v, True), GOLD if lit else TEXT,
                  "midtop", bold=True)
        if board["show_tally"]:
            tally = board["tally"]
            line = t("kg_tally_line", n=tally["king"][seat], count=tally["called"][seat])
            draw_text(surf, v, line, (place.centerx, y + 28),
                      fit_text_size(line, 15, inner.w - 10, v), TEXT_DIM, "midtop")
        if board["step"] == "peek" and seat in board["peeked"]:
            draw_tick(surf, v, (box or lay.seat_card(place)).topright)


def draw_card(sc, surf, board: dict, seat: int, box: R, flipping) -> None:
    v = sc.view
    up, n = card_face(board, seat)
    squeeze = 1.0
    if up and flipping is not None and any(c["seat"] == seat for c in
                                           flipping.ev.data["called"]):
        q = flipping.progress * 2  # the card turns over in the first half of the effect
        squeeze = abs(math.cos(math.pi * min(1.0, q)))
        up = q >= 0.5
    img = art.card(n, v.len(box.w), up)
    if squeeze < 1.0:
        img = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * squeeze)),
                                                 img.get_height()))
    surf.blit(img, img.get_rect(center=v.rect(box).center))
    if up and n is not None:
        tok = art.token(n, v.len(38), lit=True)
        surf.blit(tok, tok.get_rect(center=v.pt(box.right - 6, box.bottom - 8)))


def draw_tick(surf, v, at: tuple[int, int]) -> None:
    """A small gold tick: this person has looked at their card."""
    x, y = at
    pygame.draw.circle(surf, (30, 110, 60), v.pt(x - 4, y + 6), v.len(11))
    pts = [v.pt(x - 10, y + 6), v.pt(x - 5, y + 11), v.pt(x + 2, y + 1)]
    pygame.draw.lines(surf, CREAM, False, pts, max(2, v.len(3)))


# -- the stage -------------------------------------------------------------------------------
def draw_stage(sc, surf: pygame.Surface, board: dict) -> None:
    v, stage = sc.view, sc.a["stage"]
    draw_panel(surf, v, stage, STAGE_FILL, 18, border=(240, 196, 70, 110), border_w=2)
    step = board["step"]
    if sc.ctl.card_up:
        draw_private(sc, surf)
    elif step == "peek":
        draw_peek_round(sc, surf, board)
    elif step == "command" and sc.mine():
        draw_command(sc, surf, board)
    elif step == "command":
        draw_king(sc, surf, board, stage)
    elif step in ("perform", "round_end", "over"):
        draw_order(sc, surf, board)


def lines_in(text: str, size: float, rect: R, v, bold: bool = False,
             least: float = 14) -> tuple[list[str], float]:
    """`text` wrapped into `rect` at the largest size up to `size` whose lines fit."""
    while True:
        lines = fonts.wrap(text, v.len(size), v.len(rect.w), bold)
        if len(lines) * size * 1.3 <= rect.h or size <= least:
            return lines, size
        size *= 0.92


def draw_block(surf, v, text: str, rect: R, size: float, colour=TEXT, bold: bool = False,
               centre: bool = True) -> None:
    """Wrapped text filling `rect` at most `size` big, its lines centred in it."""
    lines, size = lines_in(text, size, rect, v, bold)
    h = len(lines) * size * 1.3
    y = rect.centery - h / 2 if centre else rect.y
    for line in lines:
        if centre:
            draw_text(surf, v, line, (rect.centerx, y), size, colour, "midtop", bold=bold)
        else:
            draw_text(surf, v, line, (rect.x, y), size, colour, "topleft", bold=bold)
        y += size * 1.3


def draw_peek_round(sc, surf, board: dict) -> None:
    v, stage = sc.view, sc.a["stage"]
    draw_text(surf, v, t("kg_round", round=board["round"], of=board["rounds"]),
              (stage.centerx, stage.y + 60), 44, GOLD, "midtop", bold=True, shadow=True)
    draw_block(surf, v, t("kg_prompt_peek", round=board["round"]),
               R(stage.x + 140, stage.y + 150, stage.w - 280, 120), 28, TEXT)
    draw_block(surf, v, t("kg_number_note"), R(stage.x + 140, stage.y + 280, stage.w - 280, 80),
               20, TEXT_DIM)


def draw_private(sc, surf) -> None:
    """The viewer's own card, large, and what it means; Hide beside it."""
    v, ctl = sc.view, sc.ctl
    mine = ctl.own_card()
    parts = lay.private_parts(sc.a["stage"])
    box, words = parts["card"], parts["words"]
    if mine is None:
        return
    img = art.card(mine["number"], v.len(box.w), True)
    surf.blit(img, v.rect(box).topleft)
    y = words.y
    head = t("kg_your_card", name=ctl.name_of(ctl.viewer))
    draw_text(surf, v, head, (words.x, y), fit_text_size(head, 26, words.w, v), TEXT_DIM,
              "topleft")
    y += 44
    big = t("kg_you_king") if mine["king"] else t("kg_your_number", n=mine["number"])
    draw_text(surf, v, big, (words.x, y), fit_text_size(big, 64, words.w, v, True), GOLD,
              "topleft", bold=True, shadow=True)
    y += 96
    note = t("kg_king_note") if mine["king"] else t("kg_number_note")
    draw_block(surf, v, note, R(words.x, y, words.w, 70), 22, TEXT, centre=False)
    nxt = ctl.next_peeker()
    ask = t("kg_hide_next", name=ctl.name_of(nxt)) if nxt is not None else t("kg_hide_last")
    hide = parts["hide"]
    draw_text(surf, v, ask, (words.x, hide.y - 40), fit_text_size(ask, 22, words.w, v, True),
              TEXT, "topleft", bold=True)
    left = max(0, math.ceil(AUTO_HIDE - ctl.idle))
    if left <= 10:
        draw_text(surf, v, t("kg_hides_in", n=left), (hide.right + 16, hide.centery), 18,
                  TEXT_DIM, "midleft")


def draw_king(sc, surf, board: dict, rect: R) -> None:
    """The room's view of the command: who is King, waiting for the order."""
    v = sc.view
    vetoed = sc.motion.effect("veto")
    if vetoed is not None:  # who vetoed, said big a moment
        words = t("kg_log_veto", name=sc.ctl.name_of(vetoed.ev.seat))
        draw_text(surf, v, words, (rect.centerx, rect.y + 90),
                  fit_text_size(words, 48, rect.w - 80, v, True), ROSE, "midtop", bold=True,
                  shadow=True)
    else:
        crown = art.crown(v.len(150))
        surf.blit(crown, crown.get_rect(midtop=v.pt(rect.centerx, rect.y + 40)))
    words = t("kg_king_is", name=sc.ctl.name_of(board["king"]))
    draw_text(surf, v, words, (rect.centerx, rect.y + 170), fit_text_size(words, 54, rect.w - 80,
                                                                          v, True),
              GOLD, "midtop", bold=True, shadow=True)
    if board["numbers"]:
        line = t("kg_prompt_again", name=sc.ctl.name_of(board["king"]),
                 what=numbers(board["numbers"]))
    else:
        line = t("kg_prompt_command", name=sc.ctl.name_of(board["king"]))
    draw_block(surf, v, line, R(rect.x + 80, rect.y + 260, rect.w - 160, 90), 26, TEXT)


def draw_command(sc, surf, board: dict) -> None:
    """The King's screen: numbers, how the task is found, the order's preview."""
    v = sc.view
    cats = sc.categories()
    parts = lay.command_parts(sc.a["stage"], sc.ctl.players - 1, len(cats))
    left = parts["left"]
    draw_text(surf, v, t("kg_call"), (left.x, left.y), 24, GOLD, "topleft", bold=True)
    note = t("kg_call_kept") if sc.kept() else t("kg_call_note")
    draw_text(surf, v, note, (left.right, left.y + 6), fit_text_size(note, 17, left.w - 190, v),
              TEXT_DIM, "topright")
    head = parts["task_head"]
    draw_text(surf, v, t("kg_choose_task"), (head.x, head.y), 24, GOLD, "topleft", bold=True)
    hint = t("kg_pair_off") if PAIR in cats and len(sc.picked) < 2 else t("kg_draw_from")
    if not sc.typing:
        draw_text(surf, v, hint, (head.right, head.y + 6), fit_text_size(hint, 16, head.w - 190, v),
                  TEXT_DIM, "topright")
    draw_box(sc, surf, parts["text"])
    draw_preview(sc, surf, parts["preview"])


def draw_box(sc, surf, rect: R) -> None:
    """The King's own words: the text box, wrapped on two lines at most (the end kept
    in view while he types)."""
    v, box = sc.view, sc.box
    lit = box.focus or (sc.typing and box.text)
    draw_panel(surf, v, rect, (0, 0, 0, 130), 10, border=GOLD if lit else (255, 255, 255, 90),
               border_w=2)
    inner = rect.inflate(-24, -10)
    if not box.text:
        if not box.focus:
            draw_text(surf, v, t("kg_own"), (inner.x, rect.centery),
                      fit_text_size(t("kg_own"), 20, inner.w, v), TEXT_DIM, "midleft")
        else:
            caret(sc, surf, inner.x, rect.centery, 20)
        return
    size = 20
    lines = fonts.wrap(box.text, v.len(size), v.len(inner.w))
    if len(lines) > 2:
        size = 16
        lines = fonts.wrap(box.text, v.len(size), v.len(inner.w))[-2:]
    y = rect.centery - len(lines) * size * 1.25 / 2
    end = None
    for line in lines:
        end = draw_text(surf, v, line, (inner.x, y), size, TEXT, "topleft")
        y += size * 1.25
    if box.focus and end is not None:
        caret(sc, surf, v.to_level(end.topright)[0] + 2, v.to_level(end.center)[1], size)


def caret(sc, surf, x: float, cy: float, size: float) -> None:
    v = sc.view
    if sc.box.blink < 0.5:
        pygame.draw.line(surf, TEXT, v.pt(x, cy - size * 0.6), v.pt(x, cy + size * 0.6),
                         max(1, v.len(2)))


def draw_preview(sc, surf, rect: R) -> None:
    """The order as it will be given: the task with the numbers in it, large."""
    v = sc.view
    draw_panel(surf, v, rect, (250, 240, 220, 235), 16, border=GOLD, border_w=3)
    draw_text(surf, v, t("kg_task_preview"), (rect.x + 20, rect.y + 14), 20, (120, 60, 30),
              "topleft", bold=True)
    action = sc.order_action()
    body = R(rect.x + 24, rect.y + 50, rect.w - 48, rect.h - 70)
    if action is None:
        why = t("kg_no_numbers") if not sc.picked else t("kg_no_task_yet")
        draw_block(surf, v, why, body, 24, (140, 120, 100))
        return
    if action.task:
        from game.games.kinggame.tasks import task

        chosen = task(action.task)
        tag = t(f"kg_cat_{chosen.category}")
        text = order_text(chosen.to_json(), action.numbers)
    else:
        tag, text = t("kg_typed"), order_text({"text": action.text}, action.numbers)
    draw_text(surf, v, tag, (rect.right - 20, rect.y + 16), 17, (150, 90, 40), "topright")
    draw_block(surf, v, text, body, 36, (50, 26, 30), bold=True)


def draw_order(sc, surf, board: dict) -> None:
    """The order given: the task with the called people's names in it, who they are,
    and (while answered) the Done and Veto buttons under it."""
    v, ctl = sc.view, sc.ctl
    step = board["step"]
    parts = lay.answer_parts(sc.a["stage"])
    rect = parts["order"]
    task, called = board["task"], board["called"]
    head = t("kg_order")
    if step in ("round_end", "over"):
        head = t("kg_round", round=board["round"], of=board["rounds"])
    draw_text(surf, v, head, (rect.centerx, rect.y + 6), 22, GOLD, "midtop", bold=True)
    if called and len(called) == len(board["numbers"]):
        names = [ctl.name_of(c["seat"]) for c in called]
        text = named_order(task, names)
        who = revealed(called, ctl.name_of)
    else:  # the targets are about to be revealed
        text = order_text(task, board["numbers"])
        who = numbers(board["numbers"])
    if task is None:  # vetoed: the King gives another
        text = ""
    draw_block(surf, v, text, R(rect.x + 40, rect.y + 44, rect.w - 80, rect.h - 110), 40, CREAM,
               bold=True)
    draw_text(surf, v, who, (rect.centerx, rect.bottom - 52), fit_text_size(who, 24, rect.w, v),
              ROSE, "midtop", bold=True)
    if step == "perform" and sc.mine():
        note = t("kg_veto_note")
        draw_text(surf, v, note, (rect.centerx, parts["done"].y - 8), 16, TEXT_DIM, "midbottom")
    if sc.motion.effect("done") is not None or step in ("round_end", "over"):
        stamp = t("kg_did_it")
        draw_text(surf, v, stamp, (rect.right - 40, rect.y + 20), 40, (120, 230, 140), "topright",
                  bold=True, shadow=True)


def draw_crown_effect(sc, surf, board: dict) -> None:
    """The King revealed: the crown comes down over the stage, the name under it."""
    playing = sc.motion.effect("crown")
    if playing is None or not playing.started:
        return
    v, stage = sc.view, sc.a["stage"]
    p = playing.progress
    shade = pygame.Surface(v.rect(stage).size, pygame.SRCALPHA)
    shade.fill((28, 8, 20, 255))
    surf.blit(shade, v.rect(stage).topleft)
    drop = min(1.0, p * 2.5)
    size = v.len(120 + 60 * drop)
    crown = art.crown(size)
    y = stage.y + 20 - (1 - drop) ** 2 * 120
    surf.blit(crown, crown.get_rect(midtop=v.pt(stage.centerx, y)))
    words = t("kg_king_is", name=sc.ctl.name_of(playing.ev.data["seat"]))
    draw_text(surf, v, words, (stage.centerx, stage.y + 200),
              fit_text_size(words, 60, stage.w - 80, v, True), GOLD, "midtop", bold=True,
              shadow=True)
    line = t("kg_log_king", name=sc.ctl.name_of(playing.ev.data["seat"]))
    draw_text(surf, v, line, (stage.centerx, stage.y + 290),
              fit_text_size(line, 24, stage.w - 80, v), TEXT, "midtop")


