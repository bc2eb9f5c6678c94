"""The Forbidden Island board: the island (its shape from the Tiled map, every tile
drawn in code, flooded tiles under water, sunk tiles gone into the sea), the pawns, the
water meter, both decks and discards, each adventurer's panel with the open hand.

Input: the turn's action is chosen with the buttons (Move, Shore up, Fly, Navigate) and
carried out by clicking a lit tile; Capture, End actions and Draw flood card are
buttons; drag a treasure card onto a pawn or a player's panel to give it; click a
Helicopter Lift or Sandbags card in any hand to play it (then the tiles); over the hand
limit, click the card to discard. Keys: M move, S shore up, E end actions, Space draws
the next flood card, U (or Ctrl+Z) takes the last action back, D the danger view, L the
log, Esc cancels or opens the menu.

The board is drawn from the island as shown so far (`FiController.table_obs`), and each
shown event plays the motion declared in `events.py`, played by the table kit
(`game.ui.kit.motion`): cards flying, pawns walking; tiles turning and sinking and
"Waters Rise!" are this board's own drawing (`motion.py`).
"""

from __future__ import annotations

import copy

import pygame

from game.games.forbidden_island import art, motion, timing
from game.games.forbidden_island.actions import (
    NONE,
    Capture,
    Discard,
    DrawFlood,
    EndActions,
    Fly,
    Give,
    Lift,
    LiftOff,
    Move,
    Navigate,
    Sandbags,
    Shore,
    Swim,
)
from game.games.forbidden_island.controller import FiController
from game.games.forbidden_island.events import EVENTS
from game.games.forbidden_island.tiles import (
    PACK,
    SKULL,
    TREASURE_CARDS,
    TREASURE_KEYS,
    WATERS_RISE,
    flood_cards_at,
)
from game.games.forbidden_island.words import card_help as card_words
from game.games.forbidden_island.words import tile_name
from game.ui import fonts, paint
from game.ui.app import App
from game.ui.i18n import t
from game.ui.kit.choices import Choices
from game.ui.kit.motion import Flight, Motion, Turning
from game.ui.kit.zones import Row, cell_box, spread, square_grid, top_hit
from game.ui.log_panel import StoryLog
from game.ui.preparing import draw_offscreen, prepare
from game.ui.seated_scene import Press, SeatedFastForward, SeatedScene
from game.ui.tooltip import draw_tooltip
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, Button, draw_panel, draw_text, fit_text_size

LIT = (120, 220, 255)
PICKED = (250, 214, 110)
TILE_NAME = 13  # a tile's name, level units (two lines when it needs them)
DANGER = (240, 80, 60)
SOON = (250, 170, 60)
SEAT_RGB = art.ADVENTURER_RGB
CARD_W = 46
SPLASH_CARD_W = 110  # a Waters Rise! card drawn grows to this over the board
FLOOD_CARD_W = 60  # a flood card on its way to its tile
MODES = {"move": Move, "shore": Shore, "fly": Fly, "navigate": Navigate}
MODE_OF = {Move: "move", Fly: "fly", Swim: "swim"}


def draw_skull(surf, v, centre, r: float) -> None:
    """The water meter's last mark: a small skull."""
    x, y = centre
    bone = (236, 230, 220)
    pygame.draw.circle(surf, bone, v.pt(x, y - r * 0.15), v.len(r * 0.8))
    pygame.draw.rect(surf, bone, v.rect((x - r * 0.45, y + r * 0.3, r * 0.9, r * 0.55)))
    for dx in (-0.32, 0.32):
        pygame.draw.circle(surf, (60, 20, 24), v.pt(x + dx * r, y - r * 0.15), v.len(r * 0.22))


class FiLog(StoryLog):
    title_key, title_size = "fi_log", 16
    fill, border = (10, 24, 40, 240), (238, 196, 92, 120)


