"""After a turn's cards (rules sheet §4, §7, clarifications "Go again", "Last turn"):
a third ppuk wins at once; a score that reaches the target asks Go or Stop; otherwise
the next seat plays, and when no turn is left the hand is a draw (nagari).

Go or Stop is asked at the end of one's own turn when the points (best use of the sake
cup, before any Go bonus) reach the target for the first time, and after a Go only when
they are higher than at the last Go. On the hand's very last card, or on the player's
own last card (Matgo's dealer ends his hand a turn before the other), there is nothing
to go on for: the player stops without being asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Event
from game.games.gostop.deal import turn_order
from game.games.gostop.hand_result import (
    THREE_PPUK,
    instant_result,
    nagari_result,
    stop_result,
    with_first_ppuk,
)
from game.games.gostop.scoring import best_score
from game.games.gostop.turn import fresh_pending, hand_over, has_turn

if TYPE_CHECKING:
    from game.games.gostop.model import GostopState

PPUKS_TO_WIN = 3


def points(s: GostopState, seat: int) -> int:
    return best_score(s.captures[seat]).total


def may_stop(s: GostopState, seat: int) -> bool:
    """Whether `seat`'s points now earn it the Go-or-Stop question."""
    now = points(s, seat)
    return now >= s.options.goal and (s.gos[seat] == 0 or now > s.go_points[seat])


def after_turn(s: GostopState, seat: int) -> list[Event]:
    if s.ppuks[seat] >= PPUKS_TO_WIN:
        return end(s, instant_result(s, seat, THREE_PPUK))
    if not may_stop(s, seat):
        return next_turn(s)
    if s.pending["last"] or not has_turn(s, seat):
        return [Event("stop", seat, {"points": points(s, seat), "auto": True})] + end(
            s, stop_result(s, seat, auto=True))
    s.phase = "go_stop"
    return [Event("go_or_stop", seat, {"points": points(s, seat)})]


def go(s: GostopState, seat: int) -> list[Event]:
    s.gos[seat] += 1
    s.go_points[seat] = points(s, seat)
    s.go_turn[seat] = s.turn_no
    return [Event("go", seat, {"gos": s.gos[seat], "points": s.go_points[seat]})] + next_turn(s)


def stop(s: GostopState, seat: int) -> list[Event]:
    return [Event("stop", seat, {"points": points(s, seat), "auto": False})] + end(
        s, stop_result(s, seat))


def next_turn(s: GostopState) -> list[Event]:
    """The next seat in playing order that has a turn left; nagari when none has."""
    if hand_over(s):
        return end(s, nagari_result(s))
    seat = next(x for x in turn_order(s.players, s.current + 1) if has_turn(s, x))
    s.current, s.phase, s.pending = seat, "play", fresh_pending()
    s.turn_no += 1
    return [Event("turn", seat, {"turn": s.turn_no})]


def end(s: GostopState, result: dict) -> list[Event]:
    result = with_first_ppuk(s, result)
    s.result, s.phase, s.pending = result, "over", fresh_pending()
    return [Event("hand_over", result["winner"], dict(result))]
