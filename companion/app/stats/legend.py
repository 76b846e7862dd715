"""The life chart's legend: a line in each player's colour and their name, in seat order.

A Qt widget under the chart, not a pyqtgraph item beside it: it wraps onto as many rows as the
width needs, and the layout gives it the height those rows take, so every player is listed (eight
in a narrow dock too) and no curve is hidden behind it. Names are plain text, painted, never markup.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from companion.core.values import frozen

SAMPLE = 26  # the line sample's length, px
GAP = 6  # between the sample and the name
SPACING = 18  # between two entries in a row
ROW_GAP = 2


@frozen
class LegendLook:
    """How one entry is drawn: the player's colour and line, and whether they left (struck out)."""

    color: str
    line_width: float
    left: bool = False


class LegendEntry(QWidget):
    """One player: a short line as drawn on the chart, then the name."""

    def __init__(self, name: str, look: LegendLook, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.look = look
        self.text_color = QColor("#f0f0f0")
        self.setToolTip(name)

    def set_look(self, look: LegendLook, text_color: QColor) -> None:
        if look != self.look or text_color != self.text_color:
            self.look, self.text_color = look, QColor(text_color)
            self.update()

    def name_font(self) -> QFont:
        font = QFont(self.font())
        font.setStrikeOut(self.look.left)
        return font

    def text_width(self) -> int:
        return QFontMetrics(self.name_font()).horizontalAdvance(self.name)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        metrics = QFontMetrics(self.name_font())
        return QSize(SAMPLE + GAP + metrics.horizontalAdvance(self.name) + 2, metrics.height() + 4)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        middle = self.height() / 2
        pen = QPen(QColor(self.look.color), self.look.line_width)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawLine(QPointF(1, middle), QPointF(SAMPLE, middle))
        painter.setFont(self.name_font())
        painter.setPen(self.text_color)
        text = QRect(SAMPLE + GAP, 0, self.width() - SAMPLE - GAP, self.height())
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(text, align, self.name)
        painter.end()


class ChartLegend(QWidget):
    """Every player's entry, left to right, wrapping to new rows: never one left out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statsLegend")
        self.entries: list[LegendEntry] = []
        self.text_color = QColor("#f0f0f0")
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_players(self, players: Sequence[tuple[str, LegendLook]]) -> None:
        """The entries for `players` (name, look), in this order."""
        if [e.name for e in self.entries] != [name for name, _ in players]:
            for entry in self.entries:
                entry.deleteLater()
            self.entries = [LegendEntry(name, look, self) for name, look in players]
            for entry in self.entries:
                entry.show()
        for entry, (_, look) in zip(self.entries, players, strict=True):
            entry.set_look(look, self.text_color)
        self._changed()

    def set_text_style(self, color: str, font_pt: float) -> None:
        self.text_color = QColor(color)
        font = QFont(self.font())
        font.setPointSizeF(font_pt)
        self.setFont(font)  # the entries inherit it
        for entry in self.entries:
            entry.set_look(entry.look, self.text_color)
        self._changed()

    def _changed(self) -> None:
        self.updateGeometry()
        self._place(self.width())

    # -- layout ---------------------------------------------------------------------------------

    def rows(self, width: int) -> list[list[tuple[LegendEntry, QRect]]]:
        """The entries' places for `width`: as many per row as fit (at least one)."""
        rows: list[list[tuple[LegendEntry, QRect]]] = []
        x = y = 0
        row_height = 0
        for entry in self.entries:
            hint = entry.sizeHint()
            if rows and x > 0 and x + hint.width() > width:
                y += row_height + ROW_GAP
                x = row_height = 0
            if x == 0:
                rows.append([])
            rows[-1].append((entry, QRect(x, y, hint.width(), hint.height())))
            x += hint.width() + SPACING
            row_height = max(row_height, hint.height())
        return rows

    def _place(self, width: int) -> None:
        for row in self.rows(width):
            for entry, rect in row:
                entry.setGeometry(rect)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        placed = [rect for row in self.rows(width) for _, rect in row]
        return max((r.bottom() + 1 for r in placed), default=0)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        one_row = sum(e.sizeHint().width() for e in self.entries) + SPACING * max(
            0, len(self.entries) - 1
        )
        width = max(self.width(), 1) if self.width() > 0 else one_row
        return QSize(one_row, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        widest = max((e.sizeHint().width() for e in self.entries), default=0)
        return QSize(widest, self.heightForWidth(widest))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._place(event.size().width())
