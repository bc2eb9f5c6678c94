"""Every refusal's reason and its English sentence (the UI says it in the player's language
from the reason and its params); `refuse` builds the `IllegalAction`."""

from __future__ import annotations

from typing import Any

from game.core.protocol import IllegalAction

MESSAGES = {
    "game_over": "The game is over.",
    "not_your_turn": "It is not your turn to do that.",
    "not_now": "That cannot be done now.",
    "numbers_count": "Call one or two numbers.",
    "number_range": "Call numbers from 1 to {top}: {number} is not one of them.",
    "number_twice": "Call two different numbers.",
    "numbers_kept": "After a veto the same numbers stay called: {numbers}.",
    "no_task": "Choose a task from the deck or type one.",
    "task_and_text": "Choose a task from the deck or type one, not both.",
    "no_such_task": "There is no task {task}.",
    "category_off": "The {category} tasks are switched off in this game.",
    "needs_two": "This task is for two players: call two numbers.",
    "vetoed_task": "That task was vetoed this round: choose another.",
    "no_fitting_task": "No task of the deck fits {called} number(s) in this game: "
                       "type one, or call two numbers.",
    "text_empty": "Type the task first.",
    "text_long": "A task is at most {limit} characters long; this one is {length}.",
    "text_control": "A task is plain text on one line.",
}


def refuse(reason: str, **params: Any) -> IllegalAction:
    return IllegalAction(reason, MESSAGES[reason].format(**params), **params)
