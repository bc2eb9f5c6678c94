"""The table kit's choices (`game.ui.kit.choices`): what is lit is the next pick of every
legal action whose path starts with the picks so far; a path that ends where a longer
one goes on waits for the next pick, and is still there to be made on its own."""

from __future__ import annotations

from game.ui.kit.choices import Choices

LEGAL = ["move a", "move b", "shore a", "shore a+b", "shore c", "lift 2 from a to c", "end"]


def path_of(action: str):
    words = action.split()
    if words[0] == "move":
        return ("move", words[1])
    if words[0] == "shore":
        return ("shore", *words[1].split("+"))
    if words[0] == "lift":
        return ("card", words[3], words[1], words[5])
    return None  # a button of its own


def test_the_first_picks_are_every_path_start():
    assert Choices(LEGAL, path_of).starts() == {"move", "shore", "card"}


def test_the_next_picks_make_their_action_or_wait_for_more():
    choices = Choices(LEGAL, path_of)
    assert choices.following(("move",)) == {"a": "move a", "b": "move b"}
    # Shore a alone, or a then b: a waits for a second tile; c is made at once.
    assert choices.following(("shore",)) == {"a": None, "c": "shore c"}
    assert choices.following(("shore", "a")) == {"b": "shore a+b"}
    assert choices.made(("shore", "a")) == "shore a"
    assert choices.following(("card", "a", "2")) == {"c": "lift 2 from a to c"}


def test_nothing_is_lit_off_the_legal_paths():
    choices = Choices(LEGAL, path_of)
    assert choices.following(("move", "a")) == {}
    assert choices.following(("fly",)) == {}
    assert choices.made(("shore",)) is None
    assert "end" not in {a for _p, a in choices.paths}
