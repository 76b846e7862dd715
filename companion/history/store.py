"""The history's SQLite index of the journals: kept in step with the games folder, rebuilt at will.

`History.open()` never fails and never blocks the app for long: a damaged file is kept aside
(`history.sqlite3.bad-<time>`) and built again from the journals; a file another process holds
locked, one written by a newer app, or a folder that can't be written leaves that file alone and
indexes into memory for this session (a notice says why). The journals are never written here.

`sync()` reads only the journals that are new or whose size or time changed since they were
indexed and forgets the ones that are gone. The same game in two files (a copy, an import, a
backup from earlier in the evening, a recovered journal) is one game, keyed by its first line
(record.game_key), read from the longest of them.
"""

from __future__ import annotations

import contextlib
import gc
import os
import sqlite3
import stat
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path
from typing import Any, NamedTuple

from companion.history import merges, schema
from companion.history.record import GameRow, SeatRow, read_row
from companion.history.schema import NewerDatabaseError, transaction
from companion.shell.messages import Msg, msg
from companion.shell.paths import data_dir, games_dir
from companion.shell.reading import JOURNAL_LIMIT, keep_aside, os_reason, read_bounded

DB_NAME = "history.sqlite3"
SUFFIX = ".jsonl"
BUSY_MS = 250  # how long to wait for another writer before reading the journals into memory
PARALLEL_FROM = 48  # journals to read at once before other processes help
Progress = Callable[[int, int], None]  # (done, total)


def db_path() -> Path:
    return data_dir() / DB_NAME


@dataclass
class SyncReport:
    added: int = 0  # new games
    changed: int = 0  # journals read again (a game played on, a file replaced)
    removed: int = 0  # games no journal holds any more
    unchanged: int = 0
    unreadable: list[Path] = field(default_factory=list)

    @property
    def read(self) -> int:
        return self.added + self.changed


class Listing(NamedTuple):
    """A game of the history and the journal it was read from."""

    row: GameRow
    path: Path


