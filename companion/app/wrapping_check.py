"""A check box whose words wrap: a QCheckBox's text never does, so one long label set a side
dock's least width (the stream overlay's, 408 px in German, took an 8-player table's room)."""

from __future__ import annotations

from PySide6 import QtCore
from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QWidget


class WrappingCheckBox(QWidget):
    """The box and its words beside it, wrapped to the width there is; a click on the words
    toggles the box, as on a QCheckBox's own text. Speaks as one check box (its words are the
    box's accessible name)."""

    toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QCheckBox()
        self.label = QLabel()
        self.label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.label.setBuddy(self.box)
        self.label.installEventFilter(self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.box, 0, QtCore.Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.label, 1)
        self.box.toggled.connect(self.toggled)

    def setText(self, text: str) -> None:  # noqa: N802 - QCheckBox's name
        self.label.setText(text)
        self.box.setAccessibleName(text)

    def text(self) -> str:
        return str(self.label.text())

    def isChecked(self) -> bool:  # noqa: N802 - QCheckBox's name
        return self.box.isChecked()

    def setChecked(self, checked: bool) -> None:  # noqa: N802 - QCheckBox's name
        self.box.setChecked(checked)

    def click(self) -> None:
        self.box.click()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """Disabled, the words look it too."""
        if event.type() == QEvent.Type.EnabledChange:
            self.label.setEnabled(self.isEnabled())
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (
            watched is self.label
            and event.type() == QEvent.Type.MouseButtonRelease
            and self.isEnabled()
        ):
            self.box.toggle()
            return True
        return super().eventFilter(watched, event)
