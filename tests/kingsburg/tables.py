"""Kingsburg tables set up for a test: a game at its first Spring's influence loop, dice
and turn order of the test's choosing, dice that roll what the test says, a part of the
year run stage by stage, and refusals checked to change nothing."""

from __future__ import annotations

import pytest

from game.core.protocol import IllegalAction
from game.core.rng import GameRng
from game.games.kingsburg.actions import ChooseGoods, Influence, Pass
from game.games.kingsburg.model import AUTO, INFLUENCE, KingsburgState


class Loaded(GameRng):
    """Dice that show `values` in turn, then roll as usual."""

    def __init__(self, *values: int) -> None:
        super().__init__(0)
        self.values = list(values)

    def randint(self, a: int, b: int) -> int:
        return self.values.pop(0) if self.values else super().randint(a, b)


def game(variant: str = "3p", seed: int = 0) -> KingsburgState:
    """A game at its first Spring's influence loop (every aid good taken as gold)."""
    s = KingsburgState(seed, variant)
    while s.asks:
        s.apply(ChooseGoods(s.to_act, ("gold",)))
    assert (s.phase, s.step) == ("spring", INFLUENCE)
    return s


def dice(s: KingsburgState, rolled: dict[int, list[int]], order: list[int] | None = None,
         ) -> KingsburgState:
    """The influence loop begun again with these dice (seats not named keep theirs) and
    this turn order."""
    for seat, values in rolled.items():
        s.dice[seat] = list(values)
        s.used[seat] = [False] * len(values)
    if order is not None:
        s.order = list(order)
    s.cursor, s.turn, s.passed = 0, None, [False] * s.players
    s.settle()
    return s


def place(s: KingsburgState, seat: int, group: tuple[int, ...], advisor: int, **kw):
    assert s.to_act == seat
    return s.apply(Influence(seat, group, advisor, **kw))


def pass_out(s: KingsburgState) -> list:
    """Everyone still in this season's influence loop passes."""
    events, season = [], (s.year, s.phase)
    while s.step == INFLUENCE and not s.asks and (s.year, s.phase) == season:
        events += s.apply(Pass(s.to_act))
    return events


def run(s: KingsburgState, *stages: str) -> list:
    """Run these stages of the year (as model.year_stages names them) from a quiet state;
    the rules stop at the first decision, or when the stages run out."""
    s.stages = list(stages)
    s.step, s.turn, s.asks, s.paying = AUTO, None, [], []
    return s.settle()


def snapshot(s: KingsburgState):
    return (s.to_json(), [s.observation(p) for p in range(s.players)], s.card_zones(),
            s.to_act, s.step, s.cursor, s.builds, [dict(a) for a in s.asks],
            [list(p) for p in s.paying], list(s.stages), s.rng.getstate())


def refused(s: KingsburgState, action) -> str:
    """The action is refused with a sentence, and nothing changed; its reason."""
    before = snapshot(s)
    with pytest.raises(IllegalAction) as err:
        s.apply(action)
    assert snapshot(s) == before
    assert str(err.value)
    return err.value.reason


def kinds(events) -> list[str]:
    return [e.kind for e in events]
