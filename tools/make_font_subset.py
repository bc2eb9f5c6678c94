"""Build assets/fonts/NotoSansCJKsc-Subset.otf: the glyphs the app can show, and no more.

Source: Noto Sans CJK SC Regular, face 2 of Debian's fonts-noto-cjk collection
(/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc, SIL OFL 1.1).

The character set is the 3755 common Hanzi of GB2312 level 1, printable ASCII,
Latin-1, common punctuation (Western and CJK), full-width forms, card suits, arrows
and a few signs, plus every character the app's own text uses: the UI string table
`game.ui.i18n.STRINGS` with every game's table merged in by the catalogue, the
non-ASCII characters of every string literal in the Python files under game/ (Chinese
names in the rules modules, for example), and any text data files under assets/ and
levels/.

CFF hints are kept so small sizes stay crisp. The output is reproducible: the same
source font and character set give the same bytes.

    python tools/make_font_subset.py            # build the subset
    python tools/make_font_subset.py --check    # fail if the shipped subset misses a character
    python tools/make_font_subset.py --list     # print the character set

fontTools is needed only to build or check (`pip install -e '.[fonts]'`); the
character-collecting functions are plain Python so tests can reuse them.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
SOURCE_INDEX = 2  # Simplified Chinese face of the collection
OUTPUT = ROOT / "assets" / "fonts" / "NotoSansCJKsc-Subset.otf"

# Characters the app may draw even if no string table names them today.
EXTRA = (
    # Western punctuation and signs beyond ASCII
    "–—‘’‚“”„†‡•…‰′″‹›€™·×÷±°§¶©®"
    # CJK punctuation
    "，。！？：；、「」『』（）《》〈〉【】〔〕…—·“”‘’～"
    # card suits, arrows, stars and marks
    "♠♥♣♦♤♡♧♢←→↑↓★☆✓○●◆◇□■△▲▽▼"
)
# Whole ranges: Latin-1 Supplement (printable), the CJK symbols block's punctuation,
# full-width ASCII forms and the full-width signs used in Chinese text.
RANGES = ((0x00A0, 0x00FF), (0x3000, 0x3011), (0xFF01, 0xFF5E), (0xFFE0, 0xFFE6))


def gb2312_level1() -> list[str]:
    """The 3755 common Hanzi: GB2312 rows 0xB0-0xD7, cells 0xA1-0xFE, decoded."""
    chars = []
    for row in range(0xB0, 0xD8):
        for cell in range(0xA1, 0xFF):
            try:
                chars.append(bytes((row, cell)).decode("gb2312"))
            except UnicodeDecodeError:
                continue  # 0xD7FA-0xD7FE are unassigned
    return chars


def base_characters() -> set[str]:
    chars = {chr(c) for c in range(0x20, 0x7F)}
    for lo, hi in RANGES:
        chars.update(chr(c) for c in range(lo, hi + 1))
    chars.update(EXTRA)
    chars.update(gb2312_level1())
    return chars


def i18n_characters() -> set[str]:
    """Every character of every UI string, all languages: the shared table
    (game.ui.i18n.STRINGS) with every game's own table merged in by the catalogue."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    try:
        catalogue = importlib.import_module("game.games.catalogue")
        catalogue.load()
        module = importlib.import_module("game.ui.i18n")
    except ImportError:
        return set()
    chars: set[str] = set()
    for entry in getattr(module, "STRINGS", {}).values():
        for text in entry.values():
            chars.update(text)
    return chars


def _literals(tree: ast.AST):
    """String constants, except bare string statements (docstrings), which are never drawn."""
    bare = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in bare:
            yield node.value


