"""The Bohnanza table played as a person plays it: started from the title and the set-up
page by clicks, every one of the person's decisions made by posted events (the front
card dragged onto a field, a field pressed to harvest, hand and market cards and bean
chips picked to build an ask or an offer, a bid's Accept, Reject or Counter, Done), a
refused harvest said with its reason and nothing changed, the whole four-seat game
with three computers to the results sheet; and pass-and-play's hand-offs in a round of
bids."""

from __future__ import annotations

from game.games.bohnanza import GAME
from game.games.bohnanza.actions import (
    Accept,
    Ask,
    Bid,
    BuyField,
    Done,
    Harvest,
    Keep,
    NoBid,
    Plant,
    PlantReceived,
    Reject,
    StopPlanting,
)
from game.games.bohnanza.ai import make_agent
from game.games.bohnanza.cards import PACK, bean_of
from game.games.bohnanza.results import BnResults
from game.games.bohnanza.table import BnTableScene
from game.ui.scenes.handoff import HandoffScene
from tests import kit_tables
from tests.saboteur.table_driver import pass_handoff
from tests.table_events import drag, drive, tap
from tests.ui.conftest import app, home  # noqa: F401  (the headless app, its data folder)


def start(app, monkeypatch, seed: int, people: int = 1, **options: str) -> BnTableScene:  # noqa: F811
    return kit_tables.start(app, monkeypatch, GAME, BnTableScene, seed, 4, people, **options)


def wait_for_person(app, table) -> bool:  # noqa: F811
    """The person's decision, or the people still to answer a round of bids deciding who
    takes the device."""
    ctl = table.ctl
    return kit_tables.wait_for_person(
        app, table, also=lambda: bool(ctl.waiting_for_the_device()) and not table.passing()
        and not isinstance(app.top, HandoffScene))


# -- gestures ---------------------------------------------------------------------------------
def button(app, table, key: str) -> None:  # noqa: F811
    found = [b for b in (*table.controls.values(), *table.buttons, *table.device_buttons)
             if b.key == key]
    assert found and found[0].visible is not False, (key, table.shown_controls())
    tap(app, found[0].rect.center)


def field_point(table, field: int) -> tuple[int, int]:
    return table.my_fields()[field].center


def hand_point(table, card: int) -> tuple[int, int]:
    code = PACK.code(card)
    return dict(table.hand_cards())[code].center


def build(app, table, give: tuple[int, ...], slots: tuple[int, ...], beans: tuple[str, ...]):  # noqa: F811
    """Pick hand cards, market slots and bean chips from nothing."""
    button(app, table, "clear")
    assert not (table.give or table.take or table.wanted)
    for card in give:
        tap(app, hand_point(table, card))
    for slot in slots:
        tap(app, dict(table.market_cards())[slot].center)
    for bean in beans:
        tap(app, dict(table.chip_spots())[bean].center)


def make(app, table, action, n: int) -> None:  # noqa: F811
    """Make `action` on the table the way a person would."""
    if isinstance(action, Plant):
        front = table.hand_cards()[0][1].center
        if n % 2:
            drag(app, front, field_point(table, action.field))
        elif table.field_for([a.field for a in table.ctl.legal()
                              if isinstance(a, Plant)]) == action.field:
            tap(app, front)
        else:
            drag(app, front, field_point(table, action.field))
    elif isinstance(action, PlantReceived):
        bean = bean_of(action.card)
        spot = next(r for b, r in reversed(table.received_cards()) if b == bean)
        drag(app, spot.center, field_point(table, action.field))
    elif isinstance(action, Harvest):
        tap(app, field_point(table, action.field))
    elif isinstance(action, Keep):
        if n % 2:
            drag(app, dict(table.market_cards())[action.slot].center, field_point(table, 0))
        else:
            build(app, table, (), (action.slot,), ())
            button(app, table, "keep")
    elif isinstance(action, Ask):
        build(app, table, action.give_cards, action.give_slots, action.wanted)
        button(app, table, "ask")
    elif isinstance(action, Bid):
        build(app, table, action.give, action.slots, action.beans)
        button(app, table, "offer")
    else:
        key = {StopPlanting: "stop_planting", BuyField: "buy_field", Done: "done",
               NoBid: "no_bid"}.get(type(action))
        if key is None:
            word = "bn_accept" if isinstance(action, Accept) else "bn_reject"
            key = f"{word}_{action.bidder}"
        button(app, table, key)


def test_a_whole_four_seat_game_trading_with_computers(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 8)
    ctl = table.ctl
    agent = make_agent("normal", 8)
    kinds: dict[str, int] = {}
    n = 0
    while wait_for_person(app, table):
        viewer = ctl.viewer
        action = agent.choose(ctl.state.observation(viewer), ctl.legal())
        before = len(ctl.state.log.actions)
        make(app, table, action, n)
        assert ctl.state.log.actions[before:] == [action], (action, table.message)
        kinds[action.kind] = kinds.get(action.kind, 0) + 1
        n += 1
    assert ctl.state.is_terminal() and isinstance(app.top, BnResults)
    # the person planted, harvested, bid and traded on the way
    for kind in ("plant", "harvest", "bid", "done", "plant_received"):
        assert kinds.get(kind), (kind, kinds)
    assert kinds.get("accept", 0) + kinds.get("keep", 0) > 0, kinds
    trades = [a for a in ctl.state.log.actions if isinstance(a, Accept)]
    assert trades, "nobody traded in a whole game"


