"""Call and rob, show cards and doubling at the real table, driven by posted keys and
clicks."""

from __future__ import annotations

import pygame
import pytest

from game.core.dealcode import encode
from game.games.doudizhu.auction import VARIANTS
from game.games.doudizhu.controller import start_game
from game.games.doudizhu.model import DdzState
from game.ui.i18n import t
from tests.ui.conftest import ALL_COMPUTER as ALL_COMPUTERS
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


# -- every factor of the multiplier said: the status line and the results sheet ---------


def _rigged_hand(until_bomb: bool | None) -> DdzState:
    """Call and rob, show cards, doubling and a bomb in one hand: seat 0 calls, both
    others rob, seat 0 robs back (×8), shows (×2), everyone doubles (each pair ×4),
    and leads a bomb (×2); then, unless `until_bomb`, the computers play it out.
    `until_bomb=None` stops before the bomb: the auction's every option taken."""
    from collections import Counter

    from game.games.doudizhu.ai import make_agent
    from game.games.doudizhu.model import Call, Double, Play, Show

    seed = next(s for s in range(1, 400) if (st := DdzState.new(s, ALL_ON)).first_bidder == 0
                and 4 in Counter(st.rank_of[c] for c in st.hands[0] + st.kitty).values())
    state = DdzState.new(seed, ALL_ON)
    for seat in (0, 1, 2, 0):
        state.apply(Call(seat, True))
    assert state.landlord == 0 and state.phase == "show"
    state.apply(Show(0, True))
    while state.phase == "double":
        state.apply(Double(state.to_act, True))
    if until_bomb is None:
        return state
    ranks = Counter(state.rank_of[c] for c in state.hands[0])
    quad = next(r for r, n in ranks.items() if n == 4)
    state.apply(Play(0, tuple(c for c in state.hands[0] if state.rank_of[c] == quad)))
    assert [why for why, _f in state.mult_log] == ["rob", "rob", "rob", "show", "bomb"]
    agents = [make_agent("easy", i) for i in range(3)]
    while not until_bomb and not state.is_terminal():
        seat = state.to_act
        state.apply(agents[seat].choose(state.observation(seat), state.legal_actions(seat)))
    return state


def _table_of(app, state: DdzState, seats=HUMAN_VS_2):
    from game.core.match import Match
    from game.games.doudizhu import GAME

    data = {"seats": seats, "match": Match(3, 1, hand_seeds=[1]).to_json(),
            "state": state.to_json(), "recorded": False}
    return GAME.resume(app, data, threads=False)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_status_line_names_the_base_and_the_factors_and_fits_its_box(app, lang):
    from game.games.doudizhu.controller import STATUS_SIZE, doubles_part
    from game.ui import fonts, i18n

    i18n.set_language(lang)
    ctl = _table_of(app, _rigged_hand(until_bomb=True))
    drive(app, 30)
    status = app.top.status
    box = app.top.anchors["status"]
    assert fonts.text_width(status, STATUS_SIZE) <= box.w - 28, status
    assert status.startswith(t("status_base", base=1, mult=32)), status  # "Base", not "Bid"
    assert t("mult_rob", mult=8) in status
    # Seat 0, the landlord, sees each farmer's pair doubled twice.
    assert t("mult_doubles", pairs="×4/×4") in status
    # A farmer at the table sees his own stake.
    assert doubles_part(ctl.state.observation(1), 1) == [t("mult_stake_yours", mult=4)]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_status_line_of_a_hand_with_every_option_taken_leaves_nothing_out(app, lang):
    """Robbed three times, shown and doubled by all, before any bomb: the landlord's
    status line holds every factor and both pairs, no "…" (the box is wide enough,
    levels/doudizhu.tmx), and a farmer's holds his stake."""
    from game.games.doudizhu.controller import (
        STATUS_SIZE,
        base_label,
        doubles_part,
        fit_status,
        multiplier_parts,
    )
    from game.ui import fonts, i18n

    i18n.set_language(lang)
    ctl = _table_of(app, _rigged_hand(until_bomb=None))
    drive(app, 30)
    status = app.top.status
    box = app.top.anchors["status"]
    assert fonts.text_width(status, STATUS_SIZE) <= box.w - 28, status
    assert "…" not in status, status
    for part in (t("status_base", base=1, mult=16), t("mult_rob", mult=8), t("mult_show"),
                 t("mult_doubles", pairs="×4/×4")):
        assert part in status, (part, status)
    # The box ends clear of the kitty's panel (drawn 7 units round its anchor).
    assert box.rect.right + 8 <= app.top.anchors["kitty"].rect.inflate(14, 8).left
    # What a farmer's own line would be, fitted to the same box.
    obs = ctl.state.observation(1)
    farmer = fit_status(t("hand_no", n=1), base_label(obs, 1, obs["multiplier"]),
                        multiplier_parts(obs), doubles_part(obs, 1), box.w - 28)
    assert t("mult_stake_yours", mult=4) in farmer and "…" not in farmer, farmer


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_results_sheet_names_every_factor_of_a_rigged_hand(app, lang):
    from game.games.doudizhu.results import ResultsScene
    from game.ui import i18n

    i18n.set_language(lang)
    state = _rigged_hand(until_bomb=False)
    _table_of(app, state, ALL_COMPUTERS)
    drive(app, 600, until=lambda: isinstance(app.top, ResultsScene))
    assert isinstance(app.top, ResultsScene)
    lines = " ".join(app.top.multiplier_lines())
    mult = state.result["multiplier"]
    assert t("multiplier_was_base", base=1, mult=mult) in lines  # a call-and-rob base
    for part in (t("mult_rob", mult=8), t("mult_show"), t("mult_bomb", mult=2)):
        assert part in lines, (part, lines)
    for seat in (1, 2):
        assert f"{app.top.ctl.name_of(seat)} ×4" in lines
    if state.result.get("spring") or state.result.get("anti_spring"):
        assert t("mult_spring" if state.result["spring"] else "mult_anti_spring",
                 mult=2) in lines
    app.draw()


def test_a_void_redeal_is_named_on_the_four_player_results_sheet(app):
    from game.games.doudizhu.controller import multiplier_parts

    result = {"mult_log": [["void_redeal", 2]], "multiplier": 2}
    assert multiplier_parts(result) == [t("mult_void_redeal", mult=2)]
    two = {"mult_log": [["bomb", 2], ["rocket", 2], ["bomb", 2], ["spring", 2]]}
    assert multiplier_parts(two) == [t("mult_bombs", n=2, mult=4), t("mult_rocket", mult=2),
                                     t("mult_spring", mult=2)]


def test_auto_play_switched_on_at_ones_own_decision_plays_it(app):
    """Switched on while the table waits for the person (the app asleep between
    inputs, as the real loop is), the computer makes that very decision."""
    from tests.table_events import live

    ctl = start_game(app, HUMAN_VS_2, _code("classic"), threads=False)
    _until_my_turn(app, ctl)
    live(app, 60)  # the person thinks: the app rests
    before = len(ctl.state.actions)
    auto = next(b for b in app.top.fixed_buttons if b.key == "autoplay")
    click(app, app.view.pt(*auto.rect.center))
    live(app, 10 * 60, until=lambda: len(ctl.state.actions) > before)
    assert len(ctl.state.actions) > before, "auto-play froze the person's decision"
    assert ctl.state.actions[before].seat == 0
