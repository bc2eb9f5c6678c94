"""The A la Carte kitchen driven by posted pygame mouse and key events."""

from __future__ import annotations

import json

import pygame
import pytest

from game.games.alacarte import GAME, kitchen_band
from game.games.alacarte.controller import start_game
from game.games.alacarte.data import CREPE
from game.games.alacarte.minigames import PourMinigame
from game.games.alacarte.model import AlcState
from game.games.alacarte.pour import PourLayout
from game.games.alacarte.table import KitchenScene
from game.ui.i18n import t
from game.ui.saves import save_path
from game.ui.widgets import TEXT
from tests.ui.conftest import click, draw_every_frame, draw_sparsely, drive, key
from tests.ui.helpers import leave_to_title

HUMAN = {"kind": "human", "level": "normal"}
COMPUTERS = [{"kind": "computer", "level": lv} for lv in ("easy", "normal", "hard")]


def seed_with_first(seat: int, variant: str = "4p") -> int:
    return next(s for s in range(1, 500) if AlcState.new(s, variant).first == seat)


def human_kitchen(app, seats=None, variant="4p"):
    """A kitchen where seat 0 (human) opens the game: it chooses the first dish."""
    seats = seats or [HUMAN] + COMPUTERS
    ctl = start_game(app, seats, seed=seed_with_first(0, variant))
    drive(app, 5)
    assert isinstance(app.top, KitchenScene)
    return ctl


def pt(app, x: float, y: float) -> tuple[int, int]:
    return app.view.pt(x, y)


def button(app, key_name: str):
    return next(b for b in app.top.buttons if b.key == key_name)


def choose_first_dish(app, ctl, dish: int = 9) -> None:
    slot = app.top.market_slot(dish)
    click(app, pt(app, *slot.center))
    drive(app, 2)
    assert ctl.state.dish[0] == dish


def until_human_acts(app, ctl, frames: int = 6000) -> None:
    draw_sparsely(app)  # the computer chefs' turns: no test here looks at them
    drive(app, frames, until=lambda: ctl.human_to_act() == 0
          and ctl.state.phase == "action" and isinstance(app.top, KitchenScene)
          and not app.top.busy)
    draw_every_frame(app)
    assert ctl.human_to_act() == 0


def mouse(event_type, pos, **extra) -> None:
    pygame.event.post(pygame.event.Event(event_type, pos=pos, **extra))


def stroke(app, path: list[tuple[float, float]], frames_per_point: int = 2) -> None:
    """Press on the first point, move along the path one point every few frames,
    release on the last: a hand's pour gesture as real mouse events."""
    mouse(pygame.MOUSEBUTTONDOWN, pt(app, *path[0]), button=1)
    drive(app, 2)
    for x, y in path[1:]:
        mouse(pygame.MOUSEMOTION, pt(app, x, y), rel=(0, 0), buttons=(1, 0, 0))
        drive(app, frames_per_point)
    mouse(pygame.MOUSEBUTTONUP, pt(app, *path[-1]), button=1)


def test_choosing_the_first_dish_by_clicking_the_market(app):
    ctl = human_kitchen(app)
    assert ctl.state.phase == "choose_dish" and ctl.human_to_act() == 0
    choose_first_dish(app, ctl, 9)
    assert 9 not in ctl.state.available


def test_the_crepe_cannot_be_chosen_in_the_opening(app):
    ctl = human_kitchen(app)
    assert not any(b.key == "crepe" for b in app.top.buttons)
    assert CREPE not in [a.dish for a in ctl.state.legal_actions(0)]


def test_roll_heat_button_spends_an_action(app):
    ctl = human_kitchen(app)
    choose_first_dish(app, ctl)
    until_human_acts(app, ctl)
    before = ctl.state.actions_left
    b = button(app, "heat")
    click(app, pt(app, *b.rect.center))
    drive(app, 2)
    assert ctl.state.actions_left == before - 1 or ctl.state.phase in ("choose_heat", "steal")


def test_space_rolls_the_die_too(app):
    ctl = human_kitchen(app)
    choose_first_dish(app, ctl)
    until_human_acts(app, ctl)
    before = ctl.state.actions_left
    key(app, pygame.K_SPACE)
    drive(app, 2)
    assert ctl.state.actions_left == before - 1


