"""Undo at the Forbidden Island table, by posted pygame events (the Undo button, U and
Ctrl+Z): a person takes back their own actions of the turn while nothing was drawn
since; the board, the action count, the log and the autosave follow, and the save is
what replaying the remaining actions rebuilds. Once the turn's cards are drawn, or the
turn has passed on, there is nothing to undo."""

from __future__ import annotations

import pygame

from game.games.forbidden_island import GAME
from game.games.forbidden_island.actions import DrawFlood, EndActions, Move, Shore
from game.games.forbidden_island.controller import FiController
from game.games.forbidden_island.model import IslandState
from game.games.forbidden_island.table import FiTableScene
from tests.forbidden_island.board_driver import perform
from tests.table_events import click, drive, press_key

VARIANT = "2p-normal-classic"


def new_board(app, people: int = 1, seed: int = 5) -> FiController:
    seats = [{"kind": "human" if s < people else "computer", "level": "normal"}
             for s in range(2)]
    ctl = FiController(app, seats, VARIANT, seed=seed, threads=False)
    app.push(FiTableScene(app, ctl))
    drive(app, 600, until=ctl.my_decision)
    assert ctl.my_decision()
    return ctl


def settle(app, ctl) -> None:
    """Frames until the person's next decision is on screen."""
    drive(app, 2000, until=ctl.my_decision)
    assert ctl.my_decision()


def undo_button(app):
    return app.top.undo_button


def ctrl_z(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                         unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                         scancode=0))
    drive(app, 2)


def a_move(ctl) -> Move:
    return next(a for a in ctl.legal() if isinstance(a, Move))


def test_undo_takes_a_move_back_the_pawn_and_the_action_count_restored(app):
    ctl = new_board(app)
    seat = ctl.viewer
    start, log_lines = ctl.state.pos[seat], len(ctl.log)
    drive(app, 2)
    assert not undo_button(app).enabled, "nothing done yet: nothing to undo"
    move = a_move(ctl)
    perform(app, ctl, move)
    settle(app, ctl)
    assert ctl.state.pos[seat] == move.tile and ctl.state.actions_left == 2
    drive(app, 2)
    assert undo_button(app).enabled and undo_button(app).visible
    click(app, undo_button(app).rect.center)
    assert ctl.state.pos[seat] == start, "the pawn is back"
    assert ctl.state.actions_left == 3, "the action is back"
    assert ctl.state.log.actions == [], "the action log forgot it"
    assert len(ctl.log) == log_lines + 1 and "take back" in ctl.log[-1][1]
    drive(app, 30)
    assert app.top.pawn_rects()[seat].colliderect(app.top.tile_rects()[start])
    assert not undo_button(app).enabled
    assert not app.top.animating(), "the pawn's walk back ends and the table is still"


def test_undo_by_keys_takes_back_several_actions_one_by_one(app):
    ctl = new_board(app)
    seat = ctl.viewer
    start = ctl.state.pos[seat]
    first = a_move(ctl)
    perform(app, ctl, first)
    settle(app, ctl)
    second = a_move(ctl)
    perform(app, ctl, second)
    settle(app, ctl)
    assert ctl.state.actions_left == 1 and ctl.undoable() == 2
    press_key(app, pygame.K_u)
    assert ctl.state.pos[seat] == first.tile and ctl.state.actions_left == 2
    ctrl_z(app)
    assert ctl.state.pos[seat] == start and ctl.state.actions_left == 3
    ctrl_z(app)  # nothing left: refused, said, nothing changed
    assert ctl.state.actions_left == 3 and app.top.message_time > 0


def test_the_autosave_after_an_undo_is_a_fresh_replay_of_what_is_left(app):
    ctl = new_board(app)
    done = []
    for _ in range(2):
        action = next((a for a in ctl.legal() if isinstance(a, Shore)), None) or a_move(ctl)
        perform(app, ctl, action)
        settle(app, ctl)
        done.append(action)
    assert ctl.state.log.actions == done
    press_key(app, pygame.K_u)
    saved = GAME.load_save()  # read through the checked path: replayed
    assert saved["state"]["actions"] == [done[0].to_json()]
    fresh = IslandState.new(ctl.state.log.seed, VARIANT)
    fresh.apply(done[0])
    again = IslandState.from_json(saved["state"])
    assert again.observation(0) == fresh.observation(0) == ctl.state.observation(0)
    assert again.card_zones() == fresh.card_zones() == ctl.state.card_zones()


def test_nothing_is_undone_once_the_turn_has_drawn_its_cards(app):
    ctl = new_board(app, people=2)
    seat = ctl.viewer
    perform(app, ctl, a_move(ctl))
    settle(app, ctl)
    assert ctl.undoable() == 1
    perform(app, ctl, EndActions(seat))  # the two treasure cards are drawn
    settle(app, ctl)
    while ctl.state.step() == "discard":  # over the hand limit: the person discards
        perform(app, ctl, next(a for a in ctl.legal() if a.kind == "discard"))
        settle(app, ctl)
    assert ctl.state.step() == "flood" and ctl.viewer == seat
    drive(app, 2)
    assert not undo_button(app).enabled, "the cards drawn cannot go back"
    actions = list(ctl.state.log.actions)
    press_key(app, pygame.K_u)
    click(app, undo_button(app).rect.center)
    assert ctl.state.log.actions == actions, "the draw stands"
    while ctl.state.active == seat:  # the flood cards, then the next person's turn
        perform(app, ctl, DrawFlood(ctl.viewer) if ctl.state.step() == "flood"
                else next(iter(ctl.legal())))
        settle(app, ctl)
    assert ctl.viewer != seat and ctl.state.step() == "actions"
    drive(app, 2)
    assert not undo_button(app).enabled, "the last person's turn is not the new one's"
    press_key(app, pygame.K_u)
    assert ctl.state.log.actions[-1].seat == seat, "the other person's actions stand"


def test_a_resumed_game_still_knows_where_the_turn_began(app):
    ctl = new_board(app, people=2)
    seat = ctl.viewer
    perform(app, ctl, a_move(ctl))
    settle(app, ctl)
    saved = GAME.load_save()
    app.scenes.pop()
    again = GAME.resume(app, saved, threads=False)
    drive(app, 600, until=again.my_decision)
    assert again.viewer == seat and again.undoable() == 1
    press_key(app, pygame.K_u)
    assert again.state.log.actions == [] and again.state.actions_left == 3
