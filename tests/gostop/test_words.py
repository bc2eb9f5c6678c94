"""Go-Stop's words: every event the model emits reads as a sentence in both languages,
naming only cards the viewer may know; the scoring and settlement lines match the sheet's
worked examples; the set-up page's options read back as the model's variants; the rules
page fits its columns and names every Korean term."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

import pytest

from game.core.protocol import Event
from game.games.gostop import options as gs_options
from game.games.gostop.actions import Chongtong
from game.games.gostop.events import EVENTS
from game.games.gostop.hand_result import stop_result
from game.games.gostop.model import GostopState
from game.games.gostop.pack import PACKS
from game.games.gostop.settlement import PENALTIES
from game.games.gostop.strings import OPTIONS, STRINGS, TERMS
from game.games.gostop.words import (
    card_name,
    choices_to_fields,
    score_lines,
    settlement_lines,
)
from game.ui import i18n
from game.ui.event_words import event_words
from game.ui.i18n import VIEWER_SUFFIX, t
from tests.gostop.helpers import rigged

ROOT = Path(__file__).resolve().parents[2]
CODES = [c.code for c in PACKS[True].cards]
KOREAN_PENALTY = {"pi_bak": "피박", "gwang_bak": "광박", "meong_bak": "멍박", "go_bak": "고박"}


@pytest.fixture(scope="module", autouse=True)
def gostop_words():
    """The game is not in the catalogue yet: merge its strings as the catalogue would,
    and take them out again so the rest of the suite sees the table it expects."""
    added = [k for k in STRINGS if k not in i18n.STRINGS]
    i18n.add_strings(STRINGS)
    yield
    for k in added:
        del i18n.STRINGS[k]


@pytest.fixture(autouse=True)
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def event_text(event: Event, viewer: int, name_of) -> str:
    """The log's sentence of `event` as `viewer` sees it (its declared words)."""
    return event_words(EVENTS, event.seen_by(viewer), name_of)


def name_of_for(viewer: int):
    """Seat names as the session gives them, in the language of the moment."""
    return lambda seat: t("you") if seat == viewer else t("computer_n", n=seat + 1)


def codes_in(value) -> set[str]:
    """Every card code anywhere in an event's data."""
    if isinstance(value, str):
        return {value} if value in CODES else set()
    if isinstance(value, dict):
        return set().union(*(codes_in(v) for v in value.values())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*(codes_in(v) for v in value)) if value else set()
    return set()


def play_out(seed: int, variant: str) -> tuple[GostopState, list[Event]]:
    state = GostopState.new(seed, variant)
    rng = random.Random(seed * 7 + len(variant))
    events = state.opening_events()
    while not state.is_terminal():
        events += state.apply(rng.choice(state.legal_actions()))
    return state, events


GAMES = [play_out(seed, variant) for variant in ("2p", "3p", "2p+bonus", "3p+bonus")
         for seed in range(50)]


def chongtong_game(win: bool) -> tuple[GostopState, list[Event]]:
    seed = next(s for s in range(5000) if GostopState.new(s, "2p").phase == "chongtong")
    state = GostopState.new(seed, "2p")
    events = state.opening_events() + state.apply(Chongtong(state.current, win))
    return state, events