def test_a_pour_by_mouse_puts_what_fell_into_the_pan(app):
    ctl = human_kitchen(app)
    choose_first_dish(app, ctl, 9)  # Hippo: pepper and lemon
    until_human_acts(app, ctl)
    pieces_before = len(ctl.state.dispensers["P"])
    click(app, pt(app, *app.top.dispenser_rect("P").center))
    drive(app, 120, until=lambda: isinstance(app.top, PourMinigame))
    assert isinstance(app.top, PourMinigame)
    lay = PourLayout()
    x0, y0 = lay.rest
    x1, y1 = lay.pour_point
    approach = [(x0 + (x1 - x0) * i / 20, y0 + (y1 - y0) * i / 20) for i in range(21)]
    stroke(app, approach + [(x1, y1)] * 15 + approach[::-1])
    drive(app, 600, until=lambda: isinstance(app.top, KitchenScene))
    assert isinstance(app.top, KitchenScene)
    poured = pieces_before - len(ctl.state.dispensers["P"])
    in_pan = sum(ctl.state.pan_counts(0).values())
    # What fell is in the pan, or in the sink when three of a kind spoiled the dish.
    assert poured >= 1 and in_pan + len(ctl.state.sink) == poured
    assert (ctl.state.dish[0] == 9) == (in_pan == poured)
    assert ctl.state.actions_left == 2


def test_grabbing_and_putting_back_costs_nothing(app):
    ctl = human_kitchen(app)
    choose_first_dish(app, ctl, 9)
    until_human_acts(app, ctl)
    click(app, pt(app, *app.top.dispenser_rect("L").center))
    drive(app, 120, until=lambda: isinstance(app.top, PourMinigame))
    assert isinstance(app.top, PourMinigame)
    x0, y0 = PourLayout().rest
    stroke(app, [(x0, y0), (x0 + 20, y0 - 10), (x0, y0)])
    drive(app, 600, until=lambda: isinstance(app.top, KitchenScene))
    assert ctl.state.actions_left == 3 and ctl.state.phase == "action"
    assert len(ctl.state.dispensers["L"]) == 20


def test_a_refused_cup_shows_the_reason_and_changes_nothing(app):
    ctl = human_kitchen(app)
    choose_first_dish(app, ctl, 9)
    until_human_acts(app, ctl)
    # Give the human a Lower heat cup while its knob is at 0: the rule refuses it.
    state = ctl.state
    cup = next(c for c in state.cup_pool if state.pack[c].rank == "cup-lower")
    state.cup_pool.remove(cup)
    state.cups[0] = [cup]
    state.levels[0] = 0
    before = json.dumps(state.snapshot(), sort_keys=True)
    rect = app.top.cup_rects(0)[0]
    click(app, pt(app, *rect.center))
    drive(app, 2)
    assert app.top.message
    assert json.dumps(state.snapshot(), sort_keys=True) == before


def test_every_action_is_autosaved_and_resumes(app):
    ctl = human_kitchen(app)
    choose_first_dish(app, ctl, 9)
    until_human_acts(app, ctl)
    data = GAME.load_save()
    assert data["state"] == ctl.state.to_json()
    leave_to_title(app)
    drive(app, 3)
    title = app.top
    assert type(title).__name__ == "TitleScene" and title.save_game == "alacarte"
    resume = next(w for w in title.widgets if w.key == "resume")
    click(app, pt(app, *resume.rect.center))
    drive(app, 3)
    assert isinstance(app.top, KitchenScene)
    assert app.top.ctl.state.to_json() == data["state"]


def test_a_bad_save_gives_a_message_and_the_app_starts(app, home):
    save_path(GAME.key).write_text("{ not json", encoding="utf-8")
    from game.ui.scenes.title import TitleScene

    title = TitleScene(app)
    assert title.message and title.save_data is None
    assert (home / "alacarte_autosave.json.bad").exists() or not save_path(GAME.key).exists()


def test_pass_and_play_needs_no_hand_off_and_the_banner_names_the_chef(app):
    ctl = start_game(app, [HUMAN, HUMAN], seed=seed_with_first(0, "2p"))
    for _ in range(4):
        drive(app, 30)
        assert not any(type(s).__name__ == "HandoffScene" for s in app.scenes)
        seat = ctl.state.to_act
        if ctl.state.phase == "choose_dish":
            dish = ctl.state.legal_actions(seat)[0].dish
            click(app, pt(app, *app.top.market_slot(dish).center))
    drive(app, 30)
    assert ctl.state.phase == "action" and ctl.human_to_act() is not None
    assert ctl.name_of(ctl.state.to_act) in kitchen_band.banner_title(app.top, ctl.obs())


