"""Four-player Dou Di Zhu (rules sheet §9) on the 3-player hand's state machine: two
packs (108 cards), 25 each and an 8-card kitty the landlord takes unseen, the 1-2-3
auction, §9's combinations, bombs that do not double, and a void-redeal hand that
counts ×2 (nobody bids twice: the shown card's holder takes it at 1). The landlord
plays against three farmers; each farmer pays or wins S.
"""

from __future__ import annotations

from game.core.cards import Pack, french_pack
from game.core.protocol import Event
from game.games.doudizhu import rules, rules_4p
from game.games.doudizhu.model import FOUR_PLAYER, DdzState
from game.games.doudizhu.rules import Combination

PACK_4P: Pack = french_pack(decks=2, jokers=True)
RANK_OF_4P: tuple[int, ...] = tuple(rules.RANK_CHARS.index(c.rank) for c in PACK_4P.cards)
VOID_REDEAL_FACTOR = 2


class Ddz4State(DdzState):
    pack = PACK_4P
    rank_of = RANK_OF_4P
    seats = 4
    hand_size = 25
    kitty_size = 8
    variants = (FOUR_PLAYER,)
    show_kitty = False
    bombs_double = False
    springs = False
    readings = staticmethod(rules_4p.readings_4p)
    plays_for = staticmethod(rules_4p.legal_plays_4p)
    beats = staticmethod(rules_4p.beats_4p)
    why_not = staticmethod(rules_4p.why_not_4p)
    preference = staticmethod(rules_4p.preference_4p)

    def __init__(self, seed: int, variant: str = FOUR_PLAYER) -> None:
        super().__init__(seed, variant)

    @classmethod
    def new(cls, seed: int, variant: str = FOUR_PLAYER) -> Ddz4State:
        return super().new(seed, variant)

    def _redeal(self) -> list[Event]:
        """§9: nobody bid: a void-redeal hand (×2), a new shown card bids first; nobody
        bids again: its holder is landlord at 1."""
        if self.redeals:
            self.high_bid = 1
            return [Event("forced", self.first_bidder, {}), *self._crown(self.first_bidder)]
        self.redeals += 1
        self.multiplier *= VOID_REDEAL_FACTOR
        self.mult_log.append(["void_redeal", VOID_REDEAL_FACTOR])
        return [Event("redeal", None, {"redeals": self.redeals, "void": True}),
                *self._deal(first_bidder=None)]

    def describe(self, combo: Combination) -> dict:
        return {"kind": combo.kind, "key_rank": rules_4p.top_rank(combo), "length": combo.length}


def state_class(variant: str) -> type[DdzState]:
    return Ddz4State if variant == FOUR_PLAYER else DdzState


def new_state(seed: int, variant: str = "classic") -> DdzState:
    """A fresh hand of either game, by variant (the GameDef's `new_state`)."""
    return state_class(variant).new(seed, variant)


def state_from_json(data: dict) -> DdzState:
    variant = data.get("variant") if isinstance(data, dict) else None
    return state_class(variant).from_json(data)
