"""The story of a finished game, night by night and day by day, secrets and all: the
results sheet's Recap (`recap_scene.py` draws it).

It is read from the game's full record, not from any seat's view: the actions are
replayed from the seed, so every private part comes back (whom the wolves bit, the
Seer's looks and what she saw, the Witch's potions, the lovers, the Thief's swap, a
secret ballot's votes). Only a game that is over may be told this way.

A line is data (a string key, its parameters, an icon, a tone); the scene puts it in
words when it draws, so a language switch rewords it. Seats stay seat numbers here
(`Seat`, `Seats`) and roles role keys (`Role`) until then.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.protocol import Action, Event
from game.games.werewolf.actions import (
    NOBODY,
    Bite,
    Brew,
    Couple,
    Elect,
    Inspect,
    Peek,
    Say,
    Take,
    Vote,
)
from game.games.werewolf.model import WerewolfState
from game.games.werewolf.roles import CUPID, LITTLE_GIRL, SEER, THIEF, WITCH, WOLF

# How a line reads: a night's hidden act, a death, a lie told by day, or plain news.
SECRET, DEATH, LIE, PLAIN, HEADLINE = "secret", "death", "lie", "plain", "headline"


@dataclass(frozen=True)
class Seat:
    seat: int


@dataclass(frozen=True)
class Seats:
    seats: tuple[int, ...]


@dataclass(frozen=True)
class Role:
    role: str


@dataclass(frozen=True)
class Line:
    key: str  # the template (strings.py)
    params: dict[str, Any]  # Seat, Seats, Role, or plain text and numbers
    icon: str = ""  # a role's portrait, "dead:<role>", "vote", "captain" or ""
    tone: str = PLAIN
    detail: tuple[tuple[int, int], ...] = ()  # who chose whom, under the line (votes, bites)
    tally: dict[int, int] | None = None  # a vote's count per seat (the Captain's counts 2)


@dataclass
class Chapter:
    kind: str  # "eve" (before night 1), "night", "day", "end"
    n: int
    lines: list[Line] = field(default_factory=list)


@dataclass
class Story:
    dealt: list[str]  # the role each seat was dealt
    roles: list[str]  # the role each seat ended with (the Thief may have swapped)
    lovers: list[int]
    winners: list[int]
    alive: list[bool]  # who lived to the end
    side: str
    how: str
    chapters: list[Chapter]


def story(state: WerewolfState) -> Story:
    """The whole game told from its record. `state` must be over."""
    if not state.is_terminal():
        raise ValueError("a game is told only once it is over")
    world = WerewolfState.new(state.log.seed, state.log.variant)
    teller = _Teller(world)
    dealt = world.roles()
    teller.events(world.opening_events())
    for action in state.log.actions:
        teller.act(action)
        teller.events(world.apply(action))
    result = world.result or {}
    chapters = [c for c in teller.chapters if c.lines]
    return Story(dealt, world.roles(), list(result.get("lovers", [])),
                 list(result.get("winners", [])), list(world.alive),
                 result.get("side", "nobody"),
                 result.get("how", ""), chapters)


class _Teller:
    """Follows the replay event by event and writes the chapters."""

    def __init__(self, world: WerewolfState) -> None:
        self.world = world
        self.chapters = [Chapter("eve", 0)]
        self.lap_acts: list[tuple[str, Action]] = []  # (role, action) of the current lap
        self.ballots: dict[int, int] = {}  # the current vote's choices (secret or not)
        self.victim: int | None = None  # tonight's victim, once the wolves have chosen
        self.poisoned: int | None = None
        self.healed = False
        self.shooter: int | None = None
        self.seen: dict[int, str] = {}  # what the Seer saw, by seer seat, this lap

    @property
    def lines(self) -> list[Line]:
        return self.chapters[-1].lines

    def act(self, action: Action) -> None:
        """An action about to be applied: the night's and the votes' are kept for their
        step's end; a claim is told at once (with whether it was true)."""
        w = self.world
        if w.phase == "night":
            self.lap_acts.append((w.role(action.seat), action))
        elif isinstance(action, Elect | Vote):
            self.ballots[action.seat] = action.target
        elif isinstance(action, Say) and action.what == "claim":
            true = w.role(action.seat) == action.role
            self.lines.append(Line("ww_recap_claim_true" if true else "ww_recap_claim_lie",
                                   {"name": Seat(action.seat), "role": Role(action.role)},
                                   w.role(action.seat), PLAIN if true else LIE))

    def events(self, events: list[Event]) -> None:
        for ev in events:
            getattr(self, f"on_{ev.kind}", lambda e: None)(ev)

    # -- the night --------------------------------------------------------------------
    def on_night(self, ev: Event) -> None:
        self.chapters.append(Chapter("night", ev.data["night"]))
        self.victim = self.poisoned = None
        self.healed = False

    def on_lap_over(self, ev: Event) -> None:
        """The lap's secret acts, in the rules' order (the Thief, Cupid, the Seer, the
        wolves, the Little Girl, the Witch) whatever order the seats chose in."""
        told = ev.private
        acts, self.lap_acts = self.lap_acts, []
        for seat, part in told.items():
            if "victim" in part and self.world.role(seat) == WOLF:
                self.victim = part["victim"]
        by_kind: dict[type, list[tuple[str, Action]]] = {}
        for role, action in acts:
            by_kind.setdefault(type(action), []).append((role, action))
        for _, take in by_kind.get(Take, []):
            assert isinstance(take, Take)
            if take.card == NOBODY:
                self.lines.append(Line("ww_recap_keep", {"name": Seat(take.seat)}, THIEF,
                                       SECRET))
            else:
                self.lines.append(Line("ww_recap_take", {"name": Seat(take.seat),
                                                         "role": Role(told[take.seat]["took"])},
                                       THIEF, SECRET))
        for _, couple in by_kind.get(Couple, []):
            assert isinstance(couple, Couple)
            self.lines.append(Line("ww_recap_couple", {
                "name": Seat(couple.seat), "names": Seats((couple.first, couple.second))},
                CUPID, SECRET))
        for _, look in by_kind.get(Inspect, []):
            assert isinstance(look, Inspect)
            self.lines.append(Line("ww_recap_inspect", {
                "name": Seat(look.seat), "target": Seat(look.target),
                "role": Role(self.seen[look.seat])}, SEER, SECRET))
        bites = [a for _, a in by_kind.get(Bite, []) if isinstance(a, Bite)]
        if bites:
            self.tell_bites(bites)
        for _, peek in by_kind.get(Peek, []):
            assert isinstance(peek, Peek)
            self.tell_peek(peek, told.get(peek.seat, {}))
        for _, brew in by_kind.get(Brew, []):
            assert isinstance(brew, Brew)
            self.tell_brew(brew)

    def on_chose(self, ev: Event) -> None:
        for seat, part in ev.private.items():  # the Seer sees at once: keep what she saw
            if "seen" in part and seat == ev.seat:
                self.seen[seat] = part["seen"]

    def tell_bites(self, bites: list[Bite]) -> None:
        wolves = Seats(tuple(b.seat for b in bites))
        detail = tuple((b.seat, b.target) for b in bites)
        chosen = {b.target for b in bites}
        if chosen == {NOBODY}:
            self.lines.append(Line("ww_recap_starve", {"names": wolves}, WOLF, SECRET))
            return
        agreed = len(chosen) == 1
        if self.world.caught_now is not None and not agreed:
            # The girl caught took the victim's place: the pack's own pick is not kept.
            self.lines.append(Line("ww_recap_bite_votes", {"names": wolves}, WOLF, SECRET,
                                   detail))
            return
        victim = bites[0].target if agreed or self.victim is None else self.victim
        self.lines.append(Line("ww_recap_bite", {"names": wolves, "victim": Seat(victim)},
                               WOLF, SECRET, () if agreed else detail))

    def tell_peek(self, peek: Peek, part: dict) -> None:
        name = {"name": Seat(peek.seat)}
        if not peek.look:
            self.lines.append(Line("ww_recap_spy_sleep", name, LITTLE_GIRL, SECRET))
        elif "caught" in part:
            self.lines.append(Line("ww_recap_spy_caught", name, LITTLE_GIRL, SECRET))
        elif "saw" in part:
            self.lines.append(Line("ww_recap_spy_saw", {**name, "wolf": Seat(part["saw"])},
                                   LITTLE_GIRL, SECRET))
        else:  # no wolf left to see
            self.lines.append(Line("ww_recap_spy_nothing", name, LITTLE_GIRL, SECRET))

    def tell_brew(self, brew: Brew) -> None:
        name = Seat(brew.seat)
        self.healed = brew.heal
        if brew.heal and self.victim is not None:
            self.lines.append(Line("ww_recap_heal", {"name": name, "target": Seat(self.victim)},
                                   WITCH, SECRET))
        if brew.poison != NOBODY:
            self.poisoned = brew.poison
            self.lines.append(Line("ww_recap_poison", {"name": name,
                                                       "target": Seat(brew.poison)},
                                   WITCH, SECRET))
        if not brew.heal and brew.poison == NOBODY:
            self.lines.append(Line("ww_recap_no_potion", {"name": name}, WITCH, SECRET))

    # -- the day ------------------------------------------------------------------------
    def on_morning(self, ev: Event) -> None:
        self.chapters.append(Chapter("day", ev.data["day"]))
        if not ev.data["dead"]:
            self.lines.append(Line("ww_recap_quiet_night", {}, "", PLAIN))

    def on_death(self, ev: Event) -> None:
        seat, role, cause = ev.seat, ev.data["role"], ev.data["cause"]
        params: dict[str, Any] = {"target": Seat(seat), "role": Role(role)}
        key = {"vote": "ww_recap_eliminated", "grief": "ww_recap_grief",
               "shot": "ww_recap_shot"}.get(cause, "ww_recap_devoured")
        if cause == "night" and seat == self.poisoned and (seat != self.victim or self.healed):
            key = "ww_recap_poisoned"
        if cause == "grief":
            partner = next(s for s in self.world.lovers or () if s != seat)
            params = {"name": Seat(seat), "role": Role(role), "partner": Seat(partner)}
        if cause == "shot" and self.shooter is not None:
            params["name"] = Seat(self.shooter)
        self.lines.append(Line(key, params, f"dead:{role}", DEATH))

    def on_shot(self, ev: Event) -> None:
        self.shooter = ev.seat

    def on_ballot(self, ev: Event) -> None:
        d = ev.data
        kind = "election" if d["kind"] == "election" else "vote"
        key = f"ww_recap_{kind}_again" if d.get("revote") else f"ww_recap_{kind}"
        ballots, self.ballots = self.ballots, {}
        self.lines.append(Line(key, {}, "vote", PLAIN, tuple(sorted(ballots.items())),
                               {int(s): n for s, n in d["tally"].items()}))

    def on_vote(self, ev: Event) -> None:
        if ev.data["among"]:
            self.lines.append(Line("ww_recap_tie", {"names": Seats(tuple(ev.data["among"]))},
                                   "vote"))

    on_election = on_vote

    def on_tiebreak_asked(self, ev: Event) -> None:
        self.lines.append(Line("ww_recap_tie_captain",
                               {"names": Seats(tuple(ev.data["among"]))}, "vote"))

    def on_tiebreak(self, ev: Event) -> None:
        self.lines.append(Line("ww_recap_decide", {"name": Seat(ev.seat),
                                                   "target": Seat(ev.data["target"])},
                               "captain"))

    def on_nobody_eliminated(self, ev: Event) -> None:
        self.lines.append(Line("ww_recap_nobody", {}, "vote"))

    def on_captain(self, ev: Event) -> None:
        if ev.data.get("by") is None:
            self.lines.append(Line("ww_recap_elected", {"name": Seat(ev.seat)}, "captain"))
        else:
            self.lines.append(Line("ww_recap_successor", {"name": Seat(ev.data["by"]),
                                                          "target": Seat(ev.seat)},
                                   "captain"))

    def on_over(self, ev: Event) -> None:
        side = ev.data.get("side", "nobody")
        key = "ww_say_starved" if ev.data.get("how") == "starved" else f"ww_say_win_{side}"
        self.chapters.append(Chapter("end", 0, [Line(key, {}, "", HEADLINE)]))

