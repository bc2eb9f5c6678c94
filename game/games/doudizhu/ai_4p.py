"""Computer players for four-player Dou Di Zhu (rules sheet §9).

They read only the seat's observation and the legal actions, like the 3-player ones,
and decide on rank counts with `rules_4p`. The normal player sheds its lowest cards
in the biggest plain play that holds them, never breaks a bomb for a plain play,
lets a partner's trick stand, and bombs only when an enemy is close to going out.
The hard level plays as the normal one (no search for the 108-card game yet).
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from game.core.protocol import Action
from game.games.climbing.agent import PhaseAgent, play_for
from game.games.doudizhu.ai import bid_action
from game.games.doudizhu.model import Play
from game.games.doudizhu.model_4p import RANK_OF_4P
from game.games.doudizhu.rules import BLACK_JOKER, NUM_RANKS, RANK_CHARS, RED_JOKER, TWO
from game.games.doudizhu.rules_4p import is_bomb_4p, legal_plays_4p, readings_4p

FULL_DECK_4P: tuple[int, ...] = (8,) * 13 + (2, 2)
BID_THRESHOLDS_4P = (11.5, 14.0, 17.0)  # strength for a bid of 1, 2, 3 (see hand_strength_4p)
DANGER = 6  # an enemy with this few cards left is worth a bomb


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


def _breaks_a_bomb(combo, counts: list[int]) -> bool:
    """Does a plain play take cards from a rank held four or more times?"""
    return not is_bomb_4p(combo) and any(counts[r] >= 4 for r in set(combo.ranks))


def _low_first(combo) -> tuple:
    """Lowest cards first (by rank order), then the bigger play."""
    return (min(combo.ranks), -len(combo.ranks), combo.key)


def normal_play_4p(observation: dict):
    """The rank-level choice: a combination, or None to pass."""
    seat, landlord = observation["seat"], observation["landlord"]
    counts = counts_of(observation["hand"])
    last = observation["last_play"]
    prev = None
    if last is not None and last["seat"] != seat:
        prev = _combo_of(last)
    plays = legal_plays_4p(counts, prev)
    total = sum(counts)
    finishing = [p for p in plays if len(p.ranks) == total]
    if finishing:
        return finishing[0]
    plain = [p for p in plays if not is_bomb_4p(p) and not _breaks_a_bomb(p, counts)]
    bombs = sorted((p for p in plays if is_bomb_4p(p)), key=lambda p: (p.kind, p.length, p.key))
    if prev is None:
        return min(plain or plays, key=_low_first)
    partner_holds = last["seat"] != landlord and seat != landlord
    if partner_holds:
        return None
    enemies = [landlord] if seat != landlord else [s for s in range(len(observation["counts"]))
                                                   if s != seat]
    danger = min(observation["counts"][e] for e in enemies)
    if plain:
        return min(plain, key=lambda p: (p.key, len(p.ranks)))
    if bombs and (danger <= DANGER or total <= 8):
        return bombs[0]
    return None


def easy_play_4p(observation: dict, rng: random.Random):
    counts = counts_of(observation["hand"])
    last = observation["last_play"]
    prev = None if last is None or last["seat"] == observation["seat"] else _combo_of(last)
    plays = legal_plays_4p(counts, prev)
    plain = [p for p in plays if not is_bomb_4p(p)]
    if prev is None:
        return min(plain or plays, key=_low_first) if rng.random() < 0.6 else rng.choice(plays)
    if not plays or rng.random() < 0.3:
        return None
    return min(plain, key=lambda p: p.key) if plain else (plays[0] if rng.random() < 0.5
                                                          else None)


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
        return action_for(normal_play_4p(observation), legal)


class EasyAgent4(NormalAgent4):
    level = "easy"

    def noise(self) -> float:
        return self.rng.uniform(-5, 5)

    def decide_play(self, observation: dict, legal: list[Action]) -> Action:
        return action_for(easy_play_4p(observation, self.rng), legal)


AGENTS_4P = {"easy": EasyAgent4, "normal": NormalAgent4, "hard": NormalAgent4}


def make_agent_4p(level: str, seed: int = 0) -> PhaseAgent:
    if level not in AGENTS_4P:
        raise ValueError(f"unknown level {level!r}")
    return AGENTS_4P[level](seed)


def hint_play_4p(state, seat: int) -> Play | None:
    """The normal player's suggestion, or None when it would pass."""
    legal = state.legal_actions(seat)
    observation = state.observation(seat)
    if not legal or observation["phase"] != "play":
        return None
    action = NormalAgent4().choose(observation, legal)
    return action if isinstance(action, Play) else None
