"""Masks: a tiny test-only game (not in the app) that uses every kind of decision and a
private event, so the core and the session are shown to handle them before a real
game needs them.

Three seats, six masks (two foxes, two owls, two cats), two to each seat, dealt in a
private event: everyone sees the counts, each seat its own masks. Three rounds; the
round's accuser is seat 0, 1, 2 in turn.

1. **Accuse** (a `Turn`): the accuser names another seat, the suspect.
2. **Shield** (a `Response` window): the suspect, then the third seat, are asked in
   turn whether they give up a mask to shield the suspect (the mask is shown and
   discarded); the first shield closes the window, as do two passes.
3. **Vote** (`Simultaneous`): every seat votes to unmask the suspect or not. A vote is
   secret until all three are in; then they are shown together.
4. A majority to unmask an unshielded suspect who still holds a mask: the suspect's
   lowest mask is shown to the accuser alone (a private event) and the accuser scores
   a point; otherwise the suspect scores it.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass

from game.core.actionlog import ActionLog, replay
from game.core.cards import Pack, token_pack
from game.core.decisions import Decision, Response, Simultaneous, Turn
from game.core.determinize import hidden_card_zones
from game.core.protocol import Action, ActionCodec, Event, IllegalAction
from game.core.rng import GameRng

SEATS = 3
ROUNDS = 3
PACK: Pack = token_pack("masks", {"fox": 2, "owl": 2, "cat": 2})


@dataclass(frozen=True, slots=True)
class Accuse(Action):
    suspect: int
    kind = "accuse"


@dataclass(frozen=True, slots=True)
class Shield(Action):
    mask: int
    kind = "shield"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    kind = "pass"


@dataclass(frozen=True, slots=True)
class Vote(Action):
    unmask: bool
    kind = "vote"


CODEC = ActionCodec(Accuse, Shield, Pass, Vote)


class MasksState:
    pack = PACK
    codec = CODEC

    def __init__(self, seed: int) -> None:
        self.log = ActionLog(seed, "std")
        self.rng = GameRng(seed)
        self.hands: list[list[int]] = [[] for _ in range(SEATS)]
        self.discards: list[int] = []
        self.round = 0
        self.phase = "accuse"
        self.suspect: int | None = None
        self.to_ask: list[int] = []  # the response window: asked now, then the rest
        self.shielded = False
        self.votes: dict[int, bool] = {}  # secret until all are in
        self.scores = [0] * SEATS
        self.seen: list[dict[int, list[int]]] = [{} for _ in range(SEATS)]  # privately shown
        self.deal: Event | None = None

    @classmethod
    def new(cls, seed: int) -> MasksState:
        state = cls(seed)
        deck = list(PACK.ids)
        state.rng.shuffle(deck)
        for seat in range(SEATS):
            state.hands[seat] = sorted(deck[2 * seat: 2 * seat + 2])
        state.deal = Event("deal", None, {"counts": [2] * SEATS},
                           {s: {"masks": PACK.codes(state.hands[s])} for s in range(SEATS)})
        return state

    def opening_events(self) -> list[Event]:
        return [self.deal]

    # -- who decides ---------------------------------------------------------------------
    @property
    def accuser(self) -> int:
        return self.round % SEATS

    def decision(self) -> Decision | None:
        if self.phase == "over":
            return None
        if self.phase == "accuse":
            return Turn(self.accuser)
        if self.phase == "shield":
            return Response(self.to_ask[0], tuple(self.to_ask[1:]), about="accuse")
        return Simultaneous(tuple(s for s in range(SEATS) if s not in self.votes))

    @property
    def to_act(self) -> int | None:
        d = self.decision()
        return None if d is None else d.asked

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def returns(self) -> list[int]:
        return list(self.scores)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        d = self.decision()
        if d is None:
            return []
        if self.phase == "vote":
            return [Vote(seat, False), Vote(seat, True)] if seat in d.seats else []
        if seat != d.asked:
            return []
        if self.phase == "accuse":
            return [Accuse(seat, s) for s in range(SEATS) if s != seat]
        return [Pass(seat)] + [Shield(seat, m) for m in self.hands[seat]]

    # -- the rules -----------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, SEATS, len(PACK))
        if action not in self.legal_actions(action.seat):
            raise IllegalAction("not_now", f"{action} is not a choice now.")
        self.log.record(action)
        if isinstance(action, Accuse):
            self.suspect, self.phase = action.suspect, "shield"
            third = next(s for s in range(SEATS) if s not in (self.accuser, action.suspect))
            self.to_ask, self.shielded = [action.suspect, third], False
            return [Event("accuse", action.seat, {"suspect": action.suspect})]
        if isinstance(action, Shield):
            self.hands[action.seat].remove(action.mask)
            self.discards.append(action.mask)
            self.shielded, self.phase = True, "vote"
            return [Event("shield", action.seat, {"mask": PACK.code(action.mask)})]
        if isinstance(action, Pass):
            self.to_ask.pop(0)
            if not self.to_ask:
                self.phase = "vote"
            return [Event("pass", action.seat)]
        self.votes[action.seat] = action.unmask
        events = [Event("voted", action.seat)]  # that it voted is public; how is not
        if len(self.votes) == SEATS:
            events += self._count_votes()
        return events

    def _count_votes(self) -> list[Event]:
        votes, self.votes = dict(self.votes), {}
        events = [Event("votes", None, {"unmask": [votes[s] for s in range(SEATS)]})]
        suspect, accuser = self.suspect, self.accuser
        if sum(votes.values()) * 2 > SEATS and not self.shielded and self.hands[suspect]:
            mask = min(self.hands[suspect])
            self.seen[accuser].setdefault(suspect, []).append(mask)
            self.scores[accuser] += 1
            events.append(Event("unmasked", suspect, {"by": accuser},
                                {accuser: {"mask": PACK.code(mask)}}))
        else:
            self.scores[suspect] += 1
            events.append(Event("kept", suspect))
        self.round += 1
        self.phase = "over" if self.round == ROUNDS else "accuse"
        self.suspect = None
        return events

    # -- what each seat knows --------------------------------------------------------------
    def observation(self, seat: int) -> dict:
        seen = {s: [PACK.code(m) for m in ms if m in self.hands[s]]
                for s, ms in self.seen[seat].items()}
        return {
            "seat": seat, "phase": self.phase, "round": self.round, "accuser": self.accuser,
            "suspect": self.suspect, "asked": self.to_act, "shielded": self.shielded,
            "hand": PACK.codes(self.hands[seat]),
            "counts": [len(h) for h in self.hands], "discards": PACK.codes(self.discards),
            "voted": sorted(self.votes), "my_vote": self.votes.get(seat),
            "seen": {str(s): codes for s, codes in sorted(seen.items()) if codes},
            "scores": list(self.scores),
        }

    def card_zones(self) -> dict[str, list[int]]:
        return {**{f"hand{s}": list(h) for s, h in enumerate(self.hands)},
                "discards": list(self.discards)}

    def hidden_from(self, seat: int) -> set[int]:
        known = {m for ms in self.seen[seat].values() for m in ms}
        return {m for s, h in enumerate(self.hands) if s != seat for m in h} - known

    def hidden_values(self, seat: int) -> dict:
        """The hands `seat` cannot place, and each vote cast but its own."""
        return {**hidden_card_zones(self, seat),
                **{f"vote_{s}": v for s, v in self.votes.items() if s != seat}}

    def clone(self) -> MasksState:
        other = copy.copy(self)
        other.log = ActionLog(self.log.seed, "std", list(self.log.actions))
        other.rng = GameRng()
        other.rng.setstate(self.rng.getstate())
        other.hands = [list(h) for h in self.hands]
        other.discards, other.to_ask = list(self.discards), list(self.to_ask)
        other.votes, other.scores = dict(self.votes), list(self.scores)
        other.seen = [{s: list(ms) for s, ms in d.items()} for d in self.seen]
        return other

    def determinize(self, seat: int, rng: random.Random) -> MasksState:
        """A state `seat` cannot tell from this one: the masks it has not seen dealt at
        random among the other hands (sizes kept, privately seen ones in place), and the
        others' secret votes drawn again. Not reachable from a seed: no to_json."""
        world = self.clone()
        known = {m for ms in self.seen[seat].values() for m in ms}
        unseen = [m for s, h in enumerate(world.hands) if s != seat for m in h
                  if m not in known]
        rng.shuffle(unseen)
        for s, hand in enumerate(world.hands):
            if s != seat:
                keep = [m for m in hand if m in known]
                take = len(hand) - len(keep)
                world.hands[s], unseen = sorted(keep + unseen[:take]), unseen[take:]
        for s in world.votes:
            if s != seat:
                world.votes[s] = rng.random() < 0.5
        world.rng = GameRng(rng.getrandbits(32))
        return world

    # -- saves -------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return self.log.to_json()

    @classmethod
    def from_json(cls, data: dict) -> MasksState:
        return replay(ActionLog.from_json(data, CODEC), lambda seed, _v: cls.new(seed))
