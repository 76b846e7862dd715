"""Adding a folder of journals (another computer's, a backup) to the history, each game once.

Every journal found in the folder (and below it) is read; one whose content is a game the history
already has is skipped, as is one that holds no game; the others are copied (atomically) into the
games folder's `imported/` (the journals stay the one record: a rebuild finds them there) and
indexed. Nothing in the source folder is changed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from companion.history.record import GameRow
from companion.history.store import History, Progress, journals_in, read_rows
from companion.shell.atomic import write_atomic
from companion.shell.paths import games_dir
from companion.shell.reading import JOURNAL_LIMIT, read_bounded

IMPORTED = "imported"


@dataclass
class ImportReport:
    added: int = 0
    skipped: int = 0  # already in the history (the same content), or twice in the folder
    unreadable: list[Path] = field(default_factory=list)


def import_folder(history: History, folder: Path, progress: Progress | None = None, *,
                  workers: int | None = None) -> ImportReport:
    report = ImportReport()
    sources = sorted(path for path, _size, _mtime in journals_in(folder))
    target = games_dir() / IMPORTED
    if folder.resolve().is_relative_to(games_dir().resolve()):
        target = folder  # already among the games: index them where they are
    rows = read_rows(sources, progress, workers=workers)
    seen: set[str] = set()
    for source, row in zip(sources, rows, strict=True):
        if row is None:
            report.unreadable.append(source)
        elif row.key in seen or history.has_game(row.key):
            report.skipped += 1
        else:
            seen.add(row.key)
            if target is not folder:
                _copy(source, row, target)
            report.added += 1
    history.sync()
    return report


def _copy(source: Path, row: GameRow, target: Path) -> Path:
    """The journal's bytes under a name of its own in `target` (its key's start keeps two games
    with the same file name apart)."""
    data = read_bounded(source, JOURNAL_LIMIT)
    name = f"{source.stem}-{row.key[:8]}{source.suffix}"
    path = target / name
    if not path.exists():
        write_atomic(path, data)
    return path
