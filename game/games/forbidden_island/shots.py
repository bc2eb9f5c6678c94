"""Screenshot scenes of the island (`python -m game --screenshot P --scene fi-start`):
the classic island at the first turn, a game well under way (tiles flooded and sunk,
the danger view on, the log open), a three-player game on another island, and the end;
and three moments caught mid-animation: two treasure cards flying from the deck into a
hand (fi-draw), "Waters Rise!" over the board with the meter rising (fi-rise), a tile
going under with its ripples (fi-sink). Positions come from seeded games the computer
teammates play, replayed through the table's controller (`tools/table_shots.py
forbidden_island OUT` writes them all)."""

from __future__ import annotations

from game.games.forbidden_island.ai import make_agent
from game.games.forbidden_island.model import IslandState
from game.ui.kit.shots import replayed

SCENES = ("fi-start", "fi-mid", "fi-bay3", "fi-end", "fi-draw", "fi-rise", "fi-sink")
COSTLY_SCENES: tuple[str, ...] = ()
HUMAN = 0

POSITIONS = {  # scene -> (variant, how many moves in: None to the end)
    "start": ("4p-normal-classic", 0),
    "mid": ("4p-normal-classic", 60),
    "bay3": ("3p-elite-bay", 40),
    "end": ("2p-novice-classic", None),
}


def playthrough(seed: int, variant: str, moves: int | None) -> list:
    state = IslandState.new(seed, variant)
    agents = [make_agent("normal", seed * 5 + s) for s in range(state.players)]
    done = []
    while not state.is_terminal() and (moves is None or len(done) < moves
                                       or state.to_act != HUMAN):
        seat = state.to_act
        action = agents[seat].choose(state.observation(seat), state.legal_actions(seat))
        state.apply(action)
        done.append(action)
    return done


# scene -> (the event kind caught, seconds into its animation at speed 1)
MOMENTS = {"draw": ("drew", 0.3), "rise": ("water_rises", 0.6), "sink": ("sank", 0.85)}


def shoot(app, scene: str) -> None:
    if scene.removeprefix("fi-") in MOMENTS:
        moment(app, scene)
    else:
        build(app, scene)


def until_event(seed: int, variant: str, kind: str) -> list:
    """The seeded game's actions up to and with the first whose events include `kind`."""
    state = IslandState.new(seed, variant)
    agents = [make_agent("normal", seed * 5 + s) for s in range(state.players)]
    done = []
    while not state.is_terminal():
        seat = state.to_act
        action = agents[seat].choose(state.observation(seat), state.legal_actions(seat))
        done.append(action)
        if any(ev.kind == kind for ev in state.apply(action)):
            return done
    raise AssertionError(f"no {kind} in seed {seed}")


def moment(app, scene: str):
    """The table caught in the middle of an event's animation."""

    kind, seconds = MOMENTS[scene.removeprefix("fi-")]
    variant, seed = "4p-normal-classic", 3
    actions = until_event(seed, variant, kind)
    ctl = replayed(app, "forbidden_island", IslandState.new(seed, variant), HUMAN, actions[:-1])
    ctl.apply(actions[-1])
    while ctl.showing is None or ctl.showing.kind != kind:  # on to the event caught
        ctl.wait = 0.0
        ctl.paced(1 / 60)
    ctl.scene.motion.update(seconds)
    return ctl


def build(app, scene: str):

    name = scene.removeprefix("fi-")
    variant, moves = POSITIONS[name]
    seed = 3
    ctl = replayed(app, "forbidden_island", IslandState.new(seed, variant), HUMAN,
                   playthrough(seed, variant, moves))
    if name == "mid":
        ctl.danger = True
        ctl.scene.history.open = True
    if name == "end":
        ctl.show_results()
    return ctl
