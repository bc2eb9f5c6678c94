"""The pygame layer: app loop, scenes, card art, tweens, layout, sound, settings."""

from __future__ import annotations


def bench_frames(size: tuple[int, int] = (1280, 720), frames: int = 600,
                 speed: str = "normal", game: str = "doudizhu") -> list[float]:
    """Per-frame times in ms of the real table dealing and playing (see runner)."""
    from game.ui.runner import bench_frames as run

    return run(size, frames, speed, game)