class History:
    """The index, open. `notices` says what went wrong opening it (already handled)."""

    def __init__(self, conn: sqlite3.Connection, path: Path | None, notices: list[Msg]) -> None:
        self._conn = conn
        self.path = path  # None: in memory for this session
        self.notices = notices
        # An index with no games yet (new, rebuilt after damage, in memory) merges the names
        # saved beside it again after its first sync (merges.py).
        self._merges_due = not conn.execute("SELECT 1 FROM games LIMIT 1").fetchone()

    # -- opening ---------------------------------------------------------------------------------

    @classmethod
    def open(cls, path: Path | None = None) -> History:
        path = db_path() if path is None else path
        notices: list[Msg] = []
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            return cls(_connect(path), path, notices)
        except NewerDatabaseError:
            notices.append(msg("history.newer"))
        except sqlite3.OperationalError as exc:
            if _locked(exc):
                notices.append(msg("history.locked"))
            else:
                notices.append(msg("history.unwritable", reason=str(exc)))
        except sqlite3.DatabaseError as exc:  # not a database, malformed, truncated
            kept = _keep_aside(path)
            if kept is None:
                notices.append(msg("history.unwritable", reason=str(exc)))
            else:
                notices.append(msg("history.damaged", reason=str(exc), name=kept.name))
                with contextlib.suppress(sqlite3.Error, OSError, NewerDatabaseError):
                    return cls(_connect(path), path, notices)
        except OSError as exc:
            notices.append(msg("history.unwritable", reason=os_reason(exc)))
        return cls(_memory(), None, notices)

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> History:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    @property
    def version(self) -> int:
        return schema.version(self._conn)

    # -- keeping in step with the journals -------------------------------------------------------

    def sync(self, folders: Sequence[Path] | None = None, progress: Progress | None = None,
             *, workers: int | None = None) -> SyncReport:
        """Index what changed in `folders` (the games folder by default, with every folder below
        it): journals new or changed since they were indexed are read, gone ones forgotten.

        The file locked by another process, or found damaged now, is left (or kept aside) and
        the index is built again in memory or in a new file: the sync itself never fails on it."""
        try:
            report = self._sync(folders, progress, workers)
        except sqlite3.DatabaseError as exc:
            if not self._recover(exc):
                raise
            report = self._sync(folders, progress, workers)
        if self._merges_due:
            self._merges_due = False
            with transaction(self._conn) as conn:
                merges.apply(conn, merges.load())
        return report

    def _recover(self, exc: sqlite3.DatabaseError) -> bool:
        """After `exc` from the file: go on in memory (locked) or in a new file (damaged)."""
        if self.path is None:
            return False
        with contextlib.suppress(sqlite3.Error):
            self._conn.close()
        self._merges_due = True  # whichever index comes next has no games yet
        if isinstance(exc, sqlite3.OperationalError):
            if not _locked(exc):
                return False
            self.notices.append(msg("history.locked"))
            self._conn, self.path = _memory(), None
            return True
        kept = _keep_aside(self.path)
        if kept is not None:
            self.notices.append(msg("history.damaged", reason=str(exc), name=kept.name))
            with contextlib.suppress(sqlite3.Error, OSError, NewerDatabaseError):
                self._conn = _connect(self.path)
                return True
        self.notices.append(msg("history.unwritable", reason=str(exc)))
        self._conn, self.path = _memory(), None
        return True

    def _sync(self, folders: Sequence[Path] | None, progress: Progress | None,
              workers: int | None, *, fresh: bool = False) -> SyncReport:
        """`fresh`: everything is read again and replaces the index in one transaction, so a
        rebuild stopped while it reads (cancelled, failed) leaves the index as it was."""
        folders = [games_dir()] if folders is None else list(folders)
        report = SyncReport()
        known = {} if fresh else {path: (size, mtime) for path, size, mtime in
                                  self._conn.execute("SELECT path, size, mtime_ns FROM files")}
        found: dict[str, tuple[int, int]] = {}
        for folder in folders:
            for found_path, size, mtime in journals_in(folder):
                found[str(found_path)] = (size, mtime)
        todo = [p for p, seen in found.items() if known.get(p) != seen]
        report.unchanged = len(found) - len(todo)
        # Every file indexed and not found is gone: a home moved elsewhere is read anew there.
        gone = [p for p in known if p not in found]
        rows = read_rows([Path(p) for p in todo], progress, workers=workers)
        read = sorted(zip(todo, rows, strict=True), key=lambda pr: pr[1].started if pr[1] else "")
        with transaction(self._conn) as conn:
            if fresh:
                for table in ("files", "seats", "games"):
                    conn.execute(f"DELETE FROM {table}")
            # A game read from a file that changed may now be shorter (a damaged or replaced
            # copy): it is read again from every file that holds it, after this sync's writes.
            again: set[str] = set()
            for name, row in read:
                held = conn.execute("SELECT key, lines FROM games WHERE source = ?",
                                    (name,)).fetchone()
                if held is not None and (row is None or row.key != held[0] or row.lines < held[1]):
                    again.add(held[0])
            for name, row in read:  # oldest first: a profile is named as in its first game
                size, mtime = found[name]
                if row is None:
                    report.unreadable.append(Path(name))
                elif name in known:
                    report.changed += 1
                else:
                    report.added += 1
                conn.execute("INSERT OR REPLACE INTO files VALUES (?, ?, ?, ?)",
                             (name, size, mtime, None if row is None else row.key))
                if row is not None:
                    _keep_longest(conn, row, name)
            conn.executemany("DELETE FROM files WHERE path = ?", [(p,) for p in gone])
            report.removed = _drop_orphans(conn)
            again |= {key for (key,) in conn.execute(
                "SELECT g.key FROM games g WHERE NOT EXISTS"
                " (SELECT 1 FROM files f WHERE f.path = g.source AND f.key = g.key)")}
            _read_again(conn, again)
        return report

    def rebuild(self, folders: Sequence[Path] | None = None, progress: Progress | None = None,
                *, workers: int | None = None) -> SyncReport:
        """Index every journal again (Help > Rebuild the history): read them all first, then
        replace the index in one transaction (stopped while reading: the index is unchanged).
        Profiles and merged names are kept."""
        try:
            return self._sync(folders, progress, workers, fresh=True)
        except sqlite3.DatabaseError as exc:
            if not self._recover(exc):
                raise
        return self._sync(folders, progress, workers, fresh=True)

    def forget_file(self, path: Path) -> None:
        """The index no longer trusts what it knows of `path` (read again at the next sync)."""
        with transaction(self._conn) as conn:
            conn.execute("DELETE FROM files WHERE path = ?", (str(path),))

    def has_game(self, key: str, lines: int = 0) -> bool:
        """Whether the game is indexed (read from at least `lines` lines)."""
        found = self._conn.execute("SELECT lines FROM games WHERE key = ?", (key,)).fetchone()
        return found is not None and found[0] >= lines

    # -- reading ---------------------------------------------------------------------------------

    def listings(self) -> list[Listing]:
        """Every game, newest first, with one journal holding it."""
        seats: dict[str, list[SeatRow]] = {}
        for values in self._conn.execute(  # a game's seats are written together, in order
                "SELECT key, seat, turn_order, player, commander, partner, colour, departure,"
                " departure_turn, monarch_turns, initiative_turns, won FROM seats ORDER BY rowid"):
            seats.setdefault(values[0], []).append(_seat(values))
        out = []
        for values in self._conn.execute(
                "SELECT g.key, g.started, g.ended, g.seconds, g.turns, g.rounds, g.ending,"
                " g.winner, g.crown_longest, g.initiative_longest, g.damaged, g.lines, g.source"
                " FROM games g ORDER BY g.started DESC, g.key"):
            row = _game(values, tuple(seats.get(values[0], ())))
            out.append(Listing(row, Path(values[12])))
        return out

    def rows(self) -> list[GameRow]:
        return [listing.row for listing in self.listings()]

    @property
    def connection(self) -> sqlite3.Connection:
        """For the modules of this package (profiles): one connection per history."""
        return self._conn


