"""How Guan Dan's two teams, the partner tag and the places 上游 … 下游 look."""

from __future__ import annotations

from game.ui.table import RoleStyle

ROLE_STYLES: dict[str, RoleStyle] = {
    "gd_team_0": RoleStyle("role_gd_team_0", (196, 64, 58), (255, 240, 236), (214, 100, 90)),
    "gd_team_1": RoleStyle("role_gd_team_1", (52, 104, 190), (240, 246, 255), (88, 136, 212)),
    "partner": RoleStyle("tag_partner", (236, 214, 150), (60, 40, 6)),
    "gd_place_1": RoleStyle("gd_place_1", (246, 214, 96), (70, 44, 0)),
    "gd_place_2": RoleStyle("gd_place_2", (200, 206, 214), (34, 40, 50)),
    "gd_place_3": RoleStyle("gd_place_3", (196, 134, 84), (40, 20, 6)),
    "gd_place_4": RoleStyle("gd_place_4", (110, 116, 124), (236, 240, 244)),
}
TEAM_COLOURS = {team: ROLE_STYLES[f"gd_team_{team}"].bg for team in (0, 1)}
