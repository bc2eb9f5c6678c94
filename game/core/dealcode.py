"""Deal codes: a short, typeable name for one exact deal (seed + variant).

Crockford base32 (no I, L, O, U) with a check character, grouped like
"K7QD-2XMAB": easy to read aloud, and a typo is caught rather than replaying a
different deal.

The check treats each character as an element of the field GF(32) and makes
sum(alpha**i * c_i) over all nine characters (check included) zero, alpha a
primitive element. A changed character adds alpha**i * d with d != 0, and swapping
neighbours with different values adds alpha**i * (1 + alpha) * d: neither can be
zero in a field, so every single-character substitution and every adjacent
transposition (the check character's too) is caught.
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


def _gf32_tables() -> tuple[list[int], list[int]]:
    """Powers and logarithms of alpha in GF(32) = GF(2)[x] / (x^5 + x^2 + 1)."""
    exp, log = [0] * 62, [0] * 32
    x = 1
    for i in range(31):
        exp[i] = exp[i + 31] = x
        log[x] = i
        x <<= 1
        if x & 32:
            x ^= 0b100101
    return exp, log


_EXP, _LOG = _gf32_tables()


def _times_alpha_power(symbol: int, power: int) -> int:
    return 0 if symbol == 0 else _EXP[_LOG[symbol] + power % 31]


def _weighted_sum(symbols: list[int]) -> int:
    total = 0
    for i, symbol in enumerate(symbols):
        total ^= _times_alpha_power(symbol, i)  # addition in GF(2^5) is xor
    return total


def _check_char(body: str) -> str:
    """The character that makes the weighted sum of body + check zero."""
    partial = _weighted_sum([ALPHABET.index(ch) for ch in body])
    # check * alpha**n == partial  (minus is plus in characteristic 2)
    return ALPHABET[_times_alpha_power(partial, 31 - len(body) % 31)]


def encode(seed: int, variant: int = 0) -> str:
    if not 0 <= seed < 1 << SEED_BITS or not 0 <= variant < 1 << VARIANT_BITS:
        raise DealCodeError("range", "seed or variant out of range")
    value = (variant << SEED_BITS) | seed
    body = "".join(ALPHABET[(value >> (5 * i)) & 31] for i in reversed(range(_BODY_CHARS)))
    text = body + _check_char(body)
    return f"{text[:4]}-{text[4:]}"


def decode(code: str) -> tuple[int, int]:
    """Return (seed, variant); raise DealCodeError with a readable reason."""
    if not isinstance(code, str):
        raise DealCodeError("shape", "A deal code has 9 letters and digits, like K7QD-2XMAB.")
    text = code.strip().upper().replace("-", "").replace(" ", "")
    text = text.replace("O", "0").replace("I", "1").replace("L", "1")
    if len(text) != _BODY_CHARS + 1 or any(ch not in ALPHABET for ch in text):
        raise DealCodeError("shape", "A deal code has 9 letters and digits, like K7QD-2XMAB.")
    value = 0
    for ch in text[:-1]:
        value = (value << 5) | ALPHABET.index(ch)
    if _check_char(text[:-1]) != text[-1] or value >> (SEED_BITS + VARIANT_BITS):
        raise DealCodeError("typo", "That deal code has a typo: its check letter does not match.")
    return value & ((1 << SEED_BITS) - 1), value >> SEED_BITS
