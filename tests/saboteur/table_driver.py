"""Driving the Saboteur table with posted pygame events, as a person would: the title,
the browser's tile and the set-up page; a hand card dragged (or clicked, then its
target clicked) onto a maze cell, a goal, a player's panel, a lit broken tool or the
discard; a held path card turned with R, a right-click or the wheel; a nugget card
clicked (tests only). Every place comes from the scene's own geometry (`table_layout`,
the scene's `maze_view`, `hand_rects`, `tools_of`, `panel`), turned into window pixels
with `app.view`."""

from __future__ import annotations

import random
from itertools import product

import pygame

from game.games.saboteur import GAME
from game.games.saboteur.actions import (
    BreakTool,
    Map,
    Pass,
    PlacePath,
    Repair,
    Rockfall,
    TakeNugget,
)
from game.games.saboteur.cards import PACK
from game.games.saboteur.table import SabTableScene
from game.games.saboteur.table_layout import offer_rects
from game.ui.kit import table as kit_table
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.title import TitleScene
from tests.conformance.test_pass_and_play import choose, open_setup, press_widget
from tests.table_events import drive, mouse

WAYS = ("drag", "click")  # how a card is played: dragged, or clicked then its target clicked
TURNS = ("r", "right", "wheel")  # how a held path card is turned


# -- from the title ------------------------------------------------------------------------
def start_from_title(app, players: int, people: int, seed: int, monkeypatch) -> SabTableScene:
    """Title → New game → Saboteur's tile → players and people → Start. The deal's seed
    is the one the table draws (`random.getrandbits` in the kit's controller) fixed."""
    monkeypatch.setattr(kit_table, "random", random.Random(seed))
    setup = open_setup(app, GAME)
    choose(app, "players", str(players))
    choose(app, "people", str(people))
    assert sum(s["kind"] == "human" for s in setup.chosen_seats()) == people
    assert len(setup.chosen_seats()) == players
    press_widget(app, "start")
    table = app.scenes[1]
    assert isinstance(table, SabTableScene) and isinstance(app.scenes[0], TitleScene)
    assert table.ctl.players == players and len(table.ctl.humans) == people
    return table


# -- the pointer and the keys ------------------------------------------------------------------
def click(app, at, button: int = 1) -> None:
    mouse(app, pygame.MOUSEMOTION, at)
    mouse(app, pygame.MOUSEBUTTONDOWN, at, button)
    mouse(app, pygame.MOUSEBUTTONUP, at, button)
    drive(app, 2)


def key(app, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, scancode=0))
    drive(app, 1)


def wheel(app, at, up: bool = True) -> None:
    """The wheel turned with the pointer at `at` (a motion puts it there first)."""
    mouse(app, pygame.MOUSEMOTION, at)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1 if up else -1,
                                         flipped=False, precise_x=0.0,
                                         precise_y=1.0 if up else -1.0))
    drive(app, 1)


def turn(app, table, how: str) -> None:
    """Turn the held (or dragged) path card 180 degrees: R, a right-click or the wheel."""
    before = table.turned
    if how == "r":
        key(app, pygame.K_r)
    elif how == "right":
        at = table.hover or table.a["maze"].center
        mouse(app, pygame.MOUSEBUTTONDOWN, at, 3)
        mouse(app, pygame.MOUSEBUTTONUP, at, 3)
        drive(app, 1)
    else:
        wheel(app, table.hover or table.a["maze"].center)
    assert table.turned != before, f"{how} did not turn the card"


def drag(app, start, end, during=None) -> None:
    """Press at `start`, move there in steps, (`during()` while held over `end`), let go."""
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    drive(app, 1)
    for k in range(1, 6):
        mouse(app, pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * k / 5,
                                        start[1] + (end[1] - start[1]) * k / 5))
        drive(app, 1)
    if during is not None:
        during()
    mouse(app, pygame.MOUSEBUTTONUP, end)
    drive(app, 2)


# -- where things are ------------------------------------------------------------------------
def covers(table) -> list[pygame.Rect]:
    """The buttons shown over the table (a click there is theirs)."""
    shown = [*table.zoom_buttons, *table.buttons, table.menu_button]
    if table.fast_forward.shown:
        shown.append(table.fast_forward.button)
    return [b.rect for b in shown if b.visible]


def open_point(table, rect) -> tuple[float, float]:
    """A point of `rect` (level units) no button covers, nearest its centre."""
    r = pygame.Rect(rect).inflate(-4, -4)
    points = sorted(product(range(r.x, r.right, 3), range(r.y, r.bottom, 3)),
                    key=lambda p: abs(p[0] - r.centerx) + abs(p[1] - r.centery))
    taken = covers(table)
    for p in points:
        if table.a["maze"].collidepoint(rect.center) and not table.a["maze"].collidepoint(p):
            continue
        if not any(b.collidepoint(p) for b in taken):
            return p
    raise AssertionError(f"{rect} lies wholly under the buttons {taken}")


