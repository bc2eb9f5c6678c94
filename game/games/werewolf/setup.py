"""The deck builder and the game's options, named by a variant string: rules sheet §2,
§3 and its 2026-11 clarifications.

A variant names the player count, the role cards (a preset when left out) and the
options: "8p" is the 8-player preset with the default options; "10p-W2S1H1R1V5+secret"
a built deck with a secret ballot. With the Thief the deck holds two cards more than
there are players, laid aside face down.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, fields

from game.games.werewolf.roles import (
    CUPID,
    HUNTER,
    LETTERS,
    LITTLE_GIRL,
    ROLE_ORDER,
    ROLES,
    SEER,
    THIEF,
    VILLAGER,
    WITCH,
    WOLF,
)

PLAYERS = tuple(range(5, 19))
EXTRAS = 2  # cards laid aside for the Thief


def recommended_wolves(players: int) -> int:
    """Sheet §2 with our small-table setting: 5-6 one, 7-11 two, 12-17 three, 18 four."""
    return 1 if players <= 6 else 2 if players <= 11 else 3 if players <= 17 else 4


def preset(players: int) -> dict[str, int]:
    """The 2026-11 presets: the specials grow with the table, villagers fill the rest."""
    if players not in PLAYERS:
        raise ValueError(f"Werewolf is for 5 to 18 players, not {players}")
    specials = [SEER, WITCH]
    if players >= 7:
        specials.append(HUNTER)
    if players >= 9:
        specials.append(CUPID)
    if players >= 10:
        specials.append(LITTLE_GIRL)
    deck = {WOLF: recommended_wolves(players), **{s: 1 for s in specials}}
    deck[VILLAGER] = players - sum(deck.values())
    return {k: deck[k] for k in ROLE_ORDER if deck.get(k)}


SPECIALS = (SEER, WITCH, HUNTER, CUPID, LITTLE_GIRL, THIEF)  # the builder drops from the end
IN_PRESET_FROM = {SEER: 5, WITCH: 5, HUNTER: 7, CUPID: 9, LITTLE_GIRL: 10}  # players


def in_preset(role: str, players: int) -> bool:
    """Whether the preset deck for `players` holds `role` (the set-up page's default)."""
    return players >= IN_PRESET_FROM.get(role, 99)


def built_deck(players: int, wolves: int | None, specials: set[str]) -> dict[str, int]:
    """The deck the set-up page's choices name: `wolves` (None: the usual count, never
    half the table or more), the chosen specials, villagers for the rest. Specials that
    leave no room are dropped, the last of SPECIALS first."""
    wolves = min(recommended_wolves(players) if wolves is None else wolves,
                 (players - 1) // 2)
    chosen = [r for r in SPECIALS if r in specials]
    while chosen and wolves + len(chosen) > players + (EXTRAS if THIEF in chosen else 0):
        chosen.pop()
    cards = players + (EXTRAS if THIEF in chosen else 0)
    deck = {WOLF: wolves, **{r: 1 for r in chosen}}
    deck[VILLAGER] = cards - sum(deck.values())
    return {k: deck[k] for k in ROLE_ORDER if deck.get(k)}


# How far each card tips the game towards the village (+) or the wolves (-): our own
# rough weights for the deck builder's hint, not a rule.
BALANCE_WEIGHT = {WOLF: -6, VILLAGER: 1, SEER: 6, WITCH: 4, HUNTER: 3, CUPID: -1,
                  LITTLE_GIRL: 2, THIEF: 0}
BALANCED_WITHIN = 3  # of the preset's balance for the same table


def balance(deck: dict[str, int]) -> int:
    return sum(BALANCE_WEIGHT[k] * n for k, n in deck.items())


def table_size(deck: dict[str, int]) -> int:
    """The players a deck is for: its cards, less the Thief's two laid aside."""
    return sum(deck.values()) - (EXTRAS if deck.get(THIEF) else 0)


def balance_hint(deck: dict[str, int]) -> str:
    """"village", "wolves" or "even": which side the deck seems to favour, next to the
    preset for the same table (the presets are the balanced reference)."""
    score = balance(deck) - balance(preset(table_size(deck)))
    return "even" if abs(score) <= BALANCED_WITHIN else "village" if score > 0 else "wolves"


# option field -> the variant's suffix for it being on
SUFFIXES = {"no_captain": "nocap", "captain_first": "capfirst", "secret": "secret",
            "dead_see": "deadsee", "starve": "starve", "seed_victory": "seedwin"}


@dataclass(frozen=True)
class Setup:
    players: int
    deck: dict[str, int] = field(default_factory=dict)  # empty: the preset
    no_captain: bool = False  # play without the Captain
    captain_first: bool = False  # elect the Captain before the first night
    secret: bool = False  # a secret ballot: the tally only, not who voted whom
    dead_see: bool = False  # the dead see every role
    starve: bool = False  # wolves may choose no victim, and then the village wins
    seed_victory: bool = False  # wolves win at one non-wolf left, not at parity

    def __post_init__(self) -> None:
        if not self.deck:
            object.__setattr__(self, "deck", preset(self.players))
        problem = deck_problem(self.players, self.deck)
        if problem:
            raise ValueError(problem)

    @property
    def cards(self) -> list[str]:
        """Every role card, in ROLE_ORDER."""
        return [k for k in ROLE_ORDER for _ in range(self.deck.get(k, 0))]

    @property
    def wolves(self) -> int:
        return self.deck.get(WOLF, 0)

    def has(self, role: str) -> bool:
        return self.deck.get(role, 0) > 0

    @property
    def name(self) -> str:
        head = f"{self.players}p"
        if self.deck != preset(self.players):
            head += "-" + deck_code(self.deck)
        on = [SUFFIXES[f.name] for f in fields(self) if f.name in SUFFIXES
              and getattr(self, f.name)]
        return "+".join([head, *on])

    @classmethod
    def parse(cls, variant: str) -> Setup:
        """The setup a variant names; ValueError for one that is not Werewolf's."""
        if not isinstance(variant, str):
            raise ValueError(f"a Werewolf variant is a string, not {variant!r:.20}")
        head, *suffixes = variant.split("+")
        match = re.fullmatch(r"(\d+)p(?:-([A-Z0-9]+))?", head)
        names = {v: k for k, v in SUFFIXES.items()}
        if not match or any(s not in names for s in suffixes) \
                or len(set(suffixes)) != len(suffixes):
            raise ValueError(f"unknown Werewolf variant {variant!r:.40}")
        players = int(match[1])
        if players not in PLAYERS:
            raise ValueError(f"Werewolf is for 5 to 18 players, not {players}")
        deck = parse_deck(match[2]) if match[2] else {}
        setup = cls(players, deck, **{names[s]: True for s in suffixes})
        if setup.name != variant:
            raise ValueError(f"{variant!r:.40} is not written the usual way ({setup.name})")
        return setup


def deck_code(deck: dict[str, int]) -> str:
    return "".join(f"{ROLES[k].letter}{deck[k]}" for k in ROLE_ORDER if deck.get(k))


def parse_deck(code: str) -> dict[str, int]:
    parts = re.findall(r"([A-Z])(\d+)", code)
    if "".join(a + b for a, b in parts) != code or any(a not in LETTERS for a, _ in parts):
        raise ValueError(f"unknown role cards {code!r:.30}")
    deck = {LETTERS[a]: int(b) for a, b in parts}
    return {k: deck[k] for k in ROLE_ORDER if deck.get(k)}


def deck_problem(players: int, deck: dict[str, int]) -> str:
    """Why these cards cannot be dealt to `players` (in English), "" when they can."""
    if players not in PLAYERS:
        return f"Werewolf is for 5 to 18 players, not {players}."
    for key, n in deck.items():
        if key not in ROLES or not 0 <= n <= ROLES[key].max_copies:
            return f"There can be at most {ROLES[key].max_copies} {key} cards."
    cards = players + (EXTRAS if deck.get(THIEF) else 0)
    if sum(deck.values()) != cards:
        return f"{players} players need {cards} role cards, not {sum(deck.values())}."
    wolves = deck.get(WOLF, 0)
    if wolves < 1:
        return "The village needs at least one werewolf."
    if wolves * 2 >= players:
        return "There must be fewer werewolves than other players."
    return ""


VARIANTS: tuple[str, ...] = ("8p", "5p", "10p", "12p-W3V5S1H1R1C1G1T1", "18p")
