"""The result of a hand as plain data for the model's `result`, the log and a results
screen: who won, why, what each loser pays and the scores behind it.

    reason      "stop", "chongtong", "three_ppuk", "four_on_table" (the option's instant
                win) or "nagari" (a draw: nobody pays)
    winner      the winning seat (None for nagari); winners / losers as lists
    value       the winner's value V (§8); total: what he receives
    payments    per loser: seat, penalties, share, amount (settlement.Payment)
    deltas      per seat: + what it receives, - what it pays
    scores      per seat: the score (the sake cup as settled on a Stop)
    points      per seat: its total points; gos, shakes per seat
    nagari      drawn hands before this one; next_nagari: the count the next hand carries
    auto_stop   a Stop made for the player on the hand's last card
    first_ppuk  [V] per seat, what each opponent paid it for a ppuk on its first turn
                (already in the deltas, whoever won; 0 without the option)
"""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING

from game.games.gostop.scoring import Score, best_score
from game.games.gostop.settlement import Seat, Settlement, instant_win, settle

if TYPE_CHECKING:
    from game.games.gostop.model import GostopState

STOP, CHONGTONG, THREE_PPUK, NAGARI = "stop", "chongtong", "three_ppuk", "nagari"
FOUR_ON_TABLE = "four_on_table"


def _score(score: Score) -> dict:
    return {**asdict(score), "total": score.total}


def _common(s: GostopState, reason: str, scores: list[Score]) -> dict:
    return {"reason": reason, "scores": [_score(x) for x in scores],
            "points": [x.total for x in scores], "gos": list(s.gos),
            "shakes": list(s.shakes), "nagari": s.nagari, "auto_stop": False}


def _paid(s: GostopState, reason: str, settled: Settlement, scores: list[Score]) -> dict:
    deltas = [0] * s.players
    deltas[settled.winner] = settled.total
    for p in settled.payments:
        deltas[p.seat] = -p.amount
    return {**_common(s, reason, scores), "winner": settled.winner,
            "winners": [settled.winner], "losers": [p.seat for p in settled.payments],
            "value": settled.value, "total": settled.total,
            "payments": [{"seat": p.seat, "penalties": list(p.penalties), "share": p.share,
                          "amount": p.amount} for p in settled.payments],
            "deltas": deltas, "next_nagari": 0}


def stop_result(s: GostopState, winner: int, auto: bool = False) -> dict:
    """A Stop, paid by `settle` (Go bonus, shakes, nagari carry-over, 박)."""
    seats = [Seat(tuple(s.captures[i]), s.gos[i], s.go_turn[i], s.shakes[i])
             for i in range(s.players)]
    settled = settle(seats, winner, s.nagari, s.options.rules)
    return {**_paid(s, STOP, settled, list(settled.scores)), "auto_stop": auto}


def instant_result(s: GostopState, winner: int, reason: str) -> dict:
    """Chongtong, a third ppuk or four of a month on the table (an option): the
    instant-win points, no multipliers but nagari."""
    rules = {THREE_PPUK: s.options.ppuk_rules,
             FOUR_ON_TABLE: s.options.four_table_rules}.get(reason, s.options.rules)
    settled = instant_win(s.players, winner, s.nagari, rules)
    return _paid(s, reason, settled, [best_score(c) for c in s.captures])


def nagari_result(s: GostopState) -> dict:
    """The stock ran out with no Stop: a draw, and the next hand carries one more."""
    return {**_common(s, NAGARI, [best_score(c) for c in s.captures]), "winner": None,
            "winners": [], "losers": [], "value": 0, "total": 0, "payments": [],
            "deltas": [0] * s.players, "next_nagari": s.nagari + 1}


def with_first_ppuk(s: GostopState, result: dict) -> dict:
    """The first-turn ppuk bonus [V] on top of the hand's payments: each opponent pays
    its maker the option's points, whoever wins (a drawn hand too)."""
    bonus = [s.options.first_ppuk_points if made else 0 for made in s.first_ppuk]
    deltas = list(result["deltas"])
    for maker, points in enumerate(bonus):
        for seat in range(s.players):
            deltas[seat] += points * (s.players - 1) if seat == maker else -points
    return {**result, "first_ppuk": bonus, "deltas": deltas}
