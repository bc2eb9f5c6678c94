"""The card table scene, as a package; `scene.py` holds it for now."""

from game.ui.table.scene import (
    DEAL_SPAN,
    DRAG_START,
    NO_GUESS,
    RAISE,
    RoleStyle,
    SeatInfo,
    TableController,
    TableScene,
    role_style,
    style_label,
)

__all__ = ["DEAL_SPAN", "DRAG_START", "NO_GUESS", "RAISE", "RoleStyle", "SeatInfo",
           "TableController", "TableScene", "role_style", "style_label"]
