"""Computer players for four-player Dou Di Zhu (rules sheet §9).

They read only the seat's observation and the legal actions, like the 3-player ones,
and decide on rank counts (`table_from_4p`) with the policies of ai_policy_4p. The
normal player sheds its lowest cards in the biggest plain play that holds them, never
breaks a bomb for a plain play, lets a partner's trick stand, and bombs only when an
enemy is close to going out; the easy one is naive. The hard level bids as the normal
one and plays by the core's search (ai_search.HardAgent with FOUR_PLAYER_FORM), with
the normal player as every seat's roll-out policy.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from game.core.agents import PhaseAgent, play_for
from game.core.protocol import Action
from game.games.climbing.agent import suggested_play
from game.games.doudizhu.ai import bid_action
from game.games.doudizhu.ai_policy import Table
from game.games.doudizhu.ai_policy_4p import (
    bomb_order,
    easy_play_4p,
    low_first,
    normal_play_4p,
    plain_counts,
)
from game.games.doudizhu.ai_search import (
    Choice,
    Form,
    HardAgent,
    endgame,
    follow_candidates,
)
from game.games.doudizhu.model import Play
from game.games.doudizhu.model_4p import RANK_OF_4P
from game.games.doudizhu.rules import (
    BLACK_JOKER,
    NUM_RANKS,
    RANK_CHARS,
    RED_JOKER,
    TWO,
    Combination,
)
from game.games.doudizhu.rules_4p import all_plays, is_bomb_4p, legal_plays_4p, readings_4p

FULL_DECK_4P: tuple[int, ...] = (8,) * 13 + (2, 2)
HARD_BUDGET_4P = 0.4  # seconds of search per move, at most
HARD_WORLDS_4P = 48  # sampled worlds per move, at most
BID_THRESHOLDS_4P = (11.5, 14.0, 17.0)  # strength for a bid of 1, 2, 3 (see hand_strength_4p)


def ranks_of(codes: Iterable[str]) -> list[int]:
    """A card code's first character is its rank ("5S~1" -> 5)."""
    return [RANK_CHARS.index(c[0]) for c in codes]


def counts_of(codes: Iterable[str]) -> list[int]:
    counts = [0] * NUM_RANKS
    for r in ranks_of(codes):
        counts[r] += 1
    return counts


def unseen_counts_4p(observation: dict) -> tuple[int, ...]:
    """Per rank, the cards neither held by this seat nor played yet."""
    hand = counts_of(observation["hand"])
    played = counts_of(c for _seat, codes in observation["history"] if codes for c in codes)
    return tuple(FULL_DECK_4P[r] - hand[r] - played[r] for r in range(NUM_RANKS))


def hand_strength_4p(counts: list[int]) -> float:
    """A rough score of a 25-card hand: jokers, twos, aces and bombs (bigger is better)."""
    score = 3.0 * counts[RED_JOKER] + 2.0 * counts[BLACK_JOKER] + 1.5 * counts[TWO]
    score += 0.5 * counts[TWO - 1]
    score += sum(3.0 + 1.5 * (c - 4) for c in counts[:BLACK_JOKER] if c >= 4)
    if counts[BLACK_JOKER] == 2 and counts[RED_JOKER] == 2:
        score += 6
    return score


def strength_bid(counts: list[int], high_bid: int, noise: float = 0.0) -> int:
    value = sum(1 for t in BID_THRESHOLDS_4P if hand_strength_4p(counts) + noise >= t)
    return value if value > high_bid else 0


def table_from_4p(observation: dict) -> Table:
    """The rank-level view a policy decides from (play phase)."""
    seat = observation["seat"]
    last = observation["last_play"]
    prev = prev_seat = None
    if last is not None and last["seat"] != seat:
        prev, prev_seat = _combo_of(last), last["seat"]
    return Table(seat, observation["landlord"], tuple(counts_of(observation["hand"])),
                 tuple(observation["counts"]), prev, prev_seat, unseen_counts_4p(observation))


def _combo_of(last: dict):
    found = readings_4p(ranks_of(last["cards"]))
    return next((c for c in found if c.kind == last["kind"] and c.length == last["length"]),
                found[0])


def _play_key(action: Action):
    if not isinstance(action, Play):
        return None
    return action.reading, tuple(sorted(ranks_of_ids(action.cards)))


def ranks_of_ids(cards: Iterable[int]) -> list[int]:
    return [RANK_OF_4P[c] for c in cards]


def action_for(combo, legal: list[Action]) -> Action:
    return play_for(None if combo is None else (combo.kind, combo.ranks), legal, _play_key)


class NormalAgent4(PhaseAgent):
    level = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def noise(self) -> float:
        return 0.0

    def decide_auction(self, observation: dict, legal: list[Action]) -> Action:
        counts = counts_of(observation["hand"])
        return bid_action(strength_bid(counts, observation["high_bid"], self.noise()), legal)

    def decide_play(self, observation: dict, legal: list[Action]) -> Action:
        return action_for(normal_play_4p(table_from_4p(observation)), legal)


class EasyAgent4(NormalAgent4):
    level = "easy"

    def noise(self) -> float:
        return self.rng.uniform(-5, 5)

    def decide_play(self, observation: dict, legal: list[Action]) -> Action:
        return action_for(easy_play_4p(table_from_4p(observation), self.rng), legal)


def candidates_4p(t: Table, k: int) -> list[Choice]:
    """The hard player's plays to compare: the normal choice first; when following,
    what ai_search offers for any game; when leading, the lowest plain play of each
    kind (bombs kept whole), and every play once the hand is short."""
    first = normal_play_4p(t)
    if endgame(t):
        k += 4
    if t.prev is not None:
        return follow_candidates(first, legal_plays_4p(list(t.hand), t.prev), k, is_bomb_4p,
                                 bomb_order)
    out: list[Choice] = [first]
    lowest: dict[str, Combination] = {}
    for c in sorted(all_plays(plain_counts(t.hand)), key=low_first):
        lowest.setdefault(c.kind, c)
    plays = list(lowest.values())
    if sum(t.hand) <= 10:
        plays += sorted(legal_plays_4p(list(t.hand)), key=lambda c: -len(c.ranks))
    for c in plays:
        if c not in out and len(out) < k:
            out.append(c)
    return out


FOUR_PLAYER_FORM = Form(policy=normal_play_4p, candidates=candidates_4p,
                        table_from=table_from_4p, action_for=action_for, normal=NormalAgent4)


class HardAgent4(HardAgent):
    """Bids as the normal player; plays by the core's search (ai_search.HardAgent) over
    worlds the game's determinize draws, with the normal player as every seat's
    roll-out policy."""

    form = FOUR_PLAYER_FORM

    def __init__(self, seed: int = 0, time_budget: float = HARD_BUDGET_4P,
                 max_worlds: int = HARD_WORLDS_4P, **options) -> None:
        super().__init__(seed, time_budget=time_budget, max_worlds=max_worlds, **options)


AGENTS_4P = {"easy": EasyAgent4, "normal": NormalAgent4, "hard": HardAgent4}


def make_agent_4p(level: str, seed: int = 0, **options) -> PhaseAgent:
    """A computer player; `options` go to the hard player (time_budget seconds per
    move, max_worlds, top_k, stakes, clock)."""
    if level not in AGENTS_4P:
        raise ValueError(f"unknown level {level!r}")
    return AGENTS_4P[level](seed, **options) if level == "hard" else AGENTS_4P[level](seed)


def hint_play_4p(observation: dict, legal: list[Action]) -> Play | None:
    """The normal player's suggestion, or None when it would pass."""
    return suggested_play(observation, legal, NormalAgent4())
