"""What the Invite phones dock uses of the pod's server, as types: the dock is written against
these, so it imports neither the server (`companion.pod.server`) nor Qt's network modules until
the host turns the pod on, and the tests give it a fake server of the same shape.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6 import QtCore

from companion.app.session import GameSession


class Phone(Protocol):
    """A phone at a seat, as the server reports it."""

    @property
    def seat(self) -> str: ...

    @property
    def address(self) -> str: ...


class Server(Protocol):
    """What the dock uses of `companion.pod.server.PodServer` (a QObject with the signals
    `started(str)`, `stopped()` and `phonesChanged()`)."""

    phonesChanged: QtCore.SignalInstance

    def start(self) -> bool: ...

    def stop(self) -> None: ...

    @property
    def url(self) -> str: ...

    def join_url(self) -> str: ...

    def seat_url(self, player: str) -> str: ...

    def phones(self) -> Sequence[Phone]: ...

    def revoke(self, player: str) -> None: ...

    def grant_all(self, player: str, granted: bool = True) -> None: ...

    def granted(self, player: str) -> bool: ...

    def deleteLater(self) -> None: ...  # noqa: N802 - Qt's name


MakeServer = Callable[[GameSession, int, str], Server]
