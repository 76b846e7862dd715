"""How the game log draws an entry: its header, its consequences indented below, and the painted
"Why? (CR 725.4)" link after each consequence that applies a rule (a click on it asks for the rule).

Drawing is what a new line costs on screen (docs/performance.md, Action latency): a new line moves
every row on screen up a place, so a row is drawn once for the way it looks and kept as a pixmap
(only the new one is drawn), and the heights measured are kept by the entry's text and links.
"""

from __future__ import annotations

from typing import Any

from PySide6 import QtCore
from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QSize, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QTreeView

from companion.app.widgets.log_model import LogModel
from companion.app.widgets.rule_link import LINK_COLOR, why_text

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
_PAD = 4
HEAD_COLOR = QColor("#f0f0f0")  # an entry's header, and the text of the log's view
_SUB_COLOR = QColor("#cfc6ad")
_LINK_COLOR = QColor(LINK_COLOR)
_MEASURED_MAX = 4096  # heights the delegate remembers (texts repeat a lot: "Go to Main phase 1")
_DRAWN_MAX = 160  # rows kept drawn: a few screenfuls,
_DRAWN_BYTES = 24 << 20  # and at most this many bytes of them (three screenfuls on a 4K screen)


class EntryDelegate(QStyledItemDelegate):
    """Draws an entry's header, then its consequences indented, each wrapped on its own."""

    ruleClicked = Signal(str)

    def __init__(self, view: QTreeView, lines: LogModel) -> None:
        super().__init__(view)
        self._view = view
        self._lines = lines
        # Heights measured at the current width and font, by the entry's lines and links.
        self._measured: dict[tuple[str, tuple[str | None, ...]], int] = {}
        self._measured_for: tuple[int, str] = (0, "")
        # Rows as last drawn, by what they look like; the least recently drawn go first.
        self._drawn: dict[tuple[object, ...], QPixmap] = {}
        self._drawn_bytes = 0

    def _line_rules(self, index: _Index) -> list[str | None]:
        return self._lines.line_rules(self._lines.row_of(index.row()))

    def _blocks(
        self, option: QStyleOptionViewItem, index: _Index
    ) -> list[tuple[int, str, str | None]]:
        """(indent, text, rule) per block: header, consequences, and a "Why?" link after each
        consequence that applies a rule (the block's rule is set only on links)."""
        text = index.data(QtCore.Qt.ItemDataRole.DisplayRole)
        if not text:
            return []
        lines = text.split("\n")
        rules = self._line_rules(index)
        indent = QFontMetrics(option.font).horizontalAdvance("M") * 2
        out: list[tuple[int, str, str | None]] = [(0, lines[0], None)]
        for i, line in enumerate(lines[1:], start=1):
            out.append((indent, line.strip(), None))
            rule = rules[i] if i < len(rules) else None
            if rule:
                out.append((indent * 2, why_text([rule]), rule))
        return out

    def _rects(
        self, option: QStyleOptionViewItem, index: _Index, left: int, top: int, width: int
    ) -> list[tuple[QRect, str, str | None]]:
        out = []
        y = top + _PAD
        for indent, text, rule in self._blocks(option, index):
            metrics = QFontMetrics(_link_font(option.font) if rule else option.font)
            avail = max(20, width - 2 * _PAD - indent)
            box = metrics.boundingRect(
                QRect(0, 0, avail, 100_000), QtCore.Qt.TextFlag.TextWordWrap, text
            )
            if rule:  # the link is as wide as its words, so a click beside it is no click
                avail = min(avail, box.width() + 2)
            out.append((QRect(left + _PAD + indent, y, avail, box.height()), text, rule))
            y += box.height()
        return out

    def rule_at(self, option: QStyleOptionViewItem, index: _Index, x: int, y: int) -> str | None:
        """The rule whose "Why?" link is under (x, y) in the view's viewport, if any."""
        rect = option.rect
        for box, _text, rule in self._rects(option, index, rect.left(), rect.top(), rect.width()):
            if rule and box.contains(x, y):
                return rule
        return None

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:  # noqa: N802
        width = self._view.viewport().width()
        layout = (width, option.font.key())
        if layout != self._measured_for:
            self._measured_for = layout
            self._measured.clear()
        text = index.data(QtCore.Qt.ItemDataRole.DisplayRole) or ""
        key = (text, tuple(self._line_rules(index)))
        height = self._measured.get(key)
        if height is None:
            rects = self._rects(option, index, 0, 0, width)
            height = (rects[-1][0].bottom() + 1 if rects else 0) + _PAD
            if len(self._measured) >= _MEASURED_MAX:
                self._measured.clear()
            self._measured[key] = height
        return QSize(width, height)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        """The row as drawn before if it looks the same (its text, links, size, background and
        focus): a new line scrolls the log and repaints every row on screen, and laying out
        their wrapped text again cost more than all the rest of an action's repaint."""
        background, focused = self._background(index)
        rect = option.rect
        dpr = painter.device().devicePixelRatioF()
        key = (
            index.data(QtCore.Qt.ItemDataRole.DisplayRole) or "",
            tuple(self._line_rules(index)),
            rect.width(),
            rect.height(),
            option.font.key(),
            background.rgba(),
            focused,
            dpr,
        )
        drawn = self._drawn.pop(key, None)  # popped and put back: the newest at the end
        if drawn is None:
            drawn = self._draw_row(option, index, background, focused, dpr)
            self._drawn_bytes += _bytes(drawn)
            while self._drawn and (
                len(self._drawn) >= _DRAWN_MAX or self._drawn_bytes > _DRAWN_BYTES
            ):  # the rows drawn longest ago go first
                self._drawn_bytes -= _bytes(self._drawn.pop(next(iter(self._drawn))))
        self._drawn[key] = drawn
        painter.drawPixmap(rect.topLeft(), drawn)

    def _draw_row(
        self,
        option: QStyleOptionViewItem,
        index: _Index,
        background: QColor,
        focused: bool,
        dpr: float,
    ) -> QPixmap:
        """The row's background, focus frame and text blocks, in a pixmap of the row's size."""
        size = option.rect.size()
        pixmap = QPixmap(size * dpr)
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(background)
        painter = QPainter(pixmap)
        if focused:
            painter.setPen(QPen(self._view.palette().color(QPalette.ColorRole.Highlight), 1))
            painter.setBrush(background)
            painter.drawRect(QRect(0, 0, size.width(), size.height()).adjusted(0, 0, -1, -1))
        for i, (box, text, rule) in enumerate(self._rects(option, index, 0, 0, size.width())):
            painter.setFont(_link_font(option.font) if rule else option.font)
            painter.setPen(_LINK_COLOR if rule else HEAD_COLOR if i == 0 else _SUB_COLOR)
            painter.drawText(box, int(QtCore.Qt.TextFlag.TextWordWrap), text)
        painter.end()
        return pixmap

    def _background(self, index: _Index) -> tuple[QColor, bool]:
        """The row's colour (selected, alternate or plain) and whether it has the keyboard
        focus: drawn here, from the view's palette, rather than by QStyle, whose Python type
        alone costs start-up ~6 ms."""
        view = self._view
        selection = view.selectionModel()
        selected = selection is not None and selection.isRowSelected(index.row(), _ROOT)
        role = (
            QPalette.ColorRole.Highlight
            if selected
            else QPalette.ColorRole.AlternateBase
            if self._lines.row_of(index.row()) % 2  # the entry's: the same once lines go
            else QPalette.ColorRole.Base
        )
        focused = view.hasFocus() and view.currentIndex().row() == index.row()
        return view.palette().color(role), focused

    def editorEvent(  # noqa: N802 - Qt's name
        self,
        event: QEvent,
        model: Any,
        option: QStyleOptionViewItem,
        index: _Index,
    ) -> bool:
        """A click on a "Why?" link asks for its rule; other clicks select as usual."""
        if (
            event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and event.button() == QtCore.Qt.MouseButton.LeftButton
        ):
            pos = event.position().toPoint()
            rule = self.rule_at(option, index, pos.x(), pos.y())
            if rule:
                self.ruleClicked.emit(rule)
                return True
        return super().editorEvent(event, model, option, index)


def _bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


def _link_font(font: QFont) -> QFont:
    link = QFont(font)
    link.setUnderline(True)
    if font.pixelSize() > 0:
        link.setPixelSize(max(8, round(font.pixelSize() * 0.9)))
    else:
        link.setPointSizeF(font.pointSizeF() * 0.9)
    return link