def rigged_events() -> list[tuple[GostopState, list[Event]]]:
    """The rare events, made on purpose: ttadak, sweep, bomb and its flip-only turn,
    another's and one's own ppuk stack taken, a third ppuk, a chongtong both ways."""
    from game.games.gostop.actions import Bomb, FlipOnly, Play
    from game.games.gostop.cards import ids

    out = []
    s = rigged({0: "01a 06c", 1: "07c"}, table="01b 01c 03c", stock="01d", captures={1: "08c"})
    out.append((s, s.apply(Play(0, ids("01a"))) + s.apply(s.legal_actions(0)[0])))
    s = rigged({0: "01a 06c", 1: "07c"}, table="01c 02c", stock="02a", captures={1: "08c"})
    out.append((s, s.apply(Play(0, ids("01a")))))
    s = rigged({0: "01a 01b 01c 06c 07c", 1: "09c 09d 10c"}, table="01d 03c",
               stock="04c 12b 04d 12c 11c", captures={1: "08c"})
    events = s.apply(Bomb(0, ids("01a 01b 01c"))) + s.apply(Play(1, ids("09c")))
    out.append((s, events + s.apply(FlipOnly(0))))
    s = rigged({0: "05c 06c", 1: "05d 07c"}, table="05b 03c", stock="05a 09c",
               captures={0: "08c 08d"})
    out.append((s, s.apply(Play(0, ids("05c"))) + s.apply(Play(1, ids("05d")))))
    s = rigged({0: "05c 05d 06c", 1: "07c 07d", 2: "09c 09d"}, table="05b 03c",
               stock="05a 10c 11c 12b", players=3, captures={1: "08c 08d 04c", 2: "11b 04d"})
    events = []
    for action in (Play(0, ids("05c")), Play(1, ids("07c")), Play(2, ids("09c")),
                   Play(0, ids("05d"))):
        events += s.apply(action)
    out.append((s, events))
    s = rigged({0: "01a 02a 03a 06c", 1: "07c 08c 09c"}, table="01b 02b 03b",
               stock="01c 10c 02c 11c 03c")
    events = []
    for action in (Play(0, ids("01a")), Play(1, ids("07c")), Play(0, ids("02a")),
                   Play(1, ids("08c")), Play(0, ids("03a"))):
        events += s.apply(action)
    out.append((s, events))
    out += [chongtong_game(True), chongtong_game(False)]
    s = rigged({0: "05c 06c", 1: "07c 07d"}, table="05b 03c", stock="05a 09c",
               variant="2p+firstppuk")
    out.append((s, s.apply(Play(0, ids("05c")))))  # a ppuk on the first turn
    seed = next(n for n in range(5000) if GostopState.new(n, "2p").redeals)
    s = GostopState.new(seed, "2p+fourwin")
    out.append((s, s.opening_events()))  # four of a month on the table: the dealer wins
    return out


RIGGED = rigged_events()


def emitted_kinds() -> set[str]:
    """The event kinds the model's source can emit: every `Event("kind", ...)` and
    `Event(CONSTANT, ...)`, and the kinds passed on as a variable (the specials of
    `turn._special`, the bonus card's replacement "draw" / "flip")."""
    from game.games.gostop import specials

    kinds = {"draw", "flip", specials.JJOK, specials.TTADAK, specials.SSEUL}
    for path in (ROOT / "game" / "games" / "gostop").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        kinds.update(re.findall(r'Event\(\s*"(\w+)"', text))
        kinds.update(getattr(specials, c) for c in re.findall(r"Event\(\s*([A-Z_]+)\s*,", text))
    return kinds


def test_every_kind_the_model_emits_has_a_sentence():
    assert emitted_kinds() <= set(EVENTS.by_kind), emitted_kinds() - set(EVENTS.by_kind)
    seen = {e.kind for _, events in GAMES + RIGGED for e in events}
    assert seen == emitted_kinds()  # the games above reach every kind


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_event_reads_as_a_sentence_for_every_viewer(lang):
    i18n.set_language(lang)
    for state, events in GAMES + RIGGED:
        for viewer in range(state.players):
            name_of = name_of_for(viewer)
            for event in events:
                text = event_text(event, viewer, name_of)
                assert text, (event.kind, lang)
                assert "{" not in text and "}" not in text, text
                assert "gs_" not in text and "_" not in text, text  # no raw key
                if lang == "zh":
                    assert not re.search(r"[A-Za-z]{3,}", text.replace("Go", "")), text


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_sentence_names_only_cards_its_viewer_may_see(lang):
    i18n.set_language(lang)
    names = {code: card_name(code) for code in CODES}
    checked = 0
    for state, events in GAMES[:60] + RIGGED:
        for viewer in range(state.players):
            for event in events:
                text = event_text(event, viewer, name_of_for(viewer))
                visible = {names[c] for c in codes_in(event.seen_by(viewer).data)}
                named = {n for n in names.values() if n in text}
                assert named <= visible, (event.kind, viewer, named - visible)
                checked += bool(named)
    assert checked > 1000


