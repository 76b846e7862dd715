"""Journal files: JSON Lines, one action per line, append-only, flushed and synced per action
(the app's: synced while the action is shown, before the next line is written).

Reading recovers from a crash mid-write: a last line with no newline that is not valid JSON is a
torn write and is dropped with a warning. Anything else that is wrong is a JournalError naming the
line.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from companion.core.action_json import parse_action
from companion.core.actions import JsonDict, NewGame
from companion.core.errors import ActionError, JournalError, Param, Phrase
from companion.core.game import Game
from companion.core.names import kind_of

MAX_LINE_BYTES = 64 * 1024


class JournalText:
    """The decoded lines of a journal, with their line numbers, and what was recovered."""

    __slots__ = ("intact_bytes", "lines", "warnings")

    def __init__(self) -> None:
        self.lines: list[tuple[int, JsonDict]] = []
        # What was recovered, unraised: a JournalError naming the line ("line 3: dropped ...").
        self.warnings: list[JournalError] = []
        # Byte length of the intact part: appending resumes here, cutting off a torn tail.
        self.intact_bytes = 0


def decode(data: bytes) -> JournalText:
    """Every line of a journal, decoded (all at once: `load_game` reads a game line by line)."""
    out = JournalText()
    out.lines.extend(iter_lines(data, out))
    return out


def iter_lines(data: bytes, out: JournalText) -> Iterator[tuple[int, JsonDict]]:
    """The decoded lines of `data` with their numbers, one at a time. Raises JournalError for a
    bad line; the recovery warnings and `intact_bytes` are in `out` once it is exhausted."""
    offset = 0
    number = 0
    while True:
        number += 1
        end = data.find(b"\n", offset)
        last = end < 0  # the final piece, with no newline after it
        raw = data[offset:] if last else data[offset:end]
        if last and not raw.strip():
            break
        torn = last
        try:
            if len(raw) > MAX_LINE_BYTES:
                raise JournalError(number, "line_too_long", n=MAX_LINE_BYTES)
            text = raw.decode("utf-8")
            if not text.strip():
                offset += len(raw) + 1
                continue
            value: Any = _JSON.decode(text)
            if not isinstance(value, dict):
                raise JournalError(number, "line_not_object")
        except _DuplicateKeyError as exc:
            # A complete object (a torn write can't end in "}"), so never a torn line.
            raise JournalError(number, "duplicate_key", key=repr(exc.key)) from None
        # ValueError also covers integers too long to convert (over 4300 digits), RecursionError
        # arrays nested too deeply: both are bad input, not a crash.
        except (ValueError, RecursionError, JournalError) as exc:
            if torn:
                out.warnings.append(JournalError(number, "torn_line"))
                break
            if isinstance(exc, JournalError):
                raise
            if isinstance(exc, UnicodeDecodeError):
                raise JournalError(number, "line_not_utf8") from None
            why: Param
            if isinstance(exc, json.JSONDecodeError):
                # Where, not Python's English words for what ("Expecting ',' delimiter").
                why = Phrase("json_at_character", {"column": exc.colno})
            elif isinstance(exc, RecursionError):
                why = Phrase("json_too_deep")
            else:
                why = Phrase("json_number_too_long")
            raise JournalError(number, "line_not_json", why=why) from None
        if "\\u" in text:  # only an escape can make a lone surrogate: the bytes were UTF-8
            surrogate = _lone_surrogate(value)
            if surrogate is not None:
                raise JournalError(number, "line_lone_surrogate", char=f"U+{ord(surrogate):04X}")
        offset += len(raw) + (0 if last else 1)
        out.intact_bytes = offset
        yield number, value
        if last:
            break
    out.intact_bytes = offset


class _DuplicateKeyError(Exception):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _object(pairs: list[tuple[str, Any]]) -> JsonDict:
    """A JSON object whose keys are all different: a key twice would mean whichever came last."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKeyError(key)
            seen.add(key)
    return out


_JSON = json.JSONDecoder(object_pairs_hook=_object)
_SURROGATE = re.compile("[\ud800-\udfff]")


