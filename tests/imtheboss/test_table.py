"""The I'm the Boss! table played as a person plays it: started from the title and the
set-up page by clicks, every one of the person's decisions made by posted events (a
space clicked for the marker; buttons to deal, roll, draw, open the talks, accept,
reject, wait, close; a clan card or placard clicked and its price stepped to offer it;
an investor clicked to propose; a card clicked and then its target; "I react!" pressed
when a card is played), a whole four-seat game against three computers to the results."""

from __future__ import annotations

import random

from game.games.imtheboss import GAME, table_view
from game.games.imtheboss import table_layout as lay
from game.games.imtheboss.actions import (
    Counter,
    Discard,
    Lay,
    OfferClan,
    OfferPlacard,
    Pass,
    PlaceMarker,
    PlayBoss,
    Propose,
    Recruit,
    SidePay,
    Stop,
    TravelClan,
    TravelPlacard,
)
from game.games.imtheboss.ai import make_agent
from game.games.imtheboss.cards import PACK, kind_of
from game.games.imtheboss.results import IbResults
from game.games.imtheboss.table import IbTableScene, price_of
from tests import kit_tables
from tests.table_events import drive, tap
from tests.ui.conftest import app, home  # noqa: F401  (the headless app, its data folder)

BUTTONS = {"deal_here": "ib_deal_here", "roll": "ib_roll", "draw": "ib_draw",
           "negotiate": "ib_negotiate", "accept": "ib_accept", "reject": "ib_reject",
           "close": "ib_close", "abandon": "ib_abandon"}
WANTED = ("offer_placard", "offer_clan", "counter", "accept", "travel_placard", "travel_clan",
          "stop", "close", "propose", "recruit", "play_boss")


class Curious:
    """The normal computer player, but keen to try what the test must see made through
    the table: an offer, a counter, a Travel card, a Stop, a call to close."""

    def __init__(self, seed: int) -> None:
        self.normal = make_agent("normal", seed)
        self.rng = random.Random(seed)
        self.done: set[str] = set()

    def choose(self, obs: dict, legal: list) -> object:
        fresh = [a for a in legal if a.kind in WANTED and a.kind not in self.done]
        if fresh and self.rng.random() < 0.5:
            action = self.rng.choice(fresh)
        else:
            action = self.normal.choose(obs, legal)
        self.done.add(action.kind)
        return action


def start(app, monkeypatch, seed: int, players: int = 4, people: int = 1) -> IbTableScene:  # noqa: F811
    """From the title and the set-up page, by clicks."""
    return kit_tables.start(app, monkeypatch, GAME, IbTableScene, seed, players, people)


# -- gestures ---------------------------------------------------------------------------------
def button(app, table, key: str) -> None:  # noqa: F811
    table.rebuild_choices()
    found = [b for b in table.buttons if b.key == key]
    assert found, (key, [b.key for b in table.buttons])
    tap(app, found[0].rect.center)


def hand_card(table, card: int, exact: bool) -> tuple:
    for code, r in table.hand_cards():
        c = PACK.from_codes([code])[0]
        if c == card or (not exact and kind_of(c) == kind_of(card)):
            return r.center
    raise AssertionError(f"no {PACK.code(card)} in the hand")


def placard_at(table, family: str) -> tuple:
    return next(r.center for f, r in table.placard_spots() if f == family)


def laid_at(table, card: int) -> tuple:
    code = PACK.code(card)
    spot = next((r.center for c, _o, r in table.laid_spots() if c == code), None)
    return spot or next(r.center for f, r in table.place_spots()
                        if f and table.board()["deal"]["fills"].get(f, {}).get("source") == code)


def source_of(table, a: Propose) -> tuple:
    if table.board()["placards"][a.family] == a.to:
        return placard_at(table, a.family)
    deal = table.board()["deal"]
    card = next(PACK.from_codes([x["card"]])[0] for x in deal["laid"]
                if x["owner"] == a.to and kind_of(PACK.from_codes([x["card"]])[0]).family
                == a.family)
    return laid_at(table, card)


def priced(app, table, action) -> None:  # noqa: F811
    """Step the price to the action's and press the priced button."""
    want = price_of(action)
    for _ in range(40):
        if table.price == want:
            break
        button(app, table, "price_more" if table.price < want else "price_less")
    assert table.price == want, (table.price, want)
    button(app, table, "priced")


def make(app, table, a) -> None:  # noqa: F811
    if isinstance(a, PlaceMarker):
        tap(app, lay.space_rects(table.a["board"])[a.space].center)
    elif a.kind in BUTTONS:
        button(app, table, BUTTONS[a.kind])
    elif isinstance(a, Pass):
        button(app, table, "ib_pass_window" if table.board()["decision"] == "response"
               else "ib_wait")
    elif isinstance(a, Discard | Lay):
        tap(app, hand_card(table, a.card, exact=True))
    elif isinstance(a, Stop | PlayBoss):
        tap(app, hand_card(table, a.card, exact=False))
    elif isinstance(a, TravelPlacard | Recruit):
        card = a.card if isinstance(a, TravelPlacard) else a.cards[0]
        tap(app, hand_card(table, card, exact=False))
        tap(app, placard_at(table, a.family))
    elif isinstance(a, TravelClan):
        tap(app, hand_card(table, a.card, exact=False))
        tap(app, laid_at(table, a.target))
    elif isinstance(a, OfferPlacard):
        tap(app, placard_at(table, a.family))
        priced(app, table, a)
    elif isinstance(a, OfferClan):
        in_hand = PACK.code(a.card) in table.board()["hand"]
        tap(app, hand_card(table, a.card, exact=True) if in_hand else laid_at(table, a.card))
        priced(app, table, a)
    elif isinstance(a, Propose):
        tap(app, source_of(table, a))
        priced(app, table, a)
    elif isinstance(a, SidePay):
        p = table.panel_of(a.to)
        tap(app, (p.centerx, p.y + 24))
        priced(app, table, a)
    elif isinstance(a, Counter):
        priced(app, table, a)
    else:
        raise AssertionError(f"no gesture for {a}")


