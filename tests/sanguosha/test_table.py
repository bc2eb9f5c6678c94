"""The Sanguosha table, headless: it renders at both sizes for 4, 7 and 10 seats; real
posted clicks pick a card, its target and Play, or answer a Dodge prompt; and nothing of
another seat's hand is ever drawn."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.sanguosha import actions as A  # noqa: E402
from game.games.sanguosha import art, shots  # noqa: E402
from game.games.sanguosha.controller import SgsController, ids_of  # noqa: E402
from game.games.sanguosha.table import SgsTableScene  # noqa: E402
from tests.sanguosha.table_driver import click, drive, press_key  # noqa: E402
from tests.table_events import pass_on_if_asked  # noqa: E402
from tests.ui.conftest import key  # noqa: E402


def table(app, players: int) -> SgsController:
    seats = [{"kind": "human" if s == 0 else "computer", "level": "easy"}
             for s in range(players)]
    ctl = SgsController(app, seats, seed=7, threads=False)
    app.push(SgsTableScene(app, ctl))
    return ctl


@pytest.mark.parametrize("players", [4, 7, 10])
def test_renders_at_both_sizes(app, players):
    ctl = table(app, players)
    drive(app, 400, until=lambda: ctl.state.phase != "setup" and ctl.my_decision())
    for size in ((1280, 720), (2560, 1440)):
        app.resize(size)
        app.draw()
        screen = app.screen
        assert screen.get_size() == size
        colours = {tuple(screen.get_at((x, y)))[:3]
                   for x in range(0, size[0], size[0] // 16) for y in range(0, size[1], 90)}
        assert len(colours) > 10  # a table, not a blank window


def test_card_then_target_then_play_applies_the_use(app):
    ctl = shots.build(app, "start5")
    sc = app.top
    sc.decision_changed()
    drive(app, 5)
    assert ctl.my_decision()
    uses = [a for a in ctl.legal() if isinstance(a, A.Use) and len(a.cards) == 1
            and len(a.targets) == 1 and a.targets[0] != ctl.viewer]
    assert uses, "no targeted card to play in this position"
    want = uses[0]
    hand = list(ctl.state.seats[ctl.viewer].hand)  # the observation's order
    rect = sc.hand_rects(len(hand))[hand.index(want.cards[0])]
    click(app, (rect.x + 10, rect.y + 50))
    assert sc.selected == [want.cards[0]]
    assert want.targets[0] in sc.lit_seats(ctl.legal())
    click(app, sc.seat_rect(want.targets[0]).center)
    assert sc.targets == [want.targets[0]]
    play = next(b for b in sc.buttons if b.key == "play")
    assert play.enabled
    before = len(ctl.state.log.actions)
    click(app, play.rect.center)
    assert len(ctl.state.log.actions) == before + 1
    done = ctl.state.log.actions[-1]
    assert isinstance(done, A.Use) and done.cards == want.cards \
        and done.targets == want.targets and done.name == want.name


def test_dodge_button_answers_the_slash(app):
    ctl = shots.build(app, "dodge5")
    sc = app.top
    sc.decision_changed()
    drive(app, 5)
    assert ctl.my_decision()
    assert "Dodge?" in ctl.prompt(ctl.obs())
    button = next(b for b in sc.buttons if b.key == "respond_dodge")
    before = len(ctl.state.log.actions)
    click(app, button.rect.center)
    assert len(ctl.state.log.actions) == before + 1
    done = ctl.state.log.actions[-1]
    assert isinstance(done, A.Respond) and done.name == "dodge" and done.seat == ctl.viewer


def test_no_other_hand_is_drawn(app, monkeypatch):
    drawn: list[int] = []
    face = art.card_face
    drawing = []  # inside the scene's draw(): the table makes every face when it opens
    draw = SgsTableScene.draw

    def spy(card_id, width_px, lang):
        if drawing:
            drawn.append(card_id)
        return face(card_id, width_px, lang)

    def drawn_by_scene(self, surf):
        drawing.append(True)
        try:
            draw(self, surf)
        finally:
            drawing.pop()

    monkeypatch.setattr(art, "card_face", spy)
    monkeypatch.setattr(SgsTableScene, "draw", drawn_by_scene)
    ctl = shots.build(app, "mid10")
    state = ctl.state
    asked: list[int] = []
    observe = state.observation

    def watch(seat):
        asked.append(seat)
        return observe(seat)

    monkeypatch.setattr(state, "observation", watch)
    drawn.clear()
    for size in ((1280, 720), (2560, 1440)):
        app.resize(size)
        app.draw()
    # Every card the scene drew is one the viewer may see; it read only its own view.
    assert drawn
    assert not set(drawn) & state.hidden_from(ctl.viewer)
    others = {c for s, seat in enumerate(state.seats) if s != ctl.viewer for c in seat.hand}
    assert not set(drawn) & (others - state.known[ctl.viewer])
    assert set(asked) == {ctl.viewer}


def test_pass_and_play_hands_off_before_each_other_persons_decision(app):
    from game.games.sanguosha.controller import fallback
    from game.ui.scenes.handoff import HandoffScene

    seats = [{"kind": "human" if s in (0, 2) else "computer", "level": "easy"}
             for s in range(5)]
    ctl = SgsController(app, seats, seed=3, threads=False)
    app.push(SgsTableScene(app, ctl))
    handoffs, decisions, last = 0, 0, None
    for _ in range(6000):
        drive(app, 1)
        if isinstance(app.top, HandoffScene):
            handoffs += 1
            app.top.age = 1.0
            key(app, pygame.K_SPACE, " ")
            drive(app, 1)
            continue
        if pass_on_if_asked(app):
            continue
        if ctl.my_decision():
            # Only ever the person holding the device is shown a decision.
            assert ctl.state.to_act == ctl.viewer
            if last is not None and last != ctl.viewer:
                assert handoffs >= 2
            last = ctl.viewer
            ctl.try_apply(fallback(ctl.legal()))
            decisions += 1
            if decisions >= 12 and handoffs >= 3:
                break
    assert handoffs >= 3 and decisions >= 12


def test_a_person_marks_guesses_on_hidden_seats_and_they_are_saved_outside_the_model(app):
    from game.games.sanguosha import GAME

    ctl = table(app, 5)
    drive(app, 240, until=lambda: ctl.state.phase != "setup" and ctl.my_decision())
    scene = app.top
    other = next(s for s in range(5) if ctl.may_mark(s))
    counts = ctl.hidden_left()
    assert sum(counts.values()) == 5 - len([s for s in ctl.obs()["seats"] if s["identity"]])
    for expected in ("loyalist", "rebel", "renegade", None):
        click(app, scene.badge_rect(other).center)
        assert ctl.mark_of(other) == expected
    click(app, scene.badge_rect(other).center)  # loyalist again
    # Not in the model, nor in any seat's observation; in the save beside the state.
    assert "loyalist" not in str(ctl.state.to_json())
    data = GAME.load_save()
    assert data["marks"] == {str(ctl.viewer): {str(other): "loyalist"}}
    again = GAME.resume(app, data, threads=False)
    assert again.mark_of(other) == "loyalist"
    # A seat whose identity is shown (the lord's) takes no mark.
    lord = next(s for s, seat in enumerate(ctl.obs()["seats"]) if seat["identity"] == "lord")
    assert lord == ctl.viewer or not ctl.may_mark(lord)


def test_a_damaged_guess_makes_the_save_unusable(app, tmp_path):
    import json

    from game.core.savefile import SaveError
    from game.games.sanguosha import GAME
    from game.ui.saves import save_path

    ctl = table(app, 4)
    drive(app, 60)
    ctl.autosave()
    path = save_path(GAME.key)
    data = json.loads(path.read_text())
    data["marks"] = {"0": {"1": "emperor"}}
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError):
        GAME.load_save()


def test_keys_pick_a_slash_aim_it_at_a_lit_seat_and_play_it(app):
    ctl = shots.build(app, "aim8")
    sc = app.top
    sc.decision_changed()
    drive(app, 5)
    hand = ids_of(ctl.obs()["hand"])
    slash = next(a for a in ctl.legal() if isinstance(a, A.Use) and a.name == "slash"
                 and not a.skill)
    for _ in range(hand.index(slash.cards[0]) + 1):
        press_key(app, pygame.K_RIGHT)
    press_key(app, pygame.K_SPACE)
    assert sc.selected == [slash.cards[0]]
    lit = sc.lit_seats(ctl.legal())
    press_key(app, pygame.K_TAB)
    assert len(sc.targets) == 1 and sc.targets[0] in lit
    if len(lit) > 1:  # Tab again moves the target on to the next lit seat
        first = sc.targets[0]
        press_key(app, pygame.K_TAB)
        assert sc.targets[0] in lit and sc.targets[0] != first
    aimed = sc.targets[0]
    press_key(app, pygame.K_RETURN)
    done = ctl.state.log.actions[-1]
    assert isinstance(done, A.Use) and done.name == "slash" and done.targets == (aimed,)


def test_p_ends_the_play_phase(app):
    ctl = shots.build(app, "start5")
    app.top.decision_changed()
    drive(app, 5)
    press_key(app, pygame.K_p)
    assert isinstance(ctl.state.log.actions[-1], A.EndPlay)


def test_range_lines_while_a_slash_is_aimed_solid_to_the_seats_in_reach(app, monkeypatch):
    from game.games.sanguosha import table_seats as table_module  # where they are drawn

    ctl = shots.build(app, "aim8")
    sc = app.top
    drawn = {"solid": [], "dashed": []}
    monkeypatch.setattr(table_module.paint, "thick_line",
                        lambda s, colour, a, b, w: drawn["solid"].append(b))
    monkeypatch.setattr(table_module.paint, "dashed_line",
                        lambda s, colour, a, b, w, dash: drawn["dashed"].append(b))
    app.draw()
    lit = sc.lit_seats(ctl.legal())
    others = [s for s in range(8) if s != ctl.viewer and ctl.state.seats[s].alive]
    assert lit and set(lit) < set(others)
    ends = {s: app.view.pt(*sc.seat_centre(s)) for s in others}
    assert sorted(drawn["solid"]) == sorted(ends[s] for s in lit)
    assert sorted(drawn["dashed"]) == sorted(ends[s] for s in others if s not in lit)
    # Without a Slash selected there are none.
    sc.decision_changed()
    drawn["solid"].clear()
    drawn["dashed"].clear()
    app.draw()
    assert drawn == {"solid": [], "dashed": []}



def test_the_answer_timer_is_off_by_default_and_when_on_passes_for_a_silent_person(app):
    ctl = shots.build(app, "dodge5")
    assert ctl.answer_seconds is None
    before = len(ctl.state.log.actions)
    drive(app, 300)  # five seconds: nobody answers for the person
    assert len(ctl.state.log.actions) == before and ctl.answer_left is None
    ctl.answer_seconds, ctl.turn_shown = 1.0, False
    drive(app, 2)
    assert ctl.answer_left is not None and 0.9 < ctl.answer_left <= 1.0
    assert app.top.animating()  # the countdown moves on screen
    drive(app, 70)
    done = ctl.state.log.actions[before]
    assert isinstance(done, A.Pass) and done.seat == ctl.viewer


def test_the_answer_timer_is_a_set_up_option_kept_in_the_save(app):
    from game.games.sanguosha import GAME

    seats = [{"kind": "human" if s == 0 else "computer", "level": "easy"} for s in range(5)]
    ctl = GAME.start(app, seats, {"answer_timer": "15"}, 4, threads=False)
    assert ctl.answer_seconds == 15.0
    drive(app, 60)
    ctl.autosave()
    again = GAME.resume(app, GAME.load_save(), threads=False)
    assert again.answer_seconds == 15.0
    # One's own turn is never timed.
    own = shots.build(app, "start5")
    own.answer_seconds = 15.0
    assert own.my_decision() and own.answer_time() is None


def shown_on(sc, ev) -> None:
    """`ev` played on the table as the controller plays it (the kit, from events.py)."""
    sc.motion.begin(ev)
    sc.motion.land(ev)


def risen(sc) -> list[tuple[int, str]]:
    """(seat, word or number) of each effect rising from a seat now, with its flash."""
    from game.games.sanguosha.table_motion import FLASH_TIME, newest_by_seat, rising, risings

    up = risings(sc)
    flashing = newest_by_seat(up)
    assert all(p.seconds < FLASH_TIME for _name, p in flashing.values())
    return [(p.ev.seat, rising(name, p.ev)[0]) for name, p in up]


def test_a_death_turns_the_identity_over_on_screen(app):
    from game.core.protocol import Event

    ctl = shots.build(app, "start5")
    sc = app.top
    other = (ctl.viewer + 2) % 5
    shown_on(sc, Event("death", other, {"identity": "renegade", "killer": None, "cards": []}))
    assert (other, "Renegade") in risen(sc)  # the word rises, the seat flashes
    app.draw()


def test_surprise_raid_chooses_whom_to_take_from_by_the_seats(app):
    """Zhang Liao's Surprise Raid names its victims one by one: each possible victim's
    seat is lit and a click on it names him (the offered row no longer merges them into
    one "a hand card"), the prompt asks whose."""
    from game.games.sanguosha.skills.zhang_liao import Raid
    from game.ui.i18n import t

    ctl = table(app, 5)
    drive(app, 400, until=lambda: ctl.state.phase != "setup" and ctl.my_decision())
    state = ctl.state
    raider = ctl.viewer
    for s in range(5):
        if s != raider and not state.seats[s].hand:
            state.seats[s].hand = [state.deck.pop()]
    state.stack.append(Raid(raider))
    state.asking = None
    state._proceed()
    ctl.session.new_decision()
    ctl.scene.refresh()
    drive(app, 5)
    legal = ctl.legal()
    owners = {a.owner for a in legal if isinstance(a, A.TakeCard)}
    assert len(owners) > 1
    sc = app.top
    assert sc.lit_seats(legal) == owners
    assert not any(card == A.HAND_CARD for card, _ in sc.offered(ctl.obs(), legal))
    assert ctl.prompt(ctl.obs()) == t("sgs_ask_take_whom")
    chosen = sorted(owners)[1]
    click(app, sc.seat_rect(chosen).center)
    assert ctl.state.log.actions[-1] == A.TakeCard(raider, chosen, A.HAND_CARD)


def test_a_weapon_is_equipped_without_choosing_a_target(app):
    """A weapon in hand, selected: the table offers to equip it at once (its owner is
    its only place), even when the same card could also be used as a Slash on others;
    no seat need be clicked."""
    from game.games.sanguosha.ai import make_agent
    from game.games.sanguosha.cards import CARDS
    from tests.sanguosha.table_driver import perform

    ctl = table(app, 5)
    agent = make_agent("normal", 1)
    for _ in range(3000):
        drive(app, 1)
        if ctl.my_decision() and not app.top.busy:
            if ctl.state.phase == "play" and any(isinstance(a, A.EndPlay) for a in ctl.legal()):
                break
            perform(app, ctl, agent.choose(ctl.obs(), ctl.legal()))
    state, me = ctl.state, ctl.viewer
    assert state.phase == "play" and ctl.my_decision()
    state.seats[me].character = "guan_yu"  # Warrior Saint: a red card is also a Slash
    weapon = next(c for c in state.deck if CARDS[c].name == "kirin_bow")
    state.deck.remove(weapon)
    state.seats[me].hand.append(weapon)
    ctl.session.new_decision()
    sc = app.top
    sc.refresh()
    drive(app, 2)
    from tests.sanguosha.table_driver import click_card

    click_card(app, ctl, weapon)
    names = {a.name for a in ctl.legal() if weapon in getattr(a, "cards", ())}
    assert {"kirin_bow", "slash"} <= names  # to equip, or to slash with
    buttons = [b for b in sc.buttons if b.key.startswith("play") and b.enabled]
    assert buttons, [(b.key, b.enabled) for b in sc.buttons]
    click(app, buttons[0].rect.center)
    assert weapon in state.seats[me].equipment.values()


def test_identity_guesses_do_not_carry_into_the_next_game(app):
    """A person's marks are about one game's hidden identities: New game starts with
    none (by the results sheet's button)."""
    ctl = table(app, 5)
    other = next(s for s in range(5) if s != ctl.viewer)
    ctl.marks = {ctl.viewer: {other: "rebel"}}
    ctl.next_hand()
    assert ctl.marks == {}


def test_the_character_pick_says_each_candidates_skills_under_the_pointer(app):
    import pygame as pg

    from game.games.sanguosha.characters import BY_KEY
    from game.ui.i18n import t

    ctl = table(app, 5)
    drive(app, 2000, until=lambda: ctl.my_decision()
          and any(isinstance(a, A.PickCharacter) for a in ctl.legal()))
    sc = app.top
    key, rect = sc.pick_rects(ctl.obs())[0]
    pg.event.post(pg.event.Event(pg.MOUSEMOTION, pos=app.view.pt(*rect.center), rel=(0, 0),
                                 buttons=(0, 0, 0)))
    drive(app, 2)
    text, where = sc.help_at(sc.hover, ctl.obs())
    assert where == rect and t(f"sgs_char_{key}") in text
    skill = BY_KEY[key].skills[0]
    assert t(f"sgs_skill_{skill.key}_text") in text


def _my_play_phase(app, players: int = 5) -> SgsController:
    """A 5-seat table driven by clicks until the person's own play phase."""
    from game.games.sanguosha.ai import make_agent
    from tests.sanguosha.table_driver import perform

    ctl = table(app, players)
    agent = make_agent("normal", 1)
    for _ in range(3000):
        drive(app, 1)
        if ctl.my_decision() and not app.top.busy:
            if ctl.state.phase == "play" and any(isinstance(a, A.EndPlay) for a in ctl.legal()):
                return ctl
            perform(app, ctl, agent.choose(ctl.obs(), ctl.legal()))
    raise AssertionError("the person's play phase never came")


def _deal_to(ctl, seat: int, n: int) -> list[int]:
    cards = [ctl.state.deck.pop() for _ in range(n)]
    ctl.state.seats[seat].hand.extend(cards)
    ctl.session.new_decision()
    ctl.scene.refresh()
    return cards


def test_discarding_down_to_health_takes_all_the_cards_then_one_press(app):
    """Three cards over one's health: click three (each stays lifted; a fourth cannot
    join), press Discard once, and all three go, in the order clicked."""
    from tests.sanguosha.table_driver import click_card, press

    ctl = _my_play_phase(app)
    state, me, sc = ctl.state, ctl.viewer, app.top
    seat = state.seats[me]
    _deal_to(ctl, me, max(0, seat.hp + 3 - len(seat.hand)))
    press(app, "end_turn")
    drive(app, 200, until=lambda: ctl.my_decision() and not sc.busy)
    assert {type(a) for a in ctl.legal()} == {A.Discard}
    hand = ids_of(ctl.obs()["hand"])
    excess = len(hand) - seat.hp
    assert excess == 3
    chosen = hand[:3]
    for card in chosen:
        click_card(app, ctl, card)
    assert sc.selected == chosen
    assert sc.selectable_cards(ctl.legal()) - set(chosen) == set(), \
        "a fourth card was offered beyond the three over health"
    before = len(state.log.actions)
    press(app, "play")
    done = state.log.actions[before:]
    assert done == [A.Discard(me, (c,)) for c in chosen]
    assert len(seat.hand) == seat.hp


def test_benevolence_gives_several_cards_to_one_seat_with_one_press(app):
    """Liu Bei picks Benevolence, clicks two cards, then a seat, then the skill's button:
    both cards go to that seat, and having given two he recovers 1 health."""
    from tests.sanguosha.table_driver import click_card, press

    ctl = _my_play_phase(app)
    state, me, sc = ctl.state, ctl.viewer, app.top
    seat = state.seats[me]
    seat.character = "liu_bei"
    seat.hp = seat.max_hp - 1
    gifts = _deal_to(ctl, me, 2)
    drive(app, 2)
    press(app, "skill_benevolence")
    for card in gifts:
        click_card(app, ctl, card)
    assert sc.selected == gifts
    to = next(s for s in state.living(me + 1) if s != me)
    assert to in sc.lit_seats(ctl.legal())
    click(app, sc.seat_rect(to).center)
    before = len(state.log.actions)
    press(app, "play")
    assert state.log.actions[before:] == [A.UseSkill(me, "benevolence", (c,), (to,))
                                          for c in gifts]
    assert all(c in state.seats[to].hand for c in gifts)
    assert seat.hp == seat.max_hp


def test_balance_of_power_discards_the_picked_cards_and_draws_as_many_with_one_press(app):
    """Sun Quan picks Balance of Power, clicks three cards, presses the skill's button:
    the three are discarded and three drawn; no further "that is all" is asked."""
    from tests.sanguosha.table_driver import click_card, press

    ctl = _my_play_phase(app)
    state, me, sc = ctl.state, ctl.viewer, app.top
    seat = state.seats[me]
    seat.character = "sun_quan"
    picked = _deal_to(ctl, me, 3)
    drive(app, 2)
    press(app, "skill_balance_of_power")
    for card in picked:
        click_card(app, ctl, card)
    assert sc.selected == picked
    size = len(seat.hand)
    before = len(state.log.actions)
    press(app, "play")
    assert state.log.actions[before:] == [
        A.UseSkill(me, "balance_of_power", (picked[0],)),
        *[A.Discard(me, (c,)) for c in picked[1:]], A.Pass(me)]
    assert len(seat.hand) == size and not set(picked) & set(seat.hand)
    drive(app, 200, until=lambda: ctl.my_decision() and not sc.busy)
    assert any(isinstance(a, A.EndPlay) for a in ctl.legal())  # still his play phase


def test_a_card_on_everyone_is_captioned_in_a_few_words_within_the_centre(app):
    """Barbarian Invasion at ten seats: the caption says "everyone else" instead of
    nine names, and the caption's plate stays inside the centre (it overflowed onto the
    "Hidden:" line); the hidden-identities line keeps to the piles' width."""
    from game.games.sanguosha.table_centre import Use, centre_caption
    from game.ui import fonts
    from game.ui.i18n import t

    ctl = shots.build(app, "sgs-mid10")
    sc = app.top
    obs = ctl.obs()
    alive = [s for s, info in enumerate(obs["seats"]) if info["alive"]]
    entry = Use(obs["discard"][-1:], alive[1], "Barbarian Invasion",
                [s for s in alive if s != alive[1]])
    text = centre_caption(sc, obs, entry)
    assert text.endswith(t("sgs_ui_everyone_else")) and "Computer" not in text.split("→")[1]
    few = centre_caption(sc, obs, Use(entry.codes, entry.seat, entry.label, alive[2:4]))
    assert few.endswith(f"{ctl.name_of(alive[2])} and {ctl.name_of(alive[3])}")
    room = sc.a["centre"].w + 40
    assert fonts.text_width(text, 15, True) + 24 <= room * 1.05
    deck, disc = sc.a["deck"], sc.a["discard"]
    words = t("sgs_ui_hidden_left", **ctl.hidden_left())
    assert fonts.text_width(words, 14) > disc.right - deck.x, "nothing to wrap at this size"
    sc.centre.uses = [entry]
    app.draw()  # the wrapped line and the fitted caption draw without error


def test_a_hand_cards_help_never_covers_the_buttons(app):
    """The pointer on a hand card: its help box lies clear of every action button."""
    from game.games.sanguosha.table import BOUNDS
    from game.ui.tooltip import tooltip_rect

    ctl = shots.build(app, "sgs-mid10")
    sc = app.top
    hand = ids_of(ctl.obs()["hand"])
    assert sc.buttons
    for rect in sc.hand_rects(len(hand)):
        found = sc.help_at((rect.x + 10, rect.y + 40), ctl.obs())
        assert found is not None
        box, _ = tooltip_rect(sc.view, found[0], found[1], BOUNDS, 420)
        assert not any(box.colliderect(b.rect) for b in sc.buttons), (box, found[0])


def test_skills_in_use_get_a_banner_damage_a_shudder_and_dodge_an_effect(app, monkeypatch):
    """Computers play on (the person's seat too, by the easy player's clicks): every
    skill the table shows being used raises a ribbon with its name over its owner's
    seat; a seat hit by damage shudders; a Dodge played flashes and names itself."""
    from game.core.protocol import Event
    from game.games.sanguosha.ai import make_agent
    from game.games.sanguosha.events import BANNER_TIME
    from game.games.sanguosha.table_motion import SHAKE_TIME, skill_of
    from game.ui.i18n import t
    from tests.sanguosha.table_driver import perform

    ctl = table(app, 5)
    sc = app.top
    seen: dict[str, int] = {}
    land = sc.motion.land

    def watching(ev):
        land(ev)
        d = ev.data
        if ev.kind in ("ability", "use_skill"):
            skill = d.get("ability") or d.get("skill")
            banner = sc.motion.effect("banner")  # over the seat, with the skill's name
            assert banner.ev is ev and banner.seconds == 0 and skill_of(ev) == skill
            assert t(f"sgs_skill_{skill}") != f"sgs_skill_{skill}"
            seen["skill"] = seen.get("skill", 0) + 1
        elif ev.kind == "damage":
            shudder = sc.motion.effect("shudder")
            assert shudder.ev is ev and shudder.seconds == 0
            seen["damage"] = seen.get("damage", 0) + 1
        elif ev.kind in ("use", "play") and d.get("card_name") == "dodge" \
                or ev.kind == "armour_dodge":
            assert (ev.seat, t("sgs_card_dodge")) in risen(sc)
            seen["dodge"] = seen.get("dodge", 0) + 1

    monkeypatch.setattr(sc.motion, "land", watching)
    agent = make_agent("easy", 3)
    for _ in range(6000):
        drive(app, 1)
        if ctl.state.is_terminal() or len(seen) == 3:
            break
        if ctl.my_decision() and not sc.busy:
            perform(app, ctl, agent.choose(ctl.obs(), ctl.legal()))
    assert set(seen) == {"skill", "damage", "dodge"}, seen

    shown_on(sc, Event("damage", 0, {"source": 1, "amount": 1, "hp": 3}))
    sc.animate(SHAKE_TIME / 4)
    assert sc.seat_rect(0) != sc.a[f"seat_{ctl.pos_of(0)}"]  # shuddering
    sc.animate(BANNER_TIME)
    assert not sc.motion.effects_of("banner") and not sc.motion.effects_of("shudder")
    assert sc.seat_rect(0) == sc.a[f"seat_{ctl.pos_of(0)}"]  # gone once their time is up
