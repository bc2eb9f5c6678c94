"""The word game in words: a card by its headword and index ("cat (8♥)"), a finishing
place ("2nd"), a played word (upper case, as the table shows it), and what a computer
says when it plays (its speech bubble)."""

from __future__ import annotations

from game.games.wordmaid.art import rank_words
from game.games.wordmaid.cards import PACK, headword
from game.ui.i18n import t


def code_of(card: str | dict) -> str:
    """A card's code, from a code or a face-up card's view (`cards.card_view`)."""
    return card["code"] if isinstance(card, dict) else card


def card_words(card: str | dict) -> str:
    """"cat (8♥)", "joker (★)"."""
    code = code_of(card)
    word = headword(PACK.from_codes([code])[0])
    return t("wm_card", word=t("wm_joker") if word == "?" else word, card=rank_words(code))


def place_words(place: int) -> str:
    return t(f"wm_place_{place}")


def shown_word(word: str) -> str:
    return word.upper()


def spoken(kind: str, word: str = "") -> str:
    """A computer's line as it plays: its word, or giving up."""
    return t("wm_say_word", word=shown_word(word)) if kind == "word" else t("wm_say_give_up")
