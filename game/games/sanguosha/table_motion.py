"""The Sanguosha table's side of the motion the kit plays (`game.ui.kit.motion`, from the
motion declared in `events.py`): where a card stands in each zone, how a flying card
looks, what the effects that leave something on the table keep (a card used or a
judgement's card laid in the centre, a new turn clearing it), and the drawing of the
table's own effects: a skill's banner over its owner's seat, arrows from a card's user
to its targets, and a seat's flash, shudder and rising number or word (a Dodge, damage,
health recovered or lost, a dead seat's identity).

The table draws the state as it is once an action's events are all applied, so a card's
place before an event is where it came from: another seat's panel, the middle of the
viewer's hand, the deck. Each effect plays only where it applies (the banner for a skill
with a name, arrows to targets other than the user, the flash for a Dodge)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import Event
from game.games.sanguosha import art
from game.games.sanguosha.controller import ids_of
from game.games.sanguosha.events import card_name
from game.games.sanguosha.table_layout import (
    EQUIP_CARD_W,
    HAND_W,
    RED,
    SEAT_CARD_W,
    card_box,
    lang,
)
from game.ui import i18n, paint
from game.ui.i18n import t
from game.ui.kit.motion import Flight, Playing
from game.ui.widgets import GOLD, draw_panel, draw_text, fit_text_size

if TYPE_CHECKING:
    from game.games.sanguosha.table import SgsTableScene

FLASH_TIME = 0.7  # a seat's flash fades out over this
SHAKE_TIME = 0.35  # a seat hit by damage shudders
RISE = 30  # level units a number or word rises a second
GROW = 0.25  # seconds an arrow takes to reach its target
EFFECTS_SPEED = 3.0  # the effects run at most this fast (fast forward races the cards)
DODGE = (150, 215, 255)
GREEN = (70, 190, 100)
DEAD = (40, 40, 40)


# -- where the cards stand --------------------------------------------------------------------
def zone_box(sc: SgsTableScene, zone: str, piece) -> pygame.Rect | None:
    """Where `piece` stands in `zone` (level units): "deck", "discard", "centre",
    "hand:<seat>" (a card in the viewer's hand, else the middle of it; another seat's
    panel), "equipment:<seat>". A draw's count (an int: cards the viewer does not see)
    lands on another seat's panel only: the viewer's own draw flies its cards."""
    kind, _, where = zone.partition(":")
    if kind == "hand":
        seat = int(where)
        if seat != sc.ctl.viewer:
            return card_box(sc.seat_centre(seat), SEAT_CARD_W)
        if not isinstance(piece, str):
            return None
        return in_hand(sc, piece) or card_box(sc.a["hand"].center, HAND_W)
    if kind == "equipment":
        seat = int(where)
        row = next((r for _slot, code, r in sc.equipment_rects(seat, sc.ctl.obs())
                    if code == piece), None)
        return card_box(row.center if row else sc.seat_centre(seat), EQUIP_CARD_W)
    if kind == "centre":
        return sc.centre.box_of(sc.ctl.obs(), piece)
    return sc.a.get(zone)


def in_hand(sc: SgsTableScene, code: str) -> pygame.Rect | None:
    hand = sc.ctl.obs()["hand"]
    if code not in hand:
        return None
    return sc.hand_rects(len(hand))[hand.index(code)]


def piece_picture(flight: Flight, face_up: bool, px: int) -> pygame.Surface:
    """A flying card: its face, or its back (a card the viewer does not see, a draw)."""
    if face_up and isinstance(flight.piece, str):
        return art.card_face(ids_of([flight.piece])[0], px, lang())
    return art.card_back(px)


# -- what an effect leaves on the table -------------------------------------------------------
def keeper(sc: SgsTableScene) -> Callable[[str, Event], None]:
    """The kit's `raised`: the centre keeps a card used and a judgement's card (with who
    and on whom), a new turn clears it."""

    def raised(name: str, ev: Event) -> None:
        d = ev.data
        if name == "centre" and ev.seat is not None:
            sc.centre.add(d.get("cards", []), ev.seat, card_name(d["card_name"]),
                          d.get("targets", []))
        elif name == "judgement":
            sc.centre.add([d["card"]], ev.seat, t("sgs_ui_judgement"), [])
        elif name == "centre_cleared":
            sc.centre.clear()

    return raised


# -- the effects, as they apply -------------------------------------------------------------
def skill_of(ev: Event) -> str:
    """The skill a banner names: an ability that fired or a skill used (none where it has
    no name to show)."""
    skill = ev.data.get("ability") or ev.data.get("skill") or ""
    return skill if skill and ev.seat is not None and i18n.has(f"sgs_skill_{skill}") else ""


def rising(name: str, ev: Event) -> tuple[str, tuple] | None:
    """The word or number an effect raises from its seat, in its colour (None: none)."""
    d = ev.data
    if ev.seat is None:
        return None
    if name == "dodge":  # a Dodge used or played, or an armour's (which names no card)
        return (card_name("dodge"), DODGE) if d.get("card_name", "dodge") == "dodge" else None
    if name in ("shudder", "hp_lost"):
        return f"-{d['amount']}", RED
    if name == "heal":
        return f"+{d['amount']}", GREEN
    if name == "identity_shown":
        return t(f"sgs_identity_{d['identity']}"), art.IDENTITY_COLOURS[d["identity"]][0]
    return None


FLASHES = {"dodge": DODGE, "shudder": RED, "heal": GREEN, "hp_lost": RED,
           "identity_shown": DEAD}


def risings(sc: SgsTableScene) -> list[tuple[str, Playing]]:
    """Every flashing effect up now that applies (name, playing), oldest first."""
    out = [(name, p) for name in FLASHES for p in sc.motion.effects_of(name)
           if rising(name, p.ev) is not None]
    return sorted(out, key=lambda item: -item[1].t)


def newest_by_seat(items: list[tuple[str, Playing]]) -> dict[int, tuple[str, Playing]]:
    """Of each seat's effects the newest (`items` oldest first)."""
    return {p.ev.seat: (name, p) for name, p in items}


