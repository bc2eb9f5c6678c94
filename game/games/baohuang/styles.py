"""How Bao Huang's roles, tags, places and role guesses look on a seat panel."""

from __future__ import annotations

from game.ui.table import RoleStyle

_OPEN = RoleStyle("tag_open_guard", (40, 128, 196), (240, 248, 255), (90, 140, 210))
ROLE_STYLES: dict[str, RoleStyle] = {
    "emperor": RoleStyle("role_emperor", (246, 200, 72), (74, 40, 0), (240, 196, 80), True),
    "guard": RoleStyle("role_guard", (58, 110, 196), (240, 246, 255), (90, 140, 210)),
    "rebel": RoleStyle("role_rebel", (196, 56, 52), (255, 240, 236), (210, 96, 86)),
    "commoner": RoleStyle("role_commoner", (70, 150, 90), (240, 250, 240), (98, 170, 110)),
    "solo": RoleStyle("role_solo", (176, 112, 12), (255, 240, 200), (204, 140, 40), True),
    # Tags: small badges after the role.
    "open": _OPEN,
    "open_guard": _OPEN,
    "secret": RoleStyle("tag_secret", (72, 76, 92), (226, 230, 240)),
    "place_1": RoleStyle("place_1", (246, 214, 96), (70, 44, 0)),
    "place_2": RoleStyle("place_2", (200, 206, 214), (34, 40, 50)),
    "place_3": RoleStyle("place_3", (196, 134, 84), (40, 20, 6)),
    "place_4": RoleStyle("place_4", (110, 116, 124), (236, 240, 244)),
    "place_5": RoleStyle("place_5", (126, 52, 52), (255, 230, 226)),
}
# What the viewer believes another seat's hidden role is (a chip on its panel).
GUESS_STYLES: dict[str | None, RoleStyle] = {
    "guard": RoleStyle("guess_guard", (58, 110, 196), (240, 246, 255)),
    "commoner": RoleStyle("guess_commoner", (70, 150, 90), (240, 250, 240)),
    "rebel": RoleStyle("guess_rebel", (196, 56, 52), (255, 240, 236)),
    "emperor": RoleStyle("guess_emperor", (246, 200, 72), (74, 40, 0)),
}
