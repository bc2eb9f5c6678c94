"""The Sanguosha table's input: clicks on identity badges (a guess), characters to pick,
the row of offered cards, hand cards, own equipment and seats; and the keys: ← → along
the choosable cards, Space picks, Tab the next lit seat, Enter the first button that
does something, P passes or ends the play phase, Esc drops the selection or opens the
menu. What a pick may be comes from `Selection`; nothing here decides a rule."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.sanguosha import actions as A
from game.games.sanguosha.controller import ids_of
from game.games.sanguosha.table_centre import offered
from game.games.sanguosha.table_layout import pick_rects

if TYPE_CHECKING:
    from game.games.sanguosha.table import SgsTableScene


def handle(sc: SgsTableScene, event: pygame.event.Event) -> None:
    if sc.buttons_took(event):
        return
    if event.type == pygame.MOUSEMOTION:
        sc.hover = sc.view.to_level(event.pos)
    elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
        click(sc, sc.view.to_level(event.pos))
    elif event.type == pygame.KEYDOWN:
        if event.key == pygame.K_ESCAPE:
            if sc.sel.selected or sc.sel.mode:
                sc.decision_changed()
            else:
                sc.open_menu()
        else:
            key(sc, event.key)


# -- keyboard -----------------------------------------------------------------------------
def key(sc: SgsTableScene, k: int) -> None:
    if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
        press_first(sc, ("primary",))
    elif k == pygame.K_p:
        press_first(sc, ("plain",), ("pass", "end_turn"))
    elif k in (pygame.K_LEFT, pygame.K_RIGHT):
        obs = sc.ctl.obs()
        cards = keyboard_cards(obs, offered(sc, obs, sc.legal()))
        if cards:
            step = 1 if k == pygame.K_RIGHT else -1
            start = -1 if step == 1 else 0
            sc.cursor = ((start if sc.cursor is None else sc.cursor) + step) % len(cards)
    elif k == pygame.K_SPACE:
        obs = sc.ctl.obs()
        row = offered(sc, obs, sc.legal())
        card = cursor_card(sc, obs, row)
        if card in dict(row):
            click_offered(sc, card)
        elif card is not None:
            click_card(sc, card)
    elif k == pygame.K_TAB:
        next_target(sc)


def press_first(sc: SgsTableScene, styles: tuple[str, ...], keys: tuple[str, ...] = ()) -> None:
    for b in sc.buttons:
        if b.enabled and b.style in styles and (not keys or b.key in keys):
            b.on_click()
            return


def keyboard_cards(obs: dict, row: list) -> list[int]:
    """The cards ← → move along: the offered row, then the hand."""
    return [c for c, _ in row] + ids_of(obs["hand"])


def cursor_card(sc: SgsTableScene, obs: dict, row: list) -> int | None:
    """The card under the keyboard's cursor, once keys have moved it."""
    cards = keyboard_cards(obs, row) if sc.cursor is not None else []
    return cards[min(sc.cursor, len(cards) - 1)] if cards else None


def next_target(sc: SgsTableScene) -> None:
    """Tab: the next lit seat in turn order becomes a target; with every target chosen,
    the last one moves on to the next seat that may take its place."""
    legal = sc.legal()
    sel = sc.sel
    n = sc.ctl.players
    after = sc.ctl.viewer
    if not sel.lit_seats(legal) and sel.targets:
        after = sel.targets.pop()
    lit = sorted(sel.lit_seats(legal), key=lambda seat: (seat - after - 1) % n)
    if lit:
        sel.targets.append(lit[0])
        sc.refresh()


# -- the pointer ----------------------------------------------------------------------------
def click(sc: SgsTableScene, pos: tuple[float, float]) -> None:
    for seat in range(sc.ctl.players):
        if sc.badge_rect(seat).collidepoint(pos) and sc.ctl.may_mark(seat):
            sc.ctl.cycle_mark(seat)
            return
    legal = sc.legal()
    if not legal:
        return
    obs = sc.ctl.obs()
    if any(isinstance(a, A.PickCharacter) for a in legal):
        for character, rect in pick_rects(obs["candidates"]):
            if rect.collidepoint(pos):
                sc.act(A.PickCharacter(sc.ctl.viewer, character))
                return
        return
    for card, rect in offered(sc, obs, legal):
        if rect.collidepoint(pos):
            click_offered(sc, card)
            return
    card = hand_card_at(sc, obs, pos)
    if card is not None:
        click_card(sc, card)
        return
    for _slot, code, rect in sc.equipment_rects(sc.ctl.viewer, obs):
        if rect.collidepoint(pos) and ids_of([code])[0] in sc.sel.selectable_cards(legal):
            click_card(sc, ids_of([code])[0])
            return
    for seat in range(sc.ctl.players):
        if sc.seat_rect(seat).collidepoint(pos):
            click_seat(sc, seat)
            return


def hand_card_at(sc: SgsTableScene, obs: dict, pos: tuple[float, float] | None) -> int | None:
    """The hand card drawn on top at `pos` (a picked card lies raised)."""
    if pos is None:
        return None
    hand = ids_of(obs["hand"])
    for card, rect in reversed(list(zip(hand, sc.hand_rects(len(hand)), strict=True))):
        if sc.lifted(rect, card).collidepoint(pos):
            return card
    return None


def click_card(sc: SgsTableScene, card: int) -> None:
    """A hand card (or own equipment) clicked: picked or dropped; the targets start again."""
    if not sc.sel.pick(card, sc.legal()):
        return
    sc.app.sounds.play("click")
    sc.refresh()


def click_seat(sc: SgsTableScene, seat: int) -> None:
    """A seat clicked: whose hand to take from, or the selection's next target (a chosen
    target clicked again is dropped with those after it)."""
    legal = sc.legal()
    sel = sc.sel
    blind = sel.blind_takes(legal)
    if seat in blind:
        sc.act(blind[seat])
        return
    if seat in sel.targets:
        sel.targets = sel.targets[:sel.targets.index(seat)]
    elif seat in sel.lit_seats(legal):
        sel.targets.append(seat)
    else:
        return
    sc.refresh()


def click_offered(sc: SgsTableScene, card: int) -> None:
    """A card of the row: taken or chosen at once; for Stargaze and gifts, selected
    (the buttons say where it goes)."""
    legal = sc.legal()
    direct = next((a for a in legal if isinstance(a, A.ChooseCard | A.TakeCard)
                   and a.card == card), None)
    if direct is not None:
        sc.act(direct)
    elif any(isinstance(a, A.Arrange) for a in legal):
        sc.sel.selected = [] if sc.sel.selected == [card] else [card]
        sc.app.sounds.play("click")
        sc.refresh()
    else:
        click_card(sc, card)
