"""What the overlay reads of the live game: a narrow, read-only interface.

The server, the payloads and the chroma-key window need only this, never the app's widgets: the
app's `GameSession` is one (it matches structurally, nothing to register), and a test or another
host (a headless process, phones) can be another. Nothing here can change the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, runtime_checkable

from PySide6.QtCore import SignalInstance

from companion.core.model import GameState
from companion.shell.projections import Projections


@runtime_checkable
class GameSource(Protocol):
    """The live game, read-only: the state, each player's colour, and two notifications."""

    @property
    def changed(self) -> SignalInstance:
        """Emitted with the `Outcome` of every accepted action (undo and redo included)."""
        ...

    @property
    def reset(self) -> SignalInstance:
        """Emitted when another game was loaded (or the first one started)."""
        ...

    @property
    def has_game(self) -> bool: ...

    @property
    def state(self) -> GameState:
        """The current state; only read when `has_game`."""
        ...

    @property
    def colors(self) -> Mapping[str, str]:
        """Player name -> "#rrggbb"."""
        ...

    @property
    def projections(self) -> Projections:
        """The session's one picture of the game, built once per state for every page."""
        ...
