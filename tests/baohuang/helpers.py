"""Rigged Bao Huang states for the model tests, and a small play-out driver.

A hand is written per seat either as rank text in `rules.parse` notation ("RB777",
"10" may be "T") or as a list of exact card codes (["7H", "7H~1", "9S"]). Rank text
never takes a marked card (the emperor card "RJ", the guard card "BJ", or whatever
`marked` names) unless that card is marked for this very seat; cards no hand takes
lie on the table, so every card is still somewhere.
"""

from __future__ import annotations

from game.games.baohuang import rules
from game.games.baohuang.model import SEATS, BhState, Pass, Play


def rigged(hands: list, emperor: int = 0, guard: int | None = 1, variant: str = "ls", *,
           phase: str = "play", holder: int | None = None, solo: str | None = None,
           guard_card: str | None = None, marked: dict[str, int] | None = None,
           open_guard: bool = False, declared: list | None = None,
           guard_shown: bool | None = None, current: int | None = None,
           named: str | None = None, declines: int = 0) -> BhState:
    """A state in `phase` ("emperor", "declare" or "play") with these hands.

    - emperor phase: the emperor card lies before `holder` (default `emperor`), none
      of the roles is set yet; "RJ" is never in a hand.
    - declare / play: `emperor` has ascended (he holds "RJ" if his text has an R);
      `guard` holds the guard card (`guard_card`, default "BJ" in simple mode; in
      classic give its code, e.g. "7H~3", and `named`) if his hand has that rank.
      `solo` "open"/"secret" makes the emperor the holder of the guard card.
    """
    state = BhState(seed=0, variant=variant)
    pack = state.pack
    classic = state.rules.named_guard
    if guard_card is None and not classic:
        guard_card = rules.GUARD_CARD
    if solo:
        guard = None
    where = {rules.EMPEROR_CARD: None if phase == "emperor" else emperor}
    if guard_card is not None:
        where[guard_card] = emperor if solo else guard
    where.update(marked or {})
    by_code = {code: pack.from_codes([code])[0] for code in where}
    reserved = set(by_code.values())
    for spec in hands:
        if not isinstance(spec, str):
            reserved.update(pack.from_codes(spec))
    free = [c for c in pack.ids if c not in reserved]
    state.hands = []
    for seat, spec in enumerate(hands):
        if not isinstance(spec, str):
            state.hands.append(state.sort_hand(pack.from_codes(spec)))
            continue
        hand = []
        mine = [by_code[code] for code, s in where.items() if s == seat]
        for rank in rules.parse(spec):
            card = next((c for c in mine if state.rank_of[c] == rank), None)
            if card is not None:
                mine.remove(card)
            else:
                card = next(c for c in free if state.rank_of[c] == rank)
                free.remove(card)
            hand.append(card)
        state.hands.append(state.sort_hand(hand))
    assert len(state.hands) == SEATS
    held = {c for h in state.hands for c in h}
    emperor_card = by_code[rules.EMPEROR_CARD]
    state.offered_cards = [emperor_card] if phase == "emperor" else []
    unused = [c for c in by_code.values() if c not in held and c not in state.offered_cards]
    state.table = sorted(free + unused)
    state.phase = phase
    state.declines = declines
    if phase == "emperor":
        state.holder = state.current = state.leader = emperor if holder is None else holder
        return state
    state.holder = state.emperor = emperor
    state.solo = solo
    state.guard = guard
    state.named = named
    state.guard_card = None if guard_card is None else by_code[guard_card]
    state.open_guard = open_guard
    state.declared = [list(d) for d in declared or []]
    if guard_shown is None:
        guard_shown = open_guard or solo == "open" or (
            state.guard_card is not None and state.guard_card in state.table)
    state.guard_shown = guard_shown
    if phase == "declare":
        state.current = (emperor + 1) % SEATS if current is None else current
    else:
        state.current = state.leader = emperor if current is None else current
    return state


def cards_of(state: BhState, seat: int, text: str) -> tuple[int, ...]:
    """Card ids in `seat`'s hand for the ranks in `text`, marked cards last (as the
    model's own offers pick them)."""
    groups = state.by_rank(seat)
    taken: dict[int, int] = {}
    picked = []
    for rank in rules.parse(text):
        i = taken.get(rank, 0)
        picked.append(groups[rank][i])
        taken[rank] = i + 1
    return tuple(picked)


def card(state: BhState, code: str) -> int:
    return state.pack.from_codes([code])[0]


def play(state: BhState, seat: int, text: str):
    return state.apply(Play(seat, cards_of(state, seat, text)))


def finish_in_order(state: BhState, order: list[int]) -> list:
    """Play the hand out so seats go out in `order` (as far as the hand lasts), with
    hands from `finishing_hands`: a leader holding two cards leads the lower; the
    next seat of `order` plays its last card when its turn comes; others pass.
    Returns every event."""
    events = []
    k = 0
    while not state.is_terminal():
        seat = state.to_act
        hand = state.hands[seat]
        if state.to_beat() is None and len(hand) > 1:
            events += state.apply(Play(seat, (hand[0],)))
        elif k < len(order) and seat == order[k]:
            events += state.apply(Play(seat, tuple(hand)))
            k += 1
        else:
            events += state.apply(Pass(seat))
    return events


def finishing_hands(order: list[int], emperor: int) -> list[str]:
    """One card per seat, higher the later it goes out; the emperor also has a 6 to
    lead with, so any order can be played by `finish_in_order`."""
    hands = [""] * SEATS
    for i, seat in enumerate(order):
        hands[seat] = "789TJ"[i]
    hands[emperor] += "6"
    return hands


# The sheet's §5 examples (4s and 5s read one or two ranks higher, as the
# clarifications say), shared by the rules tests and the model tests.
SECTION5_BEATS = [
    ("8888", "7777"),
    ("RBBB", "AAAA"),
    ("B777", "6666"),
    ("R7777", "B6666"),  # sheet: big + 6666 on small + 5555
    ("RRJJJ", "BB999"),  # WH
    ("RRRJJ", "BB999"),  # WH
]
SECTION5_CANNOT = [
    ("9999", "B888"),  # a plain set never beats a joker-attached set of the same size
    ("TTTT", "B999"),
    ("RB222", "R6666"),  # sheet: anything on 4444 + big joker
    ("8888", "8888"),  # equal ranks do not beat
    ("888", "7777"),  # same number of cards
    ("99999", "7777"),
]
