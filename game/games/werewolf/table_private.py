"""The stage's private screens: the viewer's own night turn or vote (its role card, what
it knows that nobody else does, what it may do, the Thief's two cards laid aside, the
turn's time left), the day's choice of who peeks, and a person's peek at their own role
(what only they know, the time before it hides by itself). Everything is read from the
observation on screen."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.games.werewolf.actions import (
    NOBODY,
    Bite,
    Brew,
    Couple,
    Elect,
    Inspect,
    Mark,
    Peek,
    Take,
    Vote,
)
from game.games.werewolf.controller import PEEK_SECONDS, TURN_SECONDS
from game.games.werewolf.night import laps as night_laps
from game.games.werewolf.role_cards import named_card
from game.games.werewolf.roles import role_of_card
from game.games.werewolf.table_village import LIT
from game.games.werewolf.words import Name, names_of, role_name
from game.ui import fonts
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_text, fit_text_size

if TYPE_CHECKING:
    from game.games.werewolf.table import WwTableScene

CARD_W = 120  # the role card on the private stage
THIEF_CARD_W = 64  # the Thief's two cards laid aside


def private_vote(sc: WwTableScene) -> bool:
    """The viewer's own vote (or the Captain's election) on screen."""
    return sc.ctl.phase() in ("election", "vote") and sc.ctl.my_decision()


def extra_cards(sc: WwTableScene) -> list[tuple[int, pygame.Rect]]:
    """The Thief's two cards laid aside, on the stage, while he may take one."""
    takes = [a for a in sc.legal() if isinstance(a, Take) and a.card != NOBODY]
    s = sc.a["stage"]
    w = THIEF_CARD_W
    h = round(w * 1.5)
    return [(a.card, pygame.Rect(s.x + 170 + i * (w + 16), s.bottom - h - 16, w, h))
            for i, a in enumerate(takes)]


def draw_role_card(sc: WwTableScene, surf: pygame.Surface, role: str) -> tuple[int, int]:
    """The role card at the stage's left; the x and width of the words beside it."""
    v = sc.view
    s = sc.a["stage"]
    surf.blit(named_card(role, v.len(CARD_W)), v.pt(s.x + 16, s.y + (s.h - CARD_W * 1.5) / 2))
    return s.x + CARD_W + 36, s.w - CARD_W - 52


def draw_private(sc: WwTableScene, surf: pygame.Surface, obs: dict) -> None:
    """The viewer's own turn: its role card, what it knows, what it may do."""
    v = sc.view
    s = sc.a["stage"]
    x, w = draw_role_card(sc, surf, obs["role"])
    y = s.y + 14
    voting = obs["phase"] in ("election", "vote")
    if voting and sc.ctl.morning:
        for part in fonts.wrap(sc.ctl.morning, v.len(15), v.len(w))[:2]:
            draw_text(surf, v, part, (x, y), 15, TEXT_DIM, "topleft")
            y += 20
        y += 6
    title = t("ww_vote_of" if voting else "ww_turn_of", name=sc.ctl.name_of(sc.ctl.viewer))
    if obs["phase"] == "night":  # which round of the night's private turns
        laps = night_laps(obs["night"], obs["deck"])
        if len(laps) > 1 and obs["lap"] in laps:
            title += " · " + t("ww_round", n=laps.index(obs["lap"]) + 1, total=len(laps))
    draw_text(surf, v, title, (x, y), 20, GOLD, "topleft", bold=True)
    y += 30
    for line in knowledge_lines(obs, sc.ctl.name_of):
        for part in fonts.wrap(line, v.len(15), v.len(w))[:2]:
            draw_text(surf, v, part, (x, y), 15, TEXT, "topleft")
            y += 20
    y += 4
    text = private_prompt(sc, obs)
    colour = TEXT
    left = sc.ctl.rest if sc.ctl.rest > 0 else sc.ctl.turn_left
    if left is not None and not sc.ctl.my_decision():
        text = t("ww_resting" if sc.ctl.chose() else "ww_time_up", n=max(1, math.ceil(left)))
        colour = TEXT_DIM
    for part in fonts.wrap(text, v.len(16), v.len(w))[:3]:
        draw_text(surf, v, part, (x, y), 16, colour, "topleft", bold=True)
        y += 22
    for card, r in extra_cards(sc):
        face = named_card(role_of_card(sc.ctl.state.pack, card), v.len(r.w))
        surf.blit(face, v.rect(r).topleft)
        pygame.draw.rect(surf, LIT, v.rect(r).inflate(v.len(6), v.len(6)), max(2, v.len(2)),
                         border_radius=v.len(6))
    heal = next((b for b in sc.buttons if b.key == "heal"), None)
    if heal is not None:
        heal.style = "primary" if sc.heal else "secondary"
    if sc.ctl.turn_left is not None:  # every night turn is the same length
        draw_time_bar(sc, surf, sc.ctl.turn_left / TURN_SECONDS)


