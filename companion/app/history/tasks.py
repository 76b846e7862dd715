"""The history's work off the GUI thread: bringing the index up to date, rebuilding it, importing
a folder of journals, each in a thread of its own with its own connection (a sqlite connection is
never used by two threads), one at a time, in the order asked.

`HistoryService` is what the window and the History page talk to: `sync()`, `rebuild()`,
`import_folder()` queue a task; `progressed(kind, done, total)` says how far it got; `loaded` gives
a `Snapshot` of the history once it is done (the games, the players' names, the notices), read on
the worker thread from the same connection. A sync that found nothing new reads no games again
(`Snapshot.listings` is None: what the page shows is still right).

Closing the window asks a running task to stop at its next journal and waits a moment; the
journals themselves are never written here, so a task stopped half-way loses nothing (the index
is brought up to date at the next sync).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import ClassVar

from PySide6.QtCore import QObject, Qt, QThread, Signal

from companion.history.importer import ImportReport
from companion.history.store import History, Listing, Progress, SyncReport
from companion.shell.messages import Msg

log = logging.getLogger(__name__)

SYNC, REBUILD, IMPORT = "sync", "rebuild", "import"  # a task's kind
Early = Callable[["Snapshot"], None]  # the games as indexed, before a sync reads new journals
Job = Callable[[Progress, Early], "Snapshot"]


class CancelledError(Exception):
    """The window closed (or the player cancelled) while the task ran."""


@dataclass(frozen=True)
class Snapshot:
    """The history as a task left it."""

    kind: str
    listings: tuple[Listing, ...] | None  # None: a sync that changed nothing (read no games)
    changed: bool  # the games were read (else `listings` are the ones loaded before)
    aliases: dict[str, str]  # every name as typed -> its profile's name
    players: tuple[str, ...]  # the profiles' names, the most played first
    notices: tuple[Msg, ...]  # what went wrong opening the database (already handled)
    report: SyncReport | None = None
    imported: ImportReport | None = None
    in_memory: bool = False  # the database could not be used: read into memory for now
    unreadable: int = 0  # journals in the games folder that hold no game


def read_snapshot(kind: str, folder: Path | None = None, *, listed: bool = True,
                  progress: Progress | None = None, workers: int | None = None,
                  early: Early | None = None) -> Snapshot:
    """Open the history, do `kind` (a sync, a rebuild, an import of `folder`) and read it back;
    runs on a worker thread. `listed`: the caller has the games already (a sync that changes
    nothing reads none); else `early` is given the games as indexed before a sync reads the
    journals new since (the page lists them at once; a long first sync changes them later)."""
    from companion.history.importer import import_folder

    with History.open() as history:
        imported = None
        if kind == REBUILD:
            report = history.rebuild(progress=progress, workers=workers)
        elif kind == IMPORT:
            assert folder is not None
            # What the games folder holds is known first: a game already there is not copied.
            report = history.sync(progress=progress, workers=workers)
            imported = import_folder(history, folder, progress, workers=workers)
        else:
            if not listed and early is not None:
                early(_snapshot(history, SYNC, tuple(history.listings())))
                listed = True
            report = history.sync(progress=progress, workers=workers)
        unchanged = kind == SYNC and listed and not (report.read or report.removed)
        listings = None if unchanged else tuple(history.listings())
        return _snapshot(history, kind, listings, report, imported)


def _snapshot(history: History, kind: str, listings: tuple[Listing, ...] | None,
              report: SyncReport | None = None, imported: ImportReport | None = None
              ) -> Snapshot:
    from companion.history import profiles

    return Snapshot(
        kind=kind,
        listings=listings,
        changed=listings is not None,
        aliases=profiles.alias_map(history),
        players=tuple(p.name for p in profiles.profiles(history)),
        notices=tuple(history.notices),
        report=report,
        imported=imported,
        in_memory=history.path is None,
        unreadable=_unreadable(history),
    )


def _unreadable(history: History) -> int:
    """The journals indexed as holding no game (read once, not again until they change)."""
    found = history.connection.execute("SELECT COUNT(*) FROM files WHERE key IS NULL").fetchone()
    return int(found[0]) if found else 0


class _Task(QThread):
    """Runs one job; says how far it got, then what it made or why it failed."""

    progressed = Signal(int, int)
    succeeded = Signal(object)  # Snapshot
    early = Signal(object)  # Snapshot: the games as they were indexed, before the sync
    failed = Signal(str)  # why ("" when cancelled)

    # Every task still running, so none is destroyed before it ends (a window closed while it
    # runs lets go of it; the thread goes on to its next check and ends).
    running: ClassVar[set[_Task]] = set()

    def __init__(self, job: Job) -> None:
        super().__init__()
        self._job = job
        _Task.running.add(self)
        self.finished.connect(self._done, Qt.ConnectionType.QueuedConnection)

    def _done(self) -> None:
        _Task.running.discard(self)
        self.deleteLater()

    def _progress(self, done: int, total: int) -> None:
        if self.isInterruptionRequested():
            raise CancelledError
        self.progressed.emit(done, total)

    def run(self) -> None:
        try:
            result = self._job(self._progress, self.early.emit)
        except CancelledError:
            self.failed.emit("")
        except Exception as exc:  # said on the page; the app goes on
            log.exception("history task failed")
            self.failed.emit(str(exc) or type(exc).__name__)
        else:
            self.succeeded.emit(result)


@dataclass
class _Request:
    kind: str
    folder: Path | None = None
    quiet: bool = False  # low priority, nobody waits for it


class HistoryService(QObject):
    """The history's tasks for one window, one at a time."""

    loaded = Signal(object)  # Snapshot: a task is done
    progressed = Signal(str, int, int)  # kind, done, total
    failed = Signal(str, str)  # kind, why ("" when cancelled)
    busyChanged = Signal(bool)

    def __init__(self, parent: QObject | None = None, *, workers: int | None = None) -> None:
        super().__init__(parent)
        self.workers = workers  # processes that read journals (None: the store's default)
        self.snapshot: Snapshot | None = None  # the last one loaded
        # What went wrong opening the history (damaged, locked...) in this session's tasks, not
        # yet shown: a later task opens it fine and says nothing (`take_notices`).
        self.notices: list[Msg] = []
        self._queue: list[_Request] = []
        self._task: _Task | None = None
        self._kind = ""

    @property
    def busy(self) -> bool:
        return self._task is not None

    @property
    def kind(self) -> str:
        """The running task's kind ("" when idle)."""
        return self._kind if self._task is not None else ""

    # -- asking ----------------------------------------------------------------------------------

    def sync(self, *, quiet: bool = False, again: bool = False) -> None:
        """Bring the index up to date with the games folder (reads only new or changed journals);
        `quiet`: at low priority (start-up). Nothing is queued twice. `again`: the history was
        changed here (players merged or split): a sync already running may have read it before,
        one more is queued after it."""
        if any(r.kind == SYNC for r in self._queue) or (self.kind == SYNC and not again):
            return
        self._ask(_Request(SYNC, quiet=quiet))

    def rebuild(self) -> None:
        """Forget the index and read every journal again (Help > Rebuild history)."""
        self._queue = [r for r in self._queue if r.kind != SYNC]  # the rebuild does it
        self._ask(_Request(REBUILD))

    def import_folder(self, folder: Path) -> None:
        self._ask(_Request(IMPORT, folder))

    def take_notices(self) -> list[Msg]:
        """The notices not yet shown, now shown (forgotten here)."""
        taken, self.notices = self.notices, []
        return taken

    def _keep_notices(self, snapshot: Snapshot) -> None:
        self.notices.extend(n for n in snapshot.notices if n not in self.notices)

    def cancel(self) -> None:
        """Stop the running task at its next journal (the queue stays)."""
        if self._task is not None:
            self._task.requestInterruption()

    def shutdown(self, wait_ms: int = 3000) -> bool:
        """The window closes: drop the queue, stop the running task and wait up to `wait_ms` for
        it; True if nothing runs any more (a task that went on is left to end by itself)."""
        self._queue.clear()
        task = self._task
        if task is None:
            return True
        task.requestInterruption()
        for signal in (task.progressed, task.succeeded, task.failed, task.early):
            signal.disconnect()
        self._task = None
        return task.wait(wait_ms)

    # -- running ---------------------------------------------------------------------------------

    def _ask(self, request: _Request) -> None:
        self._queue.append(request)
        self._next()

    def _next(self) -> None:
        if self._task is not None or not self._queue:
            return
        request = self._queue.pop(0)
        folder, kind, workers = request.folder, request.kind, self.workers
        listed = self.snapshot is not None and self.snapshot.listings is not None

        def job(progress: Progress, early: Early) -> Snapshot:
            return read_snapshot(kind, folder, listed=listed, progress=progress, early=early,
                                 workers=workers)

        task = self._task = _Task(job)
        self._kind = kind
        queued = Qt.ConnectionType.QueuedConnection
        task.progressed.connect(self._progressed, queued)
        task.succeeded.connect(self._succeeded, queued)
        task.early.connect(self._early, queued)
        task.failed.connect(self._failed, queued)
        low, normal = QThread.Priority.LowestPriority, QThread.Priority.NormalPriority
        task.start(low if request.quiet else normal)
        self.busyChanged.emit(True)

    def _progressed(self, done: int, total: int) -> None:
        if self._task is not None:
            self.progressed.emit(self._kind, done, total)

    def _early(self, snapshot: Snapshot) -> None:
        """The games as indexed, while the sync goes on (the task is still running); none
        indexed yet (the first sync): nothing to show until it is done."""
        if self._task is not None and snapshot.listings:
            self.snapshot = snapshot
            self._keep_notices(snapshot)
            self.loaded.emit(snapshot)

    def _succeeded(self, snapshot: Snapshot) -> None:
        if snapshot.listings is None:  # nothing new: the games loaded before, new names
            before = self.snapshot.listings if self.snapshot is not None else None
            snapshot = replace(snapshot, listings=before or ())
        self.snapshot = snapshot
        self._keep_notices(snapshot)
        self._finish()
        self.loaded.emit(snapshot)

    def _failed(self, why: str) -> None:
        kind = self._kind
        self._finish()
        self.failed.emit(kind, why)

    def _finish(self) -> None:
        self._task = None
        self._kind = ""
        if self._queue:
            self._next()
        else:
            self.busyChanged.emit(False)

