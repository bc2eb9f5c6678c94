"""An adapter that seats RLCard 1.2.0's DouDizhuRuleAgentV1 at our table.

The rule agent reads `state['raw_obs']`: its hand as a rank string ('33445TT2BR'),
the legal actions as rank strings (or 'pass'), the trace [(seat, action)], the
landlord and its own seat. We build that from our observation and legal actions only,
and map the string it picks back onto one of our legal actions.
"""

from __future__ import annotations

import numpy as np

from game.core.protocol import Action
from game.games.doudizhu.model import PACK, RANK_OF, Pass, Play
from game.games.doudizhu.rules import RANK_CHARS


def _text(codes) -> str:
    return "".join(sorted((RANK_CHARS[RANK_OF[c]] for c in PACK.from_codes(codes)),
                          key=RANK_CHARS.index))


def _play_text(action: Play) -> str:
    return "".join(sorted((RANK_CHARS[RANK_OF[c]] for c in action.cards), key=RANK_CHARS.index))


class RlcardRuleAgent:
    """Our agent protocol around rlcard's rule agent (play phase; it has no bidding,
    so it passes in the auction unless it must)."""

    level = "rlcard_rule"

    def __init__(self, seed: int = 0) -> None:
        from rlcard.games.doudizhu.utils import CARD_TYPE
        from rlcard.models.doudizhu_rule_models import DouDizhuRuleAgentV1

        self.agent = DouDizhuRuleAgentV1()
        self.known = CARD_TYPE[0]
        self.seed = seed
        self.fallbacks = 0  # answers we had to repair (its choice not among our plays)

    def choose(self, observation: dict, legal: list[Action]) -> Action:
        if len(legal) == 1 or observation["phase"] != "play":
            return legal[0]
        by_text: dict[str, Action] = {}
        for action in legal:
            if isinstance(action, Play):
                by_text.setdefault(_play_text(action), action)
            elif isinstance(action, Pass):
                by_text["pass"] = action
        # rlcard's card-type table knows every play it can classify; it is looser
        # than our strict kicker rule, so all of ours are in it.
        actions = [t for t in by_text if t == "pass" or t in self.known]
        trace = [(seat, "pass" if codes is None else _text(codes))
                 for seat, codes in observation["history"]]
        raw = {
            "current_hand": _text(observation["hand"]), "actions": actions, "trace": trace,
            "landlord": observation["landlord"], "self": observation["seat"],
        }
        # Its fallback is np.random.choice: seed it per decision, so runs repeat.
        np.random.seed((self.seed * 1_000_003 + len(trace)) % 2**32)
        choice = self.agent.step({"raw_obs": raw})
        if choice in by_text:
            return by_text[choice]
        self.fallbacks += 1
        return by_text.get("pass") or next(a for a in legal if isinstance(a, Play))
