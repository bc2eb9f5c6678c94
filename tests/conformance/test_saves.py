"""Every game's autosave goes through one checked path: a save damaged in any of the
ways a careless hand or an attacker would damage it is refused before Resume can
crash on it. Each case writes the damaged file, starts the real title screen, and
sees a message, the file moved aside, no Resume, and a title that still works.
"""

from __future__ import annotations

import copy
import json
import math
import typing

import pytest

from game.core.protocol import CardId
from game.ui.i18n import game_name
from game.ui.saves import save_path
from tests.conformance.helpers import GAMES, asked_now
from tests.conformance.test_table import SEED, fresh_app, one_human, play_some
from tests.ui.conftest import click, drive

_SAVES: dict[str, dict] = {}  # one real save per game, made once
ACTIONS_BEFORE_SAVE = 16  # far enough for plays of cards in every climbing game


def real_save(app, game) -> dict:
    """A save the game itself wrote, a few actions into a game."""
    if game.key not in _SAVES:
        ctl = game.start(app, one_human(game), game.default_options(), SEED, threads=False)
        play_some(app, ctl, ACTIONS_BEFORE_SAVE)
        _SAVES[game.key] = game.load_save(save_path(game.key))
        while len(app.scenes) > 1:
            app.pop()
    return copy.deepcopy(_SAVES[game.key])


def _last_move_by_the_next_seat(d: dict) -> None:
    """The last move, made instead by the next seat that was not asked then (in a
    simultaneous choice the next seat may well have been asked too; in a one-player game,
    a seat not at the table)."""
    last = d["state"]["actions"][-1]
    before = GAMES[d["game"]].state_from_json(
        {**d["state"], "actions": d["state"]["actions"][:-1]})
    asked, n = asked_now(before), len(d["seats"])
    last["seat"] = n if n == 1 else next(
        (s for s in ((last["seat"] + k) % n for k in range(1, n)) if s not in asked),
        (last["seat"] + 1) % n)


def card_fields(game) -> list[tuple[type, str, bool]]:
    """(action class, field, names several) for every field of the game's actions that
    names cards (CardId, or a tuple of them)."""
    classes = game.new_state(1, game.variants[0]).codec.classes
    return [(cls, name, hint is not CardId) for cls in classes
            for name, hint in typing.get_type_hints(cls).items()
            if CardId in (hint, *typing.get_args(hint))]


def _card_999(d: dict) -> None:
    """The last move that names cards names card 999 (a save whose moves so far name
    none gets one more: the game's first kind of move that does)."""
    action = next((a for a in reversed(d["state"]["actions"]) if a.get("cards")
                   or "card" in a), None)
    if action is None:
        cls, name, several = card_fields(GAMES[d["game"]])[0]
        action = cls(seat=0).to_json()
        d["state"]["actions"].append(action)
    key = "cards" if action.get("cards") else "card"
    action[key] = [999] if isinstance(action[key], list) else 999


def _card_twice(d: dict) -> None:
    """The last move that names several cards (in any of its game's fields that do)
    names its first card twice; with none, the last move with such a field names one
    card there twice."""
    several = [(cls.kind, name) for cls, name, many in card_fields(GAMES[d["game"]]) if many]
    actions = d["state"]["actions"]
    found = next(((a, name) for a in reversed(actions) for kind, name in several
                  if a["type"] == kind and a.get(name)), None)
    if found is None:  # none so far names several (a trading card's one target): the
        # last move that may, naming its card there once
        found = next((a, name) for a in reversed(actions) for kind, name in several
                     if a["type"] == kind)
        found[0][found[1]] = [found[0].get("card", 0)]
    action, name = found
    action[name] = action[name] + action[name][:1]


# Damage to the cards a play names: for games whose actions name cards (CardId); a card
# named twice for those whose plays name several.
CARD_DAMAGE = {"card 999": _card_999, "a card named twice": _card_twice}
ENVELOPE = {"game", "version", "seats", "saved_at", "state"}

DAMAGE = {
    "unknown seat level": lambda d: d["seats"][-1].update(level="grandmaster"),
    "unknown seat kind": lambda d: d["seats"][0].update(kind="robot"),
    "seat of the wrong type": lambda d: d["seats"].__setitem__(0, "human"),
    "a seat missing": lambda d: d["seats"].pop(),
    "NaN deal number": lambda d: d["state"].update(seed=math.nan),
    "deal number as text": lambda d: d["state"].update(seed=str(d["state"]["seed"])),
    "unknown variant": lambda d: d["state"].update(variant="??"),
    "moves not a list": lambda d: d["state"].update(actions={"0": 1}),
    "a move of no kind": lambda d: d["state"]["actions"].append({"type": "teleport", "seat": 0}),
    "a move out of turn": _last_move_by_the_next_seat,
    "another version": lambda d: d.update(version=99),
    "another game": lambda d: d.update(game="chess"),
    "saved_at as text": lambda d: d.update(saved_at="yesterday"),
    "no state": lambda d: d.pop("state"),
}


def card_damage(game) -> dict:
    fields = card_fields(game)
    several = any(many for _, _, many in fields)
    return {name: damage for name, damage in CARD_DAMAGE.items()
            if fields and (several or name == "card 999")}


CASES = [(g, name, damage) for g in GAMES.values() for name, damage in DAMAGE.items()] + [
    (g, name, damage) for g in GAMES.values() for name, damage in card_damage(g).items()]


