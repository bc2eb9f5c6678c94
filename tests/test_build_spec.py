"""The PyInstaller spec bundles what the app needs, checked without running PyInstaller.

The spec is executed with stand-ins for PyInstaller's build classes, so this runs in
the plain test environment too; `make smoke` builds and runs the real app.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"


class _Recorder:
    calls: dict[str, dict] = {}

    def __init__(self, *args, **kwargs):
        type(self).calls[type(self).__name__] = {"args": args, "kwargs": kwargs}
        self.pure = self.scripts = self.binaries = self.datas = []


def _stub(name):
    return type(name, (_Recorder,), {})


@pytest.fixture(scope="module")
def spec():
    """Run build/tablegames.spec with recording stand-ins; return what it asked for."""
    _Recorder.calls = {}
    scope = {
        "SPECPATH": str(BUILD),
        **{n: _stub(n) for n in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")},
    }
    exec(compile((BUILD / "tablegames.spec").read_text(), "tablegames.spec", "exec"), scope)
    return dict(_Recorder.calls)


def _module_names(package: str) -> list[str]:
    base = ROOT / package
    names = []
    for path in base.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def test_one_folder_app_named_tablegames(spec):
    exe = spec["EXE"]["kwargs"]
    assert exe["name"] == "tablegames"
    assert exe["exclude_binaries"] is True  # one-folder: binaries go to COLLECT
    assert spec["COLLECT"]["kwargs"]["name"] == "tablegames"


def test_entry_script_calls_game_main(spec):
    (script,) = spec["Analysis"]["args"][0]
    text = Path(script).read_text()
    assert "from game.__main__ import main" in text
    assert Path(spec["Analysis"]["kwargs"]["pathex"][0]) == ROOT


def test_assets_and_levels_are_bundled(spec):
    datas = dict((dest, Path(src)) for src, dest in spec["Analysis"]["kwargs"]["datas"])
    assert datas["assets"] == ROOT / "assets"
    assert (datas["assets"] / "fonts" / "NotoSansCJKsc-Subset.otf").is_file()
    assert (datas["assets"] / "fonts" / "OFL.txt").is_file()
    assert (datas["assets"] / "icon.png").is_file()  # the window's icon (game/ui/window.py)
    if (ROOT / "levels").is_dir():
        assert datas["levels"] == ROOT / "levels"


def test_data_files_beside_the_code_are_bundled_beside_it(spec):
    """A game's data read from beside its module (Saboteur's cards.json, the word game's
    words.txt and its licence) lies at the same place in the app: every file under game/
    that is not code."""
    datas = {(Path(src), dest) for src, dest in spec["Analysis"]["kwargs"]["datas"]}
    found = sorted(p for p in (ROOT / "game").rglob("*") if p.is_file()
                   and "__pycache__" not in p.parts and p.suffix not in (".py", ".pyc"))
    assert {p.suffix for p in found} >= {".json", ".txt"}, "no data file under game/ to check"
    for path in found:
        assert (path, str(path.parent.relative_to(ROOT))) in datas, path


def test_every_game_module_is_included(spec):
    hidden = set(spec["Analysis"]["kwargs"]["hiddenimports"])
    for name in _module_names("game"):
        if not name.startswith("game.bench"):
            assert name in hidden
    assert "pytmx" in hidden


def test_heavy_dev_only_packages_are_left_out(spec):
    excludes = set(spec["Analysis"]["kwargs"]["excludes"])
    assert {"numpy", "rlcard", "pytest", "tkinter"} <= excludes


def _build_app():
    spec = importlib.util.spec_from_file_location("build_app", BUILD / "build_app.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_build_script_paths_stay_out_of_git():
    build_app = _build_app()
    args = build_app.pyinstaller_args()
    assert args[0] == str(BUILD / "tablegames.spec")
    assert args[args.index("--workpath") + 1] == str(ROOT / "build" / "work")
    assert args[args.index("--distpath") + 1] == str(ROOT / "dist")
    ignored = (ROOT / ".gitignore").read_text().split()
    assert "/build/work/" in ignored and "dist/" in ignored


def test_verify_reports_missing_files(tmp_path):
    build_app = _build_app()
    problems = build_app.verify(tmp_path)
    assert any("no executable" in p for p in problems)
    assert any("NotoSansCJKsc-Subset.otf" in p for p in problems)
    inside = build_app.bundled_root(tmp_path)
    for rel in [build_app.FONT, *build_app.expected_files()]:
        (inside / rel).parent.mkdir(parents=True, exist_ok=True)
        (inside / rel).write_bytes(b"")
    build_app.executable(tmp_path).write_bytes(b"")
    assert build_app.verify(tmp_path) == []
