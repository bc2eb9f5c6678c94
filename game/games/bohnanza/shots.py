"""Screenshot scenes of the Bohnanza table (`python -m game --screenshot P --scene
bn-trade`): the first planting, the person trading with offers on the mat, the person
building an offer, cards to plant, seven players, and the end. Positions come from
seeded games the normal computer players play, replayed on the table with the person
at seat 0."""

from __future__ import annotations

from game.games.bohnanza.model import BohnanzaState
from game.ui.kit.shots import replayed

HUMAN = 0
# scene -> (variant, the phase the person is to act in, turns played before it; None:
# to the end)
POSITIONS = {"plant": ("4p", "plant", 0), "trade": ("4p", "trade", 6),
             "bid": ("4p", "bids", 8), "received": ("5p", "received", 10),
             "seven": ("7p-rio", "bids", 8), "end": ("4p", None, None)}
SCENES = tuple(f"bn-{name}" for name in POSITIONS)
COSTLY_SCENES: tuple[str, ...] = ()


def playthrough(seed: int, variant: str, phase: str | None, turns: int | None,
                with_bids: bool) -> list:
    """The actions of a seeded game up to the person's first decision in `phase` after
    `turns` turns (with open bids on the mat, if asked), or to its end."""
    from game.games.bohnanza.ai import make_agent

    state = BohnanzaState(seed, variant)
    agents = [make_agent("normal", seed * 5 + s) for s in range(state.players)]
    done: list = []
    started = 0
    while not state.is_terminal():
        seat = state.to_act
        if phase is not None and seat == HUMAN and state.phase == phase \
                and started >= turns and (state.bids or not with_bids):
            break
        action = agents[seat].choose(state.observation(seat), state.legal_actions(seat))
        before = state.active
        state.apply(action)
        started += state.active != before
        done.append(action)
    return done


def shoot(app, scene: str):
    name = scene.removeprefix("bn-")
    variant, phase, turns = POSITIONS[name]
    seed = 4
    actions = playthrough(seed, variant, phase, turns, with_bids=name == "trade")
    ctl = replayed(app, "bohnanza", BohnanzaState(seed, variant), HUMAN, actions)
    if name == "end":
        ctl.show_results()
    return ctl
