"""The end-of-dinner sheet's Stars column says what the rules count (§7: a star for
each dish finished with exactly its recipe and no salt; three win outright): every
chef's row shows its stars out of three, a chef with none included (the column was
blank for them)."""

from __future__ import annotations

import pygame
import pytest

from game.games.alacarte import results as results_module
from game.games.alacarte.results import AlcResultsScene
from game.ui import i18n
from game.ui.i18n import t
from tests.alacarte.helpers import give_stars, serve, table
from tests.alacarte.kitchen import kitchen
from tests.ui.conftest import drive

STARS = [2, 0, 1, 0]  # seat by seat


def finished_dinner(app):
    """A dinner just over (a chef finished five dishes), its sheet brought up by the
    controller as at the real end."""
    state = table([None] * 4)
    serve(state, 0, 5, 6, 7, 13, 17)
    serve(state, 1, 9, 10)
    serve(state, 2, 14, 18, 3)
    give_stars(state, 0, STARS[0])
    give_stars(state, 2, STARS[2])
    state.phase, state.over_reason = "over", "dishes"
    ctl = kitchen(app, state)
    drive(app, 120, until=lambda: isinstance(app.top, AlcResultsScene))
    assert isinstance(app.top, AlcResultsScene)
    return ctl


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_every_chef_s_row_shows_its_stars_out_of_three(app, monkeypatch, lang, size):
    i18n.set_language(lang)
    app.resize(size)
    ctl = finished_dinner(app)
    texts: dict[str, pygame.Rect] = {}
    stars: list[tuple[tuple[float, float], bool]] = []
    draw_text, draw_star = results_module.draw_text, results_module.art.draw_star

    def kept_text(surf, view, text, *args, **kwargs):
        rect = draw_text(surf, view, text, *args, **kwargs)
        texts[text] = pygame.Rect(rect)
        return rect

    def kept_star(surf, view, centre, radius, filled=True):
        stars.append((centre, filled))
        return draw_star(surf, view, centre, radius, filled)

    monkeypatch.setattr(results_module, "draw_text", kept_text)
    monkeypatch.setattr(results_module.art, "draw_star", kept_star)
    app.draw()
    screen = app.screen
    column = texts[t("col_stars")]
    for seat in range(4):
        name = texts[ctl.name_of(seat)]
        # What the row shows under "Stars": gold stars and the empty slots left.
        row = [filled for (x, y), filled in stars if abs(app.view.pt(x, y)[1] - name.centery)
               < app.view.len(20)]
        assert row.count(True) == STARS[seat] == len(ctl.state.stars[seat])
        assert len(row) == 3, (seat, row)
        # And it is visible there: the cell under the heading is not a blank.
        cell = pygame.Rect(0, 0, app.view.len(70), app.view.len(24))
        cell.center = (column.centerx, name.centery)
        ground = screen.get_at((cell.x - app.view.len(8), cell.centery))
        marked = sum(1 for x in range(cell.left, cell.right) for y in range(cell.top, cell.bottom)
                     if max(abs(screen.get_at((x, y))[i] - ground[i]) for i in range(3)) > 40)
        assert marked > cell.w * cell.h // 20, f"seat {seat}: the Stars cell is blank"
