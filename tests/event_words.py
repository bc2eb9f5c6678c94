"""Declared events' words for tests: what `event_words` says of one event in each
language, seat 0 being the viewer ("You") and every other seat a computer."""

from __future__ import annotations

from game.core.events import EventTypes
from game.core.protocol import Event
from game.ui import i18n
from game.ui.event_words import event_words


def name_of(seat: int) -> str:
    return i18n.t("you") if seat == 0 else i18n.t("computer_n", n=seat + 1)


def said(types: EventTypes, kind: str, seat: int | None = 1, **data) -> dict[str, str]:
    """The event's words in each language."""
    old = i18n.language()
    try:
        out = {}
        for lang in ("en", "zh"):
            i18n.set_language(lang)
            out[lang] = event_words(types, Event(kind, seat, data), name_of)
        return out
    finally:
        i18n.set_language(old)
