"""Every message template reads right for the viewer ("You") and for a named seat.

All templates are rendered through `t()` after the catalogue has merged every game's
strings, so a template added later is covered without touching this file. A template
parameter this file does not know yet fails the test: say whether it holds a seat's
name (then it is rendered both ways) or not.
"""

from __future__ import annotations

import itertools
import re
from string import Formatter

import pytest

from game.games import catalogue
from game.ui import i18n
from game.ui.i18n import VIEWER_SUFFIX, t

# Parameters that hold one seat's name (Session.name_of).
SEAT_PARAMS = {"name", "to", "owner", "target", "active", "bidder", "marker_by", "who", "boss",
               "old", "holder"}
# Every other parameter and a value to render it with. `names` is a list of seats
# (or of settings); a list takes no singular verb, checked with two named seats.
OTHER_PARAMS = {
    "action": "play", "after": "5", "base": "2", "before": "3", "card": "♠A",
    "cards": "♠5", "code": "K7QD-2XMAB", "colour": "salt", "count": "3", "cup": "Victory point",
    "dish": "Salad", "file": "save.json.bad", "game": "Bao Huang", "games": "Guan Dan",
    "goal": "5", "points": "7", "hi": "4", "high": "9", "i": "1", "kind": "Pair", "level": "7",
    "lo": "2", "low": "5", "mult": "4", "n": "2", "names": "Computer 2, Computer 3",
    "pairs": "Computer 2 ×2, Computer 3 ×2", "what": "2 × salt", "needs": "salt",
    "place": "1st", "play": "Pair", "prev": "Single", "rank": "8", "reason": "disk full.",
    "rules": "Lianzhong simple", "table": "Weihai", "team": "Red team", "total": "8",
    "vp": "3", "answer": "Dodge", "character": "Guan Yu", "hp": "3", "identity": "Rebel",
    "side": "Rebel", "skill": "Escort", "loyalist": "1", "rebel": "3", "renegade": "1",
    "role": "Seer", "words": "I am the Seer.", "balance": "Looks balanced.",
    "deck": "2 Werewolves, Seer", "nights": "3", "days": "2", "bites": "Computer 2 → Computer 3",
    "heal": "left", "poison": "used", "wolf": "Computer 3", "partner": "Computer 3",
    "victim": "Computer 3", "seer": "Computer 4",
    "tile": "Fools' Landing", "tiles": "Fools' Landing, Gold Gate", "water": "3",
    "turns": "12", "turn": "4", "treasure": "Earth Stone", "pawn": "Computer 3",
    "pawns": "Computer 2, Computer 3", "set": "Godori", "month": "Pine (Jan)", "left": "1",
    "gos": "2", "onto": "Pine junk (Jan)", "options": "Pine junk (Jan), Pine ribbon (Jan)",
    "among": "Computer 2 and Computer 3",
    "amount": "1", "armour": "Eight Trigrams", "card_name": "Dodge", "suit": "♠", "top": "2",
    "bottom": "1", "tool": "pick", "removed": "a dead end", "goals": "top, middle",
    "round": "2", "totals": "5 : 3 : 9", "winners": "Computer 2 and Computer 3",
    "piece": "the L pentomino", "scores": "-8, -19, -19, -32",
    "hand": "5", "offer": "Red for Chili", "cost": "3", "bean": "Red", "coins": "2",
    "kept": "Red, Chili", "wanted": "2 Red", "beans": "Red, Chili", "bids": "Computer 2: Red",
    "give": "Red", "takes": "Chili", "of": "3",
    "price": "5", "rubles": "12", "displaced": "Shepherd", "phase": "Workers",
    "paid": "Computer 2 3 R 0 P", "discarded": "Market, Author", "bought": "Computer 2 3",
    "limit": "3", "most": "5", "stack": "Workers", "variety": "6",
    "advisor": "Merchant", "building": "Statue", "enemy": "Goblins (4)", "good": "gold",
    "goods": "2 gold", "gains": "1 gold, 2 VP", "gave": "wood", "season": "Spring",
    "year": "2", "values": "3+4", "strength": "7", "results": "Computer 2 wins (7)",
    "order": "Computer 2, then Computer 3", "value": "4", "seats": "Computer 2 and Computer 3",
    "soldiers": "2",
    "space": "6", "pay": "3 dividends", "family": "Knetowitz", "why": "the time ran out",
    "div": "10", "inv": "5", "reviews": "2", "payout": "12", "faces": "4/5/6", "die": "5",
    "families": "Heiermann, Liebgeld", "required": "Knetowitz, Raffzahn", "type": "Travel",
    "start": "3", "end": "7", "promised": "Computer 2 1 div.", "said": "Deal!", "least": "4",
    "remark": "That's fair.",
    "called": "1", "task": "silly_01", "numbers": "[3, 5]", "number": "7", "length": "240",
    "category": "pair",
    "word": "CAT", "letter": "X",
    "moves": "42", "won": "3", "played": "7", "score": "145", "pass": "2", "s": "12",
    "column": "2", "src": "2", "dst": "5", "stock": "16", "best": "4", "time": "3:05",
    "move": "7♥ cat from column 2 onto column 5", "first": "7♥ cat",
}
NAMED = "Computer 2"
# After "You", a word ending in s is a third-person verb ("You bids") unless it ends
# in ss or us ("You pass"); these are the irregular ones.
IRREGULAR_THIRD = {"is", "has", "was", "does"}
# A past tense or a modal reads the same after "You" as after a name ("You voted", "You
# found", "You would pay").
IRREGULAR_PAST = {"found", "would", "could", "can", "may", "must", "will", "should"}