def test_the_deal_tells_nobody_another_hand():
    state, events = GAMES[0]
    deal = events[0]
    assert deal.kind == "deal"
    for viewer in range(state.players):
        text = event_text(deal, viewer, name_of_for(viewer))
        for other, part in deal.private.items():
            if other != viewer:
                assert not any(card_name(c) in text for c in part["hand"])


def test_sentences_for_the_viewer_and_for_another_seat():
    state, events = RIGGED[4]  # three players; seat 0 takes back its own ppuk stack
    stack = next(e for e in events if e.kind == "stack" and e.data["event"] == "ja_ppuk")
    assert event_text(stack, 0, name_of_for(0)) == (
        "You capture back the Orchid (May) ppuk stack: ja-ppuk 자뻑, 2 junk from each "
        "opponent")
    assert event_text(stack, 1, name_of_for(1)).startswith("Computer 1 captures back")
    junk = [e for e in events if e.kind == "junk"]
    assert event_text(junk[0], 1, name_of_for(1)) == (
        "Computer 1 takes Black clover junk (Apr), Pampas junk (Aug) from you")
    i18n.set_language("zh")
    assert event_text(junk[0], 0, name_of_for(0)) == (
        "你从电脑2那里拿走黑胡枝子皮（4月）、芒皮（8月）")


# --- scoring lines: the sheet's worked examples ---------------------------------------------

@pytest.mark.parametrize("codes, lines", [
    ("01a 03a 08a", ["3 brights 광: +3"]),
    ("01a 03a 12a", ["3 brights 광 with the rain bright: +2"]),
    ("01a 03a 08a 12a", ["4 brights 광: +4"]),
    ("01a 03a 08a 11a 12a", ["5 brights 광: +15"]),
    ("02a 04a 08b", ["Godori 고도리, the three birds: +5"]),
    ("02a 04a 08b 05a 06a 07a", ["6 animals 열끗: +2", "Godori 고도리, the three birds: +5"]),
    ("01b 02b 03b 04b 12c", ["5 ribbons 띠: +1", "Hongdan 홍단, the red poem ribbons: +3"]),
    ("06b 09b 10b", ["Cheongdan 청단, the blue ribbons: +3"]),
    ("04b 05b 07b", ["Chodan 초단, the plain ribbons: +3"]),
    ("01c 01d 02c 02d 03c 03d 04c 04d 05c 05d", ["Junk 피 worth 10: +1"]),
    ("01c 01d 02c 02d 03c 03d 04c 04d 05c 05d 06c 06d", ["Junk 피 worth 12: +3"]),
    ("11b 12d 01c 01d 02c 02d 03c 03d 04c", ["Junk 피 worth 11: +2"]),
    # The sake cup counts where it scores more: as double junk here.
    ("09a 01c 01d 02c 02d 03c 03d 04c 04d 05c",
     ["Junk 피 worth 11: +2", "The sake cup counts as double junk"]),
    ("01a 02a 06b", []),
])
def test_score_lines_of_the_sheets_examples(codes, lines):
    assert score_lines(codes.split()) == lines


def test_score_lines_in_chinese():
    i18n.set_language("zh")
    assert score_lines("01a 03a 08a 02a 04a 08b".split()) == [
        "3光（광）：+3", "五鸟（고도리）三张鸟牌：+5"]


# --- settlement lines ----------------------------------------------------------------------

WINNER = "01a 03a 08a 02a 04a 08b 05a 06a 07a 10a 01c 01d 02c 02d 03c 03d 04c 04d 05c 05d"


