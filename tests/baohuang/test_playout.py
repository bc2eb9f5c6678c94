"""Random Bao Huang hands: a hidden-guard check. While the guard is not public, no seat
but the two whose hands differ can tell a hand from the same hand with the guard card
swapped for another card of its rank (a small joker in simple mode, the named face's
rank in classic), which moves the guard to another seat or, swapped into the emperor's
hand, makes him a secret solo.

The generic invariants (cards kept, no hidden card shown, JSON round trip) of random
playouts of every variant are checked by tests/conformance."""

import json
import random

import pytest

from game.core.protocol import IllegalAction
from game.games.baohuang import rules
from game.games.baohuang.model import SEATS, Ascend, BhState, Declare, Play, face

# --- the hidden guard ---------------------------------------------------------------------


class SwappedDeal(BhState):
    """The same hand, except two card ids trade places in the deal numbered `at`."""

    swap: tuple[int, int] = (0, 0)
    at = 0

    def _deal(self):
        events = super()._deal()
        if self.redeals == self.at:
            a, b = self.swap
            trade = {a: b, b: a}
            self.hands = [self.sort_hand(trade.get(c, c) for c in h) for h in self.hands]
        return events


def swapped_new(seed, variant, swap, at):
    state = SwappedDeal(seed, variant)
    state.swap, state.at = swap, at
    state.deal_events = state._deal()
    return state


def mapped(action, swap):
    if not isinstance(action, Play):
        return action
    a, b = swap
    trade = {a: b, b: a}
    return Play(action.seat, tuple(trade.get(c, c) for c in action.cards))


def random_hand(seed, variant):
    """Play a random hand: its actions, the hands of its last deal, the final state,
    and the states met on the way that are checked for the save round trip."""
    state = BhState.new(seed, variant)
    pick = random.Random(seed)
    actions = []
    dealt = [list(h) for h in state.hands]
    while not state.is_terminal():
        action = choose(state, pick)
        events = state.apply(action)
        actions.append(action)
        if any(e.kind == "redeal" for e in events):
            dealt = [list(h) for h in state.hands]
        if pick.random() < 0.1:
            data = json.loads(json.dumps(state.to_json()))
            # no card at all, but the face a classic emperor named, which is public
            # (the action says Ascend(named="7H"), the same text as pack 0's copy)
            assert card_codes(state).intersection(strings(data)) <= {state.named}
            assert BhState.from_json(data) == state
    return actions, dealt, state


def choose(state, pick):
    """A random legal action, leaning towards keeping the guard hidden long: mostly
    quiet declarations, mostly plays without a small joker."""
    legal = state.legal_actions()
    if state.phase == "declare" and pick.random() < 0.8:
        return legal[0]  # quiet
    if state.phase == "play" and pick.random() < 0.9:
        plain = [a for a in legal if not isinstance(a, Play)
                 or all(state.rank_of[c] != rules.SMALL for c in a.cards)]
        legal = plain or legal
    return pick.choice(legal)


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from strings(v)


def card_codes(state):
    return set(state.pack.codes(state.pack.ids))


def guard_swaps(final, dealt, pick):
    """(card, holder, other card, other holder) pairs to try: the guard card (or one
    of a classic secret solo's named copies) and another card of the same rank."""
    if final.rules.named_guard:
        if final.named is None:
            return []  # an open solo without naming: nothing hidden to swap
        copies = [c for c in final.pack.ids if face(final.pack.code(c)) == final.named]
        x = final.guard_card if final.guard_card is not None else copies[0]
    else:
        x = final.pack.from_codes([rules.GUARD_CARD])[0]
    seat_of = {c: s for s, h in enumerate(dealt) for c in h}
    holder = seat_of[x]
    rank = final.rank_of[x]
    others = [c for c in seat_of if c != x and final.rank_of[c] == rank and seat_of[c] != holder]
    named_first = sorted(others, key=lambda c: (final.named is None or
                                                face(final.pack.code(c)) != final.named, c))
    chosen = named_first[:1] + pick.sample(named_first[1:], min(1, len(named_first) - 1))
    return [(x, holder, y, seat_of[y]) for y in chosen]


def hidden(state, x, y):
    """Nothing of the swap is public yet: guard not shown, the hand goes on, and
    neither swapped card has been played."""
    return not (state.guard_shown or state.is_terminal()
                or x in state.table or y in state.table)


def compare_hand(seed, variant, stats):
    actions, dealt, final = random_hand(seed, variant)
    for x, hx, y, hy in guard_swaps(final, dealt, random.Random(seed)):
        viewers = [v for v in range(SEATS) if v not in (hx, hy)]
        orig = BhState.new(seed, variant)
        alt = swapped_new(seed, variant, (x, y), final.redeals)
        assert [orig.observation(v) for v in viewers] == [alt.observation(v) for v in viewers]
        for action in actions:
            events = orig.apply(action)
            try:
                alt_events = alt.apply(mapped(action, (x, y)))
            except IllegalAction:
                # only a choice that tells the swapped seats apart: a rebel who is the
                # guard in the other hand, an open guard who is not, an open solo
                # without the guard card
                assert isinstance(action, Declare | Ascend), action
                assert orig.guard_shown or (isinstance(action, Declare) and
                                            action.choice == "rebel" and action.seat == hy)
                stats["refused"] += 1
                break
            if not (hidden(orig, x, y) and hidden(alt, x, y)):
                if orig.is_terminal() != alt.is_terminal():
                    stats["early end"] += 1  # a finishing order that ends one only
                break
            stats["compared"] += 1
            assert events == alt_events, (seed, action)
            for v in viewers:
                seen = orig.observation(v)
                assert seen == alt.observation(v), (seed, variant, v, action)
                if v != orig.guard:
                    assert "guard" not in seen["roles"]
                    assert final.solo == "open" or "solo" not in seen["roles"] or (
                        v == orig.emperor)


@pytest.mark.parametrize("variant, seeds", [
    ("ls", range(200, 210)), ("classic", range(300, 310)),
    ("ls+hold6+roast", range(400, 410)), ("classic+wh165+hold6", range(500, 510)),
])
def test_the_guard_stays_hidden_until_shown(variant, seeds):
    stats = {"compared": 0, "refused": 0, "early end": 0}
    for seed in seeds:
        compare_hand(seed, variant, stats)
    assert stats["compared"] > 20 * len(seeds)
