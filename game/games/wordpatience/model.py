"""The solitaire's rules (rules sheet §2.4, S1-S9; Klondike adapted to 8 columns).

The deal (S1, §2.4's picture): the 52 cards shuffled by the seed, dealt row by row as
the picture draws them: row 1 puts a card on each of the 8 columns, the first face up;
row 2 on columns 2-8, the first face up; ... row 8 one card on column 8, face up. So
column k (1-8) holds k cards, only its top card (the one dealt in row k) face up: 36
cards, 8 of them face up. The 16 left form the stock, face down.

Play (S2-S5, S9): a face-up run (any face-up cards from a column's top down: they are
built down in alternating colours, so every such run is one) moves as a unit onto a
column whose top card is one rank higher and of the other colour, or, led by a King, onto
an empty column; a column's top card or the waste's goes to its suit's foundation (A to
K); the waste's top card goes onto a column; a foundation's top card comes back onto a
column (S9). A column's face-down card left on top turns up at once (an event, +5). The
stock turns one card at a time onto the waste; an empty stock takes the waste back,
turned over, as a redeal: unlimited in "learner", 3 passes (2 redeals) in "normal".

Choices where the sheet is silent:
- No position twice: a move that would give back a position the game has already been
  in (every card where it was; in normal mode the same pass too) is refused
  ("repeats_position") and never offered. Such a move never helps (the game is
  determined by its position), and it makes every game end: without it a card could go
  back and forth between two columns, or a foundation and a column, for ever.
- Going round in circles: even so a game could wander through very many positions
  (runs shuffled between columns, cards taken back from the foundations) without
  getting anywhere. A move that raises the best score of the game (a card turned up, a
  foundation higher than ever) is progress; after `IDLE_LIMIT` (150) moves in a row
  without progress (turning a stock card does not count, a redeal does) the game is
  stuck. No player trying to win gets near it; it makes random games end quickly.
- Stuck (S9): no legal move left (then the stock and the redeals are used up too, and
  everything else repeats a position), or going round in circles. The state is then
  terminal (a loss: returns 0); the table offers Undo (`undone`) or a new deal.
- Won: all 52 cards on the foundations (returns 1).
- Score (S7): 10 per card on the foundations now (a card taken back loses its 10) plus 5
  per face-down card turned up so far; the 8 tops of the deal and the stock's cards
  count nothing.
- Undo (S8): no action. `undone(state)` is the state rebuilt from the seed (or the
  constructed deal) and the action log without its last action: exactly the previous
  state (the deal is fixed, so a card turned up and undone turns up the same again).
  The save holds the line of play that stands; undone moves leave no trace.
- Hidden: the face-down cards of the columns, and the stock's cards until the player
  has been through it once (after a redeal the stock is the waste he saw, turned over).
"""

from __future__ import annotations

import random
from typing import Any

from game.core.actionlog import ActionLog
from game.core.determinize import clone_state, hidden_card_zones
from game.core.protocol import Action, Event, IllegalAction
from game.core.rng import GameRng
from game.games.wordpatience.actions import (
    CODEC,
    ColumnToFoundation,
    FoundationToColumn,
    MoveRun,
    TurnStock,
    WasteToColumn,
    WasteToFoundation,
)
from game.games.wordpatience.deck import CODES, KING, PACK, SUITS, headword, is_red, rank
from game.games.wordpatience.determinize import deal_hidden
from game.games.wordpatience.variants import DEFAULT, options_of

COLUMNS = 8
LAYOUT = 36  # cards in the columns at the deal
IDLE_LIMIT = 150  # moves in a row without progress that make the game stuck
SEAT = 0