def test_a_game_saved_while_a_pour_waits_resumes_into_that_pour(app):
    ctl = human_kitchen(app)
    choose_first_dish(app, ctl, 9)
    until_human_acts(app, ctl)
    click(app, pt(app, *app.top.dispenser_rect("P").center))
    drive(app, 120, until=lambda: isinstance(app.top, PourMinigame))
    data = GAME.load_save()  # saved as the pour began: nothing poured yet
    assert AlcState.from_json(data["state"]).phase == "pour"
    app.pop()  # the app closes mid-pour; the autosave is all that is left
    app.pop()

    GAME.resume(app, data)
    drive(app, 120, until=lambda: isinstance(app.top, PourMinigame))
    assert isinstance(app.top, PourMinigame) and app.top.colour == "P"


def give_cup(ctl, seat: int, kind: str) -> None:
    """Edit the game by hand: the table then faces a new state (a new decision), as
    after a real action, so no list of legal actions made before the edit is reused."""
    state = ctl.state.copy()
    cup = next(c for c in state.cup_pool if state.pack[c].rank == f"cup-{kind}")
    state.cup_pool.remove(cup)
    state.cups[seat] = [cup]
    ctl.state = state


def test_re_season_by_clicks_cup_then_pan_then_dispenser(app):
    ctl = human_kitchen(app)
    choose_first_dish(app, ctl, 9)
    until_human_acts(app, ctl)
    give_cup(ctl, 0, "reseason")
    app.top.refresh()
    target = next(s for s in range(1, 4) if ctl.state.dish_of(s).needs)
    click(app, pt(app, *app.top.cup_rects(0)[0].center))
    drive(app, 2)
    assert app.top.mode == "reseason"
    click(app, pt(app, *app.top.station(target).center))
    drive(app, 2)
    assert app.top.mode == "reseason_colour" and app.top.mode_target == target
    click(app, pt(app, *app.top.dispenser_rect("R").center))
    drive(app, 120, until=lambda: isinstance(app.top, PourMinigame))
    assert isinstance(app.top, PourMinigame) and app.top.target == target
    assert ctl.state.coffee_used and ctl.state.actions_left == 3  # a cup, not an action


def test_lower_heat_offers_only_amounts_the_knob_allows(app):
    ctl = human_kitchen(app)
    choose_first_dish(app, ctl, 9)
    until_human_acts(app, ctl)
    give_cup(ctl, 0, "lower")
    ctl.state.levels[0] = 2
    app.top.refresh()
    click(app, pt(app, *app.top.cup_rects(0)[0].center))
    drive(app, 2)
    keys = [b.key for b in app.top.buttons]
    assert keys == ["lower1", "lower2", "cancel"]
    click(app, pt(app, *button(app, "lower2").rect.center))
    drive(app, 2)
    assert ctl.state.levels[0] == 0 and ctl.state.coffee_used


def test_exchange_stoves_by_clicking_the_other_chef(app):
    ctl = human_kitchen(app)
    choose_first_dish(app, ctl, 9)
    until_human_acts(app, ctl)
    give_cup(ctl, 0, "exchange")
    app.top.refresh()
    target = next(s for s in range(1, 4) if ctl.state._exchange_refusal(0, s) is None)
    mine, theirs = ctl.state.dish[0], ctl.state.dish[target]
    click(app, pt(app, *app.top.cup_rects(0)[0].center))
    drive(app, 2)
    assert app.top.mode == "exchange"
    click(app, pt(app, *app.top.station(target).center))
    drive(app, 2)
    assert (ctl.state.dish[0], ctl.state.dish[target]) == (theirs, mine)


# -- readable at 1280x720 with four chefs, results that stay up, practice runs ----------


