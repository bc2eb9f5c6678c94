"""Saboteur at the table, played as people play it: headless, by posted pygame events
only, at the places the scene draws things (its own geometry, through `app.view`),
from the title and the set-up page.

- Whole games (three rounds, to the results sheet) at 4 seats and at 10, one person
  among computers: the person's every move is chosen by the normal computer player from
  the person's observation and made with the mouse and keys (a path card dragged or
  clicked onto a lit cell, turned with R, a right-click or the wheel; maps on a goal,
  rockfalls on a tunnel, broken tools on a panel, repairs on a lit tool, passes onto the
  discard or the deck, by P or the Pass button; nugget cards clicked); each move must be
  that very action.
- A drop the rules refuse is said on the message line and changes nothing.
- Pass-and-play with three people: a hand-off before each person's turn, the right
  seat's hand after it, a map's peek for the mapper's eyes only, a round's end seen
  before the device moves on.
- Zoom and pan: + / - / 0, the wheel and the zoom buttons, the empty maze dragged."""

from __future__ import annotations

import pygame
import pytest

from game.core.protocol import IllegalAction
from game.games.saboteur.actions import Map, PlacePath
from game.games.saboteur.ai import make_agent
from game.games.saboteur.cards import PACK
from game.games.saboteur.legal import check
from game.games.saboteur.results import SabResults
from game.games.saboteur.table_layout import bounds
from game.games.saboteur.table_panels import shown_roles
from game.ui.i18n import t
from game.ui.scenes.handoff import HandoffScene
from tests.saboteur.table_driver import (
    Ways,
    cell_point,
    click,
    drag,
    hand_point,
    key,
    mouse,
    pass_handoff,
    pass_on,
    perform,
    start_from_title,
    wait_for_person,
    wheel,
)
from tests.table_events import drive
from tests.ui.conftest import app, home  # noqa: F401  (the headless app, its data folder)


@pytest.fixture
def quick(app):  # noqa: F811
    """The table at the quickest animation speed: a whole game in a few seconds."""
    app.settings.anim_speed = "instant"
    return app


def choose_and_make(ui, table, agents, ways: Ways):
    """The person on screen decides (the normal computer player reads their observation)
    and makes the move with the mouse and keys: it must be exactly that action."""
    ctl = table.ctl
    viewer = ctl.viewer
    action = agents[viewer].choose(ctl.state.observation(viewer), ctl.legal())
    before = len(ctl.state.log.actions)
    perform(ui, table, action, ways)
    assert len(ctl.state.log.actions) == before + 1, \
        f"{action} was not made; the table says {table.message!r}"
    assert ctl.state.log.actions[before] == action
    return action


def play_alone_to_results(ui, table, seed: int) -> tuple[Ways, set[str]]:
    ctl = table.ctl
    (person,) = ctl.humans
    agents = {person: make_agent("normal", seed)}
    ways, kinds = Ways(), set()
    while (what := wait_for_person(ui, table)) != "results":
        assert what == "decide", what  # one person: never a hand-off nor a pass prompt
        assert ctl.viewer == person
        kinds.add(type(choose_and_make(ui, table, agents, ways)).__name__)
    assert isinstance(ui.top, SabResults) and ctl.state.is_terminal()
    assert len(ctl.state.results) == 3
    return ways, kinds


def test_four_seats_one_person_plays_the_whole_game_by_events(quick, monkeypatch):
    table = start_from_title(quick, 4, 1, seed=2, monkeypatch=monkeypatch)
    ways, kinds = play_alone_to_results(quick, table, 2)
    assert kinds == {"PlacePath", "Map", "Rockfall", "BreakTool", "Repair", "Pass",
                     "TakeNugget"}, kinds
    assert {"way-drag", "way-click", "turn-r", "turn-right", "turn-wheel", "pass-drag",
            "pass-p", "pass-button", "pass-deck", "nugget-click"} <= ways.used, ways.used


def test_ten_seats_one_person_plays_the_whole_game_by_events(quick, monkeypatch):
    table = start_from_title(quick, 10, 1, seed=7, monkeypatch=monkeypatch)
    ways, kinds = play_alone_to_results(quick, table, 7)
    assert {"PlacePath", "Map", "Repair", "Pass", "TakeNugget"} <= kinds, kinds
    assert {"way-drag", "way-click", "turn-r", "turn-right", "turn-wheel"} <= ways.used


