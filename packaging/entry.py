"""The frozen program's entry point: the same `main` as the installed `companion` command."""

import sys

from companion.cli import main

if __name__ == "__main__":
    sys.exit(main())
