"""What each seat may know (rules sheet §7, Hidden info), and worlds made up from it.

A seat knows its own card; every dead player's card (revealed at death), and with
the option, as a dead player, every card; as a werewolf, the other werewolves and a
Little Girl it caught; as the Seer, the cards it looked at; as the Little Girl, the
wolves it saw; as the Thief, the two cards laid aside; as Cupid or a lover, the
lovers (everyone once a lover has died of grief); as the Witch in the late lap, and as
a werewolf, tonight's victim; as a werewolf, the other wolves' bites. Public: who is
alive, deaths with their roles, the Captain, the statements, the votes (who voted whom
unless the ballot is secret), whose turn it still is.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from game.core.determinize import deal_unknown, hidden_card_zones, reseed
from game.games.werewolf import legal
from game.games.werewolf.actions import Bite
from game.games.werewolf.roles import LITTLE_GIRL, WITCH, WOLF, role_of_card


def is_wolf(state: Any, seat: int) -> bool:
    return state.role(seat) == WOLF


def knows_card(state: Any, viewer: int, seat: int) -> bool:
    if viewer == seat or not state.alive[seat]:
        return True
    if state.setup.dead_see and not state.alive[viewer]:
        return True
    if is_wolf(state, viewer) and (is_wolf(state, seat) or seat in state.shown_to_wolves):
        return True
    return seat in state.inspected.get(viewer, ()) or seat in state.girl_saw.get(viewer, ())


def knows_lovers(state: Any, viewer: int) -> bool:
    if state.lovers is None:
        return True  # nothing to know (whether Cupid has chosen is public)
    return (state.lovers_public or viewer in state.lovers or viewer == state.cupid
            or (state.setup.dead_see and not state.alive[viewer]))


def knows_victim(state: Any, viewer: int) -> bool:
    if state.phase != "night" or state.victim is None:
        return True
    if is_wolf(state, viewer) and state.alive[viewer]:
        return True
    if state.role(viewer) == WITCH and state.lap == "late":
        return True
    return viewer == state.caught_now  # the Little Girl caught tonight knows she is it


def sees_choice(state: Any, viewer: int, seat: int) -> bool:
    """Whether `viewer` sees the pending choice `seat` made in the current step."""
    if viewer == seat or state.phase == "discussion":
        return True
    choice = state.choices[seat]
    return isinstance(choice, Bite) and is_wolf(state, viewer) and state.alive[viewer]


def hidden_cards(state: Any, viewer: int) -> set[int]:
    hidden = {state.cards[s] for s in range(state.players) if not knows_card(state, viewer, s)}
    if viewer != state.thief:
        hidden.update(state.extras)
    return hidden


def _lover_pairs(state: Any, viewer: int) -> list[tuple[int, int]]:
    """The couples `viewer` cannot rule out (lovers not yet public are both alive)."""
    return list(combinations([s for s in state.living() if s != viewer], 2))


def _choices_open(state: Any, seat: int) -> bool:
    """Whether others cannot tell what `seat` chose: at night (its role, the potions and
    the victim unknown) always; in a vote unless it had a single choice."""
    return state.phase == "night" or len(legal.actions(state, seat)) >= 2


def hidden_values(state: Any, viewer: int) -> dict[str, Any]:
    values: dict[str, Any] = dict(hidden_card_zones(state, viewer))
    if not knows_lovers(state, viewer) and len(_lover_pairs(state, viewer)) >= 2:
        values["lovers"] = list(state.lovers)
    if not knows_victim(state, viewer):
        values["victim"] = state.victim
    for seat, choice in state.choices.items():
        if not sees_choice(state, viewer, seat) and _choices_open(state, seat):
            values[f"choice_{seat}"] = choice.to_json()
    return values


def public_view(state: Any) -> dict:
    """What everyone at the table knows: the screen a party shows between private
    turns, and the base of every seat's observation."""
    waiting = state.decision()
    return {
        "phase": state.phase, "lap": state.lap, "night": state.night, "day": state.day,
        "players": state.players, "deck": dict(state.setup.deck),
        "secret_ballot": state.setup.secret,
        "alive": list(state.alive),
        "roles": [None if state.alive[s] else state.role(s) for s in range(state.players)],
        "captain": state.captain,
        "waiting": [] if waiting is None else list(getattr(waiting, "seats", (waiting.asked,))),
        "candidates": list(state.candidates), "revote": state.revote,
        "lovers": list(state.lovers) if state.lovers and state.lovers_public else None,
        "statements": [list(s) for s in state.statements],
        "done_talking": sorted(state.choices) if state.phase == "discussion" else [],
        "votes": [dict(v) for v in state.votes],
        "deaths": [dict(d) for d in state.deaths],
        "chain": ({"kind": state.stack[-1][0], "seat": state.stack[-1][1]}
                  if state.phase == "chain" and state.stack else None),
        "result": dict(state.result) if state.result else None,
    }


