"""Which Bao Huang rules a hand is played by (rules sheet §0, §8, §9).

A variant is a name such as "ls", "classic+hold6" or "ls+wh165+roast": the mode,
then the options that are on. Sixteen combinations, so a variant fits a deal code.
"""

from __future__ import annotations

from dataclasses import dataclass

MODES = ("ls", "classic")  # Lianzhong simple (the default) and Lianzhong classic
OPTIONS = ("wh165", "hold6", "roast")  # Weihai deck + its score table, 憋6, 烤牌


@dataclass(frozen=True)
class Ruleset:
    mode: str = "ls"
    wh165: bool = False
    hold6: bool = False
    roast: bool = False

    @property
    def deck(self) -> str:
        return "wh165" if self.wh165 else "ls168"

    @property
    def scoring(self) -> str:
        return "wh" if self.wh165 else "ls"

    @property
    def named_guard(self) -> bool:
        """Classic: the emperor names a card he holds three of; the fourth's holder
        is the guard. Simple: the marked small joker makes the guard."""
        return self.mode == "classic"

    @property
    def twos_attached(self) -> bool:
        """Simple mode: from the second abdication on, each decliner adds a 2."""
        return self.mode == "ls"

    @property
    def name(self) -> str:
        return "+".join([self.mode] + [o for o in OPTIONS if getattr(self, o)])

    @classmethod
    def parse(cls, name: str) -> Ruleset:
        mode, *options = name.split("+")
        if mode not in MODES or any(o not in OPTIONS for o in options):
            raise ValueError(f"unknown Bao Huang variant {name!r}")
        return cls(mode, **{o: True for o in options})


# Deal codes carry a variant as its index here: mode bit, then one bit per option.
VARIANTS: tuple[str, ...] = tuple(
    Ruleset(MODES[i & 1], bool(i & 2), bool(i & 4), bool(i & 8)).name for i in range(16))