def draw_time_bar(sc: WwTableScene, surf: pygame.Surface, share: float) -> None:
    """A timed screen's time left (`share` of it), a bar along the stage's foot."""
    v = sc.view
    s = sc.a["stage"]
    bar = pygame.Rect(s.x + 18, s.bottom - 10, s.w - 36, 5)
    pygame.draw.rect(surf, (40, 46, 70), v.rect(bar), border_radius=v.len(3))
    done = bar.copy()
    done.w = round(bar.w * max(0.0, share))
    if done.w > 0:
        pygame.draw.rect(surf, GOLD, v.rect(done), border_radius=v.len(3))


def draw_peek_pick(sc: WwTableScene, surf: pygame.Surface) -> None:
    """Who wants to see their role: the names are the buttons below."""
    v = sc.view
    s = sc.a["stage"]
    title = t("ww_peek_pick")
    draw_text(surf, v, title, (s.centerx, s.y + 20), fit_text_size(title, 20, s.w - 40, v, True),
              GOLD, "midtop", bold=True)
    y = s.y + 52
    for part in fonts.wrap(t("ww_peek_pick_note"), v.len(15), v.len(s.w - 60))[:2]:
        draw_text(surf, v, part, (s.centerx, y), 15, TEXT_DIM, "midtop")
        y += 20


def draw_peek(sc: WwTableScene, surf: pygame.Surface, obs: dict) -> None:
    """A person's peek at their own role: the card, what only they know (from their
    own observation), and the time left before it hides by itself."""
    v = sc.view
    s = sc.a["stage"]
    x, w = draw_role_card(sc, surf, obs["role"])
    y = s.y + 16
    title = t("ww_peek_title", name=sc.ctl.name_of(obs["seat"]))
    draw_text(surf, v, title, (x, y), fit_text_size(title, 20, w, v, True), GOLD,
              "topleft", bold=True)
    y += 30
    you = t("ww_you_are", role=role_name(obs["role"]))
    draw_text(surf, v, you, (x, y), fit_text_size(you, 18, w, v, True), TEXT, "topleft",
              bold=True)
    y += 30
    bottom = s.bottom - 66
    for i, line in enumerate(peek_lines(obs, sc.ctl.name_of)):
        colour = TEXT_DIM if i == 0 else TEXT  # the role's help, then what it knows
        for part in fonts.wrap(line, v.len(15), v.len(w)):
            if y + 20 > bottom:
                break
            draw_text(surf, v, part, (x, y), 15, colour, "topleft")
            y += 20
        y += 2
    hide = next((b for b in sc.buttons if b.key == "hide"), None)
    room = (hide.rect.x if hide is not None else s.right - 16) - x - 12
    note = t("ww_peek_hides", n=max(1, math.ceil(sc.ctl.peek_left)))
    draw_text(surf, v, note, (x, s.bottom - 36), fit_text_size(note, 15, room, v),
              TEXT_DIM, "midleft")
    draw_time_bar(sc, surf, sc.ctl.peek_left / PEEK_SECONDS)


# -- what a seat knows, in words --------------------------------------------------------------
def partner(lovers: list[int], seat: int) -> int:
    """A lover's partner (Cupid may make a seat love itself)."""
    return next((s for s in lovers if s != seat), seat)


