"""One deal's record (rules sheet §7.1): its space and tile, the Boss, the slots filled and by
what, the promises, the clan cards on the table, the travelling investors, the question
waiting for an answer, the reaction window, the deal clock. Plain data, copied whole by
`copy`; the rules that change it live in `slots`, `talks`, `influence` and `windows`.

A fill is {"owner": seat, "source": PLACARD or a clan card's id, "pay": dividends}; the
Boss's own placards and clan cards fill at pay 0. A question is {"from", "to", "family"
("" for a promise to keep out), "source", "pay", "kind"}."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from game.games.imtheboss.board import SPACES, Space
from game.games.imtheboss.cards import PACK
from game.games.imtheboss.tiles import TILES

OPENING, TALKS, FINAL = "opening", "talks", "final"  # the Boss lays; rounds; the last call
PLACARD = "placard"
CLOSE = "close"  # a window's kind when it follows the Boss's CLOSE request


@dataclass
class Deal:
    space: int
    tile: int
    boss: int
    stage: str = OPENING
    round: int = 0
    sayers: list[int] = field(default_factory=list)  # still to have their say this round
    quiet: bool = True  # nobody did more than wait this round so far
    fills: dict[str, dict[str, Any]] = field(default_factory=dict)  # family -> fill
    side: dict[int, int] = field(default_factory=dict)  # seat -> dividends to keep out
    laid: dict[int, int] = field(default_factory=dict)  # clan card on the table -> owner
    travelling: dict[str, int] = field(default_factory=dict)  # family -> its travel card
    question: dict[str, Any] | None = None
    queue: list[dict[str, Any]] = field(default_factory=list)  # offers a new Boss reviews
    window: dict[str, Any] | None = None
    closing: bool = False  # a CLOSE waits for its window to pass empty
    final: str = ""  # why the last call came: "clock" or "quiet" (a round of waiting)
    counters: dict[str, int] = field(default_factory=dict)  # "a-b" -> counters made
    bosses: list[int] = field(default_factory=list)  # the deal's Bosses, the first first

    def copy(self) -> Deal:
        return copy.deepcopy(self)

    @property
    def at(self) -> Space:
        return SPACES[self.space]

    def promised(self) -> int:
        """Dividends promised so far (fills and promises to keep out)."""
        return sum(f["pay"] for f in self.fills.values()) + sum(self.side.values())

    def remaining(self) -> int:
        return self.at.div - self.promised()

    def closable(self) -> bool:
        """Every slot filled (the fills never break the slot rules, so that is all)."""
        return len(self.fills) == self.at.inv

    def used_cards(self) -> set[int]:
        """The clan cards filling a slot."""
        return {f["source"] for f in self.fills.values() if f["source"] != PLACARD}

    def promises(self) -> dict[int, int]:
        """Dividends promised to each seat (its fills and its share to keep out)."""
        out: dict[int, int] = {}
        for f in self.fills.values():
            if f["pay"]:
                out[f["owner"]] = out.get(f["owner"], 0) + f["pay"]
        for seat, pay in self.side.items():
            out[seat] = out.get(seat, 0) + pay
        return out


def pair(a: int, b: int) -> str:
    """The key of two seats' counter count, whoever counters."""
    return f"{min(a, b)}-{max(a, b)}"


def source_code(source: Any) -> str:
    return PLACARD if source == PLACARD else PACK.code(source)


def public_question(q: dict[str, Any] | None) -> dict[str, Any] | None:
    if q is None:
        return None
    return {**q, "source": source_code(q["source"]) if q["source"] is not None else None}


def public_window(w: dict[str, Any] | None) -> dict[str, Any] | None:
    if w is None:
        return None
    return {"kind": w["kind"], "player": w["player"], "cards": PACK.codes(w["cards"]),
            "family": w["family"],
            "target": PACK.code(w["target"]) if w["target"] is not None else None,
            "asked": list(w["asked"])}


def public_view(d: Deal, players: int) -> dict[str, Any]:
    """The deal as everyone sees it: all of it is on the table or said aloud."""
    return {
        "space": d.space, "tile": d.tile, "boss": d.boss, "bosses": list(d.bosses),
        "stage": d.stage, "final": d.final, "round": d.round, "sayers": list(d.sayers),
        "quiet": d.quiet,
        "fills": {f: {"owner": x["owner"], "source": source_code(x["source"]), "pay": x["pay"]}
                  for f, x in sorted(d.fills.items())},
        "side": [d.side.get(s, 0) for s in range(players)],
        "laid": [{"card": PACK.code(c), "owner": o} for c, o in d.laid.items()],
        "travelling": {f: PACK.code(c) for f, c in sorted(d.travelling.items())},
        "question": public_question(d.question),
        "queue": [public_question(q) for q in d.queue],
        "window": public_window(d.window), "closing": d.closing,
        "counters": dict(sorted(d.counters.items())),
        "inv": d.at.inv, "div": d.at.div, "value": TILES[d.tile].value,
        "promised": d.promised(), "remaining": d.remaining(), "closable": d.closable(),
    }
