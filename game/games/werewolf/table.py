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
"""

from __future__ import annotations

import math

import pygame

from game.games.werewolf import art
from game.games.werewolf.actions import (
    NOBODY,
    STATEMENTS,
    Bite,
    Brew,
    Couple,
    Decide,
    Elect,
    Inspect,
    Mark,
    Peek,
    Shoot,
    Succeed,
    Take,
    Vote,
)
from game.games.werewolf.controller import PEEK_SECONDS, TURN_SECONDS, WwController
from game.games.werewolf.emblem import SEAT_COLOURS
from game.games.werewolf.events import EVENTS
from game.games.werewolf.night import laps as night_laps
from game.games.werewolf.roles import ROLE_ORDER, THIEF, role_of_card
from game.games.werewolf.words import names_of, role_name, said
from game.ui import fonts
from game.ui.app import App
from game.ui.i18n import t
from game.ui.kit.motion import Motion, Playing
from game.ui.log_panel import StoryLog
from game.ui.memory import on_release
from game.ui.preparing import draw_offscreen, prepare
from game.ui.seated_scene import SeatedFastForward, SeatedScene
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_panel, draw_text, fit_text_size

TARGETED = (Inspect, Bite, Elect, Vote, Decide, Shoot, Succeed)  # `target` names a seat
LIT = (120, 200, 255)
CHOSEN = (250, 214, 110)
DEAD_TINT = (30, 30, 40, 150)
STAGE_FILL = (14, 18, 34, 232)
TOKEN = 62  # a seat's portrait, level units
CARD_W = 120  # the role card on the private stage
THIEF_CARD_W = 64  # the Thief's two cards laid aside
REVEAL_W = 84  # a dead player's card over the seat, grown to this width
CAPTAIN_W = 26  # the captain's badge
BUBBLE_W = 300  # a speech bubble's widest
PEEK_BUTTON = (12, 50, 160, 38)  # "My role", under the day's name (clear of every seat)


def named_card(role: str, width: int) -> pygame.Surface:
    """A role card with its name on the plate, in the player's language."""
    key = (role, width, t(f"ww_role_{role}"))
    card = _NAMED.get(key)
    if card is None:
        card = art.role_card(role, width).copy()
        plate = art.name_rect(width)
        name = t(f"ww_role_{role}")
        size = max(6, round(plate.h * 0.62))
        while size > 6 and fonts.text_width(name, size, True) > plate.w - 6:
            size -= 1
        img = fonts.render(name, size, art.NAME_INK, True)
        card.blit(img, img.get_rect(center=plate.center))
        if len(_NAMED) > 64:
            _NAMED.clear()
        _NAMED[key] = card
    return card


_NAMED: dict[tuple, pygame.Surface] = {}
on_release(_NAMED.clear)  # the named cards go when the table closes


def draw_label(surf, v, text: str, pos, size: float, colour, max_w: float,
               bold: bool = False) -> None:
    """Text on a dark pill, readable on the night sky and the day's clouds alike."""
    size = fit_text_size(text, size, max_w, v, bold=bold)
    w = fonts.text_width(text, v.len(size), bold) / max(v.scale, 1e-6) + 12
    pill = pygame.Rect(0, 0, round(w), round(size + 8))
    pill.midtop = (round(pos[0]), round(pos[1]))
    draw_panel(surf, v, pill, (8, 10, 22, 170), 8)
    draw_text(surf, v, text, pill.center, size, colour, "center", bold=bold)


class WwLog(StoryLog):
    """The story so far, over the right of the village; L or the Story button."""

    title_key, title_size = "ww_log", 16
    fill, border = (12, 14, 28, 238), (238, 196, 92, 120)
    colours = SEAT_COLOURS


