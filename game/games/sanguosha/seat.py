"""One seat at the table: identity, character, health and the cards in front of it."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Seat:
    identity: str
    character: str = ""  # "" until characters are revealed
    hp: int = 0
    max_hp: int = 0
    hand: list[int] = field(default_factory=list)
    equipment: dict[str, int] = field(default_factory=dict)  # slot -> card id
    judging: list[int] = field(default_factory=list)  # delayed tricks, first placed first
    alive: bool = True
    revealed: bool = False  # identity shown (the lord's at once, others at death)

    def copy(self) -> Seat:
        return Seat(self.identity, self.character, self.hp, self.max_hp, list(self.hand),
                    dict(self.equipment), list(self.judging), self.alive, self.revealed)

    @property
    def wounded(self) -> bool:
        return self.hp < self.max_hp

    def all_cards(self) -> list[int]:
        """Hand, equipment and judgement area, in that order."""
        return [*self.hand, *self.equipment.values(), *self.judging]
