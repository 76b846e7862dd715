"""Adding a folder of journals (another computer's, a backup) to the history, each game once.

Every journal found in the folder (and below it) is read; a game the history already has (the same
first line, record.game_key) is skipped unless this is a longer version of it (it was played on
after the copy the history has), as is a journal that holds no game; the others are copied
(atomically) into the games folder's `imported/` (the journals stay the one record: a rebuild
finds them there) and indexed. Nothing in the source folder is changed.
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
    updated: int = 0  # a later version of a game the history has (more of its lines)
    skipped: int = 0  # already in the history (as long or longer), or twice in the folder
    unreadable: list[Path] = field(default_factory=list)


def import_folder(history: History, folder: Path, progress: Progress | None = None, *,
                  workers: int | None = None) -> ImportReport:
    report = ImportReport()
    sources = sorted(path for path, _size, _mtime in journals_in(folder))
    target = games_dir() / IMPORTED
    if folder.resolve().is_relative_to(games_dir().resolve()):
        target = folder  # already among the games: index them where they are
    rows = read_rows(sources, progress, workers=workers)
    longest: dict[str, tuple[GameRow, Path]] = {}
    for source, row in zip(sources, rows, strict=True):
        if row is None:
            report.unreadable.append(source)
            continue
        other = longest.get(row.key)
        if other is not None:
            report.skipped += 1  # two versions in the folder: the longer one counts
            if row.lines <= other[0].lines:
                continue
        longest[row.key] = (row, source)
    for row, source in longest.values():
        if history.has_game(row.key, row.lines):
            report.skipped += 1
            continue
        if history.has_game(row.key):
            report.updated += 1
        else:
            report.added += 1
        if target is not folder:
            _copy(source, row, target)
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
