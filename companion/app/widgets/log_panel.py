"""The game log: one plain sentence per effective action, with what it caused indented below.

The model follows the game's entries incrementally (append on a new action, drop rows on undo),
so a long game costs the same per action as a short one; it rebuilds only when the game is
replaced or the entries no longer match what it shows, and when the language changes (every line
is said again in the new language). Each consequence that applies a rule carries a painted
"Why? (CR 724.4)" link; clicking it (or Enter on the entry) emits `ruleRequested(rule_id)`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QMouseEvent, QPainter, QResizeEvent
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
from companion.app.widgets.rule_link import LINK_COLOR, why_text
from companion.app.widgets.undo_labels import redo_text, undo_text
from companion.core.game import Entry, Outcome
from companion.shell.rule_data import rule_for_event

__all__ = ["LogModel", "LogPanel", "redo_text", "undo_text"]

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
_PAD = 4
_HEAD_COLOR = QColor("#f0f0f0")
_SUB_COLOR = QColor("#cfc6ad")
_LINK_COLOR = QColor(LINK_COLOR)


class LogModel(QAbstractListModel):
    """The entries of one game as rows; `sync(entries)` brings it up to date cheaply."""

    EntryRole = Qt.ItemDataRole.UserRole + 1
    LinesRole = Qt.ItemDataRole.UserRole + 2  # [header, consequence, ...] for the delegate
    RulesRole = Qt.ItemDataRole.UserRole + 3  # [None, rule id or None per consequence, ...]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[Entry] = []
        self._texts: list[str] = []
        self._rules: list[list[str | None]] = []

    def rowCount(self, parent: _Index = _ROOT) -> int:  # noqa: N802 - Qt's name
        return 0 if parent.isValid() else len(self._entries)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._texts[index.row()]
        if role == self.LinesRole:
            return self._texts[index.row()].split("\n")
        if role == self.RulesRole:
            return self._rules[index.row()]
        if role == self.EntryRole:
            return self._entries[index.row()]
        return None

    def texts(self) -> list[str]:
        return list(self._texts)

    def rules(self, row: int) -> list[str]:
        """The rules the consequences of entry `row` apply, in order."""
        return [r for r in self._rules[row] if r]

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
            del self._rules[wanted:]
            self.endRemoveRows()
        elif wanted > shown:
            self.beginInsertRows(_ROOT, shown, wanted - 1)
            for entry in entries[shown:]:
                self._entries.append(entry)
                self._texts.append(self.entry_text(entry))
                self._rules.append(self.entry_rules(entry))
            self.endInsertRows()

    def rebuild(self, entries: Sequence[Entry]) -> None:
        self.beginResetModel()
        self._entries = list(entries)
        self._texts = [self.entry_text(e) for e in self._entries]
        self._rules = [self.entry_rules(e) for e in self._entries]
        self.endResetModel()

    def entry_text(self, entry: Entry) -> str:
        """ "T3 · Combat damage step — Ben's commander deals 4 …", then the consequences."""
        head = self.tr("T{turn} · {step} — {action}").format(
            turn=entry.turn,
            step=describe.step_name(entry.step),
            action=describe.action_label(entry.action),
        )
        return "\n".join([head, *("    " + s for s in describe.explain(entry.events))])

    def entry_rules(self, entry: Entry) -> list[str | None]:
        """None for the header, then the rule each shown consequence applies (or None)."""
        return [None, *(
            rule_for_event(ev) for ev in entry.events if describe.event_sentence(ev)
        )]


class _EntryDelegate(QStyledItemDelegate):
    """Draws an entry's header, then its consequences indented, each wrapped on its own."""

    ruleClicked = Signal(str)

    def __init__(self, view: QListView) -> None:
        super().__init__(view)
        self._view = view

    def _blocks(
        self, option: QStyleOptionViewItem, index: _Index
    ) -> list[tuple[int, str, str | None]]:
        """(indent, text, rule) per block: header, consequences, and a "Why?" link after each
        consequence that applies a rule (the block's rule is set only on links)."""
        lines = index.data(LogModel.LinesRole) or []
        rules = index.data(LogModel.RulesRole) or []
        indent = QFontMetrics(option.font).horizontalAdvance("M") * 2
        if not lines:
            return []
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
            box = metrics.boundingRect(QRect(0, 0, avail, 100_000), Qt.TextFlag.TextWordWrap, text)
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
        for i, (box, text, rule) in enumerate(
            self._rects(option, index, rect.left(), rect.top(), rect.width())
        ):
            painter.setFont(_link_font(option.font) if rule else option.font)
            painter.setPen(_LINK_COLOR if rule else _HEAD_COLOR if i == 0 else _SUB_COLOR)
            painter.drawText(box, int(Qt.TextFlag.TextWordWrap), text)
        painter.restore()

    def editorEvent(self, event: QEvent, model: Any, option: QStyleOptionViewItem,  # noqa: N802
                    index: _Index) -> bool:
        """A click on a "Why?" link asks for its rule; other clicks select as usual."""
        if (
            event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
        ):
            pos = event.position().toPoint()
            rule = self.rule_at(option, index, pos.x(), pos.y())
            if rule:
                self.ruleClicked.emit(rule)
                return True
        return super().editorEvent(event, model, option, index)


def _link_font(font: QFont) -> QFont:
    link = QFont(font)
    link.setUnderline(True)
    if font.pixelSize() > 0:
        link.setPixelSize(max(8, round(font.pixelSize() * 0.9)))
    else:
        link.setPointSizeF(font.pointSizeF() * 0.9)
    return link


class LogPanel(QWidget):
    """The log view, newest at the bottom and scrolled to it after each action.

    Signal `ruleRequested(rule_id)`: a "Why?" link was clicked (or Enter pressed on an entry)."""

    ruleRequested = Signal(str)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LogPanel")
        self._session = session
        self._font_px = 0
        self.log_model = LogModel(self)
        self.view = QListView(self)
        self.view.setObjectName("logView")
        self.view.setModel(self.log_model)
        self.delegate = _EntryDelegate(self.view)
        self.delegate.ruleClicked.connect(self.ruleRequested)
        self.view.setItemDelegate(self.delegate)
        self.view.activated.connect(self._on_activated)
        self.view.setWordWrap(True)
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.view.setAlternatingRowColors(True)
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
        self.retranslate()
        self._on_reset()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            game = self._session.game
            self.log_model.rebuild(game.entries if game is not None else ())  # the new language
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.view.setAccessibleName(self.tr("Game log"))

    def _on_activated(self, index: QModelIndex) -> None:
        rules = self.log_model.rules(index.row()) if index.isValid() else []
        if rules:
            self.ruleRequested.emit(rules[0])

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