def same(made, wanted) -> bool:
    """The table made the move wanted (a copy of the same kind of card does as well)."""
    if type(made) is not type(wanted):
        return False
    keys = [k for k in made.__dataclass_fields__ if k not in ("card", "cards")]
    return all(getattr(made, k) == getattr(wanted, k) for k in keys)


def react_or_not(app, table, agent) -> object | None:  # noqa: F811
    """The ring is up for the person: "I react!" when the player wants to answer the
    card, else "Nobody". Returns the answer planned."""
    ctl = table.ctl
    seat = ctl.viewer
    planned = agent.choose(ctl.state.observation(seat), ctl.state.legal_actions(seat))
    spots = dict(table_view.react_buttons(table))
    tap(app, spots[None if isinstance(planned, Pass) else seat].center)
    return None if isinstance(planned, Pass) else planned


def test_a_whole_four_seat_game_negotiating_with_computers(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 21)
    ctl = table.ctl
    agent = Curious(21)
    kinds: dict[str, int] = {}
    planned = None
    rings = 0
    while kit_tables.wait_for_person(app, table, also=lambda: bool(ctl.window_people())):
        if ctl.window_people() and not ctl.my_decision():
            planned = react_or_not(app, table, agent)
            rings += 1
            drive(app, 2)
            continue
        legal = ctl.legal()
        action = planned if planned in legal else agent.choose(
            ctl.state.observation(ctl.viewer), legal)
        planned = None
        before = len(ctl.state.log.actions)
        make(app, table, action)
        made = ctl.state.log.actions[before:before + 1]
        assert made and same(made[0], action), (action, made, table.message)
        kinds[action.kind] = kinds.get(action.kind, 0) + 1
    assert ctl.state.is_terminal() and isinstance(app.top, IbResults)
    assert rings, "no reaction window reached the person"
    for kind in ("offer", "counter", "accept", "travel", "stop", "close"):
        assert any(k.startswith(kind) for k in kinds), (kind, kinds)


def test_pass_and_play_a_reaction_hands_the_device_to_who_pressed(app, monkeypatch):  # noqa: F811
    """Two people and two computers: each person is handed the device for his own
    decisions and sees only his own hand; when a card is played, the other person's
    "I react!" brings the device to him for his answer, and back."""
    table = start(app, monkeypatch, 5, people=2)
    ctl = table.ctl
    agents = {s: make_agent("normal", 50 + s) for s in ctl.humans}
    handed_for_reaction = 0
    for _ in range(400):
        if not kit_tables.wait_for_person(app, table, also=lambda: bool(ctl.window_people())):
            break
        people = ctl.window_people()
        if people and not ctl.my_decision():
            other = next((s for s in people if s != ctl.viewer), None)
            if other is None:
                tap(app, dict(table_view.react_buttons(table))[None].center)
                drive(app, 2)
                continue
            tap(app, dict(table_view.react_buttons(table))[other].center)
            assert other in ctl.reacting
            assert kit_tables.wait_for_person(app, table)  # the device comes to him
            assert ctl.viewer == other and ctl.state.to_act == other
            handed_for_reaction += 1
            if handed_for_reaction >= 2:
                break
        seat = ctl.viewer
        assert table.board()["hand"] == ctl.state.observation(seat)["hand"]
        action = agents[seat].choose(ctl.state.observation(seat), ctl.legal())
        before = len(ctl.state.log.actions)
        make(app, table, action)
        assert len(ctl.state.log.actions) > before, (action, table.message)
    assert handed_for_reaction >= 2


def test_a_ring_left_to_run_out_lets_the_card_pass_for_the_person(app, monkeypatch):  # noqa: F811
    """Nobody presses: once the reaction time has run, the person lets the card pass (the
    model's Pass for him), and the game goes on."""
    table = start(app, monkeypatch, 21)
    ctl = table.ctl
    agent = make_agent("normal", 3)
    for _ in range(300):
        assert kit_tables.wait_for_person(app, table, also=lambda: bool(ctl.window_people()))
        if ctl.window_people() and not ctl.my_decision():
            break
        make(app, table, agent.choose(ctl.state.observation(ctl.viewer), ctl.legal()))
    else:
        raise AssertionError("no card was played while the person held cards")
    person = ctl.viewer
    before = len(ctl.state.log.actions)
    drive(app, int(ctl.react * 60) - 30)  # just short of the reaction time: still waiting
    assert len(ctl.state.log.actions) == before and ctl.window_people()
    drive(app, 60)
    passed = ctl.state.log.actions[before:]
    assert passed and isinstance(passed[0], Pass) and passed[0].seat == person
