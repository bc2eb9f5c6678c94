"""Werewolf's story (the log) in words, from the declared events (events.py), in both
languages: a seat reads what a night's power told it and the public nothing; deaths,
shots, the Captain, the votes and the end read as the game master says them; the
stage's own calls (the night falling, the talk, the vote) stay out of the story and in
the narration."""

from __future__ import annotations

import pytest

from game.core.protocol import Event
from game.games import catalogue
from game.games.werewolf.events import EVENTS
from game.games.werewolf.words import narration
from game.ui import i18n
from game.ui.event_words import event_words
from game.ui.i18n import t

catalogue.load()


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def names(viewer: int | None):
    return lambda seat: t("you") if seat == viewer else t("computer_n", n=seat + 1)


def story(ev: Event, viewer: int | None) -> str:
    return event_words(EVENTS, ev.seen_by(viewer), names(viewer))


DEAL = Event("deal", None, {"players": 3, "deck": {"werewolf": 1}},
             {0: {"role": "seer"}, 1: {"role": "werewolf"}, 2: {"role": "villager"}})
LOOK = Event("chose", 0, {"phase": "night", "lap": "main"}, {0: {"target": 1, "seen": "werewolf"}})
LOVERS = Event("lap_over", None, {"lap": "first"}, {1: {"lovers": [1, 2]}, 2: {"lovers": [1, 2]}})


def test_a_seat_reads_what_it_was_told_and_the_public_nothing():
    assert story(DEAL, 0) == "You are the Seer"
    assert story(LOOK, 0) == "Computer 2 is the Werewolf."
    assert story(LOVERS, 1) == "The lovers: you and Computer 3."
    for ev, told in ((DEAL, {0, 1, 2}), (LOOK, {0}), (LOVERS, {1, 2})):
        for viewer in [None, 0, 1, 2]:
            assert bool(story(ev, viewer)) == (viewer in told), (ev.kind, viewer)
    i18n.set_language("zh")
    assert story(DEAL, 1) == "你的身份：狼人"
    assert story(LOOK, 0) == "电脑2是狼人。"


@pytest.mark.parametrize("lang, lines", [
    ("en", ["Computer 2 dies of grief. Computer 2 was the Hunter.",
            "The village eliminates you. You were the Seer.",
            "Computer 2 shoots Computer 3.", "You are the Captain.",
            "A tie between Computer 2 and Computer 3: the Captain decides.",
            "The village eliminates Computer 3.", "Still tied: nobody is eliminated today.",
            "Day 2. The village wakes to find Computer 2 dead.",
            "Computer 2 ×2, Computer 3 ×1 (Computer 2 → Computer 3; Computer 3 → Computer 2; "
            "Computer 4 → Computer 2)",
            "Computer 2: I accuse you!",
            "The werewolves chose no victim and starved: the village wins!"]),
    ("zh", ["电脑2殉情而死。 电脑2的身份是猎人。", "村民放逐了你。 你的身份是预言家。",
            "电脑2开枪带走了电脑3。", "你当选警长。", "电脑2和电脑3平票：由警长决定。",
            "村民放逐了电脑3。", "仍然平票：今天无人出局。", "第2天。天亮了，电脑2死了。",
            "电脑2 ×2, 电脑3 ×1 (电脑2→电脑3; 电脑3→电脑2; 电脑4→电脑2)", "电脑2：我指控你！",
            "狼人空刀饿死：村民获胜！"]),
])
def test_the_days_lines(lang, lines):
    i18n.set_language(lang)
    events = [
        Event("death", 1, {"role": "hunter", "cause": "grief"}),
        Event("death", 0, {"role": "seer", "cause": "vote"}),
        Event("shot", 1, {"target": 2}),
        Event("captain", 0, {"by": None}),
        Event("tiebreak_asked", 1, {"among": [1, 2]}),
        Event("tiebreak", 1, {"target": 2}),
        Event("nobody_eliminated", None),
        Event("morning", None, {"day": 2, "dead": [1]}),
        Event("ballot", None, {"kind": "vote", "day": 1, "revote": False,
                               "tally": {"2": 1, "1": 2}, "ballots": {"1": 2, "2": 1, "3": 1},
                               "tied": []}),
        Event("said", 1, {"what": "accuse", "target": 0, "role": ""}),
        Event("over", None, {"side": "village", "winners": [0], "how": "starved",
                             "roles": ["seer", "werewolf", "villager"], "lovers": []}),
    ]
    assert [story(ev, 0) for ev in events] == lines


def test_the_stage_calls_are_narrated_not_told_in_the_story():
    calls = [Event("night", None, {"night": 1}), Event("lap", None, {"lap": "main", "order": []}),
             Event("election", None, {"among": []}), Event("discussion", None, {"day": 1}),
             Event("vote", None, {"among": [0, 2]}), Event("done_talking", 1)]
    public = names(None)
    assert [story(ev, 0) for ev in calls] == [""] * len(calls)
    assert [narration(ev, public) for ev in calls] == [
        "Night 1 falls on the village. Everyone, close your eyes.",
        "The Seer and the werewolves wake; everyone takes a turn.", "Elect the Captain.",
        "The village talks.", "A tie between Computer 1 and Computer 3: vote again.", ""]
    # Everything else the game master says is the public story's line.
    death = Event("death", 1, {"role": "hunter", "cause": "night"})
    assert narration(death, public) == story(death, None) == "Computer 2 was the Hunter."


@pytest.mark.parametrize("variant", ["5p", "12p-W3V5S1H1R1C1G1T1"])
def test_every_event_of_a_random_game_is_declared_and_reads_for_every_seat(variant):
    """What tests/conformance/test_events.py checks of a declared game, until Werewolf
    is listed there: every event declared with its fields, each seat's story line whole,
    a told line for the seats told only."""
    from game.core.agents import RandomAgent
    from game.games.werewolf.model import WerewolfState

    state = WerewolfState.new(1, variant)
    agent = RandomAgent(1)
    events = state.opening_events()
    while not state.is_terminal():
        legal = state.legal_actions(state.to_act)
        events += state.apply(agent.choose(state.observation(state.to_act), legal))
    assert {"deal", "chose", "lap_over", "over"} <= {e.kind for e in events}
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        for ev in events:
            EVENTS.check(ev)
            for viewer in [None, *range(state.players)]:
                text = story(ev, viewer)
                assert "{" not in text, (ev.kind, text)
                if not ev.private.get(viewer) and ev.kind in ("deal", "chose", "lap_over"):
                    assert text == "", (ev.kind, viewer, text)
