"""Guan Dan 掼蛋: four players in two partnerships, two packs, levels and wild cards."""

from game.games.guandan.model import GdState
from game.games.guandan.ruleset import VARIANTS
from game.games.guandan.tribute import SEATS
from game.games.registry import GameInfo, register

INFO = register(GameInfo(
    key="guandan", name_en="Guan Dan", name_zh="掼蛋", seats=(SEATS,),
    level="guandan.tmx", variants=VARIANTS, new_state=GdState.new,
    state_from_json=GdState.from_json, controller="game.games.guandan.controller",
))