def observation(state: Any, viewer: int) -> dict:
    """`viewer`'s view: the public one with what only it knows."""
    role = state.role(viewer)
    wolf = role == WOLF
    obs = public_view(state)
    obs.update({
        "seat": viewer, "role": role, "card": state.pack.code(state.cards[viewer]),
        "roles": [state.role(s) if knows_card(state, viewer, s) else None
                  for s in range(state.players)],
        "wolves": state.wolves() if wolf else [],
        "lovers": list(state.lovers) if state.lovers and knows_lovers(state, viewer) else None,
        "seer": {str(t): state.role(t) for t in state.inspected.get(viewer, [])},
        "girl_saw": list(state.girl_saw.get(viewer, [])),
        "caught": viewer in state.shown_to_wolves,
        "extras": ([role_of_card(state.pack, c) for c in state.extras]
                   if viewer == state.thief else None),
        "potions": ({"heal": state.heal_left, "poison": state.poison_left}
                    if role == WITCH else None),
        "victim": state.victim if state.phase == "night" and state.victim is not None
        and knows_victim(state, viewer) else None,
        "bites": ({str(s): t for s, t in state.bites.items()}
                  if wolf and state.alive[viewer] else {}),
        "my_choice": (state.choices[viewer].to_json()
                      if viewer in state.choices and state.phase != "discussion" else None),
        "mark": state.marks.get(viewer),
        "said_today": state.said_today.get(viewer, 0),
    })
    if role == LITTLE_GIRL:
        obs["peeks"] = state.peeks
    return obs


def _proven_used(state: Any) -> tuple[bool, bool]:
    """Whether the public record proves the Witch's heal or poison used: a morning
    without a death (the victim saved), or with two deaths of the night."""
    night_deaths: dict[int, int] = {}
    for d in state.deaths:
        if d["cause"] == "night":
            night_deaths[d["day"]] = night_deaths.get(d["day"], 0) + 1
    heal = any(night_deaths.get(day, 0) == 0 for day in range(1, state.day + 1))
    poison = any(n >= 2 for n in night_deaths.values())
    return heal, poison


def determinize(state: Any, viewer: int, rng: random.Random) -> Any:
    """A world `viewer` cannot tell from this one: the cards it cannot place dealt again
    (the cards aside among them), the lovers, tonight's victim and the others' secret
    choices drawn again, what only others know forgotten, the RNG reseeded."""
    world = state.clone()
    unknown = hidden_cards(state, viewer)
    zones = [[c] for c in state.cards] + [list(state.extras)]
    allowed = {}
    if is_wolf(state, viewer):  # a werewolf knows every other werewolf: no one else is one
        allowed = {s: (lambda c: role_of_card(state.pack, c) != WOLF)
                   for s in range(state.players) if state.cards[s] in unknown}
    dealt = deal_unknown(zones, unknown, rng, allowed=allowed)
    world.cards = [z[0] for z in dealt[:-1]]
    world.extras = sorted(dealt[-1])
    world.thief = viewer if state.thief == viewer else None
    world.inspected = {viewer: list(state.inspected.get(viewer, []))}
    world.girl_saw = {viewer: list(state.girl_saw.get(viewer, []))}
    world.marks = {viewer: state.marks[viewer]} if viewer in state.marks else {}
    if not knows_lovers(state, viewer):
        pairs = _lover_pairs(state, viewer)
        world.lovers = rng.choice(pairs) if pairs else state.lovers
        world.cupid = None
    if not knows_victim(state, viewer):
        world.victim = rng.choice(state.living())
    if state.role(viewer) != WITCH:
        heal_used, poison_used = _proven_used(state)
        world.heal_left = not heal_used and rng.random() < 0.5
        world.poison_left = not poison_used and rng.random() < 0.5
    for seat in state.choices:
        if not sees_choice(state, viewer, seat):
            world.choices[seat] = rng.choice(legal.actions(world, seat))
    if not is_wolf(state, viewer):  # the pack's votes: those of the world's wolves
        world.bites = {s: c.target for s, c in world.choices.items() if isinstance(c, Bite)}
    world.rng = reseed(rng)
    return world
