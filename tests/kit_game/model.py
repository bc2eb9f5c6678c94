"""High Card, the kit's smallest game: two or three seats, six cards each dealt face
down from eighteen (3 to J of hearts and of spades); six rounds. In a round each seat
in turn from the leader plays a card onto the pile; the highest card wins the round
(of two alike, the spade), its player scores a point and leads the next. Most points
after six rounds wins."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actionlog import ActionLog, replay
from game.core.cards import Card, Pack
from game.core.determinize import clone_state
from game.core.protocol import Action, ActionCodec, CardId, Event, IllegalAction
from game.core.rng import GameRng
from tests.kit_game import determinize as knows

PACK = Pack("kit", tuple(Card(2 * r + s, rank, suit) for r, rank in enumerate("3456789TJ")
                         for s, suit in enumerate("HS")))  # a higher card has a higher id
HAND = ROUNDS = 6
VARIANTS = ("2p", "3p")


@dataclass(frozen=True, slots=True)
class Play(Action):
    card: CardId = CardId(0)  # every field has a default: the fuzzer makes one of a seat
    kind = "play"


CODEC = ActionCodec(Play)


class HighCardState:
    pack, codec = PACK, CODEC

    def __init__(self, seed: int, variant: str) -> None:
        self.log = ActionLog(seed, variant)
        self.rng = GameRng(seed)
        self.players = int(variant[0])
        deck = list(PACK.ids)
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[HAND * s:HAND * (s + 1)]) for s in range(self.players)]
        self.stock = sorted(deck[HAND * self.players:])  # undealt: hidden from everyone
        self.pile: list[int] = []
        self.taken: list[list[int]] = [[] for _ in range(self.players)]
        self.scores = [0] * self.players
        self.round, self.leader = 0, 0

    def opening_events(self) -> list[Event]:
        return [Event("dealt", s, {"count": HAND}, {s: {"cards": PACK.codes(hand)}})
                for s, hand in enumerate(self.hands)]

    @property
    def to_act(self) -> int | None:
        return None if self.is_terminal() else (self.leader + len(self.pile)) % self.players

    def is_terminal(self) -> bool:
        return self.round == ROUNDS

    def returns(self) -> list[int]:
        return list(self.scores)

    def winners(self) -> list[int]:
        best = max(self.scores)
        return [s for s, n in enumerate(self.scores) if n == best]

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if seat is None or seat != self.to_act:
            return []
        return [Play(seat, card) for card in self.hands[seat]]

    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, self.players, len(PACK))
        if action.seat != self.to_act:
            raise IllegalAction("not_your_turn", "It is not your turn.")
        if action.card not in self.hands[action.seat]:
            raise IllegalAction("not_in_hand", "That card is not in your hand.")
        self.log.record(action)
        self.hands[action.seat].remove(action.card)
        self.pile.append(action.card)
        events = [Event("played", action.seat, {"card": PACK.code(action.card)})]
        if len(self.pile) == self.players:
            events += self.end_round()
            if self.is_terminal():
                events.append(Event("over", None, {"scores": list(self.scores),
                                                   "winners": self.winners()}))
        return events

    def end_round(self) -> list[Event]:
        best = max(self.pile)
        winner = (self.leader + self.pile.index(best)) % self.players
        cards, self.pile = self.pile, []
        self.taken[winner] += cards
        self.scores[winner] += 1
        self.round, self.leader = self.round + 1, winner
        return [Event("won", winner, {"card": PACK.code(best)}),
                Event("cleared", winner, {"cards": PACK.codes(cards)})]

    # -- what each seat knows: determinize.py ------------------------------------------
    observation, hidden_from = knows.observation, knows.hidden_from
    hidden_values, determinize = knows.hidden_values, knows.determinize

    def card_zones(self) -> dict[str, list[int]]:
        return {**{f"hand{s}": h for s, h in enumerate(self.hands)}, "stock": self.stock,
                "pile": self.pile, **{f"taken{s}": t for s, t in enumerate(self.taken)}}

    def clone(self) -> HighCardState:
        return clone_state(self)

    def to_json(self) -> dict:
        return self.log.to_json()

    @classmethod
    def from_json(cls, data: dict) -> HighCardState:
        return replay(ActionLog.from_json(data, CODEC), cls)
