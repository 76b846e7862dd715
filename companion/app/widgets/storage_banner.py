"""The red banner of a game that can't be saved now, with the ways out.

After a failed write (a full disk, a removed USB stick) the session refuses every command until the
journal on disk equals the game again; while another instance writes the journal, this window only
shows it. Both must be impossible to miss and say what to do, so the banner stays until the state
ends: *Retry* (the session checks the file and rewrites it whole if it must), *Save a copy as…*
(go on in another place) and, read-only, *Take over* once the other window has closed.
"""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from companion.app import describe
from companion.app.retranslating import Retranslating
from companion.app.session import GameSession
from companion.shell import messages as m
from companion.shell.storage import NotSaved, ReadOnly


class StorageBanner(Retranslating, QWidget):
    """Shown while `session.refusal()` is set. Signals: `saveCopyRequested`, `takeOverRequested`."""

    saveCopyRequested = Signal()
    takeOverRequested = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StorageBanner")
        self.setAttribute(QtCore.Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#StorageBanner { background: #4a1f22; border: 2px solid #d9534f; border-radius: 6px; }"
            "#StorageBanner QLabel { color: #ffe3e3; }"
            "#StorageBanner QPushButton { background: #f0f0f0; color: #1e1f24; border: none;"
            " border-radius: 5px; padding: 0.3em 1em; font-weight: bold; }"
        )
        self._session = session
        self.label = QLabel(self)
        self.label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.retry_button = QPushButton(self)
        self.retry_button.clicked.connect(self._retry)
        self.save_button = QPushButton(self)
        self.save_button.clicked.connect(self.saveCopyRequested)
        self.take_over_button = QPushButton(self)
        self.take_over_button.clicked.connect(self.takeOverRequested)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 8, 6)
        layout.addWidget(self.label, 1)
        for button in (self.retry_button, self.take_over_button, self.save_button):
            layout.addWidget(button)
        for signal in (session.reset, session.storageFailed, session.storageRestored):
            signal.connect(self.refresh)
        session.rejected.connect(self._on_rejected)
        self.retranslate()

    def retranslate(self) -> None:
        self.retry_button.setText(describe.text("storage.retry"))
        self.save_button.setText(describe.text("storage.save_copy"))
        self.take_over_button.setText(describe.text("storage.take_over"))
        self.refresh()

    def refresh(self, *_args: object) -> None:
        refusal = self._session.refusal() if self._session.has_game else None
        self.setVisible(refusal is not None)
        if refusal is None:
            self.label.clear()
            return
        self.label.setText(describe.say(m.storage_message(refusal)))
        read_only = isinstance(refusal, ReadOnly)
        self.retry_button.setVisible(not read_only)
        self.take_over_button.setVisible(read_only)

    def text(self) -> str:
        return str(self.label.text())

    def _on_rejected(self, reason: object) -> None:
        """A command met the stopped game: the banner says why, so draw the eye to it."""
        if isinstance(reason, NotSaved | ReadOnly):
            self.refresh()
            self.setStyleSheet(self.styleSheet().replace("#d9534f", "#ffffff"))
            QTimer.singleShot(600, self._calm)

    def _calm(self) -> None:
        self.setStyleSheet(self.styleSheet().replace("#ffffff", "#d9534f"))

    def is_flashing(self) -> bool:
        return "#ffffff;" in self.styleSheet().split("border:")[1]

    def _retry(self) -> None:
        self._session.retry_storage()
        self.refresh()
