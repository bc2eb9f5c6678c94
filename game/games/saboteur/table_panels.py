"""The Saboteur table round the maze: each other seat's panel (name, cards in hand,
broken tools as icons, maps used, the role once a round has shown it), the viewer's own
panel (role, broken tools, own gold, what its maps showed), the draw pile and discard,
the banner, the nugget cards to choose from, and the round's end (roles turned up one by
one) and the peek a map gives."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.games.saboteur import art
from game.games.saboteur.cards import INFO, PACK
from game.games.saboteur.table_layout import HAND_W, TOOL, offer_rects, panel_card, tool_rects
from game.games.saboteur.words import card_name, goal_name
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

PANEL_FILL = (26, 20, 14, 228)
TURN_BORDER = GOLD
TARGET_BORDER = (120, 230, 120)


def shown_roles(board: dict) -> list[str] | None:
    """The roles the last round showed, while its end is on the table."""
    if board["results"] and board["phase"] in ("round_over", "pick", "over"):
        return board["results"][-1]["roles"]
    return None


def gold_total(codes: list[str]) -> int:
    return sum(INFO[c].value for c in PACK.from_codes(codes))


def draw_tools(scene: Any, surf: pygame.Surface, panel: pygame.Rect, broken: list[str],
               lit: set[str] = frozenset()) -> None:
    v = scene.view
    for tool, r in tool_rects(panel).items():
        icon = art.tool_icon(tool, v.len(TOOL), tool in broken)
        if tool not in broken:
            icon = icon.copy()
            icon.set_alpha(110)  # whole tools fade back; a broken one stands out
        surf.blit(icon, v.rect(r))
        if tool in lit:
            pygame.draw.rect(surf, TARGET_BORDER, v.rect(r.inflate(6, 6)), max(1, v.len(2)),
                             border_radius=v.len(5))


def draw_frame(scene: Any, surf: pygame.Surface, board: dict, seat: int, p: pygame.Rect,
               name_w: float) -> None:
    """A seat's panel and name, its border lit while it acts or while the held card may
    go to it."""
    v = scene.view
    turn = board["turn"] == seat or board["picker"] == seat
    target = seat in scene.lit_seats()
    border = TARGET_BORDER if target else (TURN_BORDER if turn else (90, 70, 46, 255))
    draw_panel(surf, v, p, PANEL_FILL, 12, border=border, border_w=3 if turn or target else 1.5)
    name = scene.ctl.name_of(seat)
    draw_text(surf, v, name, (p.x + 10, p.y + 8), fit_text_size(name, 15, name_w, v, True),
              TEXT, "topleft", bold=True)


def draw_seat(scene: Any, surf: pygame.Surface, board: dict, seat: int) -> None:
    """Another seat's panel."""
    v, p = scene.view, scene.panel(seat)
    draw_frame(scene, surf, board, seat, p, p.w - 60)
    count = board["counts"][seat]
    if count and f"hand:{seat}" not in scene.flying_to():
        back = art.back("deck", v.len(panel_card(p).w))
        surf.blit(back, v.rect(panel_card(p)))
    draw_text(surf, v, str(count), panel_card(p).move(-4, 0).midleft, 14, TEXT_DIM, "midright")
    notes = []
    if board["passed"][seat]:
        notes.append(t("sab_passed_n", n=board["passed"][seat]))
    maps = [goal_name(g) for s, g in board["maps"] if s == seat]
    if maps:
        notes.append(t("sab_mapped", goals=t("players_sep").join(maps)))
    roles = shown_roles(board)
    if notes:
        # Under the little hand card (a long line ran beneath it), clear of the role badge.
        line = " · ".join(notes)
        room = p.w - 20 - (44 if roles is not None else 0)
        draw_text(surf, v, line, (p.x + 10, panel_card(p).bottom + 1),
                  fit_text_size(line, 12, room, v), TEXT_DIM, "topleft")
    draw_tools(scene, surf, p, board["broken"][seat], scene.lit_tools(seat))
    if roles is not None:
        badge = art.role_badge(roles[seat], v.len(34))
        surf.blit(badge, badge.get_rect(bottomright=v.pt(p.right - 8, p.bottom - 6)))


