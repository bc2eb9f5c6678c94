"""The seeded random source every state owns, with a JSON-safe snapshot."""

from __future__ import annotations

import random


class GameRng(random.Random):
    """`random.Random` whose full state survives a JSON round trip."""

    def snapshot(self) -> list:
        version, internal, gauss = self.getstate()
        return [version, list(internal), gauss]

    @classmethod
    def restore(cls, snap: list) -> GameRng:
        rng = cls()
        rng.setstate((snap[0], tuple(snap[1]), snap[2]))
        return rng
