"""The big +1/-1/+5/-5 buttons: easy to hit on a touch screen, repeating while held down."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

REPEAT_DELAY_MS = 450
REPEAT_INTERVAL_MS = 110


def delta_text(delta: int) -> str:
    """"+5" / "−1" with a real minus sign, which reads better than a hyphen at large sizes."""
    return f"+{delta}" if delta > 0 else f"\u2212{-delta}"


class LifeButton(QPushButton):
    """A button worth `delta` life: `stepped(delta)` fires on a click and on every auto-repeat.

    Holding it down repeats (QAbstractButton's auto-repeat timer), which is what a long press on a
    touch screen does. It never takes keyboard focus: the keys belong to the table's shortcuts.
    """

    stepped = Signal(int)

    def __init__(self, delta: int, parent: QWidget | None = None) -> None:
        super().__init__(delta_text(delta), parent)
        self.delta = delta
        self.setObjectName("LifeButton")
        self.setProperty("sign", "plus" if delta > 0 else "minus")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAutoRepeat(True)
        self.setAutoRepeatDelay(REPEAT_DELAY_MS)
        self.setAutoRepeatInterval(REPEAT_INTERVAL_MS)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents, True)
        self.clicked.connect(lambda: self.stepped.emit(self.delta))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(48, 32)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(24, 16)
