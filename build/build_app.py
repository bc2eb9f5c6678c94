"""Build the one-folder app with PyInstaller: dist/tablegames/tablegames.

    python build/build_app.py          # what `make build` runs
    python build/build_app.py --clean  # drop PyInstaller's cache first

Work files go to build/work/ (git-ignored), the app to dist/ at the repository root.
After building, the script checks that the bundle holds the executable, the font and
every file of assets/ and levels/, then prints the build time and the app's size.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "tablegames.spec"
WORK = ROOT / "build" / "work"
DIST = ROOT / "dist"
NAME = "tablegames"
DATA_DIRS = ("assets", "levels")
FONT = Path("assets/fonts/NotoSansCJKsc-Subset.otf")


def app_dir(dist: Path = DIST) -> Path:
    return dist / NAME


def executable(dist: Path = DIST) -> Path:
    return app_dir(dist) / (NAME + (".exe" if os.name == "nt" else ""))


def bundled_root(dist: Path = DIST) -> Path:
    """Where PyInstaller 6 puts data files in a one-folder app (sys._MEIPASS)."""
    return app_dir(dist) / "_internal"


def pyinstaller_args(clean: bool = False) -> list[str]:
    args = [
        str(SPEC),
        "--noconfirm",
        "--distpath", str(DIST),
        "--workpath", str(WORK),
        "--log-level", "WARN",
    ]
    if clean:
        args.append("--clean")
    return args


def expected_files() -> list[Path]:
    """Every regular file of the data folders, and every data file beside the code
    (not code, not a cache), relative to the repository root."""
    files = []
    for folder in DATA_DIRS:
        base = ROOT / folder
        if base.is_dir():
            files += [p.relative_to(ROOT) for p in sorted(base.rglob("*")) if p.is_file()]
    files += [p.relative_to(ROOT) for p in sorted((ROOT / "game").rglob("*")) if p.is_file()
              and "__pycache__" not in p.parts and p.suffix not in (".py", ".pyc")
              and not p.name.startswith(".")]
    return files


def verify(dist: Path = DIST) -> list[str]:
    """Problems with the built app; empty when it is complete."""
    problems = []
    if not executable(dist).is_file():
        problems.append(f"no executable at {executable(dist)}")
    inside = bundled_root(dist)
    for rel in [FONT, *expected_files()]:
        if not (inside / rel).is_file():
            problems.append(f"not bundled: {rel}")
    return problems


def tree_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the one-folder app with PyInstaller.")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    args = parser.parse_args(argv)

    import PyInstaller.__main__

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # PyInstaller's hooks import pygame
    os.chdir(ROOT)
    start = time.perf_counter()
    PyInstaller.__main__.run(pyinstaller_args(args.clean))
    elapsed = time.perf_counter() - start

    problems = verify()
    for problem in problems:
        print("build_app:", problem, file=sys.stderr)
    if problems:
        return 1
    size = tree_size(app_dir())
    print(
        f"built {executable().relative_to(ROOT)} in {elapsed:.1f} s; "
        f"{size / 1e6:.1f} MB, {len(expected_files())} data files bundled"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
