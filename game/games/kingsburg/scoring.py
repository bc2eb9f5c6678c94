"""The game's end (rules sheet §7, second pass): the Cathedral's point per 2 goods left
(the goods are not spent), most points wins; ties: most goods, then most buildings,
then shared."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.kingsburg.buildings import has_effect, param


def cathedral_bonus(province: Sequence[int], goods: int) -> int:
    if not has_effect(province, "cathedral"):
        return 0
    return goods // param("cathedral", "goods_a_vp")


def final_score(vp: int, province: Sequence[int], goods: int) -> int:
    return vp + cathedral_bonus(province, goods)


def winners(scores: Sequence[int], goods: Sequence[int], buildings: Sequence[int]) -> list[int]:
    keys = list(zip(scores, goods, buildings, strict=True))
    best = max(keys)
    return [s for s, key in enumerate(keys) if key == best]