class FiTableScene(SeatedScene):
    def __init__(self, app: App, controller: FiController) -> None:
        super().__init__(app, controller)
        self.level = app.level("forbidden_island")
        self.a = {name: pygame.Rect(anchor.rect) for name, anchor in self.level.anchors.items()}
        self.buttons: list[Button] = []
        self.mode: str | None = None
        self.pick: object = None  # the Engineer's first tile, a lift's source, a pawn to guide
        self.special: tuple[int, int] | None = None  # (holder, card) being played
        self.group: list[int] = []  # the pawns a Helicopter Lift takes from its tile
        self.press: Press | None = None  # on a hand card: piece (holder, card)
        # What the shown events are playing now (the kit plays events.py's motion).
        self.motion = Motion(EVENTS, self, self.fades, app.sounds)
        self.hover: tuple[float, float] | None = None
        self.refreshed_at = -1  # the number of moves when the buttons were last set up
        self.history = FiLog(self)
        self.colour_log()
        b = self.a["banner"]
        self.fast_forward = SeatedFastForward(self, (b.right - 200, b.y, 200, b.h))
        self.menu_button = Button(self.a["menu"], lambda: t("btn_menu"), self.open_menu,
                                  "plain", key="menu", font_size=16)
        m = self.a["meter"]
        self.danger_button = Button((m.x, m.bottom + 12, 158, 36), lambda: t("fi_danger"),
                                    self.toggle_danger, "plain", key="danger", font_size=14)
        # Undo sits at the banner's end, where fast forward would (never both: fast
        # forward is for a table with no person, undo for a person's turn).
        self.undo_button = Button((b.right - 150, b.y + 3, 146, b.h - 6), lambda: t("fi_btn_undo"),
                                  self.undo, "plain", key="undo", font_size=14)

    def prepare_art(self) -> None:
        """Make the island's pictures at this window size before the table's first frame
        (a progress bar if it takes long): every tile dry and flooded with its name, the
        treasure and flood cards at the sizes they are drawn and fly at, and what the
        opening picture shows, so no flood or draw makes art inside draw()."""
        v = self.view
        steps = [lambda t=tile, f=flooded, r=r: self.tile_face(t, f, r)
                 for tile, r in self.tile_rects().items() for flooded in (False, True)]
        treasure = sorted({PACK.code(card) for card in TREASURE_CARDS})
        deck_w = self.a["treasure_deck"].w  # the decks' and discards' width: cards fly at it
        steps += [lambda c=code, w=w: art.card_picture(c, v.len(w)) for code in treasure
                  for w in (CARD_W, deck_w)]
        steps += [lambda c=code: art.card_picture(c, v.len(SPLASH_CARD_W)) for code in treasure
                  if code.startswith(WATERS_RISE)]
        steps += [lambda t=tile: art.flood_face(t, v.len(deck_w)) for tile in self.tile_rects()]
        steps += [lambda d=deck, w=w: art.card_back(d, v.len(w)) for deck in ("flood", "treasure")
                  for w in (deck_w, SPLASH_CARD_W)]
        prepare(self.app, [*steps, lambda: draw_offscreen(self)])

    # -- hooks ----------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.prepare_art()

    def on_resize(self) -> None:
        self.prepare_art()

    def keys_help(self) -> list[tuple[str, str]]:
        return [("key_mouse", "fi_prompt_move"), ("M", "fi_btn_move"), ("S", "fi_btn_shore"),
                ("E", "fi_btn_end"), ("key_space", "fi_btn_flood"), ("U", "fi_key_undo"),
                ("D", "fi_danger"), ("Esc", "keys_menu"), ("L", "history_button")]

    @property
    def busy(self) -> bool:
        return False

    def animating(self) -> bool:
        return bool(self.motion.active() or self.message_time > 0 or self.press) \
            or self.ctl.animating()

    def viewer_changed(self) -> None:
        self.decision_changed()

    def colour_log(self) -> None:
        """The log's seat dots in each seat's adventurer colour."""
        self.history.colours = tuple(SEAT_RGB[art.ADVENTURER[role].colour]
                                     for role in self.ctl.state.roles)

    def new_game(self) -> None:
        self.colour_log()
        self.motion.clear()
        self.decision_changed()

    def game_over(self) -> None:
        self.decision_changed()

    # -- the shown events' motion, played by the kit from events.py ----------------------
    def zone_box(self, zone: str, piece) -> pygame.Rect | tuple | None:
        """Where `piece` stands in `zone` (the kit asks before and after an event)."""
        kind, _, where = zone.partition(":")
        if kind == "hand":
            if str(piece).startswith("WR"):  # a Waters Rise! drawn grows over the board
                board, w = self.a["board"], SPLASH_CARD_W
                return (board.centerx - w / 2, board.centery - w * 0.7, w, w * art.CARD_RATIO)
            return self.hand_box(int(where), piece)
        if kind == "tile":
            r = self.tile_rects().get(where)
            if r is None:
                return None
            w = FLOOD_CARD_W  # a flood card arriving, or a pawn leaving, at its centre
            return (r.centerx - w / 2, r.centery - w * art.CARD_RATIO / 2, w,
                    w * art.CARD_RATIO)
        return self.a.get(zone)

    def piece_picture(self, flight: Flight, face_up: bool, px: int) -> pygame.Surface:
        flood = flight.src == "flood_deck"
        if not face_up:
            return art.card_back("flood" if flood else "treasure", px)
        return art.flood_face(flight.piece, px) if flood else art.card_picture(flight.piece, px)

    @staticmethod
    def fades(flight: Flight) -> bool:
        """A flood card fades on its tile, a Waters Rise! over the board."""
        return flight.lands.startswith("tile:") or str(flight.piece).startswith("WR")

    def hand_box(self, seat: int, code: str) -> pygame.Rect:
        """Where card `code` lies in `seat`'s hand as shown (where a card flies to)."""
        card = PACK.from_codes([code])[0]
        return dict(self.hand_rects(seat)).get(card, self.a[f"seat_{seat}"])

    def undone(self, was: dict) -> None:
        """An action taken back (`was`: the island before): the pawns it moved walk back,
        the tiles it shored up turn back."""
        now = self.obs()
        self.motion.clear()
        rects = self.tile_rects()
        for seat, tile in enumerate(now["pawns"]):
            if was["pawns"][seat] != tile:
                self.motion.walk(seat, rects[was["pawns"][seat]].center, timing.WALK)
        states = {d["tile"]: d["state"] for d in was["tiles"]}
        for d in now["tiles"]:
            if states[d["tile"]] == "dry" and d["state"] == "flooded":
                self.motion.turns[d["tile"]] = Turning("flooded", timing.FLIP)
        self.app.sounds.play("click")
        self.decision_changed()

    def undo(self) -> None:
        if not self.ctl.undo():
            self.refuse(t("fi_undo_none"))

    # -- what may be done now ----------------------------------------------------------------
    def legal(self) -> list:
        return self.ctl.legal()

    def decision_changed(self) -> None:
        legal = self.legal()
        kinds = {type(a) for a in legal}
        self.pick, self.special, self.group = None, None, []
        if self.mode not in MODES or MODES[self.mode] not in kinds:
            self.mode = "move" if Move in kinds else None
        self.refresh()

    def refresh(self) -> None:
        legal = self.legal()
        kinds = {type(a) for a in legal}
        b = self.a["buttons"]
        out: list[Button] = []
        x = b.x

        def add(key: str, label: str, on, style: str = "secondary", w: int = 118) -> None:
            nonlocal x
            out.append(Button((x, b.y, w, b.h), lambda: t(label), on, style, key=key,
                              font_size=15))
            x += w + 6

        for mode, kind in MODES.items():
            if kind in kinds:
                add(mode, f"fi_btn_{mode}", lambda m=mode: self.set_mode(m),
                    "primary" if self.mode == mode else "secondary", 104)
        for a in legal:
            if isinstance(a, Capture):
                add("capture", "fi_btn_capture", lambda a=a: self.act(a), "primary", 104)
                break
        if DrawFlood in kinds:
            add("flood", "fi_btn_flood", lambda: self.act(DrawFlood(self.ctl.viewer)),
                "primary", 180)
        lift_off = next((a for a in legal if isinstance(a, LiftOff)), None)
        if lift_off is not None:
            add("lift_off", "fi_btn_lift_off", lambda: self.act(lift_off), "primary", 220)
        if self.special is not None:
            discard = next((a for a in legal if isinstance(a, Discard)
                            and a.card == self.special[1]), None)
            if discard is not None:
                add("discard", "fi_btn_discard", lambda: self.act(discard), "plain", 150)
        one = self.choices().made(self.picked()) if self.pick is not None else None
        if self.mode == "shore" and one is not None:  # the Engineer's first tile alone
            add("one", "fi_btn_one", lambda: self.act(one), "plain", 150)
        if EndActions in kinds:  # always at the row's right end: it does not wander
            x = b.right - 130
            add("end", "fi_btn_end", lambda: self.act(EndActions(self.ctl.viewer)), "plain",
                130)
        self.buttons = out

    def set_mode(self, mode: str) -> None:
        self.mode, self.pick, self.special = mode, None, None
        self.refresh()

    def toggle_danger(self) -> None:
        self.ctl.toggle_danger()
        self.app.sounds.play("click")

    def act(self, action) -> None:
        self.ctl.try_apply(action)
        self.decision_changed()

    def path_of(self, a) -> tuple | None:
        """The picks that choose action `a` on the board: a mode (or the special card
        played), then the tiles and pawns it names, in the order they are clicked."""
        if isinstance(a, (Swim, Move, Fly)):
            return (MODE_OF[type(a)], a.tile)
        if isinstance(a, Shore):  # the Engineer: a first tile, then maybe a second
            return ("shore", a.tile) if a.second == NONE else ("shore", a.tile, a.second)
        if isinstance(a, Navigate):
            return ("navigate", a.pawn, a.tile)
        if isinstance(a, Sandbags):
            return (("special", a.holder, a.card), a.tile)
        if isinstance(a, Lift):  # the card, the pawns' tile, which of them go, where to
            source = self.ctl.state.pos[a.pawns[0]]
            return (("special", a.holder, a.card), source, tuple(a.pawns), a.tile)
        return None

    def picked(self) -> tuple:
        """What the person has picked so far, as a path (`path_of`)."""
        if self.special is not None:
            start = ("special", *self.special)
            return (start,) if self.pick is None else (start, self.pick, tuple(self.group))
        if self.swimming():
            return ("swim",)
        return (self.mode,) + (() if self.pick is None else (self.pick,))

    def swimming(self) -> bool:
        return any(isinstance(a, Swim) for a in self.legal())

    def choices(self) -> Choices:
        return Choices(self.legal(), self.path_of)

    def targets(self) -> dict[str, object]:
        """The tiles a click may use now, and the action (or step) each stands for:
        "first" (the Engineer's first of two), "source" (a lift's pawns), "pawn" (the
        Navigator's pawn to guide)."""
        following = self.choices().following(self.picked())
        if self.special is not None and self.pick is None:  # Sandbags' tile, a lift's source
            return {tile: "source" if action is None else action
                    for tile, action in following.items()}
        if self.mode == "navigate" and self.pick is None and not self.swimming():
            return {self.ctl.state.pos[pawn]: "pawn" for pawn in following}
        return {tile: "first" if action is None else action
                for tile, action in following.items()}

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        self.undo_button.enabled = self.ctl.undoable() > 0
        if self.buttons_took(event, self.danger_button, self.undo_button):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.view.to_level(event.pos)
            if self.press is not None:
                self.press.moved(self.hover)
        elif event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            pos = self.view.to_level(event.pos)
            hit = self.card_at(pos)
            if hit is not None:
                self.press = Press(hit, pos)
        elif event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            pos = self.view.to_level(event.pos)
            press, self.press = self.press, None
            if press is not None and press.drag:
                self.drop(press.piece, pos)
            elif press is not None:
                self.click_card(*press.piece)
            else:
                self.click(pos)
        elif event.type == pygame.KEYDOWN:
            self.key(event.key, getattr(event, "mod", 0))

    def key(self, key: int, mod: int = 0) -> None:
        legal = self.legal()
        viewer = self.ctl.viewer
        if key == pygame.K_u or (key == pygame.K_z and mod & pygame.KMOD_CTRL):
            self.undo()
        elif key == pygame.K_ESCAPE:
            if self.pick is not None or self.special is not None:
                self.pick = self.special = None
                self.refresh()
            else:
                self.open_menu()
        elif key == pygame.K_d:
            self.toggle_danger()
        elif key == pygame.K_m and any(isinstance(a, Move) for a in legal):
            self.set_mode("move")
        elif key == pygame.K_s and any(isinstance(a, Shore) for a in legal):
            self.set_mode("shore")
        elif key == pygame.K_e and EndActions(viewer) in legal:
            self.act(EndActions(viewer))
        elif key == pygame.K_SPACE and DrawFlood(viewer) in legal:
            self.act(DrawFlood(viewer))

    def click(self, pos) -> None:
        if self.mode == "navigate" and self.pick is None:  # the pawn itself, where pawns share
            seat = self.pawn_under(pos, lambda s: any(isinstance(a, Navigate) and a.pawn == s
                                                      for a in self.legal()))
            if seat is not None:
                self.pick = seat
                self.refresh()
                return
        if self.special is not None and self.pick is not None:
            seat = self.pawn_under(pos, lambda s: self.ctl.state.pos[s] == self.pick)
            if seat is not None:  # a pawn on the lift's tile: in or out of the group
                self.group = sorted(set(self.group) ^ {seat})
                self.app.sounds.play("click")
                return
        tile = self.tile_at(pos)
        if tile is None:
            return
        target = self.targets().get(tile)
        if target is None:
            return
        if target == "first":
            self.pick = tile
            self.refresh()
        elif target == "source":  # every pawn there goes, unless a click on one leaves it
            self.pick = tile
            self.group = sorted(s for s, at in enumerate(self.ctl.state.pos) if at == tile)
            self.refresh()
        elif target == "pawn":
            self.pick = self.pawn_on(tile)
            self.refresh()
        else:
            self.act(target)

    def pawn_on(self, tile: str) -> int | None:
        """The pawn the Navigator may guide from `tile` (another's)."""
        return next((pawn for pawn in self.choices().following(("navigate",))
                     if self.ctl.state.pos[pawn] == tile), None)

    def click_card(self, holder: int, card: int) -> None:
        """A special card is played (its "Discard" button is there when it may also be
        discarded); any other card over the hand limit is discarded."""
        legal = self.legal()
        if any(isinstance(a, (Lift, Sandbags)) and (a.holder, a.card) == (holder, card)
               for a in legal):
            self.special, self.pick, self.group = (holder, card), None, []
            self.refresh()
            return
        discard = next((a for a in legal if isinstance(a, Discard) and a.card == card
                        and a.seat == holder), None)
        if discard is not None:
            self.act(discard)

    def drop(self, piece: tuple[int, int], pos) -> None:
        """A card (holder, card) dragged onto a pawn or a player's panel: given, if the
        rules allow."""
        to = self.seat_at(pos)
        if to is None:
            return
        holder, card = piece
        give = next((a for a in self.legal() if isinstance(a, Give) and a.card == card
                     and a.to == to and a.seat == holder), None)
        if give is not None:
            self.act(give)
        else:
            self.refuse(t("fi_prompt_give"))

    # -- geometry ------------------------------------------------------------------------
    def obs(self) -> dict:
        """The island as the board shows it (the controller's shown copy)."""
        return self.ctl.table_obs()

    def grid(self):
        """The island's map as square cells centred on the board."""
        island = self.obs()["island"]
        return square_grid(self.a["board"], island["width"], island["height"])

    def tile_rects(self) -> dict[str, pygame.Rect]:
        grid = self.grid()
        pad = grid.cell_size[0] * 0.04
        return {d["tile"]: cell_box(grid, d["col"], d["row"], pad) for d in self.obs()["tiles"]}

    def tile_at(self, pos) -> str | None:
        return top_hit(self.tile_rects().items(), pos,
                       lambda tile: self.ctl.state.tiles[tile] != "sunk")

    def pawn_rects(self) -> dict[int, pygame.Rect]:
        """Each pawn's place: alone centred on its tile, sharing it spread across."""
        rects = self.tile_rects()
        pos = self.obs()["pawns"]
        out: dict[int, pygame.Rect] = {}
        for tile in set(pos):
            r = rects[tile]
            here = [s for s, at in enumerate(pos) if at == tile]
            out.update(spread(r, here, r.w * 0.38, r.h * 0.34, r.w * 0.08))
        return out

    def pawn_under(self, pos, ok=lambda seat: True) -> int | None:
        """The pawn drawn on top at `pos` (pawns sharing a tile overlap) that `ok` takes."""
        return top_hit(self.pawn_rects().items(), pos, ok)

    def seat_at(self, pos) -> int | None:
        seat = self.pawn_under(pos)
        if seat is not None:
            return seat
        return top_hit(((s, self.a[f"seat_{s}"]) for s in range(self.ctl.players)), pos)

    def hand_rects(self, seat: int) -> list[tuple[int, pygame.Rect]]:
        r = self.a[f"seat_{seat}"]
        hand = sorted(PACK.from_codes(self.obs()["hands"][seat]))  # alike cards side by side
        return Row(r.x + 110, r.y + 40, CARD_W, round(CARD_W * art.CARD_RATIO), r.right - 10,
                   CARD_W + 6).place(hand)

    def card_at(self, pos) -> tuple[int, int] | None:
        placed = [((seat, card), r) for seat in range(self.ctl.players)
                  for card, r in self.hand_rects(seat)]
        return top_hit(placed, pos)

    # -- per frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.motion.update(dt * self.ctl.pace_speed)  # the same speed as the table's waits
        if self.message_time > 0:
            self.message_time -= dt
        self.ctl.update(dt)
        moves = len(self.ctl.state.log.actions)
        if self.ctl.my_decision() and moves != self.refreshed_at:  # a new decision on screen
            self.refreshed_at = moves
            self.decision_changed()

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        v = self.view
        surf.blit(art.sea(v.window), (0, 0))
        obs = self.obs()
        self.draw_island(surf, obs)
        self.draw_meter(surf, obs)
        self.draw_decks(surf, obs)
        for seat in range(self.ctl.players):
            self.draw_seat(surf, obs, seat)
        self.draw_banner(surf, obs)
        for b in self.buttons:
            b.draw(surf, v)
        self.menu_button.draw(surf, v)
        self.danger_button.style = "secondary" if self.ctl.danger else "plain"
        self.danger_button.draw(surf, v)
        self.fast_forward.button.visible = self.fast_forward.shown
        self.fast_forward.draw(surf)
        self.undo_button.visible = bool(self.ctl.humans) and not self.ctl.state.is_terminal()
        self.undo_button.enabled = self.ctl.undoable() > 0
        self.undo_button.draw(surf, v)
        self.motion.draw_flights(surf, v)
        motion.draw_splash(surf, v, self.a["board"], self.motion.effect("splash"),
                           self.splash_line(obs))
        self.draw_drag(surf)
        self.history.draw(surf)
        if self.danger_button.hover:
            draw_tooltip(surf, v, t("fi_danger_help"), self.danger_button.rect,
                         pygame.Rect(0, 0, 1280, 720), max_w=380)
        elif self.hover is not None and (self.press is None or not self.press.drag):
            self.draw_card_name(surf)

    def draw_card_name(self, surf) -> None:
        """The hand card under the pointer, named (a special one with what it does)."""
        under = self.card_at(self.hover)
        if under is None:
            return
        seat, card = under
        rect = next(r for c, r in self.hand_rects(seat) if c == card)
        draw_tooltip(surf, self.view, card_words(PACK.code(card)), rect,
                     pygame.Rect(0, 0, 1280, 720), max_w=320)

    def draw_island(self, surf, obs) -> None:
        v = self.view
        rects = self.tile_rects()
        targets = self.targets()
        soon = set(obs["flood_known_top"]) if self.ctl.danger else set()
        later = set(obs["flood_discard"]) if self.ctl.danger else set()
        for d in obs["tiles"]:
            tile, state = d["tile"], d["state"]
            r = rects[tile]
            turn = self.motion.turn_of(tile)
            if state == "sunk" and turn is None:
                continue
            if turn is None:
                surf.blit(self.tile_face(tile, state == "flooded", r), v.rect(r))
            elif not motion.draw_tile_turn(surf, v, r, turn,
                                           lambda f, t_=tile, r_=r: self.tile_face(t_, f, r_)):
                continue  # turning or going under: no ring
            ring = None
            if tile in targets:
                ring = PICKED if tile == self.pick else LIT
            elif tile == self.pick:
                ring = PICKED
            elif tile in soon:
                ring = DANGER
            elif tile in later:
                ring = SOON
            if ring is not None:
                pygame.draw.rect(surf, ring, v.rect(r).inflate(v.len(6), v.len(6)),
                                 max(2, v.len(3)), border_radius=v.len(8))
        active = obs["asked"]
        pawns = sorted(self.pawn_rects().items(), key=lambda p: p[0] in self.motion.walks)
        for seat, place in pawns:  # the pawns on their way drawn over the others
            x, y, w, _ = self.motion.pawn_box(seat, place)
            centre, r = v.pt(x + w / 2, y + w / 2), w / 2
            pawn = art.pawn_picture(obs["roles"][seat], v.len(place.w))
            if w != place.w:  # flying: nearer the eye (scaled, the picture cache stays)
                pawn = pygame.transform.smoothscale(pawn, (v.len(w), v.len(w)))
            ring = PICKED if seat in self.group else GOLD if seat == active else None
            # A pale halo: a black or grey pawn stands out on any tile.
            pygame.draw.circle(surf, (240, 244, 248), centre, v.len(r))
            pygame.draw.circle(surf, (20, 24, 30), centre, v.len(r), max(1, v.len(1.5)))
            if ring is not None:
                pygame.draw.circle(surf, ring, centre, v.len(r * 1.16), max(2, v.len(3)))
            surf.blit(pawn, pawn.get_rect(center=centre))

    def tile_face(self, tile: str, flooded: bool, r: pygame.Rect) -> pygame.Surface:
        """The tile's picture with its name plate, put together once per place, size and
        language (wrapping and fitting the name every frame cost most of a frame)."""
        v = self.view
        px = v.rect(r)

        def make() -> pygame.Surface:
            face = art.tile_picture(tile, flooded, px.w).copy()
            local = copy.copy(v)  # the same view, its origin at the tile's corner
            local.ox, local.oy = v.ox - px.x, v.oy - px.y
            self.draw_tile_name(face, tile, r, local)
            return face

        return paint.cached(("fi_tile_face", tile, flooded, tile_name(tile), tuple(px),
                             v.scale), make)

    def draw_tile_name(self, surf, tile: str, r: pygame.Rect, v=None) -> None:
        """The tile's name on a plate along its foot: one line when it fits at a
        readable size, else two ("Temple of / the Moon"), never cut."""
        v = v or self.view
        name = tile_name(tile)
        lines = [name]
        if fonts.text_width(name, v.len(TILE_NAME), True) > v.len(r.w - 8):
            lines = fonts.wrap(name, v.len(TILE_NAME), v.len(r.w - 8), bold=True)[:2]
        size = min(fit_text_size(line, TILE_NAME, r.w - 8, v, bold=True) for line in lines)
        h = len(lines) * (size + 2) + 4
        label = pygame.Rect(r.x + 3, r.bottom - h - 3, r.w - 6, h)
        draw_panel(surf, v, label, (10, 14, 20, 170), 6)
        for i, line in enumerate(lines):
            draw_text(surf, v, line, (label.centerx, label.y + 3 + i * (size + 2)), size,
                      TEXT, "midtop", bold=True)

    def draw_meter(self, surf, obs) -> None:
        v = self.view
        m = self.a["meter"]
        draw_panel(surf, v, m, (8, 18, 30, 210), 12, border=(120, 170, 220, 160), border_w=1.5)
        draw_text(surf, v, t("fi_water"), (m.centerx, m.y + 6), 14, TEXT, "midtop", bold=True)
        top, bottom = m.y + 32, m.bottom - 10
        step = (bottom - top) / SKULL
        # Between two marks while it rises.
        water = motion.water(self.motion.effect("splash"), obs["water"])
        for level in range(1, SKULL + 1):
            y = bottom - level * step
            cell = pygame.Rect(m.x + 8, round(y), m.w - 16, round(step) - 3)
            filled = level <= water
            skull = level == SKULL
            full, empty = ((150, 40, 40), (70, 30, 34)) if skull else ((40, 110, 190),
                                                                    (30, 44, 60))
            draw_panel(surf, v, cell, full if filled else empty, 6)
            part = water - (level - 1)
            if 0 < part < 1:  # the water climbing into this mark
                h = round(cell.h * part)
                draw_panel(surf, v, pygame.Rect(cell.x, cell.bottom - h, cell.w, h),
                           paint.mix(full, (200, 236, 255), 0.35), 6)
            if skull:
                draw_skull(surf, v, cell.center, min(cell.w, cell.h) * 0.36)
            else:
                draw_text(surf, v, str(flood_cards_at(level)), cell.center, 14,
                          TEXT if filled else TEXT_DIM, "center", bold=level == obs["water"])
        marker = pygame.Rect(m.x - 4, round(bottom - water * step) - 2, m.w + 8,
                             round(step) + 1)
        pygame.draw.rect(surf, GOLD, v.rect(marker), max(2, v.len(2)), border_radius=v.len(7))

    def draw_decks(self, surf, obs) -> None:
        v = self.view
        for anchor, count, label in (("treasure_deck", obs["treasure_deck"], "fi_treasure_deck"),
                                     ("flood_deck", obs["flood_deck"], "fi_flood_deck")):
            r = self.a[anchor]
            draw_panel(surf, v, r, (40, 60, 90, 230) if anchor == "flood_deck"
                       else (120, 90, 40, 230), 10, border=(230, 220, 190, 180), border_w=1.5)
            draw_text(surf, v, t(label), (r.centerx, r.y + 30), 14, TEXT, "center", bold=True)
            draw_text(surf, v, t("fi_deck", n=count), (r.centerx, r.y + 62), 13, TEXT_DIM,
                      "center")
        flying = self.motion.hidden("treasure_discard")
        top = next((c for c in reversed(obs["treasure_discard"]) if c not in flying), None)
        r = self.a["treasure_discard"]
        if top is not None:
            surf.blit(art.card_picture(top, v.len(r.w)), v.rect(r))
        else:
            draw_panel(surf, v, r, (0, 0, 0, 60), 10)
        r = self.a["flood_discard"]
        draw_panel(surf, v, r, (0, 0, 0, 90), 10)
        for i, tile in enumerate(obs["flood_discard"][-6:]):
            name = tile_name(tile)
            draw_text(surf, v, name, (r.x + 4, r.y + 4 + i * 17),
                      fit_text_size(name, 11, r.w - 8, v), TEXT, "topleft")
        y = self.a["flood_discard"].bottom + 60
        for i, treasure in enumerate(TREASURE_KEYS):
            x = 24 + i * 40
            box = pygame.Rect(x, y, 36, 36)
            held = treasure in obs["captured"]
            draw_panel(surf, v, box, (250, 240, 200, 220) if held else (0, 0, 0, 70), 8)
            colour = art.TREASURE_RGB[treasure]
            pygame.draw.circle(surf, colour if held else (70, 80, 90), v.pt(*box.center),
                               v.len(11))

    def draw_seat(self, surf, obs, seat: int) -> None:
        v = self.view
        r = self.a[f"seat_{seat}"]
        role, name = obs["roles"][seat], self.ctl.name_of(seat)
        active = seat == obs["asked"]
        px = v.rect(r)

        def make() -> pygame.Surface:  # the panel but the hand, composed once
            plate = pygame.Surface(px.size, pygame.SRCALPHA)
            local = copy.copy(v)  # the same view, its origin at the panel's corner
            local.ox, local.oy = v.ox - px.x, v.oy - px.y
            self.draw_seat_plate(plate, local, r, role, name, active)
            return plate

        surf.blit(paint.cached(("fi_seat", role, name, active, t(f"fi_role_{role}_help"),
                                tuple(px), v.scale), make), px)
        legal = self.legal()
        flying = self.motion.hidden(f"hand:{seat}")  # a gap where they will land
        for card, cr in self.hand_rects(seat):
            if self.press is not None and self.press.drag and self.press.piece[1] == card:
                continue
            if PACK.code(card) in flying:
                continue
            surf.blit(art.card_picture(PACK.code(card), v.len(cr.w)), v.rect(cr))
            usable = any(getattr(a, "card", None) == card for a in legal)
            if usable or (self.special is not None and self.special[1] == card):
                pygame.draw.rect(surf, PICKED if self.special and self.special[1] == card else LIT,
                                 v.rect(cr).inflate(v.len(4), v.len(4)), max(2, v.len(2)),
                                 border_radius=v.len(6))

    def draw_seat_plate(self, surf, v, r: pygame.Rect, role: str, name: str,
                        active: bool) -> None:
        """A player's panel: the pawn, the name, the adventurer and what they do."""
        draw_panel(surf, v, r, (10, 20, 34, 225), 14, border=GOLD if active else None,
                   border_w=2 if active else 0)
        surf.blit(art.pawn_picture(role, v.len(56)), v.pt(r.x + 10, r.y + 10))
        draw_text(surf, v, name, (r.x + 12, r.y + 72), fit_text_size(name, 15, 92, v, bold=True),
                  TEXT, "topleft", bold=True)
        colour = SEAT_RGB[art.ADVENTURER[role].colour]
        draw_text(surf, v, t(f"fi_role_{role}"), (r.x + 12, r.y + 92), 13,
                  paint.mix(colour, (255, 255, 255), 0.55), "topleft", bold=True)
        help_text = t(f"fi_role_{role}_help")
        for i, part in enumerate(fonts.wrap(help_text, v.len(11), v.len(r.w - 120))[:2]):
            draw_text(surf, v, part, (r.x + 110, r.y + 8 + i * 14), 11, TEXT_DIM, "topleft")

    def draw_drag(self, surf) -> None:
        if self.press is None or not self.press.drag or self.hover is None:
            return
        v = self.view
        img = art.card_picture(PACK.code(self.press.piece[1]), v.len(CARD_W))
        surf.blit(img, img.get_rect(center=v.pt(*self.hover)))

    def splash_line(self, obs) -> str:
        """Under "Waters Rise!": the new level and what it means."""
        water = obs["water"]
        if water >= SKULL:
            return t("fi_lose_skull")
        return t("fi_splash_level", water=water, n=flood_cards_at(water))

    def banner_text(self, obs) -> str:
        step, seat = obs["step"], obs["asked"]
        if step == "over" or seat is None:
            return ""
        name = self.ctl.name_of(seat)
        if step == "swim":
            return t("fi_must_swim", name=name)
        if step == "discard":
            return t("fi_must_discard", name=name)
        if step == "flood":
            return t("fi_flood_phase", n=obs["flood_left"])
        left = obs["actions_left"]
        return t("fi_turn_one" if left == 1 else "fi_turn", name=name,
                 role=t(f"fi_role_{obs['roles'][seat]}"), n=left)

    def prompt_text(self, obs) -> str:
        if not self.ctl.my_decision():
            seat = obs["asked"]
            if seat is None or self.ctl.session.is_human(seat):
                return ""  # a person's turn still to come up: the events play first
            return t("waiting_for", name=self.ctl.name_of(seat))
        if self.special is not None:
            kind = PACK.code(self.special[1])[:2]
            return t("fi_prompt_lift" if kind == "HL" else "fi_prompt_sandbags")
        step = obs["step"]
        if step in ("swim", "discard", "flood"):
            return t(f"fi_prompt_{step}")
        if self.mode == "shore" and self.pick is not None:
            return t("fi_prompt_second")
        return t(f"fi_prompt_{self.mode}") if self.mode else t("fi_prompt_give")

    def draw_banner(self, surf, obs) -> None:
        v = self.view
        b = self.a["banner"]
        text = self.banner_text(obs)
        if text:
            draw_panel(surf, v, b, (8, 14, 24, 220), 12)
            draw_text(surf, v, text, (b.x + 14, b.centery), fit_text_size(text, 17, b.w - 230, v,
                                                                          bold=True),
                      GOLD, "midleft", bold=True)
        p = self.a["prompt"]
        message = self.message if self.message_time > 0 else self.prompt_text(obs)
        if message:
            draw_text(surf, v, message, (p.x + 4, p.centery),
                      fit_text_size(message, 15, p.w - 8, v),
                      (255, 170, 150) if self.message_time > 0 else TEXT, "midleft")
