"""What Saint Petersburg pays (rules sheet §4.3, C8, §5, C9): each phase's income from the
cards of its colour, the Pub's price, and the final score with its ties.

A display is the kinds a player has laid out; trading cards count as their colour."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.saint_petersburg.cards import Kind

PUB_POINTS = 5  # points each Pub may buy after the Building phase's scoring
PUB_PRICE = 2  # rubles a point
VARIETY_CAP = 10  # distinct aristocrats counted at the end
HAND_PENALTY = 5  # points lost per card left in hand
RUBLES_A_POINT = 10


def counted(display: Sequence[Kind], colour: str) -> int:
    return sum(1 for k in display if k.colour == colour)


def phase_income(display: Sequence[Kind], phase: str, used_observatories: int = 0
                 ) -> tuple[int, int]:
    """(rubles, points) a display pays in `phase` (C8): its colour's cards; in the
    Building phase a used Observatory scores no point and the Mariinskij Theater pays a
    ruble per aristocrat; in the Aristocrat phase the Tax Man a ruble per worker. The
    Trading phase pays nothing."""
    mine = [k for k in display if k.colour == phase]
    rubles = sum(k.rubles for k in mine)
    points = sum(k.points for k in mine)
    if phase == "building":
        points -= used_observatories  # an Observatory's one point
        rubles += sum(counted(display, "aristocrat") for k in mine if k.effect == "mariinskij")
    if phase == "aristocrat":
        rubles += sum(counted(display, "worker") for k in mine if k.effect == "tax_man")
    return rubles, points


def pub_limit(display: Sequence[Kind], rubles: int) -> int:
    """The most points a player may buy at the Pub now (C8): five per Pub, two rubles each."""
    pubs = sum(1 for k in display if k.effect == "pub")
    return min(PUB_POINTS * pubs, rubles // PUB_PRICE)


def variety(display: Sequence[Kind]) -> int:
    """Distinct aristocrats (basic and trading alike), at most ten (C9)."""
    return min(VARIETY_CAP, len({k.key for k in display if k.colour == "aristocrat"}))


def variety_points(display: Sequence[Kind]) -> int:
    """n distinct aristocrats score n(n+1)/2: 1, 3, 6, ... 55 (§5)."""
    n = variety(display)
    return n * (n + 1) // 2


def final_score(points: int, display: Sequence[Kind], rubles: int, hand: int) -> int:
    """Track points, variety, a point per full ten rubles (not spent), −5 per hand card."""
    return points + variety_points(display) + rubles // RUBLES_A_POINT - HAND_PENALTY * hand


def winners(scores: Sequence[int], rubles: Sequence[int]) -> list[int]:
    """Most points; a tie goes to more rubles, then is shared (C9)."""
    best = max(zip(scores, rubles, strict=True))
    return [s for s, key in enumerate(zip(scores, rubles, strict=True)) if key == best]
