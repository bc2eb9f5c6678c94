"""Screenshot scenes of the King game's table (`python -m game --screenshot P --scene
kg-command`), every seat a person with a name, as a party plays it: a card up after the
hand-off (`kg-peek`, the King's own `kg-peek-king`), the crown coming down (`kg-king`),
the King's command with a pair task drawn (`kg-command`) or his own words typed
(`kg-own`), the order answered (`kg-perform`), a round's end with the tally
(`kg-round-end`), ten people (`kg-ten`) and the results (`kg-end`). Positions come from
seeded games played by the stand-in, shown on the table as they stand."""

from __future__ import annotations

from collections.abc import Callable

from game.games.kinggame.actions import Command, Next, Peek
from game.games.kinggame.ai import StandIn
from game.games.kinggame.model import KingGameState
from game.ui.kit.shots import settle

NAMES = ("Anna", "Ben", "Cara", "Dev", "Elif", "Finn", "Gao", "Hana", "Ivo", "Jun")
SCENES = ("kg-peek", "kg-peek-king", "kg-king", "kg-command", "kg-own", "kg-perform",
          "kg-round-end", "kg-ten", "kg-end")
COSTLY_SCENES: tuple[str, ...] = ()
SEED = 7


def played(state: KingGameState, until: Callable[[KingGameState], bool]) -> KingGameState:
    """`state` played by the stand-in (dealing on 9 rounds in 10) until `until` holds."""
    agent = StandIn(SEED)
    while not state.is_terminal() and not until(state):
        legal = state.legal_actions(state.to_act)
        nexts = [a for a in legal if isinstance(a, Next)]
        action = nexts[0] if nexts else agent.choose({}, legal)
        state.apply(action)
    return state


def opened(app, state: KingGameState):
    """The table for `state`, every seat a named person, everything shown."""
    game = app.games["kinggame"]
    seats = [{"kind": "human", "level": "normal", "name": NAMES[s]}
             for s in range(state.players)]
    ctl = game.table.controller_for(state.players)(app, seats, state.log.variant, state,
                                                    threads=False)
    ctl.fresh = True
    app.push(game.table.scene.resolve()(app, ctl))
    settle(ctl)
    if state.to_act is not None:  # the table turned to the person asked, as in play
        ctl.viewer = state.to_act
        ctl.scene.decision_changed()
    return ctl


def card_up(app, state: KingGameState, king: bool):
    """A person's card up after their hand-off: the King's (`king`) or a number's."""
    played(state, lambda s: s.step == "peek" and (s.hands[s.to_act] == 0) == king
           and s.to_act > 0)
    seat = state.to_act
    state.apply(Peek(seat))
    ctl = opened(app, state)
    ctl.viewer, ctl.holding, ctl.card_up, ctl.idle = seat, seat, True, 3.0
    ctl.scene.decision_changed()
    return ctl


def at_command(app, variant: str, rounds: int = 2):
    state = played(KingGameState(SEED, variant),
                   lambda s: s.round == rounds and s.step == "command")
    return opened(app, state)


def shoot(app, scene: str):
    if scene in ("kg-peek", "kg-peek-king"):
        return card_up(app, KingGameState(SEED, "6p"), scene == "kg-peek-king")
    if scene == "kg-king":
        state = played(KingGameState(SEED, "6p"), lambda s: s.step == "command")
        ctl = opened(app, state)
        from game.core.protocol import Event

        king = Event("king", state.king, {"seat": state.king, "card": "RJ", "round": 1})
        ctl.scene.motion.land(king)
        ctl.scene.motion.update(1.2)
        return ctl
    if scene in ("kg-command", "kg-own", "kg-ten"):
        ctl = at_command(app, "10p" if scene == "kg-ten" else "6p")
        sc = ctl.scene
        sc.picked = [2, 5]
        if scene == "kg-own":
            sc.typing, sc.box.focus = True, True
            sc.box.text = "sing Happy Birthday to the King like opera singers"
        else:
            sc.drawn = ctl.draw_task((2, 5), {"pair"})
        sc.rebuild()
        return ctl
    if scene == "kg-perform":
        state = played(KingGameState(SEED, "6p-tally"), lambda s: s.round == 3
                       and s.step == "command")
        state.apply(Command(state.king, (1, 4), task="pair_03"))
        return opened(app, state)
    if scene == "kg-round-end":
        state = played(KingGameState(SEED, "7p-tally"), lambda s: s.round == 4
                       and s.step == "round_end")
        return opened(app, state)
    state = played(KingGameState(SEED, "5p-r5-tally"), lambda s: False)
    ctl = opened(app, state)
    ctl.show_results()
    return ctl
