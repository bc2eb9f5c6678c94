"""Bao Huang scenes for `python -m game --screenshot P --scene bh-...`: a
human's emperor decision and declaration, the table mid-hand with a hint raised,
a pass-and-play hand-off and the results sheet."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import App

# A term's help under the pointer: the scene it is shown on, and the help's key.
HELP_SCENES = {"bh-call-help": ("bh-emperor", "bh_btn_abdicate_help"),
               "bh-rebel-help": ("bh-rebel", "bh_btn_rebel_help"),
               "bh-doubled-help": ("bh-open-guard", "bh_doubled_guard_help"),
               "bh-tracker-help": ("bh-table", "bh_tracker_bj_help")}
SCENES = ("bh-emperor", "bh-declare", "bh-table", "bh-handoff", "bh-results",
          "bh-results-first", *HELP_SCENES)
# Set up and drawn once headless on two busy cores: bh-emperor 0.6 s,
# bh-declare 0.8 s, bh-results 5.3 s; the conformance run keeps these for `make test-slow`.
COSTLY_SCENES = ("bh-emperor", "bh-declare", "bh-results", "bh-results-first",
                 "bh-call-help", "bh-rebel-help", "bh-doubled-help")
# A deal whose normal computers finish with a commoner first who still loses (the
# emperor 3rd, the guard 4th in the Lianzhong table): what the sheet has to explain.
FIRST_BUT_LOST_SEED = 8
HUMAN_AND_4 = [{"kind": "human", "level": "normal"}] + [
    {"kind": "computer", "level": "normal"} for _ in range(4)]


def _seed_where(test, variant: str = "ls") -> int:
    from game.games.baohuang.model import BhState

    return next(s for s in range(1, 5000) if test(BhState.new(s, variant)))


def shoot(app: App, scene: str) -> None:
    from game.core.dealcode import encode
    from game.games.baohuang.controller import start_game
    from game.games.baohuang.model import Declare, Play
    from game.games.baohuang.results import BhResultsScene
    from game.games.baohuang.ruleset import VARIANTS
    from game.ui.runner import drive, until_handoff

    if scene in HELP_SCENES:
        from game.games.climbing.shots import hover_help

        base, key = HELP_SCENES[scene]
        shoot(app, base)
        hover_help(app, key)
        return
    if scene == "bh-handoff":
        until_handoff(app, start_game, HUMAN_AND_4, second_human=2)
        return
    if scene in ("bh-results", "bh-results-first"):
        code = encode(FIRST_BUT_LOST_SEED, VARIANTS.index("ls")) if scene != "bh-results" \
            else None
        start_game(app, [dict(s, kind="computer") for s in HUMAN_AND_4], code, threads=False)
        drive(app, 40000, until=lambda: isinstance(app.top, BhResultsScene))
        drive(app, 30)
        return
    # The human holds the emperor card (bh-emperor) or is not the emperor (the rest).
    holds = scene == "bh-emperor"
    seed = _seed_where(lambda s: (s.holder == 0) == holds)
    ctl = start_game(app, HUMAN_AND_4, encode(seed, VARIANTS.index("ls")), threads=False)
    if scene == "bh-emperor":
        drive(app, 3000, until=lambda: ctl.my_turn())
        drive(app, 20)
        return
    if scene == "bh-declare":
        drive(app, 6000, until=lambda: ctl.my_turn() and ctl.state.phase == "declare")
        drive(app, 20)
        return
    if scene in ("bh-rebel", "bh-open-guard"):
        declare_scene(app, scene == "bh-open-guard")
        return
    plays = 0

    def step() -> bool:
        nonlocal plays
        if not ctl.my_turn():
            return False
        if ctl.state.phase == "declare":
            ctl.try_apply(Declare(0, "quiet"))
        elif plays < 2:
            legal = [a for a in ctl.state.legal_actions(0) if isinstance(a, Play)]
            ctl.try_apply(min(legal, key=lambda a: len(a.cards)) if legal
                            else ctl.pass_action())
            plays += 1
        else:
            ctl.hint()
            return True
        return False

    drive(app, 40000, until=step)
    drive(app, 30)


def declare_scene(app: App, guard: bool) -> None:
    """The human is a commoner asked to rebel or stay quiet; or (`guard`) the guard, who
    declares himself, and the hand is then played doubled up to the human's turn."""
    from game.core.dealcode import encode
    from game.games.baohuang.controller import start_game
    from game.games.baohuang.model import Declare
    from game.games.baohuang.ruleset import VARIANTS
    from game.ui.runner import drive

    # The emperor card lies two seats away (an abdication never reaches the human
    # first); the human holds the sword card (the guard) or not (a commoner).
    seed = _seed_where(lambda s: s.holder in (2, 3) and (s.sword_card in s.hands[0]) == guard)
    ctl = start_game(app, HUMAN_AND_4, encode(seed, VARIANTS.index("ls")), threads=False)
    drive(app, 6000, until=lambda: ctl.my_turn() and ctl.turn_shown
          and ctl.state.phase == "declare")
    if guard:
        ctl.try_apply(Declare(0, "open_guard"))
        drive(app, 20000, until=lambda: ctl.my_turn() and ctl.turn_shown)
    drive(app, 20)
