"""Screenshot scenes of the mine (`python -m game --screenshot P --scene sab-mid`): the
first turn of four dwarves, a game under way with a path card held (its cells lit), ten
dwarves and a big maze zoomed out, a map's peek, the roles turned up at a round's end,
the nugget cards to choose from, and the results. Positions come from seeded games the
normal computer players play, replayed through the table's controller with the person
at seat HUMAN (`tools/table_shots.py saboteur OUT` writes them all)."""

from __future__ import annotations

from collections.abc import Callable

from game.games.saboteur.model import SaboteurState
from game.ui.kit.shots import replayed

SCENES = ("sab-start", "sab-mid", "sab-big", "sab-peek", "sab-roles", "sab-pick", "sab-end")
COSTLY_SCENES: tuple[str, ...] = ()
HUMAN = 0

Stop = Callable[[SaboteurState, list, list], bool]  # (state, actions so far, last events)


def moves(n: int) -> Stop:
    return lambda state, done, _events: len(done) >= n and state.to_act == HUMAN


def event_of_human(kind: str) -> Stop:
    return lambda _state, _done, events: any(e.kind == kind and e.seat == HUMAN
                                              for e in events)


def human_picks(state: SaboteurState, _done: list, _events: list) -> bool:
    return state.phase == "pick" and state.picker == HUMAN


def big_maze(state: SaboteurState, _done: list, _events: list) -> bool:
    return len(state.maze) >= 26 and state.phase == "turn" and state.to_act == HUMAN


def round_won(_state: SaboteurState, _done: list, events: list) -> bool:
    return any(e.kind == "round_won" for e in events)


# scene -> (variant, seed, when to stop, seconds into the last event's animation or None)
POSITIONS: dict[str, tuple[str, int, Stop | None, tuple[str, float] | None]] = {
    "start": ("4p", 3, moves(0), None),
    "mid": ("4p", 3, moves(14), None),
    "big": ("10p", 1, big_maze, None),
    "peek": ("5p", 1, event_of_human("mapped"), ("mapped", 0.9)),
    "roles": ("5p", 2, round_won, ("round_won", 1.6)),
    "pick": ("6p", 4, human_picks, None),
    "end": ("4p", 3, None, None),
}


def playthrough(seed: int, variant: str, stop: Stop | None) -> list:
    """The seeded game's actions, every seat played by the normal computer player, up to
    the first state `stop` takes (None: to the end)."""
    from game.games.saboteur.ai import make_agent

    state = SaboteurState(seed, variant)
    agents = [make_agent("normal", seed * 7 + s) for s in range(state.players)]
    done: list = []
    events: list = []
    while not state.is_terminal():
        if stop is not None and stop(state, done, events):
            return done
        seat = state.to_act
        action = agents[seat].choose(state.observation(seat), state.legal_actions(seat))
        events = state.apply(action)
        done.append(action)
    if stop is not None and not stop(state, done, events):
        raise AssertionError(f"seed {seed} never reached the scene's moment")
    return done


def shoot(app, scene: str):
    name = scene.removeprefix("sab-")
    variant, seed, stop, moment = POSITIONS[name]
    actions = playthrough(seed, variant, stop)
    if moment is None:
        ctl = replayed(app, "saboteur", SaboteurState(seed, variant), HUMAN, actions)
    else:
        kind, seconds = moment
        ctl = replayed(app, "saboteur", SaboteurState(seed, variant), HUMAN, actions[:-1])
        ctl.apply(actions[-1])
        while ctl.showing is None or ctl.showing.kind != kind:  # on to the event caught
            ctl.wait = 0.0
            ctl.paced(1 / 60)
        ctl.scene.motion.update(seconds)
    if name == "mid":
        hand = ctl.board()["hand"]
        paths = [c for c in hand if ctl.scene.is_path(c) and ctl.scene.lit_cells(c)]
        if paths:
            ctl.scene.take_up(paths[0])
    if name == "end":
        ctl.show_results()
    return ctl
