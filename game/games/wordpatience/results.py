"""The solitaire's results sheet over the finished table: won (after the cascade) or stuck.
Both say the game's score, moves and time, the cards brought home, and the record (games
won of those played, the winning streak and the best). Stuck offers Undo (back to the
table, the move before taken back; nothing counted) beside New deal (which counts the
game as lost) and Menu."""

from __future__ import annotations

import pygame

from game.games.wordpatience.deck import HEADWORDS, SUITS
from game.games.wordpatience.words import SUIT_SIGNS, clock
from game.ui.i18n import t
from game.ui.scenes.results import PlayAgainSheet
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_text, fit_text_size

WORD_RED = (250, 150, 150)


class WpResults(PlayAgainSheet):
    def __init__(self, app, controller) -> None:
        super().__init__(app, controller, "wp_new_game")
        if not controller.state.won:
            undo = Button((0, 604, 190, 56), lambda: t("wp_results_undo"), self.undo,
                          "secondary", key="undo")
            self.buttons.insert(len(self.buttons) - 1, undo)
            x = 640 - (len(self.buttons) * 190 + (len(self.buttons) - 1) * 20) / 2
            for i, b in enumerate(self.buttons):
                b.rect.x = round(x + i * 210)

    def undo(self) -> None:
        self.app.pop()
        self.ctl.undo()

    def draw(self, surf: pygame.Surface) -> None:
        v, ctl = self.view, self.ctl
        state = ctl.state
        self.draw_sheet(surf, (14, 30, 24, 240))
        title = t("wp_results_won") if state.won else t("wp_results_stuck")
        draw_text(surf, v, title, (640, 80), fit_text_size(title, 40, 900, v, True), GOLD,
                  "midtop", bold=True)
        rec = ctl.record
        lines = [
            (t("wp_results_score", score=state.score, moves=len(state.log.actions),
               time=clock(ctl.seconds)), 22, TEXT),
            (t("wp_results_home", n=sum(state.found)), 18, TEXT_DIM),
            (t("wp_results_games", won=rec.won, played=rec.played), 26, GOLD),
            (t("wp_results_streak", n=rec.streak, best=rec.best_streak), 18, TEXT),
        ]
        y = 150
        for words, size, colour in lines:
            draw_text(surf, v, words, (640, y), fit_text_size(words, size, 900, v, True), colour,
                      "midtop", bold=size >= 22)
            y += size + 22
        self.draw_words(surf, y + 14)
        code = ctl.deal_code()
        if code is not None:  # to play the deal again, or give it to a friend
            draw_text(surf, v, t("deal_code_was", code=code), (1130, 60), 14, TEXT_DIM,
                      "topright")
        if not state.won:
            note = t("wp_results_stuck_note")
            draw_text(surf, v, note, (640, 560), fit_text_size(note, 16, 900, v), TEXT_DIM,
                      "midtop")
        self.draw_buttons(surf)

    def draw_words(self, surf: pygame.Surface, top: float) -> None:
        """The words of the game: a row per suit, Ace to King; the words the player never
        saw face up dimmed."""
        v, state = self.view, self.ctl.state
        unseen = state.hidden_from(0) if not state.won else set()
        title = t("wp_words_title")
        draw_text(surf, v, title, (640, top), 15, TEXT_DIM, "midtop")
        for s, suit in enumerate(SUITS):
            y = top + 28 + 30 * s
            light = WORD_RED if suit in "HD" else TEXT
            draw_text(surf, v, SUIT_SIGNS[suit], (178, y), 18, light, "topleft", bold=True)
            for r, word in enumerate(HEADWORDS[suit].split()):
                colour = (96, 110, 102) if s * 13 + r in unseen else light
                draw_text(surf, v, word, (214 + 66 * r, y + 2), fit_text_size(word, 16, 62, v),
                          colour, "topleft")