REFUSALS = {
    "game_over": "The game is over.",
    "no_column": "There is no such column.",
    "same_column": "A run moves to another column.",
    "no_run": "That column has no such run.",
    "face_down": "Face-down cards do not move.",
    "empty_needs_king": "Only a King, or a run led by a King, goes to an empty column.",
    "wrong_rank": "A card goes on a card one rank higher.",
    "wrong_colour": "A card goes on a card of the other colour.",
    "empty_column": "That column is empty.",
    "waste_empty": "The waste is empty.",
    "no_foundation": "There is no such foundation.",
    "foundation_empty": "That foundation is empty.",
    "foundation_order": "A foundation takes its suit from Ace to King, in order.",
    "nothing_to_turn": "The stock and the waste are empty.",
    "no_redeals": "No redeal is left.",
    "repeats_position": "That move gives back a position the game has already been in.",
}


def refuse(reason: str, **params: Any) -> IllegalAction:
    return IllegalAction(reason, REFUSALS[reason], **params)


def deal_order(columns: list[list[int]], stock: list[int]) -> list[int]:
    """The 52-card deal order of a layout: `columns[k]` column k's cards from the bottom
    up (k + 1 of them, the last face up), `stock` the stock's cards in the order they
    turn. The inverse of the deal in `PatienceState`."""
    order = [columns[c][r] for r in range(COLUMNS) for c in range(r, COLUMNS)]
    return order + list(reversed(stock))


