"""The repository's root on the import path, so `tests.conformance` imports whether the
tests run as `python -m pytest` (which adds it) or as the venv's `pytest` script."""

import sys
from pathlib import Path

ROOT = str(Path(__file__).resolve().parents[2])
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