def test_settlement_lines_of_a_stop_with_every_multiplier_and_penalty():
    # 3 brights 3 + 7 animals 3 + godori 5 + 10 junk 1 = 12 points; three Gos: (12 + 3) × 2;
    # a shake ×2; one drawn hand before ×2: the value is 120, and the loser (no junk, no
    # bright, no animal, a Go of his own) pays it ×2 four times.
    state = rigged({0: "06c", 1: "07c"}, captures={0: WINNER, 1: "06b"}, nagari=1)
    state.gos, state.go_turn, state.shakes = [3, 1], [5, 3], [1, 0]
    result = stop_result(state, 0)
    assert result["payments"][0]["penalties"] == list(PENALTIES)
    assert settlement_lines(result, name_of_for(0)) == [
        "You stop with 12 points",
        "Go 고 ×3: +3",
        "From the third Go 고: ×2",
        "Shakes and bombs 흔들기/폭탄 ×1: ×2",
        "Nagari 나가리 before this hand ×1: ×2",
        "Each loser pays 120, doubled per penalty 박",
        "Computer 2 has too little junk: pi-bak 피박, ×2",
        "Computer 2 has no bright: gwang-bak 광박, ×2",
        "Computer 2 has no animal: meong-bak 멍박, ×2",
        "Computer 2 loses after saying Go: go-bak 고박, ×2",
        "Computer 2 pays you 1920 points",
        "You receive 1920 points in all",
    ]
    lines = settlement_lines(result, name_of_for(1))
    assert lines[0] == "Computer 1 stops with 12 points"
    assert "You have no bright: gwang-bak 광박, ×2" in lines
    assert "You pay Computer 1 1920 points" in lines
    assert settlement_lines(result, name_of_for(0), nagari_doubling=False)[4].startswith(
        "Each loser pays")  # the carry-over is not said when the rule is off


def test_go_bak_with_three_players_moves_every_share_to_the_go_caller():
    state = rigged({0: "06c", 1: "07c", 2: "09c"}, players=3,
                   captures={0: "01a 03a 08a", 1: "11c", 2: "12b"})
    state.gos, state.go_turn = [0, 1, 0], [-1, 4, -1]
    lines = settlement_lines(stop_result(state, 0), name_of_for(2))
    assert lines == [
        "Computer 1 stops with 3 points",
        "Each loser pays 3, doubled per penalty 박",
        "Computer 2 has no bright: gwang-bak 광박, ×2",
        "Computer 2 loses after saying Go: go-bak 고박, paying for every loser",
        "Computer 2 pays Computer 1 12 points",
        "You have no bright: gwang-bak 광박, ×2",
        "You pay nothing: the go-bak 고박 player pays for all",
        "Computer 1 receives 12 points in all",
    ]


def test_settlement_lines_of_a_draw_and_of_instant_wins():
    draw = next(s.result for s, _ in GAMES if s.result["reason"] == "nagari")
    assert settlement_lines(draw, name_of_for(0)) == [
        "Nagari 나가리: the stock ran out before anyone stopped. Nobody pays.",
        f"The next hand counts ×{2 ** draw['next_nagari']}."]
    state, _ = chongtong_game(True)
    lines = settlement_lines(state.result, name_of_for(1))
    assert lines[0].endswith("by chongtong 총통: 7 points") and re.search(r"\bpays?\b", lines[1])
    state, _ = RIGGED[5]
    assert state.result["reason"] == "three_ppuk"
    assert settlement_lines(state.result, name_of_for(0))[0] == (
        "You win at once with a third ppuk 뻑: 7 points")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_finished_game_names_each_penalty_it_applies(lang):
    i18n.set_language(lang)
    seen = set()
    for state, _ in GAMES + RIGGED:
        if state.result is None:  # a rigged position left before its end
            continue
        for viewer in range(state.players):
            text = "\n".join(settlement_lines(state.result, name_of_for(viewer)))
            assert "{" not in text and "gs_" not in text, text
            for p in state.result["payments"]:
                for penalty in p["penalties"]:
                    assert KOREAN_PENALTY[penalty] in text
                    seen.add(penalty)
    assert seen >= {"pi_bak", "gwang_bak", "go_bak"}


# --- the set-up page ---------------------------------------------------------------------

def test_every_rule_option_is_on_the_set_up_page_with_its_words():
    keys = [o.key for o in OPTIONS]
    assert set(keys) == set(gs_options.FIELDS) and len(set(keys)) == len(keys)
    for option in OPTIONS:
        labels = [option.label] if option.toggle else [f"{option.label}_{v}"
                                                       for v in option.values]
        helps = [option.help_key()] if option.toggle else [option.help_key(v)
                                                           for v in option.values]
        for key in [option.row, *labels, *helps]:
            assert set(STRINGS[key]) == {"en", "zh"} and all(STRINGS[key].values()), key
        for key in helps:
            assert len(STRINGS[key]["en"]) <= 120, key
        assert all(isinstance(v, str) for v in option.values)


