"""A label whose font grows and shrinks with its box, so totals read from across the table."""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

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


class FitLabel(QWidget):
    """Plain text drawn with the biggest font that fits; its size never depends on the font.

    Painted by hand rather than a QLabel whose font changes on resize: no relayout loop, and the
    text can never be read as rich text. `fill` is the share of the box the text may use,
    `max_pixels` caps the size.
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
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self._text = text
        self._bold = bold
        self._fill = fill
        self._max_pixels = max_pixels
        self._alignment = Qt.AlignmentFlag.AlignCenter
        self._color = QColor("#f0f0f0")
        self._strike = False

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:  # noqa: N802 - like QLabel
        if text != self._text:
            self._text = text
            self.update()

    def textFormat(self) -> Qt.TextFormat:  # noqa: N802 - like QLabel
        return Qt.TextFormat.PlainText

    def setAlignment(self, alignment: Qt.AlignmentFlag) -> None:  # noqa: N802 - like QLabel
        self._alignment = alignment
        self.update()

    def set_color(self, color: str) -> None:
        if QColor(color) != self._color:
            self._color = QColor(color)
            self.update()

    def color(self) -> QColor:
        return QColor(self._color)

    def set_strike_out(self, strike: bool) -> None:
        if strike != self._strike:
            self._strike = strike
            self.update()

    def strike_out(self) -> bool:
        return self._strike

    def fitted_font(self) -> QFont:
        """The font the text is drawn with at the current size."""
        rect = self.contentsRect()
        font = QFont(self.font())
        font.setBold(self._bold)
        font.setStrikeOut(self._strike)
        size = fitting_pixel_size(
            font, self._text, int(rect.width() * self._fill), int(rect.height() * self._fill)
        )
        font.setPixelSize(min(size, self._max_pixels))
        return font

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(40, 20)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(10, 10)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setFont(self.fitted_font())
        painter.setPen(self._color)
        painter.drawText(self.contentsRect(), int(self._alignment), self._text)
        painter.end()


def set_pixel_size(widget: QWidget, pixels: int, bold: bool | None = None) -> None:
    """Give one widget its own font size (style sheets stop fonts from propagating to children)."""
    font = QFont(widget.font())
    font.setPixelSize(max(MIN_PIXELS, pixels))
    if bold is not None:
        font.setBold(bold)
    if font != widget.font():
        widget.setFont(font)


def plain_tip(text: str) -> str:
    """A tooltip that shows `text` literally: tooltips guess rich text, so escape and say so."""
    return "<p>" + html.escape(text) + "</p>"
