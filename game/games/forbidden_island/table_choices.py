"""What a person may do next on the Forbidden Island board, read off the decision's
legal list with the table kit's `Choices`: each action as the picks that choose it (a
mode or a special card, then tiles and pawns), the tiles lit for the next pick, and the
row of action buttons (Move, Shore up, Fly, Navigate, Capture, Draw flood card, Lift off,
Discard, One tile, End actions)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.games.forbidden_island.actions import (
    NONE,
    Capture,
    Discard,
    DrawFlood,
    EndActions,
    Fly,
    Lift,
    LiftOff,
    Move,
    Navigate,
    Sandbags,
    Shore,
    Swim,
)
from game.ui.i18n import t
from game.ui.kit.choices import Choices
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.games.forbidden_island.table import FiTableScene

MODES = {"move": Move, "shore": Shore, "fly": Fly, "navigate": Navigate}
MODE_OF = {Move: "move", Fly: "fly", Swim: "swim"}


def first(legal: list, kind: type | tuple[type, ...], **fields: Any) -> Any:
    """The first legal action of `kind` whose fields have the values given, or None."""
    return next((a for a in legal if isinstance(a, kind)
                 and all(getattr(a, k) == value for k, value in fields.items())), None)


def path_of(pos: list[str], a: Any) -> tuple | None:
    """The picks that choose action `a` on the board (`pos`: where each pawn stands): a
    mode (or the special card played), then the tiles and pawns it names, in the order
    they are clicked."""
    if isinstance(a, (Swim, Move, Fly)):
        return (MODE_OF[type(a)], a.tile)
    if isinstance(a, Shore):  # the Engineer: a first tile, then maybe a second
        return ("shore", a.tile) if a.second == NONE else ("shore", a.tile, a.second)
    if isinstance(a, Navigate):
        return ("navigate", a.pawn, a.tile)
    if isinstance(a, Sandbags):
        return (("special", a.holder, a.card), a.tile)
    if isinstance(a, Lift):  # the card, the pawns' tile, which of them go, where to
        return (("special", a.holder, a.card), pos[a.pawns[0]], tuple(a.pawns), a.tile)
    return None


def choices(sc: FiTableScene) -> Choices:
    return Choices(sc.legal(), lambda a: path_of(sc.ctl.state.pos, a))


def swimming(sc: FiTableScene) -> bool:
    return any(isinstance(a, Swim) for a in sc.legal())


def picked(sc: FiTableScene) -> tuple:
    """What the person has picked so far, as a path (`path_of`)."""
    if sc.special is not None:
        start = ("special", *sc.special)
        return (start,) if sc.pick is None else (start, sc.pick, tuple(sc.group))
    if swimming(sc):
        return ("swim",)
    return (sc.mode,) + (() if sc.pick is None else (sc.pick,))


def targets(sc: FiTableScene) -> dict[str, object]:
    """The tiles a click may use now, and the action (or step) each stands for:
    "first" (the Engineer's first of two), "source" (a lift's pawns), "pawn" (the
    Navigator's pawn to guide)."""
    following = choices(sc).following(picked(sc))
    if sc.special is not None and sc.pick is None:  # Sandbags' tile, a lift's source
        return {tile: "source" if action is None else action
                for tile, action in following.items()}
    if sc.mode == "navigate" and sc.pick is None and not swimming(sc):
        return {sc.ctl.state.pos[pawn]: "pawn" for pawn in following}
    return {tile: "first" if action is None else action
            for tile, action in following.items()}


def action_buttons(sc: FiTableScene) -> list[Button]:
    """The row of buttons for the decision on screen, left to right, End actions always
    at its right end."""
    legal = sc.legal()
    kinds = {type(a) for a in legal}
    b = sc.a["buttons"]
    out: list[Button] = []
    x = b.x

    def add(key: str, label: str, on: Callable[[], None], style: str = "secondary",
            w: int = 118) -> None:
        nonlocal x
        out.append(Button((x, b.y, w, b.h), lambda: t(label), on, style, key=key,
                          font_size=15))
        x += w + 6

    for mode, kind in MODES.items():
        if kind in kinds:
            add(mode, f"fi_btn_{mode}", lambda m=mode: sc.set_mode(m),
                "primary" if sc.mode == mode else "secondary", 104)
    capture = first(legal, Capture)
    if capture is not None:
        add("capture", "fi_btn_capture", lambda: sc.act(capture), "primary", 104)
    if DrawFlood in kinds:
        add("flood", "fi_btn_flood", lambda: sc.act(DrawFlood(sc.ctl.viewer)), "primary", 180)
    lift_off = first(legal, LiftOff)
    if lift_off is not None:
        add("lift_off", "fi_btn_lift_off", lambda: sc.act(lift_off), "primary", 220)
    if sc.special is not None:
        discard = first(legal, Discard, card=sc.special[1])
        if discard is not None:
            add("discard", "fi_btn_discard", lambda: sc.act(discard), "plain", 150)
    one = choices(sc).made(picked(sc)) if sc.pick is not None else None
    if sc.mode == "shore" and one is not None:  # the Engineer's first tile alone
        add("one", "fi_btn_one", lambda: sc.act(one), "plain", 150)
    if EndActions in kinds:  # always at the row's right end: it does not wander
        x = b.right - 130
        add("end", "fi_btn_end", lambda: sc.act(EndActions(sc.ctl.viewer)), "plain", 130)
    return out
