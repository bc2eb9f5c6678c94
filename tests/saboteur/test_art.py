"""Saboteur's pictures (game/games/saboteur/art.py): every card of the pack has a face at
the card's shape, a turned card is the upright one rotated half a turn, the tunnels open
where the card's edges say, a dead end is blocked in the middle where its passage is
open, broken tools and the two roles differ in lightness (not only in hue), and every
picture is kept in a cache emptied when the table closes."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.saboteur import art, emblem  # noqa: E402
from game.games.saboteur.cards import DIRECTIONS, INFO, PACK, TOOLS, turned_edges  # noqa: E402
from game.ui import memory  # noqa: E402
from game.ui.layout import View  # noqa: E402

PATHS = [i for i in INFO if i.group in ("tunnel", "start", "goal")]
SMALL = 40  # about the smallest a maze cell is drawn


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def _bytes(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def _grey(surf: pygame.Surface) -> list[float]:
    """Each pixel's lightness, what a reader blind to hue still sees."""
    data = _bytes(surf)
    return [0.3 * data[i] + 0.59 * data[i + 1] + 0.11 * data[i + 2]
            for i in range(0, len(data), 4)]


def _mean_difference(a: pygame.Surface, b: pygame.Surface) -> float:
    ga, gb = _grey(a), _grey(b)
    return sum(abs(x - y) for x, y in zip(ga, gb, strict=True)) / len(ga)


def _sand(colour: pygame.Color) -> bool:
    """The tunnels' sand is light and warm; the rock round it is dark brown."""
    return colour.r > 170 and colour.r - colour.b > 40


@pytest.mark.parametrize("w", [36, 40, 48, 101, 160, 300])
def test_a_face_is_w_wide_and_one_and_a_half_times_as_high(w):
    for code in ("pNS", "dNE", "start", "goal_gold", "break_pick", "map_card", "dwarf_digger",
                 "nugget3"):
        for turned in (False, True):
            assert art.face(code, w, turned).get_size() == (w, round(w * art.CARD_ASPECT))
    for kind in art.BACK_KINDS:
        assert art.back(kind, w).get_size() == (w, round(w * art.CARD_ASPECT))


