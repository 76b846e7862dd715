"""The game log: one plain sentence per effective action, with what it caused indented below.

Its cost per action does not grow with the game (docs/performance.md, Action latency):

- the model follows the game's entries incrementally: it asks the game for its count and the few
  entries past what it shows (`Game.entry_count`, `Game.entries_from`), appends those rows, and
  drops rows on undo; it rebuilds only when the game is replaced and when the language changes
  (every line is said again in the new language);
- the view is a tree widget scrolled per entry: a list view with rows of different heights
  measures every row on every insertion, a tree view scrolled per item measures only the rows it
  shows and the last screenful (for the scroll bar's range), and the delegate keeps the heights it
  measured. What a tree view still does for every row on each insertion (walk the rows, read their
  flags, look up the hidden ones) is done by QTreeWidget's own C++ model without calling into
  Python, which a model written in Python (or items made by it) would do for every row; and the
  view holds only the newest lines (WINDOW to twice as many; the older come in as the player
  scrolls up to them), so that walk does not grow with the game either;
- while the log is hidden (the dock closed or behind another tab) it does nothing but remember to
  catch up, which it does when shown or when its lines are asked for;
- a row is drawn once for the way it looks (kept as a pixmap): a new line moves every row on
  screen up a place, and only the new one is drawn; the scroll bar is flat and opaque, so moving
  it repaints nothing behind it.

Each consequence that applies a rule carries a painted "Why? (CR 724.4)" link; clicking it (or
Enter on the entry) emits `ruleRequested(rule_id)`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from PySide6 import QtCore
from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QRectF,
    QSize,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.app import describe
from companion.app.session import GameSession
from companion.app.widgets.log_place import LOG_MINIMUM_SIZE_HINT, LOG_SIZE_HINT
from companion.app.widgets.rule_link import LINK_COLOR, why_text
from companion.app.widgets.undo_labels import redo_text, undo_text
from companion.core.actions import NewGame
from companion.core.cursor import changes_since
from companion.core.game import Entry, Outcome
from companion.shell import messages
from companion.shell.rule_data import rule_for_event

__all__ = ["LogModel", "LogPanel", "redo_text", "undo_text"]

_Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
_PAD = 4
_HEAD_COLOR = QColor("#f0f0f0")
_SUB_COLOR = QColor("#cfc6ad")
_LINK_COLOR = QColor(LINK_COLOR)
_BASE_COLOR = QColor("#25262c")
_BORDER_COLOR = QColor("#3a3b44")
# The log's scroll bar, flat in the log's colours. Not Fusion's: its gradient the height of the
# log costs more to paint (~1 ms, split over threads) than the new line that moved it.
_SCROLL_BAR_SHEET = (
    "QScrollBar:vertical { background: #25262c; width: 14px; margin: 0; border: none; }"
    " QScrollBar::handle:vertical { background: #4a4b57; min-height: 24px; margin: 2px;"
    " border-radius: 4px; }"
    " QScrollBar::handle:vertical:hover, QScrollBar::handle:vertical:pressed"
    " { background: #60626f; }"
    " QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical"
    " { height: 0; border: none; background: none; }"
    " QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"
)
_MEASURED_MAX = 4096  # heights the delegate remembers (texts repeat a lot: "Go to Main phase 1")
# The lines the view holds: the newest WINDOW after a game is opened, up to twice as many as
# the game goes on (then the oldest are let go again), more as far as the player scrolls back.
WINDOW = 300
_DRAWN_MAX = 160  # rows kept drawn: a few screenfuls,
_DRAWN_BYTES = 24 << 20  # and at most this many bytes of them (three screenfuls on a 4K screen)


class EntrySource(Protocol):
    """What the log reads from a game: how many entries, and the entries from an index on."""

    def entry_count(self) -> int: ...

    def entries_from(self, start: int) -> Sequence[Entry]: ...


class _Listed:
    """An EntrySource over a plain sequence (tests, and callers that already hold one)."""

    def __init__(self, entries: Sequence[Entry]) -> None:
        self._entries = entries

    def entry_count(self) -> int:
        return len(self._entries)

    def entries_from(self, start: int) -> Sequence[Entry]:
        return self._entries[start:]


class LogModel(QObject):
    """The lines of one game's log, kept in step with the game: `follow(game)` brings them up to
    date cheaply, in the rows of `view` when it has one (a QTreeWidget: its model is C++).

    The entries, their texts and the rules each line applies are kept here, by row; the view's
    items hold only the text, and only for the newest lines: rows `first` to the end (a few
    hundred; `trim` and `load_older` move the start). A tree view walks all its rows each time
    one is added, so a view of the whole game would cost more per action the longer it went on.
    """

    _FLAGS = (
        QtCore.Qt.ItemFlag.ItemIsSelectable
        | QtCore.Qt.ItemFlag.ItemIsEnabled
        | QtCore.Qt.ItemFlag.ItemNeverHasChildren
    )

    def __init__(self, parent: QObject | None = None, view: QTreeWidget | None = None) -> None:
        super().__init__(parent)
        self._view = view
        self._entries: list[Entry] = []
        self._texts: list[str] = []
        self._rules: list[list[str | None]] = []
        self._first = 0  # the row of the view's first item
        self.setup: NewGame | None = None  # the game's first line: commanders' names

    def rowCount(self) -> int:  # noqa: N802 - as a model says it
        return len(self._entries)

    def texts(self) -> list[str]:
        return list(self._texts)

    def rules(self, row: int) -> list[str]:
        """The rules the consequences of entry `row` apply, in order."""
        return [r for r in self._rules[row] if r]

    def line_rules(self, row: int) -> list[str | None]:
        """None for the header, then the rule each consequence line applies (or None)."""
        return self._rules[row] if 0 <= row < len(self._rules) else []

    def entry(self, row: int) -> Entry:
        return self._entries[row]

    @property
    def first(self) -> int:
        """The row the view's items start at: the lines before it are not in the view."""
        return self._first

    def row_of(self, view_row: int) -> int:
        """The row (entry) of the view's item `view_row`."""
        return view_row + self._first

    def sync(self, entries: Sequence[Entry]) -> None:
        """Show `entries`: drop and append at the end only what differs from what is shown."""
        self.follow(_Listed(entries))

    def follow(self, game: EntrySource) -> None:
        """Bring the rows up to date with `game`, touching only the rows past the shared start
        (the rows still the game's are a prefix: core/cursor.py)."""
        shown = len(self._entries)
        changes = changes_since(self._entries, game)  # the one change cursor (core/cursor.py)
        same = changes.kept
        if same < shown:
            del self._entries[same:]
            del self._texts[same:]
            del self._rules[same:]
            if self._view is not None and 0 < same <= self._first:  # undone past its start
                self._view.clear()
                self._first = max(0, same - WINDOW)
                self._insert(0, self._first, same)
            elif self._view is not None:
                self._view.model().removeRows(same - self._first, shown - same)  # one rowsRemoved
        self._append(changes.added)

    def rebuild(self, entries: Sequence[Entry]) -> None:
        """Say every line again (another game, another language); the view gets the newest."""
        self._entries, self._texts, self._rules = [], [], []
        self._first = max(0, len(entries) - WINDOW) if self._view is not None else 0
        if self._view is not None:
            self._view.clear()  # one modelReset
        self._append(entries)

    def _append(self, entries: Sequence[Entry]) -> None:
        """Add rows for `entries` at the end, with one rowsInserted for all of them."""
        if not entries:
            return
        start = len(self._entries)
        for entry in entries:
            self._entries.append(entry)
            self._texts.append(self.entry_text(entry))
            self._rules.append(self.entry_rules(entry))
        if self._view is not None:
            start = max(start, self._first)
            self._insert(start - self._first, start, len(self._entries))

    def _insert(self, position: int, start: int, end: int) -> None:
        """Items for rows `start` to `end` into the view at `position` (one rowsInserted). A
        move to another step that caused nothing is folded away: its item is hidden (rows and
        entries still match one to one; it just takes no room)."""
        assert self._view is not None
        items = []
        for row in range(start, end):
            text = self._texts[row]
            item = QTreeWidgetItem([text])
            item.setFlags(self._FLAGS)
            item.setToolTip(0, text)
            items.append(item)
        self._view.insertTopLevelItems(position, items)
        for item, row in zip(items, range(start, end), strict=True):
            if messages.is_step_only(self._entries[row]):
                item.setHidden(True)  # only once in the view: before, it would do nothing

    def trim(self, keep: int) -> int:
        """Leave only the newest `keep` lines in the view (one rowsRemoved); how many left it."""
        count = len(self._entries) - self._first - keep
        if count <= 0 or self._view is None:
            return 0
        self._view.model().removeRows(0, count)
        self._first += count
        return count

    def load_older(self, count: int) -> int:
        """Put up to `count` lines before the view's first into it (one rowsInserted); how many
        it put there."""
        count = min(count, self._first)
        if count <= 0 or self._view is None:
            return 0
        self._insert(0, self._first - count, self._first)
        self._first -= count
        return count

    def entry_text(self, entry: Entry) -> str:
        """ "T3 · Combat damage step — Ben's commander deals 4 …", then the consequences."""
        head = describe.say(messages.entry_message(entry, self.setup))
        said = describe.explain(entry.events, self.setup)
        return "\n".join([head, *("    " + s for s in said)])

    def entry_rules(self, entry: Entry) -> list[str | None]:
        """None for the header, then the rule each shown consequence applies (or None)."""
        return [None, *(rule_for_event(ev) for ev in entry.events if messages.event_message(ev))]


