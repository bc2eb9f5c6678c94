"""Render a game's screenshot scenes (its GameDef's `scenes`) to PNG at 1280x720 and
2560x1440, to look at every table picture of a game at once.

Run: .venv/bin/python tools/table_shots.py GAME_KEY OUT_DIR   (e.g. gostop /tmp/shots)
Headless: SDL's dummy video and audio drivers.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SIZES = ((1280, 720), (2560, 1440))


def render_all(key: str, out_dir: Path) -> list[Path]:
    """Every scene of game `key` at both sizes into `out_dir`; the paths written."""
    import pygame

    from game.games import catalogue
    from game.ui.app import App
    from game.ui.settings import Settings

    games = catalogue.load()
    game = games[key]
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    app = App(SIZES[0], Settings(anim_speed="fast"), resizable=False, games=games)
    for scene in game.scenes:
        app.scenes.clear()
        game.shoot(app, scene)
        for size in SIZES:
            app.resize(size)
            app.draw()
            path = out_dir / f"{key}_{scene}_{size[0]}x{size[1]}.png"
            pygame.image.save(app.screen, str(path))
            written.append(path)
        app.resize(SIZES[0])
    return written


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    for path in render_all(argv[0], Path(argv[1])):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
