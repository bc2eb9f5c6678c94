"""Driving the Sanguosha table with posted pygame events, as a person would: frames,
clicks, keys, and `perform`, which carries out any legal action by clicks on hand
cards, equipment, the row of offered cards, seats and buttons."""

from __future__ import annotations

from game.games.sanguosha import actions as A
from game.games.sanguosha.controller import ids_of
from tests.table_events import click, drive, press, press_key  # noqa: F401


def click_card(app, ctl, card: int) -> None:
    """A hand card (its visible part) or one of the viewer's equipped cards."""
    sc = app.top
    obs = ctl.obs()
    hand = ids_of(obs["hand"])
    if card in hand:
        rects = sc.hand_rects(len(hand))
        i = hand.index(card)
        rect = sc.lifted(rects[i], card)
        # The part of the card not covered by the next one.
        right = rects[i + 1].x if i + 1 < len(rects) else rect.right
        click(app, ((rect.x + right) / 2, rect.y + 20))
        return
    offered = dict(sc.offered(obs, ctl.legal()))
    if card in offered:
        click(app, offered[card].center)
        return
    for _slot, code, rect in sc.equipment_rects(ctl.viewer, obs):
        if ids_of([code])[0] == card:
            click(app, rect.center)
            return
    raise AssertionError(f"card {card} is neither in the hand nor equipped")


def click_offered(app, ctl, card: int) -> None:
    """A card of the row over the centre (a card to take or choose, Stargaze's)."""
    offered = dict(app.top.offered(ctl.obs(), ctl.legal()))
    assert card in offered, f"card {card} is not in the row: {sorted(offered)}"
    click(app, offered[card].center)


def perform(app, ctl, action) -> None:
    """Carry out `action` by clicks, as a person at the table would."""
    sc = app.top
    if isinstance(action, A.PickCharacter):
        rect = dict(sc.pick_rects(ctl.obs()))[action.character]
        click(app, rect.center)
    elif isinstance(action, A.EndPlay):
        press(app, "end_turn")
    elif isinstance(action, A.Pass):
        press(app, "pass")
    elif isinstance(action, A.TakeCard) and action.owner in sc.blind_takes(ctl.legal()):
        click(app, sc.seat_rect(action.owner).center)  # whose hand: the seat
    elif isinstance(action, A.TakeCard | A.ChooseCard):
        click_offered(app, ctl, action.card)
    elif isinstance(action, A.Invoke):
        press(app, f"invoke_{action.ability}")
    elif isinstance(action, A.Choose):
        press(app, f"opt_{action.option}")
    elif isinstance(action, A.Arrange):
        click_offered(app, ctl, (action.top or action.bottom)[0])
        press(app, f"arrange_{'top' if action.top else 'bottom'}")
    else:
        before = len(ctl.state.log.actions)
        if isinstance(action, A.UseSkill):
            press(app, f"skill_{action.skill}")
            if len(ctl.state.log.actions) > before:
                return  # a skill that needs nothing more (Self-injury)
        for card in action.cards:
            click_card(app, ctl, card)
        targets = (action.to,) if isinstance(action, A.Give) else getattr(action, "targets", ())
        for seat in targets:
            if seat not in sc.targets:
                click(app, sc.seat_rect(seat).center)
        if isinstance(action, A.Respond):
            press(app, f"respond_{action.name}" + (f"_{action.skill}" if action.skill else ""))
        elif any(b.key == f"play_{getattr(action, 'name', '')}" for b in sc.buttons):
            press(app, f"play_{action.name}")
        else:
            assert sc.complete(ctl.legal()), (
                f"{action}: selected {sc.selected}, targets {sc.targets}, lit "
                f"{sc.lit_seats(ctl.legal())}, selectable {sc.selectable_cards(ctl.legal())}")
            press(app, "play")
