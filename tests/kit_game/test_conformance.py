"""The conformance suite's own checks (tests/conformance/), run on High Card as on
every catalogued game: random playouts keep the rules, the events are declared with
words in every language, no seat learns what is hidden from it, garbage is refused,
saves resume and damaged ones are set aside."""

import pytest

from game.ui import i18n
from tests.conformance import (
    test_events,
    test_fuzz,
    test_gamedef,
    test_leaks,
    test_pass_and_play,
    test_saves,
    test_scenes,
    test_states,
    test_table,
)
from tests.kit_game import GAME

ON_THE_GAME = [  # each check, as tests/conformance parametrizes it over the catalogue
    test_states.test_every_state_of_a_random_playout_keeps_the_rules,
    test_states.test_seats_not_to_act_are_refused_and_nothing_changes,
    test_events.test_every_event_of_random_playouts_is_declared_with_its_fields,
    test_events.test_every_declared_kind_has_words_in_every_language_and_a_motion,
    test_events.test_a_planted_undeclared_event_stops_at_the_pacing_layer,
    test_leaks.test_no_seat_can_tell_its_determinizations_from_the_real_state,
    test_leaks.test_events_tell_no_seat_more_than_its_observation,
    test_leaks.test_determinizations_play_to_the_end_and_clones_are_independent,
    test_fuzz.test_garbage_is_refused_and_changes_nothing,
    test_fuzz.test_the_fuzzer_covers_every_kind_of_garbage,
    test_gamedef.test_names_rules_and_family_are_there_in_both_languages,
    test_gamedef.test_every_string_of_the_game_is_in_both_languages,
]


@pytest.mark.parametrize("check", ON_THE_GAME, ids=[c.__name__[5:] for c in ON_THE_GAME])
def test_the_conformance_check_holds(check):
    check(GAME)


@pytest.mark.parametrize("variant", GAME.variants)
def test_random_playouts_keep_cards_secrets_and_round_trip(variant):
    test_states.test_random_playouts_keep_cards_secrets_and_round_trip(GAME, variant)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_words_of_every_event_read_for_every_seat(lang):
    test_events.test_the_words_of_every_event_read_for_every_seat(GAME, lang)


ON_THE_TABLE = {  # name -> check(app, game)
    "a_saved_game_resumes": test_table.test_a_saved_game_resumes_to_the_same_state,
    "smoke_start_plays_to_its_results": test_table.test_the_smoke_start_plays_to_its_results,
    "stray_phase_ignored": test_saves.test_a_stray_phase_in_a_save_is_ignored,
    "undamaged_save_offers_resume": test_saves.test_an_undamaged_save_still_offers_resume,
    "rules_page": test_scenes.test_the_rules_page_renders,
    "screenshot_scene": lambda app, game: test_scenes.test_screenshot_scene_renders(
        app, game, "kit-table"),
    "set_up_page_2": lambda app, game: test_scenes.test_the_set_up_page_renders(app, game, 2),
    "pass_and_play_from_the_title": lambda app, game: with_monkeypatch(
        test_pass_and_play.test_pass_and_play_from_the_title_keeps_the_table, app, game, "zh"),
}


def with_monkeypatch(check, *args) -> None:
    """A check that patches (its fixture `monkeypatch`, given last), undone after."""
    with pytest.MonkeyPatch.context() as patch:
        check(*args, patch)


@pytest.mark.parametrize("check", list(ON_THE_TABLE.values()), ids=list(ON_THE_TABLE))
def test_the_table_check_holds(app, check):
    check(app, GAME)


DAMAGE = {**test_saves.DAMAGE, **test_saves.card_damage(GAME)}


@pytest.mark.parametrize("damage", list(DAMAGE.values()), ids=list(DAMAGE))
def test_a_damaged_save_is_set_aside_with_a_message_naming_the_game(app, damage):
    test_saves.test_a_damaged_save_is_set_aside_and_the_app_starts(app, GAME, "", damage)


def test_the_package_has_the_one_layout_and_one_catalogue_line_lists_it(monkeypatch):
    from pathlib import Path

    from game.games import catalogue
    from tests.test_architecture import ROOT, layout_gaps

    assert layout_gaps(GAME.key, ROOT / "tests" / "kit_game") == []
    assert "kit_game" not in Path(catalogue.__file__).read_text()  # the app never offers it
    assert "tests.kit_game" in catalogue.PACKAGES  # enrolled (conftest.py) for this test
    monkeypatch.setattr(catalogue, "_games", None)
    assert catalogue.load()[GAME.key] is GAME  # its one catalogue line is enough
