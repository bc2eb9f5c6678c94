"""Driving the real table with posted mouse and keyboard events."""

from __future__ import annotations

from collections import Counter

import pygame

from game.games.doudizhu.model import Play
from game.ui.i18n import t
from tests.ui.conftest import drive, key
from tests.ui.helpers import card_point, human_leads


def _post(type_, **kw):
    pygame.event.post(pygame.event.Event(type_, **kw))


def _pair(ctl) -> list[str]:
    hand = ctl.scene.hand
    ranks = Counter(c[0] for c in hand)
    rank = next(r for r in ranks if ranks[r] >= 2 and r not in "BR")
    return [c for c in hand if c[0] == rank][:2]


def _drag_to_table(app, codes):
    """Press on the first card, sweep to the second, then drag the selection up."""
    a, b = card_point(app, codes[0]), card_point(app, codes[-1])
    table = app.view.pt(*app.top.anchors["table"].center)
    _post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    _post(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0))
    drive(app, 2)
    _post(pygame.MOUSEMOTION, pos=(b[0], b[1] - 120), rel=(0, 0), buttons=(1, 0, 0))
    _post(pygame.MOUSEMOTION, pos=table, rel=(0, 0), buttons=(1, 0, 0))
    drive(app, 2)
    _post(pygame.MOUSEBUTTONUP, pos=table, button=1)
    drive(app, 2)


def test_drag_two_cards_onto_table_plays_them(app):
    ctl = human_leads(app)
    pair = _pair(ctl)
    assert set(pair) <= set(ctl.obs()["hand"])
    _drag_to_table(app, pair)
    obs = ctl.obs()
    assert ctl.state.history[-1][0] == 0
    assert sorted(ctl.state.pack.codes(ctl.state.history[-1][1])) == sorted(pair)
    assert not set(pair) & set(obs["hand"])
    # The cards now sit in the viewer's played pile on the table.
    assert all(ctl.scene.sprites[c].zone == "played_0" for c in pair)


def test_illegal_drop_bounces_back_with_message(app):
    ctl = human_leads(app)
    hand = ctl.scene.hand
    # Highest and lowest card: never a legal two-card play (unless both jokers).
    bad = [hand[0], hand[-1]] if hand[0][0] != "R" or hand[1][0] != "B" else [hand[1], hand[-1]]
    before = ctl.state.to_json()
    ctl.scene.set_selected(bad)
    drive(app, 15)
    a = card_point(app, bad[0])
    table = app.view.pt(*ctl.scene.anchors["table"].center)
    _post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    _post(pygame.MOUSEMOTION, pos=(a[0], a[1] - 150), rel=(0, 0), buttons=(1, 0, 0))
    _post(pygame.MOUSEMOTION, pos=table, rel=(0, 0), buttons=(1, 0, 0))
    drive(app, 1)
    assert ctl.scene.gestures.dragging, "the selection should follow the pointer"
    _post(pygame.MOUSEBUTTONUP, pos=table, button=1)
    drive(app, 60)
    assert ctl.state.to_json() == before
    assert ctl.scene.effects.message and ctl.scene.effects.message_time > 0
    assert all(ctl.scene.sprites[c].zone == "hand" for c in bad)
    assert set(bad) <= set(ctl.scene.hand)
    slots = ctl.scene.hand_slots(len(ctl.scene.hand))
    for c in bad:  # back in their fan slots (raised, as they are still selected)
        i = ctl.scene.hand.index(c)
        s = ctl.scene.sprites[c]
        assert abs(s.x - slots[i][0]) < 1 and abs(s.y - (slots[i][1] - 24)) < 1


def _pull_up(app, codes):
    """Select `codes`, press on the first and pull it up out of the fan: a drag."""
    app.top.set_selected(codes)
    drive(app, 15)
    a = card_point(app, codes[0])
    _post(pygame.MOUSEBUTTONDOWN, pos=a, button=1)
    _post(pygame.MOUSEMOTION, pos=(a[0], a[1] - 150), rel=(0, 0), buttons=(1, 0, 0))
    drive(app, 1)


def _move_to(app, level_point):
    p = app.view.pt(*level_point)
    _post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
    drive(app, 1)
    return p


def _no_play(hand):
    # Highest and lowest card: never a legal two-card play (unless both jokers).
    return [hand[0], hand[-1]] if hand[0][0] != "R" or hand[1][0] != "B" else [hand[1], hand[-1]]


def _back_in_the_fan(sc, codes):
    assert all(sc.sprites[c].zone == "hand" for c in codes)
    slots = sc.hand_slots(len(sc.hand))
    for c in codes:  # in their slots, raised: still selected
        i = sc.hand.index(c)
        assert abs(sc.sprites[c].x - slots[i][0]) < 1
        assert abs(sc.sprites[c].y - (slots[i][1] - 24)) < 1


