"""The Bohnanza table: the other players along the top (their fields, cards to plant,
hand size and coins), the deck, discard and market in the middle beside the trading
mat, and the viewer's fields, cards to plant, coins, buttons and hand below.

Planting: drag the hand's front card onto a field (or click it); a card received or
kept the same way. Press a field to harvest it (a refusal says why: protection). Trading:
click hand cards (to give), market cards (to take or to offer) and bean chips on the mat
(beans wanted) to build an ask or a bid, then press Ask or Offer; each bid on the mat
has Accept, Reject and Counter (which loads its reverse into the builder). Drag a market
card onto your fields to keep it. Esc clears what is picked, else opens the menu.

This module is the scene, a `KitScene`: what it keeps (the picks), where the kit's
zones lie, its input; `table_view` draws it."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.protocol import Action
from game.games.bohnanza import art, table_view
from game.games.bohnanza import table_layout as lay
from game.games.bohnanza.actions import (
    Accept,
    Ask,
    Bid,
    BuyField,
    Done,
    Harvest,
    Keep,
    NoBid,
    Plant,
    PlantReceived,
    Reject,
    StopPlanting,
)
from game.games.bohnanza.cards import PACK, bean_named
from game.games.bohnanza.model import mode_of
from game.games.bohnanza.words import market_beans
from game.ui.i18n import t
from game.ui.kit.motion import Flight
from game.ui.kit.table import KitScene
from game.ui.widgets import Button

R = pygame.Rect
BUTTON_W, BUTTON_H = 176, 42


class BnTableScene(KitScene):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller)
        self.give: list[int] = []  # hand positions picked to give
        self.take: set[int] = set()  # market slots picked
        self.wanted: list[str] = []  # beans named on the mat's chips
        self.picked_for: tuple | None = None  # the decision the picks belong to
        self.quiet_left: float | None = None  # seconds until a quiet trade ends itself
        self.device_buttons: list[Button] = []
        c = self.a["controls"]

        def at(col: int, row: int) -> R:
            return R(c.x + col * (BUTTON_W + 16), c.y + 8 + row * (BUTTON_H + 8), BUTTON_W,
                     BUTTON_H)

        self.controls = {
            "stop": Button(at(0, 0), lambda: t("bn_stop_planting"), self.stop_planting,
                           "secondary", key="stop_planting", font_size=16),
            "ask": Button(at(0, 0), lambda: t("bn_ask"), self.ask, "secondary", key="ask",
                          font_size=16),
            "offer": Button(at(0, 0), lambda: t("bn_offer_button"), self.offer, "secondary",
                            key="offer", font_size=16),
            "keep": Button(at(1, 0), lambda: t("bn_keep"), self.keep_picked, "plain",
                           key="keep", font_size=16),
            "no_bid": Button(at(1, 0), lambda: t("bn_no_bid"), self.no_bid, "plain",
                             key="no_bid", font_size=16),
            "done": Button(at(0, 1), lambda: t("bn_done"), self.done, "primary", key="done",
                           font_size=16),
            "clear": Button(at(1, 1), lambda: t("bn_clear"), self.clear_picks, "plain",
                            key="clear", font_size=16),
            "buy": Button(at(0, 2), lambda: t("bn_buy_field", cost=self.field_cost()),
                          self.buy_field, "plain", key="buy_field", font_size=15),
        }

    # -- what the table shows ----------------------------------------------------------------
    @property
    def seat(self) -> int:
        return self.ctl.viewer

    @property
    def hand(self) -> list[str]:
        """The hand shown: the viewer's cards, front first."""
        return self.board()["hand"]

    def mine(self) -> bool:
        return self.ctl.my_decision()

    def phase(self) -> str:
        return self.board()["phase"]

    def field_cost(self) -> int:
        return mode_of(self.board()["variant"]).third_field_cost or 0

    def beans_in_play(self) -> tuple[str, ...]:
        return mode_of(self.board()["variant"]).beans

    def hand_cards(self) -> list[tuple[str, R]]:
        hand = self.board()["hand"]
        area = self.a["hand"]
        rects = lay.row_of(area, len(hand), lay.HAND_W, lay.HAND_W + 8, top=8)
        return [(code, r.move(0, -14) if i in self.give else r)
                for i, (code, r) in enumerate(zip(hand, rects, strict=True))]

    def received_cards(self) -> list[tuple[str, R]]:
        beans = self.board()["received"][self.seat]
        area = self.a["received"]
        return list(zip(beans, lay.row_of(area, len(beans), lay.RECEIVED_W, lay.RECEIVED_W + 6,
                                          top=18), strict=True))

    def market_rects(self) -> list[R]:
        """Every market slot's place (two at least, whether or not a card lies there)."""
        return lay.market_slots(self.a["market"], max(2, len(self.board()["market"])))

    def market_cards(self) -> list[tuple[int, R]]:
        market = self.board()["market"]
        rects = self.market_rects()
        return [(i, rects[i].move(0, -10) if i in self.take else rects[i])
                for i in range(len(market)) if market[i] is not None]

    def my_fields(self) -> list[R]:
        return lay.field_columns(self.a["fields"])

    def mat_rows(self) -> list[R]:
        """The mat's rows: the open bids', then (pass-and-play) the people's still to
        answer a round."""
        return lay.mat_rows(self.a["mat"], len(self.board()["bids"])
                            + len(self.ctl.waiting_for_the_device()))

    def bid_rows(self) -> list[tuple[int, dict, R]]:
        bids = self.board()["bids"]
        return [(int(s), b, r) for (s, b), r in zip(bids.items(), self.mat_rows(), strict=False)]

    def chip_spots(self) -> list[tuple[str, R]]:
        return lay.chips(self.a["builder"], self.beans_in_play())

    def building(self) -> str | None:
        """What the picks build now: "ask" (the active player trading), "bid", or None."""
        if not self.mine():
            return None
        return {"trade": "ask", "bids": "bid"}.get(self.phase())

    # -- the kit's zones ---------------------------------------------------------------------
    def zone_box(self, zone: str, piece: Any) -> R | None:
        kind, _, where = zone.partition(":")
        if kind == "deck":
            return self.a["deck"]
        if kind == "market":
            market = self.board()["market"]
            return self.market_rects()[market.index(piece) if piece in market else 0]
        seat_s, _, index = where.partition(":")
        seat = int(seat_s)
        panel = self.panel_of(seat)
        if kind == "field":
            if panel is not None:
                return lay.mini_fields(panel, len(self.board()["fields"][seat]))[int(index)]
            column = self.my_fields()[int(index)]
            field = self.board()["fields"][seat][int(index)]
            cards = lay.field_cards(column, field[1] if field else 1)
            return cards[-1]
        if panel is not None:
            return table_view.panel_spot(panel, kind)
        if kind == "hand":
            cards = self.hand_cards()
            spot = next((r for code, r in cards if code == piece), None) or next(
                (r for code, r in cards if bean_named(code) == bean_named(str(piece))), None)
            return spot or R(self.a["hand"].x, self.a["hand"].y + 8, lay.HAND_W,
                             lay.card_h(lay.HAND_W))
        if kind == "received":
            cards = self.received_cards()
            spot = next((r for bean, r in reversed(cards) if bean == bean_named(str(piece))),
                        None)
            return spot or R(self.a["received"].x, self.a["received"].y + 18, lay.RECEIVED_W,
                             lay.card_h(lay.RECEIVED_W))
        return None

    def piece_picture(self, flight: Flight, face_up: bool, px: int) -> pygame.Surface:
        return art.face(str(flight.piece), px) if face_up else art.back(px)

    def in_flight(self, zone: str) -> int:
        return sum(1 for f in self.motion.flights if f.lands == zone)

    # -- the picks ---------------------------------------------------------------------------
    def decision_changed(self) -> None:
        """A new decision: the picks start again (a bid starts from what the ask offers)."""
        board = self.board()
        trading = self.mine() and board["phase"] == "trade" and self.ctl.quiet > 0
        self.quiet_left = self.ctl.quiet if trading else None
        key = (self.ctl.viewer, board["phase"], board["active"], self.mine(),
               len(self.ctl.state.log.actions) if board["phase"] == "bids" else 0)
        if key == self.picked_for:
            self.rebuild_mat_buttons()
            return
        self.picked_for = key
        self.clear_picks()
        if self.building() == "bid":
            ask = board["ask"]
            if ask is not None:
                self.take = set(ask["slots"])
                self.wanted = list(ask["beans"])
                self.give = self.front_positions(ask["wanted"])
        self.rebuild_mat_buttons()

    def front_positions(self, beans: list[str]) -> list[int]:
        """The hand positions of the front-most card of each bean (one per naming)."""
        hand = [bean_named(c) for c in self.board()["hand"]]
        out: list[int] = []
        for bean in beans:
            pos = next((i for i, b in enumerate(hand) if b == bean and i not in out), None)
            if pos is not None:
                out.append(pos)
        return out

    def clear_picks(self) -> None:
        self.give, self.take, self.wanted = [], set(), []

    def toggle(self, picks: list | set, item: Any) -> None:
        if item in picks:
            picks.remove(item)
        elif isinstance(picks, set):
            picks.add(item)
        else:
            picks.append(item)

    def given_codes(self) -> list[str]:
        """The hand cards picked to give, in hand order."""
        hand = self.board()["hand"]
        return [hand[i] for i in sorted(self.give) if i < len(hand)]

    def built(self) -> tuple[list[str], list[str]]:
        """The offer being built as beans: (what the viewer gives, what it takes)."""
        hand = [bean_named(code) for code in self.given_codes()]
        market = market_beans(sorted(self.take), self.board()["market"])
        if self.building() == "ask":
            return hand + market, list(self.wanted)
        return hand, market + list(self.wanted)

    def given_cards(self) -> tuple[int, ...]:
        return tuple(PACK.from_codes(self.given_codes()))

    # -- actions -----------------------------------------------------------------------------
    def act(self, action: Action) -> None:
        before = len(self.ctl.state.log.actions)
        super().act(action)
        if len(self.ctl.state.log.actions) > before:
            self.clear_picks()

    def stop_planting(self) -> None:
        self.act(StopPlanting(self.seat))

    def buy_field(self) -> None:
        self.act(BuyField(self.seat))

    def done(self) -> None:
        self.act(Done(self.seat))

    def no_bid(self) -> None:
        self.act(NoBid(self.seat))

    def ask(self) -> None:
        if not self.wanted and not self.take and not self.give:
            self.refuse(t("bn_pick_first"))
            return
        self.act(Ask(self.seat, tuple(self.wanted), tuple(sorted(self.take)), self.given_cards()))

    def offer(self) -> None:
        self.act(Bid(self.seat, self.given_cards(), tuple(sorted(self.take)), tuple(self.wanted)))

    def keep_picked(self) -> None:
        if not self.take:
            self.refuse(t("bn_pick_market"))
            return
        self.ctl.try_apply_in_turn([Keep(self.seat, s) for s in sorted(self.take)])
        self.clear_picks()
        self.decision_changed()

    def accept(self, bidder: int) -> None:
        option = next((a for a in self.ctl.legal() if isinstance(a, Accept) and a.bidder == bidder),
                      None)
        if option is None:  # the rules say why: beans the active player lacks, cards gone
            self.act(Accept(self.seat, bidder, ()))
        else:
            self.act(option)

    def reject(self, bidder: int) -> None:
        self.act(Reject(self.seat, bidder))

    def counter(self, bidder: int) -> None:
        """The bid's reverse into the builder: the beans it gives are wanted, what it
        takes is offered; change it and press Ask."""
        bid = self.board()["bids"][str(bidder)]
        self.clear_picks()
        self.wanted = list(bid["give"])
        self.take = set(bid["slots"])
        self.give = self.front_positions(bid["beans"])
        self.refuse(t("bn_counter_hint"), sound=False)

    def plant_front(self, field: int | None = None) -> None:
        options = [a.field for a in self.ctl.legal() if isinstance(a, Plant)]
        self.act(Plant(self.seat, self.field_for(options) if field is None else field))

    def plant_received(self, bean: str, field: int | None = None) -> None:
        plants = [a for a in self.ctl.legal() if isinstance(a, PlantReceived)
                  and bean_named(PACK.code(a.card)) == bean]
        if not plants:
            self.refuse(t("bn_must_harvest"))
            return
        card = plants[0].card
        options = [a.field for a in plants if a.card == card]
        self.act(PlantReceived(self.seat, card, self.field_for(options) if field is None
                               else field))

    def field_for(self, options: list[int]) -> int:
        """Where a click plants a bean, among the fields the rules allow it: one it grows,
        else an empty one; with none allowed, the first, whose refusal says why."""
        fields = self.board()["fields"][self.seat]
        growing = [i for i in options if fields[i] is not None]
        return (growing or options or [0])[0]

    def harvest(self, field: int) -> None:
        self.act(Harvest(self.seat, field))

    # -- input -------------------------------------------------------------------------------
    def piece_at(self, pos: tuple[float, float]) -> Any:
        if not self.mine():
            return None
        for i, (_, r) in reversed(list(enumerate(self.hand_cards()))):
            if r.collidepoint(pos):
                return ("hand", i)
        for bean, r in reversed(self.received_cards()):
            if r.collidepoint(pos):
                return ("received", bean)
        for slot, r in self.market_cards():
            if r.collidepoint(pos):
                return ("market", slot)
        for i, column in enumerate(self.my_fields()):
            if i < len(self.board()["fields"][self.seat]) and column.collidepoint(pos):
                return ("field", i)
        return None

    def clicked(self, piece: Any) -> None:
        kind, what = piece
        phase = self.phase()
        if kind == "hand":
            if phase == "plant" and what == 0:
                self.plant_front()
            elif phase in ("trade", "bids"):
                self.toggle(self.give, what)
            elif phase == "plant":
                self.refuse(t("bn_front_first"))
        elif kind == "received":
            self.plant_received(what)
        elif kind == "market":
            self.toggle(self.take, what)
        elif kind == "field":
            self.harvest(what)

    def dropped(self, piece: Any, pos: tuple[float, float]) -> None:
        kind, what = piece
        field = next((i for i, c in enumerate(self.my_fields()) if c.collidepoint(pos)), None)
        if kind == "hand" and field is not None:
            if what != 0:
                self.refuse(t("bn_front_first"))
            else:
                self.plant_front(field)
        elif kind == "received" and field is not None:
            self.plant_received(what, field)
        elif kind == "market" and self.phase() == "trade" and (
                field is not None or self.a["received"].collidepoint(pos)):
            self.act(Keep(self.seat, what))

    def clicked_at(self, pos: tuple[float, float]) -> None:
        if self.building() is None:
            return
        for bean, r in self.chip_spots():
            if r.collidepoint(pos):
                self.toggle(self.wanted, bean)

    def key_down(self, key: int, mod: int) -> None:
        if key == pygame.K_ESCAPE and (self.give or self.take or self.wanted):
            self.clear_picks()
        else:
            super().key_down(key, mod)

    def device_rows(self) -> list[tuple[int, R]]:
        """Pass-and-play: a row on the mat for each person still to answer a round of
        bids, with their Take the device and No offer."""
        people = self.ctl.waiting_for_the_device()
        rows = self.mat_rows()[len(self.board()["bids"]):]
        return list(zip(people, rows, strict=False))

    def rebuild_mat_buttons(self) -> None:
        """Accept, Reject and Counter on each bid's row while the active player decides;
        Take the device and No offer for each person still to answer a round of bids."""
        self.buttons = []
        self.device_buttons = []
        for seat, row in self.device_rows():
            h = min(36, row.h - 6)
            self.device_buttons += [
                Button((row.right - 392, row.centery - h // 2, 200, h),
                       lambda: t("bn_take_device"), lambda s=seat: self.ctl.take_device(s),
                       "primary", key=f"take_device_{seat}", font_size=14),
                Button((row.right - 184, row.centery - h // 2, 180, h), lambda: t("bn_no_offer"),
                       lambda s=seat: self.ctl.no_offer_from(s), "plain",
                       key=f"no_offer_{seat}", font_size=14)]
        if self.building() != "ask":
            return
        for bidder, _bid, row in self.bid_rows():
            x, h = row.right - 3 * 92, min(36, row.h - 6)
            for i, (word, do, style) in enumerate((("bn_accept", self.accept, "primary"),
                                                   ("bn_reject", self.reject, "plain"),
                                                   ("bn_counter", self.counter, "secondary"))):
                self.buttons.append(Button(
                    (x + i * 92, row.centery - h // 2, 86, h), lambda w=word: t(w),
                    lambda b=bidder, d=do: d(b), style, key=f"{word}_{bidder}", font_size=14))

    def toggles(self) -> tuple[Button, ...]:
        return (*self.controls.values(), *self.device_buttons)

    def sync_buttons(self) -> None:
        """Show the buttons the decision offers (before input sees them, and drawing)."""
        shown = self.shown_controls()
        for name, button in self.controls.items():
            button.visible = name in shown
        for button in self.buttons:
            button.visible = self.building() == "ask"
        waiting = self.ctl.waiting_for_the_device() and self.ctl.passing_to is None
        for button in self.device_buttons:
            button.visible = bool(waiting)

    def handle(self, event: pygame.event.Event) -> None:
        self.sync_buttons()
        if self.quiet_left is not None and event.type in (pygame.MOUSEBUTTONDOWN,
                                                          pygame.KEYDOWN):
            self.quiet_left = self.ctl.quiet  # a click: the person is still trading
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.sync_buttons()
        if self.quiet_left is not None and self.mine():
            self.quiet_left -= dt
            if self.quiet_left <= 0:
                self.quiet_left = None
                self.done()

    def animating(self) -> bool:
        return super().animating() or (self.quiet_left is not None and self.mine())

    def shown_controls(self) -> set[str]:
        """The buttons the decision offers."""
        if not self.mine():
            return set()
        legal = self.ctl.legal()
        shown = {"buy"} if any(isinstance(a, BuyField) for a in legal) else set()
        phase = self.phase()
        if phase == "plant" and any(isinstance(a, StopPlanting) for a in legal):
            shown.add("stop")
        elif phase == "trade":
            shown |= {"ask", "keep", "done", "clear"} if self.board()["asks_left"] > 0 else \
                {"keep", "done", "clear"}
        elif phase == "bids":
            shown |= {"offer", "no_bid", "clear"}
        return shown

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        table_view.draw(self, surf)
