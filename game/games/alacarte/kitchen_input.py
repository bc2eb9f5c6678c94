"""The kitchen's controls: the action buttons for the person to act, and clicks and
keys turned into actions (the die or Heat, a jar to season, a market dish, a cup and
then its target), with the practice runs that change nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.games.alacarte.data import COLOURS, CREPE
from game.games.alacarte.model import (
    ChooseDish,
    ChooseHeat,
    EndTurn,
    Heat,
    Season,
    Steal,
    TryFlip,
    UseCup,
)
from game.ui.i18n import t
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.games.alacarte.table import KitchenScene

MAX_BUTTONS = 5
BUTTON_W = 200  # at most, level units
BUTTON_GAP = 10


Spec = tuple[str, Callable[[], None], str, str]  # a button's label, callback, style, key


def button_specs(scene: KitchenScene, legal: list) -> list[Spec]:
    """The buttons the person to act is offered."""
    def play(a) -> Callable[[], None]:
        return lambda: scene.act(a)

    specs: list[Spec] = []
    if scene.mode == "lower":
        specs += [(t("btn_minus", n=a.amount), play(a), "primary", f"lower{a.amount}")
                  for a in legal if isinstance(a, UseCup) and a.cup == "lower"]
    elif scene.mode == "practise":
        specs.append((t("btn_practice_flip"), scene.practise_flip, "primary", "practise_flip"))
    elif scene.mode is None:
        for a in legal:
            if isinstance(a, Heat):
                specs.append((t("btn_heat"), play(a), "primary", "heat"))
            elif isinstance(a, TryFlip):
                specs.append((t("btn_flip"), play(a), "primary", "flip"))
            elif isinstance(a, EndTurn):
                specs.append((t("btn_end_turn"), play(a), "secondary", "end_turn"))
            elif isinstance(a, ChooseHeat):
                specs.append((t("btn_plus", n=a.amount), play(a), "primary",
                              f"plus{a.amount}"))
            elif isinstance(a, ChooseDish) and a.dish == CREPE:
                specs.append((t("btn_crepe"), play(a), "secondary", "crepe"))
            elif isinstance(a, Steal):
                specs.append((t("alc_steal_btn", cup=t(f"cup_{a.cup}"),
                                name=scene.ctl.name_of(a.victim)), play(a), "secondary",
                              f"steal{a.victim}{a.cup}"))
    if scene.mode is not None:
        specs.append((t("btn_cancel"), scene.cancel_mode, "plain", "cancel"))
    elif scene.ctl.state.phase == "action" and legal:
        # Trying the gestures costs nothing: the practice runs change no state.
        specs.append((t("btn_practice"), scene.practise_mode, "plain", "practise"))
    return specs[:MAX_BUTTONS]


def layout_buttons(area: pygame.Rect, specs: list[Spec]) -> list[Button]:
    """The buttons side by side along `area`; a steal's, whose labels name a chef and a
    cup, share all of its width."""
    if not specs:
        return []
    room = (area.w - BUTTON_GAP * (len(specs) - 1)) / len(specs)
    w = room if any(key.startswith("steal") for *_, key in specs) else min(BUTTON_W, room)
    out, x = [], area.x
    for label, callback, style, key in specs:
        out.append(Button((x, area.y, w, area.h), label, callback, style, key=key))
        x += w + BUTTON_GAP
    return out


def button_look(b: Button) -> tuple:
    """Everything a button's picture shows (a still part's key)."""
    return (b.visible, tuple(b.rect), b.label, b.style, b.hover, b.pressed, b.enabled,
            b.font_size)


def handle(scene: KitchenScene, event: pygame.event.Event) -> None:
    if scene.history.handle(event) or scene.fast_forward.handle(event):
        return
    for b in scene.top_buttons + scene.buttons:
        if b.handle(event, scene.view):
            return
    if event.type == pygame.MOUSEMOTION:
        scene.hover = scene.view.to_level(event.pos)
    elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
        click(scene, scene.view.to_level(event.pos))
    elif event.type == pygame.KEYDOWN:
        if event.key == pygame.K_ESCAPE:
            if scene.mode:
                scene.cancel_mode()
            else:
                scene.open_menu()
        elif event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            first = next((b for b in scene.buttons if b.style == "primary"), None)
            if first:
                first.on_click()


def click(scene: KitchenScene, pos: tuple[float, float]) -> None:
    legal = scene.legal()
    if not legal:
        return
    state = scene.ctl.state
    seat = state.to_act
    if scene.a["die"].collidepoint(pos):
        heat = next((a for a in legal if isinstance(a, Heat)), None)
        if heat:
            scene.act(heat)
        return
    for a in legal:
        if isinstance(a, ChooseDish) and a.dish != CREPE \
                and scene.market_slot(a.dish).collidepoint(pos):
            scene.act(a)
            return
    if any(isinstance(a, ChooseDish) for a in legal):
        if any(scene.market_slot(d).collidepoint(pos) for d in range(1, 21)):
            scene.refuse(t("alc_refuse_dish_colour"))
        return
    for colour in COLOURS:
        if scene.dispenser_rect(colour).collidepoint(pos):
            click_dispenser(scene, colour)
            return
    for i, rect in enumerate(scene.cup_rects(seat)):
        if rect.collidepoint(pos):
            click_cup(scene, state.cup_kinds(state.cups[seat])[i], legal)
            return
    if scene.mode in ("exchange", "reseason"):
        for other in range(scene.ctl.players):
            if scene.station(other).collidepoint(pos):
                click_station(scene, other, legal)
                return


def click_dispenser(scene: KitchenScene, colour: str) -> None:
    seat = scene.ctl.state.to_act
    if scene.mode == "practise":
        scene.practise_pour(colour)
    elif scene.mode == "reseason_colour":
        scene.act(UseCup(seat, "reseason", scene.mode_target, 0, colour))
    elif scene.mode is None:
        scene.act(Season(seat, colour))


def click_cup(scene: KitchenScene, kind: str, legal: list) -> None:
    seat = scene.ctl.state.to_act
    if kind in ("victory", "spoons"):
        scene.act(UseCup(seat, kind))
        return
    if not any(isinstance(a, UseCup) and a.cup == kind for a in legal):
        scene.act(UseCup(seat, kind, amount=1, target=(seat + 1) % scene.ctl.players,
                         colour=COLOURS[0]))  # refused with the rule's own reason
        return
    scene.mode = {"lower": "lower", "exchange": "exchange", "reseason": "reseason"}[kind]
    scene.refresh()


def click_station(scene: KitchenScene, other: int, legal: list) -> None:
    seat = scene.ctl.state.to_act
    if scene.mode == "exchange":
        scene.act(UseCup(seat, "exchange", target=other))
    elif scene.mode == "reseason":
        if not any(isinstance(a, UseCup) and a.cup == "reseason" and a.target == other
                   for a in legal):
            scene.refuse(t("alc_refuse_reseason_target"))
            return
        scene.mode, scene.mode_target = "reseason_colour", other
        scene.refresh()


def keys_help(scene: KitchenScene) -> list[tuple[str, str]]:
    rows = [("key_mouse", "alc_keys_mouse"), ("key_enter", "alc_keys_enter"),
            ("key_space", "alc_keys_enter"), ("Esc", "alc_keys_esc"), ("L", "alc_keys_log")]
    if scene.fast_forward.shown:
        rows.append(("F", "alc_keys_fast_forward"))
    return rows
