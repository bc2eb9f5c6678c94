"""Guan Dan scenes for `python -m game --screenshot P --scene gd-...`: the table
mid-hand with a hint raised, the hint to pass while the partner wins the trick, a wild
card's reading choice, the return of a tribute in a later hand, a pass-and-play hand-off
and the results sheet."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import App

# A term's help under the pointer: the scene it is shown on, and the help's key.
HELP_SCENES = {"gd-wild-help": ("gd-table", "gd_wild_help"),
               "gd-tracker-help": ("gd-table", "gd_tracker_rj_help"),
               "gd-return-help": ("gd-return", "gd_btn_return_help")}
SCENES = ("gd-table", "gd-hint-pass", "gd-reading", "gd-return", "gd-handoff",
          "gd-results", *HELP_SCENES)
# Set up and drawn once headless on two busy cores: gd-results 2.8 s; the conformance run
# keeps these for `make test-slow`.
COSTLY_SCENES = ("gd-results",)
HUMAN_AND_3 = [{"kind": "human", "level": "normal"}] + [
    {"kind": "computer", "level": "normal"} for _ in range(3)]


def shoot(app: App, scene: str) -> None:
    from game.core.dealcode import encode
    from game.games.guandan.controller import start_game
    from game.games.guandan.model import GdState, Play
    from game.games.guandan.results import GdResultsScene
    from game.ui.runner import drive, until_handoff

    if scene in HELP_SCENES:
        from game.games.climbing.shots import hover_help

        base, key = HELP_SCENES[scene]
        shoot(app, base)
        hover_help(app, key)
        return
    if scene == "gd-handoff":
        until_handoff(app, start_game, HUMAN_AND_3, second_human=2)
        return
    if scene == "gd-results":
        start_game(app, [dict(s, kind="computer") for s in HUMAN_AND_3], threads=False)
        drive(app, 60000, until=lambda: isinstance(app.top, GdResultsScene))
        drive(app, 30)
        return
    if scene == "gd-hint-pass":
        ctl = partner_leads_table(app)
        drive(app, 3000, until=lambda: ctl.my_turn() and ctl.turn_shown)
        drive(app, 5)
        ctl.hint()
        drive(app, 10)
        return
    if scene == "gd-return":
        ctl = tribute_table(app)
        drive(app, 3000, until=lambda: ctl.my_turn() and ctl.turn_shown)
        drive(app, 20)
        return
    code = None
    if scene == "gd-reading":
        seed = next(s for s in range(1, 5000) if _wild_play(GdState.new(s), 0))
        code = encode(seed, 0)
    ctl = start_game(app, HUMAN_AND_3, code, threads=False)
    plays = 0

    def step() -> bool:
        nonlocal plays
        if not ctl.my_turn() or not ctl.turn_shown:
            return False
        if scene == "gd-reading" and ctl.state.to_beat() is None:
            wild = _wild_play(ctl.state, 0)
            if wild is not None:
                ctl.try_play(ctl.state.pack.codes(wild.cards))
                return True
        legal = [a for a in ctl.state.legal_actions(0) if isinstance(a, Play)]
        if plays < 2 or scene == "gd-reading":
            ctl.try_apply(min(legal, key=lambda a: len(a.cards)) if legal
                            else ctl.pass_action())
            plays += 1
            return False
        ctl.hint()
        return True

    drive(app, 40000, until=step)
    drive(app, 30)


def _wild_play(state, seat: int):
    """A lead of five or more cards with a wild in it that reads more than one way."""
    from game.games.guandan import rules
    from game.games.guandan.model import FACES, Play, faces

    if state.to_act != seat or state.phase != "play":
        return None
    for play in state.legal_actions(seat):
        if isinstance(play, Play) and len(play.cards) >= 5 and any(
                rules.is_wild(FACES[c], state.level) for c in play.cards) and len(
                rules.readings(faces(play.cards), state.level)) > 1:
            return play
    return None


def tribute_table(app: App):
    """A later hand at the table: the human (seat 0) came 1st with the partner 2nd, so
    both opponents pay him tribute (a match seed whose hand is not resisted)."""
    from game.games.guandan.controller import GdController
    from game.games.guandan.levels import HandSetup
    from game.games.guandan.match import GdMatch
    from game.games.guandan.model import GdState
    from game.ui.table import TableScene

    setup = HandSetup((5, 3), 0, (0, 2, 1, 3))

    def paid(seed: int) -> bool:
        hand_seed = GdMatch(4, seed, setup=setup).next_hand_seed()
        return GdState.new(hand_seed, "std", setup).phase == "return"

    match = GdMatch(4, next(s for s in range(1, 500) if paid(s)), setup=setup)
    ctl = GdController(app, HUMAN_AND_3, match=match, threads=False)
    app.push(TableScene(app, ctl, ctl.level))
    return ctl


def partner_leads_table(app: App):
    """The partner (seat 2) led a low single, the opponent between passed: the human
    follows a trick the partner is winning."""
    from game.games.guandan import rules
    from game.games.guandan.controller import GdController
    from game.games.guandan.match import GdMatch
    from game.games.guandan.model import GdState, Pass, Play
    from game.ui.table import TableScene

    seed = next(s for s in range(1, 5000) if GdState.new(s).to_act == 2
                and GdState.new(s).phase == "play")
    state = GdState.new(seed)
    state.apply(min((a for a in state.legal_actions(2) if isinstance(a, Play)
                     and len(a.cards) == 1),
                    key=lambda a: rules.parse_reading(a.reading, 1).power))
    state.apply(Pass(3))
    match = GdMatch(4, seed)
    match.hand_seeds.append(seed)  # the match's first hand is this one
    ctl = GdController(app, HUMAN_AND_3, match=match, state=state, threads=False)
    app.push(TableScene(app, ctl, ctl.level))
    return ctl
