"""Practice is spelt one way (US English "Practice", 练习 in Chinese) on every screen
a person goes through to practise: the kitchen's button, its practice banner, the
button a real pour offers before the bottle is grabbed, and the practice pour's own
title."""

from __future__ import annotations

import pygame
import pytest

from game.games.alacarte.minigames import PourMinigame
from game.games.alacarte.strings import STRINGS
from game.games.alacarte.table import KitchenScene
from game.ui import fonts, i18n
from tests.alacarte.helpers import ELEPHANT, HIPPO, TARTE, table
from tests.alacarte.kitchen import kitchen
from tests.ui.conftest import click, drive, key

WORD = {"en": "Practice", "zh": "练习"}


def press(app, button) -> None:
    click(app, app.view.pt(*button.rect.center))
    drive(app, 3)


def test_no_english_string_spells_it_practise():
    british = {k: v["en"] for k, v in STRINGS.items() if "practis" in v["en"].lower()}
    assert not british


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_practice_button_and_banners_say_the_same_word(app, monkeypatch, lang):
    i18n.set_language(lang)
    ctl = kitchen(app, table([HIPPO, ELEPHANT, TARTE, 14]))
    shown: list[str] = []
    render = fonts.render

    def recorded(text, *args, **kwargs):
        shown.append(text)
        return render(text, *args, **kwargs)

    monkeypatch.setattr(fonts, "render", recorded)
    scene = app.top
    assert isinstance(scene, KitchenScene) and ctl.human_to_act() == 0
    drive(app, 2)
    practice = next(b for b in scene.buttons if b.key == "practise")
    assert practice.label == WORD[lang]
    press(app, practice)  # the kitchen's practice mode: its banner
    assert scene.mode == "practise"
    key(app, pygame.K_ESCAPE)
    drive(app, 2)
    click(app, app.view.pt(*scene.dispenser_rect("P").center))  # a real pour
    drive(app, 60, until=lambda: isinstance(app.top, PourMinigame))
    pour = app.top
    assert isinstance(pour, PourMinigame) and not pour.practice
    offer = next(b for b in pour.buttons if b.key == "practise")
    assert offer.label == WORD[lang]
    press(app, offer)  # the practice pour's title
    assert app.top is not pour and app.top.practice
    drive(app, 2)
    said = [text for text in shown if "ractis" in text.lower() or "ractic" in text.lower()
            or "练习" in text]
    assert said, "the practice screens were drawn"
    assert all(WORD[lang] in text for text in said), sorted(set(said))
    assert all("ractis" not in text.lower() for text in shown)
    # The button, the kitchen's banner and the practice pour's title all say it.
    assert WORD[lang] in said and len(set(said)) >= 3
