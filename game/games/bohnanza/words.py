"""Bohnanza in words: beans by name, a few beans counted ("2 Red, Chili"), and an offer
as the log, the speech bubbles and the trading mat say it ("a Red for your Chili")."""

from __future__ import annotations

from collections import Counter

from game.ui.i18n import t


def bean_name(bean: str) -> str:
    return t(f"bn_bean_{bean}")


def beans_words(beans: list[str]) -> str:
    """Beans counted by kind, in the order first named: "2 Red, Chili"; "nothing"."""
    if not beans:
        return t("bn_nothing")
    counts = Counter(beans)
    return t("bn_list_sep").join(bean_name(b) if n == 1 else t("bn_n_beans", n=n, bean=bean_name(b))
                                 for b, n in counts.items())


def offer_words(give: list[str], takes: list[str]) -> str:
    """What a bidder offers (`give`) for what it takes (`takes`: market cards and the
    active player's beans); a gift either way."""
    if not takes:
        return t("bn_offer_gift", give=beans_words(give))
    if not give:
        return t("bn_offer_ask_gift", takes=beans_words(takes))
    return t("bn_offer", give=beans_words(give), takes=beans_words(takes))


def market_beans(slots, market: list[str | None]) -> list[str]:
    """The beans of the market cards at `slots`, those still lying there, in slot order
    as given."""
    return [market[s] for s in slots if s < len(market) and market[s]]


def bid_takes(bid: dict, market: list[str | None]) -> list[str]:
    """The beans a public bid takes: its market cards and the beans it asks of the
    active player's hand."""
    return market_beans(bid["slots"], market) + bid["beans"]
