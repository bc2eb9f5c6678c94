"""The task deck (rules sheet K5, K12): at least 120 tasks written for this app, every
category, family-friendly, English and Chinese with the right placeholders, and the
loader's filters."""

import json
import re
from pathlib import Path

import pytest

from game.games.kinggame import tasks as deck_module
from game.games.kinggame.tasks import CATEGORIES, PAIR, deck, fill, task, tasks_for

DECK = deck()
PLACEHOLDER = re.compile(r"\{[^}]*\}")
# words no family task of this app uses (K5: no drinking tasks shipped; nothing unsafe)
BANNED = ("drink", "beer", "wine", "shot", "alcohol", "kiss", "lick", "slap", "spank",
          "undress", "strip", "phone number", "secret crush", "ex-")
BANNED_ZH = ("喝", "酒", "亲吻", "脱", "打屁股", "扇")


def test_at_least_120_tasks_with_unique_ids():
    assert len(DECK) >= 120
    ids = [t.id for t in DECK]
    assert len(set(ids)) == len(ids)
    assert all(re.fullmatch(r"[a-z]+_\d{2}", i) for i in ids)


def test_every_category_is_there_roughly_evenly():
    counts = {c: sum(t.category == c for t in DECK) for c in CATEGORIES}
    assert set(t.category for t in DECK) == set(CATEGORIES)
    assert min(counts.values()) >= 20
    assert max(counts.values()) - min(counts.values()) <= 6


def test_targets_follow_the_category():
    for t in DECK:
        assert t.targets == (2 if t.category == PAIR else 1), t.id


def test_every_task_has_english_and_chinese_with_the_right_placeholders():
    for t in DECK:
        for text in (t.en, t.zh):
            assert text.strip() == text and text
            wanted = {"{X}", "{Y}"} if t.targets == 2 else {"{X}"}
            assert set(PLACEHOLDER.findall(text)) == wanted, (t.id, text)
        assert re.search(r"[\u4e00-\u9fff]", t.zh), t.id
        assert not re.search(r"[\u4e00-\u9fff]", t.en), t.id
        assert len(t.en) <= 200 and len(t.zh) <= 200


def test_every_task_is_family_friendly():
    for t in DECK:
        assert t.rating == "family"
        low = t.en.lower()
        assert not [w for w in BANNED if re.search(rf"\b{re.escape(w)}", low)], t.id
        assert not [w for w in BANNED_ZH if w in t.zh], t.id


def test_no_two_tasks_say_the_same():
    assert len({t.en.lower() for t in DECK}) == len(DECK)
    assert len({t.zh for t in DECK}) == len(DECK)


def test_the_k12_ideas_are_in_the_deck():
    """The clarifications' 24 ideas, reworded: a keyword of each is found in its
    category."""
    ideas = {
        "talent": ["two lines", "joke", "tongue-twister three", "portrait of the King"],
        "silly": ["jumping jacks", "robot", "catwalk", "one word"],
        "imitation": ["animal the King names", "mime a job"],
        "question": ["childhood", "question the King asks"],
        "pair": ["rock-paper-scissors", "staring contest", "duet", "statue", "swap seats",
                 "one word each", "interviews", "copies it", "three nice things",
                 "high-five", "dance move", "1 to 20"],
    }
    for category, words in ideas.items():
        texts = [t.en for t in DECK if t.category == category]
        for word in words:
            assert any(word in text for text in texts), (category, word)


def test_the_file_is_what_the_loader_reads():
    data = json.loads(Path(deck_module.__file__).with_name("tasks.json")
                      .read_text(encoding="utf-8"))
    assert len(data["tasks"]) == len(DECK) and "about" in data
    for row in data["tasks"]:
        assert set(row) == {"id", "category", "targets", "rating", "en", "zh"}


def test_filters_by_category_and_by_the_numbers_called():
    singles = tasks_for(CATEGORIES, 1)
    assert singles and all(t.category != PAIR for t in singles)
    assert len(tasks_for(CATEGORIES, 2)) == len(DECK)  # a 1-target task fits two too
    assert tasks_for((PAIR,), 1) == []
    assert {t.category for t in tasks_for(("talent", "pair"))} == {"talent", "pair"}
    assert tasks_for(()) == []
    assert task("silly_01").category == "silly" and task("nope") is None


def test_fill_puts_the_numbers_or_names_in():
    t = next(t for t in DECK if t.category == PAIR)
    assert "{" not in fill(t.en, "3", "5") and "3" in fill(t.en, "3", "5")
    assert fill("{X}: sing.", "Ann and Bo") == "Ann and Bo: sing."
    assert task("silly_01").text("zh") == task("silly_01").zh


def test_the_font_draws_every_chinese_task():
    freetype = pytest.importorskip("pygame.freetype")
    font_path = Path(__file__).resolve().parents[2] / "assets/fonts/NotoSansCJKsc-Subset.otf"
    if not font_path.exists():
        pytest.skip("no font")
    freetype.init()
    try:
        font = freetype.Font(str(font_path), 16)
        text = "".join(t.zh + t.en for t in DECK)
        missing = {ch for ch, m in zip(text, font.get_metrics(text), strict=True)
                   if m is None and not ch.isspace()}
    finally:
        freetype.quit()
    assert not missing
