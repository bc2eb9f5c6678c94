"""Dou Di Zhu scenes for `python -m game --screenshot P --scene ...`: the deal, a
human's bid, the table mid-hand with a hint raised, a pass-and-play hand-off and the
results sheet."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import App

# A term's help under the pointer: the scene it is shown on, and the help's key.
HELP_SCENES = {"ddz-doubled-help": ("double", "ddz_doubles_help"),
               "ddz-stake-help": ("shown", "ddz_stake_help"),
               "ddz-tracker-help": ("table", "ddz_tracker_bj_help")}
SCENES = ("table", "deal", "bid", "handoff", "results", "rob", "double", "shown", "table-4p",
          "results-4p", *HELP_SCENES)
# Set up and drawn once headless on two busy cores: bid 0.7 s, results 3.4 s; the conformance run
# keeps these for `make test-slow`.
COSTLY_SCENES = ("bid", "results", "results-4p")
ONE_HUMAN = [{"kind": "human", "level": "normal"},
             {"kind": "computer", "level": "normal"},
             {"kind": "computer", "level": "normal"}]


def shoot(app: App, scene: str) -> None:
    from game.games.doudizhu.controller import start_game
    from game.games.doudizhu.results import ResultsScene
    from game.ui.runner import drive, until_handoff

    if scene in HELP_SCENES:
        from game.games.climbing.shots import hover_help

        base, key = HELP_SCENES[scene]
        shoot(app, base)
        hover_help(app, key)
        return
    if scene == "results":
        start_game(app, [dict(s, kind="computer") for s in ONE_HUMAN], threads=False)
        drive(app, 20000, until=lambda: isinstance(app.top, ResultsScene))
        drive(app, 30)
        return
    if scene in ("table-4p", "results-4p"):
        four_player_scene(app, scene)
        return
    if scene in ("rob", "double", "shown"):
        options_scene(app, scene)
        return
    if scene == "handoff":
        until_handoff(app, start_game, ONE_HUMAN, second_human=1)
        return
    ctl = start_game(app, ONE_HUMAN, threads=False)
    if scene == "deal":
        drive(app, 40)
        return
    if scene == "bid":
        drive(app, 2000, until=lambda: ctl.my_turn() and ctl.state.phase == "auction")
        drive(app, 10)
        return
    play_then_hint(app, ctl, plays=2, frames=20000)


ALL_OPTIONS = "classic+rob+double+show"


def options_scene(app: App, scene: str) -> None:
    """Every option on. "rob": a computer called, the next robbed, and the human may
    rob. "double": the human called, showed his cards and now decides whether to
    double after both farmers did. "shown": the human is a farmer; the computer
    landlord plays face up, mid-hand, the hint raised."""
    from game.core.dealcode import encode
    from game.games.doudizhu.auction import VARIANTS
    from game.games.doudizhu.controller import start_game
    from game.games.doudizhu.model import DdzState, Play
    from game.ui.runner import drive

    human_first = scene == "double"
    seed = next(s for s in range(1, 500)
                if DdzState.new(s, ALL_OPTIONS).first_bidder == (0 if human_first else 1))
    ctl = start_game(app, ONE_HUMAN, encode(seed, VARIANTS.index(ALL_OPTIONS)), threads=False)
    for agent in ctl.agents.values():  # steer the computers so the picture has it all
        agent.decide_auction = lambda obs, legal: legal[1 if len(obs["calls"]) < 2 else 0]
        agent.decide_show = lambda obs, legal: legal[1]
        agent.decide_double = lambda obs, legal: legal[1]
    plays = 0

    def step() -> bool:
        nonlocal plays
        if not ctl.my_turn():
            return False
        phase = ctl.state.phase
        if (phase, scene) in (("double", "double"), ("auction", "rob")):
            return True
        if phase == "auction":
            ctl.yes_no(human_first)
        elif phase in ("show", "double"):
            ctl.yes_no(True)
        elif plays < 2:
            legal = [a for a in ctl.state.legal_actions(ctl.viewer) if isinstance(a, Play)]
            if legal:
                ctl.apply(min(legal, key=lambda a: len(a.cards)))
            else:
                ctl.pass_turn()
            plays += 1
        else:
            ctl.hint()
            return True
        return False

    drive(app, 20000, until=step)
    drive(app, 40)


def four_player_scene(app: App, scene: str) -> None:
    """The 4-player game (sheet §9): mid-hand with the hint raised, or its results."""
    from game.games.doudizhu.controller import start_game
    from game.games.doudizhu.results import ResultsScene
    from game.ui.runner import drive

    seats = ONE_HUMAN + [{"kind": "computer", "level": "normal"}]
    if scene == "results-4p":
        start_game(app, [dict(s, kind="computer") for s in seats], threads=False)
        drive(app, 30000, until=lambda: isinstance(app.top, ResultsScene))
        drive(app, 30)
        return
    ctl = start_game(app, seats, threads=False)
    play_then_hint(app, ctl, plays=3, frames=30000)


def play_then_hint(app: App, ctl, plays: int, frames: int) -> None:
    """Drive a hand with the human bidding 3 and playing its smallest play `plays`
    times; then the hint is raised on the human's next turn."""
    from game.games.doudizhu.model import Play
    from game.ui.runner import drive

    made = 0

    def step() -> bool:
        nonlocal made
        if not ctl.my_turn():
            return False
        if ctl.state.phase == "auction":
            ctl.bid(3)
        elif made < plays:
            plays_now = [a for a in ctl.state.legal_actions(ctl.viewer) if isinstance(a, Play)]
            if plays_now:  # a random deal can leave nothing that beats: then pass
                ctl.apply(min(plays_now, key=lambda a: len(a.cards)))
                made += 1
            else:
                ctl.pass_turn()
        else:
            ctl.hint()
            return True
        return False

    drive(app, frames, until=step)
    drive(app, 30)