def rich_kitchen(app):
    """Four chefs some way into a game: dishes on every stove, pans part-seasoned (one
    with salt), cups of every kind, finished dishes, stars, a sink and a bin."""
    from game.games.alacarte.controller import AlcController
    from tests.alacarte.helpers import deal_cups, fill, give_stars, serve, table

    state = table([9, 19, 1, 8], levels=[4, 2, 6, 1])
    deal_cups(state, {0: ["victory", "exchange", "spoons"], 1: ["lower", "reseason"],
                      2: ["victory"], 3: ["exchange", "lower", "victory", "spoons"]})
    fill(state, 0, "PL")
    fill(state, 1, "SS")
    serve(state, 0, 2, 3)
    serve(state, 2, 5, 6, 7)
    give_stars(state, 1, 2)
    state.sink.extend(state.dispensers[c].pop() for c in "LPR")
    state.trash.extend([11, 12])
    ctl = AlcController(app, [HUMAN] + COMPUTERS, state=state)
    app.push(KitchenScene(app, ctl))
    drive(app, 2)
    return ctl


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_kitchen_text_is_14_px_or_more_and_every_message_inside_the_window(
        app, monkeypatch, lang):
    from game.games.alacarte import art, kitchen_notices, kitchen_stations
    from game.ui import fonts, i18n

    i18n.set_language(lang)
    assert app.screen.get_size() == (1280, 720)
    rich_kitchen(app)
    scene = app.top
    scene.refuse("That cup cannot be drunk now: the knob is already at 0, so there is "
                 "nothing to lower.")
    scene.toast(3, "Jellied Eel Cocktail finished! +6", good=True)  # the rightmost stove
    scene.toast(3, "Over-seasoned: the dish is lost", good=False)
    scene.toast(0, "heat 2 → 5", small=True)
    sizes: list[tuple[str, int]] = []
    rects: list[pygame.Rect] = []
    render = fonts.render

    def measured_render(text, size, *args, **kwargs):
        sizes.append((text, int(size)))
        return render(text, size, *args, **kwargs)

    def kept(draw):
        def draw_and_keep(*args, **kwargs):
            rect = draw(*args, **kwargs)
            rects.append(pygame.Rect(rect))
            return rect
        return draw_and_keep

    monkeypatch.setattr(fonts, "render", measured_render)
    for kitchen_module in (kitchen_band, kitchen_stations, kitchen_notices):  # what draws
        monkeypatch.setattr(kitchen_module, "draw_text", kept(kitchen_module.draw_text))
        monkeypatch.setattr(kitchen_module, "draw_panel", kept(kitchen_module.draw_panel))
    art.clear_cache()  # every piece painted afresh, its numbers with it
    app.draw()
    for hover in (scene.market_slot(next(iter(app.top.ctl.state.available))).center,
                  scene.cup_rects(3)[0].center):  # the magnified recipe, a cup's tip
        scene.hover = hover
        app.draw()
    small = sorted({(text, size) for text, size in sizes if text.strip() and size < 14})
    assert sizes and not small, f"text below 14 px: {small}"
    window = app.screen.get_rect()
    assert rects and all(window.contains(r) for r in rects), \
        [r for r in rects if not window.contains(r)]
    words = {text for text, _ in sizes}
    assert t("alc_actions_left", n=3) in words  # the spoons said in words
    jar = scene.ctl.state.kinds(scene.ctl.state.dispensers["P"])
    # What a jar holds, said in words: its condiment and the salt mixed in.
    assert {t("alc_jar_main", n=jar.count("P"), colour=t("colour_P")),
            t("alc_jar_salt", n=jar.count("S"))} <= words
    if lang == "en":
        assert {"3 of 3 actions left", f"{jar.count('P')} pepper",
                f"+ {jar.count('S')} salt"} <= words


