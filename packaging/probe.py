"""companion-probe CODE: run Python code inside the frozen bundle (test builds only: --probe).

The frozen program has no `python -c`; tests use this to check what the app imports lazily (the
charts, the overlay server) really is in the bundle and works there.
"""

import sys

if __name__ == "__main__":
    exec(compile(sys.argv[1], "<probe>", "exec"), {"__name__": "__probe__"})