def journals_in(folder: Path) -> Iterator[tuple[Path, int, int]]:
    """(path, size, mtime_ns) of every regular *.jsonl file in `folder` and below, symlinks not
    followed; a folder that can't be read is skipped."""
    stack = [folder]
    while stack:
        here = stack.pop()
        try:
            entries = list(os.scandir(here))
        except OSError:
            continue
        for entry in entries:
            try:
                info = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            if stat.S_ISDIR(info.st_mode):
                stack.append(Path(entry.path))
            elif stat.S_ISREG(info.st_mode) and entry.name.endswith(SUFFIX):
                yield Path(entry.path), info.st_size, info.st_mtime_ns


def read_rows(paths: Sequence[Path], progress: Progress | None = None, *,
              workers: int | None = None) -> list[GameRow | None]:
    """The row of each journal (None for one that holds no game), in order; many are read by
    other processes too (the engine replays every line: that is most of the time)."""
    total = len(paths)
    if progress:
        progress(0, total)
    count = workers if workers is not None else min(os.cpu_count() or 1, 8)
    if total < PARALLEL_FROM or count < 2:
        out = []
        with _fewer_collections():
            for i, path in enumerate(paths):
                out.append(read_file_row(path))
                if progress:
                    progress(i + 1, total)
        return out
    chunk = max(1, min(64, total // (count * 8)))
    results: list[GameRow | None] = []
    with ProcessPoolExecutor(count, mp_context=get_context("spawn"),
                             initializer=_worker_starts) as pool:
        for i, row in enumerate(pool.map(read_file_row, paths, chunksize=chunk)):
            results.append(row)
            if progress and (i + 1 == total or (i + 1) % 16 == 0):
                progress(i + 1, total)
    return results


# A replay allocates a great many small objects and makes no cycles worth collecting: the
# cyclic collector's passes over them were a fifth of the time (tests/benchmarks/history_bench.py).
_QUIET_GC = (200_000, 50, 100)


@contextlib.contextmanager
def _fewer_collections() -> Iterator[None]:
    before = gc.get_threshold()
    gc.set_threshold(*_QUIET_GC)
    try:
        yield
    finally:
        gc.set_threshold(*before)


def _worker_starts() -> None:
    """A worker process reads journals behind the window: it yields the CPUs to the app (and
    the table's game) whenever they want them."""
    gc.set_threshold(*_QUIET_GC)
    with contextlib.suppress(AttributeError, OSError):  # no os.nice on Windows
        os.nice(5)


def read_file_row(path: Path) -> GameRow | None:
    try:
        data = read_bounded(path, JOURNAL_LIMIT)
    except (OSError, ValueError):
        return None
    return read_row(data)


def _seat(v: tuple[Any, ...]) -> SeatRow:
    """A seat's row from its columns (key first, `won` stored as 0/1)."""
    return SeatRow(v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11] != 0)


def _game(v: tuple[Any, ...], seats: tuple[SeatRow, ...]) -> GameRow:
    """A game's row from its columns (damaged stored as 0/1) and its seats."""
    return GameRow(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10] != 0,
                   seats, v[11])


