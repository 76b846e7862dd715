"""The chess clock's setting: minutes on each player's clock, or Off (issue 16 item 5).

`ClockMinutes` is the spin box the New game dialog and Turn > Chess clock… both use: "Off" at 0,
else "20 minutes per player" worded with the language's plural forms around the number. The
dialog sets the clock mid-game as one journal action (`chess_clock`), undoable like any other.
"""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from companion.app.describe import say
from companion.app.session import GameSession
from companion.core.actions import MAX_CLOCK_MINUTES, ChessClock
from companion.core.errors import english_plural
from companion.shell.messages import msg

SUGGESTED_MINUTES = 20  # offered when no clock was chosen before
STEP_MINUTES = 5


class ClockMinutes(QSpinBox):
    """Minutes per player, 0 to MAX_CLOCK_MINUTES; 0 reads "Off"."""

    def __init__(self, minutes: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clockMinutes")
        self.setRange(0, MAX_CLOCK_MINUTES)
        self.setSingleStep(STEP_MINUTES)
        self.setValue(minutes)
        self.valueChanged.connect(self._words)
        self._words()

    def _words(self) -> None:
        """"Off" at 0; around any other number the words of "%n minute(s) per player" in the
        language, in its plural form for that number ("21 минута", "22 минуты")."""
        self.setSpecialValueText(self.tr("Off"))
        n = max(1, self.value())
        # Qt puts the number in for %n (English spells its own plural, as the log does).
        words = english_plural(self.tr("%n minute(s) per player", "", n), n)
        before, found, after = words.partition(str(n))
        if not found:  # a translation without the number: its words after it
            before, after = "", " " + words
        self.setPrefix(before)
        self.setSuffix(after)
        self.setAccessibleName(say(msg("clock.chess_clock")))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._words()
        super().changeEvent(event)


class ChessClockDialog(QDialog):
    """Minutes on each player's clock for the rest of the game (Off: no clock); `minutes()`."""

    def __init__(self, minutes: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ChessClockDialog")
        self.setWindowTitle(say(msg("clock.chess_clock")))
        layout = QVBoxLayout(self)
        self.explain = QLabel(
            self.tr(
                "Each player has this much time for the whole game: the clock of the player "
                "whose turn it is runs. At 0 it says so; nobody loses by it. A new time keeps "
                "what each player has used; Off takes the clocks away."
            )
        )
        self.explain.setWordWrap(True)
        self.explain.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        layout.addWidget(self.explain)
        self.spin = ClockMinutes(minutes)
        layout.addWidget(self.spin)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.spin.setFocus()
        self.spin.selectAll()

    def minutes(self) -> int:
        return self.spin.value()


def request_chess_clock(parent: QWidget | None, session: GameSession, suggested: int = 0) -> bool:
    """Ask for the minutes (the clock's now, else `suggested`, else 20) and set them as one
    action. True if the clock changed."""
    current = session.state.chess_clock
    dialog = ChessClockDialog(current or suggested or SUGGESTED_MINUTES, parent)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        minutes = dialog.minutes()
        if minutes == current:
            return False  # nothing to change: no line in the journal
        return session.do(ChessClock(minutes)) is not None
    finally:
        dialog.deleteLater()
