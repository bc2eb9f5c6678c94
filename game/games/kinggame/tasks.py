"""The King game's task deck (rules sheet K5, K12), read from `tasks.json`: each task has
an id, a category, the number of targets it needs (a pair task 2, any other 1; a
1-target task also works with two numbers called, both perform), a rating ("family",
all of them) and its text in English and Chinese with {X} and {Y} for the called numbers.
`tasks_for` filters by category and by how many numbers the King called; `fill` puts the
numbers (or the names once revealed) into a task's text."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

CATEGORIES = ("silly", "imitation", "question", "talent", "pair")
PAIR = "pair"
LANGUAGES = ("en", "zh")
RATINGS = ("family",)


@dataclass(frozen=True, slots=True)
class Task:
    id: str
    category: str
    targets: int  # numbers the task needs: 2 for a pair task, else 1
    rating: str
    en: str
    zh: str

    def text(self, language: str) -> str:
        return self.zh if language == "zh" else self.en

    def fits(self, called: int) -> bool:
        """Whether the task can be given to `called` numbers (1 or 2): a 1-target task to
        either (with two, both perform), a pair task to two only."""
        return self.targets <= called

    def to_json(self) -> dict:
        return {"id": self.id, "category": self.category, "targets": self.targets,
                "en": self.en, "zh": self.zh}


@cache
def deck() -> tuple[Task, ...]:
    """Every task, in the file's order."""
    data = json.loads(Path(__file__).with_name("tasks.json").read_text(encoding="utf-8"))
    return tuple(Task(**t) for t in data["tasks"])


@cache
def _by_id() -> dict[str, Task]:
    return {t.id: t for t in deck()}


def task(task_id: str) -> Task | None:
    """The task of this id, or None."""
    return _by_id().get(task_id)


def tasks_for(categories: Iterable[str] = CATEGORIES, called: int | None = None,
              ) -> list[Task]:
    """The tasks of these categories (in the deck's order) that fit `called` numbers
    (None: any)."""
    wanted = set(categories)
    return [t for t in deck()
            if t.category in wanted and (called is None or t.fits(called))]


def fill(text: str, x: str, y: str = "") -> str:
    """A task's text with {X} and {Y} replaced (a 1-target task given to two numbers: `x`
    names both, "3 and 5")."""
    return text.replace("{X}", x).replace("{Y}", y)