def test_a_legal_drag_shows_the_table_accepting_and_dropping_it_plays(app, monkeypatch):
    ctl = human_leads(app)
    pair = _pair(ctl)
    asked = []
    accepts = ctl.drop_accepts
    monkeypatch.setattr(ctl, "drop_accepts", lambda codes: asked.append(codes) or accepts(codes))
    _pull_up(app, pair)
    table = ctl.scene.anchors["table"]
    _move_to(app, (table.x + 100, table.y + 100))
    p = _move_to(app, table.center)
    [(zone, accepting)] = ctl.scene.gestures.drop_zones
    assert zone.anchor == "table" and zone.label == "drop_here" and accepting
    assert len(asked) == 1 and sorted(asked[0]) == sorted(pair), "asked once per drag"
    _post(pygame.MOUSEBUTTONUP, pos=p, button=1)
    drive(app, 2)
    assert ctl.state.history[-1][0] == 0
    assert sorted(ctl.state.pack.codes(ctl.state.history[-1][1])) == sorted(pair)
    assert all(ctl.scene.sprites[c].zone == "played_0" for c in pair)
    assert ctl.scene.gestures.drop_zones == [] and not ctl.scene.gestures.dragging


def test_a_card_the_list_did_not_pick_is_accepted_like_the_play_button_does(app):
    """The legal list offers one card per rank (suits never matter in Dou Di Zhu):
    dragging the other card of that rank is the same play, so the table lights as
    accepting, as the Play button enables, and the drop plays that very card."""
    ctl = human_leads(app)
    pair = _pair(ctl)
    listed = {c for a in ctl.legal_actions(0) if isinstance(a, Play) and len(a.cards) == 1
              for c in ctl.state.pack.codes(a.cards)}
    other = next(c for c in pair if c not in listed)
    _pull_up(app, [other])
    p = _move_to(app, ctl.scene.anchors["table"].center)
    [(zone, accepting)] = ctl.scene.gestures.drop_zones
    assert accepting and ctl.selection_plays()
    _post(pygame.MOUSEBUTTONUP, pos=p, button=1)
    drive(app, 2)
    assert ctl.state.history[-1] == [0, ctl.state.pack.from_codes([other])]


def test_a_drag_that_is_no_play_shows_the_table_refusing_and_bounces_back(app):
    ctl = human_leads(app)
    bad = _no_play(ctl.scene.hand)
    before = ctl.state.to_json()
    _pull_up(app, bad)
    p = _move_to(app, ctl.scene.anchors["table"].center)
    [(zone, accepting)] = ctl.scene.gestures.drop_zones
    assert zone.anchor == "table" and not accepting
    _post(pygame.MOUSEBUTTONUP, pos=p, button=1)
    drive(app, 60)
    # The controller heard the drop and said why not; the cards went back.
    assert ctl.state.to_json() == before
    assert ctl.scene.effects.message_error and ctl.scene.effects.message_time > 0
    assert ctl.scene.effects.message not in ("", t("drop_not_a_play"))
    _back_in_the_fan(ctl.scene, bad)


def test_a_drop_outside_the_table_bounces_back_and_changes_nothing(app):
    ctl = human_leads(app)
    pair = _pair(ctl)
    before = ctl.state.to_json()
    hand = list(ctl.scene.hand)
    _pull_up(app, pair)
    table = ctl.scene.anchors["table"]
    outside = (table.x / 2, table.y + table.h - 50)  # left of the table, above the hand
    assert not table.rect.collidepoint(outside)
    p = _move_to(app, outside)
    assert ctl.scene.gestures.dragging == pair
    _post(pygame.MOUSEBUTTONUP, pos=p, button=1)
    drive(app, 60)
    assert ctl.state.to_json() == before and ctl.state.history == []
    assert ctl.scene.hand == hand and not ctl.scene.effects.message_error
    _back_in_the_fan(ctl.scene, pair)


def test_click_to_select_then_play_button(app):
    ctl = human_leads(app)
    code = ctl.scene.hand[-1]  # lowest card: a legal single lead
    p = card_point(app, code)
    _post(pygame.MOUSEBUTTONDOWN, pos=p, button=1)
    _post(pygame.MOUSEBUTTONUP, pos=p, button=1)
    drive(app, 5)
    assert ctl.scene.selected_codes() == [code]
    play = next(b for b in ctl.scene.buttons if b.key == "play")
    bp = app.view.pt(*play.rect.center)
    _post(pygame.MOUSEBUTTONDOWN, pos=bp, button=1)
    _post(pygame.MOUSEBUTTONUP, pos=bp, button=1)
    drive(app, 2)
    assert ctl.state.history[-1] == [0, ctl.state.pack.from_codes([code])]
    assert code not in ctl.obs()["hand"]


def test_keyboard_select_and_enter(app):
    ctl = human_leads(app)
    n = len(ctl.scene.hand)
    key(app, pygame.K_LEFT)  # focus starts at the right end: the lowest card
    key(app, pygame.K_SPACE)
    drive(app, 5)
    code = ctl.scene.hand[n - 1]
    assert ctl.scene.selected_codes() == [code]
    key(app, pygame.K_RETURN)
    drive(app, 2)
    assert ctl.state.history[-1][0] == 0
    assert ctl.state.pack.codes(ctl.state.history[-1][1]) == [code]


