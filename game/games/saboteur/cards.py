"""Saboteur's 110 cards, read from `cards.json` (rules sheet §1 and C10): the pack, and
what each card is. Ids in the pack: the 67 cards shuffled into the draw pile (40 tunnels,
27 actions), the start, the three goals, the eleven dwarves, the 28 nuggets.

A path card's edges are a NESW bitmask (N=1, E=2, S=4, W=8); turned 180 degrees, N swaps
with S and E with W. Codes: tunnels "pNS", "pNS~1" (a passage) and "dNE" (a dead end),
"start", "goal_gold", "goal_stoneNE", "goal_stoneNW", actions by kind ("break_pick~2",
"fix_lamp"; the map and rockfall "map_card~5", "rockfall_card", as "map" and "rockfall"
name their plays),
"dwarf_digger~3", "dwarf_saboteur~1", "nugget2~4". A card's code is never a word an
observation uses otherwise (a role reads "digger", a tool "pick"), so the leak checks
can look for hidden codes in every string a seat is shown."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.core.cards import Card, Pack

N, E, S, W = 1, 2, 4, 8
DIRECTIONS = ((N, 0, -1), (E, 1, 0), (S, 0, 1), (W, -1, 0))  # rows grow downward
OPPOSITE = {N: S, S: N, E: W, W: E}
TOOLS = ("pick", "lamp", "cart")


def turned_edges(edges: int) -> int:
    """The edges of a card turned 180 degrees."""
    return ((edges & 3) << 2) | (edges >> 2)


@dataclass(frozen=True, slots=True)
class Info:
    """What one card is: its group ("tunnel", "start", "goal", "action", "dwarf",
    "nugget") and the facts its group has."""

    code: str
    group: str
    kind: str  # tunnels: "pNS", "dNE"; actions: "break_pick", "map"; "digger"; "nugget3"
    edges: int = 0
    dead_end: bool = False
    gold: bool = False
    breaks: str = ""  # the tool a broken-tool card breaks
    mends: tuple[str, ...] = ()  # the tools a repair card may mend (one of them)
    value: int = 0  # a nugget's gold


def _copies(kind: str, count: int) -> list[str]:
    return [kind if i == 0 else f"{kind}~{i}" for i in range(count)]


@cache
def data() -> dict:
    return json.loads((Path(__file__).with_name("cards.json")).read_text(encoding="utf-8"))


@cache
def infos() -> tuple[Info, ...]:
    d = data()
    out: list[Info] = []
    for c in d["tunnels"]:
        out.append(Info(c["id"], "tunnel", c["id"].split("~")[0], c["edges"], c["dead_end"]))
    for a in d["actions"]:
        for code in _copies(a.get("code", a["kind"]), a["count"]):
            out.append(Info(code, "action", a["kind"], breaks=a.get("breaks", ""),
                            mends=tuple(a.get("mends", ()))))
    s = d["start"]
    out.append(Info(s["id"], "start", "start", s["edges"]))
    for g in d["goals"]:
        out.append(Info(g["id"], "goal", g["id"], g["edges"], gold=g["gold"]))
    for kind, count in d["dwarves"].items():
        out += [Info(code, "dwarf", kind) for code in _copies(f"dwarf_{kind}", count)]
    for value, count in d["nuggets"].items():
        out += [Info(code, "nugget", f"nugget{value}", value=int(value))
                for code in _copies(f"nugget{value}", count)]
    return tuple(out)


def _card(i: int, info: Info) -> Card:
    rank, _, copy = info.code.partition("~")
    return Card(i, rank, "", int(copy or 0))


PACK = Pack("saboteur", tuple(_card(i, info) for i, info in enumerate(infos())))
INFO = infos()


def ids_of(group: str) -> tuple[int, ...]:
    return tuple(i for i, info in enumerate(INFO) if info.group == group)


DRAW_CARDS = ids_of("tunnel") + ids_of("action")  # shuffled together each round
START = ids_of("start")[0]
GOALS = ids_of("goal")
DIGGERS = tuple(i for i in ids_of("dwarf") if INFO[i].kind == "digger")
SABOTEURS = tuple(i for i in ids_of("dwarf") if INFO[i].kind == "saboteur")
NUGGETS = ids_of("nugget")
PLAYERS = tuple(sorted(int(n) for n in data()["players"]))
ROUNDS: int = data()["rounds"]


def per_players(players: int) -> dict:
    """{"saboteurs", "diggers", "hand"} for this many players (§1.3)."""
    return data()["players"][str(players)]


def saboteur_pay(saboteurs: int) -> int:
    """Gold each winning saboteur is owed (C7)."""
    return data()["saboteur_pay"][str(saboteurs)]


def nuggets_drawn(players: int) -> int:
    """Nugget cards drawn when the diggers win (C6): one a player, at most nine."""
    return min(players, data()["nuggets_drawn_max"])
