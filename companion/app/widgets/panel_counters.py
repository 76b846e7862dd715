"""Small counters on a player's panel: poison, and commander damage from each opponent."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from companion.app.widgets.panel_fit import set_pixel_size


def _small_button(text: str, parent: QWidget) -> QPushButton:
    button = QPushButton(text, parent)
    button.setObjectName("CounterButton")
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
    return button


class CounterChip(QFrame):
    """"caption  value  [−] [+]": one counter. Without a minus button when it can only go up.

    `accent` colours the left edge (the opponent's colour for commander damage).
    """

    plus = Signal()
    minus = Signal()

    def __init__(
        self, caption: str, accent: str, with_minus: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("CounterChip")
        self.setStyleSheet(
            f"#CounterChip {{ background: #34363e; border-left: 5px solid {accent};"
            " border-radius: 4px; }"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 1, 2, 1)
        layout.setSpacing(4)
        self.caption = QLabel(caption, self)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.caption.setMinimumWidth(12)
        self._full_caption = caption
        self._danger = False
        self.value = QLabel("0", self)
        self.value.setTextFormat(Qt.TextFormat.PlainText)
        self.value.setObjectName("CounterValue")
        self.value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.caption, 1)
        layout.addWidget(self.value)
        self.minus_button: QPushButton | None = None
        if with_minus:
            self.minus_button = _small_button("\u2212", self)
            self.minus_button.clicked.connect(self.minus)
            layout.addWidget(self.minus_button)
        self.plus_button = _small_button("+", self)
        self.plus_button.clicked.connect(self.plus)
        layout.addWidget(self.plus_button)

    def set_caption(self, caption: str) -> None:
        """A new caption (another language), elided to the chip's width like the first."""
        self._full_caption = caption
        metrics = self.caption.fontMetrics()
        width = max(0, self.caption.width())
        self.caption.setText(metrics.elidedText(caption, Qt.TextElideMode.ElideRight, width))

    def set_value(self, value: int, lethal: int) -> None:
        self.value.setText(str(value))  # QLabel ignores the same text: no repaint
        danger = value >= lethal // 2
        if danger != self._danger:  # a style sheet re-polishes and repaints even when equal
            self._danger = danger
            self.value.setStyleSheet("color: #ff6b6b; font-weight: bold;" if danger else "")

    def set_controls(self, can_plus: bool, can_minus: bool) -> None:
        self.plus_button.setEnabled(can_plus)
        if self.minus_button is not None:
            self.minus_button.setEnabled(can_minus)

    def scale(self, pixels: int) -> None:
        for widget in (self.caption, self.value, self.plus_button, self.minus_button):
            if widget is not None:
                set_pixel_size(widget, pixels, bold=widget is self.value)
        self.setMinimumHeight(int(pixels * 1.7))
        for button in (self.plus_button, self.minus_button):
            if button is not None:
                button.setFixedWidth(int(pixels * 1.9))

    def resizeEvent(self, event: object) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)  # type: ignore[arg-type]
        metrics = self.caption.fontMetrics()
        self.caption.setText(
            metrics.elidedText(self._full_caption, Qt.TextElideMode.ElideRight,
                               max(0, self.caption.width()))
        )
