"""Screenshot scenes of the village (`python -m game --screenshot P --scene ww-witch`):
a party's first private turn (the role revealed, its clock running), the hand-off screen
between two people, a decoy turn, the werewolves' turn with a packmate's bite, the
Witch's turn, the morning after a death, the discussion with the computers' statements,
a vote, the end, and a party's morning asking to pass the device on; a party's peek
at a werewolf lover's own role by day (and the choice of who peeks), and the end's
Recap. Positions come
from seeded games the computer players play, replayed through the table's controller
so the village shows what that player saw (`tools/table_shots.py werewolf OUT` writes
them all)."""

from __future__ import annotations

from collections.abc import Callable

from game.games.werewolf.actions import Bite, Brew, Mark
from game.games.werewolf.ai import make_agent
from game.games.werewolf.model import WerewolfState
from game.games.werewolf.words import said

SCENES = ("ww-reveal", "ww-handoff", "ww-decoy", "ww-wolves", "ww-witch", "ww-morning",
          "ww-talk", "ww-vote", "ww-end", "ww-pass", "ww-peek", "ww-peek-pick", "ww-recap")
COSTLY_SCENES: tuple[str, ...] = ()
HUMAN = 0  # the person's seat (a party: player 1)
PARTY = 7  # people at the party scenes


def playthrough(seed: int, variant: str, stop: Callable[[WerewolfState], bool]
                ) -> list | None:
    """The actions of a seeded game of normal computers up to `stop(state)` (None if it
    ended first)."""
    state = WerewolfState.new(seed, variant)
    agents = [make_agent("normal", seed * 13 + s) for s in range(state.players)]
    done = []
    while not stop(state):
        if state.is_terminal():
            return None
        seat = state.to_act
        action = agents[seat].choose(state.observation(seat), state.legal_actions(seat))
        state.apply(action)
        done.append(action)
    return done


def asked(kind: type, role: str = "", lap: str = "", extra=None):
    def stop(state: WerewolfState) -> bool:
        if state.is_terminal() or state.to_act != HUMAN:
            return False
        if (role and state.role(HUMAN) != role) or (lap and state.lap != lap):
            return False
        legal = state.legal_actions(HUMAN)
        return any(isinstance(a, kind) for a in legal) and (extra is None or extra(state))
    return stop


def first_turn(state: WerewolfState) -> bool:
    return state.phase == "night" and state.night == 1 and state.to_act == HUMAN


def morning_with_dead(state: WerewolfState) -> bool:
    return state.day == 1 and state.phase in ("election", "discussion") and bool(state.deaths)


def talking(state: WerewolfState) -> bool:
    today = [s for s in state.statements if s[0] == state.day]
    return state.phase == "discussion" and len(today) >= 4 \
        and HUMAN in state.decision().seats and state.alive[HUMAN]


def over(state: WerewolfState) -> bool:
    return state.is_terminal()


def wolf_lover(state: WerewolfState) -> int | None:
    """A living werewolf in love, if there is one."""
    return next((s for s in state.lovers or () if state.alive[s]
                 and state.role(s) == "werewolf"), None)


def day_talk_with_wolf_lover(state: WerewolfState) -> bool:
    return state.phase == "discussion" and state.day >= 1 and wolf_lover(state) is not None


def packmate_bit(state: WerewolfState) -> bool:
    return any(isinstance(c, Bite) for s, c in state.choices.items() if s != HUMAN)


POSITIONS = {  # scene -> (variant, people, what to stop at)
    "reveal": ("8p", PARTY, first_turn),
    "handoff": ("8p", PARTY, first_turn),
    "decoy": ("10p", 1, asked(Mark, lap="main")),
    "wolves": ("10p", 1, asked(Bite, role="werewolf", extra=packmate_bit)),
    "witch": ("10p", 1, asked(Brew, role="witch", lap="late")),
    "morning": ("10p", 1, morning_with_dead),
    "pass": ("8p", PARTY, morning_with_dead),
    "talk": ("10p", 1, talking),
    "vote": ("10p", 1, lambda s: s.phase == "vote" and s.to_act == HUMAN and s.day >= 1),
    "end": ("10p", 1, over),
    "peek": ("9p", 9, day_talk_with_wolf_lover),
    "peek-pick": ("9p", 9, day_talk_with_wolf_lover),
    "recap": ("11p-W2V5S1H1R1C1G1T1", PARTY, over),
}


