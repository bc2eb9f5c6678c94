"""The village circle: each seat's token (the role's portrait once the viewer knows it,
a hooded villager otherwise), its name, the Captain's badge, a cross over the dead, the
lovers' heart, who still has to choose and which seats a click may use; over the circle
the last vote's arrows and tally, what the computers say in bubbles, and a dead player's
card turned up over the seat."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.games.werewolf import art
from game.games.werewolf.emblem import SEAT_COLOURS
from game.games.werewolf.role_cards import named_card
from game.games.werewolf.words import role_name
from game.ui import fonts
from game.ui.kit.bubbles import draw_bubble
from game.ui.kit.motion import Playing
from game.ui.layout import View
from game.ui.widgets import TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

if TYPE_CHECKING:
    from game.games.werewolf.table import WwTableScene

LIT = (120, 200, 255)
CHOSEN = (250, 214, 110)
TOKEN = 62  # a seat's portrait, level units
REVEAL_W = 84  # a dead player's card over the seat, grown to this width
CAPTAIN_W = 26  # the captain's badge
BUBBLE_W = 300  # a speech bubble's widest
BUBBLE_BOUNDS = pygame.Rect(8, 8, 1264, 640)  # bubbles stay clear of the bar


def token_centre(seat_rect: pygame.Rect) -> tuple[float, float]:
    """The centre of the token drawn in a seat's place."""
    return seat_rect.centerx, seat_rect.y + TOKEN / 2 + 4


def draw_label(surf: pygame.Surface, v: View, text: str, pos: tuple[float, float],
               size: float, colour: tuple[int, int, int], max_w: float, bold: bool = False) -> None:
    """Text on a dark pill, readable on the night sky and the day's clouds alike."""
    size = fit_text_size(text, size, max_w, v, bold=bold)
    w = fonts.text_width(text, v.len(size), bold) / max(v.scale, 1e-6) + 12
    pill = pygame.Rect(0, 0, round(w), round(size + 8))
    pill.midtop = (round(pos[0]), round(pos[1]))
    draw_panel(surf, v, pill, (8, 10, 22, 170), 8)
    draw_text(surf, v, text, pill.center, size, colour, "center", bold=bold)


def draw_seat(sc: WwTableScene, surf: pygame.Surface, obs: dict, seat: int,
              options: dict) -> None:
    """One seat of the circle; `options`: the seats a click may use now (lit)."""
    v = sc.view
    r = sc.seat_rect(seat)
    alive = obs["alive"][seat]
    role = obs["roles"][seat]
    centre = token_centre(r)
    ring = CHOSEN if seat in sc.picked else LIT if seat in options else None
    if ring is not None:
        pygame.draw.circle(surf, ring, v.pt(*centre), v.len(TOKEN / 2 + 6), v.len(3))
    if seat in obs["waiting"] and obs["phase"] != "chain":
        pygame.draw.circle(surf, (90, 110, 170), v.pt(*centre), v.len(TOKEN / 2 + 11),
                           max(1, v.len(1.5)))
    token = art.portrait(role, v.len(TOKEN))
    if not alive:
        token = token.copy()
        token.fill((90, 90, 100), special_flags=pygame.BLEND_MULT)
    box = token.get_rect(center=v.pt(*centre))
    surf.blit(token, box)
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    pygame.draw.circle(surf, colour, v.pt(r.x + 10, r.y + 10), v.len(6))
    if not alive:
        c = v.pt(*centre)
        d = v.len(TOKEN * 0.32)
        for sx in (-1, 1):
            pygame.draw.line(surf, (200, 60, 60), (c[0] - d, c[1] - d * sx),
                             (c[0] + d, c[1] + d * sx), max(2, v.len(4)))
    if obs["captain"] == seat:
        badge = art.captain_badge(v.len(CAPTAIN_W))
        surf.blit(badge, badge.get_rect(center=v.pt(r.right - 16, r.y + 12)))
    name = sc.ctl.name_of(seat)
    draw_label(surf, v, name, (r.centerx, r.y + TOKEN + 9), 15,
               TEXT if alive else TEXT_DIM, r.w + 10, bold=True)
    if role is not None:
        colour = (255, 130, 120) if role == "werewolf" else (200, 220, 255)
        draw_label(surf, v, role_name(role), (r.centerx, r.y + TOKEN + 33), 13, colour,
                   r.w + 10)
    lovers = obs.get("lovers")
    if lovers and seat in lovers:
        draw_text(surf, v, "♥", (r.x + 12, r.y + TOKEN - 6), 18, (240, 90, 130), "center")


def draw_ballot(sc: WwTableScene, surf: pygame.Surface, ballot: Playing) -> None:
    """The last vote: an arrow from each voter to their choice (open ballot), and
    each target's count."""
    v = sc.view
    data = ballot.ev.data
    fade = min(1.0, ballot.left / 0.6)
    if data.get("ballots"):
        layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        for voter, target in data["ballots"].items():
            a = token_centre(sc.seat_rect(int(voter)))
            b = token_centre(sc.seat_rect(target))
            colour = (*SEAT_COLOURS[int(voter) % len(SEAT_COLOURS)], int(200 * fade))
            pygame.draw.line(layer, colour, v.pt(*a), v.pt(*b), max(2, v.len(2.5)))
            ang = math.atan2(b[1] - a[1], b[0] - a[0])
            tip = (b[0] - math.cos(ang) * TOKEN / 2, b[1] - math.sin(ang) * TOKEN / 2)
            wing = [(tip[0] - 14 * math.cos(ang + s), tip[1] - 14 * math.sin(ang + s))
                    for s in (0.45, -0.45)]
            pygame.draw.polygon(layer, colour, [v.pt(*tip)] + [v.pt(*w) for w in wing])
        surf.blit(layer, (0, 0))
    for target, n in data["tally"].items():
        r = sc.seat_rect(int(target))
        chip = pygame.Rect(r.right - 34, r.y + TOKEN - 18, 34, 24)
        draw_panel(surf, v, chip, (150, 30, 30, int(230 * fade)), 10)
        draw_text(surf, v, f"×{n}", chip.center, 15, TEXT, "center", bold=True)


def draw_bubbles(sc: WwTableScene, surf: pygame.Surface) -> None:
    """What each computer says, over its seat: up to three lines (a statement and
    its reason)."""
    for seat, (words, left) in sc.ctl.bubbles.items():
        draw_bubble(surf, sc.view, sc.seat_rect(seat), words, left, below=False, size=14,
                    widest=BUBBLE_W, bounds=BUBBLE_BOUNDS)


def draw_reveals(sc: WwTableScene, surf: pygame.Surface) -> None:
    """A dead player's card, turned face up over the seat."""
    v = sc.view
    for reveal in sc.motion.effects_of("reveal"):
        grow = min(1.0, reveal.t / 0.35)
        card = named_card(reveal.ev.data["role"], v.len(REVEAL_W))
        if grow < 1:  # growing: the made card scaled, not a card made per width
            scale = 0.4 + 0.6 * grow
            size = (max(1, round(card.get_width() * scale)),
                    max(1, round(card.get_height() * scale)))
            card = pygame.transform.smoothscale(card, size)
        centre = token_centre(sc.seat_rect(reveal.ev.seat))
        surf.blit(card, card.get_rect(center=v.pt(*centre)))
