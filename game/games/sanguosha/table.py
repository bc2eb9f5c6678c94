"""The Sanguosha table: an oval of seat panels round the cards being resolved, the
viewer's hand and panel at the bottom, the prompt and its buttons above the hand, and
the log in words beside the centre.

Layout from levels/sanguosha_<n>p.tmx (tools/make_sanguosha_levels.py); every picture
from `art.py`. Drawn from the controller's `obs()` (observation(viewer)) and the events
as the viewer saw them, nothing else. Each shown event plays the motion declared in
`events.py`, played by the table kit (`game.ui.kit.motion`). This module is the scene:
what it keeps, its hooks and the order it draws in; the parts live beside it:
`table_layout` (where things lie), `table_selection` (what the selection makes, from the
legal list), `table_buttons` (the decision's buttons), `table_input` (clicks and keys),
`table_seats` (the seat panels), `table_centre` (piles, centre, offered row, pick, end),
`table_rest` (the felt, piles, centre and panels at rest: one picture kept, each part
made again only where what it shows changed),
`table_hand` (the hand and the prompt), `table_motion` (the kit's zones and the table's
own effects), `table_help` (the help under the pointer).
"""

from __future__ import annotations

import pygame

from game.games.sanguosha import actions as A
from game.games.sanguosha import art, table_input, table_motion, table_rest
from game.games.sanguosha.cards import CARDS
from game.games.sanguosha.characters import BY_KEY
from game.games.sanguosha.controller import SgsController
from game.games.sanguosha.distance import seen_from
from game.games.sanguosha.events import EVENTS
from game.games.sanguosha.table_buttons import decision_buttons
from game.games.sanguosha.table_centre import (
    Centre,
    draw_offered,
    draw_over,
    draw_pick,
    offered,
)
from game.games.sanguosha.table_hand import draw_hand, draw_prompt
from game.games.sanguosha.table_help import draw_hover, help_at
from game.games.sanguosha.table_layout import (
    BOUNDS,
    HAND_W,
    PICK_W,
    SEAT_DOTS,
    SEAT_PORTRAIT_W,
    badge_rect,
    equipment_rects,
    hand_rects,
    judging_rects,
    lang,
    pick_rects,
    skill_rects,
)
from game.games.sanguosha.table_seats import OWN_PORTRAIT_W, draw_distances, draw_range_lines
from game.games.sanguosha.table_selection import Selection
from game.ui.app import App
from game.ui.i18n import t
from game.ui.kit.motion import Flight, Motion
from game.ui.kit.still import StillPicture, draw_parts
from game.ui.log_panel import StoryLog
from game.ui.preparing import draw_offscreen, prepare
from game.ui.seated_scene import SeatedFastForward, SeatedScene
from game.ui.tween import ease_out_cubic
from game.ui.widgets import Button

__all__ = ["BOUNDS", "SgsTableScene"]
LIFT = 18  # a picked hand card stands this much higher


class SgsLog(StoryLog):
    """The log in words, in its place beside the centre: closed at the start like every
    game's play history, L or the Log button opens it."""

    title_key, title_size = "sgs_ui_log_title", 16
    empty_key, earlier_key = "sgs_ui_log_empty", "sgs_ui_log_earlier"
    fill, border = (16, 22, 18, 225), (238, 196, 92, 120)
    earlier_h = 20
    colours = SEAT_DOTS
    text_size = 15


class SgsFastForward(SeatedFastForward):
    """Fast forward, in the button strip while no person at the table is alive (or none
    plays) and the viewer is asked nothing."""

    def __init__(self, scene: SgsTableScene) -> None:
        a = scene.a["buttons"]
        super().__init__(scene, (a.centerx - 115, a.y, 230, a.h))

    @property
    def shown(self) -> bool:
        return super().shown and not self.scene.buttons

    def press(self) -> None:
        super().press()
        self.scene.refuse(t("sgs_ff_started"), sound=False)


