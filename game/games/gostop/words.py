"""Go-Stop's words at the table, in the current language: a log sentence per event, card
names, the scoring sets a capture pile makes, the settlement of a hand, and the set-up
page's choices as `options.Options` fields.

No pygame: the log panel, the results screen and the tests read the same sentences.
An event is read as the viewer sees it (`Event.seen_by`), so a sentence can only name
cards that seat may know. Seat names come from `name_of` (the viewer's own is "You",
and `t()` then picks the template's `_you` variant). The strings are in `strings.py`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict
from typing import Any

from game.core.protocol import Event
from game.games.gostop.cards import JUNK, by_code
from game.games.gostop.hand_result import CHONGTONG, FOUR_ON_TABLE, NAGARI, STOP, THREE_PPUK
from game.games.gostop.options import DEFAULT_TARGET, FIELDS, FIRST_PPUK_POINTS
from game.games.gostop.scoring import Score, best_score
from game.games.gostop.settlement import GO_BAK
from game.games.gostop.specials import JA_PPUK, PPUK_CAPTURE
from game.ui.i18n import t

NameOf = Callable[[int], str]


# --- cards ----------------------------------------------------------------------------------

def card_name(code: str) -> str:
    """"01a" -> "Pine bright (Jan)" / "松光（1月）"."""
    return t(f"gs_card_{code}")


def cards_text(codes: Iterable[str]) -> str:
    """Several card names as one list: "Pine bright (Jan), Pine junk (Jan)"."""
    return t("gs_list_sep").join(card_name(c) for c in codes)


def month_text(month: int) -> str:
    """A month by its plant: "Pine (Jan)" / "松（1月）"."""
    return t(f"gs_month_label_{month}")


# --- the log ------------------------------------------------------------------------------

def _deal(ev: Event, name_of: NameOf) -> str:
    d = ev.data
    text = t("gs_log_deal", name=name_of(d["dealer"]), n=max(d["counts"]),
             count=len(d["table"]))
    if d.get("redeals"):
        text += " " + t("gs_log_redeal", n=d["redeals"])
    return text


def _bonus(ev: Event, name_of: NameOf) -> str:
    # Two shapes: bonus cards dealt to the table go to the dealer ("cards", "from"); one
    # played or turned up in a turn is captured and replaced ("card").
    if "cards" in ev.data:
        return t("gs_log_bonus_table", name=name_of(ev.seat), cards=cards_text(ev.data["cards"]))
    return t("gs_log_bonus", name=name_of(ev.seat), card=card_name(ev.data["card"]))


def _stack(ev: Event, name_of: NameOf) -> str:
    d = ev.data
    what = month_text(d["month"])
    if d["event"] == PPUK_CAPTURE:
        return t("gs_log_stack_ppuk", name=name_of(ev.seat), owner=name_of(d["maker"]),
                 what=what)
    if d["event"] == JA_PPUK:
        return t("gs_log_stack_ja_ppuk", name=name_of(ev.seat), what=what)
    return t("gs_log_stack", name=name_of(ev.seat), what=what)  # a stack dealt to the table


def _junk(ev: Event, name_of: NameOf) -> str:
    d = ev.data
    if not d["cards"]:
        return t("gs_log_junk_none", name=name_of(ev.seat), owner=name_of(d["from"]))
    return t("gs_log_junk", name=name_of(ev.seat), owner=name_of(d["from"]),
             cards=cards_text(d["cards"]))


def _stop(ev: Event, name_of: NameOf) -> str:
    key = "gs_log_stop_auto" if ev.data.get("auto") else "gs_log_stop"
    return t(key, name=name_of(ev.seat), points=ev.data["points"])


def _hand_over(ev: Event, name_of: NameOf) -> str:
    d = ev.data
    if d["reason"] == NAGARI:
        return t("gs_log_nagari")
    key = {CHONGTONG: "gs_log_win_chongtong", THREE_PPUK: "gs_log_win_three_ppuk",
           FOUR_ON_TABLE: "gs_log_win_four_on_table"}.get(d["reason"], "gs_log_win")
    return t(key, name=name_of(d["winner"]), points=d["total"])


def _simple(key: str) -> Callable[[Event, NameOf], str]:
    """An event whose sentence needs only its seat's name."""
    return lambda ev, name_of: t(key, name=name_of(ev.seat))


def _with_card(key: str) -> Callable[[Event, NameOf], str]:
    return lambda ev, name_of: t(key, name=name_of(ev.seat), card=card_name(ev.data["card"]))


def _with_cards(key: str) -> Callable[[Event, NameOf], str]:
    return lambda ev, name_of: t(key, name=name_of(ev.seat), cards=cards_text(ev.data["cards"]))


