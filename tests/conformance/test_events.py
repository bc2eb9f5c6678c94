"""Typed events (`game.core.events`): every event a catalogued game's model makes is
declared, with its fields; every declared kind has words in every language and a
motion; the words read for every seat's view of the events of random playouts; and an
event that is not declared is refused before a table shows it."""

from __future__ import annotations

import pytest

from game.core.agents import RandomAgent
from game.core.events import EventType, EventTypes, Silent, Still, Told, UndeclaredEvent
from game.core.protocol import Event
from game.ui import i18n
from game.ui.event_words import event_words
from game.ui.pacing import EventPacing
from tests.conformance.helpers import GAMES, choices, seats_of

# Games whose events are not declared yet (issue 30 moves them one by one onto typed
# events). The list may only shrink: a new game declares its events from the start.
NOT_YET_DECLARED: set[str] = set()
DECLARED = [g for g in GAMES.values() if g.events is not None]
each_declared = pytest.mark.parametrize("game", DECLARED, ids=[g.key for g in DECLARED])
SEEDS = 3


def test_only_the_listed_games_are_without_declared_events():
    assert {g.key for g in GAMES.values() if g.events is None} == NOT_YET_DECLARED


def playout_events(game, variant: str, seed: int) -> list[Event]:
    """Every event of one random playout, the opening's included."""
    state = game.new_state(seed, variant)
    agent = RandomAgent(seed)
    events = list(getattr(state, "opening_events", list)())
    while not state.is_terminal():
        legal = choices(game, state, agent.rng)
        events += state.apply(agent.choose(state.observation(state.to_act), legal))
    return events


@each_declared
def test_every_event_of_random_playouts_is_declared_with_its_fields(game):
    types: EventTypes = game.events.resolve()
    seen = set()
    for variant in game.variants:
        for seed in range(SEEDS):
            for ev in playout_events(game, variant, seed):
                types.check(ev)
                seen.add(ev.kind)
    assert seen, "the playouts made no events"


@each_declared
def test_every_declared_kind_has_words_in_every_language_and_a_motion(game):
    types: EventTypes = game.events.resolve()
    for et in types:
        assert et.motion, f"{et.kind}: no motion declared (Still(seconds) if nothing moves)"
        if isinstance(et.words, Silent):
            assert et.words.why, f"{et.kind}: a silent kind says why"
        elif isinstance(et.words, Told):
            assert et.words.why and et.private, f"{et.kind}: told words say why, and to whom"
            for lang in i18n.LANGUAGES if isinstance(et.words.words, str) else ():
                assert lang in i18n.STRINGS.get(et.words.words, {}), (
                    f"{et.kind}: its words {et.words.words!r} have no {lang} text")
        elif isinstance(et.words, str):
            for lang in i18n.LANGUAGES:
                assert lang in i18n.STRINGS.get(et.words, {}), (
                    f"{et.kind}: its words {et.words!r} have no {lang} text")
        else:
            assert callable(et.words), f"{et.kind}: words are a key, a function or Silent"


@each_declared
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_words_of_every_event_read_for_every_seat(game, lang):
    types: EventTypes = game.events.resolve()
    old = i18n.language()
    i18n.set_language(lang)
    try:
        variant = game.variants[0]
        state = game.new_state(0, variant)
        seats = seats_of(state)
        names = {s: f"Seat{s}" for s in range(seats)}
        for ev in playout_events(game, variant, 0):
            for viewer in [None, *range(seats)]:
                seen = ev.seen_by(viewer)
                text = event_words(types, seen, lambda s, v=viewer: (
                    i18n.t("you") if s == v else names[s]))
                et = types.get(ev.kind)
                if isinstance(et.words, Silent):
                    assert text == ""
                    continue
                if isinstance(et.words, Told):  # its own seats only: the public reads nothing
                    assert ev.private.get(viewer) or text == "", f"{ev.kind}: {text!r}"
                    assert "{" not in text, f"{ev.kind}: {text!r}"
                    continue
                assert text, f"{ev.kind}: no words"
                assert "{" not in text and text != et.words, f"{ev.kind}: {text!r}"
    finally:
        i18n.set_language(old)


def test_an_undeclared_event_or_field_is_refused():
    types = EventTypes([EventType("moved", "moved_words", Still(), public=("tile",),
                                  private=("secret",))])
    types.check(Event("moved", 0, {"tile": "a"}, {0: {"secret": 1}}))
    with pytest.raises(UndeclaredEvent, match="not declared"):
        types.check(Event("flew", 0, {"tile": "a"}))
    with pytest.raises(UndeclaredEvent, match="public"):
        types.check(Event("moved", 0, {"tile": "a", "card": "x"}))
    with pytest.raises(UndeclaredEvent, match="private"):
        types.check(Event("moved", 0, {"tile": "a"}, {1: {"card": "x"}}))


class Table(EventPacing):
    """Just enough of a controller for the pacing layer to cue events."""

    def __init__(self, types: EventTypes, events: list[Event]) -> None:
        from collections import deque
        from types import SimpleNamespace

        self.app = SimpleNamespace(settings=SimpleNamespace(fast_forward="off", speed_factor=1.0))
        self.scene = SimpleNamespace(busy=False)
        self.event_types = types
        self.pending = deque(events)
        self.wait, self.active = 0.0, True
        self.cued: list[str] = []

    def cue(self, ev: Event) -> None:
        self.cued.append(ev.kind)

    def fast_forward_allowed(self) -> bool:
        return False


@each_declared
def test_a_planted_undeclared_event_stops_at_the_pacing_layer(game):
    types: EventTypes = game.events.resolve()
    declared = next(iter(types))
    fine = Event(declared.kind, None, {})
    table = Table(types, [fine, Event("planted_nonsense", None, {})])
    table.paced(0.0)
    assert table.cued == [declared.kind]
    with pytest.raises(UndeclaredEvent):
        table.paced(0.0)
    assert table.cued == [declared.kind], "the undeclared event reached the table"


def test_the_hold_is_the_longest_step_with_its_delay_and_stagger():
    from game.core.events import Fly, Turn

    et = EventType("drew", "w", (Fly("cards", "deck", "hand:{seat}", seconds=0.5, stagger=0.2),
                                 Turn("cards", "up", 0.3, after=0.1)), public=("cards",))
    assert et.seconds(Event("drew", 0, {"cards": ["a", "b", "c"]})) == pytest.approx(0.9)
    assert et.seconds(Event("drew", 0, {"cards": ["a"]})) == pytest.approx(0.5)


def test_an_event_before_a_reshuffle_is_not_read_against_the_state_after_it():
    """A card shown in a discard and shuffled back into the deck in the same action was
    public when it was shown; a card shown after the reshuffle is still checked."""
    from types import SimpleNamespace

    from game.core.playout_check import InvariantBroken, check_events

    state = SimpleNamespace(pack=SimpleNamespace(codes=lambda ids: ids),
                            hidden_from=lambda seat: ["5H"])
    shown = Event("discard", 1, {"cards": ["5H"]})
    reshuffle = Event("reshuffle", None, {"count": 30})
    check_events(state, [shown, reshuffle], 1, "here", frozenset({"reshuffle"}))
    with pytest.raises(InvariantBroken, match="5H"):
        check_events(state, [shown, reshuffle], 1, "here")
    with pytest.raises(InvariantBroken, match="5H"):
        check_events(state, [reshuffle, shown], 1, "here", frozenset({"reshuffle"}))
