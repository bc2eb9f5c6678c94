"""The Recap (issue 29): a game played to its results through the village, then its
story opened from the results sheet by posted events (the Recap button, R) tells every
night's secret acts as the game's record has them: the Thief's swap, Cupid's lovers,
each of the Seer's looks with what she saw, the wolves' choice, the Little Girl's
spying, the Witch's potions; every death with its cause and role; every vote. It
scrolls, and Back (or Esc) returns to the results."""

from __future__ import annotations

import pygame
import pytest

from game.games.werewolf.actions import NOBODY, Bite, Brew, Couple, Inspect, Peek, Take
from game.games.werewolf.controller import WwController
from game.games.werewolf.model import WerewolfState
from game.games.werewolf.recap_scene import WwRecapScene
from game.games.werewolf.results import WwResultsScene
from game.games.werewolf.roles import role_of_card
from game.games.werewolf.table import WwTableScene
from game.games.werewolf.words import role_name
from game.ui import i18n
from game.ui.i18n import name_list, t
from tests.table_events import click, drive, press, press_key

DECK = "9p-W2V3S1H1R1C1G1T1"  # every power at the table


def played_to_results(app, seed: int) -> WwController:
    """A game of computers played through the village at full speed, to its results."""
    seats = [{"kind": "computer", "level": "normal"} for _ in range(9)]
    ctl = WwController(app, seats, DECK, seed=seed, threads=False)
    app.push(WwTableScene(app, ctl))
    for _ in range(40_000):
        if isinstance(app.top, WwResultsScene):
            break
        if ctl.fast_forward_offered():
            press_key(app, pygame.K_f)
        drive(app, 1)
    assert isinstance(app.top, WwResultsScene) and ctl.state.is_terminal()
    app.top.age = 1.0  # past the sheet's grace
    return ctl


def expected_nights(state: WerewolfState, name) -> dict[int, list[str]]:
    """Each night's secret acts in words, read straight from the record: the actions
    replayed on a new game, what each saw taken from the game at that moment."""
    world = WerewolfState.new(state.log.seed, state.log.variant)
    nights: dict[int, list[str]] = {}
    bites: dict[int, dict[int, int]] = {}
    for action in state.log.actions:
        if world.phase == "night":
            said = nights.setdefault(world.night, [])
            who = name(action.seat)
            if isinstance(action, Take):
                said.append(t("ww_recap_keep", name=who) if action.card == NOBODY else
                            t("ww_recap_take", name=who, role=role_name(
                                role_of_card(world.pack, action.card))))
            elif isinstance(action, Couple):
                said.append(t("ww_recap_couple", name=who, names=name_list(
                    [name(action.first), name(action.second)], opens=False)))
            elif isinstance(action, Inspect):
                said.append(t("ww_recap_inspect", name=who, target=name(action.target),
                              role=role_name(world.role(action.target))))
            elif isinstance(action, Bite):
                bites.setdefault(world.night, {})[action.seat] = action.target
            elif isinstance(action, Peek) and not action.look:
                said.append(t("ww_recap_spy_sleep", name=who))
            elif isinstance(action, Brew):
                if action.heal:
                    said.append(t("ww_recap_heal", name=who, target=name(world.victim)))
                if action.poison != NOBODY:
                    said.append(t("ww_recap_poison", name=who, target=name(action.poison)))
                if not action.heal and action.poison == NOBODY:
                    said.append(t("ww_recap_no_potion", name=who))
        world.apply(action)
    for night, chosen in bites.items():
        wolves = name_list([name(w) for w in chosen], opens=False)
        if len(set(chosen.values())) == 1:
            target = next(iter(chosen.values()))
            nights[night].append(t("ww_recap_bite", names=wolves, victim=name(target)))
        else:  # each wolf's choice, under the line
            nights[night] += [t("ww_vote_line", name=name(w), target=name(b))
                              for w, b in chosen.items()]
    return nights


def chapter(texts, title: str) -> str:
    return "\n".join(next(lines for head, lines in texts if head == title))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_recap_tells_every_night_of_a_played_game_from_its_record(app, lang):
    ctl = played_to_results(app, seed=7)
    i18n.set_language(lang)
    state = ctl.state
    press(app, "recap")
    recap = app.top
    assert isinstance(recap, WwRecapScene)
    texts = recap.texts()
    nights = expected_nights(state, ctl.name_of)
    assert len(nights) == state.night >= 1
    kinds = {type(a).__name__ for a in state.log.actions}
    assert {"Take", "Inspect", "Bite", "Brew", "Peek"} <= kinds, kinds
    for night, acts in nights.items():
        told = chapter(texts, t("ww_night_n", n=night))
        for words in acts:
            assert words in told, (night, words, told)
    # The Little Girl's spying: what she saw, in the night she saw it.
    girl = state.girl_saw
    for seat, seen in girl.items():
        for wolf in seen:
            assert any(t("ww_recap_spy_saw", name=ctl.name_of(seat), wolf=ctl.name_of(wolf))
                       in line for _, lines in texts for line in lines)
    # Every death, with its cause and its card.
    story = "\n".join(line for _, lines in texts for line in lines)
    for death in state.deaths:
        role = role_name(death["role"])
        target = ctl.name_of(death["seat"])
        words = {"vote": [t("ww_recap_eliminated", target=target, role=role)],
                 "night": [t("ww_recap_devoured", target=target, role=role),
                           t("ww_recap_poisoned", target=target, role=role)]}.get(
            death["cause"], [target])
        assert any(w in chapter(texts, t("ww_day_n", n=death["day"])) for w in words), death
    # Every vote of the record, and the end.
    votes = [v for v in state.votes if v.get("kind") in ("vote", "election")]
    assert story.count(t("ww_recap_vote")) + story.count(t("ww_recap_election")) >= len(votes)
    assert texts[-1] == (t("ww_recap_end"), [t(f"ww_say_win_{state.result['side']}")])
    # Who was who: every card as it ended.
    app.draw()
    assert recap.story.roles == state.roles()


def test_the_recap_scrolls_and_goes_back_to_the_results(app):
    ctl = played_to_results(app, seed=7)
    press_key(app, pygame.K_r)
    recap = app.top
    assert isinstance(recap, WwRecapScene)
    app.draw()
    assert recap.most() > 0 and recap.scroll == 0  # more than a page
    press_key(app, pygame.K_PAGEDOWN)
    assert recap.scroll > 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    scrolled = recap.scroll
    drive(app, 2)
    assert recap.scroll > scrolled
    press_key(app, pygame.K_END)
    assert recap.scroll == recap.most()
    app.draw()
    press_key(app, pygame.K_HOME)
    assert recap.scroll == 0
    press_key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, WwResultsScene)
    press(app, "recap")
    assert isinstance(app.top, WwRecapScene)
    click(app, app.top.buttons[0].rect.center)  # Back
    assert isinstance(app.top, WwResultsScene) and ctl.state.is_terminal()
