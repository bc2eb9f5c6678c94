"""Why a statement is made, in words, from the public record only (the village's view:
statements, ballots, the dead's revealed roles): what a player at a real table would
give as the reason for accusing or trusting someone. A computer's statement is said
with the strongest reason the record holds ("I accuse Player 2! Player 2 voted with the
wolves twice."), so the talk explains itself; a statement with no reason on record is
said plainly.

`reason(public, speaker, what, target, name_of)` -> the sentence, or "".
"""

from __future__ import annotations

from collections.abc import Callable

from game.games.werewolf.roles import SEER, WOLF
from game.ui.i18n import t

Name = Callable[[int], str]
ACCUSING = ("accuse", "wolf")
TRUSTING = ("defend", "not_wolf")


def _said(name_of: Name, key: str, subject: int, **params) -> str:
    """A reason sentence whose subject is `subject` (read right when it is "You")."""
    return t(key, name=name_of(subject), **params)


def _ballots(public: dict) -> list[tuple[int, int, int]]:
    """Every open ballot of a day's vote: (day, voter, target)."""
    out = []
    for record in public["votes"]:
        if record["kind"] != "vote" or not record.get("ballots"):
            continue
        out += [(record["day"], int(v), tgt) for v, tgt in record["ballots"].items()]
    return out


def _revealed(public: dict) -> dict[int, str]:
    return {s: r for s, r in enumerate(public["roles"]) if r is not None}


def _seer_claimers(public: dict) -> set[int]:
    return {s for _, s, what, _, role in public["statements"]
            if what == "claim" and role == SEER}


def against(public: dict, speaker: int, target: int, name_of: Name) -> str:
    """The strongest public reason to suspect `target`, in words ("" for none)."""
    revealed = _revealed(public)
    statements = public["statements"]
    # A Seer claimer's word against him.
    for _, s, what, tgt, _ in reversed(statements):
        if what == "wolf" and tgt == target and s != speaker and s in _seer_claimers(public):
            return _said(name_of, "ww_why_named", target, seer=name_of(s))
    # The same role claimed twice: one of the two lies.
    claims = {s: role for _, s, what, _, role in statements if what == "claim"}
    if target in claims and claims.get(speaker) == claims[target]:
        return _said(name_of, "ww_why_same_claim", target,
                     role=t(f"ww_role_{claims[target]}"))
    # Votes with the wolves, or against villagers.
    ballots = _ballots(public)
    wolves_votes = {(day, tgt) for day, voter, tgt in ballots if revealed.get(voter) == WOLF}
    with_wolves = sum(1 for day, voter, tgt in ballots
                      if voter == target and (day, tgt) in wolves_votes)
    if with_wolves >= 1:
        return _said(name_of, "ww_why_voted_wolves", target, n=with_wolves)
    for _, voter, tgt in ballots:
        if voter == target and revealed.get(tgt) not in (None, WOLF):
            return _said(name_of, "ww_why_voted_villager", target, victim=name_of(tgt))
    # Words for a wolf, or against a villager, since shown what they were.
    for _, s, what, tgt, _ in statements:
        if s == target and what in TRUSTING and revealed.get(tgt) == WOLF and tgt != s:
            return _said(name_of, "ww_why_defended_wolf", target, wolf=name_of(tgt))
    for _, s, what, tgt, _ in statements:
        if s == target and what in ACCUSING and revealed.get(tgt) not in (None, WOLF):
            return _said(name_of, "ww_why_accused_villager", target, victim=name_of(tgt))
    if any(s == target and tgt == speaker and what in ACCUSING
           for _, s, what, tgt, _ in statements):
        return _said(name_of, "ww_why_accused_me", target)
    others_talked = sum(1 for st in statements if st[1] != target)
    if others_talked >= 3 and not any(st[1] == target for st in statements):
        return _said(name_of, "ww_why_quiet", target)
    return ""


def for_(public: dict, speaker: int, target: int, name_of: Name) -> str:
    """The strongest public reason to trust `target`, in words ("" for none)."""
    revealed = _revealed(public)
    statements = public["statements"]
    for _, s, what, tgt, _ in statements:
        if s == target and what == "wolf" and revealed.get(tgt) == WOLF:
            return _said(name_of, "ww_why_found_wolf", target, wolf=name_of(tgt))
    for _, voter, tgt in _ballots(public):
        if voter == target and revealed.get(tgt) == WOLF:
            return _said(name_of, "ww_why_voted_out_wolf", target, wolf=name_of(tgt))
    for _, s, what, tgt, _ in reversed(statements):
        if what == "not_wolf" and tgt == target and s != target \
                and s in _seer_claimers(public) and s != speaker:
            return _said(name_of, "ww_why_cleared", target, seer=name_of(s))
    return ""


def reason(public: dict, speaker: int, what: str, target: int, name_of: Name) -> str:
    """Why `speaker` says `what` about `target`, from the public record ("" for none):
    never for a claim, nor for what a Seer says of her own looks."""
    if what == "claim" or target == speaker:
        return ""
    if what == "accuse":
        return against(public, speaker, target, name_of)
    if what == "defend":
        return for_(public, speaker, target, name_of)
    return ""
