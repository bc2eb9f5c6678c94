"""Frame times of a game's table: the real table dealing and playing, headless, at two
window sizes (`game.ui.runner.bench_frames`)."""

from __future__ import annotations

import os

from game.bench.common import emit, percentile
from game.core.gamedef import GameDef

SIZES = ((1280, 720), (1920, 1080))


def main(game: GameDef, name: str, frames: int = 1800) -> dict:
    """p50 and p99 ms per frame for `game` with its most seats, all computers."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.runner import bench_frames

    results = {}
    print(f"{'size':<12}{'frames':>8}{'p50 ms':>10}{'p99 ms':>10}")
    for width, height in SIZES:
        times = bench_frames(game, (width, height), frames)
        p50, p99 = percentile(times, 50), percentile(times, 99)
        print(f"{width}x{height:<7}{len(times):>8}{p50:>10.2f}{p99:>10.2f}")
        results[f"{width}x{height}"] = (p50, p99)
    for size, (p50, p99) in results.items():
        emit(name, {"p50_ms": p50, "p99_ms": p99, "size": size})
    return results
