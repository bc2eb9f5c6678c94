"""Go-Stop's words at the table, in the current language: card names, the scoring sets a
capture pile makes, the settlement of a hand, and the set-up page's choices as
`options.Options` fields (each event kind's log sentence is declared in `events.py`).

No pygame: the log panel, the results screen and the tests read the same sentences.
Seat names come from `name_of` (the viewer's own is "You", and `t()` then picks the
template's `_you` variant). The strings are in `strings.py`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict
from typing import Any

from game.games.gostop.cards import JUNK, by_code
from game.games.gostop.hand_result import NAGARI, STOP
from game.games.gostop.options import DEFAULT_TARGET, FIELDS, FIRST_PPUK_POINTS
from game.games.gostop.scoring import Score, best_score
from game.games.gostop.settlement import GO_BAK
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
