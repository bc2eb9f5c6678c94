"""Screenshot scenes of the solitaire's table (`python -m game --screenshot P --scene
wp-mid`): a fresh deal, a game under way with the hint lit, a run being dragged, a card's
word shown as it turns up, the solver's answer, the win's cascade, the won and the stuck
results, and Finish offered. Positions come from seeded games the smoke run's stand-in
plays (it follows the hint), replayed on the table."""

from __future__ import annotations

from game.core.protocol import Event
from game.games.wordpatience.ai import make_agent
from game.games.wordpatience.hint import finish_moves
from game.games.wordpatience.model import PatienceState
from game.ui.kit.shots import replayed, settle
from game.ui.seated_scene import Press

WON_SEED, STUCK_SEED = 16, 3
# scene -> (seed, moves played before it; None: to the end)
POSITIONS = {"start": (WON_SEED, 0), "mid": (WON_SEED, 34), "drag": (WON_SEED, 40),
             "word": (STUCK_SEED, 9), "winnable": (WON_SEED, 12), "cascade": (WON_SEED, None),
             "won": (WON_SEED, None), "stuck": (STUCK_SEED, None), "learner": (5, 60),
             "finish": (WON_SEED, -1)}
SCENES = tuple(f"wp-{name}" for name in POSITIONS)
COSTLY_SCENES: tuple[str, ...] = ()


def playthrough(seed: int, variant: str, moves: int | None) -> list:
    """The stand-in's moves: `moves` of them, None to the end, -1 until Finish may be
    pressed."""
    state = PatienceState(seed, variant)
    agent = make_agent("normal", seed)
    done: list = []
    while not state.is_terminal() and (moves is None or len(done) < moves or moves < 0):
        if moves == -1 and finish_moves(state):
            break
        action = agent.choose(state.observation(0), state.legal_actions(0))
        state.apply(action)
        done.append(action)
    return done


def shoot(app, scene: str):
    name = scene.removeprefix("wp-")
    seed, moves = POSITIONS[name]
    variant = "learner" if name == "learner" else "normal"
    actions = playthrough(seed, variant, moves)
    last = actions.pop() if name in ("word", "cascade") else None
    ctl = replayed(app, "wordpatience", PatienceState(seed, variant), 0, actions)
    ctl.seconds = 60 + 7 * len(actions)  # a plausible clock
    table = ctl.scene
    if name == "cascade":  # the last card home, the cascade under way: no results yet
        ctl.show_results = lambda: None
        ctl.apply(last)
        settle(ctl)
        table.motion.land(Event("won", 0, {"score": ctl.state.score}))
        table.motion.update(1.6)
    elif last is not None:  # the card turned, its word up
        events = ctl.apply(last)
        settle(ctl)
        for ev in events:
            table.motion.land(ev)
        table.motion.flights.clear()
        table.motion.update(0.5)
    if name in ("mid", "learner"):
        table.show_hint()
    if name == "drag":
        drag_a_run(table)
    if name == "winnable":
        ctl.ask_winnable()
        ctl.solving.thread.join()
        table.answer_shown = True
    if name in ("won", "stuck"):
        ctl.show_results()
    return ctl


def drag_a_run(table) -> None:
    """The longest face-up run taken up and held over the middle of the table."""
    board = table.board()
    col = max(range(8), key=lambda c: len(board["columns"][c]["up"]))
    cards = table.column(board, col)
    down = board["columns"][col]["down"]
    r = cards[down][1]
    pos = (r.x + 40, r.y + 16)
    table.piece_at(pos)
    table.press = Press(("column", col, 0), pos)
    table.press.drag = True
    table.hover = (pos[0] + 150, pos[1] + 60)
