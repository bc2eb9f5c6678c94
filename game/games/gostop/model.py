"""One hand of Go-Stop as a state machine: deal → chongtong → turns → over.

Reads like rules sheet §2-§8. Seats are numbered in playing order (seat + 1 plays
next: anticlockwise round the table, `deal.py`); the dealer plays first.

- chongtong: each seat dealt four of a month (in playing order from the dealer) shows
  them and wins at once or plays on (off with the "nochongtong" option: nobody asks);
- play: the seat to act plays a hand card, shakes, bombs or (after a bomb) only turns
  up a card; `take`: it chooses between two table cards; the cards themselves are
  `turn.py`'s;
- go_stop: its points reached the target (`go_stop.py`);
- over: a Stop, an instant win or a draw, with `result` (`hand_result.py`).

Hidden: the other hands (but the cards shown by a shake or a chongtong) and the stock.
Saves hold the seed, the variant, the dealer, the nagari carry-over and the actions
(`to_json`), so a save shows no hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.core.actionlog import ActionLog, replay
from game.core.determinize import clone_state
from game.core.protocol import Action, Event, IllegalAction
from game.core.rng import GameRng
from game.core.save import SaveError
from game.games.gostop import determinize as secrets
from game.games.gostop import go_stop, turn
from game.games.gostop.actions import (
    CODEC,
    Bomb,
    Chongtong,
    FlipOnly,
    Go,
    Play,
    Shake,
    Stop,
    Take,
)
from game.games.gostop.deal import HAND_SIZE, deal, turn_order
from game.games.gostop.hand_result import CHONGTONG, FOUR_ON_TABLE, instant_result
from game.games.gostop.matching import by_month, four_of_a_month, month, of_month
from game.games.gostop.options import VARIANTS, Options
from game.games.gostop.pack import PACKS, codes

PHASES = ("chongtong", "play", "take", "go_stop", "over")
# The actions of a turn's cards: once they are resolved, the score is checked.
TURN_ACTIONS = (Play, Shake, Bomb, FlipOnly, Take)


class GostopState:
    """One hand of Go-Stop for 2 or 3 seats; `new(seed, variant)` deals it."""

    codec = CODEC

    def __init__(self, seed: int, variant: str = "2p", dealer: int | None = None,
                 nagari: int = 0) -> None:
        self.options = Options.parse(variant)
        self.variant = self.options.name
        self.players = n = self.options.players
        self.pack = PACKS[self.options.bonus]
        self.seed = seed
        self.rng = GameRng(seed)
        drawn = self.rng.randrange(n)  # drawn either way, so the shuffle is the same
        self.dealer = drawn if dealer is None else dealer  # §2: the first dealer by lot
        if not (type(self.dealer) is int and 0 <= self.dealer < n):
            raise ValueError(f"no seat {self.dealer!r:.20} to deal among {n}")
        if not (type(nagari) is int and nagari >= 0):
            raise ValueError(f"a nagari carry-over counts drawn hands, not {nagari!r:.20}")
        self.nagari = nagari  # drawn hands in a row just before this one
        self.actions: list[Action] = []
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.table: list[int] = []
        self.stock: list[int] = []  # the top card last
        self.captures: list[list[int]] = [[] for _ in range(n)]
        self.phase = "play"
        self.current = self.dealer
        self.turn_no = 0  # turns begun before this one
        self.gos = [0] * n
        self.go_points = [0] * n  # points (before the Go bonus) at the last Go
        self.go_turn = [-1] * n  # the turn of the last Go (go-bak: the latest pays)
        self.shakes = [0] * n  # shakes and bombs: each doubles the value if he wins
        self.bombs = [0] * n
        self.shaken: list[list[int]] = [[] for _ in range(n)]  # months shaken or bombed
        self.skips = [0] * n  # flip-only turns left from bombs
        self.ppuks = [0] * n
        self.first_ppuk = [False] * n  # a ppuk on one's first turn (an option pays it)
        self.ppuk_maker: dict[int, int] = {}  # month of a ppuk stack on the table -> maker
        self.shown: list[list[int]] = [[] for _ in range(n)]  # hand cards everyone saw
        self.chongtong: list[int] = []  # seats still to answer their chongtong
        self.pending = turn.fresh_pending()
        self.redeals = 0
        self.result: dict | None = None
        self._opening: list[Event] = []

    # --- the deal (sheet §2) ------------------------------------------------------------

    @classmethod
    def new(cls, seed: int, variant: str = "2p", dealer: int | None = None,
            nagari: int = 0) -> GostopState:
        """A new hand: `dealer` None draws him by lot; `nagari` is the drawn hands in a
        row before this one (the next hand's after a draw is `result["next_nagari"]`)."""
        state = cls(seed, variant, dealer, nagari)
        state._opening = state._deal()
        return state

    def _deal(self) -> list[Event]:
        dealt = deal(self.rng, self.players, self.dealer, len(self.pack),
                     redeal_fours=not self.options.four_table_win)
        self.hands = [list(h) for h in dealt.hands]
        self.table, self.stock = list(dealt.table), list(dealt.stock)
        self.captures[self.dealer] = list(dealt.to_dealer)
        self.redeals = dealt.redeals
        events = [Event("deal", None, {
            "dealer": self.dealer, "redeals": self.redeals, "counts": self.hand_counts(),
            "table": codes(self.table), "stock": len(self.stock)},
            {s: {"hand": codes(h)} for s, h in enumerate(self.hands)})]
        if dealt.to_dealer:
            events.append(Event("bonus_table", self.dealer, {"cards": codes(dealt.to_dealer)}))
        fours = four_of_a_month(self.table)
        if fours:  # only under the four-on-table option: the dealer wins at once
            cards = [c for c in self.table if month(c) in fours]
            events.append(Event("four_on_table", self.dealer, {"months": fours,
                                                               "cards": codes(cards)}))
            return events + go_stop.end(self, instant_result(self, self.dealer, FOUR_ON_TABLE))
        if self.options.chongtong:
            events += self._ask_chongtong()
        return events

    def _ask_chongtong(self) -> list[Event]:
        """Each seat holding four of a month shows them (the question is public, so are
        the cards) and is asked in playing order from the dealer."""
        events = []
        for seat in turn_order(self.players, self.dealer):
            months = four_of_a_month(self.hands[seat])
            if months:
                cards = [c for c in self.hands[seat] if month(c) in months]
                self.shown[seat] = sorted(cards)
                self.chongtong.append(seat)
                events.append(Event("chongtong", seat, {"months": months,
                                                        "cards": codes(cards)}))
        if self.chongtong:
            self.phase, self.current = "chongtong", self.chongtong[0]
        return events

    def opening_events(self) -> list[Event]:
        return list(self._opening)

    # --- protocol -------------------------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return None if self.result is not None else self.current

    def is_terminal(self) -> bool:
        return self.result is not None

    def returns(self) -> list[int]:
        return list(self.result["deltas"]) if self.result else [0] * self.players

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        seat = self.to_act if seat is None else seat
        if self.result is not None or seat != self.current:
            return []
        return LEGAL[self.phase](self, seat)

    def _legal_play(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        actions: list[Action] = [Play(seat, (c,)) for c in hand]
        for m, cards in sorted(by_month(hand).items()):
            if not m or len(cards) < 3 or m in self.shaken[seat]:
                continue
            on_table = len(of_month(self.table, m))
            if on_table == 0:  # the fourth is elsewhere: shake, playing one of them
                actions += [Shake(seat, c) for c in cards]
            elif len(cards) == 3 and on_table == 1:
                actions.append(Bomb(seat, tuple(sorted(cards))))
        if self.skips[seat]:
            actions.append(FlipOnly(seat))
        return actions

    def _legal_take(self, seat: int) -> list[Action]:
        return [Take(seat, c) for c in self.pending["options"]]

    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, self.players, len(self.pack))
        if self.result is not None:
            raise IllegalAction("over", "The hand is over.")
        if action.seat != self.current:
            raise IllegalAction("turn", "It is not your turn.")
        if action not in self.legal_actions(action.seat):
            raise IllegalAction("not_now", f"You cannot {action.kind} that now.",
                                action=action.kind)
        self.actions.append(action)
        events = HANDLERS[type(action)](self, action)
        if isinstance(action, TURN_ACTIONS) and self.pending["done"]:
            events += go_stop.after_turn(self, action.seat)
        return events

    def _chongtong(self, action: Chongtong) -> list[Event]:
        seat = action.seat
        events = [Event("chongtong_answer", seat, {"win": action.win})]
        if action.win:
            return events + go_stop.end(self, instant_result(self, seat, CHONGTONG))
        self.chongtong.pop(0)
        if self.chongtong:
            self.current = self.chongtong[0]
        else:
            self.phase, self.current = "play", self.dealer
        return events

    # --- what each seat may know (sheet §10; determinize.py) --------------------------------

    def hand_counts(self) -> list[int]:
        return [len(h) for h in self.hands]

    def observation(self, seat: int) -> dict:
        return secrets.observation(self, seat)

    def card_zones(self) -> dict[str, list[int]]:
        zones = {f"hand_{s}": self.hands[s] for s in range(self.players)}
        zones.update({f"captures_{s}": self.captures[s] for s in range(self.players)})
        zones["table"] = self.table
        zones["stock"] = self.stock
        return zones

    def hidden_from(self, seat: int) -> set[int]:
        return secrets.hidden_from(self, seat)

    def hidden_values(self, seat: int) -> dict:
        return secrets.hidden_values(self, seat)

    def clone(self) -> GostopState:
        return clone_state(self)

    def determinize(self, seat: int, rng: random.Random) -> GostopState:
        return secrets.determinize(self, seat, rng)

    # --- saves: the seed and the actions, never the hands ----------------------------------

    def to_json(self) -> dict:
        return {"game": "gostop", "seed": self.seed, "variant": self.variant,
                "dealer": self.dealer, "nagari": self.nagari,
                "actions": [a.to_json() for a in self.actions]}

    @classmethod
    def from_json(cls, data: dict) -> GostopState:
        """The hand a save names, every action replayed through the rules; SaveError
        for a save whose seed, variant, dealer or carry-over is not one."""
        variant = data.get("variant")
        try:
            players = Options.parse(variant).players
        except ValueError as e:
            raise SaveError(str(e)) from None
        seed, dealer, nagari = data.get("seed"), data.get("dealer"), data.get("nagari", 0)
        if type(seed) is not int:
            raise SaveError(f"its deal number ({seed!r:.20}) is not a whole number")
        if not (type(dealer) is int and 0 <= dealer < players):
            raise SaveError(f"its dealer ({dealer!r:.20}) is not a seat of the table")
        if not (type(nagari) is int and 0 <= nagari <= HAND_SIZE[2] * 10):
            raise SaveError(f"its nagari count ({nagari!r:.20}) is not a count of hands")
        return replay(ActionLog.from_json(data, CODEC),
                      lambda s, v: cls.new(s, v, dealer, nagari))

    def __repr__(self) -> str:
        return f"GostopState(seed={self.seed}, {self.variant}, phase={self.phase})"


LEGAL: dict[str, Callable[[GostopState, int], list[Action]]] = {
    "chongtong": lambda s, seat: [Chongtong(seat, True), Chongtong(seat, False)],
    "play": GostopState._legal_play,
    "take": GostopState._legal_take,
    "go_stop": lambda s, seat: [Go(seat), Stop(seat)],
}

HANDLERS: dict[type, Callable[[GostopState, Action], list[Event]]] = {
    Play: lambda s, a: turn.play(s, a.seat, a.cards[0]),
    Shake: lambda s, a: turn.shake(s, a.seat, a.card),
    Bomb: lambda s, a: turn.bomb(s, a.seat, month(a.cards[0])),
    FlipOnly: lambda s, a: turn.flip_only(s, a.seat),
    Take: lambda s, a: turn.take(s, a.seat, a.card),
    Go: lambda s, a: go_stop.go(s, a.seat),
    Stop: lambda s, a: go_stop.stop(s, a.seat),
    Chongtong: GostopState._chongtong,
}

__all__ = ["GostopState", "VARIANTS", "CODEC", "PHASES"]