def draw_me(scene: Any, surf: pygame.Surface, board: dict) -> None:
    """The viewer's own panel: role, broken tools, gold, what the maps showed."""
    v, p = scene.view, scene.a["me"]
    seat = board["seat"]
    draw_frame(scene, surf, board, seat, p, p.w - 20)
    role = board["role"] or (shown_roles(board) or [None] * (seat + 1))[seat]
    if role is not None:
        badge = art.role_badge(role, v.len(40))
        surf.blit(badge, v.pt(p.x + 10, p.y + 32))
        draw_text(surf, v, t(f"sab_role_{role}"), (p.x + 58, p.y + 34), 15, GOLD, "topleft",
                  bold=True)
    draw_tools(scene, surf, me_tools(p), board["broken"][seat], scene.lit_tools(seat))
    gold = gold_total(board["gold"])
    draw_text(surf, v, t("sab_my_gold", n=gold), (p.x + 10, p.y + 84), 14, TEXT, "topleft")
    for i, (goal, code) in enumerate(board["known"][:3]):
        line = t("sab_known", goal=goal_name(goal), card=card_name(code))
        draw_text(surf, v, line, (p.x + 10, p.y + 104 + 16 * i),
                  fit_text_size(line, 12, p.w - 20, v), TEXT_DIM, "topleft")


def me_tools(panel: pygame.Rect) -> pygame.Rect:
    """The part of the viewer's panel its tool icons lie along the bottom of."""
    return pygame.Rect(panel.x + 48, panel.y + 48, 120, 38)


def draw_hand(scene: Any, surf: pygame.Surface, board: dict) -> None:
    if board["phase"] != "turn":
        return  # the round is over: its cards are being gathered, the next deal is to come
    v = scene.view
    lit = scene.useful()
    dragged = scene.dragging()
    flying = scene.motion.hidden(f"hand:{board['seat']}")
    for code, r in scene.hand_rects():
        if code == dragged or code in flying:
            continue
        img = art.face(code, v.len(r.w), scene.turned and code == scene.held)
        if code not in lit and scene.ctl.my_decision():
            img = img.copy()
            img.set_alpha(150)  # nothing it may do now
        surf.blit(img, v.rect(r))
        if code == scene.held:
            pygame.draw.rect(surf, GOLD, v.rect(r.inflate(6, 6)), max(2, v.len(3)),
                             border_radius=v.len(8))


def draw_piles(scene: Any, surf: pygame.Surface, board: dict) -> None:
    v = scene.view
    deck, discard = scene.a["deck"], scene.a["discard"]
    card = pygame.Rect(0, 0, HAND_W * 0.8, HAND_W * 0.8 * art.CARD_ASPECT)
    if board["deck"]:
        r = card.copy()
        r.center = deck.center
        surf.blit(art.back("deck", v.len(r.w)), v.rect(r))
    r = card.copy()
    r.center = deck.center
    draw_text(surf, v, t("sab_deck_n", n=board["deck"]), (r.centerx, r.bottom + 2), 13,
              TEXT_DIM, "midtop")
    r = card.copy()
    r.center = discard.center
    lit = scene.holding() is not None and scene.ctl.my_decision()
    if board["discard"]:
        surf.blit(art.face(board["discard"][-1], v.len(r.w)), v.rect(r))
    elif any(board["passed"]):
        surf.blit(art.back("deck", v.len(r.w)), v.rect(r))
    else:
        draw_panel(surf, v, r, (0, 0, 0, 70), 8, border=(120, 92, 56, 200), border_w=1.5)
    if lit:
        pygame.draw.rect(surf, TARGET_BORDER, v.rect(r.inflate(8, 8)), max(2, v.len(3)),
                         border_radius=v.len(8))
    draw_text(surf, v, t("sab_discard"), (r.centerx, r.bottom + 2), 13, TEXT_DIM, "midtop")


def draw_banner(scene: Any, surf: pygame.Surface, board: dict) -> None:
    v, b = scene.view, scene.a["banner"]
    ctl = scene.ctl
    parts = [t("sab_round_n", n=min(3, board["round"] + 1))]
    if scene.message_time > 0:
        parts = [scene.message]
    elif ctl.my_decision():
        parts.append(scene.prompt())
    else:
        # Only a computer thinks: a person is the viewer (their turn still coming) or, in
        # pass-and-play, someone the device has not yet reached.
        # Who acts as the table shows it (the panel lit is that seat's, not a later one's).
        asked = board["turn"] if board["phase"] == "turn" else board["picker"]
        if asked is not None and not ctl.session.is_human(asked) \
                and not ctl.state.is_terminal():
            parts.append(t("waiting_for", name=ctl.name_of(asked)))
    text = "  ·  ".join(parts)
    draw_text(surf, v, text, (b.x + 6, b.centery), fit_text_size(text, 17, b.w - 12, v, True),
              TEXT, "midleft", bold=True)


