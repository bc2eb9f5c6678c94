"""Screenshot scenes of the board (`python -m game --screenshot P --scene bk-mid`): the
first move, a game under way with a piece chosen and its ghost on the board, every
place it fits shown, the end with the scores, three players (the shared fourth colour)
and two on the small board. Positions come from seeded games the
normal computer players play, replayed on the table with the person at seat 0."""

from __future__ import annotations

from game.games.blokus.model import BlokusState
from game.games.blokus.pieces import orientations, size
from game.ui.kit.shots import replayed

SCENES = ("bk-start", "bk-mid", "bk-every", "bk-end", "bk-three", "bk-duo")
COSTLY_SCENES: tuple[str, ...] = ()
HUMAN = 0
# scene -> (variant, moves played before it, None: to the end); "three" is three players
# with the shared fourth colour, "duo" two on the small board
POSITIONS = {"start": ("4p", 0), "mid": ("4p", 24), "every": ("4p", 36), "end": ("4p", None),
             "three": ("3p", 26), "duo": ("2p-duo", 14)}


def playthrough(seed: int, variant: str, moves: int | None) -> list:
    from game.games.blokus.ai import make_agent

    state = BlokusState(seed, variant)
    agents = [make_agent("normal", seed * 5 + s) for s in range(state.players)]
    done: list = []
    while not state.is_terminal():
        if moves is not None and len(done) >= moves and state.to_act == HUMAN:
            break
        seat = state.to_act
        action = agents[seat].choose(state.observation(seat), state.legal_actions(seat))
        state.apply(action)
        done.append(action)
    return done


def shoot(app, scene: str):
    name = scene.removeprefix("bk-")
    seed, (variant, moves) = 3, POSITIONS[name]
    ctl = replayed(app, "blokus", BlokusState(seed, variant), HUMAN,
                   playthrough(seed, variant, moves))
    table = ctl.scene
    if name in ("mid", "every", "three", "duo") and ctl.legal():
        best = max(ctl.legal(), key=lambda a: (size(a.piece), -a.x - a.y))
        table.choose(best.piece)
        table.orient = best.orientation
        cells = orientations(best.piece)[best.orientation]
        w = max(x for x, _ in cells) + 1
        h = max(y for _, y in cells) + 1
        # the pointer over the cell that puts the ghost where the best placement lies
        table.hover = table.grid().cell_rect(best.x + (w - 1) // 2, best.y + (h - 1) // 2).center
        table.show_all = name == "every"
    if name == "end":
        ctl.show_results()
    return ctl
