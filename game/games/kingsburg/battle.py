"""The winter battle (rules sheet §5, C2, C3): every player against the year's enemy.

Strength = soldiers + the King's one white die + his buildings' modifiers (the
type-specific ones against that type only; the Farms -1), never below 0. Higher than the
enemy wins its reward (the Fortress +1 VP more); equal does nothing, unless he has the
Stone Wall (then it is a win); lower pays its penalty. The strongest winner(s) gain
+1 VP. Here is what each player gains and pays; the goods and buildings he chooses are
the model's to ask."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.games.kingsburg.buildings import defence, has_effect, param
from game.games.kingsburg.enemies import Enemy

VICTORY, TIE, DEFEAT = "victory", "tie", "defeat"
STRONGEST_VP = 1


def strength(soldiers: int, king_die: int, province: Sequence[int], enemy_type: str) -> int:
    return max(0, soldiers + king_die + defence(province, enemy_type))


def outcome(strength: int, enemy_strength: int, stone_wall: bool = False) -> str:
    if strength > enemy_strength or (strength == enemy_strength and stone_wall):
        return VICTORY
    return TIE if strength == enemy_strength else DEFEAT


@dataclass
class BattleResult:
    strength: int
    outcome: str
    soldiers: int = 0  # the parts of the strength, for the table's count
    king_die: int = 0
    defence: int = 0  # his buildings' modifiers against this enemy
    vp: int = 0  # the points he gains (negative: loses) at once
    gains: dict[str, int] = field(default_factory=dict)  # goods he gains
    gain_any: int = 0  # goods of his choice he gains
    losses: dict[str, int] = field(default_factory=dict)  # goods of these kinds he loses
    lose_any: int = 0  # goods of his choice he loses
    lose_buildings: int = 0
    fortress: bool = False
    strongest: bool = False

    def to_json(self) -> dict:
        return {"strength": self.strength, "outcome": self.outcome, "soldiers": self.soldiers,
                "king_die": self.king_die, "defence": self.defence, "vp": self.vp,
                "fortress": self.fortress, "strongest": self.strongest,
                "gain_any": self.gain_any, "lose_any": self.lose_any,
                "lose_buildings": self.lose_buildings}


def resolve(enemy: Enemy, king_die: int, soldiers: Sequence[int],
            provinces: Sequence[Sequence[int]]) -> list[BattleResult]:
    """Each seat's result against `enemy`."""
    results = []
    for men, province in zip(soldiers, provinces, strict=True):
        power = strength(men, king_die, province, enemy.type)
        result = BattleResult(power, outcome(power, enemy.strength,
                                             has_effect(province, "stone_wall")),
                              men, king_die, defence(province, enemy.type))
        if result.outcome == VICTORY:
            won = enemy.victory
            result.vp = won.vp
            result.gains, result.gain_any = dict(won.goods), won.any
            if has_effect(province, "fortress"):
                result.fortress = True
                result.vp += param("fortress", "vp")
        elif result.outcome == DEFEAT:
            lost = enemy.defeat
            result.vp = lost.vp
            result.losses, result.lose_any = dict(lost.goods), lost.any
            result.lose_buildings = lost.buildings
        results.append(result)
    victors = [r for r in results if r.outcome == VICTORY]
    if victors:
        best = max(r.strength for r in victors)
        for r in victors:
            if r.strength == best:
                r.strongest = True
                r.vp += STRONGEST_VP
    return results
