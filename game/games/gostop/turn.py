"""One turn's cards (rules sheet §3, §4): the hand play, the turn-up, the captures and
the special events, on a `GostopState`.

A turn is played in steps that may stop for a choice (`Take`) between two table cards:

1. the hand play: `play` (a bonus card goes to the captures and the stock top is drawn
   as the card played, clarification "Bonus card from hand"), `shake` (show three of a
   month, then play one), `bomb` (three of a month onto the fourth) or `flip_only` (a
   turn a bomb earned: no hand card);
2. `_flip`: the stock top is turned up (bonus cards go to the captures, and the next is
   turned up); if it is of the played card's month it makes a jjok, a ppuk or a ttadak
   with it, else it pairs with the table like a played card;
3. `_finish`: the pairs go to the capture area, a sweep is counted, the opponents pay
   the turn's junk. `pending["done"]` then tells the model to check the score.

`state.pending` holds the cards in flight as plain values: the played card and how
many table cards it matched, the turned-up card, the cards to take, the two options of
a choice, the junk events so far, and whether this is the hand's last turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.protocol import Event
from game.games.gostop.deal import turn_order
from game.games.gostop.matching import auto_pick, choice_needed, is_bonus, month, of_month
from game.games.gostop.pack import code, codes
from game.games.gostop.specials import (
    BOMB,
    FIRST_PPUK,
    JA_PPUK,
    JJOK,
    PPUK,
    PPUK_CAPTURE,
    SSEUL,
    TTADAK,
    collect_junk,
    counts,
    debt,
)

if TYPE_CHECKING:
    from game.games.gostop.model import GostopState


def fresh_pending() -> dict:
    """A turn with nothing in flight yet."""
    return {"played": None, "matched": 0, "flip": None, "take": [], "options": [],
            "choosing": None, "owed": [], "last": False, "done": False}


def has_turn(s: GostopState, seat: int) -> bool:
    """A seat plays while it has a hand card or a bomb's flip-only turn left."""
    return bool(s.hands[seat]) or s.skips[seat] > 0


def hand_over(s: GostopState) -> bool:
    """No turn left: the stock is out, or no seat has a turn. In a real deal both come
    together (every turn uses one hand card, or a bomb's three and two flip-only turns,
    and one stock card); a rigged position ends at the first."""
    return not s.stock or not any(has_turn(s, seat) for seat in range(s.players))


# --- the hand play ------------------------------------------------------------------------

def play(s: GostopState, seat: int, card: int) -> list[Event]:
    _leave_hand(s, seat, [card])
    events = [Event("play", seat, {"card": code(card)})]
    played = _past_bonus(s, seat, card, events, "draw")
    if played is None:
        return events + _flip(s, seat)
    s.pending["played"] = played
    if _lay(s, seat, played, events, played=True):
        return events
    return events + _flip(s, seat)


def shake(s: GostopState, seat: int, card: int) -> list[Event]:
    m = month(card)
    shown = of_month(s.hands[seat], m)
    s.shown[seat] = sorted(set(s.shown[seat]) | set(shown))
    s.shaken[seat].append(m)
    s.shakes[seat] += 1
    return [Event("shake", seat, {"month": m, "cards": codes(shown)})] + play(s, seat, card)


def bomb(s: GostopState, seat: int, m: int) -> list[Event]:
    cards = of_month(s.hands[seat], m)
    onto = of_month(s.table, m)
    _leave_hand(s, seat, cards)
    s.table.extend(cards)
    s.pending["take"] += onto + cards
    s.shaken[seat].append(m)
    s.shakes[seat] += 1  # a bomb doubles like a shake
    s.bombs[seat] += 1
    s.skips[seat] += 2
    events = [Event(BOMB, seat, {"month": m, "cards": codes(cards), "onto": codes(onto)})]
    _special(s, seat, BOMB, events, announce=False)
    return events + _flip(s, seat)


def flip_only(s: GostopState, seat: int) -> list[Event]:
    s.skips[seat] -= 1
    return [Event("flip_only", seat, {"left": s.skips[seat]})] + _flip(s, seat)


def take(s: GostopState, seat: int, card: int) -> list[Event]:
    """The chosen table card pairs with the card that is choosing."""
    p = s.pending
    chooser = p["choosing"]
    p["take"] += [card, chooser]
    p["options"], p["choosing"] = [], None
    s.phase = "play"
    events = [Event("take", seat, {"card": code(card), "with": code(chooser)})]
    if p["flip"] is None:  # the hand card chose: now the turn-up
        return events + _flip(s, seat)
    return events + _finish(s, seat)


# --- steps --------------------------------------------------------------------------------

