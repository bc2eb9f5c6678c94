"""Saboteur at the table: `SaboteurState` bound to its scene (`table.py`) through the
table kit's `KitTable`: the maze and panels are shown as the events have left them
(`patch`), each event's words, hold and motion as declared in `events.py`.

Roles, hands, passes, maps and gold are secret, so in pass-and-play every person's turn
(and nugget pick) comes after the hand-off screen (the `SeatedTable`'s), and the log
keeps only what everyone may know."""

from __future__ import annotations

from game.core.protocol import Event
from game.games.saboteur.ai import make_agent
from game.games.saboteur.cards import DRAW_CARDS, PACK
from game.games.saboteur.events import EVENTS
from game.games.saboteur.model import SaboteurState
from game.ui.kit.table import KitTable


def _sorted(codes: list[str]) -> list[str]:
    return PACK.codes(sorted(PACK.from_codes(codes)))


def _played(shown: dict, ev: Event) -> None:
    """A card leaves the acting seat's hand (the viewer's: that very card)."""
    shown["counts"][ev.seat] -= 1
    card = ev.data.get("card")
    if ev.seat == shown["seat"] and card in shown["hand"]:
        shown["hand"].remove(card)


def _cell(shown: dict, x: int, y: int) -> list | None:
    return next((c for c in shown["maze"] if c[0] == x and c[1] == y), None)


def patch(shown: dict, ev: Event) -> None:
    """Move the viewer's shown table on by one event (as the viewer sees it)."""
    d, kind = ev.data, ev.kind
    if kind == "round_started":
        sx, sy = shown["start"]
        # The whole draw pile, until the deal takes the hands from it (`dealt`).
        shown.update(round=d["round"] - 1, phase="turn", turn=ev.seat, deck=len(DRAW_CARDS),
                     hand=[], counts=[0] * shown["players"], known=[], maps=[], discard=[],
                     passed=[0] * shown["players"], my_passed=[], offer=[], offer_count=0,
                     picker=None, broken=[[] for _ in range(shown["players"])])
        shown["maze"] = [[sx, sy, "start", False]] + [[x, y, None, False]
                                                       for x, y in shown["goals"]]
    elif kind == "dealt":
        shown["counts"][ev.seat] = d["count"]
        shown["deck"] -= d["count"]  # dealt from the draw pile
        if "cards" in d:
            shown["hand"], shown["role"] = list(d["cards"]), d["role"]
    elif kind == "placed":
        _played(shown, ev)
        shown["maze"].append([d["x"], d["y"], d["card"], d["turned"]])
    elif kind == "revealed":
        _cell(shown, d["x"], d["y"])[2:] = [d["card"], d["turned"]]
        shown["known"] = [k for k in shown["known"] if k[0] != d["goal"]]
    elif kind == "goal_shown":
        x, y = shown["goals"][d["goal"]]
        _cell(shown, x, y)[2] = d["card"]
    elif kind == "broke":
        _played(shown, ev)
        shown["broken"][d["target"]] = sorted([*shown["broken"][d["target"]], d["tool"]])
    elif kind == "repaired":
        _played(shown, ev)
        shown["broken"][d["target"]].remove(d["tool"])
        shown["discard"] += [d["broken"], d["card"]]
    elif kind == "mapped":
        _played(shown, ev)
        shown["discard"].append(d["card"])
        shown["maps"].append([ev.seat, d["goal"]])
        if "goal_card" in d:
            shown["known"].append([d["goal"], d["goal_card"]])
    elif kind == "rockfall":
        _played(shown, ev)
        shown["maze"].remove(_cell(shown, d["x"], d["y"]))
        shown["discard"] += [d["card"], d["removed"]]
    elif kind == "passed":
        _played(shown, ev)
        shown["passed"][ev.seat] += 1
        if "card" in d:
            shown["my_passed"].append(d["card"])
    elif kind == "drew":
        shown["counts"][ev.seat] += 1
        shown["deck"] = d["left"]
        if "card" in d:
            shown["hand"] = _sorted([*shown["hand"], d["card"]])
    elif kind == "round_won":
        shown["phase"], shown["turn"], shown["role"] = "round_over", None, None
        shown["results"].append({"round": d["round"], "side": d["side"], "finder": ev.seat,
                                 "roles": d["roles"], "spare": d["spare"]})
    elif kind in ("nuggets_drawn", "nuggets_passed"):
        shown["phase"] = "pick"
        shown["picker"] = ev.seat if kind == "nuggets_drawn" else d["to"]
        shown["offer_count"] = d["count"]
        shown["offer"] = list(d.get("cards", []))
    elif kind == "nugget_taken":
        shown["offer_count"] = d["left"]
        if "card" in d:
            shown["gold"].append(d["card"])
            shown["offer"].remove(d["card"])
    elif kind == "saboteur_paid":
        shown["gold"] += d.get("cards", [])
    elif kind == "game_over":
        shown["phase"], shown["picker"] = "over", None


class SabController(KitTable):
    game_key = "saboteur"
    refuse_prefix = "sab_refuse_"
    think_delay = 0.55
    event_types = EVENTS
    save_version = 1
    acknowledged = ("round_won",)  # pass-and-play: the room sees the roles before moving on
    new_state = SaboteurState
    make_agent = staticmethod(make_agent)
    patch = staticmethod(patch)
