"""Write the Werewolf night music (and the narrator's chime) to WAV files, to listen to:
    .venv/bin/python tools/werewolf_music.py [out.wav] [--rate 22050] [--seconds 24]
        [--loops 2]

`--loops 2` writes the loop twice over, so the seam can be heard in the middle. The
chime goes beside the music, as <name>-chime.wav.
"""

from __future__ import annotations

import argparse
import array
import sys
import time
import wave
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.werewolf.music import chime, night_music  # noqa: E402


def write_wav(path: Path, samples: list[float], rate: int) -> None:
    """Mono 16-bit PCM."""
    pcm = array.array("h", (int(max(-1.0, min(1.0, v)) * 32767) for v in samples))
    if sys.byteorder == "big":
        pcm.byteswap()  # WAV is little-endian
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(pcm.tobytes())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="werewolf-night.wav", type=Path)
    parser.add_argument("--rate", type=int, default=22050)
    parser.add_argument("--seconds", type=float, default=24.0)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--loops", type=int, default=2)
    args = parser.parse_args(argv)

    start = time.perf_counter()
    music = night_music(args.rate, args.seconds, args.seed)
    took = time.perf_counter() - start
    write_wav(args.out, music * max(1, args.loops), args.rate)
    bell = args.out.with_name(args.out.stem + "-chime.wav")
    write_wav(bell, chime(args.rate), args.rate)
    print(f"{args.out}: {args.seconds:g} s x {max(1, args.loops)} at {args.rate} Hz "
          f"(made in {took:.2f} s, peak {max(abs(v) for v in music):.2f}); {bell}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
