"""The King's command (rules sheet §1.1, K4, K5, K7, K11): the numbers he may call and the
tasks he may give, checked and listed.

He calls one or two different numbers of 1 .. N-1 (he holds the joker: no number of his
own), in the order that fills {X} and {Y}. After a veto the same numbers stay called. A
task is one of the deck's, in a category switched on, fitting the numbers called (a pair
task needs two) and not vetoed this round (unless every fitting task was: then the deck's
fitting tasks are open again); or his own words: plain text on one line, 1 to 200
characters once the spaces around it are trimmed."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from game.games.kinggame.refusals import refuse
from game.games.kinggame.tasks import Task, task, tasks_for

TEXT_LIMIT = 200
MAX_CALLED = 2


def number_choices(players: int) -> list[tuple[int, ...]]:
    """Every call the King may make: each number alone, then each ordered pair."""
    numbers = range(1, players)
    return [(n,) for n in numbers] + [(x, y) for x in numbers for y in numbers if x != y]


def check_numbers(numbers: tuple[int, ...], players: int, kept: Sequence[int]) -> None:
    """Refuse a call the rules do not allow: not one or two numbers, a number outside
    1 .. N-1 or named twice, other numbers than those kept after a veto."""
    if not 1 <= len(numbers) <= MAX_CALLED:
        raise refuse("numbers_count")
    top = players - 1
    for n in numbers:
        if not 1 <= n <= top:
            raise refuse("number_range", top=top, number=n)
    if len(set(numbers)) != len(numbers):
        raise refuse("number_twice")
    if kept and tuple(numbers) != tuple(kept):
        raise refuse("numbers_kept", numbers=list(kept))


def open_tasks(categories: Sequence[str], called: int, vetoed: Sequence[str]) -> list[Task]:
    """The deck's tasks the King may give `called` numbers now (the deck's order)."""
    fitting = tasks_for(categories, called)
    fresh = [t for t in fitting if t.id not in vetoed]
    return fresh or fitting


def check_task(task_id: str, categories: Sequence[str], called: int,
               vetoed: Sequence[str]) -> Task:
    """The deck's task of this id, if the King may give it now; else the refusal."""
    chosen = task(task_id)
    if chosen is None:
        raise refuse("no_such_task", task=task_id)
    if chosen.category not in categories:
        raise refuse("category_off", category=chosen.category)
    if not chosen.fits(called):
        raise refuse("needs_two")
    if chosen not in open_tasks(categories, called, vetoed):
        raise refuse("vetoed_task")
    return chosen


def check_text(text: str) -> str:
    """The King's own task, trimmed, if it is one; else the refusal."""
    words = text.strip()
    if not words:
        raise refuse("text_empty")
    if len(words) > TEXT_LIMIT:
        raise refuse("text_long", limit=TEXT_LIMIT, length=len(words))
    if any(unicodedata.category(ch) in ("Cc", "Cs") for ch in words):
        raise refuse("text_control")
    return words
