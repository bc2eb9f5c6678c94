"""The Saint Petersburg table played as a person plays it: started from the title and the
set-up page by clicks, every one of the person's decisions made by posted events (a row
card dragged onto the display or picked and bought, dragged onto the hand or taken, a
hand card played, a trading card dropped on the card it replaces, a stack clicked for
the Observatory and its card bought, taken or discarded, the Pub's count stepped and
bought, Pass), a refused buy said with its reason and nothing changed, the price
explained on hover, the whole four-seat game with three computers to the results sheet,
and pass-and-play's hand-offs."""

from __future__ import annotations

import random

import pygame

from game.games.saint_petersburg import GAME
from game.games.saint_petersburg import table_layout as lay
from game.games.saint_petersburg.actions import (
    Buy,
    Discard,
    Observe,
    Pass,
    Play,
    PubPoints,
    Take,
)
from game.games.saint_petersburg.ai import make_agent
from game.games.saint_petersburg.cards import PACK, kind_of
from game.games.saint_petersburg.results import SpResults
from game.games.saint_petersburg.table import SpTableScene
from game.games.saint_petersburg.table_view import hovered, price_lines
from tests import kit_tables
from tests.table_events import drag, drive, mouse, tap
from tests.ui.conftest import app, home  # noqa: F401  (the headless app, its data folder)


def start(app, monkeypatch, seed: int, players: int = 4, people: int = 1) -> SpTableScene:  # noqa: F811
    return kit_tables.start(app, monkeypatch, GAME, SpTableScene, seed, players, people)


def wait_for_person(app, table) -> bool:  # noqa: F811
    return kit_tables.wait_for_person(app, table)


# -- gestures ---------------------------------------------------------------------------------
def button(app, table, key: str) -> None:  # noqa: F811
    found = [b for b in table.controls.values() if b.key == key]
    table.sync_buttons()
    assert found and found[0].visible is not False, (key, table.shown_controls())
    tap(app, found[0].rect.center)


def card_spot(table, card: int) -> tuple[int, int]:
    """Where the card lies for the person: a row, the hand, the Observatory's draw."""
    code = PACK.code(card)
    for row in ("upper", "lower"):
        found = dict(table.row_cards(row)).get(code)
        if found is not None:
            return found.center
    found = dict(table.hand_cards()).get(code)
    if found is not None:
        return found.center
    assert table.drawn_card() == code, code
    return lay.pile_card(table.a["drawn"]).center


def display_spot(table, target: int | None) -> tuple[int, int]:
    if target is None:
        return table.a["display"].center
    r = dict(table.display_cards())[PACK.code(target)]
    return (r.x + 4, r.centery)  # a fanned card's left edge shows


def make(app, table, action, n: int) -> None:  # noqa: F811
    """Make `action` on the table the way a person would: by a drag every other time,
    by a pick and a button (or a click on the target) the other."""
    if isinstance(action, Buy | Play):
        target = action.displaces[0] if action.displaces else None
        at = card_spot(table, action.card)
        if n % 2:
            drag(app, at, display_spot(table, target))
        else:
            if table.drawn_card() != PACK.code(action.card):
                tap(app, at)
            if target is not None and len(table.targets_for(PACK.code(action.card))) > 1:
                button(app, table, "buy")  # asks for the target, which glows
                tap(app, display_spot(table, target))
            else:
                button(app, table, "buy")
    elif isinstance(action, Take):
        at = card_spot(table, action.card)
        if n % 2:
            drag(app, at, table.a["hand"].center)
        else:
            if table.drawn_card() != PACK.code(action.card):
                tap(app, at)
            button(app, table, "take")
    elif isinstance(action, Observe):
        tap(app, table.stack_spots()[action.stack].center)
    elif isinstance(action, Discard):
        if n % 2:
            drag(app, card_spot(table, action.card), lay.pile_card(table.a["discard"]).center)
        else:
            button(app, table, "discard")
    elif isinstance(action, PubPoints):
        for _ in range(action.points):
            button(app, table, "pub_more")
        button(app, table, "pub_buy")
    else:
        assert isinstance(action, Pass)
        button(app, table, "pass")


class Curious:
    """The normal player, who also uses every Observatory, sometimes takes a card into
    his hand and plays it, and buys a point at the Pub: every kind of decision comes up."""

    def __init__(self, seed: int) -> None:
        self.normal = make_agent("normal", seed)
        self.rng = random.Random(seed)

    def choose(self, obs: dict, legal: list) -> object:
        kinds = {a.kind: a for a in legal}
        special = [a for a in legal if isinstance(a, Buy) and not a.displaces
                   and kind_of(a.card).effect in ("observatory", "pub")]
        if special:
            return special[0]
        if "observe" in kinds:
            return kinds["observe"]
        if obs["step"] == "observed" and self.rng.random() < 0.5:
            return next(a for a in legal if a.kind in ("take", "discard"))
        plays = [a for a in legal if a.kind == "play"]
        if plays and self.rng.random() < 0.7:
            return plays[0]
        if "take" in kinds and not obs["hand"] and not obs["last_round"] \
                and self.rng.random() < 0.15:
            return kinds["take"]
        if obs["step"] == "pub_points" and len(legal) > 1:
            return legal[1]
        return self.normal.choose(obs, legal)


