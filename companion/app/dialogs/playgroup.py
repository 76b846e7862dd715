"""The playgroup, for the new-game dialog: the players of earlier games (most played first) and the
commanders each one played, read from the history's index off the GUI thread.

Opening the dialog costs next to nothing here: once the dialog is on screen, a thread of its own
opens the history (its own connection, no sync), reads the profiles' names, then answers the
dialog's requests for one player's commanders (asked when a name is typed or picked); each answer
comes back on the GUI thread as a signal. Without a history file there is nothing to offer and no
thread. A history that can't be read offers nothing: the dialog works as before.
"""

from __future__ import annotations

import contextlib
import queue
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot


class _Relay(QObject):
    """Carries the threads' answers to the GUI thread: it lives as long as the app, so a thread
    never emits on an object gone with its dialog (a Playgroup takes only its own answers)."""

    delivered = Signal(object, object)  # (the asking Playgroup's token, the answer)


_relay: _Relay | None = None


def _the_relay() -> _Relay:
    global _relay  # noqa: PLW0603 - one for the app, made on the GUI thread when first needed
    if _relay is None:
        _relay = _Relay()
    return _relay


class Playgroup(QObject):
    """The playgroup's names (`names`, most played first) and, once asked, each one's commanders
    (partner pairs as "A + B"). `namesLoaded` and `commandersLoaded(name)` say when they came."""

    namesLoaded = Signal()
    commandersLoaded = Signal(str)

    def __init__(self, parent: QObject | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.loaded = False  # the names are in (or there are none to read)
        self._commanders: dict[str, list[str]] = {}  # by the name's casefold
        self._asked: set[str] = set()
        self._requests: queue.SimpleQueue[str | None] | None = None
        self._token = object()
        self._path: Path | None = None
        self._thread: threading.Thread | None = None
        if path is None:
            from companion.shell.paths import data_dir

            path = data_dir() / "history.sqlite3"  # store.db_path(), without importing sqlite
        if not path.is_file():  # no history yet: nothing to offer
            self.loaded = True
            return
        self._requests = queue.SimpleQueue()
        self._path = path
        _the_relay().delivered.connect(self._delivered)
        self.destroyed.connect(_stopper(self._requests))

    def start(self) -> None:
        """Start reading (once the dialog is on screen: the thread's first imports and the
        history's opening would otherwise share the GIL and the CPU with the dialog's first
        paint). Requests made before are answered then."""
        if self._requests is None or self._thread is not None:
            return
        self._thread = threading.Thread(
            target=_work, args=(self._token, self._requests, self._path), daemon=True,
            name="playgroup",
        )
        self._thread.start()

    def commanders(self, name: str) -> list[str] | None:
        """`name`'s commanders, most played first; None until they came (asked now)."""
        key = name.strip().casefold()
        if not key:
            return []
        if key in self._commanders:
            return self._commanders[key]
        if self._requests is None:
            return []
        if key not in self._asked:
            self._asked.add(key)
            self._requests.put(name.strip())
        return None

    def close(self) -> None:
        """Let the thread go (the dialog is done)."""
        if self._requests is not None:
            self._requests.put(None)
            self._requests = None

    @Slot(object, object)
    def _delivered(self, token: object, answer: object) -> None:
        if token is not self._token or not isinstance(answer, tuple):
            return
        if answer[0] == "names":
            self.names = list(answer[1])
            self.loaded = True
            self.namesLoaded.emit()
        elif answer[0] == "commanders":
            _kind, name, found = answer
            self._commanders[name.casefold()] = list(found)
            self.commandersLoaded.emit(name)


def _stopper(requests: queue.SimpleQueue[str | None]) -> object:
    """Stops the thread once the Playgroup is gone (holds the queue, not the Playgroup)."""
    return lambda *_: requests.put(None)


def _work(token: object, requests: queue.SimpleQueue[str | None], path: Path | None) -> None:
    """The thread: names first, then one player's commanders per request, until None."""
    import sqlite3

    from companion.history import profiles
    from companion.history.store import History

    names: list[str] = []
    history = History.open(path)
    try:
        with contextlib.suppress(sqlite3.Error):
            names = [p.name for p in profiles.profiles(history)]
        _deliver(token, ("names", names))
        while (name := requests.get()) is not None:
            try:
                found = profiles.commanders(history, name)
            except sqlite3.Error:
                found = []
            _deliver(token, ("commanders", name, found))
    finally:
        history.close()


def _deliver(token: object, answer: tuple[object, ...]) -> None:
    relay = _relay
    if relay is None:
        return
    with contextlib.suppress(RuntimeError):  # the app is gone
        relay.delivered.emit(token, answer)
