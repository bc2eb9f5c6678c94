"""The shared session: a computer player's decision on the worker thread."""

from __future__ import annotations

import time

import pytest

from game.ui.session import Session


def decide(session: Session, think, fallback=None, frames: int = 400):
    for _ in range(frames):
        answer = session.computer_decides(1, think, 1 / 60, 1.0, fallback=fallback)
        if answer is not None:
            return answer
        time.sleep(0.001)
    raise AssertionError("no answer")


@pytest.mark.parametrize("threads", [True, False])
def test_a_computer_answers_after_the_think_time(threads):
    session = Session("test", [{"kind": "human"}, {"kind": "computer"}], threads=threads,
                      think_delay=0.1)
    assert decide(session, lambda: "play") == "play"
    assert session.thinking is None


@pytest.mark.parametrize("threads", [True, False])
def test_a_failing_computer_player_does_not_hang_the_table(threads, capsys):
    session = Session("test", [{"kind": "human"}, {"kind": "computer"}], threads=threads,
                      think_delay=0.0)

    def broken():
        raise KeyError("an unknown phase")

    assert decide(session, broken, fallback=lambda: "first legal") == "first legal"
    assert "an unknown phase" in capsys.readouterr().err  # said, not swallowed
    # the worker lives on for the next decision
    assert decide(session, lambda: "next") == "next"
