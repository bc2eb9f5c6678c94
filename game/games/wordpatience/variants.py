"""The variants (rules sheet S5): "normal" (3 passes through the stock: 2 redeals) and
"learner" (unlimited redeals). Normal is the default. One seat in both.

`variant_name(mode)` builds a name, `options_of(name)` reads it, `accepts_variant` says
whether a name is one; `VARIANTS` lists both."""

from __future__ import annotations

from dataclasses import dataclass

NORMAL, LEARNER = "normal", "learner"
MODES = (NORMAL, LEARNER)
NORMAL_PASSES = 3  # S5: three passes through the stock in normal mode
DEFAULT = NORMAL


@dataclass(frozen=True, slots=True)
class Options:
    mode: str
    passes: int | None  # passes through the stock allowed; None: unlimited

    @property
    def unlimited(self) -> bool:
        return self.passes is None


def variant_name(mode: str = DEFAULT) -> str:
    if mode not in MODES:
        raise ValueError(f"not a solitaire mode: {mode!r}")
    return mode


def options_of(variant: str) -> Options:
    if variant not in MODES:
        raise ValueError(f"not a word-solitaire variant: {variant!r}")
    return Options(variant, None if variant == LEARNER else NORMAL_PASSES)


def accepts_variant(name: object) -> bool:
    return isinstance(name, str) and name in MODES


VARIANTS = MODES
