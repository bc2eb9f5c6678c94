"""The I'm the Boss! table: the others along the top, the board of sixteen deals at the
left, the deal mat at the right, the viewer's purse, hand and controls along the foot.

Playing it: on your turn the buttons deal here, roll or draw. In a deal, click a clan
card to lay or offer it, your placard to offer it; as the Boss click an investor (a
placard, or a clan card on the mat) to make its owner a proposal, or another player's
panel to promise him a share for keeping out; set the price on the stepper and press
the button. An influence card is clicked, then its target (a placard, a clan card on the
mat); the Boss card and a Stop act at once. When a card is played the ring counts down
with an "I react!" button for each person it reaches (keys 1-6).

This module is the scene, a `KitScene`: what it keeps (the pick and its price), where the
kit's zones lie, its input; `table_view` draws it."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.protocol import Action
from game.games.imtheboss import table_layout as lay
from game.games.imtheboss import table_view
from game.games.imtheboss.actions import (
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
    PlayBoss,
    Propose,
    Recruit,
    Reject,
    Roll,
    SidePay,
    Stop,
    TravelClan,
    TravelPlacard,
)
from game.games.imtheboss.cards import PACK, kind_of
from game.ui.i18n import t
from game.ui.kit.table import KitScene
from game.ui.widgets import Button

R = pygame.Rect
BUTTON_W, BUTTON_H = 108, 34
BUBBLE_SECONDS = 3.0


def card_id(code: str) -> int:
    return PACK.from_codes([code])[0]


def same_kind(a: int, b: int) -> bool:
    return kind_of(a) == kind_of(b)


class IbTableScene(KitScene):
    panel_widest = 260

    def __init__(self, app, controller) -> None:
        super().__init__(app, controller)
        self.pick: tuple | None = None  # what the viewer picked: see `priced`
        self.price = 0
        self.picked_for: tuple | None = None
        self.bubbles: dict[int, list] = {}  # seat -> [words, seconds left]

    # -- what the table shows ---------------------------------------------------------------
    @property
    def seat(self) -> int:
        return self.ctl.viewer

    def mine(self) -> bool:
        return self.ctl.my_decision()

    def legal(self) -> list[Action]:
        return self.ctl.legal() if self.mine() else []

    @property
    def hand(self) -> list[str]:
        """The cards the viewer is shown in his hand (codes)."""
        return list(self.board()["hand"])

    def hand_cards(self) -> list[tuple[str, R]]:
        codes = self.board()["hand"]
        return list(zip(codes, lay.hand_cards(self.a["hand"], len(codes)), strict=True))

    def hovered_card(self) -> tuple[str, R] | None:
        """The viewer's card under the pointer (the topmost of those overlapping)."""
        if self.hover is None or self.press is not None:
            return None
        return next(((c, r) for c, r in reversed(self.hand_cards()) if r.collidepoint(self.hover)),
                    None)

    def say(self, seat: int, words: str) -> None:
        """A computer's words in a bubble under its panel a while."""
        self.bubbles[seat] = [words, BUBBLE_SECONDS]

    def placard_spots(self) -> list[tuple[str, R]]:
        """Every investor placard on the table: the others' panels, the viewer's purse,
        those beside the board."""
        board = self.board()
        owners = board["placards"]
        spots = []
        for seat in self.others():
            mine = [f for f, o in owners.items() if o == seat]
            spots += zip(mine, lay.panel_placards(self.panel_of(seat), len(mine)), strict=True)
        mine = [f for f, o in owners.items() if o == self.seat]
        spots += zip(mine, lay.purse_placards(self.a["purse"], len(mine)), strict=True)
        beside = [f for f, o in owners.items() if o is None]
        spots += zip(beside, table_view.beside_spots(self, len(beside)), strict=True)
        return spots

    def laid_spots(self) -> list[tuple[str, int, R]]:
        """The clan cards on the mat not in a place: (code, owner, rect)."""
        deal = self.board()["deal"]
        if deal is None:
            return []
        used = {x["source"] for x in deal["fills"].values()}
        loose = [(x["card"], x["owner"]) for x in deal["laid"] if x["card"] not in used]
        return [(c, o, r) for (c, o), r in
                zip(loose, lay.mat_laid(self.a["mat"], len(loose)), strict=True)]

    def place_spots(self) -> list[tuple[str | None, R]]:
        """The deal's places on the mat: the family in each (None: an optional place
        still open), filled ones first in letter order."""
        deal = self.board()["deal"]
        if deal is None:
            return []
        from game.games.imtheboss.board import SPACES

        space = SPACES[deal["space"]]
        filled = sorted(deal["fills"])
        open_required = [f for f in space.required if f not in deal["fills"]]
        families: list[str | None] = [*filled, *open_required]
        families += [None] * (space.inv - len(families))
        return list(zip(families, lay.mat_places(self.a["mat"], space.inv), strict=True))

    # -- the pick ---------------------------------------------------------------------------
    def decision_changed(self) -> None:
        key = (self.seat, self.mine(), len(self.ctl.state.log.actions))
        if key == self.picked_for:
            return
        self.picked_for = key
        self.price = 0
        self.set_pick(None)

    def picked_card(self) -> int | None:
        return card_id(self.pick[1]) if self.pick and self.pick[0] == "card" else None

    def priced(self) -> list[Action]:
        """The legal actions the pick and the stepper choose among (by price)."""
        legal, pick = self.legal(), self.pick
        if pick is None:
            return [a for a in legal if isinstance(a, Counter)]
        kind = pick[0]
        if kind == "source":
            return [a for a in legal if isinstance(a, Propose) and (a.to, a.family) == pick[1:]]
        if kind == "side":
            return [a for a in legal if isinstance(a, SidePay) and a.to == pick[1]]
        if kind == "offer_placard":
            return [a for a in legal if isinstance(a, OfferPlacard) and a.family == pick[1]]
        if kind == "offer_clan":
            return [a for a in legal if isinstance(a, OfferClan) and a.card == card_id(pick[1])]
        return []

    def priced_now(self) -> Action | None:
        options = self.priced()
        if not options:
            return None
        return min(options, key=lambda a: abs(price_of(a) - self.price))

    def set_pick(self, pick: tuple | None) -> None:
        self.pick = pick
        options = self.priced()
        prices = sorted({price_of(a) for a in options})
        deal = self.board()["deal"]
        if prices and deal:  # the stepper starts at a fair share, or a step from the ask
            q = deal["question"]
            aim = deal["div"] // max(1, deal["inv"])
            if pick is None and q is not None:
                aim = q["pay"] - 1 if deal["boss"] == self.seat else q["pay"] + 1
            self.price = min(prices, key=lambda p: abs(p - aim))
        self.rebuild_choices()

    def step_price(self, by: int) -> None:
        prices = sorted({price_of(a) for a in self.priced()})
        if not prices:
            return
        i = min(range(len(prices)), key=lambda k: abs(prices[k] - self.price))
        self.price = prices[max(0, min(len(prices) - 1, i + by))]

    def card_targets(self) -> tuple[set[str], set[str]]:
        """The placards (families) and clan cards on the mat (codes) the picked card may
        go on."""
        card = self.picked_card()
        if card is None:
            return set(), set()
        families, cards = set(), set()
        for a in self.legal():
            if isinstance(a, TravelPlacard | Recruit) and same_kind(
                    a.card if isinstance(a, TravelPlacard) else a.cards[0], card):
                families.add(a.family)
            elif isinstance(a, TravelClan) and same_kind(a.card, card):
                cards.add(PACK.code(a.target))
        return families, cards

    def lit_hand(self) -> set[str]:
        """The viewer's cards a click does something with now."""
        out = set()
        for code, _r in self.hand_cards():
            if self.hand_action(card_id(code)) is not None:
                out.add(code)
        return out

    def hand_action(self, card: int) -> Any:
        """What clicking this hand card does: an action, a pick, or None."""
        for a in self.legal():
            if isinstance(a, Discard | Lay) and a.card == card:
                return a
            if isinstance(a, Stop | PlayBoss) and same_kind(a.card, card):
                return a
        for a in self.legal():
            if isinstance(a, OfferClan) and a.card == card:
                return ("offer_clan", PACK.code(card))
            if isinstance(a, TravelPlacard | TravelClan) and same_kind(a.card, card) or \
                    isinstance(a, Recruit) and same_kind(a.cards[0], card):
                return ("card", PACK.code(card))
        return None

    def placard_action(self, family: str) -> Any:
        card = self.picked_card()
        for a in self.legal():
            if card is not None and isinstance(a, TravelPlacard) and a.family == family \
                    and same_kind(a.card, card):
                return a
            if card is not None and isinstance(a, Recruit) and a.family == family \
                    and same_kind(a.cards[0], card):
                return a
        if card is not None:
            return None
        for a in self.legal():
            if isinstance(a, OfferPlacard) and a.family == family:
                return ("offer_placard", family)
            if isinstance(a, Propose) and a.family == family \
                    and self.board()["placards"][family] == a.to:
                return ("source", a.to, family)
        return None

    def laid_action(self, code: str, owner: int) -> Any:
        card, target = self.picked_card(), card_id(code)
        if card is not None:
            return next((a for a in self.legal() if isinstance(a, TravelClan)
                         and a.target == target and same_kind(a.card, card)), None)
        family = kind_of(target).family
        for a in self.legal():
            if isinstance(a, OfferClan) and a.card == target:
                return ("offer_clan", code)
            if isinstance(a, Propose) and a.to == owner and a.family == family:
                return ("source", owner, family)
        return None

    def panel_action(self, seat: int) -> Any:
        if any(isinstance(a, SidePay) and a.to == seat for a in self.legal()):
            return ("side", seat)
        return None

    def do(self, what: Any) -> None:
        """An action made, or a pick set (a tuple)."""
        if isinstance(what, tuple):
            self.set_pick(None if what == self.pick else what)
        elif what is not None:
            self.act(what)

    def act(self, action: Action) -> None:
        before = len(self.ctl.state.log.actions)
        super().act(action)
        if len(self.ctl.state.log.actions) > before:
            self.pick = None

    # -- the buttons ---------------------------------------------------------------------------
    def rebuild_choices(self) -> None:
        self.buttons = []
        c = self.a["controls"]
        legal = self.legal()
        simple = [(DealHere, "ib_deal_here", "primary"), (Roll, "ib_roll", "plain"),
                  (Draw, "ib_draw", "plain"), (Negotiate, "ib_negotiate", "primary"),
                  (Accept, "ib_accept", "primary"), (Reject, "ib_reject", "plain"),
                  (Close, "ib_close", "primary"), (Abandon, "ib_abandon", "plain"),
                  (Pass, "ib_pass_window" if self.board()["decision"] == "response"
                   else "ib_wait", "secondary")]
        row: list[Button] = []
        for cls, key, style in simple:
            action = next((a for a in legal if type(a) is cls), None)
            if action is not None:
                row.append(Button((0, 0, BUTTON_W, BUTTON_H), t(key),
                                  lambda a=action: self.act(a), style, key=key, font_size=14))
        for i, b in enumerate(row):
            b.rect = R(c.x + (i % 3) * (BUTTON_W + 8), c.y + 28 + (i // 3) * (BUTTON_H + 6),
                       BUTTON_W, BUTTON_H)
        self.buttons = row
        if self.priced():
            y = c.bottom - BUTTON_H - 4
            self.buttons += [
                Button((c.x, y, 34, BUTTON_H), "−", lambda: self.step_price(-1), "plain",
                       key="price_less", font_size=18),
                Button((c.x + 82, y, 34, BUTTON_H), "+", lambda: self.step_price(1), "plain",
                       key="price_more", font_size=18),
                Button((c.x + 124, y, c.w - 124, BUTTON_H), self.priced_label,
                       self.make_priced, "primary", key="priced", font_size=14)]

    def priced_label(self) -> str:
        a = self.priced_now()
        if a is None:
            return ""
        n = price_of(a)
        key = {Propose: "ib_propose_n", SidePay: "ib_side_n", OfferPlacard: "ib_offer_n",
               OfferClan: "ib_offer_n", Counter: "ib_counter_n"}[type(a)]
        return t(key, n=n)

    def make_priced(self) -> None:
        a = self.priced_now()
        if a is not None:
            self.act(a)

    # -- the kit's zones ---------------------------------------------------------------------
    def zone_box(self, zone: str, piece: Any) -> R | None:
        kind, _, where = zone.partition(":")
        if kind == "hand":
            seat = int(where)
            if seat == self.seat:
                spots = dict(self.hand_cards())
                return spots.get(piece) or R(self.a["hand"].centerx - 33, self.a["hand"].y + 34,
                                             lay.CARD_W, lay.CARD_H)
            panel = self.panel_of(seat)
            return R(panel.right - 40, panel.y + 30, 28, 40) if panel is not None else None
        if kind == "deck":
            return lay.middle_spots(self.a["board"])["deck"]
        if kind == "discard":
            return lay.middle_spots(self.a["board"])["discard"]
        if kind == "mat":
            m = self.a["mat"]
            if where:
                spot = next((r for f, r in self.place_spots() if f == where), None)
                if spot is not None:
                    return R(spot.centerx - 23, spot.y + 40, 46, 67)
            return R(m.centerx - 23, m.y + 214, 46, 67)
        return None

    def piece_picture(self, flight, face_up: bool, px: int) -> pygame.Surface:
        return table_view.card_picture(flight.piece if face_up else None, px)

    # -- input -------------------------------------------------------------------------------
    def piece_at(self, pos: tuple[float, float]) -> Any:
        if not self.mine():
            return None
        for code, r in reversed(self.hand_cards()):
            if r.collidepoint(pos):
                what = self.hand_action(card_id(code))
                return ("do", what) if what is not None else None
        for code, owner, r in self.laid_spots():
            if r.collidepoint(pos):
                what = self.laid_action(code, owner)
                return ("do", what) if what is not None else None
        for family, r in self.place_spots():
            if family and r.collidepoint(pos):
                what = self.place_action(family)
                return ("do", what) if what is not None else None
        for family, r in self.placard_spots():
            if r.collidepoint(pos):
                what = self.placard_action(family)
                return ("do", what) if what is not None else None
        for n, r in lay.space_rects(self.a["board"]).items():
            if r.collidepoint(pos):
                a = next((a for a in self.legal() if isinstance(a, PlaceMarker)
                          and a.space == n), None)
                return ("do", a) if a is not None else None
        for seat in self.others():
            if self.panel_of(seat).collidepoint(pos):
                what = self.panel_action(seat)
                return ("do", what) if what is not None else None
        return None

    def place_action(self, family: str) -> Any:
        """A place on the mat filled by a placard or a clan card: as that source."""
        deal = self.board()["deal"]
        fill = deal["fills"].get(family)
        if fill is None:
            return None
        if fill["source"] == "placard":
            return self.placard_action(family)
        return self.laid_action(fill["source"], fill["owner"])

    def clicked(self, piece: Any) -> None:
        self.do(piece[1])

    def clicked_at(self, pos: tuple[float, float]) -> None:
        for seat, r in table_view.react_buttons(self):
            if r.collidepoint(pos):
                if seat is None:
                    self.ctl.nobody_reacts()
                else:
                    self.ctl.react_now(seat)
                return
        if self.pick is not None:
            self.set_pick(None)

    def key_down(self, key: int, mod: int) -> None:
        people = self.ctl.window_people()
        if people and pygame.K_1 <= key <= pygame.K_9:
            seat = key - pygame.K_1
            if seat in people:
                self.ctl.react_now(seat)
            return
        if people and key in (pygame.K_SPACE, pygame.K_RETURN):
            self.ctl.nobody_reacts()
            return
        if key == pygame.K_ESCAPE and self.pick is not None:
            self.set_pick(None)
        else:
            super().key_down(key, mod)


    # -- time and drawing ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        for seat in list(self.bubbles):
            self.bubbles[seat][1] -= dt
            if self.bubbles[seat][1] <= 0:
                del self.bubbles[seat]
        if self.mine() and not self.buttons and self.legal():
            self.rebuild_choices()

    def animating(self) -> bool:
        return bool(self.bubbles) or super().animating()

    def draw(self, surf: pygame.Surface) -> None:
        table_view.draw(self, surf)


def price_of(a: Action) -> int:
    return a.ask if isinstance(a, OfferPlacard | OfferClan) else a.pay

