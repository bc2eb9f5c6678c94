"""The King game in words: a number ("No. 3"), the numbers called ("No. 3 and No. 5"),
a task's text with the called numbers (or, once revealed, the people's names) in it, and
who holds which called number."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.games.kinggame.tasks import fill
from game.ui.i18n import language, name_list, t


def number(n: int) -> str:
    return t("kg_no", n=n)


def numbers(called: Sequence[int]) -> str:
    """"No. 3", "No. 3 and No. 5"."""
    return name_list([number(n) for n in called])


def task_text(task: dict | None, x: str, y: str = "") -> str:
    """The task in the current language with {X} and {Y} filled ("" for none); the King's
    own words as he typed them."""
    if task is None:
        return ""
    if "text" in task:
        return task["text"]
    return fill(task["zh" if language() == "zh" else "en"], x, y)


def order_text(task: dict | None, called: Sequence[int]) -> str:
    """The task with the numbers called in it: a task for one given to two numbers names
    both in {X} ("No. 3 and No. 5: ..."); the King's own words after the numbers."""
    if task is not None and "text" in task:
        return t("kg_own_order", what=numbers(called), words=task["text"])
    if len(called) == 2 and task is not None and task.get("targets") == 2:
        return task_text(task, number(called[0]), number(called[1]))
    return task_text(task, numbers(called))


def named_order(task: dict | None, names: Sequence[str]) -> str:
    """The task with the people called named in it, once they are revealed."""
    if task is not None and "text" in task:
        return t("kg_own_order", what=name_list(list(names)), words=task["text"])
    if len(names) == 2 and task is not None and task.get("targets") == 2:
        return task_text(task, names[0], names[1])
    return task_text(task, name_list(list(names)))


def revealed(called: Sequence[dict], name_of: Callable[[int], str]) -> str:
    """"No. 3 is Ben, No. 5 is Cara"."""
    return t("players_sep").join(t("kg_number_is", n=c["number"], name=name_of(c["seat"]))
                                 for c in called)
