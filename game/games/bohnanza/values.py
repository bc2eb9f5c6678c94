"""What a bean is worth to a seat (rules sheet §6.1), read from its observation: the
coins planting it now adds, the progress toward the next beanometer step, the cost of
a harvest it would force; and the "poison" in a hand, the cards near its front that
will force a bad harvest. The computer players' every choice is built on these."""

from __future__ import annotations

from game.games.bohnanza.beanometer import coins, next_step
from game.games.bohnanza.cards import BEANS, bean_named

PROGRESS = 0.4  # credit for the way toward the next step (§6.1)
START_FIELD = 0.3  # a bean that starts an empty field
LOOKAHEAD = 3  # hand cards counted as soon to be planted

Fields = list[tuple[str, int] | None]  # each field's (bean, count), None when empty


def with_bean(fields: Fields, bean: str) -> Fields | None:
    """The fields with one `bean` planted: into its own field, else the first empty one;
    None when neither is there (a harvest would have to make room)."""
    out = list(fields)
    for i, f in enumerate(out):
        if f is not None and f[0] == bean:
            out[i] = (bean, f[1] + 1)
            return out
    if None in out:
        out[out.index(None)] = (bean, 1)
        return out
    return None


def harvest_loss(bean: str, count: int) -> float:
    """What harvesting a field now gives up: its worth beyond the coins it pays."""
    return field_worth(bean, count) - coins(bean, count)


def fields_of(observation: dict, seat: int) -> Fields:
    """The seat's fields as they will be once the cards it has received are planted
    (each into its own field or an empty one; one with no room is left out)."""
    fields: Fields = [None if f is None else (f[0], f[1])
                      for f in observation["fields"][seat]]
    for bean in observation["received"][seat]:
        fields = with_bean(fields, bean) or fields
    return fields


def field_worth(bean: str, count: int) -> float:
    """A field's worth as it grows: its coins now plus progress toward the next step."""
    now = coins(bean, count)
    step = next_step(bean, count)
    if step is None:
        return float(now)
    needed, then = step
    below = max((n for n in BEANS[bean].meter if n is not None and n <= count), default=0)
    return now + PROGRESS * (then - now) * (count - below) / max(1, needed - below)


def plant_value(fields: Fields, bean: str) -> float:
    """What planting one `bean` into these fields is worth: growing its own field,
    starting an empty one, or (no room) the worth lost by the cheapest forced harvest."""
    same = [f for f in fields if f is not None and f[0] == bean]
    if same:
        b, n = same[0]
        return field_worth(b, n + 1) - field_worth(b, n)
    if any(f is None for f in fields):
        return START_FIELD * min(1.0, BEANS[bean].cards / 12)
    return -min(harvest_loss(*f) for f in fields if f) - 0.2


def planting_value(fields: Fields, beans: list[str]) -> float:
    """What planting these beans one after another is worth, each into its own field,
    an empty one, or (no room) the field whose harvest loses least."""
    total = 0.0
    for bean in beans:
        total += plant_value(fields, bean)
        after = with_bean(fields, bean)
        if after is None:
            after = list(fields)
            after[min(range(len(fields)), key=lambda i: harvest_loss(*fields[i]))] = (bean, 1)
        fields = after
    return total


def hand_beans(observation: dict) -> list[str]:
    return [bean_named(code) for code in observation["hand"]]


def poison(fields: Fields, hand: list[str]) -> set[int]:
    """Hand positions near the front whose bean no field will take when its turn comes
    (given the beans planted before it)."""
    out = set()
    for i, bean in enumerate(hand[:LOOKAHEAD]):
        after = with_bean(fields, bean)
        if after is None:
            out.add(i)
        else:
            fields = after
    return out