# Event kind -> its sentence. Every kind the model emits is here (tests/gostop/test_words.py
# plays games to check); a kind not listed has no log line.
WRITERS: dict[str, Callable[[Event, NameOf], str]] = {
    "deal": _deal,
    "bonus": _bonus,
    "chongtong": _with_cards("gs_log_chongtong"),
    "chongtong_answer": lambda ev, name_of: t(
        "gs_log_chongtong_win" if ev.data["win"] else "gs_log_chongtong_play",
        name=name_of(ev.seat)),
    "turn": _simple("gs_log_turn"),
    "play": _with_card("gs_log_play"),
    "draw": _with_card("gs_log_draw"),
    "flip": _with_card("gs_log_flip"),
    "flip_only": lambda ev, name_of: t("gs_log_flip_only", name=name_of(ev.seat),
                                       n=ev.data["left"]),
    "choose": lambda ev, name_of: t("gs_log_choose", name=name_of(ev.seat),
                                    card=card_name(ev.data["card"]),
                                    cards=cards_text(ev.data["options"])),
    "take": _with_card("gs_log_take"),
    "capture": _with_cards("gs_log_capture"),
    "stack": _stack,
    "ppuk": lambda ev, name_of: t("gs_log_ppuk", name=name_of(ev.seat),
                                  what=month_text(ev.data["month"]), n=ev.data["count"]),
    "jjok": _simple("gs_log_jjok"),
    "ttadak": _simple("gs_log_ttadak"),
    "sseul": _simple("gs_log_sseul"),
    "bomb": lambda ev, name_of: t("gs_log_bomb", name=name_of(ev.seat),
                                  cards=cards_text(ev.data["cards"]),
                                  card=cards_text(ev.data["onto"])),
    "shake": _with_cards("gs_log_shake"),
    "junk": _junk,
    "go_or_stop": lambda ev, name_of: t("gs_log_go_or_stop", name=name_of(ev.seat),
                                        points=ev.data["points"]),
    "go": lambda ev, name_of: t("gs_log_go", name=name_of(ev.seat), points=ev.data["points"],
                                n=ev.data["gos"]),
    "stop": _stop,
    "hand_over": _hand_over,
    "four_on_table": lambda ev, name_of: t("gs_log_four_on_table",
                                           cards=cards_text(ev.data["cards"])),
    "first_ppuk": lambda ev, name_of: t("gs_log_first_ppuk", name=name_of(ev.seat),
                                        points=ev.data["points"]),
}


def event_text(event: Event, viewer: int, name_of: NameOf) -> str | None:
    """The log sentence of `event` as `viewer` sees it; None for a kind with no line."""
    seen = event.seen_by(viewer)  # never the event itself: no other seat's private part
    writer = WRITERS.get(seen.kind)
    return None if writer is None else writer(seen, name_of)


# --- scoring ------------------------------------------------------------------------------

def _score_lines(s: Mapping[str, Any]) -> list[str]:
    """The scoring sets of a score (scoring.Score's fields as a mapping)."""
    lines = []
    if s["brights"]:
        # Three brights with the rain bright score less: say why.
        rain = s["bright_count"] == 3 and s["brights"] == 2
        lines.append(t("gs_score_brights_rain" if rain else "gs_score_brights",
                       n=s["bright_count"], points=s["brights"]))
    counted = {"animals": "animal_count", "ribbons": "ribbon_count", "junk": "junk_value"}
    for field in ("animals", "godori", "ribbons", "hongdan", "cheongdan", "chodan", "junk"):
        if s[field]:
            n = s[counted[field]] if field in counted else 0
            lines.append(t(f"gs_score_{field}", n=n, points=s[field]))
    if s["sake_cup"] == JUNK:
        lines.append(t("gs_score_sake_junk"))
    return lines


def settled_lines(score: Mapping[str, Any]) -> list[str]:
    """The scoring sets of a score as the settlement counted it (`result["scores"]`)."""
    return _score_lines(score)


def score_lines(captured_codes: Iterable[str]) -> list[str]:
    """The scoring sets of a capture pile (sheet codes), the sake cup in its better use
    (`best_score`, as the live tally and the Go/Stop check read it)."""
    score: Score = best_score({by_code(c).id for c in captured_codes})
    return _score_lines(asdict(score))


# --- the settlement ---------------------------------------------------------------------------

