"""The table scene with the level's seat count: a five-seat Bao Huang table with
34-card hands, grouped fans, role badges, guess chips and marked cards."""

from __future__ import annotations

import random

import pygame

from game.games.baohuang.styles import GUESS_STYLES
from game.games.baohuang.styles import ROLE_STYLES as BH_STYLES
from game.games.doudizhu.controller import ROLE_STYLES as DDZ_STYLES
from game.ui.cardart import INDEX_STRIP
from game.ui.table import DropZone, SeatInfo, TableScene
from game.ui.table.zones import card_rect
from tests.ui.conftest import click, drive

RANKS = "6789TJQKA2"
ORDER = {r: i for i, r in enumerate(RANKS + "BR")}


def bh_pack() -> list[str]:
    """Four 54-card packs without 3s, 4s and 5s: copies after the first are "~n"."""
    faces = [r + s for r in RANKS for s in "SHCD"] + ["BJ", "RJ"]
    return [f + (f"~{k}" if k else "") for k in range(4) for f in faces]


def sort_hand(codes: list[str]) -> list[str]:
    """High to low, left to right, as the controllers lay out the viewer's hand."""
    return sorted(codes, key=lambda c: (-ORDER[c[0]], c))


def bh_hands(seed: int = 3) -> list[list[str]]:
    cards = bh_pack()
    random.Random(seed).shuffle(cards)
    sizes = [34, 34, 34, 33, 33]
    out, i = [], 0
    for n in sizes:
        out.append(sort_hand(cards[i:i + n]))
        i += n
    return out


class FakeController:
    """The TableController protocol, recording what the table asks of it."""

    role_styles = {**BH_STYLES, **DDZ_STYLES}
    guess_styles = GUESS_STYLES

    def __init__(self) -> None:
        self.scene: TableScene | None = None
        self.seat_clicks: list[int] = []
        self.drops: list[list[str]] = []

    def attach(self, scene: TableScene) -> None:
        self.scene = scene

    def detach(self) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def can_select(self) -> bool:
        return True

    def drop_zones(self) -> list[DropZone]:
        return [DropZone("table", lambda codes: True, self.drops.append)]

    def on_key(self, event) -> bool:
        return False

    def on_escape(self) -> None:
        pass

    def on_seat_click(self, pos: int) -> None:
        self.seat_clicks.append(pos)


def bh_table(app, hand: list[str] | None = None) -> tuple[TableScene, FakeController]:
    ctl = FakeController()
    sc = TableScene(app, ctl, "baohuang")
    app.push(sc)
    sc.group_of = lambda c: c[0]
    hands = bh_hands()
    for pos in range(sc.seats):
        sc.infos[pos] = SeatInfo(name=f"Player {pos + 1}", count=len(hands[pos]))
    sc.set_hand(hand if hand is not None else hands[0])
    sc.tweens.finish_all()
    drive(app, 2)
    return sc, ctl


def test_five_seats_come_from_the_level(app):
    sc, _ = bh_table(app)
    assert sc.seats == 5 and len(sc.infos) == 5 and len(sc.shown_counts) == 5
    for pos in range(5):
        sc.show_pile(pos, [])
    sc.clear_all_piles()
    assert not any(sc.piles.values())


def test_doudizhu_level_still_has_three_seats(app):
    sc = TableScene(app, FakeController(), "doudizhu")
    assert sc.seats == 3 and len(sc.infos) == 3 and len(sc.shown_counts) == 3


def test_34_card_grouped_fan_shows_every_corner_and_groups_ranks(app):
    sc, _ = bh_table(app)
    hand = sc.hand
    assert len(hand) == 34
    xs = [sc.sprites[c].x for c in hand]
    a = sc.anchors["hand_0"]
    # The fan fits its zone.
    assert xs[0] - sc.card_w / 2 >= a.x - 0.5 and xs[-1] + sc.card_w / 2 <= a.x + a.w + 0.5
    # Each card's strip not covered by the next one holds the whole corner index
    # (cardart draws rank and suit within INDEX_STRIP of the card's width).
    need = sc.card_w * INDEX_STRIP
    assert need >= 19.5  # 80-unit cards: the index is about 20 units wide
    strips = [b - x for x, b in zip(xs, xs[1:], strict=False)]
    assert min(strips) >= need
    same = [g for g, c, d in zip(strips, hand, hand[1:], strict=False) if c[0] == d[0]]
    other = [g for g, c, d in zip(strips, hand, hand[1:], strict=False) if c[0] != d[0]]
    assert same and other and max(same) < min(other)
    # Without grouping the fan is even.
    sc.group_of = None
    sc.set_hand(hand)
    sc.tweens.finish_all()
    xs = [sc.sprites[c].x for c in hand]
    gaps = {round(b - x, 3) for x, b in zip(xs, xs[1:], strict=False)}
    assert len(gaps) == 1


def test_click_on_a_card_toggles_selection(app):
    sc, _ = bh_table(app)
    code = sc.hand[7]
    s = sc.sprites[code]
    p = app.view.pt(s.x - s.w / 2 + 8, s.y + 20)
    click(app, p)
    drive(app, 15)
    assert sc.selected_codes() == [code]
    s = sc.sprites[code]
    click(app, app.view.pt(s.x - s.w / 2 + 8, s.y + 20))
    drive(app, 15)
    assert sc.selected_codes() == []


