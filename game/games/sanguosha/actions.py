"""What a seat can do in Sanguosha: the actions the model takes and a save replays.

A card that counts as another (Warrior Saint's red card as a Slash) names the cards it
is made of, the card name it counts as and the skill that allows it; `skill` is empty
for a card used as itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.protocol import Action, ActionCodec, CardId

# Every field has a default (an empty name, no cards, seat 0), as every game's actions do:
# an action built from its seat alone is well formed, and the rules refuse it.


@dataclass(frozen=True, slots=True)
class PickCharacter(Action):
    character: str = ""
    kind = "pick_character"


@dataclass(frozen=True, slots=True)
class Use(Action):
    """Use cards in one's own play phase: as `name`, on `targets` (seats)."""

    cards: tuple[CardId, ...] = ()
    name: str = ""
    targets: tuple[int, ...] = ()
    skill: str = ""
    kind = "use"


@dataclass(frozen=True, slots=True)
class Respond(Action):
    """Answer what one is asked for (a Dodge, a Slash in a Duel, a Peach for the dying)
    with cards that count as `name`."""

    cards: tuple[CardId, ...] = ()
    name: str = ""
    skill: str = ""
    kind = "respond"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Decline: no answer in a response window."""

    kind = "pass"


@dataclass(frozen=True, slots=True)
class EndPlay(Action):
    """End one's play phase."""

    kind = "end_play"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard cards from one's hand (the discard phase asks one card at a time)."""

    cards: tuple[CardId, ...] = ()
    kind = "discard"


@dataclass(frozen=True, slots=True)
class TakeCard(Action):
    """Pick one of `owner`'s cards (Dismantle, Snatch): an equipped or judged card by
    its id, or HAND_CARD for a hand card, which the engine picks blind at random."""

    owner: int = 0
    card: int = 0
    kind = "take_card"


HAND_CARD = -1


@dataclass(frozen=True, slots=True)
class ChooseCard(Action):
    """Choose one of the cards laid out for a choice (Harvest)."""

    card: CardId = 0
    kind = "choose_card"


@dataclass(frozen=True, slots=True)
class Invoke(Action):
    """Use an ability one is offered ("you may ..."); Pass declines it."""

    ability: str = ""
    kind = "invoke"


@dataclass(frozen=True, slots=True)
class UseSkill(Action):
    """Use an active skill in one's play phase (Balance of Power, Benevolence...), with the
    cards it spends or gives and the seats it names."""

    skill: str = ""
    cards: tuple[CardId, ...] = ()
    targets: tuple[int, ...] = ()
    kind = "use_skill"


@dataclass(frozen=True, slots=True)
class Arrange(Action):
    """Put looked-at deck cards back: `top` on top (the first on the very top), `bottom`
    under the deck (Stargaze)."""

    top: tuple[CardId, ...] = ()
    bottom: tuple[CardId, ...] = ()
    kind = "arrange"


@dataclass(frozen=True, slots=True)
class Give(Action):
    """Give cards to a seat (Bequeathed Strategy)."""

    cards: tuple[CardId, ...] = ()
    to: int = 0
    kind = "give"


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Choose one of the options a rule offers by name (a suit for Sow Dissension,
    "discard" or "damage" for Unyielding)."""

    option: str = ""
    kind = "choose"


CODEC = ActionCodec(PickCharacter, Use, Respond, Pass, EndPlay, Discard, TakeCard,
                    ChooseCard, Invoke, UseSkill, Arrange, Give, Choose)