catalogue.load()


def fields(text: str) -> list[str]:
    return [f for _, f, _, _ in Formatter().parse(text) if f]


def base_keys() -> list[str]:
    """Every template with parameters, its `_you` variants rendered through it."""
    return sorted(k for k, e in i18n.STRINGS.items()
                  if not (k.endswith(VIEWER_SUFFIX) and k[:-len(VIEWER_SUFFIX)] in i18n.STRINGS)
                  and any(fields(text) for text in e.values()))


def template_verbs() -> set[str]:
    """The words right after a seat name in the English templates: the verbs a named
    seat takes ("bids", "is", "leads", ...)."""
    verbs = set()
    for entry in i18n.STRINGS.values():
        for p in SEAT_PARAMS:
            verbs.update(re.findall(r"\{" + p + r"\} ([a-z]+)", entry["en"]))
    return verbs


def renderings(key: str, lang: str) -> list[tuple[dict, str]]:
    """(which seat params are the viewer, text) for every combination: each seat
    parameter the viewer or a named seat, at most one of them the viewer (a seat does
    not pay itself), none where the key is already worded for the viewer."""
    i18n.set_language(lang)
    names = sorted({f for text in i18n.STRINGS[key].values() for f in fields(text)})
    seats = [p for p in names if p in SEAT_PARAMS]
    you = t("you")
    out = []
    for choice in itertools.product((False, True), repeat=len(seats)):
        if sum(choice) > 1 or (any(choice) and "_you_" in key):
            continue
        # An unknown parameter fails test_every_parameter_is_known, not every rendering.
        fmt = {p: OTHER_PARAMS.get(p, "X") for p in names if p not in SEAT_PARAMS}
        viewer = {p for p, is_you in zip(seats, choice, strict=True) if is_you}
        fmt.update({p: you if p in viewer else NAMED for p in seats})
        out.append((viewer, t(key, **fmt)))
    return out


def english_faults(text: str, verbs: set[str]) -> list[str]:
    faults = []
    for word in re.findall(r"\bYou ([a-z]+)", text):
        if word.endswith("ed") or word in IRREGULAR_PAST:
            continue
        if word in verbs or word in IRREGULAR_THIRD or (
                word.endswith("s") and not word.endswith(("ss", "us"))):
            faults.append(f"You {word}")
    if re.search(r"\bYou's\b|\byou's\b", text):
        faults.append("You's")
    faults += [m.group(0) for m in re.finditer(r"\b[a-z]+ You\b", text)]  # "Pan of You"
    if re.search(r"(^|[.!?] )you\b", text):
        faults.append("sentence starts with lower-case you")
    if len(re.findall(r"\byou\b", text, re.I)) > 1:
        faults.append("the viewer named twice")  # "You pay you"
    if re.search(r", you[.!]?$", text):
        faults.append("the viewer called by name")  # "Your turn, you"
    return faults


def test_every_parameter_is_known():
    known = SEAT_PARAMS | set(OTHER_PARAMS)
    unknown = {f"{k}: {f}" for k, e in i18n.STRINGS.items() for text in e.values()
               for f in fields(text) if f not in known}
    assert not unknown, f"say whether these parameters hold a seat's name: {unknown}"


def test_template_verbs_are_found():
    verbs = template_verbs()
    assert {"is", "bids", "leads", "wins", "ascends", "pays"} <= verbs


@pytest.mark.parametrize("key", base_keys())
def test_english_reads_right_for_you_and_a_named_seat(key):
    verbs = template_verbs()
    plain = i18n.STRINGS[key]["en"]
    for you_in, text in renderings(key, "en"):
        assert not english_faults(text, verbs), (key, text, english_faults(text, verbs))
        if not you_in and not re.search(r"\byour?\b", plain, re.I):
            assert not re.search(r"\byour?\b", text, re.I), (key, text)  # no variant leak


