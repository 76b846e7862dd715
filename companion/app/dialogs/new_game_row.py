"""One seat of the new-game dialog: the player's name, colour swatch, partner box and seat arrows.

Kept apart from the dialog so each reads on its own; the dialog owns the order and validation.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from companion.app.retranslating import Retranslating
from companion.core.actions import normal_name

_ALT_MOVES: dict[int, int] = {Qt.Key.Key_Up.value: -1, Qt.Key.Key_Down.value: 1}


class PlayerRow(Retranslating, QWidget):
    """One seat: drag handle, seat number, colour swatch, name, partner box and arrows."""

    changed = Signal()
    move_requested = Signal(object, int)  # this row, -1 (up) or +1 (down)
    color_requested = Signal(object)

    def __init__(self, name: str, color: str, partner: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.color = color
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(2)
        line = QHBoxLayout()
        self.handle = handle = QLabel("\u2630")
        # Presses fall through to the list, which starts the drag.
        handle.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.seat = QLabel()
        self.seat.setMinimumWidth(self.seat.fontMetrics().horizontalAdvance("8.") + 4)
        self.seat.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.swatch = QToolButton()
        self.swatch.setFixedSize(28, 28)
        self.swatch.clicked.connect(lambda: self.color_requested.emit(self))
        self.name_edit = QLineEdit(name)
        self.name_edit.textChanged.connect(self.changed)
        self.partner = QCheckBox()
        self.partner.setChecked(partner)
        self.up = QToolButton()
        self.up.setArrowType(Qt.ArrowType.UpArrow)
        self.down = QToolButton()
        self.down.setArrowType(Qt.ArrowType.DownArrow)
        self.up.clicked.connect(lambda: self.move_requested.emit(self, -1))
        self.down.clicked.connect(lambda: self.move_requested.emit(self, 1))
        for widget in (handle, self.seat, self.swatch, self.name_edit, self.partner, self.up):
            line.addWidget(widget)
        line.addWidget(self.down)
        line.setStretch(3, 1)
        outer.addLayout(line)
        self.problem = QLabel()
        self.problem.setObjectName("problem")
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.hide()
        outer.addWidget(self.problem)
        for widget in (self.swatch, self.name_edit, self.partner, self.up, self.down):
            widget.installEventFilter(self)
        self.set_color(color)
        self.retranslate()

    def retranslate(self) -> None:
        """The row's own words; the seat's are set by the dialog in `set_seat`."""
        self.handle.setToolTip(self.tr("Drag to change the seat"))
        self.partner.setText(self.tr("Partner"))
        self.partner.setToolTip(
            self.tr(
                "This player's commander has a partner: damage from each "
                "of the two commanders counts separately."
            )
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Alt+Up / Alt+Down anywhere in the row move it (no mouse needed, no window focus)."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            delta = _ALT_MOVES.get(Qt.Key(event.key()).value)
            if delta is not None and event.modifiers() == Qt.KeyboardModifier.AltModifier:
                self.move_requested.emit(self, delta)
                return True
        return super().eventFilter(watched, event)

    def name(self) -> str:
        """The name as the game will keep it (NFC: "é" typed either way is one name)."""
        return normal_name(self.name_edit.text().strip())

    def set_color(self, color: str) -> None:
        self.color = color
        self.swatch.setStyleSheet(
            f"QToolButton {{ background: {color}; border: 2px solid #f0f0f0;"
            " border-radius: 14px; }"
            "QToolButton:focus { border: 3px solid #56B4E9; }"
        )

    def set_seat(self, number: int, first: bool, last: bool) -> None:
        self.seat.setText(f"{number}.")
        name = self.name() or self.tr("player {number}").format(number=number)
        self.swatch.setToolTip(self.tr("Choose the colour of {name}").format(name=name))
        self.swatch.setAccessibleName(self.tr("Colour of {name}").format(name=name))
        self.up.setToolTip(self.tr("Move {name} up one seat").format(name=name))
        self.up.setAccessibleName(self.up.toolTip())
        self.down.setToolTip(self.tr("Move {name} down one seat").format(name=name))
        self.down.setAccessibleName(self.down.toolTip())
        self.name_edit.setAccessibleName(self.tr("Name of player {number}").format(number=number))
        self.up.setEnabled(not first)
        self.down.setEnabled(not last)

    def set_problem(self, problem: str | None) -> None:
        self.problem.setText(problem or "")
        self.problem.setVisible(problem is not None)
        invalid = "true" if problem else "false"
        if self.name_edit.property("invalid") != invalid:
            self.name_edit.setProperty("invalid", invalid)
            self.name_edit.style().unpolish(self.name_edit)
            self.name_edit.style().polish(self.name_edit)