# -- a drop the rules refuse ----------------------------------------------------------------------
def refusal(state, action) -> IllegalAction | None:
    try:
        check(state, action)
    except IllegalAction as e:
        return e
    return None


def refused_cells(table, code: str) -> dict[str, tuple[int, int]]:
    """For the path card `code`, an empty cell of the shown maze where it may not lie,
    by the kind of the rules' reason (an edge that does not match; not linked or not
    next to a card)."""
    ctl, state = table.ctl, table.ctl.state
    card = PACK.from_codes([code])[0]
    x0, y0, x1, y1 = bounds(list(state.maze))
    out: dict[str, tuple[int, int]] = {}
    for x in range(x0, x1 + 1):
        for y in range(y0, y1 + 1):
            if (x, y) in state.maze:
                continue
            e = refusal(state, PlacePath(ctl.viewer, card, x, y, False))
            if e is not None:
                kind = "edge" if e.reason.startswith("edge_mismatch") else e.reason
                out.setdefault(kind, (x, y))
    return out


def test_a_drop_the_rules_refuse_is_said_and_changes_nothing(app, monkeypatch):  # noqa: F811
    table = start_from_title(app, 4, 1, seed=2, monkeypatch=monkeypatch)
    ctl = table.ctl
    assert wait_for_person(app, table) == "decide"
    code = next(c for c in table.hand if table.is_path(c))
    cells = refused_cells(table, code)
    assert {"edge", "not_adjacent"} <= set(cells), cells
    for kind, (x, y) in sorted(cells.items()):
        before = (len(ctl.state.log.actions), ctl.state.observation(ctl.viewer))
        why = refusal(ctl.state, PlacePath(ctl.viewer, PACK.from_codes([code])[0], x, y, False))
        drag(app, hand_point(table, code), cell_point(table, x, y))
        assert table.message == ctl.refusal_text(why) and table.message_time > 0, kind
        assert table.message.startswith(t(f"sab_refuse_{why.reason}")[:12])
        assert (len(ctl.state.log.actions), ctl.state.observation(ctl.viewer)) == before
        assert table.dragging() is None and table.held is None and not table.motion.flights
        assert code in dict(table.hand_rects()) and table.board()["hand"] == before[1]["hand"]
        assert ctl.my_decision()  # still the person's turn
        drive(app, 200)  # the message goes
    # A card let go where nothing takes it (the banner) goes back, and says where it may go.
    before = (len(ctl.state.log.actions), ctl.state.observation(ctl.viewer))
    drag(app, hand_point(table, code), table.a["banner"].center)
    assert table.message == t("sab_drop_nowhere")
    assert (len(ctl.state.log.actions), ctl.state.observation(ctl.viewer)) == before
    # Then a legal drop is made at once.
    legal = next(a for a in ctl.legal() if isinstance(a, PlacePath) and PACK.code(a.card) == code
                 and not a.turned)
    drag(app, hand_point(table, code), cell_point(table, legal.x, legal.y))
    assert ctl.state.log.actions[-1] == legal


