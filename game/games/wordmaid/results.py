"""The word game's results sheet: this game's turtle, each player's finishing place and
cards left, and the session's standings by turtle marks (fewest first, ties by the
finishing places added up). Next game keeps the marks."""

from __future__ import annotations

import pygame

from game.games.wordmaid import art
from game.games.wordmaid.words import place_words
from game.ui.i18n import name_list, t
from game.ui.scenes.results import PlayAgainSheet

COLUMNS = (("wm_results_place", 640), ("wm_results_cards", 790), ("wm_results_marks", 940))


def title_of(ctl) -> str:
    marked = ctl.state.marks
    if not marked:
        return t("wm_results_no_turtle")
    if len(marked) == 1:
        return t("wm_results_turtle", name=ctl.name_of(marked[0]))
    return t("wm_results_turtles", names=name_list([ctl.name_of(s) for s in marked]))


def standings(ctl) -> list[int]:
    """The session's order: fewest turtle marks, then the best places added up."""
    return sorted(range(ctl.players), key=lambda s: (ctl.marks[s], ctl.places[s], s))


class WmResults(PlayAgainSheet):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller, "wm_new_game")

    def draw(self, surf: pygame.Surface) -> None:
        ctl, state = self.ctl, self.ctl.state
        self.draw_sheet(surf, (22, 36, 32, 246))
        places = {seat: k for k, seat in enumerate(state.places(), start=1)}
        values = {s: (place_words(places[s]) if s in state.out else t("wm_results_left"),
                      len(state.hands[s]), ctl.marks[s]) for s in range(ctl.players)}
        order = standings(ctl)
        best = ctl.marks[order[0]]
        leaders = [s for s in order if ctl.marks[s] == best]
        tops = self.draw_standings(surf, title_of(ctl), COLUMNS, values, order, leaders,
                                   t("wm_results_rule", n=ctl.games), total_last=True)
        v = self.view
        for seat in state.marks:  # this game's turtle, beside his name
            img = art.turtle(v.len(36))
            surf.blit(img, v.pt(250, tops[seat] - 6))
        self.draw_buttons(surf)
