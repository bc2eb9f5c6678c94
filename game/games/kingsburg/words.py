"""Kingsburg in words: advisors, buildings, enemies, goods counted ("2 gold, 1 stone"),
seasons and the reasons a choice is asked."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from game.games.kingsburg.advisors import ADVISORS
from game.games.kingsburg.enemies import PACK as ENEMIES
from game.games.kingsburg.enemies import enemy_of
from game.ui.i18n import t


def advisor_name(number: int) -> str:
    return t(f"kb_advisor_{ADVISORS[number].key}")


def building_name(key: str) -> str:
    return t(f"kb_building_{key}")


def enemy_words(code: str) -> str:
    """An enemy card: "Goblins (4)"."""
    enemy = enemy_of(ENEMIES.from_codes([code])[0])
    return t("kb_enemy_is", enemy=t(f"kb_enemy_{enemy.type}"), strength=enemy.strength)


def goods_words(goods: Mapping[str, int] | Sequence[str]) -> str:
    """Goods counted by kind: "2 gold, 1 stone"; "nothing"."""
    counts = Counter(goods) if not isinstance(goods, Mapping) else Counter(dict(goods))
    parts = [t("kb_n_goods", n=n, good=t(f"kb_good_{g}")) for g, n in counts.items() if n]
    return t("kb_list_sep").join(parts) if parts else t("kb_nothing")


def season_name(season: str) -> str:
    return t(f"kb_season_{season}")


def reward_words(number: int) -> str:
    """An advisor's reward in words: "1 wood + 1 gold or 1 stone", "pay 1 VP: 3 goods"."""
    adv = ADVISORS[number]
    parts = []
    if adv.pay_vp:
        parts.append(t("kb_pay_vp", n=adv.pay_vp))
    if adv.goods:
        parts.append(goods_words(adv.goods))
    if adv.options:
        parts.append(t("kb_or").join(goods_words(list(o)) for o in adv.options))
    if adv.any:
        parts.append(t("kb_any_goods", n=adv.any))
    if adv.exchange:
        parts.append(t("kb_exchange"))
    for key, n in (("soldiers", adv.soldiers), ("plus2", adv.plus2), ("vp", adv.vp)):
        if n:
            parts.append(t(f"kb_n_{key}", n=n))
    if adv.peek:
        parts.append(t("kb_peek_enemy"))
    return " + ".join(parts)
