"""The kitchen's shared band, over the stations: the banner (whose turn, the spoons),
the market of dishes, the condiment jars, the sink, the bin, the cup and star pools, and
the heating die. Each is a part of the kitchen's still picture: its key names what it
shows."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.alacarte import art
from game.games.alacarte.data import COLOURS
from game.games.alacarte.kitchen_input import button_look
from game.games.alacarte.model import ChooseDish, Season
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, TEXT_DIM, draw_panel, draw_text

if TYPE_CHECKING:
    from game.games.alacarte.table import KitchenScene

PLATE = art.TEXT_PLATE  # the dark backing every text on the wood sits on
POOL_FILL = (60, 36, 20, 150)  # the market's and the pools' trays
ROLL_SPIN = 15  # degrees the rolling die turns a frame at 60 Hz (900 a second)
ROLL_STEPS = 360 // ROLL_SPIN  # its pictures: one turn, a face each


# -- the banner ---------------------------------------------------------------------------
def banner_key(scene: KitchenScene, obs: dict) -> tuple:
    words = () if obs["phase"] == "over" else (obs["to_act"], *banner_words(scene, obs),
                                               obs["actions_left"])
    return words, *map(button_look, scene.top_buttons)


def banner_words(scene: KitchenScene, obs: dict) -> tuple[str, str, str]:
    """The banner's title (whose turn), its status (crêpe or coffee) and the actions
    left, in words."""
    status = t("alc_crepe_turn") if obs["crepe_turn"] else t(
        "alc_coffee_used" if obs["coffee_used"] else "alc_coffee_ready")
    return banner_title(scene, obs), status, t("alc_actions_left", n=obs["actions_left"])


def banner_title(scene: KitchenScene, obs: dict) -> str:
    """Whose turn, in words: with no hidden cards, this banner is the hand-off."""
    ctl = scene.ctl
    seat = obs["to_act"]
    name = ctl.name_of(seat)
    if obs["phase"] == "choose_dish":
        return t("alc_choose_setup" if ctl.state.setup else "alc_choose_dish", name=name)
    if ctl.is_human(seat):
        solo = len(ctl.humans) == 1
        return t("alc_your_turn_solo") if solo else t("alc_your_turn", name=name)
    return t("alc_turn", name=name)


def draw_banner(surf: pygame.Surface, scene: KitchenScene, obs: dict) -> None:
    """The banner with Rules and Menu beside it."""
    v = scene.view
    b = scene.a["banner"]
    draw_panel(surf, v, b, (40, 24, 14, 215), 14, border=(238, 196, 92, 140), border_w=2)
    if obs["phase"] != "over":
        title, status, left = banner_words(scene, obs)
        pygame.draw.circle(surf, art.SEAT_RGB[obs["to_act"]], v.pt(b.x + 24, b.centery),
                           v.len(9))
        draw_text(surf, v, title, (b.x + 42, b.centery), 24, GOLD, "midleft", bold=True)
        right = draw_text(surf, v, status, (b.right - 14, b.centery), 15, TEXT_DIM, "midright")
        # The spoons count the actions; the words say it for whoever does not know that.
        words = draw_text(surf, v, left, (v.to_level(right.topleft)[0] - 20, b.centery), 16,
                          TEXT, "midright", bold=True)
        spoons = pygame.Rect(v.to_level(words.topleft)[0] - 78, b.y + 8, 70, b.h - 16)
        art.draw_spoons(surf, v, spoons, obs["actions_left"])
    for button in scene.top_buttons:
        button.draw(surf, v)


# -- the market ---------------------------------------------------------------------------
def choosable(legal: list) -> frozenset[int]:
    return frozenset(a.dish for a in legal if isinstance(a, ChooseDish))


def market_key(obs: dict, legal: list) -> tuple:
    return tuple(obs["available"]), choosable(legal)


def draw_market(surf: pygame.Surface, scene: KitchenScene, obs: dict, legal: list) -> None:
    v = scene.view
    m = scene.a["market"]
    draw_panel(surf, v, m, POOL_FILL, 14)
    draw_text(surf, v, t("alc_market"), (m.x + 12, m.y + 4), 16, TEXT_DIM, bold=True)
    lit = choosable(legal)
    for dish_id in range(1, 21):
        r = scene.market_slot(dish_id)
        if dish_id in obs["available"]:
            if dish_id in lit:
                pygame.draw.circle(surf, GOLD, v.pt(*r.center), v.len(r.w / 2 + 4),
                                   max(1, v.len(3)))
            art.draw_dish_token(surf, v, r, scene.data.dishes[dish_id], "recipe")
        else:
            pygame.draw.circle(surf, (90, 62, 40), v.pt(*r.center), v.len(r.w / 2 - 2),
                               max(1, v.len(1.5)))


# -- the jars -----------------------------------------------------------------------------
def jars_pickable(scene: KitchenScene, legal: list) -> bool:
    return scene.mode == "reseason_colour" or any(isinstance(a, Season) for a in legal)


def dispensers_key(scene: KitchenScene, obs: dict, legal: list) -> tuple:
    return jars_pickable(scene, legal), tuple(tuple(obs["dispensers"][c]) for c in COLOURS)


def draw_dispensers(surf: pygame.Surface, scene: KitchenScene, obs: dict, legal: list) -> None:
    v = scene.view
    pickable = jars_pickable(scene, legal)
    for colour in COLOURS:
        r = scene.dispenser_rect(colour)
        pieces = obs["dispensers"][colour]
        if pickable and pieces:
            draw_panel(surf, v, r.inflate(8, 8), (255, 220, 120, 40), 12,
                       border=(238, 196, 92, 200), border_w=2)
        art.draw_dispenser(surf, v, r, colour, pieces, dim=not pieces)
        # What is inside, said in words: the condiment, and the salt mixed in.
        plate = pygame.Rect(r.x - 6, r.bottom + 3, r.w + 12, 38)
        draw_panel(surf, v, plate, PLATE, 8)
        main = t("alc_jar_main", n=pieces.count(colour), colour=t(f"colour_{colour}"))
        draw_text(surf, v, main, (plate.centerx, plate.y + 1), 15, TEXT, "midtop", bold=True)
        salt = t("alc_jar_salt", n=pieces.count("S"))
        draw_text(surf, v, salt, (plate.centerx, plate.y + 19), 14, TEXT_DIM, "midtop")


# -- the sink, the bin and the pools ------------------------------------------------------
def centre_key(scene: KitchenScene, obs: dict) -> tuple:
    return (resting_face(scene), tuple(sorted(obs["sink"].items())), len(obs["trash"]),
            obs["cup_pool"], obs["star_pool"])


def draw_centre(surf: pygame.Surface, scene: KitchenScene, obs: dict) -> None:
    """Everything right of the jars: the die at rest (a rolling die is drawn over the
    still picture), the sink, the bin, the pools."""
    v = scene.view
    face = resting_face(scene)
    if face is not None:  # under the sink's shadow, as it always lay
        art.draw_die(surf, v, scene.a["die"], scene.data.die[face])
    art.draw_sink(surf, v, scene.a["sink"], obs["sink"])
    art.draw_trash(surf, v, scene.a["trash"], len(obs["trash"]))
    pool = scene.a["cup_pool"]
    draw_panel(surf, v, pool, POOL_FILL, 12)
    for i in range(min(obs["cup_pool"], 9)):
        art.draw_cup(surf, v, (pool.x + 8 + i * 14, pool.y + 10, 40, 46), "victory",
                     face_up=False)
    draw_text(surf, v, t("alc_cups_left", n=obs["cup_pool"]),
              (pool.right - 8, pool.bottom - 6), 15, TEXT, "bottomright", shadow=True)
    stars = scene.a["star_pool"]
    draw_panel(surf, v, stars, POOL_FILL, 12)
    for i in range(obs["star_pool"]):
        art.draw_star(surf, v, (stars.x + 22 + i * 20, stars.centery), 12)


# -- the die ------------------------------------------------------------------------------
def roll_pose(age: float, faces: int) -> tuple[int, float, float]:
    """The rolling die `age` seconds in: its face, turn (degrees) and bounce (level
    units). It turns ROLL_SPIN degrees a frame showing the next face each time, so a
    roll has ROLL_STEPS pictures, all made when the table opens."""
    step = int(age * 60 + 1e-6)
    bounce = abs(((age * 5) % 2) - 1) * 10
    return step % faces, (step % ROLL_STEPS) * ROLL_SPIN, bounce


def resting_face(scene: KitchenScene) -> int | None:
    """The face the die shows lying still, or None while it rolls."""
    return scene.die_face if scene.roll is None else None


def draw_rolling_die(surf: pygame.Surface, scene: KitchenScene) -> None:
    """The die while it rolls, turning and bouncing, over the still picture."""
    if scene.roll is None:
        return
    faces = scene.data.die
    face, angle, bounce = roll_pose(scene.roll["age"], len(faces))
    art.draw_die(surf, scene.view, scene.a["die"].move(0, -bounce), faces[face], angle=angle)


MOST_SPOILED = 8  # dishes in the bin whose pictures are made up front


def prepare_band_art(scene: KitchenScene) -> None:
    """What the band may show made before the first frame, drawn once where nobody sees
    it: every dish in its market slot and magnified under the cursor, the spoons with
    any number left (at each pixel width the banner's words may place them at), the bin
    with a few spoiled dishes."""
    v = scene.view
    scratch = pygame.Surface((1, 1))
    big = pygame.Rect(0, 0, 200, 200)
    for dish_id in range(1, 21):
        dish = scene.data.dishes[dish_id]
        art.draw_dish_token(scratch, v, scene.market_slot(dish_id), dish, "recipe")
        art.draw_dish_token(scratch, v, big, dish, "recipe")
    b = scene.a["banner"]
    for shift in (0.0, 0.25, 0.5, 0.75):
        for left in range(4):
            art.draw_spoons(scratch, v, (b.x + shift, b.y + 8, 70, b.h - 16), left)
    for count in range(MOST_SPOILED + 1):
        art.draw_trash(scratch, v, scene.a["trash"], count)


def prepare_die(scene: KitchenScene) -> None:
    """Every picture of the die, at rest and rolling, made before the first frame."""
    scratch = pygame.Surface((1, 1))
    faces = scene.data.die
    die = scene.a["die"]
    for face in faces:
        art.draw_die(scratch, scene.view, die, face)
    for step in range(ROLL_STEPS):
        face, angle, _ = roll_pose(step / 60, len(faces))
        art.draw_die(scratch, scene.view, die, faces[face], angle=angle)
