"""I'm the Boss! in words: families, cards, money ("$12M", or a band), dividends, whose
investor a slot holds, and why a deal broke down."""

from __future__ import annotations

from collections.abc import Callable

from game.games.imtheboss.cards import ANYONE, PACK, kind_of
from game.games.imtheboss.data import MONEY_BAND
from game.ui.i18n import t


def family_name(letter: str) -> str:
    return t(f"ib_family_{letter}")


def investor(letter: str) -> str:
    """"the Heiermann investor"."""
    return t("ib_investor", family=family_name(letter))


def card_words(code: str) -> str:
    """A card by its code: "Travel (Knetowitz)", "Clan card (Talerfeld)", "Stop"."""
    kind = kind_of(PACK.from_codes([code])[0])
    if kind.type == "travel" and kind.family == ANYONE:
        return t("ib_card_any")
    name = t(f"ib_card_{kind.type}")
    return t("ib_card_of", card=name, family=family_name(kind.family)) if kind.family else name


def money(n: int) -> str:
    return t("ib_money", n=n)


def money_seen(amount: int | None, band: int | None) -> str:
    """Exact money when it is shown, else the band its stack is judged in ("$10–19M")."""
    if amount is not None:
        return money(amount)
    return t("ib_money_band", low=band, high=band + MONEY_BAND - 1)


def dividends(n: int) -> str:
    return t("ib_dividend_one") if n == 1 else t("ib_dividends", n=n)


def seat_or_beside(seat: int | None, name_of: Callable[[int], str]) -> str:
    return t("ib_beside") if seat is None else name_of(seat)


SPOKEN = ("propose", "offer", "counter", "review", "side", "accept", "reject", "wait",
          "close_request")  # a computer's moves of a deal said in a speech bubble


def spoken_words(ev, remark: str | None = None) -> str:
    """A move of a deal as its player says it across the table ("4 for Knetowitz?"),
    with what the computer adds (`remark`, a key of the ib_remark_ words)."""
    d = ev.data
    fam = family_name(d["family"]) if d.get("family") else ""
    kind = ev.kind
    if kind in ("accept", "reject") and not fam:
        kind += "_side"
    words = t(f"ib_say_{kind}", n=d.get("pay", 0), family=fam)
    return t("ib_say_and", said=words, remark=t(f"ib_remark_{remark}")) if remark else words
