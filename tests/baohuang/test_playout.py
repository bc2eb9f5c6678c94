"""Random Bao Huang hands: the hidden guard.

What a seat sees at any state while the guard is hidden is the generic leak check's
(`game/core/leak_check.py`): its observation is the same in every world it cannot rule
out, which the determinizations choose among (the guard in another seat, or a secret
solo). Here it runs over hands played to keep the guard hidden long, since random
declarations show him early. What it cannot see is kept here, with two worlds played
side by side: the guard card swapped for another card of its rank (a small joker in
simple mode, the named face's rank in classic), which moves the guard to another seat
or, swapped into the emperor's hand, makes him a secret solo. Every action then gives
the same events in both, and the hand ends at the same time, until something shows
the guard.

The generic invariants (cards kept, no hidden card shown, JSON round trip) of random
playouts of every variant are checked by tests/conformance."""

import json
import random

import pytest

from game.core.agents import RandomAgent
from game.core.leak_check import check_no_leak
from game.core.playout_check import check_events, check_state, strings_in
from game.core.protocol import IllegalAction
from game.games.baohuang import rules
from game.games.baohuang.model import SEATS, Ascend, BhState, Declare, Pass, Play, face
from tests.baohuang.helpers import card, play, rigged

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
                # Unless this very action showed something (the guard or a solo, or a
                # swapped card played), the two hands end alike: the end is public.
                shown = {"guard_revealed", "solo_revealed"} & {
                    e.kind for e in events + alt_events}
                if not (shown or {x, y} & set(orig.table + alt.table)):
                    assert orig.is_terminal() == alt.is_terminal(), (seed, variant, action)
                break
            stats["compared"] += 1
            assert events == alt_events, (seed, action)  # the views: the leak check's


HIDDEN_HANDS = [
    ("ls", range(200, 210)), ("classic", range(300, 310)),
    ("ls+hold6+roast", range(400, 410)), ("classic+wh165+hold6", range(500, 510)),
]


@pytest.mark.parametrize("variant, seeds", HIDDEN_HANDS)
def test_no_seat_tells_the_worlds_it_cannot_rule_out_apart(variant, seeds):
    checks = {"roles": 0, "all": 0}
    for seed in seeds[:4]:
        state = BhState.new(seed, variant)
        pick = random.Random(seed)
        at = 0
        while not state.is_terminal():
            if at % 7 == 0:
                for seat in range(SEATS):
                    report = check_no_leak(state, seat, random.Random(at), samples=3,
                                           where=f"{variant} seed {seed}, {at} actions in")
                    checks["roles"] += report.values > 0
                    checks["all"] += 1
            state.apply(choose(state, pick))
            at += 1
    assert checks["roles"] > 20  # states where some seat could not tell who is the guard


@pytest.mark.parametrize("variant, seeds", HIDDEN_HANDS)
def test_the_same_events_and_end_in_two_worlds_until_the_guard_shows(variant, seeds):
    stats = {"compared": 0, "refused": 0}
    for seed in seeds:
        compare_hand(seed, variant, stats)
    assert stats["compared"] > 20 * len(seeds)


# --- the end of the hand is public too (sheet §6, §7, §11) -------------------------------

# Seat 0 is the emperor. Seats 0 and 1 each hold a small joker; whichever is the guard
# card makes seat 0 a secret solo or seat 1 his hidden guard. Commoners 2, 3 and 4 go out
# first, second and third on the same plays, neither small joker is played.
END_HANDS = ["B6A", "BKQ", "7", "8", "9"]
END_PLAYS = [(0, "6"), (1, None), (2, "7"), (3, "8"), (4, "9")]
OTHERS = (2, 3, 4)  # the seats that know neither small joker


def act(state, seat, text):
    return state.apply(Pass(seat)) if text is None else play(state, seat, text)


