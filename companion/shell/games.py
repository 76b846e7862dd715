"""The games on disk: where a new journal goes, which game is unfinished, the recent list.

`recent_journals` finds the games played last (the games folder and the recent list) by the files'
times alone, without reading them, so the start page can list them after its first frame.

`current.json` in the data folder points at the journal of the game in progress. The session keeps
it right after every change (`keep_current`): the game's path while it is not over, empty once it
is (and the path again if the end is undone), so on start-up the app knows which game to offer for
resume even after it was killed.

Reading it never stops the app: a pointer that can't be used (not a regular file, too large, not
JSON, a path with a NUL, pointing at something that is no journal, such as /dev/zero, a FIFO or a
folder) is kept aside as `current.json.bad-<timestamp>` with a notice (`reading.report`). A
journal with a bad line in the middle is still listed and offered: its summary is of the game before
the bad line, with the damage (`GameSummary.damage`); opening it offers to keep that part
(`companion.shell.recovery`).
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import time
from collections.abc import Iterable
from pathlib import Path

from companion.core.errors import JournalError
from companion.core.journal import load_game
from companion.core.values import frozen
from companion.shell import recovery
from companion.shell.atomic import write_atomic
from companion.shell.messages import Msg, error_message, msg
from companion.shell.paths import data_dir, games_dir
from companion.shell.reading import (
    JOURNAL_LIMIT,
    POINTER_LIMIT,
    UnusableFileError,
    check_file,
    keep_aside,
    os_reason,
    read_bounded,
    report,
    valid_path_text,
)


@frozen
class GameSummary:
    path: Path
    players: tuple[str, ...]
    turn: int
    game_over: bool
    winner: str | None
    # The first bad line of a damaged journal; the summary is then of the game before it.
    damage: JournalError | None = None
    turn_player: str = ""  # whose turn it is (the start page's "Continue: turn 7, Ben")


@frozen
class Unreadable:
    """A journal (or what should be one) that can't be read at all, and why."""

    path: Path
    reason: Msg | str


RECENT_LIMIT = 8  # the start page lists this many games


@frozen
class RecentJournal:
    path: Path
    modified: float  # when it was last written (seconds since the epoch): when it was last played


def recent_journals(
    also: Iterable[str] = (), limit: int = RECENT_LIMIT, skip: Path | None = None
) -> list[RecentJournal]:
    """The journals written most recently, newest first: the games folder's `*.jsonl` and the
    paths in `also` (the recent list: games opened from elsewhere), each once, without `skip`
    (the game the start page offers to continue). Only the files' times are looked at, nothing
    is read; a path that is no regular file (gone, a folder, a FIFO) is left out."""
    candidates: list[Path] = []
    with contextlib.suppress(OSError), os.scandir(games_dir()) as entries:
        candidates += [Path(e.path) for e in entries if e.name.endswith(".jsonl")]
    candidates += [Path(text) for text in also if valid_path_text(text)]
    found: dict[Path, RecentJournal] = {}
    unwanted = _same_file_key(skip) if skip is not None else None
    for path in candidates:
        try:
            info = path.stat()
        except (OSError, ValueError):
            continue
        key = _same_file_key(path)
        if not stat.S_ISREG(info.st_mode) or key == unwanted or key in found:
            continue
        found[key] = RecentJournal(path, info.st_mtime)
    newest = sorted(found.values(), key=lambda r: r.modified, reverse=True)
    return newest[:limit]


