"""One hand of Guan Dan as a state machine: deal → return (after a tribute) → play → over.

Reads like rules sheet §5-§7. Four seats in turn order (anticlockwise; seat + 1 plays
next); partners sit across, two apart, so the teams are seats {0, 2} and {1, 3}.

- deal (§5.1): 27 cards each. The first hand's leader is drawn at random [P].
- tribute (§6), from the second hand: the losers' highest cards (wild hearts
  excepted) go to the winners at once, unless the payers hold both big jokers; then
  each receiver returns a card (phase "return", the only choice in it), and the
  payer of the higher tribute leads.
- play (§5.3-6): climb or pass; a player who goes out and whom nobody beats hands
  the lead to his partner (接风). The hand ends when both players of a team are out.
- over: places, promotion and the A rule (§7) in `result`, with the next hand's setup.

Tribute cards are known only to payer and receiver. Saves hold the seed, the setup
and the actions (`to_json`), never a hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from game.core.actionlog import ActionLog, replay
from game.core.cards import french_pack
from game.core.determinize import clone_state
from game.core.protocol import Action, ActionCodec, CardId, Event, IllegalAction
from game.core.rng import GameRng
from game.games.climbing.state import ClimbingState
from game.games.guandan import determinize, levels, rules, tribute
from game.games.guandan.levels import HandSetup
from game.games.guandan.rules import BJ, SJ, Combo, Face
from game.games.guandan.ruleset import VARIANTS, Ruleset
from game.games.guandan.tribute import SEATS, partner, team

HAND_SIZE = 27
PACK = french_pack(2)  # 108 cards: two packs with their jokers (§1)
# Each card id's face for the rules: natural rank and suit; the core's black joker
# is the small one, its red joker the big one.
FACES: tuple[Face, ...] = tuple(
    (SJ, "J") if c.rank == "B" else (BJ, "J") if c.rank == "R"
    else (rules.CHAR_RANK[c.rank], c.suit) for c in PACK.cards)

Shape = tuple[Combo, tuple[Face, ...]]  # a play's reading and what its wilds stand for


@dataclass(frozen=True, slots=True)
class Play(Action):
    cards: tuple[CardId, ...] = ()
    reading: str = ""  # e.g. "straight:9"; may be empty when the cards read one way
    kind: ClassVar[str] = "play"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    kind: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class ReturnCard(Action):
    card: CardId = CardId(-1)
    kind: ClassVar[str] = "return_card"


CODEC = ActionCodec(Play, Pass, ReturnCard)


def faces(cards) -> list[Face]:
    return [FACES[c] for c in cards]


def face_pair(face: Face) -> list[str]:
    """A face as public [rank, suit] text ("8", "S"); never mistaken for a card code."""
    return [rules.rank_text(face[0]) if face[0] not in rules.JOKERS
            else rules.face_text(face), face[1]]


class GdState(ClimbingState):
    codec = CODEC  # its actions, checked for shape before any rule looks at them
    seats = SEATS

    def __init__(self, seed: int, variant: str = "std", setup: HandSetup | None = None) -> None:
        self.rules = Ruleset.parse(variant)
        self.variant = self.rules.name
        self.setup = setup or HandSetup()
        self.level = self.setup.level
        self.pack = PACK
        self.rank_of = tuple(rules.level_value(f[0], self.level) for f in FACES)
        self.seed = seed
        self.rng = GameRng(seed)
        self.first_leader = self.rng.randrange(SEATS)  # §5.2 [P]; drawn in every hand
        self.actions: list[Action] = []
        self.phase = "play"
        self._init_trick()
        self.places: list[int] = []
        self.tributes: list[dict] = []  # {"from", "to", "card", "returned"} (card ids)
        self.resisted_by: list[int] | None = None  # payers holding the big jokers
        self.returns_due: list[int] = []  # receivers still to return a card, in order
        self.tribute_leader: int | None = None
        self.result: dict | None = None
        self.deal_events: list[Event] = []

    @classmethod
    def new(cls, seed: int, variant: str = "std", setup: HandSetup | None = None) -> GdState:
        state = cls(seed, variant, setup)
        state.deal_events = state._deal()
        return state

    # --- deal and tribute (§5.1, §6) ------------------------------------------------

    def _deal(self) -> list[Event]:
        deck = list(self.pack.ids)
        self.rng.shuffle(deck)
        self.hands = [self.sort_hand(deck[s * HAND_SIZE:(s + 1) * HAND_SIZE])
                      for s in range(SEATS)]
        events = [Event("deal", None, {
            "counts": [HAND_SIZE] * SEATS, "level": self.level,
            "levels": list(self.setup.levels), "playing_team": self.setup.playing_team},
            self.dealt_hands())]
        previous = self.setup.previous
        if previous is None:
            return events + self._start_play(self.first_leader)
        plan = tribute.plan(previous, self.rules.last_pays_first)
        holders = [p for p in plan.payers for c in self.hands[p] if FACES[c][0] == BJ]
        if tribute.resisted(len(holders)):
            self.resisted_by = sorted(set(holders))
            events.append(Event("resist", None, {"payers": list(plan.payers),
                                                 "holders": self.resisted_by}))
            return events + self._start_play(previous[0])
        paid = {p: self.hands[p][tribute.tribute_card(faces(self.hands[p]), self.level)]
                for p in plan.payers}
        pairs, self.tribute_leader = tribute.assign(
            plan, {p: self.rank_of[c] for p, c in paid.items()})
        for payer, receiver in pairs:
            card = paid[payer]
            self.hands[payer].remove(card)
            self.hands[receiver] = self.sort_hand(self.hands[receiver] + [card])
            self.tributes.append({"from": payer, "to": receiver, "card": card, "returned": None})
            events.append(Event("tribute", payer, {"to": receiver},
                                self._passed(payer, receiver, card)))
        self.returns_due = [receiver for _payer, receiver in pairs]
        self.phase = "return"
        self.current = self.returns_due[0]
        return events

    def _passed(self, giver: int, taker: int, card: int) -> dict[int, dict[str, str]]:
        """A tribute's or a return's private parts: the two of them see the card, the
        giver as the one it `gave`, the taker as the one it `got`."""
        code = self.pack.code(card)
        return {giver: {"gave": code}, taker: {"got": code}}

    def _may_give_back(self, seat: int) -> list[int]:
        """Cards the receiver may return: 10 or lower; if he has none, any card [P]."""
        hand = self.hands[seat]
        allowed = [c for c in hand if tribute.may_return(FACES[c], self.rules.return_any)]
        return allowed or list(hand)

    def _return(self, action: ReturnCard) -> list[Event]:
        seat = action.seat
        if action.card not in self._may_give_back(seat):
            raise IllegalAction("return", "Give back a card of 10 or lower.")
        record = next(r for r in self.tributes if r["to"] == seat and r["returned"] is None)
        self.hands[seat].remove(action.card)
        payer = record["from"]
        self.hands[payer] = self.sort_hand(self.hands[payer] + [action.card])
        record["returned"] = action.card
        self.returns_due.pop(0)
        events = [Event("return_card", seat, {"to": payer},
                        self._passed(seat, payer, action.card))]
        if self.returns_due:
            self.current = self.returns_due[0]
            return events
        return events + self._start_play(self.tribute_leader)

    def _start_play(self, leader: int) -> list[Event]:
        self.phase = "play"
        return [self._start_round(leader)]

    # --- protocol -------------------------------------------------------------------

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        seat = self.current if seat is None else seat
        if self.phase == "over" or seat != self.current:
            return []
        if self.phase == "return":
            by_face: dict[Face, int] = {}  # copies of a face are the same choice
            for c in self._may_give_back(seat):
                by_face.setdefault(FACES[c], c)
            return [ReturnCard(seat, c) for c in by_face.values()]
        hand = self.hands[seat]
        prev = self.to_beat()
        found = rules.plays(faces(hand), self.level, None if prev is None else prev[0])
        return self.offer_cards(
            seat, ((tuple(hand[i] for i in f.cards), (f.combo, f.wild_as)) for f in found),
            lambda s, cards, shape: Play(s, cards, shape[0].reading), Pass)

    def apply(self, action: Action) -> list[Event]:
        was_offered, shape = self.take_offer(action)
        self.check_turn(action)
        if self.phase == "return" and isinstance(action, ReturnCard):
            events = self._return(action)
        elif self.phase == "play" and isinstance(action, Play):
            events = self._play(action, self._canonical(action, shape) if was_offered
                                else self._check_play(action))
        elif self.phase == "play" and isinstance(action, Pass):
            events = self._pass(action)
        else:
            raise IllegalAction("phase", f"You cannot {action.kind} now.", action=action.kind)
        self.actions.append(action)
        return events

    # --- play (§4, §5) --------------------------------------------------------------

    def describe(self, shape: Shape) -> dict:
        combo, wild_as = shape
        return {"kind": combo.kind, "key": combo.key,
                "wild_as": [face_pair(f) for f in wild_as]}

    def _check_play(self, play: Play) -> Shape:
        hand = self.hands[play.seat]
        if len(set(play.cards)) != len(play.cards):
            raise IllegalAction("choose", "Choose the cards you want to play.")
        if any(c not in hand for c in play.cards):
            raise IllegalAction("not_yours", "Those cards are not in your hand.")
        prev = self.to_beat()
        named = self._named_reading(play, None if prev is None else prev[0])
        if named is not None:
            return named
        combo, refusal = rules.why_not(faces(play.cards), self.level,
                                       None if prev is None else prev[0], play.reading)
        if refusal is not None:
            raise refusal
        return combo, rules.read_with_wilds(faces(play.cards), self.level)[combo]

    def _canonical(self, play: Play, shape: Shape) -> Shape:
        """An offered play's wilds read as its reading reads them when the play is
        checked afresh (a save replayed): what the wilds stand for is then the same live
        and after Resume (a pair of wilds in a full house could stand for any rank)."""
        combo, wild_as = shape
        if not wild_as:
            return shape
        again = rules.read_as(faces(play.cards), self.level, combo)
        return shape if again is None else (combo, again)

    def _named_reading(self, play: Play, prev: Combo | None) -> Shape | None:
        """The shape of a play whose named reading fits its cards and beats `prev`,
        found without trying every other reading (what `why_not` would choose then);
        None sends the play through the full check and its refusals."""
        try:
            combo = rules.parse_reading(play.reading, len(play.cards))
        except ValueError:
            return None
        if combo.reading != play.reading or (prev is not None and not rules.beats(combo, prev)):
            return None
        wild_as = rules.read_as(faces(play.cards), self.level, combo)
        return None if wild_as is None else (combo, wild_as)

    def _play(self, play: Play, shape: Shape) -> list[Event]:
        events = self._record_play(play.seat, play.cards, shape)
        if not self.hands[play.seat]:
            self.places.append(play.seat)
            events.append(Event("out", play.seat, {"place": len(self.places)}))
            if self._team_out():
                return events + self._finish()
        self._advance()
        return events

    def _leader_after(self, owner: int) -> int:
        """接风 (§5.5): a player who went out on the last play hands the lead to his
        partner."""
        if self.hands[owner]:
            return owner
        mate = partner(owner)
        return mate if self.hands[mate] else self.next_holding(owner)

    def _team_out(self) -> bool:
        return any(partner(s) in self.places for s in self.places)

    # --- end, promotion (§5.6, §7) --------------------------------------------------

    def _finish(self) -> list[Event]:
        last = self.places[-1]
        rest = [(last + k) % SEATS for k in range(1, SEATS)]
        places = self.places + [s for s in rest if s not in self.places]
        promotion = levels.promote(self.setup, places, self.rules.three_strikes)
        winners = promotion.winners
        deltas = [promotion.gain if team(s) == winners else -promotion.gain
                  for s in range(SEATS)]
        self.phase = "over"
        self.result = {
            "places": places, "winners": winners, "partner_place": promotion.partner_place,
            "gain": promotion.gain, "level": self.level,
            "playing_team": self.setup.playing_team,
            "levels_before": list(self.setup.levels), "levels": list(promotion.levels),
            "match_won": promotion.match_won, "dropped": promotion.dropped,
            "failures": list(promotion.failures),
            "next": levels.next_setup(self.setup, places, promotion).to_json(),
            "deltas": deltas,
        }
        return [Event("hand_over", places[0], dict(self.result))]

    # --- what each seat may know (§9) -----------------------------------------------

    def hidden_from(self, seat: int) -> set[int]:
        if self.phase == "over":
            return set()
        hidden = {c for s in range(SEATS) if s != seat for c in self.hands[s]}
        return hidden - self._known_tribute_cards(seat)

    def _known_tribute_cards(self, seat: int) -> set[int]:
        """Payer and receiver both know the cards that passed between them."""
        return {c for r in self.tributes if seat in (r["from"], r["to"])
                for c in (r["card"], r["returned"]) if c is not None}

    def hidden_values(self, seat: int) -> dict[str, list[str]]:
        return determinize.hidden_values(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> GdState:
        """A state `seat` cannot tell from this one (`determinize.py`); its to_json
        does not replay it."""
        return determinize.determinize(self, seat, rng)

    def clone(self) -> GdState:
        copy = clone_state(self)
        copy._offered = {}  # offers are for this object's decision only
        return copy

    def card_zones(self) -> dict[str, list[int]]:
        zones = {f"hand_{s}": self.hands[s] for s in range(SEATS)}
        zones["table"] = self.table
        return zones

    def observation(self, seat: int) -> dict:
        codes = self.pack.codes
        over = self.phase == "over"

        def seen(card: int | None, record: dict) -> str | None:
            known = over or seat in (record["from"], record["to"])
            return None if card is None or not known else self.pack.code(card)

        return {
            "seat": seat, "phase": self.phase, "variant": self.variant,
            "hand": codes(self.hands[seat]), "counts": [len(h) for h in self.hands],
            "to_act": self.to_act, "team": team(seat), "partner": partner(seat),
            "level": self.level, "levels": list(self.setup.levels),
            "playing_team": self.setup.playing_team, "previous_places": self.setup.previous,
            "wild": [rules.rank_text(self.level), rules.WILD_SUIT],
            "tributes": [{"from": r["from"], "to": r["to"], "card": seen(r["card"], r),
                          "returned": seen(r["returned"], r)} for r in self.tributes],
            "resisted_by": self.resisted_by, "returns_due": list(self.returns_due),
            **self.trick_observation(),
            "places": list(self.places), "result": self.result,
            "hands": [codes(h) for h in self.hands] if over else None,
        }

    # --- saving: the seed, the setup and the actions, never the hands ---------------

    def to_json(self) -> dict:
        return {"game": "guandan", "seed": self.seed, "variant": self.variant,
                "setup": self.setup.to_json(), "actions": [a.to_json() for a in self.actions]}

    @classmethod
    def from_json(cls, data: dict) -> GdState:
        setup = HandSetup.from_json(data["setup"])
        return replay(ActionLog.from_json(data, CODEC),
                      lambda seed, variant: cls.new(seed, variant, setup))

    def snapshot(self) -> dict:
        """Everything, hands included: for tests, never for saving."""
        return {
            "phase": self.phase, "level": self.level, "setup": self.setup.to_json(),
            "places": list(self.places), "result": self.result,
            "tributes": [dict(r) for r in self.tributes], "resisted_by": self.resisted_by,
            "returns_due": list(self.returns_due), "tribute_leader": self.tribute_leader,
            **self.trick_json(),
        }

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GdState) and self.snapshot() == other.snapshot()

    __hash__ = None  # mutable state

    def __repr__(self) -> str:
        return f"GdState(seed={self.seed}, {self.variant}, level={self.level}, {self.phase})"


__all__ = ["VARIANTS", "GdState", "Play", "Pass", "ReturnCard", "CODEC", "FACES", "PACK"]
