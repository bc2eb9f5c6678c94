"""English-word Old Maid (抽乌龟 variant 6): the rules (party_card_games.md Part 2, §2.2,
§2.3 E1-E12, clarifications E13-E17).

One state is one game. A session (E8, E9: ranked by the fewest turtle marks; the last
turtle starts the next game) is kept by the table, which names the starting seat in the
variant ("-sK", `variants`); the first game's starting seat is drawn from the seed.

Setup (E16): all 54 cards dealt round-robin from the starting seat, who draws first.
A turn (E14): the seat draws a card from the nearest previous seat that still holds
cards (`Draw(position)` in that seat's fan), and it is laid face up on the table at
once; then `Word` or `GiveUp` (the table card joins his hand, at the right end of his
fan). A player with no cards is out (E6) and takes the next finishing place; a seat
emptied by the draw goes out before the drawer. After each turn: if at most one seat
holds cards the game ends and that seat, if any, gets the turtle mark (E7; if the
drawer went out with the last cards nobody holds any and no mark is given); else at the
turn limit (the timer, `variants`) the seat(s) holding the most cards get the mark.

Where the sheet is silent:
- The drawn card is laid at once, so it is never hidden: `Draw` shows it to all.
- A fan keeps its order: dealt cards in deal order, a card taken in on a give-up at the
  right end, where everyone saw it go. Such a card stays known to all (it can leave the
  hand only face up, drawn or played), so it is no secret of the hand (`known`).
- A word uses each table-letter position once and 1-2 of them; a joker on the table is
  position 0, any one letter; the letters are matched as a multiset (E14: "in any
  order"), hand jokers standing for whatever letters remain.
- Returns: -1 for a seat with the turtle mark, 0 otherwise; `places()` the finishing
  order (the seats that went out, then those left holding cards, fewest first).
- When the game is over every hand is shown.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from game.core.actionlog import ActionLog, replay
from game.core.determinize import clone_state
from game.core.protocol import Action, Event, IllegalAction
from game.core.rng import GameRng
from game.games.wordmaid import determinize as views
from game.games.wordmaid.actions import CODEC, Draw, GiveUp, Word
from game.games.wordmaid.cards import PACK, card_view, headword, is_joker, letter
from game.games.wordmaid.dictionary import MIN_LEN, WILD, is_word
from game.games.wordmaid.plays import menu
from game.games.wordmaid.variants import VARIANTS, options_of

DRAW, WORD, OVER = "draw", "word", "over"

MESSAGES = {
    "game_over": "The game is over.",
    "not_your_turn": "It is not your turn.",
    "not_now": "That is not what this turn asks for now.",
    "no_such_position": "There is no card at that place.",
    "not_a_word": "{word!r} is not in the dictionary.",
    "too_short": "A word needs {min_len} letters or more.",
    "no_table_letter": "Use one or two letters of the table card.",
    "too_many_table_letters": "Use at most two letters of the table card.",
    "position_twice": "Each letter of the table card may be used once.",
    "no_hand_card": "Use at least one card from your hand.",
    "card_twice": "Each card may be used once.",
    "not_in_hand": "That card is not in your hand.",
    "letters_dont_match": "The cards' letters do not make {word!r}.",
}


def refuse(reason: str, **params: Any) -> IllegalAction:
    return IllegalAction(reason, MESSAGES[reason].format(**params), **params)


class WordMaidState:
    pack, codec = PACK, CODEC

    def __init__(self, seed: int, variant: str) -> None:
        opts = options_of(variant)
        self.log = ActionLog(seed, variant)
        self.rng = GameRng(seed)
        self.players = n = opts.players
        self.min_len = 2 if opts.two_letters else MIN_LEN
        self.turn_limit = opts.turns
        self.start = opts.start if opts.start is not None else self.rng.randrange(n)
        deck = list(PACK.ids)
        self.rng.shuffle(deck)
        self.hands: list[list[int]] = [[] for _ in range(n)]
        for i, card in enumerate(deck):
            self.hands[(self.start + i) % n].append(card)
        self.known: list[list[int]] = [[] for _ in range(n)]  # cards all saw go in
        self.table: list[int] = []  # the card laid this turn (0 or 1)
        self.played: list[int] = []  # out of play: words' cards and their table cards
        self.out: list[int] = []  # seats that went out, in order
        self.marks: list[int] = []  # seats with the turtle mark, once over
        self.history: list[dict] = []  # public: each turn's draw and word
        self.turn = self.start
        self.source = -1  # the seat drawn from this turn
        self.phase = DRAW
        self.turns = 0
        self.ended_by = ""

    # -- who acts -----------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def holders(self) -> list[int]:
        return [s for s in range(self.players) if self.hands[s]]

    def source_of(self, seat: int) -> int:
        """The nearest previous seat (counter-clockwise: the right-hand neighbour first)
        that holds cards."""
        for k in range(1, self.players):
            s = (seat - k) % self.players
            if self.hands[s]:
                return s
        return -1

    def opening_events(self) -> list[Event]:
        return [Event("deal", self.start,
                      {"start": self.start, "sizes": [len(h) for h in self.hands]},
                      {s: {"cards": PACK.codes(self.hands[s])} for s in range(self.players)})]

    # -- legal actions ------------------------------------------------------------------
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        if self.phase == OVER:
            return []
        seat = self.turn if seat is None else seat
        if seat != self.turn:
            return []
        if self.phase == DRAW:
            return [Draw(seat, p) for p in range(len(self.hands[self.source_of(seat)]))]
        card = self.table[0]
        plays = menu(tuple(self.hands[seat]), card, headword(card), self.min_len)
        return [Word(seat, w, cards, table) for w, cards, table in plays] + [GiveUp(seat)]

    # -- applying -----------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, self.players, len(PACK))
        if self.phase == OVER:
            raise refuse("game_over")
        if action.seat != self.turn:
            raise refuse("not_your_turn")
        if isinstance(action, Draw):
            events = self._draw(action)
        elif isinstance(action, Word):
            events = self._word(action)
        else:
            events = self._give_up(action)
        self.log.record(action)
        return events

    def _draw(self, a: Draw) -> list[Event]:
        if self.phase != DRAW:
            raise refuse("not_now")
        src = self.source_of(a.seat)
        if not 0 <= a.position < len(self.hands[src]):
            raise refuse("no_such_position")
        card = self.hands[src].pop(a.position)
        if card in self.known[src]:
            self.known[src].remove(card)
        self.table = [card]
        self.source = src
        self.phase = WORD
        self.history.append({"seat": a.seat, "from": src, "position": a.position,
                             "card": PACK.code(card), "word": None})
        events = [Event("draw", a.seat, {"from": src, "position": a.position,
                                         "card": card_view(card)})]
        if not self.hands[src]:
            events.append(self._go_out(src))
        return events

    def check_word(self, a: Word) -> dict[int, str]:
        """Refuse a word the rules do not allow; else the letter each card gives (a
        joker's as the word needs it; the table card's key is its id)."""
        if self.phase != WORD:
            raise refuse("not_now")
        word = a.word
        if not (word.isascii() and word.isalpha() and word.islower()):
            raise refuse("not_a_word", word=word[:20])
        card = self.table[0]
        table_word = headword(card)
        if not a.table:
            raise refuse("no_table_letter")
        if len(a.table) > 2:
            raise refuse("too_many_table_letters")
        if len(set(a.table)) != len(a.table):
            raise refuse("position_twice")
        limit = 1 if table_word == WILD else len(table_word)
        if any(not 0 <= p < limit for p in a.table):
            raise refuse("no_such_position")
        if not a.cards:
            raise refuse("no_hand_card")
        if len(set(a.cards)) != len(a.cards):
            raise refuse("card_twice")
        hand = self.hands[a.seat]
        if any(c not in hand for c in a.cards):
            raise refuse("not_in_hand")
        if len(word) < self.min_len:
            raise refuse("too_short", min_len=self.min_len)
        if len(word) != len(a.cards) + len(a.table):
            raise refuse("letters_dont_match", word=word)
        fixed = [letter(c) for c in a.cards if not is_joker(c)]
        if table_word != WILD:
            fixed += [table_word[p] for p in a.table]
        rest = Counter(word)
        rest.subtract(fixed)
        if any(v < 0 for v in rest.values()):
            raise refuse("letters_dont_match", word=word)
        if not is_word(word, self.min_len):
            raise refuse("not_a_word", word=word)
        spare = [ch for ch, v in sorted(rest.items()) for _ in range(v)]
        letters = {}
        for c in a.cards:
            letters[c] = spare.pop(0) if is_joker(c) else letter(c)
        letters[card] = spare.pop(0) if table_word == WILD else \
            "".join(table_word[p] for p in a.table)
        return letters

    def _word(self, a: Word) -> list[Event]:
        letters = self.check_word(a)
        card = self.table[0]
        hand = self.hands[a.seat]
        for c in a.cards:
            hand.remove(c)
            if c in self.known[a.seat]:
                self.known[a.seat].remove(c)
        self.played += [card, *a.cards]
        self.table = []
        self.history[-1]["word"] = a.word
        events = [Event("word", a.seat, {
            "word": a.word, "cards": PACK.codes(a.cards), "table": PACK.code(card),
            "positions": list(a.table),
            "letters": [letters[c] for c in a.cards], "table_letters": letters[card]})]
        if not hand:
            events.append(self._go_out(a.seat))
        return events + self._end_turn()

    def _give_up(self, a: GiveUp) -> list[Event]:
        if self.phase != WORD:
            raise refuse("not_now")
        card = self.table.pop()
        self.hands[a.seat].append(card)
        self.known[a.seat].append(card)
        events = [Event("give_up", a.seat, {"card": PACK.code(card)})]
        return events + self._end_turn()

    def _go_out(self, seat: int) -> Event:
        self.out.append(seat)
        return Event("out", seat, {"place": len(self.out)})

    def _end_turn(self) -> list[Event]:
        self.turns += 1
        holders = self.holders()
        if len(holders) <= 1:
            return self._finish(holders, "last")
        if self.turns >= self.turn_limit:
            most = max(len(self.hands[s]) for s in holders)
            return self._finish([s for s in holders if len(self.hands[s]) == most], "timer")
        seat = self.turn
        for k in range(1, self.players + 1):
            seat = (self.turn + k) % self.players
            if self.hands[seat]:
                break
        self.turn, self.phase, self.source = seat, DRAW, -1
        return [Event("turn", seat, {"from": self.source_of(seat)})]

    def _finish(self, marked: list[int], by: str) -> list[Event]:
        self.marks = marked
        self.phase = OVER
        self.ended_by = by
        return [Event("turtle", None, {"seats": list(marked), "by": by}),
                Event("game_over", None, {
                    "places": self.places(),
                    "hands": {str(s): PACK.codes(self.hands[s]) for s in range(self.players)}})]

    # -- results ------------------------------------------------------------------------
    def returns(self) -> list[int]:
        return [-1 if s in self.marks else 0 for s in range(self.players)]

    def places(self) -> list[int]:
        """Finishing order: the seats that went out, then the others, fewest cards first."""
        rest = sorted((s for s in range(self.players) if s not in self.out),
                      key=lambda s: (len(self.hands[s]), s))
        return self.out + rest

    # -- views (what each seat may know: `determinize`) ----------------------------------
    def fan(self, owner: int, seat: int) -> list[str | None]:
        return views.fan(self, owner, seat)

    def observation(self, seat: int) -> dict[str, Any]:
        return views.observation(self, seat)

    def hidden_from(self, seat: int) -> set[int]:
        return views.hidden_from(self, seat)

    def hidden_values(self, seat: int) -> dict:
        return views.hidden_values(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> WordMaidState:
        return views.determinize(self, seat, rng)

    def card_zones(self) -> dict[str, list[int]]:
        zones = {f"hand{s}": list(h) for s, h in enumerate(self.hands)}
        zones["table"] = list(self.table)
        zones["played"] = list(self.played)
        return zones

    def clone(self) -> WordMaidState:
        copy = clone_state(self)
        copy.history = [dict(h) for h in self.history]
        return copy

    def to_json(self) -> dict:
        return self.log.to_json()

    @classmethod
    def from_json(cls, data: dict) -> WordMaidState:
        return replay(ActionLog.from_json(data, CODEC), cls)


__all__ = ["VARIANTS", "WordMaidState", "DRAW", "WORD", "OVER"]
