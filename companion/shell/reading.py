"""Reading the app's own files safely: bounded, never blocking, a bad file kept aside, not deleted.

Every file read at start (the settings, the current-game pointer, the journals the start page lists,
the shipped rule texts, glossary and card list) goes through `read_bounded`: only a regular file is
read (a FIFO, a device such as /dev/zero or a folder is refused without opening it for reading
in a way that could block), and never more than a size cap per kind of file. A file that is there
but can't be used is renamed beside itself (`keep_aside`: `settings.json.bad-20251001-190211`) and
the app goes on with the defaults; the message that says so is made by the caller.

`clean_temporary` removes what a process killed in the middle of an atomic write left behind
(`.<name>.<random>.tmp`, see `atomic.py`). Problems found later, while data is loaded on first use
(a language's rule texts, the card list), are `report`ed and shown by the window (`take_reports`).
"""

from __future__ import annotations

import json
import os
import re
import stat
import time
from pathlib import Path
from typing import Any

from companion.shell.messages import Msg, msg

KIB = 1024
MIB = 1024 * KIB

# Size caps per kind of file: far above anything the app writes, far below what would hurt.
SETTINGS_LIMIT = 1 * MIB
POINTER_LIMIT = 64 * KIB
DATA_LIMIT = 4 * MIB  # a shipped data file (rule texts, glossary, the monarch card list)
JOURNAL_LIMIT = 256 * MIB  # a million-action game is about 100 MiB

# A temporary file of `atomic.write_atomic` (tempfile.mkstemp: 8 random characters).
_TEMPORARY = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")
# Older than this, a temporary file is a leftover: no write of the app takes that long.
TEMPORARY_AGE = 120.0

_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # a FIFO swapped in after the check never blocks the open
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)


class UnusableFileError(Exception):
    """A file that is there but is no file of ours: not a regular file, too large, or a path no
    file can have. `reason` says which (a message, translated when shown)."""

    def __init__(self, reason: Msg) -> None:
        super().__init__(str(reason))
        self.reason = reason


def too_large(limit: int) -> Msg:
    return msg("error.file_too_large", size=f"{limit // KIB:,} KiB" if limit < MIB
               else f"{limit // MIB:,} MiB")


def os_reason(error: OSError) -> str:
    """An OSError in the system's own words ("Permission denied"), as a message parameter."""
    return error.strerror or str(error)


def check_file(path: Path, limit: int) -> int:
    """The size of `path` if it is a regular file of at most `limit` bytes, never opening it.
    Raises UnusableFileError if it is something else (a FIFO, a device, a folder), too large, or its
    path can't be one (a NUL); OSError (FileNotFoundError: nothing there) if it can't be looked at.
    """
    try:
        info = path.stat()
    except ValueError:  # a NUL in the path
        raise UnusableFileError(msg("error.file_bad_path")) from None
    except NotADirectoryError as exc:  # a file where a folder on the way should be: none there
        raise FileNotFoundError(exc.errno, exc.strerror, str(path)) from None
    if not stat.S_ISREG(info.st_mode):
        raise UnusableFileError(msg("error.file_not_regular"))
    if info.st_size > limit:
        raise UnusableFileError(too_large(limit))
    return info.st_size


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes. Raises UnusableFileError if it is
    something else, too large, or its path can't be one; OSError if it can't be read
    (FileNotFoundError: nothing there)."""
    check_file(path, limit)
    fd = os.open(path, _READ_FLAGS)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped after the check
            raise UnusableFileError(msg("error.file_not_regular"))
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 * MIB, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # it grew after the check
            raise UnusableFileError(too_large(limit))
        return b"".join(chunks)
    finally:
        os.close(fd)


def keep_aside(path: Path) -> Path | None:
    """Rename a bad file beside itself (`name.bad-<timestamp>`, never over another file) and
    return the new path; None if it could not be renamed (a read-only folder)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for attempt in range(1, 100):
        suffix = f".bad-{stamp}" if attempt == 1 else f".bad-{stamp}-{attempt}"
        target = path.with_name(path.name + suffix)
        if os.path.lexists(target):
            continue
        try:
            path.rename(target)
        except OSError:
            return None
        return target
    return None


def clean_temporary(folder: Path, *, now: float | None = None) -> list[Path]:
    """Remove the leftovers of atomic writes cut off by a kill (`.<name>.<random>.tmp`, older
    than TEMPORARY_AGE so another running instance's write in progress is never touched).
    Returns what was removed; nothing else in `folder` is looked at twice or touched."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not _TEMPORARY.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < TEMPORARY_AGE:
                continue
            Path(entry.path).unlink()
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def valid_path_text(text: object, limit: int = 4096) -> bool:
    """A path as text the app can hand to the system: no NUL, UTF-8 encodable (no lone
    surrogates), not empty, not absurdly long."""
    if not isinstance(text, str) or not text or len(text) > limit or "\x00" in text:
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


# -- problems found after start-up: reported here, shown by the window --------------------------

_reports: list[Msg] = []


def report(message: Msg) -> None:
    """A problem with a file found while loading data on first use; the window shows it."""
    if message not in _reports:
        _reports.append(message)


def take_reports() -> list[Msg]:
    """The problems reported since the last call (each once)."""
    out = list(_reports)
    _reports.clear()
    return out


def load_json(path: Path) -> tuple[Any, Msg | str | None]:
    """A shipped JSON file's value (read within DATA_LIMIT), or why it can't be used (then the
    value is None)."""
    try:
        raw = read_bounded(path, DATA_LIMIT)
    except UnusableFileError as exc:
        return None, exc.reason
    except OSError as exc:
        return None, os_reason(exc)
    try:
        return json.loads(raw.decode("utf-8")), None
    except UnicodeDecodeError:
        return None, msg("error.settings_not_utf8")
    except (ValueError, RecursionError):
        return None, msg("error.settings_not_json")
