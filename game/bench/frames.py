"""frames: per-frame draw time of the table, through the UI's own hook.

`game.ui.bench_frames(size, frames) -> list[float]` (ms per frame) is written by the
UI side; this bench only calls it headless for two window sizes.
"""

from __future__ import annotations

import os

from game.bench.common import emit, percentile

SIZES = ((1280, 720), (1920, 1080))


def main(frames: int = 1800, game: str = "doudizhu") -> dict:
    """`game` "baohuang" measures the 5-seat table with hands of about 33 cards,
    "guandan" the 4-seat table with hands of 27 and tribute flying between seats."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        import game.ui as ui

        hook = ui.bench_frames
    except (ImportError, AttributeError) as e:
        print(f"frames: game.ui.bench_frames is missing ({e}); nothing to measure")
        return {}
    results = {}
    print(f"{'size':<12}{'frames':>8}{'p50 ms':>10}{'p99 ms':>10}")
    for width, height in SIZES:
        times = list(hook((width, height), frames, game=game))
        p50, p99 = percentile(times, 50), percentile(times, 99)
        print(f"{width}x{height:<7}{len(times):>8}{p50:>10.2f}{p99:>10.2f}")
        results[f"{width}x{height}"] = (p50, p99)
    name = {"doudizhu": "frames", "baohuang": "bh-frames", "guandan": "gd-frames"}[game]
    for size, (p50, p99) in results.items():
        emit(name, {"p50_ms": p50, "p99_ms": p99, "size": size})
    return results
