"""The Sanguosha table's decision buttons, made from the legal list and the selection:
Play (or Discard, Give, "Use as ..." for a card that could be several), the active
skills, End turn, the answers out of turn (a Dodge, a Nullification, Eight Trigrams),
Stargaze's top and bottom, a skill to invoke, an option to choose, Pass; and what each
does when pressed (Enter presses the first primary one, P passes)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.games.sanguosha import actions as A
from game.games.sanguosha.controller import action_cards, action_targets
from game.games.sanguosha.events import card_name
from game.ui.i18n import t
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.games.sanguosha.table import SgsTableScene

# Decisions made by selecting cards (and seats) and pressing a button, not by a button.
IN_HAND_CHOICES = frozenset({A.Use, A.UseSkill, A.Discard, A.Give})
MOST = 6  # buttons in the strip
GAP = 10

# label, what it does, style, key (tests and keys find it), enabled
Spec = tuple[str, Callable[[], None], str, str, bool]


def decision_buttons(sc: SgsTableScene) -> list[Button]:
    """The buttons of the decision shown now, side by side in the button strip."""
    specs = specs_of(sc, sc.legal())[:MOST]
    if not specs:
        return []
    area = sc.a["buttons"]
    w = min(200, (area.w - GAP * (len(specs) - 1)) / len(specs))
    x = area.centerx - (w * len(specs) + GAP * (len(specs) - 1)) / 2
    out = []
    for label, do, style, key, on in specs:
        out.append(Button((round(x), area.y, round(w), area.h), label, do, style,
                          enabled=on, key=key, font_size=17))
        x += w + GAP
    return out


def specs_of(sc: SgsTableScene, legal: list) -> list[Spec]:
    sel = sc.sel
    kinds = {type(a) for a in legal}
    if sc.over is not None:
        return [(t("sgs_over_title"), sc.app.pop, "primary", "leave", True)]
    if not legal or A.PickCharacter in kinds:
        return []  # the pick is made on the portraits
    if not kinds & (IN_HAND_CHOICES | {A.EndPlay}):
        return answer_specs(sc, legal)
    specs: list[Spec] = []
    complete = sel.complete(legal)
    # Several picks in turn: the button says how many go at once.
    count = f" ×{len(sel.selected)}" if sel.in_turn(legal) else ""
    if sel.mode is not None:
        specs.append((t(f"sgs_skill_{sel.mode}") + count, lambda: play_selected(sc),
                      "primary", "play", bool(complete)))
        specs.append((t("sgs_ui_cancel"), lambda: set_mode(sc, None), "plain", "cancel", True))
    else:
        names = list(dict.fromkeys(getattr(a, "name", "") for a in complete))
        verb = ("sgs_ui_discard" if A.Discard in kinds else
                "sgs_ui_give" if A.Give in kinds else "sgs_ui_play")
        if len(names) > 1:
            for nm in names:
                specs.append((t("sgs_ui_use_as", card=card_name(nm)),
                              (lambda nm=nm: play_selected(sc, nm)), "primary", f"play_{nm}",
                              True))
        else:
            specs.append((t(verb) + count, lambda: play_selected(sc), "primary", "play",
                          bool(complete)))
        skills = list(dict.fromkeys(a.skill for a in legal if isinstance(a, A.UseSkill)))
        for skill in skills[:3]:
            specs.append((t(f"sgs_skill_{skill}"), (lambda s=skill: set_mode(sc, s)),
                          "secondary", f"skill_{skill}", True))
        end = next((a for a in legal if isinstance(a, A.EndPlay)), None)
        if end is not None:
            specs.append((t("sgs_ui_end_turn"), (lambda a=end: sc.act(a)), "plain", "end_turn",
                          True))
    # What else this decision offers (declining, an answer beside a card to use).
    return specs + answer_specs(sc, [a for a in legal
                                     if type(a) not in IN_HAND_CHOICES | {A.EndPlay}])


def answer_specs(sc: SgsTableScene, legal: list) -> list[Spec]:
    """Out of turn (or a choice in turn): the legal answers as buttons."""
    specs: list[Spec] = []
    groups: dict[tuple, list] = {}
    for a in legal:
        if isinstance(a, A.Respond):
            groups.setdefault((a.name, a.skill), []).append(a)
    for (name, skill), group in groups.items():
        if skill == "eight_trigrams":
            label = t("sgs_ui_judge_trigrams")
        elif skill:
            label = f"{card_name(name)} ({t(f'sgs_skill_{skill}')})"
        else:
            label = card_name(name)
        specs.append((label, (lambda g=group: answer(sc, g)), "primary", f"respond_{name}"
                      + (f"_{skill}" if skill else ""), True))
    if any(isinstance(a, A.Arrange) for a in legal):  # the card is chosen in the row
        for where, arrow in (("top", "↑"), ("bottom", "↓")):
            specs.append((f"{arrow} {t(f'sgs_ui_arrange_{where}')}",
                          (lambda w=where: arrange(sc, w)), "primary", f"arrange_{where}",
                          bool(sc.sel.selected)))
    for a in legal:
        if isinstance(a, A.Invoke):
            specs.append((t("sgs_ui_invoke", skill=t(f"sgs_skill_{a.ability}")),
                          (lambda a=a: sc.act(a)), "primary", f"invoke_{a.ability}", True))
        elif isinstance(a, A.Choose):
            label = t(f"sgs_ui_opt_{a.option}")
            label = a.option if label == f"sgs_ui_opt_{a.option}" else label
            specs.append((label, (lambda a=a: sc.act(a)), "primary", f"opt_{a.option}", True))
    passing = next((a for a in legal if isinstance(a, A.Pass)), None)
    if passing is not None:
        # Passing ends Balance of Power's picking: it says it is done, not "no".
        resolving = sc.ctl.obs()["resolving"]
        picking = bool(resolving) and resolving[-1].get("step") == "Balancing"
        specs.append((t("sgs_ui_done" if picking else "sgs_ui_pass"),
                      (lambda a=passing: sc.act(a)), "plain", "pass", True))
    return specs


# -- what the buttons do --------------------------------------------------------------------
def play_selected(sc: SgsTableScene, name: str | None = None) -> None:
    """Apply what the selection makes (as card `name` where it could be several)."""
    actions = sc.sel.to_apply(sc.legal(), name)
    if actions:
        sc.ctl.try_apply_in_turn(actions)


def set_mode(sc: SgsTableScene, skill: str | None) -> None:
    """A skill's button: the selection starts again for that skill (None: cancelled); a
    skill that needs nothing more is used at once (Self-injury)."""
    sc.sel.clear(skill)
    if skill is not None:
        only = sc.sel.candidates(sc.legal())
        if len(only) == 1 and not action_cards(only[0]) and not action_targets(only[0]):
            sc.ctl.try_apply(only[0])
            return
    sc.refresh()


def arrange(sc: SgsTableScene, where: str) -> None:
    """Stargaze: the selected card on top of the deck or under it."""
    card = tuple(sc.sel.selected[:1])
    done = next((a for a in sc.legal() if isinstance(a, A.Arrange)
                 and (a.top if where == "top" else a.bottom) == card), None)
    if done is not None:
        sc.act(done)


def answer(sc: SgsTableScene, group: list) -> None:
    """An answer button: the selected card's answer of that kind, else the first."""
    chosen = next((a for a in group if set(a.cards) == set(sc.sel.selected)), group[0])
    sc.ctl.try_apply(chosen)