class WwTableScene(SeatedScene):
    pass_prompt_at = (640, 428)  # on the stage, above the bar

    def __init__(self, app: App, controller: WwController) -> None:
        super().__init__(app, controller)
        self.level = app.level(f"werewolf_{controller.players}p")
        self.a = {name: pygame.Rect(anchor.rect) for name, anchor in self.level.anchors.items()}
        self.buttons: list[Button] = []
        self.hover: tuple[float, float] | None = None
        self.picked: list[int] = []  # Cupid's first lover, or the Witch's poison target
        self.heal = False  # the Witch's healing toggle
        self.statement: str | None = None  # the bar's statement waiting for its target
        self.claim_open = False  # the bar's list of roles to claim
        # The events' own views, played by the kit from events.py: the dead's cards over
        # their seats ("reveal"), the last vote's arrows ("ballot").
        self.motion = Motion(EVENTS, self, sounds=app.sounds)
        self._bg: dict[bool, pygame.Surface] = {}
        self.history = WwLog(self)
        b = self.a["bar"]  # fast forward above its right end, once no living person plays
        self.fast_forward = SeatedFastForward(self, (b.right - 230, b.y + 10, 220, 42))
        self.menu_button = Button(self.a["menu"], lambda: t("btn_menu"), self.open_menu,
                                  "plain", key="menu", font_size=16)

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

    @property
    def busy(self) -> bool:
        return False

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

    def zone_box(self, zone: str, piece):
        """Nothing here flies or walks: every event is an effect or a pause."""
        return None

    # -- the decision's buttons ------------------------------------------------------------
    def legal(self) -> list:
        return self.ctl.legal()

    def refresh(self) -> None:
        legal = self.legal()
        kinds = {type(a) for a in legal}
        self.buttons = []
        s = self.a["stage"]
        right = pygame.Rect(s.right - 196, s.bottom - 58, 180, 44)
        left = pygame.Rect(s.right - 388, s.bottom - 58, 180, 44)
        viewer = self.ctl.viewer
        if self.ctl.peeking is not None:  # a peek: only its Hide
            self.buttons = [Button(right, lambda: t("ww_peek_hide"), self.ctl.end_peek,
                                   "primary", key="hide")]
            return
        if self.ctl.peek_pick and self.ctl.can_peek():
            self.buttons = self.peek_buttons()
            return
        self.ctl.peek_pick = False
        if Peek in kinds:
            self.buttons = [
                Button(left, lambda: t("ww_peek"), lambda: self.act(Peek(viewer, True)),
                       "danger", key="peek"),
                Button(right, lambda: t("ww_sleep"), lambda: self.act(Peek(viewer, False)),
                       "primary", key="sleep")]
        elif Take in kinds:
            if Take(viewer, NOBODY) in legal:
                self.buttons = [Button(right, lambda: t("ww_keep"),
                                       lambda: self.act(Take(viewer, NOBODY)), "secondary",
                                       key="keep")]
        elif Brew in kinds:
            if any(a.heal for a in legal):
                self.buttons.append(Button(left, lambda: t("ww_heal"), self.toggle_heal,
                                           "secondary", key="heal"))
            self.buttons.append(Button(right, lambda: t("ww_confirm"), self.brew, "primary",
                                       key="confirm"))
        elif Couple in kinds:
            self.buttons = [Button(right, lambda: t("ww_confirm"), self.couple, "primary",
                                   key="confirm")]
        self.buttons += self.bar_buttons()
        if self.ctl.can_peek():
            self.buttons.append(Button(PEEK_BUTTON, lambda: t("ww_peek_button"),
                                       self.open_peek, "plain", key="peek_role", font_size=16))

    def peek_buttons(self) -> list[Button]:
        """Who peeks: a button per living person, then Cancel, in rows on the stage."""
        s = self.a["stage"]
        people = self.ctl.peekers()
        cells = len(people) + 1
        cols = min(5, cells)
        gap = 10
        w = min(170.0, (s.w - 40 - (cols - 1) * gap) / cols)
        rows = (cells + cols - 1) // cols
        top = s.y + 92 + (s.h - 92 - 14 - (rows * 46 - 8)) / 2  # centred under the words
        out = []
        for i in range(cells):
            row, col = divmod(i, cols)
            in_row = min(cols, cells - row * cols)
            x0 = s.centerx - (in_row * w + (in_row - 1) * gap) / 2
            rect = (round(x0 + col * (w + gap)), round(top + row * 46), round(w), 38)
            if i < len(people):
                seat = people[i]
                out.append(Button(rect, lambda se=seat: self.ctl.name_of(se),
                                  lambda se=seat: self.ctl.peek(se), "secondary",
                                  key=f"peek_{seat}", font_size=15))
            else:
                out.append(Button(rect, lambda: t("ww_cancel"), self.close_peek, "plain",
                                  key="peek_cancel", font_size=15))
        return out

    def open_peek(self) -> None:
        self.statement, self.claim_open = None, False
        self.ctl.pick_peeker(True)

    def close_peek(self) -> None:
        self.ctl.pick_peeker(False)

    def bar_buttons(self) -> list[Button]:
        """The statement bar and the day's buttons, while people are talking: at a party
        first who is speaking (a click passes to the next person), then the statements,
        the clock's pause and "To the vote" at the right end."""
        if self.ctl.phase() != "discussion" or not self.ctl.people_talking():
            return []
        b = self.a["bar"]
        out: list[Button] = []
        x, y, h = b.x + 8, b.y + 10, 42
        if self.ctl.multi_human:
            out.append(Button((x, y, 150, h), lambda: f"{self.ctl.name_of(self.ctl.speaker)} ›",
                              self.next_speaker, "plain", key="speaker", font_size=15))
            x += 160
        for what in STATEMENTS:
            chip = pygame.Rect(x, y, 100, h)
            out.append(Button(chip, lambda w=what: t(f"ww_st_{w}"),
                              lambda w=what: self.choose_statement(w),
                              "primary" if self.statement == what or (
                                  what == "claim" and self.claim_open) else "secondary",
                              key=f"st_{what}", font_size=15))
            if what == "claim" and self.claim_open:
                out += self.claim_buttons(chip)
            x += 106
        end = b.right - 8
        out.append(Button((end - 170, y, 170, h), lambda: t("ww_start_vote"),
                          self.ctl.start_vote, "primary", key="start_vote", font_size=16))
        out.append(Button((end - 280, y, 104, h),
                          lambda: t("ww_resume" if self.ctl.talk_paused else "ww_pause"),
                          self.toggle_pause, "plain", key="pause", font_size=15))
        return out

    def claim_buttons(self, chip: pygame.Rect) -> list[Button]:
        """The roles one may claim, in a column over the "I am…" button."""
        out = []
        deck = self.ctl.state.setup.deck
        for i, role in enumerate(r for r in ROLE_ORDER if deck.get(r)):  # roles in play
            r = pygame.Rect(chip.x, chip.y - 6 - (i + 1) * 40, 150, 36)
            out.append(Button(r, lambda ro=role: role_name(ro),
                              lambda ro=role: self.claim(ro), "secondary",
                              key=f"claim_{role}", font_size=14))
        return out

    # -- acting ---------------------------------------------------------------------------
    def sound(self, name: str) -> None:
        """A sound for what the viewer did, unless in a party's private night turn: every
        turn there sounds the same whatever the role does."""
        if not self.ctl.in_private_turn():
            self.app.sounds.play(name)

    def refuse(self, text: str, sound: bool = True) -> None:
        super().refuse(text, sound and not self.ctl.in_private_turn())

    def act(self, action) -> None:
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

    def seat_options(self) -> dict[int, object]:
        """The seats the viewer may click now, and what clicking each does."""
        if self.ctl.peeking is not None:
            return {}
        if self.ctl.peek_pick:  # who peeks: the living people's seats
            return {s: "peek" for s in self.ctl.peekers()}
        legal = self.legal()
        out: dict[int, object] = {}
        for a in legal:
            if isinstance(a, TARGETED):
                out[a.target] = a
            elif isinstance(a, Mark):
                out[a.suspect] = a
            elif isinstance(a, Brew) and a.poison != NOBODY:
                out[a.poison] = "poison"
            elif isinstance(a, Couple):
                out[a.first] = out[a.second] = "lover"
        if self.statement is not None and self.ctl.phase() == "discussion":
            living = self.ctl.state.living()
            out = {s: "statement" for s in living
                   if s != self.ctl.speaker or self.statement == "not_wolf"}
        return out

    def click_seat(self, seat: int) -> None:
        option = self.seat_options().get(seat)
        if option is None:
            return
        self.ctl.touched()
        if option == "peek":
            self.ctl.peek(seat)
        elif option == "statement":
            what, self.statement = self.statement, None
            self.ctl.say(what, seat)
            self.refresh()
        elif option == "poison":
            self.picked = [] if self.picked == [seat] else [seat]
            self.sound("click")
        elif option == "lover":
            if seat in self.picked:
                self.picked.remove(seat)
            elif len(self.picked) < 2:
                self.picked.append(seat)
            self.sound("click")
        else:
            self.act(option)

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.ctl.touched()
        if self.buttons_took(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.view.to_level(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            self.click(self.view.to_level(event.pos))
        elif event.type == pygame.KEYDOWN:
            self.key(event.key)

    def click(self, pos) -> None:
        for card, r in self.extra_cards():
            if r.collidepoint(pos):
                self.act(Take(self.ctl.viewer, card))
                return
        seat = self.seat_under(pos)
        if seat is not None:
            self.click_seat(seat)

    def seat_under(self, pos) -> int | None:
        for seat in range(self.ctl.players):
            if self.seat_rect(seat).collidepoint(pos):
                return seat
        return None

    def key(self, key: int) -> None:
        if self.ctl.peeking is not None:  # a peek hides at once, before anything else
            if key in (pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER,
                       pygame.K_r):
                self.ctl.end_peek()
            return
        if self.ctl.peek_pick and key in (pygame.K_ESCAPE, pygame.K_r):
            self.close_peek()
            return
        if key == pygame.K_r and self.ctl.can_peek():
            self.open_peek()
            return
        if key == pygame.K_ESCAPE:
            if self.statement or self.claim_open:
                self.statement, self.claim_open = None, False
                self.refresh()
            else:
                self.open_menu()
        elif key == pygame.K_p and self.ctl.phase() == "discussion":
            self.toggle_pause()
        elif key == pygame.K_v and self.ctl.people_talking():
            self.ctl.start_vote()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            primary = [b for b in self.buttons if b.style == "primary" and b.enabled
                       and b.key in ("confirm", "sleep")]
            if primary:
                primary[0].on_click()

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

    # -- geometry -----------------------------------------------------------------------
    def seat_rect(self, seat: int) -> pygame.Rect:
        return self.a[f"seat_{self.ctl.pos_of(seat)}"]

    def extra_cards(self) -> list[tuple[int, pygame.Rect]]:
        """The Thief's two cards laid aside, on the stage, while he may take one."""
        takes = [a for a in self.legal() if isinstance(a, Take) and a.card != NOBODY]
        s = self.a["stage"]
        w = THIEF_CARD_W
        h = round(w * 1.5)
        return [(a.card, pygame.Rect(s.x + 170 + i * (w + 16), s.bottom - h - 16, w, h))
                for i, a in enumerate(takes)]

    # -- drawing ------------------------------------------------------------------------
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
        self.draw_header(surf, obs)
        ballot = self.motion.effect("ballot")
        if ballot is not None and not peek:
            self.draw_ballot(surf, ballot)
        options = self.seat_options()
        for seat in range(self.ctl.players):
            self.draw_seat(surf, obs, seat, options)
        self.draw_stage(surf, obs)
        self.draw_bar(surf, obs)
        for b in self.buttons:
            b.draw(surf, self.view)
        self.menu_button.visible = not peek
        self.menu_button.draw(surf, self.view)
        self.fast_forward.button.visible = self.fast_forward.shown
        self.fast_forward.draw(surf)
        if not peek:
            self.draw_bubbles(surf)
            self.draw_reveals(surf)
        self.history.draw(surf)
        if self.message_time > 0:
            self.draw_message(surf)
        self.draw_pass_prompt(surf)

    def draw_header(self, surf, obs) -> None:
        v = self.view
        if obs["phase"] == "night" or obs["day"] == 0:
            text = t("ww_night_n", n=max(obs["night"], 1))
        else:
            text = t("ww_day_n", n=obs["day"])
        draw_label(surf, v, text, (70, 10), 22, GOLD, 140, bold=True)
        if obs["phase"] == "discussion":
            left = max(0, int(self.ctl.talk_left))
            clock = f"{left // 60}:{left % 60:02d}"
            tr = self.a["timer"]
            draw_panel(surf, v, tr, (10, 12, 24, 200), 12, border=GOLD, border_w=1.5)
            colour = TEXT_DIM if self.ctl.talk_paused else (
                (255, 150, 130) if left < 30 else TEXT)
            draw_text(surf, v, clock, tr.center, 24, colour, "center", bold=True)

    def draw_seat(self, surf, obs, seat: int, options: dict) -> None:
        v = self.view
        r = self.seat_rect(seat)
        alive = obs["alive"][seat]
        role = obs["roles"][seat]
        centre = (r.centerx, r.y + TOKEN / 2 + 4)
        if seat in options:
            ring = CHOSEN if seat in self.picked else LIT
            pygame.draw.circle(surf, ring, v.pt(*centre), v.len(TOKEN / 2 + 6), v.len(3))
        elif seat in self.picked:
            pygame.draw.circle(surf, CHOSEN, v.pt(*centre), v.len(TOKEN / 2 + 6), v.len(3))
        if seat in obs["waiting"] and obs["phase"] != "chain":
            pygame.draw.circle(surf, (90, 110, 170), v.pt(*centre), v.len(TOKEN / 2 + 11),
                               max(1, v.len(1.5)))
        token = art.portrait(role, v.len(TOKEN))
        if not alive:
            token = token.copy()
            token.fill((90, 90, 100), special_flags=pygame.BLEND_MULT)
        box = token.get_rect(center=v.pt(*centre))
        surf.blit(token, box)
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        pygame.draw.circle(surf, colour, v.pt(r.x + 10, r.y + 10), v.len(6))
        if not alive:
            c = v.pt(*centre)
            d = v.len(TOKEN * 0.32)
            for sx in (-1, 1):
                pygame.draw.line(surf, (200, 60, 60), (c[0] - d, c[1] - d * sx),
                                 (c[0] + d, c[1] + d * sx), max(2, v.len(4)))
        if obs["captain"] == seat:
            badge = art.captain_badge(v.len(CAPTAIN_W))
            surf.blit(badge, badge.get_rect(center=v.pt(r.right - 16, r.y + 12)))
        name = self.ctl.name_of(seat)
        draw_label(surf, v, name, (r.centerx, r.y + TOKEN + 9), 15,
                   TEXT if alive else TEXT_DIM, r.w + 10, bold=True)
        if role is not None:
            colour = (255, 130, 120) if role == "werewolf" else (200, 220, 255)
            draw_label(surf, v, role_name(role), (r.centerx, r.y + TOKEN + 33), 13, colour,
                       r.w + 10)
        lovers = obs.get("lovers")
        if lovers and seat in lovers:
            draw_text(surf, v, "♥", (r.x + 12, r.y + TOKEN - 6), 18, (240, 90, 130), "center")

    def draw_ballot(self, surf, ballot: Playing) -> None:
        """The last vote: an arrow from each voter to their choice (open ballot), and
        each target's count."""
        v = self.view
        data = ballot.ev.data
        fade = min(1.0, ballot.left / 0.6)
        if data.get("ballots"):
            layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            for voter, target in data["ballots"].items():
                a = self.token_centre(int(voter))
                b = self.token_centre(target)
                colour = (*SEAT_COLOURS[int(voter) % len(SEAT_COLOURS)], int(200 * fade))
                pygame.draw.line(layer, colour, v.pt(*a), v.pt(*b), max(2, v.len(2.5)))
                ang = math.atan2(b[1] - a[1], b[0] - a[0])
                tip = (b[0] - math.cos(ang) * TOKEN / 2, b[1] - math.sin(ang) * TOKEN / 2)
                wing = [(tip[0] - 14 * math.cos(ang + s), tip[1] - 14 * math.sin(ang + s))
                        for s in (0.45, -0.45)]
                pygame.draw.polygon(layer, colour, [v.pt(*tip)] + [v.pt(*w) for w in wing])
            surf.blit(layer, (0, 0))
        for target, n in data["tally"].items():
            r = self.seat_rect(int(target))
            chip = pygame.Rect(r.right - 34, r.y + TOKEN - 18, 34, 24)
            draw_panel(surf, v, chip, (150, 30, 30, int(230 * fade)), 10)
            draw_text(surf, v, f"×{n}", chip.center, 15, TEXT, "center", bold=True)

    def token_centre(self, seat: int) -> tuple[float, float]:
        r = self.seat_rect(seat)
        return r.centerx, r.y + TOKEN / 2 + 4

    # -- the stage --------------------------------------------------------------------
    def draw_stage(self, surf, obs) -> None:
        v = self.view
        s = self.a["stage"]
        draw_panel(surf, v, s, STAGE_FILL, 18, border=(238, 196, 92, 150), border_w=1.5)
        if self.ctl.peeking is not None:
            self.draw_peek(surf, obs)
            return
        if self.ctl.peek_pick and self.ctl.can_peek():
            self.draw_peek_pick(surf)
            return
        if self.ctl.private_screen and "role" in obs and (
                obs["phase"] == "night" or self.ctl.rest > 0 or self.private_vote()):
            self.draw_private(surf, obs)
            return
        if obs["phase"] == "discussion":
            self.draw_talk(surf, obs)
            return
        lines = [line for line in dict.fromkeys((self.ctl.morning, self.ctl.narration)) if line]
        prompt = self.prompt(obs)
        if prompt:
            lines.append(prompt)
        if obs["phase"] == "night" and self.ctl.multi_human:
            lines.append(t("ww_asleep"))
        y = s.y + 22
        for i, line in enumerate(lines):
            size = 20 if i == 0 else 17
            colour = GOLD if i == 0 else TEXT
            for part in fonts.wrap(line, v.len(size), v.len(s.w - 48))[:3]:
                draw_text(surf, v, part, (s.centerx, y), size, colour, "midtop",
                          bold=i == 0)
                y += size + 8
            y += 8

    def draw_talk(self, surf, obs) -> None:
        """The discussion: what is asked, then today's statements, newest last."""
        v = self.view
        s = self.a["stage"]
        y = s.y + 18
        for i, head in enumerate(h for h in (self.ctl.morning, self.prompt(obs)) if h):
            for part in fonts.wrap(head, v.len(16), v.len(s.w - 48))[:2]:
                draw_text(surf, v, part, (s.centerx, y), 16, TEXT_DIM if i == 0 and
                          self.ctl.morning else GOLD, "midtop", bold=True)
                y += 22
        y += 6
        today = [i for i, st in enumerate(obs["statements"]) if st[0] == obs["day"]]
        room = int((s.bottom - 14 - y) // 22)
        for i in today[-room:] if room > 0 else []:
            seat = obs["statements"][i][1]
            words = t("ww_said", name=self.ctl.name_of(seat),
                      words=said(obs, i, self.ctl.name_of, self.ctl.explains))
            pygame.draw.circle(surf, SEAT_COLOURS[seat % len(SEAT_COLOURS)],
                               v.pt(s.x + 30, y + 10), v.len(5))
            draw_text(surf, v, words, (s.x + 42, y), fit_text_size(words, 15, s.w - 64, v),
                      TEXT, "topleft")
            y += 22

    def private_vote(self) -> bool:
        return self.ctl.phase() in ("election", "vote") and self.ctl.my_decision()

    def prompt(self, obs) -> str:
        """What the shared screen asks now, in words."""
        viewer = self.ctl.viewer
        legal = self.legal()
        kinds = {type(a) for a in legal}
        name = self.ctl.name_of(viewer)
        if Shoot in kinds:
            return t("ww_prompt_shoot", name=name)
        if Succeed in kinds:
            return t("ww_prompt_succeed", name=name)
        if Decide in kinds:
            return t("ww_prompt_decide")
        if obs["phase"] == "discussion":
            if self.statement is not None:
                return t("ww_pick_target")
            if not self.ctl.people_talking():
                return ""
            if self.ctl.quiet and not self.ctl.multi_human:
                return t("ww_prompt_quiet", n=max(1, math.ceil(self.ctl.talk_left)))
            if not self.ctl.computers_in_game():
                return t("ww_prompt_talk_party")
            return t("ww_prompt_talk")
        waiting = obs["waiting"]
        if waiting and not self.ctl.private_screen and obs["phase"] != "night":
            return t("ww_waiting", name=self.ctl.name_of(waiting[0]))
        return ""

    def draw_private(self, surf, obs) -> None:
        """The viewer's own turn: its role card, what it knows, what it may do."""
        v = self.view
        s = self.a["stage"]
        role = obs["role"]
        card = named_card(role, v.len(CARD_W))
        surf.blit(card, v.pt(s.x + 16, s.y + (s.h - CARD_W * 1.5) / 2))
        x, w = s.x + CARD_W + 36, s.w - CARD_W - 52
        y = s.y + 14
        if obs["phase"] in ("election", "vote") and self.ctl.morning:
            for part in fonts.wrap(self.ctl.morning, v.len(15), v.len(w))[:2]:
                draw_text(surf, v, part, (x, y), 15, TEXT_DIM, "topleft")
                y += 20
            y += 6
        title = t("ww_vote_of" if obs["phase"] in ("election", "vote") else "ww_turn_of",
                  name=self.ctl.name_of(self.ctl.viewer))
        if obs["phase"] == "night":  # which round of the night's private turns
            laps = night_laps(obs["night"], obs["deck"])
            if len(laps) > 1 and obs["lap"] in laps:
                title += " · " + t("ww_round", n=laps.index(obs["lap"]) + 1, total=len(laps))
        draw_text(surf, v, title, (x, y), 20, GOLD, "topleft", bold=True)
        y += 30
        for line in self.knowledge_lines(obs):
            for part in fonts.wrap(line, v.len(15), v.len(w))[:2]:
                draw_text(surf, v, part, (x, y), 15, TEXT, "topleft")
                y += 20
        y += 4
        text = self.private_prompt(obs)
        colour = TEXT
        left = self.ctl.rest if self.ctl.rest > 0 else self.ctl.turn_left
        if left is not None and not self.ctl.my_decision():
            text = t("ww_resting" if self.ctl.chose() else "ww_time_up",
                     n=max(1, math.ceil(left)))
            colour = TEXT_DIM
        for part in fonts.wrap(text, v.len(16), v.len(w))[:3]:
            draw_text(surf, v, part, (x, y), 16, colour, "topleft", bold=True)
            y += 22
        for card, r in self.extra_cards():
            face = named_card(role_of_card(self.ctl.state.pack, card), v.len(r.w))
            surf.blit(face, v.rect(r).topleft)
            pygame.draw.rect(surf, LIT, v.rect(r).inflate(v.len(6), v.len(6)), max(2, v.len(2)),
                             border_radius=v.len(6))
        heal = next((b for b in self.buttons if b.key == "heal"), None)
        if heal is not None:
            heal.style = "primary" if self.heal else "secondary"
        if self.ctl.turn_left is not None:
            self.draw_turn_clock(surf)

    def draw_turn_clock(self, surf) -> None:
        """The night turn's time left, a bar along the stage's foot: every turn's the
        same length."""
        self.draw_time_bar(surf, self.ctl.turn_left / TURN_SECONDS)

    def draw_time_bar(self, surf, share: float) -> None:
        """A timed screen's time left (`share` of it), a bar along the stage's foot."""
        v = self.view
        s = self.a["stage"]
        bar = pygame.Rect(s.x + 18, s.bottom - 10, s.w - 36, 5)
        pygame.draw.rect(surf, (40, 46, 70), v.rect(bar), border_radius=v.len(3))
        done = bar.copy()
        done.w = round(bar.w * max(0.0, share))
        if done.w > 0:
            pygame.draw.rect(surf, GOLD, v.rect(done), border_radius=v.len(3))

    def draw_peek_pick(self, surf) -> None:
        """Who wants to see their role: the names are the buttons below."""
        v = self.view
        s = self.a["stage"]
        title = t("ww_peek_pick")
        draw_text(surf, v, title, (s.centerx, s.y + 20), fit_text_size(title, 20, s.w - 40, v,
                                                                      True),
                  GOLD, "midtop", bold=True)
        y = s.y + 52
        for part in fonts.wrap(t("ww_peek_pick_note"), v.len(15), v.len(s.w - 60))[:2]:
            draw_text(surf, v, part, (s.centerx, y), 15, TEXT_DIM, "midtop")
            y += 20

    def draw_peek(self, surf, obs) -> None:
        """A person's peek at their own role: the card, what only they know (from their
        own observation), and the time left before it hides by itself."""
        v = self.view
        s = self.a["stage"]
        card = named_card(obs["role"], v.len(CARD_W))
        surf.blit(card, v.pt(s.x + 16, s.y + (s.h - CARD_W * 1.5) / 2))
        x, w = s.x + CARD_W + 36, s.w - CARD_W - 52
        y = s.y + 16
        title = t("ww_peek_title", name=self.ctl.name_of(obs["seat"]))
        draw_text(surf, v, title, (x, y), fit_text_size(title, 20, w, v, True), GOLD,
                  "topleft", bold=True)
        y += 30
        you = t("ww_you_are", role=role_name(obs["role"]))
        draw_text(surf, v, you, (x, y), fit_text_size(you, 18, w, v, True), TEXT, "topleft",
                  bold=True)
        y += 30
        bottom = s.bottom - 66
        for i, line in enumerate(self.peek_lines(obs)):
            colour = TEXT_DIM if i == 0 else TEXT  # the role's help, then what it knows
            for part in fonts.wrap(line, v.len(15), v.len(w)):
                if y + 20 > bottom:
                    break
                draw_text(surf, v, part, (x, y), 15, colour, "topleft")
                y += 20
            y += 2
        hide = next((b for b in self.buttons if b.key == "hide"), None)
        room = (hide.rect.x if hide is not None else s.right - 16) - x - 12
        note = t("ww_peek_hides", n=max(1, math.ceil(self.ctl.peek_left)))
        draw_text(surf, v, note, (x, s.bottom - 36), fit_text_size(note, 15, room, v),
                  TEXT_DIM, "midleft")
        self.draw_time_bar(surf, self.ctl.peek_left / PEEK_SECONDS)

    def peek_lines(self, obs) -> list[str]:
        """What a peeking seat is reminded of: its role's power, then what only it
        knows (its pack, its lover, its looks, what it saw, its potions, the cards
        aside), all read from its own observation."""
        name = self.ctl.name_of
        out = [t(f"ww_role_{obs['role']}_help")]
        if obs["role"] == "werewolf":
            wolves = [w for w in obs["wolves"] if w != obs["seat"]]
            out.append(t("ww_pack", names=names_of(wolves, name)) if wolves
                       else t("ww_pack_alone"))
        lovers = obs["lovers"]
        if lovers and obs["seat"] in lovers:
            other = next((s for s in lovers if s != obs["seat"]), obs["seat"])
            out.append(t("ww_partner", partner=name(other)))
        elif lovers:
            out.append(t("ww_lovers", name=name(lovers[0]), partner=name(lovers[1])))
        if obs["seer"]:
            out.append(t("ww_peek_looks", cards=", ".join(
                t("ww_peek_look", name=name(int(s)), role=role_name(r))
                for s, r in obs["seer"].items())))
        if obs["girl_saw"]:
            out.append(t("ww_girl_saw", wolf=names_of(sorted(set(obs["girl_saw"])), name)))
        if obs["potions"] is not None:
            state = {True: t("ww_potion_left"), False: t("ww_potion_used")}
            out.append(t("ww_potions", heal=state[obs["potions"]["heal"]],
                         poison=state[obs["potions"]["poison"]]))
        if obs["extras"] is not None:
            out.append(t("ww_extras", cards=", ".join(role_name(r) for r in obs["extras"])))
        return out

    def knowledge_lines(self, obs) -> list[str]:
        """What the viewer knows that nobody else does, in words."""
        name = self.ctl.name_of
        out = []
        if obs["night"] <= 1 and obs["phase"] == "night":
            out.append(t(f"ww_role_{obs['role']}_help"))
        wolves = [w for w in obs["wolves"] if w != obs["seat"]]
        if obs["role"] == "werewolf":
            out.append(t("ww_pack", names=", ".join(name(w) for w in wolves))
                       if wolves else t("ww_pack_alone"))
            if obs["bites"]:
                out.append(t("ww_bites", bites=", ".join(
                    t("ww_bite_of", name=name(int(w)), target=name(b))
                    for w, b in obs["bites"].items() if b != NOBODY)))
        if obs["lovers"] and obs["seat"] in obs["lovers"]:
            other = next(s for s in obs["lovers"] if s != obs["seat"]) \
                if obs["lovers"][0] != obs["lovers"][1] else obs["seat"]
            out.append(t("ww_partner", partner=name(other)))
        for seat, role in obs["seer"].items():
            out.append(t("ww_seen", name=name(int(seat)), role=role_name(role)))
        for seat in obs["girl_saw"]:
            out.append(t("ww_girl_saw", wolf=name(seat)))
        if obs["caught"] and obs["role"] == "little_girl":
            out.append(t("ww_girl_caught"))
        if obs["potions"] is not None:
            state = {True: t("ww_potion_left"), False: t("ww_potion_used")}
            out.append(t("ww_potions", heal=state[obs["potions"]["heal"]],
                         poison=state[obs["potions"]["poison"]]))
        if obs["extras"] is not None and obs["night"] <= 1 and obs["phase"] == "night":
            out.append(t("ww_extras", cards=", ".join(role_name(r) for r in obs["extras"])))
        return out

    def private_prompt(self, obs) -> str:
        kinds = {type(a) for a in self.legal()}
        if Mark in kinds:
            return t("ww_prompt_mark")
        if Inspect in kinds:
            return t("ww_prompt_inspect")
        if Bite in kinds:
            return t("ww_prompt_bite")
        if Peek in kinds:
            return t("ww_prompt_peek")
        if Brew in kinds:
            victim = obs["victim"]
            return t("ww_prompt_brew", name=self.ctl.name_of(victim)) if victim is not None \
                else t("ww_prompt_mark")
        if Take in kinds:
            return t("ww_prompt_take" if Take(self.ctl.viewer, NOBODY) in self.legal()
                     else "ww_prompt_take_forced")
        if Couple in kinds:
            return t("ww_prompt_couple")
        if Elect in kinds:
            return t("ww_prompt_elect")
        if Vote in kinds:
            return t("ww_prompt_revote" if obs["revote"] else "ww_prompt_vote")
        return ""

    # -- the bar, bubbles, reveals -------------------------------------------------------
    def draw_bar(self, surf, obs) -> None:
        if not any(b.key.startswith("st_") for b in self.buttons):
            return
        draw_panel(surf, self.view, self.a["bar"], (10, 12, 24, 210), 14)

    def draw_bubbles(self, surf) -> None:
        """What each computer says, over its seat: up to three lines (a statement and
        its reason)."""
        v = self.view
        for seat, (words, left) in self.ctl.bubbles.items():
            r = self.seat_rect(seat)
            lines = fonts.wrap(words, v.len(14), v.len(BUBBLE_W - 20))[:3]
            width = min(BUBBLE_W, max(fonts.text_width(line, 14) for line in lines) + 24)
            box = pygame.Rect(0, 0, width, 14 + 19 * len(lines))
            box.midbottom = (r.centerx, r.y - 4)
            box.clamp_ip(pygame.Rect(8, 8, 1264, 640))
            alpha = int(240 * min(1.0, left / 0.5))
            draw_panel(surf, v, box, (250, 246, 232, alpha), 14)
            for i, line in enumerate(lines):
                draw_text(surf, v, line, (box.centerx, box.y + 7 + 19 * i),
                          fit_text_size(line, 14, width - 16, v), (30, 24, 20), "midtop")

    def draw_reveals(self, surf) -> None:
        """A dead player's card, turned face up over the seat."""
        v = self.view
        for reveal in self.motion.effects_of("reveal"):
            grow = min(1.0, reveal.t / 0.35)
            card = named_card(reveal.ev.data["role"], v.len(REVEAL_W))
            if grow < 1:  # growing: the made card scaled, not a card made per width
                scale = 0.4 + 0.6 * grow
                size = (max(1, round(card.get_width() * scale)),
                        max(1, round(card.get_height() * scale)))
                card = pygame.transform.smoothscale(card, size)
            centre = self.token_centre(reveal.ev.seat)
            surf.blit(card, card.get_rect(center=v.pt(*centre)))

    def draw_message(self, surf) -> None:
        v = self.view
        s = self.a["stage"]
        box = pygame.Rect(s.x + 20, s.bottom + 8, s.w - 40, 34)
        draw_panel(surf, v, box, (60, 16, 16, 230), 10)
        draw_text(surf, v, self.message, box.center,
                  fit_text_size(self.message, 16, box.w - 20, v), (255, 190, 170), "center")
