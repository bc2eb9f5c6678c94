"""I'm the Boss!'s state machine (rules sheet §2-§7, C1-C9).

Setup (C1): the placards dealt by player count, five cards each, the first player the
holder of the alphabetically first head investor; the player to his right places the
marker. A turn (§4, C6): deal here, or roll (open spaces only) and then deal or draw three
(discarding down to twelve, one card a decision).

A deal (§5, §7) runs in stages: the Boss's placards join, he lays clan cards (`Lay`, then
`Negotiate`); all slots filled closes the deal at once. Otherwise the talks run in rounds:
each seat in turn from the Boss, clockwise, has one say (a `Turn`); a question is answered
at once by the seat it is put to; every influence card and the Boss's CLOSE open a
reaction window (`windows`). The deal clock is a number of rounds (the variant's); when it
runs out, or a whole round passes with nothing but waiting, comes the last call: the deal
closes if it can once a CLOSE window passes empty, else it breaks down. It breaks down too
when the Boss abandons it or it can no longer be filled (C5). A closed deal pays out, its
tile goes on the space, the marker moves on, tiles 10-14 roll the end die, tile 15 ends
the game (§6, C7). The next turn is the left neighbour's of the last Boss. A Boss card
leaves the round under way as it is; the next round starts from the new Boss.

The published variants (§8, `variants.PUBLISHED`, each off by default, any mix) are
options of the state (`published`): "steady" (the next turn after a deal goes by the Boss
who opened it: `closing`), "must_deal" and "min_cards" (a turn's choices: `legal`),
"providers_paid" (no promise to keep out: `talks`), "draw_by_placards" and "limit_10"
(how many cards a draw takes, the hand limit: `deck`), "short" (the tile stack without
3, 6, 9: `tiles.stack_of`; deals take the stack's tiles in turn, `next_tile`).

The rules beside it: `families`, `board`, `tiles`, `cards`, `money`, `deck`, `deal` (one
deal's record), `slots`, `talks`, `influence`, `windows`, `closing`, `scoring`,
`variants`, `steps`; the legal actions `legal`; refusals `refusals`; what each seat knows
`determinize`."""

from __future__ import annotations

from typing import Any

from game.core.actionlog import ActionLog, replay
from game.core.decisions import Decision, Response, Turn
from game.core.determinize import clone_state
from game.core.protocol import Action, Event
from game.core.rng import GameRng
from game.games.imtheboss import closing, talks, windows
from game.games.imtheboss import determinize as knows
from game.games.imtheboss.actions import (
    CODEC,
    PLAYS,
    Abandon,
    Accept,
    Close,
    Counter,
    DealHere,
    Discard,
    Draw,
    Lay,
    Negotiate,
    OfferClan,
    OfferPlacard,
    Pass,
    PlaceMarker,
    Propose,
    Reject,
    Roll,
    SidePay,
)
from game.games.imtheboss.board import SPACES, move
from game.games.imtheboss.cards import PACK, is_clan, kind_of
from game.games.imtheboss.data import DEAL_MIN_CARDS, DIE_FACES, HAND_AT_START
from game.games.imtheboss.deal import FINAL, OPENING, TALKS, Deal, public_view
from game.games.imtheboss.deck import draw, draw_count, hand_limit, over_limit
from game.games.imtheboss.families import (
    clockwise_from,
    deal_placards,
    first_player,
    left_of,
    right_of,
)
from game.games.imtheboss.legal import legal_actions, may_deal, must_deal
from game.games.imtheboss.money import band
from game.games.imtheboss.refusals import refuse
from game.games.imtheboss.scoring import winners
from game.games.imtheboss.slots import autofill, check_family, unfillable
from game.games.imtheboss.steps import DEAL, DISCARD, MARKER, OVER, ROLLED, TURN
from game.games.imtheboss.tiles import TILES, stack_of
from game.games.imtheboss.variants import PLAYERS, PUBLISHED, SHORT, VARIANTS, options_of

__all__ = ["DEAL", "DISCARD", "MARKER", "OVER", "PLAYERS", "PUBLISHED", "ROLLED", "TURN",
           "VARIANTS", "BossState"]


