"""Bohnanza at the table: `BohnanzaState` bound to its scene (`table.py`) through the
table kit's `KitTable`: the fields, market and mat are shown as the events have left
them (`patch`), each event's words, hold and motion as declared in `events.py`.

Hands are secret, so in pass-and-play every person's decision comes after the hand-off
screen (the `SeatedTable`'s). A round of bids asks the computers first; then the person
holding the device answers, and every other person still to answer either takes the
device (a seat's button, behind a hand-off) to make an offer or says no offer from
where they sit, so the device only travels to those who bid."""

from __future__ import annotations

from game.core.protocol import Event
from game.core.savefile import expect
from game.games.bohnanza import QUIET_CHOICES
from game.games.bohnanza.actions import NoBid
from game.games.bohnanza.ai import make_agent
from game.games.bohnanza.cards import bean_named
from game.games.bohnanza.events import EVENTS
from game.games.bohnanza.model import BohnanzaState
from game.ui.kit.table import KitTable
from game.ui.session import Ask


def _grow(shown: dict, seat: int, index: int, bean: str) -> None:
    fields = shown["fields"][seat]
    fields[index] = [bean, fields[index][1] + 1] if fields[index] else [bean, 1]


def _from_hand(shown: dict, seat: int, beans: list[str]) -> None:
    """Cards of these beans leave a seat's hand (the viewer's: the front-most of each)."""
    shown["hand_sizes"][seat] -= len(beans)
    if seat == shown["seat"]:
        for bean in beans:
            card = next((c for c in shown["hand"] if bean_named(c) == bean), None)
            if card is not None:
                shown["hand"].remove(card)


def _from_market(shown: dict, beans: list[str]) -> None:
    for bean in beans:
        if bean in shown["market"]:
            shown["market"][shown["market"].index(bean)] = None


def patch(shown: dict, ev: Event) -> None:
    """Move the viewer's shown table on by one event (as the viewer sees it)."""
    d, kind, seat = ev.data, ev.kind, ev.seat
    if kind == "turn":
        shown.update(active=seat, phase="plant", planted=0, asked=seat)
    elif kind == "plant":
        if d["source"] == "hand":
            _from_hand(shown, seat, [d["bean"]])
            shown["planted"] += 1
        elif d["bean"] in shown["received"][seat]:
            shown["received"][seat].remove(d["bean"])
        _grow(shown, seat, d["field"], d["bean"])
    elif kind == "harvest":
        shown["fields"][seat][d["field"]] = None
        if shown["coins"][seat] is not None:
            shown["coins"][seat] += d["coins"]
    elif kind == "buy_field":
        shown["fields"][seat].append(None)
        if shown["coins"][seat] is not None:
            shown["coins"][seat] -= d["cost"]
    elif kind == "market":
        shown.update(market=list(d["beans"]), phase="trade", bids={}, ask=None)
    elif kind == "keep":
        shown["market"][d["slot"]] = None
        shown["received"][seat].append(d["bean"])
    elif kind == "ask":
        shown.update(phase="bids", ask={k: d[k] for k in ("wanted", "slots", "beans")})
    elif kind == "bids":
        shown.update(phase="trade", ask=None, my_bid=None, bids=dict(d["bids"]))
    elif kind == "trade":
        bidder = d["with"]
        shown["bids"].pop(str(bidder), None)
        _from_hand(shown, bidder, d["give"])
        _from_hand(shown, seat, d["beans"])
        _from_market(shown, d["took"])
        shown["received"][seat] += d["give"]
        shown["received"][bidder] += d["took"] + d["beans"]
    elif kind == "reject":
        shown["bids"].pop(str(d["bidder"]), None)
    elif kind == "done":
        shown.update(market=[], bids={}, phase="received")
        shown["received"][seat] += d["kept"]
    elif kind == "draw":
        shown["hand_sizes"][seat] += d["count"]
        shown["draw_pile"] = max(0, shown["draw_pile"] - d["count"])
        if seat == shown["seat"] and "cards" in d:
            shown["hand"] += d["cards"]
    elif kind == "over":
        shown.update(phase="over", asked=None, coins=list(d["coins"]))
        shown["fields"] = [[None] * len(fs) for fs in shown["fields"]]


class BnController(KitTable):
    game_key = "bohnanza"
    refuse_prefix = "bn_refuse_"
    # each computer asked in a round of bids answers in about this long: three answer in
    # a second and a half, six in under three
    think_delay = 0.45
    event_types = EVENTS
    save_version = 1
    saved = {"quiet": int}
    new_state = BohnanzaState
    make_agent = staticmethod(make_agent)
    patch = staticmethod(patch)
    quiet = 0  # seconds of no input after which a person's trading ends (0: never)

    @classmethod
    def opened(cls, app, seats: list[dict], variant: str, seed: int | None, options: dict,
               threads: bool) -> BnController:
        ctl = cls(app, seats, variant, seed=seed, threads=threads)
        choice = options.get("quiet", "off")
        ctl.quiet = 0 if choice == "off" else int(choice)
        return ctl

    # -- a round of bids --------------------------------------------------------------------
    def bidding_people(self) -> list[int]:
        """The people still to answer a round of bids once the computers have (in seat
        order); empty outside a round or while a computer is still to answer."""
        state = self.state
        if state.phase != "bids" or any(not self.session.is_human(s) for s in state.asking):
            return []
        return list(state.asking)

    def waiting_for_the_device(self) -> list[int]:
        """The people the table waits on to take the device or pass (the holder not
        among them: the holder answers on screen)."""
        people = self.bidding_people()
        return [] if self.viewer in people else people

    def asked(self):
        state = self.state
        if state.phase == "bids":
            computers = [s for s in state.asking if not self.session.is_human(s)]
            if computers:
                return Ask(computers[0], "computer")
            if self.viewer in state.asking:
                return Ask(self.viewer, "person")
            return None  # the people round the table decide who takes the device
        return super().asked()

    def my_decision(self) -> bool:
        if self.state.phase != "bids" or self.viewer not in self.bidding_people():
            return super().my_decision()
        return (self.turn_shown and not self.pending and self.handoff_for is None
                and self.wait <= 0 and self.scene is not None and not self.scene.busy)

    def waits_for_person(self) -> bool:
        people = self.bidding_people()
        if people and self.passing_to is None:  # the holder's offer, or the others' call
            return self.viewer not in people or self.turn_shown
        return super().waits_for_person()

    def take_device(self, seat: int) -> None:
        """A person still to answer wants to make an offer: the device goes to them."""
        if seat in self.waiting_for_the_device() and self.passing_to is None:
            self.hand_off(seat)

    def no_offer_from(self, seat: int) -> None:
        """A person still to answer says, from where they sit, that they make no offer."""
        if seat in self.waiting_for_the_device():
            self.apply(NoBid(seat))

    @classmethod
    def check_saved(cls, data: dict, state) -> None:
        expect(data["quiet"] in (0, *(int(c) for c in QUIET_CHOICES[1:])),
               "its quiet time is damaged")