class SgsTableScene(SeatedScene):
    pass_prompt_at = (627, 505)  # where the answer buttons go

    def __init__(self, app: App, controller: SgsController) -> None:
        super().__init__(app, controller)
        self.level = app.level(f"sanguosha_{controller.players}p")
        self.a = {name: pygame.Rect(anchor.rect) for name, anchor in self.level.anchors.items()}
        self.sel = Selection(controller)
        self.buttons: list[Button] = []
        self.hover: tuple[float, float] | None = None
        self.cursor: int | None = None  # the keyboard's place in the hand, once keys are used
        self.centre = Centre(self.a["centre"])
        # What the shown events are playing now (the kit plays events.py's motion); the
        # cards fly straight, fast off the mark, as this table's always have.
        self.motion = Motion(EVENTS, self, sounds=app.sounds, raised=table_motion.keeper(self),
                             easing=ease_out_cubic, arc=0.0)
        self.over: dict | None = None
        self.clock = 0.0
        self._bg: pygame.Surface | None = None
        self.rest = StillPicture()  # the felt, piles, centre and panels at rest
        self.history = SgsLog(self)
        self.fast_forward = SgsFastForward(self)
        self.menu_button = Button(self.a["menu"], lambda: t("btn_menu"), self.open_menu,
                                  "plain", key="menu", font_size=16)

    def prepare_art(self) -> None:
        """Make the table's felt, every character's portrait at the sizes the table draws
        it (a seat's, the viewer's own panel's; the pick's where a person may pick: the
        reveal shows nine at once), every card's face in the hand and what the opening
        picture shows at this window size before the table's first frame, so no frame
        makes them inside draw()."""
        v, language = self.view, lang()
        widths = [SEAT_PORTRAIT_W, OWN_PORTRAIT_W]
        if any(self.ctl.session.is_human(s) for s in range(self.ctl.players)):
            widths.append(PICK_W)
        steps = [self.background]
        steps += [lambda k=key, w=w: art.portrait(k, v.len(w), language)
                  for w in widths for key in BY_KEY]
        # Every face at the hand's width: the opening hand is dealt as the characters
        # are revealed, and a card drawn later shows at once.
        steps += [lambda c=card.id: art.card_face(c, v.len(HAND_W), language) for card in CARDS]
        prepare(self.app, [*steps, lambda: draw_offscreen(self)])

    # -- scene hooks ----------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.prepare_art()

    def on_resize(self) -> None:
        self._bg = None
        self.prepare_art()

    def keys_help(self) -> list[tuple[str, str]]:
        rows = [("key_mouse", "sgs_ui_play"), ("key_mouse", "sgs_ui_mark_help"),
                ("key_leftright", "keys_hand_move"), ("key_space", "keys_hand_pick"),
                ("Tab", "sgs_keys_target"), ("key_enter", "sgs_keys_confirm"),
                ("P", "sgs_keys_pass"), ("Esc", "keys_menu"), ("L", "history_button")]
        if self.fast_forward.shown:
            rows.append(("F", "ff_button"))
        return rows

    @property
    def busy(self) -> bool:
        """Cards in flight: the next event waits for them to land."""
        return bool(self.motion.flights)

    def animating(self) -> bool:
        return bool(self.motion.active() or self.message_time > 0
                    or self.ctl.answer_left is not None) or self.ctl.animating()

    def handle(self, event: pygame.event.Event) -> None:
        table_input.handle(self, event)

    # -- from the controller ------------------------------------------------------------------
    def decision_changed(self) -> None:
        """A new decision (or none): the selection starts again, the buttons follow."""
        self.sel.clear()
        self.refresh()

    def viewer_changed(self) -> None:
        self.centre.clear()
        self.decision_changed()

    def new_game(self) -> None:
        """The controller dealt a new game on this table."""
        self.motion.clear()
        self.centre.clear()
        self.over = None
        self.message_time = 0.0
        self.history.scroll = 0
        self.decision_changed()

    def game_over(self, result: dict) -> None:
        self.over = result
        self.refresh()

    def refresh(self) -> None:
        """The decision's buttons, from the legal list and the selection."""
        self.buttons = decision_buttons(self)

    def act(self, action) -> None:
        self.ctl.try_apply(action)

    def legal(self) -> list:
        return self.ctl.legal()

    # -- the selection, as the input, the drawing and the tests ask it ---------------------------
    @property
    def selected(self) -> list[int]:
        return self.sel.selected

    @property
    def targets(self) -> list[int]:
        return self.sel.targets

    def lit_seats(self, legal: list) -> set[int]:
        return self.sel.lit_seats(legal)

    def selectable_cards(self, legal: list) -> set[int]:
        return self.sel.selectable_cards(legal)

    def complete(self, legal: list) -> list:
        return self.sel.complete(legal)

    def blind_takes(self, legal: list) -> dict:
        return self.sel.blind_takes(legal)

    def click_card(self, card: int) -> None:
        table_input.click_card(self, card)

    def offered(self, obs: dict, legal: list) -> list[tuple[int, pygame.Rect]]:
        return offered(self, obs, legal)

    def help_at(self, p: tuple[float, float], obs: dict) -> tuple[str, pygame.Rect] | None:
        return help_at(self, p, obs)

    # -- where things lie (level units) ----------------------------------------------------------
    def seat_rect(self, seat: int) -> pygame.Rect:
        """A seat's panel, shuddering aside while a hit's shudder dies away."""
        r = self.a[f"seat_{self.ctl.pos_of(seat)}"]
        return r.move(round(table_motion.shake(self, seat)), 0)

    def seat_centre(self, seat: int) -> tuple[float, float]:
        return self.seat_rect(seat).center

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        return hand_rects(self.a["hand"], n)

    def lifted(self, rect: pygame.Rect, card: int) -> pygame.Rect:
        return rect.move(0, -LIFT) if card in self.sel.selected else rect

    def badge_rect(self, seat: int) -> pygame.Rect:
        return badge_rect(self.seat_rect(seat))

    def equipment_rects(self, seat: int, obs: dict) -> list[tuple[str, str, pygame.Rect]]:
        return equipment_rects(self.seat_rect(seat), seat == self.ctl.viewer,
                               obs["seats"][seat]["equipment"])

    def judging_rects(self, seat: int, obs: dict) -> list[tuple[str, pygame.Rect]]:
        return judging_rects(self.seat_rect(seat), seat == self.ctl.viewer,
                             obs["seats"][seat]["judging"])

    def skill_rects(self, seat: int, obs: dict) -> list[tuple[str, pygame.Rect]]:
        return skill_rects(self.seat_rect(seat), seat == self.ctl.viewer, obs["seats"][seat])

    def pick_rects(self, obs: dict) -> list[tuple[str, pygame.Rect]]:
        return pick_rects(obs["candidates"])

    @property
    def hand(self) -> list[str]:
        """The card codes of the hand at the bottom: the viewer's own, from its view."""
        return list(self.ctl.obs()["hand"])

    # -- the kit's questions (`game.ui.kit.motion.Table`) ---------------------------------------
    def zone_box(self, zone: str, piece) -> pygame.Rect | None:
        return table_motion.zone_box(self, zone, piece)

    def piece_picture(self, flight: Flight, face_up: bool, px: int) -> pygame.Surface:
        return table_motion.piece_picture(flight, face_up, px)

    # -- time -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.animate(dt)
        was = bool(self.buttons)
        self.ctl.update(dt)
        if not was and self.ctl.my_decision() and not self.buttons:
            self.refresh()

    def animate(self, dt: float) -> None:
        """The flights at the table's speed; the table's own effects at most a few times
        as fast, so fast forward still shows them."""
        speed = self.ctl.pace_speed
        self.clock += dt
        self.motion.update(dt * speed, dt * min(speed, table_motion.EFFECTS_SPEED))
        if self.message_time > 0:
            self.message_time -= dt

    # -- drawing ------------------------------------------------------------------------------
    def background(self) -> pygame.Surface:
        if self._bg is None or self._bg.get_size() != self.view.window:
            bg = self.level.render_background(self.view)
            v = self.view
            top = v.rect(self.a["table"])
            oval = pygame.Surface(top.size, pygame.SRCALPHA)
            pygame.draw.ellipse(oval, (70, 42, 22, 255), oval.get_rect())
            pygame.draw.ellipse(oval, (120, 78, 40, 255), oval.get_rect(), v.len(6))
            inner = oval.get_rect().inflate(-v.len(26), -v.len(26))
            pygame.draw.ellipse(oval, (26, 92, 64, 255), inner)
            pygame.draw.ellipse(oval, (44, 120, 86, 255), inner, v.len(2))
            bg.blit(oval, top.topleft)
            self._bg = bg
        return self._bg

    def draw(self, surf: pygame.Surface) -> None:
        obs = self.ctl.obs()
        legal = self.legal()
        lit = self.sel.lit_seats(legal)
        row = offered(self, obs, legal)
        reach = seen_from(obs["seats"], self.ctl.viewer) if self.sel.aiming_slash(legal) else {}
        # The row of cards to choose from lies over the centre, which then shows nothing.
        parts, over = table_rest.parts(self, obs, lit, show_centre=not row)
        if reach:  # the range lines lie under the piles and panels: all drawn afresh
            surf.blit(self.background(), (0, 0))
            draw_range_lines(self, surf, reach, lit)
            draw_parts(surf, parts, surf.get_rect())
        else:
            surf.blit(self.rest.compose(self.background(), parts), (0, 0))
        for o in over:  # the asked ring, a thinking seat's dots
            o.draw(surf, self.view)
        draw_distances(self, surf, reach, lit)
        table_motion.draw_arrows(self, surf)
        cursor = table_input.cursor_card(self, obs, row)
        draw_hand(self, surf, obs, legal, cursor, table_input.hand_card_at(self, obs, self.hover))
        draw_prompt(self, surf, obs)
        for b in self.buttons:
            b.draw(surf, self.view)
        self.menu_button.draw(surf, self.view)
        self.fast_forward.draw(surf)
        if any(isinstance(a, A.PickCharacter) for a in legal):
            draw_pick(self, surf, obs)  # under the log: a log opened is read over it
        self.history.draw(surf)
        draw_offered(self, surf, row, cursor)  # over the log: it is what is asked now
        self.motion.draw_flights(surf, self.view)
        table_motion.draw_effects(self, surf)
        if self.over is not None:
            draw_over(self, surf)
        self.draw_pass_prompt(surf)
        draw_hover(self, surf, obs)