@pytest.mark.parametrize("key", base_keys())
def test_chinese_reads_right_for_you_and_a_named_seat(key):
    for you_in, text in renderings(key, "zh"):
        if you_in:
            assert "你 " not in text, (key, text)  # Latin spacing left round 你
            assert text.count("你") <= 1, (key, text)  # not "你向你进贡"
        else:
            assert text.count("你") == i18n.STRINGS[key]["zh"].count("你"), (key, text)


def test_the_viewer_as_subject_takes_the_second_person():
    you = t("you")
    assert t("bids_first", name=you) == "You bid first"
    assert t("bids_first", name="Computer 2") == "Computer 2 bids first"
    assert t("landlord_is", name=you) == "You are the landlord"
    assert t("bh_ascends", name=you) == "You ascend the throne"
    assert t("pour_target", name=you, dish="Soup") == "Your pan: Soup"
    assert t("gd_leads", name=you) == "You lead"
    assert t("alc_winner", name=you) == "You win!"


def test_the_viewer_as_object_is_lower_case():
    you = t("you")
    assert t("gd_tribute", name="Computer 2", to=you) == "Computer 2 pays tribute to you"
    assert t("gd_tribute", name=you, to="Computer 3") == "You pay tribute to Computer 3"
    assert t("handoff_title", name=you) == "Pass to you"
    assert t("alc_steal_done", cup="Victory point", name=you) == "took Victory point from you"


def test_chinese_needs_no_change_but_reads_naturally():
    i18n.set_language("zh")
    you = t("you")
    assert t("gd_tribute", name="电脑2", to=you) == "电脑2向你进贡"
    assert t("alc_turn", name=you) == "你正在做菜"
    assert t("bids_first", name=you) == "你先叫分"


def test_a_list_of_seats_reads_right_with_the_viewer_in_it():
    from game.games.werewolf.words import names_of

    you = t("you")
    name = {0: you, 8: "Computer 9"}.get
    assert t("ww_say_morning_dead", n=2, names=names_of([8, 0], name)) == \
        "Day 2. The village wakes to find Computer 9 and you dead."
    assert i18n.name_list([you, "Computer 3"]) == "You and Computer 3"
    assert i18n.name_list([you, "Computer 3"], opens=False) == "you and Computer 3"


def test_one_action_left_is_singular():
    assert t("fi_turn_one", name="Computer 2", role="Pilot") == \
        "Computer 2's turn · Pilot · 1 action left"
    assert t("fi_turn", name=t("you"), role="Pilot", n=2) == "Your turn · Pilot · 2 actions left"


def test_damaged_saves_are_each_said_once_as_what_became_of_them():
    from pathlib import Path

    from game.ui.damaged import SetAside
    from game.ui.saves import BadSave, problems_text

    games = catalogue.load()
    moved = BadSave(games["doudizhu"], SetAside(Path("d.json"), "bad", Path("d.json.bad")))
    kept = BadSave(games["guandan"], SetAside(Path("g.json"), "bad", None))
    text = problems_text([moved, kept])
    assert "Dou Di Zhu could not be loaded and were set aside" in text
    assert "Guan Dan could not be loaded and cannot be moved aside" in text
    assert text.count("Guan Dan") == 1 and text.count("Dou Di Zhu") == 1


def test_every_refusal_of_an_own_table_game_has_words_in_both_languages():
    """A refusal is said in the player's language: every reason a game's rules raise
    (and the codec's "malformed") has its `<prefix><reason>` string in English and
    Chinese."""
    import importlib
    from pathlib import Path

    tables = {"forbidden_island": "FiController", "gostop": "GsController",
              "sanguosha": "SgsController", "werewolf": "WwController"}
    raised = re.compile(r"(?:IllegalAction|refused)\(\s*\"([a-z_]+)\"")
    for key, cls in tables.items():
        prefix = getattr(importlib.import_module(f"game.games.{key}.controller"),
                         cls).refuse_prefix
        package = Path(__file__).resolve().parents[2] / "game" / "games" / key
        reasons = {"malformed"} | {m for path in package.rglob("*.py")
                                   for m in raised.findall(path.read_text(encoding="utf-8"))}
        missing = [f"{prefix}{r}" for r in sorted(reasons)
                   if f"{prefix}{r}" not in i18n.STRINGS
                   or set(i18n.STRINGS[f"{prefix}{r}"]) != {"en", "zh"}]
        assert not missing, f"{key}: refusals without words: {missing}"
