"""The game's journal file, for the session: starting, opening, taking over, Save As, retrying
after a failed write, closing. One writer per journal (the lock, `storage.py`); each all or
nothing: if anything fails, the game before stays open and unchanged. `Session` is one of these.
"""

from __future__ import annotations

import datetime as dt
import os
import tempfile
import unicodedata
from collections.abc import Sequence
from pathlib import Path

from companion.core.actions import Action, NewGame
from companion.core.errors import JournalError
from companion.core.game import Game
from companion.core.journal import JournalWriter, decode, read_game
from companion.core.times import parse_at
from companion.shell import games, taps
from companion.shell.atomic import write_journal
from companion.shell.damage_mode import DamageMode
from companion.shell.palette import default_colors
from companion.shell.session_view import GameView, Listener
from companion.shell.storage import (
    JournalLock,
    ReadOnly,
    owner_of,
)


class GameFiles:
    """Starting, opening and saving the session's game; the session's state they switch."""

    _listener: Listener
    _game: Game | None
    _view: GameView | None
    path: Path | None
    colors: dict[str, str]
    _writer: JournalWriter | None
    _lock: JournalLock | None
    _storage_error: OSError | None
    _read_only: ReadOnly | None
    _run: taps.Run | None
    _damage_mode: DamageMode | None
    _closed_since: dt.datetime | None  # the journal's last line, when it was reopened
    _reopened: dt.datetime | None

    def _stamp(self) -> str:
        """The time a journal line is written at (the session's clock)."""
        raise NotImplementedError


    def start(
        self,
        setup: NewGame,
        colors: dict[str, str] | None = None,
        path: Path | None = None,
        then: Sequence[Action] = (),
    ) -> None:
        """Start a new game and its journal file (in the games folder unless `path` is given).

        `then` are actions already played (the demo): applied in memory and written with the
        journal in one atomic write, instead of one synced write and one change each. Raises
        OSError (or ActionError for a bad setup) and leaves the game before as it was.
        """
        colors = {**default_colors(setup.players), **(colors or {})}
        at = self._stamp()
        game = Game(setup, {"colors": colors, "at": at})
        for action in then:  # written at once: one time for all (a clock set with the game
            game.apply(action, {"at": at})  # and paused has used no time at all)
        path = path or games.new_journal_path()
        lock = JournalLock.acquire(path)
        try:
            write_journal(path, game.journal)
            try:
                writer = JournalWriter(path, deferred=True)
            except OSError:
                path.unlink(missing_ok=True)  # a game nobody saw: leave no file of it behind
                raise
        except BaseException:
            lock.release()
            raise
        self._adopt(game, path, colors, writer=writer, lock=lock)

    def open(self, path: Path, *, read_only: bool = False) -> list[JournalError]:
        """Continue the game in a journal file. Raises OSError (JournalInUseError when another
        instance writes it) or JournalError, and then leaves the game before as it was. Returns
        the warnings of reading it (unraised JournalErrors: `messages.error_message` says them).

        `read_only`: show the game without writing to it (another instance holds it)."""
        game, warnings = read_game(path)
        raw_colors = game.journal[0].get("colors")
        colors = default_colors(game.setup.players)
        if isinstance(raw_colors, dict):
            # Names are NFC in the game (docs/journal.md); a journal may spell its colours' keys
            # another way.
            named = {
                unicodedata.normalize("NFC", key): value
                for key, value in raw_colors.items()
                if isinstance(key, str)
            }
            colors.update({k: v for k, v in named.items() if k in colors and _is_color(v)})
        if read_only:
            owner = ReadOnly(owner_of(path))
            self._adopt(game, path, colors, writer=None, lock=None, read_only=owner)
            return warnings
        same = self._lock is not None and path == self.path  # this session holds it already
        lock = self._lock if same else JournalLock.acquire(path)
        assert lock is not None
        try:
            writer = JournalWriter(path, deferred=True)
        except BaseException:
            if not same:
                lock.release()
            raise
        if same:
            self._close_writer()
            self._lock = None  # handed on: _adopt must not release it
        self._adopt(game, path, colors, writer=writer, lock=lock)
        if not game.state.game_over:  # the time since its last line was the app's closed time
            self._closed_since = parse_at(game.journal[-1].get("at"))
            self._reopened = parse_at(self._stamp())
        return warnings

    def take_over(self) -> list[JournalError]:
        """Become the journal's writer after the other instance has let go of it: read it again
        (it may have grown) and continue it. Raises JournalInUseError while it still holds it."""
        if self.path is None:
            return []
        return self.open(self.path)

    def save_as(self, path: Path) -> None:
        """Write the whole journal to `path` atomically and keep appending there. Also the way
        out of a failed write: the new file equals the game, so the game goes on from there.
        Raises OSError and then leaves everything as it was."""
        if self._game is None:
            return
        same = path == self.path and self._lock is not None
        lock = self._lock if same else JournalLock.acquire(path)
        assert lock is not None
        try:
            write_journal(path, self._game.journal)
            writer = JournalWriter(path, deferred=True)
        except BaseException:
            if not same:
                lock.release()
            raise
        was_stopped = self._storage_error is not None
        if same:
            self._lock = None  # kept: _adopt must not release the lock it is handed
        self._adopt(self._game, path, self.colors, writer=writer, lock=lock)
        if was_stopped:
            self._listener.storage_restored()

    def retry_storage(self) -> bool:
        """After a failed write: make the journal on disk equal the game again and go on.

        If the failed line was cut off cleanly the file already equals the game and is only
        checked; otherwise it is rewritten whole from memory (atomically). True when the game
        can go on; False (and `storage_failed` again) while the disk still refuses."""
        if self._storage_error is None or self._game is None or self.path is None:
            return self._storage_error is None
        try:
            if self._writer is None or self._writer.damaged or not self.path.exists() \
                    or not self._disk_equals_game():
                write_journal(self.path, self._game.journal)
                self._close_writer()
                self._writer = JournalWriter(self.path, deferred=True)
            else:
                probe_writable(self.path.parent)
        except OSError as exc:
            self._storage_error = exc
            self._listener.storage_failed(self.path, exc)
            return False
        self._storage_error = None
        self._listener.storage_restored()
        return True

    def _disk_equals_game(self) -> bool:
        assert self._game is not None and self.path is not None
        text = decode(self.path.read_bytes())
        return [line for _, line in text.lines] == list(self._game.journal)

    def close(self) -> None:
        self._close_writer()
        self._release_lock()

    def _adopt(
        self,
        game: Game,
        path: Path,
        colors: dict[str, str],
        *,
        writer: JournalWriter | None,
        lock: JournalLock | None,
        read_only: ReadOnly | None = None,
    ) -> None:
        """Switch to `game`: everything that could fail has already succeeded."""
        self._close_writer()
        self._release_lock()
        self._game = game
        self._view = GameView(game)
        self.path = path
        self.colors = colors
        self._writer = writer
        self._lock = lock
        self._read_only = read_only
        self._storage_error = None
        self._run = None  # taps of another game are no run of this one
        self._damage_mode = None
        self._closed_since = self._reopened = None  # open() says when it was reopened
        if read_only is None:
            games.keep_current(path, game.state.game_over)
        self._listener.reset()

    def _close_writer(self) -> None:
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    def _release_lock(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None


PROBE_BYTES = 64 * 1024  # room for a few hundred more lines before the game is let go on


def probe_writable(folder: Path) -> None:
    """Raise OSError unless `folder` takes PROBE_BYTES now (written, synced, removed again)."""
    fd, name = tempfile.mkstemp(prefix=".companion-probe-", dir=folder)
    try:
        view = memoryview(bytes(PROBE_BYTES))
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    finally:
        os.close(fd)
        Path(name).unlink(missing_ok=True)


def _is_color(value: object) -> bool:
    return (
        isinstance(value, str)
        and len(value) == 7
        and value.startswith("#")
        and all(c in "0123456789abcdefABCDEF" for c in value[1:])
    )
