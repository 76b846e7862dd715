"""`companion replay`: the journal contract's reference runner (docs/journal.md).

Exit 0 with the final state on stdout; exit 2 with one line on stderr naming the line and the
reason.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from companion.core.errors import JournalError
from companion.core.journal import load_game
from companion.core.snapshot import state_json

EXIT_BAD_INPUT = 2


def run_replay(source: str, *, indent: int | None = None) -> int:
    try:
        data = sys.stdin.buffer.read() if source == "-" else Path(source).read_bytes()
    except OSError as exc:
        print(f"companion replay: cannot read {source}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        game, warnings = load_game(data)
    except JournalError as exc:
        print(f"companion replay: {source}: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    for warning in warnings:
        print(f"companion replay: warning: {source}: {warning}", file=sys.stderr)
    out = json.dumps(state_json(game.state), ensure_ascii=False, indent=indent) + "\n"
    sys.stdout.flush()
    sys.stdout.buffer.write(out.encode("utf-8"))
    sys.stdout.buffer.flush()
    return 0
