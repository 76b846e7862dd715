"""`python -m companion` runs the same entry point as the installed `companion` command."""

import sys

from companion.cli import main

sys.exit(main())
