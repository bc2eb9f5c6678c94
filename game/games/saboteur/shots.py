"""Saboteur's screenshot scenes (filled in by the table work)."""

SCENES: tuple[str, ...] = ()
COSTLY_SCENES: tuple[str, ...] = ()


def shoot(app, name: str) -> None:
    raise KeyError(name)
