"""Screenshot scenes of the I'm the Boss! table (`python -m game --screenshot P --scene
ib-turn`): the person's turn, the person's say as the Boss, a question put to the person,
a reaction window's ring, and the end. Positions come from seeded games the normal
computer players play, replayed on the table with the person at seat 0."""

from __future__ import annotations

from game.games.imtheboss.model import BossState
from game.ui.kit.shots import replayed

HUMAN = 0
# scene -> (variant, seed, what the person is asked: None to the end)
POSITIONS = {"turn": ("4p", 3, "turn"), "boss": ("4p", 3, "boss_say"),
             "question": ("4p", 5, "question"), "ring": ("4p", 3, "window"),
             "six": ("6p", 4, "say"), "end": ("4p", 3, None)}
SCENES = tuple(f"ib-{name}" for name in POSITIONS)
COSTLY_SCENES: tuple[str, ...] = ()


def at(state: BossState, what: str) -> bool:
    """The person is asked `what` now."""
    d = state.deal
    if what == "turn":
        return d is None and state.step == "turn"
    if d is None:
        return False
    if what == "question":
        return d.question is not None
    if what == "window":
        return d.window is not None and d.question is None
    if d.question is not None or d.window is not None or d.stage == "opening":
        return False
    return (d.boss == HUMAN) == (what == "boss_say")


def playthrough(seed: int, variant: str, what: str | None) -> list:
    from game.games.imtheboss.ai import make_agent

    state = BossState(seed, variant)
    agents = [make_agent("normal", seed * 5 + s) for s in range(state.players)]
    done: list = []
    while not state.is_terminal():
        seat = state.to_act
        if what is not None and seat == HUMAN and at(state, what):
            break
        action = agents[seat].choose(state.observation(seat), state.legal_actions(seat))
        state.apply(action)
        done.append(action)
    return done


def shoot(app, scene: str):
    name = scene.removeprefix("ib-")
    variant, seed, what = POSITIONS[name]
    actions = playthrough(seed, variant, what)
    ctl = replayed(app, "imtheboss", BossState(seed, variant), HUMAN, actions)
    if name == "end":
        ctl.show_results()
    if name == "ring":  # the window's ring part run, nobody has pressed yet
        ctl.window_key, ctl.window_left = ctl.state.deal.window, ctl.react * 0.6
        ctl.turn_shown = False
    return ctl