class BossState:
    pack, codec = PACK, CODEC

    def __init__(self, seed: int, variant: str) -> None:
        self.log = ActionLog(seed, variant)
        self.rng = GameRng(seed)
        opts = options_of(variant)
        self.players = n = opts.players
        self.open_money, self.rounds = opts.open_money, opts.rounds
        self.published = opts.published  # the published variants on (§8)
        self.stack = stack_of(SHORT in opts.published)  # the deal tiles, the top first
        self.placards = deal_placards(n, self.rng)
        self.deck = list(PACK.ids)
        self.rng.shuffle(self.deck)
        self.hands = [[self.deck.pop() for _ in range(HAND_AT_START)] for _ in range(n)]
        self.shown: list[list[int]] = [[] for _ in range(n)]  # hand cards everyone saw go in
        self.discard: list[int] = []
        self.table: list[int] = []  # the cards on the table in this deal
        self.money = [0] * n
        self.tiles: dict[int, int] = {}  # space -> the tile on it
        self.marker: int | None = None
        self.first = first_player(self.placards)
        self.turn = right_of(self.first, n)  # places the marker first
        self.step = MARKER
        self.deal: Deal | None = None
        self.deals_done = 0
        self.last_roll: int | None = None
        self.end_die: int | None = None
        self.last_deal: dict[str, Any] | None = None  # how the last deal ended
        self.closed_by: dict[int, int] = {}  # space -> the Boss who closed its deal

    # -- who decides ----------------------------------------------------------------------
    def decision(self) -> Decision | None:
        if self.step == OVER:
            return None
        d = self.deal
        if d is None:
            return Turn(self.turn)
        if d.question is not None:
            return Turn(d.question["to"])
        if d.window is not None:
            asked = d.window["asked"]
            return Response(asked[0], tuple(asked[1:]), about=d.window["kind"])
        if d.stage == OPENING:
            return Turn(d.boss)
        return Turn(d.sayers[0])

    @property
    def to_act(self) -> int | None:
        decision = self.decision()
        return None if decision is None else decision.asked

    def is_terminal(self) -> bool:
        return self.step == OVER

    def opening_events(self) -> list[Event]:
        return [Event("placards", None, {"placards": dict(self.placards)}),
                Event("deal_cards", None, {"counts": [len(h) for h in self.hands]},
                      {s: {"cards": PACK.codes(h)} for s, h in enumerate(self.hands)}),
                Event("first_player", self.first, {"marker_by": self.turn})]

    # -- what a seat may do ---------------------------------------------------------------
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        return legal_actions(self, seat)

    # -- applying -------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        self.codec.check(action, self.players, len(PACK))
        if self.step == OVER:
            raise refuse("game_over")
        if action.seat != self.to_act:
            raise refuse("not_your_turn")
        events = self._dispatch(action)
        self.log.record(action)
        return events + self.settle()

    def _dispatch(self, a: Action) -> list[Event]:
        d = self.deal
        if d is None:
            return self._outside_deal(a)
        events = self._in_deal(a)
        if not isinstance(a, Pass):
            d.quiet = False  # more than waiting this round
        return events

    def _in_deal(self, a: Action) -> list[Event]:
        d = self.deal
        if d.question is not None:
            if isinstance(a, Accept):
                return talks.accept(self, a.seat)
            if isinstance(a, Reject):
                return talks.reject(self, a.seat)
            if isinstance(a, Counter):
                return talks.counter(self, a.seat, a.pay)
            raise refuse("not_now")
        if d.window is not None:
            if isinstance(a, Pass):
                return windows.pass_window(self, a.seat)
            if isinstance(a, PLAYS):
                return windows.play(self, a)
            raise refuse("not_now")
        if d.stage == OPENING:
            if isinstance(a, Lay):
                return self._lay(a)
            if isinstance(a, Negotiate):
                d.stage = TALKS
                return [Event("negotiate", a.seat, {})]
            raise refuse("not_now")
        events = self._say(a)
        if self.deal is d:
            d.sayers.pop(0)  # the say is spent (the deal may have ended with it)
        return events

    def _say(self, a: Action) -> list[Event]:
        d = self.deal
        boss = a.seat == d.boss
        if isinstance(a, Pass):
            return [Event("wait", a.seat, {})]
        if isinstance(a, PLAYS):
            return windows.play(self, a)
        if isinstance(a, (OfferPlacard, OfferClan)):
            if boss:
                raise refuse("not_for_boss")
            if isinstance(a, OfferPlacard):
                return talks.offer_placard(self, a.seat, a.family, a.ask)
            return talks.offer_clan(self, a.seat, a.card, a.ask)
        if not isinstance(a, (Propose, SidePay, Lay, Close, Abandon)):
            raise refuse("not_now")
        if not boss:
            raise refuse("boss_only")
        if isinstance(a, Propose):
            return talks.propose(self, a.seat, a.to, a.family, a.pay)
        if isinstance(a, SidePay):
            return talks.side_pay(self, a.seat, a.to, a.pay)
        if isinstance(a, Lay):
            return self._lay(a)
        if isinstance(a, Close):
            if not d.closable():
                raise refuse("not_closable")
            return windows.request_close(self)
        return self.break_down("abandoned")

    def _lay(self, a: Lay) -> list[Event]:
        d = self.deal
        if a.seat != d.boss:
            raise refuse("boss_only")
        if a.card not in self.hands[a.seat]:
            raise refuse("not_in_hand")
        if not is_clan(a.card):
            raise refuse("not_a_clan_card")
        check_family(d, kind_of(a.card).family)
        events = [talks.lay_on_table(self, a.seat, a.card)] + autofill(self)
        if d.stage == OPENING and d.closable():
            events += self.close_deal()  # filled before any talks: it closes at once
        return events

    def _outside_deal(self, a: Action) -> list[Event]:
        if isinstance(a, PlaceMarker) and self.step == MARKER:
            if a.space not in SPACES:
                raise refuse("no_such_space", space=a.space)
            self.marker, self.step, self.turn = a.space, TURN, self.first
            return [Event("marker", a.seat, {"space": a.space})]
        if isinstance(a, DealHere) and self.step in (TURN, ROLLED):
            if not may_deal(self, a.seat):
                raise refuse("too_few_cards", n=len(self.hands[a.seat]), least=DEAL_MIN_CARDS)
            return self.start_deal(a.seat)
        if isinstance(a, Roll) and self.step == TURN:
            self.last_roll = self.rng.randint(1, DIE_FACES)
            start = self.marker
            self.marker = move(start, self.last_roll, self.tiles)
            self.step = ROLLED
            return [Event("roll", a.seat, {"die": self.last_roll, "from": start,
                                           "to": self.marker})]
        if isinstance(a, Draw) and self.step == ROLLED:
            if must_deal(self, a.seat):
                raise refuse("must_deal", n=len(self.hands[a.seat]))
            events = draw(self, a.seat, draw_count(self, a.seat))
            if over_limit(self.hands[a.seat], hand_limit(self)):
                self.step = DISCARD
            else:
                events += self.next_turn(left_of(a.seat, self.players))
            return events
        if isinstance(a, Discard) and self.step == DISCARD:
            if a.card not in self.hands[a.seat]:
                raise refuse("not_in_hand")
            self.take_from_hand(a.seat, a.card)
            self.discard.append(a.card)
            events = [Event("discard", a.seat, {"card": PACK.code(a.card)})]
            if not over_limit(self.hands[a.seat], hand_limit(self)):
                events += self.next_turn(left_of(a.seat, self.players))
            return events
        raise refuse("not_now")

    # -- the flow -------------------------------------------------------------------------
    def next_turn(self, seat: int) -> list[Event]:
        return closing.next_turn(self, seat)

    @property
    def next_tile(self) -> int:
        """The tile on top of the stack: the next deal's (the last one once all are dealt)."""
        return self.stack[min(self.deals_done, len(self.stack) - 1)]

    def start_deal(self, boss: int) -> list[Event]:
        tile = self.next_tile
        self.deal = d = Deal(self.marker, tile, boss, bosses=[boss])
        self.step = DEAL
        events = [Event("deal", boss, {"space": d.space, "tile": tile,
                                       "value": TILES[tile].value, "div": d.at.div})]
        events += autofill(self)
        if d.closable():
            events += self.close_deal()
        return events

    def settle(self) -> list[Event]:
        """Run the deal on until a seat has something to decide: the last call, the
        breakdown of a deal that cannot be filled, the next bargain a new Boss reviews,
        the next say, the next round."""
        events: list[Event] = []
        while self.deal is not None:
            d = self.deal
            if d.stage == OPENING or d.question is not None or d.window is not None:
                break
            events += autofill(self)  # the Boss's own investor, where a slot came free
            missing = unfillable(self)
            if missing:
                events += self.break_down("unfillable", missing)
                break
            if d.queue:
                events += talks.next_review(self)
                continue
            if d.stage == FINAL:
                if not d.closable():
                    events += self.break_down(d.final)
                    break
                events += windows.request_close(self)
                continue
            if d.sayers:
                break
            if d.round >= self.rounds or (d.round and d.quiet):
                d.stage, d.final = FINAL, "clock" if d.round >= self.rounds else "quiet"
                events.append(Event("last_call", d.boss, {"why": d.final}))
                continue
            d.round += 1
            d.sayers, d.quiet = clockwise_from(d.boss, self.players), True
            events.append(Event("round", d.boss, {"round": d.round, "of": self.rounds}))
        return events

    def close_deal(self) -> list[Event]:
        return closing.close_deal(self)

    def break_down(self, why: str, family: str = "") -> list[Event]:
        return closing.break_down(self, why, family)

    # -- cards ----------------------------------------------------------------------------
    def take_from_hand(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)
        if card in self.shown[seat]:
            self.shown[seat].remove(card)

    def discard_cards(self, cards: list[int]) -> None:
        """Cards from the table to the discard pile, face up."""
        for card in cards:
            if card in self.table:
                self.table.remove(card)
            self.discard.append(card)

    # -- scores ---------------------------------------------------------------------------
    def returns(self) -> list[int]:
        """Each seat's money."""
        return list(self.money)

    def winners(self) -> list[int]:
        return winners(self.money, [len(h) for h in self.hands])

    # -- what each seat knows -------------------------------------------------------------
    def money_seen(self, seat: int, viewer: int) -> int | None:
        if self.open_money or seat == viewer or self.step == OVER:
            return self.money[seat]
        return None

    def observation(self, seat: int) -> dict[str, Any]:
        codes = PACK.codes
        decision = self.decision()
        return {
            "seat": seat, "players": self.players, "variant": self.log.variant,
            "rounds": self.rounds, "step": self.step, "turn": self.turn,
            "first": self.first, "asked": self.to_act,
            "decision": type(decision).__name__.lower() if decision else None,
            "hand": sorted(codes(self.hands[seat])),
            "hand_sizes": [len(h) for h in self.hands],
            "shown": [sorted(codes(c)) for c in self.shown],
            "deck": len(self.deck), "discard": codes(self.discard),
            "placards": dict(self.placards),
            "money": [self.money_seen(s, seat) for s in range(self.players)],
            # money not shown is told as a band (§3.3's estimate)
            "money_band": [None if self.money_seen(s, seat) is not None else
                           band(self.money[s]) for s in range(self.players)],
            "marker": self.marker, "tiles": {str(s): t for s, t in sorted(self.tiles.items())},
            "closed_by": {str(s): b for s, b in sorted(self.closed_by.items())},
            "published": [name for name in PUBLISHED if name in self.published],
            "deals_done": self.deals_done, "next_tile": self.next_tile,
            "stack": list(self.stack[self.deals_done:]),  # the tiles still to deal, top first
            "hand_limit": hand_limit(self),
            "draw_counts": [draw_count(self, s) for s in range(self.players)],
            "last_roll": self.last_roll, "end_die": self.end_die,
            "last_deal": dict(self.last_deal) if self.last_deal else None,
            "deal": public_view(self.deal, self.players) if self.deal else None,
            "winners": self.winners() if self.step == OVER else None,
        }

    def hidden_from(self, seat: int) -> set[int]:
        return knows.hidden_from(self, seat)

    def hidden_values(self, seat: int) -> dict:
        return knows.hidden_values(self, seat)

    def determinize(self, seat: int, rng: Any) -> BossState:
        return knows.determinize(self, seat, rng)

    def card_zones(self) -> dict[str, list[int]]:
        zones = {"deck": list(self.deck), "discard": list(self.discard),
                 "table": list(self.table)}
        for s in range(self.players):
            zones[f"hand{s}"] = list(self.hands[s])
        return zones

    def clone(self) -> BossState:
        world = clone_state(self)
        if self.deal is not None:
            world.deal = self.deal.copy()
        return world

    def to_json(self) -> dict:
        return self.log.to_json()

    @classmethod
    def from_json(cls, data: dict) -> BossState:
        return replay(ActionLog.from_json(data, CODEC), cls)
