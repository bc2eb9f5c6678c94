"""The table kit's choices: what a person may click next, read off the decision's one
legal list.

A table reads each legal action as the path of picks a person makes to choose it, one
after another: ("move", "tile:a"); ("build", "tile:a", "tile:b") for an action on one
tile or two; ("card:3", "tile:x") for a card then where it goes. What is lit is
the next pick of every action whose path starts with what has been picked so far, and a
pick that ends an action's path makes that action; where one path ends and a longer
one goes on (one tile or two), the table offers the shorter as a button
(`made`). Nothing is lit that the rules would refuse, and nothing the rules allow is
left unreachable, because both come from the same list.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any

Path = tuple[Hashable, ...]


class Choices:
    def __init__(self, legal: Iterable[Any], path_of: Callable[[Any], Path | None]) -> None:
        """`path_of(action)`: the picks that choose it, or None for an action chosen
        otherwise (a button of its own)."""
        self.paths: list[tuple[Path, Any]] = []
        for action in legal:
            path = path_of(action)
            if path is not None:
                self.paths.append((tuple(path), action))

    def following(self, picked: Path) -> dict[Hashable, Any]:
        """Each pick that may follow `picked` -> the action it makes, or None when more
        picks follow it (a pick that ends one path and goes on in another waits)."""
        n = len(picked)
        out: dict[Hashable, Any] = {}
        for path, action in self.paths:
            if len(path) > n and path[:n] == picked:
                nxt = path[n]
                if len(path) > n + 1:
                    out[nxt] = None
                elif nxt not in out:
                    out[nxt] = action
        return out

    def made(self, picked: Path) -> Any:
        """The action whose path is exactly `picked`, or None."""
        return next((action for path, action in self.paths if path == picked), None)

    def starts(self) -> set[Hashable]:
        """Every first pick: what may be chosen at all now."""
        return {path[0] for path, _action in self.paths}
