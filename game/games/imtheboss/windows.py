"""Reaction windows (rules sheet §7.3, C3): how "anyone may act at any time" becomes turns.

Every influence card played, and every CLOSE request, opens a window: the other seats are
asked one after another, from the player's left, whether they answer it (a `Response`).
An answer is one influence card:

- a Stop, only in the window of a Travel, Recruitment or Boss card: that card is cancelled,
  both are discarded, and the Stop opens a window of its own (in which nothing can be
  stopped: a Stop cannot be stopped);
- any other influence card: the card of this window takes effect (or the CLOSE request is
  dropped: it executes only after a window with no card), and the new card opens its own
  window.

When every seat asked has passed, the window's card takes effect (a CLOSE request closes
the deal) and the chain is over. Seats with no card in hand are not asked: anyone can see
they have nothing to answer with.

The card of a window waits on the table until it takes effect, so whether an answer may be
played is judged against the table as it will be then (`after_this_window`)."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action, Event
from game.games.imtheboss.actions import Stop
from game.games.imtheboss.cards import PACK, STOP, STOPPABLE, kind_of
from game.games.imtheboss.deal import CLOSE, Deal
from game.games.imtheboss.families import clockwise_from
from game.games.imtheboss.influence import resolve, window_of
from game.games.imtheboss.refusals import refuse


def others_from_left(state: Any, player: int) -> list[int]:
    return clockwise_from(player, state.players)[1:]


def open_window(state: Any, window: dict[str, Any]) -> list[Event]:
    """Put `window` up (its cards are on the table already) and ask its first seat."""
    window["asked"] = [s for s in others_from_left(state, window["player"])
                       if state.hands[s]]  # an empty hand has nothing to answer with
    state.deal.window = window
    return [] if window["asked"] else passed(state)


def play(state: Any, action: Action) -> list[Event]:
    """A card played in a say, or in answer to a window: on the table, its window up."""
    if state.deal.window is not None:
        return answer(state, action)
    window = window_of(state, action)
    return _laid_out(state, window) + open_window(state, window)


def _laid_out(state: Any, window: dict[str, Any]) -> list[Event]:
    for card in window["cards"]:
        state.take_from_hand(window["player"], card)
        state.table.append(card)
    target = window["target"]
    return [Event("play", window["player"], {
        "what": window["kind"], "cards": PACK.codes(window["cards"]), "family": window["family"],
        "target": PACK.code(target) if target is not None else None})]


def answer(state: Any, action: Action) -> list[Event]:
    if isinstance(action, Stop):
        return stop(state, action)
    probe = state.clone()  # judge the card against the table once this window's card acts
    after_this_window(probe)
    window = window_of(probe, action)
    events = after_this_window(state)
    return events + _laid_out(state, window) + open_window(state, window)


def after_this_window(state: Any) -> list[Event]:
    """The window is answered by another card: its own card takes effect now (a CLOSE
    request is dropped instead)."""
    deal: Deal = state.deal
    window, deal.window = deal.window, None
    if window["kind"] == CLOSE:
        deal.closing = False
        return [Event("close_dropped", deal.boss, {})]
    return take_effect(state, window)


def take_effect(state: Any, window: dict[str, Any]) -> list[Event]:
    return [] if window["kind"] == STOP else resolve(state, window)


def stop(state: Any, action: Stop) -> list[Event]:
    deal: Deal = state.deal
    window = deal.window
    if window is None or window["kind"] not in STOPPABLE:
        raise refuse("not_in_window")
    if action.card not in state.hands[action.seat]:
        raise refuse("not_in_hand")
    if kind_of(action.card).type != STOP:
        raise refuse("not_that_card", type=STOP)
    state.take_from_hand(action.seat, action.card)
    state.discard_cards(window["cards"] + [action.card])
    event = Event("stopped", action.seat, {"card": PACK.code(action.card),
                                           "stopped": PACK.codes(window["cards"]),
                                           "what": window["kind"], "player": window["player"]})
    new = {"kind": STOP, "player": action.seat, "cards": [], "family": "", "target": None,
           "asked": []}
    return [event] + open_window(state, new)


def pass_window(state: Any, seat: int) -> list[Event]:
    window = state.deal.window
    window["asked"].pop(0)
    event = Event("let_pass", seat, {"what": window["kind"]})
    return [event] + ([] if window["asked"] else passed(state))


def passed(state: Any) -> list[Event]:
    """Every seat asked let the window pass: its card takes effect, a CLOSE request
    closes the deal."""
    deal: Deal = state.deal
    window, deal.window = deal.window, None
    if window["kind"] == CLOSE:
        return state.close_deal()
    return take_effect(state, window)


def stoppable(state: Any, seat: int) -> list[Action]:
    """The Stop `seat` may play in the window now (its lowest Stop card), if any."""
    window = state.deal.window
    if window is None or window["kind"] not in STOPPABLE:
        return []
    stops = sorted(c for c in state.hands[seat] if kind_of(c).type == STOP)
    return [Stop(seat, stops[0])] if stops else []


def request_close(state: Any) -> list[Event]:
    """The Boss's CLOSE (or the clock's last call): a window, and the deal closes if it
    passes with no card."""
    deal: Deal = state.deal
    deal.closing = True
    window = {"kind": CLOSE, "player": deal.boss, "cards": [], "family": "", "target": None,
              "asked": []}
    return [Event("close_request", deal.boss, {"final": deal.stage == "final"})] \
        + open_window(state, window)
