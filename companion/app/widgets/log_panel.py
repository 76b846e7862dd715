"""The game log: one plain sentence per effective action, with what it caused indented below.

The model follows the game's entries incrementally (append on a new action, drop rows on undo),
so a long game costs the same per action as a short one; it rebuilds only when the game is
replaced or the entries no longer match what it shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from companion.app import describe
from companion.app.session import GameSession
from companion.app.widgets.undo_labels import redo_text, undo_text
from companion.core.game import Entry, Outcome

__all__ = ["LogModel", "LogPanel", "redo_text", "undo_text"]

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
_PAD = 4
_HEAD_COLOR = QColor("#f0f0f0")
_SUB_COLOR = QColor("#cfc6ad")


class LogModel(QAbstractListModel):
    """The entries of one game as rows; `sync(entries)` brings it up to date cheaply."""

    EntryRole = Qt.ItemDataRole.UserRole + 1
    LinesRole = Qt.ItemDataRole.UserRole + 2  # [header, consequence, ...] for the delegate

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[Entry] = []
        self._texts: list[str] = []

    def rowCount(self, parent: _Index = _ROOT) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._texts[index.row()]
        if role == self.LinesRole:
            return self._texts[index.row()].split("\n")
        if role == self.EntryRole:
            return self._entries[index.row()]
        return None

    def texts(self) -> list[str]:
        return list(self._texts)

    def sync(self, entries: Sequence[Entry]) -> None:
        """Show `entries`: append or drop at the end when they extend or shorten what is shown."""
        shown, wanted = len(self._entries), len(entries)
        common = min(shown, wanted)
        if common and self._entries[common - 1] is not entries[common - 1]:
            self.rebuild(entries)
        elif wanted < shown:
            self.beginRemoveRows(_ROOT, wanted, shown - 1)
            del self._entries[wanted:]
            del self._texts[wanted:]
            self.endRemoveRows()
        elif wanted > shown:
            self.beginInsertRows(_ROOT, shown, wanted - 1)
            for entry in entries[shown:]:
                self._entries.append(entry)
                self._texts.append(self.entry_text(entry))
            self.endInsertRows()

    def rebuild(self, entries: Sequence[Entry]) -> None:
        self.beginResetModel()
        self._entries = list(entries)
        self._texts = [self.entry_text(e) for e in self._entries]
        self.endResetModel()

    def entry_text(self, entry: Entry) -> str:
        """ "T3 · Combat damage step — Ben's commander deals 4 …", then the consequences."""
        head = self.tr("T{turn} · {step} — {action}").format(
            turn=entry.turn,
            step=describe.step_name(entry.step),
            action=describe.action_label(entry.action),
        )
        return "\n".join([head, *("    " + s for s in describe.explain(entry.events))])


class _EntryDelegate(QStyledItemDelegate):
    """Draws an entry's header, then its consequences indented, each wrapped on its own."""

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self._view = view

    def _blocks(self, option: QStyleOptionViewItem, index: _Index) -> list[tuple[int, str]]:
        lines = index.data(LogModel.LinesRole) or []
        indent = QFontMetrics(option.font).horizontalAdvance("M") * 2
        return [(0, lines[0])] + [(indent, line.strip()) for line in lines[1:]] if lines else []

    def _rects(
        self, option: QStyleOptionViewItem, index: _Index, left: int, top: int, width: int
    ) -> list[tuple[QRect, str]]:
        metrics = QFontMetrics(option.font)
        out = []
        y = top + _PAD
        for indent, text in self._blocks(option, index):
            avail = max(20, width - 2 * _PAD - indent)
            box = metrics.boundingRect(QRect(0, 0, avail, 100_000), Qt.TextFlag.TextWordWrap, text)
            out.append((QRect(left + _PAD + indent, y, avail, box.height()), text))
            y += box.height()
        return out

    def sizeHint(self, option: QStyleOptionViewItem, index: _Index) -> QSize:  # noqa: N802
        width = self._view.viewport().width()
        rects = self._rects(option, index, 0, 0, width)
        height = (rects[-1][0].bottom() + 1 if rects else 0) + _PAD
        return QSize(width, height)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        painter.save()
        painter.setFont(option.font)
        rect = option.rect
        for i, (box, text) in enumerate(
            self._rects(option, index, rect.left(), rect.top(), rect.width())
        ):
            painter.setPen(_HEAD_COLOR if i == 0 else _SUB_COLOR)
            painter.drawText(box, int(Qt.TextFlag.TextWordWrap), text)
        painter.restore()


class LogPanel(QWidget):
    """The log view, newest at the bottom and scrolled to it after each action."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LogPanel")
        self._session = session
        self._font_px = 0
        self.log_model = LogModel(self)
        self.view = QListView(self)
        self.view.setObjectName("logView")
        self.view.setModel(self.log_model)
        self.view.setItemDelegate(_EntryDelegate(self.view))
        self.view.setWordWrap(True)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.setAlternatingRowColors(True)
        self.view.setAccessibleName(self.tr("Game log"))
        self.view.setStyleSheet(
            "#logView { background: #25262c; alternate-background-color: #2b2c33;"
            " color: #f0f0f0; border: 1px solid #3a3b44; border-radius: 4px; }"
            "#logView::item:selected { background: #4a4b57; color: #ffffff; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)

        # Follow the newest line: after each new action, and while the view changes size (a
        # notice appearing above it, longer lines wrapping) as long as it was at the bottom.
        self._follow = True
        scroll = self.view.verticalScrollBar()
        scroll.valueChanged.connect(self._on_scrolled)
        scroll.rangeChanged.connect(self._on_range)
        self.log_model.rowsInserted.connect(self._to_bottom)
        session.changed.connect(self._on_changed)
        session.reset.connect(self._on_reset)
        self._apply_font(14)
        self._on_reset()

    def at_bottom(self) -> bool:
        scroll = self.view.verticalScrollBar()
        return scroll.value() >= scroll.maximum()

    def _to_bottom(self) -> None:
        self._follow = True
        self.view.scrollToBottom()

    def _on_scrolled(self, value: int) -> None:
        self._follow = value >= self.view.verticalScrollBar().maximum() - 2

    def _on_range(self, _minimum: int, maximum: int) -> None:
        if self._follow:
            self.view.verticalScrollBar().setValue(maximum)

    def lines(self) -> list[str]:
        """The log as shown, one string per action (consequences on indented lines)."""
        return self.log_model.texts()

    def _on_reset(self) -> None:
        game = self._session.game
        self.log_model.rebuild(game.entries if game is not None else ())
        self._to_bottom()

    def _on_changed(self, outcome: Outcome) -> None:
        game = self._session.game
        self.log_model.sync(game.entries if game is not None else ())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        """Scale the text with the panel so it stays readable on a large screen."""
        super().resizeEvent(event)
        self._apply_font(max(13, min(20, self.width() // 34)))

    def _apply_font(self, px: int) -> None:
        if px == self._font_px:
            return
        self._font_px = px
        font = self.view.font()
        font.setPixelSize(px)
        self.view.setFont(font)