def _keep_longest(conn: sqlite3.Connection, row: GameRow, source: str) -> None:
    """Index `row` (read from `source`) unless a version of its game as long is indexed."""
    found = conn.execute("SELECT lines, source FROM games WHERE key = ?", (row.key,)).fetchone()
    if found is not None:
        lines, held_by = found
        if row.lines < lines or (row.lines == lines and held_by != source):
            return
        _delete_game(conn, row.key)
    _insert_game(conn, row, source)


def _delete_game(conn: sqlite3.Connection, key: str) -> None:
    conn.execute("DELETE FROM seats WHERE key = ?", (key,))
    conn.execute("DELETE FROM games WHERE key = ?", (key,))


def _insert_game(conn: sqlite3.Connection, row: GameRow, source: str) -> None:
    conn.execute(
        "INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (row.key, row.started, row.ended, row.seconds, row.turns, row.rounds, row.ending,
         row.winner, row.crown_longest, row.initiative_longest, int(row.damaged), row.lines,
         source))
    conn.executemany(
        "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(row.key, s.seat, s.order, s.player, s.commander, s.partner, s.colour, s.departure,
          s.departure_turn, s.monarch_turns, s.initiative_turns, int(s.won)) for s in row.seats])
    after_game_added(conn, row)


def after_game_added(conn: sqlite3.Connection, row: GameRow) -> None:
    """Every player of a new game has a profile (a name seen for the first time makes one)."""
    for seat in row.seats:
        if conn.execute("SELECT 1 FROM aliases WHERE name = ?", (seat.player,)).fetchone():
            continue
        cursor = conn.execute("INSERT INTO profiles (name, colour) VALUES (?, ?)",
                              (seat.player, seat.colour))
        conn.execute("INSERT INTO aliases VALUES (?, ?)", (seat.player, cursor.lastrowid))


def _drop_orphans(conn: sqlite3.Connection) -> int:
    """Forget the games no file holds any more; returns how many."""
    gone = [k for (k,) in conn.execute(
        "SELECT key FROM games WHERE key NOT IN (SELECT key FROM files WHERE key IS NOT NULL)")]
    conn.executemany("DELETE FROM seats WHERE key = ?", [(k,) for k in gone])
    conn.executemany("DELETE FROM games WHERE key = ?", [(k,) for k in gone])
    return len(gone)


def _read_again(conn: sqlite3.Connection, keys: Iterable[str]) -> None:
    """Each of these games is read again from the files that hold it now (the longest wins);
    none: it is gone."""
    for key in sorted(keys):
        paths = [Path(p) for (p,) in conn.execute(
            "SELECT path FROM files WHERE key = ? ORDER BY path", (key,))]
        _delete_game(conn, key)
        for path, row in zip(paths, read_rows(paths), strict=True):
            if row is not None and row.key == key:
                _keep_longest(conn, row, str(path))


def _connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=BUSY_MS / 1000, isolation_level=None,
                           check_same_thread=False)
    try:
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")  # an index: a lost last write is rebuilt
        checked = conn.execute("PRAGMA quick_check").fetchone()
        if not checked or checked[0] != "ok":
            raise sqlite3.DatabaseError(str(checked[0]) if checked else "quick_check")
        schema.migrate(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def _memory() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    schema.migrate(conn)
    return conn


def _locked(exc: sqlite3.OperationalError) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text


def _keep_aside(path: Path) -> Path | None:
    kept = keep_aside(path)
    if kept is not None:  # its write-ahead log goes with it; the shared memory is only a cache
        with contextlib.suppress(OSError):
            Path(f"{path}-wal").rename(f"{kept}-wal")
        with contextlib.suppress(OSError):
            Path(f"{path}-shm").unlink()
    return kept
