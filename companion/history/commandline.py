"""`companion import DIR` and `companion history --json`: the history for scripts and spreadsheets.

Both use the data folder (COMPANION_HOME moves it, as for the app) and bring the index up to date
with the games folder first. Errors go to stderr with exit code 2; nothing is written on bad input.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from pathlib import Path
from typing import TextIO

from companion.history import figures, profiles
from companion.history.importer import import_folder
from companion.history.store import History
from companion.shell.messages import english, render

EXIT_BAD_INPUT = 2


def _say_notices(history: History, err: TextIO) -> None:
    for notice in history.notices:
        print(render(notice, english), file=err)


def run_import(folder: str, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    source = Path(folder).expanduser()
    if not source.is_dir():
        print(f"companion import: {folder}: not a folder", file=err)
        return EXIT_BAD_INPUT
    with History.open() as history:
        _say_notices(history, err)
        history.sync()
        report = import_folder(history, source)
    games = "game" if report.added == 1 else "games"
    print(f"added {report.added} {games}, updated {report.updated}, skipped {report.skipped}"
          f" already in the history, {len(report.unreadable)} unreadable", file=out)
    for path in report.unreadable:
        print(f"unreadable: {path}", file=err)
    return 0


def run_history(out: TextIO | None = None, err: TextIO | None = None, indent: int | None = None
                ) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    with History.open() as history:
        _say_notices(history, err)
        history.sync()
        rows = history.rows()
        names = figures.names_of(profiles.alias_map(history))
    try:
        json.dump(figures.summary(rows, names), out, ensure_ascii=False, indent=indent)
        out.write("\n")
        out.flush()
    except BrokenPipeError:  # `| head`: the reader has what it wanted (Python's docs' way)
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
