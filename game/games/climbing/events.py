"""What the climbing games' events share, declared (`game.core.events`): the trick
loop's kinds (a play, a pass, a new round), the deal, the warning and the hand's end,
and the two kinds of words only a climbing table has. Each game's `events.py` builds
its `EVENTS` from these and its own kinds.

Words: a climbing table keeps no log of sentences; what it says of an event is on its
message line, on a banner, or in a seat's bubble, and those words are the declared
ones. A bubble's words are `Said` (the table keeps the key, so the bubble reads again
in a new language and explains itself under the pointer); words the table says in
two places (a banner, then the message line) are `Lines`. The cards played are not
said: the pile and the play history show them.

Zones, as the table's anchors are named but by seat (the table turns a seat into its
place round the table): "deck", "kitty", "hand:{seat}" (a seat's hand or stack),
"pile:{seat}" (the cards it played, anchor `played_<pos>`), "reveal:{seat}" (its
cards face up beside it), and "hand:{owner}" for the deal, where each seat's cards go
to its own hand. The seconds are the table's holds (`EventType.seconds`: the
controller waits that long); a banner or a message stays up longer than the hold, over
what follows, as the table has always shown them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.core.events import Effect, EventType, Fly, Silent, Step, Still
from game.core.protocol import Event
from game.ui.i18n import t

NameOf = Callable[[int], str]

SUIT_SIGNS = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}


def card_label(code: str) -> str:
    """A card as a message names it: "7H~2" -> "♥7", "TS" -> "♠10", a joker by its size."""
    rank, suit = code[0], code[1]
    if suit == "J":
        return t("tracker_black_joker" if rank == "B" else "tracker_red_joker")
    return SUIT_SIGNS[suit] + ("10" if rank == "T" else rank)


@dataclass(frozen=True)
class Said:
    """Words a seat says aloud, in its bubble: `of(event)` gives the i18n key and its
    parameters (the table keeps them as they are); the log reads them filled in."""

    of: Callable[[Event], tuple[str, dict]]

    def __call__(self, ev: Event, name_of: NameOf) -> str:
        key, params = self.of(ev)
        return t(key, **params)


@dataclass(frozen=True)
class Lines:
    """Words the table says in two places: the first line on a banner, the others on
    the message line. The log reads them as one sentence."""

    of: Callable[[Event, NameOf], list[str]]

    def __call__(self, ev: Event, name_of: NameOf) -> str:
        return "  ".join(self.of(ev, name_of))


# -- the table's holds and flights (seconds at speed 1) ---------------------------------------
CARD_FLIGHT, CARD_STAGGER = 0.32, 0.02  # cards flying onto a pile (TableScene.show_pile)
DEAL_FLIGHT = 0.32  # one dealt card's flight (the deal's own animation holds the table)
REVEAL_FLIGHT = 0.4  # cards turned up beside a seat (TableScene.reveal_hand)
DEAL_HOLD = 0.2
PLAY_HOLD = 0.2
PASS_HOLD = 0.3
SAID_HOLD = 0.35  # a bid, a call, a declaration said in a bubble
TRICK_HOLD = 0.6  # the finished trick stands this long before its piles are swept
HAND_OVER_HOLD = 2.2


def to_pile(src: str = "hand:{seat}") -> Fly:
    """A seat's cards flying onto its pile, face up, one a little after another."""
    return Fly("cards", src, "pile:{seat}", "up", CARD_FLIGHT, stagger=CARD_STAGGER)


def deal(public: tuple[str, ...], words) -> EventType:
    """The deal: each seat sees its own hand (private `hand`), everyone the counts. The
    deal's own animation (card by card round the table) holds the table on."""
    return EventType("deal", words, (Fly("hand", "deck", "hand:{owner}", "owner", DEAL_FLIGHT),
                                     Still(DEAL_HOLD)), public=public, private=("hand",))


def play(public: tuple[str, ...], *more: Step) -> EventType:
    """A play: the cards (public `cards`) and what the game says of their shape."""
    return EventType("play", Silent("the cards speak for themselves: they land on the "
                                     "seat's pile and in the play history"),
                     (to_pile(), Still(PLAY_HOLD), *more), public=("cards", *public),
                     sound="play")


# A pass: the seat's last cards leave its place and it says so in its bubble.
PASS = EventType("pass", Said(lambda ev: ("said_pass", {})), Effect("say", PASS_HOLD),
                 sound="pass")


@dataclass(frozen=True)
class Sweep(Effect):
    """A finished trick stands, then its piles are swept; the hand's first lead (no
    trick before it, no `taken_by`) sweeps nothing and holds nothing."""

    def ends(self, ev: Event) -> float:
        return super().ends(ev) if "taken_by" in ev.data else 0.0


UNSAID_LEAD = Silent("the table sweeps the trick's piles; the seat to lead is lit")


def new_round(words=UNSAID_LEAD) -> EventType:
    """A round begins: its leader is the event's seat; `taken_by` (after a trick) is the
    seat whose play took it."""
    return EventType("new_round", words, Sweep("sweep_piles", TRICK_HOLD),
                     public=("taken_by",))


# A seat down to its last cards (Dou Di Zhu): said on the message line with its name.
WARNING = EventType(
    "warning",
    lambda ev, name_of: t("warn_left", n=ev.data["left"]) + f"  ({name_of(ev.seat)})",
    Still(0.0), public=("left",))


def hand_over(public: tuple[str, ...], text: Callable[[dict], str]) -> EventType:
    """The hand's end: the others' cards turned up, the result on a banner, confetti.
    `text(result)` is the banner (the results sheet's heading says it too)."""
    return EventType("hand_over", lambda ev, _name_of: text(ev.data),
                     (Effect("reveal_hands", REVEAL_FLIGHT), Effect("banner", HAND_OVER_HOLD),
                      Effect("confetti", HAND_OVER_HOLD)), public=public, sound="win")
