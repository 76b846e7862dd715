"""What the overlay reads of the live game: a narrow, read-only interface.

The server, the payloads and the chroma-key window need only this, never the app's widgets: the
app's `GameSession` is one (it matches structurally, nothing to register), and a test or another
host (a headless process, phones) can be another. Nothing here can change the game.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6.QtCore import SignalInstance

from companion.shell.session_view import SessionReader


@runtime_checkable
class GameSource(SessionReader, Protocol):
    """The live game, read-only: the session's one read interface and two notifications."""

    @property
    def changed(self) -> SignalInstance:
        """Emitted with the `Outcome` of every accepted action (undo and redo included)."""
        ...

    @property
    def reset(self) -> SignalInstance:
        """Emitted when another game was loaded (or the first one started)."""
        ...
