"""What each Saboteur seat may know (rules sheet §5, C5, C9), and worlds made up from it.

Open to all: the maze and the goals turned up, hand sizes, the draw pile's size, every
card played (broken tools, repairs, maps, rockfalls and the tunnels they removed), who
passed how often, who mapped which goal, each round's outcome with the roles it showed.
A seat's own: its hand, its role, the cards it passed, what its maps showed, its gold
(and the nugget cards passed to it while it picks). Hidden: the other hands, roles and
passes, the spare dwarf, the draw pile's order, the goals no map of its own showed, the
others' gold (until the game ends: then every total is shown) and the nugget pile. A
made-up world deals all of those again."""

from __future__ import annotations

import random
from typing import Any

from game.core.determinize import deal_unknown, hidden_card_zones, reseed
from game.games.saboteur.cards import DIGGERS, PACK


def observation(state: Any, seat: int) -> dict:
    codes = PACK.codes
    goals = state.layout.goals
    picking = state.phase == "pick" and state.picker == seat
    return {
        "seat": seat, "players": state.players, "round": state.round, "phase": state.phase,
        "asked": state.to_act, "turn": state.turn if state.phase == "turn" else None,
        "hand": codes(state.hands[seat]), "counts": [len(h) for h in state.hands],
        "deck": len(state.deck),
        "role": (("digger" if state.roles[seat] in DIGGERS else "saboteur")
                 if state.phase == "turn" else None),
        "start": list(state.layout.start), "goals": [list(c) for c in goals],
        "maze": [[x, y, None if (x, y) in state.face_down else PACK.code(card), turned]
                 for (x, y), (card, turned) in sorted(state.maze.items())],
        "known": [[i, PACK.code(state.maze[goals[i]][0])] for i in sorted(set(
            state.mapped[seat])) if goals[i] in state.face_down],
        "maps": [list(m) for m in state.maps_played],
        "broken": [sorted(b) for b in state.broken],
        "discard": codes(state.discard), "passed": [len(p) for p in state.passed],
        "my_passed": codes(state.passed[seat]),
        "gold": codes(state.gold[seat]), "offer": codes(state.offer) if picking else [],
        "offer_count": len(state.offer), "picker": state.picker,
        "results": [dict(r) for r in state.results], "last_turn": state.last_turn,
        "acts": [list(a) for a in state.acts],
        "totals": state.returns() if state.phase == "over" else None,  # C5: shown at the end
    }


def hidden_from(state: Any, seat: int) -> set[int]:
    others = [s for s in range(state.players) if s != seat]
    hidden = set(state.deck) | set(state.nuggets)
    for s in others:
        hidden |= set(state.hands[s]) | set(state.passed[s])
        if state.phase != "over":  # C5: the gold stays hidden until the game ends
            hidden |= set(state.gold[s])
    if state.phase == "turn":
        hidden |= {state.roles[s] for s in others} | set(state.spare)
    if not (state.phase == "pick" and state.picker == seat):
        hidden |= set(state.offer)
    known = {state.layout.goals[i] for i in state.mapped[seat]}
    hidden |= {state.maze[c][0] for c in state.face_down if c not in known}
    return hidden


def hidden_values(state: Any, seat: int) -> dict:
    return hidden_card_zones(state, seat)


def determinize(state: Any, seat: int, rng: random.Random,
                roles: list[int] | None = None) -> Any:
    """A world `seat` cannot tell from `state`. `roles` (optional): the dwarf card each
    seat holds in it, for a player that weighs its suspicions (its own must be its own);
    by default the hidden dwarves are dealt again at random."""
    world = state.clone()
    hidden = hidden_from(state, seat)
    others = [s for s in range(state.players) if s != seat]

    cards = [world.hands[s] for s in others] + [world.deck] + [world.passed[s] for s in others]
    dealt = iter(deal_unknown(cards, hidden, rng))
    for s in others:
        world.hands[s] = sorted(next(dealt))
    world.deck = next(dealt)
    for s in others:
        world.passed[s] = next(dealt)

    if state.phase == "turn":
        if roles is not None:
            world.roles = list(roles)
            world.spare = sorted(set(state.roles + state.spare) - set(roles))
        else:
            zones = deal_unknown([[world.roles[s]] for s in others] + [world.spare], hidden, rng)
            for s, zone in zip(others, zones, strict=False):
                world.roles[s] = zone[0]
            world.spare = zones[-1]

    cells = sorted(state.face_down)
    goal_zones = deal_unknown([[world.maze[c][0]] for c in cells], hidden, rng)
    for cell, zone in zip(cells, goal_zones, strict=True):
        world.maze[cell] = (zone[0], False)

    mine = state.phase == "pick" and state.picker == seat
    gold = [world.gold[s] for s in others] + [world.nuggets] + ([] if mine else [world.offer])
    dealt = iter(deal_unknown(gold, hidden, rng))
    for s in others:
        world.gold[s] = next(dealt)
    world.nuggets = next(dealt)
    if not mine:
        world.offer = next(dealt)
    world.rng = reseed(rng)
    return world
