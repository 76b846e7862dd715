"""A label whose font grows and shrinks with its box, so totals read from across the table."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

MIN_PIXELS = 8


def fitting_pixel_size(font: QFont, text: str, width: int, height: int) -> int:
    """The largest pixel size at which `text` fits in `width` x `height` (at least MIN_PIXELS)."""
    if not text or width <= 0 or height <= 0:
        return MIN_PIXELS
    probe = QFont(font)
    probe.setPixelSize(100)
    metrics = QFontMetrics(probe)
    text_w = max(1, metrics.horizontalAdvance(text))
    text_h = max(1, metrics.height())
    scale = min(width / text_w, height / text_h)
    return max(MIN_PIXELS, int(100 * scale))


class FitLabel(QLabel):
    """Plain-text label that picks the biggest font that fits; its size never depends on the font.

    `fill` is the share of the box the text may use (1.0 = all of it), `max_pixels` caps the size.
    """

    def __init__(
        self,
        text: str = "",
        parent: QWidget | None = None,
        *,
        bold: bool = True,
        fill: float = 0.92,
        max_pixels: int = 600,
    ) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._bold = bold
        self._fill = fill
        self._max_pixels = max_pixels
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self._fit()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(40, 20)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(10, 10)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        rect = self.contentsRect()
        font = QFont(self.font())
        font.setBold(self._bold)
        size = fitting_pixel_size(
            font, self.text(), int(rect.width() * self._fill), int(rect.height() * self._fill)
        )
        font.setPixelSize(min(size, self._max_pixels))
        if font != self.font():
            self.setFont(font)


def set_pixel_size(widget: QWidget, pixels: int, bold: bool | None = None) -> None:
    """Give one widget its own font size (style sheets stop fonts from propagating to children)."""
    font = QFont(widget.font())
    font.setPixelSize(max(MIN_PIXELS, pixels))
    if bold is not None:
        font.setBold(bold)
    if font != widget.font():
        widget.setFont(font)
