"""What buildings do at the start and the end of each productive season (rules sheet
§4a, §6.2, C4): the Merchants' Guild's gold and the white dice before the roll; the
Inn's "+2" token (end of Summer), the Embassy's point and the Town Hall's trade (a good
or a "+2" token for a point) after the build step. Effects that fire at a season's end
work in the season the building was built."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.games.kingsburg.buildings import has_effect, param
from game.games.kingsburg.goods import GOODS

PRODUCTIVE = ("spring", "summer", "autumn")
PLUS2_TOKEN = "plus2"  # the Town Hall paid with a "+2" token
DECLINE = ""  # the Town Hall not used


def guild_gold(province: Sequence[int]) -> int:
    return param("merchants_guild", "gold") if has_effect(province, "merchants_guild") else 0


def white_dice(province: Sequence[int], kings_aid: bool) -> int:
    """White dice he rolls this season: the Farms' and the King's aid (Spring only)."""
    farms = param("farms", "white_dice") if has_effect(province, "farms") else 0
    return farms + (1 if kings_aid else 0)


def season_end_gains(province: Sequence[int], season: str) -> dict[str, int]:
    """The Inn's "+2" token at the end of Summer and the Embassy's points."""
    plus2 = param("inn", "plus2") if has_effect(province, "inn") and \
        season == param("inn", "season") else 0
    vp = param("embassy", "vp") if has_effect(province, "embassy") else 0
    return {"plus2": plus2, "vp": vp}


def town_hall_options(province: Sequence[int], store: Mapping[str, int],
                      plus2: int) -> list[str]:
    """What he may pay the Town Hall for a point (DECLINE first); [] without one."""
    if not has_effect(province, "town_hall"):
        return []
    return [DECLINE] + [g for g in GOODS if store[g]] + ([PLUS2_TOKEN] if plus2 else [])
