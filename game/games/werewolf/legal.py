"""What a seat may do now, and why anything else is refused (rules sheet §1, §3 and
the 2026-11 clarifications: every living player votes for another living player; the
Witch heals only tonight's victim and each potion once; a Thief offered two werewolves
must take one)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from game.core.protocol import Action, IllegalAction
from game.games.werewolf import night
from game.games.werewolf.actions import (
    NOBODY,
    STATEMENTS,
    Bite,
    Brew,
    Couple,
    Decide,
    Done,
    Elect,
    Inspect,
    Mark,
    Peek,
    Say,
    Shoot,
    Succeed,
    Take,
    Vote,
)
from game.games.werewolf.roles import ROLE_ORDER, WOLF, role_of_card

SAY_LIMIT = 5  # statements on the record per player per day


def night_power(state: Any, seat: int) -> str:
    """What `seat` does in the current lap ("mark" for the decoy turn)."""
    return night.power_in(state.role(seat), state.lap, state.night, state.lovers is not None)


def thief_may_keep(state: Any) -> bool:
    return not all(role_of_card(state.pack, c) == WOLF for c in state.extras)


def actions(state: Any, seat: int) -> list[Action]:
    """Every legal action of `seat` (already known to be asked now)."""
    others = [s for s in state.living() if s != seat]
    phase = state.phase
    if phase == "night":
        power = night_power(state, seat)
        if power == "take":
            keep = [Take(seat, NOBODY)] if thief_may_keep(state) else []
            return keep + [Take(seat, c) for c in state.extras]
        if power == "couple":
            return [Couple(seat, a, b) for a, b in combinations(state.living(), 2)]
        if power == "inspect":
            return [Inspect(seat, t) for t in others]
        if power == "bite":
            starve = [Bite(seat, NOBODY)] if state.setup.starve else []
            return starve + [Bite(seat, t) for t in others]
        if power == "peek":
            return [Peek(seat, False), Peek(seat, True)]
        if power == "brew":
            heals = [False, True] if state.heal_left and state.victim is not None else [False]
            # The poison kills anyone (sheet §1), the Witch herself included.
            poisons = [NOBODY] + (state.living() if state.poison_left else [])
            return [Brew(seat, h, p) for h in heals for p in poisons]
        return [Mark(seat, t) for t in others]
    if phase == "election":
        pool = state.candidates or state.living()
        return [Elect(seat, t) for t in pool]
    if phase == "vote":
        pool = [t for t in (state.candidates or state.living()) if t != seat]
        return [Vote(seat, t) for t in pool]
    if phase == "discussion":
        if state.said_today.get(seat, 0) >= SAY_LIMIT:
            return [Done(seat)]
        says = [Say(seat, what, t, "") for what in STATEMENTS if what != "claim"
                for t in others] + [Say(seat, "not_wolf", seat, "")]  # "I am no wolf!"
        claims = [Say(seat, "claim", seat, role) for role in ROLE_ORDER]
        return [Done(seat)] + says + claims
    if phase == "tiebreak":
        return [Decide(seat, t) for t in state.candidates]
    kind = state.stack[-1][0]
    if kind == "shoot":
        return [Shoot(seat, t) for t in state.living()]
    return [Succeed(seat, t) for t in state.living()]


# action class -> the refusal key when the seat may not do that kind of thing now
WRONG_KIND = {Take: "not_thief", Couple: "not_cupid", Inspect: "not_seer", Bite: "not_wolf",
              Peek: "not_little_girl", Brew: "not_witch", Mark: "not_now", Elect: "not_now",
              Vote: "not_now", Decide: "not_captain", Shoot: "not_hunter",
              Succeed: "not_now", Say: "not_now", Done: "not_now"}


def refusal(state: Any, action: Action) -> IllegalAction:
    """Why `action` is not allowed now, in words (it is not in the legal list)."""
    seat = action.seat
    offered = state.legal_actions(seat)
    if not offered:
        if not state.alive[seat] and state.phase != "chain":
            return IllegalAction("dead", "The dead take no part any more.")
        return IllegalAction("not_your_turn", "It is not your turn.")
    if not any(type(a) is type(action) for a in offered):
        return IllegalAction(WRONG_KIND[type(action)], "That is not yours to do now.")
    target = getattr(action, "target", getattr(action, "suspect", None))
    if isinstance(action, Vote) and target == seat:
        return IllegalAction("self_vote", "You cannot vote for yourself.")
    if isinstance(action, Take) and action.card == NOBODY and not thief_may_keep(state):
        return IllegalAction("thief_must_take_wolf",
                             "Both cards laid aside are werewolves: you must take one.")
    if isinstance(action, Couple) and action.first == action.second:
        return IllegalAction("two_lovers", "Cupid chooses two different players.")
    if isinstance(action, Brew):
        if action.heal and not state.heal_left:
            return IllegalAction("potion_used", "The healing potion is used up.")
        if action.poison != NOBODY and not state.poison_left:
            return IllegalAction("potion_used", "The poison is used up.")
    if isinstance(action, Say) and state.said_today.get(seat, 0) >= SAY_LIMIT:
        return IllegalAction("said_enough", "You have said enough for today.")
    if state.candidates and target is not None and target not in state.candidates:
        return IllegalAction("not_tied", "Only the tied players can be chosen now.")
    if target is not None and 0 <= target < state.players and not state.alive[target]:
        return IllegalAction("dead_target", "That player is dead.")
    return IllegalAction("not_a_choice", "That is not a choice now.")