def hand_point(table, code: str) -> tuple[float, float]:
    rects = table.hand_rects()
    r = dict(rects)[code]
    later = [o for c, o in rects[[c for c, _ in rects].index(code) + 1:]]
    for x in range(r.x + 2, r.right, 4):  # clear of the cards laid over it
        p = (x, r.centery)
        if not any(o.collidepoint(p) for o in later):
            return p
    raise AssertionError(f"{code} is hidden under the cards after it")


def cell_point(table, x: int, y: int) -> tuple[float, float]:
    return open_point(table, table.maze_view().cell_rect(x, y))


def target_point(table, action) -> tuple[float, float]:
    """Where `action`'s card goes."""
    if isinstance(action, (PlacePath, Rockfall)):
        return cell_point(table, action.x, action.y)
    if isinstance(action, Map):
        return cell_point(table, *table.board()["goals"][action.goal])
    if isinstance(action, BreakTool):
        return open_point(table, table.panel(action.target))
    if isinstance(action, Repair):
        return table.tools_of(action.target)[action.tool].center
    if isinstance(action, Pass):
        return table.a["discard"].center
    raise AssertionError(f"no target for {action}")


# -- the person's move -----------------------------------------------------------------------
class Ways:
    """How the moves are made, in turn: dragged or clicked, and the turns' ways, so a
    game goes through them all."""

    def __init__(self) -> None:
        self.n = {"way": 0, "turn": 0, "pass": 0}
        self.used: set[str] = set()

    def next(self, kind: str, options: tuple[str, ...]) -> str:
        choice = options[self.n[kind] % len(options)]
        self.n[kind] += 1
        self.used.add(f"{kind}-{choice}")
        return choice


def perform(app, table, action, ways: Ways) -> None:
    """Carry out `action` (the viewer's, on screen) with the mouse and keys."""
    if isinstance(action, TakeNugget):
        code = PACK.code(action.card)
        r = dict(offer_rects(table.a["maze"], table.board()["offer"]))[code]
        click(app, open_point(table, r))
        ways.used.add("nugget-click")
        return
    code = PACK.code(action.card)
    start = hand_point(table, code)
    turned = isinstance(action, PlacePath) and action.turned
    if isinstance(action, Pass):
        how = ways.next("pass", ("drag", "p", "button", "deck"))
        if how in ("drag", "deck"):
            drag(app, start, table.a[{"drag": "discard", "deck": "deck"}[how]].center)
            return
        click(app, start)
        assert table.held == code
        if how == "p":
            key(app, pygame.K_p)
        else:
            click(app, table.pass_card_button.rect.center)
        return
    way = ways.next("way", WAYS)
    if way == "click":
        click(app, start)
        assert table.held == code, (table.held, code)
        if turned:
            turn(app, table, ways.next("turn", TURNS))
        click(app, target_point(table, action))
        return
    end = target_point(table, action)
    drag(app, start, end,
         (lambda: turn(app, table, ways.next("turn", TURNS))) if turned else None)


# -- waiting ------------------------------------------------------------------------------------
def wait_for_person(app, table, limit: int = 20000) -> str:
    """Frames until the table waits for a person: "decide" (the viewer's decision on
    screen), "pass" (pass the device on), "handoff" (the hand-off screen), "results";
    computers thinking on the worker thread are given their time."""
    ctl = table.ctl
    for _ in range(limit):
        top = app.top
        if top is not table and ctl.results_pushed:
            return "results"
        if isinstance(top, HandoffScene):
            return "handoff"
        if top is table and table.passing():
            return "pass"
        if top is table and ctl.my_decision():
            return "decide"
        decision = ctl.session.decision
        if decision is not None:
            decision.done.wait(5.0)
        drive(app, 1)
    raise AssertionError("the table never waited for a person")


def pass_handoff(app) -> None:
    """The hand-off screen passed as a person passes it, once the device has changed
    hands: a tap (a press held as long as it asks)."""
    screen = app.top
    assert isinstance(screen, HandoffScene) and screen.opaque  # no card shows through
    drive(app, 30)
    at = (640, 450)
    mouse(app, pygame.MOUSEBUTTONDOWN, at)
    drive(app, max(1, round(screen.hold * 60) + 2))
    mouse(app, pygame.MOUSEBUTTONUP, at)
    drive(app, 2)
    assert app.top is not screen, "the hand-off screen stayed"


def pass_on(app, table) -> None:
    """Pass-and-play: the person has seen what happened; they press Pass on."""
    assert table.passing()
    click(app, table.pass_button.rect.center)
    assert not table.passing()
