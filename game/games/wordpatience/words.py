"""The solitaire in words: a card by its index and headword ("7♥ cat"), a run, a move (the
hint's line and the log's), the time ("3:05")."""

from __future__ import annotations

from game.core.protocol import Action
from game.games.wordpatience.actions import (
    ColumnToFoundation,
    FoundationToColumn,
    MoveRun,
    TurnStock,
    WasteToColumn,
    WasteToFoundation,
)
from game.games.wordpatience.deck import PACK, headword
from game.ui.i18n import t

SUIT_SIGNS = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
RANK_SIGNS = {"T": "10"}


def index(code: str) -> str:
    """A card's printed index: "7♥", "10♠"."""
    return RANK_SIGNS.get(code[0], code[0]) + SUIT_SIGNS[code[1]]


def card_name(code: str) -> str:
    """"7♥ cat": the index and the headword."""
    return f"{index(code)} {headword(PACK.from_codes([code])[0])}"


def run_name(codes: list[str]) -> str:
    """One card by name, or a run by its first card and how many lie under it."""
    if len(codes) == 1:
        return card_name(codes[0])
    return t("wp_run", first=card_name(codes[0]), n=len(codes) - 1)


def move_words(kind: str, cards: list[str], src: object = None, dst: object = None) -> str:
    """A move as a phrase ("7♥ cat from column 2 onto column 5"); columns counted from 1."""
    cards_words = run_name(cards)
    src_n = src + 1 if isinstance(src, int) else src
    dst_n = dst + 1 if isinstance(dst, int) else dst
    return t(f"wp_act_{kind}", cards=cards_words, src=src_n, dst=dst_n)


def action_words(action: Action, board: dict) -> str:
    """What `action` does on the board as shown (an observation)."""
    if isinstance(action, MoveRun):
        run = board["columns"][action.src]["up"][-action.count:]
        return move_words("run", run, action.src, action.dst)
    if isinstance(action, ColumnToFoundation):
        return move_words("col_found", board["columns"][action.src]["up"][-1:], action.src)
    if isinstance(action, WasteToColumn):
        return move_words("waste_col", board["waste"][-1:], None, action.dst)
    if isinstance(action, WasteToFoundation):
        return move_words("waste_found", board["waste"][-1:])
    if isinstance(action, FoundationToColumn):
        return move_words("found_col", board["foundations"][action.suit][-1:], None, action.dst)
    if isinstance(action, TurnStock):
        return t("wp_act_stock") if board["stock"] else t("wp_act_redeal")
    return action.kind


def moved_words(data: dict) -> str:
    """A "moved" event's phrase."""
    kind = {("column", "column"): "run", ("column", "foundation"): "col_found",
            ("waste", "column"): "waste_col", ("waste", "foundation"): "waste_found",
            ("foundation", "column"): "found_col"}[data["from"], data["to"]]
    return move_words(kind, data["cards"], data["src"], data["dst"])


def clock(seconds: float) -> str:
    """"3:05", or "1:02:09" past an hour."""
    s = int(seconds)
    h, m = divmod(s // 60, 60)
    return f"{h}:{m:02}:{s % 60:02}" if h else f"{m}:{s % 60:02}"


def goes_on(code: str) -> str:
    """Where a card may lie in a column, said for a drop the rules refused for its rank
    or colour: "9♦ goes on a black 10." (a King: only into an empty column)."""
    rank = "A23456789TJQK".index(code[0])
    if rank == 12:
        return t("wp_refuse_king_only_empty", card=index(code))
    above = "A23456789TJQK"[rank + 1]
    colour = t("wp_black") if code[1] in "HD" else t("wp_red")
    return t("wp_refuse_goes_on", card=index(code), colour=colour,
             rank=RANK_SIGNS.get(above, above))
