"""Identities, the lord's extra HP, kill rewards and who has won: rules sheet §1, §2, §5.

Seats are numbered in turn order; the callers pass per-seat lists (identity, alive).
`winner` is asked after every death and the game ends at once when it answers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

LORD, LOYALIST, REBEL, RENEGADE = "lord", "loyalist", "rebel", "renegade"
IDENTITIES = (LORD, LOYALIST, REBEL, RENEGADE)

# Players -> how many of each identity, in IDENTITIES order (rows 4-9 [S], 10 [A]).
TABLE: dict[int, tuple[int, int, int, int]] = {
    4: (1, 1, 1, 1),
    5: (1, 1, 2, 1),
    6: (1, 1, 3, 1),
    7: (1, 2, 3, 1),
    8: (1, 2, 4, 1),
    9: (1, 3, 4, 1),
    10: (1, 3, 4, 2),
}
# The official alternatives [V]: two renegades at 6 and 8 players.
ALTERNATIVES: dict[int, tuple[int, int, int, int]] = {
    6: (1, 1, 2, 2),
    8: (1, 2, 3, 2),
}
PLAYERS = tuple(TABLE)
LORD_BONUS_FROM = 5  # the lord gets +1 max HP in games of this many players or more (§2)
REBEL_BOUNTY = 3  # cards drawn by whoever kills a rebel (§5)


def identities_for(players: int, alternative: bool = False) -> tuple[str, ...]:
    """The identity cards for a game, lord first (unshuffled: dealing is the caller's)."""
    table = ALTERNATIVES if alternative else TABLE
    if players not in table:
        raise ValueError(f"no identity row for {players} players"
                         + (" among the alternatives" if alternative else ""))
    return tuple(who for who, n in zip(IDENTITIES, table[players], strict=True)
                 for _ in range(n))


def max_hp(character_hp: int, identity: str, players: int) -> int:
    """A seat's starting max HP: the character's, +1 for the lord from 5 players (§2 [A])."""
    bonus = identity == LORD and players >= LORD_BONUS_FROM
    return character_hp + int(bonus)


class Win(NamedTuple):
    side: str  # LORD (lord and loyalists), REBEL or RENEGADE
    seats: frozenset[int]  # every winner, the dead of the side included


def winner(identities: Sequence[str], alive: Sequence[bool]) -> Win | None:
    """Who has won now, or None while the game goes on (§1 and its 2026-11 clarification).

    Only who is alive matters, not who killed whom. A renegade wins alone, only as the
    sole survivor; when the lord dies with anyone else alive (a second renegade too), the
    rebels win."""
    living = [seat for seat, up in enumerate(alive) if up]
    lord = identities.index(LORD)

    def side(*members: str) -> frozenset[int]:
        return frozenset(s for s, who in enumerate(identities) if who in members)

    if alive[lord]:
        if any(identities[s] in (REBEL, RENEGADE) for s in living):
            return None
        return Win(LORD, side(LORD, LOYALIST))
    if len(living) == 1 and identities[living[0]] == RENEGADE:
        return Win(RENEGADE, frozenset(living))
    return Win(REBEL, side(REBEL))


class Reward(NamedTuple):
    draw: int = 0  # cards the killer draws
    discard_all: bool = False  # the killer discards his hand and equipment


def kill_reward(victim: str, killer: str | None, killer_alive: bool,
                own_death: bool) -> Reward:
    """What the killer (the source of the lethal damage) gets or pays (§5): a rebel's
    killer draws 3, a lord who kills a loyalist discards everything. Nothing without a
    killer (Lightning), for a dead killer or for one's own death (clarification 2026-11)."""
    if killer is None or not killer_alive or own_death:
        return Reward()
    if victim == REBEL:
        return Reward(draw=REBEL_BOUNTY)
    if victim == LOYALIST and killer == LORD:
        return Reward(discard_all=True)
    return Reward()
