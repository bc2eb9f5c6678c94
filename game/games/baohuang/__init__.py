"""Bao Huang 保皇: five players, four decks, an emperor and a hidden guard."""

from game.games.baohuang.model import SEATS, BhState
from game.games.baohuang.ruleset import VARIANTS
from game.games.registry import GameInfo, register

INFO = register(GameInfo(
    key="baohuang", name_en="Bao Huang", name_zh="保皇", seats=(SEATS,),
    level="baohuang.tmx", variants=VARIANTS, new_state=BhState.new,
    state_from_json=BhState.from_json, controller="game.games.baohuang.controller",
))
