"""The island shapes are Tiled maps (rules sheet §6): 24 slots each, one island,
adjacency from the grid, and maps pytmx loads as the table will."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import pytmx

from game.games.forbidden_island import islands

ROOT = Path(__file__).resolve().parents[2]


def tool():
    path = ROOT / "tools" / "make_forbidden_island_levels.py"
    spec = importlib.util.spec_from_file_location("make_forbidden_island_levels", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_classic_island_and_at_least_three_other_shapes_are_there():
    found = islands.shapes()
    assert "classic" in found
    assert {"skull", "bay", "twin"} <= set(found)


def test_the_classic_island_has_rows_of_2_4_6_6_4_2():
    island = islands.load("classic")
    rows = [sum(1 for _, r in island.cells if r == row) for row in range(island.height)]
    assert rows == [2, 4, 6, 6, 4, 2]
    assert (island.width, island.height) == (6, 6)


@pytest.mark.parametrize("shape", islands.shapes())
def test_every_shape_is_one_island_of_24_slots_with_symmetric_adjacency(shape):
    island = islands.load(shape)
    assert len(island.cells) == 24
    assert island.width <= 8 and island.height <= 8
    assert islands.connected(island)
    for slot in range(24):
        for n in island.orth[slot]:
            assert slot in island.orth[n]
            assert island.distance(slot, n) == 1
        for n in island.diag[slot]:
            assert slot in island.diag[n]
            (a, b), (c, d) = island.cells[slot], island.cells[n]
            assert abs(a - c) == 1 and abs(b - d) == 1


@pytest.mark.parametrize("shape", islands.shapes())
def test_pytmx_loads_every_map_with_its_layers_properties_and_tileset_image(shape):
    path = islands.map_path(shape)
    loaded: list[Path] = []

    def image_loader(filename, colorkey, **kwargs):  # pytmx's hook; no display needed
        loaded.append(Path(filename))
        return lambda rect=None, flags=None: None

    tmx = pytmx.TiledMap(str(path), image_loader=image_loader)
    assert tmx.properties == {"game": "forbidden_island", "layout": shape}
    names = [layer.name for layer in tmx.layers]
    assert names[:2] == ["sea", "island_slots"] and "treasure_spots" in names
    slots = tmx.get_layer_by_name("island_slots")
    cells = {(x, y) for x, y, gid in slots.iter_data() if gid}
    assert cells == set(islands.load(shape).cells)
    assert loaded and all(p.is_file() for p in loaded)
    spots = tmx.get_layer_by_name("treasure_spots")
    tile = tmx.tilewidth
    assert len(spots) == 4
    assert not {(int(o.x // tile), int(o.y // tile)) for o in spots} & cells


def test_the_maps_are_what_the_tool_writes():
    make = tool()
    for shape, rows in make.SHAPES.items():
        assert islands.map_path(shape).read_text(encoding="utf-8") == make.tmx(shape, rows)


def test_the_explorer_neighbours_include_the_diagonals():
    island = islands.load("classic")
    at = {cell: i for i, cell in enumerate(island.cells)}
    centre = at[(2, 2)]
    assert {island.cells[n] for n in island.orth[centre]} == {(1, 2), (3, 2), (2, 1), (2, 3)}
    assert {island.cells[n] for n in island.diag[centre]} == {(1, 1), (3, 1), (1, 3), (3, 3)}
    assert len(island.neighbours(centre, diagonal=True)) == 8


def test_a_shape_without_24_connected_slots_is_refused():
    full = [[True] * 6 for _ in range(4)]  # 24 in one block: fine
    assert len(islands.from_mask("block", full).cells) == 24
    with pytest.raises(ValueError, match="23 slots"):
        islands.from_mask("short", [[True] * 6 for _ in range(3)] + [[True] * 5])
    apart = [[True] * 6, [True] * 6, [False] * 6, [True] * 6, [True] * 6]
    with pytest.raises(ValueError, match="not connected"):
        islands.from_mask("apart", apart)


def test_a_bad_map_is_refused_with_a_clear_error(tmp_path):
    no_layer = tmp_path / "forbidden_island_x.tmx"
    no_layer.write_text('<map><layer name="sea" width="1" height="1">'
                        '<data encoding="csv">1</data></layer></map>', encoding="utf-8")
    with pytest.raises(ValueError, match="island_slots"):
        islands.read_mask(no_layer)
    short = tmp_path / "forbidden_island_y.tmx"
    short.write_text('<map><layer name="island_slots" width="2" height="2">'
                     '<data encoding="csv">1,1,1</data></layer></map>', encoding="utf-8")
    with pytest.raises(ValueError, match="3 cells"):
        islands.read_mask(short)
    with pytest.raises(ValueError, match="no Forbidden Island map"):
        islands.load("nowhere")
