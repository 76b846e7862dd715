"""The game session as Qt signals: the shell's `Session`, told to widgets the Qt way.

All the game's flow and the journal live in `companion.shell.session`; `GameSession` is that
session, with its listener calls turned into signals: it adds nothing else, so the window, the
overlay and the phones read and command the one session.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6 import QtCore
from PySide6.QtCore import QObject, QTimer, Signal

from companion.core.game import Outcome
from companion.shell import taps
from companion.shell.answers import DESKTOP, Refusal
from companion.shell.flow import FlowNotice
from companion.shell.messages import msg, os_reason
from companion.shell.session import Session


class GameSession(QObject, Session):
    """The shell's `Session` (every reading and every command is its own) with Qt signals:
    `reset` (another game), `changed(Outcome)` (one gesture, with its initiator),
    `rejected(reason)` (an ActionError or a flow refusal of the desktop's own command: nothing
    changed; another initiator's refusal is answered to it by `run`), `notice(FlowNotice)`,
    `combatOffered`,
    `storageFailed(Msg)` (the game is stopped until saved again), `storageRestored`,
    `tapsSettled` (a run of taps is over: its running amount leaves the panel),
    `damageModeChanged` (commander damage by tapping panels began, ended or picked something)."""

    reset = Signal()
    changed = Signal(object)
    rejected = Signal(object)
    notice = Signal(object)
    combatOffered = Signal()
    storageFailed = Signal(object)  # a shell.messages.Msg, said by the view
    storageRestored = Signal()
    tapsSettled = Signal()
    damageModeChanged = Signal()

    def __init__(
        self, parent: QObject | None = None, clock: Callable[[], float] = time.monotonic
    ) -> None:
        # PySide6's QObject.__init__ is cooperative: it hands the keywords it does not know on
        # to the next class of the MRO, the shell's Session.
        QObject.__init__(self, parent, listener=_Relay(self), clock=clock)  # type: ignore[call-arg]
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        # Precise: a coarse timer may fire 5% early, before the run is over, and the running
        # amount would then stay on the panel until the next change.
        self._settle.setTimerType(QtCore.Qt.TimerType.PreciseTimer)
        self._settle.setInterval(round(taps.PAUSE * 1000) + 20)
        self._settle.timeout.connect(self.tapsSettled)

    def tap(
        self, counter: taps.Counter, delta: int, author: str | None = None
    ) -> Outcome | None:
        """A tap (shell `Session.tap`); `tapsSettled` when its run is over."""
        outcome = Session.tap(self, counter, delta, author)
        self._settle.start()
        return outcome


class _Relay:
    """The shell session's listener: each call becomes the matching signal."""

    def __init__(self, session: GameSession) -> None:
        self._session = session

    def reset(self) -> None:
        self._session.reset.emit()

    def changed(self, outcome: Outcome) -> None:
        self._session.changed.emit(outcome)

    def rejected(self, reason: Refusal, initiator: str) -> None:
        if initiator == DESKTOP:  # a phone's refusal is its own answer (answers.py)
            self._session.rejected.emit(reason)

    def notice(self, notice: FlowNotice) -> None:
        self._session.notice.emit(notice)

    def combat_offered(self) -> None:
        self._session.combatOffered.emit()

    def storage_failed(self, path: Path, error: OSError) -> None:
        reason = os_reason(error.errno, error.strerror or str(error))
        self._session.storageFailed.emit(msg("error.storage_write", path=str(path), reason=reason))

    def storage_restored(self) -> None:
        self._session.storageRestored.emit()

    def damage_mode_changed(self) -> None:
        self._session.damageModeChanged.emit()