@pytest.mark.parametrize(("game", "name", "damage"), CASES,
                         ids=[f"{g.key}-{name}" for g, name, _ in CASES])
def test_a_damaged_save_is_set_aside_and_the_app_starts(app, game, name, damage):
    data = real_save(app, game)
    damage(data)
    assert_set_aside(data, game)


def _first(d: dict, kind: str) -> dict:
    """The save's first action of this kind."""
    return next(a for a in d["state"]["actions"] if a["type"] == kind)


def _totals(change):
    def damage(d: dict) -> None:
        assert "match" in d, "this game's save keeps no match any more"
        change(d["match"]["totals"])
    return damage


MATCH_GAMES = ("doudizhu", "baohuang", "guandan")  # the games that play a match of hands
# The issue's own damaged saves, deep inside parts the damage above replaces whole.
NAMED = [(key, "match totals one short", _totals(lambda totals: totals.pop()))
         for key in MATCH_GAMES] + [
    (key, "match totals one long", _totals(lambda totals: totals.append(0)))
    for key in MATCH_GAMES] + [
    ("doudizhu", "a bid of 2.5", lambda d: _first(d, "bid").update(value=2.5)),
    ("doudizhu", "a bid of true", lambda d: _first(d, "bid").update(value=True)),
    ("doudizhu", "a bid of null", lambda d: _first(d, "bid").update(value=None)),
    ("doudizhu", "a bid as text", lambda d: _first(d, "bid").update(value="1")),
    ("alacarte", "dish 999", lambda d: _first(d, "choose").update(dish=999)),
    ("alacarte", "dish 1.0", lambda d: _first(d, "choose").update(dish=1.0)),
    ("baohuang", "a guess that is a number", lambda d: d.update(guesses={"0": {"1": 5}})),
    ("baohuang", "a guess for seat 9", lambda d: d.update(guesses={"0": {"9": "guard"}})),
    ("baohuang", "guesses in a list", lambda d: d.update(guesses={"0": ["guard"]})),
    ("baohuang", "a guess by viewer x", lambda d: d.update(guesses={"x": {"1": "guard"}})),
    # Bao Huang deals from seat (first + i) % 5: first seat 7 deals as seat 2 does.
    ("baohuang", "first seat + 5", lambda d: d["state"].update(first=d["state"]["first"] + 5)),
    ("baohuang", "first seat -1", lambda d: d["state"].update(first=-1)),
    ("baohuang", "first seat true", lambda d: d["state"].update(first=True)),
]


@pytest.mark.parametrize(("key", "name", "damage"), NAMED,
                         ids=[f"{key}-{name}" for key, name, _ in NAMED])
def test_a_save_damaged_as_the_issue_names_is_set_aside(app, key, name, damage):
    game = GAMES[key]
    data = real_save(app, game)
    damage(data)
    assert_set_aside(data, game)


@pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
def test_a_stray_phase_in_a_save_is_ignored(app, game):
    """Saves hold no phase (the seed, the variant, the actions): one written into the
    file is never read, and Resume opens a table that plays on from the saved moves."""
    data = real_save(app, game)
    data["state"]["phase"] = "teatime"
    save_path(game.key).write_text(json.dumps(data), encoding="utf-8")
    again = fresh_app()
    drive(again, 3)
    assert again.top.message == ""
    resume = next(w for w in again.top.widgets if getattr(w, "key", "") == "resume")
    click(again, again.view.pt(*resume.rect.center))
    drive(again, 30)
    scene = again.top
    ctl = getattr(scene, "controller", None) or scene.ctl
    assert getattr(ctl.state, "phase", None) != "teatime"  # a state need have no phase
    saved = data["state"]["actions"]
    assert ctl.state.to_json()["actions"][:len(saved)] == saved


@pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
def test_every_part_a_game_keeps_beside_its_state_is_checked(app, game):
    """A match, a hand record, private notes: garbage in any of them is refused."""
    data = real_save(app, game)
    for part in sorted(set(data) - ENVELOPE):
        for garbage in ("x", None, [1], {"a": [1]}):
            damaged = copy.deepcopy(data)
            damaged[part] = garbage
            assert_set_aside(damaged, game)


def assert_set_aside(data: dict, game) -> None:
    path = save_path(game.key)
    path.write_text(json.dumps(data), encoding="utf-8")  # NaN is written as NaN

    again = fresh_app()
    drive(again, 3)
    title = again.top
    assert game_name(game) in title.message, title.message
    assert not path.exists() and path.with_name(path.name + ".bad").exists()
    assert not any(getattr(w, "key", "") == "resume" for w in title.widgets)
    new = next(w for w in title.widgets if getattr(w, "key", "") == "new")
    click(again, again.view.pt(*new.rect.center))
    drive(again, 2)
    assert type(again.top).__name__ == "BrowserScene"
    path.with_name(path.name + ".bad").unlink()


@pytest.mark.parametrize("game", list(GAMES.values()), ids=list(GAMES))
def test_an_undamaged_save_still_offers_resume(app, game):
    data = real_save(app, game)
    save_path(game.key).write_text(json.dumps(data), encoding="utf-8")
    again = fresh_app()
    drive(again, 3)
    assert any(getattr(w, "key", "") == "resume" for w in again.top.widgets)
