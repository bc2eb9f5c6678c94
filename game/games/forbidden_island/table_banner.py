"""The Forbidden Island board's words: the banner (whose turn and what they must do),
the prompt under it (what a click does now, or a refusal for a moment), and the line
under "Waters Rise!"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.forbidden_island.tiles import PACK, SKULL, flood_cards_at
from game.ui.i18n import t
from game.ui.widgets import GOLD, TEXT, draw_panel, draw_text, fit_text_size

if TYPE_CHECKING:
    import pygame

    from game.games.forbidden_island.table import FiTableScene


def splash_line(obs: dict) -> str:
    """Under "Waters Rise!": the new level and what it means."""
    water = obs["water"]
    if water >= SKULL:
        return t("fi_lose_skull")
    return t("fi_splash_level", water=water, n=flood_cards_at(water))


def banner_text(sc: FiTableScene, obs: dict) -> str:
    step, seat = obs["step"], obs["asked"]
    if step == "over" or seat is None:
        return ""
    name = sc.ctl.name_of(seat)
    if step == "swim":
        return t("fi_must_swim", name=name)
    if step == "discard":
        return t("fi_must_discard", name=name)
    if step == "flood":
        return t("fi_flood_phase", n=obs["flood_left"])
    left = obs["actions_left"]
    return t("fi_turn_one" if left == 1 else "fi_turn", name=name,
             role=t(f"fi_role_{obs['roles'][seat]}"), n=left)


def prompt_text(sc: FiTableScene, obs: dict) -> str:
    if not sc.ctl.my_decision():
        seat = obs["asked"]
        if seat is None or sc.ctl.session.is_human(seat):
            return ""  # a person's turn still to come up: the events play first
        return t("waiting_for", name=sc.ctl.name_of(seat))
    if sc.special is not None:
        kind = PACK.code(sc.special[1])[:2]
        return t("fi_prompt_lift" if kind == "HL" else "fi_prompt_sandbags")
    step = obs["step"]
    if step in ("swim", "discard", "flood"):
        return t(f"fi_prompt_{step}")
    if sc.mode == "shore" and sc.pick is not None:
        return t("fi_prompt_second")
    return t(f"fi_prompt_{sc.mode}") if sc.mode else t("fi_prompt_give")


def draw_banner(sc: FiTableScene, surf: pygame.Surface, obs: dict) -> None:
    v = sc.view
    b = sc.a["banner"]
    text = banner_text(sc, obs)
    if text:
        draw_panel(surf, v, b, (8, 14, 24, 220), 12)
        draw_text(surf, v, text, (b.x + 14, b.centery),
                  fit_text_size(text, 17, b.w - 230, v, bold=True), GOLD, "midleft", bold=True)
    p = sc.a["prompt"]
    message = sc.message if sc.message_time > 0 else prompt_text(sc, obs)
    if message:
        draw_text(surf, v, message, (p.x + 4, p.centery),
                  fit_text_size(message, 15, p.w - 8, v),
                  (255, 170, 150) if sc.message_time > 0 else TEXT, "midleft")
