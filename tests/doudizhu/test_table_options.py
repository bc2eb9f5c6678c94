"""Call and rob, show cards and doubling at the real table, driven by posted keys and
clicks."""

from __future__ import annotations

import pygame

from game.core.dealcode import encode
from game.games.doudizhu.auction import VARIANTS
from game.games.doudizhu.controller import start_game
from game.games.doudizhu.model import DdzState
from game.ui.i18n import t
from tests.ui.conftest import HUMAN_VS_2, click, drive, key

ALL_ON = "classic+rob+double+show"


def _code(variant: str) -> str:
    """A deal whose first caller is seat 0 (the human)."""
    seed = next(s for s in range(1, 300) if DdzState.new(s, variant).first_bidder == 0)
    return encode(seed, VARIANTS.index(variant))


def _until_my_turn(app, ctl, frames: int = 4000) -> None:
    drive(app, frames, until=ctl.my_turn)
    assert ctl.my_turn()
    drive(app, 2)


def _button(app, name: str):
    return next(b for b in app.top.buttons if b.key == name)


def test_call_show_and_double_by_keys_and_buttons(app):
    ctl = start_game(app, HUMAN_VS_2, _code(ALL_ON), threads=False)
    _until_my_turn(app, ctl)
    assert ctl.state.phase == "auction"
    assert [b.key for b in app.top.buttons] == ["no", "yes"]
    assert _button(app, "yes").label == t("btn_call")
    key(app, pygame.K_y)  # call the landlord
    drive(app, 2)
    assert ctl.state.calls[0] == (0, True)
    # The computers may rob; then seat 0 may rob back: refuse if asked.
    while ctl.state.phase == "auction":
        _until_my_turn(app, ctl)
        if ctl.state.phase == "auction":
            assert _button(app, "yes").label == t("btn_rob")
            key(app, pygame.K_n)
            drive(app, 2)
    assert ctl.state.landlord == 0  # the deal is one the computers do not rob
    _until_my_turn(app, ctl)
    assert ctl.state.phase == "show"
    click(app, app.view.pt(*_button(app, "yes").rect.center))
    drive(app, 2)
    assert ctl.state.shown and ctl.state.multiplier >= 2
    drive(app, 4000, until=lambda: ctl.state.phase != "double" or ctl.my_turn())
    assert ctl.state.phase == "double" and ctl.my_turn()
    key(app, pygame.K_1)  # the landlord doubles
    drive(app, 2)
    assert ctl.state.doubled[0] is True and ctl.state.phase == "play"
    drive(app, 600, until=ctl.my_turn)  # the double is shown; the landlord leads
    status = app.top.status
    assert t("mult_show") in status
    assert "×" in status
    assert app.top.infos[0].tags == ["shown_doubled"]


def test_a_farmer_sees_the_landlords_shown_hand_on_the_table(app):
    # Seat 0 never calls; a computer that shows has its cards face up by its seat.
    seed = next(s for s in range(1, 200) if DdzState.new(s, "classic+show").first_bidder != 0)
    ctl = start_game(app, HUMAN_VS_2, encode(seed, VARIANTS.index("classic+show")),
                     threads=False)
    ctl.agents[ctl.state.first_bidder].bid = lambda counts, high: 3
    for seat in ctl.agents:
        ctl.agents[seat].decide_show = lambda obs, legal: legal[1]  # always show
    drive(app, 4000, until=lambda: ctl.state.shown and not ctl.pending)
    drive(app, 60)
    landlord = ctl.state.landlord
    pos = ctl.pos_of(landlord)
    shown = ctl.state.pack.codes(ctl.state.hands[landlord])
    zone = f"reveal_{pos}"
    assert sorted(c for c, s in app.top.sprites.items() if s.zone == zone) == sorted(shown)
    assert all(app.top.sprites[c].face_up or app.top.sprites[c].settle_flip for c in shown)
    assert app.top.shown_counts[pos] == 0  # no face-down stack under them


def test_auto_play_plays_the_humans_seat_until_switched_off(app):
    ctl = start_game(app, HUMAN_VS_2, _code("classic"), threads=False)
    _until_my_turn(app, ctl)
    assert app.top.buttons  # the bid buttons
    seen = []  # what the computer playing for seat 0 is given
    make = ctl.make_agent

    def spied(level, seed):
        agent = make(level, seed)
        choose = agent.choose
        agent.choose = lambda obs, legal: seen.append((level, obs)) or choose(obs, legal)
        return agent

    ctl.make_agent = spied
    auto = next(b for b in app.top.fixed_buttons if b.key == "autoplay")
    assert auto.label == t("btn_autoplay")
    click(app, app.view.pt(*auto.rect.center))
    drive(app, 2)
    assert ctl.autoplay and auto.label == t("btn_autoplay_off")
    assert not ctl.my_turn() and not app.top.buttons

    def turns_of_0() -> int:
        return sum(1 for s, _cards in ctl.state.history if s == 0)

    # The normal player decides for seat 0 (its bid, then plays) with no human input.
    drive(app, 6000, until=lambda: turns_of_0() >= 2)
    assert turns_of_0() >= 2 and ctl.state.phase == "play"
    assert any(s == 0 for s, _v in ctl.state.bids)
    assert seen and all(level == "normal" and obs["seat"] == 0 and obs["hands"] is None
                        for level, obs in seen)  # seat 0's observation only
    key(app, pygame.K_t)  # switch it off: the human's turns are his again
    drive(app, 2)
    assert not ctl.autoplay and auto.label == t("btn_autoplay")
    drive(app, 6000, until=lambda: ctl.my_turn() or ctl.state.phase == "over")
    if ctl.state.phase == "play":
        decided = len(seen)
        drive(app, 300)
        assert ctl.state.to_act == 0 and len(seen) == decided  # it waits for him
        assert app.top.buttons
