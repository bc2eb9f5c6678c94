"""The Kingsburg table played as a person plays it: started from the title and the set-up
page by clicks, every one of the person's decisions made by posted events (dice picked
and a glowing advisor clicked, or a die dragged onto it; a lit building clicked; the
recruit stepper; a button for every other choice), the whole three-seat game with two
computers to the results sheet."""

from __future__ import annotations

from game.games.kingsburg import GAME, battle_view
from game.games.kingsburg import table_layout as lay
from game.games.kingsburg.actions import Build, Influence, Recruit
from game.games.kingsburg.ai import make_agent
from game.games.kingsburg.buildings import BUILDINGS
from game.games.kingsburg.controller import patch
from game.games.kingsburg.model import KingsburgState
from game.games.kingsburg.results import KbResults
from game.games.kingsburg.table import KbTableScene
from tests import kit_tables
from tests.table_events import drag, tap
from tests.ui.conftest import app, home  # noqa: F401  (the headless app, its data folder)


def start(app, monkeypatch, seed: int, players: int = 3, people: int = 1) -> KbTableScene:  # noqa: F811
    return kit_tables.start(app, monkeypatch, GAME, KbTableScene, seed, players, people)


def button_for(table, action) -> None:
    """The choice button that makes `action` (the scene's buttons follow the legal order)."""
    table.rebuild_choices()
    choices = [a for a in table.legal() if not isinstance(a, Influence | Build | Recruit)]
    return next(b for b in table.buttons if b.key == f"choice_{choices.index(action)}")


def make(app, table, action, n: int) -> None:  # noqa: F811
    if isinstance(action, Influence):
        dice = dict((i, r) for i, _v, r in table.my_dice())
        tile = lay.advisor_tiles(table.a["court"])[action.advisor]
        for i in action.dice[:-1] if n % 2 else action.dice:
            tap(app, dice[i].center)
        if n % 2:  # the last die dragged onto the advisor
            drag(app, dict((i, r) for i, _v, r in table.my_dice())[action.dice[-1]].center,
                 tile.center)
        else:
            tap(app, tile.center)
    elif isinstance(action, Build):
        b = BUILDINGS[action.building]
        tap(app, lay.building_tiles(table.a["province"])[b.row, b.column].center)
    elif isinstance(action, Recruit):
        table.rebuild_choices()
        for _ in range(table.soldiers_of(action)):
            tap(app, next(b for b in table.buttons if b.key == "recruit_more").rect.center)
        tap(app, next(b for b in table.buttons if b.key == "recruit").rect.center)
    else:
        tap(app, button_for(table, action).rect.center)


def same(made, wanted) -> bool:
    """The table made the move wanted (an equal group on the same advisor, as many
    soldiers paid otherwise)."""
    if isinstance(wanted, Influence):
        return isinstance(made, Influence) and made.advisor == wanted.advisor \
            and len(made.dice) == len(wanted.dice)
    if isinstance(wanted, Recruit):
        return isinstance(made, Recruit) and \
            made.gold + made.wood + made.stone == wanted.gold + wanted.wood + wanted.stone
    return made == wanted


def test_a_whole_three_seat_game_against_computers(app, monkeypatch):  # noqa: F811
    table = start(app, monkeypatch, 8)
    ctl = table.ctl
    agent = make_agent("normal", 8)
    kinds: dict[str, int] = {}
    n = 0
    while kit_tables.wait_for_person(app, table):
        action = agent.choose(ctl.state.observation(ctl.viewer), ctl.legal())
        before = len(ctl.state.log.actions)
        make(app, table, action, n)
        made = ctl.state.log.actions[before:before + 1]
        assert made and same(made[0], action), (action, made, table.message)
        kinds[action.kind] = kinds.get(action.kind, 0) + 1
        n += 1
    assert ctl.state.is_terminal() and isinstance(app.top, KbResults)
    for kind in ("influence", "build", "choose_goods", "recruit", "pass"):
        assert kinds.get(kind), (kind, kinds)


def test_the_winter_battle_is_turned_up_and_counted_on_the_table():
    """The shown board takes the enemy, the King's die and the results as their events
    come (the strip over the court draws them), and the count runs up to the strength."""
    state = KingsburgState(11, "3p")
    agents = [make_agent("normal", s) for s in range(3)]
    while True:
        shown = state.observation(0)
        seat = state.to_act
        events = state.apply(agents[seat].choose(state.observation(seat),
                                                 state.legal_actions(seat)))
        if any(ev.kind == "battle" for ev in events):
            break
    assert not battle_view.shows(shown)
    kinds = []
    for ev in events:
        patch(shown, ev.seen_by(0))
        kinds.append(ev.kind)
        if ev.kind == "enemy":
            assert battle_view.shows(shown) and shown["battle"] == []
            assert shown["revealed"][-1] == ev.data["card"]
    assert kinds.index("enemy") < kinds.index("king_die") < kinds.index("battle")
    after = state.observation(0)
    assert shown["battle"] == after["battle"] and shown["king_die"] == after["king_die"]
    for r in shown["battle"]:
        assert r["strength"] == max(0, r["soldiers"] + r["king_die"] + r["defence"])
        assert battle_view.consequence_words(r)
    assert [battle_view.counted(9, p) for p in (0.0, 0.45, 0.6, 0.75, 1.0)] == [0, 0, 4, 9, 9]