def until_person(app, table, want) -> None:  # noqa: F811
    """Play the person's decisions with the normal computer player until `want(state)`."""
    ctl = table.ctl
    agent = make_agent("normal", 3)
    while wait_for_person(app, table):
        if want(ctl.state):
            return
        action = agent.choose(ctl.state.observation(ctl.viewer), ctl.legal())
        make(app, table, action, 0)
    raise AssertionError("the game ended first")


def test_a_counter_turns_a_bid_round_and_asks_it(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 11)
    ctl = table.ctl
    until_person(app, table, lambda s: s.phase == "trade" and s.bids and s.asks < 3)
    bidder, bid = next(iter(sorted(ctl.state.bids.items())))
    button(app, table, f"bn_counter_{bidder}")
    assert table.wanted == [bean_of(c) for c in bid.give]
    assert table.take == set(bid.slots)
    before = len(ctl.state.log.actions)
    button(app, table, "ask")
    asked = ctl.state.log.actions[before]
    assert isinstance(asked, Ask) and asked.wanted == tuple(bean_of(c) for c in bid.give)
    assert asked.give_slots == tuple(sorted(bid.slots))


def test_a_rejected_bid_leaves_the_mat(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 11)
    ctl = table.ctl
    until_person(app, table, lambda s: s.phase == "trade" and s.bids)
    bidder = min(ctl.state.bids)
    button(app, table, f"bn_reject_{bidder}")
    assert bidder not in ctl.state.bids
    assert isinstance(ctl.state.log.actions[-1], Reject)


def test_a_protected_field_refuses_its_harvest_and_says_why(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 5)
    ctl = table.ctl

    def protected(state) -> bool:
        fields = state.fields[table.seat]
        return any(len(f) == 1 for f in fields) and any(len(f) >= 2 for f in fields)

    until_person(app, table, protected)
    lone = next(i for i, f in enumerate(ctl.state.fields[table.seat]) if len(f) == 1)
    before = (len(ctl.state.log.actions), ctl.state.observation(table.seat))
    tap(app, field_point(table, lone))
    assert (len(ctl.state.log.actions), ctl.state.observation(table.seat)) == before
    assert "single bean" in table.message


def test_pass_and_play_the_device_goes_only_to_people_who_make_an_offer(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 6, people=2)
    ctl = table.ctl
    agents = {s: make_agent("normal", s) for s in ctl.humans}
    taken = passed = decided = 0
    while wait_for_person(app, table) and (taken < 2 or passed < 2 or decided < 30):
        people = ctl.waiting_for_the_device()
        if people:  # the person at the screen has answered: the other one is still to
            seat, holder = people[0], ctl.viewer
            assert holder not in people and ctl.state.phase == "bids"
            if (taken + passed) % 2:
                button(app, table, f"no_offer_{seat}")
                assert ctl.viewer == holder and ctl.state.log.actions[-1] == NoBid(seat)
                passed += 1
            else:
                button(app, table, f"take_device_{seat}")
                assert isinstance(app.top, HandoffScene)
                pass_handoff(app)
                assert ctl.viewer == seat
                taken += 1
            continue
        viewer = ctl.viewer
        # the table shows the person's own hand only, never another's
        assert table.board()["hand"] == PACK.codes(ctl.state.hands[viewer])
        action = agents[viewer].choose(ctl.state.observation(viewer), ctl.legal())
        before = len(ctl.state.log.actions)
        make(app, table, action, 0)
        assert ctl.state.log.actions[before:] == [action], (action, table.message)
        decided += 1
    assert taken >= 2 and passed >= 2 and decided >= 30


def test_a_quiet_time_ends_the_persons_trading_unless_they_click(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 8, quiet="20")
    ctl = table.ctl
    assert ctl.quiet == 20
    until_person(app, table, lambda s: s.phase == "trade")
    before = len(ctl.state.log.actions)
    drive(app, 60 * 15)
    assert len(ctl.state.log.actions) == before and table.quiet_left is not None
    tap(app, table.a["mat"].center)  # a click on the mat: still trading, the time starts again
    drive(app, 60 * 15)
    assert len(ctl.state.log.actions) == before
    drive(app, 60 * 6)
    assert isinstance(ctl.state.log.actions[before], Done)


def test_a_gift_is_an_offer_of_a_hand_card_for_nothing(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 9)
    ctl = table.ctl
    until_person(app, table, lambda s: s.phase == "bids" and s.hands[table.seat])
    card = ctl.state.hands[table.seat][-1]
    build(app, table, (card,), (), ())
    assert table.built() == ([bean_of(card)], [])  # the builder shows it: a gift
    before = len(ctl.state.log.actions)
    button(app, table, "offer")
    assert ctl.state.log.actions[before] == Bid(table.seat, (card,), (), ())
