"""A declared event in words (`game.core.events`): the log's sentence for what a viewer
saw, in the current language.

A template's parameters are the event's fields (as the viewer sees them: the public data
with the viewer's own private part), each through the game's formatter for that field
name when it has one, and `name`, the acting seat's name, so `t()` picks the "you"
variant of a sentence for the viewer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.core.events import EventType, EventTypes, Silent, Told
from game.core.protocol import Event
from game.ui.i18n import t

NameOf = Callable[[int], str]


def event_words(types: EventTypes, ev: Event, name_of: NameOf) -> str:
    """The sentence for `ev` (already as its viewer sees it: its private part merged
    into the data, so only its kind is checked here); "" for a silent kind."""
    return words_of(types.get(ev.kind), types, ev, name_of)


def words_of(et: EventType, types: EventTypes, ev: Event, name_of: NameOf) -> str:
    if isinstance(et.words, Silent):
        return ""
    if isinstance(et.words, Told):  # only a viewer with a private part reads it
        if not set(ev.data) & set(et.private):
            return ""
        return words_of(replace(et, words=et.words.words), types, ev, name_of)
    if callable(et.words):
        return et.words(ev, name_of)
    return tidy(t(et.words, **template_params(types, ev, name_of)))


def tidy(text: str) -> str:
    """A sentence whose last word is a name ending in "!" or "?" ("... draws Waters
    Rise!") takes no full stop after it."""
    for mark in ("!", "?", "！", "？"):
        for stop in (".", "。"):
            text = text.replace(mark + stop, mark)
    return text


def template_params(types: EventTypes, ev: Event, name_of: NameOf) -> dict:
    """The event's fields in words for a template, and the acting seat's `name`."""
    params: dict = {"name": name_of(ev.seat) if ev.seat is not None else ""}
    for key, value in ev.data.items():
        fmt = types.formats.get(key)
        params[key] = fmt(value, name_of) if fmt is not None else value
    return params
