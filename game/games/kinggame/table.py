"""The King game's table: every person's place along the top (their card face down until
it is public, the crown over the King, the name and the tally), the stage below.

What the stage shows, by turns: the peek's private card (after the hand-off, large,
with Hide); the King's command (number buttons, category chips, Draw a task, a text box
for his own words, the order's preview, Give the order); the order being answered (the
task with the called people's names, Done and Veto); a round's end (Next round, End the
game). Keys: digits call a number, D draws, T types, Enter gives the order / says Done /
deals the next round, V vetoes, E ends the game at a round's end, H (or Enter, Space)
hides a card, L the log, Esc the menu.

This module is the scene, a `KitScene`: what it keeps (the King's picks: numbers,
categories, the drawn task, the typed words), its buttons and input; `table_view`
draws it, `table_layout` says where things lie."""

from __future__ import annotations

import pygame

from game.games.kinggame import table_layout as lay
from game.games.kinggame import table_view
from game.games.kinggame.actions import Command, Done, End, Next, Veto
from game.games.kinggame.command import MAX_CALLED, TEXT_LIMIT
from game.games.kinggame.controller import KgController
from game.games.kinggame.tasks import PAIR, task
from game.ui.app import App
from game.ui.i18n import t
from game.ui.kit.motion import Flight
from game.ui.kit.table import KitLog, KitScene
from game.ui.preparing import draw_offscreen, prepare
from game.ui.widgets import Button, TextBox

DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}
DIGITS.update({getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)})
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


class KgLog(KitLog):
    title_key = "kg_log"
    fill, border = (30, 10, 22, 252), (240, 196, 70, 140)
    colours = ((240, 196, 70), (120, 190, 255), (255, 140, 140), (140, 220, 150),
               (220, 160, 255), (255, 190, 120), (120, 220, 220), (250, 240, 150),
               (255, 160, 210), (190, 200, 190))  # a dot by each person's lines


class OrderBox(TextBox):
    """The King's own words: one line of up to TEXT_LIMIT characters, any script; drawn
    by the table (`table_view`), wrapped."""

    def __init__(self, rect) -> None:
        super().__init__(rect, max_len=TEXT_LIMIT, key="own_task",
                         placeholder=lambda: t("kg_own"),
                         accepts=lambda ch: ch.isprintable(), upper=False)


