"""The middle of the Sanguosha table: the deck and the discard pile (and, for a person,
how many of each identity are still hidden), the centre (the cards being resolved and
the last uses of this turn, each with who used it on whom), the row of cards a decision
offers the viewer over it, the character pick, and the end of the game's panel."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.games.sanguosha import actions as A
from game.games.sanguosha import art
from game.games.sanguosha.characters import BY_KEY
from game.games.sanguosha.controller import action_cards, ids_of
from game.games.sanguosha.table_hand import draw_cursor
from game.games.sanguosha.table_layout import (
    CENTRE_W,
    LIT,
    OFFERED_ROW_W,
    PLATE,
    ROW_PLATE,
    blit_card,
    blit_card_at,
    fit,
    lang,
    pick_rects,
)
from game.ui import fonts, i18n
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text, fit_text_size

if TYPE_CHECKING:
    from game.games.sanguosha.table import SgsTableScene

KEPT = 3  # uses the centre keeps
SMALL_W = 44  # an older use's cards, in the small row above


@dataclass
class Use:
    """A use the centre shows: its cards, who used it (None: cards being resolved that
    no use shown put there), its label and its targets."""

    codes: list[str]
    seat: int | None
    label: str = ""
    targets: list[int] = field(default_factory=list)


class Centre:
    """The uses of this turn the centre shows, newest last (a new turn clears them), in
    the level's centre `area`."""

    def __init__(self, area: pygame.Rect) -> None:
        self.area = area
        self.uses: list[Use] = []

    def add(self, codes: list[str], seat: int, label: str, targets: list[int]) -> None:
        self.uses = [*self.uses, Use(list(codes), seat, label, list(targets))][-KEPT:]

    def clear(self) -> None:
        self.uses = []

    def shown(self, obs: dict) -> list[Use]:
        """The uses, then the cards being resolved that none of them holds."""
        uses = list(self.uses)
        held = {c for u in uses for c in u.codes}
        extra = [c for c in obs["processing"] if c not in held]
        if extra:
            uses.append(Use(extra, None))
        return uses

    def placed(self, obs: dict) -> tuple[list[tuple[str, pygame.Rect]],
                                         list[tuple[str, pygame.Rect]]]:
        """Where the centre's cards lie: the two uses before the newest small in a row
        above, (code, rect) each; and the newest's large (level units)."""
        c = self.area
        uses = self.shown(obs)
        small = [(code, pygame.Rect(round(c.x + 6 + i * (c.w / 2) + j * 20), c.y + 4, SMALL_W,
                                    art.card_height(SMALL_W)))
                 for i, u in enumerate(uses[:-1][-2:]) for j, code in enumerate(u.codes[:3])]
        if not uses:
            return small, []
        n = len(uses[-1].codes)
        h = art.card_height(CENTRE_W)
        step = min(CENTRE_W + 8, (c.w - CENTRE_W) / max(1, n - 1)) if n > 1 else 0
        total = step * (n - 1) + CENTRE_W
        y = c.y + 8 + (60 if len(uses) > 1 else 28)
        big = [(code, pygame.Rect(round(c.centerx - total / 2 + i * step), y, CENTRE_W, h))
               for i, code in enumerate(uses[-1].codes)]
        return small, big

    def box_of(self, obs: dict, code: str) -> pygame.Rect | None:
        """Where card `code` lies in the centre (a card used flies there)."""
        small, big = self.placed(obs)
        return next((r for c, r in [*big, *small] if c == code), None)


# -- drawing: each from what it shows, which keys its cached picture (`table_rest`) --------
@dataclass(frozen=True)
class PilesShown:
    """What the deck and the discard pile show (and the elimination help)."""

    deck: tuple[int, int, int, int]  # the level's anchors
    discard: tuple[int, int, int, int]
    deck_count: int
    top: str | None  # the discard pile's top card, once no card flies there over it
    discards: int
    hidden_left: str | None  # a person's elimination help for marks, in words
    lang: str


def piles_shown(sc: SgsTableScene, obs: dict, lang: str) -> PilesShown:
    flying = sc.motion.hidden("discard")  # the pile shows what lay there until they land
    top = next((c for c in reversed(obs["discard"]) if c not in flying), None)
    human = sc.ctl.session.is_human(sc.ctl.viewer)
    return PilesShown(tuple(sc.a["deck"]), tuple(sc.a["discard"]), obs["deck_count"], top,
                      len(obs["discard"]),
                      t("sgs_ui_hidden_left", **sc.ctl.hidden_left()) if human else None,
                      lang)


