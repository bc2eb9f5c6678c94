"""The shared model layer: packs, deal codes, saves, matches."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import dealcode
from game.core.cards import french_pack
from game.core.match import Match
from game.core.rng import GameRng
from game.core.save import SaveError, atomic_write_json, load_json, quarantine


def test_french_packs_single_and_multi_deck():
    one = french_pack()
    assert len(one) == 54 and one.code(52) == "BJ" and one.code(53) == "RJ"
    four = french_pack(decks=4)
    assert len(four) == 216 and len(set(four.codes(four.ids))) == 216
    assert four.from_codes(["QH~3"]) == [next(c.id for c in four.cards if c.code == "QH~3")]
    assert sum(c.is_joker for c in four.cards) == 8


@given(st.integers(0, 2**32 - 1), st.integers(0, 15))
def test_deal_codes_round_trip(seed, variant):
    code = dealcode.encode(seed, variant)
    assert len(code) == 10 and code[4] == "-"
    assert dealcode.decode(code) == (seed, variant)
    assert dealcode.decode(code.lower().replace("-", " ")) == (seed, variant)


def test_deal_code_typos_are_caught():
    code = dealcode.encode(123456, 0)
    typo = code[:-1] + ("0" if code[-1] != "0" else "1")
    with pytest.raises(dealcode.DealCodeError, match="typo"):
        dealcode.decode(typo)
    with pytest.raises(dealcode.DealCodeError, match="9 letters"):
        dealcode.decode("ABC")


def _typos(code: str):
    """Every single-character substitution and every adjacent transposition that
    changes the text (check character included)."""
    text = code.replace("-", "")
    for i, old in enumerate(text):
        for ch in dealcode.ALPHABET:
            if ch != old:
                yield text[:i] + ch + text[i + 1:]
        if i + 1 < len(text) and text[i] != text[i + 1]:
            yield text[:i] + text[i + 1] + text[i] + text[i + 2:]


@given(st.integers(0, 2**32 - 1), st.integers(0, 15))
def test_every_substitution_and_adjacent_swap_is_refused(seed, variant):
    code = dealcode.encode(seed, variant)
    for typo in _typos(code):
        with pytest.raises(dealcode.DealCodeError) as refused:
            dealcode.decode(typo)
        assert refused.value.reason in ("typo", "shape")


def test_deal_code_typos_found_in_review_are_refused():
    # Each of these decoded to another deal under the old check letter.
    for typo in ("0XX0DGFJQ",):
        with pytest.raises(dealcode.DealCodeError, match="typo"):
            dealcode.decode(typo)
    code = dealcode.encode(0).replace("-", "")
    for a, b in (("0", "X"), ("1", "Y"), ("2", "Z")):
        if a in code:
            with pytest.raises(dealcode.DealCodeError):
                dealcode.decode(code.replace(a, b, 1))


@pytest.mark.parametrize("value", [None, 12345, b"K7QD-2XMAB", ["K7QD2XMAB"], 1.5])
def test_a_deal_code_that_is_not_text_is_refused_clearly(value):
    with pytest.raises(dealcode.DealCodeError, match="9 letters") as refused:
        dealcode.decode(value)
    assert refused.value.reason == "shape"


def test_rng_snapshot_survives_json():
    rng = GameRng(5)
    rng.random()
    again = GameRng.restore(json.loads(json.dumps(rng.snapshot())))
    assert [rng.random() for _ in range(3)] == [again.random() for _ in range(3)]


def test_atomic_save_and_clear_errors(tmp_path):
    path = tmp_path / "saves" / "ddz.json"
    atomic_write_json(path, {"a": "地主"})
    assert load_json(path) == {"a": "地主"}
    assert [p.name for p in path.parent.iterdir()] == ["ddz.json"]  # no temp left behind
    path.write_text('{"a": tru', encoding="utf-8")
    with pytest.raises(SaveError, match="damaged"):
        load_json(path)
    bad = quarantine(path)
    assert bad.name == "ddz.json.bad" and not path.exists()
    path.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(SaveError, match="does not hold"):
        load_json(path)


def test_match_running_totals_and_end():
    match = Match(seats=3, seed=9, hands_target=3, score_target=20)
    seeds = [match.next_hand_seed() for _ in range(2)]
    assert seeds[0] != seeds[1]
    assert Match(seats=3, seed=9).next_hand_seed() == seeds[0]  # fixed by the match seed
    match.record_hand([4, -2, -2])
    match.record_hand([-8, 4, 4])
    assert match.totals == [-4, 2, 2] and not match.is_over()
    match.record_hand([2, -1, -1])
    assert match.is_over() and match.leaders() == [1, 2]
    assert Match.from_json(json.loads(json.dumps(match.to_json()))) == match
    big = Match(seats=3, seed=1, score_target=20)
    big.record_hand([24, -12, -12])
    assert big.is_over()


def _match_json(**changes) -> dict:
    match = Match(3, seed=9)
    match.record_hand([2, -1, -1])
    match.record_hand([-4, 2, 2])
    match.hand_seeds = [11, 12]
    return {**match.to_json(), **changes}


def test_a_saved_match_is_checked_before_use():
    assert Match.from_save(_match_json(), 3).totals == [-2, 1, 1]
    for damaged, problem in [
        (_match_json(totals=[0]), "totals are damaged"),  # wrong length
        (_match_json(totals=[-2, 1, 2]), "do not add up"),
        (_match_json(totals=[-2, 1, True]), "totals are damaged"),
        (_match_json(results=[["x", 0, 0]]), "results are damaged"),
        (_match_json(hand_seeds=[11]), "deal numbers"),
        (_match_json(hands_target=0), "hands_target"),
        (_match_json(seats=4), "another table"),
        ("match", "another table"),
    ]:
        with pytest.raises(SaveError, match=problem):
            Match.from_save(damaged, 3)