def defaults() -> dict:
    return {o.key: o.default for o in OPTIONS}


@pytest.mark.parametrize("players", [2, 3])
def test_the_default_choices_are_the_default_variant(players):
    fields = choices_to_fields(defaults(), players)
    assert gs_options.variant_for(fields, players) == f"{players}p"


def test_every_choice_reads_back_as_its_variant():
    choices = {**defaults(), "target": "5", "three_ppuk_points": True, "bonus": True,
               "pi_bak_max": True, "pi_bak_zero_exempt": True, "meong_bak": True,
               "chongtong": True, "nagari_doubling": True, "first_ppuk_points": True,
               "four_table_win": True, "month_numbers": True}
    fields = choices_to_fields(choices, 3)
    assert fields == {"target": 5, "three_ppuk_points": 10, "bonus": True, "pi_bak_max": 7,
                      "pi_bak_zero_exempt": True, "meong_bak": False, "chongtong": False,
                      "nagari_doubling": False, "first_ppuk_points": 7,
                      "four_table_win": True}
    variant = gs_options.variant_for(fields, 3)
    assert variant == ("3p+t5+bonus+pibak7+pibak0+nomeong+ppuk10+nochongtong+nonagari"
                       "+firstppuk+fourwin")
    assert gs_options.Options.parse(variant).name == variant


@pytest.mark.parametrize("players, target, variant", [
    (2, "7", "2p"), (2, "3", "2p+t3"), (3, "3", "3p"), (3, "7", "3p+t7"), (2, "usual", "2p")])
def test_a_target_equal_to_the_usual_one_is_the_usual_variant(players, target, variant):
    fields = choices_to_fields({**defaults(), "target": target}, players)
    assert gs_options.variant_for(fields, players) == variant
    assert GostopState.new(1, variant).variant == variant


def test_on_off_strings_name_the_rule_itself():
    assert choices_to_fields({"meong_bak": "off", "chongtong": "on", "pi_bak_max": "7"}) == {
        "meong_bak": False, "chongtong": True, "pi_bak_max": 7}
    with pytest.raises(ValueError):
        choices_to_fields({"nagari_doubling": "maybe"})


# --- terms, wording, the rules page ------------------------------------------------------------

def test_terms_carry_their_korean():
    for k, (_, _, korean) in TERMS.items():
        assert STRINGS[f"gs_korean_{k}"] == {"en": korean, "zh": korean}
        assert all(korean in text for text in STRINGS[f"gs_term_{k}"].values()), k


def test_every_key_belongs_to_the_game():
    allowed = {"rules_gostop_left", "rules_gostop_right", "family_fishing"}
    assert {k for k in STRINGS if not k.startswith("gs_")} == allowed
    assert all(set(v) == {"en", "zh"} and all(x.strip() for x in v.values())
               for v in STRINGS.values())


def test_every_scoring_set_and_penalty_has_its_line():
    from dataclasses import fields

    from game.games.gostop.scoring import Score

    sets = [f.name for f in fields(Score) if not f.name.endswith(("_count", "_value", "_cup"))]
    assert len(sets) == 8 and all(f"gs_score_{s}" in STRINGS for s in sets)
    assert all(f"gs_pen_{p}" in STRINGS and f"gs_pen_{p}_you" in STRINGS for p in PENALTIES)


def test_every_refusal_the_model_raises_has_words():
    reasons = set()
    for path in (ROOT / "game" / "games" / "gostop").glob("*.py"):
        reasons.update(re.findall(r'IllegalAction\(\s*"(\w+)"', path.read_text("utf-8")))
    assert reasons and all(f"gs_refuse_{r}" in STRINGS for r in reasons)


