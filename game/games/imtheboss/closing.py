"""How a deal ends (rules sheet §5.5-5.6, §6, C5, C7).

Closed: the bank pays the tile's value for each dividend, the Boss keeping what he did not
promise; the clan cards used are discarded, the others go back to their owners' hands
(everyone sees them go), the travel cards are discarded; the tile goes face down on the
space, the marker on to the next open space; after tiles 10-14 the Boss rolls the end die,
after tile 15 the game is over. Broken down: every clan card back to its owner's hand, the
travel cards discarded, no tile; the Boss neither rolls nor draws. Either way the next turn
is the left neighbour's of the (last) Boss; with "steady" (§8), of the Boss who opened the
deal, whatever Boss cards were played (`next_after`).

The tiles come off the game's stack (`state.stack`: all 15, or the short game's 12), so the
end goes by the tile: its die faces, tile 15 last."""

from __future__ import annotations

from typing import Any

from game.core.protocol import Event
from game.games.imtheboss.board import next_open
from game.games.imtheboss.cards import PACK
from game.games.imtheboss.data import DIE_FACES
from game.games.imtheboss.families import left_of
from game.games.imtheboss.money import payout
from game.games.imtheboss.steps import OVER, TURN
from game.games.imtheboss.tiles import LAST, TILES, deal_value, ends_game
from game.games.imtheboss.variants import STEADY


def next_turn(state: Any, seat: int) -> list[Event]:
    state.turn, state.step, state.last_roll = seat, TURN, None
    return [Event("turn", seat, {})]


def next_after(state: Any) -> int:
    """Whose left neighbour plays after the deal under way: the last Boss's, or with
    "steady" the first Boss's (who opened it on his turn)."""
    d = state.deal
    return d.bosses[0] if STEADY in state.published and d.bosses else d.boss


def clear_table(state: Any) -> list[Event]:
    """Clan cards left on the table back to their owners' hands (seen by all); the
    travel cards discarded; the deal over."""
    d = state.deal
    for card, owner in d.laid.items():
        state.table.remove(card)
        state.hands[owner].append(card)
        state.shown[owner].append(card)
    back = {PACK.code(c): o for c, o in d.laid.items()}
    state.discard_cards(list(state.table))
    state.deal = None
    return [Event("back_to_hands", None, {"cards": back})] if back else []


def close_deal(state: Any) -> list[Event]:
    d = state.deal
    after = next_after(state)
    paid = payout(d.tile, d.at.div, d.promises(), d.boss)
    for seat, amount in paid.items():
        state.money[seat] += amount
    used = sorted(d.used_cards())
    for card in used:
        del d.laid[card]
    state.discard_cards(used)
    boss, tile, space = d.boss, d.tile, d.space
    events = [Event("closed", boss, {
        "space": space, "tile": tile, "payout": deal_value(tile, d.at.div),
        "paid": [paid.get(s, 0) for s in range(state.players)], "used": PACK.codes(used)})]
    events += clear_table(state)
    state.tiles[space] = tile
    state.deals_done += 1
    state.last_deal = {"space": space, "tile": tile, "boss": boss, "closed": True}
    state.closed_by[space] = boss
    die = None
    if TILES[tile].rolls:
        die = state.end_die = state.rng.randint(1, DIE_FACES)
        events.append(Event("end_die", boss, {"die": die,
                                              "faces": list(TILES[tile].end_faces)}))
    if ends_game(tile, die) or tile == LAST:
        return events + finish(state)
    state.marker = next_open(space, state.tiles)
    events.append(Event("marker", None, {"space": state.marker}))
    return events + next_turn(state, left_of(after, state.players))


def break_down(state: Any, why: str, family: str = "") -> list[Event]:
    """`why`: "abandoned", "clock", "quiet" or "unfillable" (then the `family` no one can
    bring any more, or "optional", is announced: C5, the app knows the hands)."""
    d = state.deal
    boss, space, after = d.boss, d.space, next_after(state)
    events = [Event("breakdown", boss, {"why": why, "family": family, "space": space})]
    events += clear_table(state)
    state.last_deal = {"space": space, "tile": None, "boss": boss, "closed": False,
                       "why": why, "family": family}
    return events + next_turn(state, left_of(after, state.players))


def finish(state: Any) -> list[Event]:
    state.step, state.deal = OVER, None
    return [Event("over", None, {"money": list(state.money),
                                 "hands": [len(h) for h in state.hands],
                                 "winners": state.winners()})]
