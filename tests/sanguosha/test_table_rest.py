"""The Sanguosha table's picture at rest (`table_rest`): a part follows what it shows
(health lost, a card equipped), the picture made again part by part is the one drawing
everything afresh gives, every part draws inside its region, and the asked ring drawn
over the picture gives the pixels it gave inside its panel."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import dataclasses  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.sanguosha import shots, table_rest  # noqa: E402
from game.games.sanguosha.cards import CARDS  # noqa: E402
from game.games.sanguosha.controller import SgsController  # noqa: E402
from game.games.sanguosha.table import SgsTableScene  # noqa: E402
from game.games.sanguosha.table_seats import draw_at_rest  # noqa: E402
from game.ui.kit.still import StillPicture  # noqa: E402
from tests.sanguosha.table_driver import drive  # noqa: E402


def parts_now(sc) -> tuple[list, list]:
    obs = sc.ctl.obs()
    legal = sc.legal()
    return table_rest.parts(sc, obs, sc.sel.lit_seats(legal),
                            show_centre=not sc.offered(obs, legal))


def pixels(surf: pygame.Surface, region: pygame.Rect | None = None) -> bytes:
    return pygame.image.tobytes(surf if region is None else surf.subsurface(region), "RGB")


def afresh(sc) -> bytes:
    """The picture at rest drawn whole, from nothing kept."""
    return pixels(StillPicture().compose(sc.background(), parts_now(sc)[0]))


def part(sc, name: str):
    return next(p for p in parts_now(sc)[0] if p.name == name)


def test_a_panel_follows_health_lost_and_a_card_equipped(app):
    ctl = shots.build(app, "mid10")
    sc = app.top
    app.draw()
    state = ctl.state
    seat = next(s for s, info in enumerate(state.seats)
                if s != ctl.viewer and info.alive and info.hp >= 2 and len(info.equipment) < 4)
    name = f"seat_{seat}"
    was = part(sc, name)
    before = pixels(sc.rest.surface, was.region)

    state.seats[seat].hp -= 1  # health lost
    app.draw()
    hurt = part(sc, name)
    assert hurt.key != was.key and hurt.key[0].hp == was.key[0].hp - 1
    assert pixels(sc.rest.surface, hurt.region) != before
    assert pixels(sc.rest.surface) == afresh(sc)

    held = state.seats[seat].equipment
    card = next(c for c in state.deck if CARDS[c].kind.slot not in (None, *held))
    slot = CARDS[card].kind.slot
    state.deck.remove(card)
    held[slot] = card  # a card equipped
    app.draw()
    armed = part(sc, name)
    assert armed.key != hurt.key and slot in dict(armed.key[0].equipment)
    assert pixels(sc.rest.surface, armed.region) != pixels(
        StillPicture().compose(sc.background(), [hurt]), hurt.region)
    assert pixels(sc.rest.surface) == afresh(sc)

    # What the panel does not show leaves its picture alone: nothing is made again.
    remade = sc.rest.remade
    app.draw()
    assert sc.rest.remade == remade


def test_a_language_or_window_change_makes_the_panels_again(app):
    from game.ui import i18n

    shots.build(app, "start5")
    sc = app.top
    app.draw()
    key = part(sc, "seat_1").key
    language = i18n.language()
    try:
        i18n.set_language("en" if language != "en" else "zh")
        app.draw()
        assert part(sc, "seat_1").key != key
        assert pixels(sc.rest.surface) == afresh(sc)
    finally:
        i18n.set_language(language)
    app.resize((1920, 1080))
    app.draw()
    assert part(sc, "seat_1").key != key
    assert pixels(sc.rest.surface) == afresh(sc)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_picture_made_part_by_part_is_the_whole_picture_afresh(app, size):
    """A played ten-seat game: after every frame's changes the kept picture is exactly
    the picture drawn whole, and every part drew inside its region."""
    app.resize(size)
    seats = [{"kind": "computer", "level": "easy"} for _ in range(10)]
    ctl = SgsController(app, seats, seed=11, threads=False)
    app.push(SgsTableScene(app, ctl))
    sc = app.top
    bounds = pygame.Surface(size, pygame.SRCALPHA)
    for frame in range(420):
        drive(app, 1)
        app.draw()
        if frame % 10:
            continue
        assert pixels(sc.rest.surface) == afresh(sc), f"frame {frame}"
        for p in parts_now(sc)[0]:
            # Looked at in a band round its region (a whole window's scan is slow).
            near = p.region.inflate(80, 80).clip(bounds.get_rect())
            bounds.fill((0, 0, 0, 0), near)
            p.draw(bounds)
            drawn = bounds.subsurface(near).get_bounding_rect().move(near.topleft)
            assert not drawn.w or p.region.contains(drawn), (frame, p.name, drawn, p.region)
    assert sc.rest.remade > 0 and ctl.state.phase != "setup"


def overlaid_and_inside(sc) -> tuple[bytes, bytes]:
    """The picture with this frame's rings and dots drawn over it, and drawn instead
    inside their panels (where the panel drew them: the ring in its frame)."""
    parts, over = parts_now(sc)
    felt = sc.background()
    overlaid = StillPicture().compose(felt, parts).copy()
    for o in over:
        o.draw(overlaid, sc.view)
    inside = felt.copy()
    moved = {f"seat_{o.seat}": o for o in over}
    for p in parts:
        o = moved.get(p.name)
        if o is None:
            p.draw(inside)
            continue
        shown = p.key[0]
        assert shown.glow is None or o.glow is None and shown.dots == 0 or not o.dots
        draw_at_rest(inside, sc.view, dataclasses.replace(
            shown, glow=shown.glow if o.glow is None else o.glow, dots=shown.dots or o.dots))
    return pixels(overlaid), pixels(inside)


def test_the_ring_over_the_picture_is_the_ring_in_its_panel(app):
    """The asked seat's ring (and a thinking seat's dots), drawn over the kept picture,
    give the pixels the panel gave drawing them itself."""
    ctl = shots.build(app, "dodge5")
    sc = app.top
    app.draw()
    over = parts_now(sc)[1]
    assert [o.seat for o in over if o.glow is not None] == [ctl.obs()["asked"]]
    overlaid, inside = overlaid_and_inside(sc)
    assert overlaid == inside


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_rings_and_dots_over_the_picture_round_ten_seats(app, size):
    app.resize(size)
    seats = [{"kind": "computer", "level": "easy"} for _ in range(10)]
    ctl = SgsController(app, seats, seed=12, threads=False)
    app.push(SgsTableScene(app, ctl))
    sc = app.top
    seen = set()
    for frame in range(500):
        drive(app, 1)
        over = parts_now(sc)[1]
        if frame % 5 or not over:
            continue
        seen |= {(o.seat, o.glow is not None, bool(o.dots)) for o in over}
        overlaid, inside = overlaid_and_inside(sc)
        assert overlaid == inside, f"frame {frame}"
    assert any(glow for _seat, glow, _dots in seen)


@pytest.mark.parametrize("scene", ["start5", "discard5", "pick5"])
def test_a_persons_table_at_rest_is_the_whole_picture_afresh(app, scene):
    """A person's view (the elimination help, his skills, a guess marked) kept as drawn
    whole, every part inside its region."""
    ctl = shots.build(app, scene)
    sc = app.top
    others = [s for s in range(ctl.players) if s != ctl.viewer]
    ctl.marks.setdefault(ctl.viewer, {})[others[0]] = "rebel"
    for _ in range(3):
        drive(app, 1)
        app.draw()
        assert pixels(sc.rest.surface) == afresh(sc)
    bounds = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    for p in parts_now(sc)[0]:
        bounds.fill((0, 0, 0, 0))
        p.draw(bounds)
        drawn = bounds.get_bounding_rect()
        assert not drawn.w or p.region.contains(drawn), (p.name, drawn, p.region)