class KgTableScene(KitScene):
    log_class = KgLog
    pass_prompt_at = (640, 640)

    def __init__(self, app: App, controller: KgController) -> None:
        super().__init__(app, controller)
        self.picked: list[int] = []  # the numbers the King calls, X first
        self.chips: set[str] = set()  # the categories he draws from
        self.drawn = ""  # the task drawn for the preview
        self.typing = False  # the order is his typed words (else the drawn task)
        self.command_key: tuple | None = None  # the command the picks are for
        self.box = OrderBox((0, 0, 10, 10))
        # The T that opened the box by the keys also comes as typed text: not a word.
        self.swallow_t = False
        # The shared pass prompt's button is the card's Hide (the conformance suite and
        # the kit's drivers press it by this name).
        self.pass_button = Button((0, 0, 10, 10), lambda: t("kg_hide"), controller.hide,
                                  "primary", key="hide", font_size=26)

    # -- the kit's hooks ---------------------------------------------------------------------
    def passing(self) -> bool:
        """A card is up: its Hide button takes the input (as the pass prompt's would)."""
        return self.ctl.card_up

    def enter(self) -> None:
        super().enter()
        self.prepare_art()

    def on_resize(self) -> None:
        self.prepare_art()

    def prepare_art(self) -> None:
        """The cards at the sizes the table draws them, and the opening picture."""
        v = self.view
        w = v.len(lay.seat_card(lay.seat_places(self.a["seats"], self.ctl.players)[0]).w)
        big = v.len(lay.private_parts(self.a["stage"])["card"].w)
        from game.games.kinggame import art

        steps = [lambda: art.velvet(v.window), lambda: art.card_back(w),
                 lambda: art.joker_card(w), lambda: art.crown(v.len(70))]
        steps += [lambda n=n: art.number_card(n, w) for n in range(1, self.ctl.players)]
        steps += [lambda: art.card_back(big)]
        prepare(self.app, [*steps, lambda: draw_offscreen(self)])

    def keys_help(self) -> list[tuple[str, str]]:
        step = self.board()["step"]
        rows = [("key_mouse", "kg_keys_numbers")]
        if self.ctl.card_up:
            rows = [("H", "kg_keys_hide"), ("key_enter", "kg_keys_hide")]
        elif step == "command":
            rows = [("1-9", "kg_keys_numbers"), ("D", "kg_keys_draw"), ("T", "kg_keys_type"),
                    ("key_enter", "kg_keys_enter")]
        elif step == "perform":
            rows = [("key_enter", "kg_keys_enter"), ("V", "kg_keys_veto")]
        elif step == "round_end":
            rows = [("key_enter", "kg_keys_enter"), ("E", "kg_keys_end")]
        return [*rows, ("L", "history_button"), ("Esc", "keys_menu")]

    def zone_box(self, zone: str, piece):
        return None  # nothing flies: the table plays its own views

    def piece_picture(self, flight: Flight, face_up: bool, px: int) -> pygame.Surface:
        raise NotImplementedError  # nothing flies

    # -- what may be done now -------------------------------------------------------------
    def mine(self) -> bool:
        return self.ctl.my_decision()

    def step(self) -> str:
        return self.board()["step"]

    def kept(self) -> list[int]:
        """The numbers a veto keeps called (none before the first order)."""
        return list(self.board()["numbers"]) if self.step() == "command" else []

    def categories(self) -> list[str]:
        return list(self.board()["categories"])

    def chip_usable(self, category: str) -> bool:
        """A pair task needs two numbers called."""
        return category != PAIR or len(self.picked) == MAX_CALLED

    def order_action(self) -> Command | None:
        """The order the picks make, if they make one."""
        if not self.picked:
            return None
        seat, numbers = self.ctl.viewer, tuple(self.picked)
        if self.typing:
            words = self.box.text.strip()
            return Command(seat, numbers, text=words) if words else None
        return Command(seat, numbers, task=self.drawn) if self.drawn else None

    # -- the King's picks -------------------------------------------------------------------
    def fresh_command(self) -> None:
        """A new command to make (a new round's King, or after a veto): the picks start
        again, the numbers a veto keeps already called."""
        board = self.board()
        key = (board["round"], board["vetoes"])
        if key == self.command_key:
            return
        self.command_key = key
        self.picked = self.kept()
        self.chips = set(self.categories())
        self.drawn, self.typing = "", False
        self.box.text, self.box.focus = "", False

    def toggle_number(self, n: int) -> None:
        if not self.mine() or self.step() != "command" or self.kept():
            return
        if n in self.picked:
            self.picked.remove(n)
        elif n < self.ctl.players:
            self.picked = [*self.picked, n][-MAX_CALLED:]
        else:
            return
        if self.drawn and not task(self.drawn).fits(len(self.picked)):
            self.drawn = ""
        self.rebuild()

    def toggle_chip(self, category: str) -> None:
        if category in self.chips and len(self.chips) == 1:
            return  # one stays on
        self.chips ^= {category}
        self.rebuild()

    def draw_task(self) -> None:
        if not self.mine() or self.step() != "command":
            return
        if not self.picked:
            self.refuse(t("kg_no_numbers"))
            return
        usable = {c for c in self.chips if self.chip_usable(c)} or set(self.categories())
        drawn = self.ctl.draw_task(tuple(self.picked), usable, self.drawn)
        if not drawn:
            self.refuse(t("kg_refuse_no_fitting_task", called=len(self.picked)))
            return
        self.drawn, self.typing = drawn, False
        self.box.focus = False
        self.app.sounds.play("deal")
        self.rebuild()

    def start_typing(self) -> None:
        if self.mine() and self.step() == "command":
            self.box.focus = True
            self.rebuild()

    def give_order(self) -> None:
        if not self.mine() or self.step() != "command":
            return
        action = self.order_action()
        if action is None:
            self.refuse(t("kg_no_numbers") if not self.picked else t("kg_no_task_yet"))
            return
        self.box.focus = False
        self.act(action)

    def answer(self, done: bool) -> None:
        if self.mine() and self.step() == "perform":
            seat = self.ctl.viewer
            self.act(Done(seat) if done else Veto(seat))

    def end_of_round(self, go_on: bool) -> None:
        if self.mine() and self.step() == "round_end":
            seat = self.ctl.viewer
            self.act(Next(seat) if go_on else End(seat))

    # -- buttons ------------------------------------------------------------------------------
    def decision_changed(self) -> None:
        if self.step() == "command" and self.mine():
            self.fresh_command()
        self.rebuild()

    def rebuild(self) -> None:
        """The buttons of the screen on now."""
        self.buttons = []
        stage = self.a["stage"]
        if self.ctl.card_up:
            self.pass_button.rect = lay.private_parts(stage)["hide"]
            return
        if not self.mine():
            return
        step = self.step()
        if step == "command":
            self.command_buttons(stage)
        elif step == "perform":
            parts = lay.answer_parts(stage)
            self.buttons = [
                Button(parts["done"], lambda: t("kg_done"), lambda: self.answer(True),
                       "primary", key="done", font_size=28),
                Button(parts["veto"], lambda: t("kg_veto"), lambda: self.answer(False),
                       "danger", key="veto", font_size=28)]
        elif step == "round_end":
            parts = lay.round_end_parts(stage)
            self.buttons = [
                Button(parts["next"], lambda: t("kg_next"), lambda: self.end_of_round(True),
                       "primary", key="next", font_size=28),
                Button(parts["end"], lambda: t("kg_end"), lambda: self.end_of_round(False),
                       "plain", key="end", font_size=24)]

    def command_buttons(self, stage: pygame.Rect) -> None:
        cats = self.categories()
        parts = lay.command_parts(stage, self.ctl.players - 1, len(cats))
        kept = bool(self.kept())
        for n, rect in enumerate(parts["numbers"], start=1):
            picked = n in self.picked
            self.buttons.append(Button(
                rect, str(n), lambda n=n: self.toggle_number(n),
                "primary" if picked else "plain", enabled=not kept or picked,
                key=f"number_{n}", font_size=30))
        for cat, rect in zip(cats, parts["chips"], strict=True):
            on = cat in self.chips
            self.buttons.append(Button(
                rect, lambda c=cat: t(f"kg_cat_{c}"), lambda c=cat: self.toggle_chip(c),
                "secondary" if on else "plain", enabled=self.chip_usable(cat),
                key=f"chip_{cat}", font_size=16))
        self.buttons.append(Button(
            parts["draw"], lambda: t("kg_draw_again" if self.drawn and not self.typing
                                     else "kg_draw"),
            self.draw_task, "secondary", enabled=bool(self.picked), key="draw", font_size=22))
        self.box.rect = parts["text"]
        self.buttons.append(Button(parts["confirm"], lambda: t("kg_confirm"), self.give_order,
                                   "primary", enabled=self.order_action() is not None,
                                   key="confirm", font_size=26))

    # -- input ----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        self.ctl.touched()
        if self.ctl.card_up:
            self.handle_card(event)
            return
        if self.typing_in(event):
            return
        super().handle(event)

    def handle_card(self, event: pygame.event.Event) -> None:
        """While a card is up only Hide (and the log, the menu) take anything."""
        if self.history.handle(event) or self.menu_button.handle(event, self.view):
            return
        if self.pass_button.handle(event, self.view):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_h, pygame.K_SPACE, *ENTER):
                self.ctl.hide()
            elif event.key == pygame.K_ESCAPE:
                self.open_menu()

    def typing_in(self, event: pygame.event.Event) -> bool:
        """The text box takes a click on it and, while it has the focus, every key:
        Enter gives the order, Esc leaves the box."""
        if not (self.mine() and self.step() == "command"):
            return False
        box = self.box
        if event.type == pygame.MOUSEBUTTONDOWN:
            if box.handle(event, self.view):  # the box has the focus; words make the order
                self.rebuild()
                return True
            return False
        if not box.focus:
            return False
        if event.type == pygame.KEYDOWN:
            self.swallow_t = False
            if event.key in ENTER:
                self.give_order()
            elif event.key == pygame.K_ESCAPE:
                box.focus = False
            else:
                box.handle(event, self.view)
                self.typing = bool(box.text.strip())
            self.rebuild()
            return True
        if event.type == pygame.TEXTINPUT:
            if self.swallow_t and event.text.lower() == "t":
                self.swallow_t = False
                return True
            box.handle(event, self.view)
            self.typing = bool(box.text.strip())
            self.rebuild()
            return True
        return False

    def key_down(self, key: int, mod: int) -> None:
        step = self.step()
        if step == "command" and self.mine():
            if key in DIGITS:
                self.toggle_number(DIGITS[key])
            elif key == pygame.K_d:
                self.draw_task()
            elif key == pygame.K_t:
                self.start_typing()
                self.swallow_t = self.box.focus
            elif key in ENTER:
                self.give_order()
            else:
                super().key_down(key, mod)
        elif step == "perform" and key in (*ENTER, pygame.K_v):
            self.answer(key != pygame.K_v)
        elif step == "round_end" and key in (*ENTER, pygame.K_n, pygame.K_e):
            self.end_of_round(key != pygame.K_e)
        else:
            super().key_down(key, mod)

    def animating(self) -> bool:
        return super().animating() or self.box.focus

    def update(self, dt: float) -> None:
        self.box.update(dt)
        super().update(dt)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        table_view.draw(self, surf)
