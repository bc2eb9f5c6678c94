"""The village: the players round a circle under the night (or day) sky, the game
master's stage in the middle, the statement bar below.

Each seat shows its token (the role's portrait once the viewer knows it, a hooded
villager otherwise), its name, the Captain's badge, a cross over the dead with their
revealed role, and who still has to choose. The stage shows, by turns: the viewer's
private night turn (its role card, what it knows, what it may do: the seats it may
choose are lit), a private vote, the discussion clock, and the game master's words
with the last vote's tally. Everything is drawn from `controller.shown()`: the
viewer's observation while its private screen is up, else what the village knows.

Input: click a lit seat (the target of the decision: a look, a bite, a vote...);
Cupid clicks two; the Witch toggles her healing and clicks whom she poisons, then
Confirm; the Thief clicks a card laid aside or Keep. In the discussion, choose a
statement in the bar, then the player it is about; at a party, "My role" (R) lets a
person see their own role again behind a hand-off (their name, then hold to reveal).
Keys: Enter / Space confirm, P pauses the clock, V goes to the vote, L the story, Esc
the menu.

This module is the scene, a `KitScene` (the places from the level, the events' motion,
the story, the menu and fast-forward buttons, a click and a key handed on are the
kit's): what it keeps (what is picked, the statement waiting for its
target), its hooks, what the buttons do, and which screen the stage shows; the parts
live beside it: `table_village` (the circle of seats, the vote's arrows, the bubbles,
the dead's cards), `table_narration` (the night's or day's name, the clock, the game
master's words, the talk), `table_private` (a private turn or vote, the choice of who
peeks, a peek), `table_buttons` (the decision's buttons and the statement bar),
`table_input` (what a click or a key does), `role_cards` (the role cards with names).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.protocol import Action
from game.games.werewolf import art, table_input
from game.games.werewolf.actions import NOBODY, Brew, Couple
from game.games.werewolf.controller import WwController
from game.games.werewolf.emblem import SEAT_COLOURS
from game.games.werewolf.role_cards import named_card
from game.games.werewolf.roles import THIEF, role_of_card
from game.games.werewolf.table_buttons import decision_buttons, draw_bar
from game.games.werewolf.table_narration import (
    draw_header,
    draw_message,
    draw_narration,
    draw_talk,
)
from game.games.werewolf.table_private import (
    CARD_W,
    THIEF_CARD_W,
    draw_peek,
    draw_peek_pick,
    draw_private,
    extra_cards,
    peek_lines,
    private_vote,
)
from game.games.werewolf.table_village import (
    CAPTAIN_W,
    REVEAL_W,
    TOKEN,
    draw_ballot,
    draw_bubbles,
    draw_reveals,
    draw_seat,
)
from game.ui.app import App
from game.ui.i18n import t
from game.ui.kit.table import KitScene
from game.ui.log_panel import StoryLog
from game.ui.preparing import draw_offscreen, prepare
from game.ui.widgets import draw_panel

STAGE_FILL = (14, 18, 34, 232)


class WwLog(StoryLog):
    """The story so far, over the right of the village; L or the Story button."""

    title_key, title_size = "ww_log", 16
    fill, border = (12, 14, 28, 238), (238, 196, 92, 120)
    colours = SEAT_COLOURS


class WwTableScene(KitScene):
    """The kit's motion plays the events' own views (events.py): the dead's cards over
    their seats ("reveal"), the last vote's arrows ("ballot"); nothing is picked up, so
    every click is the kit's `clicked_at`."""

    pass_prompt_at = (640, 428)  # on the stage, above the bar
    log_class = WwLog
    clicked_at = table_input.click

    def __init__(self, app: App, controller: WwController) -> None:
        super().__init__(app, controller)
        self.picked: list[int] = []  # Cupid's first lover, or the Witch's poison target
        self.heal = False  # the Witch's healing toggle
        self.statement: str | None = None  # the bar's statement waiting for its target
        self.claim_open = False  # the bar's list of roles to claim
        self._bg: dict[bool, pygame.Surface] = {}

    def fast_forward_box(self) -> tuple:
        b = self.a["bar"]  # above the bar's right end, once no living person plays
        return b.right - 230, b.y + 10, 220, 42

    def prepare_art(self) -> None:
        """Make what the village will draw at this window size before its first frame
        (a progress bar if it takes long): both skies, the tokens and the cards of every
        role in the deck, and what the opening picture shows, so no day or death makes
        art inside draw()."""
        v, pack = self.view, self.ctl.state.pack
        roles = sorted({role_of_card(pack, card) for card in pack.ids})
        card_widths = [v.len(REVEAL_W), v.len(CARD_W)]  # over a seat, on the stage
        if THIEF in roles:  # the two cards laid aside for him
            card_widths.append(v.len(THIEF_CARD_W))
        steps = [lambda: self.background(True), lambda: self.background(False),
                 lambda: art.captain_badge(v.len(CAPTAIN_W))]
        steps += [lambda r=role: art.portrait(r, v.len(TOKEN)) for role in [None, *roles]]
        steps += [lambda r=role, w=w: named_card(r, w) for w in card_widths for role in roles]
        prepare(self.app, [*steps, lambda: draw_offscreen(self)])

    # -- scene hooks ------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.prepare_art()

    def on_resize(self) -> None:
        self._bg = {}
        self.prepare_art()

    def keys_help(self) -> list[tuple[str, str]]:
        rows = [("key_mouse", "ww_keys_choose"), ("key_enter", "ww_keys_confirm"),
                ("P", "ww_keys_pause"), ("V", "ww_keys_vote"), ("Esc", "keys_menu"),
                ("L", "history_button")]
        if self.ctl.can_peek():
            rows.append(("R", "ww_keys_peek"))
        if self.fast_forward.shown:
            rows.append(("F", "ff_button"))
        return rows

    def holding_results(self) -> bool:
        """A party's public results (the dead's cards, the vote) stay still on screen
        until the device is passed on."""
        return self.ctl.multi_human and self.ctl.look_owed

    def animating(self) -> bool:
        fading = self.motion.active() and not self.holding_results()
        return bool(fading or self.message_time > 0 or self.ctl.bubbles
                    or self.ctl.rest > 0 or self.ctl.timed()
                    or self.ctl.peeking is not None) or self.ctl.animating() or (
            self.ctl.phase() == "discussion" and not self.ctl.talk_paused
            and not self.ctl.computers_talking())

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.ctl.touched()  # the screen is in use (its idle clock starts again)
        super().handle(event)

    def key_down(self, key: int, mod: int) -> None:
        table_input.key(self, key)

    # -- from the controller -------------------------------------------------------------
    def decision_changed(self) -> None:
        self.picked, self.heal = [], False
        self.refresh()

    def viewer_changed(self) -> None:
        self.motion.clear()
        self.decision_changed()

    def new_game(self) -> None:
        self.prepare_art()  # another deck may hold other roles
        self.motion.clear()
        self.message_time = 0.0
        self.history.scroll = 0
        self.decision_changed()

    def game_over(self) -> None:
        self.refresh()

    def zone_box(self, zone: str, piece: Any) -> None:
        """Nothing here flies or walks: every event is an effect or a pause."""
        return None

    # -- what the decision's buttons and clicks do ---------------------------------------
    def legal(self) -> list:
        return self.ctl.legal()

    def refresh(self) -> None:
        self.buttons = decision_buttons(self)

    def seat_options(self) -> dict[int, object]:
        """The seats the viewer may click now, and what clicking each does."""
        return table_input.seat_options(self)

    def sound(self, name: str) -> None:
        """A sound for what the viewer did, unless in a party's private night turn: every
        turn there sounds the same whatever the role does."""
        if not self.ctl.in_private_turn():
            self.app.sounds.play(name)

    def refuse(self, text: str, sound: bool = True) -> None:
        super().refuse(text, sound and not self.ctl.in_private_turn())

    def act(self, action: Action) -> None:
        self.ctl.touched()
        if self.ctl.try_apply(action):
            self.sound("play")
        self.decision_changed()

    def toggle_heal(self) -> None:
        self.heal = not self.heal
        self.sound("click")

    def brew(self) -> None:
        poison = self.picked[0] if self.picked else NOBODY
        self.act(Brew(self.ctl.viewer, self.heal, poison))

    def couple(self) -> None:
        if len(self.picked) == 2:
            a, b = sorted(self.picked)
            self.act(Couple(self.ctl.viewer, a, b))
        else:
            self.refuse(t("ww_refuse_two_lovers"))

    def open_peek(self) -> None:
        self.statement, self.claim_open = None, False
        self.ctl.pick_peeker(True)

    def close_peek(self) -> None:
        self.ctl.pick_peeker(False)

    def next_speaker(self) -> None:
        """The bar speaks for the next person still talking."""
        people = self.ctl.people_talking()
        at = people.index(self.ctl.speaker) if self.ctl.speaker in people else -1
        self.ctl.speaker = people[(at + 1) % len(people)]
        self.refresh()

    def choose_statement(self, what: str) -> None:
        if what == "claim":
            self.claim_open = not self.claim_open
            self.statement = None
        else:
            self.statement = None if self.statement == what else what
            self.claim_open = False
        self.refresh()

    def claim(self, role: str) -> None:
        self.claim_open = False
        self.ctl.say("claim", self.ctl.speaker, role)
        self.refresh()

    def toggle_pause(self) -> None:
        self.ctl.toggle_pause()
        self.refresh()

    # -- where things lie, and what a peek reminds of, as the drawing and the tests ask ----
    def seat_rect(self, seat: int) -> pygame.Rect:
        return self.a[f"seat_{self.ctl.pos_of(seat)}"]

    def extra_cards(self) -> list[tuple[int, pygame.Rect]]:
        return extra_cards(self)

    def peek_lines(self, obs: dict) -> list[str]:
        return peek_lines(obs, self.ctl.name_of)

    # -- per frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        # Public results stand still until the device is passed on; fast forward shows
        # them at most four times as fast, so they are still seen.
        speed = 0.0 if self.holding_results() else self.ctl.pace_speed
        self.motion.update(dt * min(speed, 4.0))
        if self.message_time > 0:
            self.message_time -= dt
        had = bool(self.buttons)
        resting = self.ctl.rest > 0
        deciding = self.ctl.my_decision()
        self.ctl.update(dt)
        if (not had and self.ctl.my_decision() and not self.buttons) or \
                resting != (self.ctl.rest > 0) or deciding != self.ctl.my_decision():
            self.refresh()

    def background(self, night: bool) -> pygame.Surface:
        bg = self._bg.get(night)
        if bg is None or bg.get_size() != self.view.window:
            bg = art.night_sky(self.view.window, night).copy()
            self._bg[night] = bg
        return bg

    def draw(self, surf: pygame.Surface) -> None:
        obs = self.ctl.shown()
        peek = self.ctl.peeking is not None  # one person's own view: nothing public over it
        night = obs["phase"] == "night" or (obs["phase"] == "election" and obs["night"] == 0)
        surf.blit(self.background(night), (0, 0))
        draw_header(self, surf, obs)
        ballot = self.motion.effect("ballot")
        if ballot is not None and not peek:
            draw_ballot(self, surf, ballot)
        options = self.seat_options()
        for seat in range(self.ctl.players):
            draw_seat(self, surf, obs, seat, options)
        self.draw_stage(surf, obs)
        draw_bar(self, surf)
        for b in self.buttons:
            b.draw(surf, self.view)
        self.menu_button.visible = not peek
        self.menu_button.draw(surf, self.view)
        self.fast_forward.button.visible = self.fast_forward.shown
        self.fast_forward.draw(surf)
        if not peek:
            draw_bubbles(self, surf)
            draw_reveals(self, surf)
        self.history.draw(surf)
        if self.message_time > 0:
            draw_message(self, surf)
        self.draw_pass_prompt(surf)

    def draw_stage(self, surf: pygame.Surface, obs: dict) -> None:
        """The stage in the middle, showing one thing at a time: a peek, the choice of
        who peeks, the viewer's private turn or vote, the talk, or the game master."""
        draw_panel(surf, self.view, self.a["stage"], STAGE_FILL, 18,
                   border=(238, 196, 92, 150), border_w=1.5)
        if self.ctl.peeking is not None:
            draw_peek(self, surf, obs)
        elif self.ctl.peek_pick and self.ctl.can_peek():
            draw_peek_pick(self, surf)
        elif self.ctl.private_screen and "role" in obs and (
                obs["phase"] == "night" or self.ctl.rest > 0 or private_vote(self)):
            draw_private(self, surf, obs)
        elif obs["phase"] == "discussion":
            draw_talk(self, surf, obs)
        else:
            draw_narration(self, surf, obs)
