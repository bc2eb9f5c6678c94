"""The shape of the code: the shared layers know no game, and packages import each
other in one direction only.

Imports are read from the source (every `import` statement, also those inside
functions), so a lazy import counts as much as one at the top of a module.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"
SHARED = ("game.core", "game.ui", "game.minigames")
# The shared layers as the issue's grep reads them: the benches' own entry point and
# shared helpers too, and a game's words beside its key.
NAMED = (*SHARED, "game.bench")
GAME_WORDS = ("kitchen", "crepe")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> set[str]:
    """Every module a file imports, by absolute name."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    here = module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return {name for name in found if name == "game" or name.startswith("game.")}


def all_modules() -> dict[str, set[str]]:
    return {module_name(p): imports_of(p) for p in sorted(GAME.rglob("*.py"))}


def node_of(module: str) -> str:
    """The package a module belongs to for the circle check: a shared layer, one game's
    package, the catalogue, or an entry point (`__main__`) on its own."""
    parts = module.split(".")
    if parts[-1] == "__main__" or module == "game.games.catalogue":
        return module
    if parts[:2] == ["game", "games"] and len(parts) >= 3:
        return ".".join(parts[:3])
    return ".".join(parts[:2])


def game_imports_in_shared(modules: dict[str, set[str]]) -> dict[str, list[str]]:
    wrong = {mod: sorted(i for i in imports if i.startswith("game.games"))
             for mod, imports in modules.items() if mod.startswith(SHARED)}
    return {mod: imports for mod, imports in wrong.items() if imports}


def package_circles(modules: dict[str, set[str]]) -> list[list[str]]:
    known = set(modules)
    edges: dict[str, set[str]] = defaultdict(set)
    for mod, imports in modules.items():
        for target in imports:
            # "from game.games.x import GAME" names an attribute: take the module.
            while target not in known and "." in target:
                target = target.rpartition(".")[0]
            a, b = node_of(mod), node_of(target)
            if a != b and target in known:
                edges[a].add(b)
    circles: list[list[str]] = []
    done: set[str] = set()

    def visit(node: str, path: list[str]) -> None:
        for nxt in sorted(edges[node]):
            if nxt in path:
                circles.append(path[path.index(nxt):] + [nxt])
            elif nxt not in done:
                visit(nxt, path + [nxt])
        done.add(node)

    for start in sorted(edges):
        if start not in done:
            visit(start, [start])
    return circles


def test_the_shared_layers_import_no_game():
    assert game_imports_in_shared(all_modules()) == {}


def test_the_shared_layers_name_no_game():
    from game.games import catalogue

    names = [*catalogue.load(), *GAME_WORDS]
    hits = []
    for package in NAMED:
        for path in (ROOT / package.replace(".", "/")).rglob("*.py"):
            text = path.read_text(encoding="utf-8").lower()
            hits += [(path.name, key) for key in names if key in text]
    assert hits == []


def test_no_import_circles_between_packages():
    assert package_circles(all_modules()) == []


def test_the_checks_find_what_is_planted():
    """A lazy import of a game from the UI is both a forbidden import and a circle."""
    modules = all_modules()
    assert any(m.startswith("game.ui") for m in modules)
    planted = dict(modules)
    planted["game.ui.app"] = modules["game.ui.app"] | {"game.games.doudizhu.model"}
    assert game_imports_in_shared(planted) == {"game.ui.app": ["game.games.doudizhu.model"]}
    assert any("game.ui" in c and "game.games.doudizhu" in c for c in package_circles(planted))


# One package layout for every game (docs/ARCHITECTURE.md, "What a game package
# provides"): where a newcomer finds each part of any game.
LAYOUT = {
    "__init__.py": "GAME, the catalogue's line",
    "model.py": "the state machine",
    "determinize.py": "what each seat may know, and worlds made up from it",
    "events.py": "the declared events: fields, words, motion",
    "ai.py": "the computer players, by level",
    "controller.py": "the model bound to its table",
    "results.py": "the results sheet",
    "strings.py": "its words, in every language",
    "shots.py": "its screenshot scenes",
    "emblem.py": "the browser tile's picture",
}
# A table of its own is `table.py`; the climbing games share `game/games/climbing`.
SHARED_TABLES = {"climbing": "game.games.climbing.controller"}


def layout_gaps(key: str, package: Path | None = None) -> list[str]:
    """What the package of game `key` lacks (`package`: where it lies, if not under
    game/games: the test-only tests/kit_game, whose tests lie beside it)."""
    package = package or GAME / "games" / key
    gaps = [name for name in LAYOUT if not (package / name).exists()]
    if not ((package / "bench.py").exists() or (package / "bench").is_dir()):
        gaps.append("bench.py")
    shared = any(module in imports_of(package / "controller.py")
                 for module in SHARED_TABLES.values()) if (package / "controller.py").exists() \
        else False
    if not shared and not (package / "table.py").exists():
        gaps.append("table.py")
    if not (ROOT / "tests" / key).is_dir() and not any(package.glob("test_*.py")):
        gaps.append(f"tests/{key}/")
    return gaps


def test_every_game_package_has_the_one_layout():
    from game.games import catalogue

    assert {key: layout_gaps(key) for key in catalogue.load()} == {
        key: [] for key in catalogue.load()}


def test_the_layout_check_finds_a_missing_part(tmp_path, monkeypatch):
    import shutil

    games = tmp_path / "game" / "games"
    shutil.copytree(GAME / "games" / "forbidden_island", games / "forbidden_island",
                    ignore=shutil.ignore_patterns("__pycache__", "determinize.py"))
    (tmp_path / "tests" / "forbidden_island").mkdir(parents=True)
    monkeypatch.setitem(globals(), "GAME", tmp_path / "game")
    monkeypatch.setitem(globals(), "ROOT", tmp_path)
    assert layout_gaps("forbidden_island") == ["determinize.py"]
    (games / "forbidden_island" / "table.py").unlink()
    assert layout_gaps("forbidden_island") == ["determinize.py", "table.py"]