def shake(sc: SgsTableScene, seat: int) -> float:
    """How far (level units) a seat hit by damage is shuddered aside now."""
    hits = [p for p in sc.motion.effects_of("shudder") if p.ev.seat == seat]
    if not hits or hits[-1].seconds is None or hits[-1].seconds >= SHAKE_TIME:
        return 0.0
    age = hits[-1].seconds
    return 6 * math.sin(age * 55) * (1 - age / SHAKE_TIME)


# -- drawing --------------------------------------------------------------------------------
def flash_of(sc: SgsTableScene, seat: int) -> tuple | None:
    """The seat's newest flash now, fading (rgba; None: none): its panel draws it in
    its frame, under its contents."""
    newest = newest_by_seat(risings(sc)).get(seat)
    if newest is None:
        return None
    name, p = newest
    if p.seconds is None or p.seconds >= FLASH_TIME:
        return None
    alpha = int(170 * (1 - p.seconds / FLASH_TIME))
    return (*FLASHES[name][:3], max(0, alpha))


def draw_effects(sc: SgsTableScene, surf: pygame.Surface) -> None:
    """Over the table: the numbers and words rising from seats, then the banners."""
    v = sc.view
    for name, p in risings(sc):
        text, colour = rising(name, p.ev)
        x, y = sc.seat_centre(p.ev.seat)
        y -= 10 + (p.seconds or 0.0) * RISE
        draw_text(surf, v, text, (x, y), 30, colour, "center", bold=True, shadow=True)
    draw_banners(sc, surf)


def draw_arrows(sc: SgsTableScene, surf: pygame.Surface) -> None:
    """From a card's user to each other target, growing out, then fading."""
    v = sc.view
    for p in sc.motion.effects_of("arrows"):
        seat, age = p.ev.seat, p.seconds or 0.0
        if seat is None:
            continue
        alpha = max(0.0, 1 - age / p.dur)
        colour = (int(255 * alpha + 60 * (1 - alpha)), int(200 * alpha), 80)
        for target in p.ev.data.get("targets", []):
            if target == seat:
                continue
            x0, y0 = sc.seat_centre(seat)
            x1, y1 = sc.seat_centre(target)
            grow = min(1.0, age / GROW)
            x1, y1 = x0 + (x1 - x0) * grow, y0 + (y1 - y0) * grow
            if math.dist((x0, y0), (x1, y1)) > 20:
                paint.arrow(surf, colour, [v.pt(x0, y0), v.pt(x1, y1)], v.len(4), v.len(16))


def draw_banners(sc: SgsTableScene, surf: pygame.Surface) -> None:
    """Each skill in use as a ribbon across its owner's seat (the newest of a seat's):
    the skill's name large, whose it is small; it pops in and fades."""
    v = sc.view
    shown = [p for p in sc.motion.effects_of("banner") if skill_of(p.ev)]
    newest = {p.ev.seat: p for p in shown}
    for p in shown:
        if newest[p.ev.seat] is not p:
            continue
        age, r = p.seconds or 0.0, sc.seat_rect(p.ev.seat)
        # Quantised: each alpha is a text image the font cache keeps.
        fade = round(min(1.0, age / 0.12, (p.dur - age) / 0.3) * 8) / 8
        grow = 1 + 0.15 * max(0.0, 1 - age / 0.15)
        w, h = (r.w + 16) * grow, 50 * grow
        ribbon = pygame.Rect(0, 0, round(w), round(h))
        ribbon.center = (r.centerx, r.y + min(r.h, 160) * 0.55)
        draw_panel(surf, v, ribbon, (120, 26, 20, int(235 * fade)), 10,
                   border=(*GOLD[:3], int(255 * fade)), border_w=2)
        name = t(f"sgs_skill_{skill_of(p.ev)}")
        size = fit_text_size(name, 22, ribbon.w - 16, v, bold=True)
        colour = (255, 236, 170, int(255 * fade))
        draw_text(surf, v, name, (ribbon.centerx, ribbon.centery - 7), size, colour,
                  "center", bold=True, shadow=True)
        draw_text(surf, v, banner_owner(sc, p.ev.seat), (ribbon.centerx, ribbon.centery + 14),
                  12, (240, 226, 200, int(230 * fade)), "center")


def banner_owner(sc: SgsTableScene, seat: int) -> str:
    """Whose skill: the seat's name and its character's."""
    character = sc.ctl.obs()["seats"][seat]["character"]
    who = sc.ctl.name_of(seat)
    return f"{who} · {t(f'sgs_char_{character}')}" if character else who
