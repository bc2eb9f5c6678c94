"""The deck builder: presets for every table, the recommended wolves, a variant's name
and what a deck may not be (rules sheet §2 and the 2026-11 presets)."""

from __future__ import annotations

import pytest

from game.games.werewolf.setup import (
    PLAYERS,
    Setup,
    balance_hint,
    deck_problem,
    preset,
    recommended_wolves,
)


@pytest.mark.parametrize("players", PLAYERS)
def test_every_preset_deals_one_card_per_player_with_the_recommended_wolves(players):
    deck = preset(players)
    assert sum(deck.values()) == players
    assert deck["werewolf"] == recommended_wolves(players)
    assert deck_problem(players, deck) == ""


def test_the_sheets_presets():
    assert preset(5) == {"werewolf": 1, "villager": 2, "seer": 1, "witch": 1}
    assert preset(7) == {"werewolf": 2, "villager": 2, "seer": 1, "witch": 1, "hunter": 1}
    assert preset(10)["cupid"] == 1 and preset(10)["little_girl"] == 1
    assert [recommended_wolves(n) for n in (6, 7, 11, 12, 17, 18)] == [1, 2, 2, 3, 3, 4]


def test_a_variant_names_the_deck_and_options_and_reads_back():
    setup = Setup(10, {"werewolf": 2, "villager": 5, "seer": 1, "witch": 1, "hunter": 1},
                  secret=True, captain_first=True)
    assert setup.name == "10p-W2V5S1H1R1+capfirst+secret"
    assert Setup.parse(setup.name) == setup
    assert Setup.parse("8p").deck == preset(8)


@pytest.mark.parametrize("variant", ["8", "4p", "19p", "8p+nothing", "8p+secret+secret",
                                     "8p-W2V5", "8p-W1V3S1H1R1T1X1", "8p-W4V4"])
def test_a_variant_that_is_not_ours_is_refused(variant):
    with pytest.raises(ValueError):
        Setup.parse(variant)


def test_what_a_deck_may_not_be():
    assert "need 10 role cards" in deck_problem(8, {"werewolf": 2, "villager": 5, "thief": 1})
    assert "at least one werewolf" in deck_problem(5, {"villager": 5})
    assert "fewer werewolves" in deck_problem(6, {"werewolf": 3, "villager": 3})
    assert "at most 1 seer" in deck_problem(6, {"werewolf": 1, "villager": 3, "seer": 2})


def test_the_balance_hint_reads_the_deck():
    assert all(balance_hint(preset(n)) == "even" for n in range(5, 19))  # the presets
    assert balance_hint({"werewolf": 1, "villager": 5, "seer": 1, "witch": 1}) == "village"
    assert balance_hint({"werewolf": 3, "villager": 5}) == "wolves"