class PatienceState:
    pack, codec = PACK, CODEC
    players = 1

    def __init__(self, seed: int = 0, variant: str = DEFAULT,
                 deal: list[int] | None = None) -> None:
        self.options = options_of(variant)
        self.log = ActionLog(seed, variant)
        if deal is None:
            order = list(range(len(PACK)))
            GameRng(seed).shuffle(order)
            self.deal: list[int] | None = None
        else:
            if sorted(deal) != list(range(len(PACK))):
                raise ValueError("a deal names each of the 52 cards once")
            order = list(deal)
            self.deal = list(deal)
        self.down: list[list[int]] = [[] for _ in range(COLUMNS)]
        self.up: list[list[int]] = [[] for _ in range(COLUMNS)]
        cards = iter(order)
        for row in range(COLUMNS):
            for col in range(row, COLUMNS):
                (self.up if col == row else self.down)[col].append(next(cards))
        self.stock: list[int] = list(cards)  # the top, turned next, last
        self.waste: list[int] = []  # the top last
        self.found: list[int] = [0] * len(SUITS)  # cards on each suit's foundation
        self.passes = 1  # the pass through the stock now (1 = the first)
        self.turned = 0  # face-down cards turned up so far
        self.best = 0  # the best score of the game so far
        self.idle = 0  # moves since the best score last rose (stock turns not counted)
        self.history: set[tuple] = {self.key()}
        self._offered: list[Action] | None = None

    @classmethod
    def from_layout(cls, columns: list[list[int]], stock: list[int],
                    variant: str = DEFAULT) -> PatienceState:
        """A constructed deal (tests, a puzzle): see `deal_order`."""
        return cls(0, variant, deal_order(columns, stock))

    # ---- the protocol ----------------------------------------------------------------

    @property
    def won(self) -> bool:
        return sum(self.found) == len(PACK)

    @property
    def stuck(self) -> bool:
        return not self.won and not self.legal_actions()

    @property
    def to_act(self) -> int | None:
        return None if self.is_terminal() else SEAT

    def is_terminal(self) -> bool:
        return self.won or not self.legal_actions()

    def returns(self) -> list[int]:
        return [1 if self.won else 0]

    @property
    def score(self) -> int:
        return 10 * sum(self.found) + 5 * self.turned

    @property
    def redeals_left(self) -> int | None:
        if self.options.passes is None:
            return None
        return self.options.passes - self.passes

    def opening_events(self) -> list[Event]:
        return [Event("deal", SEAT, {"columns": self._columns_seen(), "stock": len(self.stock)})]

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if seat not in (None, SEAT) or self.won or self.idle >= IDLE_LIMIT:
            return []
        if self._offered is None:
            self._offered = [a for a in self._candidates() if self._allowed(a)]
        return list(self._offered)

    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, 1, len(PACK))
        self.check(action)
        turning = isinstance(action, TurnStock) and bool(self.stock)
        events = self._do(action)
        if self.score > self.best:
            self.best, self.idle = self.score, 0
        elif not turning:
            self.idle += 1
        self.history.add(self.key())
        self.log.record(action)
        self._offered = None
        if self.won:
            events.append(Event("won", SEAT, {"score": self.score}))
        elif not self.legal_actions():
            events.append(Event("stuck", SEAT, {"score": self.score}))
        return events

    # ---- the rules -------------------------------------------------------------------

    def check(self, a: Action) -> None:
        """Raise IllegalAction (with its reason) unless `a` is legal now."""
        if self.won or not self.legal_actions():
            raise refuse("game_over")
        self._rules(a)
        if not self._reveals(a) and self._key_after(a) in self.history:
            raise refuse("repeats_position")

    def _allowed(self, a: Action) -> bool:
        try:
            self._rules(a)
        except IllegalAction:
            return False
        return self._reveals(a) or self._key_after(a) not in self.history

    def _column(self, col: int) -> None:
        if not 0 <= col < COLUMNS:
            raise refuse("no_column", column=col)

    def _lands(self, card: int, dst: int) -> None:
        """Whether `card` (leading a run) may go onto column `dst`."""
        self._column(dst)
        if not self.up[dst]:
            if rank(card) != KING:
                raise refuse("empty_needs_king")
            return
        top = self.up[dst][-1]
        if rank(top) != rank(card) + 1:
            raise refuse("wrong_rank")
        if is_red(top) == is_red(card):
            raise refuse("wrong_colour")

    def _to_foundation(self, card: int) -> None:
        if rank(card) != self.found[card // 13]:
            raise refuse("foundation_order")

    def _rules(self, a: Action) -> None:
        if isinstance(a, MoveRun):
            self._column(a.src)
            if a.src == a.dst:
                raise refuse("same_column")
            if a.count < 1 or a.count > len(self.up[a.src]) + len(self.down[a.src]):
                raise refuse("no_run")
            if a.count > len(self.up[a.src]):
                raise refuse("face_down")
            self._lands(self.up[a.src][-a.count], a.dst)
        elif isinstance(a, ColumnToFoundation):
            self._column(a.src)
            if not self.up[a.src]:
                raise refuse("empty_column")
            self._to_foundation(self.up[a.src][-1])
        elif isinstance(a, WasteToColumn):
            self._column(a.dst)
            if not self.waste:
                raise refuse("waste_empty")
            self._lands(self.waste[-1], a.dst)
        elif isinstance(a, WasteToFoundation):
            if not self.waste:
                raise refuse("waste_empty")
            self._to_foundation(self.waste[-1])
        elif isinstance(a, FoundationToColumn):
            if a.suit not in SUITS:
                raise refuse("no_foundation")
            s = SUITS.index(a.suit)
            if not self.found[s]:
                raise refuse("foundation_empty")
            self._lands(s * 13 + self.found[s] - 1, a.dst)
        elif isinstance(a, TurnStock):
            if not self.stock:
                if not self.waste:
                    raise refuse("nothing_to_turn")
                if self.redeals_left is not None and self.redeals_left <= 0:
                    raise refuse("no_redeals")

    def _candidates(self) -> list[Action]:
        """Every move the rules might allow (each still checked), foundation moves first."""
        out: list[Action] = []
        out += [ColumnToFoundation(SEAT, c) for c in range(COLUMNS) if self.up[c]]
        if self.waste:
            out.append(WasteToFoundation(SEAT))
        for src in range(COLUMNS):
            run = self.up[src]
            for dst in range(COLUMNS):
                if dst == src:
                    continue
                if self.up[dst]:
                    want = rank(self.up[dst][-1]) - 1
                    for k, card in enumerate(run):
                        if rank(card) == want:
                            out.append(MoveRun(SEAT, src, len(run) - k, dst))
                elif run and rank(run[0]) == KING:
                    out.append(MoveRun(SEAT, src, len(run), dst))
        if self.waste:
            out += [WasteToColumn(SEAT, d) for d in range(COLUMNS)]
        for s, n in enumerate(self.found):
            if n:
                out += [FoundationToColumn(SEAT, SUITS[s], d) for d in range(COLUMNS)]
        out.append(TurnStock(SEAT))
        return out

    def _reveals(self, a: Action) -> bool:
        """Whether `a` shows a card never seen before (a turned-up card, the stock's on
        the first pass): its position is then new, whatever came before."""
        if isinstance(a, TurnStock):
            return bool(self.stock) and self.passes == 1
        src = a.src if isinstance(a, MoveRun | ColumnToFoundation) else None
        if src is None:
            return False
        count = a.count if isinstance(a, MoveRun) else 1
        return count == len(self.up[src]) and bool(self.down[src])

    def key(self) -> tuple:
        """The position as the player sees it; it fixes every card, hidden ones too."""
        return self._key(self.up, self.waste, self.stock, self.found, self.passes)

    def _key(self, up, waste, stock, found, passes) -> tuple:
        return (tuple(len(d) for d in self.down), tuple(tuple(u) for u in up), tuple(waste),
                len(stock) if passes == 1 else tuple(stock), tuple(found),
                0 if self.options.passes is None else passes)

    def _key_after(self, a: Action) -> tuple:
        """The position after `a` (one that turns up no card)."""
        up = [list(u) for u in self.up]
        waste, stock, found, passes = list(self.waste), list(self.stock), list(self.found), \
            self.passes
        if isinstance(a, MoveRun):
            up[a.dst] += up[a.src][-a.count:]
            del up[a.src][-a.count:]
        elif isinstance(a, ColumnToFoundation):
            found[up[a.src].pop() // 13] += 1
        elif isinstance(a, WasteToColumn):
            up[a.dst].append(waste.pop())
        elif isinstance(a, WasteToFoundation):
            found[waste.pop() // 13] += 1
        elif isinstance(a, FoundationToColumn):
            s = SUITS.index(a.suit)
            found[s] -= 1
            up[a.dst].append(s * 13 + found[s])
        elif isinstance(a, TurnStock):
            if stock:
                waste.append(stock.pop())
            else:
                stock, waste, passes = waste[::-1], [], passes + 1
        return self._key(up, waste, stock, found, passes)

    def _do(self, a: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(a, MoveRun):
            run = self.up[a.src][-a.count:]
            del self.up[a.src][-a.count:]
            self.up[a.dst] += run
            events.append(self._moved("column", a.src, "column", a.dst, run))
            events += self._turn_up(a.src)
        elif isinstance(a, ColumnToFoundation):
            card = self.up[a.src].pop()
            self.found[card // 13] += 1
            events.append(self._moved("column", a.src, "foundation", SUITS[card // 13], [card]))
            events += self._turn_up(a.src)
        elif isinstance(a, WasteToColumn):
            card = self.waste.pop()
            self.up[a.dst].append(card)
            events.append(self._moved("waste", None, "column", a.dst, [card]))
        elif isinstance(a, WasteToFoundation):
            card = self.waste.pop()
            self.found[card // 13] += 1
            events.append(self._moved("waste", None, "foundation", SUITS[card // 13], [card]))
        elif isinstance(a, FoundationToColumn):
            s = SUITS.index(a.suit)
            self.found[s] -= 1
            card = s * 13 + self.found[s]
            self.up[a.dst].append(card)
            events.append(self._moved("foundation", a.suit, "column", a.dst, [card]))
        elif isinstance(a, TurnStock):
            if self.stock:
                card = self.stock.pop()
                self.waste.append(card)
                events.append(Event("stock_turned", SEAT, {
                    "card": CODES[card], "word": headword(card), "stock": len(self.stock)}))
            else:
                self.stock, self.waste = self.waste[::-1], []
                self.passes += 1
                events.append(Event("redeal", SEAT, {"pass": self.passes,
                                                     "redeals_left": self.redeals_left}))
        return events

    def _moved(self, src: str, at: Any, dst: str, to: Any, cards: list[int]) -> Event:
        return Event("moved", SEAT, {"from": src, "src": at, "to": dst, "dst": to,
                                     "cards": [CODES[c] for c in cards],
                                     "score": self.score})

    def _turn_up(self, col: int) -> list[Event]:
        if self.up[col] or not self.down[col]:
            return []
        card = self.down[col].pop()
        self.up[col].append(card)
        self.turned += 1
        return [Event("turned_up", SEAT, {"column": col, "card": CODES[card],
                                          "word": headword(card), "score": self.score})]

    # ---- what the player sees ------------------------------------------------------------

    def _columns_seen(self) -> list[dict[str, Any]]:
        return [{"down": len(d), "up": [CODES[c] for c in u]}
                for d, u in zip(self.down, self.up, strict=True)]

    def observation(self, seat: int) -> dict[str, Any]:
        return {
            "seat": seat, "variant": self.log.variant, "mode": self.options.mode,
            "columns": self._columns_seen(),
            "stock": len(self.stock),
            "waste": [CODES[c] for c in self.waste],
            "foundations": {s: [CODES[i * 13 + r] for r in range(n)]
                            for i, (s, n) in enumerate(zip(SUITS, self.found, strict=True))},
            "pass": self.passes, "passes": self.options.passes,
            "redeals_left": self.redeals_left,
            "score": self.score, "turned_up": self.turned, "moves": len(self.log.actions),
            "idle": self.idle, "won": self.won, "stuck": self.stuck, "over": self.is_terminal(),
        }

    def hidden_from(self, seat: int) -> set[int]:
        hidden = {c for d in self.down for c in d}
        if self.passes == 1:
            hidden.update(self.stock)
        return hidden

    def hidden_values(self, seat: int) -> dict[str, Any]:
        return hidden_card_zones(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> PatienceState:
        """The state with the face-down cards and the unseen stock dealt again at random
        into the places they fill (`determinize.deal_hidden`)."""
        return deal_hidden(self.clone(), rng)

    def card_zones(self) -> dict[str, list[int]]:
        zones = {f"column{c + 1}": self.down[c] + self.up[c] for c in range(COLUMNS)}
        zones["stock"] = list(self.stock)
        zones["waste"] = list(self.waste)
        for s, n in enumerate(self.found):
            zones[f"foundation_{SUITS[s]}"] = [s * 13 + r for r in range(n)]
        return zones

    def clone(self) -> PatienceState:
        return clone_state(self)

    # ---- saves and undo ----------------------------------------------------------------

    def to_json(self) -> dict:
        data = self.log.to_json()
        if self.deal is not None:
            data["deal"] = [CODES[c] for c in self.deal]
        return data

    @classmethod
    def from_json(cls, data: dict) -> PatienceState:
        log = ActionLog.from_json(data, CODEC)
        deal = PACK.from_codes(data["deal"]) if "deal" in data else None
        state = cls(log.seed, log.variant, deal)
        for action in log.actions:
            state.apply(action)
        return state

    def fresh(self) -> PatienceState:
        """The same deal, no move made."""
        return PatienceState(self.log.seed, self.log.variant, self.deal)


def can_undo(state: PatienceState) -> bool:
    return bool(state.log.actions)


def undone(state: PatienceState) -> PatienceState:
    """The state before the last move (S8, unlimited): the deal again, every logged move
    but the last applied. The state itself is left as it is."""
    if not state.log.actions:
        raise refuse_undo()
    again = state.fresh()
    for action in state.log.actions[:-1]:
        again.apply(action)
    return again


def refuse_undo() -> IllegalAction:
    return IllegalAction("nothing_to_undo", "No move to undo.")