class _EntryDelegate(QStyledItemDelegate):
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
            painter.setPen(_LINK_COLOR if rule else _HEAD_COLOR if i == 0 else _SUB_COLOR)
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


class _LogView(QTreeWidget):
    """One column, no header, no branches: a list whose rows differ in height, scrolled per entry
    so that only the rows on screen and the last screenful are ever measured."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setColumnCount(1)
        self.setHeaderHidden(True)
        self.setRootIsDecorated(False)
        self.setItemsExpandable(False)
        self.setIndentation(0)
        self.setUniformRowHeights(False)
        self.setAllColumnsShowFocus(True)
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
        scroll = self.verticalScrollBar()
        scroll.setStyleSheet(_SCROLL_BAR_SHEET)
        # It paints all of itself: moving it repaints nothing behind it (the dock, the window).
        scroll.setAttribute(QtCore.Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self._laid_out_width = -1

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt's name
        """Focus lands on the newest entry, not the first: that is the one a player wants, and
        the first, far above, would have every row between measured to find where it is."""
        model = self.model()
        if model is not None and not self.currentIndex().isValid() and model.rowCount():
            last = model.index(model.rowCount() - 1, 0)
            self.selectionModel().setCurrentIndex(last, QItemSelectionModel.SelectionFlag.NoUpdate)
        super().focusInEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        width = self.viewport().width()
        if width != self._laid_out_width:  # lines wrap differently: heights are measured again
            self._laid_out_width = width
            self.scheduleDelayedItemsLayout()


class LogPanel(QWidget):
    """The log view, newest at the bottom and scrolled to it after each action.

    Signal `ruleRequested(rule_id)`: a "Why?" link was clicked (or Enter pressed on an entry)."""

    ruleRequested = Signal(str)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LogPanel")
        self._session = session
        self._font_px = 0
        self._behind = False  # the game changed while the log was hidden
        self._rebuild_due = False  # ... into another game, or another language
        self.view = _LogView(self)
        self.log_model = LogModel(self, self.view)
        self.view.setObjectName("logView")
        self.delegate = _EntryDelegate(self.view, self.log_model)
        self.delegate.ruleClicked.connect(self.ruleRequested)
        self.view.setItemDelegate(self.delegate)
        self.view.activated.connect(self._on_activated)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        # Colours by palette and the rounded border painted by the panel, not by a style sheet:
        # a style sheet that gives an item view a background or border makes every repaint ask
        # for its scroll offset in pixels, which in per-entry scrolling measures every row above.
        palette = self.view.palette()
        for role, color in (
            (QPalette.ColorRole.Base, _BASE_COLOR),
            (QPalette.ColorRole.AlternateBase, QColor("#2b2c33")),
            (QPalette.ColorRole.Text, _HEAD_COLOR),
            (QPalette.ColorRole.Highlight, QColor("#4a4b57")),
            (QPalette.ColorRole.HighlightedText, QColor("#ffffff")),
        ):
            palette.setColor(role, color)
        self.view.setPalette(palette)
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)  # inside the rounded border (paintEvent)
        layout.addWidget(self.view)

        # Follow the newest line: after each new action, and while the view changes size (a
        # notice appearing above it, longer lines wrapping) as long as it was at the bottom.
        self._follow = True
        self._loading_older = False  # lines put before the first: not a new line to follow
        scroll = self.view.verticalScrollBar()
        scroll.valueChanged.connect(self._on_scrolled)
        scroll.rangeChanged.connect(self._on_range)
        self.view.model().rowsInserted.connect(self._new_rows)
        session.changed.connect(self._on_changed)
        session.reset.connect(self._on_reset)
        self._apply_font(14)
        self.retranslate()
        self._on_reset()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(*LOG_SIZE_HINT)  # the placeholder's too: the dock keeps its width

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(*LOG_MINIMUM_SIZE_HINT)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._rebuild_due = True  # every line in the new language
            self._catch_up_if_shown()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.view.setAccessibleName(self.tr("Game log"))

    def _on_activated(self, index: QModelIndex) -> None:
        rules = self.log_model.rules(self.log_model.row_of(index.row())) if index.isValid() else []
        if rules:
            self.ruleRequested.emit(rules[0])

    def at_bottom(self) -> bool:
        scroll = self.view.verticalScrollBar()
        return scroll.value() >= scroll.maximum()

    def _to_bottom(self) -> None:
        if self._loading_older:
            return
        self._follow = True
        self.view.scrollToBottom()

    def _new_rows(self) -> None:
        """A new line is shown if the newest was: a host reading back older lines stays there
        while the table (and the phones) play on (play-test: every tap jumped to the bottom)."""
        if self._follow and not self._loading_older:
            self.view.scrollToBottom()

    def _on_scrolled(self, value: int) -> None:
        scroll = self.view.verticalScrollBar()
        self._follow = value >= scroll.maximum()
        if value <= scroll.minimum():
            self._older_soon()

    def _older_soon(self) -> None:
        """The top of the view is on screen: the lines before it come in (after this event, not
        from inside the scroll bar's signal)."""
        if self.log_model.first > 0 and not self._loading_older:
            QTimer.singleShot(0, self, self._load_older)

    def _load_older(self) -> None:
        """Up to WINDOW more lines before the view's first, the rows on screen staying where
        they are (the player scrolled up to them), or at the newest line if it was followed."""
        scroll = self.view.verticalScrollBar()
        if self.log_model.first == 0 or scroll.value() > scroll.minimum():
            return  # scrolled down again meanwhile
        top = self.view.indexAt(QPoint(0, 0))
        self._loading_older = True
        try:
            added = self.log_model.load_older(WINDOW)
        finally:
            self._loading_older = False
        if self._follow:
            self.view.scrollToBottom()
        elif top.isValid():
            moved = self.view.model().index(top.row() + added, 0)
            self.view.scrollTo(moved, QAbstractItemView.ScrollHint.PositionAtTop)

    def _keep_short(self) -> None:
        """While the newest line is followed, the view lets its oldest lines go once it holds
        twice WINDOW: a tree view walks all its rows for each new one."""
        model = self.log_model
        if self._follow and model.rowCount() - model.first > 2 * WINDOW:
            model.trim(WINDOW)
            self.view.scrollToBottom()

    def _on_range(self, _minimum: int, maximum: int) -> None:
        if self._follow:
            self.view.verticalScrollBar().setValue(maximum)

    def lines(self) -> list[str]:
        """The log as shown, one string per action (consequences on indented lines)."""
        self.catch_up()
        return self.log_model.texts()

    # -- following the game ---------------------------------------------------------------------

    def catch_up(self) -> None:
        """Bring the rows up to date with the game (cheap: only what changed since last time)."""
        game = self._session.game
        if self._rebuild_due:
            self._rebuild_due = self._behind = False
            self.log_model.setup = game.setup if game is not None else None
            self.log_model.rebuild(game.entries if game is not None else ())
            self._to_bottom()
        elif self._behind:
            self._behind = False
            if game is None:
                self.log_model.rebuild(())
            else:
                self.log_model.follow(game)
            self._keep_short()
        scroll = self.view.verticalScrollBar()
        if scroll.value() <= scroll.minimum():  # the view's lines may not fill it
            self._older_soon()

    def _catch_up_if_shown(self) -> None:
        if self.isVisible():
            self.catch_up()

    def _on_reset(self) -> None:
        self._rebuild_due = True
        self._catch_up_if_shown()

    def _on_changed(self, _outcome: Outcome) -> None:
        self._behind = True
        self._catch_up_if_shown()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        self.catch_up()
        super().showEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(_BORDER_COLOR, 1))
        painter.setBrush(_BASE_COLOR)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
        painter.end()

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
