"""High Card's table on the kit: its zones (the hands, the pile, each seat's won
cards), its pieces drawn with the app's card art, the viewer's playable cards lit from
the decision's legal list, a card dragged (or clicked) onto the pile played. The kit
plays the motion events.py declares; the table draws its two effects."""

import pygame

from game.ui.cardart import CARD_RATIO
from game.ui.i18n import t
from game.ui.kit.choices import Choices
from game.ui.kit.table import KitScene
from game.ui.kit.zones import Row, top_hit
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text
from tests.kit_game.model import PACK

R = pygame.Rect
BIG, SMALL, PILE = 96, 52, 84  # card widths: the viewer's hand, the others', the pile
PANELS = {2: [R(300, 500, 680, 200), R(440, 84, 400, 170)],
          3: [R(300, 500, 680, 200), R(40, 140, 380, 170), R(860, 140, 380, 170)]}


class HighCardScene(KitScene):
    a = {"menu": R(1150, 16, 110, 40), "log_button": R(1030, 16, 110, 40),
         "fast_forward": R(820, 16, 200, 40), "log": R(880, 70, 380, 420),
         "pile": R(470, 290, 340, 160), "deck": R(598, 320, 84, 118)}

    # -- zones ----------------------------------------------------------------------
    def panel(self, seat: int) -> R:
        return PANELS[self.ctl.players][self.ctl.pos_of(seat)]

    def hand(self, seat: int) -> list:
        """(piece, rect) of `seat`'s hand: its cards, or as many backs (None)."""
        board, p = self.board(), self.panel(seat)
        mine = seat == board["seat"]
        cards = board["hand"] if mine else [None] * board["counts"][seat]
        w = BIG if mine else SMALL
        return Row(p.x + 20, p.y + 44, w, w * CARD_RATIO, p.right - 150, w + 10).place(cards)

    def pile(self) -> list:
        p = self.a["pile"]
        return Row(p.x + 20, p.y + 20, PILE, PILE * CARD_RATIO, p.right - 20, PILE + 12).place(
            self.board()["pile"])

    def taken_box(self, seat: int) -> R:
        p = self.panel(seat)
        return R(p.right - 110, p.y + 44, SMALL, round(SMALL * CARD_RATIO))

    def zone_box(self, zone: str, piece):
        kind, _, seat = zone.partition(":")
        if kind == "hand":
            placed = self.hand(int(seat))
            return dict(placed).get(piece) or (placed[-1][1] if placed else self.panel(int(seat)))
        if kind == "pile":
            return dict(self.pile()).get(piece)
        return self.taken_box(int(seat)) if kind == "taken" else self.a["deck"]

    def piece_picture(self, flight, face_up: bool, px: int) -> pygame.Surface:
        return self.app.art.get(flight.piece if face_up else None, px)

    # -- choices and input ----------------------------------------------------------------
    def choices(self) -> Choices:
        return Choices(self.ctl.legal(), lambda a: (PACK.code(a.card),))

    def piece_at(self, pos):
        return top_hit(self.hand(self.ctl.viewer), pos, lambda c: c in self.choices().starts())

    def clicked(self, piece) -> None:
        self.act(self.choices().made((piece,)))

    def dropped(self, piece, pos) -> None:
        if self.a["pile"].collidepoint(pos):
            self.clicked(piece)

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        v, board = self.view, self.board()
        surf.blit(self.app.backdrop(), (0, 0))
        draw_panel(surf, v, self.a["pile"], (0, 0, 0, 60), 18,  # lit while a card is dragged
                   border=GOLD if self.dragging() is not None else None, border_w=2)
        draw_text(surf, v, t("kit_pile"), self.a["pile"].midtop, 15, TEXT_DIM, "midbottom")
        self.draw_cards(surf, self.pile(), "pile")
        for seat in range(self.ctl.players):
            self.draw_seat(surf, board, seat)
        self.draw_banner(surf, board)
        for button in (self.menu_button, *self.buttons):
            button.draw(surf, v)
        self.fast_forward.button.visible = self.fast_forward.shown
        self.fast_forward.draw(surf)
        self.motion.draw_flights(surf, v)
        if self.dragging() is not None and self.hover is not None:
            img = self.app.art.get(self.dragging(), v.len(BIG))
            surf.blit(img, img.get_rect(center=v.pt(*self.hover)))
        self.draw_winner(surf, board)
        self.history.draw(surf)
        self.draw_pass_prompt(surf)

    def draw_cards(self, surf, placed, zone: str, lit=()) -> None:
        v, flying = self.view, self.motion.hidden(zone)
        for code, r in placed:
            if code is not None and (code in flying or code == self.dragging()):
                continue
            surf.blit(self.app.art.get(code, v.len(r.w)), v.rect(r))
            if code in lit:
                pygame.draw.rect(surf, GOLD, v.rect(r).inflate(6, 6), 3, border_radius=8)

    def draw_seat(self, surf, board, seat: int) -> None:
        v, p = self.view, self.panel(seat)
        crown = any(e.ev.seat == seat for e in self.motion.effects_of("crown"))
        draw_panel(surf, v, p, (8, 28, 22, 215), 16, border=GOLD if crown else None,
                   border_w=3)
        draw_text(surf, v, self.ctl.name_of(seat), (p.x + 20, p.y + 12), 18, TEXT, "topleft",
                  bold=True)
        draw_text(surf, v, t("kit_points", n=board["scores"][seat]), (p.right - 20, p.y + 14),
                  16, GOLD, "topright")
        lit = self.choices().starts() if seat == self.ctl.viewer else ()
        self.draw_cards(surf, self.hand(seat), f"hand:{seat}", lit)
        won = [c for c in board["taken"][seat] if c not in self.motion.hidden(f"taken:{seat}")]
        if won:
            surf.blit(self.app.art.get(won[-1], v.len(SMALL)), v.rect(self.taken_box(seat)))

    def draw_banner(self, surf, board) -> None:
        asked = self.ctl.state.to_act
        text = t("kit_round", n=min(6, board["round"] + 1))
        if self.message_time > 0:
            text = self.message
        elif self.ctl.my_decision():
            text = f"{text}  ·  {t('kit_prompt')}"
        elif asked is not None and not self.ctl.session.is_human(asked):
            text = f"{text}  ·  {t('waiting_for', name=self.ctl.name_of(asked))}"
        draw_text(surf, self.view, text, (40, 36), 18, TEXT, "midleft", bold=True)

    def draw_winner(self, surf, board) -> None:
        over = self.motion.effect("banner")
        if over is None or over.seconds is None:
            return
        box = R(340, 300, 600, 110)
        draw_panel(surf, self.view, box, (10, 20, 16, 235), 20, border=GOLD, border_w=2)
        names = [self.ctl.name_of(s) for s in over.ev.data["winners"]]
        draw_text(surf, self.view, t("kit_best", winners=", ".join(names)), box.center, 28,
                  GOLD, "center", bold=True)
