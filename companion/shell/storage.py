"""Keeping the journal on disk equal to the game: one writer per journal, and what to say when not.

Two app instances appending to one journal interleave their lines and break it, so a session
holds an OS lock on a journal while it writes to it: `fcntl.flock` (POSIX) or `msvcrt.locking`
(Windows) on a small file beside it, `.<journal name>.lock`, which also says who holds it. The OS
drops the lock when its process ends, however it ends, so a lock left by a killed app is never in
the way: the file may stay, its lock does not.

The refusals here are what a command gets while the game can't be saved: `NotSaved` after a failed
write (until the journal is written whole again), `ReadOnly` while another instance holds the lock.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from companion.core.values import frozen

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt
else:
    import fcntl

MAX_OWNER_BYTES = 4096


def _host() -> str:
    """This machine's name (os.uname: importing socket for it costs start-up ~4 ms)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    import socket  # Windows

    return socket.gethostname()


@frozen
class Owner:
    """Who holds a journal's lock: "open in another window (process 4242, since 20:15)"."""

    pid: int
    host: str
    since: str  # ISO time, local

    @classmethod
    def me(cls) -> Owner:
        return cls(os.getpid(), _host(), time.strftime("%Y-%m-%dT%H:%M:%S"))

    def to_json(self) -> dict[str, object]:
        return {"pid": self.pid, "host": self.host, "since": self.since}

    @classmethod
    def from_bytes(cls, data: bytes) -> Owner | None:
        try:
            raw = json.loads(data.decode("utf-8"))
            pid, host, since = raw["pid"], raw["host"], raw["since"]
        except (ValueError, KeyError, TypeError):
            return None
        if not (isinstance(pid, int) and isinstance(host, str) and isinstance(since, str)):
            return None
        return cls(pid, host[:100], since[:40])


class JournalInUseError(OSError):
    """Another app instance is writing this journal; `owner` says which, when it could be read."""

    def __init__(self, path: Path, owner: Owner | None) -> None:
        super().__init__(f"{path} is open in another Commander Companion ({owner})")
        self.path = path
        self.owner = owner


@frozen
class NotSaved:
    """Refusal: the last write failed, so the game does not move on until it is saved again."""

    path: str
    reason: str  # the system's words, when there are no better ones (`errno` has none of ours)
    errno: int | None = None


@frozen
class ReadOnly:
    """Refusal: this game is open read-only, because another instance writes its journal."""

    owner: Owner | None


StorageRefusal = NotSaved | ReadOnly


def lock_path(journal: Path) -> Path:
    return journal.with_name(f".{journal.name}.lock")


class JournalLock:
    """An exclusive OS lock on a journal, held from `acquire` to `release` or the process's end."""

    def __init__(self, journal: Path, fd: int) -> None:
        self.journal = journal
        self._fd: int | None = fd

    @classmethod
    def acquire(cls, journal: Path) -> JournalLock:
        """Take the lock or raise JournalInUseError (another holder) or OSError (no lock file)."""
        path = lock_path(journal)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
        try:
            if not _try_lock(fd):
                raise JournalInUseError(journal, _read_owner(fd))
            data = json.dumps(Owner.me().to_json()).encode("utf-8")
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, data)
        except BaseException:
            os.close(fd)
            raise
        return cls(journal, fd)

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Let go of the lock (closing the file lets the OS drop it); the small file stays."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def owner_of(journal: Path) -> Owner | None:
    """Who holds `journal`'s lock now, or None when nobody does (a dead process holds none)."""
    path = lock_path(journal)
    try:
        fd = os.open(path, os.O_RDWR | getattr(os, "O_CLOEXEC", 0))
    except OSError:
        return None
    try:
        if _try_lock(fd):
            return None  # free: released again when fd closes
        return _read_owner(fd) or Owner(0, "", "")
    finally:
        os.close(fd)


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":  # pragma: no cover
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _read_owner(fd: int) -> Owner | None:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        data = os.read(fd, MAX_OWNER_BYTES)
    except OSError:
        return None
    return Owner.from_bytes(data)