def draw_offer(scene: Any, surf: pygame.Surface, board: dict) -> None:
    """The nugget cards the viewer is choosing from, large across the maze."""
    if not board["offer"] or board["picker"] != board["seat"]:
        return
    v = scene.view
    area = scene.a["maze"]
    placed = offer_rects(area, board["offer"])
    box = placed[0][1].unionall([r for _, r in placed]).inflate(60, 90)
    draw_panel(surf, v, box, (20, 14, 8, 235), 16, border=GOLD, border_w=2)
    draw_text(surf, v, t("sab_pick_nugget"), (box.centerx, box.y + 14), 17, GOLD, "midtop",
              bold=True)
    flying = scene.motion.hidden(f"offer:{board['seat']}")
    for code, r in placed:
        if code in flying:
            continue
        surf.blit(art.face(code, v.len(r.w)), v.rect(r))


def draw_round_end(scene: Any, surf: pygame.Surface, board: dict) -> None:
    """The round's end: who won, and every role turned up in turn, the spare last."""
    play = scene.motion.effect("roles")
    if play is None:
        return
    v = scene.view
    d = play.ev.data
    names = [scene.ctl.name_of(s) for s in range(len(d["roles"]))] + [t("sab_spare")]
    roles = list(d["roles"]) + list(d["spare"])
    cols = min(len(roles), 6)
    rows = math.ceil(len(roles) / cols)
    cell_w, cell_h = 128, 96
    box = pygame.Rect(0, 0, cols * cell_w + 40, rows * cell_h + 90)
    box.center = scene.a["maze"].center
    draw_panel(surf, v, box, (18, 12, 8, 240), 18, border=GOLD, border_w=2)
    title = t("sab_round_over", n=d["round"], side=t(f"sab_side_{d['side']}"))
    draw_text(surf, v, title, (box.centerx, box.y + 14), fit_text_size(title, 22, box.w - 30, v,
                                                                      True),
              GOLD, "midtop", bold=True)
    seconds = play.seconds or 0.0
    for i, (name, role) in enumerate(zip(names, roles, strict=True)):
        cx = box.x + 20 + (i % cols) * cell_w + cell_w // 2
        cy = box.y + 60 + (i // cols) * cell_h
        shown = min(1.0, max(0.0, (seconds - 0.15 * i) / 0.3))  # one after another
        size = v.len(48)
        img = art.role_badge(role, size) if shown >= 0.5 else art.back("dwarf", v.len(32))
        squeeze = abs(math.cos(math.pi * shown))
        img = pygame.transform.smoothscale(img, (max(1, round(img.get_width() * squeeze)),
                                                 img.get_height()))
        surf.blit(img, img.get_rect(midtop=v.pt(cx, cy)))
        draw_text(surf, v, name, (cx, cy + 54), fit_text_size(name, 13, cell_w - 10, v),
                  TEXT, "midtop")


def draw_peek(scene: Any, surf: pygame.Surface, board: dict) -> None:
    """What the viewer's own map showed, large beside the goal, for a moment."""
    play = scene.motion.effect("peek")
    if play is None or "goal_card" not in play.ev.data:
        return
    v = scene.view
    mv = scene.maze_view()
    x, y = board["goals"][play.ev.data["goal"]]
    cell = mv.cell_rect(x, y)
    w = 120
    r = pygame.Rect(0, 0, w, round(w * art.CARD_ASPECT))
    r.midright = (cell.x - 16, cell.centery)
    r.clamp_ip(scene.a["maze"])
    draw_panel(surf, v, r.inflate(16, 44).move(0, 10), (18, 12, 8, 235), 12, border=GOLD,
               border_w=2)
    surf.blit(art.face(play.ev.data["goal_card"], v.len(w)), v.rect(r))
    draw_text(surf, v, t("sab_only_you"), (r.centerx, r.bottom + 6), 12, GOLD, "midtop")
