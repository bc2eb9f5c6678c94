"""What a seat can do in Go-Stop: the actions the model takes and a save replays.

Every field has a default, as every game's actions do: an action built from its seat
alone is well formed, and the rules refuse it. Cards leaving the hand are named as
`cards`, as in every card game here (a save's checks look for them there): one card for
a play, the three of the month for a bomb.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec, CardId


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play one card from hand (§3 step 1): `cards` is that one card. A bonus card
    draws the stock top in its place."""

    cards: tuple[CardId, ...] = ()
    kind = "play"


@dataclass(frozen=True, slots=True)
class Shake(Action):
    """Show the three (or four) cards of `card`'s month held at the start of the turn,
    the fourth not on the table, and play `card` (흔들기, §4: ×2 if he wins)."""

    card: CardId = 0
    kind = "shake"


@dataclass(frozen=True, slots=True)
class Bomb(Action):
    """Play the three cards of a month held (`cards`, in id order) onto the fourth on
    the table (폭탄, §4)."""

    cards: tuple[CardId, ...] = ()
    kind = "bomb"


@dataclass(frozen=True, slots=True)
class FlipOnly(Action):
    """Skip the hand play (one of the two turns a bomb earned) and only turn up a card."""

    kind = "flip_only"


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Which of the two table cards of its month the played or turned-up card takes."""

    card: CardId = 0
    kind = "take"


@dataclass(frozen=True, slots=True)
class Go(Action):
    kind = "go"


@dataclass(frozen=True, slots=True)
class Stop(Action):
    kind = "stop"


@dataclass(frozen=True, slots=True)
class Chongtong(Action):
    """Four of a month dealt to the hand (총통): win at once, or play on."""

    win: bool = False
    kind = "chongtong"


CODEC = ActionCodec(Play, Shake, Bomb, FlipOnly, Take, Go, Stop, Chongtong)
