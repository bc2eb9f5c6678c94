"""The Kingsburg table: the court of eighteen advisors along the top, the calendar, the
enemy and the King's die under it with the other players beside them, and the viewer's
province, dice tray, purse and choices below.

Influencing: click your dice to make a group (the advisors it can reach glow, with a
"+2" token, the Market or the Envoy where they are needed and yours), then click a
glowing advisor or drag the group onto it. Build by clicking a lit building. Every other
choice (rerolls, goods, the Town Hall, recruits, the building to lose) is a row of
buttons under the purse. Esc clears the group, else opens the menu.

This module is the scene, a `KitScene`: what it keeps (the dice picked, the recruits
counted), where the kit's zones lie, its input; `table_view` draws it."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.protocol import Action
from game.games.kingsburg import table_layout as lay
from game.games.kingsburg import table_view
from game.games.kingsburg.actions import (
    Build,
    ChooseGoods,
    Influence,
    KeepDice,
    LoseBuilding,
    Pass,
    Recruit,
    Reroll,
    TownHall,
)
from game.games.kingsburg.buildings import BUILDINGS
from game.games.kingsburg.words import building_name, goods_words
from game.ui.i18n import t
from game.ui.kit.table import KitScene
from game.ui.widgets import Button

R = pygame.Rect
CHOICE_W, CHOICE_H = 144, 36


class KbTableScene(KitScene):
    panel_widest = 300

    def __init__(self, app, controller) -> None:
        super().__init__(app, controller)
        self.group: list[int] = []  # the viewer's dice picked (indices)
        self.recruits = 0  # soldiers counted on the recruit stepper
        self.picked_for: tuple | None = None

    # -- what the table shows ----------------------------------------------------------------
    @property
    def seat(self) -> int:
        return self.ctl.viewer

    def mine(self) -> bool:
        return self.ctl.my_decision()

    def legal(self) -> list[Action]:
        return self.ctl.legal() if self.mine() else []

    def my_dice(self) -> list[tuple[int, int, R]]:
        """The viewer's dice not yet placed: (index, value, rect)."""
        board = self.board()
        if not table_view.dice_out(board):
            return []
        values = board["dice"][self.seat]
        rects = lay.tray_dice(self.a["tray"], len(values))
        used = {i for i, placed in enumerate(board["used"][self.seat]) if placed}
        return [(i, v, r.move(0, -8) if i in self.group else r)
                for i, (v, r) in enumerate(zip(values, rects, strict=True)) if i not in used]

    def dice_key(self, dice) -> list[tuple[bool, int]]:
        values = self.board()["dice"][self.seat]
        return sorted((i >= 3, values[i]) for i in dice)

    def influences(self) -> list[Influence]:
        """The legal placements of the group picked (of any group when none is)."""
        options = [a for a in self.legal() if isinstance(a, Influence)]
        if not self.group:
            return options
        key = self.dice_key(self.group)
        return [a for a in options if self.dice_key(a.dice) == key]

    def hovered_die(self) -> int | None:
        if self.hover is None:
            return None
        return next((i for i, _v, r in self.my_dice() if r.collidepoint(self.hover)), None)

    def reachable(self) -> set[int]:
        """The advisors the group picked reaches; with none picked, those a group with the
        die under the pointer reaches (any group, with the pointer elsewhere)."""
        options = self.influences()
        die = self.hovered_die() if not self.group else None
        if die is not None:
            mine = (die >= 3, self.board()["dice"][self.seat][die])
            options = [a for a in options if mine in self.dice_key(a.dice)]
        return {a.advisor for a in options}

    def buildable(self) -> set[str]:
        return {a.building for a in self.legal() if isinstance(a, Build)}

    # -- the picks ---------------------------------------------------------------------------
    def decision_changed(self) -> None:
        board = self.board()
        key = (self.seat, board["step"], board["year"], board["phase"], self.mine(),
               len(self.ctl.state.log.actions))
        if key == self.picked_for:
            return
        self.picked_for = key
        self.group = []
        self.recruits = 0
        self.rebuild_choices()

    def toggle(self, index: int) -> None:
        self.group.remove(index) if index in self.group else self.group.append(index)

    # -- actions -----------------------------------------------------------------------------
    def influence(self, advisor: int) -> None:
        """The group onto `advisor`, with the fewest extras that make it reach."""
        options = [a for a in self.influences() if a.advisor == advisor]
        if not options:
            self.refuse(t("kb_cannot_reach", n=advisor))
            return
        self.act(min(options, key=lambda a: (a.envoy, a.plus2, abs(a.market), len(a.dice))))

    def recruit(self) -> None:
        """The soldiers counted, paid with the goods held most of."""
        options = [a for a in self.legal() if isinstance(a, Recruit)
                   and self.soldiers_of(a) == self.recruits]
        if options:
            goods = self.board()["goods"][self.seat]
            self.act(max(options, key=lambda a: min(goods["gold"] - a.gold,
                                                    goods["wood"] - a.wood,
                                                    goods["stone"] - a.stone)))

    def soldiers_of(self, a: Recruit) -> int:
        paid = a.gold + a.wood + a.stone
        each = min((x.gold + x.wood + x.stone for x in self.legal()
                    if isinstance(x, Recruit) and x.gold + x.wood + x.stone), default=2)
        return paid // each

    def step_recruits(self, by: int) -> None:
        most = max((self.soldiers_of(a) for a in self.legal() if isinstance(a, Recruit)),
                   default=0)
        self.recruits = max(0, min(most, self.recruits + by))

    def act(self, action: Action) -> None:
        before = len(self.ctl.state.log.actions)
        super().act(action)
        if len(self.ctl.state.log.actions) > before:
            self.group = []

    # -- the choices' buttons ------------------------------------------------------------------
    def choice_label(self, a: Action) -> str:
        if isinstance(a, ChooseGoods):
            return goods_words(list(a.goods))
        if isinstance(a, LoseBuilding):
            row = self.board()["rows"][self.seat][a.row]
            key = next(b.key for b in BUILDINGS.values() if b.row == a.row and b.column == row - 1)
            return building_name(key)
        if isinstance(a, TownHall):
            return t("kb_town_hall_no") if not a.pay else t(
                "kb_town_hall_pay", what=t("kb_plus2_token") if a.pay == "plus2"
                else t(f"kb_good_{a.pay}"))
        if isinstance(a, Reroll):
            return t("kb_reroll_with", building=building_name(a.building))
        if isinstance(a, KeepDice):
            return t("kb_keep_dice")
        return t("kb_pass")

    def rebuild_choices(self) -> None:
        """A button per choice the decision offers (beside the dice and the buildings)."""
        self.buttons = []
        legal = self.legal()
        c = self.a["controls"]
        choices = [a for a in legal if not isinstance(a, Influence | Build | Recruit)]
        per_row = max(1, c.w // (CHOICE_W + 8))
        for i, a in enumerate(choices[:12]):
            rect = (c.x + (i % per_row) * (CHOICE_W + 8), c.y + 28 + (i // per_row) *
                    (CHOICE_H + 6), CHOICE_W, CHOICE_H)
            self.buttons.append(Button(rect, lambda a=a: self.choice_label(a),
                                       lambda a=a: self.act(a),
                                       "secondary" if isinstance(a, Pass | KeepDice) else "plain",
                                       key=f"choice_{i}", font_size=13))
        if any(isinstance(a, Recruit) for a in legal):
            y = c.y + 28
            self.buttons += [
                Button((c.x, y, 40, CHOICE_H), "−", lambda: self.step_recruits(-1), "plain",
                       key="recruit_less", font_size=18),
                Button((c.x + 100, y, 40, CHOICE_H), "+", lambda: self.step_recruits(1), "plain",
                       key="recruit_more", font_size=18),
                Button((c.x + 150, y, 200, CHOICE_H), lambda: t("kb_recruit_n", n=self.recruits),
                       self.recruit, "primary", key="recruit", font_size=14)]

    # -- the kit's zones ---------------------------------------------------------------------
    def zone_box(self, zone: str, piece: Any) -> R | None:
        kind, _, where = zone.partition(":")
        if kind == "advisor":
            tile = lay.advisor_tiles(self.a["court"])[int(where)]
            return R(tile.centerx - lay.MINI_DIE // 2, tile.y + 44, lay.MINI_DIE, lay.MINI_DIE)
        if kind == "dice":
            seat = int(where)
            panel = self.panel_of(seat)
            n = len(self.board()["dice"][seat])
            rects = lay.panel_dice(panel, n) if panel is not None \
                else lay.tray_dice(self.a["tray"], n)
            return rects[piece] if isinstance(piece, int) and piece < n else None
        return None

    def piece_picture(self, flight, face_up: bool, px: int) -> pygame.Surface:
        return table_view.die_picture(self, flight, px)

    # -- input -------------------------------------------------------------------------------
    def piece_at(self, pos: tuple[float, float]) -> Any:
        if not self.mine():
            return None
        for index, _value, r in self.my_dice():
            if r.collidepoint(pos):
                return ("die", index)
        for n, tile in lay.advisor_tiles(self.a["court"]).items():
            if tile.collidepoint(pos) and n in self.reachable():
                return ("advisor", n)
        for (row, col), tile in lay.building_tiles(self.a["province"]).items():
            key = next(b.key for b in BUILDINGS.values() if b.row == row and b.column == col)
            if tile.collidepoint(pos) and key in self.buildable():
                return ("building", key)
        return None

    def clicked(self, piece: Any) -> None:
        kind, what = piece
        if kind == "die":
            self.toggle(what)
        elif kind == "advisor":
            self.influence(what)
        elif kind == "building":
            self.act(Build(self.seat, what))

    def dropped(self, piece: Any, pos: tuple[float, float]) -> None:
        kind, what = piece
        if kind != "die":
            return
        if what not in self.group:
            self.group.append(what)
        for n, tile in lay.advisor_tiles(self.a["court"]).items():
            if tile.collidepoint(pos):
                self.influence(n)
                return

    def key_down(self, key: int, mod: int) -> None:
        if key == pygame.K_ESCAPE and self.group:
            self.group = []
        else:
            super().key_down(key, mod)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.mine() and not self.buttons and any(
                not isinstance(a, Influence | Build) for a in self.legal()):
            self.rebuild_choices()

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        table_view.draw(self, surf)