def find(variant: str, stop, seeds=range(1, 600)) -> tuple[int, list]:
    for seed in seeds:
        found = playthrough(seed, variant, stop)
        if found is not None:
            return seed, found
    raise RuntimeError("no position found")


def shoot(app, scene: str) -> None:
    """Set up a screenshot scene (GameDef.shoot)."""
    build(app, scene)


def build(app, scene: str):
    """Push the village for `scene` and bring it to the position; the controller."""
    from game.games.werewolf.controller import PEEK_SECONDS, TURN_SECONDS, WwController
    from game.games.werewolf.table import WwTableScene

    name = scene.removeprefix("ww-")
    variant, people, stop = POSITIONS[name]
    seed, actions = find(variant, stop)
    state = WerewolfState.new(seed, variant)
    seats = [{"kind": "human" if s < people else "computer", "level": "normal"}
             for s in range(state.players)]
    ctl = WwController(app, seats, variant, state, threads=False)
    ctl.fresh = True
    app.push(WwTableScene(app, ctl))
    if people > 1 and app.top is not ctl.scene:
        app.pop()  # a hand-off screen the table opened: the shots set the viewer
        ctl.handoff_for = None
    for action in actions:
        settle(app, ctl)
        ctl.apply(action)
    settle(app, ctl)
    if name in ("peek", "peek-pick"):  # the day talk on the shared screen
        ctl.scene.decision_changed()
        if name == "peek":
            ctl.peeking, ctl.peek_left = wolf_lover(state), PEEK_SECONDS * 0.6
        else:
            ctl.pick_peeker(True)
        ctl.scene.refresh()
        return ctl
    if name == "recap":
        from game.games.werewolf.recap_scene import WwRecapScene

        ctl.show_results()
        app.push(WwRecapScene(app, ctl))
        return ctl
    if people > 1:
        ctl.viewer = HUMAN
        if name == "reveal":
            ctl.private_screen = True
            ctl.turn_shown = True
            ctl.turn_left = TURN_SECONDS * 0.7  # the turn's clock, under way
        elif name == "pass":  # the morning's dead on show until the device is passed on
            show_deaths(ctl.scene, state.deaths[-1:])
            ctl.look_owed = True
            ctl.passing_to = HUMAN
            ctl.scene.decision_changed()
            return ctl
        else:
            ctl.hand_off(HUMAN)
            return ctl
    sc = ctl.scene
    if name == "end":
        ctl.show_results()
    elif name == "morning":
        show_deaths(sc, state.deaths[-1:])
    elif name == "talk":
        public = state.public_view()
        for seat, index in recent_statements(state):
            ctl.bubbles[seat] = [said(public, index, ctl.name_of, ctl.explains), 5.0]
    sc.decision_changed()
    return ctl


def show_deaths(sc, deaths: list[dict], age: float = 0.6) -> None:
    """The dead's cards over their seats, `age` seconds into their reveal."""
    from game.core.protocol import Event

    for d in deaths:
        sc.motion.land(Event("death", d["seat"], {"role": d["role"], "cause": d.get("cause")}))
    for reveal in sc.motion.effects_of("reveal"):
        reveal.t = age


def recent_statements(state: WerewolfState) -> list[tuple[int, int]]:
    """The last four speakers of the day and the index of each one's latest statement."""
    latest: dict[int, int] = {}
    for i, (day, seat, *_) in enumerate(state.statements):
        if day == state.day:
            latest[seat] = i
    return list(latest.items())[-4:]


def settle(app, ctl, frames: int = 4000) -> None:
    """Run the village (fast) until the events are shown."""
    ctl.fast_forwarding = True
    sc = ctl.scene
    for _ in range(frames):
        ctl.wait = 0.0
        if ctl.paced(1 / 60):
            break
    ctl.fast_forwarding = False
    sc.motion.clear()
    ctl.bubbles.clear()
    sc.message_time = 0.0
    ctl.turn_shown = True
    sc.decision_changed()