def _lone_surrogate(value: Any) -> str | None:
    """The first lone surrogate (half of a UTF-16 pair, from a \\ud800-style escape) in any text
    of a decoded line, keys included. Such text cannot be written back as UTF-8."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found = _SURROGATE.search(item)
            if found:
                return found.group()
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return None


def _intact_bytes(data: bytes) -> int:
    """Where appending to `data` resumes (after its last intact line), reading it line by line."""
    text = JournalText()
    for _ in iter_lines(data, text):
        pass
    return text.intact_bytes


def build_game(text: JournalText | Iterable[tuple[int, JsonDict]]) -> Game:
    """Apply decoded lines in order. Raises JournalError for the first line that does not apply."""
    lines = text.lines if isinstance(text, JournalText) else text
    game: Game | None = None
    for number, data in lines:
        try:
            action = parse_action(data)
            joined = data.get("joined", False)
            if not isinstance(joined, bool):
                raise ActionError("not_bool", field="joined", kind=kind_of(joined))
            own = action.to_json()
            extra = {k: v for k, v in data.items() if k not in own and k != "joined"}
            if game is None:
                if not isinstance(action, NewGame):
                    raise ActionError("first_not_new_game")
                if joined:
                    raise ActionError("joined_misplaced")
                game = Game(action, extra)
            else:
                game.apply(action, extra, joined=joined)
        except ActionError as exc:
            raise JournalError(number, exc.key, **exc.params) from None
    if game is None:
        raise JournalError(1, "journal_empty")
    return game


def load_game(data: bytes) -> tuple[Game, list[JournalError]]:
    """A journal's game and its recovery warnings, read line by line: a long journal is never
    held decoded all at once."""
    text = JournalText()
    game = build_game(iter_lines(data, text))
    return game, text.warnings


def read_game(path: Path) -> tuple[Game, list[JournalError]]:
    """Load a journal file into a live game; returns the game and recovery warnings."""
    return load_game(path.read_bytes())


class JournalWriter:
    """Appends journal lines to a file, each one whole and synced before `append` returns.

    Opening an existing journal cuts off a torn last line first, so the next action starts on a
    line of its own; earlier lines are never rewritten. A line is written whole or not at all: if a
    write or the sync fails (a full disk, say), what reached the file of that line is cut off again
    and the OSError is raised, so the caller can stop the game instead of moving on without it.
    `damaged` is set if even that cut failed: the file may end in a partial line until it is
    rewritten whole.

    `deferred`: `append` returns once the line is written to the file (the system has it: it
    outlives the app), and a thread syncs it to the disk meanwhile; the next `append` (and
    `wait_synced`, `close`) waits for that sync before it writes anything, so no line is written
    before the one before it is on the disk. The app shows an action while its line syncs, not
    after (a slow disk's sync took 10-20 ms, a frame or more). A sync that failed is raised by the
    next `append` (which then writes nothing) and sets `damaged`: the line may not be on the disk,
    and the file is to be rewritten whole before the game goes on.
    """

    def __init__(self, path: Path, *, sync: bool = True, deferred: bool = False) -> None:
        self.path = path
        self._sync = sync
        self._deferred = sync and deferred
        self._syncing: Future[None] | None = None  # the last line's sync, deferred
        self._syncer: ThreadPoolExecutor | None = None
        self.damaged = False
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            data = path.read_bytes()
            intact = _intact_bytes(data)
            if intact < len(data):
                with path.open("r+b") as fh:
                    fh.truncate(intact)
            elif data and not data.endswith(b"\n"):
                with path.open("ab") as fh:
                    fh.write(b"\n")
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_CLOEXEC", 0)
        self._fd: int | None = os.open(path, flags, 0o644)
        self._size = os.fstat(self._fd).st_size

    def append(self, line: JsonDict, *more: JsonDict) -> None:
        """Write `line` (and `more` after it) and sync: all of them reach the file, or none."""
        if self._fd is None:
            raise ValueError("the journal is closed")
        self.wait_synced()  # the line before on the disk first, or its OSError
        if os.fstat(self._fd).st_nlink == 0:  # the file was deleted under the game: lines
            self.damaged = True  # written now would go nowhere; rewrite it whole (retry)
            raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(self.path))
        data = b"".join(encode_line(each) for each in (line, *more))
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(self._fd, view) :]
            if self._sync and not self._deferred:
                os.fsync(self._fd)
        except OSError:
            self._cut_back()
            raise
        self._size += len(data)
        if self._deferred:
            if self._syncer is None:
                self._syncer = ThreadPoolExecutor(1, thread_name_prefix="journal-sync")
            self._syncing = self._syncer.submit(os.fsync, self._fd)

    def wait_synced(self) -> None:
        """Return once the last line is on the disk; raise the OSError if its sync failed (the
        line stays in the file, `damaged` is set: rewrite the journal whole)."""
        syncing, self._syncing = self._syncing, None
        if syncing is None:
            return
        try:
            syncing.result()
        except OSError:
            self.damaged = True
            raise

    def _cut_back(self) -> None:
        """Remove what reached the file of a line that failed, so no half line stays behind."""
        assert self._fd is not None
        try:
            os.ftruncate(self._fd, self._size)
        except OSError:
            self.damaged = True

    def close(self) -> None:
        """Close the file once the last line is on the disk (a failed sync is tried once more)."""
        if self._fd is not None:
            try:
                self.wait_synced()
            except OSError:
                with contextlib.suppress(OSError):
                    os.fsync(self._fd)
            os.close(self._fd)
            self._fd = None
        if self._syncer is not None:
            self._syncer.shutdown()
            self._syncer = None

    def __enter__(self) -> JournalWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def encode_line(line: JsonDict) -> bytes:
    """One journal line as written: UTF-8 JSON (names stay literal), then a newline."""
    return json.dumps(line, ensure_ascii=False, separators=(", ", ": ")).encode("utf-8") + b"\n"


def encode(lines: Iterable[JsonDict]) -> bytes:
    """A whole journal as written (Save As writes it atomically: companion.shell.atomic)."""
    return b"".join(encode_line(line) for line in lines)