def _leave_hand(s: GostopState, seat: int, cards: list[int]) -> None:
    for card in cards:
        s.hands[seat].remove(card)
        if card in s.shown[seat]:
            s.shown[seat].remove(card)


def _past_bonus(s: GostopState, seat: int, card: int, events: list[Event],
                kind: str) -> int | None:
    """A bonus card goes to the captures and the next stock card takes its place
    (`kind` names the event: "draw" for a hand card, "flip" for a turn-up); None when
    the stock runs out first."""
    while is_bonus(card):
        s.captures[seat].append(card)
        events.append(Event("bonus", seat, {"card": code(card)}))
        if not s.stock:
            return None
        card = s.stock.pop()
        events.append(Event(kind, seat, {"card": code(card)}))
    return card


def _lay(s: GostopState, seat: int, card: int, events: list[Event], played: bool) -> bool:
    """Put `card` on the table against its month's cards; True when the player must
    choose which of two to take."""
    p = s.pending
    matches = of_month(s.table, month(card))
    s.table.append(card)
    if played:
        p["matched"] = len(matches)
    if choice_needed(matches):
        s.phase = "take"
        p["options"], p["choosing"] = matches, card
        events.append(Event("choose", seat, {"card": code(card), "options": codes(matches)}))
        return True
    if len(matches) == 2:
        p["take"] += [auto_pick(matches), card]
    elif len(matches) == 1:
        p["take"] += [matches[0], card]
    elif len(matches) == 3:
        p["take"] += matches + [card]
        events += _stack_taken(s, seat, month(card))
    return False


def _stack_taken(s: GostopState, seat: int, m: int) -> list[Event]:
    """The fourth card takes a stack of three: a ppuk stack earns junk (twice as much
    when it was one's own); a stack dealt to the table earns none (§2 [P])."""
    maker = s.ppuk_maker.pop(m, None)
    kind = None if maker is None else JA_PPUK if maker == seat else PPUK_CAPTURE
    if kind is not None:
        s.pending["owed"].append(kind)
    return [Event("stack", seat, {"month": m, "maker": maker, "event": kind})]


def _flip(s: GostopState, seat: int) -> list[Event]:
    p = s.pending
    events: list[Event] = []
    card = None
    if s.stock:
        card = s.stock.pop()
        events.append(Event("flip", seat, {"card": code(card)}))
        card = _past_bonus(s, seat, card, events, "flip")
    p["last"] = hand_over(s)
    if card is None:
        return events + _finish(s, seat)
    p["flip"] = card
    if not _pairs_with_played(s, seat, card, events) and _lay(s, seat, card, events, False):
        return events
    return events + _finish(s, seat)


def _pairs_with_played(s: GostopState, seat: int, card: int, events: list[Event]) -> bool:
    """The turn-up is of the played card's month: jjok (the played card matched
    nothing), ppuk (it matched one: the three stay as a stack) or ttadak (it matched
    two: all four are taken)."""
    p = s.pending
    played = p["played"]
    if played is None or month(played) != month(card):
        return False
    m = month(card)
    if p["matched"] == 1:
        p["take"] = [c for c in p["take"] if month(c) != m]
        s.table.append(card)
        s.ppuk_maker[m] = seat
        s.ppuks[seat] += 1
        events.append(Event(PPUK, seat, {"month": m, "count": s.ppuks[seat]}))
        if s.options.first_ppuk_points and s.turn_no < s.players:  # his first turn
            s.first_ppuk[seat] = True
            events.append(Event(FIRST_PPUK, seat, {"points": s.options.first_ppuk_points}))
        return True
    rest = [c for c in of_month(s.table, m) if c not in p["take"]]
    s.table.append(card)
    p["take"] += rest + [card]
    _special(s, seat, JJOK if p["matched"] == 0 else TTADAK, events)
    return True


def _special(s: GostopState, seat: int, kind: str, events: list[Event],
             announce: bool = True) -> None:
    if counts(kind, s.pending["last"]):
        s.pending["owed"].append(kind)
        if announce:
            events.append(Event(kind, seat))


def _finish(s: GostopState, seat: int) -> list[Event]:
    p = s.pending
    taken = p["take"]
    for card in taken:
        s.table.remove(card)
    s.captures[seat].extend(taken)
    events = [Event("capture", seat, {"cards": codes(taken)})] if taken else []
    if not s.table:
        _special(s, seat, SSEUL, events)
    opponents = [o for o in turn_order(s.players, seat) if o != seat]
    events += collect_junk(s.captures, seat, opponents, debt(p["owed"]))
    p["take"], p["done"] = [], True
    return events