def _same_file_key(path: Path) -> Path:
    """One key for one file however it is named (relative, with "..", through a link)."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):
        return path.absolute()


def new_journal_path() -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return games_dir() / f"game-{stamp}-{os.urandom(3).hex()}.jsonl"


def _pointer() -> Path:
    return data_dir() / "current.json"


# What this process last wrote to the pointer (the pointer file, its path text), so the session
# can keep it right after every change without a write each time.
_written: dict[Path, str | None] = {}


def set_current(path: Path | None) -> None:
    """Point at the game in progress (None: no game is)."""
    text = str(path.absolute()) if path is not None else None
    data = {"path": text} if text is not None else {}
    pointer = _pointer()
    _written.pop(pointer, None)
    write_atomic(pointer, json.dumps(data, ensure_ascii=False).encode("utf-8"))
    _written[pointer] = text


def keep_current(path: Path | None, game_over: bool) -> None:
    """After a change: the pointer names `path` while its game is not over, nothing once it is.
    Writes only when that differs from what was last written. The pointer is a hint for the next
    start, so a failed write here is no reason to stop the game (the journal is what counts)."""
    text = str(path.absolute()) if path is not None and not game_over else None
    if _written.get(_pointer(), "") == text:
        return
    with contextlib.suppress(OSError):
        set_current(None if text is None else path)


def inspect(path: Path) -> GameSummary | Unreadable | None:
    """What a journal holds: its summary (of the good part, if damaged), why it can't be read,
    or None if there is no file there."""
    try:
        data = read_bounded(path, JOURNAL_LIMIT)
    except FileNotFoundError:
        return None
    except UnusableFileError as exc:
        return Unreadable(path, exc.reason)
    except OSError as exc:
        return Unreadable(path, os_reason(exc))
    try:
        game, _warnings = load_game(data)
    except JournalError as exc:
        kept = recovery.salvage(data)
        if kept is None:
            return Unreadable(path, error_message(exc))
        game = kept.game
        damage: JournalError | None = kept.error
    else:
        damage = None
    state = game.state
    return GameSummary(
        path, state.names, state.turn, state.game_over, state.winner, damage, state.turn_player
    )


def summarize(path: Path) -> GameSummary | None:
    """What a journal holds, or None if it cannot be read as a game."""
    found = inspect(path)
    return found if isinstance(found, GameSummary) else None


def _pointed_path() -> Path | None:
    """The path the pointer names, checked without reading the journal: a pointer that can't be
    used is kept aside (reported); None if there is none or no game is in progress."""
    pointer = _pointer()
    try:
        raw = read_bounded(pointer, POINTER_LIMIT)
    except FileNotFoundError:
        return None
    except UnusableFileError as exc:
        _set_aside(pointer, exc.reason)
        return None
    except OSError as exc:
        report(msg("error.pointer_bad_in_place", reason=os_reason(exc)))
        return None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        _set_aside(pointer, msg("error.settings_not_utf8"))
        return None
    except (ValueError, RecursionError):
        _set_aside(pointer, msg("error.settings_not_json"))
        return None
    if data == {}:
        return None  # no game in progress
    text = data.get("path") if isinstance(data, dict) else None
    if not valid_path_text(text):
        _set_aside(pointer, msg("error.file_bad_path"))
        return None
    assert isinstance(text, str)
    return Path(text)


def check_pointer() -> None:
    """At start, cheaply: the pointer and the kind and size of what it names (the journal itself is
    read when the start page asks for `unfinished_game`)."""
    path = _pointed_path()
    if path is None:
        return
    try:
        check_file(path, JOURNAL_LIMIT)
    except UnusableFileError as exc:
        _set_aside(_pointer(), msg("error.pointer_target", path=str(path), reason=exc.reason))
    except FileNotFoundError:
        _set_aside(_pointer(), msg("error.pointer_missing", path=str(path)))
    except OSError:
        pass  # can't look at it now (a permission, a disk away): say so when it is opened


def unfinished_game() -> GameSummary | None:
    """The game that was in progress when the app last stopped, if it is not over. A damaged
    journal is offered too (`damage` says where); one that can't be read is not, and the pointer
    is then kept aside with a notice."""
    path = _pointed_path()
    if path is None:
        return None
    found = inspect(path)
    if found is None:
        _set_aside(_pointer(), msg("error.pointer_missing", path=str(path)))
        return None
    if isinstance(found, Unreadable):
        _set_aside(_pointer(), msg("error.pointer_target", path=str(path), reason=found.reason))
        return None
    return None if found.game_over else found


def _set_aside(pointer: Path, reason: Msg) -> None:
    _written.pop(pointer, None)
    kept = keep_aside(pointer)
    if kept is None:
        report(msg("error.pointer_bad_in_place", reason=reason))
    else:
        report(msg("error.pointer_bad", reason=reason, name=kept.name))
