"""The special events that make each opponent hand over junk (rules sheet §4), as data.

"Take N junk" is a debt of N junk value owed by each opponent. Events add up
(clarification "Events add up"): a turn's debts are summed and each opponent pays the
sum at once, with the cards `junk_payment` picks (least overpayment, fewest cards).
Jjok, ttadak and sseul do not count on the last turn of the hand, when the final cards
must pair anyway; capturing a ppuk stack does.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.protocol import Event
from game.games.gostop.junk_payment import junk_payment
from game.games.gostop.pack import codes

JJOK, PPUK, TTADAK, SSEUL, BOMB = "jjok", "ppuk", "ttadak", "sseul", "bomb"
PPUK_CAPTURE, JA_PPUK = "ppuk_capture", "ja_ppuk"  # taking another's / one's own ppuk
FIRST_PPUK = "first_ppuk"  # [V] a ppuk on one's first turn: paid in points, not junk

# Event -> junk value each opponent owes. A ppuk itself earns nothing (no capture), nor
# does taking a stack of three dealt to the table.
JUNK_OWED: dict[str, int] = {
    JJOK: 1, TTADAK: 1, SSEUL: 1, BOMB: 1, PPUK_CAPTURE: 1, JA_PPUK: 2,
}
NOT_ON_LAST_TURN = frozenset({JJOK, TTADAK, SSEUL})


def counts(event: str, last_turn: bool) -> bool:
    """Whether the event earns its junk on this turn."""
    return not (last_turn and event in NOT_ON_LAST_TURN)


def debt(events: Iterable[str]) -> int:
    """The junk value each opponent owes for a turn's events."""
    return sum(JUNK_OWED[e] for e in events)


def collect_junk(captures: list[list[int]], seat: int, opponents: Iterable[int],
                 owed: int) -> list[Event]:
    """Each opponent hands `seat` junk worth `owed` (what he has, if less): moves the
    cards between capture areas and says so, one event per opponent."""
    if owed <= 0:
        return []
    events = []
    for other in opponents:
        given = junk_payment(captures[other], owed)
        for card in given:
            captures[other].remove(card)
        captures[seat].extend(given)
        events.append(Event("junk", seat, {"from": other, "owed": owed,
                                           "cards": codes(given)}))
    return events