def luminance(rgb) -> float:
    """WCAG relative luminance of an sRGB colour."""
    def lin(c: int) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb[:3]
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def contrast(a, b) -> float:
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def worst(ratios: list[float]) -> float:
    """The contrast of the worst twentieth of a text's pixels (a stray pixel of wood
    grain under one stroke is not what the eye reads)."""
    return sorted(ratios)[len(ratios) // 20] if ratios else 99.0


def toasts_over_every_pan(scene, age: float) -> None:
    """A toast of each kind over each stove's pale dish token, settled where it rises to."""
    for seat, good in enumerate((True, False, None, None)):
        scene.toast(seat, "heat 0 → 1", small=True)
        scene.toast(seat, "Over-seasoned" if good is False else "Finished! +6", good=good)
    for toast in scene.toasts:
        toast["age"] = age


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_every_kitchen_text_and_condiment_dot_stands_out_from_what_is_behind_it(
        app, monkeypatch, lang, size):
    """Each text the kitchen writes, the toasts over the pale dish tokens among them,
    reads at 4.5:1 or more against the pixels under its strokes just before it is
    drawn; a condiment's dot beside its count (pepper is as dark as the plate) has a
    ring that stands out as much, with pepper plain inside it."""
    from game.games.alacarte import art, kitchen_notices, kitchen_stations
    from game.ui import fonts, i18n

    i18n.set_language(lang)
    app.resize(size)
    rich_kitchen(app)
    scene = app.top
    toasts_over_every_pan(scene, age=0.6)
    texts: list[tuple[float, str]] = []
    dots: list[tuple[float, float, str]] = []
    draw_text, draw_marker = kitchen_stations.draw_text, art.draw_condiment_marker

    def measured_text(surf, view, text, pos, size, color=TEXT, anchor="topleft",
                      bold=False, shadow=False):
        behind = surf.copy()
        img = fonts.render(text, view.len(size), color, bold)
        rect = draw_text(surf, view, text, pos, size, color, anchor, bold, shadow)
        strokes = pygame.mask.from_surface(img, 200)
        screen = surf.get_rect()
        ratios = [contrast(color, behind.get_at(p))
                  for x, y in strokes.outline(1) + [
                      (x, y) for x in range(0, img.get_width(), 2)
                      for y in range(img.get_height()) if strokes.get_at((x, y))]
                  if screen.collidepoint(p := (rect.x + x, rect.y + y))]
        texts.append((worst(ratios), text))
        return rect

    def measured_marker(surf, view, centre, letter, radius=7):
        behind = surf.copy()
        rect = draw_marker(surf, view, centre, letter, radius)
        cx, cy = view.pt(*centre)
        outer = view.len(radius)
        ring = [(cx + dx, cy) for dx in (-outer + 1, outer - 1)] + \
            [(cx, cy + dy) for dy in (-outer + 1, outer - 1)]
        dots.append((min(contrast(surf.get_at(p), behind.get_at(p)) for p in ring),
                     contrast(surf.get_at((cx, cy)), art.MARKER_RING), letter))
        return rect

    for kitchen_module in (kitchen_band, kitchen_stations, kitchen_notices):  # what draws
        monkeypatch.setattr(kitchen_module, "draw_text", measured_text)
    monkeypatch.setattr(art, "draw_condiment_marker", measured_marker)
    scene.still.forget()  # every part of the kitchen drawn afresh, each text measured
    app.draw()
    assert sum(text == "heat 0 → 1" for _, text in texts) == 4
    low = [(round(ratio, 2), text) for ratio, text in texts if ratio < 4.5]
    assert texts and not low, f"text under 4.5:1 on what is behind it: {low}"
    assert "P" in {letter for *_, letter in dots}  # Hippo in Burgundy Wine wants pepper
    faint = [(round(ring, 2), round(inside, 2), letter) for ring, inside, letter in dots
             if ring < 4.5 or (letter == "P" and inside < 4.5)]
    assert dots and not faint, f"condiment dots that do not stand out: {faint}"


def test_a_going_toast_fades_with_its_plate(app, monkeypatch):
    """As a toast goes, its words fade with their plate, never left over the pale dish
    token without it (they were, at 1.6:1)."""
    from game.games.alacarte import kitchen_notices as kitchen_module
    from game.ui import fonts

    rich_kitchen(app)
    scene = app.top
    scene.toasts.clear()
    app.draw()
    bare = app.screen.copy()
    scene.toast(1, "heat 0 → 1", small=True)
    scene.toasts[0]["age"] = 0.6
    rects = []
    draw_text = kitchen_module.draw_text

    def kept(surf, view, text, *args, **kwargs):
        rect = draw_text(surf, view, text, *args, **kwargs)
        if text == "heat 0 → 1":
            rects.append(pygame.Rect(rect))
        return rect

    monkeypatch.setattr(kitchen_module, "draw_text", kept)
    app.draw()
    shown = app.screen.copy()
    (words,) = rects
    scene.toasts[0]["age"] = kitchen_module.TOAST_TIME - kitchen_module.TOAST_FADE / 2
    app.draw()
    going = app.screen.copy()

    def opacity(points) -> float:
        """How much of the settled toast is left at these pixels, 1 all, 0 none."""
        parts = []
        for p in points:
            b, s, g = bare.get_at(p), shown.get_at(p), going.get_at(p)
            ch = max(range(3), key=lambda i: abs(s[i] - b[i]))
            if abs(s[ch] - b[ch]) > 40:
                parts.append((g[ch] - b[ch]) / (s[ch] - b[ch]))
        assert parts
        return sorted(parts)[len(parts) // 2]

    img = fonts.render("heat 0 → 1", app.view.len(15), kitchen_module.TOAST_TEXT)
    strokes = pygame.mask.from_surface(img, 250)
    glyphs = [(words.x + x, words.y + y) for x in range(words.w) for y in range(words.h)
              if strokes.get_at((x, y))]
    pad = range(app.view.len(3), app.view.len(12))
    plate = [(x, y) for y in range(words.y, words.bottom)
             for x in [words.x - d for d in pad] + [words.right + d for d in pad]]
    text_left, plate_left = opacity(glyphs), opacity(plate)
    assert 0.2 < plate_left < 0.8, plate_left
    assert abs(text_left - plate_left) < 0.12, (text_left, plate_left)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_pours_count_and_foul_read_on_their_plates(app, monkeypatch, lang):
    """"In the pan: N" sat in gold on the wood (2.7:1) and a foul in salmon half on the
    stove (1.2:1): each reads at 4.5:1 or more against what is behind it."""
    from game.games.alacarte import minigames
    from game.ui import fonts, i18n

    i18n.set_language(lang)
    ctl = rich_kitchen(app)
    app.push(PourMinigame(app, ctl, 0, "P", 1, list("PPPPSS"), 3, None, practice=True))
    drive(app, 3)
    app.top.sim.foul = True
    texts: list[tuple[float, str]] = []
    draw_text = minigames.draw_text

    def measured_text(surf, view, text, pos, size, color=TEXT, anchor="topleft",
                      bold=False, shadow=False):
        behind = surf.copy()
        img = fonts.render(text, view.len(size), color, bold)
        rect = draw_text(surf, view, text, pos, size, color, anchor, bold, shadow)
        strokes = pygame.mask.from_surface(img, 200)
        texts.append((worst([contrast(color, behind.get_at((rect.x + x, rect.y + y)))
                             for x in range(img.get_width()) for y in range(img.get_height())
                             if strokes.get_at((x, y))]), text))
        return rect

    monkeypatch.setattr(minigames, "draw_text", measured_text)
    app.draw()
    assert {text for _, text in texts} >= {t("pour_count", n=0), t("pour_foul")}
    low = [(round(ratio, 2), text) for ratio, text in texts if ratio < 4.5]
    assert not low, low


def test_a_long_refusal_wraps_inside_its_plate(app, monkeypatch):
    from game.games.alacarte import kitchen_notices as kitchen_module

    rich_kitchen(app)
    scene = app.top
    reason = ("That cup cannot be drunk now: the knob is already at 0, so there is nothing "
              "to lower, and a second sentence makes this reason far wider than the plate.")
    scene.refuse(reason)
    texts: list[tuple[str, pygame.Rect]] = []
    plates: list[pygame.Rect] = []
    draw_text, draw_panel = kitchen_module.draw_text, kitchen_module.draw_panel

    def kept_text(surf, view, text, *args, **kwargs):
        rect = draw_text(surf, view, text, *args, **kwargs)
        texts.append((text, pygame.Rect(rect)))
        return rect

    def kept_panel(*args, **kwargs):
        rect = draw_panel(*args, **kwargs)
        plates.append(pygame.Rect(rect))
        return rect

    monkeypatch.setattr(kitchen_module, "draw_text", kept_text)
    monkeypatch.setattr(kitchen_module, "draw_panel", kept_panel)
    app.draw()
    lines = [(text, rect) for text, rect in texts if text and text in reason]
    assert len(lines) >= 2 and " ".join(text for text, _ in lines) == reason
    assert any(all(plate.contains(rect) for _, rect in lines) for plate in plates)


def test_a_practice_pour_from_the_kitchen_shows_its_result_and_changes_nothing(app):
    ctl = human_kitchen(app)
    choose_first_dish(app, ctl, 9)
    until_human_acts(app, ctl)
    before = json.dumps(ctl.state.snapshot(), sort_keys=True)
    click(app, pt(app, *button(app, "practise").rect.center))
    drive(app, 2)
    assert app.top.mode == "practise"
    click(app, pt(app, *app.top.dispenser_rect("P").center))
    drive(app, 3)
    practice = app.top
    assert isinstance(practice, PourMinigame) and practice.practice
    stroke(app, pour_gesture())
    drive(app, 600, until=lambda: practice.sim.done)
    drive(app, 600)  # a practice result waits for the player: ten seconds later, still up
    assert app.top is practice
    text, _good, details = practice.result()
    assert text.startswith("Into the pan:") and "pepper" in text
    assert json.dumps(ctl.state.snapshot(), sort_keys=True) == before
    assert [b.key for b in practice.buttons] == ["practice_again", "practice_back"]
    click(app, pt(app, *practice.buttons[0].rect.center))  # Again: a fresh practice run
    drive(app, 3)
    again = app.top
    assert isinstance(again, PourMinigame) and again.practice and again is not practice
    click(app, pt(app, *again.buttons[-1].rect.center))  # Back to the kitchen
    drive(app, 3)
    assert isinstance(app.top, KitchenScene) and ctl.human_to_act() == 0
    assert json.dumps(ctl.state.snapshot(), sort_keys=True) == before


def test_a_practice_flip_from_the_kitchen_changes_nothing_and_esc_leaves_it(app):
    from game.games.alacarte.minigames import FlipMinigame

    ctl = human_kitchen(app)
    choose_first_dish(app, ctl, 9)
    until_human_acts(app, ctl)
    before = json.dumps(ctl.state.snapshot(), sort_keys=True)
    click(app, pt(app, *button(app, "practise").rect.center))
    drive(app, 2)
    click(app, pt(app, *button(app, "practise_flip").rect.center))
    drive(app, 3)
    flip = app.top
    assert isinstance(flip, FlipMinigame) and flip.practice
    layout = flip.sim.layout
    mouse(pygame.MOUSEBUTTONDOWN, pt(app, *layout.start), button=1)
    drive(app, 60)
    key(app, pygame.K_ESCAPE)
    drive(app, 3)
    assert isinstance(app.top, KitchenScene)
    assert json.dumps(ctl.state.snapshot(), sort_keys=True) == before


def pour_gesture() -> list[tuple[float, float]]:
    lay = PourLayout()
    x0, y0 = lay.rest
    x1, y1 = lay.pour_point
    approach = [(x0 + (x1 - x0) * i / 20, y0 + (y1 - y0) * i / 20) for i in range(21)]
    return approach + [(x1, y1)] * 15 + approach[::-1]


def test_a_pour_offers_practice_first_and_its_result_stays_up_to_be_read(app):
    from game.ui.scenes.minigame import RESULT_HOLD

    ctl = human_kitchen(app)
    choose_first_dish(app, ctl, 9)  # Hippo: pepper and lemon
    until_human_acts(app, ctl)
    click(app, pt(app, *app.top.dispenser_rect("P").center))
    drive(app, 120, until=lambda: isinstance(app.top, PourMinigame))
    real = app.top
    pending = json.dumps(ctl.state.snapshot(), sort_keys=True)
    # Before the bottle is grabbed, the pour itself offers a practice run of it.
    assert [b.key for b in real.buttons] == ["practise"]
    click(app, pt(app, *real.buttons[0].rect.center))
    drive(app, 3)
    assert app.top is not real and app.top.practice and app.top.colour == "P"
    key(app, pygame.K_ESCAPE)
    drive(app, 3)
    assert app.top is real and real.sim.phase == "waiting" and not real.pressed
    assert json.dumps(ctl.state.snapshot(), sort_keys=True) == pending
    stroke(app, pour_gesture())
    drive(app, 600, until=lambda: real.sim.done)
    assert real.buttons == []  # no practice once the gesture is made
    # The result (what fell, and what it did to the dish) stays up long enough to read.
    drive(app, int(RESULT_HOLD * 60) - 5)
    assert app.top is real
    text, _good, details = real.result()
    assert text.startswith("Into the pan:") and "pepper" in text
    drive(app, 30)
    assert isinstance(app.top, KitchenScene) and ctl.state.actions_left == 2