def source_characters(package: Path | None = None) -> set[str]:
    """Non-ASCII characters in string literals of every .py file under game/."""
    package = package or ROOT / "game"
    chars: set[str] = set()
    for path in sorted(package.rglob("*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        except (SyntaxError, UnicodeDecodeError) as exc:  # a file mid-edit elsewhere
            print(f"warning: skipped {path.relative_to(ROOT)}: {exc}", file=sys.stderr)
            continue
        for text in _literals(tree):
            chars.update(ch for ch in text if ord(ch) > 0x7E)
    return chars


def data_characters() -> set[str]:
    """Non-ASCII characters of text data shipped in assets/ and levels/."""
    chars: set[str] = set()
    for folder in (ROOT / "assets", ROOT / "levels"):
        if not folder.is_dir():
            continue
        for path in sorted(folder.rglob("*")):
            if path.suffix.lower() not in {".txt", ".md", ".json", ".toml", ".tmx", ".tsx"}:
                continue
            if path.parent == OUTPUT.parent:  # the font's own licence and notes
                continue
            text = path.read_text(encoding="utf-8", errors="ignore")
            chars.update(ch for ch in text if ord(ch) > 0x7E)
    return chars


def drawable(chars: set[str]) -> set[str]:
    """Drop controls and layout whitespace other than the space; fonts need no glyph."""
    keep = set()
    for ch in chars:
        cat = unicodedata.category(ch)
        if ch == " " or ch == "\u3000" or ch == "\u00a0" or cat[0] not in "CZ":
            keep.add(ch)
    return keep


def app_characters() -> set[str]:
    """What the app's own text needs: must all be in the subset."""
    return drawable(i18n_characters() | source_characters() | data_characters())


def all_characters() -> set[str]:
    return drawable(base_characters()) | app_characters()


def build(source: Path, index: int, output: Path) -> None:
    from fontTools import subset
    from fontTools.ttLib import TTFont

    wanted = all_characters()
    font = TTFont(str(source), fontNumber=index, recalcTimestamp=False, lazy=False)
    cmap = font.getBestCmap()
    missing_ui = sorted(ch for ch in drawable(i18n_characters()) if ord(ch) not in cmap)
    if missing_ui:
        # The source font itself lacks these: no subset can draw them.
        print("error: the source font has no glyph for UI strings: "
              + " ".join(f"{ch!r} U+{ord(ch):04X}" for ch in missing_ui), file=sys.stderr)
        raise SystemExit(1)
    missing = sorted(ch for ch in wanted if ord(ch) not in cmap)
    if missing:
        print(f"note: {len(missing)} optional characters are not in the source font: "
              + "".join(missing), file=sys.stderr)

    options = subset.Options()
    options.hinting = True  # keep CFF hints: crisper text at UI sizes
    options.desubroutinize = False
    options.name_IDs = ["*"]  # keep copyright, licence and designer records
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    # pygame.freetype draws with FreeType alone, which applies no OpenType layout
    # features, so alternates reachable only through GSUB (locale forms, vertical
    # forms) would be dead weight.
    options.layout_features = []
    options.drop_tables += ["VORG", "vhea", "vmtx"]  # vertical text: unused by the app
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(ch) for ch in wanted if ord(ch) in cmap])
    subsetter.subset(font)

    output.parent.mkdir(parents=True, exist_ok=True)
    tmp = output.with_suffix(".tmp")
    font.save(str(tmp))
    tmp.replace(output)
    glyphs = len(font.getGlyphOrder())
    covered = len(font.getBestCmap())
    size = output.stat().st_size
    print(f"wrote {output.relative_to(ROOT) if output.is_relative_to(ROOT) else output}: "
          f"{size / 1e6:.2f} MB, {covered} characters, {glyphs} glyphs")


def check(output: Path) -> int:
    from fontTools.ttLib import TTFont

    if not output.exists():
        print(f"missing {output}", file=sys.stderr)
        return 1
    cmap = TTFont(str(output), lazy=True).getBestCmap()
    missing = sorted(ch for ch in app_characters() if ord(ch) not in cmap)
    if missing:
        print("the subset lacks: " + "".join(missing) + "  (run: make fonts)", file=sys.stderr)
        return 1
    print(f"{output.name} covers all {len(app_characters())} characters the app uses")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source", type=Path, default=SOURCE)
    parser.add_argument("--index", type=int, default=SOURCE_INDEX)
    parser.add_argument("--output", type=Path, default=OUTPUT)
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--check", action="store_true", help="only check the existing subset")
    group.add_argument("--list", action="store_true", help="only print the character set")
    args = parser.parse_args(argv)
    if args.list:
        print("".join(sorted(all_characters())))
        return 0
    if args.check:
        return check(args.output)
    if not args.source.exists():
        print(f"{args.source} not found: install Debian's fonts-noto-cjk", file=sys.stderr)
        return 1
    build(args.source, args.index, args.output)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
