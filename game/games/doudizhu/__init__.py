"""Dou Di Zhu 斗地主: three players, one landlord against two farmers."""

from game.games.doudizhu.model import VARIANTS, DdzState
from game.games.registry import GameInfo, register

INFO = register(GameInfo(
    key="doudizhu", name_en="Dou Di Zhu", name_zh="斗地主", seats=(3,),
    level="doudizhu.tmx", variants=VARIANTS, new_state=DdzState.new,
    state_from_json=DdzState.from_json, controller="game.games.doudizhu.controller",
))
