"""The end (rules sheet §6, C7): the most money wins; a tie goes to more influence cards in
hand, and is shared if that ties too."""

from __future__ import annotations

from collections.abc import Sequence


def winners(money: Sequence[int], hand_sizes: Sequence[int]) -> list[int]:
    best = max(zip(money, hand_sizes, strict=True))
    return [s for s, key in enumerate(zip(money, hand_sizes, strict=True)) if key == best]
