"""The word game's table: the other players along the top, the hand being drawn from
fanned face down in the middle with the table card beside it, the word across the table,
the viewer's hand and buttons along the foot.

Playing it: on your turn click a card of the fan (a hovered card rises; or ← → and
Enter) to draw it: it flies to the table face up. Then build a word: type it (each
letter takes a matching card from your hand or a letter of the table card, worked out
again for the whole word as you type; Backspace takes one back) or click your cards and
the table card's letters in order (a click on a picked one takes it out); a clicked joker
waits for the letter you type. Enter or Play plays it; a word the rules refuse is said
in gold and the cards go back. Give up takes the table card into your hand; Hint (the
learner's option) tells how many words are possible.

This module is the scene, a `KitScene`: what it keeps (the word being built, the fan's
focus, the bubbles), where the kit's zones lie, its input; `table_view` draws it."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.protocol import Event
from game.games.wordmaid import table_layout as lay
from game.games.wordmaid import table_view
from game.games.wordmaid.actions import Draw, GiveUp
from game.games.wordmaid.cards import PACK, letter
from game.games.wordmaid.compose import HAND, TABLE, Composer, Refused
from game.games.wordmaid.dictionary import common_count, count_words
from game.ui.i18n import t
from game.ui.kit.table import KitScene
from game.ui.widgets import Button

R = pygame.Rect
BUBBLE_SECONDS = 2.8
NO_MOD = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
PLAY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def card_id(code: str) -> int:
    return PACK.from_codes([code])[0]


class WmTableScene(KitScene):
    panel_widest = 280

    def __init__(self, app, controller) -> None:
        super().__init__(app, controller)
        self.composer: Composer | None = None  # the word being built, on the viewer's turn
        self.focus: int | None = None  # the fan card the keys point at
        self.hint_text = ""
        self.bubbles: dict[int, list] = {}  # seat -> [words, seconds left]
        self.drawing: tuple[R, str, bool] | None = None  # the drawn card's start, code, face up
        self.made_for: tuple | None = None
        # E10's "+1 mark" buttons, one a seat (set-up option): placed where the seat's
        # turtle count is shown, each frame (the viewer changes in pass-and-play).
        self.honour_buttons = [
            Button(R(0, 0, 10, 10), lambda: t("wm_plus_one"),
                   (lambda s=seat: self.ctl.honour_mark(s)), "plain", key=f"honour{seat}",
                   font_size=14)
            for seat in range(self.ctl.players)] if self.ctl.honour else []

    # -- what the table shows ---------------------------------------------------------------
    @property
    def seat(self) -> int:
        return self.ctl.viewer

    def mine(self) -> bool:
        return self.ctl.my_decision()

    def phase(self) -> str:
        return self.board()["phase"]

    def drawing_now(self) -> bool:
        return self.mine() and self.ctl.state.phase == "draw"

    def composing(self) -> bool:
        return self.mine() and self.composer is not None

    @property
    def hand(self) -> list[dict]:
        """The cards the viewer is shown in his hand (their views, as the board has them)."""
        return list(self.board()["hand"])

    def hand_cards(self) -> list[tuple[str, R]]:
        """The viewer's cards, in letter order, with their rects (a picked one raised)."""
        hand = sorted(self.board()["hand"], key=lambda c: (c["letter"] == "?", c["letter"],
                                                            c["code"]))
        rects = lay.hand_cards(self.a["hand"], len(hand))
        out = []
        for c, r in zip(hand, rects, strict=True):
            if self.picked_order(c["code"]) is not None:
                r = r.move(0, -lay.LIFT)
            out.append((c["code"], r))
        return out

    def picked_order(self, code: str) -> int | None:
        if self.composer is None or not self.mine():
            return None
        return self.composer.order_of((HAND, card_id(code)))

    def fan_seat(self) -> int | None:
        """The seat whose hand is fanned in the middle: the one drawn from this turn."""
        src = self.board()["source"]
        return src if src is not None and src >= 0 and src != self.seat else None

    def fan_cards(self) -> list[tuple[int, str | None, R]]:
        """(position, code or None for a back, rect) of the fan in the middle."""
        seat = self.fan_seat()
        if seat is None:
            return []
        fan = self.board()["fans"][seat]
        rects = lay.fan_cards(self.a["fan"], len(fan))
        lifted = self.lifted()
        return [(i, code, r.move(0, -lay.LIFT) if i == lifted else r)
                for i, (code, r) in enumerate(zip(fan, rects, strict=True))]

    def lifted(self) -> int | None:
        """The fan card raised: the one under the pointer, else the keys' focus."""
        if not self.drawing_now():
            return None
        seat = self.fan_seat()
        if seat is None:
            return None
        if self.hover is not None:
            rects = lay.fan_cards(self.a["fan"], len(self.board()["fans"][seat]))
            hit = next((i for i in range(len(rects) - 1, -1, -1)
                        if rects[i].inflate(0, lay.LIFT * 2).collidepoint(self.hover)), None)
            if hit is not None:
                return hit
        return self.focus

    def table_tiles(self) -> list[tuple[int, str, R]]:
        """(position, letter, rect) of the table card's letters to click."""
        card = self.board()["table"]
        if card is None:
            return []
        letters = ["?"] if card["word"] == "?" else list(card["word"])
        return [(i, ch, r) for i, (ch, r) in
                enumerate(zip(letters, lay.table_tiles(self.a["table"], len(letters)),
                              strict=True))]

    def say(self, seat: int, words: str) -> None:
        """A computer's words in a bubble by its place a while."""
        self.bubbles[seat] = [words, BUBBLE_SECONDS]

    def note_draw(self, ev: Event) -> None:
        """A card is being drawn: where it leaves from, while the fan still holds it."""
        d = ev.data
        code = d["card"]["code"]
        src = d["from"]
        start = None
        if src == self.seat:
            start = dict(self.hand_cards()).get(code)
        elif src == self.fan_seat():
            fan = self.board()["fans"][src]
            rects = lay.fan_cards(self.a["fan"], len(fan))
            if d["position"] < len(rects):
                start = rects[d["position"]]
        if start is None:
            start = self.panel_spot(src)
        self.drawing = (start, code, src == self.seat)

    def panel_spot(self, seat: int) -> R:
        panel = self.panel_of(seat)
        if panel is None:
            h = self.a["hand"]
            return R(h.centerx - lay.HAND_W // 2, h.y + 50, lay.HAND_W, lay.HAND_H)
        return R(panel.centerx - 20, panel.y + 20, 40, 56)

    # -- the decision -----------------------------------------------------------------------
    def decision_changed(self) -> None:
        key = (self.seat, self.mine(), len(self.ctl.state.log.actions))
        if key == self.made_for:
            return
        self.made_for = key
        self.hint_text = ""
        self.focus = None
        state = self.ctl.state
        self.composer = None
        if self.mine() and state.phase == "word":
            self.composer = Composer(state.hands[self.seat], state.table[0])
        self.rebuild_buttons()

    def rebuild_buttons(self) -> None:
        self.buttons = []
        if not self.composing():
            return
        spots = lay.buttons(self.a["controls"])
        made = [("play", "wm_play", self.play, "primary"), ("back", "wm_back", self.backspace,
                                                            "plain"),
                ("clear", "wm_clear", self.clear, "plain"),
                ("give_up", "wm_give_up", self.give_up, "secondary")]
        if self.ctl.hint:
            made.append(("hint", "wm_hint", self.show_hint, "plain"))
        self.buttons = [Button(spots[key], lambda k=label: t(k), action, style, key=key,
                               font_size=17 if key == "play" else 15)
                        for key, label, action, style in made]
        self.follow_word()

    def follow_word(self) -> None:
        """Play, Back and Clear only while there is a word."""
        some = bool(self.composer and self.composer.picks)
        for b in self.buttons:
            if b.key in ("play", "back", "clear"):
                b.enabled = some

    # -- building the word -------------------------------------------------------------------
    def change(self, what, *args) -> None:
        """A change to the word, or its refusal said (nothing changed)."""
        try:
            what(*args)
        except Refused as no:
            self.refuse(t(f"wm_compose_{no.reason}", **no.params))
        self.follow_word()

    def type_letter(self, ch: str) -> None:
        self.change(self.composer.type_letter, ch)

    def backspace(self) -> None:
        self.change(self.composer.backspace)

    def clear(self) -> None:
        self.change(self.composer.clear)

    def play(self) -> None:
        if not self.composing():
            return
        try:
            action = self.composer.action(self.seat)
        except Refused as no:
            self.refuse(t(f"wm_compose_{no.reason}", **no.params))
            return
        before = len(self.ctl.state.log.actions)
        self.act(action)
        if len(self.ctl.state.log.actions) == before and self.composer is not None:
            self.composer.clear()  # refused: the cards go back, nothing else changes
            self.follow_word()

    def give_up(self) -> None:
        if self.composing():
            self.act(GiveUp(self.seat))

    def show_hint(self) -> None:
        """The learner's hint: how many words the hand and the table card make (E12)."""
        state = self.ctl.state
        if not self.composing() or not self.ctl.hint:
            return
        letters = "".join(letter(c) for c in state.hands[self.seat])
        word = self.board()["table"]["word"]
        n = count_words(letters, word, state.min_len)
        self.hint_text = t("wm_hint_count", n=n, count=common_count(letters, word,
                                                                      state.min_len)) \
            if n else t("wm_hint_none")

    def draw_card(self, position: int) -> None:
        if self.drawing_now():
            self.act(Draw(self.seat, position))

    # -- the kit's zones ---------------------------------------------------------------------
    def zone_box(self, zone: str, piece: Any) -> R | None:
        kind, _, where = zone.partition(":")
        if kind == "hand":
            seat = int(where)
            if seat == self.seat:
                spots = dict(self.hand_cards())
                return spots.get(piece) or self.panel_spot(seat)
            return self.panel_spot(seat)
        if kind == "table":
            return lay.table_card(self.a["table"])
        if kind == "word":
            return table_view.word_slot_of(self, piece)
        return None

    def piece_picture(self, flight, face_up: bool, px: int) -> pygame.Surface:
        return table_view.card_picture(flight.piece if face_up else None, px)

    @staticmethod
    def fades(flight) -> bool:
        return flight.lands == "word"

    # -- input -------------------------------------------------------------------------------
    def piece_at(self, pos: tuple[float, float]) -> Any:
        if not self.mine():
            return None
        if self.drawing_now():
            hit = next((i for i, _c, r in reversed(self.fan_cards()) if r.collidepoint(pos)),
                       None)
            return ("draw", hit) if hit is not None else None
        if self.composer is None:
            return None
        for code, r in reversed(self.hand_cards()):
            if r.collidepoint(pos):
                return ("card", card_id(code))
        for i, _ch, r in self.table_tiles():
            if r.collidepoint(pos):
                return ("tile", i)
        return None

    def clicked(self, piece: Any) -> None:
        kind, key = piece
        if kind == "draw":
            self.draw_card(key)
        elif self.composing():
            self.change(self.composer.click, (HAND if kind == "card" else TABLE, key))

    def dropped(self, piece: Any, pos: tuple[float, float]) -> None:
        self.clicked(piece)  # a card is not dragged anywhere here: a press is a pick

    def handle(self, event: pygame.event.Event) -> None:
        # While a word is built the letter keys type it (L would open the log).
        if event.type == pygame.KEYDOWN and self.composing() and self.typed(event):
            return
        super().handle(event)

    def typed(self, event: pygame.event.Event) -> bool:
        key, mod = event.key, getattr(event, "mod", 0)
        if pygame.K_a <= key <= pygame.K_z and not mod & NO_MOD:
            self.type_letter(chr(key))
        elif key == pygame.K_BACKSPACE:
            self.backspace()
        elif key in PLAY_KEYS:
            self.play()
        elif key == pygame.K_ESCAPE and self.composer.picks:
            self.clear()
        else:
            return False
        return True

    def key_down(self, key: int, mod: int) -> None:
        if self.drawing_now():
            n = len(self.fan_cards())
            if key in (pygame.K_LEFT, pygame.K_RIGHT) and n:
                step = -1 if key == pygame.K_LEFT else 1
                self.focus = (n // 2 if self.focus is None else self.focus + step) % n
                return
            if key in (*PLAY_KEYS, pygame.K_SPACE) and self.focus is not None:
                self.draw_card(self.focus)
                return
        super().key_down(key, mod)

    def keys_help(self) -> list[tuple[str, str]]:
        return [("key_mouse", "wm_keys_mouse"), ("key_leftright", "wm_keys_choose"),
                ("wm_key_letters", "wm_keys_type"), ("wm_key_backspace", "wm_keys_back"),
                ("key_enter", "wm_keys_play"), ("Esc", "wm_keys_clear"),
                ("L", "wm_keys_log")]

    # -- time and drawing ----------------------------------------------------------------------
    def toggles(self) -> tuple[Button, ...]:
        return tuple(self.honour_buttons)

    def place_honour_buttons(self) -> None:
        """Each +1 beside its seat's turtle count: on the others' panels, and in the
        information panel for the seat on screen."""
        for seat, button in enumerate(self.honour_buttons):
            panel = self.panel_of(seat)
            button.rect = lay.honour_spot(panel) if panel is not None \
                else lay.own_honour_spot(self.a["info"])

    def update(self, dt: float) -> None:
        super().update(dt)
        self.place_honour_buttons()
        for seat in list(self.bubbles):
            self.bubbles[seat][1] -= dt
            if self.bubbles[seat][1] <= 0:
                del self.bubbles[seat]
        if self.drawing is not None and self.motion.effect("draw") is None:
            self.drawing = None
        self.decision_changed()

    def animating(self) -> bool:
        return bool(self.bubbles) or super().animating()

    def new_game(self) -> None:
        self.bubbles.clear()
        self.drawing = None
        self.made_for = None
        super().new_game()

    def draw(self, surf: pygame.Surface) -> None:
        table_view.draw(self, surf)