def draw_piles(surf: pygame.Surface, v, p: PilesShown) -> None:
    deck, disc = pygame.Rect(p.deck), pygame.Rect(p.discard)
    for i in range(min(3, max(1, p.deck_count // 30 + 1))):
        blit_card_at(v, surf, None, deck.move(-i * 2, -i * 2))
    if p.top is not None:
        blit_card_at(v, surf, ids_of([p.top])[0], disc)
    else:
        draw_panel(surf, v, disc, (0, 0, 0, 60), 8, border=(255, 255, 255, 60), border_w=1)
    for r, text in ((deck, t("sgs_ui_deck", n=p.deck_count)),
                    (disc, t("sgs_ui_discard_pile", n=p.discards))):
        plate = pygame.Rect(r.x - 8, r.bottom + 6, r.w + 16, 22)
        draw_panel(surf, v, plate, PLATE, 8)
        draw_text(surf, v, text, plate.center, 14, TEXT, "center")
    if p.hidden_left is not None:  # the elimination help for marks
        # As wide as the piles (the centre's caption may lie beside it): wrapped.
        width = disc.right - deck.x + 16
        lines: list[str] = []
        for part in p.hidden_left.split(" · "):
            joined = f"{lines[-1]} · {part}" if lines else part
            if lines and fonts.text_width(joined, 14) <= width - 16:
                lines[-1] = joined
            else:
                lines.append(part)
        plate = pygame.Rect(deck.x - 8, disc.bottom + 34, width, 4 + 18 * len(lines))
        draw_panel(surf, v, plate, PLATE, 8)
        for i, line in enumerate(lines):
            draw_text(surf, v, line, (plate.centerx, plate.y + 11 + 18 * i), 14,
                      TEXT_DIM, "center")


@dataclass(frozen=True)
class CentreShown:
    """What the centre shows: the older uses' cards small and dimmed, the newest's large
    ((code, rect) each, those still flying there left out), and who used it on whom."""

    area: tuple[int, int, int, int]
    small: tuple[tuple[str, tuple[int, int, int, int]], ...]
    big: tuple[tuple[str, tuple[int, int, int, int]], ...]
    caption: str | None
    caption_y: int
    lang: str


def centre_shown(sc: SgsTableScene, obs: dict, lang: str) -> CentreShown:
    """What the centre shows now (nothing while the offered row lies over it)."""
    uses = sc.centre.shown(obs)
    c = sc.a["centre"]
    if not uses:
        return CentreShown(tuple(c), (), (), None, 0, lang)
    small, big = sc.centre.placed(obs)
    flying = sc.motion.hidden("centre")
    last = uses[-1]
    caption = None if last.seat is None else centre_caption(sc, obs, last)
    y = (big[0][1].bottom if big else c.y + 40) + 6
    return CentreShown(tuple(c), tuple((code, tuple(r)) for code, r in small
                                       if code not in flying),
                       tuple((code, tuple(r)) for code, r in big if code not in flying),
                       caption, y, lang)


def draw_centre(surf: pygame.Surface, v, p: CentreShown) -> None:
    """The centre's cards, older uses dimmed, and who used the newest on whom."""
    for code, r in p.small:
        blit_card_at(v, surf, ids_of([code])[0], pygame.Rect(r), dim=True)
    for code, r in p.big:
        blit_card_at(v, surf, ids_of([code])[0], pygame.Rect(r))
    if p.caption is None:
        return
    c = pygame.Rect(p.area)
    room = c.w + 40
    size = fit_text_size(p.caption, 15, room - 24, v, bold=True)
    w = min(room, fonts.text_width(p.caption, v.len(size), True) / v.scale + 24)
    plate = pygame.Rect(0, p.caption_y, round(w), 24)
    plate.centerx = c.centerx
    draw_panel(surf, v, plate, PLATE, 10)
    draw_text(surf, v, p.caption, plate.center, size, TEXT, "center", bold=True)


def centre_caption(sc: SgsTableScene, obs: dict, use: Use) -> str:
    """Who used the centre's newest card on whom: a card on every other seat (the
    Barbarians, the Arrows) says so rather than naming nine seats."""
    seat = use.seat
    text = f"{sc.ctl.name_of(seat)} · {use.label}"
    targets = [x for x in use.targets if x != seat]
    others = {s for s, info in enumerate(obs["seats"]) if info["alive"] and s != seat}
    if len(targets) > 2 and set(targets) >= others:
        text += " → " + t("sgs_ui_everyone_else")
    elif len(targets) > 3:
        text += " → " + t("sgs_ui_n_seats", n=len(targets))
    elif targets:
        text += " → " + i18n.name_list([sc.ctl.name_of(x) for x in targets], opens=False)
    return text


# -- the row of cards offered -------------------------------------------------------------
def offered(sc: SgsTableScene, obs: dict, legal: list) -> list[tuple[int, pygame.Rect]]:
    """The cards a decision lets the viewer choose that lie neither in his hand nor
    on his seat, as a row of their own over the centre, with their rects: a card to
    take (HAND_CARD: one of the hand, blind), Harvest's cards, Stargaze's, and cards
    to give that Bequeathed Strategy looked at."""
    own = set(ids_of(obs["hand"])) | set(ids_of(obs["seats"][sc.ctl.viewer]
                                                ["equipment"].values()))
    blind = sc.sel.blind_takes(legal)  # several owners: chosen by their seats instead
    picks = [a.card for a in legal if isinstance(a, A.ChooseCard | A.TakeCard)
             and not (blind and a.card == A.HAND_CARD)]
    arranged = [(a.top or a.bottom)[0] for a in legal if isinstance(a, A.Arrange)]
    in_hand = sorted({c for a in sc.sel.candidates(legal) for c in action_cards(a)} - own)
    cards = list(dict.fromkeys(picks + arranged + in_hand))
    if not cards:
        return []
    # Side by side, never overlapping (Harvest at ten seats shows ten cards).
    n, gap = len(cards), 8
    w = min(CENTRE_W, (OFFERED_ROW_W - gap * (n - 1)) / n)
    x0 = sc.a["centre"].centerx - (n * w + gap * (n - 1)) / 2
    y = sc.a["centre"].y + 40
    return [(card, pygame.Rect(round(x0 + i * (w + gap)), y, round(w),
                               art.card_height(round(w))))
            for i, card in enumerate(cards)]


def draw_offered(sc: SgsTableScene, surf: pygame.Surface, row: list,
                 cursor: int | None) -> None:
    if not row:
        return
    v = sc.view
    first, last = row[0][1], row[-1][1]
    title = t("sgs_ui_offered")
    w = max(last.right - first.x + 28, fonts.text_width(title, 15, True) + 32)
    plate = pygame.Rect(0, first.y - 34, round(w), first.h + 46 + 22)
    plate.centerx = sc.a["centre"].centerx
    draw_panel(surf, v, plate, ROW_PLATE, 12, border=LIT, border_w=1.5)
    draw_text(surf, v, title, (plate.centerx, plate.y + 15), 15, GOLD, "center", bold=True)
    for card, rect in row:
        chosen = card in sc.sel.selected
        r = rect.move(0, -8) if chosen else rect
        blit_card(sc, surf, None if card == A.HAND_CARD else card, r,
                  ring=LIT if chosen else None)
        if card == A.HAND_CARD:  # a blind pick: say it is one
            draw_text(surf, v, fit(t("sgs_ui_hand_card"), r.w + 8, 13, v),
                      (r.centerx, r.bottom + 10), 13, TEXT, "center")
        if card == cursor:
            draw_cursor(sc, surf, r)


# -- the character pick and the end ---------------------------------------------------------
def draw_pick(sc: SgsTableScene, surf: pygame.Surface, obs: dict) -> None:
    v = sc.view
    rects = pick_rects(obs["candidates"])
    if not rects:
        return
    box = rects[0][1].unionall([r for _, r in rects]).inflate(40, 110)
    box.y -= 20
    draw_panel(surf, v, box, (14, 20, 16, 240), 16, border=GOLD, border_w=2)
    draw_text(surf, v, t("sgs_ask_pick"), (box.centerx, box.y + 22), 20, GOLD, "center",
              bold=True)
    for key, r in rects:
        img = art.portrait(key, v.len(r.w), lang())
        surf.blit(img, v.pt(r.x, r.y))
        if sc.hover is not None and r.collidepoint(sc.hover):
            pygame.draw.rect(surf, LIT, v.rect(r).inflate(v.len(6), v.len(6)), v.len(3),
                             border_radius=v.len(8))
        hp = BY_KEY[key].max_hp
        draw_text(surf, v, "♥" * hp, (r.centerx, r.bottom + 14), 16, (230, 90, 80), "center")


def draw_over(sc: SgsTableScene, surf: pygame.Surface) -> None:
    """The game is over: which side won, and who."""
    v = sc.view
    c = sc.a["centre"].inflate(60, 0)
    draw_panel(surf, v, c, (14, 20, 16, 240), 16, border=GOLD, border_w=2)
    draw_text(surf, v, t("sgs_over_title"), (c.centerx, c.y + 30), 26, GOLD, "center",
              bold=True)
    side = (sc.over or {}).get("side")
    text = t("sgs_over_won", side=t(f"sgs_identity_{side}")) if side else \
        t("sgs_log_draw_game")
    draw_text(surf, v, text, (c.centerx, c.y + 70), 18, TEXT, "center")
    winners = (sc.over or {}).get("winners", [])
    names = ", ".join(sc.ctl.name_of(s) for s in winners)
    for i, line in enumerate(fonts.wrap(names, v.len(16), v.len(c.w - 30))[:3]):
        draw_text(surf, v, line, (c.centerx, c.y + 104 + 22 * i), 16, TEXT_DIM, "center")
