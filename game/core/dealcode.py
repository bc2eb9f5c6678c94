"""Deal codes: a short, typeable name for one exact deal (seed + variant).

Crockford base32 (no I, L, O, U) with a check character, grouped like
"K7QD-2XMA": easy to read aloud, and a typo is caught rather than replaying a
different deal.
"""

from __future__ import annotations

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
SEED_BITS = 32
VARIANT_BITS = 4  # up to 16 variants per game
_BODY_CHARS = 8  # 40 bits: 32 seed + 4 variant + 4 spare


class DealCodeError(ValueError):
    """A code that names no deal; `reason` is "shape", "typo" or "variant" for the UI."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


def _check_char(value: int) -> str:
    return ALPHABET[(value * 7 + 3) % 29 % 32]


def encode(seed: int, variant: int = 0) -> str:
    if not 0 <= seed < 1 << SEED_BITS or not 0 <= variant < 1 << VARIANT_BITS:
        raise DealCodeError("range", "seed or variant out of range")
    value = (variant << SEED_BITS) | seed
    body = "".join(ALPHABET[(value >> (5 * i)) & 31] for i in reversed(range(_BODY_CHARS)))
    text = body + _check_char(value)
    return f"{text[:4]}-{text[4:]}"


def decode(code: str) -> tuple[int, int]:
    """Return (seed, variant); raise DealCodeError with a readable reason."""
    text = code.strip().upper().replace("-", "").replace(" ", "")
    text = text.replace("O", "0").replace("I", "1").replace("L", "1")
    if len(text) != _BODY_CHARS + 1 or any(ch not in ALPHABET for ch in text):
        raise DealCodeError("shape", "A deal code has 9 letters and digits, like K7QD-2XMAB.")
    value = 0
    for ch in text[:-1]:
        value = (value << 5) | ALPHABET.index(ch)
    if _check_char(value) != text[-1] or value >> (SEED_BITS + VARIANT_BITS):
        raise DealCodeError("typo", "That deal code has a typo: its check letter does not match.")
    return value & ((1 << SEED_BITS) - 1), value >> SEED_BITS
