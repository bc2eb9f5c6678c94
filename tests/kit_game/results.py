"""High Card's results sheet: who had most points, every seat's score."""

from game.ui.i18n import t
from game.ui.scenes.results import PlayAgainSheet
from game.ui.widgets import GOLD, TEXT, draw_text


class HighCardResults(PlayAgainSheet):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller, "kit_new_game")

    def draw(self, surf) -> None:
        v, ctl = self.view, self.ctl
        self.draw_sheet(surf, (10, 30, 24, 246))
        names = [ctl.name_of(s) for s in ctl.state.winners()]
        draw_text(surf, v, t("kit_best", winners=", ".join(names)), (640, 90), 32, GOLD,
                  "midtop", bold=True)
        for seat in range(ctl.players):
            line = f"{ctl.name_of(seat)}: {t('kit_points', n=ctl.state.scores[seat])}"
            draw_text(surf, v, line, (640, 200 + 50 * seat), 22, TEXT, "midtop")
        self.draw_buttons(surf)
