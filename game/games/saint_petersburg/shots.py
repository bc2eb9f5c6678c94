"""Screenshot scenes of the Saint Petersburg table (`python -m game --screenshot P --scene
sp-buy`): the first Worker phase, a Building phase some rounds in with a card picked, the
Observatory's drawn card, the Pub, two players, and the end. Positions come from seeded
games the normal computer players play, replayed on the table with the person at
seat 0."""

from __future__ import annotations

from game.games.saint_petersburg.model import SaintPetersburgState
from game.ui.kit.shots import replayed

HUMAN = 0
# scene -> (variant, seed, the step and phase the person is to act in (None: any), the
# round from which on; None: to the end)
POSITIONS = {"start": ("4p", 4, ("actions", "worker"), 1),
             "buy": ("4p", 4, ("actions", "building"), 3),
             "drawn": ("3p", 0, ("observed", None), 1), "pub": ("4p", 0, ("pub_points", None), 1),
             "two": ("2p", 4, ("actions", "aristocrat"), 4), "end": ("4p", 4, None, None)}
SCENES = tuple(f"sp-{name}" for name in POSITIONS)
COSTLY_SCENES: tuple[str, ...] = ()


def playthrough(seed: int, variant: str, step: tuple | None, rounds: int | None) -> list:
    """The actions of a seeded game up to the person's first decision at `step` (and
    phase) from round `rounds` on, or to its end. The person (seat 0) plays normal too,
    except that it uses every Observatory and keeps its Pub rubles for the picture."""
    from game.games.saint_petersburg.ai import make_agent

    state = SaintPetersburgState(seed, variant)
    agents = [make_agent("normal", seed * 5 + s) for s in range(state.players)]
    done: list = []
    while not state.is_terminal():
        seat = state.asking[0] if state.step == "pub_points" else state.turn
        legal = state.legal_actions(seat)
        if step is not None and seat == HUMAN and state.round >= rounds \
                and state.step == step[0] and step[1] in (None, state.phase):
            break
        observe = [a for a in legal if a.kind == "observe"]
        if seat == HUMAN and observe and step is not None and step[0] == "observed":
            action = observe[0]
        else:
            action = agents[seat].choose(state.observation(seat), legal)
        state.apply(action)
        done.append(action)
    return done


def shoot(app, scene: str):
    name = scene.removeprefix("sp-")
    variant, seed, step, rounds = POSITIONS[name]
    actions = playthrough(seed, variant, step, rounds)
    ctl = replayed(app, "saint_petersburg", SaintPetersburgState(seed, variant), HUMAN, actions)
    if name == "buy" and ctl.scene is not None:
        board = ctl.board()
        row = board["upper"] or board["lower"]
        if row:
            ctl.scene.pick = ("upper" if board["upper"] else "lower", row[0])
            ctl.scene.hover = None
    if name == "end":
        ctl.show_results()
    return ctl