def test_hint_selects_a_legal_play_and_pass_is_refused_when_leading(app):
    ctl = human_leads(app)
    key(app, pygame.K_h)
    drive(app, 5)
    sel = ctl.scene.selected_codes()
    assert sel
    legal = {frozenset(ctl.state.pack.codes(a.cards))
             for a in ctl.state.legal_actions(0) if isinstance(a, Play)}
    assert frozenset(sel) in legal
    before = len(ctl.state.history)
    key(app, pygame.K_p)  # the leader may not pass
    drive(app, 2)
    assert len(ctl.state.history) == before
    assert ctl.scene.effects.message


def test_hint_and_play_read_the_decisions_one_list(app, monkeypatch):
    """H and Enter list nothing again: the hint reads the session's list, and the
    play it raises is applied as offered, with no second classification."""
    ctl = human_leads(app)
    listed, checked = [], []
    state = ctl.state
    listing, checking = state.legal_actions, state._check_play
    monkeypatch.setattr(state, "legal_actions", lambda seat: listed.append(seat) or listing(seat))
    monkeypatch.setattr(state, "_check_play", lambda play: checked.append(play) or checking(play))
    key(app, pygame.K_h)
    drive(app, 2)
    assert ctl.scene.selected_codes()
    key(app, pygame.K_RETURN)
    drive(app, 2)
    assert state.history[-1][0] == 0
    assert listed == [] and checked == []


def test_hint_offers_the_normal_play_first_then_the_plays_inside_a_selection(app):
    from game.games.doudizhu.ai import hint_play, plays_from_selection

    ctl = human_leads(app)
    key(app, pygame.K_h)
    drive(app, 2)
    suggestion = hint_play(ctl.obs(), ctl.legal_actions(0))
    assert sorted(ctl.scene.selected_codes()) == sorted(ctl.state.pack.codes(suggestion.cards))
    # The whole hand is no single play: H now walks through every play inside it.
    hand = ctl.obs()["hand"]
    ctl.scene.set_selected(hand)
    inside = plays_from_selection(ctl.state, 0, ctl.state.pack.from_codes(hand))
    seen = set()
    for _ in range(len(inside)):
        key(app, pygame.K_h)
        drive(app, 1)
        seen.add(frozenset(ctl.scene.selected_codes()))
    assert seen == {frozenset(ctl.state.pack.codes(p.cards)) for p in inside}
    assert len(seen) > 10
    assert "selection" in ctl.scene.effects.message


def test_table_shows_only_what_the_viewer_may_see(app):
    ctl = human_leads(app)
    obs = ctl.obs()
    visible = set(obs["hand"]) | set(obs["kitty"] or [])
    for _seat, codes in obs["history"]:
        visible |= set(codes or [])
    for s in ctl.scene.sprites.values():
        if s.face_up or s.code:
            assert s.code in visible, f"{s.code} drawn but hidden from the viewer"
    others = {c for seat in (1, 2) for c in ctl.state.pack.codes(ctl.state.hands[seat])}
    assert not others & {s.code for s in ctl.scene.sprites.values()}


def test_ambiguous_selection_asks_which_reading(app, monkeypatch):
    ctl = human_leads(app)
    pair = _pair(ctl)
    ids = ctl.state.pack.from_codes(pair)
    # Pretend the decision's legal list reads these cards two ways; the table must ask,
    # not guess.
    legal = ctl.legal_actions(0) + [Play(0, tuple(ids), "single")]
    monkeypatch.setattr(ctl, "legal_actions", lambda seat: legal)
    ctl.try_play(pair)
    keys = [b.key for b in ctl.scene.buttons]
    assert keys[:2] == ["reading0", "reading1"]
    assert ctl.state.history == []
    choice = ctl.scene.buttons[0]
    p = app.view.pt(*choice.rect.center)
    _post(pygame.MOUSEBUTTONDOWN, pos=p, button=1)
    _post(pygame.MOUSEBUTTONUP, pos=p, button=1)
    drive(app, 2)
    assert ctl.state.history[-1][0] == 0 and sorted(ctl.state.history[-1][1]) == sorted(ids)


def test_card_tracker_counts_the_cards_still_in_the_other_hands(app):
    from game.games.doudizhu.model import RANK_OF

    ctl = human_leads(app)
    key(app, pygame.K_h)
    drive(app, 2)
    ctl.play_selected()
    drive(app, 400, until=lambda: ctl.my_turn())
    others = [0] * 15
    for seat in (1, 2):
        for card in ctl.state.hands[seat]:
            others[RANK_OF[card]] += 1
    assert [left for _label, left in ctl.scene.tracker] == others
    labels = [label for label, _left in ctl.scene.tracker]
    assert labels[0] == "3" and labels[7] == "10" and labels[12] == "2" and len(labels) == 15