def settlement_lines(result: Mapping[str, Any], name_of: NameOf, *,
                     nagari_doubling: bool = True) -> list[str]:
    """The results screen's account of a finished hand (`GostopState.result`): the
    winner's points and multipliers, each loser's penalties and payment, the total.
    `nagari_doubling` is the hand's option (the result keeps the count, not the rule)."""
    # The first-turn ppuk option [V] pays whoever wins, a drawn hand too.
    bonuses = [t("gs_set_first_ppuk", name=name_of(seat), points=points)
               for seat, points in enumerate(result.get("first_ppuk", ())) if points]
    if result["reason"] == NAGARI:
        lines = [t("gs_set_nagari")]
        if nagari_doubling:
            lines.append(t("gs_set_nagari_next", mult=2 ** result["next_nagari"]))
        return lines + bonuses
    winner = result["winner"]
    name = name_of(winner)
    nagari_mult = 2 ** result["nagari"] if nagari_doubling else 1
    lines = []
    if result["reason"] == STOP:
        lines.append(t("gs_set_auto_stop" if result["auto_stop"] else "gs_set_stop", name=name,
                       points=result["points"][winner]))
        for seat, score in enumerate(result["scores"]):
            if score["sake_cup"]:  # the use chosen at settlement (clarification "Sake cup")
                lines.append(t(f"gs_set_sake_{score['sake_cup']}", name=name_of(seat)))
        gos, shakes = result["gos"][winner], result["shakes"][winner]
        if gos:
            lines.append(t("gs_mult_go", n=gos))
        if gos >= 3:
            lines.append(t("gs_mult_go_double", mult=2 ** (gos - 2)))
        if shakes:
            lines.append(t("gs_mult_shake", n=shakes, mult=2 ** shakes))
    else:  # an instant win: its points times the nagari carry-over, nothing else
        key = f"gs_set_{result['reason']}"
        lines.append(t(key, name=name, points=result["value"] // nagari_mult))
    if nagari_mult > 1:
        lines.append(t("gs_mult_nagari", n=result["nagari"], mult=nagari_mult))
    if result["reason"] == STOP:
        lines.append(t("gs_set_value", points=result["value"]))
    three = len(result["points"]) == 3  # go-bak moves the shares instead of doubling
    for p in result["payments"]:
        loser = name_of(p["seat"])
        for penalty in p["penalties"]:
            key = "gs_pen_go_bak_all" if penalty == GO_BAK and three else f"gs_pen_{penalty}"
            lines.append(t(key, name=loser))
        if p["amount"]:
            lines.append(t("gs_pays", name=loser, to=name, points=p["amount"]))
        else:
            lines.append(t("gs_pays_nothing", name=loser))
    lines.append(t("gs_receives", name=name, points=result["total"]))
    return lines + bonuses


# --- the set-up page ----------------------------------------------------------------------------

def _points_or_usual(value: Any) -> int | None:
    """A choice of points: "usual" (or nothing) is the player count's own value."""
    if value in (None, "usual"):
        return None
    return int(value)


def _three_ppuk_points(value: Any) -> int | None:
    """The toggle "three ppuk 10" (or a number of points as a choice): off, the
    points to stop."""
    if isinstance(value, bool):
        return 10 if value else None
    return _points_or_usual(value)


def _pi_bak_max(value: Any) -> int:
    """The toggle "pi-bak at 7" (or a number of junk as a choice)."""
    if isinstance(value, bool):
        return 7 if value else 5
    return int(value)


def _off_switch(value: Any) -> bool:
    """A rule on by default is offered as its "off" toggle (strings.OPTIONS): the toggle
    on turns the rule off. "on" / "off" name the rule's state instead."""
    if isinstance(value, bool):
        return not value
    if value in ("on", "off"):
        return value == "on"
    raise ValueError(f"not an on/off value: {value!r:.20}")


_READERS: dict[str, Callable[[Any], Any]] = {
    "target": _points_or_usual, "three_ppuk_points": _three_ppuk_points,
    "bonus": bool, "pi_bak_zero_exempt": bool, "pi_bak_max": _pi_bak_max,
    "meong_bak": _off_switch, "chongtong": _off_switch, "nagari_doubling": _off_switch,
    "first_ppuk_points": lambda on: FIRST_PPUK_POINTS if on else 0,
    "four_table_win": bool,
}
assert set(_READERS) == set(FIELDS), "every Options field is read from the set-up page"


def choices_to_fields(choices: Mapping[str, Any], players: int | None = None) -> dict[str, Any]:
    """The set-up page's values (strings.OPTIONS: a choice's string, a toggle's bool) as
    `options.Options` fields, for `options.variant_for`. Table settings (month numbers)
    are no rule and are left out. With `players`, a target equal to that count's usual
    one is written as the usual (None), so the variant's name is the canonical one."""
    fields = {key: _READERS[key](value) for key, value in choices.items() if key in _READERS}
    if players is not None and fields.get("target") == DEFAULT_TARGET.get(players):
        fields["target"] = None
    return fields