def potions_line(potions: dict) -> str:
    state = {True: t("ww_potion_left"), False: t("ww_potion_used")}
    return t("ww_potions", heal=state[potions["heal"]], poison=state[potions["poison"]])


def extras_line(extras: list[str]) -> str:
    return t("ww_extras", cards=", ".join(role_name(r) for r in extras))


def peek_lines(obs: dict, name: Name) -> list[str]:
    """What a peeking seat is reminded of: its role's power, then what only it
    knows (its pack, its lover, its looks, what it saw, its potions, the cards
    aside), all read from its own observation."""
    out = [t(f"ww_role_{obs['role']}_help")]
    if obs["role"] == "werewolf":
        wolves = [w for w in obs["wolves"] if w != obs["seat"]]
        out.append(t("ww_pack", names=names_of(wolves, name)) if wolves
                   else t("ww_pack_alone"))
    lovers = obs["lovers"]
    if lovers and obs["seat"] in lovers:
        out.append(t("ww_partner", partner=name(partner(lovers, obs["seat"]))))
    elif lovers:
        out.append(t("ww_lovers", name=name(lovers[0]), partner=name(lovers[1])))
    if obs["seer"]:
        out.append(t("ww_peek_looks", cards=", ".join(
            t("ww_peek_look", name=name(int(s)), role=role_name(r))
            for s, r in obs["seer"].items())))
    if obs["girl_saw"]:
        out.append(t("ww_girl_saw", wolf=names_of(sorted(set(obs["girl_saw"])), name)))
    if obs["potions"] is not None:
        out.append(potions_line(obs["potions"]))
    if obs["extras"] is not None:
        out.append(extras_line(obs["extras"]))
    return out


def knowledge_lines(obs: dict, name: Name) -> list[str]:
    """What the viewer knows that nobody else does, in words."""
    out = []
    first_night = obs["night"] <= 1 and obs["phase"] == "night"
    if first_night:
        out.append(t(f"ww_role_{obs['role']}_help"))
    wolves = [w for w in obs["wolves"] if w != obs["seat"]]
    if obs["role"] == "werewolf":
        out.append(t("ww_pack", names=", ".join(name(w) for w in wolves))
                   if wolves else t("ww_pack_alone"))
        if obs["bites"]:
            out.append(t("ww_bites", bites=", ".join(
                t("ww_bite_of", name=name(int(w)), target=name(b))
                for w, b in obs["bites"].items() if b != NOBODY)))
    if obs["lovers"] and obs["seat"] in obs["lovers"]:
        out.append(t("ww_partner", partner=name(partner(obs["lovers"], obs["seat"]))))
    for seat, role in obs["seer"].items():
        out.append(t("ww_seen", name=name(int(seat)), role=role_name(role)))
    for seat in obs["girl_saw"]:
        out.append(t("ww_girl_saw", wolf=name(seat)))
    if obs["caught"] and obs["role"] == "little_girl":
        out.append(t("ww_girl_caught"))
    if obs["potions"] is not None:
        out.append(potions_line(obs["potions"]))
    if obs["extras"] is not None and first_night:
        out.append(extras_line(obs["extras"]))
    return out


def private_prompt(sc: WwTableScene, obs: dict) -> str:
    """What the viewer's own turn asks, in words."""
    legal = sc.legal()
    kinds = {type(a) for a in legal}
    if Mark in kinds:
        return t("ww_prompt_mark")
    if Inspect in kinds:
        return t("ww_prompt_inspect")
    if Bite in kinds:
        return t("ww_prompt_bite")
    if Peek in kinds:
        return t("ww_prompt_peek")
    if Brew in kinds:
        victim = obs["victim"]
        return t("ww_prompt_brew", name=sc.ctl.name_of(victim)) if victim is not None \
            else t("ww_prompt_mark")
    if Take in kinds:
        return t("ww_prompt_take" if Take(sc.ctl.viewer, NOBODY) in legal
                 else "ww_prompt_take_forced")
    if Couple in kinds:
        return t("ww_prompt_couple")
    if Elect in kinds:
        return t("ww_prompt_elect")
    if Vote in kinds:
        return t("ww_prompt_revote" if obs["revote"] else "ww_prompt_vote")
    return ""
