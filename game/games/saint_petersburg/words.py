"""Saint Petersburg in words: a card by name (from its code, "lumberjack~3"), a phase, a
list of amounts by seat."""

from __future__ import annotations

from game.games.saint_petersburg.cards import kind_of_code
from game.ui.i18n import t


def kind_name(key: str) -> str:
    return t(f"sp_card_{key}")


def card_name(code: str | None) -> str:
    """A card by name; a card only its holder saw: "a card"."""
    return t("sp_a_card") if code is None else kind_name(kind_of_code(code).key)


def cards_words(codes: list[str]) -> str:
    if not codes:
        return t("sp_no_cards")
    return t("sp_list_sep").join(card_name(c) for c in codes)


def phase_name(phase: str) -> str:
    return t(f"sp_phase_{phase}")