@pytest.mark.parametrize("variant, solo_scores, guard_scores", [
    # three out: 4th and 5th score alike for both (§7: solo -12; royals 4+5)
    ("ls", [-12, 3, 3, 3, 3], [-6, -3, 3, 3, 3]),
    # Weihai: a secret solo 4th scores -8, 5th -16, so the hand goes on for both
    ("ls+wh165", None, None),
])
def test_a_secret_solo_and_a_hidden_guard_end_alike(variant, solo_scores, guard_scores):
    solo = rigged(END_HANDS, emperor=0, solo="secret", variant=variant)
    guard = rigged(END_HANDS, emperor=0, guard=1, variant=variant)
    assert not (solo.guard_shown or guard.guard_shown)
    for seat, text in END_PLAYS:
        solo_events, guard_events = act(solo, seat, text), act(guard, seat, text)
        assert solo.is_terminal() == guard.is_terminal(), (seat, text)
        if solo.is_terminal():
            break
        assert solo_events == guard_events
        assert [solo.observation(v) for v in OTHERS] == [guard.observation(v) for v in OTHERS]
        if solo.places == [2, 3]:
            # By the true roles alone the LS solo's score is settled (§7: 3rd, 4th and
            # 5th all -12), which once ended his hand here and told seat 4 there was no
            # guard; Weihai's 3rd, 4th and 5th differ.
            alone = rules.hand_decided(solo.places, [solo.roles], SEATS, solo.rules.scoring)
            assert alone == (variant == "ls")
    assert solo.places == guard.places == [2, 3, 4]
    if solo_scores is None:
        assert not solo.is_terminal() and solo.to_act == guard.to_act == 0
        return
    # decided by what the table knows; scored by the true roles
    assert solo.returns() == solo_scores and solo.result["solo"] == "secret"
    assert guard.returns() == guard_scores and guard.result["guard"] == 1


def test_a_shown_secret_solo_ends_once_two_others_are_out():
    state = rigged(END_HANDS, emperor=0, solo="secret")
    events = state.apply(Play(0, (card(state, "BJ"),)))  # his guard card shows him
    assert events[-1].kind == "solo_revealed"
    for seat in (1, 2, 3, 4):
        state.apply(Pass(seat))
    for seat, text in END_PLAYS[:4]:
        act(state, seat, text)
    # public now: 3rd, 4th and 5th all score -12 (§7), so nothing is left to play for
    assert state.is_terminal() and state.places == [2, 3]
    assert state.returns() == [-12, 3, 3, 3, 3]


@pytest.mark.parametrize("guard", [3, 4])
def test_the_roles_the_table_cannot_rule_out(guard):
    # Not the emperor, not a rebel (the guard cannot rebel), not a seat gone out (he
    # would have played the guard card); or nobody: a secret solo. The same for either
    # true guard, since it is all public.
    state = rigged(["6AK", "7Q", "8", "B9T", "BJ"], emperor=0, guard=guard,
                   declared=[[1, "rebel"], [2, "quiet"], [3, "quiet"], [4, "quiet"]])
    hidden_guard = [rules.Roles(0, 3, None), rules.Roles(0, 4, None)]
    assert state.public_roles() == [rules.Roles(0, 2, None), *hidden_guard,
                                     rules.Roles(0, None, "secret")]
    play(state, 0, "6")
    state.apply(Pass(1))
    play(state, 2, "8")  # out first, without the guard card
    assert not state.is_terminal()
    assert state.public_roles() == [*hidden_guard, rules.Roles(0, None, "secret")]
    if guard == 3:
        state.apply(Play(3, (card(state, "BJ"),)))  # shown: only the true roles remain
        assert state.public_roles() == [rules.Roles(0, 3, None)]


# --- play descriptions ----------------------------------------------------------------------


def test_no_play_description_reads_as_a_card_code():
    """Seed 100081 (classic) plays a jack with a small joker, once described as "BJ",
    which is also the small joker's card code: the playout checker took it for a hidden
    card shown. A play names its cards under "cards"; nothing else said about it (the
    event, the last play in the observations) reads as a card code."""
    state, agent = BhState.new(100081, "classic"), RandomAgent(100081)
    codes = set(state.pack.codes(state.pack.ids))
    codes |= {face(c) for c in codes}
    jack_and_small_joker = 0
    while not state.is_terminal():
        seat = state.to_act
        action = agent.choose(state.observation(seat), state.legal_actions(seat))
        events = state.apply(action)
        # The playout checker's own look (without its save round trip, which is slow).
        check_state(state, SEATS, f"after {action}", round_trip=False)
        check_events(state, events, SEATS, f"after {action}")
        for said in [e.data for e in events if e.kind == "play"] + [
                state.observation(seat)["last_play"]]:
            if said is None:
                continue
            cards = {face(c) for c in said["cards"]}
            jack_and_small_joker += {"BJ"} <= cards and any(c[0] == "J" for c in cards)
            described = {k: v for k, v in said.items() if k != "cards"}
            assert not codes.intersection(strings_in(described)), said
    assert jack_and_small_joker, "the hand no longer plays a jack with a small joker"
