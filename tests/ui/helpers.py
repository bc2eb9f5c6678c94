"""Setting up tables in a known position for the UI tests."""

from __future__ import annotations

from game.core.dealcode import encode
from game.games.doudizhu.controller import start_game
from game.games.doudizhu.model import DdzState
from tests.ui.conftest import HUMAN_VS_2, draw_sparsely, drive


def seat0_bids_first(start: int = 1) -> str:
    """A deal code whose first bidder is seat 0, so a bid of 3 makes it landlord."""
    seed = next(s for s in range(start, start + 200) if DdzState.new(s).first_bidder == 0)
    return encode(seed)


def human_leads(app):
    """A table where seat 0 (human) won the auction and is about to lead."""
    ctl = start_game(app, HUMAN_VS_2, seat0_bids_first(), threads=False)
    for _ in range(4000):
        drive(app, 1)
        if ctl.my_turn():
            if ctl.state.phase == "auction":
                ctl.bid(3)
            else:
                break
    assert ctl.state.phase == "play" and ctl.my_turn(), "human never got the lead"
    drive(app, 20)  # let the kitty settle and the selection tweens end
    ctl.scene.set_selected([])
    drive(app, 20)
    return ctl


def card_point(app, code: str):
    """A window pixel on the visible left strip of a hand card."""
    sc = app.top
    s = sc.sprites[code]
    return app.view.pt(s.x - s.w / 2 + 12, s.y + 10)


def human_turn_by_controller(ctl) -> None:
    """Take the viewer's turn through the controller: bid 1 or pass the auction,
    else play the hint, or pass when there is none."""
    if ctl.state.phase == "auction":
        ctl.bid(0 if ctl.state.high_bid else 1)
    else:
        ctl.hint()
        ctl.play_selected() if ctl.scene.selected_codes() else ctl.pass_turn()


def pass_and_play_to_results(app, ctl, results_cls, take_turn, frames: int = 80000):
    """Drive a pass-and-play hand to its results sheet: every hand-off screen is
    dismissed with a key, every human turn is `take_turn(app, ctl)` (posted events),
    which must change the model. Returns (hand-offs seen, decisions taken)."""
    import pygame

    from game.ui.scenes.handoff import HandoffScene
    from tests.ui.conftest import key

    draw_sparsely(app)
    handoffs, decisions = 0, 0
    seen = None
    for _ in range(frames):
        if isinstance(app.top, results_cls):
            break
        drive(app, 1)
        if isinstance(app.top, HandoffScene):
            if app.top is not seen:
                seen = app.top
                handoffs += 1
            key(app, pygame.K_SPACE)
            drive(app, 1)
        elif ctl.my_turn() and not app.top.busy and app.top.buttons:
            before = ctl.state.to_json()
            take_turn(app, ctl)
            decisions += 1
            assert ctl.state.to_json() != before, "the human's decision did not reach the model"
    assert isinstance(app.top, results_cls), "the hand never reached the results"
    return handoffs, decisions


def assert_save_private_and_damage_refused(game, ctl) -> None:
    """The autosave holds no card of another seat's hand, and once broken it is
    refused with a readable message."""
    from game.ui.saves import save_path

    text = save_path(game.key).read_text(encoding="utf-8")
    for code in ctl.state.pack.codes(ctl.state.hands[1]):
        assert f'"{code}"' not in text
    save_path(game.key).write_text("{broken", encoding="utf-8")
    try:
        game.load_save()
    except Exception as e:  # SaveError with a readable message
        assert "damaged" in str(e)
    else:
        raise AssertionError("a broken save was accepted")


def leave_to_title(app) -> None:
    """Esc opens the game's menu; Leave, and yes: back on the title, the game saved."""
    import pygame

    from game.ui.scenes.dialog import ConfirmScene
    from game.ui.scenes.pause import PauseScene
    from tests.ui.conftest import click, key

    key(app, pygame.K_ESCAPE)
    drive(app, 1)
    assert isinstance(app.top, PauseScene)
    for name, scene_type in (("leave", PauseScene), ("yes", ConfirmScene)):
        assert isinstance(app.top, scene_type)
        button = next(w for w in app.top.widgets if w.key == name)
        click(app, app.view.pt(*button.rect.center))
        drive(app, 1)
