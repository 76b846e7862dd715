"""The frozen program's entry point: the same `main` as the installed `companion` command.

`freeze_support` first: the history reads many journals in worker processes (spawned), and a
frozen program's worker starts as this program again; it must become the worker, not a window.
"""

import multiprocessing
import sys

from companion.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
