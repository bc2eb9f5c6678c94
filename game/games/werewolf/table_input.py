"""The village table's input, as the kit's scene hands it on (`KitScene`: a click is
`clicked_at`, a key `key_down`): which seats a click may use now and what each click does
(a look, a bite, a vote, the Witch's poison, Cupid's lovers, a statement's target, who
peeks), a click on the Thief's cards laid aside, and the keys: Enter / Space confirm,
P pauses the clock, V goes to the vote, R peeks, Esc drops a statement or opens the
menu. What may be chosen comes from the legal list; nothing here decides a rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.werewolf.actions import (
    NOBODY,
    Bite,
    Brew,
    Couple,
    Decide,
    Elect,
    Inspect,
    Mark,
    Shoot,
    Succeed,
    Take,
    Vote,
)
from game.games.werewolf.table_private import extra_cards

if TYPE_CHECKING:
    from game.games.werewolf.table import WwTableScene

TARGETED = (Inspect, Bite, Elect, Vote, Decide, Shoot, Succeed)  # `target` names a seat
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def click(sc: WwTableScene, pos: tuple[float, float]) -> None:
    for card, r in extra_cards(sc):
        if r.collidepoint(pos):
            sc.act(Take(sc.ctl.viewer, card))
            return
    seat = seat_under(sc, pos)
    if seat is not None:
        click_seat(sc, seat)


def seat_under(sc: WwTableScene, pos: tuple[float, float]) -> int | None:
    for seat in range(sc.ctl.players):
        if sc.seat_rect(seat).collidepoint(pos):
            return seat
    return None


def key(sc: WwTableScene, k: int) -> None:
    if sc.ctl.peeking is not None:  # a peek hides at once, before anything else
        if k in (pygame.K_ESCAPE, *CONFIRM_KEYS, pygame.K_r):
            sc.ctl.end_peek()
        return
    if sc.ctl.peek_pick and k in (pygame.K_ESCAPE, pygame.K_r):
        sc.close_peek()
        return
    if k == pygame.K_r and sc.ctl.can_peek():
        sc.open_peek()
        return
    if k == pygame.K_ESCAPE:
        if sc.statement or sc.claim_open:
            sc.statement, sc.claim_open = None, False
            sc.refresh()
        else:
            sc.open_menu()
    elif k == pygame.K_p and sc.ctl.phase() == "discussion":
        sc.toggle_pause()
    elif k == pygame.K_v and sc.ctl.people_talking():
        sc.ctl.start_vote()
    elif k in CONFIRM_KEYS:
        primary = [b for b in sc.buttons if b.style == "primary" and b.enabled
                   and b.key in ("confirm", "sleep")]
        if primary:
            primary[0].on_click()


def seat_options(sc: WwTableScene) -> dict[int, object]:
    """The seats the viewer may click now, and what clicking each does."""
    if sc.ctl.peeking is not None:
        return {}
    if sc.ctl.peek_pick:  # who peeks: the living people's seats
        return {s: "peek" for s in sc.ctl.peekers()}
    out: dict[int, object] = {}
    for a in sc.legal():
        if isinstance(a, TARGETED):
            out[a.target] = a
        elif isinstance(a, Mark):
            out[a.suspect] = a
        elif isinstance(a, Brew) and a.poison != NOBODY:
            out[a.poison] = "poison"
        elif isinstance(a, Couple):
            out[a.first] = out[a.second] = "lover"
    if sc.statement is not None and sc.ctl.phase() == "discussion":
        living = sc.ctl.state.living()
        out = {s: "statement" for s in living
               if s != sc.ctl.speaker or sc.statement == "not_wolf"}
    return out


def click_seat(sc: WwTableScene, seat: int) -> None:
    option = seat_options(sc).get(seat)
    if option is None:
        return
    sc.ctl.touched()
    if option == "peek":
        sc.ctl.peek(seat)
    elif option == "statement":
        what, sc.statement = sc.statement, None
        sc.ctl.say(what, seat)
        sc.refresh()
    elif option == "poison":
        sc.picked = [] if sc.picked == [seat] else [seat]
        sc.sound("click")
    elif option == "lover":
        if seat in sc.picked:
            sc.picked.remove(seat)
        elif len(sc.picked) < 2:
            sc.picked.append(seat)
        sc.sound("click")
    else:
        sc.act(option)