def test_every_card_of_the_pack_has_a_face():
    assert len(INFO) == len(PACK.cards) == 110
    for info in INFO:
        img = art.face(info.code, SMALL)
        assert img.get_size() == (SMALL, round(SMALL * art.CARD_ASPECT)), info.code
        # The rounded corners are see-through, the middle is drawn.
        assert img.get_at((0, 0)).a < 128, info.code
        assert img.get_at((SMALL // 2, img.get_height() // 2)).a == 255, info.code


def test_copies_of_a_card_look_alike():
    for a, b in (("pNE", "pNE~3"), ("break_lamp", "break_lamp~2"), ("map_card", "map_card~5"),
                 ("dwarf_digger", "dwarf_digger~6"), ("nugget1", "nugget1~15")):
        assert _bytes(art.face(a, 60)) == _bytes(art.face(b, 60))


@pytest.mark.parametrize("w", [40, 77])
def test_a_turned_card_is_the_upright_one_rotated_half_a_turn(w):
    for info in PATHS:
        up, down = art.face(info.code, w), art.face(info.code, w, turned=True)
        W, H = up.get_size()
        for x in range(0, W, 3):
            for y in range(0, H, 3):
                assert up.get_at((x, y)) == down.get_at((W - 1 - x, H - 1 - y)), info.code


@pytest.mark.parametrize("w", [36, 48, 160])
def test_tunnels_open_where_the_edges_say_turned_or_not(w):
    h = round(w * art.CARD_ASPECT)
    inset = round(w * 0.14)
    near = {1: (w // 2, inset), 2: (w - 1 - inset, h // 2), 4: (w // 2, h - 1 - inset),
            8: (inset, h // 2)}
    for info in PATHS:
        for turned in (False, True):
            edges = turned_edges(info.edges) if turned else info.edges
            img = art.face(info.code, w, turned)
            for bit, _dx, _dy in DIRECTIONS:
                assert _sand(img.get_at(near[bit])) == bool(edges & bit), \
                    (info.code, turned, bit)


def test_a_tunnel_is_about_a_third_of_the_card_wide():
    w = 120
    img = art.face("pNS", w)
    row = round(w * art.CARD_ASPECT * 0.25)
    sand = sum(_sand(img.get_at((x, row))) for x in range(w))
    assert 0.28 * w <= sand <= 0.42 * w


@pytest.mark.parametrize("w", [36, 48, 160])
def test_a_dead_end_is_blocked_in_the_middle_where_its_passage_is_open(w):
    passages = {i.edges: i.code for i in INFO if i.group == "tunnel" and not i.dead_end}
    dead = [i for i in INFO if i.dead_end and "~" not in i.code]
    assert len(dead) == 9
    for info in dead:
        img = art.face(info.code, w)
        centre = img.get_at((w // 2, img.get_height() // 2))
        # The boulder is grey stone, neither sand nor the warm brown rock.
        assert not _sand(centre) and abs(centre.r - centre.b) < 25, info.code
        if info.edges in passages:
            open_ = art.face(passages[info.edges], w)
            assert _sand(open_.get_at((w // 2, img.get_height() // 2)))
            assert _mean_difference(img, open_) > 6, info.code


def test_the_goals_and_the_start_are_told_apart():
    faces = [_bytes(art.face(code, 48)) for code in
             ("start", "goal_gold", "goal_stoneNE", "goal_stoneNW", "pNESW")]
    assert len(set(faces)) == len(faces)
    backs = [_bytes(art.back(kind, 48)) for kind in art.BACK_KINDS]
    assert len(set(backs)) == len(backs)


def test_every_action_kind_has_its_own_picture():
    kinds = {i.kind: i.code for i in INFO if i.group == "action"}
    assert len(kinds) == 11
    faces = {_bytes(art.face(code, 48)) for code in kinds.values()}
    assert len(faces) == len(kinds)


def test_nuggets_and_dwarves_differ():
    assert len({_bytes(art.face(f"nugget{v}", 48)) for v in (1, 2, 3)}) == 3
    assert _mean_difference(art.face("dwarf_digger", 48), art.face("dwarf_saboteur", 48)) > 30


@pytest.mark.parametrize("size", [20, 32, 96])
def test_a_broken_tool_looks_other_than_the_whole_one_even_without_colour(size):
    for tool in TOOLS:
        whole, broken = art.tool_icon(tool, size, False), art.tool_icon(tool, size, True)
        assert whole.get_size() == broken.get_size() == (size, size)
        assert _mean_difference(whole, broken) > 12, tool
    assert len({_bytes(art.tool_icon(t, 48, False)) for t in TOOLS}) == 3


@pytest.mark.parametrize("size", [24, 64])
def test_the_two_role_badges_differ_in_lightness(size):
    digger, saboteur = art.role_badge("digger", size), art.role_badge("saboteur", size)
    assert digger.get_size() == saboteur.get_size() == (size, size)
    assert _mean_difference(digger, saboteur) > 30


def test_unknown_names_are_refused():
    with pytest.raises(ValueError):
        art.back("hand", 48)
    with pytest.raises(ValueError):
        art.tool_icon("rope", 48, False)
    with pytest.raises(ValueError):
        art.role_badge("king", 48)


def test_pictures_are_cached_and_given_back_when_the_table_closes():
    for fn in (art.face, art.back, art.tool_icon, art.role_badge, art._printed):
        assert memory.registered(fn), fn.__name__
    assert art.face("pNW~2", 52, True) is art.face("pNW~2", 52, True)
    assert art.tool_icon("cart", 30, True) is art.tool_icon("cart", 30, True)
    memory.clear_caches()
    assert art.face.cache_info().currsize == 0


@pytest.mark.parametrize("window", [(1280, 720), (2560, 1440)])
def test_the_emblem_draws_inside_its_box(window):
    app = SimpleNamespace(view=View((1280, 720), window))
    box = app.view.rect((0, 0, 100, 100))
    layer = pygame.Surface((box.right + 20, box.bottom + 20), pygame.SRCALPHA)
    emblem.draw_emblem(app, layer, pygame.Rect(0, 0, 100, 100))
    drawn = pygame.mask.from_surface(layer, 10)
    assert drawn.count() > box.w * box.h * 0.4
    assert drawn.overlap_area(_box_mask(layer, box), (0, 0)) == drawn.count()  # none spills


def _box_mask(layer: pygame.Surface, box: pygame.Rect) -> pygame.mask.Mask:
    m = pygame.mask.Mask(layer.get_size())
    m.draw(pygame.mask.Mask(box.size, fill=True), box.topleft)
    return m
