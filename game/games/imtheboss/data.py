"""The game's data, read once from `imtheboss.json` (rules sheet §3 and C1, C6: our board,
tiles and money, since the printed ones are not public), and the rule numbers beside it
(hand limit, draw, counters per pair, the deal clock's choices), and the numbers of the
published variants (§8: `variants`)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any


@cache
def data() -> dict[str, Any]:
    return json.loads(Path(__file__).with_name("imtheboss.json").read_text(encoding="utf-8"))


RULES: dict[str, Any] = data()["rules"]
HAND_AT_START: int = RULES["hand_at_start"]
DRAW: int = RULES["draw"]
HAND_LIMIT: int = RULES["hand_limit"]
RECRUITMENT_SET: int = RULES["recruitment_set"]
COUNTERS_PER_PAIR: int = RULES["counters_per_pair"]
DIE_FACES: int = RULES["die_faces"]
MONEY_BAND: int = RULES["money_band"]
ROUND_CHOICES: tuple[int, ...] = tuple(RULES["rounds_per_deal"])
DEFAULT_ROUNDS: int = RULES["default_rounds"]

PUBLISHED_RULES: dict[str, Any] = data()["published"]
MUST_DEAL_FROM: int = PUBLISHED_RULES["must_deal_from"]  # cards at a turn's start
DRAWS_BY_PLACARDS: tuple[int, ...] = tuple(PUBLISHED_RULES["draw_by_placards"])  # 0, 1, 2, 3+
DEAL_MIN_CARDS: int = PUBLISHED_RULES["min_cards"]  # in hand to begin a deal
LATE_LIMIT: int = PUBLISHED_RULES["late_limit"]  # the hand limit late in the game
LATE_LIMIT_FROM_TILE: int = PUBLISHED_RULES["late_limit_from_tile"]
SHORT_REMOVED: tuple[int, ...] = tuple(PUBLISHED_RULES["short_removed"])  # tiles boxed
