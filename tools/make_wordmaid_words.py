"""Writes the word game's dictionary (rules sheet Part 2, E4/E15) from Debian's SCOWL
word lists, so the app never downloads anything.

    apt-get install wamerican wbritish wamerican-small
    python tools/make_wordmaid_words.py

- `game/games/wordmaid/words.txt`: the words of `american-english` and `british-english`
  (SCOWL sizes 10-50) that are 2-7 lower-case letters a-z: capitalised entries (proper
  nouns), entries with an apostrophe, a dot or an accent (possessives, abbreviations)
  are left out, and so are lower-case abbreviations (`is_word`: no vowel, a Roman
  numeral, or one of a short list), and so are rude words and slurs (`RUDE`: a family
  game for learners). One word a line, sorted.
- `game/games/wordmaid/common.txt`: the common words for the easy computer and the
  learner's hint (E15's ~2,000-word filter): the 2-4-letter words of the same form in
  `american-english-small`, SCOWL's smallest Debian list (sizes 10-35, the most common
  words), that are also in words.txt. No frequency list is packaged, so "common" is
  SCOWL's size level.
- `game/games/wordmaid/WORDS-LICENSE.txt`: the SCOWL copyright and licence as Debian's
  `wamerican` package gives it (/usr/share/doc/wamerican/copyright), with the source
  named.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "game" / "games" / "wordmaid"
DICT = Path("/usr/share/dict")
SOURCES = ("american-english", "british-english")
COMMON_SOURCE = "american-english-small"
COPYRIGHT = Path("/usr/share/doc/wamerican/copyright")
WORD = re.compile(r"[a-z]{2,7}")
COMMON = re.compile(r"[a-z]{2,4}")
VOWEL = re.compile(r"[aeiouy]")  # a word without one is an abbreviation ("ft", "mph")
ROMAN = re.compile(r"m{0,3}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})")
WORDS_THAT_LOOK_ROMAN = frozenset({"mix", "mi"})
# SCOWL's abbreviations list (english-abbreviations.10) is part of wamerican; these are
# the lower-case ones of 2-7 letters with a vowel that are no word of their own.
ABBREVIATIONS = frozenset({
    "ca", "cu", "ea", "ed", "oz", "yd", "yr", "yrs", "adj", "adv", "amt", "avg",
    "doz", "esp", "est", "etc", "gov",
    "hwy", "inc", "ind", "int", "obj", "rte", "viz", "xor", "approx", "dept", "govt",
    "misc", "corp", "asst", "assn", "cont", "natl", "dpi", "mfg", "mfr", "pkg", "pct",
})

# A family game for learners (E1): rude words and slurs are no play, so they are not in
# the dictionary for the computers to play or the hint to count.
RUDE = frozenset({
    "arse", "arses", "ass", "asses", "bastard", "bitch", "bitched", "bitches", "bitchy",
    "bollock", "boner", "boob", "boobs", "bugger", "cock", "cocks", "crap", "crappy",
    "cunt", "cunts", "dick", "dicks", "dildo", "dildos", "dyke", "dykes", "fag", "fags",
    "faggot", "fart", "farted", "farts", "fuck", "fucked", "fucker", "fucks", "gook",
    "horny", "jap", "japs", "jizz", "kike", "kikes", "nigger", "piss", "pissed", "pisses",
    "porn", "porno", "prick", "pricks", "pussy", "rape", "raped", "rapes", "rapist",
    "shit", "shits", "shitty", "slut", "sluts", "slutty", "spic", "spics", "tit", "tits",
    "titty", "turd", "turds", "twat", "twats", "wank", "wanked", "wanker", "wanks",
    "whore", "whores", "wop", "wops",
})

HEADER = """The word lists words.txt and common.txt beside this file are made by
tools/make_wordmaid_words.py from SCOWL (Spell Checker Oriented Word Lists,
by Kevin Atkinson, http://wordlist.aspell.net/) as packaged by Debian in
wamerican, wbritish and wamerican-small (version {version}): only lower-case
words of 2-7 letters are kept. The copyright and licence of SCOWL, as the
Debian package's copyright file gives them, follow.

"""


def read(name: str, pattern: re.Pattern) -> set[str]:
    path = DICT / name
    if not path.exists():
        sys.exit(f"{path} is missing: apt-get install wamerican wbritish wamerican-small")
    text = path.read_text(encoding="utf-8", errors="replace")
    return {w for w in text.split("\n")
            if pattern.fullmatch(w) and is_word(w) and w not in RUDE}


def is_word(word: str) -> bool:
    """Not an abbreviation: it has a vowel, is no Roman numeral and not in the list."""
    if not VOWEL.search(word) or word in ABBREVIATIONS:
        return False
    return word in WORDS_THAT_LOOK_ROMAN or not ROMAN.fullmatch(word)


def version() -> str:
    changelog = Path("/usr/share/doc/wamerican/changelog.Debian.gz")
    if changelog.exists():
        import gzip

        first = gzip.decompress(changelog.read_bytes()).decode().split("\n", 1)[0]
        found = re.search(r"\(([^)]+)\)", first)
        if found:
            return found.group(1)
    return "unknown"


def main() -> None:
    words: set[str] = set()
    for name in SOURCES:
        words |= read(name, WORD)
    common = read(COMMON_SOURCE, COMMON) & words
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "words.txt").write_text("\n".join(sorted(words)) + "\n", encoding="utf-8")
    (OUT / "common.txt").write_text("\n".join(sorted(common)) + "\n", encoding="utf-8")
    licence = HEADER.format(version=version()) + COPYRIGHT.read_text(encoding="utf-8")
    (OUT / "WORDS-LICENSE.txt").write_text(licence, encoding="utf-8")
    print(f"{len(words)} words, {len(common)} common words")


if __name__ == "__main__":
    main()
