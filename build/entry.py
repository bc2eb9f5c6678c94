"""Entry script of the frozen app: the same `main()` as `python -m game`.

`multiprocessing.freeze_support()` comes first: the computer players' worker process is
this same executable started again, and there it runs the worker (then exits) instead
of opening the app a second time (`game/core/thinking.py`)."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from game.__main__ import main

    sys.exit(main())
