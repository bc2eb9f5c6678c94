"""Fonts: one CJK-capable face through pygame.freetype, with a rendered-text cache.

pygame.font opens only face 0 of a .ttc, so the system Noto CJK collection
(face 2 = Simplified Chinese) needs freetype.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pygame
import pygame.freetype

from game.resources import resource_path

SUBSET = "assets/fonts/NotoSansCJKsc-Subset.otf"
SYSTEM_TTC = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
SYSTEM_BOLD_TTC = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc")

_font: pygame.freetype.Font | None = None
_bold: pygame.freetype.Font | None = None
_cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_CACHE_MAX = 600


def _open(path: Path | None, index: int) -> pygame.freetype.Font:
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    font = pygame.freetype.Font(str(path) if path else None, 16, font_index=index)
    font.pad = True  # full line height: text of any letters centres on one baseline
    font.origin = False
    return font


def font(bold: bool = False) -> pygame.freetype.Font:
    """The UI face: our subset if built, else the system Noto CJK, else pygame's."""
    global _font, _bold
    if _font is None:
        subset = resource_path(SUBSET)
        if subset.exists():
            _font = _open(subset, 0)
        elif SYSTEM_TTC.exists():
            _font = _open(SYSTEM_TTC, 2)
        else:
            _font = _open(None, 0)
        # A true bold face reads better than synthetic emboldening; only the
        # system collection has one, so the subset uses the strong style instead.
        _bold = _open(SYSTEM_BOLD_TTC, 2) if not subset.exists() and SYSTEM_BOLD_TTC.exists() \
            else None
    if bold:
        return _bold or _font
    return _font


def render(text: str, size: int, color, bold: bool = False, pad: bool = True) -> pygame.Surface:
    """Anti-aliased text on a transparent surface; cached by all arguments.

    `pad` gives every line the font's full height (steady baselines in the UI);
    card indices use tight boxes instead.
    """
    size = max(6, int(size))
    key = (text, size, tuple(color), bold, pad)
    surf = _cache.get(key)
    if surf is not None:
        _cache.move_to_end(key)
        return surf
    f = font(bold)
    synthetic = bold and f is font(False)
    style = pygame.freetype.STYLE_STRONG if synthetic else pygame.freetype.STYLE_DEFAULT
    if not text:
        surf = pygame.Surface((1, max(1, size)), pygame.SRCALPHA)
    else:
        f.pad = pad
        surf, _ = f.render(text, fgcolor=color, size=size, style=style)
    _cache[key] = surf
    if len(_cache) > _CACHE_MAX:
        _cache.popitem(last=False)
    return surf


def line_height(size: int) -> int:
    return int(font().get_sized_height(max(6, int(size))))


def text_width(text: str, size: int, bold: bool = False) -> int:
    return render(text, size, (0, 0, 0), bold).get_width()


def missing_glyphs(text: str) -> list[str]:
    """Characters the current face cannot draw (they would show as boxes)."""
    f = font()
    metrics = f.get_metrics(text, size=16)
    return [ch for ch, m in zip(text, metrics, strict=False) if m is None and not ch.isspace()]


# Punctuation that may not begin a line (Chinese typesetting keeps it with the
# character before).
_NO_LINE_START = frozenset("，。、；：！？）」』》〉…,.;:!?)%")
_NO_LINE_END = frozenset("（「『《〈(")  # ... and opening brackets stay with what follows


def _is_cjk(ch: str) -> bool:
    return ord(ch) >= 0x2E80


def _is_hangul(ch: str) -> bool:
    return "\uac00" <= ch <= "\ud7a3" or "\u1100" <= ch <= "\u11ff" or "\u3130" <= ch <= "\u318f"


def _breaks_anywhere(ch: str) -> bool:
    """Chinese may break between any two characters; Korean, like Latin, only at spaces
    between words."""
    return _is_cjk(ch) and not _is_hangul(ch)


def _tokens(para: str) -> list[tuple[str, bool]]:
    """Unbreakable pieces of a paragraph, each with whether a space comes before it:
    a Latin or Korean word, or one Chinese character (with any closing punctuation
    after it)."""
    tokens: list[tuple[str, bool]] = []
    space = False
    for ch in para:
        if ch == " ":
            space = True
            continue
        glue = tokens and not space and (
            ch in _NO_LINE_START or tokens[-1][0][-1] in _NO_LINE_END
            or not (_breaks_anywhere(ch) or _breaks_anywhere(tokens[-1][0][-1])))
        if glue:
            tokens[-1] = (tokens[-1][0] + ch, tokens[-1][1])
        else:
            tokens.append((ch, space))
        space = False
    return tokens


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break text into lines no wider than `width` px: between words in Latin text,
    between any two characters in Chinese, never before closing punctuation."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for token, space in _tokens(para):
            cand = line + (" " if space and line else "") + token
            if line and text_width(cand, size, bold) > width:
                lines.append(line)
                line = token
            else:
                line = cand
        lines.append(line)
    return lines


def clear_cache() -> None:
    _cache.clear()


def reset() -> None:
    """Forget opened faces (after pygame.quit) and every rendered text."""
    global _font, _bold
    _font = _bold = None
    _cache.clear()