# -- pass-and-play ------------------------------------------------------------------------------
def test_pass_and_play_with_three_people_keeps_each_hand_and_peek_to_its_own(quick, monkeypatch):
    table = start_from_title(quick, 4, 3, seed=5, monkeypatch=monkeypatch)
    ctl = table.ctl
    people = ctl.humans
    assert len(people) == 3
    agents = {s: make_agent("normal", 50 + s) for s in people}
    cued: list[str] = []
    cue = ctl.cue
    ctl.cue = lambda ev: (cued.append(ev.kind), cue(ev))[-1]
    ways = Ways()
    handoffs = passes = peeks = peeks_hidden = seen_ends = 0
    revealed_to: int | None = None  # the seat the last hand-off revealed the table to
    peek: tuple[int, int, str] | None = None  # (mapper, goal, what it showed), until checked
    while (what := wait_for_person(quick, table)) != "results":
        if what == "handoff":
            seat = ctl.handoff_for
            assert quick.top.name == ctl.name_of(seat) and seat in people
            assert seat != revealed_to  # a hand-off only when the device changes hands
            # Every round's end shown was seen and passed on before the device moved on.
            assert cued.count("round_won") == seen_ends, "the device moved on unseen"
            pass_handoff(quick)
            handoffs += 1
            revealed_to = seat
            assert quick.top is table and ctl.viewer == seat
            obs = ctl.state.observation(seat)
            assert table.board()["hand"] == obs["hand"]
            assert [c for c, _ in table.hand_rects()] == obs["hand"]  # the right seat's hand
            assert table.board()["role"] == obs["role"]
            if peek is not None and seat != peek[0]:
                mapper, goal, shown = peek
                effect = table.motion.effect("peek")
                assert effect is None or "goal_card" not in effect.ev.data
                if goal not in ctl.state.mapped[seat]:
                    assert all(k[0] != goal for k in table.board()["known"])
                quick.draw()  # the next person's screen draws no peek
                peek = None
                peeks_hidden += 1
            continue
        if what == "pass":
            if cued.count("round_won") > seen_ends:  # the roles are on the table, seen
                assert shown_roles(table.board()) is not None
                seen_ends = cued.count("round_won")
            pass_on(quick, table)
            passes += 1
            continue
        assert ctl.viewer == revealed_to == ctl.state.to_act  # the person handed it
        action = choose_and_make(quick, table, agents, ways)
        if isinstance(action, Map):
            drive(quick, 40, until=lambda: table.motion.effect("peek") is not None)
            effect = table.motion.effect("peek")
            goal_card = PACK.code(ctl.state.maze[ctl.state.layout.goals[action.goal]][0])
            assert effect is not None and effect.ev.data["goal_card"] == goal_card
            assert [action.goal, goal_card] in ctl.state.observation(ctl.viewer)["known"]
            quick.draw()
            peeks += 1
            peek = (ctl.viewer, action.goal, goal_card)
    assert isinstance(quick.top, SabResults) and ctl.state.is_terminal()
    assert handoffs >= 10 and passes >= 10
    assert peeks >= 1 and peeks_hidden >= 1, (peeks, peeks_hidden)
    assert seen_ends == 3


# -- zoom and pan ------------------------------------------------------------------------------
def maze_point(table) -> tuple[float, float]:
    """A point of the empty maze ground, clear of the cards laid and the buttons."""
    mv = table.maze_view()
    taken = [mv.cell_rect(c[0], c[1]) for c in table.board()["maze"]]
    m = table.a["maze"]
    for y in range(m.y + 60, m.bottom - 60, 7):
        for x in range(m.x + 20, m.right - 20, 7):
            if not any(r.collidepoint(x, y) for r in taken):
                return (x, y)
    raise AssertionError("no empty ground")


