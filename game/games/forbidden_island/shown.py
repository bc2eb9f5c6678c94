"""The island as the table has shown it so far.

An action's events all come at once while the model has already moved on (the two
treasure cards drawn, the water risen, the flood phase begun), so the board draws a copy
of the observation taken before the action and moves it event by event as each is
shown (`patch`); once the action's last event is shown the controller takes the real
observation again. Only what the board draws is moved here: whatever else changed
(the step, the actions left) comes with the real observation at the action's end.
"""

from __future__ import annotations

from game.core.protocol import Event

SPECIAL_PLAYS = ("lifted", "sandbagged", "lifted_off")


def _tile(obs: dict, tile: str, state: str) -> None:
    for d in obs["tiles"]:
        if d["tile"] == tile:
            d["state"] = state


def _leave(obs: dict, seat: int, code: str) -> None:
    hand = obs["hands"][seat]
    if code in hand:
        hand.remove(code)


def patch(obs: dict, ev: Event) -> None:
    """Move `obs` (a copy the table draws) on by the shown event `ev`."""
    d, kind = ev.data, ev.kind
    if kind in ("moved", "flew", "swam"):
        obs["pawns"][ev.seat] = d["tile"]
    elif kind == "navigated":
        obs["pawns"][d["pawn"]] = d["tile"]
    elif kind == "shored":
        for tile in d["tiles"]:
            _tile(obs, tile, "dry")
    elif kind == "gave":
        _leave(obs, ev.seat, d["card"])
        obs["hands"][d["to"]].append(d["card"])
    elif kind in ("captured", "discarded"):
        cards = d["cards"] if kind == "captured" else [d["card"]]
        for code in cards:
            _leave(obs, ev.seat, code)
        obs["treasure_discard"].extend(cards)
        if kind == "captured":
            obs["captured"].append(d["treasure"])
    elif kind in SPECIAL_PLAYS:
        _leave(obs, d["holder"], d["card"])
        obs["treasure_discard"].append(d["card"])
        if kind == "lifted":
            for pawn in d["pawns"]:
                obs["pawns"][pawn] = d["tile"]
        elif kind == "sandbagged":
            _tile(obs, d["tile"], "dry")
    elif kind == "drew":
        obs["treasure_deck"] = max(0, obs["treasure_deck"] - len(d["cards"]))
        # A Waters Rise! is not kept: it goes to the discard with the action's end.
        obs["hands"][ev.seat].extend(c for c in d["cards"] if not c.startswith("WR"))
    elif kind == "treasure_deck_refilled":
        obs["treasure_deck"], obs["treasure_discard"] = d["count"], []
    elif kind == "water_rises":
        obs["water"] = d["water"]
    elif kind == "flood_discard_on_top":
        obs["flood_deck"] += len(d["tiles"])
        obs["flood_discard"] = []
        obs["flood_known_top"] = sorted(obs["flood_known_top"] + d["tiles"])
    elif kind == "flood_deck_refilled":
        obs["flood_deck"], obs["flood_discard"], obs["flood_known_top"] = d["count"], [], []
    elif kind in ("flooded", "sank"):
        obs["flood_deck"] = max(0, obs["flood_deck"] - 1)
        _tile(obs, d["tile"], "flooded" if kind == "flooded" else "sunk")
        (obs["flood_discard"] if kind == "flooded" else obs["sunk"]).append(d["tile"])
        if d["tile"] in obs["flood_known_top"]:  # a known card drawn: no longer to come
            obs["flood_known_top"].remove(d["tile"])
