"""The game's data, read once from `imtheboss.json` (rules sheet §3 and C1, C6: our board,
tiles and money, since the printed ones are not public), and the rule numbers beside it
(hand limit, draw, counters per pair, the deal clock's choices)."""

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
