"""A la Carte: 2 to 4 chefs heat, season and flip their way to five dishes."""

from game.games.alacarte.model import SEATS, VARIANTS, AlcState
from game.games.registry import GameInfo, register

INFO = register(GameInfo(
    key="alacarte", name_en="A la Carte", name_zh="料理大厨", seats=SEATS,
    level="alacarte_4p.tmx", variants=VARIANTS, new_state=AlcState.new,
    state_from_json=AlcState.from_json, controller="game.games.alacarte.controller",
))
