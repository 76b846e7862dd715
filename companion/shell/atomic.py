"""Atomic file writes, the one way the app writes a whole file (settings, pointers, Save As).

A temporary file with a unique name beside the target, synced, then renamed over it, and removed if
anything fails: a reader sees the old file or the new one, never half of one, and two writers never
share a temporary file.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

from companion.core.actions import JsonDict
from companion.core.journal import encode


def write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        Path(tmp).replace(path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_journal(path: Path, lines: Iterable[JsonDict]) -> None:
    """Write a whole journal atomically (a new game, the demo, Save As)."""
    write_atomic(path, encode(lines))
