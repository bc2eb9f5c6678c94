"""Team levels, promotion and passing A: rules sheet §2 and §7.

Each team climbs 2 → A. A hand is played at the level of the team that won the
previous hand (the first hand at 2); after it, the team of the 1st-place player
gains 3, 2 or 1 levels as its partner came 2nd, 3rd or 4th. A team at A wins the
match only by winning a hand played at its own level with the partner 2nd or 3rd.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.games.guandan.rules import ACE, TWO
from game.games.guandan.tribute import partner, team

GAIN_BY_PARTNER_PLACE = {2: 3, 3: 2, 4: 1}
STRIKES = 3  # [V] failed hands at A before a team drops back to 2


@dataclass(frozen=True)
class HandSetup:
    """What a hand is dealt with: both teams' levels, whose level is played (None in
    the first hand) and the previous hand's finishing order (for tribute)."""

    levels: tuple[int, int] = (TWO, TWO)
    playing_team: int | None = None
    previous: tuple[int, ...] | None = None
    failures: tuple[int, int] = (0, 0)  # [V] three strikes: failed hands at A

    @property
    def level(self) -> int:
        """The level rank of this hand (§2)."""
        return self.levels[self.playing_team if self.playing_team is not None else 0]

    def to_json(self) -> dict:
        return {"levels": list(self.levels), "playing_team": self.playing_team,
                "previous": None if self.previous is None else list(self.previous),
                "failures": list(self.failures)}

    @classmethod
    def from_json(cls, data: dict) -> HandSetup:
        """The setup JSON names; ValueError if any part of it is not a real setup (a
        save may be damaged: levels 2..A, a team 0 or 1, a finishing order of the four
        seats, strikes below three)."""
        previous = data.get("previous")
        setup = cls(tuple(data["levels"]), data["playing_team"],
                    None if previous is None else tuple(previous),
                    tuple(data.get("failures", (0, 0))))
        levels_ok = len(setup.levels) == 2 and all(
            type(v) is int and TWO <= v <= ACE for v in setup.levels)
        team_ok = setup.playing_team in (None, 0, 1) and type(setup.playing_team) is not bool
        order_ok = setup.previous is None or sorted(setup.previous) == [0, 1, 2, 3] and all(
            type(s) is int for s in setup.previous)
        strikes_ok = len(setup.failures) == 2 and all(
            type(f) is int and 0 <= f < STRIKES for f in setup.failures)
        if not (levels_ok and team_ok and order_ok and strikes_ok):
            raise ValueError(f"not a Guan Dan hand setup: {data!r:.120}")
        return setup


@dataclass(frozen=True)
class Promotion:
    winners: int  # the team of the 1st-place player
    partner_place: int
    gain: int  # levels the hand is worth (0 for 1st+4th at the team's own A)
    levels: tuple[int, int]  # after the hand
    match_won: bool
    failures: tuple[int, int]
    dropped: bool = False  # [V] three strikes sent the playing team back to 2


def promote(setup: HandSetup, places: Sequence[int], three_strikes: bool = False) -> Promotion:
    """§7 after a hand: the winners' gain, passing A, and [V] three strikes."""
    first = places[0]
    winners = team(first)
    partner_place = list(places).index(partner(first)) + 1
    gain = GAIN_BY_PARTNER_PLACE[partner_place]
    levels = list(setup.levels)
    at_own_ace = setup.playing_team == winners and setup.levels[winners] == ACE
    match_won = at_own_ace and partner_place in (2, 3)
    if at_own_ace and not match_won:
        gain = 0  # 1st+4th at A: nothing; the next hand is again at A
    levels[winners] = min(ACE, levels[winners] + gain)
    failures = list(setup.failures)
    dropped = False
    playing = setup.playing_team
    if three_strikes and playing is not None and setup.levels[playing] == ACE and not match_won:
        failures[playing] += 1
        if failures[playing] >= STRIKES:
            levels[playing], failures[playing], dropped = TWO, 0, True
    return Promotion(winners, partner_place, gain, (levels[0], levels[1]), match_won,
                     (failures[0], failures[1]), dropped)


def next_setup(setup: HandSetup, places: Sequence[int], promotion: Promotion) -> HandSetup:
    """The next hand: played at the winners' level, tribute from this finishing order."""
    return HandSetup(promotion.levels, promotion.winners, tuple(places), promotion.failures)
