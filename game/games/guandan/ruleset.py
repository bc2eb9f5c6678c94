"""Which Guan Dan rules a match is played by: the sheet's choices and its variants.

The standard game follows the sheet's choices: the 3rd-place loser pays when the
winners came 1st and 4th (§6 ⚠), a returned card is 10 or lower (§6 [A]), no limit
on tries at A (§7). Each [V] variant is an option; a variant name is "std" plus the
options that are on ("std+return_any"). Eight combinations, so one fits a deal code.
"""

from __future__ import annotations

from dataclasses import dataclass

OPTIONS = ("last_pays_first", "return_any", "three_strikes")


@dataclass(frozen=True)
class Ruleset:
    last_pays_first: bool = False  # §6 [V]: 1st+4th → the last player (a partner!) pays
    return_any: bool = False  # §6 [V]: any card may be returned
    three_strikes: bool = False  # §7 [V]: three failed hands at A drop a team to 2

    @property
    def name(self) -> str:
        return "+".join(["std"] + [o for o in OPTIONS if getattr(self, o)])

    @classmethod
    def parse(cls, name: str) -> Ruleset:
        mode, *options = name.split("+")
        if mode != "std" or any(o not in OPTIONS for o in options):
            raise ValueError(f"unknown Guan Dan variant {name!r}")
        return cls(**{o: True for o in options})


# Deal codes carry a variant as its index here: one bit per option.
VARIANTS: tuple[str, ...] = tuple(
    Ruleset(*(bool(i & (1 << b)) for b in range(len(OPTIONS)))).name for i in range(8))
