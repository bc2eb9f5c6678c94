"""A la Carte's end of dinner: who won, why the game ended, every chef's dishes."""

from __future__ import annotations

import pygame

from game.games.alacarte import art
from game.ui.app import App
from game.ui.i18n import t
from game.ui.scenes.results import PlayAgainSheet
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text

END_KEYS = {"dishes": "alc_end_dishes", "stars": "alc_end_stars", "no_dish": "alc_end_no_dish"}


class AlcResultsScene(PlayAgainSheet):
    def __init__(self, app: App, controller) -> None:
        super().__init__(app, controller, "btn_new_dinner")
        self.obs = controller.obs()

    def headline(self) -> str:
        obs = self.obs
        places = obs["places"] or [1] * obs["players"]
        winners = [s for s, p in enumerate(places) if p == 1]
        names = ", ".join(self.ctl.name_of(s) for s in winners)
        if obs["over_reason"] == "stars" and len(winners) == 1:
            return t("alc_star_win", name=names)
        if len(winners) > 1:
            return t("alc_shared_win", names=names)
        return t("alc_winner", name=names)

    def draw(self, surf: pygame.Surface) -> None:
        v = self.view
        self.draw_sheet(surf, (58, 34, 18, 245))
        obs = self.obs
        draw_text(surf, v, t("alc_results_title"), (640, 50), 22, TEXT_DIM, "midtop")
        draw_text(surf, v, self.headline(), (640, 80), 38, GOLD, "midtop", bold=True)
        reason = END_KEYS.get(obs["over_reason"] or "", "alc_end_no_dish")
        draw_text(surf, v, t(reason, n=obs["dishes_to_end"]), (640, 134), 18, TEXT, "midtop")
        cols = {"place": 170, "chef": 240, "dishes": 470, "stars": 850, "cups": 930,
                "points": 1040}
        y0 = 176
        stars_x = cols["stars"] + 22  # the middle of a row's three star slots
        for key, col in (("col_place", "place"), ("col_chef", "chef"), ("col_dishes", "dishes"),
                         ("col_vp_cups", "cups"), ("col_points", "points")):
            draw_text(surf, v, t(key), (cols[col], y0), 16, TEXT_DIM, "midleft")
        draw_text(surf, v, t("col_stars"), (stars_x, y0), 16, TEXT_DIM, "center")
        pygame.draw.line(surf, GOLD, v.pt(160, y0 + 18), v.pt(1120, y0 + 18), max(1, v.len(1)))
        places = obs["places"] or [1] * obs["players"]
        order = sorted(range(obs["players"]), key=lambda s: (places[s], s))
        row_h = min(96, 400 // obs["players"])
        data = self.ctl.state.data
        to_win = data.components["stars_to_win"]
        for i, seat in enumerate(order):
            y = y0 + 30 + i * row_h
            cy = y + row_h / 2 - 4
            if i % 2 == 0:
                draw_panel(surf, v, (150, y, 980, row_h - 8), (255, 255, 255, 14), 12)
            place_colour = GOLD if places[seat] == 1 else TEXT
            draw_text(surf, v, str(places[seat]), (cols["place"] + 10, cy), 30, place_colour,
                      "center", bold=True)
            draw_text(surf, v, self.ctl.name_of(seat), (cols["chef"], cy), 22, TEXT, "midleft",
                      bold=True)
            tray = [data.dishes[d] for d in obs["trays"][seat]]
            art.draw_tray(surf, v, (cols["dishes"], cy - 30, 360, 60), tray, 0)
            self.draw_stars(surf, (stars_x, cy), obs["stars"][seat], to_win)
            draw_text(surf, v, str(obs["vp_cups"][seat]), (cols["cups"] + 20, cy), 22, TEXT,
                      "center")
            draw_text(surf, v, str(obs["points"][seat]), (cols["points"] + 20, cy), 30,
                      place_colour, "center", bold=True)
        self.draw_buttons(surf)

    def draw_stars(self, surf: pygame.Surface, centre: tuple[float, float], stars: int,
                   to_win: int) -> None:
        """A chef's stars as the rules count them, out of the three that win outright:
        one gold star per perfectly seasoned dish, an empty slot for each still missing
        (so none earned reads 0 of 3, not a blank)."""
        x, y = centre
        slots = max(stars, to_win)
        for k in range(slots):
            art.draw_star(surf, self.view, (x + (k - (slots - 1) / 2) * 22, y), 10,
                          filled=k < stars)
