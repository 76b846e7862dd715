"""Each player of a game that starts gets a profile (matched whatever the case they were typed in,
made for a name never seen), so the next new-game dialog offers them at once.

Never in the game's way: it runs after the game has started, in a thread of its own with its own
connection to the history (opening it, checking it and waiting for another writer all happen
there), and whatever goes wrong only leaves the profiles to the History page's next sync, which
makes one for every player of every game it reads.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping, Sequence
from pathlib import Path

log = logging.getLogger(__name__)

_threads: list[threading.Thread] = []  # the ones started, for `wait`


def match_players(
    players: Sequence[str], colours: Mapping[str, str] | None = None, path: Path | None = None
) -> dict[str, str] | None:
    """Each player's profile name (made for a new name, with its colour); None if the history
    could not be written (locked by a sync, read into memory, damaged: the sync will do it)."""
    import sqlite3

    from companion.history import profiles
    from companion.history.store import History

    with History.open(path) as history:
        if history.path is None:  # in memory: nothing would be kept
            return None
        try:
            return profiles.match(history, list(players), dict(colours or {}))
        except sqlite3.Error as exc:
            log.info("players' profiles left to the next sync: %s", exc)
            return None


def match_in_background(
    players: Sequence[str], colours: Mapping[str, str] | None = None, path: Path | None = None
) -> threading.Thread:
    """`match_players` in a thread (not a daemon: a write begun is finished before the app
    exits; it takes milliseconds, or BUSY_MS when another process writes)."""
    names, chosen = tuple(players), dict(colours or {})

    def run() -> None:
        try:
            match_players(names, chosen, path)
        except Exception:  # never the game's problem
            log.exception("matching the players' profiles failed")

    _threads[:] = [t for t in _threads if t.is_alive()]
    thread = threading.Thread(target=run, name="profiles", daemon=False)
    _threads.append(thread)
    thread.start()
    return thread


def wait(timeout: float | None = None) -> None:
    """Until every match started has ended (tests; the app never waits)."""
    for thread in list(_threads):
        thread.join(timeout)