def test_templates_read_right_for_the_viewer_and_a_named_seat():
    """The shared wording check (tests/ui/test_wording.py) run over this game's templates
    now, before the game joins the catalogue."""
    from tests.ui import test_wording as wording

    i18n.add_strings({k: v for k, v in STRINGS.items() if k not in i18n.STRINGS})
    verbs = wording.template_verbs()
    mine = [k for k in wording.base_keys() if k in STRINGS]
    assert len(mine) > 50
    for key in mine:
        plain = STRINGS[key]["en"]
        for you_in, text in wording.renderings(key, "en"):
            assert not wording.english_faults(text, verbs), (key, text)
            if not you_in and not re.search(r"\byour?\b", plain, re.I):
                assert not re.search(r"\byour?\b", text, re.I), (key, text)
        for you_in, text in wording.renderings(key, "zh"):
            if you_in:
                assert "你 " not in text and text.count("你") <= 1, (key, text)
    i18n.set_language("en")
    # A template naming the viewer's seat has its second-person variant.
    for key in mine:
        if "{name}" in STRINGS[key]["en"]:
            assert f"{key}{VIEWER_SUFFIX}" in STRINGS, key
    # Parameters the shared check does not know yet: it needs "points" added (a number).
    known = wording.SEAT_PARAMS | set(wording.OTHER_PARAMS)
    used = {f for k in STRINGS for text in STRINGS[k].values() for f in wording.fields(text)}
    assert used - known <= {"points"}


RULES_KOREAN = ("광 열끗 띠 피 뻑 자뻑 쪽 따닥 쓸 흔들기 폭탄 총통 고도리 홍단 "
                "청단 초단 고 스톱 박 광박 피박 멍박 고박 나가리").split()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_rules_page_names_every_korean_term(lang):
    text = STRINGS["rules_gostop_left"][lang] + STRINGS["rules_gostop_right"][lang]
    assert [k for k in RULES_KOREAN if k not in text] == []


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_rules_page_fits_its_columns(lang):
    """Laid out as game/ui/scenes/rules.py does (16 px text wrapped at 430 px, headings 34
    px), from the lower start of the page that turns between games: the right column
    ends above the Back button (y 634), the left one inside the panel (y 700)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.ui import fonts

    def bottom(text: str, top: int = 178) -> int:
        y = top
        for para in text.split("\n"):
            y += 34 if para.startswith("# ") else 23 * len(fonts.wrap(para, 16, 430))
        return y

    assert bottom(STRINGS["rules_gostop_left"][lang]) <= 670
    assert bottom(STRINGS["rules_gostop_right"][lang]) <= 628


def test_the_results_sheet_counts_the_sake_cup_as_the_settlement_does(app):
    """Both sides of the results sheet read the settled scores: the capture tally never
    says "the sake cup counts as double junk" beside a settlement saying its holder
    counts it as an animal (random hands to a Stop with the cup captured, shown on the
    results sheet over their table)."""
    from game.core.agents import RandomAgent
    from game.games.gostop.controller import GsController
    from game.games.gostop.model import GostopState
    from game.games.gostop.results import GsResultsScene
    from game.games.gostop.table import GsTableScene
    from game.ui.i18n import t

    checked = 0
    seats = [{"kind": "human", "level": "normal"}, {"kind": "computer", "level": "easy"}]
    # A table stays under the hands' tables: leaving the last table releases the game's
    # art and collects the heap (App.release_game), 0.3 s a hand made again each time.
    app.push(GsTableScene(app, GsController(app, seats, "2p", GostopState.new(0, "2p"),
                                            threads=False)))
    for seed in range(300):
        state = GostopState.new(seed, "2p")
        agent = RandomAgent(seed)
        while not state.is_terminal():
            state.apply(agent.choose({}, state.legal_actions()))
        result = state.result
        if result["reason"] != "stop" or not any(s["sake_cup"] for s in result["scores"]):
            continue
        ctl = GsController(app, seats, "2p", state, threads=False)
        app.push(GsTableScene(app, ctl))
        sheet = GsResultsScene(app, ctl)
        account = settlement_lines(result, ctl.name_of)
        for seat, score in enumerate(result["scores"]):
            if not score["sake_cup"]:
                continue
            checked += 1
            says_junk = t("gs_score_sake_junk") in sheet.seat_lines(seat)
            settled_junk = t("gs_set_sake_junk", name=ctl.name_of(seat)) in account
            assert says_junk == settled_junk, (seed, seat, account)
        app.pop()
    assert checked > 5
