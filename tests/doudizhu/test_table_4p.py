"""The four-player table: a hand played to its results, its save resumed, deal codes."""

from __future__ import annotations

import pytest

from game.core.dealcode import DealCodeError, encode
from game.games.doudizhu import GAME
from game.games.doudizhu.controller import Ddz4Controller, start_game
from game.games.doudizhu.model import FOUR_PLAYER, VARIANTS
from game.games.doudizhu.model_4p import Ddz4State
from game.games.doudizhu.results import ResultsScene
from tests.ui.conftest import draw_sparsely, drive

FOUR_COMPUTERS = [{"kind": "computer", "level": "normal"} for _ in range(4)]
HUMAN_AND_3 = [{"kind": "human", "level": "normal"}] + FOUR_COMPUTERS[1:]


def test_four_computers_play_a_hand_to_the_results(app):
    ctl = start_game(app, FOUR_COMPUTERS, threads=False)
    assert isinstance(ctl, Ddz4Controller) and isinstance(ctl.state, Ddz4State)
    assert ctl.level == "doudizhu_4p" and set(app.top.anchors) >= {
        "hand_3", "info_3", "played_3", "kitty", "autoplay"}
    draw_sparsely(app)
    drive(app, 40000, until=lambda: isinstance(app.top, ResultsScene))
    assert isinstance(app.top, ResultsScene)
    deltas = ctl.state.result["deltas"]
    assert len(deltas) == 4 and sum(deltas) == 0
    assert ctl.match.totals == deltas
    app.draw()  # four rows on the sheet


def test_a_four_player_save_resumes_at_a_four_player_table(app):
    ctl = start_game(app, HUMAN_AND_3, threads=False)
    drive(app, 3000, until=ctl.my_turn)
    data = GAME.load_save()
    assert len(data["seats"]) == 4 and data["state"]["variant"] == FOUR_PLAYER
    again = GAME.resume(app, data, threads=False)
    assert isinstance(again, Ddz4Controller) and again.state == ctl.state
    assert again.obs()["hand"] == ctl.obs()["hand"]


def test_a_four_player_deal_code_needs_four_players(app):
    code = encode(77, VARIANTS.index(FOUR_PLAYER))
    with pytest.raises(DealCodeError):
        start_game(app, HUMAN_AND_3[:3], code, threads=False)
    ctl = start_game(app, HUMAN_AND_3, code, threads=False)
    assert ctl.state.seed == 77 and ctl.deal_code == code
