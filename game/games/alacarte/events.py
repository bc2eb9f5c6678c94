"""A la Carte's events, declared (`game.core.events`): for each kind its fields, its line
in the kitchen's play history and what the kitchen does, with the seconds it holds.
Everything in the kitchen is public: no kind has a private part.

The kitchen's own views: "die" (the heat die rolls), "knob" (a stove's heat turns),
"station" (a chef's station lights up: a dish placed, a turn begun) and "toast" (a
label over a station or the kitchen saying what happened); a pour's and a flip's
start open their minigame scene, which shows them. Zones, should a piece move:
"market", "station:{seat}", "tray:{seat}", "cups:{seat}", "dispenser:{colour}".

A flip's line says how it failed when the table measured it: the controller logs the
flip with the minigame's outcome as `how` (an i18n key); a flip replayed from a save
has none and reads "failed".
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.events import Effect, EventType, EventTypes, Silent, Still
from game.core.protocol import Event
from game.games.alacarte.data import CREPE, load_data
from game.ui import i18n
from game.ui.i18n import t

NameOf = Callable[[int], str]


def dish_name(dish_id: int) -> str:
    """A dish of the game's data by id, in the interface language."""
    dish = load_data().dishes[dish_id]
    return dish.name_zh if i18n.language() == "zh" else dish.name


def die_face_text(face) -> str:
    """A die face in words: +2, every stove +1, 1-2-3, a coffee cup."""
    if face.kind == "heat":
        return f"+{face.amount}"
    if face.kind == "all":
        return t("alc_log_face_all", n=face.amount)
    if face.kind == "choose":
        return "-".join(str(c) for c in face.choices)
    return t("alc_log_face_cup")


def heat_text(before: int, after: int) -> str:
    """A stove's heat turned: "heat 2 → 4" (also the knob's label in the kitchen)."""
    return f"{t('alc_heat_label')} {before} → {after}"


def poured_text(poured: list[str], sep: str) -> str:
    """What fell from a jar: "2 × salt, 1 × pepper", or that nothing did."""
    if not poured:
        return t("alc_poured_none")
    return sep.join(t("alc_poured", n=poured.count(k), colour=t(f"colour_{k}"))
                    for k in dict.fromkeys(poured))


# -- the lines a template cannot make -------------------------------------------------------
def turn(ev: Event, name_of: NameOf) -> str:
    return f"{t('alc_log_turn', n=ev.data['turn'])} · {name_of(ev.seat)}"


def chose(ev: Event, _name_of: NameOf) -> str:
    if ev.data["dish"] == CREPE:
        return t("alc_log_crepe")
    return t("alc_log_dish", dish=dish_name(ev.data["dish"]))


def cup_used(ev: Event, name_of: NameOf) -> str:
    """A coffee cup drunk, with what it was aimed at."""
    data = ev.data
    cup = t(f"cup_{data['cup']}")
    if data["cup"] == "lower":
        return f"{t('alc_cup_used', cup=cup)} −{data['amount']}"
    if data["cup"] in ("exchange", "reseason"):
        return t(f"alc_log_cup_{data['cup']}", cup=cup, name=name_of(data["target"]))
    return t("alc_cup_used", cup=cup)


def poured(ev: Event, name_of: NameOf) -> str:
    """A pour: the jar, and what fell (into another chef's pan: whose)."""
    data = ev.data
    fell = poured_text(data["poured"], t("alc_list_sep"))
    jar = t(f"colour_{data['colour']}")
    if data["target"] != ev.seat:
        return t("alc_log_pour_into", colour=jar, name=name_of(data["target"]), what=fell)
    return t("alc_log_pour", colour=jar, what=fell)


def flipped(ev: Event, _name_of: NameOf) -> str:
    how = "alc_flip_ok" if ev.data["success"] else ev.data.get("how") or "alc_log_flip_failed"
    return f"{t('alc_log_flip')} · {t(how)}"


def finished(ev: Event, _name_of: NameOf) -> str:
    dish = load_data().dishes[ev.data["dish"]]
    return (t("alc_log_finished", dish=dish_name(dish.id), vp=dish.vp)
            + (f" · {t('alc_star')}" if ev.data["star"] else ""))


def spoiled(ev: Event, _name_of: NameOf) -> str:
    key = "alc_log_burnt" if ev.data["reason"] == "burnt" else "alc_log_over"
    return t(key, dish=dish_name(ev.data["dish"]))


FORMATS = {
    "cup": lambda v, _n: t(f"cup_{v}"),
    "colour": lambda v, _n: t(f"colour_{v}"),
}

TOAST = Effect("toast", 0.45)  # a label says it; the kitchen's usual beat
MINIGAME = "its minigame scene shows it; the history tells the outcome"

EVENTS = EventTypes([
    EventType("turn", turn, Effect("station", 0.3), public=("turn",)),
    EventType("dish", chose, Effect("station", 0.3), public=("dish",)),
    # The actions: heat (the die), a coffee cup, seasoning, the crêpe's flip.
    EventType("roll", lambda ev, _n: t("alc_log_roll", what=die_face_text(
        load_data().die[ev.data["face"]])), Effect("die", 0.2), public=("face",)),
    EventType("heat", lambda ev, _n: heat_text(ev.data["from"], ev.data["to"]),
              Effect("knob", 0.25), public=("from", "to")),
    EventType("draw_cup", "alc_log_drew", TOAST, public=("cup",)),
    EventType("no_cup", "alc_no_cup", TOAST),
    EventType("steal", lambda ev, name_of: t("alc_steal_done", cup=t(f"cup_{ev.data['cup']}"),
                                             name=name_of(ev.data["victim"])),
              TOAST, public=("victim", "cup")),
    EventType("cup", cup_used, TOAST, public=("cup", "target", "amount", "colour"),
              sound="click"),
    EventType("pour_start", Silent(MINIGAME), Still(0.45), public=("colour", "target")),
    EventType("pour", poured, TOAST, public=("colour", "target", "poured")),
    EventType("pour_cancel", "alc_log_put_back", Still(0.45)),
    EventType("flip_start", Silent(MINIGAME), Still(0.45)),
    EventType("flip", flipped, TOAST, public=("success", "how")),
    # What comes of a dish, and the kitchen's jars.
    EventType("finish", finished, Effect("toast", 0.9), public=("dish", "star"), sound="win"),
    EventType("spoil", spoiled, Effect("toast", 0.9), public=("dish", "reason"), sound="bomb"),
    EventType("refill", "alc_refill", TOAST, public=("colour", "pieces")),
    EventType("game_over", "alc_results_title", Still(1.2), public=("reason", "points", "places")),
], FORMATS)
