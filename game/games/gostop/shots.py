"""Screenshot scenes of the Go-Stop table (`python -m game --screenshot P --scene
gs-start2`): a Matgo hand at its first play, a person choosing which of two table cards
to take, a person asked Go or Stop and the big "Go! 고!" the table shows when he says it, a
three-player hand well under way with the log
open, the results of a finished hand, and a three-player pass-and-play hand asking the
person who just played to pass the device on. Positions come from seeded hands the
computer players play, replayed through the table's controller so the table and the
log show what a player saw (`tools/table_shots.py gostop OUT` writes them all).
"""

from __future__ import annotations

from collections.abc import Callable

from game.games.gostop.ai import make_agent
from game.games.gostop.model import GostopState

SCENES = ("gs-start2", "gs-take2", "gs-go2", "gs-call2", "gs-mid3", "gs-results2", "gs-pass3")
COSTLY_SCENES: tuple[str, ...] = ()
HUMAN = 0  # the person's seat in every scene


def playthrough(seed: int, variant: str, stop: Callable[[GostopState, int], bool]
                ) -> tuple[list, GostopState] | None:
    """Play a seeded hand with normal computers until `stop(state, moves)`; the actions
    and the state then (None if the hand ended first)."""
    state = GostopState.new(seed, variant, dealer=HUMAN)
    agents = [make_agent("normal", seed * 11 + s) for s in range(state.players)]
    done = []
    while not state.is_terminal():
        if stop(state, len(done)):
            return done, state
        seat = state.to_act
        action = agents[seat].choose(state.observation(seat), state.legal_actions(seat))
        state.apply(action)
        done.append(action)
    return (done, state) if stop(state, len(done)) else None


def person_in(phase: str, after: int = 0) -> Callable[[GostopState, int], bool]:
    def stop(state: GostopState, moves: int) -> bool:
        return moves >= after and state.to_act == HUMAN and state.phase == phase
    return stop


def over(state: GostopState, moves: int) -> bool:
    return state.is_terminal() and state.result["winner"] is not None


def find(variant: str, stop, seeds=range(1, 400)) -> tuple[int, list]:
    for seed in seeds:
        found = playthrough(seed, variant, stop)
        if found is not None:
            return seed, found[0]
    raise RuntimeError("no position found")


POSITIONS = {  # scene -> (variant, what to stop at)
    "start2": ("2p", person_in("play")),
    "take2": ("2p", person_in("take")),
    "go2": ("2p", person_in("go_stop")),
    "call2": ("2p", person_in("go_stop")),
    "mid3": ("3p", person_in("play", after=9)),
    "pass3": ("3p", person_in("play", after=9)),
    "results2": ("2p", over),
}


def shoot(app, scene: str) -> None:
    """Set up a screenshot scene (GameDef.shoot)."""
    build(app, scene)


def build(app, scene: str):
    """Push the table for `scene` and bring it to the position; returns the controller."""
    from game.games.gostop.controller import GsController
    from game.games.gostop.table import GsTableScene

    name = scene.removeprefix("gs-")
    variant, stop = POSITIONS[name]
    seed, actions = find(variant, stop)
    players = GostopState.new(seed, variant).players
    seats = [{"kind": "human" if s == HUMAN else "computer", "level": "normal"}
             for s in range(players)]
    ctl = GsController(app, seats, variant, GostopState.new(seed, variant, dealer=HUMAN),
                       threads=False)
    ctl.fresh = True
    app.push(GsTableScene(app, ctl))
    for action in actions:  # the person's and the computers' moves, through the table
        settle(app, ctl)
        ctl.apply(action)
    settle(app, ctl)
    sc = app.top
    if name == "start2":
        sc.hover = next(iter(r.center for c, r in sc.hand_cards()
                             if c in ctl.matching()), None)
    if name == "mid3":
        sc.history.open = True
    if name == "results2":
        ctl.show_results()
    if name == "call2":
        say_go(ctl)
    if name == "pass3":
        pass_on(app, ctl)
    return ctl


def pass_on(app, ctl) -> None:
    """Pass-and-play: the person at seat 1 too; the person plays, sees the flip, and
    is asked to pass the device on."""
    ctl.seats[1]["kind"] = "human"
    agent = make_agent("normal", 5)
    ctl.apply(agent.choose(ctl.obs(), ctl.legal()))
    settle(app, ctl)
    ctl.look_owed, ctl.passing_to = True, ctl.session.first_human_from(HUMAN + 1)


def say_go(ctl) -> None:
    """The person says Go: the table shows the call, caught as it stands big."""
    from game.games.gostop.actions import Go

    sc = ctl.scene
    ctl.apply(Go(HUMAN))
    for _ in range(600):
        ctl.wait = 0.0
        sc.animate(1 / 60)
        ctl.paced(1 / 60)
        if sc.motion.effect("call"):
            break
    sc.motion.effect("call").t = 0.4  # seconds up: the word at its full size


def settle(app, ctl, frames: int = 4000) -> None:
    """Run the table (fast) until the events are shown and nothing moves."""
    ctl.fast_forwarding = True
    sc = app.top
    for _ in range(frames):
        ctl.wait = 0.0
        sc.animate(1 / 60)
        if ctl.paced(1 / 60) and not sc.busy:
            break
    ctl.fast_forwarding = False
    sc.motion.effects.clear()  # no call or shown cards left up from the way here
    sc.message_time = 0.0
    if not sc.motion.flights:
        sc.sync()
    ctl.turn_shown = True
    sc.decision_changed()
