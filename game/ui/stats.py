"""Play statistics per game, kept in `stats.json` in the user data folder.

Each game reports its finished hands (or games) with `record`: the roles the person
played (the game's own i18n keys, e.g. "role_landlord"), whether they won, the hand's
score, and when the hand ended a match whether they won that too. The file is written
atomically after every report, so a crash never loses a finished hand. A damaged file
is moved aside (as saves are) and the statistics start again from empty, said once.
A write that fails (disk full, folder gone or read-only) does not stop the game: it
is said once, like a failed autosave, and again only after a write has worked.

Several people at one device (pass-and-play) share these numbers, so a finished hand
is counted once (`record_hand` with each person's `SeatResult`): "Hands played" goes
up by one and "Hands won" when any of them won it (the device's people won a hand);
under "By role" each person's role counts with that person's own result (so the role
rows may add up to more hands than were played); the best hand score is the best of
their scores, a match that ended counts once (won if any of them won it), and a
game's own bests keep the highest.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from game.core.save import SaveError, atomic_write_json, load_json
from game.ui import notices
from game.ui.damaged import SetAside, set_aside
from game.ui.settings import data_dir

VERSION = 1
COUNTS = ("hands", "won", "matches", "matches_won", "shared")

# Why the last write failed, or None once one has worked: a failure is said only once
# until a write works again (as the autosave does).
_write_error: str | None = None


@dataclass
class SeatResult:
    """One person's part in a finished hand: the roles played (the game's i18n keys),
    whether they won, their score, whether they won the match it ended (None: no
    match ended) and the game's own highs (e.g. the most stars)."""

    roles: list[str]
    won: bool
    score: float | None = None
    match_won: bool | None = None
    bests: dict[str, int] = field(default_factory=dict)


@dataclass
class GameStats:
    """One game's numbers for the person (or people) at the device."""

    hands: int = 0
    won: int = 0
    matches: int = 0
    matches_won: int = 0
    shared: int = 0  # hands played by several people at the device (pass-and-play)
    best: int | None = None  # the best hand score
    roles: dict[str, list[int]] = field(default_factory=dict)  # role key -> [played, won]
    # Bests a game names itself ("stars" -> the most stars in one game).
    bests: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"hands": self.hands, "won": self.won, "matches": self.matches,
                "matches_won": self.matches_won, "shared": self.shared, "best": self.best,
                "roles": {k: list(v) for k, v in self.roles.items()},
                "bests": dict(self.bests)}

    @classmethod
    def from_json(cls, key: str, data: object) -> GameStats:
        """Checked: SaveError names what is wrong."""
        if not isinstance(data, dict):
            raise SaveError(f"stats.json is damaged: the numbers of {key} are not a table.")
        counts = {}
        for name in COUNTS:
            counts[name] = data.get(name, 0)
            if not _count(counts[name]):
                raise SaveError(f"stats.json is damaged: {key}'s {name} is not a count.")
        best = data.get("best")
        if best is not None and not _number(best):
            raise SaveError(f"stats.json is damaged: {key}'s best score is not a number.")
        roles, bests = data.get("roles", {}), data.get("bests", {})
        if not (isinstance(roles, dict) and all(
                isinstance(v, list) and len(v) == 2 and all(_count(n) for n in v)
                for v in roles.values())):
            raise SaveError(f"stats.json is damaged: {key}'s roles are not counts.")
        if not (isinstance(bests, dict) and all(_number(v) for v in bests.values())):
            raise SaveError(f"stats.json is damaged: {key}'s bests are not numbers.")
        return cls(**counts, best=best, roles={k: list(v) for k, v in roles.items()},
                   bests=dict(bests))


def _count(n: object) -> bool:
    return type(n) is int and n >= 0


def _number(n: object) -> bool:
    return type(n) in (int, float) and math.isfinite(n)


def path() -> Path:
    return data_dir() / "stats.json"


def load() -> tuple[dict[str, GameStats], SetAside | None]:
    """Every game's statistics, and the damaged file moved aside when the file could
    not be used (the statistics then start empty)."""
    p = path()
    try:
        if not p.exists():
            return {}, None
        data = load_json(p, "statistics")
        games = data.get("games")
        if data.get("version") != VERSION or not isinstance(games, dict):
            raise SaveError("stats.json is damaged: it holds no statistics.")
        return {k: GameStats.from_json(k, v) for k, v in games.items()}, None
    except SaveError as e:
        return {}, set_aside(p, str(e))
    except OSError as e:
        return {}, set_aside(p, str(e))


def damaged_text(problem: SetAside) -> str:
    from game.ui.i18n import t

    return t("stats_damaged", reason=problem.reason)


def write(games: dict[str, GameStats]) -> str | None:
    """Write the file atomically; why it failed, or None when it was written."""
    try:
        atomic_write_json(path(), {"version": VERSION,
                                   "games": {k: g.to_json() for k, g in games.items()}})
    except OSError as e:
        return e.strerror or str(e) or type(e).__name__
    return None


def failed_text(reason: str) -> str:
    from game.ui.i18n import t

    return t("stats_failed", reason=reason)


def record(game: str, roles: list[str], won: bool, score: float | None = None,
           match_won: bool | None = None, bests: dict[str, int] | None = None,
           say: Callable[[str], None] | None = None) -> GameStats:
    """Count one finished hand of `game` played by one person and write the file at
    once. `match_won` is None unless the hand ended a match (then: whether the person
    won the match); `bests` are a game's own highs (the most stars). Returns the game's
    new numbers."""
    return record_hand(game, [SeatResult(list(roles), won, score, match_won,
                                         dict(bests or {}))], say)


def record_hand(game: str, people: list[SeatResult],
                say: Callable[[str], None] | None = None) -> GameStats:
    """Count one finished hand of `game` once, whoever of the device's people played
    it (the rule is in the module's docstring), and write the file at once. A write
    that fails is said with `say` (the table's message line; by default a notice),
    once until a write works again. Returns the game's new numbers."""
    global _write_error
    if not people:  # only computers played: nothing of the device's people to count
        return load()[0].get(game) or GameStats()
    games, problem = load()
    if problem is not None:
        notices.post(damaged_text(problem))
    g = games.setdefault(game, GameStats())
    g.hands += 1
    g.won += int(any(p.won for p in people))
    g.shared += int(len(people) > 1)
    for p in people:
        for role in p.roles:
            played = g.roles.setdefault(role, [0, 0])
            played[0] += 1
            played[1] += int(p.won)
    scores = [p.score for p in people if p.score is not None]
    if scores and (g.best is None or max(scores) > g.best):
        g.best = max(scores)
    ended = [p.match_won for p in people if p.match_won is not None]
    if ended:
        g.matches += 1
        g.matches_won += int(any(ended))
    for p in people:
        for name, value in p.bests.items():
            g.bests[name] = max(value, g.bests.get(name, value))
    reason = write(games)
    if reason is not None and _write_error is None:
        (say or notices.post)(failed_text(reason))
    _write_error = reason
    return g
