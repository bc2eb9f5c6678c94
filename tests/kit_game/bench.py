"""High Card's bench: random playouts a second."""

import time

from game.core.agents import RandomAgent
from game.core.gamedef import Bench


def playouts(args) -> None:
    from tests.kit_game.model import HighCardState

    start, n = time.perf_counter(), 2000
    for seed in range(n):
        state, agent = HighCardState(seed, "3p"), RandomAgent(seed)
        while not state.is_terminal():
            state.apply(agent.choose({}, state.legal_actions(state.to_act)))
    print(f"kit-game-playouts games_per_s={n / (time.perf_counter() - start):.0f}")


BENCHES = (Bench("kit-game-playouts", "random 3-seat playouts a second", playouts),)
