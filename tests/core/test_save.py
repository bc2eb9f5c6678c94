"""load_json: whatever is in the file, a dict or a SaveError with a clear message."""

from __future__ import annotations

import pytest

from game.core import save
from game.core.save import SaveError, load_json


@pytest.mark.parametrize("content, says", [
    (b"\xff\xfe{}", "not UTF-8"),
    (b"[" * 100000, "nests too deep"),
    (b'{"a": ' + b"1" * 5000 + b"}", "damaged"),  # ValueError: too many digits
    (b"{broken", "damaged"),
    (b"[1, 2]", "does not hold a saved game"),
    (b'"text"', "does not hold a saved game"),
    (b"", "damaged"),
])
def test_whatever_the_file_holds_is_a_dict_or_a_save_error(tmp_path, content, says):
    path = tmp_path / "x_autosave.json"
    path.write_bytes(content)
    with pytest.raises(SaveError, match=says) as e:
        load_json(path)
    assert "x_autosave.json" in str(e.value) and len(str(e.value)) < 300


def test_what_the_file_should_hold_is_named(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("[]", encoding="utf-8")
    with pytest.raises(SaveError, match="does not hold settings"):
        load_json(path, "settings")


def test_a_folder_or_a_huge_file_is_refused_without_reading_it(tmp_path, monkeypatch):
    folder = tmp_path / "a_autosave.json"
    folder.mkdir()
    with pytest.raises(SaveError, match="not a file"):
        load_json(folder)
    monkeypatch.setattr(save, "MAX_BYTES", 10)
    big = tmp_path / "b_autosave.json"
    big.write_text('{"a": "' + "x" * 20 + '"}', encoding="utf-8")
    with pytest.raises(SaveError, match="too big"):
        load_json(big)


def test_a_file_that_cannot_be_read_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match="Could not read"):
        load_json(tmp_path / "missing.json")