def test_a_whole_four_seat_game_against_computers(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 8)
    ctl = table.ctl
    agent = Curious(8)
    kinds: dict[str, int] = {}
    n = 0
    while wait_for_person(app, table):
        action = agent.choose(ctl.state.observation(ctl.viewer), ctl.legal())
        before = len(ctl.state.log.actions)
        make(app, table, action, n)
        assert ctl.state.log.actions[before:before + 1] == [action], (action, table.message)
        kinds[action.kind] = kinds.get(action.kind, 0) + 1
        n += 1
    assert ctl.state.is_terminal() and isinstance(app.top, SpResults)
    for kind in ("buy", "take", "play", "pass"):
        assert kinds.get(kind), (kind, kinds)
    traded = [a for a in ctl.state.log.actions if isinstance(a, Buy | Play) and a.displaces]
    assert traded, "nobody laid out a trading card in a whole game"


def until_person(app, table, want, agent=None) -> None:  # noqa: F811
    """Play the person's decisions until `want(state)`."""
    ctl = table.ctl
    agent = agent or Curious(3)
    n = 0
    while wait_for_person(app, table):
        if want(ctl.state):
            return
        make(app, table, agent.choose(ctl.state.observation(ctl.viewer), ctl.legal()), n)
        n += 1
    raise AssertionError("the game ended first")


def test_the_observatory_the_pub_and_a_trading_target_by_clicks(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 0, players=3)
    ctl = table.ctl
    seen = set()
    agent = Curious(21)
    while wait_for_person(app, table) and len(seen) < 3:
        state = ctl.state
        legal = ctl.legal()
        if any(isinstance(a, Observe) for a in legal):
            seen.add("observe")
        if state.step == "observed":
            seen.add("drawn")
        if state.step == "pub_points":
            seen.add("pub")
        action = agent.choose(state.observation(ctl.viewer), legal)
        before = len(state.log.actions)
        make(app, table, action, 0)  # by clicks and buttons only
        assert state.log.actions[before:before + 1] == [action], (action, table.message)
    assert seen == {"observe", "drawn", "pub"}, seen


def test_a_card_too_dear_is_refused_with_its_price_and_nothing_changes(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 4)
    ctl = table.ctl

    def dear(state) -> str | None:
        seat = table.seat
        return next((c for c in state.upper + state.lower
                     if not PACK.code(c).startswith(("lumber",))
                     and state.cost(seat, c) > state.rubles[seat]
                     and not state.placements(seat, c)), None) if state.step == "actions" \
            else None

    until_person(app, table, lambda s: dear(s) is not None and not kind_of(dear(s)).trading)
    card = dear(ctl.state)
    before = (ctl.state.to_json(), ctl.state.observation(table.seat))
    drag(app, card_spot(table, card), display_spot(table, None))
    assert (ctl.state.to_json(), ctl.state.observation(table.seat)) == before
    assert "rubles" in table.message and str(ctl.state.cost(table.seat, card)) in table.message


def test_hovering_a_row_card_tells_its_price_and_why(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 4)
    ctl = table.ctl
    until_person(app, table, lambda s: s.lower and s.step == "actions")
    code, rect = table.row_cards("lower")[0]
    mouse(app, pygame.MOUSEMOTION, rect.center)
    drive(app, 2)
    assert hovered(table)[1] == code
    lines = price_lines(table, code)
    card = PACK.from_codes([code])[0]
    assert str(ctl.state.cost(table.seat, card)) in lines[0]
    assert "lower row" in lines[0]


def test_pass_and_play_hands_off_and_shows_only_the_viewers_hand(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 6, players=3, people=2)
    ctl = table.ctl
    agents = {s: Curious(s) for s in ctl.humans}
    viewers, n = set(), 0
    while wait_for_person(app, table) and n < 60:
        viewer = ctl.viewer
        viewers.add(viewer)
        board = table.board()
        assert board["hand"] == PACK.codes(ctl.state.hands[viewer])
        assert all(board["rubles"][s] is None for s in range(3) if s != viewer)
        make(app, table, agents[viewer].choose(ctl.state.observation(viewer), ctl.legal()), n)
        n += 1
    assert viewers == set(ctl.humans)


def test_pass_all_phase_passes_for_the_person_without_asking_again(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 6, players=3, people=2)
    ctl = table.ctl
    agent = Curious(6)
    wait_for_person(app, table)
    seat, key = ctl.viewer, ctl.phase_key()
    start_at = len(ctl.state.log.actions)
    button(app, table, "pass_phase")
    assert ctl.state.log.actions[start_at] == Pass(seat)
    n = 0
    while wait_for_person(app, table) and ctl.phase_key() == key:
        assert ctl.viewer != seat, "the person who passed the phase was asked again"
        make(app, table, agent.choose(ctl.state.observation(ctl.viewer), ctl.legal()), n)
        n += 1
    mine = [a for a in ctl.state.log.actions[start_at:] if a.seat == seat]
    assert len(mine) >= 2 and all(isinstance(a, Pass) for a in mine)  # passed for them too
    assert ctl.phase_key() != key  # the next phase asks them again
