"""Screenshot scenes of the Kingsburg table (`python -m game --screenshot P --scene
kb-influence`): the person placing dice in the first Spring, building later, four
players in year III, a choice after the winter battle, and the end. Positions come from
seeded games the normal computer players play, replayed on the table with the person at
seat 0."""

from __future__ import annotations

from game.games.kingsburg.model import KingsburgState
from game.ui.kit.shots import replayed

HUMAN = 0
# scene -> (variant, seed, the step the person is to act in, the year from which on;
# None: to the end)
POSITIONS = {"influence": ("3p", 4, "influence", 1), "build": ("3p", 4, "build", 2),
             "four": ("4p", 5, "influence", 3), "winter": ("3p", 11, "winter", 4),
             "end": ("3p", 4, None, None)}
SCENES = tuple(f"kb-{name}" for name in POSITIONS)
COSTLY_SCENES: tuple[str, ...] = ()


def playthrough(seed: int, variant: str, step: str | None, year: int | None) -> list:
    from game.games.kingsburg.ai import make_agent

    state = KingsburgState(seed, variant)
    agents = [make_agent("normal", seed * 5 + s) for s in range(state.players)]
    done: list = []
    while not state.is_terminal():
        seat = state.to_act
        if step is not None and seat == HUMAN and state.year >= year and at(state, step):
            break
        action = agents[seat].choose(state.observation(seat), state.legal_actions(seat))
        state.apply(action)
        done.append(action)
    return done


def at(state: KingsburgState, step: str) -> bool:
    """The person is asked in `step` ("winter": a choice the battle asks of him)."""
    if step == "winter":
        return state.phase == "winter" and bool(state.asks)
    return state.step == step and not state.asks


def shoot(app, scene: str):
    name = scene.removeprefix("kb-")
    variant, seed, step, year = POSITIONS[name]
    actions = playthrough(seed, variant, step, year)
    ctl = replayed(app, "kingsburg", KingsburgState(seed, variant), HUMAN, actions)
    if name == "end":
        ctl.show_results()
    return ctl
