"""Keeping the good part of a damaged journal.

A journal whose line N can't be read or applied (a disk error, a hand edit, a copy cut short) still
holds a whole game in lines 1 to N-1: every state the app showed up to then. `salvage` finds that
prefix, exactly as the bytes are in the file, and the game it replays to; `write_recovered` writes
it, atomically, as a NEW journal in the games folder, named after the original
(`game-...-recovered.jsonl`). The damaged file itself is never written to, renamed or deleted.

A torn last line (a kill mid-write) is no damage: reading drops it with a warning
(`companion.core.journal`). Nothing can be kept from a journal whose first line is bad.
"""

from __future__ import annotations

import re
from pathlib import Path

from companion.core.errors import JournalError
from companion.core.game import Game
from companion.core.journal import load_game
from companion.core.values import frozen
from companion.shell.atomic import write_atomic
from companion.shell.paths import games_dir
from companion.shell.reading import JOURNAL_LIMIT, read_bounded

SUFFIX = "-recovered"


@frozen
class Salvage:
    """The good part of a damaged journal: the lines before the first bad one."""

    data: bytes  # lines 1 to error.line - 1, byte for byte as in the file
    game: Game  # what those lines replay to
    error: JournalError  # the first bad line, and why
    dropped_lines: int  # the lines from the bad one to the end (blank ones not counted)

    @property
    def kept_actions(self) -> int:
        """The journal lines kept, `new_game` and every undo and redo included."""
        return len(self.game.journal)


def salvage(data: bytes) -> Salvage | None:
    """The good part of journal bytes that don't replay; None if they do (nothing is damaged) or
    if nothing before the first bad line is a game."""
    try:
        load_game(data)
    except JournalError as exc:
        error = exc
    else:
        return None
    cut = _line_start(data, error.line)
    if cut is None or cut == 0:
        return None
    kept = data[:cut]
    try:
        game, _warnings = load_game(kept)
    except JournalError:
        return None
    rest = data[cut:]
    dropped = sum(1 for line in rest.split(b"\n") if line.strip())
    return Salvage(kept, game, error, dropped)


def salvage_file(path: Path) -> Salvage | None:
    """`salvage` of a journal file (read bounded). Raises OSError or reading.UnusableFileError."""
    return salvage(read_bounded(path, JOURNAL_LIMIT))


def _line_start(data: bytes, number: int) -> int | None:
    """The offset where 1-based line `number` starts, or None if there are fewer lines."""
    offset = 0
    for _ in range(number - 1):
        end = data.find(b"\n", offset)
        if end < 0:
            return None
        offset = end + 1
    return offset


def recovered_path(source: Path, folder: Path | None = None) -> Path:
    """A new file in the games folder named after `source`: `<stem>-recovered.jsonl`, or
    `-recovered-2`, `-3`, ... if that is taken (a recovered game recovered again drops the old
    suffix first)."""
    folder = folder or games_dir()
    stem = re.sub(rf"{SUFFIX}(-\d+)?$", "", source.stem)
    # Characters a file name can't carry back into the settings (undecodable bytes) become "_".
    stem = "".join("_" if 0xD800 <= ord(c) <= 0xDFFF else c for c in stem)[:100] or "game"
    for attempt in range(1, 1000):
        tail = SUFFIX if attempt == 1 else f"{SUFFIX}-{attempt}"
        candidate = folder / f"{stem}{tail}.jsonl"
        if not candidate.exists() and not candidate.is_symlink():
            return candidate
    raise FileExistsError(f"no free name for {stem}{SUFFIX}.jsonl in {folder}")


def write_recovered(source: Path, kept: Salvage) -> Path:
    """Write the good part as a new journal (atomically, in the games folder); its path."""
    target = recovered_path(source)
    write_atomic(target, kept.data)
    return target