def test_guess_chip_click_reaches_the_controller_and_selects_nothing(app):
    sc, ctl = bh_table(app)
    sc.infos[3].can_guess = True
    sc.infos[2].can_guess = True
    sc.infos[2].guess = "guard"
    sc.invalidate()
    drive(app, 2)
    assert sc.chip_rect(0) is None and sc.chip_rect(1) is None
    for pos in (3, 2):
        click(app, app.view.pt(*sc.chip_rect(pos).center))
        drive(app, 3)
    assert ctl.seat_clicks == [3, 2]
    assert sc.selected_codes() == [] and sc.gestures.gesture is None


def test_a_marked_card_draws_its_emblem_and_copies_share_plain_art(app):
    sc, _ = bh_table(app)
    sc.show_pile(2, ["RJ", "RJ~1", "BJ", "BJ~2"], dur=0.0)
    sc.tweens.finish_all()
    plain = {c: pygame.image.tobytes(sc.card_images.surface(sc.sprites[c]), "RGBA")
             for c in ("RJ", "RJ~1", "BJ", "BJ~2")}
    assert plain["RJ"] == plain["RJ~1"] and plain["BJ"] == plain["BJ~2"]
    sc.marks = {"RJ": "sceptre", "BJ": "sword"}
    marked = {c: pygame.image.tobytes(sc.card_images.surface(sc.sprites[c]), "RGBA")
              for c in ("RJ", "RJ~1", "BJ", "BJ~2")}
    assert marked["RJ"] != marked["RJ~1"] and marked["BJ"] != marked["BJ~2"]
    assert marked["RJ~1"] == plain["RJ~1"]
    # Four copies of a card share one drawn face per size.
    before = len(app.art._faces)
    for k in range(4):
        app.art.get("7H" + (f"~{k}" if k else ""), 77)
    assert len(app.art._faces) == before + 1


def test_roles_tags_and_reveals_draw_for_every_seat(app):
    sc, _ = bh_table(app)
    roles = ["emperor", "guard", "rebel", "commoner", "solo"]
    for pos, role in enumerate(roles):
        sc.infos[pos].role = role
        sc.infos[pos].tags = ["open", "place_1"] if pos == 1 else [f"place_{pos + 1}"]
        sc.infos[pos].can_guess = pos > 0
    styles = sc.role_styles
    assert all(r in styles for r in roles + ["landlord", "farmer", "open_guard", "secret"])
    hands = bh_hands()
    for pos in range(1, 5):
        sc.reveal_hand(pos, hands[pos])
    sc.set_kitty(["RJ", "7H", "7H~1", "8S", "9D"], 5, flip=True)
    sc.tweens.finish_all()
    drive(app, 3)
    w, h = 1280, 720
    for pos in range(1, 5):
        for code in hands[pos]:
            r = card_rect(sc.sprites[code])
            assert 0 <= r.left and r.right <= w and 0 <= r.top and r.bottom <= h, (pos, code)
    sc.set_kitty(None, 0)
    assert not any(k.startswith("kitty:") for k in sc.sprites)


def test_big_deal_is_short_and_pile_of_twenty_fits(app):
    sc, _ = bh_table(app)
    hands = bh_hands()
    sc.deal(hands[0], [len(h) for h in hands], kitty=0)
    longest = max(tw.delay + tw.duration for tw in sc.tweens.items)
    assert longest < 4.0
    sc.tweens.finish_all()
    assert sc.shown_counts == [len(h) for h in hands]
    pile = hands[1][:20]
    sc.show_pile(1, pile, dur=0.0)
    sc.tweens.finish_all()
    a = sc.anchors["played_1"]
    xs = [sc.sprites[c].x for c in pile]
    assert min(xs) - sc.played_w / 2 >= a.x - 0.5 and max(xs) + sc.played_w / 2 <= a.x + a.w + 0.5


def test_badges_that_do_not_fit_under_the_name_never_cover_the_score(app, monkeypatch):
    from game.ui.table import seat_panels

    sc = TableScene(app, FakeController(), "doudizhu")  # the narrowest seat panel
    app.push(sc)
    for pos in range(sc.seats):
        sc.infos[pos] = SeatInfo(name=f"Player {pos + 1}", count=17, score=-12,
                                 role="landlord" if pos == 0 else "farmer",
                                 tags=["shown_doubled"] if pos == 0 else ["doubled"])
    texts: list[tuple[str, pygame.Rect]] = []
    panels: list[pygame.Rect] = []
    draw_text, draw_panel = seat_panels.draw_text, seat_panels.draw_panel

    def kept_text(surf, view, text, *args, **kwargs):
        rect = draw_text(surf, view, text, *args, **kwargs)
        texts.append((text, pygame.Rect(rect)))
        return rect

    def kept_panel(*args, **kwargs):
        rect = draw_panel(*args, **kwargs)
        panels.append(pygame.Rect(rect))
        return rect

    monkeypatch.setattr(seat_panels, "draw_text", kept_text)
    monkeypatch.setattr(seat_panels, "draw_panel", kept_panel)
    app.draw()
    scores = [r for text, r in texts if text == "-12"]
    badges = [r for r in panels if r.h <= app.view.len(24)]  # the pills, not the panels
    assert len(scores) == sc.seats and len(badges) == 2 * sc.seats
    assert not any(s.colliderect(b) for s in scores for b in badges), (scores, badges)


def test_a_language_switch_mid_hand_rewords_the_table_at_once(app):
    """The status line, the seat names and the key help change language with the switch,
    not at the next move."""
    from tests.ui.helpers import human_leads

    ctl = human_leads(app)
    sc = app.top
    english = (sc.status, [i.name for i in sc.infos], sc.help_text)
    app.set_language("zh")
    chinese = (sc.status, [i.name for i in sc.infos], sc.help_text)
    assert chinese[1] != english[1] and "你" in chinese[1]
    assert chinese[0] != english[0] and chinese[2] != english[2]
    assert ctl.my_turn()
