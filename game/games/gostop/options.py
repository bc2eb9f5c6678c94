"""Which Go-Stop rules a hand is played by: the variant string and the options of rules
sheet §9, at the sheet's defaults.

A variant is the player count, then the options that differ from the defaults, joined
by "+": "2p", "3p", "2p+t5+bonus", "3p+nomeong+ppuk10". Each suffix sets one field
(`SUFFIXES`), so the string and the options are the same data read two ways; the name
is canonical (suffixes in table order, a target equal to the player count's default
left out), so a save's variant reads back to the same state.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

from game.games.gostop.settlement import Rules

PLAYER_COUNTS: dict[str, int] = {"2p": 2, "3p": 3}
DEFAULT_TARGET: dict[int, int] = {2: 7, 3: 3}  # §7: 7 with 2 players, 3 with 3
FIRST_PPUK_POINTS = 7  # §4 [V]: the online bonus for a ppuk on one's first turn
FOUR_TABLE_POINTS = 10  # §2 [V]: the online instant win for four of a month on the table

# Suffix -> (field, value). Targets 3/5/7, bonus cards, pi-bak threshold 7 and the
# no-junk exemption, meong-bak off, three-ppuk points 7/10 (default: the target, as the
# "Instant wins" clarification pays it), chongtong instant win off, nagari doubling off,
# a ppuk on one's first turn paid 7 by each opponent, four of a month on the table won
# at once by the dealer instead of dealt again.
SUFFIXES: dict[str, tuple[str, Any]] = {
    "t3": ("target", 3), "t5": ("target", 5), "t7": ("target", 7),
    "bonus": ("bonus", True),
    "pibak7": ("pi_bak_max", 7), "pibak0": ("pi_bak_zero_exempt", True),
    "nomeong": ("meong_bak", False),
    "ppuk7": ("three_ppuk_points", 7), "ppuk10": ("three_ppuk_points", 10),
    "nochongtong": ("chongtong", False),
    "nonagari": ("nagari_doubling", False),
    "firstppuk": ("first_ppuk_points", FIRST_PPUK_POINTS),
    "fourwin": ("four_table_win", True),
}


@dataclass(frozen=True, slots=True)
class Options:
    """One hand's rules. `target` None means the player count's default."""

    players: int = 2
    target: int | None = None
    bonus: bool = False  # the bonus cards J2 / J3 (§1, §9: off unless chosen)
    pi_bak_max: int = 5
    pi_bak_zero_exempt: bool = False
    meong_bak: bool = True  # clarification: on by default
    three_ppuk_points: int | None = None  # None: the target's points
    chongtong: bool = True  # four of a month in hand may win at once
    nagari_doubling: bool = True
    first_ppuk_points: int = 0  # each opponent pays this for a ppuk on one's first turn
    four_table_win: bool = False  # four of a month on the table: the dealer wins, no redeal

    @property
    def goal(self) -> int:
        """The points at which Go or Stop is asked."""
        return DEFAULT_TARGET[self.players] if self.target is None else self.target

    @property
    def rules(self) -> Rules:
        """The settlement's rules for a Stop or a chongtong win."""
        goal = self.goal
        return Rules(target_two=goal if self.players == 2 else DEFAULT_TARGET[2],
                     target_three=goal if self.players == 3 else DEFAULT_TARGET[3],
                     pi_bak_max=self.pi_bak_max, pi_bak_zero_exempt=self.pi_bak_zero_exempt,
                     meong_bak=self.meong_bak, nagari_doubling=self.nagari_doubling)

    @property
    def four_table_rules(self) -> Rules:
        """The settlement's rules for the dealer's win by four of a month on the table."""
        return replace(self.rules, instant_points=FOUR_TABLE_POINTS)

    @property
    def ppuk_rules(self) -> Rules:
        """The settlement's rules for a three-ppuk win (its own points option)."""
        return replace(self.rules, instant_points=self.three_ppuk_points)

    @property
    def name(self) -> str:
        head = next(k for k, n in PLAYER_COUNTS.items() if n == self.players)
        return "+".join([head] + [s for s, (f, v) in SUFFIXES.items()
                                  if getattr(self, f) == v and getattr(self, f) is not None])

    @classmethod
    def parse(cls, variant: str) -> Options:
        """The options a variant names; ValueError for one that is not ours."""
        if not isinstance(variant, str):
            raise ValueError(f"a Go-Stop variant is a string, not {variant!r:.20}")
        head, *suffixes = variant.split("+")
        if head not in PLAYER_COUNTS or any(s not in SUFFIXES for s in suffixes):
            raise ValueError(f"unknown Go-Stop variant {variant!r:.40}")
        chosen = [SUFFIXES[s] for s in suffixes]
        if len({f for f, _ in chosen}) != len(chosen):
            raise ValueError(f"Go-Stop variant {variant!r:.40} sets an option twice")
        players = PLAYER_COUNTS[head]
        values = dict(chosen)
        if values.get("target") == DEFAULT_TARGET[players]:
            values["target"] = None
        return cls(players, **values)


FIELDS = tuple(f.name for f in fields(Options) if f.name != "players")
# The variants a deal code can name (a code carries at most 16): both player counts,
# with and without the bonus cards. Any other option set parses all the same.
VARIANTS: tuple[str, ...] = ("2p", "3p", "2p+bonus", "3p+bonus")


def variant_for(choices: Mapping[str, Any], players: int) -> str:
    """The variant of the set-up page's choices (option fields by name) for `players`."""
    return Options(players, **{k: v for k, v in choices.items() if k in FIELDS}).name
