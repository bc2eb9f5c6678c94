"""Computer players for Dou Di Zhu, and the hint helpers the table uses.

`make_agent("easy" | "normal" | "hard", seed)` gives an object with
`choose(observation, legal) -> Action`. Agents read only the seat's observation dict
and the legal action list (design: hidden information is a security boundary); the
decision itself is made on rank counts by `ai_policy` (easy, normal) and `ai_search`
(hard: the core's search over worlds drawn by the game's determinize).
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from game.core.agents import PhaseAgent, play_for
from game.core.protocol import Action
from game.games.climbing.agent import plays_within, suggested_play
from game.games.doudizhu.ai_policy import (
    FULL_DECK,
    Table,
    call_choice,
    double_choice,
    easy_bid,
    easy_play,
    normal_bid,
    normal_play,
    show_choice,
)
from game.games.doudizhu.model import PACK, RANK_OF, Bid, Call, Double, Play, Show
from game.games.doudizhu.rules import NUM_RANKS, Combination, count_ranks, readings

LEVELS = ("easy", "normal", "hard")


# --- reading an observation --------------------------------------------------------------


def ranks_of(codes: Iterable[str]) -> list[int]:
    return [RANK_OF[c] for c in PACK.from_codes(codes)]


def combo_of_last(last: dict) -> Combination:
    """Rebuild the combination on the table from the observation's last_play."""
    found = readings(ranks_of(last["cards"]))
    for combo in found:
        if combo.kind == last["kind"] and combo.length == last["length"]:
            return combo
    raise ValueError(f"last play {last} has no reading of its kind")


def hand_counts(observation: dict) -> list[int]:
    return count_ranks(ranks_of(observation["hand"]))


def played_counts(observation: dict) -> list[int]:
    counts = [0] * NUM_RANKS
    for _seat, codes in observation["history"]:
        if codes:
            for r in ranks_of(codes):
                counts[r] += 1
    return counts


def unseen_counts(observation: dict) -> tuple[int, ...]:
    """Per rank, the cards this seat has not seen played and does not hold: what the
    other two hands hold between them (the table's card tracker shows it too)."""
    hand = hand_counts(observation)
    played = played_counts(observation)
    return tuple(FULL_DECK[r] - hand[r] - played[r] for r in range(NUM_RANKS))


def table_from(observation: dict) -> Table:
    """The rank-level view a policy decides from (play phase)."""
    seat = observation["seat"]
    hand = hand_counts(observation)
    pool = unseen_counts(observation)
    last = observation["last_play"]
    prev = prev_seat = None
    if last is not None and last["seat"] != seat:
        prev, prev_seat = combo_of_last(last), last["seat"]
    return Table(seat, observation["landlord"], tuple(hand), tuple(observation["counts"]),
                 prev, prev_seat, pool)


# --- turning a decision into one of the legal actions ------------------------------------


def _play_key(action: Action) -> tuple[str, tuple[int, ...]] | None:
    if not isinstance(action, Play):
        return None
    return action.reading, tuple(sorted(RANK_OF[c] for c in action.cards))


def action_for(combo: Combination | None, legal: list[Action]) -> Action:
    """The legal action that plays `combo` (or passes for None)."""
    return play_for(None if combo is None else (combo.kind, combo.ranks), legal, _play_key)


def bid_action(value: int, legal: list[Action]) -> Action:
    for action in legal:
        if isinstance(action, Bid) and action.value == value:
            return action
    return next(a for a in legal if isinstance(a, Bid) and a.value == 0)


# --- agents ------------------------------------------------------------------------------


YES_FIELD = {Call: "take", Show: "show", Double: "double"}  # each one's yes-or-no field


def yes_no(kind: type[Action], yes: bool, legal: list[Action]) -> Action:
    """The legal Call, Show or Double saying `yes`."""
    for action in legal:
        if isinstance(action, kind) and getattr(action, YES_FIELD[kind]) == yes:
            return action
    return legal[0]


class PolicyAgent(PhaseAgent):
    """What every level shares: a bid comes from the level's `bid`, a play from its
    `play` (forced moves are made at once by PhaseAgent); calling, robbing, showing
    and doubling from the hand's strength, with the level's `noise`."""

    def decide_auction(self, observation: dict, legal: list[Action]) -> Action:
        counts = hand_counts(observation)
        if any(isinstance(a, Call) for a in legal):
            robbing = any(yes for _seat, yes in observation["calls"])
            return yes_no(Call, call_choice(counts, robbing, self.noise()), legal)
        return bid_action(self.bid(counts, observation["high_bid"]), legal)

    def decide_show(self, observation: dict, legal: list[Action]) -> Action:
        return yes_no(Show, show_choice(hand_counts(observation), self.noise()), legal)

    def decide_double(self, observation: dict, legal: list[Action]) -> Action:
        landlord = observation["landlord"] == observation["seat"]
        return yes_no(Double, double_choice(hand_counts(observation), landlord, self.noise()),
                      legal)

    def noise(self) -> float:
        return 0.0

    def decide_play(self, observation: dict, legal: list[Action]) -> Action:
        return self.play(observation, legal)

    def bid(self, counts: list[int], high_bid: int) -> int:
        raise NotImplementedError

    def play(self, observation: dict, legal: list[Action]) -> Action:
        raise NotImplementedError


class EasyAgent(PolicyAgent):
    """Legal but naive: random-ish bids, lowest cards first, passes now and then."""

    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def bid(self, counts: list[int], high_bid: int) -> int:
        return easy_bid(counts, high_bid, self.rng)

    def noise(self) -> float:
        return self.rng.uniform(-4, 4)

    def play(self, observation: dict, legal: list[Action]) -> Action:
        return action_for(easy_play(table_from(observation), self.rng), legal)


class NormalAgent(PolicyAgent):
    """The hand-decomposition heuristic (see ai_policy)."""

    level = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed  # deterministic: kept for a uniform constructor

    def bid(self, counts: list[int], high_bid: int) -> int:
        return normal_bid(counts, high_bid)

    def play(self, observation: dict, legal: list[Action]) -> Action:
        return action_for(normal_play(table_from(observation)), legal)


def make_agent(level: str, seed: int = 0, **options):
    """A computer player of the given level; `options` go to the hard player
    (time_budget seconds per move, max_worlds, top_k, stakes, clock)."""
    if level == "easy":
        return EasyAgent(seed)
    if level == "normal":
        return NormalAgent(seed)
    if level == "hard":
        from game.games.doudizhu.ai_search import HardAgent

        return HardAgent(seed, **options)
    raise ValueError(f"unknown level {level!r}; expected one of {LEVELS}")


# --- helpers for the human's table -------------------------------------------------------


def hint_play(observation: dict, legal: list[Action]) -> Play | None:
    """The normal player's suggestion from a seat's observation and the decision's
    legal actions, or None when it would pass (or it is not the seat's turn to play)."""
    return suggested_play(observation, legal, NormalAgent())


def plays_from_selection(state, seat: int, card_ids: Iterable[int]) -> list[Play]:
    """Every legal play made only of selected cards in the seat's hand, each mapped
    onto the selected physical cards. Sorted: more cards first."""
    in_hand = set(PACK.from_codes(state.observation(seat)["hand"]))
    return plays_within(state.legal_actions(seat), set(card_ids) & in_hand, RANK_OF,
                        lambda p, cards: Play(seat, cards, p.reading))