def test_zoom_and_pan_by_keys_wheel_buttons_and_a_drag(app, monkeypatch):  # noqa: F811
    table = start_from_title(app, 4, 1, seed=2, monkeypatch=monkeypatch)
    assert wait_for_person(app, table) == "decide"
    whole = table.maze_view()
    played = list(table.ctl.state.log.actions)
    m = table.a["maze"]
    x0, y0, x1, y1 = bounds([(c[0], c[1]) for c in table.board()["maze"]])
    for x, y in ((x0, y0), (x1, y1)):  # the whole maze fits, a cell's ring round it
        assert m.contains(whole.cell_rect(x, y).inflate(-2, -2))
    key(app, pygame.K_EQUALS)
    assert table.zoom == 1 and table.maze_view().w > whole.w
    key(app, pygame.K_PLUS)
    assert table.zoom == 2
    key(app, pygame.K_MINUS)
    assert table.zoom == 1
    key(app, pygame.K_0)
    assert table.zoom == 0 and table.maze_view() == whole
    wheel(app, maze_point(table), up=True)
    wheel(app, maze_point(table), up=True)
    assert table.zoom == 2 and table.maze_view().w > whole.w
    wheel(app, maze_point(table), up=False)
    assert table.zoom == 1
    wheel(app, table.a["me"].center, up=True)  # not over the maze: no zoom
    assert table.zoom == 1
    for name in ("zoom_in", "zoom_in"):
        button = next(b for b in table.zoom_buttons if b.key == name)
        click(app, button.rect.center)
    assert table.zoom == 3
    zoomed = table.maze_view()
    # The empty maze dragged pans the view; the pointer's way is the cards' way.
    start = maze_point(table)
    drag(app, start, (start[0] - 120, start[1] - 60))
    moved = table.maze_view()
    assert moved.w == zoomed.w and moved.cx > zoomed.cx and moved.cy > zoomed.cy
    assert table.ctl.state.log.actions == played  # a pan plays nothing
    # Dragged far past the maze's edge, it stops there; back a little, it moves at once.
    start = maze_point(table)
    drag(app, start, (start[0] - 800, start[1]))
    edge = table.maze_view()
    start = maze_point(table)
    drag(app, start, (start[0] + 40, start[1]))
    assert table.maze_view().cx < edge.cx, "the view stuck past the edge"
    # A card played while zoomed in lands where it is dropped.
    fit = next(b for b in table.zoom_buttons if b.key == "fit")
    click(app, fit.rect.center)
    assert table.zoom == 0 and table.maze_view() == whole
    key(app, pygame.K_EQUALS)
    action = next(a for a in table.ctl.legal() if isinstance(a, PlacePath)
                  and m.contains(table.maze_view().cell_rect(a.x, a.y)) and not a.turned)
    drag(app, hand_point(table, PACK.code(action.card)), cell_point(table, action.x, action.y))
    assert table.ctl.state.log.actions == [*played, action]
    key(app, pygame.K_0)
    assert table.zoom == 0
    mv = table.maze_view()
    x0, y0, x1, y1 = bounds([(c[0], c[1]) for c in table.board()["maze"]])
    for x, y in ((x0, y0), (x1, y1)):  # the grown maze fits again
        assert m.contains(mv.cell_rect(x, y).inflate(-2, -2))
    mouse(app, pygame.MOUSEMOTION, m.center)
    drive(app, 1)
    assert not isinstance(app.top, HandoffScene)


# -- small things seen at the table ----------------------------------------------------------------
def test_during_the_nugget_pick_the_hand_takes_no_card_up(app):  # noqa: F811
    """Keys 1-6 and P, or a click on a hand card, while the person picks a nugget card:
    no card is taken up and no rule's refusal ("It is not your turn") is said; the
    offered card is then taken by a click."""
    from game.games.saboteur import shots
    from game.games.saboteur.model import SaboteurState
    from game.ui.kit.shots import replayed

    variant, seed, stop, _ = shots.POSITIONS["pick"]
    ctl = replayed(app, "saboteur", SaboteurState(seed, variant), shots.HUMAN,
                   shots.playthrough(seed, variant, stop))
    table = ctl.scene
    assert wait_for_person(app, table) == "decide" and table.board()["phase"] == "pick"
    hand = list(table.board()["hand"])
    assert hand
    key(app, pygame.K_1)
    key(app, pygame.K_p)
    click(app, hand_point(table, hand[0]))
    assert table.held is None and table.message_time <= 0, table.message
    before = len(ctl.state.log.actions)
    drag(app, hand_point(table, hand[0]), table.a["discard"].center)
    assert len(ctl.state.log.actions) == before
    assert table.message == t("sab_prompt_pick")  # the card goes back; what to do is said
    code = table.board()["offer"][0]
    perform(app, table, next(a for a in ctl.legal() if PACK.code(a.card) == code), Ways())
    assert PACK.code(ctl.state.log.actions[-1].card) == code


def test_a_new_rounds_deal_leaves_the_draw_pile_shown():
    """The board shown while a round's deal flies out of the draw pile keeps the pile
    (with what is left of it), not an empty place."""
    from game.games.saboteur.controller import patch
    from game.games.saboteur.model import SaboteurState

    state = SaboteurState(3, "4p")
    agents = [make_agent("normal", s) for s in range(4)]
    while True:
        seat = state.to_act
        shown = state.observation(0)
        events = state.apply(agents[seat].choose(state.observation(seat),
                                                 state.legal_actions(seat)))
        if any(e.kind == "round_started" for e in events):
            break
    decks = []
    for ev in events:
        patch(shown, ev.seen_by(0))
        if ev.kind in ("round_started", "dealt"):
            decks.append(shown["deck"])
    assert all(n > 0 for n in decks), decks
    assert decks[-1] == len(state.deck) == state.observation(0)["deck"]
