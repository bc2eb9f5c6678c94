"""Werewolf's words: what the game master says aloud (`narration`), statements as their
speakers say them, and the pieces the story's lines are made of (each event kind's line
is declared in `events.py`). An event is read as one seat sees it (`seen_by`), so a
private part only ever reaches its own seat's words."""

from __future__ import annotations

from collections.abc import Callable

from game.core.protocol import Event
from game.ui.i18n import name_list, t

Name = Callable[[int], str]


def role_name(role: str) -> str:
    return t(f"ww_role_{role}")


def names_of(seats: list[int], name_of: Name, opens: bool = True) -> str:
    """Seats' names as a list; `opens`: the list begins its sentence ("You and ..."),
    else the viewer reads "you" ("A tie between Player 2 and you")."""
    return name_list([name_of(s) for s in seats], opens)


def statement(what: str, target: int, role: str, name_of: Name,
              speaker: int | None = None) -> str:
    """A statement as its speaker says it: "I accuse Player 3!"."""
    if what == "claim":
        return t("ww_bubble_claim", role=role_name(role))
    if what == "not_wolf" and target == speaker:
        return t("ww_bubble_not_me")
    if what in ("wolf", "not_wolf"):  # the player named is the sentence's subject
        return t(f"ww_bubble_{what}", name=name_of(target))
    return t(f"ww_bubble_{what}", target=name_of(target))


def said(public: dict, index: int, name_of: Name, explains: Callable[[int], bool]) -> str:
    """Statement `index` of the record as its speaker said it; a speaker that
    `explains` (a computer: a person's words are only what the bar put on the record)
    with the reason the public record gave then (`reasons.py`): "I accuse Player 2!
    Player 2 voted with the wolves ×2."."""
    from game.games.werewolf.reasons import reason

    _, seat, what, target, role = public["statements"][index]
    words = statement(what, target, role, name_of, speaker=seat)
    if not explains(seat):
        return words
    before = dict(public, statements=public["statements"][:index])
    why = reason(before, seat, what, target, name_of)
    return t("ww_with_reason", words=words, reason=why) if why else words


def latest_statement(public: dict, seat: int, what: str, target: int, role: str) -> int:
    """The index of the latest such statement on the record (a "said" event's)."""
    return max(i for i, st in enumerate(public["statements"])
               if tuple(st[1:]) == (seat, what, target, role))


def narration(ev: Event, name_of: Name) -> str:
    """What the game master says aloud for this event ("" for nothing): the night, a
    lap, the election, the talk and the vote in his own words; anything else as the
    public story tells it."""
    from game.games.werewolf.events import EVENTS
    from game.ui.event_words import event_words

    d = ev.data
    if ev.kind == "night":
        return t("ww_say_night", n=d["night"])
    if ev.kind == "lap":
        return t(f"ww_say_lap_{d['lap']}")
    if ev.kind == "election":
        return t("ww_say_election")
    if ev.kind == "discussion":
        return t("ww_say_discussion")
    if ev.kind == "vote":
        if d["among"]:
            return t("ww_say_revote", names=names_of(d["among"], name_of, opens=False))
        return t("ww_say_vote")
    return event_words(EVENTS, ev, name_of)


def ballot_text(d: dict, name_of: Name) -> str:
    """"Votes: Player 3 ×4, Player 5 ×2" (who voted whom too, unless the ballot was
    secret)."""
    tally = sorted(((n, int(s)) for s, n in d["tally"].items()), reverse=True)
    # The line opens with the first name; after it the viewer reads "you"
    # ("Player 3 ×4, you ×2").
    counts = ", ".join(f"{name_list([name_of(s)], opens=i == 0)} ×{n}"
                       for i, (n, s) in enumerate(tally))
    if d.get("ballots"):
        who = "; ".join(t("ww_vote_line", name=name_of(int(v)), target=name_of(s))
                        for v, s in d["ballots"].items())
        return f"{counts} ({who})"
    return counts


def private_text(d: dict, name_of: Name) -> str:
    """What a night's powers told this seat ("" for everyone else): the Seer's look,
    the lovers, the Little Girl's peek, the Thief's new role, one line each."""
    lines = []
    if "seen" in d:
        lines.append(t("ww_seen", name=name_of(d["target"]), role=role_name(d["seen"])))
    if "lovers" in d:
        a, b = d["lovers"]
        lines.append(t("ww_lovers", name=name_of(a), partner=name_of(b)))
    if "caught" in d and "victim" not in d:
        lines.append(t("ww_girl_caught"))
    if "saw" in d:
        lines.append(t("ww_girl_saw", wolf=name_of(d["saw"])))
    if "took" in d:
        lines.append(t("ww_you_are", role=role_name(d["took"])))
    return " ".join(lines)
